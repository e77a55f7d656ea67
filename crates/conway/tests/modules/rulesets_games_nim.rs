//! Tests of `conway::rulesets::games::nim`.

use crate::common::impartial_oracle;
use conway::rulesets::games::nim::*;
use conway::rulesets::impartial_position::ImpartialRules;
use std::collections::HashMap;

/// Every position of up to three heaps of at most 5 stones, against
/// plain search.
#[test]
fn matches_plain_search() {
    let mut memo = HashMap::new();
    for a in 0..=5 {
        for b in 0..=5 {
            impartial_oracle::check(&Nim::new(vec![a, b]), &mut memo);
            for c in 0..=5 {
                impartial_oracle::check(&Nim::new(vec![a, b, c]), &mut memo);
            }
        }
    }
}

#[test]
fn parses_and_prints() {
    let p = (NIM.parse)(" 3, 5 7").unwrap();
    assert_eq!(p.notation(), "3 5 7");
    assert_eq!(p.analyze().value.unwrap().to_string(), "*");
    let e = (NIM.parse)("3 -5").err().unwrap();
    assert_eq!((e.line, e.column), (1, 3));
}

#[test]
fn huge_heaps_are_answered_by_formula() {
    let p = Nim::new(vec![u64::MAX, 1 << 40]);
    assert_eq!(p.grundy().0, u64::MAX ^ (1 << 40));
    assert_eq!(p.winning_moves().len(), 1);
}
