//! Tests of `conway::impartial::solver`.

use conway::control::{Control, Stop};
use conway::impartial::solver::*;
use conway::impartial::ImpartialGame;
use conway::numeric::Nimber;
use std::collections::HashMap;

/// Plain recursive mex over the options, with no components or
/// normalisation: the definition of the Grundy value (memoised on the
/// raw position only, to keep the tests quick).
fn plain<G: ImpartialGame>(g: &G) -> Nimber {
    fn go<G: ImpartialGame>(g: &G, memo: &mut HashMap<G, Nimber>) -> Nimber {
        if let Some(&v) = memo.get(g) {
            return v;
        }
        let v = Nimber::mex(g.options().iter().map(|o| go(o, memo)).collect::<Vec<_>>());
        memo.insert(g.clone(), v);
        v
    }
    go(g, &mut HashMap::new())
}

/// A chain: one move to the next shorter chain.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Chain(u32);
impl ImpartialGame for Chain {
    fn options(&self) -> Vec<Chain> {
        (self.0 > 0)
            .then(|| Chain(self.0 - 1))
            .into_iter()
            .collect()
    }
}

/// Several heaps of the subtraction game S = {1, 3, 4}: each heap is a
/// component; normalised by sorting.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Sub134(Vec<u32>);
impl ImpartialGame for Sub134 {
    fn options(&self) -> Vec<Sub134> {
        let mut out = Vec::new();
        for (i, &h) in self.0.iter().enumerate() {
            for s in [1, 3, 4] {
                if s <= h {
                    let mut next = self.0.clone();
                    next[i] = h - s;
                    out.push(Sub134(next));
                }
            }
        }
        out
    }
    fn components(&self) -> Vec<Sub134> {
        self.0.iter().map(|&h| Sub134(vec![h])).collect()
    }
}

/// Kayles rows: knock down one pin or two adjacent pins. A position is
/// a list of row lengths; normalisation sorts and drops empty rows, and
/// also cancels equal pairs of rows (g + g = 0), which changes the
/// position but not its value. Not split into components, so the
/// normalisation alone must be right.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct KaylesRows(Vec<u32>);
impl ImpartialGame for KaylesRows {
    fn options(&self) -> Vec<KaylesRows> {
        let mut out = Vec::new();
        for (i, &n) in self.0.iter().enumerate() {
            for take in 1..=2u32.min(n) {
                for left in 0..=(n - take) {
                    let right = n - take - left;
                    let mut next = self.0.clone();
                    next.remove(i);
                    next.extend([left, right].into_iter().filter(|&r| r > 0));
                    out.push(KaylesRows(next));
                }
            }
        }
        out
    }
    fn normalized(&self) -> KaylesRows {
        let mut rows: Vec<u32> = self.0.iter().copied().filter(|&r| r > 0).collect();
        rows.sort_unstable();
        let mut kept = Vec::new();
        for r in rows {
            if kept.last() == Some(&r) {
                kept.pop();
            } else {
                kept.push(r);
            }
        }
        KaylesRows(kept)
    }
}

#[test]
fn chain_values_alternate() {
    let solver = GrundySolver::new();
    for n in 0..50 {
        assert_eq!(solver.grundy(&Chain(n)), plain(&Chain(n)));
    }
}

#[test]
fn a_million_moves_deep_on_a_small_stack() {
    // Run on a thread with a 256 KiB stack: recursion would overflow it.
    let handle = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| GrundySolver::new().grundy(&Chain(1_000_000)))
        .unwrap();
    // A chain of n moves has value n mod 2 (one move at a time).
    assert_eq!(handle.join().unwrap(), Nimber(0));
}

#[test]
fn subtraction_heaps_match_plain_search() {
    let solver = GrundySolver::new();
    for a in 0..9 {
        for b in 0..9 {
            for c in 0..5 {
                let g = Sub134(vec![a, b, c]);
                assert_eq!(solver.grundy(&g), plain(&g), "{g:?}");
            }
        }
    }
}

#[test]
fn kayles_with_normalisation_matches_plain_search() {
    let solver = GrundySolver::new();
    for a in 0..8 {
        for b in 0..6 {
            for c in 0..3 {
                let g = KaylesRows(vec![a, b, c]);
                assert_eq!(solver.grundy(&g), plain(&g), "{g:?}");
            }
        }
    }
}

#[test]
fn winning_moves_are_exactly_the_p_options() {
    let solver = GrundySolver::new();
    for a in 0..7 {
        for b in 0..7 {
            let g = Sub134(vec![a, b, 3]);
            let expected: Vec<_> = g
                .options()
                .into_iter()
                .filter(|o| plain(o) == Nimber::ZERO)
                .collect();
            assert_eq!(solver.winning_moves(&g), expected, "{g:?}");
        }
    }
}

#[test]
fn sum_winning_move_follows_the_top_bit_rule() {
    let solver = GrundySolver::new();
    let heaps: Vec<Sub134> = (0..12).map(|h| Sub134(vec![h])).collect();
    for a in 0..12 {
        for b in 0..12 {
            for c in 0..12 {
                let sum = [heaps[a].clone(), heaps[b].clone(), heaps[c].clone()];
                let values: Vec<Nimber> = sum.iter().map(plain).collect();
                let x = values[0] ^ values[1] ^ values[2];
                let found = solver.sum_winning_move(&sum);
                if x == Nimber::ZERO {
                    assert_eq!(found, None);
                    assert!(solver.sum_winning_moves(&sum).is_empty());
                    continue;
                }
                let (i, option) = found.expect("a nonzero sum has a winning move");
                let top = 63 - x.0.leading_zeros();
                // The first component with the top bit of x ...
                let first = values.iter().position(|v| v.0 >> top & 1 == 1).unwrap();
                assert_eq!(i, first);
                // ... moved to a real option, leaving a sum of value 0.
                assert!(sum[i].options().contains(&option));
                assert_eq!(plain(&option), values[i] ^ x);
                // And it is among all winning moves, each of which wins.
                let all = solver.sum_winning_moves(&sum);
                assert!(all.contains(&(i, option)));
                for (j, o) in all {
                    let mut after = sum.clone();
                    after[j] = o;
                    let total = after.iter().map(plain).fold(Nimber::ZERO, |s, v| s ^ v);
                    assert_eq!(total, Nimber::ZERO);
                }
            }
        }
    }
}

/// A loopy game: 0 -> 1 -> 2 -> 0, and 2 -> 3 (terminal).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Loop(u8);
impl ImpartialGame for Loop {
    fn options(&self) -> Vec<Loop> {
        match self.0 {
            0 => vec![Loop(1)],
            1 => vec![Loop(2)],
            2 => vec![Loop(0), Loop(3)],
            _ => vec![],
        }
    }
}

#[test]
fn cycles_are_reported() {
    let solver = GrundySolver::new();
    assert_eq!(solver.try_grundy(&Loop(0)), Err(SolveError::Cycle));
    assert_eq!(solver.try_grundy(&Loop(3)), Ok(Nimber(0)));
}

#[test]
fn the_position_limit_counts_solved_positions() {
    let solver = GrundySolver::new();
    let control = Control::new(Some(20), None);
    assert_eq!(solver.try_grundy_with(&Chain(19), &control), Ok(Nimber(1)));
    assert_eq!(control.done(), 20);
    // From the table: no tick.
    assert_eq!(solver.try_grundy_with(&Chain(19), &control), Ok(Nimber(1)));
    assert_eq!(control.done(), 20);
    assert_eq!(
        solver.try_grundy_with(&Chain(20), &control),
        Err(SolveError::Stopped(Stop::Positions(20)))
    );
    // The values found before the stop are kept: one more finishes it.
    let more = Control::new(Some(1), None);
    assert_eq!(solver.try_grundy_with(&Chain(20), &more), Ok(Nimber(0)));
}

#[test]
fn cancelling_from_another_thread_stops_the_search() {
    let solver = GrundySolver::new();
    let control = Control::unlimited();
    let handle = std::sync::Arc::clone(&control);
    std::thread::spawn(move || handle.cancel()).join().unwrap();
    assert_eq!(
        solver.try_grundy_with(&Chain(10), &control),
        Err(SolveError::Stopped(Stop::Interrupted))
    );
}

#[test]
fn one_solver_shared_by_threads_agrees_with_plain_search() {
    let solver = GrundySolver::new();
    let results: HashMap<Vec<u32>, Nimber> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..4u32)
            .map(|t| {
                let solver = &solver;
                s.spawn(move || {
                    let mut out = Vec::new();
                    for a in 0..7 {
                        for b in 0..6 {
                            let g = KaylesRows(vec![a + t, b]);
                            out.push((g.0.clone(), solver.grundy(&g)));
                        }
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap())
            .collect()
    });
    for (rows, v) in results {
        assert_eq!(v, plain(&KaylesRows(rows)));
    }
}
