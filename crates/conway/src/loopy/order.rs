//! The order of stopper nodes, asked pair by pair: [`LazyOrder`] decides
//! `a ≥ b` by a retrograde pass over only the positions `x − y` reachable
//! from `a − b` that no earlier question decided, and keeps every answer.
//! The same survival rule as [`Survival`] (Siegel, *Combinatorial Game
//! Theory*, ch. VI, Theorem 1.9): `a ≥ b` when Left, moving second in
//! `a − b`, is never left without a move.

use super::graph::{Graph, Node};
use super::stopper::Survival;
use crate::value::Player;
use rustc_hash::FxHashMap;

/// Answers `a ≥ b` for nodes of a stopper graph. The graph may change
/// between questions as long as no node changes its value (as when
/// options are simplified away).
pub(crate) trait StopperOrder {
    /// Is `a ≥ b`?
    fn ge(&mut self, graph: &Graph, a: Node, b: Node) -> bool;
}

impl StopperOrder for Survival {
    fn ge(&mut self, _graph: &Graph, a: Node, b: Node) -> bool {
        Survival::ge(self, a, b)
    }
}

/// A position `x − y` with a player to move (`true`: Right).
type State = (Node, Node, bool);

/// The order of nodes decided on demand, with every decided position of
/// every difference remembered.
#[derive(Default)]
pub(crate) struct LazyOrder {
    /// Does Right force a win (Left runs out of moves) from this state?
    right_wins: FxHashMap<State, bool>,
}

/// The states reachable from a state in one move, Left's or Right's by
/// who is to move: in `x − y` Left moves to `x^L − y` or `x − y^R`, Right
/// to `x^R − y` or `x − y^L`.
fn successors(graph: &Graph, (x, y, right): State) -> impl Iterator<Item = State> + '_ {
    let mover = if right { Player::Right } else { Player::Left };
    let first = graph
        .options(x, mover)
        .iter()
        .map(move |&x2| (x2, y, !right));
    first.chain(
        graph
            .options(y, mover.opponent())
            .iter()
            .map(move |&y2| (x, y2, !right)),
    )
}

impl StopperOrder for LazyOrder {
    fn ge(&mut self, graph: &Graph, a: Node, b: Node) -> bool {
        let start = (a, b, true);
        if !self.right_wins.contains_key(&start) {
            self.decide(graph, start);
        }
        !self.right_wins[&start]
    }
}

impl LazyOrder {
    /// How many positions have been decided (a measure of the work done).
    #[cfg(test)]
    pub(crate) fn decided(&self) -> usize {
        self.right_wins.len()
    }

    /// Decides `start` and every undecided state reachable from it: a
    /// retrograde pass in which decided states are leaves.
    fn decide(&mut self, graph: &Graph, start: State) {
        let mut index: FxHashMap<State, u32> = FxHashMap::default();
        let mut states = vec![start];
        index.insert(start, 0);
        // Edges between new states, as (successor, predecessor), and per
        // state the count of Left's moves not yet known to lose.
        let mut edges: Vec<(u32, u32)> = Vec::new();
        let mut alive: Vec<u32> = Vec::new();
        let mut won: Vec<bool> = Vec::new();
        let mut head = 0;
        while head < states.len() {
            let s = states[head];
            let mut count = 0;
            let mut right_wins_now = false;
            for t in successors(graph, s) {
                match self.right_wins.get(&t) {
                    Some(&true) => right_wins_now |= s.2,
                    Some(&false) => count += 1,
                    None => {
                        let next = states.len() as u32;
                        let i = *index.entry(t).or_insert_with(|| {
                            states.push(t);
                            next
                        });
                        edges.push((i, head as u32));
                        count += 1;
                    }
                }
            }
            // Left to move loses with no move that does not lose.
            won.push(right_wins_now || (!s.2 && count == 0));
            alive.push(count);
            head += 1;
        }
        let preds = predecessor_lists(states.len(), &edges);
        let mut queue: Vec<usize> = (0..states.len()).filter(|&i| won[i]).collect();
        while let Some(t) = queue.pop() {
            for &p in &preds[t] {
                let p = p as usize;
                if won[p] {
                    continue;
                }
                let right_to_move = states[p].2;
                if !right_to_move {
                    alive[p] -= 1;
                }
                if right_to_move || alive[p] == 0 {
                    won[p] = true;
                    queue.push(p);
                }
            }
        }
        self.right_wins.extend(states.into_iter().zip(won));
    }
}

/// Predecessors of every state from (successor, predecessor) pairs.
fn predecessor_lists(n: usize, edges: &[(u32, u32)]) -> Vec<Vec<u32>> {
    let mut preds = vec![Vec::new(); n];
    for &(t, p) in edges {
        preds[t as usize].push(p);
    }
    preds
}

#[cfg(test)]
mod tests {
    use super::{LazyOrder, StopperOrder};
    use crate::loopy::{LoopyGame, Survival};

    #[test]
    fn lazy_order_agrees_with_the_order_of_all_pairs() {
        // over = {0|pass} > 0 (Winning Ways ch. 11), on above everything.
        let mut g = LoopyGame::over().graph().clone();
        let on = g.append(LoopyGame::on().graph());
        let upon = g.append(LoopyGame::upon().graph());
        let all = Survival::compute(&g, &g);
        let mut lazy = LazyOrder::default();
        for a in 0..g.len() as u32 {
            for b in 0..g.len() as u32 {
                assert_eq!(lazy.ge(&g, a, b), all.ge(a, b), "{a} >= {b}");
            }
        }
        assert!(lazy.ge(&g, on, upon) && !lazy.ge(&g, upon, on));
        assert!(lazy.decided() > 0);
    }
}
