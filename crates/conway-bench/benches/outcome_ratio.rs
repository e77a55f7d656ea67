//! The outcome search beside the canonical route, position by position
//! (issue 32: "never slower than the canonical route by much").
//!
//! For every registered ruleset it takes sample positions and sums (see
//! [`samples`]), then a few larger positions from the issues (number sums,
//! boards the canonical route values within seconds). Each sum is timed,
//! in a fresh process each run (the canonical-form solver's table lives as
//! long as the process), by the canonical route (`Position::value_with` of
//! each term, their sum and its outcome class) and by the outcome search
//! (`SumOfTerms::add_position` and `OutcomeSearch::decide`, default
//! settings, one thread). Sums the canonical route does not value within
//! 10 s are left out; the outcome search gets 60 s. Both classes must
//! agree. The table lists the sums with the worst ratio outcome /
//! canonical (medians of `RUNS` runs, 3 by default), among those where
//! either took at least [`FLOOR`] (below it the times are noise).
//!
//! `cargo bench -p conway-bench --bench outcome_ratio` (a plain program,
//! not criterion); `RUNS=5`, `WORST=30` (rows printed), `ONLY=clobber`
//! (rulesets whose name contains it).

use conway::control::{watch, Control};
use conway::outcome::{OutcomeSearch, Settings, SumOfTerms};
use conway::rulesets::{self, Ruleset};
use conway::value::{Game, Player};
use std::process::Command;
use std::time::{Duration, Instant};

/// The canonical route's limit: positions it takes longer on are left out.
const CANONICAL_LIMIT: Duration = Duration::from_secs(10);
/// The outcome search's limit (a row past it shows as "> 60 s").
const OUTCOME_LIMIT: Duration = Duration::from_secs(60);
/// Times below this are noise: such a pair is not ranked.
const FLOOR: Duration = Duration::from_millis(1);

/// Larger positions: the issues' number sums and boards the canonical
/// route values within seconds.
const EXTRA: &[(&str, &str)] = &[
    (
        "advance-or-eat",
        "BB...BWBWBBB|.B..W.W..WBB|WBWW.WW..B.B|WWW..WWBBW.B|W.B..W.W.W.W|B.B..BB.B.W.|\
         .WW.BBB.B.BW|BWBBB...WWBB|W.WW.BWBW.W.|WWW.BWBBBB..|.W.BBWBBBB.B|WWB.BWW.W.WB",
    ),
    ("cutcake", "100x37 + 64x65 + 33x90 + 17x200 + 5x5 + 128x3"),
    (
        "hackenbush",
        "BRRBRBRRBBRBRBRRBRBBRBRRBBBRBRBRBRRBRBRB RBRBBRBRRRBRBBRBRBBRBRRBRBRBRBBBRRBRBRBR",
    ),
    ("clobber", "xoxo|oxox|xoxo"),
    ("clobber", "xoxox|oxoxo|xoxox"),
    ("clobber", "xo.ox|ox.xo|xoxox"),
    ("clobber", "xoxoxoxoxoxoxo"),
    ("domineering", ".....|.....|.....|....."),
    ("domineering", ".....|.....|.....|.....|....."),
    ("domineering", "......|......|......|......"),
    ("domineering", "......|......|.#....|......|....#."),
    ("toppling-dominoes", "LRLRGLRRLLRGRLRLRRGL"),
    ("konane", "xoxo|oxox|xoxo|oxox"),
    ("konane", "xoxox|oxoxo|xoxox|oxoxo"),
    ("snort", "......"),
    ("snort", "....|....|...."),
    ("col", "......."),
    ("col", "....|....|...."),
    ("amazons", "L...|....|...R"),
    ("toads-and-frogs", "TTTT....FFFF"),
    ("toads-and-frogs", "TTT.TF.FF..TTFF"),
    ("cram", "....|....|...."),
    ("nogo", "....|....|...."),
    ("hackenbush", "BRBRBRBRBRBRBRBRBRBR RRRRRRRRRRRRBBBBBBBBBBB"),
    ("partizan-subtraction", "L{1,2} R{1,3}: 15 16 17 18"),
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some(route @ ("canonical" | "outcome")) => child(route, &args[1], &args[2..]),
        _ => parent(),
    }
}

/// One timing in this process of the sum of `terms`: prints `NANOS
/// CLASS`, or `stopped`.
fn child(route: &str, ruleset: &str, terms: &[String]) {
    let rules = rulesets::find(ruleset).expect("a registered ruleset");
    let started = Instant::now();
    let class = match route {
        "canonical" => canonical_class(rules, terms),
        _ => outcome_class(rules, terms),
    };
    match class {
        Some(class) => println!("{} {class}", started.elapsed().as_nanos()),
        None => println!("stopped"),
    }
}

fn canonical_class(rules: &dyn Ruleset, terms: &[String]) -> Option<String> {
    let control = Control::new(None, Some(CANONICAL_LIMIT));
    let mut total = Game::ZERO;
    for text in terms {
        let position = rules.parse(text).ok()?;
        let value = position.value_with(&control).ok()??;
        // Sums of hot forms can take long too: watched by the same limit.
        total = watch(&control, || total + value).ok()?;
    }
    Some(total.outcome().as_str().to_string())
}

fn outcome_class(rules: &dyn Ruleset, terms: &[String]) -> Option<String> {
    let control = Control::new(None, Some(OUTCOME_LIMIT));
    let mut sum = SumOfTerms::new();
    for text in terms {
        let position = rules.parse(text).ok()?;
        sum.add_position(rules.name(), position.as_ref(), &control)
            .ok()?;
    }
    let settings = Settings {
        threads: 1,
        ..Settings::default()
    };
    let verdict = OutcomeSearch::new(settings).decide(&sum, &control);
    verdict.outcome().map(|o| o.as_str().to_string())
}

/// A sample: a sum of positions of one ruleset.
struct Sample {
    ruleset: &'static str,
    terms: Vec<String>,
}

impl Sample {
    fn new(ruleset: &'static str, terms: Vec<String>) -> Sample {
        Sample { ruleset, terms }
    }

    /// The terms joined by ` + `, cut to 48 characters.
    fn text(&self) -> String {
        let whole = self.terms.join(" + ");
        let mut text: String = whole.chars().take(48).collect();
        if text.len() < whole.len() {
            text.push('…');
        }
        text
    }
}

/// Each ruleset's example; the first four options of each player there;
/// two and three copies of the example; the example beside each of those
/// options, and beside all of them. Then [`EXTRA`].
fn samples() -> Vec<Sample> {
    let only = std::env::var("ONLY").unwrap_or_default();
    let mut list = Vec::new();
    for rules in rulesets::all() {
        if !rules.name().contains(&only) {
            continue;
        }
        let Ok(example) = rules.parse(rules.example()) else {
            continue;
        };
        let name = rules.name();
        let first = example.notation();
        let mut options = Vec::new();
        for player in [Player::Left, Player::Right] {
            let moves = example.moves(player);
            options.extend(moves.iter().take(4).map(|m| m.position.notation()));
        }
        options.sort();
        options.dedup();
        list.push(Sample::new(name, vec![first.clone()]));
        for option in &options {
            list.push(Sample::new(name, vec![option.clone()]));
            list.push(Sample::new(name, vec![first.clone(), option.clone()]));
        }
        for copies in [2, 3] {
            list.push(Sample::new(name, vec![first.clone(); copies]));
        }
        if options.len() > 1 {
            let mut all = vec![first];
            all.extend(options);
            list.push(Sample::new(name, all));
        }
    }
    for &(ruleset, text) in EXTRA {
        if ruleset.contains(&only) {
            let name = rulesets::find(ruleset).expect("registered").name();
            list.push(Sample::new(name, vec![text.to_string()]));
        }
    }
    list
}

/// The median time of `runs` fresh processes timing `route` on `sample`,
/// and its class; `None` if a run was stopped.
fn time(route: &str, sample: &Sample, runs: usize) -> Option<(Duration, String)> {
    let exe = std::env::current_exe().expect("this program's path");
    let mut times = Vec::new();
    let mut class = String::new();
    for _ in 0..runs {
        let text = run_child(&exe, route, sample)?;
        let (nanos, found) = text.trim().split_once(' ')?;
        times.push(Duration::from_nanos(nanos.parse().ok()?));
        class = found.to_string();
        if times[0] > CANONICAL_LIMIT {
            break;
        }
    }
    times.sort();
    Some((times[times.len() / 2], class))
}

/// Runs one child and returns what it printed; a child still running
/// long after its limit (work its control does not watch) is killed.
fn run_child(exe: &std::path::Path, route: &str, sample: &Sample) -> Option<String> {
    let mut child = Command::new(exe)
        .arg(route)
        .arg(sample.ruleset)
        .args(&sample.terms)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .ok()?;
    let started = Instant::now();
    while child.try_wait().ok()?.is_none() {
        if started.elapsed() > OUTCOME_LIMIT + Duration::from_secs(5) {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    let mut text = String::new();
    std::io::Read::read_to_string(&mut child.stdout.take()?, &mut text).ok()?;
    Some(text)
}

struct Row {
    sample: Sample,
    canonical: Duration,
    outcome: Option<Duration>,
}

impl Row {
    fn ratio(&self) -> f64 {
        let outcome = self.outcome.unwrap_or(OUTCOME_LIMIT);
        outcome.as_secs_f64() / self.canonical.as_secs_f64().max(1e-9)
    }
}

fn parent() {
    let runs: usize = env_number("RUNS", 3);
    let worst: usize = env_number("WORST", 25);
    let mut rows = Vec::new();
    let mut left_out = 0;
    for sample in samples() {
        let Some((canonical, expected)) = time("canonical", &sample, runs) else {
            left_out += 1;
            continue;
        };
        let outcome = time("outcome", &sample, runs).map(|(t, class)| {
            assert_eq!(
                class, expected,
                "{} {:?}: the outcome search disagrees with the canonical route",
                sample.ruleset, sample.terms
            );
            t
        });
        rows.push(Row {
            sample,
            canonical,
            outcome,
        });
    }
    let measured = rows.len();
    rows.retain(|r| r.canonical.max(r.outcome.unwrap_or(OUTCOME_LIMIT)) >= FLOOR);
    rows.sort_by(|a, b| b.ratio().total_cmp(&a.ratio()));
    println!(
        "{measured} positions valued within {} s ({left_out} not), {} of them taking 1 ms or more \
         by either route; medians of {runs} runs",
        CANONICAL_LIMIT.as_secs(),
        rows.len()
    );
    println!();
    println!("| ruleset | sum | canonical | outcome | ratio |");
    println!("|---|---|---|---|---|");
    for row in rows.iter().take(worst) {
        let outcome = row
            .outcome
            .map_or(format!("> {} s", OUTCOME_LIMIT.as_secs()), show);
        println!(
            "| {} | `{}` | {} | {} | {:.2} |",
            row.sample.ruleset,
            row.sample.text().replace('|', "\\|"),
            show(row.canonical),
            outcome,
            row.ratio()
        );
    }
}

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn show(t: Duration) -> String {
    if t >= Duration::from_secs(1) {
        format!("{:.2} s", t.as_secs_f64())
    } else {
        format!("{:.2} ms", t.as_secs_f64() * 1e3)
    }
}
