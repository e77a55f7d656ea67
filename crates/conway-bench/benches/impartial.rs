//! Grundy sequences of heap games (issue 3's targets: each under 5 s on a
//! 2-core machine).
//!
//! `Auto` is what `conway grundy` does: for Kayles and Dawson's Kayles it
//! stops computing once the periodicity theorem certifies the period and
//! copies the rest; 0.6 and Grundy's game are not known to be periodic and
//! are computed value by value with the rare/common method (in blocks, on
//! all cores). Kayles is also measured with the rare/common method alone
//! (`Sparse`), every value computed without the periodicity shortcut, for
//! comparison. (Dawson's Kayles is not: no choice of classes makes its
//! rare positions few, so the method falls back to the quadratic mex.)
//!
//! The chaotic codes 0.04 and 0.06 (to 2^16 here; `scripts/compare-ogsolve.sh`
//! times them to 2^17 against ogsolve) and 0.14, 0.16 (to 10^6) are issue
//! 15's.
//!
//! Each case runs ten times (criterion's least sample), so that
//! `cargo bench --bench impartial` takes a few minutes.

use conway::impartial::heap::HeapGame;
use conway::impartial::sequence::Method;
use criterion::{criterion_group, criterion_main, Criterion, SamplingMode};
use std::hint::black_box;
use std::time::Duration;

fn sequences(c: &mut Criterion) {
    let mut group = c.benchmark_group("grundy-sequence");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    let cases = [
        ("kayles", 1_000_000usize, Method::Auto),
        ("kayles", 1_000_000, Method::Sparse),
        ("dawson-kayles", 1_000_000, Method::Auto),
        ("0.6", 1_000_000, Method::Auto),
        ("grundy", 1 << 20, Method::Auto),
        // Chaotic codes (issue 15): a tenth to a half of the positions
        // stay rare, so the run times blocks against the plain mex over
        // every split and takes the faster.
        ("0.04", 1 << 16, Method::Auto),
        ("0.06", 1 << 16, Method::Auto),
        ("0.14", 1_000_000, Method::Auto),
        ("0.16", 1_000_000, Method::Auto),
    ];
    for (name, n, method) in cases {
        let game = HeapGame::parse(name).expect("a built-in game");
        group.bench_function(format!("{name} to {n} ({method:?})"), |b| {
            b.iter(|| black_box(game.values(black_box(n), method)))
        });
    }
    group.finish();
}

criterion_group!(benches, sequences);
criterion_main!(benches);
