//! Left and right stops of stoppers, as CGSuite defines them for its
//! `CanonicalStopper` (after Siegel, *Combinatorial Game Theory*, ch. VI):
//! `L(G) = R(G) = G` when `G` is a pseudonumber (a number `x`, `x + over`,
//! `x + under`, `on` or `off`), otherwise `L(G) = max R(G^L)` and
//! `R(G) = min L(G^R)`, over the simplest form. The strong stops count
//! only numbers, `on` and `off` as stopping places (`x + over` is played
//! through). A stopper has no alternating cycle, so the recursion over
//! (position, player to move) ends; it runs here on an explicit stack.

use super::graph::{Graph, Node};
use crate::numeric::Dyadic;
use crate::value::Player;
use std::cmp::Ordering;
use std::fmt;

/// A stop of a stopper: a pseudonumber.
///
/// ```
/// use conway::loopy::{LoopyGame, LoopyStop};
/// // CGSuite: over = {0|pass} is a pseudonumber, its own stops.
/// assert_eq!(LoopyGame::over().left_stop().unwrap().to_string(), "over");
/// assert_eq!(LoopyGame::on().right_stop().unwrap(), LoopyStop::On);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoopyStop {
    /// `off`, below everything.
    Off,
    /// `x + under`, just below `x`.
    Under(Dyadic),
    /// The number `x`.
    Number(Dyadic),
    /// `x + over`, just above `x`.
    Over(Dyadic),
    /// `on`, above everything.
    On,
}

impl LoopyStop {
    /// The order key: off, then numbers (with `x + under < x < x + over`),
    /// then on.
    fn key(&self) -> (u8, Option<&Dyadic>, u8) {
        match self {
            LoopyStop::Off => (0, None, 0),
            LoopyStop::Under(x) => (1, Some(x), 0),
            LoopyStop::Number(x) => (1, Some(x), 1),
            LoopyStop::Over(x) => (1, Some(x), 2),
            LoopyStop::On => (2, None, 0),
        }
    }
}

impl Ord for LoopyStop {
    fn cmp(&self, other: &LoopyStop) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for LoopyStop {
    fn partial_cmp(&self, other: &LoopyStop) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for LoopyStop {
    /// As CGSuite prints pseudonumbers: `on`, `off`, `3/4`, `over`,
    /// `under`, `1/2over`, `-1under`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shifted = |f: &mut fmt::Formatter<'_>, x: &Dyadic, name: &str| {
            if x.is_zero() {
                f.write_str(name)
            } else {
                write!(f, "{x}{name}")
            }
        };
        match self {
            LoopyStop::Off => f.write_str("off"),
            LoopyStop::On => f.write_str("on"),
            LoopyStop::Number(x) => write!(f, "{x}"),
            LoopyStop::Over(x) => shifted(f, x, "over"),
            LoopyStop::Under(x) => shifted(f, x, "under"),
        }
    }
}

/// The pseudonumber a node of a simplest form is, if it is one: a short
/// number, `on = {pass|}`, `off = {|pass}`, `x + over = {x|pass}` or
/// `x + under = {pass|x}` (those are their simplest forms: `x` dominates
/// `x^L + over`, and the pass dominates `x^R + over`). With `strong`,
/// only numbers, `on` and `off`.
fn pseudonumber(g: &Graph, short: &[Option<Dyadic>], v: Node, strong: bool) -> Option<LoopyStop> {
    if let Some(x) = &short[v as usize] {
        return Some(LoopyStop::Number(x.clone()));
    }
    let (left, right) = (g.options(v, Player::Left), g.options(v, Player::Right));
    let number = |w: Node| short[w as usize].clone();
    match (left, right) {
        ([l], []) if *l == v => Some(LoopyStop::On),
        ([], [r]) if *r == v => Some(LoopyStop::Off),
        ([l], [r]) if *r == v && !strong => number(*l).map(LoopyStop::Over),
        ([l], [r]) if *l == v && !strong => number(*r).map(LoopyStop::Under),
        _ => None,
    }
}

/// The stop of node `root` of a stopper in simplest form with `first`
/// to move: Left's stop for Left, Right's for Right.
pub(crate) fn stop(g: &Graph, root: Node, first: Player, strong: bool) -> LoopyStop {
    let short: Vec<Option<Dyadic>> = g
        .short_values()
        .into_iter()
        .map(|s| s.and_then(|s| s.as_number().cloned()))
        .collect();
    let state = |v: Node, p: Player| 2 * v as usize + (p == Player::Right) as usize;
    let mut value: Vec<Option<LoopyStop>> = vec![None; 2 * g.len()];
    let mut stack = vec![(root, first, false)];
    while let Some((v, p, expanded)) = stack.pop() {
        if value[state(v, p)].is_some() {
            continue;
        }
        if let Some(x) = pseudonumber(g, &short, v, strong) {
            value[state(v, p)] = Some(x);
            continue;
        }
        let options = g.options(v, p);
        if !expanded {
            stack.push((v, p, true));
            for &w in options {
                if value[state(w, p.opponent())].is_none() {
                    stack.push((w, p.opponent(), false));
                }
            }
            continue;
        }
        let replies = options.iter().map(|&w| {
            value[state(w, p.opponent())]
                .clone()
                .expect("a stopper's options are decided first")
        });
        value[state(v, p)] = Some(match p {
            Player::Left => replies.max().unwrap_or(LoopyStop::Off),
            Player::Right => replies.min().unwrap_or(LoopyStop::On),
        });
    }
    value[state(root, first)].clone().expect("decided")
}
