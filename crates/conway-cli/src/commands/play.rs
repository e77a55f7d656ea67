//! `conway play RULESET POSITION` (or `conway play graph FILE`): a game in
//! the terminal against the engine, which plays perfectly and explains
//! itself.
//!
//! Moves are read from standard input one per line, as a move's label or
//! its number in the list shown, so a whole game can be piped in; the
//! prompt also takes the commands of [`HELP`]. After each move the board is
//! drawn with whose turn it is, the value and who is winning. The engine
//! explains its moves and your mistakes through the library's
//! [`explain`]; when its analysis does not finish under `--timeout` it
//! plays the library's [`best_guess`] and says it is not proven, so it
//! never forfeits. End of input (Ctrl-D) or `quit` leaves the game (exit
//! 0).
//!
//! Hooks for other options: a flag that changes the game played (such as
//! `--misere`) goes in [`Args`] and into [`Table`], which decides who wins
//! a position ([`Table::mover_wins`]) and which moves win
//! ([`Table::winning_moves`]); the loop in [`Table::play`] only asks those.

use super::analyze::{load, outcome_words, position_text};
use crate::failure::Failure;
use crate::limits::{Limits, Watch};
use crate::output::emit;
use conway::control::{Control, Stop};
use conway::graph::GameGraph;
use conway::loopy::Play;
use conway::rulesets::best_guess::{best_guess, fewest_winning_replies, keeps_the_most, Basis};
use conway::rulesets::loopy_position::LoopyAnalysis;
use conway::rulesets::token_graph::token_position;
use conway::rulesets::{explain, Analysis, Kind, Move, Position};
use conway::value::{Outcome, Player};
use serde_json::json;
use std::io::{BufRead, Write};
use std::time::Duration;

/// Arguments of `conway play`.
#[derive(clap::Args)]
#[command(after_help = "Examples:
  conway play nim '3 5 7'
  conway play --first engine pawns '...P..P.P....'
  conway play --side right domineering '...|...|...'
  conway play graph examples/graphs/tokens-impartial.txt
  printf 'hint\\n2\\n' | conway play nim '1 2'
  conway play --timeout 20 domineering '.....|.....|.....|.....'

At the prompt type a move's label (spaces and case do not matter) or its
number, or one of: help, hint, undo, moves, value, quit. Ctrl-D (end of
input) leaves the game too.

The limits (--timeout, --max-positions, --max-memory) bound each turn of the
engine: from the moment your move is read to your next prompt. Your own
thinking time does not count. When a limit stops the engine's analysis it
still moves, with the best move it found, and says that move is not proven.")]
pub struct Args {
    /// The ruleset (see `conway rulesets`), or `graph` for a game graph
    /// file (see `conway help graph-format`).
    pub ruleset: String,
    /// The starting position in the ruleset's notation (@FILE reads it
    /// from a file); for `graph`, the graph file.
    pub position: String,
    /// Who moves first.
    #[arg(long, value_enum, default_value_t = Who::You)]
    pub first: Who,
    /// Your side in a partizan game (ignored for impartial games).
    #[arg(long, value_enum, default_value_t = Side::Left)]
    pub side: Side,
    /// Misère play: the player who cannot move wins (impartial games).
    #[arg(long)]
    pub misere: bool,

    /// Limits for each turn of the engine (see below).
    #[command(flatten)]
    pub limits: Limits,
}

/// One of the two players at the table.
#[derive(clap::ValueEnum, Clone, Copy, PartialEq, Eq, Debug)]
pub enum Who {
    /// The person at the keyboard.
    You,
    /// The engine.
    Engine,
}

impl Who {
    fn other(self) -> Who {
        match self {
            Who::You => Who::Engine,
            Who::Engine => Who::You,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Who::You => "you",
            Who::Engine => "engine",
        }
    }
}

/// Left or Right, for partizan games.
#[derive(clap::ValueEnum, Clone, Copy, PartialEq, Eq, Debug)]
pub enum Side {
    /// Left (in Domineering: vertical dominoes).
    Left,
    /// Right.
    Right,
}

/// A move made in the game.
pub struct Turn {
    /// Who made it.
    pub by: Who,
    /// Its label.
    pub label: String,
    /// For your moves: whether the position after it is still a win for
    /// you (`None` when the analysis did not finish).
    pub kept_winning: Option<bool>,
    /// For the engine's moves: whether the move was proven best (false
    /// when a limit stopped the analysis and it guessed).
    pub proven: bool,
}

/// A finished or abandoned game.
pub struct Record {
    /// The moves in order.
    pub turns: Vec<Turn>,
    /// Who made the last move; `None` when you left the game or it was
    /// drawn.
    pub winner: Option<Who>,
    /// Whether the game was declared drawn (a position repeated
    /// [`DRAW_REPEATS`] times, or [`DRAW_PLIES`] moves played).
    pub drawn: bool,
}

/// A game whose same position (with the same player to move) comes up this
/// many times is declared drawn.
pub const DRAW_REPEATS: usize = 3;
/// A game this many moves long is declared drawn.
pub const DRAW_PLIES: usize = 1000;

/// What the progress bar says while the engine has the turn.
const THINKING: &str = "the engine is thinking";

/// Most moves listed at each turn; `moves` shows all.
const LISTED: usize = 40;
/// Most moves a position may have to be played (all are listed).
const MAX_MOVES: u128 = 1_000_000;
/// The longest the engine looks for a best guess after a limit stopped
/// its analysis.
const MOST_GUESSING: Duration = Duration::from_secs(1);

/// The commands of the prompt.
const HELP: &str = "Commands:
  a move's label or number   play it
  hint                       a winning move and why; when every move loses, the move
                             leaving the fewest winning replies (impartial games) or
                             keeping the most (partizan: the best mean after it)
  moves                      every legal move, the winning ones marked
  value                      the value of the position and who is winning
  undo                       take back your last move and the engine's reply
  quit                       leave the game (so does Ctrl-D)
  help                       this list";

pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    let (name, text, kind, position) = if args.ruleset == "graph" {
        let (kind, position) = load_graph(&args.position, &args.limits)?;
        ("graph", args.position.clone(), kind, position)
    } else {
        let text = position_text(&args.position, false)?;
        let (rules, position) = load(&args.ruleset, &text)?;
        (rules.name(), text, rules.kind(), position)
    };
    let table = Table {
        kind,
        you: match (kind, args.side) {
            (Kind::Partizan, Side::Right) => Player::Right,
            _ => Player::Left,
        },
        limits: args.limits,
        misere: args.misere,
        // Positions whose play can cycle are analysed with draws; asking
        // under a budget of no positions answers at once.
        loopy: position
            .analyze_loopy(&Control::new(Some(0), None))
            .is_some(),
    };
    let mut input = std::io::stdin().lock();
    let record = if json {
        table.play(position, args.first, &mut input, &mut std::io::sink())?
    } else {
        table.play(position, args.first, &mut input, &mut crate::output::Stdout)?
    };
    if json {
        let moves: Vec<_> = record
            .turns
            .iter()
            .map(|t| {
                json!({"by": t.by.name(), "move": t.label, "kept_winning": t.kept_winning, "proven": t.proven})
            })
            .collect();
        let summary = json!({
            "ruleset": name,
            "position": text,
            "moves": moves,
            "winner": record.winner.map(Who::name),
            "drawn": record.drawn,
            "left": record.winner.is_none() && !record.drawn,
        });
        emit(&format!("{summary}\n"))?;
    }
    Ok(())
}

/// The token position of a game graph file, its vertices valued under the
/// limits.
fn load_graph(path: &str, limits: &Limits) -> Result<(Kind, Box<dyn Position>), Failure> {
    let path = path.strip_prefix('@').unwrap_or(path);
    let bytes = std::fs::read(path)
        .map_err(|e| Failure::input(path, format!("cannot read the file: {e}")))?;
    let graph = GameGraph::parse_bytes(&bytes)
        .map_err(|e| Failure::input(format!("{path}:{}:{}", e.line, e.column), e.message))?;
    let watch = limits.watch("solving the graph");
    let kind = match graph {
        GameGraph::Impartial(_) => Kind::Impartial,
        GameGraph::Partizan(_) => Kind::Partizan,
    };
    let position = token_position(&graph, watch.control())
        .map_err(|stop| watch.stopped(stop))?
        .map_err(|message| Failure::input(path, message))?;
    Ok((kind, position))
}

/// The rules of the table: the kind of game and your side.
pub struct Table {
    /// Impartial or partizan.
    pub kind: Kind,
    /// The side you play (the engine plays the other).
    pub you: Player,
    /// The limits of each engine turn.
    pub limits: Limits,
    /// Misère play: the last player to move loses.
    pub misere: bool,
    /// Play can cycle: positions are analysed with draws.
    pub loopy: bool,
}

/// A position of the game with its analysis, if it finished.
struct Ply {
    position: Box<dyn Position>,
    to_move: Who,
    analysis: Option<Analysis>,
    /// The analysis with draws, for positions whose play can cycle.
    loopy: Option<LoopyAnalysis>,
    /// How many turns had been played.
    turns: usize,
}

/// What the person at the prompt asked for.
enum Command {
    Play(usize),
    Help,
    Hint,
    Moves,
    Value,
    Undo,
    Quit,
}

impl Table {
    fn side(&self, who: Who) -> Player {
        match who {
            Who::You => self.you,
            Who::Engine => self.you.opponent(),
        }
    }

    /// The analysis of `position` under the engine's turn (the misère
    /// analysis under `--misere`); `None` when a limit stopped it (Ctrl-C
    /// stops the game).
    fn analyze(&self, position: &dyn Position, turn: &Watch) -> Result<Option<Analysis>, Failure> {
        let analysis = if self.misere {
            super::misere_analysis::as_analysis(position, turn.control())?
        } else {
            position.analyze_with(turn.control())
        };
        match analysis {
            Ok(a) => Ok(Some(a)),
            Err(Stop::Interrupted) => Err(turn.stopped(Stop::Interrupted)),
            Err(_) => Ok(None),
        }
    }

    /// The analysis with draws of `position`, if its play can cycle and the
    /// analysis finished.
    fn analyze_loopy(
        &self,
        position: &dyn Position,
        turn: &Watch,
    ) -> Result<Option<LoopyAnalysis>, Failure> {
        if self.misere || !self.loopy {
            return Ok(None);
        }
        match position.analyze_loopy(turn.control()) {
            Some(Ok(a)) => Ok(Some(a)),
            Some(Err(Stop::Interrupted)) => Err(turn.stopped(Stop::Interrupted)),
            _ => Ok(None),
        }
    }

    /// The watch of the engine's current turn, started now if none is.
    fn turn<'a>(&self, turn: &'a mut Option<Watch>) -> &'a Watch {
        turn.get_or_insert_with(|| self.limits.watch(THINKING))
    }

    /// Whether `mover`, to move, wins against perfect play.
    fn mover_wins(&self, a: &Analysis, mover: Player) -> bool {
        match (self.kind, a.outcome) {
            (_, Outcome::N) => true,
            (_, Outcome::P) => false,
            (Kind::Impartial, _) => true,
            (Kind::Partizan, Outcome::L) => mover == Player::Left,
            (Kind::Partizan, Outcome::R) => mover == Player::Right,
        }
    }

    /// The winning moves of `mover`, to move.
    fn winning_moves<'a>(&self, a: &'a Analysis, mover: Player) -> &'a [String] {
        match (self.kind, mover) {
            (Kind::Partizan, Player::Right) => &a.right_moves,
            _ => &a.left_moves,
        }
    }

    /// Who is winning with `to_move` to move, in words, with the value.
    fn standing(&self, here: &Ply, to_move: Who) -> String {
        if let Some(l) = &here.loopy {
            let result = super::play_draws::result(l, self.side(to_move));
            return super::play_draws::standing(l, self.side(Who::You), result);
        }
        let Some(a) = here.analysis.as_ref() else {
            return "Value: not computed (a limit stopped the analysis).".to_string();
        };
        let winner = if self.mover_wins(a, self.side(to_move)) {
            to_move
        } else {
            to_move.other()
        };
        let who = match winner {
            Who::You => "you are winning",
            Who::Engine => "the engine is winning",
        };
        if self.misere {
            return format!("Misère play ({}): {who}.", outcome_words(a.outcome));
        }
        let value = a
            .value
            .map_or_else(|| "none (not a sum)".to_string(), |v| v.to_string());
        format!("Value: {value} ({}): {who}.", outcome_words(a.outcome))
    }

    /// Plays a game from `start`, reading your moves and commands from
    /// `input` and writing the board and messages to `out`.
    pub fn play(
        &self,
        start: Box<dyn Position>,
        first: Who,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<Record, Failure> {
        let mut here = Ply {
            position: start,
            to_move: first,
            analysis: None,
            loopy: None,
            turns: 0,
        };
        // The positions reached, with the player to move, for repetitions.
        let mut trail: Vec<(String, Who)> = Vec::new();
        let mut turns: Vec<Turn> = Vec::new();
        // The positions where you were to move, for `undo`.
        let mut history: Vec<Ply> = Vec::new();
        // The engine's turn: from your move (or the start) to your next
        // prompt, all under one watch, so one --timeout.
        let mut turn: Option<Watch> = None;
        let mut analysed = false;
        say(out, &format!("You play {}.", self.your_side()))?;
        loop {
            let mover = self.side(here.to_move);
            if let Some(n) = here.position.move_bound().filter(|&n| n > MAX_MOVES) {
                return Err(Failure::input(
                    "position",
                    format!(
                        "up to {n} moves here; conway play lists every move, so it plays \
                         positions with at most {MAX_MOVES} (conway analyze takes any size)"
                    ),
                ));
            }
            let moves = here.position.moves(mover);
            if !analysed {
                here.analysis = self.analyze(here.position.as_ref(), self.turn(&mut turn))?;
                here.loopy = self.analyze_loopy(here.position.as_ref(), self.turn(&mut turn))?;
                analysed = true;
            }
            self.show(&here, out)?;
            trail.truncate(here.turns);
            trail.push((here.position.notation(), here.to_move));
            if let Some(note) = super::play_draws::repetition_note(&trail) {
                say(out, &note)?;
            }
            if let Some(verdict) = super::play_draws::declared_draw(&trail) {
                say(out, &verdict)?;
                return Ok(Record {
                    turns,
                    winner: None,
                    drawn: true,
                });
            }
            if moves.is_empty() {
                let winner = match self.misere {
                    true => here.to_move,
                    false => here.to_move.other(),
                };
                say(
                    out,
                    match winner {
                        Who::You if self.misere => "You have no move: under misère play you win.",
                        Who::Engine if self.misere => {
                            "The engine has no move: under misère play the engine wins."
                        }
                        Who::You => "The engine has no move: you win.",
                        Who::Engine => "You have no move: the engine wins.",
                    },
                )?;
                return Ok(Record {
                    turns,
                    winner: Some(winner),
                    drawn: false,
                });
            }
            let (chosen, kept_winning, proven) = match here.to_move {
                Who::You => {
                    // Your thinking time is not the engine's.
                    turn = None;
                    let i = match self.prompt(&here, &moves, input, out)? {
                        Command::Play(i) => i,
                        Command::Undo => {
                            match history.pop() {
                                Some(previous) => {
                                    turns.truncate(previous.turns);
                                    here = previous;
                                    say(out, "Taken back: your last move and the engine's reply.")?;
                                }
                                None => say(out, "Nothing to undo: you have not moved yet.")?,
                            }
                            continue;
                        }
                        _ => {
                            say(out, "You left the game.")?;
                            return Ok(Record {
                                turns,
                                winner: None,
                                drawn: false,
                            });
                        }
                    };
                    let after = self.analyze(moves[i].position.as_ref(), self.turn(&mut turn))?;
                    let after_loopy =
                        self.analyze_loopy(moves[i].position.as_ref(), self.turn(&mut turn))?;
                    let kept = match &after_loopy {
                        Some(l) => {
                            Some(super::play_draws::result(l, mover.opponent()) == winning(mover))
                        }
                        None => after
                            .as_ref()
                            .map(|a| !self.mover_wins(a, mover.opponent())),
                    };
                    say(out, &format!("You play {}.", moves[i].label))?;
                    match (&here.loopy, &after_loopy) {
                        (Some(before), Some(after)) => {
                            say(out, &super::play_draws::judge(before, after, mover))?
                        }
                        _ => self.judge(&here, &moves, i, kept, self.turn(&mut turn), out)?,
                    }
                    let Move { label, position } = take(moves, i);
                    turns.push(Turn {
                        by: Who::You,
                        label,
                        kept_winning: kept,
                        proven: true,
                    });
                    let next = Ply {
                        position,
                        to_move: Who::Engine,
                        analysis: after,
                        loopy: after_loopy,
                        turns: turns.len(),
                    };
                    // Kept for undo.
                    history.push(std::mem::replace(&mut here, next));
                    continue;
                }
                Who::Engine => {
                    let (i, note) = self.engine_move(&here, &moves, mover, &mut turn)?;
                    say(out, &format!("The engine plays {}.", moves[i].label))?;
                    match &note {
                        Some(note) => say(
                            out,
                            &format!(
                                "Its analysis was stopped by a limit: it chose this move {note}."
                            ),
                        )?,
                        None if here.loopy.is_some() => {
                            let l = here.loopy.as_ref().expect("just matched");
                            say(out, &super::play_draws::why(l, mover))?;
                        }
                        None => {
                            let control = self.turn(&mut turn).control();
                            let why = self.explain_move(
                                here.position.as_ref(),
                                mover,
                                &moves[i],
                                control,
                            );
                            if let Some(e) = why {
                                say(out, &format!("Why: {e}"))?;
                            }
                        }
                    }
                    (i, None, note.is_none())
                }
            };
            let Move { label, position } = take(moves, chosen);
            turns.push(Turn {
                by: here.to_move,
                label,
                kept_winning,
                proven,
            });
            here = Ply {
                position,
                to_move: here.to_move.other(),
                analysis: None,
                loopy: None,
                turns: turns.len(),
            };
            analysed = false;
        }
    }

    /// Why `mv` is good or bad, from the library's [`explain`]; nothing
    /// under misère play, where the explanations' normal-play reasoning
    /// (nim-sums, values) does not hold.
    fn explain_move(
        &self,
        position: &dyn Position,
        mover: Player,
        mv: &Move,
        control: &Control,
    ) -> Option<String> {
        if self.misere || self.loopy {
            return None;
        }
        explain(position, self.kind, mover, mv, control)
            .ok()
            .map(|e| e.to_string())
    }

    fn your_side(&self) -> &'static str {
        match (self.kind, self.you) {
            (Kind::Impartial, _) => "against the engine (both players have the same moves)",
            (Kind::Partizan, Player::Left) => "Left; the engine plays Right",
            (Kind::Partizan, Player::Right) => "Right; the engine plays Left",
        }
    }

    /// The board, whose turn it is, the value and who is winning.
    fn show(&self, here: &Ply, out: &mut dyn Write) -> Result<(), Failure> {
        let whose = match (here.to_move, self.kind) {
            (Who::You, Kind::Impartial) => "Your move.".to_string(),
            (Who::Engine, Kind::Impartial) => "The engine's move.".to_string(),
            (Who::You, Kind::Partizan) => format!("Your move ({}).", side_name(self.you)),
            (Who::Engine, Kind::Partizan) => {
                format!("The engine's move ({}).", side_name(self.you.opponent()))
            }
        };
        say(out, &format!("\n{}", here.position.render()))?;
        say(
            out,
            &format!("{whose} {}", self.standing(here, here.to_move)),
        )
    }

    /// After your move `i`: whether you kept the win, and if you lost it,
    /// a move that would have kept it and why.
    fn judge(
        &self,
        here: &Ply,
        moves: &[Move],
        i: usize,
        kept: Option<bool>,
        turn: &Watch,
        out: &mut dyn Write,
    ) -> Result<(), Failure> {
        let mover = self.side(Who::You);
        let Some(a) = &here.analysis else {
            return Ok(());
        };
        let was_winning = self.mover_wins(a, mover);
        match (was_winning, kept) {
            (true, Some(true)) => say(out, "You kept a winning position."),
            (true, Some(false)) => {
                let better = self.winning_moves(a, mover).first();
                let Some(j) = better.and_then(|b| moves.iter().position(|m| &m.label == b)) else {
                    return say(out, "That lets the engine win.");
                };
                say(
                    out,
                    &format!(
                        "That lets the engine win; a winning move was {}.",
                        moves[j].label
                    ),
                )?;
                if let Some(e) =
                    self.explain_move(here.position.as_ref(), mover, &moves[j], turn.control())
                {
                    say(out, &format!("Why: {e}"))?;
                }
                if let Some(e) =
                    self.explain_move(here.position.as_ref(), mover, &moves[i], turn.control())
                {
                    say(out, &format!("Your move: {e}"))?;
                }
                Ok(())
            }
            (false, _) => say(out, "You are still in a losing position."),
            (true, None) => Ok(()),
        }
    }

    /// The engine's move, and when it is not proven best, on what basis it
    /// was chosen: a winning move if the analysis finished and found one;
    /// the library's best guess otherwise (proven only by the nim-sum
    /// rule, or when the analysis finished and no move wins).
    fn engine_move(
        &self,
        here: &Ply,
        moves: &[Move],
        mover: Player,
        turn: &mut Option<Watch>,
    ) -> Result<(usize, Option<String>), Failure> {
        if let Some(l) = &here.loopy {
            // A win if there is one, else a draw, else play on.
            let best = super::play_draws::side(l, mover).best.as_ref();
            let i = best.and_then(|b| moves.iter().position(|m| &m.label == b));
            return Ok((i.unwrap_or(0), None));
        }
        if let Some(a) = &here.analysis {
            let winning = self.winning_moves(a, mover);
            if let Some(i) = moves.iter().position(|m| winning.contains(&m.label)) {
                return Ok((i, None));
            }
            let control = self.turn(turn).control();
            return Ok((self.keeps_the_most(moves, mover, control).0, None));
        }
        if self.misere {
            // The library's guesses reason by normal-play values.
            let note = "as the first legal move: the misère analysis did not finish, so it is not proven to be best";
            return Ok((0, Some(note.to_string())));
        }
        // The turn's limit is spent: a short search of its own (the turn's
        // watch stays, spent, so the rest of the turn stops at once).
        let most = self
            .limits
            .timeout
            .map_or(MOST_GUESSING, |t| (t / 4).min(MOST_GUESSING));
        let grace = Limits {
            timeout: Some(most),
            ..self.limits.clone()
        }
        .watch("the engine is looking for a good move");
        let guess = best_guess(
            here.position.as_ref(),
            self.kind,
            mover,
            moves,
            grace.control(),
        );
        if grace.control().check() == Err(Stop::Interrupted) {
            return Err(grace.stopped(Stop::Interrupted));
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

    /// When every move loses, the move the hint's stated rule picks, and
    /// the rule with what it found (`{}` where the move's label goes): for a partizan game the move that
    /// keeps the most (the value after it of best mean for the mover); for
    /// an impartial one the move leaving the opponent the fewest winning
    /// replies (the first such in the list); else the first move.
    fn keeps_the_most(&self, moves: &[Move], mover: Player, control: &Control) -> (usize, String) {
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
            .and_then(|v| conway::control::watch(control, || v.mean()).ok());
        let mean = mean.map_or(String::new(), |m| format!(" ({m})"));
        (
            i,
            format!(
                "by the rule for a lost position, keep the most: {{}}, after which the value has \
                 the best mean{mean} for {}",
                side_name(mover)
            ),
        )
    }

    /// Reads lines until one is a move or a command that leaves the
    /// prompt; answers the others.
    fn prompt(
        &self,
        here: &Ply,
        moves: &[Move],
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<Command, Failure> {
        say(
            out,
            &format!("Your moves:\n{}", list_moves(moves, LISTED, &[])),
        )?;
        loop {
            write!(out, "your move (or help)> ")
                .and_then(|_| out.flush())
                .map_err(crate::output::write_failure)?;
            let mut line = String::new();
            let read = input
                .read_line(&mut line)
                .map_err(|e| Failure::input("standard input", e))?;
            if read == 0 {
                say(out, "")?;
                return Ok(Command::Quit);
            }
            let Some(command) = read_command(&line, here.position.as_ref(), moves) else {
                say(
                    out,
                    &format!(
                        "'{}' is not a move here: type a label, a number from 1 to {}, or help.",
                        line.trim(),
                        moves.len()
                    ),
                )?;
                continue;
            };
            let mover = self.side(Who::You);
            let winning: &[String] = here
                .analysis
                .as_ref()
                .map_or(&[], |a| self.winning_moves(a, mover));
            match command {
                Command::Help => say(out, HELP)?,
                Command::Moves => say(out, &list_moves(moves, usize::MAX, winning))?,
                Command::Value => say(out, &self.standing(here, Who::You))?,
                Command::Hint => self.hint(here, moves, winning, out)?,
                Command::Play(_) | Command::Undo | Command::Quit => return Ok(command),
            }
        }
    }

    /// A winning move and why, or the move that keeps the most.
    fn hint(
        &self,
        here: &Ply,
        moves: &[Move],
        winning: &[String],
        out: &mut dyn Write,
    ) -> Result<(), Failure> {
        let mover = self.side(Who::You);
        if let Some(l) = &here.loopy {
            return say(out, &super::play_draws::hint(l, mover));
        }
        let turn = self.limits.watch(THINKING);
        let found = winning
            .first()
            .and_then(|w| moves.iter().position(|m| &m.label == w));
        let i = match found {
            Some(i) => {
                say(out, &format!("Hint: a winning move is {}.", moves[i].label))?;
                i
            }
            None => {
                let (i, rule) = self.keeps_the_most(moves, mover, turn.control());
                say(
                    out,
                    &format!(
                        "Hint: no move wins against perfect play; {}.",
                        rule.replace("{}", &moves[i].label)
                    ),
                )?;
                i
            }
        };
        if let Some(e) = self.explain_move(here.position.as_ref(), mover, &moves[i], turn.control())
        {
            say(out, &format!("Why: {e}"))?;
        }
        Ok(())
    }
}

/// The move at `i`, taken out of the list.
fn take(moves: Vec<Move>, i: usize) -> Move {
    moves
        .into_iter()
        .nth(i)
        .unwrap_or_else(|| unreachable!("the chosen index comes from the list"))
}

/// The result that is a win for `player`.
fn winning(player: Player) -> Play {
    match player {
        Player::Left => Play::LeftWins,
        Player::Right => Play::RightWins,
    }
}

fn side_name(player: Player) -> &'static str {
    match player {
        Player::Left => "Left",
        Player::Right => "Right",
    }
}

fn say(out: &mut dyn Write, text: &str) -> Result<(), Failure> {
    writeln!(out, "{text}").map_err(crate::output::write_failure)
}

/// Commands compared without spaces and case.
fn normalize(label: &str) -> String {
    label
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

/// The command or move a line names, if any (a move as the position's
/// ruleset reads labels: `b2-b1` is the domino `b1-b2`).
fn read_command(line: &str, position: &dyn Position, moves: &[Move]) -> Option<Command> {
    let typed = normalize(line);
    let command = match typed.as_str() {
        "help" | "?" => Command::Help,
        "hint" => Command::Hint,
        "moves" | "list" => Command::Moves,
        "value" => Command::Value,
        "undo" => Command::Undo,
        "quit" | "exit" => Command::Quit,
        _ => {
            if let Ok(n) = typed.parse::<usize>() {
                if (1..=moves.len()).contains(&n) {
                    return Some(Command::Play(n - 1));
                }
            }
            Command::Play(position.find_move(moves, line)?)
        }
    };
    Some(command)
}

/// The first `limit` moves, numbered, those in `winning` marked.
fn list_moves(moves: &[Move], limit: usize, winning: &[String]) -> String {
    let mut text: Vec<String> = moves
        .iter()
        .take(limit)
        .enumerate()
        .map(|(i, m)| {
            let mark = if winning.contains(&m.label) {
                "  (wins)"
            } else {
                ""
            };
            format!("  {}) {}{mark}", i + 1, m.label)
        })
        .collect();
    if moves.len() > limit {
        text.push(format!(
            "  ... {} moves in all; type 'moves' to see them all",
            moves.len()
        ));
    }
    text.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use conway::value::Game;

    /// A partizan position given by its value: the moves are the canonical
    /// options, labelled by their values.
    struct ValuePosition(Game);

    impl Position for ValuePosition {
        fn notation(&self) -> String {
            self.0.to_string()
        }
        fn moves(&self, player: Player) -> Vec<Move> {
            self.0
                .options(player)
                .iter()
                .map(|&g| Move {
                    label: g.to_string(),
                    position: Box::new(ValuePosition(g)),
                })
                .collect()
        }
        fn analyze(&self) -> Analysis {
            let wins = |player: Player, good: fn(Game) -> bool| {
                self.0
                    .options(player)
                    .iter()
                    .filter(|&&g| good(g))
                    .map(|g| g.to_string())
                    .collect()
            };
            Analysis {
                value: Some(self.0),
                nimber: None,
                outcome: self.0.outcome(),
                left_moves: wins(Player::Left, |g| g >= Game::ZERO),
                right_moves: wins(Player::Right, |g| g <= Game::ZERO),
                details: Vec::new(),
            }
        }
    }

    fn play(value: Game, you: Player, first: Who, input: &str) -> (Record, String) {
        let table = Table {
            kind: Kind::Partizan,
            you,
            limits: Limits::default(),
            misere: false,
            loopy: false,
        };
        let mut out = Vec::new();
        let record = table
            .play(
                Box::new(ValuePosition(value)),
                first,
                &mut input.as_bytes(),
                &mut out,
            )
            .unwrap_or_else(|e| panic!("{e:?}"));
        (record, String::from_utf8(out).unwrap())
    }

    #[test]
    fn partizan_engine_takes_the_win() {
        // {1 | -1}: whoever moves first wins by moving to their integer.
        let g = Game::switch(Game::integer(1));
        let (r, text) = play(g, Player::Left, Who::Engine, "1\n");
        assert_eq!(r.turns[0].label, "-1");
        assert_eq!(r.winner, Some(Who::Engine));
        assert!(text.contains("It leaves a game <= 0 (-1)"), "{text}");
        let (r, text) = play(g, Player::Right, Who::You, "-1\n");
        assert_eq!(r.winner, Some(Who::You), "{text}");
        assert_eq!(r.turns[0].kept_winning, Some(true));
    }

    #[test]
    fn partizan_verdicts() {
        // 1 = {0|}: Left wins whoever starts.
        let (r, text) = play(Game::integer(1), Player::Right, Who::You, "");
        assert_eq!(r.winner, Some(Who::Engine), "{text}");
        assert!(text.contains("Left wins, whoever starts"), "{text}");
        let (r, text) = play(Game::integer(2), Player::Left, Who::You, "1\n0\n");
        assert_eq!(r.winner, Some(Who::You), "{text}");
        assert!(text.contains("You kept a winning position."), "{text}");
    }

    #[test]
    fn commands_at_the_prompt() {
        // {1 | -1} as Left: the hint is 1; undo before moving has nothing to
        // take back; quit leaves.
        let g = Game::switch(Game::integer(1));
        let (r, text) = play(
            g,
            Player::Left,
            Who::You,
            "hint\nundo\nmoves\nvalue\nhelp\nquit\n",
        );
        assert_eq!(r.winner, None);
        assert!(text.contains("Hint: a winning move is 1."), "{text}");
        assert!(text.contains("Nothing to undo"), "{text}");
        assert!(text.contains("1) 1  (wins)"), "{text}");
        assert!(text.contains("Value: +-1"), "{text}");
        assert!(text.contains("Commands:"), "{text}");
        assert!(text.ends_with("You left the game.\n"), "{text}");
    }
}
