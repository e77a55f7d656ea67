//! `conway play RULESET POSITION` (or `conway play graph FILE`): a game in
//! the terminal against the engine, which plays perfectly and explains
//! itself.
//!
//! Moves are read from standard input one per line, as a move's label or
//! its number in the list shown, so a whole game can be piped in; the
//! prompt also takes the commands of [`HELP`]. The game itself (turns,
//! undo, draws, misère endings, the engine's move, hints and what is said
//! about each move) is the library's [`Session`]: this prompt reads lines,
//! runs each engine turn under one watch of the limits, and prints what the
//! session says. End of input (Ctrl-D) or `quit` leaves the game (exit 0).

use super::analyze::{load, position_text};
use crate::failure::Failure;
use crate::limits::{Limits, Watch};
use crate::output::emit_json;
use conway::control::Stop;
use conway::graph::GameGraph;
use conway::play::{Choice, PlayError, Saved, Seat, Session, MAX_MOVES, MOST_GUESSING};
use conway::rulesets::token_graph::token_position;
use conway::rulesets::{Kind, Move, Position};
use conway::value::Player;
use serde_json::json;
use std::io::{BufRead, Write};

/// Arguments of `conway play`.
#[derive(clap::Args)]
#[command(after_help = "Examples:
  conway play nim '3 5 7'
  conway play --first engine pawns '...P..P.P....'
  conway play --side right domineering '...|...|...'
  conway play graph examples/graphs/tokens-impartial.txt
  printf 'hint\\n2\\n' | conway play nim '1 2'
  conway play --timeout 20 domineering '.....|.....|.....|.....'
  conway play --save game.json nim '3 5 7'      then later:  conway play --load game.json

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
    #[arg(required_unless_present = "load")]
    pub ruleset: Option<String>,
    /// The starting position in the ruleset's notation (@FILE reads it
    /// from a file); for `graph`, the graph file.
    #[arg(required_unless_present = "load")]
    pub position: Option<String>,
    /// Go on with a game saved by --save (or by Python's Session.save()):
    /// its ruleset, start, sides and moves made; RULESET, POSITION, --first,
    /// --side and --misere are then taken from the file.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["ruleset", "position"])]
    pub load: Option<String>,
    /// When the game ends or you leave it, save it to FILE (JSON: the
    /// ruleset, the start, the sides and the moves made) for --load.
    #[arg(long, value_name = "FILE")]
    pub save: Option<String>,
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

impl From<Who> for Seat {
    fn from(who: Who) -> Seat {
        match who {
            Who::You => Seat::You,
            Who::Engine => Seat::Engine,
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

/// What the progress bar says while the engine has the turn.
const THINKING: &str = "the engine is thinking";

/// Most moves listed at each turn; `moves` shows all.
const LISTED: usize = 40;

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
    let (name, text, mut session) = match &args.load {
        Some(file) => resumed(file)?,
        None => started(&args)?,
    };
    let mut input = std::io::stdin().lock();
    if json {
        play(&mut session, &args.limits, &mut input, &mut std::io::sink())?;
    } else {
        play(
            &mut session,
            &args.limits,
            &mut input,
            &mut crate::output::Stdout,
        )?;
    }
    if json {
        let ending = session.ending();
        let summary = json!({
            "ruleset": name,
            "position": text,
            "moves": session.turns(),
            "winner": ending.and_then(|e| e.winner).map(Seat::name),
            "drawn": ending.is_some_and(|e| e.drawn),
            "left": ending.is_none(),
        });
        emit_json(summary)?;
    }
    if let Some(file) = &args.save {
        save(&session, file)?;
    }
    Ok(())
}

/// A new game from the command line's ruleset, position and sides: the
/// ruleset's name, the position's text and the session.
fn started(args: &Args) -> Result<(String, String, Session), Failure> {
    let (Some(ruleset), Some(given)) = (&args.ruleset, &args.position) else {
        return Err(Failure::input(
            "play",
            "expected a ruleset and a position, or --load FILE",
        ));
    };
    let (name, text, kind, position) = if ruleset == "graph" {
        let (kind, position) = load_graph(given, &args.limits)?;
        ("graph", given.clone(), kind, position)
    } else {
        let text = position_text(given, false)?;
        let (rules, position) = load(ruleset, &text)?;
        (rules.name(), text, rules.kind(), position)
    };
    let you = match args.side {
        Side::Left => Player::Left,
        Side::Right => Player::Right,
    };
    let mut session = Session::new(position, kind, you, args.first.into(), args.misere);
    if name != "graph" {
        session = session.started_as(name, &text);
    }
    Ok((name.to_string(), text, session))
}

/// A game saved in `file` (by --save or Python's `Session.save()`), its
/// moves replayed.
fn resumed(file: &str) -> Result<(String, String, Session), Failure> {
    let bytes = std::fs::read(file)
        .map_err(|e| Failure::input(file, format!("cannot read the file: {e}")))?;
    let saved: Saved = serde_json::from_slice(&bytes).map_err(|e| {
        Failure::input(
            format!("{file}:{}:{}", e.line(), e.column()),
            format!("expected a saved game (conway play --save): {e}"),
        )
    })?;
    let name = saved.ruleset.clone().ok_or_else(|| {
        Failure::input(
            file,
            "a game on a graph file cannot be resumed; play the graph again",
        )
    })?;
    let text = saved.position.clone();
    let session = Session::resume(saved).map_err(|e| Failure::input(file, e))?;
    Ok((name, text, session))
}

/// Writes the game to `file` whole (a temporary file renamed into place),
/// so an interrupted save never leaves half a file.
fn save(session: &Session, file: &str) -> Result<(), Failure> {
    let saved = serde_json::to_string(&session.save())
        .map_err(|e| Failure::input(file, format!("cannot save the game: {e}")))?;
    let temporary = format!("{file}.partial");
    std::fs::write(&temporary, saved + "\n")
        .and_then(|()| std::fs::rename(&temporary, file))
        .map_err(|e| Failure::input(file, format!("cannot save the game: {e}")))
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

/// The failure for a session that cannot go on, `watch` being the one the
/// work ran under (for Ctrl-C).
fn failure(error: PlayError, watch: Option<&Watch>) -> Failure {
    match error {
        PlayError::Interrupted => match watch {
            Some(w) => w.stopped(Stop::Interrupted),
            None => Failure::input("play", error),
        },
        PlayError::NoMisere => Failure::input("--misere", error),
        PlayError::TooManyMoves(n) => Failure::input(
            "position",
            format!(
                "up to {n} moves here; conway play lists every move, so it plays \
                 positions with at most {MAX_MOVES} (conway analyze takes any size)"
            ),
        ),
        PlayError::MisereCycle(_) => Failure::input("position", error),
        PlayError::Resume(_) | PlayError::NoSuchMove(_) => Failure::input("move", error),
    }
}

/// The watch of the engine's current turn, started now if none is.
fn turn<'a>(limits: &Limits, turn: &'a mut Option<Watch>) -> &'a Watch {
    turn.get_or_insert_with(|| limits.watch(THINKING))
}

/// Plays the game of `session`, reading your moves and commands from
/// `input` and writing the board and what the session says to `out`.
/// The engine's turn runs from your move (or the start) to your next
/// prompt under one watch of `limits`, so one --timeout.
pub fn play(
    session: &mut Session,
    limits: &Limits,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let mut watch: Option<Watch> = None;
    say(out, &session.sides())?;
    loop {
        session.moves().map_err(|e| failure(e, None))?;
        if !session.analysed() {
            let w = turn(limits, &mut watch);
            session
                .analyse(w.control())
                .map_err(|e| failure(e, Some(w)))?;
        }
        say(out, &session.board())?;
        let arrival = session.arrive().map_err(|e| failure(e, None))?;
        for line in &arrival.said {
            say(out, line)?;
        }
        if arrival.ending.is_some() {
            return Ok(());
        }
        let said = match session.to_move() {
            Seat::You => {
                // Your thinking time is not the engine's.
                watch = None;
                match prompt(session, limits, input, out)? {
                    Command::Play(i) => {
                        let w = turn(limits, &mut watch);
                        session
                            .play(i, w.control())
                            .map_err(|e| failure(e, Some(w)))?
                    }
                    Command::Undo if session.undo() => {
                        vec!["Taken back: your last move and the engine's reply.".to_string()]
                    }
                    Command::Undo => vec!["Nothing to undo: you have not moved yet.".to_string()],
                    _ => {
                        say(out, "You left the game.")?;
                        return Ok(());
                    }
                }
            }
            Seat::Engine => engine_turn(session, limits, &mut watch)?,
        };
        for line in &said {
            say(out, line)?;
        }
    }
}

/// The engine's move under the turn's watch; when a limit stopped its
/// analysis, a best guess under a short watch of its own (the turn's watch
/// stays, spent, so the rest of the turn stops at once).
fn engine_turn(
    session: &mut Session,
    limits: &Limits,
    watch: &mut Option<Watch>,
) -> Result<Vec<String>, Failure> {
    let w = turn(limits, watch);
    let choice = session
        .engine_choice(w.control())
        .map_err(|e| failure(e, Some(w)))?;
    let (i, note) = match choice {
        Choice::Move(i, note) => (i, note),
        Choice::Guess => {
            let most = limits
                .timeout
                .map_or(MOST_GUESSING, |t| (t / 4).min(MOST_GUESSING));
            let grace = Limits {
                timeout: Some(most),
                ..limits.clone()
            }
            .watch("the engine is looking for a good move");
            session
                .guess(grace.control())
                .map_err(|e| failure(e, Some(&grace)))?
        }
    };
    let w = turn(limits, watch);
    session
        .play_engine(i, note, w.control())
        .map_err(|e| failure(e, Some(w)))
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

/// Reads lines until one is a move or a command that leaves the prompt;
/// answers the others.
fn prompt(
    session: &mut Session,
    limits: &Limits,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Command, Failure> {
    let moves = session.moves().map_err(|e| failure(e, None))?;
    let count = moves.len();
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
        let Some(command) = read_command(&line, session)? else {
            say(
                out,
                &format!(
                    "'{}' is not a move here: type a label, a number from 1 to {count}, or help.",
                    line.trim(),
                ),
            )?;
            continue;
        };
        match command {
            Command::Help => say(out, HELP)?,
            Command::Moves => {
                let winning = session.winning_moves().to_vec();
                let moves = session.moves().map_err(|e| failure(e, None))?;
                say(out, &list_moves(moves, usize::MAX, &winning))?
            }
            Command::Value => say(out, &session.standing(Seat::You))?,
            Command::Hint => {
                let w = limits.watch(THINKING);
                let said = session
                    .hint(w.control())
                    .map_err(|e| failure(e, Some(&w)))?;
                drop(w);
                for line in &said {
                    say(out, line)?;
                }
            }
            Command::Play(_) | Command::Undo | Command::Quit => return Ok(command),
        }
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

/// The command or move a line names, if any (a move as the session reads
/// it: a number, or a label as the ruleset reads labels, so `b2-b1` is the
/// domino `b1-b2`).
fn read_command(line: &str, session: &mut Session) -> Result<Option<Command>, Failure> {
    let command = match normalize(line).as_str() {
        "help" | "?" => Command::Help,
        "hint" => Command::Hint,
        "moves" | "list" => Command::Moves,
        "value" => Command::Value,
        "undo" => Command::Undo,
        "quit" | "exit" => Command::Quit,
        _ => {
            let found = session.find_move(line).map_err(|e| failure(e, None))?;
            return Ok(found.map(Command::Play));
        }
    };
    Ok(Some(command))
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
