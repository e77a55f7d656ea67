//! CGSuite's generalised take-and-break codes (`4!.0`, `0.{2+}`, `0.[12]`,
//! …): every new piece of syntax checked on small heaps against the game's
//! rules written out by hand here and valued by a plain recursive mex, the
//! normalised forms, the known sequences, and the errors' columns.

use conway::impartial::heap::{Code, HeapGame, HeapRule};
use conway::impartial::sequence::Method;
use std::collections::{BTreeSet, HashMap};

/// How the heaps left by a move must compare.
#[derive(Clone, Copy)]
enum Cond {
    Any,
    Unequal,
    NotAllEqual,
    Equal,
}

/// A rule written out by hand: which (tokens removed, heaps left) moves
/// are allowed, and on what condition.
type Rule = fn(usize, usize) -> Option<Cond>;

/// Every multiset of `j` positive heaps adding up to `r`, by trying every
/// sequence (slow and obviously right).
fn multisets(r: usize, j: usize) -> BTreeSet<Vec<usize>> {
    fn go(r: usize, j: usize, prefix: &mut Vec<usize>, out: &mut BTreeSet<Vec<usize>>) {
        if j == 0 {
            if r == 0 {
                let mut s = prefix.clone();
                s.sort();
                out.insert(s);
            }
            return;
        }
        for first in 1..=r {
            prefix.push(first);
            go(r - first, j - 1, prefix, out);
            prefix.pop();
        }
    }
    let mut out = BTreeSet::new();
    go(r, j, &mut Vec::new(), &mut out);
    out
}

fn allowed(cond: Cond, heaps: &[usize]) -> bool {
    let distinct: BTreeSet<usize> = heaps.iter().copied().collect();
    match cond {
        Cond::Any => true,
        Cond::Unequal => distinct.len() == heaps.len(),
        Cond::NotAllEqual => distinct.len() > 1,
        Cond::Equal => distinct.len() <= 1,
    }
}

/// The options of a heap of `n` under `rule`, as sorted lists of heaps.
fn plain_options(rule: Rule, n: usize) -> BTreeSet<Vec<usize>> {
    let mut out = BTreeSet::new();
    for k in 0..=n {
        let r = n - k;
        for j in 0..=r.max(1) {
            let Some(cond) = rule(k, j) else { continue };
            if j == 1 && k == 0 {
                continue; // leaving the heap as it was is no move
            }
            for heaps in multisets(r, j) {
                if allowed(cond, &heaps) {
                    out.insert(heaps);
                }
            }
        }
    }
    out
}

fn plain_values(rule: Rule, n: usize) -> Vec<u64> {
    let mut g = Vec::new();
    for m in 0..=n {
        let reached: BTreeSet<u64> = plain_options(rule, m)
            .iter()
            .map(|hs| hs.iter().fold(0, |acc, &h| acc ^ g[h]))
            .collect();
        g.push((0..).find(|v| !reached.contains(v)).unwrap());
    }
    g
}

fn library_options(game: &HeapGame, n: usize) -> BTreeSet<Vec<usize>> {
    let mut out = BTreeSet::new();
    let mut count = 0;
    game.for_each_option(n, &mut |hs| {
        let mut hs = hs.to_vec();
        hs.sort();
        out.insert(hs);
        count += 1;
    });
    assert_eq!(count, out.len(), "an option of {game} at {n} listed twice");
    out
}

/// Codes in the new syntax and their rules written out.
fn cases() -> Vec<(&'static str, Rule)> {
    vec![
        ("4!.0", |k, j| (k == 0 && j == 2).then_some(Cond::Unequal)),
        ("4?.0", |k, j| (k == 0 && j == 2).then_some(Cond::Unequal)),
        ("4=.0", |k, j| (k == 0 && j == 2).then_some(Cond::Equal)),
        ("0.4!", |k, j| (k == 1 && j == 2).then_some(Cond::Unequal)),
        ("8=.0", |k, j| (k == 0 && j == 3).then_some(Cond::Equal)),
        ("8?.0", |k, j| {
            (k == 0 && j == 3).then_some(Cond::NotAllEqual)
        }),
        ("0.8!", |k, j| (k == 1 && j == 3).then_some(Cond::Unequal)),
        ("0.g", |k, j| (k == 1 && j == 4).then_some(Cond::Any)),
        ("0.&32;", |k, j| (k == 1 && j == 5).then_some(Cond::Any)),
        ("0.{2+}", |k, j| (k == 1 && j >= 2).then_some(Cond::Any)),
        ("{2+}.0", |k, j| (k == 0 && j >= 2).then_some(Cond::Any)),
        ("{2+}!.0", |k, j| {
            (k == 0 && j >= 2).then_some(Cond::Unequal)
        }),
        ("0.{3+}?", |k, j| {
            (k == 1 && j >= 3).then_some(Cond::NotAllEqual)
        }),
        ("{2!,3}.0", |k, j| match (k, j) {
            (0, 2) => Some(Cond::Unequal),
            (0, 3) => Some(Cond::Any),
            _ => None,
        }),
        ("0.*", |k, _| (k == 1).then_some(Cond::Any)),
        ("0.1*!", |k, j| match (k, j) {
            (1, 0) => Some(Cond::Any),
            (2, 0 | 1) => Some(Cond::Any),
            (2, _) => Some(Cond::Unequal),
            _ => None,
        }),
        ("0.[3]", |k, j| (k >= 1 && j <= 1).then_some(Cond::Any)),
        ("4.[3]", |k, j| match (k, j) {
            (0, 2) => Some(Cond::Any),
            (1.., 0 | 1) => Some(Cond::Any),
            _ => None,
        }),
        ("0.[12]", |k, j| match (k % 2, j) {
            (1, 0) if k >= 1 => Some(Cond::Any),
            (0, 1) if k >= 2 => Some(Cond::Any),
            _ => None,
        }),
        ("0.1[4!]", |k, j| match (k, j) {
            (1, 0) => Some(Cond::Any),
            (2.., 2) => Some(Cond::Unequal),
            _ => None,
        }),
        ("0.3[8]", |k, j| match (k, j) {
            (1, 0 | 1) => Some(Cond::Any),
            (2.., 3) => Some(Cond::Any),
            _ => None,
        }),
    ]
}

#[test]
fn every_new_syntax_has_the_options_its_rules_give() {
    for (code, rule) in cases() {
        let game = HeapGame::parse(code).unwrap_or_else(|e| panic!("{code}: {e}"));
        for n in 0..=14 {
            assert_eq!(
                library_options(&game, n),
                plain_options(rule, n),
                "{code} ({game}) on a heap of {n}"
            );
        }
    }
}

#[test]
fn every_new_syntax_has_the_values_of_the_plain_mex() {
    for (code, rule) in cases() {
        let game = HeapGame::parse(code).unwrap();
        let n = 16;
        let plain = plain_values(rule, n);
        assert_eq!(game.values(n, Method::Plain), plain, "{code}");
        assert_eq!(game.values(n, Method::Auto), plain, "{code}");
    }
}

#[test]
fn codes_and_their_normalised_forms_name_the_same_game() {
    let same = [
        ("4!.0", "grundy"),
        ("4?.0", "grundy"),
        ("{2!}.0", "grundy"),
        ("0.[3]", "nim"),
        ("0.[33]", "0.3..."),
        ("0.3[3]", "nim"),
        ("4.[3]", "lasker"),
        ("0.[7]", "0.7..."),
        ("0.77[0]", "kayles"),
        ("0.7[07]", "0.[70]"),
        ("0.1[21]", "0.[12]"),
        ("0.[1212]", "0.[12]"),
        ("0.[12][", "0.[12]"),
        ("0.*", "0.{0+}"),
        ("0.{0,1,2,3}", "0.f"),
        ("0.{2}", "0.4"),
        ("0.{2,3}!", "0.{2!,3!}"),
        ("0.{1!}", "0.2"),
        ("0.&4;", "0.4"),
        ("0.G", "0.g"),
    ];
    for (a, b) in same {
        if a.ends_with("][") {
            assert!(HeapGame::parse(a).is_err(), "{a}");
            continue;
        }
        let (ga, gb) = (HeapGame::parse(a).unwrap(), HeapGame::parse(b).unwrap());
        assert_eq!(ga, gb, "{a} and {b}");
        assert_eq!(ga.to_string(), gb.to_string());
        // The printed form reads back as the same game.
        assert_eq!(HeapGame::parse(&ga.to_string()).unwrap(), ga, "{ga}");
    }
    let distinct = [
        "0.4!", "0.4", "0.4=", "8=.0", "8?.0", "8!.0", "0.[12]", "0.[21]",
    ];
    for (i, a) in distinct.iter().enumerate() {
        for b in &distinct[i + 1..] {
            assert_ne!(
                HeapGame::parse(a).unwrap(),
                HeapGame::parse(b).unwrap(),
                "{a} {b}"
            );
        }
    }
}

#[test]
fn normalised_codes_print_as_cgsuite_writes_them() {
    for code in [
        "0.4!", "8=.0", "0.{2+}", "{2+}!.0", "0.{3+}?", "{2!,3}.0", "0.*", "0.1*!", "0.[12]",
        "0.1[4!]", "0.&32;", "0.g", "0.3[8]",
    ] {
        assert_eq!(Code::parse(code).unwrap().to_string(), code);
        assert_eq!(HeapGame::parse(code).unwrap().to_string(), code);
    }
}

#[test]
fn known_sequences() {
    // Grundy's game, OEIS A002188 (Winning Ways ch. 4).
    let grundy = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0,
    ];
    let g = HeapGame::parse("4!.0").unwrap();
    assert_eq!(g.values(grundy.len() - 1, Method::Auto), grundy);
    // Nim: G(n) = n; Lasker's Nim (Winning Ways ch. 4): n for n ≡ 1, 2
    // (mod 4), n + 1 for n ≡ 3, n - 1 for n ≡ 0 (n > 0).
    let nim = HeapGame::parse("0.[3]").unwrap().values(40, Method::Auto);
    assert!(nim.iter().enumerate().all(|(n, &v)| v == n as u64));
    let lasker = HeapGame::parse("4.[3]").unwrap().values(40, Method::Auto);
    for (n, &v) in lasker.iter().enumerate().skip(1) {
        let expected = match n % 4 {
            1 | 2 => n,
            3 => n + 1,
            _ => n - 1,
        };
        assert_eq!(v, expected as u64, "Lasker's Nim at {n}");
    }
    // Splitting into two equal heaps (4=.0): only even heaps have a move,
    // to two equal heaps whose values cancel, so G(n) = 1 for even n > 0.
    let halves = HeapGame::parse("4=.0").unwrap().values(30, Method::Auto);
    for (n, &v) in halves.iter().enumerate() {
        assert_eq!(v, u64::from(n > 0 && n % 2 == 0), "{n}");
    }
}

#[test]
fn generalised_codes_run_through_the_resumable_sequence() {
    use conway::control::Control;
    use conway::impartial::sequence::SequenceRun;
    let game = HeapGame::parse("0.1[4!]").unwrap();
    let mut run = SequenceRun::new(&game);
    run.extend_to(60, &Control::unlimited()).unwrap();
    assert_eq!(run.values(), game.values(60, Method::Plain));
}

#[test]
fn malformed_codes_name_the_column() {
    let column = |code: &str| HeapGame::parse(code).unwrap_err().column;
    let mut messages = HashMap::new();
    for (code, col) in [
        ("0.4x", 4),
        ("0.4!!", 5),
        ("0.[3", 3),
        ("0.[]", 3),
        ("0.[3]4", 6),
        ("0.{2,x}", 6),
        ("0.{2!,3}!", 9),
        ("0.{64}", 4),
        ("0.&12", 3),
        ("2.0", 1),
        ("*.0", 1),
        ("44.0", 2),
        ("0.", 3),
        ("0.3..", 4),
        ("0.{2", 3),
    ] {
        let e = HeapGame::parse(code).unwrap_err();
        messages.insert(code, e.message.clone());
        assert_eq!(column(code), col, "{code}: {}", e.message);
    }
    assert!(messages["44.0"].contains("point"));
    assert!(messages["2.0"].contains("before the point"));
}

#[test]
fn a_code_with_partitions_of_every_size_obeys_the_clock_midway_through_a_heap() {
    use conway::control::{Control, Stop};
    use conway::impartial::sequence::SequenceRun;
    use std::time::Duration;
    // `0.*` splits a heap into any number of heaps: a heap of 200 has about
    // 4·10^12 options, far more than the time allows.
    let game = HeapGame::parse("0.*").unwrap();
    let mut run = SequenceRun::new(&game);
    let control = Control::new(None, Some(Duration::from_millis(300)));
    assert!(matches!(
        run.extend_to(200, &control),
        Err(Stop::Timeout(_))
    ));
    let len = run.len();
    assert!(len > 10 && len < 200, "{len}");
    // What was computed is right.
    assert_eq!(run.values(), game.values(len - 1, Method::Plain));
}

#[test]
fn take_and_break_positions_reach_the_heaps_of_mcgs_test_files() {
    // MCGS's Kayles tests go to heap 300. A position's value is the
    // nim-sum of its heaps' values in the sequence; Kayles is periodic
    // with period 12 from heap 71 (Guy and Smith 1956; Winning Ways ch. 4).
    let kayles = HeapGame::parse("0.77").unwrap().values(300, Method::Auto);
    assert_eq!(kayles[300], kayles[300 - 12]);
    let rules = conway::rulesets::find("take-and-break").unwrap();
    for heaps in [[300, 0], [299, 17], [250, 251]] {
        let text = format!("0.77: {} {}", heaps[0], heaps[1]);
        let value = rules.parse(&text).unwrap().analyze().nimber.unwrap();
        assert_eq!(value.0, kayles[heaps[0]] ^ kayles[heaps[1]], "{text}");
    }
    let too_big = rules.parse("0.77: 2001").err().unwrap();
    assert!(
        too_big.message.contains("at most 2000"),
        "{}",
        too_big.message
    );
}
