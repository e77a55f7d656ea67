//! A game at the table: a [`Session`] owns a position, the moves made, undo
//! and redo, the repetition and draw rules, the misère and loopy endings,
//! the engine's move under a [`Control`], hints and explanations. It does
//! no terminal I/O: it answers in sentences the front ends print (`conway
//! play`, Python's `conway.Session`), and it saves to a serde value
//! ([`Saved`]) that resumes by replaying the moves.
//!
//! One person ([`Seat::You`]) plays one side against the engine
//! ([`Seat::Engine`]); in an impartial game both have the same moves.
//!
//! ```
//! use conway::control::Control;
//! use conway::play::{Seat, Session};
//! use conway::value::Player;
//!
//! let rules = conway::rulesets::find("nim").unwrap();
//! let start = rules.parse("1 2").unwrap();
//! let mut game = Session::new(start, rules.kind(), Player::Left, Seat::You, false);
//! let control = Control::new(None, None);
//! game.analyse(&control).unwrap();
//! // The winning move takes 1 from the heap of 2, leaving 1 1.
//! let hint = game.hint(&control).unwrap();
//! assert!(hint[0].starts_with("Hint: a winning move is"), "{hint:?}");
//! let i = game.find_move("heap 2: 2 -> 1").unwrap().unwrap();
//! let said = game.play(i, &control).unwrap();
//! assert_eq!(said[1], "You kept a winning position.");
//! game.engine_move(&control).unwrap();
//! game.undo();
//! assert_eq!(game.turns().len(), 0);
//! ```

mod draws;
pub mod words;

use crate::control::{Control, Stop};
use crate::misere::MisereError;
use crate::rulesets::best_guess::{best_guess, fewest_winning_replies, keeps_the_most, Basis};
use crate::rulesets::loopy_position::LoopyAnalysis;
use crate::rulesets::{explain, Analysis, Kind, Move, Position};
use crate::value::Player;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::time::Duration;
use words::outcome_words;

/// A game whose same position (with the same player to move) comes up this
/// many times is declared drawn.
pub const DRAW_REPEATS: usize = 3;
/// A game this many moves long is declared drawn.
pub const DRAW_PLIES: usize = 1000;
/// Most moves a position may have to be played (the front ends list every
/// move).
pub const MAX_MOVES: u128 = 1_000_000;
/// The longest [`Session::engine_move`] looks for a best guess after a
/// limit stopped its analysis.
pub const MOST_GUESSING: Duration = Duration::from_secs(1);

/// One of the two players at the table.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// The person playing.
    You,
    /// The engine.
    Engine,
}

impl Seat {
    /// The other seat.
    ///
    /// ```
    /// use conway::play::Seat;
    /// assert_eq!(Seat::You.other(), Seat::Engine);
    /// ```
    pub fn other(self) -> Seat {
        match self {
            Seat::You => Seat::Engine,
            Seat::Engine => Seat::You,
        }
    }

    /// `you` or `engine`.
    ///
    /// ```
    /// use conway::play::Seat;
    /// assert_eq!(Seat::Engine.name(), "engine");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Seat::You => "you",
            Seat::Engine => "engine",
        }
    }
}

/// A move made in the game.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Turn {
    /// Who made it.
    pub by: Seat,
    /// Its label.
    #[serde(rename = "move")]
    pub label: String,
    /// For your moves: whether the position after it is still a win for
    /// you (`None` when the analysis did not finish).
    pub kept_winning: Option<bool>,
    /// For the engine's moves: whether the move was proven best (false
    /// when a limit stopped the analysis and it guessed).
    pub proven: bool,
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Ending {
    /// Who won; `None` when the game was drawn.
    pub winner: Option<Seat>,
    /// Whether the game was declared drawn (a position repeated
    /// [`DRAW_REPEATS`] times, or [`DRAW_PLIES`] moves played).
    pub drawn: bool,
}

/// Why a session could not go on.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PlayError {
    /// Ctrl-C (the control was cancelled): the game stops.
    Interrupted,
    /// Misère play was asked of a game it does not apply to.
    NoMisere,
    /// The misère analysis met a cycle; the message says where.
    MisereCycle(String),
    /// The position has up to this many moves, more than [`MAX_MOVES`].
    TooManyMoves(u128),
    /// A saved game could not be resumed; the message says why.
    Resume(String),
    /// A move asked for is not in the list (or there are no moves).
    NoSuchMove(String),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Interrupted => write!(f, "interrupted"),
            PlayError::NoMisere => write!(
                f,
                "misère play is supported for impartial games given as sums of moves only"
            ),
            PlayError::MisereCycle(m) | PlayError::Resume(m) | PlayError::NoSuchMove(m) => {
                write!(f, "{m}")
            }
            PlayError::TooManyMoves(n) => write!(
                f,
                "up to {n} moves here; a game is played on positions with at most {MAX_MOVES}"
            ),
        }
    }
}

impl std::error::Error for PlayError {}

/// An analysis that stopped: Ctrl-C stops the game, other limits leave the
/// analysis unknown.
fn unless_interrupted<T>(result: Result<T, Stop>) -> Result<Option<T>, PlayError> {
    match result {
        Ok(a) => Ok(Some(a)),
        Err(Stop::Interrupted) => Err(PlayError::Interrupted),
        Err(_) => Ok(None),
    }
}

/// A position of the game with its analysis, if it finished.
struct Ply {
    position: Box<dyn Position>,
    to_move: Seat,
    /// Whether the analyses below were attempted.
    analysed: bool,
    analysis: Option<Analysis>,
    /// The analysis with draws, for positions whose play can cycle.
    loopy: Option<LoopyAnalysis>,
    /// The moves of the player to move, once listed.
    moves: Option<Vec<Move>>,
    /// How many turns had been played.
    turns: usize,
}

impl Ply {
    fn new(position: Box<dyn Position>, to_move: Seat, turns: usize) -> Ply {
        Ply {
            position,
            to_move,
            analysed: false,
            analysis: None,
            loopy: None,
            moves: None,
            turns,
        }
    }
}

/// Where a session started, so that it can be saved and resumed.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Saved {
    /// The ruleset's name (see [`crate::rulesets::find`]); `None` for a
    /// position built otherwise (a game graph), which resumes with
    /// [`Session::resume_from`].
    pub ruleset: Option<String>,
    /// The starting position in the ruleset's notation.
    pub position: String,
    /// The side you play.
    pub you: Player,
    /// Who moved first.
    pub first: Seat,
    /// Misère play.
    pub misere: bool,
    /// The moves made, in order.
    pub turns: Vec<Turn>,
    /// How the game ended, if it did.
    pub ending: Option<Ending>,
}

/// What arriving at a position says: a repetition, and the ending when
/// the game is over.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Arrival {
    /// The sentences to show, in order.
    pub said: Vec<String>,
    /// How the game ended, when it did here.
    pub ending: Option<Ending>,
}

/// How the engine will choose its move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Choice {
    /// This move; with a note when it is not proven best.
    Move(usize, Option<String>),
    /// The analysis did not finish: a best guess under a fresh, short
    /// control ([`Session::guess`]).
    Guess,
}

/// A game in progress (see the [module](self)).
pub struct Session {
    kind: Kind,
    you: Player,
    misere: bool,
    /// Play can cycle: positions are analysed with draws.
    loopy: bool,
    /// The ruleset's name and the starting position as given, if known.
    start: Option<(String, String)>,
    /// The starting position's notation.
    start_notation: String,
    first: Seat,
    here: Ply,
    /// The positions reached, with the seat to move, for repetitions.
    trail: Vec<(String, Seat)>,
    turns: Vec<Turn>,
    /// The positions where you were to move, for undo.
    history: Vec<Ply>,
    /// The turns taken back, latest undo last, for redo.
    undone: Vec<Vec<Turn>>,
    ending: Option<Ending>,
}

impl Session {
    /// A new game from `start`: `you` is your side in a partizan game
    /// (ignored in an impartial one), `first` who moves first, `misere`
    /// misère play (the player who cannot move wins).
    ///
    /// ```
    /// use conway::play::{Seat, Session};
    /// use conway::value::Player;
    /// let rules = conway::rulesets::find("domineering").unwrap();
    /// let game = Session::new(rules.parse("..|..").unwrap(), rules.kind(), Player::Right, Seat::Engine, false);
    /// assert_eq!(game.side(Seat::Engine), Player::Left);
    /// ```
    pub fn new(
        start: Box<dyn Position>,
        kind: Kind,
        you: Player,
        first: Seat,
        misere: bool,
    ) -> Session {
        let you = match kind {
            Kind::Partizan => you,
            Kind::Impartial => Player::Left,
        };
        // Positions whose play can cycle are analysed with draws.
        let loopy = start.loopy().is_some();
        Session {
            kind,
            you,
            misere,
            loopy,
            start: None,
            start_notation: start.notation(),
            first,
            here: Ply::new(start, first, 0),
            trail: Vec::new(),
            turns: Vec::new(),
            history: Vec::new(),
            undone: Vec::new(),
            ending: None,
        }
    }

    /// A new game of the ruleset named `ruleset` from `position` in its
    /// notation; it can be saved and resumed.
    ///
    /// ```
    /// use conway::play::{Seat, Session};
    /// use conway::value::Player;
    /// let game = Session::of_ruleset("nim", "3 5", Player::Left, Seat::You, false).unwrap();
    /// assert_eq!(game.save().position, "3 5");
    /// assert!(Session::of_ruleset("nim", "x", Player::Left, Seat::You, false).is_err());
    /// ```
    pub fn of_ruleset(
        ruleset: &str,
        position: &str,
        you: Player,
        first: Seat,
        misere: bool,
    ) -> Result<Session, PlayError> {
        let rules = crate::rulesets::find(ruleset).map_err(|e| PlayError::Resume(e.to_string()))?;
        let start = rules
            .parse(position)
            .map_err(|e| PlayError::Resume(format!("position for {}: {e}", rules.name())))?;
        let session = Session::new(start, rules.kind(), you, first, misere);
        Ok(session.started_as(rules.name(), position))
    }

    /// This session, recorded as started from `position` of `ruleset` (so
    /// that [`Session::save`] names them).
    pub fn started_as(mut self, ruleset: &str, position: &str) -> Session {
        self.start = Some((ruleset.to_string(), position.to_string()));
        self
    }

    /// The game saved: where it started and the moves made.
    ///
    /// ```
    /// use conway::play::{Seat, Session};
    /// use conway::value::Player;
    /// let game = Session::of_ruleset("nim", "3", Player::Left, Seat::You, false).unwrap();
    /// let json = serde_json::to_string(&game.save()).unwrap();
    /// assert!(json.contains("\"ruleset\":\"nim\""));
    /// ```
    pub fn save(&self) -> Saved {
        let (ruleset, position) = match &self.start {
            Some((r, p)) => (Some(r.clone()), p.clone()),
            None => (None, self.start_notation.clone()),
        };
        Saved {
            ruleset,
            position,
            you: self.you,
            first: self.first,
            misere: self.misere,
            turns: self.turns.clone(),
            ending: self.ending,
        }
    }

    /// A saved game of a ruleset, resumed where it was left.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::play::{Seat, Session};
    /// use conway::value::Player;
    /// let mut game = Session::of_ruleset("nim", "3 5", Player::Left, Seat::You, false).unwrap();
    /// game.play(0, &Control::new(None, None)).unwrap();
    /// let saved = serde_json::to_string(&game.save()).unwrap();
    /// let again = Session::resume(serde_json::from_str(&saved).unwrap()).unwrap();
    /// assert_eq!(again.position().notation(), game.position().notation());
    /// assert_eq!(again.turns(), game.turns());
    /// ```
    pub fn resume(saved: Saved) -> Result<Session, PlayError> {
        let Some(ruleset) = saved.ruleset.clone() else {
            return Err(PlayError::Resume(
                "the saved game names no ruleset; resume it from its position".to_string(),
            ));
        };
        let session = Session::of_ruleset(
            &ruleset,
            &saved.position,
            saved.you,
            saved.first,
            saved.misere,
        )?;
        session.replayed(saved)
    }

    /// A saved game resumed from its starting position `start` (built the
    /// way it first was, such as from a game graph).
    pub fn resume_from(
        saved: Saved,
        start: Box<dyn Position>,
        kind: Kind,
    ) -> Result<Session, PlayError> {
        let session = Session::new(start, kind, saved.you, saved.first, saved.misere);
        session.replayed(saved)
    }

    fn replayed(mut self, saved: Saved) -> Result<Session, PlayError> {
        for turn in saved.turns {
            self.replay(turn)?;
        }
        self.ending = saved.ending;
        Ok(self)
    }

    /// Makes a recorded move again, with its record, without judging it.
    fn replay(&mut self, turn: Turn) -> Result<(), PlayError> {
        let i = self.moves()?.iter().position(|m| m.label == turn.label);
        let Some(i) = i else {
            return Err(PlayError::Resume(format!(
                "move {} is not a move at {}",
                turn.label,
                self.here.position.notation()
            )));
        };
        let you = self.here.to_move == Seat::You;
        let position = self.take(i).position;
        self.turns.push(turn);
        let next = Ply::new(position, self.here.to_move.other(), self.turns.len());
        let previous = std::mem::replace(&mut self.here, next);
        if you {
            self.history.push(previous);
        }
        Ok(())
    }

    /// Impartial or partizan.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// Whether this is misère play.
    pub fn misere(&self) -> bool {
        self.misere
    }

    /// The side `seat` plays.
    pub fn side(&self, seat: Seat) -> Player {
        match seat {
            Seat::You => self.you,
            Seat::Engine => self.you.opponent(),
        }
    }

    /// Who is to move.
    pub fn to_move(&self) -> Seat {
        self.here.to_move
    }

    /// The side to move.
    pub fn mover(&self) -> Player {
        self.side(self.here.to_move)
    }

    /// The current position.
    pub fn position(&self) -> &dyn Position {
        self.here.position.as_ref()
    }

    /// The moves made, in order.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// How the game ended, once it has (see [`Session::arrive`]).
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// Whether the current position's analysis was attempted.
    pub fn analysed(&self) -> bool {
        self.here.analysed
    }

    /// The moves of the player to move, in the ruleset's order.
    pub fn moves(&mut self) -> Result<&[Move], PlayError> {
        if self.here.moves.is_none() {
            if let Some(n) = self.here.position.move_bound().filter(|&n| n > MAX_MOVES) {
                return Err(PlayError::TooManyMoves(n));
            }
            self.here.moves = Some(self.here.position.moves(self.mover()));
        }
        Ok(self.here.moves.as_deref().unwrap_or_default())
    }

    /// The index of the move `typed` names, as a label (spaces and case do
    /// not matter, and the ruleset's other spellings count) or its number
    /// from 1.
    pub fn find_move(&mut self, typed: &str) -> Result<Option<usize>, PlayError> {
        let count = self.moves()?.len();
        let digits: String = typed.chars().filter(|c| !c.is_whitespace()).collect();
        let number = digits.parse::<usize>().ok();
        if let Some(n) = number.filter(|n| (1..=count).contains(n)) {
            return Ok(Some(n - 1));
        }
        let found = self.here.position.find_move(self.mover(), typed);
        Ok(found.filter(|&i| i < count))
    }

    /// Analyses the current position under `control` (the misère analysis
    /// under misère play, with draws where play can cycle), once; a limit
    /// other than Ctrl-C leaves it unknown.
    pub fn analyse(&mut self, control: &Control) -> Result<(), PlayError> {
        if self.here.analysed {
            return Ok(());
        }
        self.here.analysis = self.analysis_of(self.here.position.as_ref(), control)?;
        self.here.loopy = self.loopy_analysis_of(self.here.position.as_ref(), control)?;
        self.here.analysed = true;
        Ok(())
    }

    fn analysis_of(
        &self,
        position: &dyn Position,
        control: &Control,
    ) -> Result<Option<Analysis>, PlayError> {
        if !self.misere {
            return unless_interrupted(position.analyze_with(control));
        }
        match position.misere().map(|m| m.analyze_misere(control)) {
            None => Err(PlayError::NoMisere),
            Some(Ok(a)) => Ok(Some(Analysis {
                value: None,
                nimber: None,
                outcome: a.outcome,
                left_moves: a.winning_moves,
                right_moves: Vec::new(),
                details: Vec::new(),
            })),
            Some(Err(MisereError::Stopped(stop))) => unless_interrupted(Err(stop)),
            Some(Err(e @ MisereError::Cycle)) => Err(PlayError::MisereCycle(e.to_string())),
        }
    }

    fn loopy_analysis_of(
        &self,
        position: &dyn Position,
        control: &Control,
    ) -> Result<Option<LoopyAnalysis>, PlayError> {
        if self.misere || !self.loopy {
            return Ok(None);
        }
        match position.loopy().map(|l| l.analyze_loopy(control)) {
            Some(result) => unless_interrupted(result),
            None => Ok(None),
        }
    }

    /// The labels of the winning moves of the player to move (empty when
    /// none wins or the analysis did not finish).
    pub fn winning_moves(&self) -> &[String] {
        match &self.here.analysis {
            Some(a) => self.winning_in(a, self.mover()),
            None => &[],
        }
    }

    fn winning_in<'a>(&self, a: &'a Analysis, mover: Player) -> &'a [String] {
        match (self.kind, mover) {
            (Kind::Partizan, Player::Right) => &a.right_moves,
            _ => &a.left_moves,
        }
    }

    /// The winner with perfect play from here (`None` when drawn or not
    /// known).
    pub fn winner(&self) -> Option<Seat> {
        let to_move = self.here.to_move;
        if let Some(l) = &self.here.loopy {
            let result = draws::result(l, self.side(to_move));
            return [Seat::You, Seat::Engine]
                .into_iter()
                .find(|&s| result == draws::wins(self.side(s)));
        }
        let a = self.here.analysis.as_ref()?;
        match a.outcome.wins_moving_first(self.side(to_move)) {
            true => Some(to_move),
            false => Some(to_move.other()),
        }
    }

    /// Who is winning with `to_move` to move, in words, with the value.
    pub fn standing(&self, to_move: Seat) -> String {
        if let Some(l) = &self.here.loopy {
            let result = draws::result(l, self.side(to_move));
            return draws::standing(l, self.side(Seat::You), result);
        }
        let Some(a) = self.here.analysis.as_ref() else {
            return "Value: not computed (a limit stopped the analysis).".to_string();
        };
        let winner = if a.outcome.wins_moving_first(self.side(to_move)) {
            to_move
        } else {
            to_move.other()
        };
        let who = match winner {
            Seat::You => "you are winning",
            Seat::Engine => "the engine is winning",
        };
        if self.misere {
            return format!("Misère play ({}): {who}.", outcome_words(a.outcome));
        }
        let value = a
            .value
            .map_or_else(|| "none (not a sum)".to_string(), |v| v.to_string());
        format!("Value: {value} ({}): {who}.", outcome_words(a.outcome))
    }

    /// The sides, as said when the game starts.
    pub fn sides(&self) -> String {
        let sides = match (self.kind, self.you) {
            (Kind::Impartial, _) => "against the engine (both players have the same moves)",
            (Kind::Partizan, Player::Left) => "Left; the engine plays Right",
            (Kind::Partizan, Player::Right) => "Right; the engine plays Left",
        };
        format!("You play {sides}.")
    }

    /// The board, whose turn it is, the value and who is winning.
    pub fn board(&self) -> String {
        let whose = match (self.here.to_move, self.kind) {
            (Seat::You, Kind::Impartial) => "Your move.".to_string(),
            (Seat::Engine, Kind::Impartial) => "The engine's move.".to_string(),
            (Seat::You, Kind::Partizan) => format!("Your move ({}).", self.you.name()),
            (Seat::Engine, Kind::Partizan) => {
                format!("The engine's move ({}).", self.you.opponent().name())
            }
        };
        format!(
            "\n{}\n{whose} {}",
            self.here.position.render(),
            self.standing(self.here.to_move)
        )
    }

    /// Arrives at the current position: notes a repetition, and ends the
    /// game when it is drawn (repetition, length) or the player to move
    /// has no move (who wins then depends on misère play).
    pub fn arrive(&mut self) -> Result<Arrival, PlayError> {
        let mut arrival = Arrival::default();
        self.trail.truncate(self.here.turns);
        self.trail
            .push((self.here.position.notation(), self.here.to_move));
        arrival.said.extend(draws::repetition_note(&self.trail));
        if let Some(verdict) = draws::declared_draw(&self.trail) {
            arrival.said.push(verdict);
            arrival.ending = Some(Ending {
                winner: None,
                drawn: true,
            });
        } else if self.moves()?.is_empty() {
            let to_move = self.here.to_move;
            let winner = if self.misere {
                to_move
            } else {
                to_move.other()
            };
            arrival.said.push(
                match winner {
                    Seat::You if self.misere => "You have no move: under misère play you win.",
                    Seat::Engine if self.misere => {
                        "The engine has no move: under misère play the engine wins."
                    }
                    Seat::You => "The engine has no move: you win.",
                    Seat::Engine => "You have no move: the engine wins.",
                }
                .to_string(),
            );
            arrival.ending = Some(Ending {
                winner: Some(winner),
                drawn: false,
            });
        }
        self.ending = arrival.ending;
        Ok(arrival)
    }

    /// The move at `i`, taken out of the list.
    fn take(&mut self, i: usize) -> Move {
        let moves = self.here.moves.take().unwrap_or_default();
        moves
            .into_iter()
            .nth(i)
            .unwrap_or_else(|| unreachable!("the chosen index comes from the list"))
    }

    /// Plays move `i` of [`Session::moves`] for you, judged under
    /// `control`: says the move and whether you kept the win, and if you
    /// lost it, a move that would have kept it and why.
    pub fn play(&mut self, i: usize, control: &Control) -> Result<Vec<String>, PlayError> {
        self.analyse(control)?;
        let mover = self.mover();
        self.moves()?;
        let moves = self.here.moves.as_deref().unwrap_or_default();
        let Some(chosen) = moves.get(i) else {
            return Err(PlayError::NoSuchMove(format!(
                "there is no move {}: the moves are numbered 1 to {}",
                i + 1,
                moves.len()
            )));
        };
        let after = self.analysis_of(chosen.position.as_ref(), control)?;
        let after_loopy = self.loopy_analysis_of(chosen.position.as_ref(), control)?;
        let kept = match &after_loopy {
            Some(l) => Some(draws::result(l, mover.opponent()) == draws::wins(mover)),
            None => after
                .as_ref()
                .map(|a| !a.outcome.wins_moving_first(mover.opponent())),
        };
        let mut said = vec![format!("You play {}.", chosen.label)];
        match (&self.here.loopy, &after_loopy) {
            (Some(before), Some(after)) => said.push(draws::judge(before, after, mover)),
            _ => said.extend(self.judge(i, kept, control)),
        }
        let Move { label, position } = self.take(i);
        self.turns.push(Turn {
            by: self.here.to_move,
            label,
            kept_winning: kept,
            proven: true,
        });
        let mut next = Ply::new(position, self.here.to_move.other(), self.turns.len());
        next.analysed = true;
        next.analysis = after;
        next.loopy = after_loopy;
        let previous = std::mem::replace(&mut self.here, next);
        if previous.to_move == Seat::You {
            self.history.push(previous);
        }
        self.undone.clear();
        Ok(said)
    }

    /// After your move `i`: whether you kept the win, and if you lost it,
    /// a move that would have kept it and why.
    fn judge(&self, i: usize, kept: Option<bool>, control: &Control) -> Vec<String> {
        let mover = self.mover();
        let Some(a) = &self.here.analysis else {
            return Vec::new();
        };
        let moves = self.here.moves.as_deref().unwrap_or_default();
        match (a.outcome.wins_moving_first(mover), kept) {
            (true, Some(true)) => vec!["You kept a winning position.".to_string()],
            (true, Some(false)) => {
                let better = self.winning_in(a, mover).first();
                let Some(j) = better.and_then(|b| moves.iter().position(|m| &m.label == b)) else {
                    return vec!["That lets the engine win.".to_string()];
                };
                let mut said = vec![format!(
                    "That lets the engine win; a winning move was {}.",
                    moves[j].label
                )];
                said.extend(self.explain(j, control).map(|e| format!("Why: {e}")));
                said.extend(self.explain(i, control).map(|e| format!("Your move: {e}")));
                said
            }
            (false, _) => vec!["You are still in a losing position.".to_string()],
            (true, None) => Vec::new(),
        }
    }

    /// Why move `i` of the current position is good or bad, from the
    /// library's [`explain`]; nothing under misère or loopy play, where the
    /// explanations' normal-play reasoning (nim-sums, values) does not
    /// hold, or when the moves are not listed yet.
    pub fn explain(&self, i: usize, control: &Control) -> Option<String> {
        if self.misere || self.loopy {
            return None;
        }
        let mv = self.here.moves.as_deref()?.get(i)?;
        explain(
            self.here.position.as_ref(),
            self.kind,
            self.mover(),
            mv,
            control,
        )
        .ok()
        .map(|e| e.to_string())
    }

    /// How the engine chooses its move here: a winning move if the
    /// analysis (run under `control` if it was not) found one, else the
    /// move that keeps the most; a best guess when the analysis did not
    /// finish (proven only by the nim-sum rule).
    pub fn engine_choice(&mut self, control: &Control) -> Result<Choice, PlayError> {
        self.analyse(control)?;
        let mover = self.mover();
        self.moves()?;
        let moves = self.here.moves.as_deref().unwrap_or_default();
        if let Some(l) = &self.here.loopy {
            // A win if there is one, else a draw, else play on.
            let best = draws::side(l, mover).best.as_ref();
            let i = best.and_then(|b| moves.iter().position(|m| &m.label == b));
            return Ok(Choice::Move(i.unwrap_or(0), None));
        }
        if let Some(a) = &self.here.analysis {
            let winning = self.winning_in(a, mover);
            if let Some(i) = moves.iter().position(|m| winning.contains(&m.label)) {
                return Ok(Choice::Move(i, None));
            }
            return Ok(Choice::Move(self.keeps_the_most(control).0, None));
        }
        if self.misere {
            // The library's guesses reason by normal-play values.
            let note = "as the first legal move: the misère analysis did not finish, so it is not proven to be best";
            return Ok(Choice::Move(0, Some(note.to_string())));
        }
        Ok(Choice::Guess)
    }

    /// The engine's best guess when its analysis did not finish, under
    /// `control` (a fresh, short one: the turn's is spent), with the note
    /// saying on what basis it was chosen when that is not proven best.
    pub fn guess(&mut self, control: &Control) -> Result<(usize, Option<String>), PlayError> {
        let mover = self.mover();
        self.moves()?;
        let moves = self.here.moves.as_deref().unwrap_or_default();
        let guess = best_guess(
            self.here.position.as_ref(),
            self.kind,
            mover,
            moves,
            control,
        );
        if control.check() == Err(Stop::Interrupted) {
            return Err(PlayError::Interrupted);
        }
        let note = match guess.basis {
            Basis::NimSum => None,
            Basis::Hottest(t) => Some(format!(
                "in the hottest component (temperature {t}); it is not proven to be best"
            )),
            Basis::FewestReplies => Some(
                "as the one that leaves the fewest replies; it is not proven to be best"
                    .to_string(),
            ),
        };
        Ok((guess.index, note))
    }

    /// Plays the engine's move `i` (from [`Session::engine_choice`] or
    /// [`Session::guess`], `note` saying why when it is not proven best)
    /// and says it with why, explained under `control`.
    pub fn play_engine(
        &mut self,
        i: usize,
        note: Option<String>,
        control: &Control,
    ) -> Result<Vec<String>, PlayError> {
        let mover = self.mover();
        let label = match self.moves()?.get(i) {
            Some(m) => m.label.clone(),
            None => return Err(PlayError::NoSuchMove(format!("there is no move {}", i + 1))),
        };
        let mut said = vec![format!("The engine plays {label}.")];
        match &note {
            Some(note) => said.push(format!(
                "Its analysis was stopped by a limit: it chose this move {note}."
            )),
            None => match &self.here.loopy {
                Some(l) => said.push(draws::why(l, mover)),
                None => said.extend(self.explain(i, control).map(|e| format!("Why: {e}"))),
            },
        }
        let Move { label, position } = self.take(i);
        self.turns.push(Turn {
            by: self.here.to_move,
            label,
            kept_winning: None,
            proven: note.is_none(),
        });
        let next = Ply::new(position, self.here.to_move.other(), self.turns.len());
        let previous = std::mem::replace(&mut self.here, next);
        if previous.to_move == Seat::You {
            self.history.push(previous);
        }
        self.undone.clear();
        Ok(said)
    }

    /// The engine's move for the player to move, chosen and played under
    /// `control` (a best guess under a fresh control of at most
    /// [`MOST_GUESSING`] when a limit stopped the analysis).
    pub fn engine_move(&mut self, control: &Control) -> Result<Vec<String>, PlayError> {
        let (i, note) = match self.engine_choice(control)? {
            Choice::Move(i, note) => (i, note),
            Choice::Guess => self.guess(&Control::new(None, Some(MOST_GUESSING)))?,
        };
        self.play_engine(i, note, control)
    }

    /// When every move loses, the move the hint's stated rule picks, and
    /// the rule with what it found (`{}` where the move's label goes): for
    /// a partizan game the move that keeps the most (the value after it of
    /// best mean for the mover); for an impartial one the move leaving the
    /// opponent the fewest winning replies (the first such in the list);
    /// else the first move.
    fn keeps_the_most(&self, control: &Control) -> (usize, String) {
        let mover = self.mover();
        let moves = self.here.moves.as_deref().unwrap_or_default();
        let first = (
            0,
            "the values after the moves are unknown, so take the first: {}".to_string(),
        );
        if self.misere {
            // Every move loses and the library's measures are normal-play ones.
            let rule = "under misère play every move loses alike, so take the first: {}";
            return (0, rule.to_string());
        }
        if self.kind == Kind::Impartial {
            return match fewest_winning_replies(moves, control) {
                Ok(Some(f)) => (
                    f.index,
                    format!(
                        "by the rule for a lost position, leave the fewest winning replies (the most \
                         ways to go wrong): {{}}, after which {} of your opponent's {} replies win",
                        f.winning, f.replies
                    ),
                ),
                _ => first,
            };
        }
        let Ok(Some(i)) = keeps_the_most(self.kind, mover, moves, control) else {
            return first;
        };
        let mean = moves[i]
            .position
            .value_with(control)
            .ok()
            .flatten()
            .and_then(|v| crate::control::watch(control, || v.mean()).ok());
        let mean = mean.map_or(String::new(), |m| format!(" ({m})"));
        (
            i,
            format!(
                "by the rule for a lost position, keep the most: {{}}, after which the value has \
                 the best mean{mean} for {}",
                mover.name()
            ),
        )
    }

    /// A winning move for the player to move and why, or when every move
    /// loses the move that keeps the most, worked out under `control`.
    pub fn hint(&mut self, control: &Control) -> Result<Vec<String>, PlayError> {
        self.analyse(control)?;
        let mover = self.mover();
        self.moves()?;
        if let Some(l) = &self.here.loopy {
            return Ok(vec![draws::hint(l, mover)]);
        }
        let moves = self.here.moves.as_deref().unwrap_or_default();
        if moves.is_empty() {
            return Ok(vec!["Hint: there is no move to make here.".to_string()]);
        }
        let found = self
            .winning_moves()
            .first()
            .and_then(|w| moves.iter().position(|m| &m.label == w));
        let (i, first) = match found {
            Some(i) => (i, format!("Hint: a winning move is {}.", moves[i].label)),
            None => {
                let (i, rule) = self.keeps_the_most(control);
                let rule = rule.replace("{}", &moves[i].label);
                (
                    i,
                    format!("Hint: no move wins against perfect play; {rule}."),
                )
            }
        };
        let mut said = vec![first];
        said.extend(self.explain(i, control).map(|e| format!("Why: {e}")));
        Ok(said)
    }

    /// Takes back your last move and the engine's reply (everything since
    /// you were last to move); false when you have not moved yet.
    pub fn undo(&mut self) -> bool {
        let Some(previous) = self.history.pop() else {
            return false;
        };
        self.undone.push(self.turns.split_off(previous.turns));
        self.here = previous;
        self.ending = None;
        true
    }

    /// Makes again the moves the last [`Session::undo`] took back; false
    /// when there is nothing to redo (a move played since clears it).
    pub fn redo(&mut self) -> Result<bool, PlayError> {
        let Some(turns) = self.undone.pop() else {
            return Ok(false);
        };
        for turn in turns {
            self.replay(turn)?;
        }
        Ok(true)
    }
}
