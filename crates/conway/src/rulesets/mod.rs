//! Built-in rulesets, one file per game, behind one interface.
//!
//! A [`Ruleset`] parses positions written in the field's notation; a
//! [`Position`] lists moves for either player and analyses itself. The
//! command line (`conway rulesets`, `conway analyze`, `conway play`) works
//! only through these two traits, so adding a game means adding a file and
//! one line to [`all`].

pub mod advance_or_eat;
pub mod amazons;
pub mod arc_kayles;
pub mod backsliding_toads;
pub mod best_guess;
pub(crate) mod bitboard;
pub mod bomberman;
pub mod cake;
pub mod cannibal_clobber;
pub(crate) mod cgsuite_graph;
pub mod chomp;
pub mod clobber;
pub mod coin_turning;
pub mod col;
pub mod colouring;
pub mod counter_graph;
pub mod cram;
pub mod cutcake;
pub mod digraph_placement;
pub mod divisor_chain;
pub mod domineering;
pub mod domino;
pub mod explain;
pub mod fibonacci_nim;
pub mod fission;
pub mod fjords;
pub mod fox_and_geese;
pub mod gen_clobber;
pub mod generalised_wythoff;
mod graph_labelling;
pub mod grid;
pub mod hackenbush;
pub mod impartial_position;
pub mod impartial_variant;
pub mod king_dirt;
pub mod konane;
pub mod loopy_position;
pub mod mem;
pub mod memory_heap;
pub mod misere_analysis;
pub mod nim;
pub mod nimstring;
pub mod node_kayles;
pub mod nogo;
pub mod partizan_arc_kayles;
pub mod partizan_euclid;
pub mod partizan_heaps;
pub mod partizan_position;
pub mod pawns;
pub mod rectangle_split;
pub mod scan;
pub mod sheep;
pub mod ski_jumps;
pub mod snort;
pub mod spawning;
pub mod staircase_nim;
pub mod stones;
pub mod strip;
pub mod subtraction_nim;
pub mod take_and_break;
pub mod take_away;
pub mod toads_and_frogs;
pub mod token_graph;
pub mod toppling_dominoes;
pub mod weighted_arc_kayles;
pub mod wythoff;

use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::numeric::Nimber;
use crate::value::{Game, Outcome, Player};
use impartial_variant::ImpartialVariant;
use std::fmt;
use std::sync::OnceLock;

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
    /// with draws ([`Position::analyze_loopy`]) and have no impartial
    /// variant.
    fn can_cycle(&self) -> bool {
        false
    }
}

/// A move: how the ruleset writes it, and where it leads.
pub struct Move {
    /// The move in the ruleset's notation (e.g. `a1-a2`, `heap 3 -> 1`).
    pub label: String,
    /// The position after the move.
    pub position: Box<dyn Position>,
}

/// Where `typed` is among `moves`' labels, compared without spaces and case;
/// with `unordered`, labels `p-q` and `q-p` name the same move.
pub fn find_labelled(moves: &[Move], typed: &str, unordered: bool) -> Option<usize> {
    let key = |label: &str| {
        let plain: String = label
            .chars()
            .filter(|c| !c.is_whitespace())
            .flat_map(char::to_lowercase)
            .collect();
        let mut parts: Vec<&str> = plain.split('-').collect();
        if unordered {
            parts.sort_unstable();
        }
        parts.join("-")
    };
    let typed = key(typed);
    moves.iter().position(|m| key(&m.label) == typed)
}

/// A position of some ruleset.
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

    /// Where the move a player typed, `typed`, is among `moves`: labels
    /// compared without spaces and case, and for rulesets whose labels name
    /// a set of cells (a domino's `a1-a2`) their parts in any order.
    ///
    /// ```
    /// use conway::rulesets;
    /// use conway::value::Player;
    /// let board = rulesets::find("domineering").unwrap().parse("..|..").unwrap();
    /// let moves = board.moves(Player::Left);
    /// let i = board.find_move(&moves, "a1-a2").unwrap();
    /// assert_eq!(board.find_move(&moves, "A2 - A1"), Some(i));
    /// let clobber = rulesets::find("clobber").unwrap().parse("xo").unwrap();
    /// let moves = clobber.moves(Player::Left);
    /// assert!(clobber.find_move(&moves, "a1-b1").is_some());
    /// assert_eq!(clobber.find_move(&moves, "b1-a1"), None); // a stone moves one way
    /// ```
    fn find_move(&self, moves: &[Move], typed: &str) -> Option<usize> {
        find_labelled(moves, typed, false)
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

    /// This position split into components for the outcome search
    /// ([`crate::outcome`]); `None` (the default) for games the search
    /// does not walk, which join a sum by their value.
    fn outcome_parts(&self) -> Option<Vec<crate::outcome::component::Shared>> {
        None
    }

    /// The analysis under misère play (the last player to move loses), for
    /// impartial positions; `None` for partizan ones.
    fn analyze_misere(
        &self,
        _control: &Control,
    ) -> Option<Result<misere_analysis::MisereAnalysis, crate::misere::MisereError>> {
        None
    }

    /// The misère simplest form of the whole position, for impartial
    /// positions; `None` for partizan ones.
    fn misere_form(
        &self,
        _control: &Control,
    ) -> Option<Result<crate::misere::MisereGame, crate::misere::MisereError>> {
        None
    }

    /// The analysis with draws, for positions whose play can cycle
    /// ([`loopy_position`]); `None` for the others.
    fn analyze_loopy(
        &self,
        _control: &Control,
    ) -> Option<Result<loopy_position::LoopyAnalysis, Stop>> {
        None
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
    pub details: Vec<(String, String)>,
}

/// Every built-in ruleset: those written out, then the impartial variant of
/// each partizan one ([`impartial_variant`]).
pub fn all() -> Vec<&'static dyn Ruleset> {
    static VARIANTS: OnceLock<Vec<ImpartialVariant>> = OnceLock::new();
    let written = written_out();
    let variants = VARIANTS.get_or_init(|| {
        let partizan = written
            .iter()
            .filter(|r| r.kind() == Kind::Partizan && !r.can_cycle());
        partizan.map(|&r| ImpartialVariant::of(r)).collect()
    });
    let variants = variants.iter().map(|v| v as &'static dyn Ruleset);
    written.into_iter().chain(variants).collect()
}

/// The rulesets with a file of their own.
fn written_out() -> Vec<&'static dyn Ruleset> {
    vec![
        &nim::NimRules,
        &staircase_nim::StaircaseRules,
        &pawns::PawnsRules,
        &subtraction_nim::SubtractionRules,
        &take_and_break::TakeAndBreakRules,
        &divisor_chain::DivisorChainRules,
        &rectangle_split::RectangleSplitRules,
        &bomberman::BombermanRules,
        &wythoff::WythoffRules,
        &domineering::DomineeringRuleset,
        &cram::CramRuleset,
        &advance_or_eat::AdvanceOrEatRuleset,
        &clobber::ClobberRuleset,
        &konane::KonaneRuleset,
        &toads_and_frogs::ToadsAndFrogsRuleset,
        &toppling_dominoes::TopplingDominoesRuleset,
        &cutcake::CutcakeRuleset,
        &hackenbush::HackenbushRuleset,
        &snort::SnortRuleset,
        &col::ColRuleset,
        &amazons::AmazonsRuleset,
        // Impartial games of CGSuite and the literature.
        &node_kayles::NodeKaylesRules,
        &arc_kayles::ArcKaylesRules,
        &weighted_arc_kayles::WeightedArcKaylesRules,
        &take_away::TakeAwayRules,
        &fibonacci_nim::FibonacciNimRules,
        &mem::MemRules,
        &generalised_wythoff::GenWythoffRules,
        &chomp::ChompRules,
        &coin_turning::TURNING_TURTLES,
        &coin_turning::TWINS,
        &coin_turning::MOCK_TURTLES,
        &coin_turning::MOEBIUS,
        &coin_turning::MOGUL,
        &coin_turning::RULER,
        &spawning::SpawningRules,
        &nimstring::NimstringRules,
        &partizan_arc_kayles::PartizanArcKaylesRuleset,
        // Partizan games of the peers (CGSuite, MCGS, the cgt crate).
        &cake::CakeRuleset(cake::CakeGame::Maundy),
        &cake::CakeRuleset(cake::CakeGame::Eatcake),
        &cake::CakeRuleset(cake::CakeGame::TurnAndEatcake),
        &partizan_euclid::PartizanEuclidRuleset,
        &partizan_heaps::PartizanHeapRuleset::Subtraction,
        &partizan_heaps::PartizanHeapRuleset::TakeAndBreak,
        &toads_and_frogs::GenToadsRuleset,
        &toads_and_frogs::ElephantsRuleset,
        &cannibal_clobber::CannibalClobberRuleset,
        &nogo::NoGoRuleset,
        &ski_jumps::SkiJumpsRuleset,
        &digraph_placement::DigraphPlacementRuleset,
        &hackenbush::childish::ChildishHackenbushRuleset,
        &gen_clobber::GenClobberRuleset(gen_clobber::Variant::ANTI_CLOBBER),
        &gen_clobber::GenClobberRuleset(gen_clobber::Variant::KINGS),
        &gen_clobber::GenClobberRuleset(gen_clobber::Variant::KNIGHTS),
        &gen_clobber::GenClobberRuleset(gen_clobber::Variant::ROOKS),
        &gen_clobber::GenClobberRuleset(gen_clobber::Variant::QUEENS),
        &gen_clobber::GenClobberRuleset(gen_clobber::Variant::HOT),
        &fission::FissionRuleset,
        &sheep::SheepRuleset,
        &king_dirt::KingDirtRuleset,
        &fox_and_geese::FoxAndGeeseRuleset,
        &fox_and_geese::CeyloneseFoxAndGeeseRuleset,
        &backsliding_toads::BackslidingToadsRuleset,
        &fjords::FjordsRuleset,
    ]
}

/// The ruleset called `name`; the error lists the known names.
///
/// ```
/// assert!(conway::rulesets::find("no-such-game").is_err());
/// ```
pub fn find(name: &str) -> Result<&'static dyn Ruleset, UnknownRuleset> {
    all()
        .into_iter()
        .find(|r| r.name() == name)
        .ok_or_else(|| UnknownRuleset {
            name: name.to_string(),
            known: all().iter().map(|r| r.name()).collect(),
        })
}

/// A ruleset name that is not built in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRuleset {
    /// The name asked for.
    pub name: String,
    /// The names that exist.
    pub known: Vec<&'static str>,
}

impl fmt::Display for UnknownRuleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown ruleset '{}'; known rulesets: {}",
            self.name,
            self.known.join(", ")
        )
    }
}

impl std::error::Error for UnknownRuleset {}
