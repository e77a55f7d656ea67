//! Sums of pairs of numbers, `8,3 + (5,2)`: the notation Euclid's game and
//! Partizan Euclid share.

use super::scan::Scanner;
use crate::error::ParseError;

/// Reads pairs `p,q` (each number from `least` to `most`, optionally in
/// parentheses) separated by `+`, each ordered larger first.
///
/// ```
/// use conway::rulesets::number_pairs::parse_pairs;
/// assert_eq!(parse_pairs("(8,3) + 2, 5", 1, 100).unwrap(), vec![(8, 3), (5, 2)]);
/// let e = parse_pairs("8,3 + 5,0", 1, 100).unwrap_err();
/// assert_eq!((e.line, e.column), (1, 9));
/// ```
pub fn parse_pairs(text: &str, least: u64, most: u64) -> Result<Vec<(u64, u64)>, ParseError> {
    let mut scan = Scanner::new(text);
    let mut pairs = Vec::new();
    loop {
        let open = scan.eat('(');
        let p = number(&mut scan, least, most)?;
        scan.expect(',', "between the two numbers of a pair, e.g. '8,3'")?;
        let q = number(&mut scan, least, most)?;
        if open {
            scan.expect(')', "to close the pair")?;
        }
        pairs.push((p.max(q), p.min(q)));
        if scan.at_end() {
            return Ok(pairs);
        }
        scan.expect('+', "between pairs, or the end")?;
    }
}

/// One number of a pair, from `least` to `most`.
fn number(scan: &mut Scanner, least: u64, most: u64) -> Result<u64, ParseError> {
    scan.skip_space();
    let at = scan.offset();
    let n = scan.number("a number of a pair")?;
    if n < least {
        return Err(scan.error_at(at, format!("the numbers of a pair are at least {least}")));
    }
    scan.check_at_most(at, n, most, "number")?;
    Ok(n)
}
