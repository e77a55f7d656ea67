//! The incremental computation: the quotient of the heaps `1..=n` from
//! that of the heaps `1..n`. A heap without moves is the identity; a heap
//! that passes the pretending test (`pretend.rs`) for some element is that
//! element and leaves the quotient as it was; any other heap is adjoined
//! (`extend.rs`) and the new quotient checked (`verify.rs`).

use super::extend::{extend, Old};
use super::pretend::{pretends, Candidate};
use super::recalibrate::{power_cycle, recalibrate};
use super::refine::refine;
use super::table::Table;
use super::verify::{verify, Letter, Verdict};
use super::words::{guess, Guess};
use super::{NoQuotient, QuotientLimits};
use crate::control::{Control, Stop};
use crate::impartial::heap::HeapRule;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The quotient of the heaps so far.
pub(super) struct Built {
    pub table: Table,
    /// The element of each heap `0..=n`.
    pub heap_element: Vec<usize>,
}

/// Representatives of every element of least total length (the length of
/// a heap: the most moves a game on it can last), with the images of their
/// options. An option of a sum is shorter than the sum, so the element of
/// an option of a representative has a lighter representative.
struct Representatives {
    /// The elements by increasing weight.
    order: Vec<usize>,
    /// Each element's representative, as heap sizes.
    heaps: Vec<Vec<usize>>,
    /// The images of the options of each representative.
    options: Vec<Vec<usize>>,
}

/// The images of the options of each heap `1..n` (deduplicated).
fn option_images(
    table: &Table,
    heap_element: &[usize],
    options: &[Vec<Vec<usize>>],
) -> Vec<Vec<usize>> {
    options
        .iter()
        .map(|opts| {
            let mut images: Vec<usize> = opts
                .iter()
                .map(|o| table.product(o.iter().map(|&h| heap_element[h])))
                .collect();
            images.sort_unstable();
            images.dedup();
            images
        })
        .collect()
}

impl Representatives {
    /// Dijkstra's search from the identity over the heaps `1..n`, each
    /// weighing `length[h]`.
    fn of(
        table: &Table,
        heap_element: &[usize],
        heap_options: &[Vec<usize>],
        length: &[usize],
    ) -> Representatives {
        let s = table.size();
        let mut weight = vec![usize::MAX; s];
        let mut heaps: Vec<Vec<usize>> = vec![Vec::new(); s];
        let mut order = Vec::with_capacity(s);
        let mut done = vec![false; s];
        let mut letters: Vec<usize> = Vec::new(); // the lightest heap of each element
        for h in 1..heap_element.len() {
            let e = heap_element[h];
            if !heap_options[h].is_empty()
                && e != 0
                && !letters.iter().any(|&k| heap_element[k] == e)
            {
                letters.push(h);
            }
        }
        weight[0] = 0;
        let mut queue = BinaryHeap::from([Reverse((0usize, 0usize))]);
        while let Some(Reverse((w, x))) = queue.pop() {
            if done[x] {
                continue;
            }
            done[x] = true;
            order.push(x);
            for &h in &letters {
                let y = table.times(x, heap_element[h]);
                let v = w.saturating_add(length[h]);
                if v < weight[y] {
                    weight[y] = v;
                    let mut rep = heaps[x].clone();
                    rep.push(h);
                    heaps[y] = rep;
                    queue.push(Reverse((v, y)));
                }
            }
        }
        let options = heaps
            .iter()
            .map(|rep| rep_options(table, heap_element, heap_options, rep))
            .collect();
        Representatives {
            order,
            heaps,
            options,
        }
    }
}

/// The images of the options of the sum of `rep`.
fn rep_options(
    table: &Table,
    heap_element: &[usize],
    heap_options: &[Vec<usize>],
    rep: &[usize],
) -> Vec<usize> {
    let mut out = Vec::new();
    for (i, &h) in rep.iter().enumerate() {
        if rep[..i].contains(&h) {
            continue;
        }
        let rest = table.product(
            rep.iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &k)| heap_element[k]),
        );
        out.extend(heap_options[h].iter().map(|&o| table.times(rest, o)));
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The most moves a game on each heap `0..options.len()` can last.
pub(super) fn heap_lengths(options: &[Vec<Vec<usize>>]) -> Vec<usize> {
    let mut length = Vec::with_capacity(options.len());
    for o in options {
        length.push(game_length(o, &length));
    }
    length
}

/// The most moves a game on a heap with these options can last.
fn game_length(options: &[Vec<usize>], length: &[usize]) -> usize {
    options
        .iter()
        .map(|o| o.iter().fold(1usize, |a, &h| a.saturating_add(length[h])))
        .max()
        .unwrap_or(0)
}

/// The quotient of the heaps `1..=heaps` of `rule`.
pub(super) fn build<R: HeapRule>(
    rule: &R,
    heaps: usize,
    limits: &QuotientLimits,
    control: &Control,
) -> Result<Result<Built, NoQuotient>, Stop> {
    let mut table = Table::trivial();
    let mut heap_element = vec![0usize; 1];
    let mut options: Vec<Vec<Vec<usize>>> = vec![Vec::new()];
    let mut length = vec![0usize];
    let mut adjoined: Vec<usize> = Vec::new();
    for n in 1..=heaps {
        control.tick()?;
        options.push(rule.heap_options(n));
        length.push(game_length(&options[n], &length));
        heap_element.push(0);
        if options[n].is_empty() {
            continue;
        }
        let images = option_images(&table, &heap_element, &options);
        let reps = Representatives::of(&table, &heap_element[..n], &images[..n], &length);
        let heap_options = &images[n];
        let pretend = (0..table.size()).find(|&x| {
            let c = Candidate {
                x,
                options: &reps.options[x],
                empty: reps.heaps[x].is_empty(),
            };
            pretends(&table, &c, heap_options)
        });
        if let Some(x) = pretend {
            heap_element[n] = x;
            continue;
        }
        match adjoin(
            &table,
            &heap_element,
            &options,
            &adjoined,
            &reps,
            limits,
            control,
        )? {
            Ok((t, elements)) => {
                table = t;
                heap_element = elements;
                adjoined.push(n);
            }
            Err(e) => return Ok(Err(e)),
        }
    }
    Ok(Ok(Built {
        table,
        heap_element,
    }))
}

/// Adjoins the last heap of `options` (`heap_element` has its slot) to
/// the quotient `table` of the smaller heaps: first as `table × {h^k}`,
/// then corrected at its least failing sums (`recalibrate.rs`), then as
/// words in the generator heaps `adjoined`
/// and the new heap, with growing exponents. Returns the checked quotient
/// and every heap's element.
fn adjoin(
    table: &Table,
    heap_element: &[usize],
    options: &[Vec<Vec<usize>>],
    adjoined: &[usize],
    reps: &Representatives,
    limits: &QuotientLimits,
    control: &Control,
) -> Result<Result<(Table, Vec<usize>), NoQuotient>, Stop> {
    let n = heap_element.len() - 1;
    let images = option_images(table, heap_element, options);
    let mut generators: Vec<usize> = heap_element[1..n].to_vec();
    generators.sort_unstable();
    generators.dedup();
    let old = Old {
        table,
        order: &reps.order,
        rep_options: &reps.options,
        generators: &generators,
    };
    let start = match extend(&old, &images[n], limits.max_size, control)? {
        Some(ext) => {
            let mut elements: Vec<usize> = heap_element[..n].iter().map(|&e| ext.old[e]).collect();
            elements.push(ext.heap);
            match check(&ext.table, &elements, options, limits, control)? {
                Ok(()) => return Ok(Ok((ext.table, elements))),
                Err(NoQuotient::Refuted { .. }) => {}
                Err(e) => return Ok(Err(e)),
            }
            (ext.table, elements)
        }
        // The powers of the new heap did not repeat within the cap: start
        // the refinement from the old quotient, the new heap as the identity.
        None => (table.clone(), heap_element.to_vec()),
    };
    // Corrected at its least failures, as MisereSolver does
    // (`recalibrate.rs`).
    let found = recalibrate(start.0.clone(), start.1.clone(), options, limits, control)?;
    if found.is_ok() {
        return Ok(found);
    }
    // Words in generator heaps, from the old quotient: first the heaps
    // adjoined so far, then (their relations may have broken too) every
    // heap with moves.
    let every: Vec<usize> = (1..n).filter(|&h| !options[h].is_empty()).collect();
    for old_generators in [adjoined, &every[..]] {
        let found = by_words(
            table,
            heap_element,
            options,
            old_generators,
            limits,
            control,
        )?;
        if found.is_ok() {
            return Ok(found);
        }
    }
    // Last, refine the first candidate by its own check (`refine.rs`).
    refine(start.0, start.1, options, limits, control)
}

/// The quotient of the heaps `1..=n` guessed as words in `adjoined` and
/// `n` with growing exponents, reduced and checked.
fn by_words(
    table: &Table,
    heap_element: &[usize],
    options: &[Vec<Vec<usize>>],
    adjoined: &[usize],
    limits: &QuotientLimits,
    control: &Control,
) -> Result<Result<(Table, Vec<usize>), NoQuotient>, Stop> {
    let n = heap_element.len() - 1;
    let too_large = NoQuotient::TooLarge {
        heap: n,
        cap: limits.max_size,
    };
    let mut gens: Vec<usize> = adjoined.to_vec();
    gens.push(n);
    let words_of = element_words(
        table,
        &adjoined
            .iter()
            .map(|&h| heap_element[h])
            .collect::<Vec<_>>(),
    );
    let mut words: Vec<Vec<usize>> = heap_element[..n]
        .iter()
        .enumerate()
        .map(|(h, &e)| {
            let mut w = match adjoined.iter().position(|&g| g == h) {
                Some(i) => {
                    let mut u = vec![0; adjoined.len()];
                    u[i] = 1;
                    u
                }
                None => words_of[e].clone(),
            };
            w.push(0);
            w
        })
        .collect();
    let mut unit = vec![0; gens.len()];
    unit[gens.len() - 1] = 1;
    words.push(unit);
    let base: Vec<(usize, usize)> = adjoined
        .iter()
        .map(|&h| (power_cycle(table, heap_element[h]).0, 2))
        .chain([(1, 2)])
        .collect();
    for extra in 0..4 {
        let exponents: Vec<(usize, usize)> = base.iter().map(|&(a, p)| (a + extra, p)).collect();
        let g = Guess {
            generators: &gens,
            exponents: &exponents,
            words: &words,
            options,
        };
        let Some((t, elements)) = guess(&g, limits.max_size.saturating_mul(64), control)? else {
            return Ok(Err(too_large));
        };
        match check(&t, &elements, options, limits, control)? {
            Ok(()) => return Ok(Ok((t, elements))),
            Err(NoQuotient::Refuted { .. }) => {}
            Err(e) => return Ok(Err(e)),
        }
    }
    Ok(Err(NoQuotient::Refuted { heap: n }))
}

/// The exact check of a quotient of the heaps `1..=n`.
fn check(
    table: &Table,
    heap_element: &[usize],
    options: &[Vec<Vec<usize>>],
    limits: &QuotientLimits,
    control: &Control,
) -> Result<Result<(), NoQuotient>, Stop> {
    let n = heap_element.len() - 1;
    if table.size() > limits.max_size {
        return Ok(Err(NoQuotient::TooLarge {
            heap: n,
            cap: limits.max_size,
        }));
    }
    let images = option_images(table, heap_element, options);
    let mut letters: Vec<Letter> = (1..=n)
        .filter(|&h| !options[h].is_empty())
        .map(|h| Letter {
            element: heap_element[h],
            options: images[h].clone(),
        })
        .collect();
    letters.sort_by(|a, b| (a.element, &a.options).cmp(&(b.element, &b.options)));
    letters.dedup();
    Ok(match verify(table, &letters, limits.max_states, control)? {
        Verdict::Exact => Ok(()),
        Verdict::Wrong => Err(NoQuotient::Refuted { heap: n }),
        Verdict::TooMany => Err(NoQuotient::Unchecked {
            heap: n,
            states: limits.max_states,
        }),
    })
}

/// A word in `generators` for each element (breadth-first, so shortest);
/// elements not generated get the empty word.
fn element_words(table: &Table, generators: &[usize]) -> Vec<Vec<usize>> {
    let mut words: Vec<Option<Vec<usize>>> = vec![None; table.size()];
    words[0] = Some(vec![0; generators.len()]);
    let mut queue = std::collections::VecDeque::from([0usize]);
    while let Some(x) = queue.pop_front() {
        for (i, &g) in generators.iter().enumerate() {
            let y = table.times(x, g);
            if words[y].is_none() {
                let mut w = words[x].clone().unwrap_or_default();
                w[i] += 1;
                words[y] = Some(w);
                queue.push_back(y);
            }
        }
    }
    words.into_iter().map(Option::unwrap_or_default).collect()
}
