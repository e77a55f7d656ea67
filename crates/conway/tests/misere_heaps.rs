//! Misère play of heap games and sums, against a plain search of the sum
//! written here: the forms of `MisereSequence`, the search of positions
//! (`MisereSearch`) and genus theory for tame sums (`TameSum`).

use crate::common;
use common::misere::misere_wins;
use conway::control::{Control, Stop};
use conway::impartial::heap::{HeapGame, HeapPosition};
use conway::impartial::ImpartialGame;
use conway::misere::{apparent_period, MisereGame, MisereSearch, MisereSequence, TameSum};
use proptest::prelude::*;
use std::collections::HashMap;

const GAMES: [&str; 6] = [
    "kayles",
    "0.07",
    "0.137",
    "grundy",
    "subtraction:1,3,4",
    "4.7",
];

fn sequence(game: &HeapGame, to: usize) -> MisereSequence<HeapGame> {
    let mut s = MisereSequence::new(game.clone());
    s.extend_to(to, &Control::unlimited()).unwrap();
    s
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Sums of up to four heaps of at most 12: the outcome of the sum of
    /// the heaps' forms, and of the search of the position, equal the plain
    /// search's.
    #[test]
    fn sums_of_heaps(which in 0..GAMES.len(), heaps in prop::collection::vec(0usize..=12, 1..=4)) {
        let game = HeapGame::parse(GAMES[which]).unwrap();
        let seq = sequence(&game, 12);
        let mut memo = HashMap::new();
        let searched = misere_wins(&game, &heaps, &mut memo);
        let sum: MisereGame = heaps.iter().map(|&h| seq.forms()[h]).sum();
        prop_assert_eq!(sum.first_player_wins(), searched);
        let position = HeapPosition::new(game.clone(), heaps.clone());
        let mut search = MisereSearch::new();
        prop_assert_eq!(search.form(&position, &Control::unlimited()).unwrap(), sum);
        // The winning moves lead to misère P-positions, and there is one exactly
        // when the first player wins.
        let winning = search.winning_moves(&position, &Control::unlimited()).unwrap();
        let has_moves = !position.options().is_empty();
        prop_assert_eq!(!winning.is_empty(), searched && has_moves);
        for w in winning {
            prop_assert!(!misere_wins(&game, &w.heaps, &mut memo));
        }
        if let Some(tame) = TameSum::of(&heaps.iter().map(|&h| seq.forms()[h]).collect::<Vec<_>>()) {
            prop_assert_eq!(tame.first_player_wins(), searched);
        }
    }

    /// Genus theory agrees with the sum's form on sums of tame games, and
    /// after replacing a part.
    #[test]
    fn tame_sums(heaps in prop::collection::vec(0u32..6, 0..5), pairs in prop::collection::vec((2u32..5, 0u32..2), 0..3), new in 0u32..4) {
        let mut parts: Vec<MisereGame> = heaps.iter().map(|&h| MisereGame::nim_heap(h)).collect();
        // *a + *a (+ *) are firm when a ≥ 2.
        parts.extend(pairs.iter().map(|&(a, s)| MisereGame::nim_heap(a) + MisereGame::nim_heap(a) + MisereGame::nim_heap(s)));
        let Some(tame) = TameSum::of(&parts) else {
            return Err(TestCaseError::fail("sums of nim heaps are tame"));
        };
        let sum: MisereGame = parts.iter().copied().sum();
        prop_assert_eq!(tame.first_player_wins(), sum.first_player_wins());
        if let Some(&first) = parts.first() {
            let replaced = tame.replace(first, MisereGame::nim_heap(new)).unwrap();
            let rest: MisereGame = parts[1..].iter().copied().sum();
            prop_assert_eq!(replaced.first_player_wins(), (rest + MisereGame::nim_heap(new)).first_player_wins());
        }
    }
}

/// Every heap's misère Grundy value: 0 exactly when the single heap is a
/// misère P-position by plain search.
#[test]
fn single_heaps_by_search() {
    for name in GAMES {
        let game = HeapGame::parse(name).unwrap();
        let seq = sequence(&game, 16);
        let mut memo = HashMap::new();
        for (n, v) in seq.misere_grundy_values().into_iter().enumerate() {
            assert_eq!(
                v != 0,
                misere_wins(&game, &[n], &mut memo),
                "{name} heap {n}"
            );
        }
    }
}

/// Misère Nim heaps: G-(0) = 1, G-(1) = 0, G-(n) = n for n ≥ 2 (Winning
/// Ways ch. 13); every heap is tame; the sequence is n from 2 on.
#[test]
fn nim_heaps() {
    let seq = sequence(&HeapGame::parse("nim").unwrap(), 20);
    let values = seq.misere_grundy_values();
    assert_eq!(&values[..3], &[1, 0, 2]);
    assert!(values
        .iter()
        .enumerate()
        .skip(2)
        .all(|(n, &v)| v as usize == n));
    assert!(seq.forms().iter().all(|g| g.is_tame()));
    assert_eq!(apparent_period(&values), None);
}

/// "Take 1 or 2" (0.33) in misère play: the player facing a heap of
/// n ≡ 1 (mod 3) loses (Winning Ways ch. 13; checked here by search too),
/// and the misère values repeat with period 3.
#[test]
fn take_one_or_two_is_periodic() {
    let game = HeapGame::parse("take-at-most:2").unwrap();
    let seq = sequence(&game, 40);
    let values = seq.misere_grundy_values();
    let mut memo = HashMap::new();
    for (n, &v) in values.iter().enumerate() {
        // Misère: the player facing n ≡ 1 (mod 3) loses.
        assert_eq!(v == 0, n % 3 == 1, "heap {n}");
        assert_eq!(v != 0, misere_wins(&game, &[n], &mut memo));
    }
    assert_eq!(apparent_period(&values).map(|p| p.1), Some(3));
}

/// A position 10^5 moves deep (a chain: one move each) is searched
/// without deep recursion; a cycle is reported.
#[test]
fn deep_chains_and_cycles() {
    #[derive(Clone, PartialEq, Eq, Hash)]
    struct Chain(u32, bool);
    impl conway::impartial::ImpartialGame for Chain {
        fn options(&self) -> Vec<Chain> {
            match (self.0, self.1) {
                (0, true) => vec![Chain(5, true)],
                (0, false) => vec![],
                (n, c) => vec![Chain(n - 1, c)],
            }
        }
    }
    let mut search = MisereSearch::new();
    let g = search
        .form(&Chain(100_000, false), &Control::unlimited())
        .unwrap();
    // A chain of n moves: the player to move wins when n is even (0 moves: wins).
    assert!(g.first_player_wins());
    assert!(!search
        .form(&Chain(99_999, false), &Control::unlimited())
        .unwrap()
        .first_player_wins());
    assert_eq!(
        search
            .form(&Chain(3, true), &Control::unlimited())
            .unwrap_err(),
        conway::misere::MisereError::Cycle
    );
    // A position budget stops the search.
    let mut fresh = MisereSearch::new();
    let stopped = fresh.form(&Chain(50_000, false), &Control::new(Some(1000), None));
    assert_eq!(
        stopped.unwrap_err(),
        conway::misere::MisereError::Stopped(Stop::Positions(1000))
    );
}
