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
    /// What is known of each state, by [`StateCode`].
    table: StateTable,
}

/// What is known of a state: nothing, its winner, or (during one pass)
/// its place in the pass's list of states.
type StateCode = u32;
const UNSEEN: StateCode = 0;
/// Right forces a win: Left runs out of moves.
const RIGHT_WINS: StateCode = 1;
/// Left survives for ever.
const LEFT_SURVIVES: StateCode = 2;
/// Codes from here on are `FIRST_LOCAL + place` in the current pass.
const FIRST_LOCAL: StateCode = 3;

/// Graphs of at most this many nodes keep their states in a flat array
/// (`2n²` codes, 128 MiB at most); larger ones in a hash map.
const FLAT_NODES: usize = 4_096;

/// The codes of all states: a flat array indexed by `(x, y, turn)` for
/// small graphs (no hashing, no rehashing), a hash map otherwise.
enum StateTable {
    Flat { nodes: usize, codes: Vec<StateCode> },
    Hashed(FxHashMap<State, StateCode>),
}

impl Default for StateTable {
    fn default() -> StateTable {
        StateTable::Flat {
            nodes: 0,
            codes: Vec::new(),
        }
    }
}

impl StateTable {
    /// Makes room for states of a graph of `nodes` nodes, keeping what is
    /// known (a flat table grows into a hash map).
    fn fit(&mut self, nodes: usize) {
        let StateTable::Flat { nodes: n, codes } = self else {
            return;
        };
        if nodes <= *n {
            return;
        }
        let known: Vec<(State, StateCode)> = codes
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c != UNSEEN)
            .map(|(i, &c)| (flat_state(*n, i), c))
            .collect();
        *self = if nodes <= FLAT_NODES {
            StateTable::Flat {
                nodes,
                codes: vec![UNSEEN; 2 * nodes * nodes],
            }
        } else {
            StateTable::Hashed(FxHashMap::default())
        };
        for (s, c) in known {
            self.set(s, c);
        }
    }

    fn get(&self, s: State) -> StateCode {
        match self {
            StateTable::Flat { nodes, codes } => codes[flat_index(*nodes, s)],
            StateTable::Hashed(map) => map.get(&s).copied().unwrap_or(UNSEEN),
        }
    }

    fn set(&mut self, s: State, code: StateCode) {
        match self {
            StateTable::Flat { nodes, codes } => codes[flat_index(*nodes, s)] = code,
            StateTable::Hashed(map) => {
                map.insert(s, code);
            }
        }
    }

    /// How many states are decided.
    #[cfg(test)]
    fn decided(&self) -> usize {
        match self {
            StateTable::Flat { codes, .. } => codes.iter().filter(|&&c| c != UNSEEN).count(),
            StateTable::Hashed(map) => map.len(),
        }
    }
}

/// The place of a state in a flat table for `nodes` nodes.
fn flat_index(nodes: usize, (x, y, right): State) -> usize {
    2 * (x as usize * nodes + y as usize) + right as usize
}

/// The state at a place of a flat table for `nodes` nodes.
fn flat_state(nodes: usize, i: usize) -> State {
    let pair = i / 2;
    ((pair / nodes) as Node, (pair % nodes) as Node, i % 2 == 1)
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
        self.table.fit(graph.len());
        if self.table.get(start) == UNSEEN {
            self.decide(graph, start);
        }
        self.table.get(start) == LEFT_SURVIVES
    }
}

impl LazyOrder {
    /// How many positions have been decided (a measure of the work done).
    #[cfg(test)]
    pub(crate) fn decided(&self) -> usize {
        self.table.decided()
    }

    /// Decides `start` and every undecided state reachable from it: a
    /// retrograde pass in which decided states are leaves.
    fn decide(&mut self, graph: &Graph, start: State) {
        let table = &mut self.table;
        let mut states = vec![start];
        table.set(start, FIRST_LOCAL);
        // Edges between new states, as (successor, predecessor), and per
        // state the count of Left's moves not yet known to lose.
        let mut edges: Vec<(u32, u32)> = Vec::new();
        let mut alive: Vec<u32> = Vec::new();
        let mut won: Vec<bool> = Vec::new();
        let mut head = 0;
        while head < states.len() {
            if head % 1024 == 0 {
                crate::control::poll_point();
            }
            let s = states[head];
            let mut count = 0;
            let mut right_wins_now = false;
            for t in successors(graph, s) {
                match table.get(t) {
                    RIGHT_WINS => right_wins_now |= s.2,
                    LEFT_SURVIVES => count += 1,
                    code => {
                        let place = if code == UNSEEN {
                            let place = states.len() as u32;
                            table.set(t, FIRST_LOCAL + place);
                            states.push(t);
                            place
                        } else {
                            code - FIRST_LOCAL
                        };
                        edges.push((place, head as u32));
                        count += 1;
                    }
                }
            }
            // Left to move loses with no move that does not lose.
            won.push(right_wins_now || (!s.2 && count == 0));
            alive.push(count);
            head += 1;
        }
        let preds = Predecessors::new(states.len(), &edges);
        let mut queue: Vec<usize> = (0..states.len()).filter(|&i| won[i]).collect();
        while let Some(t) = queue.pop() {
            for &p in preds.of(t) {
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
        for (s, w) in states.into_iter().zip(won) {
            table.set(s, if w { RIGHT_WINS } else { LEFT_SURVIVES });
        }
    }
}

/// The predecessors of every state of a pass, from (successor,
/// predecessor) pairs, in one array (grouped by successor).
struct Predecessors {
    start: Vec<usize>,
    list: Vec<u32>,
}

impl Predecessors {
    fn new(n: usize, edges: &[(u32, u32)]) -> Predecessors {
        let mut start = vec![0; n + 1];
        for &(t, _) in edges {
            start[t as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut next = start.clone();
        let mut list = vec![0; edges.len()];
        for &(t, p) in edges {
            list[next[t as usize]] = p;
            next[t as usize] += 1;
        }
        Predecessors { start, list }
    }

    fn of(&self, t: usize) -> &[u32] {
        &self.list[self.start[t]..self.start[t + 1]]
    }
}

#[cfg(test)]
mod tests {
    use super::LazyOrder;
    use super::{StateTable, StopperOrder, FLAT_NODES, LEFT_SURVIVES, RIGHT_WINS, UNSEEN};
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
        // The same with the states in a hash map (as for large graphs).
        let mut hashed = LazyOrder {
            table: StateTable::Hashed(Default::default()),
        };
        for a in 0..g.len() as u32 {
            for b in 0..g.len() as u32 {
                assert_eq!(hashed.ge(&g, a, b), all.ge(a, b), "{a} >= {b}");
            }
        }
        assert_eq!(hashed.decided(), lazy.decided());
    }

    #[test]
    fn a_growing_table_keeps_what_it_knows() {
        let mut table = StateTable::default();
        table.fit(3);
        table.set((2, 1, true), RIGHT_WINS);
        table.set((0, 2, false), LEFT_SURVIVES);
        for nodes in [10, FLAT_NODES + 1] {
            table.fit(nodes);
            assert_eq!(table.get((2, 1, true)), RIGHT_WINS);
            assert_eq!(table.get((0, 2, false)), LEFT_SURVIVES);
            assert_eq!(table.get((2, 1, false)), UNSEEN);
            assert_eq!(table.decided(), 2);
        }
        assert!(matches!(table, StateTable::Hashed(_)));
    }
}
