//! Misère quotients against plain search: the outcome read off the quotient
//! equals the searched outcome on every sum of up to four heaps; the
//! quotient is reduced (its elements are told apart by some sum); and the
//! literature's quotients.

use crate::common;
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
/// never a hang or a guess. (A cap of 512 keeps the debug test short; the
/// CLI's default of 2048 gives the same answer at heap 7.)
#[test]
fn infinite_quotient_is_reported_not_found() {
    let g = HeapGame::parse("0.3122").unwrap();
    let limits = QuotientLimits {
        max_size: 512,
        ..QuotientLimits::default()
    };
    let r = quotient(&g, 30, &limits, &Control::unlimited()).unwrap();
    match r {
        Err(NoQuotient::TooLarge { heap, cap }) => {
            assert!(heap <= 30 && cap == 512);
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

/// Deterministic pseudo-random sums: `count` sums of two to four heaps
/// from `1..=top`, each sum at most `total` tokens (so that plain search
/// stays small).
fn random_sums(seed: u64, count: usize, top: usize, total: usize) -> Vec<Vec<usize>> {
    let mut state = seed;
    let mut next = move |m: usize| {
        // A 64-bit linear congruential generator (Knuth's MMIX constants).
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize % m
    };
    let mut out = Vec::new();
    while out.len() < count {
        let k = 2 + next(3);
        let s: Vec<usize> = (0..k).map(|_| 1 + next(top)).collect();
        if s.iter().sum::<usize>() <= total {
            out.push(s);
        }
    }
    out
}

/// Reading the outcome off the quotient agrees with plain search on
/// random sums with heaps up to `top`.
fn assert_random_sums_match(game: &str, heaps: usize, top: usize, total: usize) {
    let (g, q) = quotient_of(game, heaps);
    let mut memo = HashMap::new();
    for s in random_sums(heaps as u64 * 7919 + top as u64, 150, top, total) {
        assert_eq!(
            q.first_player_wins(&s),
            Some(misere_wins(&g, &s, &mut memo)),
            "{game}: heaps {s:?}"
        );
    }
}

/// Kayles (0.77). The order we find, checked here, is 40, reached at heap
/// 28 (32 elements at heap 26) and unchanged to heap 100; the quotient is
/// reduced, and it agrees with plain search on random sums of heaps up to
/// 30. A figure of 48 for the Kayles quotient has been quoted from memory
/// for Plambeck & Siegel (JCTA 2008); we could not find it in the sources
/// at hand. Since every candidate here passes an exact check of every sum
/// and is reduced, 40 is the order of the quotient of the heaps up to 100
/// (see README, "Misère quotients: what the literature says").
#[test]
fn kayles_order_and_random_sums() {
    let (_, q72) = quotient_of("kayles", 72);
    assert_eq!(q72.size(), 40);
    let (_, q26) = quotient_of("kayles", 26);
    assert_eq!(q26.size(), 32);
    let (_, q28) = quotient_of("kayles", 28);
    assert_eq!(q28.size(), 40);
    let (_, q100) = quotient_of("kayles", 100);
    assert_eq!(q100.size(), 40);
    for x in 0..q100.size() {
        for y in 0..x {
            assert!(
                (0..q100.size()).any(|z| q100.p_portion[q100.times_element(x, z)]
                    != q100.p_portion[q100.times_element(y, z)]),
                "kayles: elements {x} and {y} are indistinguishable"
            );
        }
    }
    assert_random_sums_match("kayles", 30, 30, 44);
}

/// 0.75: Plambeck's R8 ("Taming the wild", INTEGERS 5 (2005) #G05), of
/// order 8 with a P-portion of two elements, <a, b, c | a^2 = 1, b^3 = b,
/// bc = ab, c^2 = b^2>, P = {a, b^2}; heaps 1 and 2 are a and b.
#[test]
fn quotient_of_075_is_r8() {
    let (_, q) = quotient_of("0.75", 40);
    assert_eq!(q.size(), 8);
    assert_eq!(q.p_portion.iter().filter(|&&p| p).count(), 2);
    assert_eq!(q.word(q.heap_element[1]), "a");
    assert_eq!(q.word(q.heap_element[2]), "b");
    let (a, b) = (q.heap_element[1], q.heap_element[2]);
    let c = q.generators[2];
    let t = |x, y| q.times_element(x, y);
    assert_eq!(t(a, a), 0);
    assert_eq!(t(b, t(b, b)), b);
    assert_eq!(t(b, c), t(a, b));
    assert_eq!(t(c, c), t(b, b));
    assert!(q.p_portion[a] && q.p_portion[t(b, b)]);
    assert_random_sums_match("0.75", 40, 30, 40);
}

/// 0.72 needs the refinement (`refine.rs`) at heap 15, where the column
/// and word candidates fail: its quotients to heaps 16 and 20 agree with
/// plain search on random sums of heaps up to 16 and 20.
#[test]
fn refined_quotient_matches_search() {
    assert_random_sums_match("0.72", 16, 16, 34);
    assert_random_sums_match("0.72", 20, 20, 34);
}

/// `analyze --misere` on heaps of take-and-break codes (the ruleset
/// `take-and-break`) reads the quotient, and its outcome and winning moves
/// are those of plain search: a move wins exactly when it leaves a misère
/// P-position.
#[test]
fn take_and_break_analysis_reads_the_quotient() {
    use conway::impartial::heap::HeapGame;
    use conway::rulesets::impartial_position::ImpartialRules;
    use conway::rulesets::misere_analysis::analyze;
    use conway::rulesets::take_and_break::TakeAndBreak;
    use conway::value::Outcome;
    for (code, top) in [("0.77", 20), ("0.07", 20), ("0.75", 20), ("4.7", 12)] {
        let g = HeapGame::parse(code).unwrap();
        let mut memo = HashMap::new();
        for heaps in random_sums(top as u64, 12, top, 30) {
            let p = TakeAndBreak::new(g.clone(), code, heaps.clone());
            let a = analyze(&p, &Control::unlimited()).unwrap();
            assert!(a.method.contains("quotient"), "{code}: {}", a.method);
            let wins = misere_wins(&g, &heaps, &mut memo);
            let outcome = if wins { Outcome::N } else { Outcome::P };
            assert_eq!(a.outcome, outcome, "{code} {heaps:?}");
            let mut expected: Vec<String> = p
                .labelled_options()
                .into_iter()
                .filter(|(_, o)| !misere_wins(&g, o.heap_game().unwrap().1.as_slice(), &mut memo))
                .map(|(label, _)| label)
                .collect();
            let mut found = a.winning_moves.clone();
            expected.sort();
            found.sort();
            assert_eq!(found, expected, "{code} {heaps:?}");
        }
    }
}

/// Dawson's Kayles (0.07) to heap 24 (24 elements), and to heap 25,
/// where the old quotient splits and the candidate is corrected at its
/// lexicographically least failing sums (`recalibrate.rs`): reading
/// outcomes off the quotient agrees with plain search on random sums.
#[test]
fn dawsons_kayles_to_25_matches_search() {
    let (_, q) = quotient_of("0.07", 24);
    assert_eq!(q.size(), 24);
    assert_random_sums_match("0.07", 24, 24, 40);
    assert_random_sums_match("0.07", 25, 25, 40);
}

/// Siegel (Plambeck's misère-games blog, "Some MisereSolver questions
/// answered", 28 Aug 2007; Plambeck & Siegel, JCTA 2008): Q₃₀(0.07), the
/// quotient of Dawson's Kayles with heaps up to 30, has 360 elements. Its
/// outcomes also agree with plain search on random sums of heaps up to 30.
#[test]
fn dawsons_kayles_q30_has_360_elements() {
    let (_, q) = quotient_of("0.07", 30);
    assert_eq!(q.size(), 360);
    assert_random_sums_match("0.07", 30, 30, 40);
}

/// The element of a word in the generators (exponents).
fn element_of_word(q: &Quotient, word: &[u32]) -> usize {
    word.iter().enumerate().fold(0, |x, (g, &k)| {
        (0..k).fold(x, |y, _| q.times_element(y, q.generators[g]))
    })
}

/// Every word of total degree at most `degree` in `k` generators.
fn words_up_to(k: usize, degree: u32) -> Vec<Vec<u32>> {
    let mut out = vec![vec![0; k]];
    let mut i = 0;
    while i < out.len() {
        let w = out[i].clone();
        i += 1;
        if w.iter().sum::<u32>() == degree {
            continue;
        }
        // Raise only the last generator used or a later one: each word once.
        let from = w.iter().rposition(|&e| e > 0).unwrap_or(0);
        for g in from..k {
            let mut v = w.clone();
            v[g] += 1;
            out.push(v);
        }
    }
    out
}

fn find(parent: &mut [usize], x: usize) -> usize {
    let mut root = x;
    while parent[root] != root {
        root = parent[root];
    }
    let mut y = x;
    while parent[y] != root {
        let next = parent[y];
        parent[y] = root;
        y = next;
    }
    root
}

/// The classes of the words of total degree at most `degree` joined by
/// the relations (a relation applies to a word it divides, and the result
/// must be of degree at most `degree` too): their index and class roots.
fn joined_by(
    relations: &[(Vec<u32>, Vec<u32>)],
    k: usize,
    degree: u32,
) -> (HashMap<Vec<u32>, usize>, Vec<usize>) {
    let words = words_up_to(k, degree);
    let index: HashMap<Vec<u32>, usize> = words
        .iter()
        .cloned()
        .enumerate()
        .map(|(i, w)| (w, i))
        .collect();
    let mut parent: Vec<usize> = (0..words.len()).collect();
    for (i, w) in words.iter().enumerate() {
        for (x, y) in relations {
            if !x.iter().zip(w).all(|(a, b)| a <= b) {
                continue;
            }
            let v: Vec<u32> = (0..k).map(|g| w[g] - x[g] + y[g]).collect();
            if let Some(&j) = index.get(&v) {
                let (a, b) = (find(&mut parent, i), find(&mut parent, j));
                parent[a] = b;
            }
        }
    }
    let roots = (0..words.len()).map(|i| find(&mut parent, i)).collect();
    (index, roots)
}

/// The generators' action on the elements of the monoid the relations
/// present, if chains of relations among the words of degree at most
/// `degree` show every product of an element's word and a generator
/// equal to the word of an element.
fn derived_action(q: &Quotient, degree: u32) -> Option<Vec<Vec<usize>>> {
    let k = q.generators.len();
    let (index, root) = joined_by(q.relation_words(), k, degree);
    let mut by_class = HashMap::new();
    for x in 0..q.size() {
        let previous = by_class.insert(root[index[&q.words[x]]], x);
        assert!(previous.is_none(), "two elements joined by the relations");
    }
    let mut action = vec![vec![0; k]; q.size()];
    for (row, word) in action.iter_mut().zip(&q.words) {
        for (g, image) in row.iter_mut().enumerate() {
            let mut w = word.clone();
            w[g] += 1;
            *image = *by_class.get(&root[*index.get(&w)?])?;
        }
    }
    Some(action)
}

/// Checks, independently of the library's rewriting, that the relations
/// present the quotient: every relation holds in it, and every product of
/// an element's word and a generator is shown equal to the word of its
/// element by chains of relations among words of bounded degree (so the
/// monoid the relations present has at most as many elements as the
/// quotient, onto which it maps: they are the same, with the same
/// multiplication table, which is also compared).
fn assert_presents(game: &str, q: &Quotient) {
    for (x, y) in q.relation_words() {
        assert_eq!(
            element_of_word(q, x),
            element_of_word(q, y),
            "{game}: {x:?} = {y:?}"
        );
    }
    let longest = q
        .words
        .iter()
        .map(|w| w.iter().sum::<u32>())
        .max()
        .unwrap_or(0);
    let action = (longest + 1..=longest + 6)
        .find_map(|degree| derived_action(q, degree))
        .unwrap_or_else(|| panic!("{game}: the relations derive no Cayley graph"));
    // The multiplication table of the presented monoid (the words acting
    // on each other) is the quotient's.
    for x in 0..q.size() {
        for y in 0..q.size() {
            let mut z = x;
            for (g, &e) in q.words[y].iter().enumerate() {
                for _ in 0..e {
                    z = action[z][g];
                }
            }
            assert_eq!(z, q.times_element(x, y), "{game}: {x} times {y}");
        }
    }
}

/// No relation of the presentation follows from the others: the others'
/// completed rewriting system (its critical pairs checked here to rewrite
/// alike, so normal forms are unique) gives its two sides different
/// normal forms.
fn assert_independent(game: &str, q: &Quotient) {
    use conway::misere::presentation::Rewriting;
    let relations = q.relation_words();
    for i in 0..relations.len() {
        let rest: Vec<_> = relations
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, r)| r.clone())
            .collect();
        let system = Rewriting::new(&rest);
        let rules = system.rules();
        for (l, r) in rules {
            for (l2, r2) in rules {
                let lcm: Vec<u32> = l.iter().zip(l2).map(|(&a, &b)| a.max(b)).collect();
                let one: Vec<u32> = (0..lcm.len()).map(|g| lcm[g] - l[g] + r[g]).collect();
                let two: Vec<u32> = (0..lcm.len()).map(|g| lcm[g] - l2[g] + r2[g]).collect();
                assert_eq!(system.normal_form(&one), system.normal_form(&two), "{game}");
            }
        }
        let (x, y) = &relations[i];
        assert!(
            !system.equal(x, y),
            "{game}: relation {i} follows from the others"
        );
    }
}

/// Issue 27: presentations printed every Cayley relation (Kayles to heap
/// 30: 198 for 40 elements, duplicates among them). Now they are minimal
/// and still present the quotient. Misère Nim with heaps up to 2 is
/// <a, b | a^2 = 1, b^3 = b> (Plambeck, "Taming the wild", INTEGERS 5
/// (2005)); 0.75 is his R8, for which he lists <a, b, c | a^2 = 1,
/// b^3 = b, bc = ab, c^2 = b^2>, where b^3 = b follows from the other three
/// (b^3 = bc^2 = abc = a^2b = b).
#[test]
fn presentations_are_minimal_and_present_the_quotient() {
    let (_, q) = quotient_of("nim", 2);
    assert_eq!(q.relations(), ["a^2 = 1", "b^3 = b"]);
    let (_, q) = quotient_of("0.75", 40);
    assert_eq!(q.relations(), ["a^2 = 1", "bc = ab", "c^2 = b^2"]);
    for (game, heaps) in [
        ("nim", 2),
        ("nim", 5),
        ("0.75", 40),
        ("0.77", 30),
        ("0.07", 20),
    ] {
        let (_, q) = quotient_of(game, heaps);
        assert_presents(game, &q);
        assert_independent(game, &q);
    }
}
