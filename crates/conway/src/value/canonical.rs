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

use super::game::Game;
use super::nus;
use super::order::leq;
use super::table::{intern_general, intern_nus};
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
    dedup(&mut left);
    dedup(&mut right);
    remove_dominated(&mut left, leq);
    remove_dominated(&mut right, |a, b| leq(b, a));
    let mut form = Form {
        memo: FxHashMap::default(),
    };
    loop {
        let (new_left, changed_l) = bypass(&left, |a| {
            a.right_options()
                .iter()
                .find(|&&ar| form.leq_g(ar, &left, &right))
                .map(|&ar| ar.left_options().into_owned())
        });
        left = new_left;
        let (new_right, changed_r) = bypass(&right, |a| {
            a.left_options()
                .iter()
                .find(|&&al| form.geq_g(al, &left, &right))
                .map(|&al| al.right_options().into_owned())
        });
        right = new_right;
        if !changed_l && !changed_r {
            break;
        }
        dedup(&mut left);
        dedup(&mut right);
        remove_dominated(&mut left, leq);
        remove_dominated(&mut right, |a, b| leq(b, a));
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
    let numbers = |gs: &[Game]| -> Option<Vec<&'static Dyadic>> {
        gs.iter().map(|g| g.as_number()).collect()
    };
    let l = numbers(left)?;
    let r = numbers(right)?;
    Dyadic::simplest_between(l.into_iter().max(), r.into_iter().min())
}

/// If both players have the same options and all are nimbers, the nimber
/// `*mex` of them (the Sprague–Grundy theorem: Siegel, *Combinatorial Game
/// Theory*, IV.1; Winning Ways ch. 3). Impartial games such as Cram reach
/// their value here without any comparison.
fn impartial_mex(left: &[Game], right: &[Game]) -> Option<u64> {
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

/// Removes every option `a` for which some other option `b` has
/// `worse(a, b)`. The list has no duplicates, so two options never dominate
/// each other and the survivors do not depend on the order of removal.
fn remove_dominated(gs: &mut Vec<Game>, worse: impl Fn(Game, Game) -> bool) {
    let mut keep = vec![true; gs.len()];
    for i in 0..gs.len() {
        for j in 0..gs.len() {
            if i != j && keep[j] && worse(gs[i], gs[j]) {
                keep[i] = false;
                break;
            }
        }
    }
    let mut it = keep.iter();
    gs.retain(|_| *it.next().unwrap_or(&true));
}

/// Replaces each option for which `reversal` finds a replacement list.
fn bypass(gs: &[Game], mut reversal: impl FnMut(Game) -> Option<Vec<Game>>) -> (Vec<Game>, bool) {
    let mut out = Vec::with_capacity(gs.len());
    let mut changed = false;
    for &g in gs {
        match reversal(g) {
            Some(replacement) => {
                out.extend(replacement);
                changed = true;
            }
            None => out.push(g),
        }
    }
    (out, changed)
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
            && !x.left_options().iter().any(|&xl| self.geq_g(xl, l, r));
        self.memo.insert((x, true), v);
        v
    }

    /// `G <= x`: no `G^L >= x`, and no `x^R <= G`.
    fn geq_g(&mut self, x: Game, l: &[Game], r: &[Game]) -> bool {
        if let Some(&v) = self.memo.get(&(x, false)) {
            return v;
        }
        let v = !l.iter().any(|&gl| leq(x, gl))
            && !x.right_options().iter().any(|&xr| self.leq_g(xr, l, r));
        self.memo.insert((x, false), v);
        v
    }
}
