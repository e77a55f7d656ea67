//! `conway play RULESET POSITION`: a game in the terminal against the
//! engine, which plays perfectly.
//!
//! Moves are read from standard input one per line, as a move's label or
//! its number in the list shown, so a whole game can be piped in. After
//! each of your moves the engine says whether you kept a winning position;
//! at the end it says who won. The engine moves to a winning position
//! whenever there is one (for impartial games: to a position of value 0);
//! otherwise it picks the move that leaves you the most moves, to keep the
//! game long.

use super::analyze::{emit, load, position_text};
use crate::failure::Failure;
use crate::limits::{Limits, Watch};
use conway::rulesets::{Analysis, Kind, Move, Position};
use conway::value::{Outcome, Player};
use serde_json::json;
use std::io::{BufRead, Write};

/// Arguments of `conway play`.
#[derive(clap::Args)]
#[command(after_help = "Examples:
  conway play nim '3 5 7'
  conway play --first engine pawns '...P..P.P....'
  printf '2\\n1\\n' | conway play nim '1 2'
  conway play --timeout 20 domineering '.....|.....|.....|.....'

Type a move's label (spaces and case do not matter) or its number; 'list'
shows every move.

The limits (--timeout, --max-positions, --max-memory) bound each turn of the
engine: from the moment your move is read to your next prompt (analysing
your move, choosing its reply, analysing the position it leaves you). Your
own thinking time does not count. A turn stopped by a limit ends the game
with exit code 3.")]
pub struct Args {
    /// The ruleset (see `conway rulesets`).
    pub ruleset: String,
    /// The starting position in the ruleset's notation (@FILE reads it
    /// from a file).
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
    /// you.
    pub kept_winning: Option<bool>,
}

/// A finished game.
pub struct Record {
    /// The moves in order.
    pub turns: Vec<Turn>,
    /// Who made the last move.
    pub winner: Who,
}

/// What the progress bar says while the engine has the turn.
const THINKING: &str = "the engine is thinking";

/// Most moves listed at each turn; `list` shows all.
const LISTED: usize = 60;
/// Most moves a position may have to be played (all are listed).
const MAX_MOVES: u128 = 1_000_000;
/// Most moves the engine compares when it has no winning move.
const COMPARED: usize = 100;

pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    let text = position_text(&args.position, false)?;
    let (rules, position) = load(&args.ruleset, &text)?;
    let table = Table {
        kind: rules.kind(),
        you: match (rules.kind(), args.side) {
            (Kind::Partizan, Side::Right) => Player::Right,
            _ => Player::Left,
        },
        limits: args.limits,
        misere: args.misere,
    };
    let mut input = std::io::stdin().lock();
    let record = if json {
        table.play(position, args.first, &mut input, &mut std::io::sink())?
    } else {
        table.play(
            position,
            args.first,
            &mut input,
            &mut std::io::stdout().lock(),
        )?
    };
    if json {
        let moves: Vec<_> = record
            .turns
            .iter()
            .map(|t| json!({"by": t.by.name(), "move": t.label, "kept_winning": t.kept_winning}))
            .collect();
        let summary = json!({
            "ruleset": rules.name(),
            "position": text,
            "moves": moves,
            "winner": record.winner.name(),
        });
        emit(&format!("{summary}\n"))?;
    }
    Ok(())
}

/// The rules of the table: the kind of game and your side.
pub struct Table {
    /// Impartial or partizan.
    pub kind: Kind,
    /// The side you play (the engine plays the other).
    pub you: Player,
    /// The limits of each analysis.
    pub limits: Limits,
    /// Misère play: the last player to move loses.
    pub misere: bool,
}

impl Table {
    fn side(&self, who: Who) -> Player {
        match who {
            Who::You => self.you,
            Who::Engine => self.you.opponent(),
        }
    }

    /// The analysis of `position` under the limits of the engine's turn.
    fn analyze(&self, position: &dyn Position, turn: &Watch) -> Result<Analysis, Failure> {
        if self.misere {
            return super::misere_analysis::as_analysis(position, turn);
        }
        position
            .analyze_with(turn.control())
            .map_err(|stop| turn.stopped(stop))
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
            (Kind::Impartial, _) => a.outcome != Outcome::P,
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

    /// Plays a game from `start`, reading your moves from `input` and
    /// writing the board and messages to `out`.
    pub fn play(
        &self,
        start: Box<dyn Position>,
        first: Who,
        input: &mut dyn BufRead,
        out: &mut dyn Write,
    ) -> Result<Record, Failure> {
        let mut position = start;
        let mut to_move = first;
        let mut turns = Vec::new();
        let mut analysis: Option<Analysis> = None;
        // The engine's turn: from your move (or the start) to your next
        // prompt, all under one watch, so one --timeout.
        let mut turn: Option<Watch> = None;
        loop {
            let mover = self.side(to_move);
            if let Some(n) = position.move_bound().filter(|&n| n > MAX_MOVES) {
                return Err(Failure::input(
                    "position",
                    format!(
                        "up to {n} moves here; conway play lists every move, so it plays \
                         positions with at most {MAX_MOVES} (conway analyze takes any size)"
                    ),
                ));
            }
            let moves = position.moves(mover);
            say(out, &format!("\n{}", position.render()))?;
            if moves.is_empty() {
                let winner = match self.misere {
                    true => to_move,
                    false => to_move.other(),
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
                return Ok(Record { turns, winner });
            }
            let here = match analysis.take() {
                Some(a) => a,
                None => self.analyze(position.as_ref(), self.turn(&mut turn))?,
            };
            let (chosen, kept_winning) = match to_move {
                Who::You => {
                    // Your thinking time is not the engine's.
                    turn = None;
                    let i = read_move(&moves, input, out)?;
                    let after = self.analyze(moves[i].position.as_ref(), self.turn(&mut turn))?;
                    let kept = !self.mover_wins(&after, mover.opponent());
                    say(out, &format!("You play {}.", moves[i].label))?;
                    let message = match (self.mover_wins(&here, mover), kept) {
                        (true, true) => "You kept a winning position.".to_string(),
                        (true, false) => format!(
                            "That lets the engine win; a winning move was {}.",
                            self.winning_moves(&here, mover)
                                .first()
                                .map_or("?", String::as_str)
                        ),
                        (false, _) => "You are still in a losing position.".to_string(),
                    };
                    say(out, &message)?;
                    analysis = Some(after);
                    (i, Some(kept))
                }
                Who::Engine => {
                    let i = self.engine_move(&here, &moves, mover, self.turn(&mut turn))?;
                    say(out, &format!("The engine plays {}.", moves[i].label))?;
                    (i, None)
                }
            };
            let Move {
                label,
                position: next,
            } = moves
                .into_iter()
                .nth(chosen)
                .unwrap_or_else(|| unreachable!("the chosen index comes from the list"));
            turns.push(Turn {
                by: to_move,
                label,
                kept_winning,
            });
            position = next;
            to_move = to_move.other();
        }
    }

    /// A winning move if there is one; otherwise the move that leaves the
    /// opponent the most replies.
    fn engine_move(
        &self,
        here: &Analysis,
        moves: &[Move],
        mover: Player,
        turn: &Watch,
    ) -> Result<usize, Failure> {
        let winning = self.winning_moves(here, mover);
        if let Some(i) = moves.iter().position(|m| winning.contains(&m.label)) {
            return Ok(i);
        }
        if moves.len() > COMPARED {
            return Ok(0);
        }
        let mut best = (0, 0);
        for (i, m) in moves.iter().enumerate() {
            turn.control().check().map_err(|stop| turn.stopped(stop))?;
            let replies = m.position.moves(mover.opponent()).len();
            if i == 0 || replies > best.1 {
                best = (i, replies);
            }
        }
        Ok(best.0)
    }
}

fn say(out: &mut dyn Write, text: &str) -> Result<(), Failure> {
    writeln!(out, "{text}").map_err(|e| Failure::internal(format!("cannot write: {e}")))
}

/// Labels compared without spaces and case.
fn normalize(label: &str) -> String {
    label
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

fn list_moves(moves: &[Move], limit: usize) -> String {
    let mut text: Vec<String> = moves
        .iter()
        .take(limit)
        .enumerate()
        .map(|(i, m)| format!("  {}) {}", i + 1, m.label))
        .collect();
    if moves.len() > limit {
        text.push(format!(
            "  ... {} moves in all; type 'list' to see them all",
            moves.len()
        ));
    }
    text.join("\n")
}

/// Reads lines until one names a move (by label or number).
fn read_move(
    moves: &[Move],
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<usize, Failure> {
    say(out, &format!("Your moves:\n{}", list_moves(moves, LISTED)))?;
    loop {
        write!(out, "your move> ")
            .and_then(|_| out.flush())
            .map_err(|e| Failure::internal(format!("cannot write: {e}")))?;
        let mut line = String::new();
        let read = input
            .read_line(&mut line)
            .map_err(|e| Failure::input("standard input", e))?;
        if read == 0 {
            return Err(Failure::input(
                "standard input",
                "it ended before the game was over",
            ));
        }
        let typed = normalize(&line);
        if typed.is_empty() {
            continue;
        }
        if typed == "list" {
            say(out, &list_moves(moves, usize::MAX))?;
            continue;
        }
        if let Ok(n) = typed.parse::<usize>() {
            if (1..=moves.len()).contains(&n) {
                return Ok(n - 1);
            }
        }
        if let Some(i) = moves.iter().position(|m| normalize(&m.label) == typed) {
            return Ok(i);
        }
        say(
            out,
            &format!(
                "'{}' is not a move here: type a label or a number from 1 to {}.",
                line.trim(),
                moves.len()
            ),
        )?;
    }
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
        let (r, _) = play(g, Player::Left, Who::Engine, "1\n");
        assert_eq!(r.turns[0].label, "-1");
        assert_eq!(r.winner, Who::Engine);
        let (r, text) = play(g, Player::Right, Who::You, "-1\n");
        assert_eq!(r.winner, Who::You, "{text}");
        assert_eq!(r.turns[0].kept_winning, Some(true));
    }

    #[test]
    fn partizan_verdicts() {
        // 1 = {0|}: Left wins whoever starts.
        let (r, text) = play(Game::integer(1), Player::Right, Who::You, "");
        assert_eq!(r.winner, Who::Engine, "{text}");
        let (r, text) = play(Game::integer(2), Player::Left, Who::You, "1\n0\n");
        assert_eq!(r.winner, Who::You, "{text}");
        assert!(text.contains("You kept a winning position."), "{text}");
    }
}
