//! Canonical short games: the algebra every other part of conway computes in.
//!
//! A [`Game`] is a `Copy` handle into a global interning table (`table.rs`):
//! each distinct canonical form is stored once, so equality of values is
//! equality of handles. Forms are built by [`Game::new`] (`canonical.rs`),
//! which removes dominated options and bypasses reversible ones; values of
//! the form `x + n·↑ + *m` (`nus.rs`) are stored by their parts and handled
//! by formula. Sums and negatives (`arithmetic.rs`), the order (`order.rs`)
//! and thermographs (`thermograph.rs`) are memoised per handle, and every
//! table is safe to use from many threads.
//!
//! The rest of the algebra builds on those: cooling, heating and
//! overheating (`cooling.rs`), infinitesimals and atomic weight
//! (`atomic_weight.rs`), reduced canonical forms (`reduced.rs`), ordinal,
//! conjunctive and selective sums (`compound.rs`), and incentives and Norton
//! products (`norton.rs`). Each is a method on [`Game`], memoised like the
//! rest. Structure read off the canonical form walks its followers
//! iteratively (`followers.rs`): the stop count (`stop_count.rs`), even and
//! odd temper (`temper.rs`), the companion (`companion.rs`) and uptimal
//! expansions (`uptimal_expansion.rs`); `powers.rs` has `G^n` and `G^{→n}`
//! of a game `{0 | H}`.

mod arithmetic;
mod atomic_weight;
mod canonical;
mod companion;
mod compound;
mod cooling;
mod followers;
mod game;
mod memo;
mod norton;
pub mod notation;
mod nus;
mod order;
mod parity;
mod powers;
mod reduced;
mod stop_count;
mod table;
mod temper;
mod thermograph;
mod uptimal;
mod uptimal_expansion;

pub use game::{Game, Player};
pub use order::Outcome;
pub use parity::Parity;
pub use powers::PowerError;
pub use stop_count::MAX_STOP_COUNT_NIMBER;
pub use thermograph::{Piece, Thermograph, Trajectory};
pub use uptimal::MAX_UP_POWER;
pub use uptimal_expansion::UptimalExpansion;
