//! Impartial games: Sprague–Grundy values.
//!
//! An [`ImpartialGame`] lists its options; the [`GrundySolver`] computes
//! Grundy values (nimbers) with a transposition table, splitting positions
//! into independent components and xor-ing their values, without recursion
//! on the machine stack.

pub mod checkpoint;
pub mod heap;
pub mod periodicity;
pub mod sequence;
pub mod solver;
pub mod value_file;

pub use solver::{GrundySolver, SolveError};

use std::hash::Hash;

/// A position of an impartial game (both players have the same moves).
///
/// Implementations list the positions one move away; they may split into
/// independent components (a disjunctive sum) and may normalise themselves
/// so that positions with equal values meet in the transposition table.
///
/// ```
/// use conway::impartial::{GrundySolver, ImpartialGame};
/// use conway::numeric::Nimber;
///
/// /// Nim heaps: take any number of tokens from one heap.
/// #[derive(Clone, PartialEq, Eq, Hash)]
/// struct Heaps(Vec<u64>);
///
/// impl ImpartialGame for Heaps {
///     fn options(&self) -> Vec<Heaps> {
///         let mut out = Vec::new();
///         for (i, &h) in self.0.iter().enumerate() {
///             for smaller in 0..h {
///                 let mut next = self.0.clone();
///                 next[i] = smaller;
///                 out.push(Heaps(next));
///             }
///         }
///         out
///     }
///     // Each heap is a game of its own; the solver sums them by nim-sum.
///     fn components(&self) -> Vec<Heaps> {
///         self.0.iter().map(|&h| Heaps(vec![h])).collect()
///     }
/// }
///
/// // Bouton: the value of Nim is the xor of the heaps (3 ^ 5 ^ 7 = 1).
/// assert_eq!(GrundySolver::new().grundy(&Heaps(vec![3, 5, 7])), Nimber(1));
/// ```
pub trait ImpartialGame: Clone + Eq + Hash + Send + Sync {
    /// The positions reachable in one move.
    fn options(&self) -> Vec<Self>;

    /// Independent components whose sum is this position. The default is
    /// the position itself, unsplit.
    fn components(&self) -> Vec<Self> {
        vec![self.clone()]
    }

    /// A representative with the same Grundy value (for example with
    /// symmetries and empty parts removed), used as the table key.
    fn normalized(&self) -> Self {
        self.clone()
    }
}
