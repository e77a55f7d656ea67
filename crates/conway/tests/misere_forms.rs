//! Misère simplest forms checked against plain game-tree search written
//! here: outcomes of sums, the genus by its definition, misère Nim, the
//! number of games born by each day, the notation.

use conway::misere::{parse, MisereGame};
use proptest::prelude::*;
use std::collections::HashMap;

/// A game tree: its options.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Tree(Vec<Tree>);

fn nim_tree(n: usize) -> Tree {
    Tree((0..n).map(nim_tree).collect())
}

/// Whether the player to move wins the sum of `parts` under misère play
/// (no moves: the player to move wins), by plain search.
fn misere_wins(parts: &[Tree], memo: &mut HashMap<Vec<Tree>, bool>) -> bool {
    let mut key = parts.to_vec();
    key.sort();
    if let Some(&w) = memo.get(&key) {
        return w;
    }
    let mut any_move = false;
    let mut wins = false;
    for (i, part) in key.iter().enumerate() {
        for option in &part.0 {
            any_move = true;
            let mut next = key.clone();
            next[i] = option.clone();
            if !misere_wins(&next, memo) {
                wins = true;
            }
        }
    }
    let w = wins || !any_move;
    memo.insert(key, w);
    w
}

/// The misère Grundy value of the sum of `parts` by its definition: 1 with
/// no moves, else the mex of the options' values.
fn misere_grundy(parts: &[Tree], memo: &mut HashMap<Vec<Tree>, u32>) -> u32 {
    let mut key = parts.to_vec();
    key.sort();
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let mut values = Vec::new();
    for (i, part) in key.iter().enumerate() {
        for option in &part.0 {
            let mut next = key.clone();
            next[i] = option.clone();
            values.push(misere_grundy(&next, memo));
        }
    }
    let v = if values.is_empty() {
        1
    } else {
        (0..).find(|v| !values.contains(v)).unwrap()
    };
    memo.insert(key, v);
    v
}

fn normal_grundy(t: &Tree) -> u32 {
    let values: Vec<u32> = t.0.iter().map(normal_grundy).collect();
    (0..).find(|v| !values.contains(v)).unwrap()
}

fn form(t: &Tree) -> MisereGame {
    MisereGame::from_options(t.0.iter().map(form).collect())
}

fn tree() -> impl Strategy<Value = Tree> {
    let leaf = Just(Tree(vec![]));
    leaf.prop_recursive(4, 24, 3, |inner| {
        prop::collection::vec(inner, 0..4).prop_map(Tree)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The simplest form keeps the misère outcome in every sum: o(G + X)
    /// by plain search equals the outcome of form(G) + form(X).
    #[test]
    fn forms_keep_outcomes_of_sums(g in tree(), x in tree(), y in tree()) {
        let mut memo = HashMap::new();
        let searched = misere_wins(&[g.clone(), x.clone(), y.clone()], &mut memo);
        let by_forms = (form(&g) + form(&x) + form(&y)).first_player_wins();
        prop_assert_eq!(searched, by_forms);
        prop_assert_eq!(misere_wins(std::slice::from_ref(&g), &mut memo), form(&g).first_player_wins());
    }

    /// Equal forms cannot be told apart by any small third game.
    #[test]
    fn equal_forms_are_indistinguishable(g in tree(), h in tree(), xs in prop::collection::vec(tree(), 1..6)) {
        prop_assume!(form(&g) == form(&h));
        let mut memo = HashMap::new();
        for x in xs {
            prop_assert_eq!(misere_wins(&[g.clone(), x.clone()], &mut memo),
                            misere_wins(&[h.clone(), x], &mut memo));
        }
    }

    /// The genus follows its definition (ONAG ch. 12): γn is the misère
    /// Grundy value of G + n·*2, and g the normal-play Grundy value.
    #[test]
    fn genus_by_definition(g in tree()) {
        let genus = form(&g).genus();
        let mut memo = HashMap::new();
        for n in 0..5 {
            let mut parts = vec![g.clone()];
            parts.extend(std::iter::repeat_n(nim_tree(2), n));
            prop_assert_eq!(genus.gamma(n), misere_grundy(&parts, &mut memo), "n = {}", n);
        }
        prop_assert_eq!(genus.normal, normal_grundy(&g));
    }

    /// Sums are commutative and associative, and 0 is neutral.
    #[test]
    fn sums_are_a_commutative_monoid(a in tree(), b in tree(), c in tree()) {
        let (a, b, c) = (form(&a), form(&b), form(&c));
        prop_assert_eq!(a + b, b + a);
        prop_assert_eq!((a + b) + c, a + (b + c));
        prop_assert_eq!(a + MisereGame::ZERO, a);
    }

    /// A genus printed with one superscript digit (CGSuite's tame and
    /// restive phyla) loses nothing: the whole sequence, checked against
    /// its definition above, goes on as CGSuite's `Genus.supDigit` extends
    /// the digit, `γn = a ⊕ 2·(n mod 2)` for n ≥ 1 with `a = G+` (tame) or
    /// `a = γ0 < 4 ? γ0 : G+` (restive).
    #[test]
    fn short_genera_are_whole(g in tree(), h in tree()) {
        let f = form(&g) + form(&h);
        let genus = f.genus();
        let printed = genus.to_string();
        if let Some((_, sup)) = printed.split_once('^') {
            let sup = sup.trim_matches(|c| c == '(' || c == ')');
            if !sup.contains(',') && sup.len() == genus.gamma(0).to_string().len() {
                let (plus, first) = (genus.normal, genus.gamma(0));
                prop_assert_eq!(sup, first.to_string());
                let tame = plus == first || (plus | first) < 2;
                let a = if tame || first >= 4 { plus } else { first };
                for n in 1..6 {
                    prop_assert_eq!(genus.gamma(n), a ^ (((n & 1) as u32) << 1), "{} n = {}", printed, n);
                }
            }
        }
    }

    /// The notation reads back what it prints.
    #[test]
    fn notation_round_trips(g in tree(), h in tree()) {
        let f = form(&g) + form(&h);
        prop_assert_eq!(parse(&f.to_string()).unwrap(), f);
    }

    /// Misère Nim (Bouton 1901; Winning Ways ch. 13): with a heap of two or
    /// more the first player wins exactly when the nim-sum is not 0; with
    /// heaps of at most one, exactly when their number is even.
    #[test]
    fn misere_nim(heaps in prop::collection::vec(0u32..9, 0..6)) {
        let g: MisereGame = heaps.iter().map(|&h| MisereGame::nim_heap(h)).sum();
        let nim_sum = heaps.iter().fold(0, |a, &h| a ^ h);
        let expected = if heaps.iter().all(|&h| h <= 1) {
            heaps.iter().filter(|&&h| h == 1).count() % 2 == 0
        } else {
            nim_sum != 0
        };
        prop_assert_eq!(g.first_player_wins(), expected);
        prop_assert!(g.is_tame());
    }
}

/// "Grundy and Smith showed that there was 1 game born by day 0, 2 by day
/// 1, 3 by day 2, 5 by day 3, 22 by day 4" (ONAG, pp. 139–140).
#[test]
fn games_born_by_each_day() {
    let counts: Vec<usize> = (0..=4).map(|day| born_by_day(day).len()).collect();
    assert_eq!(counts, vec![1, 2, 3, 5, 22]);
}

/// Winning Ways ch. 13: the genus of 0 is 0^120, of * 1^031, of *n (n ≥ 2)
/// n^(n, n⊕2); * + * = 0, and *2 + *2 is not 0 but has genus 0^02.
#[test]
fn small_genera() {
    let star = MisereGame::nim_heap(1);
    assert_eq!(MisereGame::ZERO.genus().extended(), "0^120");
    assert_eq!(star.genus().extended(), "1^031");
    assert_eq!(MisereGame::nim_heap(5).genus().extended(), "5^57");
    assert_eq!(star + star, MisereGame::ZERO);
    // The mate of 0 is *, of * is {*} = 0, of *2 is {*, 0} = *2.
    assert_eq!(MisereGame::ZERO.mate(), star);
    assert_eq!(star.mate(), MisereGame::ZERO);
    assert_eq!(MisereGame::nim_heap(2).mate(), MisereGame::nim_heap(2));
    let two = MisereGame::nim_heap(2);
    assert_eq!((two + two).genus().extended(), "0^02");
    assert_eq!((two + two).to_string(), "*[2[2]]");
    assert_eq!(MisereGame::nim_heap(12).genus().extended(), "12^(12,14)");
}

#[test]
fn parse_errors_name_the_column() {
    for (text, column) in [
        ("*[", 3),
        ("[2]", 1),
        ("*[2,,1]", 5),
        ("*[2] x", 6),
        ("*[2#", 5),
        ("*[99999999999]", 3),
        ("*[&99999999999;]", 4),
        ("*[2[-2]]", 5),
        ("*[(2#1]", 7),
    ] {
        let e = parse(text).unwrap_err();
        assert_eq!(e.column, column, "{text}: {e}");
    }
    assert_eq!(parse("*[]").unwrap(), MisereGame::ZERO);
    // A bare number is a heap unless its digits fall, as printed options do.
    assert_eq!(parse("*[12]").unwrap(), MisereGame::nim_heap(12));
    assert_eq!(parse("*[&12;]").unwrap(), MisereGame::nim_heap(12));
    assert_eq!(MisereGame::nim_heap(12).to_string(), "*[&12;]");
    let two_one = MisereGame::from_options(vec![MisereGame::nim_heap(2), MisereGame::nim_heap(1)]);
    assert_eq!(parse("*[21]").unwrap(), two_one);
    // Options 0 (the empty list) and 0 again: the game {0} = *.
    assert_eq!(parse(" *[ [ ] , 0 ] ").unwrap(), MisereGame::nim_heap(1));
}

/// Nested 20 000 deep: printing and parsing use explicit stacks.
#[test]
fn deep_games_print_and_parse() {
    let mut g = MisereGame::nim_heap(2);
    for _ in 0..20_000 {
        g = MisereGame::from_options(vec![g, MisereGame::nim_heap(3)]);
    }
    let text = g.to_string();
    assert_eq!(parse(&text).unwrap(), g);
    // {*2, *3} is born on day 4, and each wrapping adds a day.
    assert_eq!(g.birthday(), 20_003);
    // The mate walks the followers on an explicit stack too. It swaps 0
    // and * and fixes *n for n ≥ 2 (by induction on n), so it fixes every
    // game built here from *2 and *3.
    assert_eq!(g.mate(), g);
}

/// The game tree of a simplest form (its options expanded all the way down).
fn tree_of(g: MisereGame) -> Tree {
    Tree(g.options().iter().map(|&o| tree_of(o)).collect())
}

/// The genus of a tree by its definition (γn = G-(G + n·*2), by plain
/// search, for n < 6), tested for tameness as Winning Ways ch. 13 lists
/// the tame genera: `0^120`, `1^031`, `0^02`, `1^13`, `a^(a, a⊕2)`.
fn genus_is_tame_by_search(t: &Tree, memo: &mut HashMap<Vec<Tree>, u32>) -> bool {
    let g = normal_grundy(t);
    let gamma = |n: usize, memo: &mut HashMap<Vec<Tree>, u32>| {
        let mut parts = vec![t.clone()];
        parts.extend(std::iter::repeat_n(nim_tree(2), n));
        misere_grundy(&parts, memo)
    };
    let first = gamma(0, memo);
    let first_ok = if g < 2 { first < 2 } else { first == g };
    first_ok && (1..6).all(|n| gamma(n, memo) == g ^ (((n & 1) as u32) << 1))
}

/// Tame, restive and restless by their definitions in Winning Ways ch. 13,
/// on the game tree: tame when the genus of the game and of every follower
/// is tame; restive (restless) when every option is tame and `G+ ≤ 1 < G-`
/// (`G- ≤ 1 < G+`).
fn kinds_by_search(t: &Tree, memo: &mut HashMap<Vec<Tree>, u32>) -> (bool, bool, bool) {
    let options_tame = t.0.iter().all(|o| kinds_by_search(o, memo).0);
    let tame = options_tame && genus_is_tame_by_search(t, memo);
    let (plus, minus) = (
        normal_grundy(t),
        misere_grundy(std::slice::from_ref(t), memo),
    );
    let restive = options_tame && plus < 2 && minus >= 2;
    let restless = options_tame && minus < 2 && plus >= 2;
    (tame, restive, restless)
}

fn assert_kinds_by_search(g: MisereGame, memo: &mut HashMap<Vec<Tree>, u32>) {
    let expected = kinds_by_search(&tree_of(g), memo);
    assert_eq!(
        (g.is_tame(), g.is_restive(), g.is_restless()),
        expected,
        "tame, restive, restless of {g}"
    );
}

/// Every game born by day `day`: all sets of games born by the day before.
fn born_by_day(day: usize) -> Vec<MisereGame> {
    let mut born = vec![MisereGame::ZERO];
    for _ in 0..day {
        let n = born.len();
        let mut next: Vec<MisereGame> = (0u32..1 << n)
            .map(|mask| {
                MisereGame::from_options(
                    (0..n)
                        .filter(|i| mask >> i & 1 == 1)
                        .map(|i| born[i])
                        .collect(),
                )
            })
            .collect();
        next.sort();
        next.dedup();
        born = next;
    }
    born
}

fn born_by_day_four() -> Vec<MisereGame> {
    born_by_day(4)
}

/// Tame, restive and restless against their definitions on every game born
/// by day 4, and on every game whose options are 1, 2 or 3 of them.
#[test]
fn tame_restive_restless_by_definition_on_small_games() {
    let small = born_by_day_four();
    assert_eq!(small.len(), 22);
    let mut memo = HashMap::new();
    let mut seen = [0usize; 3];
    let check = |g: MisereGame, memo: &mut HashMap<Vec<Tree>, u32>, seen: &mut [usize; 3]| {
        assert_kinds_by_search(g, memo);
        for (count, yes) in seen
            .iter_mut()
            .zip([g.is_tame(), g.is_restive(), g.is_restless()])
        {
            *count += usize::from(yes);
        }
    };
    for (i, &a) in small.iter().enumerate() {
        check(a, &mut memo, &mut seen);
        for (j, &b) in small.iter().enumerate().skip(i) {
            check(MisereGame::from_options(vec![a, b]), &mut memo, &mut seen);
            for &c in &small[j..] {
                check(
                    MisereGame::from_options(vec![a, b, c]),
                    &mut memo,
                    &mut seen,
                );
            }
        }
    }
    // Each kind occurs, so the comparison above says something for each.
    assert!(
        seen.iter().all(|&n| n > 0),
        "tame, restive, restless seen: {seen:?}"
    );
}

/// The three kinds exclude each other, and a game with tame options is
/// tame exactly when `G+ = G-` or both are at most 1 (Winning Ways ch. 13:
/// the tame genera are the ones whose first superscript is `g`, or which
/// have `g, γ0 ≤ 1`); otherwise restive or restless or wild of both values
/// above 1.
#[test]
fn kinds_of_games_with_tame_options() {
    let small = born_by_day_four();
    for &a in &small {
        for &b in &small {
            let g = MisereGame::from_options(vec![a, b]);
            let kinds = [g.is_tame(), g.is_restive(), g.is_restless()];
            assert!(kinds.iter().filter(|&&k| k).count() <= 1, "{g}");
            if g.options().iter().all(|o| o.is_tame()) {
                let (plus, minus) = (g.normal_grundy(), g.misere_grundy());
                let tame_values = plus == minus || (plus < 2 && minus < 2);
                assert_eq!(g.is_tame(), tame_values, "{g}");
            }
        }
    }
}
