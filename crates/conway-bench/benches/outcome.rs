//! The outcome search (`conway::outcome`): who wins sums too big for
//! canonical forms.
//!
//! Each sample decides both first players with a fresh search (an empty
//! transposition table); the canonical-form solver's process-wide table,
//! which values the small components, stays warm between samples, as it
//! does over a session. `cargo bench -p conway --bench outcome`; set
//! `CONWAY_BENCH_LARGE=1` for longer linear Clobber rows.

use conway::control::Control;
use conway::outcome::{OutcomeSearch, Settings, SumOfTerms};
use conway::rulesets;
use criterion::{criterion_group, criterion_main, Criterion};
use std::time::Duration;

fn sum_of(terms: &[(&str, &str)]) -> SumOfTerms {
    let mut sum = SumOfTerms::new();
    for (ruleset, text) in terms {
        let p = rulesets::find(ruleset).unwrap().parse(text).unwrap();
        sum.add_position(*text, p.as_ref(), &Control::unlimited())
            .unwrap();
    }
    sum
}

fn decide(sum: &SumOfTerms) -> bool {
    decide_with(sum, Settings::default())
}

fn decide_with(sum: &SumOfTerms, settings: Settings) -> bool {
    let verdict = OutcomeSearch::new(settings).decide(sum, &Control::unlimited());
    verdict.outcome().is_some()
}

fn linear_clobber(c: &mut Criterion) {
    let mut group = c.benchmark_group("outcome/linear-clobber");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    let mut sizes = vec![10, 14, 16, 18];
    if std::env::var_os("CONWAY_BENCH_LARGE").is_some() {
        sizes.extend([20, 22, 24]);
    }
    for n in sizes {
        let row = "xo".repeat(n);
        let sum = sum_of(&[("clobber", &row)]);
        group.bench_function(format!("(xo)^{n}"), |b| b.iter(|| decide(&sum)));
    }
    group.finish();
}

fn mixed(c: &mut Criterion) {
    let mut group = c.benchmark_group("outcome/sums");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    let clobber = [
        ("clobber", "xox|oxo|xox"),
        ("clobber", "xoo|oxx|xox"),
        ("clobber", "oxo|xox|oxo"),
        ("clobber", "xxo|oox|xox"),
    ];
    let sum = sum_of(&clobber);
    group.bench_function("four 3x3 clobber boards", |b| b.iter(|| decide(&sum)));
    let domineering = [
        ("domineering", ".....|..#..|.....|.....|...#."),
        ("domineering", "......|.#....|......|....#."),
        ("domineering", "....|.#..|....|....|..#."),
    ];
    let sum = sum_of(&domineering);
    group.bench_function("three domineering boards with blocked cells", |b| {
        b.iter(|| decide(&sum))
    });
    let toppling = [
        ("toppling-dominoes", "LRLRGLRRLLRGRLRLRRGL"),
        ("toppling-dominoes", "RLLRGRLRLLRRGLRLRLGR"),
    ];
    let sum = sum_of(&toppling);
    group.bench_function("two toppling dominoes rows of 20", |b| {
        b.iter(|| decide(&sum))
    });
    group.finish();
}

/// The empty 6×6 Domineering board (move-count bounds, the mirror of a
/// square) on one thread and on two sharing the table.
fn domineering_square(c: &mut Criterion) {
    let mut group = c.benchmark_group("outcome/domineering-6x6");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    let board = ["......"; 6].join("|");
    let sum = sum_of(&[("domineering", &board)]);
    for threads in [1, 2] {
        let settings = Settings {
            table_bytes: 64 << 20,
            threads,
            ..Settings::default()
        };
        group.bench_function(format!("{threads} thread(s)"), |b| {
            b.iter(|| decide_with(&sum, settings.clone()))
        });
    }
    group.finish();
}

/// Sums of numbers (Advance or Eat columns, pieces of Cutcake) beside the
/// canonical route on the same boards: the outcome search adds them
/// instead of searching them, so it should take about as long.
fn number_sums(c: &mut Criterion) {
    let mut group = c.benchmark_group("outcome/number-sums");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    let boards = [
        (
            "advance-or-eat",
            "BB...BWBWBBB|.B..W.W..WBB|WBWW.WW..B.B|WWW..WWBBW.B|W.B..W.W.W.W|B.B..BB.B.W.|\
             .WW.BBB.B.BW|BWBBB...WWBB|W.WW.BWBW.W.|WWW.BWBBBB..|.W.BBWBBBB.B|WWB.BWW.W.WB",
        ),
        ("cutcake", "100x37 + 64x65 + 33x90 + 17x200 + 5x5 + 128x3"),
    ];
    for (ruleset, text) in boards {
        let sum = sum_of(&[(ruleset, text)]);
        group.bench_function(format!("{ruleset} outcome"), |b| b.iter(|| decide(&sum)));
        let position = rulesets::find(ruleset).unwrap().parse(text).unwrap();
        group.bench_function(format!("{ruleset} canonical"), |b| {
            b.iter(|| position.value_with(&Control::unlimited()).unwrap())
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    linear_clobber,
    mixed,
    domineering_square,
    number_sums
);
criterion_main!(benches);
