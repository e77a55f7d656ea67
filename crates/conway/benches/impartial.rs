//! Grundy sequences of heap games (issue 3's targets: each under 5 s on a
//! 2-core machine).
//!
//! `auto` is what `conway grundy` does (for Kayles and Dawson's Kayles it
//! stops computing once the periodicity theorem certifies the period);
//! `sparse` computes every value by the rare/common method, with no
//! periodicity shortcut, for comparison.

use conway::impartial::heap::HeapGame;
use conway::impartial::sequence::Method;
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::time::Duration;

fn sequences(c: &mut Criterion) {
    let mut group = c.benchmark_group("grundy-sequence");
    group.sample_size(10).measurement_time(Duration::from_secs(20));
    let cases = [
        ("kayles", 1_000_000usize),
        ("dawson-kayles", 1_000_000),
        ("0.6", 1_000_000),
        ("grundy", 1 << 20),
    ];
    for (name, n) in cases {
        let game = HeapGame::parse(name).expect("a built-in game");
        for (label, method) in [("auto", Method::Auto), ("sparse", Method::Sparse)] {
            group.bench_function(format!("{name} to {n} ({label})"), |b| {
                b.iter(|| black_box(game.values(black_box(n), method)))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, sequences);
criterion_main!(benches);
