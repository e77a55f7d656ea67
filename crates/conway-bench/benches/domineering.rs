//! Canonical forms of empty Domineering rectangles, from a cold start.
//!
//! Every sample runs one solve in a fresh child process (this benchmark
//! binary re-run with `CONWAY_BENCH_DOMINEERING=ROWSxCOLS`), because the
//! interning table and the memo tables of a process stay warm: a second solve
//! in the same process would be far faster than a user's first. The time
//! measured is therefore that of a user's whole run, startup included.
//!
//! `cargo bench -p conway --bench domineering` measures 4×4, 5×5 and 6×5;
//! set `CONWAY_BENCH_LARGE=1` to add 6×6 (minutes per sample, ten samples).
//! The child prints its peak resident memory to stderr (`VmHWM`, Linux).

use conway::partizan::Solver;
use conway::rulesets::domineering::Domineering;
use criterion::{criterion_group, Criterion};
use std::process::Command;
use std::time::{Duration, Instant};

/// As in the `conway` program: large tables on huge pages.
#[global_allocator]
static ALLOCATOR: conway::control::HugePageAllocator = conway::control::HugePageAllocator;

const CHILD: &str = "CONWAY_BENCH_DOMINEERING";

/// One cold solve in a child process; returns its wall-clock time.
fn solve_in_child(rows: u32, cols: u32) -> Duration {
    let exe = std::env::current_exe().expect("the benchmark binary's path");
    let start = Instant::now();
    let status = Command::new(exe)
        .env(CHILD, format!("{rows}x{cols}"))
        .status()
        .expect("the child process starts");
    let elapsed = start.elapsed();
    assert!(status.success(), "the child solve failed");
    elapsed
}

fn rectangles(c: &mut Criterion) {
    let mut sizes = vec![(4, 4), (5, 5), (6, 5)];
    if std::env::var_os("CONWAY_BENCH_LARGE").is_some() {
        sizes.push((6, 6));
    }
    let mut group = c.benchmark_group("domineering");
    group.sample_size(10);
    for (rows, cols) in sizes {
        group.bench_function(format!("{rows}x{cols}"), |b| {
            b.iter_custom(|iters| (0..iters).map(|_| solve_in_child(rows, cols)).sum())
        });
    }
    group.finish();
}

criterion_group!(benches, rectangles);

/// The child's job: solve one rectangle, print its value's outcome and the
/// peak memory.
fn child(spec: &str) {
    let (rows, cols) = spec.split_once('x').expect("ROWSxCOLS");
    let (rows, cols) = (rows.parse().expect("rows"), cols.parse().expect("cols"));
    let value = Solver::new().value(&Domineering::rectangle(rows, cols));
    let peak = conway::control::peak_memory().map_or_else(
        || "peak memory unknown".into(),
        |b| format!("peak {} MB", b >> 20),
    );
    eprintln!("{spec}: outcome {}, {peak}", value.outcome());
}

fn main() {
    if let Ok(spec) = std::env::var(CHILD) {
        child(&spec);
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
