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

impl LoopyOutcome {
    /// CGSuite's outcome class: `L`, `R`, `N`, `P` and `D` as usual; `NHat`
    /// when the first player wins from one start and the game is drawn from
    /// the other, `PHat` likewise for the second player (as CGSuite's
    /// SidedValueTestCase prints them for `{0|{dud|},*}` and tis).
    ///
    /// ```
    /// use conway::loopy::{LoopyOutcome, Play};
    /// let o = LoopyOutcome { left_first: Play::LeftWins, right_first: Play::Draw };
    /// assert_eq!(o.cgsuite_class(), "NHat");
    /// ```
    pub fn cgsuite_class(self) -> &'static str {
        use Play::*;
        match (self.left_first, self.right_first) {
            (LeftWins, LeftWins) => "L",
            (RightWins, RightWins) => "R",
            (LeftWins, RightWins) => "N",
            (RightWins, LeftWins) => "P",
            (Draw, Draw) => "D",
            (LeftWins, Draw) | (Draw, RightWins) => "NHat",
            (Draw, LeftWins) | (RightWins, Draw) => "PHat",
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
    PlayBook::new(graph).analysis
}

/// The result from `v` with `mover` to move, read off an analysis.
pub(crate) fn play_for(analysis: &Retrograde, v: Node, mover: Player) -> Play {
    match (analysis.status(state(v, mover)), mover) {
        (Status::Draw, _) => Play::Draw,
        (Status::Win, Player::Left) | (Status::Loss, Player::Right) => Play::LeftWins,
        _ => Play::RightWins,
    }
}

/// The retrograde analysis of one graph kept for play: the result from
/// every node with either player to move, and the move to make there.
///
/// ```
/// use conway::loopy::{LoopyGame, Play, PlayBook};
/// let over = LoopyGame::over(); // {0 | pass}
/// let book = PlayBook::new(over.graph());
/// use conway::value::Player;
/// assert_eq!(book.result(over.root(), Player::Left), Play::LeftWins);
/// // Left wins by moving to 0; Right, losing, has no good move.
/// let (to, result) = book.best_option(over.root(), Player::Left).unwrap();
/// assert_eq!(result, Play::LeftWins);
/// assert!(over.graph().options(to, Player::Right).is_empty());
/// assert_eq!(book.best_option(over.root(), Player::Right), None);
/// ```
#[derive(Clone, Debug)]
pub struct PlayBook {
    analysis: Retrograde,
    moves: Adjacency,
}

impl PlayBook {
    /// Analyses every node of `graph` with each player to move.
    pub fn new(graph: &Graph) -> PlayBook {
        let mut edges = Vec::new();
        for v in 0..graph.len() as Node {
            for mover in [Player::Left, Player::Right] {
                for &w in graph.options(v, mover) {
                    edges.push((state(v, mover), state(w, mover.opponent())));
                }
            }
        }
        let moves = Adjacency::from_edges(2 * graph.len(), &edges).expect("states are in range");
        PlayBook {
            analysis: Retrograde::analyse(&moves),
            moves,
        }
    }

    /// The result of play from `v` with `mover` to move.
    pub fn result(&self, v: Node, mover: Player) -> Play {
        play_for(&self.analysis, v, mover)
    }

    /// The outcome of `v` (both players first).
    pub fn outcome(&self, v: Node) -> LoopyOutcome {
        LoopyOutcome {
            left_first: self.result(v, Player::Left),
            right_first: self.result(v, Player::Right),
        }
    }

    /// The move `mover` should make from `v`, as the node it leads to and
    /// the result: a win that makes progress (to the position the win was
    /// decided by, so always playing it wins in finitely many moves), else
    /// a move keeping the draw; `None` when `mover` loses (or cannot move).
    pub fn best_option(&self, v: Node, mover: Player) -> Option<(Node, Play)> {
        let s = self.analysis.best_move(&self.moves, state(v, mover))?;
        Some((s / 2, self.result(v, mover)))
    }
}
