//! Parity and phyla of misère simplest forms, as CGSuite classifies them.
//!
//! * *Parity* (ONAG ch. 12): every game is `E` or `E + *` for exactly one
//!   *even* game `E`; a game is *odd* when `G + *` is one of its options
//!   (then `G + *` is its even part).
//! * *Canonical order*: options sorted by their even parts' birthday,
//!   number of options, `G+`, `G-` and options (compared in the same
//!   order, lexicographically), then even before odd. CGSuite lists
//!   options in this order (printed from the last).
//! * *Phylum* (Siegel, *Combinatorial Game Theory* ch. V.3; Winning Ways
//!   ch. 13: tame, restive, restless games): which theory decides the
//!   game's sums. The rules are CGSuite's (`Phylum.java`): a game's
//!   phylum is its even part's; a game of tame (or restive) genus whose
//!   options are all tame is hereditarily or reversibly tame (restive);
//!   one with some untamed option is reversibly tame (restive) when each
//!   untamed option has an option of the game's own genus and the tame
//!   options alone give the game's `G+` and `G-`, tameable under a weaker
//!   condition, and wild otherwise. CGSuite prints the genus of a tame or
//!   restive game with one superscript digit.

use super::MisereGame;
use parking_lot::Mutex;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::sync::LazyLock;

/// CGSuite's phyla, from the tamest (the order matters: an option list's
/// "wildest" phylum is its largest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(crate) enum Phylum {
    NimHeap,
    HereditarilyTame,
    ReversiblyTame,
    Tameable,
    HereditarilyRestive,
    ReversiblyRestive,
    Restless,
    Wild,
}

impl Phylum {
    /// Nim heaps, hereditarily and reversibly tame games.
    pub fn is_generally_tame(self) -> bool {
        self <= Phylum::ReversiblyTame
    }

    pub fn is_generally_restive(self) -> bool {
        matches!(
            self,
            Phylum::HereditarilyRestive | Phylum::ReversiblyRestive
        )
    }

    /// The phyla whose genus CGSuite writes with one superscript digit.
    pub fn is_restive_or_tame(self) -> bool {
        self.is_generally_tame() || self.is_generally_restive()
    }
}

/// The kind of genus `G+^G-` alone: tame when `G+ = G-` or both are 0 or
/// 1, restive when only `G+` is, restless when only `G-` is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum GenusKind {
    Tame,
    Restive,
    Restless,
    Wild,
}

fn genus_kind(g: MisereGame) -> GenusKind {
    let (plus, minus) = (g.normal_grundy(), g.misere_grundy());
    if plus == minus || (plus | minus) < 2 {
        GenusKind::Tame
    } else if plus < 2 {
        GenusKind::Restive
    } else if minus < 2 {
        GenusKind::Restless
    } else {
        GenusKind::Wild
    }
}

/// Whether `g` is odd: `g + *` is one of its options.
pub(crate) fn is_odd(g: MisereGame) -> bool {
    g != MisereGame::ZERO && g.options().contains(&(g + MisereGame::nim_heap(1)))
}

/// The even game `E` with `g = E` or `g = E + *`.
pub(crate) fn even_part(g: MisereGame) -> MisereGame {
    if is_odd(g) {
        g + MisereGame::nim_heap(1)
    } else {
        g
    }
}

/// CGSuite's canonical order of games (see the module doc), compared on
/// an explicit stack: ties on the keys go on to the options, pairwise.
pub(crate) fn canonical_order(a: MisereGame, b: MisereGame) -> Ordering {
    let mut pending = vec![(a, b)];
    while let Some((a, b)) = pending.pop() {
        if a == b {
            continue;
        }
        let (ea, eb) = (even_part(a), even_part(b));
        if ea == eb {
            // Even before odd.
            return is_odd(a).cmp(&is_odd(b));
        }
        let key = |e: MisereGame| {
            (
                e.birthday(),
                e.options().len(),
                e.normal_grundy(),
                e.misere_grundy(),
            )
        };
        match key(ea).cmp(&key(eb)) {
            Ordering::Equal => {
                let (oa, ob) = (sorted_options(ea), sorted_options(eb));
                // Lexicographically: the first unequal pair decides, so
                // the first pair goes on top. (Equal lists would mean
                // equal even parts, handled above.)
                pending.extend(oa.into_iter().zip(ob).rev());
            }
            unequal => return unequal,
        }
    }
    Ordering::Equal
}

/// The options of `g` in canonical order.
pub(crate) fn sorted_options(g: MisereGame) -> Vec<MisereGame> {
    let mut options = g.options().to_vec();
    options.sort_by(|&x, &y| canonical_order(x, y));
    options
}

static PHYLA: LazyLock<Mutex<HashMap<MisereGame, Phylum>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

fn known(g: MisereGame) -> Option<Phylum> {
    PHYLA.lock().get(&g).copied()
}

/// What the phylum of `g` reads: the even part for an odd game, else the
/// options and the options' options.
fn dependencies(g: MisereGame) -> Vec<MisereGame> {
    if is_odd(g) {
        return vec![even_part(g)];
    }
    let mut deps = g.options().to_vec();
    for o in g.options() {
        deps.extend_from_slice(o.options());
    }
    deps
}

/// The phylum of `g`, computed for its followers first on an explicit
/// stack and memoised.
pub(crate) fn phylum(g: MisereGame) -> Phylum {
    let mut stack = vec![(g, false)];
    while let Some((h, ready)) = stack.pop() {
        if known(h).is_some() {
            continue;
        }
        if ready {
            let p = if is_odd(h) {
                known(even_part(h)).expect("even part done")
            } else {
                even_phylum(h, |x| known(x).expect("follower done"))
            };
            PHYLA.lock().insert(h, p);
        } else {
            stack.push((h, true));
            stack.extend(
                dependencies(h)
                    .into_iter()
                    .filter(|&d| known(d).is_none())
                    .map(|d| (d, false)),
            );
        }
    }
    known(g).expect("computed")
}

/// The phylum of an even game `e`, given the phyla of its options and
/// their options.
fn even_phylum(e: MisereGame, phylum_of: impl Fn(MisereGame) -> Phylum) -> Phylum {
    let kind = genus_kind(e);
    let options = e.options();
    let all_tame = options.iter().all(|&o| phylum_of(o).is_generally_tame());
    if all_tame {
        let wildest = options
            .iter()
            .map(|&o| phylum_of(o))
            .max()
            .unwrap_or(Phylum::NimHeap);
        let (plus, minus) = (e.normal_grundy(), e.misere_grundy());
        let hereditary = wildest <= Phylum::HereditarilyTame;
        return match kind {
            GenusKind::Tame if wildest == Phylum::NimHeap && (plus > 1 || plus != minus) => {
                Phylum::NimHeap
            }
            GenusKind::Tame if hereditary => Phylum::HereditarilyTame,
            GenusKind::Tame => Phylum::ReversiblyTame,
            GenusKind::Restive if hereditary => Phylum::HereditarilyRestive,
            GenusKind::Restive => Phylum::ReversiblyRestive,
            GenusKind::Restless => Phylum::Restless,
            GenusKind::Wild => Phylum::Wild,
        };
    }
    match kind {
        GenusKind::Tame | GenusKind::Restive => reversible_phylum(e, kind, &phylum_of),
        GenusKind::Restless | GenusKind::Wild => Phylum::Wild,
    }
}

/// A game of tame or restive genus with some untamed option: reversibly
/// tame or restive, tameable, or wild (CGSuite's rules, see the module
/// doc).
fn reversible_phylum(
    e: MisereGame,
    kind: GenusKind,
    phylum_of: &impl Fn(MisereGame) -> Phylum,
) -> Phylum {
    let (plus, minus) = (e.normal_grundy(), e.misere_grundy());
    let tame = kind == GenusKind::Tame;
    let mut reversible = true;
    let mut tameable = tame;
    // G+ and G- of the tame options, and (for tameable) of the tameable ones.
    let (mut tame_plus, mut tame_minus) = (Vec::new(), Vec::new());
    let (mut extra_plus, mut extra_minus) = (Vec::new(), Vec::new());
    for &o in e.options() {
        let p = phylum_of(o);
        if p.is_generally_tame() {
            tame_plus.push(o.normal_grundy());
            tame_minus.push(o.misere_grundy());
            continue;
        }
        let mut tameable_found = (false, false);
        if tameable && p == Phylum::Tameable {
            // CGSuite takes these values from the option's even part.
            let even = even_part(o);
            extra_plus.push(even.normal_grundy());
            extra_minus.push(even.misere_grundy());
            tameable_found = (true, true);
        }
        let mut found = (false, false);
        for &s in o.options() {
            let q = phylum_of(s);
            let (sp, sm) = (s.normal_grundy(), s.misere_grundy());
            if q.is_generally_tame() && tame {
                found.0 |= plus == sp;
                found.1 |= minus == sm;
            } else if q.is_restive_or_tame() && !tame {
                found.0 |= plus == sp && (sm < 2 || (sm ^ minus) < 2);
                found.1 |= minus == sm && (sp < 2 || (sp ^ minus) < 2);
            } else if q == Phylum::Tameable && tameable {
                tameable_found.0 |= plus == sp;
                tameable_found.1 |= minus == sm;
            }
        }
        if !(found.0 && found.1) {
            reversible = false;
            if !(tameable_found.0 && tameable_found.1) {
                tameable = false;
            }
            if !tameable {
                return Phylum::Wild;
            }
        }
    }
    let mex = |values: &[u32]| super::game::mex(values.iter().copied());
    if plus != mex(&tame_plus) || minus != mex(&tame_minus) {
        reversible = false;
    }
    if reversible {
        return if tame {
            Phylum::ReversiblyTame
        } else {
            Phylum::ReversiblyRestive
        };
    }
    if tameable {
        tame_plus.extend(extra_plus);
        tame_minus.extend(extra_minus);
        let misses = plus != mex(&tame_plus) || minus != mex(&tame_minus);
        if !(misses && (!tame_plus.is_empty() || plus > 0)) {
            return Phylum::Tameable;
        }
    }
    Phylum::Wild
}

/// CGSuite's predicates on a game's phylum and parity, for the worksheet.
pub(crate) mod facts {
    use super::{is_odd as odd, phylum, sorted_options as sorted, MisereGame, Phylum};

    /// `g + *` is an option of `g`.
    pub(crate) fn is_odd(g: MisereGame) -> bool {
        odd(g)
    }

    /// Options in CGSuite's canonical order.
    pub(crate) fn sorted_options(g: MisereGame) -> Vec<MisereGame> {
        sorted(g)
    }

    /// Nim heap, hereditarily or reversibly tame.
    pub(crate) fn is_generally_tame(g: MisereGame) -> bool {
        phylum(g).is_generally_tame()
    }

    /// Hereditarily or reversibly restive.
    pub(crate) fn is_generally_restive(g: MisereGame) -> bool {
        phylum(g).is_generally_restive()
    }

    /// Tameable or tamer.
    pub(crate) fn is_tameable(g: MisereGame) -> bool {
        phylum(g) <= Phylum::Tameable
    }

    /// Not generally tame, while `g + g` is, with `G+ = G- = 0`.
    pub(crate) fn is_half_tame(g: MisereGame) -> bool {
        let double = g + g;
        !is_generally_tame(g)
            && is_generally_tame(double)
            && double.normal_grundy() == 0
            && double.misere_grundy() == 0
    }
}
