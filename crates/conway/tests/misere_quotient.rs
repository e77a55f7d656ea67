//! Misère quotients against plain search: the outcome read off the quotient
//! equals the searched outcome on every sum of up to four heaps; the
//! quotient is reduced (its elements are told apart by some sum); and the
//! literature's quotients.

mod common;
use common::misere::misere_wins;
use conway::control::Control;
use conway::impartial::heap::HeapGame;
use conway::misere::{quotient, NoQuotient, Quotient, QuotientLimits};
use std::collections::HashMap;

fn quotient_of(game: &str, heaps: usize) -> (HeapGame, Quotient) {
    let g = HeapGame::parse(game).unwrap();
    let q = quotient(&g, heaps, &QuotientLimits::default(), &Control::unlimited()).unwrap();
    (g, q.unwrap_or_else(|e| panic!("{game} to {heaps}: {e}")))
}

/// Every multiset of up to four heaps of at most `n`.
fn sums(n: usize) -> Vec<Vec<usize>> {
    let mut out = vec![vec![]];
    let mut last = vec![vec![]];
    for _ in 0..4 {
        let mut next = Vec::new();
        for s in &last {
            let from = s.last().copied().unwrap_or(1);
            for h in from..=n {
                let mut t: Vec<usize> = s.clone();
                t.push(h);
                next.push(t);
            }
        }
        out.extend(next.iter().cloned());
        last = next;
    }
    out
}

fn assert_matches_search(game: &str, n: usize) {
    let (g, q) = quotient_of(game, n);
    let mut memo = HashMap::new();
    for s in sums(n) {
        assert_eq!(
            q.first_player_wins(&s),
            Some(misere_wins(&g, &s, &mut memo)),
            "{game}: heaps {s:?}"
        );
    }
    // Reduced: any two elements differ in the outcome of some sum with an
    // element (the quotient is finite, so all of them are tried).
    for x in 0..q.size() {
        for y in 0..x {
            assert!(
                (0..q.size())
                    .any(|z| q.p_portion[q.times_element(x, z)]
                        != q.p_portion[q.times_element(y, z)]),
                "{game}: elements {x} and {y} are indistinguishable"
            );
        }
    }
    // The identity (the empty sum) is an N-position in misère play, and
    // misère quotients of impartial games have even order (Plambeck &
    // Siegel 2008, the P-portion's parity argument).
    assert!(!q.p_portion[0]);
    assert_eq!(q.size() % 2, 0, "{game} to {n}: order {}", q.size());
}

/// The quotient's outcome agrees with plain search on every sum of up to
/// four heaps ≤ 12, for several codes.
#[test]
fn outcomes_read_off_quotients_match_search() {
    for (game, n) in [
        ("kayles", 12),
        ("0.07", 12),
        ("0.137", 12),
        ("nim", 6),
        ("subtraction:1,3,4", 12),
        ("grundy", 12),
        ("4.7", 8),
        ("0.31", 12),
        ("0.75", 12),
    ] {
        assert_matches_search(game, n);
    }
}

/// Plambeck, "Taming the wild" (INTEGERS 5, 2005): misère Nim with heaps
/// of 1 and 2 has the quotient <a, b | a^2 = 1, b^3 = b> of order 6 with
/// P-portion {a, b^2}; with heaps up to 1 alone, <a | a^2 = 1>, order 2.
/// With heaps up to 3 the order is still 6: *3 and *2 + * have the same
/// genus 3^31 and are both tame, so *3 pretends to be ab (Plambeck 2005;
/// Conway, ONAG ch. 12, for the genus).
#[test]
fn misere_nim_quotients() {
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
    let (_, q) = quotient_of("nim", 3);
    assert_eq!(q.size(), 6);
    assert_eq!(
        q.heap_element[3],
        q.times_element(q.heap_element[1], q.heap_element[2])
    );
}

/// Sums of 10^5 heaps are read off in one pass, and agree with plain search
/// on the same sum with each count reduced (the quotient is finite, so the
/// powers of a heap's element repeat; we reduce the counts by the period
/// the quotient itself shows, then search the reduced sum).
#[test]
fn long_sums() {
    let (g, q) = quotient_of("0.07", 8);
    let heaps: Vec<usize> = (0..100_001).map(|i| i % 9).collect();
    let by_quotient = q.first_player_wins(&heaps).unwrap();
    let mut reduced = Vec::new();
    for h in 0..9 {
        let count = heaps.iter().filter(|&&x| x == h).count();
        // The powers e^0, e^1, … of the heap's element: find the first
        // repeat e^a = e^(a+p) and reduce the count into [a, a+p).
        let e = q.heap_element[h];
        let mut powers = vec![0usize];
        let (a, p) = loop {
            let next = q.times_element(*powers.last().unwrap(), e);
            if let Some(a) = powers.iter().position(|&x| x == next) {
                break (a, powers.len() - a);
            }
            powers.push(next);
        };
        let keep = if count >= a {
            a + (count - a) % p
        } else {
            count
        };
        reduced.extend(std::iter::repeat_n(h, keep));
    }
    let mut memo = HashMap::new();
    assert_eq!(by_quotient, misere_wins(&g, &reduced, &mut memo));
}

/// Heaps beyond N are refused, not guessed.
#[test]
fn heaps_beyond_the_bound() {
    let (g, q) = quotient_of("kayles", 5);
    assert_eq!(q.first_player_wins(&[6]), None);
    assert_eq!(q.winning_moves(&g, &[3, 9]), None);
}

/// Winning moves read off the quotient are exactly the moves to misère
/// P-positions found by plain search.
#[test]
fn winning_moves_match_search() {
    let (g, q) = quotient_of("kayles", 9);
    let mut memo = HashMap::new();
    for s in sums(9)
        .into_iter()
        .filter(|s| !s.is_empty() && s.len() <= 3)
    {
        let moves = q.winning_moves(&g, &s).unwrap();
        for (i, left) in &moves {
            let mut after: Vec<usize> = s.clone();
            after.remove(*i);
            after.extend(left);
            assert!(!misere_wins(&g, &after, &mut memo), "{s:?} -> {after:?}");
        }
        assert_eq!(moves.is_empty(), !misere_wins(&g, &s, &mut memo), "{s:?}");
    }
}

/// A cap on the size is reported as such, naming the heap.
#[test]
fn size_cap_is_reported() {
    let g = HeapGame::parse("0.07").unwrap();
    let limits = QuotientLimits {
        max_size: 4,
        ..QuotientLimits::default()
    };
    let r = quotient(&g, 12, &limits, &Control::unlimited()).unwrap();
    assert!(
        matches!(r, Err(NoQuotient::TooLarge { cap: 4, .. })),
        "{r:?}"
    );
}

/// 0.3122: Plambeck & Siegel (2008) list it among the games whose misère
/// quotient is infinite; here the quotient outgrows the cap at a small
/// heap and is reported as "no finite quotient found up to" that heap,
/// never a hang or a guess.
#[test]
fn infinite_quotient_is_reported_not_found() {
    let g = HeapGame::parse("0.3122").unwrap();
    let r = quotient(&g, 30, &QuotientLimits::default(), &Control::unlimited()).unwrap();
    match r {
        Err(NoQuotient::TooLarge { heap, cap }) => {
            assert!(heap <= 30 && cap == 2048);
            assert!(r
                .unwrap_err()
                .to_string()
                .starts_with("no finite quotient found up to heap"));
        }
        other => panic!("0.3122: {other:?}"),
    }
}

/// Kayles: the quotient up to heap 72 is found (the pretending function
/// of Kayles is periodic from there on, after the Sibert–Conway
/// exceptions), and reading outcomes off it agrees with plain search on
/// sums of up to three heaps ≤ 20 with a heap beyond 12.
#[test]
fn kayles_to_72() {
    let (g, q) = quotient_of("kayles", 72);
    let mut memo = HashMap::new();
    for a in 13..=20 {
        for b in 1..=a {
            for c in [0, 1, 4, 7] {
                let s = vec![a, b, c];
                assert_eq!(
                    q.first_player_wins(&s),
                    Some(misere_wins(&g, &s, &mut memo)),
                    "{s:?}"
                );
            }
        }
    }
}

/// `analyze --misere` on heaps of a heap game reads the quotient: outcome
/// and winning moves agree with plain search (subtraction game {1, 3, 4}).
#[test]
fn analysis_reads_the_quotient() {
    use conway::rulesets::misere_analysis::analyze;
    use conway::rulesets::subtraction_nim::SubtractionNim;
    use conway::value::Outcome;
    let g = HeapGame::parse("subtraction:1,3,4").unwrap();
    let mut memo = HashMap::new();
    for heaps in [
        vec![3, 5, 9],
        vec![2, 2, 7, 11],
        vec![4, 4],
        vec![1, 6, 10, 12],
    ] {
        let p =
            SubtractionNim::new(vec![1, 3, 4], heaps.iter().map(|&h| h as u64).collect()).unwrap();
        let a = analyze(&p, &Control::unlimited()).unwrap();
        assert!(a.method.contains("quotient"), "{}", a.method);
        let wins = misere_wins(&g, &heaps, &mut memo);
        assert_eq!(
            a.outcome,
            if wins { Outcome::N } else { Outcome::P },
            "{heaps:?}"
        );
        assert_eq!(a.winning_moves.is_empty(), !wins, "{heaps:?}");
    }
}
