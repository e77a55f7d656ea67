//! Printing canonical forms the way CGSuite prints them.
//!
//! * number-up-stars: the number (omitted when zero, unless nothing else is
//!   printed), then `^`/`v` for ±1 up, `^^`/`vv` for ±2, `^n`/`vn` beyond,
//!   then `*` or `*m`: `0`, `-3/4`, `^`, `vv*`, `1/2^3*2`;
//! * switches `{g | -g}` as `+-g` (several Left options in braces:
//!   `+-{1,2}`);
//! * `{x || x | y}` with `x` a number and mean of `y` below `x` as
//!   `Tiny(x - y)` translated by `x` (`2Tiny(2)`), and its negative form as
//!   `Miny`;
//! * everything else in braces with slashes: a side's single option is
//!   written without braces and the separator gets one more slash than the
//!   deepest such option, as in `{3||2*|1*}`; after three slashes braces are
//!   forced again.
//!
//! Options on a side are listed numbers first (ascending), then nimbers,
//! then other number-up-stars, then the rest.

use super::super::game::Game;
use super::super::table::{node, Node};
use crate::numeric::{Dyadic, Integer};
use std::cmp::Ordering;
use std::fmt::{self, Write};

const MAX_SLASHES: usize = 4;

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_game(&mut s, *self, true, false);
        f.write_str(&s)
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Writes `g`; returns the number of slashes of its separator when it was
/// written without braces (0 otherwise).
fn write_game(out: &mut String, g: Game, force_braces: bool, force_parens: bool) -> usize {
    if let Some((x, ups, nim)) = g.as_number_up_star() {
        write_nus(out, x, ups, nim.0, force_parens);
        return 0;
    }
    let neg = -g;
    let left = sorted(g.left_options().into_owned());
    let right = sorted(g.right_options().into_owned());
    if neg == g {
        out.push_str("+-");
        if let [only] = left[..] {
            write_game(out, only, true, true);
        } else {
            out.push('{');
            write_side(out, &left, true);
            out.push('}');
        }
        return 0;
    }
    if let Some((word, translate, subscript)) = tiny_or_miny(&left, &right) {
        if force_parens {
            out.push('(');
        }
        if translate != Game::ZERO {
            write_game(out, translate, false, false);
            if !translate.is_integer() {
                out.push('+');
            }
        }
        out.push_str(word);
        out.push('(');
        write_game(out, subscript, true, false);
        out.push(')');
        if force_parens {
            out.push(')');
        }
        return 0;
    }
    let mut body = String::new();
    let l = write_side(&mut body, &left, left.len() > 1);
    let mut rhs = String::new();
    let r = write_side(&mut rhs, &right, right.len() > 1);
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
fn write_side(out: &mut String, gs: &[Game], force_braces: bool) -> usize {
    let mut deepest = 0;
    for (i, &g) in gs.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        deepest = deepest.max(write_game(out, g, force_braces, false));
    }
    deepest
}

fn write_nus(out: &mut String, x: &Dyadic, ups: &Integer, nim: u64, force_parens: bool) {
    let is_number = ups.is_zero() && nim == 0;
    let is_nimber = x.is_zero() && ups.is_zero();
    let is_up_multiple = x.is_zero() && nim == 0;
    let parens = force_parens && !is_number && !is_nimber && !is_up_multiple;
    if parens {
        out.push('(');
    }
    if !x.is_zero() || is_number {
        let _ = write!(out, "{x}");
    }
    if !ups.is_zero() {
        let symbol = if ups.signum() > 0 { '^' } else { 'v' };
        let n = ups.abs();
        if n == Integer::from(2) {
            out.push(symbol);
            out.push(symbol);
        } else {
            out.push(symbol);
            if n > Integer::from(2) {
                let _ = write!(out, "{n}");
            }
        }
    }
    if nim == 1 {
        out.push('*');
    } else if nim > 1 {
        let _ = write!(out, "*{nim}");
    }
    if parens {
        out.push(')');
    }
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

/// Options in printing order: numbers, nimbers, other number-up-stars, the
/// rest (by birthday, then recursively by options).
fn sorted(mut gs: Vec<Game>) -> Vec<Game> {
    gs.sort_by(|&a, &b| print_order(a, b));
    gs
}

fn rank(g: Game) -> u8 {
    if g.is_number() {
        0
    } else if g.as_nimber().is_some() {
        1
    } else if g.is_number_up_star() {
        2
    } else {
        3
    }
}

fn print_order(a: Game, b: Game) -> Ordering {
    if a == b {
        return Ordering::Equal;
    }
    let by_rank = rank(a).cmp(&rank(b));
    if by_rank != Ordering::Equal {
        return by_rank;
    }
    match (node(a), node(b)) {
        (Node::Nus(x, _), Node::Nus(y, _)) => x
            .number
            .cmp(&y.number)
            .then_with(|| x.ups.cmp(&y.ups))
            .then_with(|| x.nimber.cmp(&y.nimber)),
        _ => a
            .birthday()
            .cmp(&b.birthday())
            .then_with(|| {
                list_order(
                    &sorted(a.left_options().into_owned()),
                    &sorted(b.left_options().into_owned()),
                )
            })
            .then_with(|| {
                list_order(
                    &sorted(a.right_options().into_owned()),
                    &sorted(b.right_options().into_owned()),
                )
            }),
    }
}

fn list_order(a: &[Game], b: &[Game]) -> Ordering {
    for (&x, &y) in a.iter().zip(b) {
        let o = print_order(x, y);
        if o != Ordering::Equal {
            return o;
        }
    }
    a.len().cmp(&b.len())
}
