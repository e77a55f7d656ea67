//! Uptimal expansions: `G = x + d₁·↑ + d₂·↑² + … + dₙ·↑ⁿ + *m` (Siegel,
//! *Combinatorial Game Theory*, ch. II on uptimals; CGSuite's
//! `UptimalExpansion`), with `↑ⁱ` the powers of up of [`Game::up_nth`].
//!
//! The expansion is found from the options. In an uptimal with `dₙ > 0`
//! Right has exactly one option, `G^R = x + (d₁-1)·↑ + … + (dₙ-1)·↑ⁿ +
//! *(m xor 1)` (the fact CGSuite's search rests on), so `G` is the
//! expansion of `G^R` with 1 added to its first `k` coefficients and the
//! star flipped; with `dₙ < 0` the same holds of `-G`. Following CGSuite's
//! analysis of the options of uptimals, `k` is either the length of `G^R`'s
//! expansion (when `dₙ ≥ 2`) or one more than the longest expansion among
//! the options (when `dₙ = 1`). We build both proposals and keep the one
//! equal to `G` (handles compare values), so a proposal can only ever be
//! confirmed by the value itself; the tests check that every sum of powers
//! of up they build is recognised. Expansions of the followers
//! are found bottom up, iteratively.

use super::followers::post_order;
use super::game::Game;
use crate::numeric::{Dyadic, Integer, Nimber};
use rustc_hash::FxHashMap;
use std::fmt;

/// `x + d₁·↑ + … + dₙ·↑ⁿ + *m`, with `dₙ ≠ 0` (or no coefficients).
///
/// ```
/// use conway::value::Game;
/// use conway::numeric::{Integer, Nimber};
/// // ↑^{→3} + 1/2 = 1/2 + ↑ + ↑² + ↑³.
/// let g = Game::up_to_nth(3).unwrap() + Game::dyadic("1/2".parse().unwrap());
/// let e = g.uptimal_expansion().unwrap();
/// assert_eq!(e.number().to_string(), "1/2");
/// assert_eq!(e.coefficients(), &[Integer::ONE, Integer::ONE, Integer::ONE]);
/// assert_eq!(e.nimber(), Nimber(0));
/// assert_eq!(e.value(), Some(g));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct UptimalExpansion {
    number: Dyadic,
    coefficients: Vec<Integer>,
    nimber: Nimber,
}

impl UptimalExpansion {
    fn new(number: Dyadic, mut coefficients: Vec<Integer>, nimber: Nimber) -> Self {
        while coefficients.last().is_some_and(|c| c.is_zero()) {
            coefficients.pop();
        }
        UptimalExpansion {
            number,
            coefficients,
            nimber,
        }
    }

    /// The number part `x`.
    pub fn number(&self) -> &Dyadic {
        &self.number
    }

    /// The coefficients `d₁ … dₙ` of `↑, ↑², …, ↑ⁿ` (the last is nonzero).
    pub fn coefficients(&self) -> &[Integer] {
        &self.coefficients
    }

    /// The nimber part `*m`.
    pub fn nimber(&self) -> Nimber {
        self.nimber
    }

    /// The game this expansion describes (`None` if it has more than
    /// [`MAX_UP_POWER`](super::MAX_UP_POWER) coefficients).
    pub fn value(&self) -> Option<Game> {
        let mut g = Game::number_up_star(self.number.clone(), 0, self.nimber.0);
        for (i, d) in self.coefficients.iter().enumerate() {
            if d.is_zero() {
                continue;
            }
            let n = u64::try_from(i + 1).ok()?;
            let p = Game::up_nth(n)?;
            g += Game::integer(d.clone()).norton_product(p);
        }
        Some(g)
    }

    fn negated(&self) -> Self {
        UptimalExpansion {
            number: -self.number.clone(),
            coefficients: self.coefficients.iter().map(|c| -c.clone()).collect(),
            nimber: self.nimber,
        }
    }

    /// This expansion with 1 added to its first `k` coefficients and the
    /// star flipped.
    fn raised(&self, k: usize) -> Self {
        let mut c = self.coefficients.clone();
        c.resize(c.len().max(k), Integer::ZERO);
        for d in &mut c[..k] {
            *d = d.clone() + Integer::ONE;
        }
        UptimalExpansion::new(self.number.clone(), c, self.nimber ^ Nimber(1))
    }
}

impl fmt::Display for UptimalExpansion {
    /// As a sum: `1/2 + 2·^<1> - ^<3> + *2` (`^<i>` is `↑ⁱ`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut terms: Vec<(bool, String)> = Vec::new();
        if !self.number.is_zero() {
            terms.push((self.number.signum() < 0, self.number.abs().to_string()));
        }
        for (i, d) in self.coefficients.iter().enumerate() {
            if d.is_zero() {
                continue;
            }
            let size = d.abs();
            let times = if size == Integer::ONE {
                String::new()
            } else {
                format!("{size}·")
            };
            terms.push((d.signum() < 0, format!("{times}^<{}>", i + 1)));
        }
        if self.nimber.0 != 0 {
            terms.push((false, self.nimber.to_string()));
        }
        if terms.is_empty() {
            return write!(f, "0");
        }
        for (i, (negative, t)) in terms.iter().enumerate() {
            match (i, negative) {
                (0, true) => write!(f, "-{t}")?,
                (0, false) => write!(f, "{t}")?,
                (_, true) => write!(f, " - {t}")?,
                (_, false) => write!(f, " + {t}")?,
            }
        }
        Ok(())
    }
}

/// The expansion of `g` with a positive last coefficient, from the
/// expansions of its options (None if it has none of that sign).
fn positive_expansion(
    g: Game,
    left: &[UptimalExpansion],
    right: &[UptimalExpansion],
) -> Option<UptimalExpansion> {
    let [r] = right else { return None };
    if left.iter().any(|l| l.number != r.number) {
        return None;
    }
    let longest = left
        .iter()
        .chain([r])
        .map(|e| e.coefficients.len())
        .max()
        .unwrap_or(0);
    // dₙ ≥ 2: the block raised is exactly G^R's expansion; dₙ = 1: one
    // longer than every option's expansion (CGSuite's two proposals).
    let len = r.coefficients.len();
    let longer = r.raised(longest + 1);
    let same = (len > 0 && r.coefficients[len - 1].signum() > 0).then(|| r.raised(len));
    same.into_iter()
        .chain([longer])
        .find(|e| e.coefficients.last().is_some_and(|d| d.signum() > 0) && e.value() == Some(g))
}

fn closed_form(g: Game) -> Option<UptimalExpansion> {
    let (x, ups, m) = g.as_number_up_star()?;
    Some(UptimalExpansion::new(x.clone(), vec![ups.clone()], m))
}

fn expansion(
    g: Game,
    known: &FxHashMap<Game, Option<UptimalExpansion>>,
) -> Option<UptimalExpansion> {
    if let Some(e) = closed_form(g) {
        return Some(e);
    }
    let (left, right) = g.option_lists();
    let of = |xs: &[Game]| -> Option<Vec<UptimalExpansion>> {
        xs.iter().map(|x| known[x].clone()).collect()
    };
    let (l, r) = (of(left)?, of(right)?);
    let neg = |es: &[UptimalExpansion]| -> Vec<UptimalExpansion> {
        es.iter().map(UptimalExpansion::negated).collect()
    };
    positive_expansion(g, &l, &r)
        .or_else(|| positive_expansion(-g, &neg(&r), &neg(&l)).map(|e| e.negated()))
}

impl Game {
    /// The uptimal expansion `x + d₁·↑ + d₂·↑² + … + dₙ·↑ⁿ + *m` of the
    /// value, if it has one (every number-up-star does; so do `↑ⁿ`,
    /// `↑^{→n}` and their sums). See the module notes for how it is found.
    ///
    /// ```
    /// use conway::value::Game;
    /// use conway::numeric::Integer;
    /// let up2 = Game::up_nth(2).unwrap();
    /// let g = Game::up(1) + up2 + up2 + Game::nimber(1);
    /// let e = g.uptimal_expansion().unwrap();
    /// assert_eq!(e.coefficients(), &[Integer::from(1), Integer::from(2)]);
    /// assert_eq!(e.to_string(), "^<1> + 2·^<2> + *");
    /// assert_eq!(e.value(), Some(g));
    /// assert!(Game::switch(Game::integer(1)).uptimal_expansion().is_none());
    /// ```
    pub fn uptimal_expansion(self) -> Option<UptimalExpansion> {
        if let Some(e) = closed_form(self) {
            return Some(e);
        }
        let mut known: FxHashMap<Game, Option<UptimalExpansion>> = FxHashMap::default();
        post_order(
            self,
            |g| closed_form(g).is_some(),
            |g| {
                let e = expansion(g, &known);
                known.insert(g, e);
            },
        );
        known.remove(&self).flatten()
    }

    /// True if the value has an uptimal expansion.
    ///
    /// ```
    /// use conway::value::Game;
    /// assert!(Game::up_to_nth(3).unwrap().is_uptimal());
    /// assert!(!Game::tiny(Game::integer(1)).is_uptimal());
    /// ```
    pub fn is_uptimal(self) -> bool {
        self.uptimal_expansion().is_some()
    }
}

impl UptimalExpansion {
    /// CGSuite's form: the number (left out when 0 and there is a star),
    /// the star, a point, then a digit for each coefficient (`A`–`Z` for
    /// 10–35, `(n)` beyond), a negative one followed by `-`; `0` when there
    /// is none.
    ///
    /// ```
    /// use conway::value::notation::parse;
    /// assert_eq!(parse("v*").unwrap().uptimal_expansion().unwrap().cgsuite_form(), "*.1-");
    /// assert_eq!(parse("9/8*").unwrap().uptimal_expansion().unwrap().cgsuite_form(), "9/8*.0");
    /// ```
    pub fn cgsuite_form(&self) -> String {
        let mut out = String::new();
        if self.nimber.0 == 0 || !self.number.is_zero() {
            out.push_str(&self.number.to_string());
        }
        if self.nimber.0 != 0 {
            out.push_str(&self.nimber.to_string());
        }
        out.push('.');
        if self.coefficients.is_empty() {
            out.push('0');
        }
        for d in &self.coefficients {
            let size = d.abs();
            match size.to_u64() {
                Some(k) if k < 10 => out.push(char::from(b'0' + k as u8)),
                Some(k) if k < 36 => out.push(char::from(b'A' + (k - 10) as u8)),
                _ => out.push_str(&format!("({size})")),
            }
            if d.signum() < 0 {
                out.push('-');
            }
        }
        out
    }
}
