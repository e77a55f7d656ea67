//! One [`Position`] implementation for every partizan ruleset.
//!
//! A ruleset file writes its game as a [`PartizanGame`] (components,
//! normalisation; its options come from the move list) and
//! [`PartizanRules`]: the one list of moves (each a typed move that plays
//! to a position and has a label) and the notation. [`PartizanPosition`] turns that into a
//! [`Position`]: moves for `conway play`, and an [`Analysis`] from the
//! position's value ([`PartizanRules::value`]: by default from the
//! process-wide [`Solver`] for the game type, so successive analyses share
//! one transposition table; a ruleset with a closed form overrides it).
//!
//! The analysis holds the canonical form, the outcome class, the winning
//! moves of each player (found from the values of the options: Left's move
//! wins if it leads to a value `>= 0`, Right's if it leads to one `<= 0`)
//! and, in `details`, the temperature and mean of the value followed by
//! whatever the ruleset adds. Impartial rulesets analysed with the partizan
//! machinery (Cram) set [`PartizanRules::IMPARTIAL`]: their analysis reports
//! the nimber, the winning moves of the player to move in `left_moves`, and
//! no temperature.
//!
//! ```
//! use conway::partizan::PartizanGame;
//! use conway::rulesets::partizan_position::{PartizanPosition, PartizanRules};
//! use conway::rulesets::Position;
//! use conway::value::{Game, Outcome, Player};
//!
//! /// A row of `n` coins; Left takes one, Right takes two.
//! #[derive(Clone, PartialEq, Eq, Hash, Debug)]
//! struct Coins(u32);
//!
//! impl PartizanGame for Coins {
//!     fn left_options(&self) -> Vec<Coins> {
//!         self.options_of(Player::Left)
//!     }
//!     fn right_options(&self) -> Vec<Coins> {
//!         self.options_of(Player::Right)
//!     }
//! }
//!
//! impl PartizanRules for Coins {
//!     /// A move takes this many coins.
//!     type Move = u32;
//!     fn notation(&self) -> String {
//!         self.0.to_string()
//!     }
//!     fn moves(&self, player: Player) -> impl Iterator<Item = u32> {
//!         let take = if player == Player::Left { 1 } else { 2 };
//!         (self.0 >= take).then_some(take).into_iter()
//!     }
//!     fn play(&self, take: u32) -> Coins {
//!         Coins(self.0 - take)
//!     }
//!     fn label(&self, take: &u32) -> String {
//!         format!("take {take}")
//!     }
//! }
//!
//! let analysis = PartizanPosition(Coins(2)).analyze();
//! // {1 | 0}: the first player wins, each by their only move.
//! assert_eq!(analysis.value, Some(Game::new(&[Game::integer(1)], &[Game::ZERO])));
//! assert_eq!(analysis.outcome, Outcome::N);
//! assert_eq!(analysis.left_moves, ["take 1"]);
//! assert_eq!(analysis.right_moves, ["take 2"]);
//! ```

use crate::control::{unbounded, watch, Control, Stop};
use crate::impartial::ImpartialGame;
use crate::misere::{MisereError, MisereGame};
use crate::outcome::component::Shared;
use crate::partizan::{PartizanGame, Solver};
use crate::rulesets::either_player::EitherPlayer;
use crate::rulesets::impartial_position::ImpartialRules;
use crate::rulesets::misere_analysis::{self, MisereAnalysis};
use crate::rulesets::outcome_part::Part;
use crate::rulesets::{
    Analysis, EitherPlayerValues, MiserePlay, Move, OutcomeParts, PartialAnalysis, Position,
};
use crate::schema::Detail;
use crate::value::{Game, Outcome, Player};

/// A partizan game as a ruleset shows it: notation and labelled moves.
pub trait PartizanRules: PartizanGame + 'static {
    /// True for an impartial game analysed as a partizan one (both players
    /// have the same moves): the analysis then reports a nimber.
    const IMPARTIAL: bool = false;

    /// True if [`value_in_search`](PartizanRules::value_in_search) gives a
    /// nim value by mex (the impartial variants): the outcome search's
    /// first attempt at a root component is then given at least the
    /// budget of one component.
    const VALUED_BY_MEX: bool = false;

    /// The position in the ruleset's notation (parseable again).
    fn notation(&self) -> String;

    /// A position with the same moves as this one, up to their names and
    /// an exchange of the players (the board turned or reflected, its
    /// colours swapped): the key under which the impartial variant keeps
    /// its Grundy values, which such a change keeps. The default is the
    /// position itself, since a ruleset's
    /// [`normalized`](PartizanGame::normalized) keeps its partizan value
    /// but need not keep its moves.
    ///
    /// ```
    /// use conway::rulesets::nogo::NoGo;
    /// use conway::rulesets::partizan_position::PartizanRules;
    /// let a = NoGo::parse("x..").unwrap().same_moves_normalized();
    /// assert_eq!(a, NoGo::parse("..o").unwrap().same_moves_normalized());
    /// ```
    fn same_moves_normalized(&self) -> Self {
        self.clone()
    }

    /// A picture for the terminal (defaults to the notation).
    fn render(&self) -> String {
        self.notation()
    }

    /// A move as the ruleset makes it: cheap to list (a cell, a heap and
    /// a count) or carrying the position it leads to.
    type Move;

    /// `player`'s moves, in a fixed order: the one move list of the game.
    /// Everything else about moves is derived from it: the options
    /// ([`options_of`](PartizanRules::options_of)), the option at an index
    /// ([`option_at`](PartizanRules::option_at)), the labelled moves that
    /// `conway play` and the analysis show
    /// ([`labelled_moves`](PartizanRules::labelled_moves)).
    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move>;

    /// The position after `player`'s move `m` (one of [`moves`](PartizanRules::moves)).
    fn play(&self, m: Self::Move) -> Self;

    /// How the ruleset writes the move `m` (`a1-a2`, `heap 3 -> 1`).
    fn label(&self, m: &Self::Move) -> String;

    /// Which of `player`'s moves (its index in the order of the moves) the
    /// text `typed` names. The default compares it with each move's label
    /// without spaces and case ([`find_labelled`](crate::rulesets::find_labelled));
    /// a ruleset whose moves can be written several ways reads the text
    /// into its [`Move`](PartizanRules::Move) and looks that up (Domineering:
    /// a domino's cells in either order).
    fn find_move(&self, player: Player, typed: &str) -> Option<usize> {
        let labels = self.moves(player).map(|m| self.label(&m));
        crate::rulesets::find_labelled(labels, typed)
    }

    /// `player`'s options, in the order of the moves: the usual body of
    /// [`PartizanGame::left_options`] and
    /// [`right_options`](PartizanGame::right_options).
    fn options_of(&self, player: Player) -> Vec<Self> {
        self.moves(player).map(|m| self.play(m)).collect()
    }

    /// The moves of `player`, each with its label and the position it leads
    /// to, in the order of the moves. Not meant to be overridden.
    fn labelled_moves(&self, player: Player) -> Vec<(String, Self)> {
        self.moves(player)
            .map(|m| (self.label(&m), self.play(m)))
            .collect()
    }

    /// The canonical form of the position. The default asks the
    /// process-wide [`Solver`] for the game type; a ruleset with a faster
    /// exact method (a closed form, the simplest-number rule) overrides it, and
    /// its tests check the two agree. The analysis and the winning moves use
    /// this method.
    fn value(&self) -> Game {
        unbounded(|c| self.value_with(c))
    }

    /// [`PartizanRules::value`] under the limits of `control`.
    fn value_with(&self, control: &Control) -> Result<Game, Stop> {
        Solver::<Self>::shared().value_with(self, control)
    }

    /// The value of this component when the outcome search meets it,
    /// found on the calling thread (the search may be running on every
    /// core) under `control`, the search's allowance for it. The default
    /// is the canonical form by the process-wide [`Solver`]; the impartial
    /// variant ([`EitherPlayer`]) takes its nim value from the Grundy
    /// solver, which compares no forms.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::rulesets::domineering::Domineering;
    /// use conway::rulesets::either_player::EitherPlayer;
    /// use conway::rulesets::partizan_position::PartizanRules;
    /// use conway::value::Game;
    /// let board = Domineering::parse("..|..").unwrap();
    /// let control = Control::unlimited();
    /// // Left's vertical domino leaves Right none, and the other way round: ±1.
    /// let plus_minus_one = Game::new(&[Game::integer(1)], &[Game::integer(-1)]);
    /// assert_eq!(board.value_in_search(&control), Ok(plus_minus_one));
    /// // Either player may place either domino: a 2x2 board of Cram is 0.
    /// assert_eq!(EitherPlayer(board).value_in_search(&control), Ok(Game::ZERO));
    /// assert_eq!(EitherPlayer(Domineering::parse("..|..").unwrap()).recalled_value(), Some(Game::ZERO));
    /// ```
    fn value_in_search(&self, control: &Control) -> Result<Game, Stop> {
        Solver::<Self>::shared().value_on_this_thread(self, control)
    }

    /// The value [`value_in_search`](PartizanRules::value_in_search) found
    /// for this component earlier in the process, if it did; nothing is
    /// searched.
    fn recalled_value(&self) -> Option<Game> {
        Solver::<Self>::shared().lookup(self)
    }

    /// Bounds on `player`'s moves in this position for the outcome search
    /// (see [`crate::outcome::bounds`]): a number of moves `player` can
    /// surely still make whatever anyone plays, and the most `player` can
    /// ever make, both staying valid as play goes on. The default knows
    /// none, and the search then does not use the rule.
    fn move_bounds(&self, player: Player) -> Option<crate::outcome::bounds::MoveBounds> {
        let _ = player;
        None
    }

    /// The move bounds of both players after each of `player`'s options
    /// (`[player's, the opponent's]`, each summed over the option's
    /// components, in the order of the options), when the ruleset can give
    /// them without splitting the options: the outcome search orders
    /// moves by them and makes only the options it tries. The default
    /// gives none, and the search makes every option first.
    fn option_move_bounds(
        &self,
        player: Player,
    ) -> Option<Vec<[crate::outcome::bounds::MoveBounds; 2]>> {
        let _ = player;
        None
    }

    /// `player`'s option number `index` (in the order of the moves),
    /// making only that one. A ruleset whose moves are costly to list
    /// (bitboard games) may override it with a faster way to the same
    /// option; the conformance test checks they agree.
    fn option_at(&self, player: Player, index: usize) -> Option<Self> {
        self.moves(player).nth(index).map(|m| self.play(m))
    }

    /// Ruleset-specific facts for the analysis, given the position's value.
    fn details(&self, value: Game) -> Vec<Detail> {
        let _ = value;
        Vec::new()
    }
}

/// A position of a [`PartizanRules`] game, as a [`Position`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PartizanPosition<G>(pub G);

impl<G: PartizanRules> PartizanPosition<G> {
    /// The position behind a trait object, as [`Ruleset::parse`](crate::rulesets::Ruleset::parse)
    /// returns it.
    pub fn boxed(game: G) -> Box<dyn Position> {
        Box::new(PartizanPosition(game))
    }

    /// The labels of `player`'s winning moves (to a position the opponent
    /// loses moving first), found from the values of the options: Left's
    /// move wins if it leads to a value `>= 0`, Right's if to one `<= 0`.
    pub fn winning_moves(&self, player: Player) -> Vec<String> {
        unbounded(|c| self.winning_moves_with(player, c))
    }

    /// [`winning_moves`](PartizanPosition::winning_moves) under the limits
    /// of `control`: each option's value is searched under it (most are in
    /// the table after the search of the position).
    pub fn winning_moves_with(
        &self,
        player: Player,
        control: &Control,
    ) -> Result<Vec<String>, Stop> {
        let mut wins = Vec::new();
        for (label, after) in self.0.labelled_moves(player) {
            control.check()?;
            let v = after.value_with(control)?;
            let winning = watch(control, || v.is_won_after_move_by(player))?;
            if winning {
                wins.push(label);
            }
        }
        Ok(wins)
    }
}

impl<G: PartizanRules> Position for PartizanPosition<G> {
    fn notation(&self) -> String {
        self.0.notation()
    }

    fn find_move(&self, player: Player, typed: &str) -> Option<usize> {
        self.0.find_move(player, typed)
    }

    fn render(&self) -> String {
        self.0.render()
    }

    fn moves(&self, player: Player) -> Vec<Move> {
        self.0
            .labelled_moves(player)
            .into_iter()
            .map(|(label, position)| Move {
                label,
                position: PartizanPosition::boxed(position),
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
            .map(PartizanPosition::boxed)
            .collect()
    }

    fn outcome_parts(&self) -> Option<&dyn OutcomeParts> {
        Some(self)
    }

    /// By the [`GrundySolver`] on the ruleset's own positions
    /// ([`EitherPlayer`]), without labels or notation.
    fn either_player_values(&self, control: &Control) -> Result<EitherPlayerValues, Stop> {
        EitherPlayerValues::search(&EitherPlayer(self.0.clone()), control)
    }

    /// Misère play, for an impartial ruleset ([`PartizanRules::IMPARTIAL`]).
    fn misere(&self) -> Option<&dyn MiserePlay> {
        G::IMPARTIAL.then_some(self)
    }

    fn value_with(&self, control: &Control) -> Result<Option<Game>, Stop> {
        watch(control, || self.0.value_with(control))
            .and_then(|found| found)
            .map(Some)
    }

    /// The canonical form is searched under `control`; the winning moves
    /// that follow compare the options' values, which the search left in
    /// the table.
    fn analyze_with(&self, control: &Control) -> Result<Analysis, Stop> {
        self.analyze_partially(control)
            .map_err(|partial| partial.stop)
    }

    /// Every phase runs under `control`, each watched (the temperature,
    /// mean and winning moves are value algebra on forms that may be big):
    /// a stop after the search keeps the value and, once it is known, the
    /// outcome class.
    fn analyze_partially(&self, control: &Control) -> Result<Analysis, PartialAnalysis> {
        let value = watch(control, || self.0.value_with(control))
            .and_then(|found| found)
            .map_err(PartialAnalysis::nothing)?;
        let stopped = |outcome| {
            move |stop| PartialAnalysis {
                stop,
                value: Some(value),
                outcome,
            }
        };
        let outcome = watch(control, || value.outcome()).map_err(stopped(None))?;
        control.check().map_err(stopped(Some(outcome)))?;
        watch(control, || self.analysis_given(value, outcome, control))
            .and_then(|analysis| analysis)
            .map_err(stopped(Some(outcome)))
    }
}

impl<G: PartizanRules> OutcomeParts for PartizanPosition<G> {
    fn parts(&self) -> Vec<Shared> {
        Part::split(&self.0)
    }

    fn either_player_parts(&self) -> Vec<Shared> {
        Part::split(&EitherPlayer(self.0.clone()))
    }
}

/// Misère play of an impartial ruleset written with the partizan machinery
/// (reached only where [`PartizanRules::IMPARTIAL`] holds).
impl<G: PartizanRules> MiserePlay for PartizanPosition<G> {
    fn analyze_misere(&self, control: &Control) -> Result<MisereAnalysis, MisereError> {
        misere_analysis::analyze(&AsImpartial(self.0.clone()), control)
    }

    fn misere_form(&self, control: &Control) -> Result<MisereGame, MisereError> {
        misere_analysis::form(&AsImpartial(self.0.clone()), control)
    }
}

impl<G: PartizanRules> PartizanPosition<G> {
    /// The analysis once the value and outcome are known.
    fn analysis_given(
        &self,
        value: Game,
        outcome: Outcome,
        control: &Control,
    ) -> Result<Analysis, Stop> {
        let mut details = Vec::new();
        if !G::IMPARTIAL {
            details.push(Detail::text("temperature", value.temperature().to_string()));
            details.push(Detail::text("mean", value.mean().to_string()));
        }
        details.extend(self.0.details(value));
        Ok(Analysis {
            value: Some(value),
            nimber: if G::IMPARTIAL {
                value.as_nimber()
            } else {
                None
            },
            outcome,
            left_moves: self.winning_moves_with(Player::Left, control)?,
            right_moves: if G::IMPARTIAL {
                Vec::new()
            } else {
                self.winning_moves_with(Player::Right, control)?
            },
            details,
        })
    }
}

/// An impartial ruleset written with the partizan machinery (Cram) seen as
/// an impartial game, its options Left's (the same as Right's), so that
/// misère play ([`crate::rulesets::misere_analysis`]) reads it as it reads the
/// impartial rulesets: components and symmetries as the ruleset has them
/// (both keep the misère form).
#[derive(Clone, PartialEq, Eq, Hash)]
struct AsImpartial<G>(G);

impl<G: PartizanRules> ImpartialGame for AsImpartial<G> {
    fn options(&self) -> Vec<Self> {
        self.options_from_moves()
    }

    fn components(&self) -> Vec<Self> {
        self.0.components().into_iter().map(AsImpartial).collect()
    }

    fn normalized(&self) -> Self {
        AsImpartial(self.0.normalized())
    }
}

impl<G: PartizanRules> ImpartialRules for AsImpartial<G> {
    /// Left's moves, which are Right's too.
    type Move = G::Move;

    fn notation(&self) -> String {
        self.0.notation()
    }

    fn moves(&self) -> impl Iterator<Item = G::Move> {
        self.0.moves(Player::Left)
    }

    fn find_move(&self, typed: &str) -> Option<usize> {
        self.0.find_move(Player::Left, typed)
    }

    fn play(&self, m: G::Move) -> Self {
        AsImpartial(self.0.play(m))
    }

    fn label(&self, m: &G::Move) -> String {
        self.0.label(m)
    }
}
