//! Builds an endgame database of Domineering or Cram in one process, size
//! by size, and prints what each size cost: the regions, the seconds, the
//! positions in the solver's table, the process's peak memory, the
//! distinct values and the hottest temperature so far. With a file name
//! it writes the database there. The single-process reference for the
//! census sweeps of the Python package (`python -m conway.census
//! domineering-db`). `cargo run --release --example region_database --
//! domineering 12 [FILE]`.

use conway::control::Control;
use conway::numeric::Dyadic;
use conway::rulesets::region_database::{part_values, RegionDatabase, RegionGame};
use std::collections::HashSet;
use std::time::Instant;

/// As in the `conway` program: large tables on huge pages.
#[global_allocator]
static ALLOCATOR: conway::control::HugePageAllocator = conway::control::HugePageAllocator;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "GAME (domineering | cram) MAX_CELLS [FILE]";
    let game = args
        .first()
        .and_then(|g| RegionGame::from_name(g))
        .expect(usage);
    let k: usize = args.get(1).and_then(|k| k.parse().ok()).expect(usage);
    let control = Control::unlimited();
    let mut records = Vec::new();
    let mut values = HashSet::new();
    let mut hottest: Option<Dyadic> = None;
    let start = Instant::now();
    for cells in 1..=k {
        let t = Instant::now();
        let rows = part_values(game, cells, 0, 1, &control).expect("no limits");
        for row in &rows {
            values.insert(row.value);
            if hottest.as_ref().is_none_or(|h| row.temperature > *h) {
                hottest = Some(row.temperature.clone());
            }
        }
        let peak = conway::control::peak_memory().map_or(0, |b| b >> 20);
        println!(
            "{cells:>2} cells: {:>9} regions  {:>8.2} s  {:>6} distinct values  hottest {}  peak {peak} MB",
            rows.len(),
            t.elapsed().as_secs_f64(),
            values.len(),
            hottest.as_ref().map_or("-".into(), |h| h.to_string()),
        );
        records.extend(rows.into_iter().map(|r| (r.board, r.value)));
    }
    println!("all: {:.2} s", start.elapsed().as_secs_f64());
    if let Some(path) = args.get(2) {
        let t = Instant::now();
        let db = RegionDatabase::from_records(game, records).expect("regions from the sweep");
        let file = std::fs::File::create(path).expect("a file to write");
        db.write(std::io::BufWriter::new(file)).expect("written");
        let bytes = std::fs::metadata(path).map_or(0, |m| m.len());
        println!(
            "{} entries, {bytes} bytes ({:.1} a region), written in {:.2} s",
            db.len(),
            bytes as f64 / db.len() as f64,
            t.elapsed().as_secs_f64()
        );
    }
}
