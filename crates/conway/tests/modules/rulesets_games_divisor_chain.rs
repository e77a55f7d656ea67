//! Tests of `conway::rulesets::games::divisor_chain`.

use crate::common::impartial_oracle::plain_grundy;
use conway::rulesets::games::divisor_chain::*;
use std::collections::HashMap;

/// The outcome, the count and every winning first move, against plain
/// search of the real game (positions with their previous removal).
fn check(p: &DivisorChain, memo: &mut HashMap<DivisorChain, u64>) {
    let plain_wins = plain_grundy(p, memo) != 0;
    assert_eq!(p.first_player_wins(), plain_wins, "{p:?}");
    let mut expected: Vec<(usize, u64)> = Vec::new();
    for (i, &a) in p.heaps().iter().enumerate() {
        for k in 1..=a / p.step() {
            let s = k * p.step();
            let mut heaps = p.heaps().to_vec();
            heaps[i] -= s;
            if plain_grundy(&DivisorChain::new(heaps, s), memo) == 0 {
                expected.push((i, s));
            }
        }
    }
    let got = p.winning_first_moves(usize::MAX);
    assert_eq!(got.count, expected.len() as u64, "{p:?}");
    let mut listed = got.listed;
    listed.sort_unstable();
    assert_eq!(listed, expected, "{p:?}");
    assert_eq!(got.count > 0, plain_wins, "{p:?}");
}

#[test]
fn matches_plain_search() {
    let mut memo = HashMap::new();
    for step in 1..=3 {
        for a in 0..=9 {
            for b in 0..=9 {
                check(&DivisorChain::new(vec![a, b], step), &mut memo);
                for c in 0..=7 {
                    check(&DivisorChain::new(vec![a, b, c], step), &mut memo);
                }
            }
        }
        for code in 0..5u64.pow(4) {
            let heaps = (0..4).map(|i| code / 5u64.pow(i) % 5).collect();
            check(&DivisorChain::new(heaps, step), &mut memo);
        }
    }
}

#[test]
fn parses_and_reports() {
    let p = (DIVISOR_CHAIN.parse)("d=2: 4 9").unwrap();
    assert_eq!(p.notation(), "d=2: 4 9");
    let a = p.analyze();
    assert_eq!((a.value, a.nimber), (None, None));
    // Units 2 and 4: take all 4 units of heap 2 (8 stones), leaving 2 units.
    assert!(a.left_moves.contains(&"heap 2: take 8".to_string()));
    assert!((DIVISOR_CHAIN.parse)("d=0: 4").is_err());
    let e = (DIVISOR_CHAIN.parse)("4 99999999").err().unwrap();
    assert_eq!(e.column, 3);
}

#[test]
fn listing_is_capped_but_count_is_exact() {
    // 10^5 + 1 equal heaps of 10^6: about 5 * 10^10 winning moves.
    let w = DivisorChain::new(vec![1_000_000; 100_001], 1).winning_first_moves(LISTED_MOVES);
    assert_eq!(w.count, 100_001 * 500_000);
    assert_eq!(w.listed.len(), LISTED_MOVES);
    // One heap of n: every removal x with floor(n / x) = 1 wins, and
    // taking more than half is exactly that: n - floor(n / 2) moves.
    let n = 1_000_000;
    let w = DivisorChain::new(vec![n], 1).winning_first_moves(LISTED_MOVES);
    assert_eq!(w.count, n - n / 2);
    assert_eq!(w.listed.len(), LISTED_MOVES);
}
