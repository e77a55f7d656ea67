//! Tests of `conway::rulesets::games::pawns`.

use crate::common::impartial_oracle;
use conway::rulesets::games::pawns::*;
use conway::rulesets::impartial_position::ImpartialRules;
use std::collections::HashMap;

/// Every row of up to 10 squares, for k = 1..=4, against plain search
/// of the pawn game.
#[test]
fn reduction_matches_plain_search() {
    for k in 1..=4 {
        let mut memo = HashMap::new();
        for len in 1..=10 {
            for bits in 0u32..(1 << len) {
                let row: String = (0..len)
                    .map(|i| if bits >> i & 1 == 1 { 'P' } else { '.' })
                    .collect();
                impartial_oracle::check(&Pawns::parse_row(&row, k).unwrap(), &mut memo);
            }
        }
    }
}

#[test]
fn parses() {
    let p = (PAWNS.parse)("k=3:..P.P").unwrap();
    assert_eq!(p.notation(), "k=3:..P.P");
    assert_eq!((PAWNS.parse)("..P.P").unwrap().notation(), "..P.P");
    let e = (PAWNS.parse)("..PxP").err().unwrap();
    assert_eq!(e.column, 4);
    assert!((PAWNS.parse)("k=0:.P").is_err());
    assert!((PAWNS.parse)("k=2:").is_err());
}

#[test]
fn long_rows_are_fast() {
    let row: String = ".P.".repeat(100_000);
    let p = Pawns::parse_row(&row, 2).unwrap();
    let _ = (p.grundy(), p.winning_moves());
}
