//! `conway grundy GAME --to N`: the Grundy values `G(0..=N)` of a heap game
//! and the periodicity of the sequence.

use crate::failure::Failure;
use conway::impartial::heap::{HeapGame, GAME_SYNTAX};
use conway::impartial::periodicity::{Periodicity, SequenceReport};

/// The most values `--to` may ask for.
const MAX_TO: usize = 100_000_000;

/// Arguments of `conway grundy`.
#[derive(clap::Args)]
#[command(after_help = format!(
    "GAME is {GAME_SYNTAX}.\n\n\
     Examples:\n  \
     conway grundy kayles --to 100\n  \
     conway grundy 0.137 --to 200 --json\n  \
     conway grundy subtraction:1,3,4 --to 30"
))]
pub struct Args {
    /// The heap game: a take-and-break code (0.77, 4.7, 0.3f) or a name
    /// (kayles, grundy, subtraction:1,3,4, ...; see below).
    game: String,

    /// Print G(0) to G(N).
    #[arg(long, value_name = "N", default_value_t = 100)]
    to: usize,
}

pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    let game = HeapGame::parse(&args.game).map_err(|e| {
        Failure::input(format!("GAME '{}' column {}", args.game, e.column), e.message)
    })?;
    if args.to > MAX_TO {
        return Err(Failure::input(
            "--to",
            format!("at most {MAX_TO} values can be computed, not {}", args.to),
        ));
    }
    let report = game.analyze(args.to);
    if json {
        println!("{}", to_json(&game, &report));
    } else {
        print_text(&game, &report);
    }
    Ok(())
}

fn to_json(game: &HeapGame, report: &SequenceReport) -> serde_json::Value {
    let p = report.periodicity.as_ref();
    serde_json::json!({
        "game": game.to_string(),
        "values": report.values,
        "period": p.map(|p| p.period),
        "preperiod": p.map(|p| p.preperiod),
        "saltus": p.map(|p| p.saltus),
        "certified": p.is_some_and(|p| p.certificate.is_some()),
        "certificate": p.and_then(|p| p.certificate.as_ref()).map(|c| c.to_string()),
        "checked": report.checked,
    })
}

fn print_text(game: &HeapGame, report: &SequenceReport) {
    let n = report.values.len() - 1;
    println!("game {game}: G(0..={n})");
    let width = report.values.iter().max().map_or(1, |v| v.to_string().len());
    let label = n.to_string().len();
    for (row, chunk) in report.values.chunks(10).enumerate() {
        let line: Vec<String> = chunk.iter().map(|v| format!("{v:>width$}")).collect();
        println!("{:>label$}: {}", row * 10, line.join(" "));
    }
    println!("{}", describe(report.periodicity.as_ref(), report.checked));
}

fn describe(periodicity: Option<&Periodicity>, checked: usize) -> String {
    let Some(p) = periodicity else {
        return format!("no period found in G(0..{checked})");
    };
    let mut text = format!("period {}, preperiod {}", p.period, p.preperiod);
    if p.preperiod > 0 {
        text += &format!(" (last exceptional value at n = {})", p.preperiod - 1);
    }
    if p.saltus != 0 {
        text += &format!(", saltus {} (arithmetic periodic)", p.saltus);
    }
    match &p.certificate {
        Some(c) => text + &format!("\ncertified: {c}"),
        None => text + &format!("\nnot certified: apparent in G(0..{checked})"),
    }
}
