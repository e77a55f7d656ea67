//! The splitting game: a move replaces one heap of `n` tokens by two
//! heaps of sizes `a, b < n`, either of which may be empty; `a + b` may be
//! more than `n`. A heap of 0 has no move. Since the sizes are free, `G(n)`
//! is the mex of `G(a) xor G(b)` over all `a, b < n`.

use super::HeapRule;

/// The rule of the game "replace a heap by two strictly smaller
/// heaps".
///
/// ```
/// use conway::impartial::heap::{HeapRule, SplitSmaller};
/// // From 2: to (0,0), (0,1) or (1,1), written without the empty heaps.
/// assert_eq!(SplitSmaller.heap_options(2), vec![vec![], vec![1], vec![1, 1]]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SplitSmaller;

impl HeapRule for SplitSmaller {
    fn for_each_option(&self, n: usize, visit: &mut dyn FnMut(&[usize])) {
        for a in 0..n {
            for b in a..n {
                match (a, b) {
                    (0, 0) => visit(&[]),
                    (0, b) => visit(&[b]),
                    (a, b) => visit(&[a, b]),
                }
            }
        }
    }
}

/// `G(0..=n)` in O(n²): the set of sums `G(a) xor G(b)` over `a, b < m`
/// only grows with `m`, so each new value adds its xors with the earlier
/// ones, and `G(m)` is the mex of the set.
pub(crate) fn sequence(n: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(n + 1);
    let mut reached: Vec<bool> = Vec::new();
    let mut mex = 0u64;
    for m in 0..=n {
        g.push(mex);
        // Pairs (a, m) for a <= m become available from heap m + 1 on.
        for a in 0..=m {
            let v = (g[a] ^ g[m]) as usize;
            if v >= reached.len() {
                reached.resize((v + 1).next_power_of_two(), false);
            }
            reached[v] = true;
        }
        while reached.get(mex as usize).copied().unwrap_or(false) {
            mex += 1;
        }
    }
    g
}
