//! `conway solve FILE`: the values, winner and winning moves of a game
//! graph with tokens (text or JSON format, see docs/src/graph-format.md, also
//! printed by `conway help graph-format`).

use crate::failure::Failure;
use crate::limits::{within_grace, Limits, Watch};
use crate::output::emit;
use conway::control::{Control, Stop};
use conway::error::ParseError;
use conway::graph::{
    GameGraph, GraphError, Grundy, ImpartialGraph, PartizanGraph, PartizanSolution, PlayResult,
    TokenMove, Vertex, Winner,
};
use conway::loopy::{graph_values, LoopyGame};
use conway::value::{Outcome, Player};
use serde::ser::{Serialize, Serializer};
use serde_json::{json, Value};
use std::io::Write;
use std::path::PathBuf;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

/// Arguments of `conway solve`.
#[derive(clap::Args)]
#[command(after_help = "\
Example:
  $ cat tokens.txt
  # Grundy numbers on a DAG with tokens
  a -> b c d
  b -> c e
  c -> e f
  d -> f
  e -> f
  tokens a a c d
  $ conway solve tokens.txt          # values, winner, a winning move
  $ conway solve tokens.txt --json   # {\"grundy\": {...}, \"value\": 3, \"winner\": \"first\", ...}
  $ conway solve big.json --timeout 30
  $ conway solve tokens.txt --misere # misère play: the last player to move loses

Partizan graphs colour their edges: `a -L-> b` (Left, white), `a -R-> b`
(Right, black). `conway help graph-format` prints the whole file format
(text and JSON); examples are in examples/graphs/.")]
pub struct Args {
    /// A game graph file: the text format, or JSON (starting with `{`).
    file: PathBuf,

    /// Misère play (the last player to move loses), for impartial graphs
    /// without cycles: the tokens' misère forms, outcome and winning moves.
    #[arg(long)]
    misere: bool,

    #[command(flatten)]
    limits: Limits,
}

pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    let place = args.file.display().to_string();
    // The limits count from the start: reading a big file takes a while.
    let watch = args.limits.watch("solving the graph");
    let bytes = std::fs::read(&args.file)
        .map_err(|e| Failure::input(&place, format!("cannot read the file: {e}")))?;
    let graph = parse_under(bytes, &watch)?
        .map_err(|e| Failure::input(format!("{place}:{}:{}", e.line, e.column), e.message))?;
    if args.misere {
        return super::misere_graph::run(&graph, &place, &watch, json);
    }
    let solution = match &graph {
        GameGraph::Impartial(g) => g
            .solve_with(watch.control())
            .map(|s| Solution::Impartial(g, s))
            .map_err(|stop| watch.stopped(stop)),
        GameGraph::Partizan(g) => match g.solve_with(watch.control()) {
            Ok(s) => Ok(Solution::Partizan(g, s)),
            Err(GraphError::Stopped(stop)) => Err(watch.stopped(stop)),
            Err(e) => Err(Failure::input(&place, e)),
        },
    };
    let solution = solution?;
    // Writing is watched too: a partizan graph's values may be huge forms.
    let mut out = Polled::new(watch.control());
    let written = watch.watched(|| write_report(&solution, json, &mut out));
    let (bytes, stopped) = (out.bytes, out.stop);
    let stop = match (written, stopped) {
        (Ok(Ok(())), None) => {
            drop(watch);
            return emit(&String::from_utf8_lossy(&bytes));
        }
        (_, Some(stop)) | (Err(stop), None) => stop,
        (Ok(Err(e)), None) => {
            return Err(Failure::internal(format!("cannot write the output: {e}")));
        }
    };
    let failure = watch.stopped(stop);
    drop(watch);
    // The solution is complete: its summary, without the vertices' values.
    let mut summary = Vec::new();
    match within_grace(|| write_summary(&solution, json, &mut summary)) {
        Some(Ok(())) => {
            emit(&String::from_utf8_lossy(&summary))?;
            Err(if json {
                failure.json_printed()
            } else {
                failure
            })
        }
        _ => Err(failure),
    }
}

/// The graph in `bytes`, parsed on a thread of its own while this one
/// watches the limits: a stop leaves the parser behind (the command ends
/// at once) however long the file takes to read.
fn parse_under(bytes: Vec<u8>, watch: &Watch) -> Result<Result<GameGraph, ParseError>, Failure> {
    let (sender, receiver) = mpsc::channel();
    std::thread::Builder::new()
        .name("conway-parser".into())
        .stack_size(PARSER_STACK)
        .spawn(move || {
            // The receiver is gone only when the command stopped.
            let _ = sender.send(GameGraph::parse_bytes(&bytes));
        })
        .map_err(|e| Failure::internal(format!("cannot start the parser: {e}")))?;
    loop {
        match receiver.recv_timeout(PARSE_POLL) {
            Ok(parsed) => return Ok(parsed),
            Err(RecvTimeoutError::Timeout) => watch
                .control()
                .check()
                .map_err(|stop| watch.stopped(stop))?,
            Err(RecvTimeoutError::Disconnected) => {
                return Err(Failure::internal("the graph parser failed"))
            }
        }
    }
}

/// The parser thread's stack (the main thread's usual size).
const PARSER_STACK: usize = 8 << 20;

/// How often the limits are looked at while a file is parsed.
const PARSE_POLL: Duration = Duration::from_millis(20);

/// Writes the whole report of `solution`.
fn write_report(solution: &Solution, json: bool, out: &mut impl Write) -> std::io::Result<()> {
    match (solution, json) {
        (Solution::Impartial(g, s), true) => impartial_json(g, s, out),
        (Solution::Impartial(g, s), false) => impartial_text(g, s, out),
        (Solution::Partizan(g, s), true) => partizan_json(g, s, out),
        (Solution::Partizan(g, s), false) => partizan_text(g, s, out),
    }
}

/// What the report says when writing it was stopped by a limit: everything
/// but the value of each vertex (JSON: `"complete": false`).
fn write_summary(solution: &Solution, json: bool, out: &mut impl Write) -> std::io::Result<()> {
    if json {
        let summary = match solution {
            Solution::Impartial(g, s) => json!({
                "kind": "impartial",
                "vertices": g.names().len(),
                "value": grundy_json(&s.value),
                "winner": s.winner.to_string(),
                "winning_moves": moves_json(g.names(), &s.winning_moves),
                "complete": false,
            }),
            Solution::Partizan(g, s) => json!({
                "kind": "partizan",
                "vertices": g.names().len(),
                "value": s.value.map_or(Value::Null, |v| json!(v.to_string())),
                "outcome": outcome_json(s.outcome),
                "left_first": s.left_first.to_string(),
                "right_first": s.right_first.to_string(),
                "winning_moves": moves_json(g.names(), &s.left_moves),
                "right_winning_moves": moves_json(g.names(), &s.right_moves),
                "complete": false,
            }),
        };
        return writeln!(out, "{}", conway::schema::document(summary));
    }
    match solution {
        Solution::Impartial(g, s) => {
            impartial_heading(g, out)?;
            writeln!(out, "{VALUES_NOT_PRINTED}")?;
            impartial_verdict(g, s, out)
        }
        Solution::Partizan(g, s) => {
            partizan_heading(g, out)?;
            writeln!(out, "{VALUES_NOT_PRINTED}")?;
            partizan_verdict(g, s, None, out)
        }
    }
}

/// The line of a stopped report in place of the vertices' values.
const VALUES_NOT_PRINTED: &str = "values of the vertices: computed, not printed within the limits";

/// A writer into memory that stops (with an error, the stop kept) once
/// its control has been stopped: a long report ends soon after the limit.
struct Polled<'a> {
    control: &'a Control,
    bytes: Vec<u8>,
    stop: Option<Stop>,
}

impl<'a> Polled<'a> {
    fn new(control: &'a Control) -> Polled<'a> {
        Polled {
            control,
            bytes: Vec::new(),
            stop: None,
        }
    }
}

impl Write for Polled<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if let Err(stop) = self.control.poll() {
            self.stop = Some(stop);
            return Err(std::io::Error::other(stop.to_string()));
        }
        self.bytes.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// A graph of either kind with its solution.
enum Solution<'a> {
    Impartial(&'a ImpartialGraph, conway::graph::ImpartialSolution),
    Partizan(&'a PartizanGraph, PartizanSolution),
}

/// A JSON object whose keys keep the given order (the vertices' order).
struct InOrder<'a>(Vec<(&'a str, Value)>);

impl Serialize for InOrder<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

/// A move in JSON: `{"token": from, "to": to}`.
#[derive(serde::Serialize)]
struct MoveJson<'a> {
    token: &'a str,
    to: &'a str,
}

fn moves_json<'a>(names: &'a [String], moves: &[TokenMove]) -> Vec<MoveJson<'a>> {
    moves
        .iter()
        .map(|m| MoveJson {
            token: &names[m.from as usize],
            to: &names[m.to as usize],
        })
        .collect()
}

fn grundy_json(g: &Grundy) -> Value {
    match g {
        Grundy::Finite(n) => json!(n),
        Grundy::Infinite(_) => json!(g.ascii()),
    }
}

fn impartial_json(
    g: &ImpartialGraph,
    s: &conway::graph::ImpartialSolution,
    out: &mut impl Write,
) -> std::io::Result<()> {
    #[derive(serde::Serialize)]
    struct Report<'a> {
        schema: &'static str,
        kind: &'static str,
        values: InOrder<'a>,
        value: Value,
        winner: String,
        winning_moves: Vec<MoveJson<'a>>,
    }
    let names = g.names();
    let report = Report {
        schema: conway::schema::VERSION,
        kind: "impartial",
        values: InOrder(
            names
                .iter()
                .zip(&s.values)
                .map(|(n, v)| (n.as_str(), grundy_json(v)))
                .collect(),
        ),
        value: grundy_json(&s.value),
        winner: s.winner.to_string(),
        winning_moves: moves_json(names, &s.winning_moves),
    };
    serde_json::to_writer(&mut *out, &report)?;
    writeln!(out)
}

/// `1 vertex`, `3 vertices`.
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The width of the vertex column.
fn name_width(names: &[String]) -> usize {
    names
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(0)
        .clamp(6, 24)
}

/// `a ×2, c`: the tokens grouped by vertex.
fn tokens_text(names: &[String], tokens: &[u32]) -> String {
    if tokens.is_empty() {
        return "none".into();
    }
    let mut counts: Vec<(u32, usize)> = Vec::new();
    let mut index = std::collections::HashMap::new();
    for &t in tokens {
        let i = *index.entry(t).or_insert_with(|| {
            counts.push((t, 0));
            counts.len() - 1
        });
        counts[i].1 += 1;
    }
    counts
        .iter()
        .map(|&(t, c)| match c {
            1 => names[t as usize].clone(),
            _ => format!("{} ×{c}", names[t as usize]),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn move_text(names: &[String], m: TokenMove) -> String {
    format!(
        "the token on {} moves to {}",
        names[m.from as usize], names[m.to as usize]
    )
}

fn impartial_text(
    g: &ImpartialGraph,
    s: &conway::graph::ImpartialSolution,
    out: &mut impl Write,
) -> std::io::Result<()> {
    impartial_heading(g, out)?;
    let names = g.names();
    let w = name_width(names);
    writeln!(out, "{:<w$}  grundy value", "vertex")?;
    for (n, v) in names.iter().zip(&s.values) {
        writeln!(out, "{n:<w$}  {v}")?;
    }
    impartial_verdict(g, s, out)
}

/// The first line of an impartial report: the graph's size.
fn impartial_heading(g: &ImpartialGraph, out: &mut impl Write) -> std::io::Result<()> {
    writeln!(
        out,
        "impartial graph: {}, {}, {}",
        count(g.names().len(), "vertex", "vertices"),
        count(g.edges().edge_count(), "edge", "edges"),
        count(g.tokens().len(), "token", "tokens")
    )
}

/// The tokens, the value of the sum, the winner and a winning move.
fn impartial_verdict(
    g: &ImpartialGraph,
    s: &conway::graph::ImpartialSolution,
    out: &mut impl Write,
) -> std::io::Result<()> {
    let names = g.names();
    writeln!(out, "tokens: {}", tokens_text(names, g.tokens()))?;
    writeln!(out, "value: {}", s.value)?;
    match s.winner {
        Winner::First => {
            writeln!(out, "winner: the first player (the player to move)")?;
            writeln!(
                out,
                "winning move: {}",
                move_text(names, s.winning_moves[0])
            )?;
            if s.winning_moves.len() > 1 {
                writeln!(out, "winning moves in all: {}", s.winning_moves.len())?;
            }
        }
        Winner::Second => writeln!(out, "winner: the second player (every move loses)")?,
        Winner::Draw => {
            writeln!(out, "winner: none, a draw (neither player can force a win)")?;
            if let Some(&m) = s.winning_moves.first() {
                writeln!(out, "move that keeps the draw: {}", move_text(names, m))?;
            }
        }
    }
    Ok(())
}

fn outcome_json(o: Option<Outcome>) -> Value {
    o.map_or(Value::Null, |o| json!(o.to_string()))
}

fn partizan_json(
    g: &PartizanGraph,
    s: &PartizanSolution,
    out: &mut impl Write,
) -> std::io::Result<()> {
    #[derive(serde::Serialize)]
    struct Report<'a> {
        schema: &'static str,
        kind: &'static str,
        values: InOrder<'a>,
        #[serde(skip_serializing_if = "Option::is_none")]
        vertex_results: Option<InOrder<'a>>,
        value: Value,
        outcome: Value,
        left_first: String,
        right_first: String,
        winning_moves: Vec<MoveJson<'a>>,
        right_winning_moves: Vec<MoveJson<'a>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        loopy_values: Option<InOrder<'a>>,
        #[serde(skip_serializing_if = "Option::is_none")]
        loopy_value: Option<Value>,
    }
    let names = g.names();
    let loopy = s.values.iter().any(Option::is_none);
    let loopy_values = loopy.then(|| graph_values(g)).flatten();
    let report = Report {
        schema: conway::schema::VERSION,
        kind: "partizan",
        values: InOrder(
            names
                .iter()
                .zip(&s.values)
                .map(|(n, v)| (n.as_str(), v.map_or(Value::Null, |v| json!(v.to_string()))))
                .collect(),
        ),
        vertex_results: loopy.then(|| {
            InOrder(
                names
                    .iter()
                    .zip(&s.vertex_results)
                    .enumerate()
                    .map(|(v, (n, [l, r]))| {
                        let good = |p| good_moves(g, s, v as Vertex, p);
                        (
                            n.as_str(),
                            json!({
                                "left_first": l.to_string(),
                                "right_first": r.to_string(),
                                "left_moves": good(Player::Left),
                                "right_moves": good(Player::Right),
                            }),
                        )
                    })
                    .collect(),
            )
        }),
        value: s.value.map_or(Value::Null, |v| json!(v.to_string())),
        outcome: outcome_json(s.outcome),
        left_first: s.left_first.to_string(),
        right_first: s.right_first.to_string(),
        winning_moves: moves_json(names, &s.left_moves),
        right_winning_moves: moves_json(names, &s.right_moves),
        loopy_values: loopy_values.as_ref().map(|(values, _)| {
            InOrder(
                names
                    .iter()
                    .zip(values)
                    .map(|(n, v)| (n.as_str(), loopy_json(v)))
                    .collect(),
            )
        }),
        loopy_value: loopy_values
            .as_ref()
            .map(|(_, sum)| sum.as_ref().map_or(Value::Null, loopy_json)),
    };
    serde_json::to_writer(&mut *out, &report)?;
    writeln!(out)
}

/// A loopy vertex value: its simplest form, or that it is not a stopper.
fn loopy_text(v: &LoopyGame) -> String {
    if v.is_stopper() {
        v.to_string()
    } else {
        "not a stopper".into()
    }
}

/// A loopy value in JSON: its simplest form, `null` if not a stopper.
fn loopy_json(v: &LoopyGame) -> Value {
    if v.is_stopper() {
        json!(v.to_string())
    } else {
        Value::Null
    }
}

/// The moves from a single token on `v` that keep `player`'s result,
/// `player` moving first: to where the opponent loses if `player` wins,
/// to a draw if it is one; none if `player` loses.
fn good_moves<'a>(
    g: &'a PartizanGraph,
    s: &PartizanSolution,
    v: Vertex,
    player: Player,
) -> Vec<&'a str> {
    let (me, next, win) = match player {
        Player::Left => (0, 1, PlayResult::LeftWins),
        Player::Right => (1, 0, PlayResult::RightWins),
    };
    let result = s.vertex_results[v as usize][me];
    if result != win && result != PlayResult::Draw {
        return Vec::new();
    }
    let names = g.names();
    g.edges(player)
        .successors(v)
        .iter()
        .filter(|&&w| s.vertex_results[w as usize][next] == result)
        .map(|&w| names[w as usize].as_str())
        .collect()
}

/// A result with the moves that keep it, in words.
fn result_with_moves(r: PlayResult, moves: &[&str]) -> String {
    match moves {
        [] => result_text(r).to_string(),
        _ => format!("{}, moving to {}", result_text(r), moves.join(" or ")),
    }
}

fn result_text(r: PlayResult) -> &'static str {
    match r {
        PlayResult::LeftWins => "Left wins",
        PlayResult::RightWins => "Right wins",
        PlayResult::Draw => "a draw",
    }
}

fn outcome_text(o: Outcome) -> &'static str {
    match o {
        Outcome::L => "L (Left wins whoever starts)",
        Outcome::R => "R (Right wins whoever starts)",
        Outcome::N => "N (the first player wins)",
        Outcome::P => "P (the second player wins)",
    }
}

fn partizan_text(
    g: &PartizanGraph,
    s: &PartizanSolution,
    out: &mut impl Write,
) -> std::io::Result<()> {
    partizan_heading(g, out)?;
    let names = g.names();
    let w = name_width(names);
    let loopy = s
        .values
        .iter()
        .any(Option::is_none)
        .then(|| graph_values(g))
        .flatten();
    writeln!(out, "{:<w$}  value", "vertex")?;
    for (i, n) in names.iter().enumerate() {
        match (&s.values[i], &s.number_values[i]) {
            (Some(v), Some(_)) => writeln!(out, "{n:<w$}  {v}")?,
            (Some(v), None) => {
                let v = v.to_string();
                writeln!(
                    out,
                    "{n:<w$}  {v:<10}  (the simplest-number rule: undefined)"
                )?
            }
            (None, _) => {
                let [l, r] = s.vertex_results[i];
                let value = loopy
                    .as_ref()
                    .map_or("loopy".into(), |(v, _)| loopy_text(&v[i]));
                let good = |p| good_moves(g, s, i as Vertex, p);
                writeln!(
                    out,
                    "{n:<w$}  {value:<10}  (Left first: {}; Right first: {})",
                    result_with_moves(l, &good(Player::Left)),
                    result_with_moves(r, &good(Player::Right))
                )?
            }
        }
    }
    partizan_verdict(g, s, loopy.and_then(|(_, sum)| sum), out)
}

/// The first line of a partizan report: the graph's size.
fn partizan_heading(g: &PartizanGraph, out: &mut impl Write) -> std::io::Result<()> {
    writeln!(
        out,
        "partizan graph: {}, {}, {}, {}",
        count(g.names().len(), "vertex", "vertices"),
        count(
            g.edges(Player::Left).edge_count(),
            "Left edge",
            "Left edges"
        ),
        count(
            g.edges(Player::Right).edge_count(),
            "Right edge",
            "Right edges"
        ),
        count(g.tokens().len(), "token", "tokens")
    )
}

/// The tokens, the value of the sum, its outcome and each side's result
/// and move.
fn partizan_verdict(
    g: &PartizanGraph,
    s: &PartizanSolution,
    loopy_sum: Option<LoopyGame>,
    out: &mut impl Write,
) -> std::io::Result<()> {
    let names = g.names();
    writeln!(out, "tokens: {}", tokens_text(names, g.tokens()))?;
    match (s.value, loopy_sum) {
        (Some(v), _) => writeln!(out, "value: {v}")?,
        (None, Some(sum)) if sum.is_stopper() => writeln!(
            out,
            "value: {sum} (a loopy stopper; results by retrograde analysis)"
        )?,
        (None, _) => writeln!(
            out,
            "value: none (a token can reach a cycle; results by retrograde analysis)"
        )?,
    }
    if let Some(o) = s.outcome {
        writeln!(out, "outcome: {}", outcome_text(o))?;
    }
    for player in [Player::Left, Player::Right] {
        let result = s.result(player);
        write!(out, "{player:?} moving first: {}", result_text(result))?;
        match (result, s.moves(player).first()) {
            (PlayResult::Draw, Some(&m)) => {
                writeln!(out, "; move that keeps the draw: {}", move_text(names, m))?
            }
            (PlayResult::Draw, None) | (_, None) => writeln!(out)?,
            (_, Some(&m)) => writeln!(out, "; winning move: {}", move_text(names, m))?,
        }
    }
    Ok(())
}
