//! Outcomes of loopy games with draws: who wins from each node with each
//! player moving first, by retrograde analysis of the positions
//! (node, player to move). A player who cannot move loses; play that goes
//! on for ever is a draw.

use super::graph::{Graph, Node};
use crate::graph::retrograde::{Retrograde, Status};
use crate::graph::Adjacency;
use crate::value::Player;
use std::fmt;

/// The result of play from one start.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Play {
    /// Right wins (the worst result for Left).
    RightWins,
    /// Neither player can force a win: play goes on for ever.
    Draw,
    /// Left wins.
    LeftWins,
}

/// The outcome class of a loopy game: the result with Left moving first
/// and with Right moving first.
///
/// ```
/// use conway::loopy::{LoopyGame, Play};
/// let dud = LoopyGame::dud();
/// assert_eq!(dud.outcome().left_first, Play::Draw);
/// assert_eq!(dud.outcome().to_string(), "D");
/// assert_eq!(LoopyGame::on().outcome().to_string(), "L");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LoopyOutcome {
    /// The result when Left moves first.
    pub left_first: Play,
    /// The result when Right moves first.
    pub right_first: Play,
}

impl fmt::Display for LoopyOutcome {
    /// `L`, `R`, `N`, `P` as for short games, `D` when both starts draw;
    /// otherwise the two results, Left's start first, e.g. `L/D` (Left
    /// wins moving first, a draw when Right moves first).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Play::*;
        let letter = |p: Play| match p {
            LeftWins => "L",
            RightWins => "R",
            Draw => "D",
        };
        match (self.left_first, self.right_first) {
            (LeftWins, LeftWins) => f.write_str("L"),
            (RightWins, RightWins) => f.write_str("R"),
            (Draw, Draw) => f.write_str("D"),
            (LeftWins, RightWins) => f.write_str("N"),
            (RightWins, LeftWins) => f.write_str("P"),
            (a, b) => write!(f, "{}/{}", letter(a), letter(b)),
        }
    }
}

/// The state index of `node` with `mover` to move.
fn state(node: Node, mover: Player) -> u32 {
    2 * node + (mover == Player::Right) as u32
}

/// The result of play from every node with each player moving first.
///
/// ```
/// use conway::loopy::{outcomes, LoopyGame, Play};
/// let over = LoopyGame::over();
/// let all = outcomes(over.graph());
/// assert_eq!(all[over.root() as usize].left_first, Play::LeftWins);
/// ```
pub fn outcomes(graph: &Graph) -> Vec<LoopyOutcome> {
    let analysis = analyse(graph);
    (0..graph.len() as Node)
        .map(|v| LoopyOutcome {
            left_first: play_for(&analysis, v, Player::Left),
            right_first: play_for(&analysis, v, Player::Right),
        })
        .collect()
}

/// The retrograde analysis of the (node, player to move) positions.
pub(crate) fn analyse(graph: &Graph) -> Retrograde {
    let mut edges = Vec::new();
    for v in 0..graph.len() as Node {
        for mover in [Player::Left, Player::Right] {
            for &w in graph.options(v, mover) {
                edges.push((state(v, mover), state(w, mover.opponent())));
            }
        }
    }
    let moves = Adjacency::from_edges(2 * graph.len(), &edges).expect("states are in range");
    Retrograde::analyse(&moves)
}

/// The result from `v` with `mover` to move, read off an analysis.
pub(crate) fn play_for(analysis: &Retrograde, v: Node, mover: Player) -> Play {
    match (analysis.status(state(v, mover)), mover) {
        (Status::Draw, _) => Play::Draw,
        (Status::Win, Player::Left) | (Status::Loss, Player::Right) => Play::LeftWins,
        _ => Play::RightWins,
    }
}
