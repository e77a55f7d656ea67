//! Disjunctive sums of misère simplest forms, memoised and computed on an
//! explicit stack: the options of `G + H` are `G' + H` and `G + H'`.

use super::MisereGame;
use parking_lot::Mutex;
use std::collections::HashMap;
use std::ops::Add;
use std::sync::LazyLock;

type Pair = (MisereGame, MisereGame);

static SUMS: LazyLock<Mutex<HashMap<Pair, MisereGame>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

fn ordered(a: MisereGame, b: MisereGame) -> Pair {
    if a <= b {
        (a, b)
    } else {
        (b, a)
    }
}

/// The sum when it needs no work: one side is 0, or it is memoised.
fn known((a, b): Pair) -> Option<MisereGame> {
    if a == MisereGame::ZERO {
        Some(b)
    } else if b == MisereGame::ZERO {
        Some(a)
    } else {
        SUMS.lock().get(&ordered(a, b)).copied()
    }
}

fn option_pairs((a, b): Pair) -> impl Iterator<Item = Pair> {
    let left = a.options().iter().map(move |&x| (x, b));
    let right = b.options().iter().map(move |&y| (a, y));
    left.chain(right)
}

/// `a + b` in misère simplest form.
pub(crate) fn sum(a: MisereGame, b: MisereGame) -> MisereGame {
    if let Some(s) = known((a, b)) {
        return s;
    }
    let mut stack = vec![(ordered(a, b), false)];
    while let Some((pair, expanded)) = stack.pop() {
        crate::control::poll_point();
        if known(pair).is_some() {
            continue;
        }
        if expanded {
            let options = option_pairs(pair)
                .map(|p| known(p).expect("options are summed first"))
                .collect();
            let value = MisereGame::from_options(options);
            SUMS.lock().insert(pair, value);
        } else {
            stack.push((pair, true));
            let missing: Vec<Pair> = option_pairs(pair)
                .filter(|&p| known(p).is_none())
                .map(|(x, y)| ordered(x, y))
                .collect();
            stack.extend(missing.into_iter().map(|p| (p, false)));
        }
    }
    known((a, b)).expect("just summed")
}

impl Add for MisereGame {
    type Output = MisereGame;

    /// The disjunctive sum.
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// let [one, two, three] = [1, 2, 3].map(MisereGame::nim_heap);
    /// // Misère Nim with a heap of two or more plays as normal Nim:
    /// // 1 + 2 + 3 has nim-sum 0, a P-position (Bouton 1901).
    /// assert!(!(one + two + three).first_player_wins());
    /// ```
    fn add(self, other: MisereGame) -> MisereGame {
        sum(self, other)
    }
}

impl std::iter::Sum for MisereGame {
    fn sum<I: Iterator<Item = MisereGame>>(iter: I) -> MisereGame {
        iter.fold(MisereGame::ZERO, |a, b| a + b)
    }
}
