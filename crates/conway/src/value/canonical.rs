//! Building canonical forms from option lists.
//!
//! [`construct`] turns `{L | R}` (options already canonical) into the
//! canonical form of its value (Siegel, *Combinatorial Game Theory*, II.2):
//!
//! 1. If every option is a number and every Left option is below every Right
//!    option, the value is the simplest number between them; if both players
//!    have the same options and all are nimbers, the value is the nimber of
//!    their mex.
//! 2. Dominated options are removed: a Left option `a` with `a <= b` for
//!    another Left option `b`, and dually for Right.
//! 3. Reversible options are bypassed: a Left option `a` with a Right option
//!    `a^R <= G` is replaced by the Left options of `a^R`, and dually. Steps
//!    2 and 3 repeat until nothing changes.
//! 4. The result is interned, as a number-up-star if it has that shape, and
//!    as a general node otherwise.
//!
//! Step 3 compares options with `G` itself, which is not interned yet; those
//! comparisons work on the option lists directly and are memoised for the
//! duration of the call (the value of `G` does not change while its form is
//! simplified).
//!
//! Step 2 compares every pair of options of one player; a pair whose stops
//! already rule domination out (`a <= b` needs `L(a) <= L(b)` and
//! `R(a) <= R(b)`) is skipped on the stops, read once per option.

use super::game::{Game, Player};
use super::nus;
use super::order::leq;
use super::table::{entry, intern_general, intern_nus, Fixed};
use crate::numeric::{Dyadic, Nimber};
use rustc_hash::FxHashMap;

/// The canonical form of `{left | right}`; the options must be canonical.
pub(crate) fn construct(mut left: Vec<Game>, mut right: Vec<Game>) -> Game {
    crate::control::work_point();
    if let Some(x) = simplest_number(&left, &right) {
        return Game::dyadic(x);
    }
    if let Some(m) = impartial_mex(&left, &right) {
        return Game::nimber(m);
    }
    let mut form = Form {
        memo: FxHashMap::default(),
    };
    loop {
        dedup(&mut left);
        dedup(&mut right);
        remove_dominated(&mut left, Player::Left);
        remove_dominated(&mut right, Player::Right);
        let new_left = bypass(&left, |a| {
            let (_, a_right) = a.option_lists();
            a_right
                .iter()
                .find(|&&ar| form.leq_g(ar, &left, &right))
                .map(|&ar| ar.option_lists().0)
        });
        let changed_l = new_left.is_some();
        if let Some(new_left) = new_left {
            left = new_left;
        }
        let new_right = bypass(&right, |a| {
            let (a_left, _) = a.option_lists();
            a_left
                .iter()
                .find(|&&al| form.geq_g(al, &left, &right))
                .map(|&al| al.option_lists().1)
        });
        let changed_r = new_right.is_some();
        if let Some(new_right) = new_right {
            right = new_right;
        }
        if !changed_l && !changed_r {
            break;
        }
    }
    finish(left, right)
}

/// Interns lists that are already canonical (no dominated or reversible
/// options), recognising numbers and number-up-stars.
pub(crate) fn finish(left: Vec<Game>, right: Vec<Game>) -> Game {
    if let Some(x) = simplest_number(&left, &right) {
        return Game::dyadic(x);
    }
    if let Some(v) = nus::recognize(&left, &right) {
        return intern_nus(v);
    }
    intern_general(left, right)
}

/// If every option is a number and Left's are all below Right's, the
/// simplest number in between (the simplicity theorem).
fn simplest_number(left: &[Game], right: &[Game]) -> Option<Dyadic> {
    let mut max_left: Option<&Dyadic> = None;
    for g in left {
        let x = g.as_number()?;
        max_left = Some(max_left.map_or(x, |m| m.max(x)));
    }
    let mut min_right: Option<&Dyadic> = None;
    for g in right {
        let x = g.as_number()?;
        min_right = Some(min_right.map_or(x, |m| m.min(x)));
    }
    Dyadic::simplest_between(max_left, min_right)
}

/// If both players have the same options and all are nimbers, the nimber
/// `*mex` of them (the Sprague–Grundy theorem: Siegel, *Combinatorial Game
/// Theory*, IV.1; Winning Ways ch. 3). Impartial games such as Cram reach
/// their value here without any comparison.
fn impartial_mex(left: &[Game], right: &[Game]) -> Option<u64> {
    // Small nimbers as bits of a word: no allocation in the common case.
    let small = |gs: &[Game]| -> Option<u128> {
        gs.iter().try_fold(0u128, |bits, g| {
            let n = g.as_nimber()?.0;
            (n < 128).then(|| bits | 1 << n)
        })
    };
    if let (Some(l), Some(r)) = (small(left), small(right)) {
        return (l == r).then_some(u64::from(l.trailing_ones()));
    }
    let nimbers = |gs: &[Game]| -> Option<Vec<u64>> {
        let mut ns = gs
            .iter()
            .map(|g| g.as_nimber().map(|n| n.0))
            .collect::<Option<Vec<u64>>>()?;
        ns.sort_unstable();
        ns.dedup();
        Some(ns)
    };
    let l = nimbers(left)?;
    (l == nimbers(right)?).then(|| Nimber::mex(l.into_iter().map(Nimber)).0)
}

fn dedup(gs: &mut Vec<Game>) {
    gs.sort_unstable_by_key(|g| g.0);
    gs.dedup();
}

/// Removes every option of `player` that another one dominates (for Left,
/// `a <= b`; for Right, `a >= b`). The list has no duplicates, so two
/// options never dominate each other; an option dominated by a removed one
/// is dominated by whatever removed that (the order is transitive), so
/// comparing with the options still in the list gives the same survivors
/// in any order of removal.
fn remove_dominated(gs: &mut Vec<Game>, player: Player) {
    // Stops in fixed point, oriented so that `a` can be dominated by `b`
    // only if both of `a`'s are at most `b`'s.
    let oriented = |g: Game| {
        let head = &entry(g).head;
        match player {
            Player::Left => (head.left, head.right),
            Player::Right => (negated(head.left), negated(head.right)),
        }
    };
    let mut stops: Vec<(Fixed, Fixed)> = gs.iter().map(|&g| oriented(g)).collect();
    let stops_allow = |a: (Fixed, Fixed), b: (Fixed, Fixed)| {
        let below = |x: Fixed, y: Fixed| !x.is_exact() || !y.is_exact() || x.get() <= y.get();
        below(a.0, b.0) && below(a.1, b.1)
    };
    let dominated = |a: Game, b: Game| match player {
        Player::Left => leq(a, b),
        Player::Right => leq(b, a),
    };
    let mut i = 0;
    while i < gs.len() {
        // Quadratic in the options, mostly on stops: poll a stop.
        crate::control::poll_point();
        let is_dominated = (0..gs.len())
            .any(|j| j != i && stops_allow(stops[i], stops[j]) && dominated(gs[i], gs[j]));
        if is_dominated {
            gs.remove(i);
            stops.remove(i);
        } else {
            i += 1;
        }
    }
}

/// `-x` for a stop in fixed point (exact stops stay exact: they are below
/// `2^62` in size).
fn negated(x: Fixed) -> Fixed {
    if x.is_exact() {
        Fixed::from_exact(-x.get())
    } else {
        x
    }
}

/// The list with each option for which `reversal` finds a replacement list
/// replaced by it, if there is any such option.
fn bypass(
    gs: &[Game],
    mut reversal: impl FnMut(Game) -> Option<&'static [Game]>,
) -> Option<Vec<Game>> {
    let mut out: Option<Vec<Game>> = None;
    for (i, &g) in gs.iter().enumerate() {
        match reversal(g) {
            Some(replacement) => out
                .get_or_insert_with(|| gs[..i].to_vec())
                .extend_from_slice(replacement),
            None => {
                if let Some(out) = &mut out {
                    out.push(g);
                }
            }
        }
    }
    out
}

/// Comparisons between interned games and a form `G = {L | R}` that is not
/// interned, memoised by the interned game.
struct Form {
    /// `(x, true)` caches `x <= G`; `(x, false)` caches `G <= x`.
    memo: FxHashMap<(Game, bool), bool>,
}

impl Form {
    /// `x <= G`: no `x^L >= G`, and no `G^R <= x`.
    fn leq_g(&mut self, x: Game, l: &[Game], r: &[Game]) -> bool {
        if let Some(&v) = self.memo.get(&(x, true)) {
            return v;
        }
        let v = !r.iter().any(|&gr| leq(gr, x))
            && !x.option_lists().0.iter().any(|&xl| self.geq_g(xl, l, r));
        self.memo.insert((x, true), v);
        v
    }

    /// `G <= x`: no `G^L >= x`, and no `x^R <= G`.
    fn geq_g(&mut self, x: Game, l: &[Game], r: &[Game]) -> bool {
        if let Some(&v) = self.memo.get(&(x, false)) {
            return v;
        }
        let v = !l.iter().any(|&gl| leq(x, gl))
            && !x.option_lists().1.iter().any(|&xr| self.leq_g(xr, l, r));
        self.memo.insert((x, false), v);
        v
    }
}
