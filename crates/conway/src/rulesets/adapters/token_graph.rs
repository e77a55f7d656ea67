//! A game graph file as a [`Position`], so that `conway play` plays it: the
//! tokens are the components, a move takes one token along one edge (for
//! Left along a Left edge, for Right along a Right edge in a partizan
//! graph), and each vertex's value comes from the graph solver, computed
//! once for the whole graph.
//!
//! [`TokenGraph::new`] takes graphs whose tokens cannot reach a cycle:
//! every position then has a value (a nimber, a canonical form), and a
//! move to a position its mover wins also makes progress.
//! [`token_position`] takes any graph: where the tokens can reach a cycle,
//! the token positions are explored and analysed with draws
//! ([`crate::rulesets::loopy_position`]), so a winning player also avoids repeating
//! positions and a player who cannot win holds a draw.
//!
//! ```
//! use conway::control::Control;
//! use conway::graph::GameGraph;
//! use conway::rulesets::token_graph::TokenGraph;
//! use conway::rulesets::{Kind, Position};
//! use conway::value::Player;
//! let graph = GameGraph::parse("a -> b c\nb -> c\ntokens a b").unwrap();
//! let position = TokenGraph::new(&graph, &Control::unlimited()).unwrap().unwrap();
//! assert_eq!(position.kind(), Kind::Impartial);
//! // a = 2 (mex of b = 1 and c = 0), b = 1: 2 xor 1 = 3, a first-player win.
//! assert_eq!(position.analyze().value.unwrap().to_string(), "*3");
//! // The winning move leaves two tokens on b: 1 xor 1 = 0.
//! assert_eq!(position.analyze().left_moves, ["a -> b"]);
//! assert_eq!(position.moves(Player::Left).len(), 3);
//! ```

use crate::control::{unbounded, watch, Control, Stop};
use crate::graph::{Adjacency, GameGraph, GraphError, Vertex};
use crate::numeric::Nimber;
use crate::rulesets::loopy_position::{LoopyPosition, LoopyRules};
use crate::rulesets::{Analysis, Kind, Move, Position};
use crate::value::{Game, Outcome, Player};
use std::sync::Arc;

/// The graph and the values of its vertices, shared by every position.
#[derive(Debug)]
struct Board {
    kind: Kind,
    names: Vec<String>,
    /// Left's and Right's edges (the same for an impartial graph).
    edges: [Adjacency; 2],
    /// Each vertex's value; `None` where there is none (a cycle).
    values: Vec<Option<Game>>,
}

/// Tokens on a game graph.
#[derive(Clone, Debug)]
pub struct TokenGraph {
    board: Arc<Board>,
    /// The vertices of the tokens, in increasing order.
    tokens: Vec<Vertex>,
}

impl TokenGraph {
    /// The token position of `graph`, its vertices valued under `control`;
    /// `Ok(Err(message))` when a token can reach a vertex without a value.
    pub fn new(graph: &GameGraph, control: &Control) -> Result<Result<TokenGraph, String>, Stop> {
        let (position, cycle) = match TokenGraph::valued(graph, control)? {
            Ok(found) => found,
            Err(message) => return Ok(Err(message)),
        };
        match cycle {
            None => Ok(Ok(position)),
            Some(v) => Ok(Err(format!(
                "the tokens can reach vertex `{}`, from which play can go on for ever; \
                 conway play takes graphs whose tokens cannot reach a cycle \
                 (conway solve analyses the others)",
                position.board.names[v as usize]
            ))),
        }
    }

    /// The token position with its vertices valued, and a vertex the
    /// tokens can reach from which play can go on for ever, if any.
    fn valued(
        graph: &GameGraph,
        control: &Control,
    ) -> Result<Result<(TokenGraph, Option<Vertex>), String>, Stop> {
        let (kind, names, edges, values, tokens) = match graph {
            GameGraph::Impartial(g) => {
                let solution = g.solve_with(control)?;
                let values = solution
                    .values
                    .iter()
                    .map(|v| v.finite().map(Game::nimber))
                    .collect();
                let edges = [g.edges().clone(), g.edges().clone()];
                (Kind::Impartial, g.names(), edges, values, g.tokens())
            }
            GameGraph::Partizan(g) => {
                let values = match g.solve_with(control) {
                    Ok(solution) => solution.values,
                    Err(GraphError::Stopped(stop)) => return Err(stop),
                    // Too many positions for the solver's own retrograde
                    // analysis: no values; play explores the positions.
                    Err(GraphError::TooManyPositions { .. }) => vec![None; g.vertex_count()],
                    Err(e) => return Ok(Err(e.to_string())),
                };
                let edges = [
                    g.edges(Player::Left).clone(),
                    g.edges(Player::Right).clone(),
                ];
                (Kind::Partizan, g.names(), edges, values, g.tokens())
            }
        };
        let board = Board {
            kind,
            names: names.to_vec(),
            edges,
            values,
        };
        let cycle = board.unvalued_reachable(tokens);
        let mut tokens = tokens.to_vec();
        tokens.sort_unstable();
        let position = TokenGraph {
            board: Arc::new(board),
            tokens,
        };
        Ok(Ok((position, cycle)))
    }

    /// Impartial or partizan, as the file says.
    pub fn kind(&self) -> Kind {
        self.board.kind
    }

    fn with_tokens(&self, tokens: Vec<Vertex>) -> TokenGraph {
        TokenGraph {
            board: Arc::clone(&self.board),
            tokens,
        }
    }

    /// The value of the tokens: the sum of their vertices' values.
    fn value(&self) -> Game {
        self.tokens
            .iter()
            .map(|&t| self.board.values[t as usize].unwrap_or(Game::ZERO))
            .fold(Game::ZERO, |sum, v| sum + v)
    }

    fn edges(&self, player: Player) -> &Adjacency {
        match player {
            Player::Left => &self.board.edges[0],
            Player::Right => &self.board.edges[1],
        }
    }

    /// The moves of `player` as (from, to) pairs, tokens on the same
    /// vertex counted once.
    fn token_moves(&self, player: Player) -> Vec<(Vertex, Vertex)> {
        let mut moves = Vec::new();
        for (i, &u) in self.tokens.iter().enumerate() {
            if i > 0 && self.tokens[i - 1] == u {
                continue;
            }
            moves.extend(self.edges(player).successors(u).iter().map(|&w| (u, w)));
        }
        moves
    }

    fn after(&self, from: Vertex, to: Vertex) -> TokenGraph {
        let mut tokens = self.tokens.clone();
        if let Some(i) = tokens.iter().position(|&t| t == from) {
            tokens[i] = to;
        }
        tokens.sort_unstable();
        self.with_tokens(tokens)
    }

    /// The names of the tokens' vertices, in order.
    fn token_names(&self) -> Vec<&str> {
        let name = |t: &Vertex| self.board.names[*t as usize].as_str();
        self.tokens.iter().map(name).collect()
    }

    fn label(&self, from: Vertex, to: Vertex) -> String {
        let name = |v: Vertex| &self.board.names[v as usize];
        format!("{} -> {}", name(from), name(to))
    }
}

/// The token position of any game graph, as `conway play graph` plays it:
/// a [`TokenGraph`] when the tokens cannot reach a cycle, else the token
/// positions analysed with draws (a [`LoopyPosition`]).
///
/// ```
/// use conway::control::Control;
/// use conway::graph::GameGraph;
/// use conway::rulesets::token_graph::token_position;
/// let outcome = |text: &str| {
///     let graph = GameGraph::parse(text).unwrap();
///     let position = token_position(&graph, &Control::unlimited()).unwrap().unwrap();
///     position.loopy().unwrap().analyze_loopy(&Control::unlimited()).unwrap().outcome.to_string()
/// };
/// // a and b move to each other for ever: a draw.
/// assert_eq!(outcome("a -> b\nb -> a\ntokens a"), "D");
/// // b may also move to z, which wins: from a the only move, to b, loses.
/// assert_eq!(outcome("a -> b\nb -> a z\ntokens a"), "P");
/// ```
pub fn token_position(
    graph: &GameGraph,
    control: &Control,
) -> Result<Result<Box<dyn Position>, String>, Stop> {
    Ok(
        TokenGraph::valued(graph, control)?.map(|(position, cycle)| match cycle {
            None => Box::new(position) as Box<dyn Position>,
            Some(_) => LoopyPosition::boxed(LoopyTokens(position)),
        }),
    )
}

/// Token positions of a graph whose tokens can reach a cycle, for
/// [`LoopyPosition`]: positions of one graph are equal when their tokens
/// are.
#[derive(Clone, Debug)]
struct LoopyTokens(TokenGraph);

impl PartialEq for LoopyTokens {
    fn eq(&self, other: &LoopyTokens) -> bool {
        self.0.tokens == other.0.tokens
    }
}

impl Eq for LoopyTokens {}

impl std::hash::Hash for LoopyTokens {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.tokens.hash(state);
    }
}

impl LoopyRules for LoopyTokens {
    fn notation(&self) -> String {
        self.0.notation()
    }

    fn render(&self) -> String {
        self.0.render()
    }

    /// A token's move: the vertex it leaves and the one it reaches.
    type Move = (Vertex, Vertex);

    fn moves(&self, player: Player) -> impl Iterator<Item = (Vertex, Vertex)> {
        self.0.token_moves(player).into_iter()
    }

    fn play(&self, (u, w): (Vertex, Vertex)) -> LoopyTokens {
        LoopyTokens(self.0.after(u, w))
    }

    fn label(&self, &(u, w): &(Vertex, Vertex)) -> String {
        self.0.label(u, w)
    }
}

impl Board {
    /// A vertex that some token can reach and from which play can go on
    /// for ever (on a cycle, or without a value), if any.
    fn unvalued_reachable(&self, tokens: &[Vertex]) -> Option<Vertex> {
        let n = self.names.len();
        let successors = |v: Vertex| {
            self.edges
                .iter()
                .flat_map(move |e| e.successors(v).iter().copied())
        };
        let mut seen = vec![false; n];
        let mut stack: Vec<Vertex> = tokens.to_vec();
        let mut reached = Vec::new();
        while let Some(v) = stack.pop() {
            if std::mem::replace(&mut seen[v as usize], true) {
                continue;
            }
            if self.values[v as usize].is_none() {
                return Some(v);
            }
            reached.push(v);
            stack.extend(successors(v).filter(|&w| !seen[w as usize]));
        }
        // Kahn's algorithm on the reached part: what cannot be peeled off
        // lies on a cycle or leads to one.
        let mut successors_left = vec![0usize; n];
        let mut predecessors: Vec<Vec<Vertex>> = vec![Vec::new(); n];
        for &v in &reached {
            for w in successors(v) {
                successors_left[v as usize] += 1;
                predecessors[w as usize].push(v);
            }
        }
        let mut ready: Vec<Vertex> = reached
            .iter()
            .copied()
            .filter(|&v| successors_left[v as usize] == 0)
            .collect();
        let mut peeled = 0;
        while let Some(v) = ready.pop() {
            peeled += 1;
            for &p in &predecessors[v as usize] {
                successors_left[p as usize] -= 1;
                if successors_left[p as usize] == 0 {
                    ready.push(p);
                }
            }
        }
        if peeled == reached.len() {
            return None;
        }
        reached
            .into_iter()
            .find(|&v| successors_left[v as usize] > 0)
    }
}

impl Position for TokenGraph {
    fn notation(&self) -> String {
        self.token_names().join(" ")
    }

    fn render(&self) -> String {
        match self.tokens.len() {
            0 => "no tokens".to_string(),
            _ => format!("tokens on: {}", self.token_names().join(", ")),
        }
    }

    fn moves(&self, player: Player) -> Vec<Move> {
        self.token_moves(player)
            .into_iter()
            .map(|(u, w)| Move {
                label: self.label(u, w),
                position: Box::new(self.after(u, w)),
            })
            .collect()
    }

    fn analyze(&self) -> Analysis {
        unbounded(|c| self.analyze_with(c))
    }

    fn analyze_with(&self, control: &Control) -> Result<Analysis, Stop> {
        let value = watch(control, || self.value())?;
        let outcome = watch(control, || value.outcome())?;
        let winning = |player: Player| -> Result<Vec<String>, Stop> {
            let mut wins = Vec::new();
            for (u, w) in self.token_moves(player) {
                let after = watch(control, || self.after(u, w).value())?;
                // For a nimber `after`, either rule is `after = 0`.
                let good = watch(control, || after.is_won_after_move_by(player))?;
                if good {
                    wins.push(self.label(u, w));
                }
            }
            Ok(wins)
        };
        let left_moves = winning(Player::Left)?;
        let right_moves = match self.board.kind {
            Kind::Impartial => Vec::new(),
            Kind::Partizan => winning(Player::Right)?,
        };
        let nimber = match self.board.kind {
            Kind::Impartial => value.as_nimber(),
            Kind::Partizan => None,
        };
        Ok(Analysis {
            value: Some(value),
            nimber,
            outcome: match self.board.kind {
                Kind::Impartial if nimber == Some(Nimber::ZERO) => Outcome::P,
                Kind::Impartial => Outcome::N,
                Kind::Partizan => outcome,
            },
            left_moves,
            right_moves,
            details: Vec::new(),
        })
    }

    fn components(&self) -> Vec<Box<dyn Position>> {
        self.tokens
            .iter()
            .map(|&t| Box::new(self.with_tokens(vec![t])) as Box<dyn Position>)
            .collect()
    }

    fn value_with(&self, control: &Control) -> Result<Option<Game>, Stop> {
        watch(control, || Some(self.value()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(text: &str) -> Result<TokenGraph, String> {
        let graph = GameGraph::parse(text).unwrap();
        TokenGraph::new(&graph, &Control::unlimited()).unwrap()
    }

    #[test]
    fn values_agree_with_the_graph_solver() {
        // The partizan example of docs/src/graph-format.md: half + half + minus
        // + star + up = ^* (its comments work the values out).
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../examples/graphs/tokens-partizan.txt"
        ))
        .unwrap();
        let graph = GameGraph::parse(&text).unwrap();
        let GameGraph::Partizan(g) = &graph else {
            panic!()
        };
        let p = TokenGraph::new(&graph, &Control::unlimited())
            .unwrap()
            .unwrap();
        let a = p.analyze();
        let solved = g.solve().unwrap();
        assert_eq!(a.value, solved.value);
        assert_eq!(Some(a.outcome), solved.outcome);
        let names = |moves: &[crate::graph::TokenMove]| -> Vec<String> {
            let mut m: Vec<String> = moves.iter().map(|m| p.label(m.from, m.to)).collect();
            m.sort();
            m.dedup();
            m
        };
        let sorted = |mut v: Vec<String>| {
            v.sort();
            v
        };
        assert_eq!(sorted(a.left_moves), names(&solved.left_moves));
        assert_eq!(sorted(a.right_moves), names(&solved.right_moves));
    }

    #[test]
    fn reachable_cycles_are_refused() {
        // a <-> b with an exit b -> c: finite values (a = 0, b = 1), but a
        // winner moving to value 0 could go round for ever.
        let e = position("a -> b\nb -> a c\ntokens a b").unwrap_err();
        assert!(e.contains("play can go on for ever"), "{e}");
        // A cycle the tokens cannot reach does not matter.
        let p = position("a -> b\nb -> a c\nd -> c\ntokens d").unwrap();
        assert_eq!(p.analyze().value, Some(Game::nimber(1)));
        assert_eq!(p.analyze().left_moves, ["d -> c"]);
        // x -> x has no exit: infinite, refused by name.
        let e = position("x -> x\ny -> z\ntokens y x").unwrap_err();
        assert!(e.contains("vertex `x`"), "{e}");
        let e = position("kind partizan\nx -L-> y\ny -R-> x\ntokens x").unwrap_err();
        assert!(e.contains("play can go on for ever"), "{e}");
    }

    #[test]
    fn tokens_are_the_components() {
        let p = position("a -> b c\nb -> c\ntokens a b a").unwrap();
        let parts = p.components();
        assert_eq!(parts.len(), 3);
        assert_eq!(p.notation(), "a a b");
        // Tokens on the same vertex move alike: listed once.
        assert_eq!(p.moves(Player::Left).len(), 3);
    }
}
