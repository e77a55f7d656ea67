//! Walking the followers of a misère simplest form on an explicit stack, so
//! that games of any birthday are handled without deep recursion.

use super::MisereGame;
use std::collections::HashMap;

/// Computes `value(g, done)` for `root` and each of its followers, options
/// before the games they belong to (`done` holds the options' results), and
/// returns the root's.
pub(crate) fn post_order<T: Copy>(
    root: MisereGame,
    mut value: impl FnMut(MisereGame, &HashMap<MisereGame, T>) -> T,
) -> T {
    let mut done: HashMap<MisereGame, T> = HashMap::new();
    let mut stack = vec![(root, false)];
    while let Some((g, expanded)) = stack.pop() {
        if done.contains_key(&g) {
            continue;
        }
        if expanded {
            let v = value(g, &done);
            done.insert(g, v);
        } else {
            stack.push((g, true));
            stack.extend(
                g.options()
                    .iter()
                    .filter(|o| !done.contains_key(o))
                    .map(|&o| (o, false)),
            );
        }
    }
    done[&root]
}
