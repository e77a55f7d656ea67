//! The speed targets of the impartial rulesets (issue 3): a 20x20
//! rectangle-splitting board, the 100x100 Bomberman table, and the
//! divisor-chain game on 10^5 heaps of up to 10^6 stones.

use conway::rulesets::bomberman::BoardValues;
use conway::rulesets::divisor_chain::{DivisorChain, LISTED_MOVES};
use conway::rulesets::impartial_position::ImpartialRules;
use conway::rulesets::rectangle_split::RectangleSplit;
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

/// A fixed pseudo-random sequence (64-bit LCG, Knuth's MMIX constants).
fn pseudo_random(seed: u64) -> impl Iterator<Item = u64> {
    let mut x = seed;
    std::iter::repeat_with(move || {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        x >> 33
    })
}

fn board(side: usize, keep: impl Fn(u64) -> bool) -> RectangleSplit {
    let mut bits = pseudo_random(7);
    let rows: Vec<String> = (0..side)
        .map(|_| {
            (0..side)
                .map(|_| if keep(bits.next().unwrap()) { '#' } else { '.' })
                .collect()
        })
        .collect();
    RectangleSplit::parse_board(&rows.join("|")).unwrap()
}

fn rectangles(c: &mut Criterion) {
    let half = board(20, |b| b % 2 == 0);
    let full = board(20, |_| true);
    c.bench_function(
        "rectangle-split 20x20, half candidates: value + winning moves",
        |b| b.iter(|| (black_box(&half).grundy(), half.winning_moves())),
    );
    c.bench_function(
        "rectangle-split 20x20, all candidates: value + winning moves",
        |b| b.iter(|| (black_box(&full).grundy(), full.winning_moves())),
    );
    c.bench_function("bomberman table up to 100x100", |b| {
        b.iter(|| BoardValues::compute(black_box(100)).get(100, 100))
    });
}

fn divisor_chain(c: &mut Criterion) {
    let heaps: Vec<u64> = pseudo_random(11)
        .take(100_000)
        .map(|x| x % 1_000_000 + 1)
        .collect();
    // An odd number of equal heaps: about 5 * 10^10 winning first moves.
    let equal = DivisorChain::new(vec![1_000_000; 100_001], 1);
    let random = DivisorChain::new(heaps, 1);
    c.bench_function(
        "divisor-chain 10^5 random heaps <= 10^6: count + list",
        |b| b.iter(|| black_box(&random).winning_first_moves(LISTED_MOVES).count),
    );
    c.bench_function("divisor-chain 10^5+1 heaps of 10^6: count + list", |b| {
        b.iter(|| black_box(&equal).winning_first_moves(LISTED_MOVES).count)
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = rectangles, divisor_chain
}
criterion_main!(benches);
