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
use std::collections::HashMap;

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

/// The reachable states `(Ψ(T), F_T)` of all sums `T` of `letters`, with
/// the move of each letter between them. State 0 is the empty sum.
pub(super) struct Automaton {
    /// Each state's `Ψ(T)`.
    pub element: Vec<usize>,
    /// Whether each state's sum has a move to a sum whose image is in the
    /// P-portion (`1 ∈ F_T`): the outcome the candidate's options imply.
    pub moves_to_p: Vec<bool>,
    /// `next[state * letters + i]`: the state after adding letter `i`.
    pub next: Vec<usize>,
    /// The state and letter each state was first reached from (the empty
    /// sum's is itself): following them back spells a sum of the state.
    pub parent: Vec<(usize, usize)>,
}

/// How the exploration ended.
pub(super) enum Explored {
    Done(Automaton),
    /// A state whose image disagrees with its options (only when asked to
    /// stop there).
    Wrong,
    TooMany,
}

/// Checks `table` against every sum of `letters` (at most `max_states`
/// states).
pub(super) fn verify(
    table: &Table,
    letters: &[Letter],
    max_states: usize,
    control: &Control,
) -> Result<Verdict, Stop> {
    Ok(match explore(table, letters, max_states, true, control)? {
        Explored::Done(_) => Verdict::Exact,
        Explored::Wrong => Verdict::Wrong,
        Explored::TooMany => Verdict::TooMany,
    })
}

/// Explores the states of every sum of `letters` breadth-first; with
/// `stop_on_wrong`, stops at the first state whose image's P-status is not
/// the one its options imply (or at once if the identity is in the
/// P-portion).
pub(super) fn explore(
    table: &Table,
    letters: &[Letter],
    max_states: usize,
    stop_on_wrong: bool,
    control: &Control,
) -> Result<Explored, Stop> {
    let s = table.size();
    if stop_on_wrong && table.p[0] {
        return Ok(Explored::Wrong);
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
    let mut index: HashMap<(usize, Box<[u64]>), usize> = HashMap::from([(start.clone(), 0)]);
    let mut states = vec![start];
    let mut next_state = Vec::new();
    let mut parent = vec![(0, 0)];
    let mut at = 0;
    while at < states.len() {
        control.advance(letters.len() as u64)?;
        let (m, f) = states[at].clone();
        let from = at;
        if stop_on_wrong && at > 0 && table.p[m] == rows.get(&f, 0) {
            return Ok(Explored::Wrong);
        }
        for (i, letter) in letters.iter().enumerate() {
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
            let id = match index.get(&state) {
                Some(&id) => id,
                None => {
                    if states.len() >= max_states {
                        return Ok(Explored::TooMany);
                    }
                    index.insert(state.clone(), states.len());
                    states.push(state);
                    parent.push((from, i));
                    states.len() - 1
                }
            };
            next_state.push(id);
        }
        at += 1;
    }
    Ok(Explored::Done(Automaton {
        moves_to_p: states.iter().map(|(_, f)| rows.get(f, 0)).collect(),
        element: states.into_iter().map(|(m, _)| m).collect(),
        next: next_state,
        parent,
    }))
}
