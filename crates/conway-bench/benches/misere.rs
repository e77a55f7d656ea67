//! Misère play: simplest forms of heap games and outcomes of sums.
//!
//! Misère forms are interned in a process-wide table and sums memoised, so
//! only the first iteration of a case builds the forms; the cases measure
//! what a caller pays once the forms of a game's heaps exist (looking up a
//! heap sequence, the outcome of a sum of many heaps by genus theory or by
//! the simplest form of the sum). The cold cost of building the forms is
//! the first sample (see README for `conway grundy --misere` timings).

use conway::control::Control;
use conway::impartial::heap::HeapGame;
use conway::misere::{quotient, MisereGame, MisereSequence, QuotientLimits, TameSum};
use criterion::{criterion_group, criterion_main, Criterion, SamplingMode};
use std::hint::black_box;
use std::time::Duration;

fn sequence(game: &str, to: usize) -> Vec<MisereGame> {
    let mut s = MisereSequence::new(HeapGame::parse(game).unwrap());
    s.extend_to(to, &Control::unlimited()).unwrap();
    s.forms().to_vec()
}

fn forms(c: &mut Criterion) {
    let mut group = c.benchmark_group("misere-forms");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    for (game, to) in [
        ("0.07", 30usize),
        ("kayles", 24),
        ("grundy", 30),
        ("subtraction:1,3,4", 200),
    ] {
        group.bench_function(format!("{game} heaps 0..={to}"), |b| {
            b.iter(|| black_box(sequence(game, to)))
        });
    }
    group.finish();
}

fn sums(c: &mut Criterion) {
    let mut group = c.benchmark_group("misere-sums");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(3));
    // 10^5 nim heaps: tame, so genus theory decides the sum in one pass.
    let heaps: Vec<MisereGame> = (0..100_000u32)
        .map(|i| MisereGame::nim_heap(i % 7))
        .collect();
    group.bench_function("tame sum of 10^5 nim heaps", |b| {
        b.iter(|| black_box(TameSum::of(&heaps).unwrap().first_player_wins()))
    });
    let dawson = sequence("0.07", 14);
    group.bench_function("form of a sum of six Dawson's Kayles heaps", |b| {
        b.iter(|| {
            let g: MisereGame = [5usize, 7, 9, 11, 13, 14].iter().map(|&h| dawson[h]).sum();
            black_box(g.first_player_wins())
        })
    });
    group.finish();
}

/// Misère quotients heap by heap, from scratch: Kayles to heap 30 (the
/// literature's bound for 0.07) and to heap 72 (where its pretending
/// function settles), and Dawson's Kayles to heap 24 (24 elements) and
/// to heap 30 (Q₃₀ of 360 elements, Plambeck & Siegel, JCTA 2008; the old
/// quotient splits from heap 25, so this measures the corrections of
/// `recalibrate.rs`).
fn quotients(c: &mut Criterion) {
    let mut group = c.benchmark_group("misere_quotient");
    group.sampling_mode(SamplingMode::Flat).sample_size(10);
    for (code, heaps) in [("kayles", 30), ("kayles", 72), ("0.07", 24), ("0.07", 30)] {
        let game = HeapGame::parse(code).unwrap();
        group.bench_function(format!("{code} to {heaps}"), |b| {
            b.iter(|| {
                let q = quotient(
                    &game,
                    heaps,
                    &QuotientLimits::default(),
                    &Control::unlimited(),
                );
                black_box(q.unwrap().unwrap().size())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, forms, sums, quotients);
criterion_main!(benches);
