//! Tests of `conway::rulesets::games::wythoff`.

use crate::common::impartial_oracle;
use conway::numeric::Nimber;
use conway::rulesets::games::wythoff::*;
use std::collections::HashMap;

#[test]
fn matches_plain_search() {
    let mut memo = HashMap::new();
    for a in 0..=24 {
        for b in 0..=24 {
            impartial_oracle::check(&Wythoff::new(a, b), &mut memo);
        }
    }
}

/// The table against plain search over a wider, lopsided range.
#[test]
fn table_matches_plain_search() {
    let mut memo = HashMap::new();
    let values = nim_values(6, 90);
    for i in 0..=6 {
        for j in 0..=90 {
            let plain = impartial_oracle::plain_grundy(&Wythoff::new(i, j), &mut memo);
            assert_eq!(
                u64::from(values[i as usize * 91 + j as usize]),
                plain,
                "({i},{j})"
            );
        }
    }
}

/// P-positions by the formula against the greedy construction that
/// defines them (each new pair takes the least unused number `a` and
/// the next difference), far beyond the searched range.
#[test]
fn formula_matches_definition() {
    let mut used = std::collections::HashSet::new();
    let mut a = 0u64;
    for k in 1..=100_000u64 {
        a += 1;
        while used.contains(&a) {
            a += 1;
        }
        used.insert(a + k);
        assert_eq!(lower(k), a, "k = {k}");
        assert_eq!((partner(a), partner(a + k)), (a + k, a));
    }
    // Large heaps: partner is an involution.
    for v in [MAX_HEAP, MAX_HEAP - 1, 123_456_789_012_345_678] {
        assert_eq!(partner(partner(v)), v);
    }
}

#[test]
fn large_positions_report_outcome_without_value() {
    let p = (WYTHOFF.parse)("1000000000000 2000000000000").unwrap();
    let a = p.analyze();
    assert_eq!(a.nimber, None);
    assert_eq!(
        a.left_moves.is_empty(),
        a.outcome == conway::value::Outcome::P
    );
    let q = (WYTHOFF.parse)("0 99999999").unwrap();
    assert_eq!(q.analyze().nimber, Some(Nimber(99_999_999)));
    assert!((WYTHOFF.parse)("1 2 3").is_err());
    assert!((WYTHOFF.parse)("1").is_err());
}
