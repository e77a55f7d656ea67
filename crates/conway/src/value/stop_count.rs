//! The stop count: how many stops a game's canonical tree ends in.
//!
//! CGSuite's `StopCount`: play in the canonical form stops as soon as it
//! reaches a number, so the stop count of a number is 1 and that of any
//! other game is the sum of the stop counts of all its options, Left's and
//! Right's, counted as a tree (an option reached along two paths counts
//! twice). For `x + *m` it is `2·3^(m-1)`: `*m` has the options
//! `*0 … *(m-1)` for both players, so `c(m) = 2·(1 + c(1) + … + c(m-1))`.

use super::followers::post_order;
use super::game::Game;
use crate::numeric::Integer;
use rustc_hash::FxHashMap;

/// The largest nimber part whose stop count is computed: `2·3^(m-1)` has
/// about `1.6·m` bits.
pub const MAX_STOP_COUNT_NIMBER: u64 = 1 << 20;

/// `2·3^(m-1)` for `m ≥ 1`.
fn nimber_count(m: u64) -> Integer {
    let mut acc = Integer::from(2);
    let mut base = Integer::from(3);
    let mut e = m - 1;
    while e > 0 {
        if e & 1 == 1 {
            acc = acc * base.clone();
        }
        e >>= 1;
        if e > 0 {
            base = base.clone() * base;
        }
    }
    acc
}

/// The count by formula: numbers and `x + *m`.
fn closed_form(g: Game) -> Option<Option<Integer>> {
    let (_, ups, m) = g.as_number_up_star()?;
    if !ups.is_zero() {
        return None;
    }
    Some(match m.0 {
        0 => Some(Integer::ONE),
        m if m <= MAX_STOP_COUNT_NIMBER => Some(nimber_count(m)),
        _ => None,
    })
}

impl Game {
    /// The number of stops of the canonical form (CGSuite's `StopCount`):
    /// 1 for a number, otherwise the sum over all options of both players.
    /// `None` when a nimber part above [`MAX_STOP_COUNT_NIMBER`] makes the
    /// count too large to write down. The walk is iterative and visits each
    /// distinct follower once.
    ///
    /// ```
    /// use conway::value::Game;
    /// use conway::numeric::Integer;
    /// assert_eq!(Game::integer(5).stop_count(), Some(Integer::ONE));
    /// // ↑ = {0 | *}, * = {0 | 0}: 1 + 2 stops.
    /// assert_eq!(Game::up(1).stop_count(), Some(Integer::from(3)));
    /// // *3 = {0, *, *2 | 0, *, *2}: 2·3² = 18.
    /// assert_eq!(Game::nimber(3).stop_count(), Some(Integer::from(18)));
    /// ```
    pub fn stop_count(self) -> Option<Integer> {
        if let Some(count) = closed_form(self) {
            return count;
        }
        let mut counts: FxHashMap<Game, Option<Integer>> = FxHashMap::default();
        post_order(
            self,
            |g| closed_form(g).is_some(),
            |g| {
                let count = closed_form(g).unwrap_or_else(|| {
                    let (left, right) = g.option_lists();
                    left.iter().chain(right).try_fold(Integer::ZERO, |sum, x| {
                        counts[x].as_ref().map(|c| sum + c.clone())
                    })
                });
                counts.insert(g, count);
            },
        );
        counts.remove(&self).flatten()
    }
}
