//! The exact check of a candidate quotient: does the image of every sum
//! of heaps lie in the P-portion exactly when the sum is a misère
//! P-position?
//!
//! For a sum `T` let `F_T` be the set of elements `z` such that some move
//! of `T` leads to an image `Ψ(T')` with `Ψ(T')·z` in the P-portion. Adding
//! a heap `h` (image `g`, option images `O_h`) gives
//! `F_{T+h} = {z : gz ∈ F_T} ∪ {z : Ψ(T)·o·z ∈ P for some o ∈ O_h}`, so the
//! pairs `(Ψ(T), F_T)` of all sums are the states reachable from
//! `(1, ∅)` by the heaps, a finite search. The candidate is exact when
//! the empty sum's image is out of the P-portion and every other state
//! has `Ψ(T)` in it exactly when `1 ∉ F_T` (no move to a P-position): then
//! by induction on `T` the image decides its outcome.

use super::table::Table;
use crate::control::{Control, Stop};
use std::collections::{HashSet, VecDeque};

/// A heap as the check sees it: its image and its options' images.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Letter {
    pub element: usize,
    pub options: Vec<usize>,
}

/// What the check found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Verdict {
    /// Every sum's outcome is its image's.
    Exact,
    /// Some sum's outcome is not.
    Wrong,
    /// More than the allowed number of states.
    TooMany,
}

/// Sets of elements as bit rows.
struct Rows {
    words: usize,
}

impl Rows {
    fn get(&self, row: &[u64], z: usize) -> bool {
        row[z / 64] >> (z % 64) & 1 == 1
    }
    fn set(&self, row: &mut [u64], z: usize) {
        row[z / 64] |= 1 << (z % 64);
    }
}

/// Checks `table` against every sum of `letters` (at most `max_states`
/// states).
pub(super) fn verify(
    table: &Table,
    letters: &[Letter],
    max_states: usize,
    control: &Control,
) -> Result<Verdict, Stop> {
    let s = table.size();
    if table.p[0] {
        return Ok(Verdict::Wrong);
    }
    let rows = Rows {
        words: s.div_ceil(64),
    };
    // p_row[w]: the z with w·z in the P-portion.
    let mut p_row = vec![0u64; s * rows.words];
    for w in 0..s {
        for z in 0..s {
            if table.p[table.times(w, z)] {
                rows.set(&mut p_row[w * rows.words..(w + 1) * rows.words], z);
            }
        }
    }
    let start = (0usize, vec![0u64; rows.words].into_boxed_slice());
    let mut seen: HashSet<(usize, Box<[u64]>)> = HashSet::new();
    let mut queue = VecDeque::from([start]);
    let mut first = true;
    while let Some((m, f)) = queue.pop_front() {
        control.advance(letters.len() as u64)?;
        if !first && table.p[m] == rows.get(&f, 0) {
            return Ok(Verdict::Wrong);
        }
        first = false;
        for letter in letters {
            let mut next = vec![0u64; rows.words].into_boxed_slice();
            for z in 0..s {
                if rows.get(&f, table.times(letter.element, z)) {
                    rows.set(&mut next, z);
                }
            }
            for &o in &letter.options {
                let w = table.times(m, o);
                for (n, &r) in next
                    .iter_mut()
                    .zip(&p_row[w * rows.words..(w + 1) * rows.words])
                {
                    *n |= r;
                }
            }
            let state = (table.times(m, letter.element), next);
            if !seen.contains(&state) {
                if seen.len() >= max_states {
                    return Ok(Verdict::TooMany);
                }
                seen.insert(state.clone());
                queue.push_back(state);
            }
        }
    }
    Ok(Verdict::Exact)
}
