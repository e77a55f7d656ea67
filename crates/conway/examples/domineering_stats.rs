//! Solves one empty Domineering rectangle and prints what it cost: the
//! transposition table's size, the number of canonical forms interned, the
//! time and the peak resident memory; then what the value is when it is
//! too large to print: its outcome, birthday, mean and temperature, and
//! the number of distinct positions of its canonical form. `cargo run
//! --release --example domineering_stats -- 6 6`; a third argument caps
//! the process's memory in GB (the run then stops cleanly at the cap and
//! says how far it got).

use conway::control::{Budget, Control};
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
        .map(|a| a.parse().expect("ROWS COLS [MAX_MEMORY_GB]"))
        .collect();
    let (rows, cols) = (args[0], args[1]);
    let budget = Budget {
        memory: args.get(2).map(|&gb| u64::from(gb) << 30),
        ..Budget::default()
    };
    let start = Instant::now();
    let solver = Solver::new();
    let board = Domineering::rectangle(rows, cols);
    let value = match solver.value_with(&board, &Control::with_budget(budget)) {
        Ok(value) => value,
        Err(stop) => {
            println!(
                "{rows}x{cols}: stopped ({stop}) after {:?}, table {}, forms {}",
                start.elapsed(),
                solver.table_len(),
                Game::table_size()
            );
            return;
        }
    };
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
    let start = Instant::now();
    let positions = value.followers().len();
    println!(
        "birthday {}, mean {}, temperature {}, {positions} positions in the canonical form ({:?})",
        value.birthday(),
        value.mean(),
        value.temperature(),
        start.elapsed()
    );
    if positions <= MAX_PRINTED_POSITIONS {
        println!("value {value}");
    }
}

/// Values whose canonical form has at most this many positions are
/// printed.
const MAX_PRINTED_POSITIONS: usize = 10_000;
