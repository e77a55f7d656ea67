//! Adjoining a heap `H` that pretends to no element of the quotient `Q`
//! of a closed set `A`: the candidate monoid `Q × {1, h, h^2, …}`.
//!
//! The outcome of `Y + kH` (`Y` the representative of `y`, of least total
//! heap size) is computed column by column: `Y + kH` is a P-position when
//! no move to `Y + (k-1)H + H'` nor to `Y' + kH` reaches one, where `Y'`
//! is read through its image `y'` (whose representative is lighter, so
//! already done). A column is a function of the one before, so once a
//! column repeats an earlier one (`k = a + p` repeating `a`) every later
//! one does, and `h^(a+p) = h^a`. The product is `(y, i)(z, j) = (yz,
//! i + j folded)`, and the reduction merges what no sum tells apart.
//!
//! Reading `Y'` through `y'` assumes that sums `A`-equivalent stay
//! equivalent once `H` is there; the candidate is therefore checked
//! exactly afterwards (`verify.rs`) before it is believed.

use super::table::{reduce, Table};
use crate::control::{Control, Stop};
use std::collections::HashMap;

/// The quotient with `H` adjoined.
pub(super) struct Extension {
    pub table: Table,
    /// The new element of each old element.
    pub old: Vec<usize>,
    /// The element of `H`.
    pub heap: usize,
}

/// What the extension needs of the old quotient.
pub(super) struct Old<'a> {
    pub table: &'a Table,
    /// The elements by increasing weight of their representatives.
    pub order: &'a [usize],
    /// The images of the options of each element's representative.
    pub rep_options: &'a [Vec<usize>],
    /// Elements generating the old quotient.
    pub generators: &'a [usize],
}

/// Adjoins a heap with option images `heap_options`; `Ok(None)` when the
/// candidate would exceed `max_size` elements before its powers of `h`
/// repeat.
pub(super) fn extend(
    old: &Old,
    heap_options: &[usize],
    max_size: usize,
    control: &Control,
) -> Result<Option<Extension>, Stop> {
    let t = old.table;
    let s = t.size();
    let mut columns: Vec<Vec<bool>> = vec![t.p.clone()];
    let mut seen: HashMap<Vec<bool>, usize> = HashMap::from([(t.p.clone(), 0)]);
    let (start, levels) = loop {
        if s.saturating_mul(columns.len() + 1) > max_size {
            return Ok(None);
        }
        control.advance(s as u64)?;
        let before = &columns[columns.len() - 1];
        let mut column = vec![false; s];
        for &y in old.order {
            let by_heap = heap_options.iter().any(|&o| before[t.times(y, o)]);
            let by_rest = old.rep_options[y].iter().any(|&z| column[z]);
            column[y] = !by_heap && !by_rest;
        }
        if let Some(&a) = seen.get(&column) {
            break (a, columns.len());
        }
        seen.insert(column.clone(), columns.len());
        columns.push(column);
    };
    let fold = |i: usize| {
        if i < levels {
            i
        } else {
            start + (i - start) % (levels - start)
        }
    };
    let p: Vec<bool> = (0..s * levels).map(|e| columns[e / s][e % s]).collect();
    let times = |e: usize, f: usize| fold(e / s + f / s) * s + t.times(e % s, f % s);
    let h = fold(1) * s;
    let mut generators = old.generators.to_vec();
    generators.push(h);
    let (table, class) = reduce(s * levels, &p, &generators, times, control)?;
    Ok(Some(Extension {
        table,
        old: class[..s].to_vec(),
        heap: class[h],
    }))
}
