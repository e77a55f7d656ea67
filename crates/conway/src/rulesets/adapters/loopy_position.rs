//! Rulesets whose play can return to an earlier position (Fox and Geese,
//! Backsliding Toads and Frogs, game graphs with cycles).
//!
//! A ruleset writes its positions as [`LoopyRules`]: notation and one
//! list of typed moves, from which the options and the labelled moves are
//! derived. [`PositionGraph::explore`] visits every position reachable from a
//! start (breadth first, one [`Control`] tick per position) and builds the
//! loopy game graph of them ([`crate::loopy::Graph`]); its retrograde
//! analysis ([`PlayBook`]) says who wins from every position with either
//! player to move, draws included. [`LoopyPosition`] is the [`Position`]
//! the command line sees: its [`LoopyPlay::analyze_loopy`] gives a
//! [`LoopyAnalysis`] (outcome with draws, each side's winning moves, their
//! drawing moves when they cannot win, the move the engine plays, and the
//! loopy value — the simplest form of a stopper — where the graph is small
//! enough to simplify). Positions made by its moves share the explored
//! graph, so playing a game explores it once.
//!
//! ```
//! use conway::loopy::Play;
//! use conway::rulesets::loopy_position::{LoopyPosition, LoopyRules};
//! use conway::rulesets::Position;
//! use conway::value::Player;
//!
//! /// A counter from 0 to 3: Left may add one (below 3), Right may
//! /// subtract one (above 0), and from 3 Left may also jump back to 0.
//! #[derive(Clone, PartialEq, Eq, Hash, Debug)]
//! struct Counter(u8);
//!
//! impl LoopyRules for Counter {
//!     /// A move sets the counter to this.
//!     type Move = u8;
//!     fn notation(&self) -> String {
//!         self.0.to_string()
//!     }
//!     fn moves(&self, player: Player) -> impl Iterator<Item = u8> {
//!         let n = self.0;
//!         let to = match player {
//!             Player::Left if n < 3 => Some(n + 1),
//!             Player::Left => Some(0),
//!             Player::Right => n.checked_sub(1),
//!         };
//!         to.into_iter()
//!     }
//!     fn play(&self, to: u8) -> Counter {
//!         Counter(to)
//!     }
//!     fn label(&self, &to: &u8) -> String {
//!         match to {
//!             0 if self.0 == 3 => "reset".into(),
//!             _ if to > self.0 => "up".into(),
//!             _ => "down".into(),
//!         }
//!     }
//! }
//!
//! let p = LoopyPosition::new(Counter(0));
//! let a = p.loopy().unwrap().analyze_loopy(&conway::control::Control::unlimited()).unwrap();
//! // Left moving first goes up, Right comes back down, for ever: a draw.
//! // Right moving first has no move at 0, and loses.
//! assert_eq!(a.outcome.to_string(), "D/L");
//! assert!(a.left.winning.is_empty());
//! assert_eq!(a.left.drawing, ["up"]);
//! // Play can alternate for ever (up, down, up, ...): not a stopper, so
//! // its value is its sides. Left always has a move, so with infinite
//! // play counted for Left it is `on`; counted for Right, it acts as 0.
//! assert_eq!(a.value.to_string(), "on & 0");
//! ```

use crate::control::{unbounded, watch, Control, Stop};
use crate::loopy::{is_stopper, Graph, LoopyGame, LoopyOutcome, Node, Play, PlayBook, SidedValue};
use crate::rulesets::{Analysis, LoopyPlay, Move, Position};
use crate::schema::Detail;
use crate::value::{Game, Outcome, Player};
use rustc_hash::FxHashMap;
use std::fmt;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

/// A game whose play may cycle, as a ruleset shows it.
pub trait LoopyRules: Clone + Eq + Hash + Send + Sync + fmt::Debug + 'static {
    /// The position in the ruleset's notation (parseable again).
    fn notation(&self) -> String;

    /// A picture for the terminal (defaults to the notation).
    fn render(&self) -> String {
        self.notation()
    }

    /// A move as the ruleset makes it (a piece's squares, a cell pair).
    type Move;

    /// `player`'s moves, in a fixed order: the one move list of the game.
    /// The options ([`options_of`](LoopyRules::options_of)), the labelled
    /// moves ([`labelled_moves`](LoopyRules::labelled_moves)) and the move
    /// a player types ([`find_move`](LoopyRules::find_move)) are derived
    /// from it.
    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move>;

    /// The position after the move `m` (one of [`moves`](LoopyRules::moves)).
    fn play(&self, m: Self::Move) -> Self;

    /// How the ruleset writes the move `m` (`b1-c2`).
    fn label(&self, m: &Self::Move) -> String;

    /// Which of `player`'s moves (its index in the order of the moves) the
    /// text `typed` names: by default its label, without spaces and case
    /// ([`find_labelled`](crate::rulesets::find_labelled)).
    fn find_move(&self, player: Player, typed: &str) -> Option<usize> {
        let labels = self.moves(player).map(|m| self.label(&m));
        crate::rulesets::find_labelled(labels, typed)
    }

    /// `player`'s options, in the order of the moves (the exploration of
    /// the position graph needs no labels). Not meant to be overridden.
    fn options_of(&self, player: Player) -> Vec<Self> {
        self.moves(player).map(|m| self.play(m)).collect()
    }

    /// The moves of `player`, each with its label and the position it
    /// leads to, in the order of the moves. Not meant to be overridden.
    fn labelled_moves(&self, player: Player) -> Vec<(String, Self)> {
        self.moves(player)
            .map(|m| (self.label(&m), self.play(m)))
            .collect()
    }

    /// Values the literature gives this position, each with its source:
    /// candidates for a stopper too big to simplify. A candidate is never
    /// trusted: [`PositionGraph`] prints it only when two exact
    /// comparisons on the explored graph prove it equal (none by default).
    fn literature_values(&self) -> Vec<(LoopyGame, &'static str)> {
        Vec::new()
    }
}

/// Positions reachable from a start with more nodes than this get no
/// simplest form. Simplifying goes by strongly connected parts, options
/// first, ordering only the pairs of positions it needs; its memory grows
/// faster than the positions (Fox and Geese: 27,000 positions 0.45 GB,
/// 98,000 positions 3.4 GB; see BENCHMARKS.md), and `--max-memory` and
/// `--timeout` stop it.
pub const MAX_SIMPLIFIED: usize = 100_000;

/// The most positions a game that is not a stopper may reach for its sides
/// to be found by sidling (each round re-simplifies every approximation).
pub const MAX_SIDED: usize = 1000;

/// Every position reachable from a start, as a loopy game graph, with the
/// result of play from each.
#[derive(Debug)]
pub struct PositionGraph<G> {
    positions: Vec<G>,
    index: FxHashMap<G, Node>,
    graph: Graph,
    book: PlayBook,
}

impl<G: LoopyRules> PositionGraph<G> {
    /// Explores breadth first from `start` (node 0), one tick of `control`
    /// per position.
    pub fn explore(start: &G, control: &Control) -> Result<PositionGraph<G>, Stop> {
        let mut positions = vec![start.clone()];
        let mut index = FxHashMap::default();
        index.insert(start.clone(), 0);
        let mut graph = Graph::new();
        let mut head = 0;
        while head < positions.len() {
            control.tick()?;
            let v = graph.add_node();
            for player in [Player::Left, Player::Right] {
                for next in positions[head].options_of(player) {
                    let fresh = positions.len() as Node;
                    let w = *index.entry(next.clone()).or_insert_with(|| {
                        positions.push(next);
                        fresh
                    });
                    graph.add_option(v, player, w);
                }
            }
            head += 1;
        }
        control.check()?;
        let book = PlayBook::new(&graph);
        Ok(PositionGraph {
            positions,
            index,
            graph,
            book,
        })
    }

    /// The number of positions.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Is the graph empty (never: it holds its start)?
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// The node of `position`, if it was reached.
    pub fn node(&self, position: &G) -> Option<Node> {
        self.index.get(position).copied()
    }

    /// The game graph (node 0 is the start).
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The result of play from every node.
    pub fn book(&self) -> &PlayBook {
        &self.book
    }

    /// The loopy value of the position at `v`: its simplest form when it
    /// is a stopper reaching at most [`MAX_SIMPLIFIED`] positions, its
    /// onside and offside when it is not a stopper and reaches at most
    /// [`MAX_SIDED`] (and sidling settles).
    pub fn value(&self, v: Node) -> LoopyValue {
        let reachable = self.graph.reachable(v).len();
        let stopper = || is_stopper(&self.graph) || is_stopper(&self.graph.extract(v));
        if reachable > MAX_SIMPLIFIED {
            return LoopyValue::NotSimplified {
                positions: reachable,
                stopper: stopper(),
            };
        }
        let game = LoopyGame::new(self.graph.extract(v), 0);
        if game.is_stopper() {
            return LoopyValue::Stopper(game);
        }
        match reachable <= MAX_SIDED {
            true => game
                .sides()
                .map_or(LoopyValue::NotStopper, LoopyValue::Sided),
            false => LoopyValue::NotStopper,
        }
    }

    /// The value of `position` (node `v`): [`PositionGraph::value`], and
    /// for a stopper too big to simplify, the first of the literature's
    /// values that `G ≥ c` and `c ≥ G` prove equal to it. Both comparisons
    /// are retrograde passes over the positions `x − y` of the explored
    /// graph and the candidate's simplest form ([`LoopyGame::equals`]),
    /// which needs no simplest form of `G`. Since the candidate is in
    /// simplest form, it is `G`'s simplest form (Siegel, *Combinatorial
    /// Game Theory*, ch. VI, Theorem 3.10: equal stoppers in simplest form
    /// are isomorphic).
    fn value_of(&self, position: &G, v: Node) -> LoopyValue {
        let value = self.value(v);
        let LoopyValue::NotSimplified {
            positions,
            stopper: true,
        } = value
        else {
            return value;
        };
        let candidates = position.literature_values();
        if candidates.is_empty() {
            return value;
        }
        let game = LoopyGame::unsimplified(self.graph.extract(v), 0);
        let proven = candidates
            .into_iter()
            .find(|(c, _)| c.is_stopper() && game.equals(c) == Ok(true));
        match proven {
            Some((value, source)) => LoopyValue::Proven {
                value,
                source,
                positions,
            },
            None => value,
        }
    }

    /// The analysis of `position` (a position of the graph). Its value
    /// (simplest forms, sidling) is found under `control`'s limits.
    fn analysis(&self, position: &G, control: &Control) -> Result<LoopyAnalysis, Stop> {
        let v = self.node(position).expect("the position was explored");
        let side = |player: Player| self.best_moves(position, v, player);
        let value = watch(control, || self.value_of(position, v))?;
        Ok(LoopyAnalysis {
            outcome: self.book.outcome(v),
            left: side(Player::Left),
            right: side(Player::Right),
            value,
            positions: self.graph.reachable(v).len(),
        })
    }

    /// `player`'s winning and drawing moves from `position` (node `v`).
    fn best_moves(&self, position: &G, v: Node, player: Player) -> BestMoves {
        let mut moves = BestMoves::default();
        let best = self.book.best_option(v, player);
        for (label, next) in position.labelled_moves(player) {
            let w = self.node(&next).expect("options were explored");
            let result = self.book.result(w, player.opponent());
            if result == winning(player) {
                moves.winning.push(label.clone());
            } else if result == Play::Draw {
                moves.drawing.push(label.clone());
            }
            if moves.best.is_none() && best.map(|(to, _)| to) == Some(w) {
                moves.best = Some(label);
            }
        }
        if !moves.winning.is_empty() {
            moves.drawing.clear();
        }
        moves
    }
}

/// The result that is a win for `player`.
fn winning(player: Player) -> Play {
    match player {
        Player::Left => Play::LeftWins,
        Player::Right => Play::RightWins,
    }
}

/// The value of a position whose play may cycle.
#[derive(Clone, Debug)]
pub enum LoopyValue {
    /// A stopper, in simplest form (a short game when no cycle is reachable).
    Stopper(LoopyGame),
    /// Play can alternate for ever: not a stopper, valued by its onside
    /// and offside (`A & B`; `on & off` prints as `dud`).
    Sided(SidedValue),
    /// Not a stopper, and its sides were not found (too many positions, or
    /// sidling did not settle).
    NotStopper,
    /// A stopper too big to simplify, proven equal to a value from the
    /// literature by comparing it both ways ([`LoopyRules::literature_values`]).
    Proven {
        /// The value, in simplest form.
        value: LoopyGame,
        /// Where the candidate value comes from.
        source: &'static str,
        /// The number of positions reachable.
        positions: usize,
    },
    /// Too many positions to simplify.
    NotSimplified {
        /// The number of positions reachable.
        positions: usize,
        /// Whether it is a stopper.
        stopper: bool,
    },
}

impl fmt::Display for LoopyValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoopyValue::Stopper(g) => write!(f, "{g}"),
            LoopyValue::Sided(s) => write!(f, "{s}"),
            LoopyValue::NotStopper => f.write_str("not a stopper"),
            LoopyValue::Proven {
                value,
                source,
                positions,
            } => write!(
                f,
                "{value} (the value in {source}, proven equal by comparing both ways over \
                 the {positions} positions, too many to simplify)"
            ),
            LoopyValue::NotSimplified { positions, stopper } => write!(
                f,
                "not computed ({positions} positions, {}; simplest forms are computed \
                 up to {MAX_SIMPLIFIED})",
                if *stopper {
                    "a stopper"
                } else {
                    "not a stopper"
                }
            ),
        }
    }
}

/// A player's good moves from a position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BestMoves {
    /// Moves after which the player wins.
    pub winning: Vec<String>,
    /// Moves keeping a draw, listed when there is no winning move.
    pub drawing: Vec<String>,
    /// The move to play: a winning move that makes progress (always
    /// playing it wins in finitely many moves), else a drawing move;
    /// `None` when every move loses.
    pub best: Option<String>,
}

/// What `conway analyze` reports about a position whose play may cycle.
#[derive(Clone, Debug)]
pub struct LoopyAnalysis {
    /// Who wins with Left moving first and with Right moving first, or
    /// whether play goes on for ever.
    pub outcome: LoopyOutcome,
    /// Left's moves (Left moving first).
    pub left: BestMoves,
    /// Right's moves (Right moving first).
    pub right: BestMoves,
    /// The loopy value.
    pub value: LoopyValue,
    /// The number of positions reachable.
    pub positions: usize,
}

impl LoopyAnalysis {
    /// The analysis as the [`Analysis`] every position gives: the value when
    /// it is a short game; the outcome class with a draw counted as a loss
    /// for the player moving first (so `D` becomes `P`; the outcome with
    /// draws is the first detail); the winning moves; the loopy value and
    /// the drawing moves in the details.
    pub fn as_analysis(&self) -> Analysis {
        let value = match &self.value {
            LoopyValue::Stopper(g) => g.to_game(),
            _ => None,
        };
        let left_wins_first = self.outcome.left_first == Play::LeftWins;
        let right_wins_first = self.outcome.right_first == Play::RightWins;
        let outcome = match (left_wins_first, right_wins_first) {
            (true, true) => Outcome::N,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::P,
        };
        let mut details = vec![
            Detail::text("outcome with draws", self.outcome.to_string()),
            Detail::text("loopy value", self.value.to_string()),
            Detail::count("positions", self.positions as u64),
        ];
        for (who, side) in [("Left", &self.left), ("Right", &self.right)] {
            if !side.drawing.is_empty() {
                details.push(Detail::texts(
                    format!("{who}'s drawing moves"),
                    &side.drawing,
                    ", ",
                ));
            }
        }
        Analysis {
            value,
            nimber: None,
            outcome,
            left_moves: self.left.winning.clone(),
            right_moves: self.right.winning.clone(),
            details,
        }
    }
}

/// A position of a [`LoopyRules`] game, as a [`Position`]; the positions
/// its moves lead to share its explored graph.
pub struct LoopyPosition<G> {
    game: G,
    explored: Arc<Mutex<Option<Arc<PositionGraph<G>>>>>,
}

impl<G: LoopyRules> LoopyPosition<G> {
    /// The position `game`, nothing explored yet.
    pub fn new(game: G) -> LoopyPosition<G> {
        LoopyPosition {
            game,
            explored: Arc::new(Mutex::new(None)),
        }
    }

    /// The position behind a trait object.
    pub fn boxed(game: G) -> Box<dyn Position> {
        Box::new(LoopyPosition::new(game))
    }

    /// The game position.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The graph of the positions reachable from here: the shared one
    /// when it holds this position, else a new exploration.
    pub fn graph_with(&self, control: &Control) -> Result<Arc<PositionGraph<G>>, Stop> {
        let shared = self.explored.lock().expect("not poisoned").clone();
        if let Some(graph) = shared.filter(|g| g.node(&self.game).is_some()) {
            return Ok(graph);
        }
        let graph = Arc::new(PositionGraph::explore(&self.game, control)?);
        *self.explored.lock().expect("not poisoned") = Some(Arc::clone(&graph));
        Ok(graph)
    }
}

impl<G: LoopyRules> Position for LoopyPosition<G> {
    fn notation(&self) -> String {
        self.game.notation()
    }

    fn render(&self) -> String {
        self.game.render()
    }

    fn moves(&self, player: Player) -> Vec<Move> {
        self.game
            .labelled_moves(player)
            .into_iter()
            .map(|(label, game)| Move {
                label,
                position: Box::new(LoopyPosition {
                    game,
                    explored: Arc::clone(&self.explored),
                }),
            })
            .collect()
    }

    fn find_move(&self, player: Player, typed: &str) -> Option<usize> {
        self.game.find_move(player, typed)
    }

    fn analyze(&self) -> Analysis {
        unbounded(|c| self.analyze_with(c))
    }

    fn analyze_with(&self, control: &Control) -> Result<Analysis, Stop> {
        self.analyze_loopy(control).map(|a| a.as_analysis())
    }

    fn value_with(&self, control: &Control) -> Result<Option<Game>, Stop> {
        self.analyze_with(control).map(|a| a.value)
    }

    fn loopy(&self) -> Option<&dyn LoopyPlay> {
        Some(self)
    }
}

impl<G: LoopyRules> LoopyPlay for LoopyPosition<G> {
    fn analyze_loopy(&self, control: &Control) -> Result<LoopyAnalysis, Stop> {
        self.graph_with(control)
            .and_then(|graph| graph.analysis(&self.game, control))
    }
}
