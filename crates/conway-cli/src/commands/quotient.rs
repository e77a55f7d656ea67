//! `conway quotient GAME --heaps N`: the misère quotient of a heap game
//! restricted to heaps up to N (small N: the method is exact but slow),
//! and the outcome of a sum of heaps read off it.

use super::analyze::emit;
use crate::failure::Failure;
use crate::limits::Limits;
use conway::impartial::heap::{HeapGame, GAME_SYNTAX};
use conway::misere::{generator_name, quotient, Quotient};
use serde_json::json;

/// Arguments of `conway quotient`.
#[derive(clap::Args)]
#[command(after_help = format!(
    "GAME is {GAME_SYNTAX}.\n\n\
     Examples:\n  \
     conway quotient nim --heaps 2          (Plambeck's tame quotient: 6 elements)\n  \
     conway quotient kayles --heaps 6 --json\n  \
     conway quotient 0.07 --heaps 8 --sum '5 7 8 8'\n\n\
     Every heap is guessed to satisfy h^(k+2) = h^k in the quotient for k = 1..=--max-exponent;\n\
     a guess is proved or refuted by the exact misère outcomes of all sums with at most k+2\n\
     heaps of each size (so N is small: the work grows like (k+3)^N). Without a proved guess\n\
     the answer is \"no finite quotient found\", which is not a proof that none exists."
))]
pub struct Args {
    /// The heap game (see below).
    game: String,
    /// The largest heap.
    #[arg(long, value_name = "N")]
    heaps: usize,
    /// The largest exponent k tried.
    #[arg(long, value_name = "K", default_value_t = 3)]
    max_exponent: u32,
    /// Heaps of a sum (each at most N) whose misère outcome to read off the
    /// quotient, e.g. '3 5 5'.
    #[arg(long, value_name = "HEAPS")]
    sum: Option<String>,
    #[command(flatten)]
    limits: Limits,
}

/// The most heaps `--heaps` may ask for.
const MAX_HEAPS: usize = 24;

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
    if args.max_exponent == 0 || args.max_exponent > 8 {
        return Err(Failure::input("--max-exponent", "give K from 1 to 8"));
    }
    let sum = args
        .sum
        .as_deref()
        .map(|s| parse_sum(s, args.heaps))
        .transpose()?;
    let watch = args
        .limits
        .watch(&format!("misère quotient of {game} to heap {}", args.heaps));
    let found = quotient(&game, args.heaps, args.max_exponent, watch.control())
        .map_err(|stop| watch.stopped(stop))?;
    drop(watch);
    let text = match (found, json) {
        (None, true) => format!(
            "{}\n",
            json!({"game": game.to_string(), "heaps": args.heaps, "found": false, "max_exponent": args.max_exponent})
        ),
        (None, false) => format!(
            "game {game}, heaps up to {}: no finite quotient found with exponents up to {}\n",
            args.heaps, args.max_exponent
        ),
        (Some(q), true) => format!("{}\n", to_json(&game, args.heaps, &q, sum.as_deref())),
        (Some(q), false) => to_text(&game, args.heaps, &q, sum.as_deref()),
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
    q: &Quotient,
    sum: Option<&[usize]>,
) -> serde_json::Value {
    let generators: Vec<String> = (0..q.generators.len()).map(generator_name).collect();
    let mut out = json!({
        "game": game.to_string(),
        "heaps": heaps,
        "found": true,
        "size": q.size(),
        "generators": generators,
        "relations": q.relations(),
        "p_portion": p_words(q),
        "pretending": pretending(q),
        "elements": (0..q.size()).map(|x| q.word(x)).collect::<Vec<_>>(),
    });
    if let (Some(heaps), Some(map)) = (sum, out.as_object_mut()) {
        map.insert(
            "sum_outcome".into(),
            if q.first_player_wins(heaps) { "N" } else { "P" }.into(),
        );
    }
    out
}

fn to_text(game: &HeapGame, heaps: usize, q: &Quotient, sum: Option<&[usize]>) -> String {
    let generators: Vec<String> = (0..q.generators.len()).map(generator_name).collect();
    let mut out = format!(
        "game {game}, heaps up to {heaps}: misère quotient of {} elements\n",
        q.size()
    );
    out += &format!("generators: {}\n", generators.join(", "));
    out += &format!("relations:\n  {}\n", q.relations().join("\n  "));
    out += &format!("P-portion: {{{}}}\n", p_words(q).join(", "));
    out += "pretending function:\n";
    for (h, w) in pretending(q).iter().enumerate().skip(1) {
        out += &format!("  {h:>3} -> {w}\n");
    }
    if let Some(heaps) = sum {
        let o = if q.first_player_wins(heaps) {
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
    out
}
