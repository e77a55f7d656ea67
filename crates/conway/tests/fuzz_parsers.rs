//! Property-based fuzzing of every parser of user input (cargo-fuzz
//! targets for the same parsers live in `fuzz/`, for machines with a
//! nightly toolchain): random bytes, soups of meaningful tokens, and
//! mutations of valid examples (byte flips, insertions, deletions,
//! truncations, duplications) go to each parser, which must return `Ok`
//! or an error whose line and column lie within the input, without a
//! panic, a hang or a stack overflow; accepted positions must print a
//! notation that parses again, and analyse under a small budget.
//!
//! `CONWAY_FUZZ_CASES` sets the number of cases per target and kind of
//! input (default 100, about six seconds of one core in all for the
//! hundred-odd targets; the full tier runs 1,000); for a long run, e.g.
//! `CONWAY_FUZZ_CASES=20000 cargo test --release -p conway --test tests -- fuzz_parsers --nocapture`.

use crate::fuzz;

use fuzz::{mutate, Mutation, Outcome, Target, TOKENS};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use std::cell::Cell;
use std::sync::Mutex;
use std::time::{Duration, Instant};

fn cases(default: u32) -> u32 {
    std::env::var("CONWAY_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::Flip(i, b)),
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::Insert(i, b)),
        (any::<usize>(), any::<usize>()).prop_map(|(i, t)| Mutation::Token(i, t)),
        (any::<usize>(), 1..16usize).prop_map(|(i, n)| Mutation::Delete(i, n)),
        any::<usize>().prop_map(Mutation::Truncate),
        (any::<usize>(), 1..12usize, 1..40usize).prop_map(|(i, n, k)| Mutation::Duplicate(i, n, k)),
    ]
}

/// Characters that board and list syntaxes use, for random text.
const ALPHABET: &str = ".#xoLRtf|{}:,;=d@- 0123456789\n";

/// Inputs of three kinds: mutated seeds, token soups, random bytes.
fn inputs(seeds: Vec<Vec<u8>>) -> impl Strategy<Value = Vec<u8>> {
    let n = seeds.len().max(1);
    let seeds = if seeds.is_empty() {
        vec![Vec::new()]
    } else {
        seeds
    };
    let mutated = (0..n, prop::collection::vec(mutation(), 1..8))
        .prop_map(move |(i, ms)| mutate(&seeds[i], &ms));
    let soup = prop::collection::vec(
        prop_oneof![
            prop::sample::select(TOKENS.to_vec()).prop_map(String::from),
            prop::sample::select(ALPHABET.chars().collect::<Vec<_>>()).prop_map(String::from),
        ],
        0..40,
    )
    .prop_map(|parts| parts.concat().into_bytes());
    let random = prop::collection::vec(any::<u8>(), 0..120);
    prop_oneof![3 => mutated, 2 => soup, 1 => random]
}

/// Longest time one input may take before it counts as a hang (wall
/// time, on a machine that may be busy: some valid inputs, such as a
/// divisor-chain heap of 10^7, take a second of linear work by design).
const SLOW: Duration = Duration::from_secs(30);

/// An input that has run this long is a hang: the watchdog names it and
/// ends the test process (a hang would otherwise never report, and
/// shrinking it would never end).
const HANG: Duration = Duration::from_secs(120);

/// The input being run, and since when (read by the watchdog).
static RUNNING: Mutex<Option<(Instant, String)>> = Mutex::new(None);

/// Watches [`RUNNING`] until the process ends.
fn start_watchdog() {
    std::thread::spawn(|| loop {
        std::thread::sleep(Duration::from_secs(1));
        let running = RUNNING.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((since, what)) = running.as_ref() {
            if since.elapsed() > HANG {
                eprintln!("hang: no answer after {HANG:?} for {what}");
                std::process::exit(101);
            }
        }
    });
}

/// Runs one input; `Ok(true)` when it was accepted.
fn check(target: &Target, input: &[u8]) -> Result<bool, TestCaseError> {
    let shown = format!("{}: {:?}", target.name, String::from_utf8_lossy(input));
    if std::env::var_os("CONWAY_FUZZ_TRACE").is_some() {
        eprintln!("{shown}");
    }
    let started = Instant::now();
    *RUNNING.lock().unwrap_or_else(|e| e.into_inner()) = Some((started, shown));
    let outcome = (target.run)(input);
    *RUNNING.lock().unwrap_or_else(|e| e.into_inner()) = None;
    let took = started.elapsed();
    if took > SLOW {
        return Err(TestCaseError::fail(format!(
            "{}: {took:?} for {:?}",
            target.name,
            String::from_utf8_lossy(input)
        )));
    }
    match outcome {
        Outcome::Broken(m) => Err(TestCaseError::fail(format!("{}: {m}", target.name))),
        Outcome::Accepted => Ok(true),
        _ => Ok(false),
    }
}

#[test]
fn every_parser_survives_random_and_mutated_input() {
    fuzz_on_a_big_stack(cases(100));
}

#[test]
#[ignore = "full tier"]
fn every_parser_survives_ten_times_as_many_inputs() {
    fuzz_on_a_big_stack(cases(1000));
}

fn fuzz_on_a_big_stack(cases: u32) {
    // On a stack as large as the command line's (the value algebra
    // recurses once per level of a game tree; see `DEEPEST_SUM`).
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || fuzz_every_parser(cases))
        .expect("a thread")
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
}

fn fuzz_every_parser(cases: u32) {
    start_watchdog();
    let mut report = Vec::new();
    for target in fuzz::targets() {
        let config = Config {
            cases: cases * 3,
            failure_persistence: None,
            max_shrink_iters: 2000,
            // Shrinking a slow input reruns it: bound the whole.
            max_shrink_time: 120_000,
            ..Config::default()
        };
        let started = Instant::now();
        let (accepted, all) = (Cell::new(0u64), Cell::new(0u64));
        let mut runner = TestRunner::new(config);
        let result = runner.run(&inputs(target.seeds.clone()), |input| {
            let ok = check(&target, &input)?;
            all.set(all.get() + 1);
            accepted.set(accepted.get() + u64::from(ok));
            Ok(())
        });
        if let Err(e) = result {
            panic!("{}: {e}", target.name);
        }
        report.push(format!(
            "{:<16} {:>7} inputs ({} accepted) in {:.1?}",
            target.name,
            all.get(),
            accepted.get(),
            started.elapsed()
        ));
    }
    eprintln!("{}", report.join("\n"));
}
