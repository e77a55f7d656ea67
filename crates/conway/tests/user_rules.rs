//! Games defined by callbacks (`conway::user_games`) checked against the
//! plain recursive definitions written here: the Grundy value as the mex of
//! the options' values, the canonical form as `{ G^L | G^R }` over the
//! options' values (by `Game::new`), with no components and no table but a
//! memo on the exact position. Also: Domineering written as callbacks
//! against the built-in ruleset on every small board; a chain a million
//! moves deep on a small stack; callback errors, cycles and control stops.

use crate::common;

use conway::control::{Control, Stop};
use conway::impartial::heap::HeapGame;
use conway::numeric::Nimber;
use conway::partizan::Solver;
use conway::rulesets::domineering::Domineering;
use conway::user_games::heap::{HeapError, HeapSequence};
use conway::user_games::{
    ComponentMove, Id, ImpartialCallbacks, ImpartialSearch, PartizanCallbacks, PartizanSearch,
    SearchError,
};
use conway::value::{Game, Outcome, Player};
use proptest::prelude::*;
use std::collections::HashMap;

// ---------------------------------------------------------------------------
// Games given by tables: position i moves to positions below i.

/// An impartial game on positions `0..n`: `options[i]` (all below `i`).
/// Positions from `SUM` on are sums `SUM·(a+1) + b` of two table
/// positions, split into components when `split` is set, and otherwise
/// searched through their own options (a move in either part).
#[derive(Clone)]
struct Table {
    options: Vec<Vec<u64>>,
    split: bool,
}

const SUM: u64 = 1 << 20;

fn sum_id(a: u64, b: u64) -> Id {
    SUM * (a + 1) + b
}

fn sum_parts(id: Id) -> Option<(u64, u64)> {
    (id >= SUM).then(|| (id / SUM - 1, id % SUM))
}

/// The options of a table position or of a sum of two.
fn sum_options(options: &dyn Fn(u64) -> Vec<u64>, id: Id) -> Vec<Id> {
    match sum_parts(id) {
        None => options(id),
        Some((a, b)) => {
            let mut out: Vec<Id> = options(a).into_iter().map(|o| sum_id(o, b)).collect();
            out.extend(options(b).into_iter().map(|o| sum_id(a, o)));
            out
        }
    }
}

impl ImpartialCallbacks for Table {
    type Error = String;
    fn options(&mut self, id: Id) -> Result<Vec<Id>, String> {
        Ok(sum_options(&|i| self.options[i as usize].clone(), id))
    }
    fn components(&mut self, id: Id) -> Result<Vec<Id>, String> {
        Ok(match sum_parts(id) {
            Some((a, b)) if self.split => vec![a, b],
            _ => vec![id],
        })
    }
}

/// The Grundy value by the definition.
fn plain_grundy(options: &dyn Fn(Id) -> Vec<Id>, id: Id, memo: &mut HashMap<Id, u64>) -> u64 {
    if let Some(&v) = memo.get(&id) {
        return v;
    }
    let values: Vec<Nimber> = options(id)
        .into_iter()
        .map(|o| Nimber(plain_grundy(options, o, memo)))
        .collect();
    let v = Nimber::mex(values).0;
    memo.insert(id, v);
    v
}

/// Option lists of a random short game on `n` positions.
fn table_options(n: usize) -> impl Strategy<Value = Vec<Vec<u64>>> {
    (1..=n).prop_flat_map(|len| {
        (0..len)
            .map(|i| proptest::collection::vec(0..(i as u64).max(1), 0..=i.min(4)))
            .collect::<Vec<_>>()
            .prop_map(|mut lists| {
                lists[0].clear(); // position 0 has nowhere to go
                lists
            })
    })
}

/// A partizan game on positions `0..n`: Left's and Right's options.
#[derive(Clone)]
struct TwoTables {
    left: Vec<Vec<u64>>,
    right: Vec<Vec<u64>>,
    split: bool,
}

impl TwoTables {
    fn side(&self, player: Player) -> &Vec<Vec<u64>> {
        match player {
            Player::Left => &self.left,
            Player::Right => &self.right,
        }
    }
    fn plain_options(&self, id: Id, player: Player) -> Vec<Id> {
        sum_options(&|i| self.side(player)[i as usize].clone(), id)
    }
}

impl PartizanCallbacks for TwoTables {
    type Error = String;
    fn left_options(&mut self, id: Id) -> Result<Vec<Id>, String> {
        Ok(self.plain_options(id, Player::Left))
    }
    fn right_options(&mut self, id: Id) -> Result<Vec<Id>, String> {
        Ok(self.plain_options(id, Player::Right))
    }
    fn components(&mut self, id: Id) -> Result<Vec<Id>, String> {
        Ok(match sum_parts(id) {
            Some((a, b)) if self.split => vec![a, b],
            _ => vec![id],
        })
    }
}

/// The canonical form by the definition `{ G^L | G^R }`.
fn plain_form(
    options: &dyn Fn(Id, Player) -> Vec<Id>,
    id: Id,
    memo: &mut HashMap<Id, Game>,
) -> Game {
    if let Some(&v) = memo.get(&id) {
        return v;
    }
    let mut side = |player| -> Vec<Game> {
        options(id, player)
            .into_iter()
            .map(|o| plain_form(options, o, memo))
            .collect()
    };
    let left = side(Player::Left);
    let right = side(Player::Right);
    let v = Game::new(&left, &right);
    memo.insert(id, v);
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn impartial_values_and_moves_match_the_definition(lists in table_options(24), split: bool) {
        let n = lists.len() as u64;
        let rules = Table { options: lists.clone(), split };
        let plain_options = |id: Id| sum_options(&|i| lists[i as usize].clone(), id);
        let mut memo = HashMap::new();
        let mut search = ImpartialSearch::new(rules);
        let c = Control::unlimited();
        let mut ids: Vec<Id> = (0..n).collect();
        ids.extend((0..n).flat_map(|a| (0..n).map(move |b| sum_id(a, b))));
        for id in ids {
            let expected = plain_grundy(&plain_options, id, &mut memo);
            prop_assert_eq!(search.grundy_value(id, &c), Ok(Nimber(expected)));
            let outcome = if expected == 0 { Outcome::P } else { Outcome::N };
            prop_assert_eq!(search.outcome(id, &c), Ok(outcome));
            let winning: Vec<Id> = plain_options(id)
                .into_iter()
                .filter(|&o| plain_grundy(&plain_options, o, &mut memo) == 0)
                .collect();
            prop_assert_eq!(search.winning_moves(id, &c), Ok(winning));
            // The nim-sum rule: each component move found leaves value 0,
            // and one exists exactly when the value is not 0.
            let moves = search.component_winning_moves(id, &c).unwrap();
            prop_assert_eq!(moves.is_empty(), expected == 0);
            for m in moves {
                let after = match (split, sum_parts(id)) {
                    (true, Some((_, b))) if m.index == 0 => sum_id(m.option, b),
                    (true, Some((a, _))) => sum_id(a, m.option),
                    _ => m.option,
                };
                prop_assert!(plain_options(id).contains(&after));
                prop_assert_eq!(plain_grundy(&plain_options, after, &mut memo), 0);
            }
        }
    }

    #[test]
    fn partizan_forms_and_moves_match_the_definition(
        left in table_options(12),
        right_seed in table_options(12),
        split: bool,
    ) {
        let n = left.len().min(right_seed.len());
        let left: Vec<Vec<u64>> = left[..n].to_vec();
        let right: Vec<Vec<u64>> = right_seed[..n].to_vec();
        let rules = TwoTables { left, right, split };
        let reference = rules.clone();
        let plain_options = |id: Id, p: Player| reference.plain_options(id, p);
        let mut memo = HashMap::new();
        let mut search = PartizanSearch::new(rules);
        let c = Control::unlimited();
        let n = n as u64;
        let mut ids: Vec<Id> = (0..n).collect();
        ids.extend((0..n).flat_map(|a| (0..n).map(move |b| sum_id(a, b))));
        for id in ids {
            let expected = plain_form(&plain_options, id, &mut memo);
            prop_assert_eq!(search.canonical_form(id, &c), Ok(expected));
            prop_assert_eq!(search.outcome(id, &c), Ok(expected.outcome()));
            for player in [Player::Left, Player::Right] {
                let winning: Vec<Id> = plain_options(id, player)
                    .into_iter()
                    .filter(|&o| {
                        let v = plain_form(&plain_options, o, &mut memo);
                        match player {
                            Player::Left => Game::ZERO.leq(v),
                            Player::Right => v.leq(Game::ZERO),
                        }
                    })
                    .collect();
                prop_assert_eq!(search.winning_moves(id, player, &c), Ok(winning.clone()));
                // Moves in components name the same winning positions.
                let moves = search.component_winning_moves(id, player, &c).unwrap();
                let mut after: Vec<Id> = moves
                    .iter()
                    .map(|m| match (split, sum_parts(id)) {
                        (true, Some((_, b))) if m.index == 0 => sum_id(m.option, b),
                        (true, Some((a, _))) => sum_id(a, m.option),
                        _ => m.option,
                    })
                    .collect();
                let mut expected_after = winning;
                after.sort_unstable();
                expected_after.sort_unstable();
                prop_assert_eq!(after, expected_after);
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Domineering written as callbacks.

/// A Domineering board as an id: `rows` in bits 56.., `cols` in 48..56,
/// and the set of empty cells (row-major) in the low 48 bits.
fn board_id(rows: u64, cols: u64, empty: u64) -> Id {
    rows << 56 | cols << 48 | empty
}

/// Domineering rules from the rules alone: Left places a vertical domino
/// on two empty cells one above the other, Right a horizontal one. With
/// `split`, a board splits into its connected regions of empty cells.
struct DomineeringRules {
    split: bool,
    calls: u64,
}

impl DomineeringRules {
    fn placements(id: Id, player: Player) -> Vec<Id> {
        let (rows, cols, empty) = (id >> 56, id >> 48 & 0xff, id & ((1 << 48) - 1));
        let (dr, dc) = match player {
            Player::Left => (1, 0),
            Player::Right => (0, 1),
        };
        let mut out = Vec::new();
        for r in 0..rows.saturating_sub(dr) {
            for c in 0..cols.saturating_sub(dc) {
                let a = 1u64 << (r * cols + c);
                let b = 1u64 << ((r + dr) * cols + c + dc);
                if empty & a != 0 && empty & b != 0 {
                    out.push(board_id(rows, cols, empty & !a & !b));
                }
            }
        }
        out
    }

    /// The connected regions of empty cells, each as a board of its own.
    fn regions(id: Id) -> Vec<Id> {
        let (rows, cols, mut left) = (id >> 56, id >> 48 & 0xff, id & ((1 << 48) - 1));
        let mut out = Vec::new();
        while left != 0 {
            let mut region = left & left.wrapping_neg();
            let mut todo = vec![region.trailing_zeros() as u64];
            while let Some(cell) = todo.pop() {
                let (r, c) = (cell / cols, cell % cols);
                let neighbours = [
                    (r > 0).then(|| cell - cols),
                    (r + 1 < rows).then(|| cell + cols),
                    (c > 0).then(|| cell - 1),
                    (c + 1 < cols).then(|| cell + 1),
                ];
                for n in neighbours.into_iter().flatten() {
                    if left & 1 << n != 0 && region & 1 << n == 0 {
                        region |= 1 << n;
                        todo.push(n);
                    }
                }
            }
            left &= !region;
            out.push(board_id(rows, cols, region));
        }
        out
    }

    fn text(id: Id) -> String {
        let (rows, cols, empty) = (id >> 56, id >> 48 & 0xff, id & ((1 << 48) - 1));
        common::grid_text(rows as usize, cols as usize, empty)
    }
}

impl PartizanCallbacks for DomineeringRules {
    type Error = String;
    fn left_options(&mut self, id: Id) -> Result<Vec<Id>, String> {
        self.calls += 1;
        Ok(Self::placements(id, Player::Left))
    }
    fn right_options(&mut self, id: Id) -> Result<Vec<Id>, String> {
        self.calls += 1;
        Ok(Self::placements(id, Player::Right))
    }
    fn components(&mut self, id: Id) -> Result<Vec<Id>, String> {
        Ok(if self.split {
            Self::regions(id)
        } else {
            vec![id]
        })
    }
}

#[test]
fn domineering_by_callbacks_matches_the_builtin_on_every_small_board() {
    let builtin = Solver::new();
    let c = Control::unlimited();
    for split in [false, true] {
        let mut search = PartizanSearch::new(DomineeringRules { split, calls: 0 });
        let mut boards = 0;
        for rows in 1..=12u64 {
            for cols in 1..=12 / rows {
                let cells = rows * cols;
                // Every pattern of blocked cells on boards of up to 9
                // cells; the empty board on those up to 12.
                let patterns: Vec<u64> = if cells <= 9 {
                    (0..1 << cells).collect()
                } else {
                    vec![(1 << cells) - 1]
                };
                for empty in patterns {
                    let id = board_id(rows, cols, empty);
                    let text = DomineeringRules::text(id);
                    let expected = builtin.value(&Domineering::parse(&text).unwrap());
                    assert_eq!(search.canonical_form(id, &c), Ok(expected), "{text}");
                    boards += 1;
                }
            }
        }
        assert!(boards > 2000);
    }
    // Known values (Winning Ways, ch. 5): a vertical domino's place is 1
    // (Left's move), a horizontal one's -1, and the 2×2 board is ±1.
    let mut search = PartizanSearch::new(DomineeringRules {
        split: true,
        calls: 0,
    });
    let form = |s: &mut PartizanSearch<DomineeringRules>, r, c, e| {
        s.canonical_form(board_id(r, c, e), &Control::unlimited())
    };
    assert_eq!(form(&mut search, 2, 1, 0b11), Ok(Game::integer(1)));
    assert_eq!(form(&mut search, 1, 2, 0b11), Ok(Game::integer(-1)));
    assert_eq!(
        form(&mut search, 2, 2, 0b1111),
        Ok(Game::switch(Game::integer(1)))
    );
}

#[test]
fn a_position_in_the_table_asks_the_rules_nothing() {
    let mut search = PartizanSearch::new(DomineeringRules {
        split: true,
        calls: 0,
    });
    let c = Control::unlimited();
    let id = board_id(3, 4, 0xfff);
    let first = search.canonical_form(id, &c).unwrap();
    let calls = search.rules().calls;
    assert!(calls > 0);
    assert_eq!(search.canonical_form(id, &c), Ok(first));
    assert_eq!(search.rules().calls, calls);
}

// ---------------------------------------------------------------------------
// Depth, errors, cycles, stops.

/// A chain: n moves to n - 1 (for Left only, in the partizan game).
struct Chain;

impl ImpartialCallbacks for Chain {
    type Error = ();
    fn options(&mut self, n: Id) -> Result<Vec<Id>, ()> {
        Ok((n > 0).then(|| n - 1).into_iter().collect())
    }
}

impl PartizanCallbacks for Chain {
    type Error = ();
    fn left_options(&mut self, n: Id) -> Result<Vec<Id>, ()> {
        Ok((n > 0).then(|| n - 1).into_iter().collect())
    }
    fn right_options(&mut self, _: Id) -> Result<Vec<Id>, ()> {
        Ok(vec![])
    }
}

#[test]
fn a_million_moves_deep_on_a_small_stack() {
    // A 256 KiB stack: one machine frame per move would overflow it.
    let handle = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            let c = Control::unlimited();
            let nimber = ImpartialSearch::new(Chain).grundy_value(1_000_000, &c);
            let game = PartizanSearch::new(Chain).canonical_form(1_000_000, &c);
            (nimber, game)
        })
        .unwrap();
    let (nimber, game) = handle.join().unwrap();
    // A chain of n moves alternates 0, *1, ...; Left's chain is the integer n.
    assert_eq!(nimber, Ok(Nimber(0)));
    assert_eq!(game, Ok(Game::integer(1_000_000)));
}

/// Nim heaps whose rules fail at one heap size.
struct FailsAt(u64);

impl ImpartialCallbacks for FailsAt {
    type Error = String;
    fn options(&mut self, n: Id) -> Result<Vec<Id>, String> {
        if n == self.0 {
            return Err(format!("no rule for {n}"));
        }
        Ok((0..n).collect())
    }
}

#[test]
fn a_failing_callback_aborts_the_search_with_its_own_error() {
    let mut search = ImpartialSearch::new(FailsAt(5));
    let c = Control::unlimited();
    assert_eq!(
        search.grundy_value(9, &c),
        Err(SearchError::Rules("no rule for 5".to_string()))
    );
    // What was solved before the failure stays solved and right.
    assert_eq!(search.grundy_value(4, &c), Ok(Nimber(4)));
    assert_eq!(
        search.winning_moves(5, &c),
        Err(SearchError::Rules("no rule for 5".to_string()))
    );
    // The same rules, fixed, go on from the table.
    search.rules_mut().0 = u64::MAX;
    assert_eq!(search.grundy_value(9, &c), Ok(Nimber(9)));
}

#[test]
fn a_failing_partizan_callback_comes_back_too() {
    struct Fails;
    impl PartizanCallbacks for Fails {
        type Error = &'static str;
        fn left_options(&mut self, n: Id) -> Result<Vec<Id>, &'static str> {
            Ok((n > 0).then(|| n - 1).into_iter().collect())
        }
        fn right_options(&mut self, n: Id) -> Result<Vec<Id>, &'static str> {
            if n == 3 {
                Err("right fails at 3")
            } else {
                Ok(vec![])
            }
        }
        fn components(&mut self, n: Id) -> Result<Vec<Id>, &'static str> {
            if n == 100 {
                Err("cannot split 100")
            } else {
                Ok(vec![n])
            }
        }
    }
    let mut search = PartizanSearch::new(Fails);
    let c = Control::unlimited();
    assert_eq!(search.canonical_form(2, &c), Ok(Game::integer(2)));
    assert_eq!(
        search.canonical_form(10, &c),
        Err(SearchError::Rules("right fails at 3"))
    );
    assert_eq!(
        search.canonical_form(100, &c),
        Err(SearchError::Rules("cannot split 100"))
    );
}

#[test]
fn cycles_are_reported_not_followed() {
    /// 0 -> 1 -> 2 -> 0, and 3 is its own component.
    struct Loop;
    impl ImpartialCallbacks for Loop {
        type Error = ();
        fn options(&mut self, n: Id) -> Result<Vec<Id>, ()> {
            Ok(vec![(n + 1) % 3])
        }
        fn components(&mut self, n: Id) -> Result<Vec<Id>, ()> {
            Ok(if n == 3 { vec![3, 0] } else { vec![n] })
        }
    }
    let mut search = ImpartialSearch::new(Loop);
    let c = Control::unlimited();
    assert!(matches!(
        search.grundy_value(0, &c),
        Err(SearchError::Cycle(_))
    ));
    assert_eq!(search.grundy_value(3, &c), Err(SearchError::Cycle(3)));
}

#[test]
fn the_control_stops_the_search_and_the_table_keeps_its_work() {
    let mut search = ImpartialSearch::new(Chain);
    let budget = Control::new(Some(100), None);
    assert_eq!(
        search.grundy_value(1000, &budget),
        Err(SearchError::Stopped(Stop::Positions(100)))
    );
    // Nothing above the stop was finished; a second control finishes it.
    assert_eq!(
        search.grundy_value(1000, &Control::unlimited()),
        Ok(Nimber(0))
    );
    let cancelled = Control::unlimited();
    cancelled.cancel();
    let mut fresh = PartizanSearch::new(DomineeringRules {
        split: true,
        calls: 0,
    });
    assert_eq!(
        fresh.canonical_form(board_id(4, 4, 0xffff), &cancelled),
        Err(SearchError::Stopped(Stop::Interrupted))
    );
}

#[test]
fn the_value_algebra_is_watched_by_the_control() {
    // One position whose options are twelve switches summed: building
    // their sums' canonical forms is where the work is, not the positions.
    struct Switches;
    impl PartizanCallbacks for Switches {
        type Error = ();
        fn left_options(&mut self, n: Id) -> Result<Vec<Id>, ()> {
            Ok(match n {
                0 => vec![],
                1..=12 => vec![1000 + n],
                1001..=1999 => vec![n - 1],
                _ => vec![],
            })
        }
        fn right_options(&mut self, n: Id) -> Result<Vec<Id>, ()> {
            Ok(if (1..=12).contains(&n) {
                vec![2000 + n]
            } else {
                vec![]
            })
        }
        fn components(&mut self, n: Id) -> Result<Vec<Id>, ()> {
            Ok(if n == 99 { (1..=12).collect() } else { vec![n] })
        }
    }
    // 1000 + n is the integer n, 2000 + n is 0, so n is {n | 0} for
    // 1 <= n <= 12; 99 is their sum.
    // (The search goes first: the algebra's memo tables are shared by the
    // whole process, and would otherwise already hold this sum.)
    let unlimited = Control::unlimited();
    let mut search = PartizanSearch::new(Switches);
    let found = search.canonical_form(99, &unlimited);
    let expected: Game = (1..=12)
        .map(|n| Game::new(&[Game::integer(n)], &[Game::ZERO]))
        .sum();
    assert_eq!(found, Ok(expected));
    // The work counted is mostly the algebra's, not the positions'.
    let positions = search.table_len() as u64;
    assert!(
        unlimited.done() > 2 * positions + 20,
        "{} {positions}",
        unlimited.done()
    );
    // So a budget the positions alone fit in stops the search.
    let budget = Control::new(Some(positions + 10), None);
    let mut fresh = PartizanSearch::new(Switches);
    assert_eq!(
        fresh.canonical_form(99, &budget),
        Err(SearchError::Stopped(Stop::Positions(positions + 10)))
    );
}

// ---------------------------------------------------------------------------
// Heap games given by a move function.

/// A heap game's move function.
type MoveFn = fn(usize) -> Result<Vec<Vec<usize>>, String>;

/// Kayles (0.77) from its rules: knock down one pin or two adjacent pins.
fn kayles(n: usize) -> Result<Vec<Vec<usize>>, String> {
    let mut out = Vec::new();
    for take in 1..=2.min(n) {
        for left in 0..=n - take {
            out.push(vec![left, n - take - left]);
        }
    }
    Ok(out)
}

/// Dawson's Kayles (0.07): knock down two adjacent pins only.
fn dawsons(n: usize) -> Result<Vec<Vec<usize>>, String> {
    Ok((0..=n.saturating_sub(2))
        .filter(|_| n >= 2)
        .map(|left| vec![left, n - 2 - left])
        .collect())
}

/// The subtraction game S = {2, 5, 7}.
fn subtract_257(n: usize) -> Result<Vec<Vec<usize>>, String> {
    Ok([2, 5, 7]
        .into_iter()
        .filter(|&s| s <= n)
        .map(|s| vec![n - s])
        .collect())
}

#[test]
fn move_functions_match_the_builtin_codes() {
    let c = Control::unlimited();
    let cases: [(&str, MoveFn); 3] = [
        ("0.77", kayles),
        ("0.07", dawsons),
        ("0.0300303", subtract_257),
    ];
    for (code, moves) in cases {
        let mut seq = HeapSequence::new();
        seq.extend_to(300, moves, &c).unwrap();
        let builtin: Vec<u64> = HeapGame::parse(code)
            .unwrap()
            .sequence(300)
            .into_iter()
            .map(|v| v.0)
            .collect();
        assert_eq!(seq.values(), builtin.as_slice(), "{code}");
        // The apparent pattern is the certified one of the code.
        let apparent = seq.periodicity().unwrap();
        assert_eq!(apparent.certificate, None);
        let certified = HeapGame::parse(code)
            .unwrap()
            .periodicity(&builtin)
            .unwrap();
        assert_eq!(
            (apparent.period, apparent.preperiod),
            (certified.period, certified.preperiod),
            "{code}"
        );
    }
}

#[test]
fn heap_errors_keep_the_values_before_them() {
    let c = Control::unlimited();
    let mut seq = HeapSequence::new();
    let failing = |n: usize| {
        if n == 20 {
            Err("no moves for 20".to_string())
        } else {
            kayles(n)
        }
    };
    assert_eq!(
        seq.extend_to(50, failing, &c),
        Err(HeapError::Rules("no moves for 20".to_string()))
    );
    assert_eq!(seq.values().len(), 20);
    // A move that leaves the same heap would loop.
    let looping = |n: usize| Ok::<_, String>(vec![vec![n]]);
    assert_eq!(
        seq.extend_to(50, looping, &c),
        Err(HeapError::NotSmaller {
            heap: 20,
            option: vec![20]
        })
    );
    // A budget stops it with exactly that many more values.
    let budget = Control::new(Some(10), None);
    assert_eq!(
        seq.extend_to(50, kayles, &budget),
        Err(HeapError::Stopped(Stop::Positions(10)))
    );
    assert_eq!(seq.values().len(), 30);
    seq.extend_to(50, kayles, &c).unwrap();
    let mut all = HeapSequence::new();
    all.extend_to(50, kayles, &c).unwrap();
    assert_eq!(seq, all);
}

#[test]
fn component_moves_name_their_component() {
    // Two Nim heaps 1000·a + b, as in the library's example, with 6 + 6 + 3.
    struct Heaps;
    impl ImpartialCallbacks for Heaps {
        type Error = ();
        fn options(&mut self, n: Id) -> Result<Vec<Id>, ()> {
            Ok((0..n).collect())
        }
        fn components(&mut self, n: Id) -> Result<Vec<Id>, ()> {
            Ok(if n < 1000 {
                vec![n]
            } else {
                vec![n / 1_000_000, n / 1000 % 1000, n % 1000]
            })
        }
    }
    let mut search = ImpartialSearch::new(Heaps);
    let moves = search
        .component_winning_moves(6_006_003, &Control::unlimited())
        .unwrap();
    // 6 ^ 6 ^ 3 = 3: a heap of 6 goes to 6 ^ 3 = 5, or the heap of 3 to 0.
    let to = |index, component, option| ComponentMove {
        index,
        component,
        option,
    };
    assert_eq!(moves, vec![to(0, 6, 5), to(1, 6, 5), to(2, 3, 0)]);
}
