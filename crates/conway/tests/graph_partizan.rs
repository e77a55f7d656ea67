//! Partizan game graphs (seed 000's coloured graphs): values against plain
//! canonical forms (`common::Form`), the seed's simplest-number rule
//! against the canonical forms, and outcomes and winning moves against
//! plain search over token positions (`graph_search`), on every small DAG
//! and on random graphs with cycles.

use crate::common;
use crate::graph_search;

use common::{canonical, expand, Form};
use conway::graph::{PartizanGraph, PlayResult, TokenMove};
use conway::value::{Game, Outcome, Player};
use graph_search::{lists, names, solve_positions, token_moves, Rng, St};
use std::collections::HashSet;

struct Case {
    n: usize,
    left: Vec<(u32, u32)>,
    right: Vec<(u32, u32)>,
}

impl Case {
    fn graph(&self, tokens: Vec<u32>) -> PartizanGraph {
        PartizanGraph::new(names(self.n), &self.left, &self.right, tokens).unwrap()
    }

    fn succ(&self, player: Player) -> Vec<Vec<u32>> {
        match player {
            Player::Left => lists(self.n, &self.left),
            Player::Right => lists(self.n, &self.right),
        }
    }

    /// The plain game tree of a vertex (only for acyclic graphs).
    fn form(&self, v: u32) -> Form {
        let of = |p: Player| {
            self.succ(p)[v as usize]
                .iter()
                .map(|&w| self.form(w))
                .collect()
        };
        Form::new(of(Player::Left), of(Player::Right))
    }
}

/// A token move `(from, to)` and the status of the position it leads to.
type Scored = ((u32, u32), St);

/// The status of a token position for the player to move, and of the
/// positions after each of that player's moves.
fn search(case: &Case, start: &[u32], mover: Player) -> (St, Vec<Scored>) {
    let (ls, rs) = (case.succ(Player::Left), case.succ(Player::Right));
    let key = (start.to_vec(), mover == Player::Left);
    let status = solve_positions(key.clone(), |(tokens, left)| {
        let succ = if *left { &ls } else { &rs };
        token_moves(succ, tokens)
            .into_iter()
            .map(|(_, t)| (t, !left))
            .collect()
    });
    let succ = if mover == Player::Left { &ls } else { &rs };
    let moves = token_moves(succ, start)
        .into_iter()
        .map(|(m, t)| (m, status[&(t, mover != Player::Left)]))
        .collect();
    (status[&key], moves)
}

fn result_of(st: St, mover: Player) -> PlayResult {
    match (st, mover) {
        (St::Draw, _) => PlayResult::Draw,
        (St::Win, Player::Left) | (St::Loss, Player::Right) => PlayResult::LeftWins,
        _ => PlayResult::RightWins,
    }
}

/// Results and the full set of good moves for each player moving first.
fn check_position(case: &Case, tokens: Vec<u32>) {
    let mut start = tokens.clone();
    start.sort_unstable();
    let s = case.graph(tokens).solve().unwrap();
    for mover in [Player::Left, Player::Right] {
        let (here, moves) = search(case, &start, mover);
        assert_eq!(
            s.result(mover),
            result_of(here, mover),
            "{mover:?} first, left {:?} right {:?} tokens {start:?}",
            case.left,
            case.right
        );
        let good: HashSet<TokenMove> = moves
            .into_iter()
            .filter(|&(_, st)| matches!((here, st), (St::Win, St::Loss) | (St::Draw, St::Draw)))
            .map(|((from, to), _)| TokenMove { from, to })
            .collect();
        let listed: HashSet<TokenMove> = s.moves(mover).iter().copied().collect();
        assert_eq!(listed.len(), s.moves(mover).len(), "repeated moves");
        assert_eq!(
            listed, good,
            "{mover:?} first, left {:?} right {:?} tokens {start:?}",
            case.left, case.right
        );
    }
    let expected = match (s.left_first, s.right_first) {
        (PlayResult::LeftWins, PlayResult::LeftWins) => Some(Outcome::L),
        (PlayResult::RightWins, PlayResult::RightWins) => Some(Outcome::R),
        (PlayResult::LeftWins, PlayResult::RightWins) => Some(Outcome::N),
        (PlayResult::RightWins, PlayResult::LeftWins) => Some(Outcome::P),
        _ => None,
    };
    assert_eq!(s.outcome, expected);
    if let Some(value) = s.value {
        assert_eq!(Some(value.outcome()), s.outcome);
    }
}

/// Each single vertex's results against plain search.
fn check_vertex_results(case: &Case) {
    let s = case.graph(vec![]).solve().unwrap();
    for v in 0..case.n as u32 {
        for (i, mover) in [Player::Left, Player::Right].into_iter().enumerate() {
            let (here, _) = search(case, &[v], mover);
            assert_eq!(s.vertex_results[v as usize][i], result_of(here, mover));
        }
    }
}

/// On an acyclic graph: values against plain canonical forms, and the
/// seed's evaluation against the values.
fn check_values(case: &Case) {
    let s = case.graph(vec![]).solve().unwrap();
    for v in 0..case.n as u32 {
        let value = s.values[v as usize].expect("acyclic");
        assert_eq!(expand(value), canonical(&case.form(v)), "vertex {v}");
        match &s.number_values[v as usize] {
            Some(x) => assert_eq!(value, Game::dyadic(x.clone())),
            // Undefined by the seed's rule: either a successor is
            // undefined, or there is no number between the sides — in the
            // latter case the value is never a number (it would be the
            // simplest number between them).
            None => {
                let defined = |p: Player| {
                    case.succ(p)[v as usize]
                        .iter()
                        .all(|&w| s.number_values[w as usize].is_some())
                };
                if defined(Player::Left) && defined(Player::Right) {
                    assert!(!value.is_number(), "vertex {v} = {value}");
                }
            }
        }
    }
}

/// All coloured DAGs on `n` vertices where edges go from higher to lower
/// index: each pair has no edge, a Left edge, a Right edge, or both.
fn dag(n: usize, mut code: u64) -> Case {
    let mut case = Case {
        n,
        left: vec![],
        right: vec![],
    };
    for i in 0..n as u32 {
        for j in 0..i {
            let c = code % 4;
            code /= 4;
            if c & 1 == 1 {
                case.left.push((i, j));
            }
            if c & 2 == 2 {
                case.right.push((i, j));
            }
        }
    }
    case
}

#[test]
fn every_coloured_dag_on_four_vertices() {
    let n = 4;
    for code in 0..4u64.pow(6) {
        let case = dag(n, code);
        check_values(&case);
        for a in 0..n as u32 {
            for b in a..n as u32 {
                check_position(&case, vec![a, b]);
            }
        }
    }
}

#[test]
fn random_coloured_dags_with_three_tokens() {
    let mut rng = Rng(77);
    for _ in 0..300 {
        let n = 3 + rng.below(4) as usize;
        let pairs = n * (n - 1) / 2;
        let case = dag(n, rng.below(4u64.pow(pairs as u32)));
        check_values(&case);
        let tokens = (0..3).map(|_| rng.below(n as u64) as u32).collect();
        check_position(&case, tokens);
    }
}

#[test]
fn random_coloured_graphs_with_cycles() {
    let mut rng = Rng(2024);
    for round in 0..400 {
        let n = 2 + rng.below(4) as usize;
        let density = [15, 25, 35][round % 3];
        let mut case = Case {
            n,
            left: vec![],
            right: vec![],
        };
        for a in 0..n as u32 {
            for b in 0..n as u32 {
                if rng.chance(density) {
                    case.left.push((a, b));
                }
                if rng.chance(density) {
                    case.right.push((a, b));
                }
            }
        }
        check_vertex_results(&case);
        for _ in 0..3 {
            let k = 1 + rng.below(3) as usize;
            let tokens = (0..k).map(|_| rng.below(n as u64) as u32).collect();
            check_position(&case, tokens);
        }
    }
}

#[test]
fn seed_examples() {
    // Seed 000's three examples of the evaluation: -3.125 < x < 1.5 gives 0,
    // -5.5 < x < -2 gives -3, 1.625 < x < 1.78125 gives 1.75.
    use conway::numeric::Dyadic;
    use conway::partizan::simplest_number::simplest_number;
    let d = |s: &str| Some(s.parse::<Dyadic>().unwrap());
    assert_eq!(simplest_number(&[d("-25/8")], &[d("3/2")]), d("0"));
    assert_eq!(simplest_number(&[d("-11/2")], &[d("-2")]), d("-3"));
    assert_eq!(simplest_number(&[d("13/8")], &[d("57/32")]), d("7/4"));
}

#[test]
fn many_tokens_and_a_long_chain() {
    // A Left chain v_i -L-> v_{i-1}: v_i = {i-1 | } = i, built without
    // recursion along 200 000 vertices; three tokens on the top sum to 3i.
    let n = 200_000u32;
    let left: Vec<(u32, u32)> = (1..n).map(|i| (i, i - 1)).collect();
    let g = PartizanGraph::new(names(n as usize), &left, &[], vec![n - 1; 3]).unwrap();
    let s = g.solve().unwrap();
    assert_eq!(
        s.values[(n - 1) as usize],
        Some(Game::integer(i64::from(n - 1)))
    );
    assert_eq!(s.value, Some(Game::integer(3 * i64::from(n - 1))));
    assert_eq!(s.outcome, Some(Outcome::L));
    assert_eq!(
        s.left_moves,
        [TokenMove {
            from: n - 1,
            to: n - 2
        }]
    );
}

#[test]
fn too_many_loopy_token_positions_is_an_error_not_a_guess() {
    // A 40-cycle both players can go round, with 12 tokens on it: far more
    // than a thousand token positions.
    let n = 40u32;
    let cycle: Vec<(u32, u32)> = (0..n).map(|i| (i, (i + 1) % n)).collect();
    let g = PartizanGraph::new(names(n as usize), &cycle, &cycle, (0..12).collect()).unwrap();
    assert!(matches!(
        g.solve_with_limit(1000),
        Err(conway::graph::GraphError::TooManyPositions { limit: 1000 })
    ));
}
