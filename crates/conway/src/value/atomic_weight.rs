//! Infinitesimals, all-small games and atomic weight.
//!
//! A game is **infinitesimal** when both its stops are 0, and **all-small**
//! when every subposition has moves for both players or for neither
//! (Siegel, *Combinatorial Game Theory*, II.7). In canonical form that is:
//! number-up-stars with number part 0, and general forms whose options are
//! all all-small.
//!
//! The **atomic weight** measures an infinitesimal in units of `↑`
//! (*Winning Ways* ch. 7–8; Siegel II.7). It is computed by the atomic weight
//! calculus:
//!
//! * `aw(x + n·↑ + *m) = n`;
//! * otherwise let `G₀ = {aw(G^L) - 2 | aw(G^R) + 2}`. Then `aw(G) = G₀`,
//!   unless `G₀` is an integer — the *eccentric* case — where `G` is compared
//!   with the far star `☆ = *N` (`N` larger than every nimber among `G`'s
//!   subpositions): if `G < ☆`, `aw(G)` is the least integer `n` with
//!   `n ⧐ G₀^L` for every `G₀^L`; if `G > ☆`, the greatest integer `n` with
//!   `n ⧏ G₀^R` for every `G₀^R`; otherwise `G₀`.
//!
//! The calculus is applied to every subposition, hot ones included; only the
//! result for the whole game is checked. Like CGSuite, [`Game::atomic_weight`]
//! answers for infinitesimals that are *atomic*: all-small games always are,
//! and another infinitesimal `G` is when `G - aw(G).↑` lies between
//! `-(↑* + K)` and `↑* + K`, where `K = *M : -1` (ordinal sum) for the least
//! power of two `M ≥ 2` with `*M` no nearer than the far star. For anything
//! else it answers `None`.
//!
//! Naive weights, far stars and the all-small test are memoised per game;
//! number-up-stars are answered by formula.

use super::game::Game;
use super::memo::Memo;
use super::order::stops;
use crate::numeric::{Dyadic, Integer, Nimber};
use std::sync::LazyLock;

static NAIVE_WEIGHT: LazyLock<Memo<Game, Option<Game>>> = LazyLock::new(Memo::new);
static FAR_STAR: LazyLock<Memo<Game, Option<u64>>> = LazyLock::new(Memo::new);
static ALL_SMALL: LazyLock<Memo<Game, bool>> = LazyLock::new(Memo::new);

/// The far star's `N`: one more than the largest nimber `*m` among the
/// subpositions of `g` (every game has `0 = *0` among them). `None` if that
/// does not fit in a `u64`.
fn far_star(g: Game) -> Option<u64> {
    if let Some((x, ups, m)) = g.as_number_up_star() {
        return far_star_nus(x, ups, m);
    }
    FAR_STAR.get_or(g, || {
        let mut n = 1;
        for &x in g.left_options().iter().chain(g.right_options().iter()) {
            n = n.max(far_star(x)?);
        }
        Some(n)
    })
}

/// The far star of `x + n·↑ + *m`, read off its canonical form (see
/// `nus.rs`): a number other than 0 has no nimber but `0` below it; `*m`
/// has `*0 … *m`; `n·↑ + *m` runs down a chain of up-multiples to
/// `↑ + *j` with `j = m xor ((|n| - 1) mod 2)`, which is `{0 | *(j xor 1)}`,
/// or `{0, * | 0}` when `j = 1`.
fn far_star_nus(x: &Dyadic, ups: &Integer, m: Nimber) -> Option<u64> {
    if !x.is_zero() {
        return Some(1);
    }
    let top = if ups.is_zero() {
        m.0
    } else {
        let j = if (&ups.abs() - &Integer::ONE).is_odd() {
            m.0 ^ 1
        } else {
            m.0
        };
        if j == 1 {
            1
        } else {
            j ^ 1
        }
    };
    top.checked_add(1)
}

/// The atomic weight calculus applied to `g` (defined for every game).
fn naive_weight(g: Game) -> Option<Game> {
    if let Some((_, ups, _)) = g.as_number_up_star() {
        return Some(Game::integer(ups.clone()));
    }
    NAIVE_WEIGHT.get_or(g, || {
        let two = Game::integer(2);
        let left = g
            .left_options()
            .iter()
            .map(|&x| Some(naive_weight(x)? - two))
            .collect::<Option<Vec<Game>>>()?;
        let right = g
            .right_options()
            .iter()
            .map(|&x| Some(naive_weight(x)? + two))
            .collect::<Option<Vec<Game>>>()?;
        let g0 = Game::new(&left, &right);
        if !g0.is_integer() {
            return Some(g0);
        }
        let star = Game::nimber(far_star(g)?);
        let (below, above) = (g <= star, star <= g);
        Some(if below && !above {
            left.iter()
                .map(|&x| least_integer_not_below(x))
                .max()
                .map_or(Game::ZERO, Game::integer)
        } else if above && !below {
            right
                .iter()
                .map(|&x| greatest_integer_not_above(x))
                .min()
                .map_or(Game::ZERO, Game::integer)
        } else {
            g0
        })
    })
}

/// The least integer `n` with `n ⧐ x` (that is, not `n <= x`). Every
/// integer below `R(x)` is below `x` and none above `R(x)` is, so only
/// `R(x)` itself needs a comparison.
fn least_integer_not_below(x: Game) -> Integer {
    let c = stops(x).1.ceil();
    if Game::integer(c.clone()) <= x {
        c + Integer::ONE
    } else {
        c
    }
}

/// The greatest integer `n` with `n ⧏ x` (that is, not `x <= n`).
fn greatest_integer_not_above(x: Game) -> Integer {
    let f = stops(x).0.floor();
    if x <= Game::integer(f.clone()) {
        f - Integer::ONE
    } else {
        f
    }
}

/// True if `g - w.↑` lies within `±(↑* + *M : -1)`, CGSuite's test that
/// an infinitesimal that is not all-small is atomic with weight `w`.
fn within_atomic_bounds(g: Game, w: Game) -> Option<bool> {
    let n = far_star(g)?.max(2).checked_next_power_of_two()?;
    let red_kite = Game::nimber(n).ordinal_sum(Game::integer(-1));
    let epsilon = Game::up(1) + Game::nimber(1) + red_kite;
    let difference = g - w.norton_product(Game::up(1));
    Some(difference <= epsilon && -epsilon <= difference)
}

impl Game {
    /// True if both stops are 0 (`0` itself counts).
    ///
    /// ```
    /// use conway::value::Game;
    /// assert!(Game::up(3).is_infinitesimal());
    /// assert!(Game::tiny(Game::integer(2)).is_infinitesimal());
    /// assert!(!Game::switch(Game::integer(1)).is_infinitesimal());
    /// ```
    pub fn is_infinitesimal(self) -> bool {
        let (l, r) = stops(self);
        l.is_zero() && r.is_zero()
    }

    /// True if every subposition has moves for both players or for neither
    /// (`0`, nimbers and ups are all-small; `Tiny(2)` is not).
    ///
    /// ```
    /// use conway::value::Game;
    /// assert!((Game::up(2) + Game::nimber(3)).is_all_small());
    /// assert!(!Game::tiny(Game::integer(2)).is_all_small());
    /// assert!(!Game::integer(1).is_all_small());
    /// ```
    pub fn is_all_small(self) -> bool {
        if let Some((x, _, _)) = self.as_number_up_star() {
            return x.is_zero();
        }
        ALL_SMALL.get_or(self, || {
            self.left_options()
                .iter()
                .chain(self.right_options().iter())
                .all(|&x| x.is_all_small())
        })
    }

    /// The atomic weight (Siegel II.7; *Winning Ways* ch. 8), by the atomic
    /// weight calculus with its eccentric case, for atomic infinitesimals;
    /// `None` for other games. All-small games are atomic; another
    /// infinitesimal is atomic when `G - aw(G).↑` lies within
    /// `±(↑* + *M : -1)` for a large power of two `M`, CGSuite's test.
    ///
    /// ```
    /// use conway::value::Game;
    /// let (up, star) = (Game::up(1), Game::nimber(1));
    /// assert_eq!(up.atomic_weight(), Some(Game::integer(1)));
    /// assert_eq!(star.atomic_weight(), Some(Game::ZERO));
    /// assert_eq!((Game::up(2) + star).atomic_weight(), Some(Game::integer(2)));
    /// // {⇑ | ⇓}: G₀ = {2 - 2 | -2 + 2} = * is not an integer.
    /// let g = Game::new(&[Game::up(2)], &[Game::up(-2)]);
    /// assert_eq!(g.atomic_weight(), Some(star));
    /// assert_eq!(Game::integer(1).atomic_weight(), None);
    /// ```
    pub fn atomic_weight(self) -> Option<Game> {
        if !self.is_infinitesimal() {
            return None;
        }
        let w = naive_weight(self)?;
        let atomic = self.is_all_small() || within_atomic_bounds(self, w)?;
        atomic.then_some(w)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The closed form of the far star of a number-up-star agrees with the
    /// walk over its canonical options.
    #[test]
    fn far_star_of_number_up_stars_matches_their_options() {
        fn walk(g: Game) -> u64 {
            if let Some(m) = g.as_nimber() {
                return m.0 + 1;
            }
            g.left_options()
                .iter()
                .chain(g.right_options().iter())
                .map(|&x| walk(x))
                .max()
                .unwrap_or(1)
        }
        for x in ["0", "1", "-1/2"] {
            for n in -5i64..=5 {
                for m in 0..5u64 {
                    let g = Game::number_up_star(x.parse().unwrap(), n, m);
                    assert_eq!(far_star(g), Some(walk(g)), "{g}");
                }
            }
        }
    }
}
