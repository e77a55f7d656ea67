//! Solves one empty Domineering rectangle and prints what it cost: the
//! transposition table's size, the number of canonical forms interned, the
//! time and the peak resident memory. `cargo run --release --example
//! domineering_stats -- 6 6`.

use conway::partizan::Solver;
use conway::rulesets::domineering::Domineering;
use conway::value::Game;
use std::time::Instant;

/// As in the `conway` program: large tables on huge pages.
#[global_allocator]
static ALLOCATOR: conway::control::HugePageAllocator = conway::control::HugePageAllocator;

fn main() {
    let args: Vec<u32> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("ROWS COLS"))
        .collect();
    let (rows, cols) = (args[0], args[1]);
    let start = Instant::now();
    let solver = Solver::new();
    let value = solver.value(&Domineering::rectangle(rows, cols));
    let peak = conway::control::peak_memory().map_or_else(
        || "peak memory unknown".into(),
        |b| format!("peak {} MB", b >> 20),
    );
    println!(
        "{rows}x{cols}: {:?}, outcome {}, table {}, forms {}, {peak}",
        start.elapsed(),
        value.outcome(),
        solver.table_len(),
        Game::table_size()
    );
}
