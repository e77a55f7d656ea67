//! The last way to adjoin a heap, for when the candidates of `extend.rs`,
//! `recalibrate.rs` and `words.rs` are refuted or too large: correct a candidate at its least failures,
//! round after round, until it passes its own exact check.
//!
//! The check (`verify.rs`) walks the states `(Ψ(T), F_T)` of every sum
//! `T`; a state's sums are P-positions exactly when none of their
//! options' images is in the P-portion, whatever the candidate says of the
//! sums themselves (the *implied* outcome). A state fails when the two
//! disagree. Weigh a sum by its length (the most moves a game on it can
//! last; an option is lighter than its sum) and a state by its lightest
//! sum, and let `w` be the least weight of a failing state. The candidate
//! is right on every sum lighter than `w` (by induction: such a sum's
//! state does not fail, and its options are lighter still). The next
//! candidate keeps the candidate's outcome on every state except the
//! failing states of weight `w`, which take their implied outcome; these
//! outcomes define a commutative language on sums, and its syntactic
//! monoid (Moore's refinement of the automaton of states) is the next
//! candidate. It is right on every sum of weight at most `w` (a sum of
//! weight `w` in a failing state has only lighter options), so the least
//! failing weight grows strictly from round to round — the convergence
//! Siegel describes for MisereSolver, whose successive candidates have
//! strictly increasing least failures (Plambeck's misère-games blog,
//! 28 Aug 2007). Correcting only the least failures keeps the candidates
//! close to the quotient; correcting every failing state at once (the
//! whole implied language) makes them grow round after round without
//! settling (0.07 at heap 25: 48 to over 8000 elements in 24 rounds).
//! The rounds stop when a candidate passes the check, which then proves
//! it exact; the result is reduced, being a syntactic monoid.

use super::table::Table;
use super::verify::{explore, Automaton, Explored, Letter};
use super::{NoQuotient, QuotientLimits};
use crate::control::{Control, Stop};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// The most rounds of correction (each raises the least failing weight by
/// at least one).
const ROUNDS: usize = 100_000;

/// Corrects the candidate `table` (with each heap's element
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
    let length = super::build::heap_lengths(options);
    for _ in 0..ROUNDS {
        control.tick()?;
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
        let fails = |s: usize| implied[s] != table.p[a.element[s]];
        let weight = state_weights(&a, &letter_weights(&letter_of, &length, letters.len()));
        let Some(least) = (0..implied.len())
            .filter(|&s| fails(s))
            .map(|s| weight[s])
            .min()
        else {
            return Ok(Ok((table, heap_element)));
        };
        let target: Vec<bool> = (0..implied.len())
            .map(|s| {
                if fails(s) && weight[s] == least {
                    implied[s]
                } else {
                    table.p[a.element[s]]
                }
            })
            .collect();
        let (class, count) = minimize(&a, &target, letters.len(), control)?;
        if count > limits.max_size {
            return Ok(Err(NoQuotient::TooLarge {
                heap: n,
                cap: limits.max_size,
            }));
        }
        table = syntactic_table(&a, &target, &class, count, letters.len());
        heap_element = letter_of
            .iter()
            .map(|l| l.map_or(0, |i| class[a.next[i]]))
            .collect();
    }
    Ok(Err(NoQuotient::Refuted { heap: n }))
}

/// The distinct heaps with moves as the check sees them, and each heap's
/// letter (`None` for heaps without moves).
pub(super) fn letters(
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

/// Each letter's weight: the least length of a heap it stands for.
fn letter_weights(letter_of: &[Option<usize>], length: &[usize], letters: usize) -> Vec<usize> {
    let mut weight = vec![usize::MAX; letters];
    for (h, l) in letter_of.iter().enumerate() {
        if let Some(i) = *l {
            weight[i] = weight[i].min(length[h]);
        }
    }
    weight
}

/// Each state's weight: the least length of a sum reaching it (Dijkstra's
/// search from the empty sum).
fn state_weights(a: &Automaton, letter_weight: &[usize]) -> Vec<usize> {
    let letters = letter_weight.len();
    let mut weight = vec![usize::MAX; a.element.len()];
    weight[0] = 0;
    let mut queue = BinaryHeap::from([Reverse((0usize, 0usize))]);
    while let Some(Reverse((w, s))) = queue.pop() {
        if w > weight[s] {
            continue;
        }
        for (l, &lw) in letter_weight.iter().enumerate() {
            let t = a.next[s * letters + l];
            let v = w.saturating_add(lw);
            if v < weight[t] {
                weight[t] = v;
                queue.push(Reverse((v, t)));
            }
        }
    }
    weight
}

/// Moore's refinement of the states by target outcome and moves; classes
/// are numbered by first state, so the empty sum's is 0.
fn minimize(
    a: &Automaton,
    target: &[bool],
    letters: usize,
    control: &Control,
) -> Result<(Vec<usize>, usize), Stop> {
    let states = target.len();
    let mut class: Vec<usize> = target.iter().map(|&p| usize::from(p)).collect();
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
    target: &[bool],
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
    let p = first.iter().map(|&s| target[s]).collect();
    Table::from_fn(count, p, |x, y| {
        let end = words[y]
            .iter()
            .fold(first[x], |s, &l| a.next[s * letters + l]);
        class[end]
    })
}
