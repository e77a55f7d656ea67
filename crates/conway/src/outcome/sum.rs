//! A sum as the search holds it: the components still to be searched, the
//! canonical forms of the components valued outright, and one
//! number-up-star for the rest.

use super::bounds::MoveBounds;
use super::component::Shared;
use super::form_keys::{mix, FormKeys};
use crate::value::{Game, Player};

/// The components too big for canonical forms; the canonical forms of the
/// others that are not number-up-stars (`small`, sorted by their stable
/// keys, a form and its negative never both); and the sum of the
/// number-up-stars as one [`Game`] (at the root, the literal values when
/// they are one). The hash is built from keys that do not depend on the
/// process (components' keys, [`FormKeys`]), so a saved table still
/// describes the same sums when read back.
///
/// The small forms are searched like components instead of being added
/// up: a sum of canonical forms costs comparisons and makes new forms
/// that the process-wide interning table keeps for good, so adding them
/// up would tie the search's memory to its length. Number-up-stars add by
/// their parts, cheaply, into `game`.
#[derive(Clone)]
pub(crate) struct Sum {
    pub big: Vec<Shared>,
    pub small: Vec<Form>,
    pub game: Game,
    pub hash: u64,
    /// The hash of the negative sum (every part negated), as it would be
    /// built: the player to move wins here exactly when the opponent,
    /// moving first there, wins, so one proof serves both.
    pub mirror: u64,
}

/// A canonical form with its stable key.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Form {
    pub key: u64,
    pub game: Game,
}

/// The moves of one player in a sum, in the order to try them, each with
/// its index in the plain order; and the options of each component (none
/// listed for a component equal to an earlier one; `None` for a
/// component whose options are made one at a time, when tried, with
/// [`Component::option`](super::component::Component::option)).
pub(crate) struct Moves {
    pub steps: Vec<(usize, Step)>,
    pub options: Vec<Option<Vec<Vec<Shared>>>>,
}

/// A move in a sum.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Step {
    /// Option `option` of component `component`.
    Big { component: usize, option: usize },
    /// Option `option` of the canonical form `small[component]`.
    Small { component: usize, option: usize },
    /// Option `option` of the number-up-star `game`.
    Canonical { option: usize },
}

/// Salts that keep the number-up-star's key and a small form's key apart
/// from component keys and from each other.
const GAME_SALT: u64 = 0x6a09_e667_f3bc_c908;
const SMALL_SALT: u64 = 0xbb67_ae85_84ca_a73b;

impl Sum {
    /// The sum of `big` and the value `values` as given (the root keeps
    /// its components in the order the user wrote them, for the winning
    /// move's label).
    pub fn raw(big: Vec<Shared>, values: Game, keys: &mut FormKeys) -> Sum {
        let mut sum = Sum {
            big,
            small: Vec::new(),
            game: Game::ZERO,
            hash: 0,
            mirror: 0,
        };
        sum.add_value(values, keys);
        sum.rehash(keys);
        sum
    }

    fn rehash(&mut self, keys: &mut FormKeys) {
        let big = self.big.iter().map(|c| mix(c.key()));
        let small = self.small.iter().map(|f| mix(f.key ^ SMALL_SALT));
        self.hash = big
            .chain(small)
            .fold(mix(keys.key(self.game) ^ GAME_SALT), u64::wrapping_add);
        let big = self.big.iter().map(|c| mix(c.mirror_key()));
        let small: Vec<u64> = self
            .small
            .iter()
            .map(|f| mix(keys.key(-f.game) ^ SMALL_SALT))
            .collect();
        self.mirror = big
            .chain(small)
            .fold(mix(keys.key(-self.game) ^ GAME_SALT), u64::wrapping_add);
    }

    /// Adds the canonical form `value`: into `game` if both are
    /// number-up-stars, else among the small forms, where it cancels its
    /// negative.
    pub fn add_value(&mut self, value: Game, keys: &mut FormKeys) {
        if value == Game::ZERO {
            return;
        }
        if value.is_number_up_star() && self.game.is_number_up_star() {
            self.game += value;
            return;
        }
        let negative = keys.key(-value);
        if let Ok(i) = self.small.binary_search_by_key(&negative, |f| f.key) {
            self.small.remove(i);
        } else {
            let key = keys.key(value);
            let i = self
                .small
                .binary_search_by_key(&key, |f| f.key)
                .unwrap_or_else(|i| i);
            self.small.insert(i, Form { key, game: value });
        }
    }

    /// The sum with the components in key order, each pair of a component
    /// and its negative removed (`G + -G = 0`, two copies of an impartial
    /// one too), and its hash.
    pub fn normalised(mut self, keys: &mut FormKeys) -> Sum {
        let big = &mut self.big;
        big.sort_unstable_by_key(|c| c.key());
        let mut i = 0;
        while i < big.len() {
            let mirror = big[i].mirror_key();
            if mirror == big[i].key() {
                // A component that is its own negative (an impartial one)
                // and its copy: G + G = G + -G = 0.
                if big.get(i + 1).is_some_and(|c| c.key() == mirror) {
                    big.drain(i..i + 2);
                    continue;
                }
            } else {
                if let Ok(j) = big.binary_search_by_key(&mirror, |c| c.key()) {
                    let (first, second) = (i.min(j), i.max(j));
                    big.remove(second);
                    big.remove(first);
                    continue;
                }
            }
            i += 1;
        }
        self.rehash(keys);
        self
    }

    /// True if nothing is left to search: the outcome is `game`'s.
    pub fn is_settled(&self) -> bool {
        self.big.is_empty() && self.small.is_empty()
    }

    /// True if component `i` has the same key as an earlier one: its
    /// moves lead to sums equal to those of that one, so they are skipped.
    fn repeats(&self, i: usize) -> bool {
        let key = self.big[i].key();
        self.big[..i].iter().any(|c| c.key() == key)
    }

    /// The moves of `player` worth trying, in the order to try them, and
    /// the options they lead to: a move the table remembers as winning
    /// first; then moves in the components searched, then in the small
    /// forms, the hotter first (the larger gap between the stops), then in
    /// the number-up-star (the coldest). A component or form equal to an
    /// earlier one is not moved in (its moves lead to the same sums).
    /// Each step comes with its index in the plain order (without the
    /// remembered move put first), the index the table stores.
    /// With `by_bounds`, the moves in the searched components are sorted
    /// by what they do to the move-count bounds ([`Sum::move_score`]).
    pub fn moves(&self, player: Player, first: Option<usize>, by_bounds: bool) -> Moves {
        // A component whose ruleset gives the bounds after each option
        // without making it, or that has no bounds (nothing to order its
        // moves by), has its options made only when tried: a frame that
        // wins by its first move splits one option, not all of them.
        let mut after: Vec<Option<Vec<[MoveBounds; 2]>>> = Vec::with_capacity(self.big.len());
        let mut counts: Vec<usize> = Vec::with_capacity(self.big.len());
        let options: Vec<Option<Vec<Vec<Shared>>>> = (0..self.big.len())
            .map(|i| {
                let part = &self.big[i];
                if self.repeats(i) {
                    after.push(None);
                    counts.push(0);
                    return Some(Vec::new());
                }
                let bounds = part.option_bounds(player);
                let (made, count) = match &bounds {
                    Some(given) => (None, given.len()),
                    None if part.move_bounds(player).is_none() => {
                        (None, part.count_options(player))
                    }
                    None => {
                        let made = part.options(player);
                        let count = made.len();
                        (Some(made), count)
                    }
                };
                after.push(bounds);
                counts.push(count);
                made
            })
            .collect();
        let big = counts
            .iter()
            .enumerate()
            .flat_map(|(component, &n)| (0..n).map(move |option| Step::Big { component, option }));
        let small = self.small_by_heat().into_iter().flat_map(|component| {
            let n = self.small[component].game.options(player).len();
            (0..n).map(move |option| Step::Small { component, option })
        });
        let canonical =
            (0..self.game.options(player).len()).map(|option| Step::Canonical { option });
        let mut big: Vec<Step> = big.collect();
        if by_bounds {
            big.sort_by_cached_key(|&step| {
                std::cmp::Reverse(self.move_score(&options, &after, player, step))
            });
        }
        let steps: Vec<Step> = big.into_iter().chain(small).chain(canonical).collect();
        let mut steps: Vec<(usize, Step)> = steps.into_iter().enumerate().collect();
        if let Some(k) = first.filter(|&k| k < steps.len() && k > 0) {
            steps[..=k].rotate_right(1);
        }
        Moves { steps, options }
    }

    /// How good the move `step` of `player` (in a searched component)
    /// looks by the move-count bounds (Obsequi's ordering): first what it
    /// adds to the player's sure moves and takes from the opponent's most
    /// moves, then how few of the player's own possible moves it spends.
    /// Zero for parts without bounds.
    fn move_score(
        &self,
        options: &[Option<Vec<Vec<Shared>>>],
        made_after: &[Option<Vec<[MoveBounds; 2]>>],
        player: Player,
        step: Step,
    ) -> (i64, i64) {
        let Step::Big { component, option } = step else {
            return (0, 0);
        };
        let bounds = |c: &Shared| c.move_bounds(player).zip(c.move_bounds(player.opponent()));
        let Some((own, other)) = bounds(&self.big[component]) else {
            return (0, 0);
        };
        let after = match (&options[component], &made_after[component]) {
            (_, Some(given)) => (given[option][0], given[option][1]),
            (Some(made), None) => {
                let mut after = (MoveBounds::default(), MoveBounds::default());
                for part in &made[option] {
                    let Some((o, t)) = bounds(part) else {
                        return (0, 0);
                    };
                    after.0 += o;
                    after.1 += t;
                }
                after
            }
            (None, None) => return (0, 0),
        };
        let gain = |a: u32, b: u32| i64::from(a) - i64::from(b);
        (
            gain(after.0.safe, own.safe) - gain(after.1.most, other.most),
            gain(after.0.most, own.most),
        )
    }

    /// The small forms' indices, hotter first, each distinct form once.
    fn small_by_heat(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.small.len())
            .filter(|&i| i == 0 || self.small[i].key != self.small[i - 1].key)
            .collect();
        order.sort_by_cached_key(|&i| {
            let g = self.small[i].game;
            std::cmp::Reverse(&g.left_stop() - &g.right_stop())
        });
        order
    }
}
