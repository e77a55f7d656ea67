//! One [`Position`] implementation for every impartial ruleset.
//!
//! An impartial ruleset writes its game logic once, as an
//! [`ImpartialGame`] whose moves carry labels ([`ImpartialRules`]); wrapping
//! a position in [`ImpartialPosition`] makes it a [`Position`] that the
//! command line can list, play and analyse. The analysis of an impartial
//! position is its Grundy value `*n`, the outcome (P when `n = 0`, N
//! otherwise) and the moves to positions of value 0.

use crate::control::{unbounded, Control, Stop};
use crate::impartial::{GrundySolver, ImpartialGame};
use crate::misere::{MisereError, MisereGame};
use crate::numeric::Nimber;
use crate::rulesets::misere_analysis::{self, MisereAnalysis};
use crate::rulesets::{Analysis, MiserePlay, Move, PartialAnalysis, Position};
use crate::schema::Detail;
use crate::value::{Game, Outcome, Player};
use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// An impartial game whose moves have labels in a ruleset's notation.
///
/// Rulesets implement the game logic once, as a list of typed moves
/// ([`moves`](ImpartialRules::moves), [`play`](ImpartialRules::play),
/// [`label`](ImpartialRules::label)) from which the options and the
/// labelled options are derived, and their fastest exact method for the
/// Grundy value; tests check that method against plain game-tree search.
///
/// ```
/// use conway::rulesets::impartial_position::ImpartialRules;
/// use conway::rulesets::nim::Nim;
/// let p = Nim::new(vec![3, 5, 7]);
/// assert_eq!(p.grundy().0, 1);
/// assert_eq!(p.winning_moves(), vec!["heap 1: 3 -> 2", "heap 2: 5 -> 4", "heap 3: 7 -> 6"]);
/// ```
pub trait ImpartialRules: ImpartialGame + 'static {
    /// The position in the ruleset's notation (parseable again).
    fn notation(&self) -> String;

    /// A picture for the terminal (defaults to the notation).
    fn render(&self) -> String {
        self.notation()
    }

    /// A move as the ruleset makes it: cheap to list (a heap and a count,
    /// a cell) or carrying the position it leads to.
    type Move;

    /// The moves, in a fixed order: the one move list of the game. The
    /// options ([`options_from_moves`](ImpartialRules::options_from_moves))
    /// and the labelled options that `conway play` and the analysis show
    /// ([`labelled_options`](ImpartialRules::labelled_options)) are derived
    /// from it.
    fn moves(&self) -> impl Iterator<Item = Self::Move>;

    /// The position after the move `m` (one of [`moves`](ImpartialRules::moves)).
    fn play(&self, m: Self::Move) -> Self;

    /// How the ruleset writes the move `m` (`heap 1: 3 -> 2`).
    fn label(&self, m: &Self::Move) -> String;

    /// The options, in the order of the moves: the usual body of
    /// [`ImpartialGame::options`].
    fn options_from_moves(&self) -> Vec<Self> {
        self.moves().map(|m| self.play(m)).collect()
    }

    /// Which move (its index in the order of the moves) the text `typed`
    /// names. The default compares it with each move's label without
    /// spaces and case ([`find_labelled`](crate::rulesets::find_labelled));
    /// a ruleset whose moves can be written several ways reads the text
    /// into its [`Move`](ImpartialRules::Move) and looks that up.
    fn find_move(&self, typed: &str) -> Option<usize> {
        let labels = self.moves().map(|m| self.label(&m));
        crate::rulesets::find_labelled(labels, typed)
    }

    /// Every move, with its label and the position it leads to, in the
    /// order of the moves. Not meant to be overridden.
    fn labelled_options(&self) -> Vec<(String, Self)> {
        self.moves()
            .map(|m| (self.label(&m), self.play(m)))
            .collect()
    }

    /// The position as heaps of a heap game, when it is one (misère
    /// analysis then reads it off the game's misère quotient).
    fn heap_game(&self) -> Option<(crate::impartial::heap::HeapGame, Vec<usize>)> {
        None
    }

    /// The Grundy value, computed under `control` (a position budget, a
    /// time limit, cancellation). The default asks the generic
    /// [`GrundySolver`] (shared by all positions of the type, see
    /// [`shared_solver`]); rulesets with a faster exact method override
    /// this method (not [`grundy`](ImpartialRules::grundy)) and count their
    /// work on `control` when it can take long.
    fn grundy_with(&self, control: &Control) -> Result<Nimber, Stop> {
        solver_grundy_with(self, control)
    }

    /// The Grundy value, without limits: [`grundy_with`](ImpartialRules::grundy_with)
    /// under an unlimited control. Not meant to be overridden.
    fn grundy(&self) -> Nimber {
        unbounded(|c| self.grundy_with(c))
    }

    /// The Grundy value if it is reported by `analyze`, under `control`
    /// (rulesets whose value is too costly for some positions return `None`
    /// there and say who wins through
    /// [`first_player_wins`](ImpartialRules::first_player_wins)).
    fn reported_grundy_with(&self, control: &Control) -> Result<Option<Nimber>, Stop> {
        self.grundy_with(control).map(Some)
    }

    /// [`reported_grundy_with`](ImpartialRules::reported_grundy_with)
    /// without limits. Not meant to be overridden.
    fn reported_grundy(&self) -> Option<Nimber> {
        unbounded(|c| self.reported_grundy_with(c))
    }

    /// Whether the player to move wins.
    fn first_player_wins(&self) -> bool {
        self.grundy() != Nimber::ZERO
    }

    /// The labels of the moves to positions of Grundy value 0 (none when
    /// the position has value 0), without limits:
    /// [`winning_moves_with`](ImpartialRules::winning_moves_with) under an
    /// unlimited control. Not meant to be overridden.
    fn winning_moves(&self) -> Vec<String> {
        unbounded(|c| self.winning_moves_with(c))
    }

    /// The labels of the moves to positions of Grundy value 0, under the
    /// limits of `control`. The default searches the value of every
    /// option under `control` (most are in the table after the search of
    /// the position); rulesets with many moves compute them directly.
    fn winning_moves_with(&self, control: &Control) -> Result<Vec<String>, Stop> {
        winning_moves_by_values(self, control)
    }

    /// Ruleset-specific facts for the report.
    fn details(&self) -> Vec<Detail> {
        Vec::new()
    }

    /// See [`Position::move_bound`].
    fn move_bound(&self) -> Option<u128> {
        None
    }
}

/// The one [`GrundySolver`] of the game type `G` in this process, so that
/// every analysis of a `G` (for instance each turn of `conway play`) reuses
/// the transposition table of the ones before.
///
/// ```
/// use conway::rulesets::impartial_position::shared_solver;
/// use conway::rulesets::nim::Nim;
/// let a = shared_solver::<Nim>();
/// let b = shared_solver::<Nim>();
/// assert!(std::sync::Arc::ptr_eq(&a, &b));
/// ```
pub fn shared_solver<G: ImpartialGame + 'static>() -> Arc<GrundySolver<G>> {
    type Solvers = Mutex<HashMap<TypeId, Arc<dyn Any + Send + Sync>>>;
    static SOLVERS: OnceLock<Solvers> = OnceLock::new();
    let mut solvers = SOLVERS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let solver = solvers
        .entry(TypeId::of::<G>())
        .or_insert_with(|| Arc::new(GrundySolver::<G>::new()));
    Arc::clone(solver)
        .downcast::<GrundySolver<G>>()
        .unwrap_or_else(|_| unreachable!("solvers are stored under their own type id"))
}

/// The Grundy value of `g` from the generic [`GrundySolver`] shared by
/// its type, under `control`: the default of
/// [`ImpartialRules::grundy_with`], for overrides that wrap it.
///
/// ```
/// use conway::control::unbounded;
/// use conway::rulesets::impartial_position::solver_grundy_with;
/// use conway::rulesets::nimstring::Nimstring;
/// let one_box = Nimstring::parse("+ +/. ./+ +").unwrap();
/// assert_eq!(unbounded(|c| solver_grundy_with(&one_box, c)).0, 1);
/// ```
pub fn solver_grundy_with<G: ImpartialGame + 'static>(
    g: &G,
    control: &Control,
) -> Result<Nimber, Stop> {
    shared_solver::<G>().grundy_short_with(g, control)
}

/// The labels of the moves of `g` to positions of Grundy value 0, by the
/// value of every option under `control`: the default of
/// [`ImpartialRules::winning_moves_with`], for rulesets that override it
/// only for some positions.
///
/// ```
/// use conway::control::unbounded;
/// use conway::rulesets::impartial_position::winning_moves_by_values;
/// use conway::rulesets::nim::Nim;
/// let wins = unbounded(|c| winning_moves_by_values(&Nim::new(vec![1, 2]), c));
/// assert_eq!(wins, vec!["heap 2: 2 -> 1"]);
/// ```
pub fn winning_moves_by_values<G: ImpartialRules>(
    g: &G,
    control: &Control,
) -> Result<Vec<String>, Stop> {
    if g.grundy_with(control)? == Nimber::ZERO {
        return Ok(Vec::new());
    }
    let mut wins = Vec::new();
    for (label, option) in g.labelled_options() {
        control.check()?;
        if option.grundy_with(control)? == Nimber::ZERO {
            wins.push(label);
        }
    }
    Ok(wins)
}

/// The analysis of an impartial position: value `*n` (when known), outcome
/// and winning moves.
///
/// ```
/// use conway::numeric::Nimber;
/// use conway::rulesets::impartial_position::impartial_analysis;
/// use conway::value::Outcome;
/// let a = impartial_analysis(Some(Nimber(0)), false, vec![], vec![]);
/// assert_eq!(a.outcome, Outcome::P);
/// assert_eq!(a.value.unwrap().to_string(), "0");
/// ```
pub fn impartial_analysis(
    nimber: Option<Nimber>,
    first_player_wins: bool,
    winning_moves: Vec<String>,
    details: Vec<Detail>,
) -> Analysis {
    Analysis {
        value: nimber.map(|n| Game::nimber(n.0)),
        nimber,
        outcome: if first_player_wins {
            Outcome::N
        } else {
            Outcome::P
        },
        left_moves: winning_moves,
        right_moves: Vec::new(),
        details,
    }
}

/// An [`ImpartialRules`] position seen as a ruleset [`Position`].
///
/// ```
/// use conway::rulesets::impartial_position::ImpartialPosition;
/// use conway::rulesets::nim::Nim;
/// use conway::rulesets::Position;
/// use conway::value::Player;
/// let p = ImpartialPosition(Nim::new(vec![1, 2]));
/// assert_eq!(p.moves(Player::Left).len(), 3);
/// assert_eq!(p.analyze().value.unwrap().to_string(), "*3");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ImpartialPosition<G>(pub G);

impl<G: ImpartialRules> MiserePlay for ImpartialPosition<G> {
    fn analyze_misere(&self, control: &Control) -> Result<MisereAnalysis, MisereError> {
        misere_analysis::analyze(&self.0, control)
    }

    fn misere_form(&self, control: &Control) -> Result<MisereGame, MisereError> {
        misere_analysis::form(&self.0, control)
    }
}

impl<G: ImpartialRules> Position for ImpartialPosition<G> {
    fn notation(&self) -> String {
        self.0.notation()
    }

    fn render(&self) -> String {
        self.0.render()
    }

    fn move_bound(&self) -> Option<u128> {
        self.0.move_bound()
    }

    fn find_move(&self, _player: Player, typed: &str) -> Option<usize> {
        self.0.find_move(typed)
    }

    fn moves(&self, _player: Player) -> Vec<Move> {
        self.0
            .labelled_options()
            .into_iter()
            .map(|(label, g)| Move {
                label,
                position: Box::new(ImpartialPosition(g)),
            })
            .collect()
    }

    fn analyze(&self) -> Analysis {
        unbounded(|c| self.analyze_with(c))
    }

    fn components(&self) -> Vec<Box<dyn Position>> {
        self.0
            .components()
            .into_iter()
            .map(|g| Box::new(ImpartialPosition(g)) as Box<dyn Position>)
            .collect()
    }

    fn value_with(&self, control: &Control) -> Result<Option<Game>, Stop> {
        let nimber = self.0.reported_grundy_with(control)?;
        Ok(nimber.map(|n| Game::nimber(n.0)))
    }

    fn misere(&self) -> Option<&dyn MiserePlay> {
        Some(self)
    }

    /// The search for the value runs under `control`; the winning moves and
    /// details that follow read the tables it filled.
    fn analyze_with(&self, control: &Control) -> Result<Analysis, Stop> {
        self.analyze_partially(control)
            .map_err(|partial| partial.stop)
    }

    /// Every phase runs under `control`: a stop after the value `*n` was
    /// found (while the winning moves were being looked for) keeps it and
    /// the outcome.
    fn analyze_partially(&self, control: &Control) -> Result<Analysis, PartialAnalysis> {
        let g = &self.0;
        let nimber = g
            .reported_grundy_with(control)
            .map_err(PartialAnalysis::nothing)?;
        let stopped = |stop| PartialAnalysis {
            stop,
            value: nimber.map(|n| Game::nimber(n.0)),
            outcome: nimber.map(|n| {
                if n == Nimber::ZERO {
                    Outcome::P
                } else {
                    Outcome::N
                }
            }),
        };
        control.check().map_err(stopped)?;
        let wins = nimber.map_or_else(|| g.first_player_wins(), |n| n != Nimber::ZERO);
        let moves = if wins {
            g.winning_moves_with(control).map_err(stopped)?
        } else {
            Vec::new()
        };
        control.check().map_err(stopped)?;
        Ok(impartial_analysis(nimber, wins, moves, g.details()))
    }
}
