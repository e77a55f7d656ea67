//! Games people define themselves: rules given as callbacks that may fail.
//!
//! The built-in solvers ([`crate::impartial::GrundySolver`],
//! [`crate::partizan::Solver`]) take positions that are Rust values with
//! infallible rules. Games defined in another language (the Python
//! package) have neither: their positions live on the other side, and
//! their rules can raise. Here a position is an opaque [`Id`] that the
//! caller interns (the Python side maps each normal form to an id), and
//! the rules are callbacks returning `Result<_, E>` with the caller's own
//! error type:
//!
//! * [`ImpartialCallbacks`]: `options(id)`, optionally `components(id)`
//!   (independent parts, whose values are xor-ed);
//! * [`PartizanCallbacks`]: `left_options(id)`, `right_options(id)`, optionally
//!   `components(id)` (parts whose values are summed).
//!
//! [`ImpartialSearch`] and [`PartizanSearch`] own a set of rules and the
//! transposition table of its ids. Both run one search (`search.rs`): a
//! depth-first walk with an explicit stack (a game a million moves deep
//! needs no machine stack), under a [`Control`](crate::control::Control)
//! (one tick per position solved, and the value algebra watched), on the
//! calling thread only, so callbacks are made one at a time (as an
//! interpreter lock requires). The first error of a callback aborts the
//! search and comes back as [`SearchError::Rules`]; what was solved before
//! stays in the table.
//!
//! Heap games given by a move function are in [`heap`].

pub mod heap;
mod impartial;
mod partizan;
mod search;

pub use impartial::{ImpartialCallbacks, ImpartialSearch};
pub use partizan::{is_winning_move, PartizanCallbacks, PartizanSearch};
pub use search::Id;

use crate::control::Stop;
use std::fmt;

/// Why a search of a user game stopped without an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SearchError<E> {
    /// A callback of the rules failed; its error, unchanged.
    Rules(E),
    /// The [`Control`](crate::control::Control) stopped the search.
    Stopped(Stop),
    /// This position can be reached from itself (or is one of its own
    /// parts): the game is not short.
    Cycle(Id),
}

impl<E> From<Stop> for SearchError<E> {
    fn from(stop: Stop) -> Self {
        SearchError::Stopped(stop)
    }
}

impl<E: fmt::Display> fmt::Display for SearchError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SearchError::Rules(e) => write!(f, "{e}"),
            SearchError::Stopped(stop) => write!(f, "{stop}"),
            SearchError::Cycle(id) => write!(
                f,
                "the game has a cycle: position {id} can be reached from itself"
            ),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for SearchError<E> {}

/// A move in one component of a sum: `component` becomes `option`, the
/// other components staying as they are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ComponentMove {
    /// Which component of the position is moved in (its index in the
    /// list the rules' `components` gave).
    pub index: usize,
    /// The component moved in.
    pub component: Id,
    /// What it becomes.
    pub option: Id,
}
