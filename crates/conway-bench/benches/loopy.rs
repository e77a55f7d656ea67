//! Loopy games on graphs of 10^3–10^5 nodes: simplest forms of stoppers
//! of three families (random stoppers whose moves go down, long one-player
//! cycles with exits, sums of small stoppers), the all-pairs reference at
//! 10^3 for comparison, the stopper test and outcomes with draws;
//! sidling of games that are not stoppers (random ones with local cycles
//! at 10^3–10^5 nodes, one whose cycles make one giant part, and Backsliding
//! Toads and Frogs tt..tff and ttt..fff, whose sides are proven guesses
//! where sidling alone would creep on for ever).

use conway::control::Control;
use conway::loopy::{
    is_stopper, outcomes, side, simplest_form, simplest_form_pairwise, Graph, LoopyGame, Side,
};
use conway::rulesets::backsliding_toads::BackslidingToads;
use conway::rulesets::loopy_position::LoopyPosition;
use conway::value::{Game, Player};
use criterion::measurement::WallTime;
use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion};
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

/// A random stopper of `n` nodes, all reachable from its root (node 0):
/// see [`stopper_by_height`].
fn stopper(n: u32) -> Graph {
    stopper_by_height(n).extract(n - 1)
}

/// A random stopper of `n` nodes, all reachable from node `n − 1`: moves
/// go to lower nodes (two for each player), and each node has a pass for
/// one player at most, so no play alternates for ever.
fn stopper_by_height(n: u32) -> Graph {
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
    g
}

/// A cycle of `n` nodes round which only Left moves; from node `i` Right
/// may leave to the integer `i mod 7 − 3`.
fn cycle_with_exits(n: u32) -> Graph {
    let mut g = Graph::new();
    for _ in 0..n {
        g.add_node();
    }
    let exits: Vec<u32> = (-3..=3).map(|k| g.embed(Game::integer(k))).collect();
    for v in 0..n {
        g.add_option(v, Player::Left, (v + 1) % n);
        g.add_option(v, Player::Right, exits[(v % 7) as usize]);
    }
    g
}

/// The plain sum of small stoppers with passes for Left only (so the sum
/// is a stopper), taken in turn (skipping a part that would make it
/// larger than `2n`) until it has at least `n` nodes.
fn sum_of_small_stoppers(n: usize) -> Graph {
    let parts = ["upon", "under", "{pass|1*}", "{pass,1|-1}", "{pass|{2|-2}}"];
    let parts: Vec<LoopyGame> = parts.iter().map(|t| t.parse().unwrap()).collect();
    let mut sum = LoopyGame::zero();
    let mut turn = 0;
    while sum.graph().len() < n {
        let fits = (0..parts.len())
            .map(|k| &parts[(turn + k) % parts.len()])
            .position(|p| sum.graph().len() * p.graph().len() <= 2 * n);
        let Some(k) = fits else { break };
        sum = sum.plain_sum(&parts[(turn + k) % parts.len()]);
        turn += k + 1;
    }
    sum.graph().clone()
}

/// A random stopper of `n` nodes with an alternating 2-cycle added at
/// every tenth node (Left from `v` to `v − 1`, Right back), so it is no
/// stopper; node 0 is the root. Nodes are numbered from the root, so the
/// cycles join nodes far apart in play, and almost every node ends in one
/// strongly connected part.
fn non_stopper(n: u32) -> Graph {
    with_two_cycles(stopper(n))
}

/// The same with the cycles added before the nodes are numbered from the
/// root, between a node and the next one down: the cycles stay local
/// (strongly connected parts of one or two nodes).
fn local_non_stopper(n: u32) -> Graph {
    with_two_cycles(stopper_by_height(n)).extract(n - 1)
}

/// `g` with an alternating 2-cycle at every tenth node.
fn with_two_cycles(g: Graph) -> Graph {
    let n = g.len() as u32;
    let mut out = g;
    for v in (1..n).step_by(10) {
        out.add_option(v, Player::Left, v - 1);
        out.add_option(v - 1, Player::Right, v);
    }
    out
}

/// A named family of stopper graphs by size.
type Family = (&'static str, fn(u32) -> Graph);

fn bench_simplest_forms(c: &mut Criterion) {
    let mut group = c.benchmark_group("loopy simplest form");
    group.sample_size(10);
    let families: [Family; 3] = [
        ("random stopper", stopper),
        ("cycle with exits", cycle_with_exits),
        ("sum of small stoppers", |n| {
            sum_of_small_stoppers(n as usize)
        }),
    ];
    for (name, make) in families {
        for n in [1_000, 10_000, 100_000] {
            let g = make(n);
            assert!(is_stopper(&g));
            let form = simplest_form(&g).expect("a stopper");
            eprintln!(
                "{name}, {} nodes: simplest form of {} nodes",
                g.len(),
                form.len()
            );
            group.bench_function(format!("{name}, {} nodes", g.len()), |b| {
                b.iter(|| simplest_form(black_box(&g)).expect("a stopper"))
            });
        }
    }
    let g = stopper(1_000);
    group.bench_function("all pairs (reference), random stopper, 1000 nodes", |b| {
        b.iter(|| simplest_form_pairwise(black_box(&g)).expect("a stopper"))
    });
    group.finish();
}

/// Benchmarks sidling for the given sides of node 0 of `g`, first saying
/// what each side is.
fn bench_sides(group: &mut BenchmarkGroup<WallTime>, label: &str, g: &Graph, sides: &[Side]) {
    for &which in sides {
        let name = match which {
            Side::On => "onside",
            Side::Off => "offside",
        };
        match side(g, 0, which) {
            Ok(s) => eprintln!("{label}: {name} of {} nodes", s.len()),
            Err(e) => eprintln!("{label}: {e}"),
        }
        group.bench_function(format!("sidling ({name}), {label}"), |b| {
            b.iter(|| side(black_box(g), 0, which))
        });
    }
}

fn bench_sidling_and_outcomes(c: &mut Criterion) {
    let mut group = c.benchmark_group("loopy");
    group.sample_size(10);
    // Sidling part by part: local cycles at 10^3–10^5 nodes.
    for n in [1_000, 10_000, 100_000] {
        let g = local_non_stopper(n);
        assert!(!is_stopper(&g));
        let label = format!("random game with local cycles, {n} nodes");
        bench_sides(&mut group, &label, &g, &[Side::On, Side::Off]);
    }
    // One giant part: only 10^3. The game's non-stopper nodes form one
    // strongly connected part, and each round's simplest form decides the
    // order on differences of its nodes, about 2n² states (~2·10^8 a
    // round at 10^4), so larger sizes are out of reach (2,000 nodes: one
    // run 180 s).
    {
        let g = non_stopper(1_000);
        assert!(!is_stopper(&g));
        bench_sides(&mut group, "random game of 1000 nodes", &g, &[Side::On]);
    }
    // A ruleset's graphs: Backsliding Toads and Frogs tt..tff (210
    // positions; onside `on` at once, offside `on` proven once sidling
    // gives up) and ttt..fff (560; both sides proven from the root's
    // settled approximation while other approximations creep on).
    for start in ["tt..tff", "ttt..fff"] {
        let toads = LoopyPosition::new(BackslidingToads::parse(start).unwrap())
            .graph_with(&Control::unlimited())
            .unwrap()
            .graph()
            .clone();
        let label = format!("backsliding toads {start}");
        bench_sides(&mut group, &label, &toads, &[Side::On, Side::Off]);
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

criterion_group!(benches, bench_simplest_forms, bench_sidling_and_outcomes);
criterion_main!(benches);
