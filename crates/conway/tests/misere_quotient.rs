//! Misère quotients against plain search: the outcome read off the quotient
//! equals the searched outcome on every sum of up to four heaps; the
//! quotient is reduced (its elements are told apart by some sum); and the
//! literature's small quotients.

mod common;
use common::misere::misere_wins;
use conway::control::Control;
use conway::impartial::heap::HeapGame;
use conway::misere::{quotient, Quotient};
use std::collections::HashMap;

fn quotient_of(game: &str, heaps: usize) -> (HeapGame, Quotient) {
    let g = HeapGame::parse(game).unwrap();
    let q = quotient(&g, heaps, 3, &Control::unlimited()).unwrap();
    (
        g,
        q.unwrap_or_else(|| panic!("{game} to {heaps}: a finite quotient")),
    )
}

/// Every multiset of up to four heaps of at most `n`.
fn sums(n: usize) -> Vec<Vec<usize>> {
    let mut out = vec![vec![]];
    for _ in 0..4 {
        let mut next = Vec::new();
        for s in &out {
            let from = s.last().copied().unwrap_or(1);
            for h in from..=n {
                let mut t = s.clone();
                t.push(h);
                next.push(t);
            }
        }
        out.extend(next.clone());
        out.sort();
        out.dedup();
    }
    out
}

#[test]
fn outcomes_read_off_quotients_match_search() {
    for (game, n) in [
        ("kayles", 5),
        ("0.07", 6),
        ("0.137", 5),
        ("nim", 3),
        ("subtraction:1,3,4", 5),
        ("grundy", 7),
        ("4.7", 4),
    ] {
        let (g, q) = quotient_of(game, n);
        let mut memo = HashMap::new();
        for s in sums(n) {
            assert_eq!(
                q.first_player_wins(&s),
                misere_wins(&g, &s, &mut memo),
                "{game}: heaps {s:?}"
            );
        }
        // Reduced: any two elements differ in the outcome of some sum with
        // an element (the quotient is finite, so all of them are tried).
        for x in 0..q.size() {
            for y in 0..x {
                assert!(
                    (0..q.size()).any(|z| q.p_portion[q.times_element(x, z)]
                        != q.p_portion[q.times_element(y, z)]),
                    "{game}: elements {x} and {y} are indistinguishable"
                );
            }
        }
        // The identity (the empty sum) is an N-position in misère play.
        assert!(!q.p_portion[0]);
    }
}

/// Plambeck, "Taming the wild" (INTEGERS 5, 2005): misère Nim with heaps
/// of 1 and 2 has the quotient <a, b | a^2 = 1, b^3 = b> of order 6 with
/// P-portion {a, b^2}; with heaps up to 1 alone, <a | a^2 = 1>, order 2.
#[test]
fn tame_quotients() {
    let (_, q) = quotient_of("nim", 2);
    assert_eq!(q.size(), 6);
    let mut p: Vec<String> = (0..q.size())
        .filter(|&x| q.p_portion[x])
        .map(|x| q.word(x))
        .collect();
    p.sort();
    assert_eq!(p, ["a", "b^2"]);
    let (_, q) = quotient_of("nim", 1);
    assert_eq!(q.size(), 2);
    // Misère quotients of impartial games have even order (Plambeck–Siegel 2008).
    for (game, n) in [("kayles", 5), ("0.07", 6), ("grundy", 7)] {
        assert_eq!(quotient_of(game, n).1.size() % 2, 0, "{game}");
    }
}

/// Every element is named by its word, and 10^5 heaps are read off in one
/// pass.
#[test]
fn long_sums() {
    let (g, q) = quotient_of("0.07", 6);
    let heaps: Vec<usize> = (0..100_001).map(|i| i % 5).collect();
    let by_quotient = q.first_player_wins(&heaps);
    // The same sum folded: a count of 4 or more reduced by 2 at a time
    // keeps the element (h^(k+2) = h^k was proved for some k ≤ 3).
    let mut folded = Vec::new();
    for h in 0..5 {
        let count = heaps.iter().filter(|&&x| x == h).count();
        let keep = if count >= 4 { 4 + count % 2 } else { count };
        folded.extend(std::iter::repeat_n(h, keep));
    }
    let mut memo = HashMap::new();
    assert_eq!(by_quotient, misere_wins(&g, &folded, &mut memo));
}
