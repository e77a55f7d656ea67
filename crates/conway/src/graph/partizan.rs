//! Values and outcomes of partizan game graphs (tokens on a graph with Left and Right edges).
//!
//! # Short graphs (no cycle reachable)
//!
//! Every vertex is a short game `{ values of its Left successors | values
//! of its Right successors }`. The vertices are visited in reverse
//! topological order (Kahn's algorithm on the reversed graph, a work list,
//! no recursion) and each value is built with [`Game::new`], which gives
//! its canonical form. Alongside, the simplest-number rule is applied: the
//! simplest number strictly between the largest Left value and the
//! smallest Right value, undefined when a successor is undefined or no such
//! number exists ([`simplest_number`]). Where it is defined it equals the
//! canonical form (Conway's simplicity theorem; the tests check it); where
//! it is undefined the canonical form still exists, and may still be a
//! number (`{* | *} = 0`).
//!
//! The value of the token position is the sum over the tokens. Left, the
//! first player ("white"), wins moving first exactly when the sum is `> 0` or
//! fuzzy; Right wins moving first exactly when it is `< 0` or fuzzy. A move
//! wins when it leads to a position the opponent loses moving first: for
//! Left a token move `u -> w` with `value - u + w >= 0`, for Right one with
//! `value - u + w <= 0`.
//!
//! # Graphs with cycles
//!
//! Loopy partizan games have values too (Siegel, *Combinatorial Game
//! Theory*, ch. VI), but conway does not compute them. Vertices that can
//! reach a cycle get no value (`None`); vertices that cannot keep their
//! canonical forms. Outcomes are exact all the same: each vertex's result
//! with Left and with Right moving first comes from retrograde analysis of
//! the graph of (vertex, player to move), and when a token stands on a
//! vertex that can reach a cycle, the token position itself is analysed by
//! retrograde analysis of all positions of the tokens (multisets of
//! vertices, with the player to move), up to [`LOOPY_POSITION_LIMIT`]
//! positions; beyond that, [`solve`](super::PartizanGraph::solve) returns
//! [`GraphError::TooManyPositions`] rather than guess.

use super::retrograde::{Retrograde, Status};
use super::{token_counts, Adjacency, GraphError, PartizanGraph, TokenMove, Vertex};
use crate::control::{watch, Control, Stop};
use crate::numeric::Dyadic;
use crate::partizan::simplest_number::simplest_number;
use crate::value::{Game, Outcome, Player};
use rustc_hash::FxHashMap;
use std::fmt;

/// The largest number of token positions (multisets of token vertices) the
/// retrograde analysis of a loopy token position explores.
pub const LOOPY_POSITION_LIMIT: usize = 1_000_000;

/// Who wins a partizan position, for a given player moving first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PlayResult {
    /// Left wins.
    LeftWins,
    /// Right wins.
    RightWins,
    /// Play goes on for ever with best play (only on graphs with cycles).
    Draw,
}

impl PlayResult {
    fn from_status(status: Status, mover: Player) -> PlayResult {
        match (status, mover) {
            (Status::Draw, _) => PlayResult::Draw,
            (Status::Win, Player::Left) | (Status::Loss, Player::Right) => PlayResult::LeftWins,
            _ => PlayResult::RightWins,
        }
    }

    fn winner(player: Player) -> PlayResult {
        match player {
            Player::Left => PlayResult::LeftWins,
            Player::Right => PlayResult::RightWins,
        }
    }
}

impl fmt::Display for PlayResult {
    /// `left`, `right` or `draw`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PlayResult::LeftWins => "left",
            PlayResult::RightWins => "right",
            PlayResult::Draw => "draw",
        })
    }
}

/// Everything [`PartizanGraph::solve`] finds.
#[derive(Clone, Debug)]
pub struct PartizanSolution {
    /// The canonical value of each vertex; `None` for a vertex from which a
    /// cycle can be reached.
    pub values: Vec<Option<Game>>,
    /// The simplest-number rule's value of each vertex; `None` where
    /// the rule leaves it undefined (or the vertex reaches a cycle).
    pub number_values: Vec<Option<Dyadic>>,
    /// Who wins a single token on each vertex: `[Left moving first, Right
    /// moving first]`.
    pub vertex_results: Vec<[PlayResult; 2]>,
    /// The value of the token position; `None` when a token stands on a
    /// vertex that reaches a cycle.
    pub value: Option<Game>,
    /// The outcome class; `None` when a draw is possible (either player
    /// moving first).
    pub outcome: Option<Outcome>,
    /// Who wins when Left moves first.
    pub left_first: PlayResult,
    /// Who wins when Right moves first.
    pub right_first: PlayResult,
    /// Left's moves, Left moving first: those that win if Left wins, those
    /// that keep the draw if the result is a draw, none if Left loses.
    pub left_moves: Vec<TokenMove>,
    /// Right's moves, Right moving first, likewise.
    pub right_moves: Vec<TokenMove>,
}

impl PartizanSolution {
    /// The result when `player` moves first.
    pub fn result(&self, player: Player) -> PlayResult {
        match player {
            Player::Left => self.left_first,
            Player::Right => self.right_first,
        }
    }

    /// The good moves for `player` moving first.
    pub fn moves(&self, player: Player) -> &[TokenMove] {
        match player {
            Player::Left => &self.left_moves,
            Player::Right => &self.right_moves,
        }
    }
}

impl PartizanGraph {
    /// The values of the vertices and the analysis of the token position.
    ///
    /// ```
    /// use conway::graph::{GameGraph, PlayResult};
    /// use conway::value::{Game, Outcome};
    /// // s = {0 | 0} = * (undefined by the simplest-number rule), t = {0 | } = 1.
    /// let text = "kind partizan\ns -L-> z\ns -R-> z\nt -L-> z\ntokens s t";
    /// let GameGraph::Partizan(g) = GameGraph::parse(text).unwrap() else { unreachable!() };
    /// let s = g.solve().unwrap();
    /// assert_eq!(s.values[0], Some(Game::nimber(1)));
    /// assert_eq!(s.number_values[0], None);
    /// assert_eq!(s.value, Some(Game::integer(1) + Game::nimber(1)));
    /// assert_eq!(s.outcome, Some(Outcome::L));
    /// assert_eq!((s.left_first, s.right_first), (PlayResult::LeftWins, PlayResult::LeftWins));
    /// // Left wins by moving the token on s to z, leaving 1.
    /// assert_eq!(s.left_moves.len(), 1);
    /// ```
    pub fn solve(&self) -> Result<PartizanSolution, GraphError> {
        self.solve_with_limit(LOOPY_POSITION_LIMIT)
    }

    /// Like [`solve`](Self::solve), exploring at most `loopy_positions`
    /// token positions when a token can reach a cycle.
    ///
    /// ```
    /// use conway::graph::{GraphError, PartizanGraph};
    /// // Two tokens on a 3-cycle both players may use: 6 token positions.
    /// let names = ["a", "b", "c"].map(String::from).to_vec();
    /// let cycle = [(0, 1), (1, 2), (2, 0)];
    /// let g = PartizanGraph::new(names, &cycle, &cycle, vec![0, 1]).unwrap();
    /// assert!(g.solve_with_limit(6).is_ok());
    /// assert_eq!(g.solve_with_limit(5).unwrap_err(), GraphError::TooManyPositions { limit: 5 });
    /// ```
    pub fn solve_with_limit(&self, loopy_positions: usize) -> Result<PartizanSolution, GraphError> {
        self.solve_under(loopy_positions, &Control::unlimited())
    }

    /// [`solve`](Self::solve) under `control`: each vertex valued and each
    /// token position explored is one tick; a stop is
    /// [`GraphError::Stopped`].
    ///
    /// ```
    /// use conway::control::{Control, Stop};
    /// use conway::graph::{GraphError, PartizanGraph};
    /// let names = (0..100).map(|i| i.to_string()).collect();
    /// let chain: Vec<(u32, u32)> = (0..99).map(|i| (i, i + 1)).collect();
    /// let g = PartizanGraph::new(names, &chain, &[], vec![0]).unwrap();
    /// let stopped = g.solve_with(&Control::new(Some(10), None));
    /// assert_eq!(stopped.err(), Some(GraphError::Stopped(Stop::Positions(10))));
    /// ```
    pub fn solve_with(&self, control: &Control) -> Result<PartizanSolution, GraphError> {
        self.solve_under(LOOPY_POSITION_LIMIT, control)
    }

    fn solve_under(
        &self,
        loopy_positions: usize,
        control: &Control,
    ) -> Result<PartizanSolution, GraphError> {
        let (values, number_values) = short_values(self, control)?;
        let vertex_results = vertex_results(self);
        control.check()?;
        let short = self.tokens().iter().all(|&t| values[t as usize].is_some());
        if short {
            // The sum of the tokens' values and the winning moves are value
            // algebra on forms that may be huge: watched.
            Ok(watch(control, || {
                solve_short(self, values, number_values, vertex_results)
            })?)
        } else {
            let limits = (loopy_positions, control);
            solve_loopy(self, values, number_values, vertex_results, limits)
        }
    }
}

/// Canonical values and simplest-number values of the vertices (`None` where a
/// vertex can reach a cycle, or the simplest-number rule is undefined).
type ShortValues = (Vec<Option<Game>>, Vec<Option<Dyadic>>);

/// Canonical values and simplest-number values of the vertices that cannot reach
/// a cycle, in reverse topological order.
fn short_values(graph: &PartizanGraph, control: &Control) -> Result<ShortValues, Stop> {
    let n = graph.vertex_count();
    let (left, right) = (graph.edges(Player::Left), graph.edges(Player::Right));
    let preds = [left.reversed(), right.reversed()];
    let mut remaining: Vec<usize> = (0..n as Vertex)
        .map(|v| left.out_degree(v) + right.out_degree(v))
        .collect();
    let mut ready: Vec<Vertex> = (0..n as Vertex)
        .filter(|&v| remaining[v as usize] == 0)
        .collect();
    let mut values: Vec<Option<Game>> = vec![None; n];
    let mut numbers: Vec<Option<Dyadic>> = vec![None; n];
    while let Some(v) = ready.pop() {
        control.tick()?;
        let game = |a: &Adjacency| -> Vec<Game> {
            a.successors(v)
                .iter()
                .map(|&w| values[w as usize].expect("successors come first"))
                .collect()
        };
        let number = |a: &Adjacency| -> Vec<Option<Dyadic>> {
            a.successors(v)
                .iter()
                .map(|&w| numbers[w as usize].clone())
                .collect()
        };
        // Watched: simplifying a vertex's options may take long.
        values[v as usize] = Some(watch(control, || Game::new(&game(left), &game(right)))?);
        numbers[v as usize] = simplest_number(&number(left), &number(right));
        for pred in &preds {
            for &p in pred.successors(v) {
                remaining[p as usize] -= 1;
                if remaining[p as usize] == 0 {
                    ready.push(p);
                }
            }
        }
    }
    Ok((values, numbers))
}

/// Retrograde analysis of one token on each vertex, each player moving
/// first. Position `2v` has Left to move, `2v + 1` Right.
fn vertex_results(graph: &PartizanGraph) -> Vec<[PlayResult; 2]> {
    let n = graph.vertex_count();
    let mut edges = Vec::new();
    for player in [Player::Left, Player::Right] {
        let mover = side(player);
        for (v, w) in graph.edges(player).edges() {
            edges.push((2 * v + mover, 2 * w + 1 - mover));
        }
    }
    let moves = Adjacency::from_edges(2 * n, &edges).expect("indices below 2n");
    let r = Retrograde::analyse(&moves);
    (0..n as Vertex)
        .map(|v| {
            [
                PlayResult::from_status(r.status(2 * v), Player::Left),
                PlayResult::from_status(r.status(2 * v + 1), Player::Right),
            ]
        })
        .collect()
}

/// The parity of a position's index in the (position, player to move)
/// graphs: 0 for Left to move, 1 for Right.
fn side(player: Player) -> Vertex {
    match player {
        Player::Left => 0,
        Player::Right => 1,
    }
}

/// `count · g`, by doubling.
fn times(g: Game, mut count: u64) -> Game {
    let (mut result, mut power) = (Game::ZERO, g);
    while count > 0 {
        if count & 1 == 1 {
            result += power;
        }
        count >>= 1;
        if count > 0 {
            power = power + power;
        }
    }
    result
}

fn solve_short(
    graph: &PartizanGraph,
    values: Vec<Option<Game>>,
    number_values: Vec<Option<Dyadic>>,
    vertex_results: Vec<[PlayResult; 2]>,
) -> PartizanSolution {
    let counts = token_counts(graph.tokens());
    let value_of = |v: Vertex| values[v as usize].expect("the tokens stand on short vertices");
    let total: Game = counts.iter().map(|&(v, c)| times(value_of(v), c)).sum();
    let outcome = total.outcome();
    let left_first = match outcome {
        Outcome::L | Outcome::N => PlayResult::LeftWins,
        Outcome::R | Outcome::P => PlayResult::RightWins,
    };
    let right_first = match outcome {
        Outcome::R | Outcome::N => PlayResult::RightWins,
        Outcome::L | Outcome::P => PlayResult::LeftWins,
    };
    let winning = |player: Player, result: PlayResult| -> Vec<TokenMove> {
        if result != PlayResult::winner(player) {
            return Vec::new();
        }
        let mut moves = Vec::new();
        for &(u, _) in &counts {
            let rest = total - value_of(u);
            for &w in graph.edges(player).successors(u) {
                let after = rest + value_of(w);
                let opponent_loses = match player {
                    Player::Left => Game::ZERO.leq(after),
                    Player::Right => after.leq(Game::ZERO),
                };
                if opponent_loses {
                    moves.push(TokenMove { from: u, to: w });
                }
            }
        }
        moves
    };
    PartizanSolution {
        left_moves: winning(Player::Left, left_first),
        right_moves: winning(Player::Right, right_first),
        values,
        number_values,
        vertex_results,
        value: Some(total),
        outcome: Some(outcome),
        left_first,
        right_first,
    }
}

/// The token positions reachable from the start, explored breadth first:
/// each is a sorted multiset of token vertices; position `2i + p` is
/// multiset `i` with player `p` (0 Left, 1 Right) to move.
struct TokenPositions<'c> {
    limit: usize,
    control: &'c Control,
    multisets: Vec<Box<[Vertex]>>,
    index: FxHashMap<Box<[Vertex]>, u32>,
}

impl TokenPositions<'_> {
    fn id(&mut self, tokens: Box<[Vertex]>) -> Result<u32, GraphError> {
        if let Some(&i) = self.index.get(&tokens) {
            return Ok(i);
        }
        self.control.tick()?;
        if self.multisets.len() >= self.limit {
            return Err(GraphError::TooManyPositions { limit: self.limit });
        }
        let i = self.multisets.len() as u32;
        self.index.insert(tokens.clone(), i);
        self.multisets.push(tokens);
        Ok(i)
    }
}

/// The token moves of `player` from a multiset, each with the multiset it
/// leads to.
fn token_moves(
    graph: &PartizanGraph,
    tokens: &[Vertex],
    player: Player,
) -> Vec<(TokenMove, Box<[Vertex]>)> {
    let mut out = Vec::new();
    for (i, &u) in tokens.iter().enumerate() {
        if i > 0 && tokens[i - 1] == u {
            continue;
        }
        for &w in graph.edges(player).successors(u) {
            let mut next = tokens.to_vec();
            next.remove(i);
            let at = next.partition_point(|&t| t < w);
            next.insert(at, w);
            out.push((TokenMove { from: u, to: w }, next.into_boxed_slice()));
        }
    }
    out
}

fn solve_loopy(
    graph: &PartizanGraph,
    values: Vec<Option<Game>>,
    number_values: Vec<Option<Dyadic>>,
    vertex_results: Vec<[PlayResult; 2]>,
    (limit, control): (usize, &Control),
) -> Result<PartizanSolution, GraphError> {
    // Tokens on vertices without any move can never move: leave them out.
    let mut start: Vec<Vertex> = graph
        .tokens()
        .iter()
        .copied()
        .filter(|&t| {
            graph.edges(Player::Left).out_degree(t) + graph.edges(Player::Right).out_degree(t) > 0
        })
        .collect();
    start.sort_unstable();
    let mut positions = TokenPositions {
        limit,
        control,
        multisets: Vec::new(),
        index: FxHashMap::default(),
    };
    positions.id(start.clone().into_boxed_slice())?;
    let mut edges = Vec::new();
    let mut next = 0;
    while next < positions.multisets.len() {
        let tokens = positions.multisets[next].clone();
        for player in [Player::Left, Player::Right] {
            let mover = side(player);
            for (_, after) in token_moves(graph, &tokens, player) {
                let j = positions.id(after)?;
                edges.push((2 * next as Vertex + mover, 2 * j + 1 - mover));
            }
        }
        next += 1;
    }
    let moves = Adjacency::from_edges(2 * positions.multisets.len(), &edges)
        .expect("position ids are in range");
    let r = Retrograde::analyse(&moves);
    let result = |mover: Player| PlayResult::from_status(r.status(side(mover)), mover);
    let good_moves = |player: Player| -> Vec<TokenMove> {
        let here = side(player);
        let best = r.best_move(&moves, here);
        let mut list: Vec<(TokenMove, Vertex)> = token_moves(graph, &start, player)
            .into_iter()
            .map(|(m, after)| {
                let j = positions.index[&after];
                (m, 2 * j + 1 - here)
            })
            .filter(|&(_, to)| r.is_good_move(here, to))
            .collect();
        if let Some(i) = list.iter().position(|&(_, to)| Some(to) == best) {
            let first = list.remove(i);
            list.insert(0, first);
        }
        list.into_iter().map(|(m, _)| m).collect()
    };
    let (left_first, right_first) = (result(Player::Left), result(Player::Right));
    let outcome = match (left_first, right_first) {
        (PlayResult::LeftWins, PlayResult::LeftWins) => Some(Outcome::L),
        (PlayResult::RightWins, PlayResult::RightWins) => Some(Outcome::R),
        (PlayResult::LeftWins, PlayResult::RightWins) => Some(Outcome::N),
        (PlayResult::RightWins, PlayResult::LeftWins) => Some(Outcome::P),
        _ => None,
    };
    Ok(PartizanSolution {
        left_moves: good_moves(Player::Left),
        right_moves: good_moves(Player::Right),
        values,
        number_values,
        vertex_results,
        value: None,
        outcome,
        left_first,
        right_first,
    })
}
