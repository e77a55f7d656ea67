//! Tests of `conway::rulesets::games::bomberman`.

use crate::common::impartial_oracle;
use conway::rulesets::games::bomberman::*;
use conway::rulesets::impartial_position::ImpartialRules;
use conway::rulesets::rectangle_split::SubRectangles;
use std::collections::HashMap;

/// Every board up to 5x5 and sums of two boards up to 3x3, with every
/// position reachable from them, against plain search.
#[test]
fn matches_plain_search() {
    let mut memo = HashMap::new();
    for m in 0..=5 {
        for n in 0..=5 {
            impartial_oracle::check_reachable(&Bomberman::new(vec![(m, n)]), &mut memo);
        }
    }
    for a in 1..=3 {
        for b in 1..=3 {
            impartial_oracle::check(&Bomberman::new(vec![(a, b), (b, 3)]), &mut memo);
        }
    }
}

/// The table against the general programme of rectangle splitting,
/// whose own tests compare it with plain search.
#[test]
fn table_matches_general_programme() {
    let all = SubRectangles::new(&vec![vec![true; 24]; 24]);
    for m in 0..=24 {
        for n in 0..=24 {
            assert_eq!(board_value(m, n), all.value(0, m, 0, n), "{m}x{n}");
        }
    }
}

#[test]
fn parses() {
    let p = (BOMBERMAN.parse)("3x4 + 2 X 2").unwrap();
    assert_eq!(p.notation(), "3x4 + 2x2");
    let e = (BOMBERMAN.parse)("3x4 + 2").err().unwrap();
    assert!(e.message.contains("'x'"), "{e}");
    let e = (BOMBERMAN.parse)("300x4").err().unwrap();
    assert_eq!(e.column, 1);
    assert!((BOMBERMAN.parse)("3x4 2x2").is_err());
}

#[test]
fn a_100x100_board() {
    let p = Bomberman::new(vec![(100, 100)]);
    assert_eq!(p.grundy().0 != 0, !p.winning_moves().is_empty());
}
