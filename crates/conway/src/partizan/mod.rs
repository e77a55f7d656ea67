//! Partizan games: canonical forms of positions.
//!
//! A [`PartizanGame`] lists Left's and Right's options; the solver turns a
//! position into its interned canonical form ([`crate::value::Game`]),
//! summing independent components and filling a transposition table.

mod solver;

pub use solver::{Cancelled, Control, Solver};

use std::hash::Hash;

/// A position of a partizan game.
pub trait PartizanGame: Clone + Eq + Hash + Send + Sync {
    /// The positions Left can move to.
    fn left_options(&self) -> Vec<Self>;

    /// The positions Right can move to.
    fn right_options(&self) -> Vec<Self>;

    /// Independent components whose disjunctive sum is this position. The
    /// default is the position itself, unsplit.
    fn components(&self) -> Vec<Self> {
        vec![self.clone()]
    }

    /// A representative with the same value (trimmed, symmetry-reduced),
    /// used as the transposition-table key.
    fn normalized(&self) -> Self {
        self.clone()
    }
}
