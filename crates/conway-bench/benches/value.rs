//! Sums and comparisons of large canonical forms, from a cold start.
//!
//! Sums and comparisons are memoised for the life of a process, so a second
//! run of the same sum in one process is a table lookup. Every sample
//! therefore runs in a fresh child process (this benchmark binary re-run
//! with `CONWAY_BENCH_VALUE=CASE`), which builds its inputs, then times only
//! the operation and reports the time on stdout.
//!
//! The inputs are built deterministically:
//!
//! * `random`: six canonical forms of birthday 5, at least 20 characters
//!   long in print, from random game trees of depth 5 (up to three options a
//!   side, a fixed linear congruential generator);
//! * `domineering`: the values of four 6×4 and 5×4 Domineering boards with
//!   two cells blocked (birthdays 8, 8, 6 and 7).
//!
//! `sum/random` adds the first five random games (a canonical form of
//! birthday 24); `compare/random` compares the sum of the first four, `X`,
//! with `X + ^` and with `X + *`, both ways (infinitesimally
//! close games: stops cannot decide, the comparison recurses through both
//! forms). `sum/domineering` adds the four values; `compare/domineering`
//! does the same comparisons with `X` the sum of the four values. Every sum to
//! be compared is built before the clock starts.
//! `cargo bench -p conway --bench value`.

use conway::partizan::Solver;
use conway::rulesets::domineering::Domineering;
use conway::value::Game;
use criterion::{criterion_group, Criterion};
use std::process::Command;
use std::time::{Duration, Instant};

const CHILD: &str = "CONWAY_BENCH_VALUE";

const CASES: [&str; 4] = [
    "sum/random",
    "compare/random",
    "sum/domineering",
    "compare/domineering",
];

/// One cold run in a child process; returns the time it reports.
fn run_in_child(case: &str) -> Duration {
    let exe = std::env::current_exe().expect("the benchmark binary's path");
    let out = Command::new(exe)
        .env(CHILD, case)
        .output()
        .expect("the child process starts");
    assert!(out.status.success(), "the child run of {case} failed");
    let nanos: u64 = String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .expect("the child prints nanoseconds");
    Duration::from_nanos(nanos)
}

fn value_ops(c: &mut Criterion) {
    let mut group = c.benchmark_group("value");
    group.sample_size(10);
    for case in CASES {
        group.bench_function(case, |b| {
            b.iter_custom(|iters| (0..iters).map(|_| run_in_child(case)).sum())
        });
    }
    group.finish();
}

criterion_group!(benches, value_ops);

/// A small linear congruential generator (Knuth's MMIX constants).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, bound: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % bound
    }
}

/// The canonical form of a random game tree of the given depth.
fn random_game(rng: &mut Lcg, depth: u32) -> Game {
    if depth == 0 {
        return Game::ZERO;
    }
    let side = |rng: &mut Lcg| -> Vec<Game> {
        let n = rng.next(4);
        (0..n).map(|_| random_game(rng, depth - 1)).collect()
    };
    let left = side(rng);
    let right = side(rng);
    Game::new(&left, &right)
}

/// Six random games of birthday 5, the same in every run.
fn random_inputs() -> Vec<Game> {
    let mut rng = Lcg(2024);
    let mut out = Vec::new();
    while out.len() < 6 {
        let g = random_game(&mut rng, 5);
        if g.birthday() == 5.into() && g.to_string().len() >= 20 {
            out.push(g);
        }
    }
    out
}

fn domineering_inputs() -> Vec<Game> {
    let solver = Solver::new();
    [
        ".#....|......|....#.|......",
        "...#..|......|..#...|......",
        "..#...|......|......|...#..",
        "#....|.....|.....|....#",
    ]
    .iter()
    .map(|b| solver.value(&Domineering::parse(b).expect("a board")))
    .collect()
}

/// The child's job: build the inputs, time one operation, print the time
/// in nanoseconds on stdout and a description on stderr.
fn child(case: &str) {
    let (op, inputs) = case.split_once('/').expect("OP/INPUTS");
    let games = match inputs {
        "random" => random_inputs(),
        "domineering" => domineering_inputs(),
        other => panic!("unknown inputs {other}"),
    };
    let (elapsed, what) = match (op, inputs) {
        ("sum", "random") => time_sum(&games[..5]),
        ("sum", _) => time_sum(&games),
        ("compare", _) => {
            // X against X + ^ (less) and X + * (confused): infinitesimally
            // close games, so stops cannot decide and the comparison
            // recurses through both forms.
            let x: Game = games[..4].iter().sum();
            let (up, star) = (x + Game::up(1), x + Game::nimber(1));
            let start = Instant::now();
            let relation = [x <= up, up <= x, x <= star, star <= x];
            (
                start.elapsed(),
                format!("[x <= x^, x^ <= x, x <= x*, x* <= x] = {relation:?}"),
            )
        }
        (other, _) => panic!("unknown operation {other}"),
    };
    let sizes: Vec<String> = games.iter().map(|g| g.birthday().to_string()).collect();
    eprintln!(
        "{case}: input birthdays {}, result {what}, table {}",
        sizes.join(" "),
        Game::table_size()
    );
    println!("{}", elapsed.as_nanos());
}

fn time_sum(games: &[Game]) -> (Duration, String) {
    let start = Instant::now();
    let s: Game = games.iter().sum();
    let elapsed = start.elapsed();
    (elapsed, format!("birthday {}", s.birthday()))
}

fn main() {
    if let Ok(case) = std::env::var(CHILD) {
        child(&case);
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
