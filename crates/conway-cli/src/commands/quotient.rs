//! `conway quotient GAME --heaps N`: the misère quotient of a heap game
//! restricted to heaps up to N (built heap by heap and checked exactly),
//! and the outcome and winning moves of a sum of heaps read off it.

use crate::failure::Failure;
use crate::limits::Limits;
use crate::output::{emit, json_line};
use conway::impartial::heap::{HeapGame, GAME_SYNTAX};
use conway::misere::{quotient, quotient_json, NoQuotient, Quotient, QuotientLimits};

/// Arguments of `conway quotient`.
#[derive(clap::Args)]
#[command(after_help = format!(
    "GAME is {GAME_SYNTAX}.\n\n\
     Examples:\n  \
     conway quotient nim --heaps 2          (Plambeck's tame quotient: <a, b | a^2 = 1, b^3 = b>)\n  \
     conway quotient kayles --heaps 72 --json\n  \
     conway quotient 0.07 --heaps 24 --sum '5 7 8 8'\n\n\
     The quotient is built heap by heap (Plambeck and Siegel's method): a heap that passes the\n\
     pretending test is an old element; any other is adjoined, and the new quotient is checked\n\
     exactly against every sum before it is used. When the quotient grows past --max-size\n\
     elements the answer is \"no finite quotient found up to heap H\", which is not a proof\n\
     that none exists. The presentation lists a minimal set of relations: none follows from\n\
     the others."
))]
pub struct Args {
    /// The heap game (see below).
    game: String,
    /// The largest heap.
    #[arg(long, value_name = "N")]
    heaps: usize,
    /// The most elements the quotient may have.
    #[arg(long, value_name = "M", default_value_t = 2048)]
    max_size: usize,
    /// Heaps of a sum (each at most N) whose misère outcome to read off the
    /// quotient, e.g. '3 5 5'.
    #[arg(long, value_name = "HEAPS")]
    sum: Option<String>,
    #[command(flatten)]
    limits: Limits,
}

/// The most heaps `--heaps` may ask for.
const MAX_HEAPS: usize = 100_000;

pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    let game = HeapGame::parse(&args.game).map_err(|e| {
        Failure::input(
            format!("GAME '{}' column {}", args.game, e.column),
            e.message,
        )
    })?;
    if args.heaps == 0 || args.heaps > MAX_HEAPS {
        return Err(Failure::input(
            "--heaps",
            format!("give N from 1 to {MAX_HEAPS}"),
        ));
    }
    if args.max_size < 2 || args.max_size > 8192 {
        return Err(Failure::input("--max-size", "give M from 2 to 8192"));
    }
    let limits = QuotientLimits {
        max_size: args.max_size,
        ..QuotientLimits::default()
    };
    let sum = args
        .sum
        .as_deref()
        .map(|s| parse_sum(s, args.heaps))
        .transpose()?;
    let watch = args
        .limits
        .watch(&format!("misère quotient of {game} to heap {}", args.heaps));
    let found = quotient(&game, args.heaps, &limits, watch.control())
        .map_err(|stop| watch.stopped(stop))?;
    if let Ok(q) = &found {
        // The minimal presentation is found once, under the limits too.
        watch.algebra(|| Ok(q.relation_words().len()))?;
    }
    drop(watch);
    let text = match (found, json) {
        (found, true) => json_line(to_json(&game, args.heaps, &found, sum.as_deref())),
        (Err(why), false) => format!("game {game}, heaps up to {}: {why}\n", args.heaps),
        (Ok(q), false) => to_text(&game, args.heaps, &q, sum.as_deref()),
    };
    emit(&text)
}

fn parse_sum(text: &str, n: usize) -> Result<Vec<usize>, Failure> {
    text.split_whitespace()
        .map(|w| match w.parse::<usize>() {
            Ok(h) if h <= n => Ok(h),
            _ => Err(Failure::input(
                "--sum",
                format!("'{w}' is not a heap from 0 to {n}"),
            )),
        })
        .collect()
}

fn pretending(q: &Quotient) -> Vec<String> {
    q.heap_element.iter().map(|&x| q.word(x)).collect()
}

fn p_words(q: &Quotient) -> Vec<String> {
    (0..q.size())
        .filter(|&x| q.p_portion[x])
        .map(|x| q.word(x))
        .collect()
}

fn to_json(
    game: &HeapGame,
    heaps: usize,
    found: &Result<Quotient, NoQuotient>,
    sum: Option<&[usize]>,
) -> serde_json::Value {
    let mut out = quotient_json(&game.to_string(), heaps, found);
    if let (Ok(q), Some(heaps), Some(map)) = (found, sum, out.as_object_mut()) {
        let wins = q.first_player_wins(heaps).unwrap_or(false);
        map.insert("sum_outcome".into(), if wins { "N" } else { "P" }.into());
        map.insert("winning_moves".into(), moves(game, q, heaps).into());
    }
    out
}

fn to_text(game: &HeapGame, heaps: usize, q: &Quotient, sum: Option<&[usize]>) -> String {
    let mut out = format!(
        "game {game}, heaps up to {heaps}: misère quotient of {} elements\n",
        q.size()
    );
    out += &format!("presentation: {}\n", q.presentation());
    out += &format!("P-portion: {{{}}}\n", p_words(q).join(", "));
    out += "pretending function:\n";
    for (h, w) in pretending(q).iter().enumerate().skip(1) {
        out += &format!("  {h:>3} -> {w}\n");
    }
    if let Some(heaps) = sum {
        let o = if q.first_player_wins(heaps).unwrap_or(false) {
            "N (the first player wins)"
        } else {
            "P (the second player wins)"
        };
        out += &format!(
            "sum {}: {o}\n",
            heaps
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
    if let Some(heaps) = sum {
        for m in moves(game, q, heaps) {
            out += &format!("  winning move: {m}\n");
        }
    }
    out
}

/// The winning moves of a sum (every heap is at most N, checked when it
/// was read), as `heap 7 -> 2 4`.
fn moves(game: &HeapGame, q: &Quotient, heaps: &[usize]) -> Vec<String> {
    q.winning_moves(game, heaps)
        .unwrap_or_default()
        .into_iter()
        .map(|(i, left)| {
            let left: Vec<String> = left.iter().map(usize::to_string).collect();
            let left = if left.is_empty() {
                "nothing".to_string()
            } else {
                left.join(" ")
            };
            format!("heap {} -> {left}", heaps[i])
        })
        .collect()
}
