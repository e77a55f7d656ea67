//! Impartial game graphs: generalised Sprague–Grundy values, winners and
//! winning moves, checked against plain search over token positions
//! (`graph_search`) on every small graph and on many random ones.

use crate::graph_search;

use conway::graph::{Grundy, ImpartialGraph, TokenMove, Winner};
use graph_search::{lists, names, solve_positions, token_moves, Rng, St};
use std::collections::{HashMap, HashSet};

fn graph(n: usize, edges: &[(u32, u32)], tokens: Vec<u32>) -> ImpartialGraph {
    ImpartialGraph::new(names(n), edges, tokens).unwrap()
}

fn winner_of(st: St) -> Winner {
    match st {
        St::Win => Winner::First,
        St::Loss => Winner::Second,
        St::Draw => Winner::Draw,
    }
}

/// The values, checked by their meaning: a vertex of value `k` plus a Nim
/// heap of size `j` is a loss for the player to move exactly when `j = k`;
/// a vertex of value `∞_K` plus a heap `j` is a win when `j ∈ K` and a draw
/// otherwise (Smith 1966; Siegel, CGT IV.4). The heaps are added to the
/// graph as vertices `h_j -> h_i` for all `i < j`.
fn check_values(n: usize, edges: &[(u32, u32)]) {
    let values = graph(n, edges, vec![]).solve().values;
    let heaps = n + 1;
    let mut all = edges.to_vec();
    for j in 0..heaps {
        for i in 0..j {
            all.push(((n + j) as u32, (n + i) as u32));
        }
    }
    let succ = lists(n + heaps, &all);
    for v in 0..n as u32 {
        for j in 0..heaps as u32 {
            let mut start = vec![v, n as u32 + j];
            start.sort_unstable();
            let st = solve_positions(start.clone(), |s| {
                token_moves(&succ, s).into_iter().map(|(_, t)| t).collect()
            })[&start];
            let expected = match &values[v as usize] {
                Grundy::Finite(k) if *k == j as u64 => St::Loss,
                Grundy::Finite(_) => St::Win,
                Grundy::Infinite(k) if k.contains(&(j as u64)) => St::Win,
                Grundy::Infinite(_) => St::Draw,
            };
            assert_eq!(
                st, expected,
                "vertex {v} + *{j}, edges {edges:?}, values {values:?}"
            );
        }
    }
}

/// The token position: winner and the full set of good moves against plain
/// search; and following the first listed move wins in finitely many moves
/// against every defence.
fn check_position(n: usize, edges: &[(u32, u32)], tokens: Vec<u32>) {
    let succ = lists(n, edges);
    let mut start = tokens.clone();
    start.sort_unstable();
    let status = solve_positions(start.clone(), |s| {
        token_moves(&succ, s).into_iter().map(|(_, t)| t).collect()
    });
    let s = graph(n, edges, tokens).solve();
    let here = status[&start];
    assert_eq!(
        s.winner,
        winner_of(here),
        "edges {edges:?} tokens {start:?}"
    );
    assert_eq!(s.value.winner(), s.winner);
    let good: HashSet<TokenMove> = token_moves(&succ, &start)
        .into_iter()
        .filter(|(_, t)| {
            matches!(
                (here, status[t]),
                (St::Win, St::Loss) | (St::Draw, St::Draw)
            )
        })
        .map(|((from, to), _)| TokenMove { from, to })
        .collect();
    let listed: HashSet<TokenMove> = s.winning_moves.iter().copied().collect();
    assert_eq!(listed.len(), s.winning_moves.len(), "repeated moves");
    assert_eq!(listed, good, "edges {edges:?} tokens {start:?}");
    if here == St::Win {
        check_strategy_terminates(n, edges, &succ, start);
    }
}

/// Plays the first listed move at every turn of the winner, and every move
/// of the loser: the positions reached must form no cycle.
fn check_strategy_terminates(n: usize, edges: &[(u32, u32)], succ: &[Vec<u32>], start: Vec<u32>) {
    // A node is (position, winner to move?); marks: 0 on the path, 1 done.
    type Node = (Vec<u32>, bool);
    let mut mark: HashMap<Node, u8> = HashMap::new();
    let mut stack: Vec<(Node, Vec<Vec<u32>>)> = Vec::new();
    let next_of = |pos: &Vec<u32>, ours: bool| -> Vec<Vec<u32>> {
        if ours {
            let s = graph(n, edges, pos.clone()).solve();
            let m = s.winning_moves[0];
            let mut t = pos.clone();
            let i = t.iter().position(|&x| x == m.from).unwrap();
            t[i] = m.to;
            t.sort_unstable();
            vec![t]
        } else {
            token_moves(succ, pos).into_iter().map(|(_, t)| t).collect()
        }
    };
    let root = (start, true);
    mark.insert(root.clone(), 0);
    stack.push((root.clone(), next_of(&root.0, true)));
    while let Some((node, children)) = stack.last_mut() {
        match children.pop() {
            Some(child) => {
                let key = (child, !node.1);
                match mark.get(&key) {
                    Some(0) => panic!("the winning strategy cycles: edges {edges:?}, at {key:?}"),
                    Some(_) => {}
                    None => {
                        mark.insert(key.clone(), 0);
                        let kids = next_of(&key.0, key.1);
                        stack.push((key, kids));
                    }
                }
            }
            None => {
                let (node, _) = stack.pop().unwrap();
                mark.insert(node, 1);
            }
        }
    }
}

/// All digraphs on `n` vertices (self-loops included) whose edge set has
/// bit `i` of `mask` for the `i`-th ordered pair.
fn digraph(n: usize, mask: u64) -> Vec<(u32, u32)> {
    let mut edges = Vec::new();
    for i in 0..n * n {
        if mask >> i & 1 == 1 {
            edges.push(((i / n) as u32, (i % n) as u32));
        }
    }
    edges
}

#[test]
fn every_digraph_on_three_vertices() {
    let n = 3;
    for mask in 0..1u64 << (n * n) {
        let edges = digraph(n, mask);
        check_values(n, &edges);
        for a in 0..n as u32 {
            check_position(n, &edges, vec![a]);
            for b in a..n as u32 {
                check_position(n, &edges, vec![a, b]);
            }
        }
    }
}

#[test]
fn random_digraphs() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for round in 0..600 {
        let n = 2 + rng.below(5) as usize;
        let density = [12, 25, 40][round % 3];
        let edges: Vec<(u32, u32)> = (0..n * n)
            .filter(|_| rng.chance(density))
            .map(|i| ((i / n) as u32, (i % n) as u32))
            .collect();
        check_values(n, &edges);
        for _ in 0..4 {
            let k = 1 + rng.below(3) as usize;
            let tokens = (0..k).map(|_| rng.below(n as u64) as u32).collect();
            check_position(n, &edges, tokens);
        }
    }
}

#[test]
fn random_dags_match_the_mex_rule() {
    // Seed 000: on a DAG the value is the mex of the successors' values.
    let mut rng = Rng(12345);
    for _ in 0..200 {
        let n = 1 + rng.below(40) as usize;
        let edges: Vec<(u32, u32)> = (0..n)
            .flat_map(|i| (0..i).map(move |j| (i as u32, j as u32)))
            .filter(|_| rng.chance(20))
            .collect();
        let values = graph(n, &edges, vec![]).solve().values;
        let succ = lists(n, &edges);
        let mut plain = vec![0u64; n];
        for v in 0..n {
            let seen: HashSet<u64> = succ[v].iter().map(|&w| plain[w as usize]).collect();
            plain[v] = (0..).find(|g| !seen.contains(g)).unwrap();
            assert_eq!(values[v], Grundy::Finite(plain[v]));
        }
    }
}

#[test]
fn seed_rule_move_comes_first() {
    // Heaps as vertices: h_j -> h_i for i < j is Nim. Tokens 3, 5, 6 have
    // nim-sum 0 (second player wins); 3, 5, 7 have nim-sum 1, and only 3, 5
    // and 7 have its top bit (bit 0): the seed's rule moves the largest,
    // 7 -> 6 (Winning Ways ch. 2: Nim).
    let n = 8;
    let edges: Vec<(u32, u32)> = (0..n).flat_map(|j| (0..j).map(move |i| (j, i))).collect();
    let s = graph(n as usize, &edges, vec![3, 5, 6]).solve();
    assert_eq!(
        (s.value.clone(), s.winner),
        (Grundy::Finite(0), Winner::Second)
    );
    assert!(s.winning_moves.is_empty());
    let s = graph(n as usize, &edges, vec![3, 5, 7]).solve();
    assert_eq!(
        (s.value.clone(), s.winner),
        (Grundy::Finite(1), Winner::First)
    );
    assert_eq!(s.winning_moves[0], TokenMove { from: 7, to: 6 });
    assert_eq!(s.winning_moves.len(), 3); // 3 -> 2, 5 -> 4, 7 -> 6
}

#[test]
fn a_chain_of_a_million_vertices_does_not_overflow_the_stack() {
    // v_i -> v_{i-1}: values alternate 0, 1 (a path of length i).
    let n = 1_000_000u32;
    let edges: Vec<(u32, u32)> = (1..n).map(|i| (i, i - 1)).collect();
    let s = graph(n as usize, &edges, vec![n - 1]).solve();
    assert_eq!(s.values[0], Grundy::Finite(0));
    assert_eq!(s.values[(n - 1) as usize], Grundy::Finite(1));
    assert!(s
        .values
        .iter()
        .enumerate()
        .all(|(i, g)| *g == Grundy::Finite(i as u64 % 2)));
    assert_eq!(
        s.winning_moves,
        [TokenMove {
            from: n - 1,
            to: n - 2
        }]
    );
    // Closing the chain into a cycle of even length: every vertex is ∞.
    let mut cycle = edges.clone();
    cycle.push((0, n - 1));
    let s = graph(n as usize, &cycle, vec![0]).solve();
    assert!(s.values.iter().all(|g| *g == Grundy::Infinite(vec![])));
    assert_eq!(s.winner, Winner::Draw);
}
