//! Generalised Sprague–Grundy values of impartial game graphs, cycles
//! allowed, and the winner and winning moves of a token position.
//!
//! # Values
//!
//! On an acyclic graph the Grundy value of a vertex is the mex of its
//! successors' values (Sprague–Grundy). On a graph with cycles a vertex may allow
//! play to go on for ever, and the value is generalised (Smith, "Graphs and
//! composite games", 1966; Fraenkel & Yesha, "The generalized Sprague–Grundy
//! function and its invariance under certain mappings", 1986; Siegel,
//! *Combinatorial Game Theory*, IV.4): a vertex gets a finite value `m` when
//! `m` is the mex of its successors' finite values and every successor of
//! larger or infinite value can move back to a vertex of value `m`; every
//! other vertex gets `∞_K`, where `K` is the set of finite values of its
//! successors ([`Grundy::Infinite`]).
//!
//! The values are found round by round, `m = 0, 1, 2, …` (Fraenkel–Yesha's
//! labelling): in round `m`, a vertex that is still unlabelled, has
//! successors of every value below `m` and none of value `m`, is labelled
//! `m` as soon as each of its unlabelled successors has a successor
//! labelled `m`. Counters make each round a work-list algorithm (like
//! retrograde analysis): a vertex is looked at when one of its successors
//! changes, never by scanning. No recursion is used, so a chain of a
//! million vertices is as easy as any other graph. A round touches only the
//! edges into vertices that change in it; the largest finite value is at
//! most `√(2E)`, so the worst case is `O(E·√E)` and typical graphs take a
//! few passes over the edges. Vertices left unlabelled when no vertex has
//! all the values below the next round's `m` are infinite.
//!
//! The order in which vertices are labelled is kept as a counter `c`; if
//! `u` has value `m` and a successor `v` of larger or infinite value, then
//! `v` has a successor `w` of value `m` with `c(w) < c(u)` (because `u` was
//! labelled only after `v` had such a successor).
//!
//! # Sums of tokens
//!
//! The value of a position with several tokens is the nim-sum of their
//! values, with `a ⊕ ∞_K = ∞_{a⊕K}` and `∞_K ⊕ ∞_L = ∞_∅` (Smith; Siegel
//! IV.4). A position of value `0` is a second-player win; a finite nonzero
//! value, or `∞_K` with `0 ∈ K`, a first-player win; any other `∞_K` a draw
//! ([`Grundy::winner`]). So two or more tokens on infinite vertices always
//! draw.
//!
//! # Winning moves
//!
//! [`ImpartialSolution::winning_moves`] lists every move to a position the
//! opponent loses (or, in a drawn position, every move that keeps the
//! draw). The first one is the move of Bouton's top-bit rule: when the nim-sum
//! `x` of finite values is nonzero, a token on a vertex whose value `g` has
//! the top bit of `x` moves to a vertex of value `g ⊕ x < g`. When several
//! tokens qualify, the one of largest value (and then largest counter)
//! moves, to the qualifying successor of smallest counter; when one token
//! is on an infinite vertex, it moves to a successor of the value that
//! makes the sum zero, of smallest counter. On a graph with cycles this
//! choice makes following the first move always win in finitely many
//! moves: measured by the multiset of (value, counter) pairs of the tokens
//! (ordered as multisets), each of the opponent's moves followed by ours
//! goes strictly down — an opponent's move that lowers a value is followed
//! by our move that lowers another, and one that raises a token's value is
//! answered by moving a token of the new top value back down, to a counter
//! no larger than the reversing successor's, which is below the old one.

use super::{token_counts, Adjacency, ImpartialGraph, TokenMove, Vertex};
use crate::control::{unbounded, Control, Stop};
use std::fmt;

/// The generalised Sprague–Grundy value of a vertex or a position.
///
/// ```
/// use conway::graph::{Grundy, Winner};
/// let inf = Grundy::Infinite(vec![0, 2]);
/// assert_eq!(inf.to_string(), "∞{0,2}");
/// assert_eq!(inf.ascii(), "inf{0,2}");
/// assert_eq!(inf.winner(), Winner::First); // 0 is among the values it reaches
/// // ∞{0,2} + *2 = ∞{2,0}: still a first-player win; + *1 = ∞{1,3}: a draw.
/// assert_eq!(Grundy::sum([&inf, &Grundy::Finite(1)]), Grundy::Infinite(vec![1, 3]));
/// assert_eq!(Grundy::sum([&inf, &Grundy::Finite(1)]).winner(), Winner::Draw);
/// assert_eq!(Grundy::sum([&inf, &inf]), Grundy::Infinite(vec![]));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Grundy {
    /// A nimber: the position is equivalent to a Nim heap of this size.
    Finite(u64),
    /// `∞_K`: play can go on for ever; `K` (sorted, no repeats) is the set
    /// of finite values reachable in one move.
    Infinite(Vec<u64>),
}

/// Who wins an impartial position with best play.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Winner {
    /// The player to move wins (an N-position).
    First,
    /// The player to move loses (a P-position).
    Second,
    /// Neither player can force a win: with best play, play never ends.
    Draw,
}

impl fmt::Display for Winner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Winner::First => "first",
            Winner::Second => "second",
            Winner::Draw => "draw",
        })
    }
}

impl Grundy {
    /// The finite value, if it is one.
    pub fn finite(&self) -> Option<u64> {
        match self {
            Grundy::Finite(g) => Some(*g),
            Grundy::Infinite(_) => None,
        }
    }

    /// Who wins a position of this value: `0` loses for the player to
    /// move, other finite values win, and `∞_K` wins exactly when `0 ∈ K`
    /// (a move to a position of value `0`) and draws otherwise.
    pub fn winner(&self) -> Winner {
        match self {
            Grundy::Finite(0) => Winner::Second,
            Grundy::Finite(_) => Winner::First,
            Grundy::Infinite(k) if k.binary_search(&0).is_ok() => Winner::First,
            Grundy::Infinite(_) => Winner::Draw,
        }
    }

    /// The value of a disjunctive sum: the nim-sum, where a finite `a` added
    /// to `∞_K` gives `∞_{a⊕K}` and two infinite values give `∞_∅`.
    pub fn sum<'a>(values: impl IntoIterator<Item = &'a Grundy>) -> Grundy {
        let mut x = 0;
        let mut infinite: Option<&Vec<u64>> = None;
        let mut count = 0;
        for v in values {
            match v {
                Grundy::Finite(g) => x ^= g,
                Grundy::Infinite(k) => {
                    count += 1;
                    infinite = Some(k);
                }
            }
        }
        match (count, infinite) {
            (0, _) | (_, None) => Grundy::Finite(x),
            (1, Some(k)) => {
                let mut shifted: Vec<u64> = k.iter().map(|a| a ^ x).collect();
                shifted.sort_unstable();
                Grundy::Infinite(shifted)
            }
            _ => Grundy::Infinite(Vec::new()),
        }
    }

    /// ASCII notation for machine-readable output: `3`, `inf{0,2}`, and
    /// `inf` for `∞_∅`.
    pub fn ascii(&self) -> String {
        self.notation("inf")
    }

    fn notation(&self, infinity: &str) -> String {
        match self {
            Grundy::Finite(g) => g.to_string(),
            Grundy::Infinite(k) if k.is_empty() => infinity.to_owned(),
            Grundy::Infinite(k) => {
                let list: Vec<String> = k.iter().map(u64::to_string).collect();
                format!("{infinity}{{{}}}", list.join(","))
            }
        }
    }
}

impl fmt::Display for Grundy {
    /// `3`, `∞{0,2}` (Siegel's `∞_{0,2}`), and `∞` for `∞_∅`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.notation("∞"))
    }
}

/// Everything [`ImpartialGraph::solve`] finds.
#[derive(Clone, Debug)]
pub struct ImpartialSolution {
    /// The value of each vertex.
    pub values: Vec<Grundy>,
    /// The value of the token position (the sum over the tokens).
    pub value: Grundy,
    /// Who wins the token position.
    pub winner: Winner,
    /// For a first-player win, every move to a position of value `0`; for a
    /// draw, every move that keeps the draw; for a second-player win,
    /// nothing. The first is the one to play (see the [module
    /// docs](self)); the others follow in token and edge order.
    pub winning_moves: Vec<TokenMove>,
}

impl ImpartialGraph {
    /// The values of all vertices and the analysis of the token position.
    ///
    /// ```
    /// use conway::graph::{GameGraph, Grundy, Winner};
    /// let solve = |text| match GameGraph::parse(text).unwrap() {
    ///     GameGraph::Impartial(g) => g.solve(),
    ///     _ => unreachable!(),
    /// };
    /// // A loop a <-> b with an exit b -> c. c = 0, and a = 0 too: its only
    /// // move, to b, is answered by b -> c; so b = 1.
    /// let s = solve("a -> b\nb -> a c\ntokens a b");
    /// assert_eq!(s.values, [Grundy::Finite(0), Grundy::Finite(1), Grundy::Finite(0)]);
    /// assert_eq!(s.winner, Winner::First);
    /// // A vertex with a loop and no exit: play never ends.
    /// let s = solve("x -> x\ntokens x");
    /// assert_eq!(s.value, Grundy::Infinite(vec![]));
    /// assert_eq!(s.winner, Winner::Draw);
    /// assert_eq!(s.winning_moves.len(), 1); // x -> x keeps the draw
    /// ```
    pub fn solve(&self) -> ImpartialSolution {
        unbounded(|c| self.solve_with(c))
    }

    /// [`solve`](Self::solve) under `control`: each vertex examined in a
    /// round of the labelling is one tick.
    ///
    /// ```
    /// use conway::control::{Control, Stop};
    /// use conway::graph::ImpartialGraph;
    /// let names = (0..100).map(|i| i.to_string()).collect();
    /// let chain: Vec<(u32, u32)> = (0..99).map(|i| (i, i + 1)).collect();
    /// let g = ImpartialGraph::new(names, &chain, vec![0]).unwrap();
    /// assert_eq!(g.solve_with(&Control::new(Some(10), None)).err(), Some(Stop::Positions(10)));
    /// ```
    pub fn solve_with(&self, control: &Control) -> Result<ImpartialSolution, Stop> {
        let labels = Labels::compute(self.edges(), control)?;
        let values = labels.values(self.edges());
        let value = Grundy::sum(self.tokens().iter().map(|&t| &values[t as usize]));
        let winner = value.winner();
        let winning_moves = winning_moves(self, &labels, &values, winner);
        Ok(ImpartialSolution {
            values,
            value,
            winner,
            winning_moves,
        })
    }
}

/// The generalised Sprague–Grundy value of every vertex of a graph.
///
/// ```
/// use conway::graph::{grundy, Adjacency, Grundy};
/// // A 3-cycle has no finite values: ∞{} everywhere.
/// let cycle = Adjacency::from_edges(3, &[(0, 1), (1, 2), (2, 0)]).unwrap();
/// assert!(grundy::values(&cycle).iter().all(|g| *g == Grundy::Infinite(vec![])));
/// ```
pub fn values(edges: &Adjacency) -> Vec<Grundy> {
    unbounded(|c| Labels::compute(edges, c)).values(edges)
}

const UNLABELLED: u32 = u32::MAX;

/// The finite labels and the order in which they were given.
struct Labels {
    /// The finite value, or [`UNLABELLED`] for an infinite vertex.
    value: Vec<u32>,
    /// The labelling order ("counter") of each finite vertex.
    counter: Vec<u32>,
}

impl Labels {
    fn compute(succ: &Adjacency, control: &Control) -> Result<Labels, Stop> {
        let n = succ.vertex_count();
        let pred = succ.reversed();
        let mut st = State {
            nodes: (0..n as Vertex)
                .map(|v| Node {
                    value: UNLABELLED,
                    // Out-degrees are at most n (edges are distinct) and fit.
                    unlabelled_succ: succ.out_degree(v) as u32,
                    mex: 0,
                    hit_round: UNLABELLED,
                    hits: 0,
                    hits_round: UNLABELLED,
                    counter: 0,
                })
                .collect(),
            next_counter: 0,
            stack: Vec::new(),
        };
        let mut buckets: Vec<Vec<Vertex>> = vec![(0..n as Vertex).collect()];
        let mut m = 0;
        while m < buckets.len() {
            let round = m as u32;
            let bucket = std::mem::take(&mut buckets[m]);
            control.advance(bucket.len() as u64)?;
            control.check()?;
            for &u in &bucket {
                if st.is_candidate(u, round) && st.nodes[u as usize].unlabelled_succ == 0 {
                    st.assign(u, round);
                }
            }
            let mut raised = Vec::new();
            st.propagate(&pred, round, &mut raised);
            if !raised.is_empty() {
                buckets.push(raised);
            }
            m += 1;
        }
        Ok(Labels {
            value: st.nodes.iter().map(|x| x.value).collect(),
            counter: st.nodes.iter().map(|x| x.counter).collect(),
        })
    }

    fn grundy(&self, v: Vertex, succ: &Adjacency) -> Grundy {
        match self.value[v as usize] {
            UNLABELLED => {
                let mut k: Vec<u64> = succ
                    .successors(v)
                    .iter()
                    .map(|&w| self.value[w as usize])
                    .filter(|&g| g != UNLABELLED)
                    .map(u64::from)
                    .collect();
                k.sort_unstable();
                k.dedup();
                Grundy::Infinite(k)
            }
            g => Grundy::Finite(g.into()),
        }
    }

    fn values(&self, succ: &Adjacency) -> Vec<Grundy> {
        (0..succ.vertex_count() as Vertex)
            .map(|v| self.grundy(v, succ))
            .collect()
    }

    fn is_finite(&self, v: Vertex) -> bool {
        self.value[v as usize] != UNLABELLED
    }
}

/// The working state of one vertex, kept together so that a visit costs
/// one cache line.
struct Node {
    /// The label, or [`UNLABELLED`].
    value: u32,
    /// How many successors are still unlabelled.
    unlabelled_succ: u32,
    /// The mex of the labelled successors' values (all labels below the
    /// current round are final, so this only grows).
    mex: u32,
    /// The round in which the vertex last got a successor labelled with
    /// that round's value ("hit": it cannot take that value).
    hit_round: u32,
    /// In round `hits_round`: how many unlabelled successors are hit.
    hits: u32,
    hits_round: u32,
    /// The labelling order.
    counter: u32,
}

/// The working state of the labelling.
struct State {
    nodes: Vec<Node>,
    next_counter: u32,
    /// Vertices labelled and not yet propagated.
    stack: Vec<Vertex>,
}

impl State {
    /// May `u` still be labelled `round`?
    fn is_candidate(&self, u: Vertex, round: u32) -> bool {
        let x = &self.nodes[u as usize];
        x.value == UNLABELLED && x.mex == round && x.hit_round != round
    }

    fn assign(&mut self, u: Vertex, round: u32) {
        let x = &mut self.nodes[u as usize];
        x.value = round;
        x.counter = self.next_counter;
        self.next_counter += 1;
        self.stack.push(u);
    }

    /// Works off the labelled vertices of this round: their predecessors
    /// are hit (and may have their mex raised, collected in `raised`), and
    /// the predecessors of newly hit vertices may become labelled.
    fn propagate(&mut self, pred: &Adjacency, round: u32, raised: &mut Vec<Vertex>) {
        while let Some(u) = self.stack.pop() {
            for &p in pred.successors(u) {
                let x = &mut self.nodes[p as usize];
                x.unlabelled_succ -= 1;
                if x.value != UNLABELLED {
                    continue;
                }
                if x.mex == round {
                    x.mex = round + 1;
                    raised.push(p);
                }
                if x.hit_round == round {
                    continue;
                }
                x.hit_round = round;
                for &q in pred.successors(p) {
                    if !self.is_candidate(q, round) {
                        continue;
                    }
                    let y = &mut self.nodes[q as usize];
                    if y.hits_round != round {
                        y.hits_round = round;
                        y.hits = 0;
                    }
                    y.hits += 1;
                    if y.hits == y.unlabelled_succ {
                        self.assign(q, round);
                    }
                }
            }
        }
    }
}

/// Where the tokens are, summed up for evaluating moves.
struct Position<'a> {
    labels: &'a Labels,
    values: &'a [Grundy],
    /// Nim-sum of the finite tokens.
    x: u64,
    /// Tokens on infinite vertices (at most three are kept: with two or more
    /// after a move, the result is a draw whatever they are).
    infinite: Vec<Vertex>,
}

impl Position<'_> {
    fn finite(&self, v: Vertex) -> u64 {
        u64::from(self.labels.value[v as usize])
    }

    /// Who wins after one token moves from `u` to `w` (the opponent moves
    /// next).
    fn winner_after(&self, u: Vertex, w: Vertex) -> Winner {
        let mut x = self.x;
        let mut infinite: Vec<Vertex> = self.infinite.clone();
        if self.labels.is_finite(u) {
            x ^= self.finite(u);
        } else if let Some(i) = infinite.iter().position(|&t| t == u) {
            infinite.swap_remove(i);
        }
        if self.labels.is_finite(w) {
            x ^= self.finite(w);
        } else {
            infinite.push(w);
        }
        match infinite.as_slice() {
            [] => Grundy::Finite(x).winner(),
            [i] => match &self.values[*i as usize] {
                Grundy::Infinite(k) if k.binary_search(&x).is_ok() => Winner::First,
                _ => Winner::Draw,
            },
            _ => Winner::Draw,
        }
    }
}

fn winning_moves(
    graph: &ImpartialGraph,
    labels: &Labels,
    values: &[Grundy],
    winner: Winner,
) -> Vec<TokenMove> {
    let wanted = match winner {
        Winner::First => Winner::Second,
        Winner::Draw => Winner::Draw,
        Winner::Second => return Vec::new(),
    };
    let counts = token_counts(graph.tokens());
    let mut position = Position {
        labels,
        values,
        x: 0,
        infinite: Vec::new(),
    };
    let mut infinite_tokens = 0;
    for &(t, count) in &counts {
        if labels.is_finite(t) {
            if count % 2 == 1 {
                position.x ^= position.finite(t);
            }
        } else {
            infinite_tokens += count;
            for _ in 0..count.min(3) {
                if position.infinite.len() < 3 {
                    position.infinite.push(t);
                }
            }
        }
    }
    let edges = graph.edges();
    let mut moves: Vec<TokenMove> = counts
        .iter()
        .flat_map(|&(u, _)| edges.successors(u).iter().map(move |&w| (u, w)))
        .filter(|&(u, w)| position.winner_after(u, w) == wanted)
        .map(|(from, to)| TokenMove { from, to })
        .collect();
    if winner == Winner::First {
        let best = if infinite_tokens == 0 {
            top_bit_move(edges, labels, &counts, position.x)
        } else {
            // One infinite token and its K contains the others' sum x.
            let u = position.infinite[0];
            lowest_counter_successor(edges, labels, u, position.x)
                .map(|to| TokenMove { from: u, to })
        };
        if let Some(i) = best.and_then(|b| moves.iter().position(|&m| m == b)) {
            let best = moves.remove(i);
            moves.insert(0, best);
        }
    }
    moves
}

/// The top-bit rule's move for a nonzero nim-sum `x` of finite tokens (see the
/// module docs for the choice among several).
fn top_bit_move(
    edges: &Adjacency,
    labels: &Labels,
    counts: &[(Vertex, u64)],
    x: u64,
) -> Option<TokenMove> {
    let top = 1u64 << (63 - x.leading_zeros());
    let value = |v: Vertex| u64::from(labels.value[v as usize]);
    let (u, _) = counts
        .iter()
        .filter(|&&(t, _)| labels.is_finite(t) && value(t) & top != 0)
        .max_by_key(|&&(t, _)| (value(t), labels.counter[t as usize]))?;
    let to = lowest_counter_successor(edges, labels, *u, value(*u) ^ x)?;
    Some(TokenMove { from: *u, to })
}

/// The successor of `u` with finite value `g` labelled first.
fn lowest_counter_successor(
    edges: &Adjacency,
    labels: &Labels,
    u: Vertex,
    g: u64,
) -> Option<Vertex> {
    edges
        .successors(u)
        .iter()
        .copied()
        .filter(|&w| labels.is_finite(w) && u64::from(labels.value[w as usize]) == g)
        .min_by_key(|&w| labels.counter[w as usize])
}
