//! Tests of `conway::rulesets::games::euclids_game`.

use crate::common::impartial_oracle;
use conway::rulesets::games::euclids_game::*;
use std::collections::HashMap;

/// Cole and Davie (1969): with `p >= q`, the player to move from
/// `(p, q)` loses exactly when `q = 0` or `q < p < φq`; for whole
/// numbers `p < φq` is `p² < pq + q²` (φ is the positive root of
/// `x² = x + 1`).
fn cole_davie_loses(p: u64, q: u64) -> bool {
    q == 0 || (q < p && p * p < p * q + q * q)
}

#[test]
fn single_pairs_follow_cole_and_davie_and_plain_search() {
    let mut memo = HashMap::new();
    for p in 0..=30 {
        for q in 0..=p {
            let g = EuclidsGame::new(&[(p, q)]);
            let plain = impartial_oracle::check(&g, &mut memo);
            assert_eq!(plain == 0, cole_davie_loses(p, q), "({p},{q})");
        }
    }
}

#[test]
fn sums_match_plain_search() {
    let mut memo = HashMap::new();
    for a in 1..=6 {
        for b in 0..=a {
            for c in 1..=5 {
                for d in 0..=c {
                    impartial_oracle::check(&EuclidsGame::new(&[(a, b), (c, d)]), &mut memo);
                }
            }
        }
    }
}

#[test]
fn parses_and_reads_back() {
    let p = (EUCLIDS_GAME.parse)(EUCLIDS_GAME.example).unwrap();
    assert_eq!(p.notation(), "(8,3) + (13,5) + (7,7)");
    // Finished pairs read back too.
    assert_eq!((EUCLIDS_GAME.parse)("(3,0)").unwrap().notation(), "(3,0)");
    let e = EuclidsGame::parse("8;3").unwrap_err();
    assert_eq!((e.line, e.column), (1, 2));
}
