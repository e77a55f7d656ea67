//! Built-in rulesets, one file per game, behind one interface.
//!
//! A [`Ruleset`] parses positions written in the field's notation (each
//! game declares it as one [`Metadata`] constant); a [`Position`] lists
//! moves for either player and analyses itself, and reaches what only some
//! positions can do (misère play, draws, outcome-search parts) through
//! [`capabilities`]. The command line
//! (`conway rulesets`, `conway analyze`, `conway play`) works only through
//! these two traits, so adding a game means adding a file (and its
//! `pub mod` line in `games/mod.rs`) and one line to [`all`].

pub mod adapters;
pub mod boards;
pub mod capabilities;
pub mod document;
pub mod games;
mod registry;

pub use capabilities::{LoopyPlay, MiserePlay, OutcomeParts};
pub use registry::{all, find, UnknownRuleset};

// Every game, board and adapter keeps its path `conway::rulesets::name`.
pub use adapters::best_guess;
pub use adapters::either_player;
pub use adapters::explain;
pub use adapters::impartial_position;
pub use adapters::impartial_variant;
pub use adapters::loopy_position;
pub use adapters::misere_analysis;
pub use adapters::outcome_part;
pub use adapters::partizan_position;
pub use adapters::region_database;
pub use adapters::token_graph;
pub use adapters::user_grid;
pub(crate) use boards::bitboard;
pub(crate) use boards::cgsuite_graph;
pub use boards::colouring;
pub use boards::counter_graph;
pub use boards::domino;
pub(crate) use boards::graph_labelling;
pub use boards::grid;
pub use boards::memory_heap;
pub use boards::number_pairs;
pub use boards::polyomino;
pub use boards::scan;
pub(crate) use boards::stone_words;
pub use boards::stones;
pub use boards::strip;
pub(crate) use boards::wide_bitboard;
pub use games::advance_or_eat;
pub use games::amazons;
pub use games::arc_kayles;
pub use games::backsliding_toads;
pub use games::bomberman;
pub use games::cake;
pub use games::cannibal_clobber;
pub use games::chomp;
pub use games::clobber;
pub use games::coin_turning;
pub use games::col;
pub use games::cram;
pub use games::cutcake;
pub use games::digraph_placement;
pub use games::divisor_chain;
pub use games::domineering;
pub use games::fibonacci_nim;
pub use games::fission;
pub use games::fjords;
pub use games::fox_and_geese;
pub use games::gen_clobber;
pub use games::generalised_wythoff;
pub use games::hackenbush;
pub use games::king_dirt;
pub use games::konane;
pub use games::mem;
pub use games::nim;
pub use games::nimstring;
pub use games::node_kayles;
pub use games::nogo;
pub use games::partizan_arc_kayles;
pub use games::partizan_euclid;
pub use games::partizan_heaps;
pub use games::pawns;
pub use games::rectangle_split;
pub use games::sheep;
pub use games::ski_jumps;
pub use games::snort;
pub use games::spawning;
pub use games::staircase_nim;
pub use games::subtraction_nim;
pub use games::take_and_break;
pub use games::take_away;
pub use games::toads_and_frogs;
pub use games::toppling_dominoes;
pub use games::weighted_arc_kayles;
pub use games::wythoff;

use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::impartial::{GrundySolver, ImpartialGame};
use crate::numeric::Nimber;
use crate::value::{Game, Outcome, Player};
use std::fmt;

pub use crate::picture::board::Drawing;
pub use explain::{explain, Explanation};

/// Whether the moves of a ruleset depend on who is moving.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// Both players have the same moves; values are nimbers.
    Impartial,
    /// Left and Right have different moves; values are canonical forms.
    Partizan,
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::Impartial => "impartial",
            Kind::Partizan => "partizan",
        })
    }
}

/// A game with a position syntax.
pub trait Ruleset: Send + Sync {
    /// The name used on the command line, lower case with dashes
    /// (`domineering`, `advance-or-eat`).
    fn name(&self) -> &'static str;

    /// Impartial or partizan.
    fn kind(&self) -> Kind;

    /// One line saying what the game is.
    fn summary(&self) -> &'static str;

    /// How positions are written, in a sentence or two.
    fn syntax(&self) -> &'static str;

    /// A position to try.
    fn example(&self) -> &'static str;

    /// Reads a position; errors name the line and column.
    fn parse(&self, position: &str) -> Result<Box<dyn Position>, ParseError>;

    /// Can play return to an earlier position? Such rulesets are analysed
    /// with draws ([`Position::loopy`]) and have no impartial
    /// variant.
    fn can_cycle(&self) -> bool {
        false
    }

    /// How its positions are drawn ([`svg`]); `None` for games without a
    /// board (heap games).
    fn drawing(&self) -> Option<Drawing> {
        None
    }
}

/// What a ruleset is, in one value: each game file declares one `const`
/// of this type per ruleset, and `registry.rs` lists it.
///
/// ```
/// use conway::rulesets::{Kind, Metadata, Ruleset};
/// use conway::rulesets::nim::NIM;
/// let nim: &dyn Ruleset = &NIM;
/// assert_eq!((nim.name(), nim.kind()), ("nim", Kind::Impartial));
/// assert_eq!(nim.parse("3 5").unwrap().notation(), "3 5");
/// assert_eq!(NIM.drawing, None);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Metadata {
    /// The name used on the command line, lower case with dashes
    /// (`domineering`, `advance-or-eat`).
    pub name: &'static str,
    /// Impartial or partizan.
    pub kind: Kind,
    /// One line saying what the game is.
    pub summary: &'static str,
    /// How positions (and moves) are written, in a sentence or two.
    pub syntax: &'static str,
    /// A position to try.
    pub example: &'static str,
    /// Reads a position; errors name the line and column.
    pub parse: fn(&str) -> Result<Box<dyn Position>, ParseError>,
    /// How positions are drawn; `None` for games without a board.
    pub drawing: Option<Drawing>,
    /// Whether play can return to an earlier position.
    pub can_cycle: bool,
}

impl Ruleset for Metadata {
    fn name(&self) -> &'static str {
        self.name
    }

    fn kind(&self) -> Kind {
        self.kind
    }

    fn summary(&self) -> &'static str {
        self.summary
    }

    fn syntax(&self) -> &'static str {
        self.syntax
    }

    fn example(&self) -> &'static str {
        self.example
    }

    fn parse(&self, position: &str) -> Result<Box<dyn Position>, ParseError> {
        (self.parse)(position)
    }

    fn can_cycle(&self) -> bool {
        self.can_cycle
    }

    fn drawing(&self) -> Option<Drawing> {
        self.drawing
    }
}

/// The position `notation` of `ruleset` as an SVG picture, drawn as the
/// ruleset declares ([`Ruleset::drawing`]); an error for rulesets without
/// a board (heap games) and for text that is not a board of that ruleset.
///
/// ```
/// use conway::rulesets::{self, svg};
/// let domineering = rulesets::find("domineering").unwrap();
/// assert!(svg(domineering, "..#|...").unwrap().starts_with("<svg"));
/// let nim = rulesets::find("nim").unwrap();
/// assert_eq!(svg(nim, "3 5 7").unwrap_err().to_string(), "positions of nim are not drawn");
/// ```
pub fn svg(ruleset: &dyn Ruleset, notation: &str) -> Result<String, crate::picture::PictureError> {
    match ruleset.drawing() {
        Some(drawing) => crate::picture::board::svg(drawing, ruleset.name(), notation),
        None => Err(crate::picture::PictureError(format!(
            "positions of {} are not drawn",
            ruleset.name()
        ))),
    }
}

/// A move: how the ruleset writes it, and where it leads.
pub struct Move {
    /// The move in the ruleset's notation (e.g. `a1-a2`, `heap 3 -> 1`).
    pub label: String,
    /// The position after the move.
    pub position: Box<dyn Position>,
}

/// Where `typed` is among `labels` (the labels of a move list, in order),
/// compared without spaces and case: how a move a player types is read
/// where the ruleset has no other spelling of its moves.
///
/// ```
/// use conway::rulesets::find_labelled;
/// let labels = ["heap 1: 3 -> 2", "heap 1: 3 -> 1"];
/// assert_eq!(find_labelled(labels, "Heap 1: 3->1"), Some(1));
/// assert_eq!(find_labelled(labels, "heap 2: 3 -> 1"), None);
/// ```
pub fn find_labelled<S: AsRef<str>>(
    labels: impl IntoIterator<Item = S>,
    typed: &str,
) -> Option<usize> {
    let typed = label_key(typed);
    labels
        .into_iter()
        .position(|label| label_key(label.as_ref()) == typed)
}

/// A move label as [`find_labelled`] compares it: without spaces, in
/// lower case. Two moves of one position with the same key must lead to
/// the same position (the conformance test checks every ruleset).
///
/// ```
/// use conway::rulesets::label_key;
/// assert_eq!(label_key("Heap 1: 3 -> 1"), label_key("heap 1:3->1"));
/// ```
pub fn label_key(label: &str) -> String {
    label
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

/// A position of some ruleset: its notation and picture, its moves, and
/// its analysis (under a [`Control`], and what a stopped one found). What
/// only some positions can do is a capability reached through an accessor
/// ([`misere`](Position::misere), [`loopy`](Position::loopy),
/// [`outcome_parts`](Position::outcome_parts); see [`capabilities`]).
pub trait Position: Send + Sync {
    /// The position in the ruleset's notation (parseable again).
    fn notation(&self) -> String;

    /// A picture for the terminal (defaults to the notation).
    fn render(&self) -> String {
        self.notation()
    }

    /// The moves available to `player` (the same for both players in an
    /// impartial game).
    fn moves(&self, player: Player) -> Vec<Move>;

    /// Which of `player`'s moves (its index in [`moves`](Position::moves))
    /// the text `typed` names, read as the ruleset reads moves: through its
    /// own move type (a domino's two cells in either order), or by default
    /// the move's label without spaces and case ([`find_labelled`]);
    /// `None` when it names none of them.
    ///
    /// ```
    /// use conway::rulesets;
    /// use conway::value::Player;
    /// let board = rulesets::find("domineering").unwrap().parse("..|..").unwrap();
    /// let i = board.find_move(Player::Left, "a1-a2").unwrap();
    /// assert_eq!(board.moves(Player::Left)[i].label, "a1-a2");
    /// assert_eq!(board.find_move(Player::Left, "A2 - A1"), Some(i));
    /// assert_eq!(board.find_move(Player::Left, "a1-b1"), None); // Right's domino
    /// let clobber = rulesets::find("clobber").unwrap().parse("xo").unwrap();
    /// assert!(clobber.find_move(Player::Left, "a1-b1").is_some());
    /// assert_eq!(clobber.find_move(Player::Left, "b1-a1"), None); // a stone moves one way
    /// ```
    fn find_move(&self, player: Player, typed: &str) -> Option<usize> {
        find_labelled(self.moves(player).iter().map(|m| &m.label), typed)
    }

    /// The value, outcome and winning moves.
    fn analyze(&self) -> Analysis;

    /// An upper bound on the number of moves of either player, where a
    /// position can have astronomically many (a Nim heap of 10^18), so
    /// that a caller can refuse to list them; `None` when the moves are
    /// few by construction.
    fn move_bound(&self) -> Option<u128> {
        None
    }

    /// [`analyze`](Position::analyze) under a [`Control`]: a search that
    /// can take long counts its work on it and stops when a limit is
    /// reached or it is cancelled. The default suits positions whose
    /// analysis is immediate.
    fn analyze_with(&self, control: &Control) -> Result<Analysis, Stop> {
        control.check()?;
        Ok(self.analyze())
    }

    /// The independent components whose disjunctive sum this position is
    /// (heaps, board regions, tokens), each a position of its own: one for
    /// a position that does not split, none for a finished one. The
    /// default, an empty list, also suits games that are no sums (the
    /// divisor-chain game). [`explain`](fn@explain) uses them to say which component a
    /// move played in.
    fn components(&self) -> Vec<Box<dyn Position>> {
        Vec::new()
    }

    /// The value alone (a nimber for impartial games), under `control`;
    /// `None` for games without one. The default takes it from
    /// [`analyze_with`](Position::analyze_with); rulesets override it where
    /// the winning moves cost more than the value.
    fn value_with(&self, control: &Control) -> Result<Option<Game>, Stop> {
        self.analyze_with(control).map(|a| a.value)
    }

    /// [`analyze_with`](Position::analyze_with), and when the control stops
    /// it, what the analysis had established by then (the value, found by
    /// the search, while the winning moves were still being checked). The
    /// default knows nothing partial.
    fn analyze_partially(&self, control: &Control) -> Result<Analysis, PartialAnalysis> {
        self.analyze_with(control).map_err(PartialAnalysis::nothing)
    }

    /// Misère analysis, for impartial positions; `None` (the default) for
    /// partizan ones. See [`capabilities`].
    fn misere(&self) -> Option<&dyn MiserePlay> {
        None
    }

    /// Analysis with draws, for positions whose play can cycle
    /// ([`loopy_position`]); `None` (the default) for the others.
    fn loopy(&self) -> Option<&dyn LoopyPlay> {
        None
    }

    /// Parts for the outcome search ([`crate::outcome`]); `None` (the
    /// default) for games the search does not walk, which join a sum by
    /// their value.
    fn outcome_parts(&self) -> Option<&dyn OutcomeParts> {
        None
    }

    /// The Grundy values of this position and of each of its options
    /// (Left's moves, then Right's, in [`moves`](Position::moves) order)
    /// in the impartial game where either player may make Left's or
    /// Right's moves (CGSuite's `ImpartialVariant`), searched under
    /// `control`. The default walks [`moves`](Position::moves) and
    /// [`components`](Position::components), keyed by notation; rulesets
    /// search their own positions (every `PartizanRules` game does).
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::rulesets;
    /// // Domineering's variant is Cram. Three cells in a row: each of the
    /// // two horizontal dominoes leaves one cell, where no move is left
    /// // (0), so the row is *1.
    /// let row = rulesets::find("domineering").unwrap().parse("...").unwrap();
    /// let values = row.either_player_values(&Control::unlimited()).unwrap();
    /// assert_eq!(values.value.0, 1);
    /// let options: Vec<u64> = values.options.iter().map(|n| n.0).collect();
    /// assert_eq!(options, [0, 0]); // Left's vertical dominoes: none
    /// ```
    fn either_player_values(&self, control: &Control) -> Result<EitherPlayerValues, Stop> {
        impartial_variant::either_player_values_by_moves(self, control)
    }
}

/// What [`Position::either_player_values`] finds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EitherPlayerValues {
    /// The position's Grundy value.
    pub value: Nimber,
    /// Each option's, Left's moves first.
    pub options: Vec<Nimber>,
    /// Components valued.
    pub positions: u64,
}

impl EitherPlayerValues {
    /// The values of `root` and of its options, by one [`GrundySolver`].
    pub(crate) fn search<G: ImpartialGame>(
        root: &G,
        control: &Control,
    ) -> Result<EitherPlayerValues, Stop> {
        let solver = GrundySolver::new();
        let value = solver.grundy_short_with(root, control)?;
        let options = (root.options().iter())
            .map(|o| solver.grundy_short_with(o, control))
            .collect::<Result<_, _>>()?;
        Ok(EitherPlayerValues {
            value,
            options,
            positions: solver.table_len() as u64,
        })
    }
}

/// What a stopped analysis had established: the stop, and the value and
/// outcome class if it got that far.
///
/// ```
/// use conway::control::{Control, Stop};
/// use conway::rulesets;
/// let p = rulesets::find("domineering").unwrap().parse("......|......|......|......").unwrap();
/// let stopped = p.analyze_partially(&Control::new(Some(3), None)).unwrap_err();
/// assert_eq!(stopped.stop, Stop::Positions(3));
/// assert_eq!(stopped.value, None); // the search itself was stopped
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct PartialAnalysis {
    /// Why the analysis stopped.
    pub stop: Stop,
    /// The canonical value, if it was found.
    pub value: Option<Game>,
    /// The outcome class, if it was found.
    pub outcome: Option<Outcome>,
}

impl PartialAnalysis {
    /// A stop before anything was established.
    pub fn nothing(stop: Stop) -> PartialAnalysis {
        PartialAnalysis {
            stop,
            value: None,
            outcome: None,
        }
    }
}

/// What `conway analyze` reports about a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The canonical value, where the game has one (a nimber for impartial
    /// sums; `None` for games such as the divisor-chain game that are not
    /// sums of independent parts).
    pub value: Option<Game>,
    /// The Grundy value, for impartial games that have one.
    pub nimber: Option<Nimber>,
    /// The outcome class.
    pub outcome: Outcome,
    /// Winning moves for Left moving first (for impartial games, for the
    /// player to move), as move labels.
    pub left_moves: Vec<String>,
    /// Winning moves for Right moving first (empty for impartial games).
    pub right_moves: Vec<String>,
    /// Ruleset-specific facts in order, such as each column's value in
    /// Advance or Eat or the number of winning first moves.
    pub details: Vec<crate::schema::Detail>,
}
