//! The simplest-number rule: a position whose options are all numbers is
//! valued by the simplest number strictly between the largest Left option
//! and the smallest Right option (Conway's simplicity theorem; *On Numbers
//! and Games*, ch. 2; Siegel, *Combinatorial Game Theory*, II.3). When no
//! such number exists (`{0 | 0} = *`) the rule is undefined and the
//! position needs its full canonical form.
//!
//! The graph solver applies it to every vertex of a partizan game graph, and
//! the Advance or Eat ruleset to every column, where the rule always gives a
//! number.

use crate::numeric::Dyadic;

/// The simplest number strictly between the largest Left value and the
/// smallest Right value; `None` if an option is undefined (`None`) or there
/// is no such number.
///
/// ```
/// use conway::partizan::simplest_number::simplest_number;
/// use conway::numeric::Dyadic;
/// let d = |s: &str| Some(s.parse::<Dyadic>().unwrap());
/// // -3.125 < x < 1.5 gives 0; -5.5 < x < -2 gives -3 (the integer closest to 0).
/// assert_eq!(simplest_number(&[d("-25/8")], &[d("3/2")]), d("0"));
/// assert_eq!(simplest_number(&[d("-11/2")], &[d("-2")]), d("-3"));
/// assert_eq!(simplest_number(&[d("0")], &[d("0")]), None); // {0 | 0} = * is no number
/// assert_eq!(simplest_number(&[], &[]), d("0"));
/// assert_eq!(simplest_number(&[None], &[]), None);
/// ```
pub fn simplest_number(left: &[Option<Dyadic>], right: &[Option<Dyadic>]) -> Option<Dyadic> {
    let mut max_left: Option<&Dyadic> = None;
    for a in left {
        let a = a.as_ref()?;
        if max_left.is_none_or(|m| a > m) {
            max_left = Some(a);
        }
    }
    let mut min_right: Option<&Dyadic> = None;
    for b in right {
        let b = b.as_ref()?;
        if min_right.is_none_or(|m| b < m) {
            min_right = Some(b);
        }
    }
    Dyadic::simplest_between(max_left, min_right)
}
