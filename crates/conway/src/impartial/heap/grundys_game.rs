//! Grundy's game: a move splits one heap into two non-empty heaps of
//! different sizes (P. M. Grundy, "Mathematics and games", Eureka 2, 1939;
//! *Winning Ways* vol. 1 ch. 4). Heaps of 1 and 2 cannot be split.

use super::HeapRule;

/// The rule of Grundy's game.
///
/// ```
/// use conway::impartial::heap::{GrundysGame, HeapRule};
/// assert_eq!(GrundysGame.heap_options(6), vec![vec![1, 5], vec![2, 4]]);
/// assert!(GrundysGame.heap_options(2).is_empty());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GrundysGame;

impl HeapRule for GrundysGame {
    fn for_each_option(&self, n: usize, visit: &mut dyn FnMut(&[usize])) {
        for a in 1..n.div_ceil(2) {
            visit(&[a, n - a]);
        }
    }
}
