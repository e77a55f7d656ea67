//! Tests of `conway::rulesets::games::subtraction_nim`.

use crate::common::impartial_oracle;
use conway::rulesets::games::subtraction_nim::*;
use conway::rulesets::impartial_position::ImpartialRules;
use std::collections::HashMap;

/// Several sets; every pair and triple of heaps up to 9 and 6 stones,
/// against plain search.
#[test]
fn matches_plain_search() {
    for set in [vec![1], vec![2, 5], vec![1, 3, 4], vec![2, 4, 5], vec![3]] {
        let mut memo = HashMap::new();
        for a in 0..=9 {
            for b in 0..=9 {
                let p = SubtractionNim::new(set.clone(), vec![a, b]).unwrap();
                impartial_oracle::check(&p, &mut memo);
            }
        }
        for a in 0..=6 {
            for b in 0..=6 {
                for c in 0..=6 {
                    let p = SubtractionNim::new(set.clone(), vec![a, b, c]).unwrap();
                    impartial_oracle::check(&p, &mut memo);
                }
            }
        }
    }
}

#[test]
fn parses() {
    let p = (SUBTRACTION.parse)("{5, 2}: 2 4 7").unwrap();
    assert_eq!(p.notation(), "{2,5}: 2 4 7");
    for (bad, column) in [
        ("2 4", 1),
        ("{2,0}: 1", 4),
        ("{2 5}: 1", 4),
        ("{2}:", 5),
        ("{2}: 1 x", 8),
        ("{2, 1001}: 1", 5),
    ] {
        let e = (SUBTRACTION.parse)(bad).err().unwrap();
        assert_eq!(e.column, column, "{bad}: {e}");
    }
}

/// Heaps far beyond the computed sequence, through the certified
/// period, against the plain mex recurrence and the period it shows.
#[test]
fn large_heaps() {
    let set = [2usize, 7, 9];
    let n = 200_000;
    let mut g = vec![0u64; n + 1];
    for m in 0..g.len() {
        let opts: Vec<u64> = set.iter().filter(|&&s| s <= m).map(|&s| g[m - s]).collect();
        g[m] = (0..).find(|v| !opts.contains(v)).unwrap();
    }
    let amounts: Vec<u64> = set.iter().map(|&s| s as u64).collect();
    let p = SubtractionNim::new(amounts.clone(), vec![n as u64]).unwrap();
    assert_eq!(p.grundy().0, g[n]);
    // The period the plain values show from heap 1000 on.
    let period = (1..1000)
        .find(|&d| (1000..n - d).all(|m| g[m] == g[m + d]))
        .unwrap();
    for big in [10u64.pow(18), 10u64.pow(18) + 1, 123_456_789_012] {
        let p = SubtractionNim::new(amounts.clone(), vec![big]).unwrap();
        let same = 1000 + ((big - 1000) % period as u64) as usize;
        assert_eq!(p.grundy().0, g[same], "heap {big}");
    }
}
