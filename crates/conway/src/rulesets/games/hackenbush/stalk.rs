//! Hackenbush strings ("stalks"): a path of edges standing on the ground,
//! written from the ground up (`BRRG`).
//!
//! A stalk of blue and red edges is a number, given in closed form by
//! Berlekamp's rule (*Winning Ways*, vol. 1, ch. 2): the edges up to the first change of colour count `+1` each if
//! blue and `-1` each if red; from the first edge of the other colour on, the
//! edges count `±1/2, ±1/4, ±1/8, …` in turn (`+` blue, `-` red). So `BR` is
//! `1 - 1/2 = 1/2` and `BBRB` is `2 - 1/2 + 1/4 = 7/4`. A stalk of `n` green
//! edges is the nimber `*n` (*Winning Ways*, vol. 1, ch. 2). Stalks that mix
//! green with blue or red have no such formula; the solver searches them.

use super::Colour;
use crate::numeric::{Dyadic, Integer};
use crate::value::Game;
use num_bigint::{BigInt, BigUint};

/// A Hackenbush string: edge colours from the ground up.
///
/// ```
/// use conway::rulesets::hackenbush::{Colour, Stalk};
/// let s = Stalk::new(vec![Colour::Blue, Colour::Red, Colour::Red]);
/// assert_eq!(s.to_string(), "BRR");
/// assert_eq!(s.blue_red_value().unwrap().to_string(), "1/4");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Stalk(Vec<Colour>);

impl Stalk {
    /// The stalk with these colours, from the ground up.
    pub fn new(colours: Vec<Colour>) -> Stalk {
        Stalk(colours)
    }

    /// The colours from the ground up.
    pub fn colours(&self) -> &[Colour] {
        &self.0
    }

    /// Number of edges.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True for the stalk of no edges.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The stalk after cutting edge `edge` (from 0 at the ground): the edges
    /// below it remain.
    ///
    /// ```
    /// use conway::rulesets::hackenbush::{Colour::*, Stalk};
    /// assert_eq!(Stalk::new(vec![Blue, Red, Green]).cut(1).to_string(), "B");
    /// ```
    pub fn cut(&self, edge: usize) -> Stalk {
        Stalk(self.0[..edge.min(self.0.len())].to_vec())
    }

    /// The value of a blue-red stalk by Berlekamp's rule (see the
    /// [module documentation](self)), exactly; `None` if the stalk has a
    /// green edge.
    ///
    /// ```
    /// use conway::rulesets::hackenbush::{Colour::*, Stalk};
    /// let v = |c: Vec<_>| Stalk::new(c).blue_red_value().unwrap().to_string();
    /// assert_eq!(v(vec![Blue, Blue, Red, Blue]), "7/4");
    /// assert_eq!(v(vec![Red, Blue]), "-1/2");
    /// assert_eq!(v(vec![]), "0");
    /// // A string of 200 edges, blue then red ones: denominator 2^199.
    /// let mut long = vec![Blue];
    /// long.extend(std::iter::repeat(Red).take(199));
    /// let x = Stalk::new(long).blue_red_value().unwrap();
    /// assert_eq!(x.exponent(), 199);
    /// ```
    pub fn blue_red_value(&self) -> Option<Dyadic> {
        if self.0.contains(&Colour::Green) {
            return None;
        }
        let Some(&first) = self.0.first() else {
            return Some(Dyadic::ZERO);
        };
        let run = self.0.iter().take_while(|&&c| c == first).count();
        let tail = &self.0[run..];
        let m = tail.len();
        // The value times 2^m: ±run·2^m plus the tail's edges, the i-th
        // (from 0) weighing ±2^(m-1-i).
        let mut blue = vec![0u32; m.div_ceil(32)];
        let mut red = vec![0u32; m.div_ceil(32)];
        for (i, &c) in tail.iter().enumerate() {
            let bit = m - 1 - i;
            let words = if c == Colour::Blue {
                &mut blue
            } else {
                &mut red
            };
            words[bit / 32] |= 1 << (bit % 32);
        }
        let sign = if first == Colour::Blue { 1 } else { -1 };
        let whole = BigInt::from(sign * run as i64) << m;
        let numerator = whole + BigInt::from(BigUint::new(blue)) - BigInt::from(BigUint::new(red));
        Some(Dyadic::new(Integer::from(numerator), m as u64))
    }

    /// The value when a formula gives it: Berlekamp's rule for blue-red
    /// stalks, `*n` for `n` green edges.
    ///
    /// ```
    /// use conway::rulesets::hackenbush::{Colour::*, Stalk};
    /// use conway::value::Game;
    /// assert_eq!(Stalk::new(vec![Green; 3]).formula_value(), Some(Game::nimber(3)));
    /// assert_eq!(Stalk::new(vec![Blue, Green]).formula_value(), None);
    /// ```
    pub fn formula_value(&self) -> Option<Game> {
        if let Some(x) = self.blue_red_value() {
            return Some(Game::dyadic(x));
        }
        self.0
            .iter()
            .all(|&c| c == Colour::Green)
            .then(|| Game::nimber(self.0.len() as u64))
    }
}

impl std::fmt::Display for Stalk {
    /// The letters from the ground up (`B`, `R`, `G`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.iter().try_for_each(|c| write!(f, "{}", c.letter()))
    }
}
