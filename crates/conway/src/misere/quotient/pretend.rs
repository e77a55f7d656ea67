//! The pretending test: may a new heap `H`, whose options all lie in a
//! closed set `A` with exact quotient `Q`, be counted as an element `x` of
//! `Q` (so that adding `H` leaves the quotient unchanged)?
//!
//! Write `X` for a representative of `x` and `y` for any element. The test
//! asks, for every `y`:
//!
//! 1. if `xy` is in the P-portion, no option `H'` has `Φ(H')·y` in it;
//! 2. if `xy` is not, either some `Φ(H')·y` is in it, or no option `X'` of
//!    `X` has `Φ(X')·y` in it (and `X + Y` has a move at all: not both
//!    empty).
//!
//! This is the form of Plambeck and Siegel's criterion ("Misère quotients
//! for impartial games", JCTA 2008, §6) we prove here: by induction on a
//! sum `T = iH + G` (`G ∈ A`), with `y` the image of `(i-1)H + G`. When
//! `xy ∈ P`, the options `(i-1)H + H' + G` are N by (1), and the options
//! `iH + G'` have the images of the options `X + W'` of the P-position
//! `X + W` (`W = (i-1)X + G`). When `xy ∉ P`, (2) gives a move of `T` to
//! `(i-1)H + H' + G` in P, or else the N-position `X + W` has a winning
//! move that is not in `X`, so it is to `X + W'` with `W'` an option of
//! `W`; an option `(i-2)X + X' + G` of `W` is ruled out by (2) itself, so
//! `W' = (i-1)X + G'` and `T` moves to `iH + G'`, of the same image.
//!
//! The test is sufficient; when it fails for every `x` the quotient grows
//! (see `extend.rs`), and the reduction there merges what the test missed.

use super::table::Table;

/// What the test needs of a candidate element `x`.
pub(super) struct Candidate<'a> {
    pub x: usize,
    /// The images of the options of `x`'s representative.
    pub options: &'a [usize],
    /// Whether the representative is the empty sum.
    pub empty: bool,
}

/// Whether a heap whose options have the images `heap_options` may
/// pretend to be `c.x`.
pub(super) fn pretends(table: &Table, c: &Candidate, heap_options: &[usize]) -> bool {
    let in_p = |x: usize, y: usize| table.p[table.times(x, y)];
    (0..table.size()).all(|y| {
        let heap_move = heap_options.iter().any(|&o| in_p(o, y));
        if in_p(c.x, y) {
            !heap_move
        } else {
            heap_move || (!(c.empty && y == 0) && c.options.iter().all(|&o| !in_p(o, y)))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Misère Nim with heaps of 1: Q = {1, a}, a^2 = 1, P = {a} (the
    /// empty sum is N, `*` is P). A heap of 1 (its option: the empty sum)
    /// pretends to be a, not 1. The game {*} (its option: a) pretends to be
    /// 1: in misère play {*} = 0, as `*` reverses through 0 (Conway, ONAG
    /// ch. 12; Siegel, CGT V.1), with the proviso met since `*` is P.
    #[test]
    fn heaps_of_misere_nim() {
        let t = Table::from_fn(2, vec![false, true], |a, b| (a + b) % 2);
        let one = Candidate {
            x: 0,
            options: &[],
            empty: true,
        };
        let a = Candidate {
            x: 1,
            options: &[0],
            empty: false,
        };
        assert!(pretends(&t, &a, &[0]));
        assert!(!pretends(&t, &one, &[0]));
        assert!(pretends(&t, &one, &[1]));
        assert!(!pretends(&t, &a, &[1]));
    }
}
