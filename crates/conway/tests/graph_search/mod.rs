//! Plain game-tree search over token positions, for checking the graph
//! solvers: a position is the sorted multiset of token vertices (and, for
//! partizan graphs, the player to move). Statuses come from the bare
//! fixpoint definition — repeat until nothing changes: a position is a
//! loss if every move leads to a win (or there is none), a win if some move
//! leads to a loss; what is left is a draw. No counters, no ordering, no
//! values.
#![allow(dead_code)]

use std::collections::HashMap;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum St {
    Win,
    Loss,
    Draw,
}

/// A small deterministic random number generator (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// Every multiset reachable from `start`, where `moves(state)` lists the
/// positions one move away, with its status for the player to move.
pub fn solve_positions<S: Clone + Eq + std::hash::Hash>(
    start: S,
    moves: impl Fn(&S) -> Vec<S>,
) -> HashMap<S, St> {
    let mut succ: HashMap<S, Vec<S>> = HashMap::new();
    let mut todo = vec![start];
    while let Some(s) = todo.pop() {
        if succ.contains_key(&s) {
            continue;
        }
        let next = moves(&s);
        todo.extend(next.iter().cloned());
        succ.insert(s, next);
    }
    let mut status: HashMap<S, Option<St>> = succ.keys().map(|s| (s.clone(), None)).collect();
    loop {
        let mut changed = false;
        for (s, next) in &succ {
            if status[s].is_some() {
                continue;
            }
            let new = if next.iter().any(|t| status[t] == Some(St::Loss)) {
                Some(St::Win)
            } else if next.iter().all(|t| status[t] == Some(St::Win)) {
                Some(St::Loss)
            } else {
                None
            };
            if new.is_some() {
                status.insert(s.clone(), new);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    status
        .into_iter()
        .map(|(s, st)| (s, st.unwrap_or(St::Draw)))
        .collect()
}

/// The multisets one token move away along `succ`, with the move.
pub fn token_moves(succ: &[Vec<u32>], tokens: &[u32]) -> Vec<((u32, u32), Vec<u32>)> {
    let mut out = Vec::new();
    for (i, &u) in tokens.iter().enumerate() {
        if i > 0 && tokens[i - 1] == u {
            continue;
        }
        for &w in &succ[u as usize] {
            let mut next = tokens.to_vec();
            next[i] = w;
            next.sort_unstable();
            out.push(((u, w), next));
        }
    }
    out
}

/// Successor lists from an edge list (repeats removed).
pub fn lists(n: usize, edges: &[(u32, u32)]) -> Vec<Vec<u32>> {
    let mut succ = vec![Vec::new(); n];
    for &(a, b) in edges {
        if !succ[a as usize].contains(&b) {
            succ[a as usize].push(b);
        }
    }
    succ
}

pub fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("v{i}")).collect()
}
