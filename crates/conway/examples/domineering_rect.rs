//! Times the canonical form of an empty Domineering rectangle:
//! `cargo run --release --example domineering_rect -- ROWS COLS`.

use conway::control::Control;
use conway::partizan::Solver;
use conway::rulesets::domineering::Domineering;
use conway::value::Game;
use std::time::Instant;

fn main() {
    let args: Vec<u32> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("ROWS COLS"))
        .collect();
    let (rows, cols) = (args[0], args[1]);
    let start = Instant::now();
    let solver = Solver::new();
    let control = Control::unlimited();
    let v = match solver.value_with(&Domineering::rectangle(rows, cols), &control) {
        Ok(v) => v,
        Err(e) => panic!("{e}"),
    };
    let s = v.to_string();
    let shown = if s.len() > 200 {
        format!("{}… ({} chars)", &s[..200], s.len())
    } else {
        s
    };
    println!(
        "{rows}x{cols}: {shown}\noutcome {}, {:.3} s, {} components solved, {} in table, {} canonical forms",
        v.outcome(),
        start.elapsed().as_secs_f64(),
        control.done(),
        solver.table_len(),
        Game::table_size()
    );
}
