//! Tests of `conway::rulesets::games::staircase_nim`.

use crate::common::impartial_oracle;
use conway::numeric::Nimber;
use conway::rulesets::games::staircase_nim::*;
use std::collections::HashMap;

/// Every staircase of up to four stairs with at most 3 stones on each,
/// and five stairs with at most 2, against plain search.
#[test]
fn matches_plain_search() {
    let mut memo = HashMap::new();
    let mut check_all = |len: u32, max: u64| {
        for code in 0..(max + 1).pow(len) {
            let stairs = (0..len)
                .map(|i| code / (max + 1).pow(i) % (max + 1))
                .collect();
            impartial_oracle::check(&Staircase::new(stairs), &mut memo);
        }
    };
    for len in 1..=4 {
        check_all(len, 3);
    }
    check_all(5, 2);
}

#[test]
fn parses() {
    let p = (STAIRCASE.parse)("3 0 5 2").unwrap();
    assert_eq!(p.notation(), "3 0 5 2");
    assert_eq!(p.analyze().nimber, Some(Nimber(6)));
    assert!((STAIRCASE.parse)("3 0 a").is_err());
}
