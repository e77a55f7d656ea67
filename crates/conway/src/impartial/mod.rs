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

pub use solver::{GrundySolver, SolveError};

use std::hash::Hash;

/// A position of an impartial game (both players have the same moves).
///
/// Implementations list the positions one move away; they may split into
/// independent components (a disjunctive sum) and may normalise themselves
/// so that positions with equal values meet in the transposition table.
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
