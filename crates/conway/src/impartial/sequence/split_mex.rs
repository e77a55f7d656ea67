//! The plain mex over every move of a heap, on 16-bit values: the method
//! for the stretches where the rare/common split does not pay (chaotic
//! codes such as 0.04 and 0.06, where a tenth to a half of the positions
//! stay rare under every mask, so that pairing each rare heap costs about
//! as much as every split).
//!
//! The splits `a + (r − a)` of `r` tokens read `G(a)` for increasing `a`
//! and `G(r − a)` for decreasing `r − a` from the one copy of the values,
//! and mark `G(a) xor G(r − a)` in a table of one
//! byte per value, no wider than the values so far need (a power of two
//! above the largest, so also above every xor). Long ranges of `a` are
//! split between two threads, each with its own table, and the tables are
//! merged before the mex is read.

use super::SplitMoves;

/// Splits of one heap below which one thread takes them all.
const PARALLEL_FROM: usize = 1 << 14;

/// `G(n)` for the heap `n`, from `vals[y] = G(y)` for every `y < n`, all
/// values below `width` (a power of two). `tables` is scratch.
pub(super) fn mex_of_every_move(
    moves: &SplitMoves,
    vals: &[u16],
    n: usize,
    width: usize,
    tables: &mut Vec<u8>,
) -> u16 {
    mex_split_from(moves, vals, n, width, tables, PARALLEL_FROM)
}

/// [`mex_of_every_move`], taking the splits on two threads from
/// `parallel_from` splits on.
fn mex_split_from(
    moves: &SplitMoves,
    vals: &[u16],
    n: usize,
    width: usize,
    tables: &mut Vec<u8>,
    parallel_from: usize,
) -> u16 {
    debug_assert!(width.is_power_of_two() && width <= 1 << 16);
    tables.clear();
    tables.resize(2 * width, 0);
    let (table, spare) = tables.split_at_mut(width);
    for &(k, bits) in &moves.removals {
        if k <= n {
            let r = n - k;
            if bits & 1 != 0 && r == 0 {
                table[0] = 1;
            }
            if bits & 2 != 0 && r >= 1 && k >= 1 {
                table[usize::from(vals[r])] = 1;
            }
        }
    }
    for &k in &moves.splits {
        let Some(r) = n.checked_sub(k) else {
            continue;
        };
        // The smaller heap a runs over 1 ..= half (a < r − a in Grundy's game).
        let half = if moves.unequal {
            r.saturating_sub(1) / 2
        } else {
            r / 2
        };
        if half == 0 {
            continue;
        }
        // G(a) for a = 1 ..= half, and G(r − a) for the same a backwards.
        let lo = &vals[1..=half];
        let hi = &vals[r - half..r];
        if half < parallel_from {
            mark_xors(table, lo, hi);
        } else {
            let mid = half / 2;
            let (hi_far, hi_near) = hi.split_at(half - mid);
            rayon::join(
                || mark_xors(table, &lo[..mid], hi_near),
                || mark_xors(spare, &lo[mid..], hi_far),
            );
        }
    }
    for (t, &s) in table.iter_mut().zip(spare.iter()) {
        *t |= s;
    }
    let mex = table.iter().position(|&t| t == 0).unwrap_or(width);
    u16::try_from(mex).expect("the mex of values below 2^16 in a table of 2^16 or less")
}

/// Marks `lo[i] ^ hi[hi.len() − 1 − i]` for every `i` in `table` (as long
/// as a power of two above every value).
fn mark_xors(table: &mut [u8], lo: &[u16], hi: &[u16]) {
    let mask = table.len() - 1;
    for (&p, &q) in lo.iter().zip(hi.iter().rev()) {
        table[usize::from(p ^ q) & mask] = 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::sequence::{dense, plain_sequence};

    use crate::impartial::sequence::take_break as code;

    /// Every `G(n)` by this mex from the earlier values of `g`, on one
    /// thread and split between two (from 8 splits on).
    fn check(moves: &SplitMoves, g: &[u32]) {
        let vals: Vec<u16> = g.iter().map(|&v| v as u16).collect();
        let mut tables = Vec::new();
        let mut largest = 0;
        for n in 1..g.len() {
            largest = largest.max(g[n - 1]);
            let width = (largest as usize + 1).next_power_of_two().max(64);
            for parallel_from in [usize::MAX, 8] {
                let v = mex_split_from(moves, &vals, n, width, &mut tables, parallel_from);
                assert_eq!(u32::from(v), g[n], "G({n}) splitting from {parallel_from}");
            }
        }
    }

    #[test]
    fn chaotic_codes_match_the_dense_mex() {
        // Codes with many rare positions, and some with removals too.
        for text in [
            "0.04", "0.06", "0.14", "0.16", "0.36", "0.64", "0.74", "0.76", "0.356",
        ] {
            let code = code(text);
            let moves = SplitMoves::of(&code).unwrap();
            check(&moves, &dense(&code, 1500));
        }
    }

    #[test]
    fn grundys_game_matches_the_definition() {
        let g: Vec<u32> = plain_sequence(&crate::impartial::heap::GrundysGame, 1500)
            .into_iter()
            .map(|v| v as u32)
            .collect();
        check(&SplitMoves::grundys_game(), &g);
    }
}
