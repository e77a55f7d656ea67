//! A sum as the search holds it: the components still to be searched and
//! one canonical game for all the rest.

use super::component::Shared;
use crate::value::{Game, Player};

/// The components too big for canonical forms, and the sum of the others'
/// canonical forms (and of the literal values) as one [`Game`].
#[derive(Clone)]
pub(crate) struct Sum {
    pub big: Vec<Shared>,
    pub game: Game,
    pub hash: u64,
}

/// A move in a sum.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Step {
    /// Option `option` of component `component`.
    Big { component: usize, option: usize },
    /// Option `option` of the canonical game.
    Canonical { option: usize },
}

/// SplitMix64's finaliser: spreads a key over all 64 bits, so that sums of
/// keys (the order-free hash of a multiset) do not cancel by accident.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Salt that keeps a game's handle apart from component keys.
const GAME_SALT: u64 = 0x6a09_e667_f3bc_c908;

impl Sum {
    /// The sum of `big` and `game` as given (the root keeps its components
    /// in the order the user wrote them, for the winning move's label).
    pub fn raw(big: Vec<Shared>, game: Game) -> Sum {
        let hash = big
            .iter()
            .fold(mix(u64::from(game.id()) ^ GAME_SALT), |h, c| {
                h.wrapping_add(mix(c.key()))
            });
        Sum { big, game, hash }
    }

    /// The sum normalised: components in key order, and each pair of a
    /// component and its negative removed (`G + -G = 0`).
    pub fn normalised(mut big: Vec<Shared>, game: Game) -> Sum {
        big.sort_unstable_by_key(|c| c.key());
        let mut i = 0;
        while i < big.len() {
            let mirror = big[i].mirror_key();
            if mirror != big[i].key() {
                if let Ok(j) = big.binary_search_by_key(&mirror, |c| c.key()) {
                    let (first, second) = (i.min(j), i.max(j));
                    big.remove(second);
                    big.remove(first);
                    continue;
                }
            }
            i += 1;
        }
        Sum::raw(big, game)
    }

    /// True if component `i` has the same key as an earlier one: its
    /// moves lead to sums equal to those of that one, so they are skipped.
    fn repeats(&self, i: usize) -> bool {
        let key = self.big[i].key();
        self.big[..i].iter().any(|c| c.key() == key)
    }

    /// The moves of `player` worth trying, in the order to try them: a
    /// move the table remembers as winning first; moves in the canonical
    /// game before the components when it is hot (its stops differ), after
    /// them when it is cold (a number, or nearly); moves in a component
    /// equal to an earlier one are left out.
    /// Each step comes with its index in the plain order (without the
    /// remembered move put first), the index the table stores.
    pub fn steps(&self, player: Player, first: Option<usize>) -> Vec<(usize, Step)> {
        let canonical =
            (0..self.game.options(player).len()).map(|option| Step::Canonical { option });
        let big = (0..self.big.len())
            .filter(|&i| !self.repeats(i))
            .flat_map(|component| {
                let n = self.big[component].options(player).len();
                (0..n).map(move |option| Step::Big { component, option })
            });
        let hot = self.big.is_empty() || self.game.left_stop() > self.game.right_stop();
        let steps: Vec<Step> = if hot {
            canonical.chain(big).collect()
        } else {
            big.chain(canonical).collect()
        };
        let mut steps: Vec<(usize, Step)> = steps.into_iter().enumerate().collect();
        if let Some(k) = first.filter(|&k| k < steps.len() && k > 0) {
            steps[..=k].rotate_right(1);
        }
        steps
    }
}
