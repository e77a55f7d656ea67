//! libFuzzer over every parser of user input: the first byte picks the
//! target (game graphs, heap games, checkpoints, each ruleset), the rest is
//! the input. The targets and their checks are those of the stable
//! property tests (`crates/conway/tests/fuzz/mod.rs`); a failed check
//! panics, which libFuzzer reports as a crash.
//!
//! Run: `cargo +nightly fuzz run parsers -- -max_total_time=600`
//! (seed the corpus first with `cargo +nightly fuzz run parsers -- -runs=0`
//! after `fuzz/seed.sh`).

#![no_main]

#[path = "../../crates/conway/tests/fuzz/mod.rs"]
mod harness;

use harness::{Outcome, Target};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fn targets() -> &'static [Target] {
    static TARGETS: OnceLock<Vec<Target>> = OnceLock::new();
    TARGETS.get_or_init(harness::targets)
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, input)) = data.split_first() else {
        return;
    };
    let all = targets();
    let target = &all[pick as usize % all.len()];
    if let Outcome::Broken(message) = (target.run)(input) {
        panic!("{}: {message}", target.name);
    }
});
