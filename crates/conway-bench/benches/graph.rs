//! Solving explicit impartial game graphs of 10^6 vertices and 4·10^6
//! edges (issue 3's target: a few seconds on a 2-core machine), one with
//! cycles and one acyclic, and reading such a graph from the text format.

use conway::graph::{GameGraph, ImpartialGraph};
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

const VERTICES: u32 = 1_000_000;
const EDGES: usize = 4_000_000;

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

/// `EDGES` random edges; with `acyclic`, every edge goes to a lower index.
fn graph(acyclic: bool) -> ImpartialGraph {
    let mut next = random(0x1234_5678);
    let n = u64::from(VERTICES);
    let edges: Vec<(u32, u32)> = (0..EDGES)
        .map(|_| {
            let a = next() % n;
            let b = if acyclic && a > 0 {
                next() % a
            } else {
                next() % n
            };
            (a as u32, b as u32)
        })
        .collect();
    let names = (0..VERTICES).map(|i| format!("v{i}")).collect();
    let tokens = (0..100).map(|_| (next() % n) as u32).collect();
    ImpartialGraph::new(names, &edges, tokens).expect("indices in range")
}

fn solve(c: &mut Criterion) {
    let mut group = c.benchmark_group("graph");
    group.sample_size(10);
    for (name, acyclic) in [
        ("impartial_1e6_4e6_cyclic", false),
        ("impartial_1e6_4e6_dag", true),
    ] {
        let g = graph(acyclic);
        group.bench_function(name, |b| b.iter(|| black_box(g.solve())));
    }
    let g = graph(false);
    let mut text = String::new();
    for (a, b) in g.edges().edges() {
        text.push_str(&format!("v{a} -> v{b}\n"));
    }
    group.bench_function("parse_text_4e6_edges", |b| {
        b.iter(|| black_box(GameGraph::parse(&text).is_ok()))
    });
    group.finish();
}

criterion_group!(benches, solve);
criterion_main!(benches);
