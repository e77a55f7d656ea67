//! Heap games given by a move function: `moves(n)` lists the tuples of
//! heaps a heap of `n` tokens can become, and may fail.
//!
//! `G(n)` is the mex, over the moves, of the xor of the values of the heaps
//! a move leaves (Sprague–Grundy; *Winning Ways*, ch. 4). Every heap a move
//! leaves must be smaller than the heap moved in, so the game is short and
//! `G(0..=n)` is computed in order.
//!
//! The pattern of a sequence computed this way is only ever *apparent*
//! ([`periodicity::apparent`]): a function can do anything past the values
//! seen, so no theorem applies to it. A game that is a take-and-break code
//! should be given as its code ([`crate::impartial::heap::HeapGame`] and
//! [`crate::impartial::sequence::SequenceRun`]), which is computed much
//! faster and whose period is certified by the octal periodicity theorem.

use crate::control::{Control, Stop};
use crate::impartial::periodicity::{self, Periodicity};
use crate::numeric::Nimber;
use std::fmt;

/// Why a heap sequence stopped before the length asked for. The values
/// computed before the stop are kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HeapError<E> {
    /// The move function failed; its error, unchanged.
    Rules(E),
    /// A move from `heap` leaves a heap that is not smaller.
    NotSmaller {
        /// The heap moved in.
        heap: usize,
        /// The heaps the offending move leaves.
        option: Vec<usize>,
    },
    /// The [`Control`] stopped the computation.
    Stopped(Stop),
}

impl<E: fmt::Display> fmt::Display for HeapError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeapError::Rules(e) => write!(f, "{e}"),
            HeapError::NotSmaller { heap, option } => write!(
                f,
                "moves({heap}) gives {option:?}: every heap a move leaves must be smaller than {heap}"
            ),
            HeapError::Stopped(stop) => write!(f, "{stop}"),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for HeapError<E> {}

/// The Grundy sequence `G(0), G(1), …` of a heap game given by a move
/// function, computed as far as asked and extendable.
///
/// ```
/// use conway::control::Control;
/// use conway::user_games::heap::HeapSequence;
///
/// // Kayles as a move function: knock down one pin or two adjacent ones,
/// // leaving the pins on either side.
/// fn kayles(n: usize) -> Result<Vec<Vec<usize>>, String> {
///     let mut out = Vec::new();
///     for take in 1..=2.min(n) {
///         for left in 0..=n - take {
///             out.push(vec![left, n - take - left]);
///         }
///     }
///     Ok(out)
/// }
/// let mut seq = HeapSequence::new();
/// seq.extend_to(200, kayles, &Control::unlimited()).unwrap();
/// // Kayles: 0 1 2 3 1 4 3 2 1 4 2 6, period 12 from 71 on
/// // (Winning Ways, ch. 4; OEIS A002186).
/// assert_eq!(&seq.values()[..12], &[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
/// let p = seq.periodicity().unwrap();
/// assert_eq!((p.period, p.preperiod, p.certificate), (12, 71, None));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HeapSequence {
    values: Vec<u64>,
}

impl HeapSequence {
    /// An empty sequence.
    pub fn new() -> HeapSequence {
        HeapSequence::default()
    }

    /// `G(0..len)`, as far as computed.
    pub fn values(&self) -> &[u64] {
        &self.values
    }

    /// Computes `G(len..=n)`, asking `moves` for each heap in turn, one
    /// tick of `control` per heap. On an error the values before the
    /// failing heap are kept, and a later call goes on from there.
    pub fn extend_to<E>(
        &mut self,
        n: usize,
        mut moves: impl FnMut(usize) -> Result<Vec<Vec<usize>>, E>,
        control: &Control,
    ) -> Result<(), HeapError<E>> {
        while self.values.len() <= n {
            control.tick().map_err(HeapError::Stopped)?;
            let heap = self.values.len();
            let options = moves(heap).map_err(HeapError::Rules)?;
            let value = self.value_of(heap, &options)?;
            self.values.push(value);
        }
        Ok(())
    }

    /// The mex over the options of `heap` of the xor of their heaps.
    fn value_of<E>(&self, heap: usize, options: &[Vec<usize>]) -> Result<u64, HeapError<E>> {
        let mut xors = Vec::with_capacity(options.len());
        for option in options {
            let mut x = 0;
            for &h in option {
                let Some(&v) = self.values.get(h) else {
                    return Err(HeapError::NotSmaller {
                        heap,
                        option: option.clone(),
                    });
                };
                x ^= v;
            }
            xors.push(Nimber(x));
        }
        Ok(Nimber::mex(xors).0)
    }

    /// The apparent period, preperiod and saltus of the values computed
    /// (never certified; see the [module documentation](self)).
    pub fn periodicity(&self) -> Option<Periodicity> {
        periodicity::apparent(&self.values)
    }
}
