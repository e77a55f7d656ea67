//! `conway grundy GAME --to N`: the Grundy values `G(0..=N)` of a heap game
//! and the periodicity of the sequence.

use crate::checkpoint;
use crate::failure::Failure;
use crate::limits::{within_grace, Limits, Watch};
use crate::output::{emit, emit_json};
use conway::control::Stop;
use conway::impartial::heap::{HeapGame, GAME_SYNTAX};
use conway::impartial::periodicity::{Periodicity, SequenceReport};
use conway::impartial::sequence::{RarePositions, SequenceRun};
use conway::impartial::value_file::{ValueFileWriter, ValueSummary};
use std::fs::File;
use std::io::BufWriter;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The most values `--to` may ask for.
const MAX_TO: usize = 100_000_000;

/// Arguments of `conway grundy`.
#[derive(clap::Args)]
#[command(after_help = format!(
    "GAME is {GAME_SYNTAX}.\n\n\
     Examples:\n  \
     conway grundy kayles --to 100\n  \
     conway grundy 0.137 --to 200 --json\n  \
     conway grundy subtraction:1,3,4 --to 30\n  \
     conway grundy dawson-kayles --misere --to 40   (misère values and genus)\n  \
     conway grundy grundy --to 2000000 --checkpoint grundy.ckpt   (kill it, run it again: it resumes)\n  \
     conway grundy grundy --to 16777216 --output grundy.gv --stats   (values to a compact file)\n\n\
     A checkpoint file holds the values computed so far; every --checkpoint-every seconds,\n\
     when a limit or Ctrl-C stops the run, and at the end, the new values are appended\n\
     to it (a kill mid-save loses only that save).\n\
     A checkpoint that is damaged or belongs to another game is refused (exit code 2)."
))]
pub struct Args {
    /// The heap game: a take-and-break code (0.77, 4.7, 0.3f, 4!.0, 0.[3]) or a name
    /// (kayles, grundy, subtraction:1,3,4, ...; see below).
    game: String,

    /// Print G(0) to G(N).
    #[arg(long, value_name = "N", default_value_t = 100)]
    to: usize,

    /// Save the values computed so far in FILE, and resume from FILE when
    /// it exists.
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,

    /// Seconds between two saves of the checkpoint.
    #[arg(
        long,
        value_name = "SECONDS",
        default_value_t = 30.0,
        requires = "checkpoint"
    )]
    checkpoint_every: f64,

    /// Misère play (the last player to move loses): print the misère Grundy
    /// values G-(n) and the genus of each heap, and the apparent period.
    #[arg(long, conflicts_with = "checkpoint")]
    misere: bool,

    /// Write G(0) to G(N) to FILE as they are computed, in the compact
    /// value-file format (one byte a value, larger values listed at the
    /// end; see README), and print a summary instead of the values.
    #[arg(long, value_name = "FILE", conflicts_with = "misere")]
    output: Option<PathBuf>,

    /// Print a summary instead of the values: how many, the largest value
    /// and where it first occurs, and the rare positions of the sparse
    /// method.
    #[arg(long, conflicts_with = "misere")]
    stats: bool,

    #[command(flatten)]
    limits: Limits,
}

/// The most values `--to` may ask for with `--output` or `--stats` (heaps
/// are kept as 32-bit numbers).
const MAX_TO_STREAMED: usize = u32::MAX as usize;

pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    let game = HeapGame::parse(&args.game).map_err(|e| {
        Failure::input(
            format!("GAME '{}' column {}", args.game, e.column),
            e.message,
        )
    })?;
    let streamed = args.output.is_some() || args.stats;
    let max_to = if streamed { MAX_TO_STREAMED } else { MAX_TO };
    if args.to > max_to {
        return Err(Failure::input(
            "--to",
            format!("at most {max_to} values can be computed, not {}", args.to),
        ));
    }
    if args.misere {
        let title = game_title(&args.game, &game);
        return super::misere_sequence::run(game, title, args.to, &args.limits, json);
    }
    let every = Duration::try_from_secs_f64(args.checkpoint_every).map_err(|_| {
        Failure::input(
            "--checkpoint-every",
            format!(
                "'{}' is not a usable number of seconds",
                args.checkpoint_every
            ),
        )
    })?;
    let (saver, mut run) = match args.checkpoint.as_deref() {
        Some(path) => {
            let (file, run) = checkpoint::open(path, &game)?;
            let saver = Saver {
                file,
                every,
                last: Instant::now(),
            };
            (Some(saver), run)
        }
        None => (None, SequenceRun::new(&game)),
    };
    if streamed {
        return summarize(&args, &game, run, saver, json);
    }
    let target = game.analysis_length(args.to);
    let watch = args.limits.watch(&format!("G(0..={target}) of {game}"));
    let mut stopped = compute(&mut run, target, &watch, saver, &mut |_, _| Ok(()))?;
    let report = if run.is_empty() {
        None
    } else {
        let (report, stop) = report_under(&game, run.values(), args.to, &watch, stopped);
        stopped = stopped.or(stop);
        Some(report)
    };
    let failure = stopped.map(|stop| watch.stopped(stop));
    drop(watch);
    match (&report, json) {
        (Some(report), true) => {
            let mut out = to_json(&args.game, &game, report);
            if let (Some(f), Some(map)) = (&failure, out.as_object_mut()) {
                map.insert("complete".into(), false.into());
                map.extend(f.json());
            }
            emit_json(out)?;
        }
        (Some(report), false) => emit(&text(&args.game, &game, report, failure.is_some()))?,
        (None, _) => {}
    }
    match failure {
        Some(f) if report.is_some() && json => Err(f.json_printed()),
        Some(f) => Err(f),
        None => Ok(()),
    }
}

/// `--output` and `--stats`: computes `G(0..=N)`, streaming the values to
/// the file (if any) as they come, and prints a summary.
fn summarize(
    args: &Args,
    game: &HeapGame,
    mut run: SequenceRun,
    saver: Option<Saver>,
    json: bool,
) -> Result<(), Failure> {
    let mut summary = ValueSummary::default();
    let mut file = match &args.output {
        Some(path) => Some(open_output(path, game)?),
        None => None,
    };
    let mut stream = |run: &SequenceRun, range: Range<usize>| -> Result<(), Failure> {
        match &mut file {
            Some(w) => w
                .write_values(run.values_in(range))
                .map_err(write_failure(args)),
            None => {
                run.values_in(range).for_each(|v| summary.note(v));
                Ok(())
            }
        }
    };
    // Values resumed from a checkpoint go first.
    stream(&run, 0..run.len())?;
    run.reserve(args.to);
    let watch = args.limits.watch(&format!("G(0..={}) of {game}", args.to));
    let stopped = compute(&mut run, args.to, &watch, saver, &mut stream)?;
    if let Some(w) = file {
        summary = w.summary().clone();
        w.finish().map_err(write_failure(args))?;
    }
    let failure = stopped.map(|stop| watch.stopped(stop));
    drop(watch);
    let rare = run.rare_positions();
    if json {
        let mut out = serde_json::json!({
            "game": game.to_string(),
            "name": args.game.trim(),
            "count": summary.count,
            "largest": summary.largest,
            "largest_at": summary.largest_at,
            "rare": rare.map(|r| serde_json::json!({
                "mask": r.mask, "sigma": r.sigma, "c": r.c, "count": r.count,
            })),
            "output": args.output.as_ref().map(|p| p.display().to_string()),
            "complete": failure.is_none(),
        });
        if let (Some(f), Some(map)) = (&failure, out.as_object_mut()) {
            map.extend(f.json());
        }
        emit_json(out)?;
    } else {
        emit(&summary_text(args, game, &summary, rare, failure.is_some()))?;
    }
    match failure {
        Some(f) if json => Err(f.json_printed()),
        Some(f) => Err(f),
        None => Ok(()),
    }
}

/// The summary of `--stats`/`--output` as text.
fn summary_text(
    args: &Args,
    game: &HeapGame,
    summary: &ValueSummary,
    rare: Option<RarePositions>,
    partial: bool,
) -> String {
    let so_far = if partial { " (computed so far)" } else { "" };
    let mut text = format!(
        "game {}: {} values{so_far}\nlargest value {}, first at n = {}\n",
        game_title(&args.game, game),
        summary.count,
        summary.largest,
        summary.largest_at
    );
    text += &match rare {
        Some(r) => format!(
            "rare positions: {} (parity of G(n) & {:#b}{} = {})\n",
            r.count,
            r.mask,
            if r.sigma == 1 { " xor n mod 2" } else { "" },
            r.c
        ),
        None => "rare positions: not tracked for this game\n".to_string(),
    };
    if let Some(path) = &args.output {
        text += &format!("values written to {}\n", path.display());
    }
    text
}

fn open_output(path: &Path, game: &HeapGame) -> Result<ValueFileWriter<BufWriter<File>>, Failure> {
    let refuse = |e: std::io::Error| Failure::input(format!("--output {}", path.display()), e);
    let file = File::create(path).map_err(refuse)?;
    ValueFileWriter::new(BufWriter::with_capacity(1 << 20, file), game).map_err(refuse)
}

fn write_failure(args: &Args) -> impl Fn(std::io::Error) -> Failure + '_ {
    move |e| {
        let path = args.output.as_deref().unwrap_or(Path::new("?"));
        Failure::internal(format!("cannot write {}: {e}", path.display()))
    }
}

/// The report on `values` (the periodicity search through them) under the
/// watch, or within the printing grace if the computation was `stopped`
/// already; a report stopped in turn keeps the values and says the
/// periodicity was not computed. Returns the report and the stop of the
/// search, if any.
fn report_under(
    game: &HeapGame,
    values: Vec<u64>,
    to: usize,
    watch: &Watch,
    stopped: Option<Stop>,
) -> (Report, Option<Stop>) {
    let search = || game.periodicity(&values);
    let (done, stop) = match stopped {
        None => match watch.watched(search) {
            Ok(p) => (Some(p), None),
            Err(stop) => (None, Some(stop)),
        },
        Some(_) => (within_grace(search), None),
    };
    let checked = values.len();
    let mut values = values;
    values.truncate(to + 1);
    let report = Report {
        periodicity_computed: done.is_some(),
        sequence: SequenceReport {
            values,
            periodicity: done.flatten(),
            checked,
        },
    };
    (report, stop)
}

/// The sequence report, and whether its periodicity search ran to the end
/// (a limit may stop it).
struct Report {
    sequence: SequenceReport,
    periodicity_computed: bool,
}

/// Where and how often the checkpoint is saved.
struct Saver {
    file: checkpoint::CheckpointFile,
    every: Duration,
    last: Instant,
}

/// Values computed between two looks at the checkpoint clock: from
/// `BATCH`, doubled while a batch takes less than `BATCH_TIME` (the
/// library's block method is fastest when asked for many values at once)
/// and halved when it takes longer.
const BATCH: usize = 64;
const MAX_BATCH: usize = 1 << 16;
const BATCH_TIME: Duration = Duration::from_millis(50);

/// Called with the run and the range of values each batch added.
type OnValues<'a> = dyn FnMut(&SequenceRun, Range<usize>) -> Result<(), Failure> + 'a;

/// Extends `run` to `G(0..=target)` under the watch's control, saving the
/// checkpoint at its intervals and when the run ends or stops. Returns the
/// stop, if any.
fn compute(
    run: &mut SequenceRun,
    target: usize,
    watch: &Watch,
    mut saver: Option<Saver>,
    on_values: &mut OnValues,
) -> Result<Option<Stop>, Failure> {
    let control = watch.control();
    control.set_total((target + 1).saturating_sub(run.len()) as u64);
    let mut stopped = None;
    let mut batch = BATCH;
    while run.len() <= target {
        let upto = (run.len() + batch - 1).min(target);
        let started = Instant::now();
        let before = run.len();
        let extended = run.extend_to(upto, control);
        on_values(run, before..run.len())?;
        if let Err(stop) = extended {
            stopped = Some(stop);
            break;
        }
        batch = match started.elapsed() {
            t if t < BATCH_TIME => (batch * 2).min(MAX_BATCH),
            t if t > 4 * BATCH_TIME => (batch / 2).max(BATCH),
            _ => batch,
        };
        if let Some(s) = &mut saver {
            if s.last.elapsed() >= s.every {
                s.file.save(run)?;
                s.last = Instant::now();
            }
        }
    }
    if let Some(s) = &mut saver {
        s.file.save(run)?;
    }
    Ok(stopped)
}

/// The game as the user wrote it, with its code alongside when the two
/// differ: `kayles (0.77)`, `subtraction:{1,3,4} (0.3033)`, `0.77`.
pub(super) fn game_title(written: &str, game: &HeapGame) -> String {
    game.title(written)
}

fn to_json(written: &str, game: &HeapGame, report: &Report) -> serde_json::Value {
    let mut out = report.sequence.to_json(&game.to_string(), written.trim());
    if let (false, Some(map)) = (report.periodicity_computed, out.as_object_mut()) {
        map.insert("periodicity_computed".into(), false.into());
    }
    out
}

/// The values in rows of ten and the periodicity, as text.
fn text(written: &str, game: &HeapGame, report: &Report, partial: bool) -> String {
    let computed = report.periodicity_computed;
    let report = &report.sequence;
    let n = report.values.len() - 1;
    let so_far = if partial { " (computed so far)" } else { "" };
    let mut text = format!("game {}: G(0..={n}){so_far}\n", game_title(written, game));
    let width = report
        .values
        .iter()
        .max()
        .map_or(1, |v| v.to_string().len());
    let label = n.to_string().len();
    for (row, chunk) in report.values.chunks(10).enumerate() {
        let line: Vec<String> = chunk.iter().map(|v| format!("{v:>width$}")).collect();
        text += &format!("{:>label$}: {}\n", row * 10, line.join(" "));
    }
    text += &match computed {
        true => describe(report.periodicity.as_ref(), report.checked),
        false => "periodicity: not computed (stopped by a limit)".to_string(),
    };
    text + "\n"
}

fn describe(periodicity: Option<&Periodicity>, checked: usize) -> String {
    let Some(p) = periodicity else {
        return format!("no period found in the first {checked} values");
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
        None => text + &format!("\nnot certified: apparent in the first {checked} values"),
    }
}
