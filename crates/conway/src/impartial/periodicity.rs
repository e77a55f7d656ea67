//! Periodicity of Grundy sequences: period, preperiod, saltus, and whether
//! a theorem certifies that the pattern goes on forever.
//!
//! A sequence is *(arithmetic) periodic* with period `p`, preperiod `q` and
//! saltus `s` when `G(n + p) = G(n) + s` for every `n ≥ q`; `s = 0` is
//! ordinary periodicity. The preperiod is the least such `q` (so the last
//! exceptional value is at `q − 1`), and the period the least such `p`.
//!
//! # Certificates
//!
//! * **Finite take-and-break codes that split heaps** (the octal
//!   periodicity theorem of Guy and Smith, 1956; *Winning Ways* vol. 1
//!   ch. 4; Siegel, *Combinatorial Game Theory*, IV.2). Let `t` be the
//!   largest number of tokens a move removes and `j ≥ 2` the largest
//!   number of heaps a move leaves. If `G(n + p) = G(n)` for all `n` with
//!   `q ≤ n < j·q + (j − 1)·p + t`, where `q ≥ 1`, then it holds for all
//!   `n ≥ q`. (By induction on `n`: an option of a heap of `n + p` has a
//!   largest part `a ≥ (n + p − t)/j ≥ q + p`, and moving that part down by
//!   `p` gives an option of `n` of the same value, and conversely; for
//!   `j = 2` this is the familiar bound `2q + p + t`. We use `q ≥ 1` so
//!   that the part moved down stays a non-empty heap.)
//! * **Finite codes that never split** (subtraction games, including "take
//!   at most k"): `G(n)` for `n > t` is the mex of `G(n − k)` over the
//!   allowed `k ≤ t`, so if `G(n + p) = G(n)` for `q ≤ n ≤ q + t`, it holds
//!   for all `n ≥ q` (Siegel IV.2; *Winning Ways* ch. 4).
//! * **Nim** (`0.3...`): `G(n) = n` (Bouton 1901).
//! * **Lasker's Nim** (`4.3...`): `G(4k+1) = 4k+1`, `G(4k+2) = 4k+2`,
//!   `G(4k+3) = 4k+4`, `G(4k+4) = 4k+3` (T. S. Ferguson, *Game Theory*,
//!   Part I, §3.4; E. Lasker, *Brettspiele der Völker*, 1931).
//!
//! Anything else is reported as *apparent*: the pattern holds on the
//! values computed, and covers at least three periods and at least as many
//! values as the preperiod.

use super::heap::{HeapGame, TakeBreak};
use super::sequence::Method;
use crate::numeric::Nimber;
use std::fmt;

/// A periodic pattern of a sequence.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Periodicity {
    /// The least `p` with `G(n + p) = G(n) + saltus` for all `n ≥ preperiod`.
    pub period: usize,
    /// The least `q` from which the pattern holds (the last exceptional
    /// value is at `q − 1`).
    pub preperiod: usize,
    /// The amount added each period (0 for ordinary periodicity).
    pub saltus: u64,
    /// The theorem that proves the pattern goes on forever, if any.
    pub certificate: Option<Certificate>,
}

/// Why a periodic pattern goes on forever.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Certificate {
    /// The octal periodicity theorem, checked on `G(0..checked)`.
    TakeBreakTheorem {
        /// The number of values the theorem's condition was checked on.
        checked: usize,
    },
    /// The bound for games that never split (subtraction games).
    SubtractionBound {
        /// The number of values the condition was checked on.
        checked: usize,
    },
    /// Nim's values are the heap sizes.
    Nim,
    /// Lasker's Nim's formula.
    LaskersNim,
}

impl fmt::Display for Certificate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Certificate::TakeBreakTheorem { checked } => write!(
                f,
                "periodicity theorem for finite take-and-break codes (Guy & Smith 1956; \
                 Winning Ways ch. 4), condition checked on the first {checked} values"
            ),
            Certificate::SubtractionBound { checked } => write!(
                f,
                "a game that never splits heaps repeats once a window of t+1 values repeats \
                 (Siegel IV.2), condition checked on the first {checked} values"
            ),
            Certificate::Nim => write!(f, "Nim: G(n) = n (Bouton 1901)"),
            Certificate::LaskersNim => write!(
                f,
                "Lasker's Nim formula (Ferguson, Game Theory, Part I, 3.4)"
            ),
        }
    }
}

/// The pattern of a sequence and how far it was checked.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SequenceReport {
    /// `G(0..=n)`.
    pub values: Vec<u64>,
    /// The periodic pattern found, certified or apparent.
    pub periodicity: Option<Periodicity>,
    /// How many values the pattern was looked for in (at least
    /// `values.len()`; more when extra values were computed to certify).
    pub checked: usize,
}

impl SequenceReport {
    /// The report as a JSON document body (`docs/schema/concepts/sequence.json`,
    /// the `normal` shape): `game` is the game as conway reads it,
    /// `name` as the user wrote it. `conway grundy --json` prints it;
    /// Python's `Sequence.to_dict()` returns it.
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::Method;
    /// let kayles = HeapGame::parse("0.77").unwrap();
    /// let values = kayles.values(200, Method::Auto);
    /// let doc = kayles.report(values, 20).to_json("0.77", "kayles");
    /// assert_eq!((doc["period"].clone(), doc["certified"].clone()), (12.into(), true.into()));
    /// assert_eq!(doc["values"][4], 1);
    /// ```
    pub fn to_json(&self, game: &str, name: &str) -> serde_json::Value {
        let p = self.periodicity.as_ref();
        serde_json::json!({
            "game": game,
            "name": name,
            "values": self.values,
            "period": p.map(|p| p.period),
            "preperiod": p.map(|p| p.preperiod),
            "saltus": p.map(|p| p.saltus),
            "certified": p.is_some_and(|p| p.certificate.is_some()),
            "certificate": p.and_then(|p| p.certificate.as_ref()).map(|c| c.to_string()),
            "checked": self.checked,
        })
    }
}

/// The least preperiod for period `p` and saltus `s` on `values`: the
/// least `q` with `values[i + p] = values[i] + s` for `q ≤ i < len − p`.
fn preperiod(values: &[u64], p: usize, s: u64) -> usize {
    let mut i = values.len() - p;
    while i > 0 && values[i - 1 + p] == values[i - 1].wrapping_add(s) {
        i -= 1;
    }
    i
}

/// Every [`POLL_EVERY`] candidate periods, unwinds the search if a control
/// watching it has stopped (a search through 10^8 values takes a while).
fn poll_now_and_then(p: usize) {
    if p % POLL_EVERY == 0 {
        crate::control::poll_point();
    }
}

/// Candidate periods tried between two looks at the control.
const POLL_EVERY: usize = 256;

/// The apparent periodicity of `values`: the least period `p` (ordinary or
/// arithmetic) whose pattern covers at least three periods and at least
/// as many values as its preperiod. Never certified.
///
/// ```
/// use conway::impartial::periodicity::apparent;
/// let v: Vec<u64> = (0..40).map(|n| if n < 3 { 9 } else { n % 4 }).collect();
/// let p = apparent(&v).unwrap();
/// assert_eq!((p.period, p.preperiod, p.saltus), (4, 3, 0));
/// ```
pub fn apparent(values: &[u64]) -> Option<Periodicity> {
    let len = values.len();
    for p in 1..=len / 3 {
        poll_now_and_then(p);
        let (last, before) = (values[len - 1], values[len - 1 - p]);
        let Some(s) = last.checked_sub(before) else {
            continue;
        };
        let q = preperiod(values, p, s);
        if len - q >= 3 * p && len - q >= q {
            return Some(Periodicity {
                period: p,
                preperiod: q,
                saltus: s,
                certificate: None,
            });
        }
    }
    None
}

/// The periodicity of a finite take-and-break code certified by the
/// theorem on `values`, with the least period and preperiod; `None` if
/// `values` are not enough (or the code is not finite).
pub(crate) fn certify_take_break(code: &TakeBreak, values: &[u64]) -> Option<Periodicity> {
    let t = code.max_removal()?;
    let j = code.max_heaps();
    let len = values.len();
    for p in 1..=len / 2 {
        poll_now_and_then(p);
        let q = preperiod(values, p, 0);
        let (needed, certificate) = if j <= 1 {
            // q ≤ n ≤ q + t, so values up to q + t + p.
            (
                q + t + p + 1,
                Certificate::SubtractionBound { checked: len },
            )
        } else {
            // q ≤ n < j q + (j-1) p + t with q ≥ 1, so values below j q + j p + t.
            let q1 = q.max(1);
            (
                j * q1 + j * p + t,
                Certificate::TakeBreakTheorem { checked: len },
            )
        };
        if needed <= len {
            return Some(least_pattern(values, p, q, certificate));
        }
    }
    None
}

/// Given a proven period `p` from `q` on, the least period (a divisor of
/// `p`) and the least preperiod.
fn least_pattern(values: &[u64], p: usize, q: usize, certificate: Certificate) -> Periodicity {
    let period = (1..=p)
        .filter(|d| p % d == 0)
        .find(|&d| (q..q + p).all(|i| values[i + d] == values[i]))
        .unwrap_or(p);
    let mut start = q;
    while start > 0 && values[start - 1 + period] == values[start - 1] {
        start -= 1;
    }
    Periodicity {
        period,
        preperiod: start,
        saltus: 0,
        certificate: Some(certificate),
    }
}

impl HeapGame {
    /// The periodicity of this game's sequence as far as `values` (its
    /// `G(0..len)`) show: certified where a theorem applies, else apparent.
    pub fn periodicity(&self, values: &[u64]) -> Option<Periodicity> {
        if let HeapGame::TakeBreak(code) = self {
            if let Some(p) = certify_take_break(code, values) {
                return Some(p);
            }
            if let Some(p) = known_formula(code, values) {
                return Some(p);
            }
        }
        apparent(values)
    }

    /// `G(0..=n)` and its periodicity. For finite codes the values are
    /// computed further than `n` where that is cheap, up to where the
    /// periodicity theorem can certify the pattern.
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// // Kayles has period 12 from n = 71 on (OEIS A002186; Winning Ways ch. 4).
    /// let r = HeapGame::parse("kayles").unwrap().analyze(20);
    /// assert_eq!(r.values.len(), 21);
    /// let p = r.periodicity.unwrap();
    /// assert_eq!((p.period, p.preperiod), (12, 71));
    /// assert!(p.certificate.is_some());
    /// ```
    pub fn analyze(&self, n: usize) -> SequenceReport {
        self.report(self.values(self.analysis_length(n), Method::Auto), n)
    }

    /// The report on `values` (`G(0..len)`, as many as were computed; at
    /// least one): the periodicity found in all of them, and the values up
    /// to `G(n)`. [`Self::analyze`] is this on
    /// `G(0..=`[`analysis_length`](Self::analysis_length)`(n))`; a
    /// computation stopped early reports on what it has.
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::Method;
    /// let kayles = HeapGame::parse("kayles").unwrap();
    /// let partial = kayles.report(kayles.values(30, Method::Auto), 100);
    /// assert_eq!(partial.values.len(), 31);
    /// assert!(partial.periodicity.is_none()); // too few values to see period 12
    /// ```
    pub fn report(&self, mut values: Vec<u64>, n: usize) -> SequenceReport {
        let periodicity = self.periodicity(&values);
        let checked = values.len();
        values.truncate(n + 1);
        SequenceReport {
            values,
            periodicity,
            checked,
        }
    }
}

/// The values of single heaps of a game: those computed, and beyond them
/// those a certified period gives.
///
/// ```
/// use conway::impartial::heap::HeapGame;
/// use conway::numeric::Nimber;
/// // The subtraction game S = {2, 5}; heaps far beyond any table.
/// // G(0..7) = 0 0 1 1 0 2 1 by the mex rule, then it repeats.
/// let values = HeapGame::subtraction(&[2, 5]).unwrap().heap_values(100);
/// assert_eq!(values.get(5), Some(Nimber(2)));
/// assert_eq!(values.periodicity().unwrap().period, 7);
/// let far = values.get(1_000_000_000_007).unwrap();
/// assert_eq!(far, values.get(1_000_000_000_007 % 7).unwrap()); // period 7
/// // Grundy's game has no certified period: only computed values.
/// assert_eq!(HeapGame::Grundy.heap_values(100).get(101), None);
/// ```
#[derive(Clone, Debug)]
pub struct HeapValues {
    values: Vec<u64>,
    periodicity: Option<Periodicity>,
}

impl HeapValues {
    /// `G(heap)`: computed, or from the certified period; `None` beyond
    /// the computed values when no period is certified (or the value
    /// would not fit in 64 bits).
    pub fn get(&self, heap: u64) -> Option<Nimber> {
        if let Some(&v) = usize::try_from(heap).ok().and_then(|i| self.values.get(i)) {
            return Some(Nimber(v));
        }
        let p = self
            .periodicity
            .as_ref()
            .filter(|p| p.certificate.is_some())?;
        let (q, period) = (p.preperiod as u64, p.period as u64);
        let cycles = (heap - q) / period;
        let index = q + (heap - q) % period;
        let base = *self.values.get(usize::try_from(index).ok()?)?;
        cycles
            .checked_mul(p.saltus)
            .and_then(|lift| base.checked_add(lift))
            .map(Nimber)
    }

    /// The periodicity found (certified or apparent).
    pub fn periodicity(&self) -> Option<&Periodicity> {
        self.periodicity.as_ref()
    }
}

impl HeapGame {
    /// The values `G(0..=n)` and, for games whose period gets certified,
    /// every value beyond (see [`HeapValues::get`]).
    pub fn heap_values(&self, n: usize) -> HeapValues {
        let extended = self.analysis_length(n);
        let values = self.values(extended, Method::Auto);
        let periodicity = self.periodicity(&values);
        HeapValues {
            values,
            periodicity,
        }
    }

    /// How far [`Self::analyze`] computes when asked for `G(0..=n)`: further
    /// than `n` for codes where that is cheap, to give the periodicity
    /// theorem its chance.
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// assert!(HeapGame::parse("kayles").unwrap().analysis_length(10) > 10);
    /// assert_eq!(HeapGame::Grundy.analysis_length(10), 10);
    /// ```
    pub fn analysis_length(&self, n: usize) -> usize {
        match self {
            HeapGame::TakeBreak(code) if code.is_finite() && cheap_to_extend(code) => {
                n.max(EXTEND_TO)
            }
            HeapGame::TakeBreak(_) => n.max(64),
            _ => n,
        }
    }
}

/// How far [`HeapGame::analyze`] computes finite codes to certify them.
const EXTEND_TO: usize = 1 << 15;

/// Codes whose sequence is quick to compute far: those the sparse method
/// handles and those that never split.
fn cheap_to_extend(code: &TakeBreak) -> bool {
    code.max_heaps() <= 2
}

/// Nim and Lasker's Nim, when `values` agree with their formulas.
fn known_formula(code: &TakeBreak, values: &[u64]) -> Option<Periodicity> {
    let (period, preperiod, saltus, certificate, formula): (_, _, _, _, fn(u64) -> u64) =
        match (code.digits(), code.tail()) {
            ([0], 3) => (1, 0, 1, Certificate::Nim, |n| n),
            ([4], 3) => (4, 1, 4, Certificate::LaskersNim, |n| match n % 4 {
                3 => n + 1,
                0 if n > 0 => n - 1,
                _ => n,
            }),
            _ => return None,
        };
    let agrees = (0u64..).zip(values).all(|(n, &v)| v == formula(n));
    (agrees && values.len() > period + preperiod).then_some(Periodicity {
        period,
        preperiod,
        saltus,
        certificate: Some(certificate),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every certificate issued on a short prefix holds on a much longer
    /// sequence computed without any shortcut: all codes `0.ab` and `4.a`.
    #[test]
    fn certificates_from_short_prefixes_hold_later() {
        let mut codes: Vec<String> = Vec::new();
        for a in 0..8 {
            codes.push(format!("4.{a}"));
            for b in 0..8 {
                codes.push(format!("0.{a}{b}"));
            }
        }
        let mut certified = 0;
        for text in codes {
            let Ok(code) = TakeBreak::parse(&text) else {
                continue;
            };
            let game = HeapGame::TakeBreak(code.clone());
            let long = game.values(1500, Method::Dense);
            for prefix in [40, 80, 160, 320] {
                if let Some(p) = certify_take_break(&code, &long[..prefix]) {
                    certified += 1;
                    let holds =
                        (p.preperiod..long.len() - p.period).all(|n| long[n + p.period] == long[n]);
                    assert!(holds, "{text}: {p:?} from {prefix} values");
                }
            }
        }
        assert!(certified > 100, "only {certified} certificates");
    }

    #[test]
    fn apparent_needs_enough_repetitions() {
        // Three values that happen to repeat are not a period.
        assert_eq!(apparent(&[5, 1, 2, 1, 2]), None);
        let v: Vec<u64> = (0..30).map(|n| n / 2).collect();
        let p = apparent(&v).unwrap();
        assert_eq!((p.period, p.preperiod, p.saltus), (2, 0, 1));
    }
}
