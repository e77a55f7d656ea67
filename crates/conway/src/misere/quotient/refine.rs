//! The last way to adjoin a heap, for when the candidates of `extend.rs`
//! and `words.rs` are refuted or too large (the old quotient splits, as in
//! Dawson's Kayles at heap 25): refine a candidate by its own exact check.
//!
//! The check (`verify.rs`) walks the states `(Ψ(T), F_T)` of every sum
//! `T`; a state's sum is a P-position exactly when none of its options'
//! images is in the P-portion, whatever the candidate says of the sum
//! itself. Those implied outcomes define a commutative language on sums;
//! its syntactic monoid is read off the automaton of states (two states
//! are merged when no further heaps tell their implied outcomes apart;
//! Moore's refinement) and becomes the next candidate. If the candidate
//! is right on every sum shorter than `L` (the length of a sum: the most
//! moves a game on it can last), the next one is right on every sum up to
//! `L`, as a sum's options are shorter. The rounds stop when a candidate
//! passes the check, which then proves it exact.

use super::table::Table;
use super::verify::{explore, Automaton, Explored, Letter};
use super::{NoQuotient, QuotientLimits};
use crate::control::{Control, Stop};
use std::collections::HashMap;

/// The most rounds of refinement (from a poor start the candidates can
/// grow round after round instead of settling).
const ROUNDS: usize = 16;

/// Refines the candidate `table` (with each heap's element
/// `heap_element`, heaps `0..=n` whose moves are `options`) until it is
/// exact; returns it and each heap's element.
pub(super) fn refine(
    mut table: Table,
    mut heap_element: Vec<usize>,
    options: &[Vec<Vec<usize>>],
    limits: &QuotientLimits,
    control: &Control,
) -> Result<Result<(Table, Vec<usize>), NoQuotient>, Stop> {
    let n = heap_element.len() - 1;
    for _ in 0..ROUNDS {
        let (letters, letter_of) = letters(&table, &heap_element, options);
        let a = match explore(&table, &letters, limits.max_states, false, control)? {
            Explored::Done(a) => a,
            _ => {
                return Ok(Err(NoQuotient::Unchecked {
                    heap: n,
                    states: limits.max_states,
                }))
            }
        };
        let implied: Vec<bool> = (0..a.element.len())
            .map(|s| s > 0 && !a.moves_to_p[s])
            .collect();
        if (0..implied.len()).all(|s| implied[s] == table.p[a.element[s]]) {
            return Ok(Ok((table, heap_element)));
        }
        let (class, count) = minimize(&a, &implied, letters.len(), control)?;
        if count > limits.max_size {
            return Ok(Err(NoQuotient::TooLarge {
                heap: n,
                cap: limits.max_size,
            }));
        }
        table = syntactic_table(&a, &implied, &class, count, letters.len());
        heap_element = letter_of
            .iter()
            .map(|l| l.map_or(0, |i| class[a.next[i]]))
            .collect();
    }
    Ok(Err(NoQuotient::Refuted { heap: n }))
}

/// The distinct heaps with moves as the check sees them, and each heap's
/// letter (`None` for heaps without moves).
fn letters(
    table: &Table,
    heap_element: &[usize],
    options: &[Vec<Vec<usize>>],
) -> (Vec<Letter>, Vec<Option<usize>>) {
    let mut index: HashMap<Letter, usize> = HashMap::new();
    let mut letters = Vec::new();
    let letter_of = (0..heap_element.len())
        .map(|h| {
            if options[h].is_empty() {
                return None;
            }
            let mut images: Vec<usize> = options[h]
                .iter()
                .map(|o| table.product(o.iter().map(|&k| heap_element[k])))
                .collect();
            images.sort_unstable();
            images.dedup();
            let letter = Letter {
                element: heap_element[h],
                options: images,
            };
            Some(*index.entry(letter.clone()).or_insert_with(|| {
                letters.push(letter);
                letters.len() - 1
            }))
        })
        .collect();
    (letters, letter_of)
}

/// Moore's refinement of the states by implied outcome and moves; classes
/// are numbered by first state, so the empty sum's is 0.
fn minimize(
    a: &Automaton,
    implied: &[bool],
    letters: usize,
    control: &Control,
) -> Result<(Vec<usize>, usize), Stop> {
    let states = implied.len();
    let mut class: Vec<usize> = implied.iter().map(|&p| usize::from(p)).collect();
    let mut count = 0;
    loop {
        control.advance(states as u64)?;
        let mut ids: HashMap<Vec<usize>, usize> = HashMap::new();
        let next: Vec<usize> = (0..states)
            .map(|s| {
                let mut key = Vec::with_capacity(letters + 1);
                key.push(class[s]);
                key.extend(
                    a.next[s * letters..(s + 1) * letters]
                        .iter()
                        .map(|&t| class[t]),
                );
                let fresh = ids.len();
                *ids.entry(key).or_insert(fresh)
            })
            .collect();
        let stable = ids.len() == count;
        count = ids.len();
        class = next;
        if stable {
            return Ok((class, count));
        }
    }
}

/// The monoid of the classes: the product of two classes is the class
/// reached by adding a sum of the second's first state to the first's.
fn syntactic_table(
    a: &Automaton,
    implied: &[bool],
    class: &[usize],
    count: usize,
    letters: usize,
) -> Table {
    let mut first = vec![usize::MAX; count];
    for (s, &c) in class.iter().enumerate() {
        if first[c] == usize::MAX {
            first[c] = s;
        }
    }
    let spell = |mut s: usize| {
        let mut word = Vec::new();
        while s != 0 {
            let (from, letter) = a.parent[s];
            word.push(letter);
            s = from;
        }
        word
    };
    let words: Vec<Vec<usize>> = first.iter().map(|&s| spell(s)).collect();
    let p = first.iter().map(|&s| implied[s]).collect();
    Table::from_fn(count, p, |x, y| {
        let end = words[y]
            .iter()
            .fold(first[x], |s, &l| a.next[s * letters + l]);
        class[end]
    })
}
