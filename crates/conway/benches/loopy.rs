//! Loopy games on graphs of 10^3–10^5 nodes: simplest forms of stoppers
//! (the order of all pairs of nodes is quadratic, so 10^3 and 2·10^3),
//! the stopper test and outcomes with draws (linear, 10^5); sidling of
//! games that are not stoppers (rounds of simplest forms: 30–1,000 nodes).

use conway::loopy::{is_stopper, outcomes, side, simplest_form, Graph, Side};
use conway::value::Player;
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

/// A deterministic pseudo-random sequence (xorshift64*).
fn random(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed;
    move || {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

/// A random stopper of `n` nodes, all reachable from node `n − 1`: moves
/// go to lower nodes (two for each player), and each node has a pass for
/// one player at most, so no play alternates for ever.
fn stopper(n: u32) -> Graph {
    let mut next = random(0x5EED + u64::from(n));
    let mut g = Graph::new();
    for _ in 0..n {
        g.add_node();
    }
    for v in 1..n {
        for p in [Player::Left, Player::Right] {
            g.add_option(v, p, v - 1);
            g.add_option(v, p, (next() % u64::from(v)) as u32);
        }
        match next() % 3 {
            0 => g.add_option(v, Player::Left, v),
            1 => g.add_option(v, Player::Right, v),
            _ => {}
        }
    }
    g.extract(n - 1)
}

/// A random stopper of `n` nodes with an alternating 2-cycle added at
/// every tenth node (Left from `v` to `v − 1`, Right back), so it is no
/// stopper; node 0 is the root.
fn non_stopper(n: u32) -> Graph {
    let g = stopper(n);
    let mut out = g.clone();
    for v in (1..n).step_by(10) {
        out.add_option(v, Player::Left, v - 1);
        out.add_option(v - 1, Player::Right, v);
    }
    out
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("loopy");
    group.sample_size(10);
    for n in [1_000, 2_000] {
        let g = stopper(n);
        assert!(is_stopper(&g));
        group.bench_function(format!("simplest form, random stopper of {n} nodes"), |b| {
            b.iter(|| simplest_form(black_box(&g)).expect("a stopper"))
        });
    }
    for n in [30, 300, 1_000] {
        let g = non_stopper(n);
        assert!(!is_stopper(&g));
        match side(&g, 0, Side::On) {
            Ok(s) => eprintln!("{n} nodes: onside of {} nodes", s.len()),
            Err(e) => eprintln!("{n} nodes: {e}"),
        }
        group.bench_function(format!("sidling (onside), random game of {n} nodes"), |b| {
            b.iter(|| side(black_box(&g), 0, Side::On))
        });
    }
    let big = stopper(100_000);
    group.bench_function("stopper test, 10^5 nodes", |b| {
        b.iter(|| is_stopper(black_box(&big)))
    });
    group.bench_function("outcomes with draws, 10^5 nodes", |b| {
        b.iter(|| outcomes(black_box(&big)))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
