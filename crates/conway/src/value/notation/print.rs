//! Printing canonical forms the way CGSuite prints them.
//!
//! The rules follow CGSuite's own printing code (`Uptimal.appendTo` and
//! `CanonicalShortGame.appendTo` in its source, plain-text mode), except
//! for Tiny and Miny, which we write as `Tiny(2)` / `2Tiny(2)` as the
//! project's notation does, where CGSuite 2 writes `2.Tiny` / `2+2.Tiny`:
//!
//! * number-up-stars: the number (omitted when zero, unless nothing else is
//!   printed), then `^`/`v` for ±1 up, `^^`/`vv` for ±2, `^n`/`vn` beyond,
//!   then `*` or `*m`: `0`, `-3/4`, `^`, `vv*`, `1/2^3*2`;
//! * the same with a power of up (see `value::uptimal`): `±↑ⁿ` as
//!   `^<n>`/`v<n>`, `±(↑ + … + ↑ⁿ)` as `^[n]`/`v[n]`: `^<2>`, `1v[3]*`;
//! * switches `{g | -g}` as `+-g` (several Left options in braces:
//!   `+-{1,2}`; an option that is not a number, nimber or up multiple in
//!   parentheses or braces: `+-(1*)`, `+-{2|1}`);
//! * `{x || x | y}` with `x` a number and mean of `y` below `x` as
//!   `Tiny(x - y)` translated by `x` (`2Tiny(2)`, `1/2+Tiny(1)`), and its
//!   negative form as `Miny`;
//! * everything else in braces with slashes: a side's single option is
//!   written without braces and the separator gets one more slash than the
//!   deepest such option, as in `{3||2*|1*}`; at four slashes braces are
//!   forced again.
//!
//! Options on a side are listed in CGSuite's order
//! (`CanonicalShortGame.DeterministicOrdering`): numbers (ascending), then
//! nimbers, then number-up-stars and powers of up (by number part, then
//! uptimal coefficients, then nimber part), then the rest, compared by their
//! sorted Left options and then their sorted Right options.
//!
//! [`notation::parse`](super::parse) reads every string printed here back
//! to the same game.

use super::super::game::Game;
use super::super::uptimal::{self, UpPower, Uptimal};
use crate::numeric::{Dyadic, Integer};
use rustc_hash::FxHashMap;
use std::cmp::Ordering;
use std::fmt::{self, Write};

const MAX_SLASHES: usize = 4;

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print(*self))
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The game in CGSuite's notation (what `Display` prints).
///
/// ```
/// use conway::value::{notation, Game};
/// let g = Game::new(&[Game::integer(3)], &[Game::new(&[Game::integer(2) + Game::nimber(1)], &[Game::integer(1) + Game::nimber(1)])]);
/// assert_eq!(notation::print(g), "{3||2*|1*}");
/// assert_eq!(notation::parse("{3||2*|1*}"), Ok(g));
/// ```
pub fn print(g: Game) -> String {
    let mut out = String::new();
    Printer::default().game(&mut out, g, true, false);
    out
}

/// CGSuite's deterministic order of two short games as options (the
/// order options are printed in); the loopy printer sorts short options
/// by it.
pub(crate) fn option_order(a: Game, b: Game) -> Ordering {
    Printer::default().order(a, b)
}

/// Sorted options, remembered for the length of one print (sorting compares
/// options by their own sorted options, again and again).
#[derive(Default)]
struct Printer {
    sorted: FxHashMap<Game, (Vec<Game>, Vec<Game>)>,
}

/// Where a game goes in CGSuite's order of options.
enum Rank {
    Number(Dyadic),
    Nimber(u64),
    /// Number part, uptimal coefficients, nimber part.
    Uptimal(Dyadic, Vec<Integer>, u64),
    Other,
}

impl Rank {
    fn index(&self) -> u8 {
        match self {
            Rank::Number(_) => 0,
            Rank::Nimber(_) => 1,
            Rank::Uptimal(..) => 2,
            Rank::Other => 3,
        }
    }
}

fn rank(g: Game) -> Rank {
    if let Some((x, ups, m)) = g.as_number_up_star() {
        return if ups.is_zero() && m.0 == 0 {
            Rank::Number(x.clone())
        } else if ups.is_zero() && x.is_zero() {
            Rank::Nimber(m.0)
        } else {
            let coefficients = if ups.is_zero() {
                vec![]
            } else {
                vec![ups.clone()]
            };
            Rank::Uptimal(x.clone(), coefficients, m.0)
        };
    }
    // CGSuite ranks every game with an uptimal expansion as an uptimal.
    match g.uptimal_expansion() {
        Some(u) => Rank::Uptimal(u.number().clone(), u.coefficients().to_vec(), u.nimber().0),
        None => Rank::Other,
    }
}

/// CGSuite's `UptimalExpansion.compareTo`: number part, then the
/// coefficients over their common length, then the shorter first, then the
/// nimber part.
fn uptimal_order(a: (&Dyadic, &[Integer], u64), b: (&Dyadic, &[Integer], u64)) -> Ordering {
    a.0.cmp(b.0)
        .then_with(|| {
            a.1.iter()
                .zip(b.1)
                .map(|(x, y)| x.cmp(y))
                .find(|o| o.is_ne())
                .unwrap_or(Ordering::Equal)
        })
        .then_with(|| a.1.len().cmp(&b.1.len()))
        .then_with(|| a.2.cmp(&b.2))
}

impl Printer {
    /// Writes `g`; returns the number of slashes of its separator when it
    /// was written without braces (0 otherwise).
    fn game(&mut self, out: &mut String, g: Game, force_braces: bool, force_parens: bool) -> usize {
        // A printed form can be exponentially longer than the shared form
        // in the table: under a watch, printing counts as work.
        crate::control::work_point();
        if let Some((x, ups, nim)) = g.as_number_up_star() {
            write_nus(out, x, ups, nim.0, force_parens);
            return 0;
        }
        if let Some(u) = uptimal::recognize(g) {
            write_uptimal(out, &u, force_parens);
            return 0;
        }
        let (left, right) = self.sorted_options(g);
        if -g == g {
            out.push_str("+-");
            if let [only] = left[..] {
                self.game(out, only, true, true);
            } else {
                out.push('{');
                self.side(out, &left, true);
                out.push('}');
            }
            return 0;
        }
        if let Some((word, translate, subscript)) = tiny_or_miny(&left, &right) {
            if force_parens {
                out.push('(');
            }
            if translate != Game::ZERO {
                self.game(out, translate, false, false);
                if !translate.is_integer() {
                    out.push('+');
                }
            }
            out.push_str(word);
            out.push('(');
            self.game(out, subscript, true, false);
            out.push(')');
            if force_parens {
                out.push(')');
            }
            return 0;
        }
        let mut body = String::new();
        let l = self.side(&mut body, &left, left.len() > 1);
        let mut rhs = String::new();
        let r = self.side(&mut rhs, &right, right.len() > 1);
        let slashes = l.max(r) + 1;
        let braces = force_braces || slashes == MAX_SLASHES;
        if braces {
            out.push('{');
        }
        out.push_str(&body);
        out.push_str(&"|".repeat(slashes));
        out.push_str(&rhs);
        if braces {
            out.push('}');
            0
        } else {
            slashes
        }
    }

    /// Writes a comma-separated side; returns its deepest separator.
    fn side(&mut self, out: &mut String, gs: &[Game], force_braces: bool) -> usize {
        let mut deepest = 0;
        for (i, &g) in gs.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            deepest = deepest.max(self.game(out, g, force_braces, false));
        }
        deepest
    }

    /// The Left and Right options in printing order.
    fn sorted_options(&mut self, g: Game) -> (Vec<Game>, Vec<Game>) {
        if let Some(s) = self.sorted.get(&g) {
            return s.clone();
        }
        let mut left = g.left_options().into_owned();
        let mut right = g.right_options().into_owned();
        left.sort_by(|&a, &b| self.order(a, b));
        right.sort_by(|&a, &b| self.order(a, b));
        self.sorted.insert(g, (left.clone(), right.clone()));
        (left, right)
    }

    /// CGSuite's deterministic order of options.
    fn order(&mut self, a: Game, b: Game) -> Ordering {
        if a == b {
            return Ordering::Equal;
        }
        let (ra, rb) = (rank(a), rank(b));
        match (&ra, &rb) {
            (Rank::Number(x), Rank::Number(y)) => x.cmp(y),
            (Rank::Nimber(x), Rank::Nimber(y)) => x.cmp(y),
            (Rank::Uptimal(x, c, m), Rank::Uptimal(y, d, n)) => {
                uptimal_order((x, c, *m), (y, d, *n))
            }
            (Rank::Other, Rank::Other) => {
                let (al, ar) = self.sorted_options(a);
                let (bl, br) = self.sorted_options(b);
                self.list_order(&al, &bl)
                    .then_with(|| self.list_order(&ar, &br))
            }
            _ => ra.index().cmp(&rb.index()),
        }
    }

    /// Element by element; a list that runs out first comes first.
    fn list_order(&mut self, a: &[Game], b: &[Game]) -> Ordering {
        for (&x, &y) in a.iter().zip(b) {
            let o = self.order(x, y);
            if o != Ordering::Equal {
                return o;
            }
        }
        a.len().cmp(&b.len())
    }
}

/// Parentheses around `body` when forced and the value is not compact.
fn parenthesised(out: &mut String, parens: bool, body: impl FnOnce(&mut String)) {
    if parens {
        out.push('(');
    }
    body(out);
    if parens {
        out.push(')');
    }
}

fn write_star(out: &mut String, nim: u64) {
    if nim == 1 {
        out.push('*');
    } else if nim > 1 {
        let _ = write!(out, "*{nim}");
    }
}

fn write_nus(out: &mut String, x: &Dyadic, ups: &Integer, nim: u64, force_parens: bool) {
    let is_number = ups.is_zero() && nim == 0;
    let is_nimber = x.is_zero() && ups.is_zero();
    let is_up_multiple = x.is_zero() && nim == 0;
    let parens = force_parens && !is_number && !is_nimber && !is_up_multiple;
    parenthesised(out, parens, |out| {
        if !x.is_zero() || is_number {
            let _ = write!(out, "{x}");
        }
        if !ups.is_zero() {
            let symbol = if ups.signum() > 0 { '^' } else { 'v' };
            let n = ups.abs();
            out.push(symbol);
            if n == Integer::from(2) {
                out.push(symbol);
            } else if n > Integer::from(2) {
                let _ = write!(out, "{n}");
            }
        }
        write_star(out, nim);
    });
}

fn write_uptimal(out: &mut String, u: &Uptimal, force_parens: bool) {
    let parens = force_parens && !(u.number.is_zero() && u.nimber == 0);
    parenthesised(out, parens, |out| {
        if !u.number.is_zero() {
            let _ = write!(out, "{}", u.number);
        }
        out.push(if u.positive { '^' } else { 'v' });
        let _ = match u.power {
            UpPower::Nth => write!(out, "<{}>", u.n),
            UpPower::ToNth => write!(out, "[{}]", u.n),
        };
        write_star(out, u.nimber);
    });
}

/// `{x || x | y}` (mean of `y` below `x`) is `x + Tiny(x - y)`, and
/// `{y | x || x}` (mean of `y` above `x`) is `x + Miny(y - x)`.
fn tiny_or_miny(left: &[Game], right: &[Game]) -> Option<(&'static str, Game, Game)> {
    if left.len() != 1 || right.len() != 1 {
        return None;
    }
    let (gl, gr) = (left[0], right[0]);
    let single = |g: Game| -> Option<(Game, Game)> {
        let (l, r) = (g.left_options(), g.right_options());
        (l.len() == 1 && r.len() == 1).then(|| (l[0], r[0]))
    };
    if let Some(x) = gl.as_number() {
        if let Some((grl, grr)) = single(gr) {
            if grl == gl && &grr.mean() < x {
                return Some(("Tiny", gl, gl - grr));
            }
        }
    }
    if let Some(x) = gr.as_number() {
        if let Some((gll, glr)) = single(gl) {
            if glr == gr && &gll.mean() > x {
                return Some(("Miny", gr, gll - gr));
            }
        }
    }
    None
}
