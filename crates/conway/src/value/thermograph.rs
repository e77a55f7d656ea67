//! Thermographs, temperature and mean, with exact walls.
//!
//! The thermograph of `G` records its cooled stops `L(G_t)` and `R(G_t)` as
//! functions of the temperature `t ≥ -1` (Siegel, *Combinatorial Game
//! Theory*, II.5; *Winning Ways* ch. 6). For a number, both walls are the
//! constant `x` when `x` is an integer, and otherwise come from the options
//! like any other game. An integer plus ups and stars has its walls by
//! formula (see `integer_up_star`), so `n·↑` costs nothing for huge `n`.
//! For any other `G`:
//!
//! * the left scaffold is `max over G^L of (right wall of G^L)(t) - t`, the
//!   right scaffold `min over G^R of (left wall of G^R)(t) + t`;
//! * the temperature `τ` is the least `t ≥ -1` with left scaffold ≤ right
//!   scaffold, and the mean (mast) is their common value there;
//! * the walls follow the scaffolds up to `τ` and are the vertical mast
//!   above it.
//!
//! Walls are continuous and piecewise linear with slopes -1, 0 and 1, and all
//! breakpoints are dyadic, so every coordinate is an exact [`Dyadic`].

use super::game::Game;
use super::memo::Memo;
use crate::numeric::{Dyadic, Integer};
use std::sync::{Arc, LazyLock};

/// One linear piece of a [`Trajectory`]: from `start` on, the value is
/// `value + slope·(t - start)`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Piece {
    /// The temperature where the piece starts.
    pub start: Dyadic,
    /// The value at `start`.
    pub value: Dyadic,
    /// Change of value per unit of temperature.
    pub slope: i32,
}

/// A continuous piecewise-linear function of the temperature `t ≥ -1`.
///
/// ```
/// use conway::value::Game;
/// let g: Game = Game::new(&[Game::integer(3)], &[Game::integer(-1)]); // {3 | -1}
/// let th = g.thermograph();
/// let at = |t: &str| th.left_wall().value_at(&t.parse().unwrap()).to_string();
/// assert_eq!(at("0"), "3");
/// assert_eq!(at("1"), "2");
/// assert_eq!(at("5"), "1");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Trajectory {
    pieces: Vec<Piece>,
}

fn minus_one() -> Dyadic {
    Dyadic::from(-1)
}

fn times(slope: i32, d: &Dyadic) -> Dyadic {
    &Dyadic::from(i64::from(slope)) * d
}

impl Trajectory {
    /// The constant function `x`.
    pub fn constant(x: Dyadic) -> Trajectory {
        Trajectory {
            pieces: vec![Piece {
                start: minus_one(),
                value: x,
                slope: 0,
            }],
        }
    }

    /// The linear pieces, by increasing start (the first starts at -1; the
    /// last extends to infinite temperature).
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    fn piece_at(&self, t: &Dyadic) -> &Piece {
        let i = self.pieces.partition_point(|p| &p.start <= t);
        &self.pieces[i.saturating_sub(1)]
    }

    /// The value at temperature `t`.
    pub fn value_at(&self, t: &Dyadic) -> Dyadic {
        let p = self.piece_at(t);
        &p.value + &times(p.slope, &(t - &p.start))
    }

    fn slope_at(&self, t: &Dyadic) -> i32 {
        self.piece_at(t).slope
    }

    /// The function plus `s·t`.
    fn tilt(&self, s: i32) -> Trajectory {
        Trajectory {
            pieces: self
                .pieces
                .iter()
                .map(|p| Piece {
                    start: p.start.clone(),
                    value: &p.value + &times(s, &p.start),
                    slope: p.slope + s,
                })
                .collect(),
        }
    }

    /// Pointwise maximum (`upper = true`) or minimum of several functions.
    fn envelope(fs: &[Trajectory], upper: bool) -> Trajectory {
        // Ties go to the slope that stays ahead after the tie.
        let better = |a: &(Dyadic, i32), b: &(Dyadic, i32)| {
            if upper {
                a > b
            } else {
                a < b
            }
        };
        let mut starts: Vec<Dyadic> = fs
            .iter()
            .flat_map(|f| f.pieces.iter().map(|p| p.start.clone()))
            .collect();
        starts.sort();
        starts.dedup();
        // Add every crossing of two functions inside a stretch where both
        // are linear (also beyond the last breakpoint).
        let mut cuts = starts.clone();
        for (i, a) in starts.iter().enumerate() {
            // Quadratic in the functions at each breakpoint: poll a stop.
            crate::control::poll_point();
            let b = starts.get(i + 1);
            for (x, f) in fs.iter().enumerate() {
                for g in &fs[x + 1..] {
                    let (fa, ga) = (f.value_at(a), g.value_at(a));
                    let (sf, sg) = (f.slope_at(a), g.slope_at(a));
                    if sf == sg {
                        continue;
                    }
                    let t = a + &divide(&(&ga - &fa), sf - sg);
                    if &t > a && b.is_none_or(|b| &t < b) {
                        cuts.push(t);
                    }
                }
            }
        }
        cuts.sort();
        cuts.dedup();
        let mut pieces: Vec<Piece> = Vec::with_capacity(cuts.len());
        for t in cuts {
            crate::control::poll_point();
            let best = fs
                .iter()
                .map(|f| (f.value_at(&t), f.slope_at(&t)))
                .reduce(|a, b| if better(&b, &a) { b } else { a })
                .expect("an envelope of at least one function");
            push_piece(&mut pieces, t, best.0, best.1);
        }
        Trajectory { pieces }
    }

    /// The function up to `tau`, then constant at `mast`.
    fn with_mast(&self, tau: &Dyadic, mast: Dyadic) -> Trajectory {
        let mut pieces: Vec<Piece> = self
            .pieces
            .iter()
            .filter(|p| &p.start < tau)
            .cloned()
            .collect();
        push_piece(&mut pieces, tau.clone(), mast, 0);
        Trajectory { pieces }
    }
}

/// Appends a piece, merging it into the last one when it continues it.
fn push_piece(pieces: &mut Vec<Piece>, start: Dyadic, value: Dyadic, slope: i32) {
    if let Some(last) = pieces.last() {
        if last.slope == slope {
            return;
        }
    }
    pieces.push(Piece {
        start,
        value,
        slope,
    });
}

/// `d / k` for the slope differences that occur (±1, ±2).
fn divide(d: &Dyadic, k: i32) -> Dyadic {
    let q = match k.unsigned_abs() {
        1 => d.clone(),
        2 => d.half(),
        other => unreachable!("wall slopes differ by at most 2, not {other}"),
    };
    if k < 0 {
        -q
    } else {
        q
    }
}

/// The thermograph of a game: its two walls, temperature and mean.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Thermograph {
    left_wall: Trajectory,
    right_wall: Trajectory,
    temperature: Dyadic,
    mast: Dyadic,
}

impl Thermograph {
    /// The left wall: the left stop of `G` cooled by `t`.
    pub fn left_wall(&self) -> &Trajectory {
        &self.left_wall
    }

    /// The right wall: the right stop of `G` cooled by `t`.
    pub fn right_wall(&self) -> &Trajectory {
        &self.right_wall
    }

    /// The temperature: where the walls meet and the mast begins.
    pub fn temperature(&self) -> &Dyadic {
        &self.temperature
    }

    /// The mean value: where the mast stands.
    pub fn mast(&self) -> &Dyadic {
        &self.mast
    }
}

static THERMOGRAPHS: LazyLock<Memo<Game, Arc<Thermograph>>> = LazyLock::new(Memo::new);

fn compute(g: Game) -> Thermograph {
    // A thermograph is a value computed: under a watch it counts as work.
    crate::control::work_point();
    if let Some((x, ups, m)) = g.as_number_up_star() {
        if x.is_integer() {
            return integer_up_star(x, ups, m.0);
        }
    }
    from_options(g)
}

/// The thermograph of `x + n·↑ + *m` for an integer `x`, by formula rather
/// than by walking the options (`n·↑` is a chain of `|n|` positions).
///
/// An integer is a mast from `-1`. Otherwise the temperature is 0, the mast
/// stands at `x`, and below 0 each wall is either the diagonal through
/// `(0, x)` or the constant `x`: Left's move to `x` makes the left wall
/// `x - t` whenever Left has it (`n ≥ 0`, or `x + ↓*`, whose Left options
/// include `x + *`, whose right wall is `x + t`); otherwise Left's move
/// leads to a non-zero infinitesimal `x + ε` whose right wall is constant,
/// and the left wall is `x`. The right wall is the mirror image.
fn integer_up_star(x: &Dyadic, ups: &Integer, m: u64) -> Thermograph {
    let constant = Trajectory::constant(x.clone());
    if ups.is_zero() && m == 0 {
        return Thermograph {
            left_wall: constant.clone(),
            right_wall: constant,
            temperature: minus_one(),
            mast: x.clone(),
        };
    }
    let diagonal = |slope: i32| Trajectory {
        pieces: vec![
            Piece {
                start: minus_one(),
                value: x - &Dyadic::from(i64::from(slope)),
                slope,
            },
            Piece {
                start: Dyadic::ZERO,
                value: x.clone(),
                slope: 0,
            },
        ],
    };
    let star_one = m == 1 && ups.abs() == Integer::ONE;
    let left_diagonal = ups.signum() >= 0 || star_one;
    let right_diagonal = ups.signum() <= 0 || star_one;
    Thermograph {
        left_wall: if left_diagonal {
            diagonal(-1)
        } else {
            constant.clone()
        },
        right_wall: if right_diagonal {
            diagonal(1)
        } else {
            constant
        },
        temperature: Dyadic::ZERO,
        mast: x.clone(),
    }
}

/// The thermograph from the walls of the options.
fn from_options(g: Game) -> Thermograph {
    let ls: Vec<Trajectory> = g
        .left_options()
        .iter()
        .map(|&o| o.thermograph().right_wall.tilt(-1))
        .collect();
    let rs: Vec<Trajectory> = g
        .right_options()
        .iter()
        .map(|&o| o.thermograph().left_wall.tilt(1))
        .collect();
    let ls = Trajectory::envelope(&ls, true);
    let rs = Trajectory::envelope(&rs, false);
    let (tau, mast) = crossing(&ls, &rs);
    Thermograph {
        left_wall: ls.with_mast(&tau, mast.clone()),
        right_wall: rs.with_mast(&tau, mast.clone()),
        temperature: tau,
        mast,
    }
}

/// The least `t ≥ -1` with `ls(t) <= rs(t)`, and the value there.
fn crossing(ls: &Trajectory, rs: &Trajectory) -> (Dyadic, Dyadic) {
    let gap = |t: &Dyadic| &ls.value_at(t) - &rs.value_at(t);
    let start = minus_one();
    if gap(&start).signum() <= 0 {
        let (l, r) = (ls.value_at(&start), rs.value_at(&start));
        let mast = if l == r {
            l
        } else {
            Dyadic::simplest_between(Some(&l), Some(&r)).unwrap_or(l)
        };
        return (start, mast);
    }
    let mut ts: Vec<Dyadic> = ls
        .pieces
        .iter()
        .chain(&rs.pieces)
        .map(|p| p.start.clone())
        .collect();
    ts.sort();
    ts.dedup();
    // The gap never increases; find the stretch where it reaches zero.
    let mut from = start;
    for t in ts.into_iter().skip(1) {
        if gap(&t).signum() <= 0 {
            break;
        }
        from = t;
    }
    let slope = ls.slope_at(&from) - rs.slope_at(&from);
    debug_assert!(slope < 0, "the scaffolds of a finite game cross");
    let tau = &from + &divide(&gap(&from), -slope);
    let mast = ls.value_at(&tau);
    (tau, mast)
}

impl Game {
    /// The thermograph (computed once per game and shared).
    ///
    /// ```
    /// use conway::value::Game;
    /// let g = Game::switch(Game::integer(5)); // {5 | -5}
    /// assert_eq!(g.thermograph().temperature().to_string(), "5");
    /// assert_eq!(g.mean().to_string(), "0");
    /// ```
    pub fn thermograph(self) -> Arc<Thermograph> {
        THERMOGRAPHS.get_or(self, || Arc::new(compute(self)))
    }

    /// The temperature: `-1` for integers, `-1/2^k` for other numbers, `0`
    /// for infinitesimals, the height of the mast's foot otherwise.
    ///
    /// ```
    /// use conway::value::Game;
    /// assert_eq!(Game::dyadic("3/4".parse().unwrap()).temperature().to_string(), "-1/4");
    /// assert_eq!(Game::up(1).temperature().to_string(), "0");
    /// ```
    pub fn temperature(self) -> Dyadic {
        // A number's temperature by formula: its thermograph is built from
        // a chain of options as long as its birthday.
        if let Some(x) = self.as_number() {
            return Dyadic::new(-Integer::ONE, x.exponent());
        }
        self.thermograph().temperature.clone()
    }

    /// The mean value.
    ///
    /// ```
    /// use conway::value::Game;
    /// let g = Game::new(&[Game::integer(3)], &[Game::integer(-1)]);
    /// assert_eq!(g.mean().to_string(), "1");
    /// ```
    pub fn mean(self) -> Dyadic {
        if let Some((x, _, _)) = self.as_number_up_star() {
            return x.clone();
        }
        self.thermograph().mast.clone()
    }
}

impl Trajectory {
    /// CGSuite's form, `Trajectory(mast, [critical temperatures,
    /// descending], [slopes from the top down])`: the value at infinite
    /// temperature, the temperatures where the slope changes and the slope
    /// above, between and below them.
    ///
    /// ```
    /// use conway::value::notation::parse;
    /// let g = parse("{3||2*|1*}").unwrap();
    /// assert_eq!(g.thermograph().left_wall().cgsuite_form(), "Trajectory(9/4,[3/4],[0,-1])");
    /// ```
    pub fn cgsuite_form(&self) -> String {
        format!("Trajectory({})", self.cgsuite_parts())
    }

    /// `mast,[temperatures],[slopes]`.
    fn cgsuite_parts(&self) -> String {
        let mut merged: Vec<&Piece> = Vec::new();
        for p in &self.pieces {
            if merged.last().is_none_or(|q| q.slope != p.slope) {
                merged.push(p);
            }
        }
        let top = self.pieces.last().expect("a piece");
        let temps: Vec<String> = merged
            .iter()
            .skip(1)
            .rev()
            .map(|p| p.start.to_string())
            .collect();
        let slopes: Vec<String> = merged.iter().rev().map(|p| p.slope.to_string()).collect();
        format!("{},[{}],[{}]", top.value, temps.join(","), slopes.join(","))
    }
}

impl Thermograph {
    /// CGSuite's form, `Thermograph(left wall, right wall)` with each wall
    /// as in [`Trajectory::cgsuite_form`].
    ///
    /// ```
    /// use conway::value::Game;
    /// assert_eq!(Game::integer(5).thermograph().cgsuite_form(), "Thermograph(5,[],[0],5,[],[0])");
    /// ```
    pub fn cgsuite_form(&self) -> String {
        format!(
            "Thermograph({},{})",
            self.left_wall.cgsuite_parts(),
            self.right_wall.cgsuite_parts()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_temperatures_by_formula_match_thermographs() {
        for text in ["0", "3", "-2", "1/2", "-3/4", "13/8", "-77/64"] {
            let g = Game::dyadic(text.parse().unwrap());
            assert_eq!(g.temperature(), g.thermograph().temperature, "{text}");
        }
    }

    #[test]
    fn integers_are_masts_from_minus_one() {
        let th = Game::integer(4).thermograph();
        assert_eq!(th.temperature(), &Dyadic::from(-1));
        assert_eq!(th.left_wall(), &Trajectory::constant(Dyadic::from(4)));
    }

    /// The closed form for integers plus ups and stars agrees with the
    /// walls computed from their canonical options.
    #[test]
    fn integer_up_stars_match_their_options() {
        for x in -2i64..=2 {
            for n in -4i64..=4 {
                for m in 0..5u64 {
                    let g = Game::number_up_star(Dyadic::from(x), n, m);
                    if g.is_number() {
                        continue;
                    }
                    let (x, ups, m) = g.as_number_up_star().unwrap();
                    assert_eq!(integer_up_star(x, ups, m.0), from_options(g), "{g}");
                }
            }
        }
    }

    #[test]
    fn walls_of_a_hot_game() {
        // {3 | -1}: left wall 3 - t and right wall -1 + t meet at t = 2, mean 1.
        let g = Game::new(&[Game::integer(3)], &[Game::integer(-1)]);
        let th = g.thermograph();
        assert_eq!(th.temperature(), &Dyadic::from(2));
        assert_eq!(th.mast(), &Dyadic::from(1));
        assert_eq!(th.right_wall().value_at(&Dyadic::from(0)), Dyadic::from(-1));
        assert_eq!(th.left_wall().pieces().len(), 2);
    }
}
