//! `conway outcome`: who wins a position, or a sum of positions of several
//! rulesets and values, by the library's outcome search
//! (`conway::outcome`), without the canonical form of the whole.

use super::analyze::{load, position_text};
use crate::checkpoint::write_atomically;
use crate::failure::Failure;
use crate::limits::{parse_size, Limits, Watch};
use crate::output::{emit, emit_json};
use conway::outcome::{Answer, OutcomeSearch, Settings, SumOfTerms, Verdict};
use conway::rulesets::{self, Position, Ruleset};
use conway::value::{notation, Game, Player};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Arguments of `conway outcome`.
#[derive(clap::Args)]
#[command(after_help = "Examples:
  conway outcome clobber xoxoxoxoxoxoxoxoxoxo
  conway outcome --sum 'clobber:xoxo' 'domineering:..|..' '{1|*}'
  conway outcome --timeout 60 --table-size 1G domineering '......|......|......|......|......|......'
  conway outcome --checkpoint d7.ckpt domineering '.......|.......|.......|.......|.......|.......|.......'
     (stop it, run it again: it resumes from the proofs saved)

Each --sum term is RULESET:POSITION or a value in CGSuite's notation.
A checkpoint holds the search's table of proofs; it is saved atomically every
--checkpoint-every seconds, when a limit or Ctrl-C stops the search, and at the
end. A checkpoint that is damaged or belongs to another query is refused (exit
code 2).")]
pub struct Args {
    /// The ruleset (see `conway rulesets`); not with --sum.
    #[arg(required_unless_present = "sum", conflicts_with = "sum")]
    pub ruleset: Option<String>,
    /// The position in the ruleset's notation; @FILE reads it from a file,
    /// - from standard input.
    #[arg(required_unless_present = "sum")]
    pub position: Option<String>,

    /// Decide a sum: terms RULESET:POSITION or values ('{1|*}', '^', '3/4').
    #[arg(long, num_args = 1.., value_name = "TERM")]
    pub sum: Vec<String>,

    /// Bytes of the transposition table (K, M, G suffixes: 512M, 2G); it
    /// never grows past this.
    #[arg(long, value_name = "SIZE", value_parser = parse_size, default_value = "256M")]
    pub table_size: u64,

    /// Components with at most N options (both players') are replaced by
    /// their canonical forms when the solver finds them within
    /// --canonical-budget positions (at most --bounded-canonical-moves for
    /// components whose moves the search can bound, such as Domineering's).
    /// Components a
    /// formula values (Advance or Eat columns, Cutcake pieces, Hackenbush
    /// stalks) and the position's own components, valued between the
    /// search's rounds with as much time as the search has taken, are
    /// added whatever their size, so numbers are never searched.
    #[arg(long, value_name = "N", default_value_t = Settings::default().canonical_moves)]
    pub canonical_moves: usize,

    /// Components whose moves the search can bound (Domineering's, say)
    /// are replaced by their canonical forms only up to N options: the
    /// bounds decide their sums faster than the solver values big ones.
    #[arg(long, value_name = "N", default_value_t = Settings::default().bounded_canonical_moves)]
    pub bounded_canonical_moves: usize,

    /// Threads searching together, sharing the table (default: one per
    /// core). Neither the outcome nor the winning move shown depends on
    /// it.
    #[arg(long, value_name = "N", default_value_t = default_threads(), value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: u16,

    /// Positions the canonical-form solver may spend on one component.
    #[arg(long, value_name = "N", default_value_t = Settings::default().canonical_budget)]
    pub canonical_budget: u64,

    /// Save the search's table of proofs in FILE, and resume from FILE
    /// when it exists.
    #[arg(long, value_name = "FILE")]
    pub checkpoint: Option<PathBuf>,

    /// Seconds between two saves of the checkpoint.
    #[arg(
        long,
        value_name = "SECONDS",
        default_value_t = 300.0,
        requires = "checkpoint"
    )]
    pub checkpoint_every: f64,

    #[command(flatten)]
    pub limits: Limits,
}

/// Where and how often the table is saved.
pub struct Checkpointing {
    path: PathBuf,
    every: Duration,
}

/// Reads the terms, searches and prints the verdict.
pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    let settings = Settings {
        canonical_moves: args.canonical_moves,
        bounded_canonical_moves: args.bounded_canonical_moves,
        canonical_budget: args.canonical_budget,
        threads: usize::from(args.threads),
        ..table_settings(args.table_size)
    };
    let checkpointing = match &args.checkpoint {
        Some(path) => Some(Checkpointing {
            path: path.clone(),
            every: Duration::try_from_secs_f64(args.checkpoint_every).map_err(|_| {
                Failure::input(
                    "--checkpoint-every",
                    format!("'{}' is not a number of seconds", args.checkpoint_every),
                )
            })?,
        }),
        None => None,
    };
    let (watch, sum) = match &args.ruleset {
        Some(ruleset) => {
            let position = args.position.as_deref().unwrap_or_default();
            let text = position_text(position, true)?;
            let (rules, position) = load(ruleset, &text)?;
            let watch = args
                .limits
                .watch(&format!("deciding who wins a {} position", rules.name()));
            let sum = position_sum(rules, position.as_ref(), &watch)?;
            (watch, sum)
        }
        None => {
            let watch = args.limits.watch("deciding who wins");
            let sum = read_sum(&args.sum, &watch)?;
            (watch, sum)
        }
    };
    check_table_fits(args.table_size, &watch)?;
    decide_and_print(sum, settings, checkpointing.as_ref(), &watch, json)
}

/// Refuses a table that would take more than half the memory room the
/// limits leave (`--max-memory`, `ulimit -v`): the canonical-form solver
/// and the search's stack need the rest (exit code 3, the limit named).
fn check_table_fits(table_size: u64, watch: &Watch) -> Result<(), Failure> {
    let Some(room) = watch.control().memory_room() else {
        return Ok(());
    };
    if table_size <= room / 2 {
        return Ok(());
    }
    let limits = match conway::control::address_space_limit() {
        Some(limit) => format!(
            "--max-memory and the address-space limit of {} MiB (ulimit -v)",
            limit >> 20
        ),
        None => "--max-memory".to_string(),
    };
    Err(Failure::over_memory(format!(
        "--table-size: a table of {} MiB does not fit: {limits} leave {} MiB, and the table \
         may take at most half of that; give a smaller --table-size",
        table_size >> 20,
        room >> 20
    )))
}

/// `conway analyze --outcome-only`: the outcome search of one position,
/// with the default table.
pub fn run_position(
    rules: &dyn Ruleset,
    position: &dyn Position,
    limits: &Limits,
    json: bool,
) -> Result<(), Failure> {
    let watch = limits.watch(&format!("deciding who wins a {} position", rules.name()));
    let sum = position_sum(rules, position, &watch)?;
    let settings = Settings {
        threads: usize::from(default_threads()),
        ..Settings::default()
    };
    decide_and_print(sum, settings, None, &watch, json)
}

/// The sum of one position.
fn position_sum(
    rules: &dyn Ruleset,
    position: &dyn Position,
    watch: &Watch,
) -> Result<SumOfTerms, Failure> {
    let mut sum = SumOfTerms::new();
    sum.add_position(rules.name(), position, watch.control())
        .map_err(|e| term_failure(watch, "position", e))?;
    Ok(sum)
}

/// Reads the checkpoint into the search, if its file exists, and saves the
/// table there every so often while the search runs.
fn start_checkpointing(
    search: &mut OutcomeSearch,
    sum: &SumOfTerms,
    checkpointing: &Checkpointing,
) -> Result<(), Failure> {
    let path = &checkpointing.path;
    let place = || format!("checkpoint {}", path.display());
    match std::fs::read(path) {
        Ok(bytes) => {
            search.resume(sum, &bytes).map_err(|e| {
                Failure::input(
                    place(),
                    format!("{e}; it was not used (remove the file to start over)"),
                )
            })?;
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(Failure::input(place(), format!("cannot read it: {e}"))),
    }
    let target = path.clone();
    search.autosave(sum, checkpointing.every, move |bytes| {
        // A failed periodic save is retried at the next one; the final
        // save reports its error.
        let _ = write_atomically(&target, &bytes);
    });
    Ok(())
}

fn save_checkpoint(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    write_atomically(path, bytes).map_err(|e| {
        Failure::internal(format!(
            "cannot save the checkpoint {}: {e}",
            path.display()
        ))
    })
}

/// The library's default: one search thread per core the system offers.
fn default_threads() -> u16 {
    u16::try_from(conway::outcome::default_threads()).unwrap_or(u16::MAX)
}

/// The settings with a table of `bytes` bytes, and as many bytes' worth
/// of canonical-form solving.
pub fn table_settings(bytes: u64) -> Settings {
    // The canonical-form solver's table grows with what it values (about
    // 100 bytes a position): give it as much memory as the search's table.
    Settings {
        table_bytes: usize::try_from(bytes).unwrap_or(usize::MAX),
        canonical_total: (bytes / 100).max(10_000),
        ..Settings::default()
    }
}

fn term_failure(watch: &Watch, place: &str, e: conway::outcome::TermError) -> Failure {
    match e {
        conway::outcome::TermError::Stopped(stop) => watch.stopped(stop),
        other => Failure::input(place, other),
    }
}

/// The terms of `--sum`: RULESET:POSITION, else a value.
fn read_sum(terms: &[String], watch: &Watch) -> Result<SumOfTerms, Failure> {
    let mut sum = SumOfTerms::new();
    for (i, term) in terms.iter().enumerate() {
        let place = format!("--sum term {} ('{term}')", i + 1);
        let ruleset = term
            .split_once(':')
            .and_then(|(name, position)| Some((rulesets::find(name).ok()?, position)));
        match ruleset {
            Some((rules, position)) => {
                let position = rules
                    .parse(position)
                    .map_err(|e| Failure::input(&place, e))?;
                sum.add_position(term.clone(), position.as_ref(), watch.control())
                    .map_err(|e| term_failure(watch, &place, e))?;
            }
            None => {
                let value = watch
                    .watched(|| notation::parse(term))
                    .map_err(|stop| watch.stopped(stop))?
                    .map_err(|e| {
                        let hint = match term.split_once(':') {
                            Some((name, _)) => format!(
                                " (or an unknown ruleset before ':'{}; see `conway rulesets`)",
                                conway::spelling::did_you_mean(
                                    name,
                                    rulesets::all().into_iter().map(|r| r.name())
                                )
                            ),
                            None => String::new(),
                        };
                        Failure::input(&place, format!("{e}{hint}"))
                    })?;
                sum.add_value(term.clone(), value);
            }
        }
    }
    Ok(sum)
}

/// Searches `sum` and prints the verdict; a limit prints what was proved
/// and fails with the stop (exit code 3). With a checkpoint, the search
/// starts from the proofs saved there and saves its own, also when stopped.
pub fn decide_and_print(
    sum: SumOfTerms,
    settings: Settings,
    checkpointing: Option<&Checkpointing>,
    watch: &Watch,
    json: bool,
) -> Result<(), Failure> {
    let mut search = OutcomeSearch::new(settings);
    if let Some(c) = checkpointing {
        start_checkpointing(&mut search, &sum, c)?;
    }
    let verdict = search.decide(&sum, watch.control());
    if let Some(c) = checkpointing {
        save_checkpoint(&c.path, &search.checkpoint(&sum))?;
    }
    let failure = verdict.stop.map(|stop| watch.stopped(stop));
    if json {
        let mut out = verdict.to_json(search.table_bytes());
        match failure {
            Some(f) => {
                if let Some(map) = out.as_object_mut() {
                    map.extend(f.json());
                }
                emit_json(out)?;
                Err(f.json_printed())
            }
            None => emit_json(out),
        }
    } else {
        emit(&verdict_text(&verdict))?;
        failure.map_or(Ok(()), Err)
    }
}

fn answer_text(first: Player, answer: &Answer) -> String {
    let who = first.name();
    match (answer.winner, &answer.winning_move) {
        (None, _) => format!("{who} first: undecided\n"),
        (Some(w), Some(m)) => format!(
            "{who} first: {} wins, e.g. {} in {} ({})\n",
            w.name(),
            m.label,
            m.term_name,
            m.component
        ),
        (Some(w), None) => format!("{who} first: {} wins\n", w.name()),
    }
}

/// The verdict as text: one line per first player, then the class.
pub fn verdict_text(v: &Verdict) -> String {
    let mut text = answer_text(Player::Left, &v.left_first);
    text.push_str(&answer_text(Player::Right, &v.right_first));
    match v.outcome() {
        Some(o) => text.push_str(&format!("Outcome: {o}\n")),
        None => text.push_str("Outcome: undecided\n"),
    }
    if let Some(n) = v.nim_value {
        text.push_str(&format!("Nim value: {}\n", Game::nimber(n)));
    }
    text
}
