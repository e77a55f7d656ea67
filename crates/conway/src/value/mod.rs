//! Canonical short games: the algebra every other part of conway computes in.
//!
//! A [`Game`] is a `Copy` handle into a global interning table ([`table`]):
//! each distinct canonical form is stored once, so equality of values is
//! equality of handles. Forms are built by [`Game::new`] ([`canonical`]),
//! which removes dominated options and bypasses reversible ones; values of
//! the form `x + n·↑ + *m` ([`nus`]) are stored by their parts and handled
//! by formula. Sums and negatives ([`arithmetic`]), the order ([`order`])
//! and thermographs ([`thermograph`]) are memoised per handle, and every
//! table is safe to use from many threads.
//!
//! The rest of the algebra builds on those: cooling, heating and
//! overheating ([`cooling`]), infinitesimals and atomic weight
//! ([`atomic_weight`]), reduced canonical forms ([`reduced`]), ordinal,
//! conjunctive and selective sums ([`compound`]), and incentives and Norton
//! products ([`norton`]). Each is a method on [`Game`], memoised like the
//! rest.

mod arithmetic;
mod atomic_weight;
mod canonical;
mod compound;
mod cooling;
mod game;
mod memo;
mod norton;
pub mod notation;
mod nus;
mod order;
mod reduced;
mod table;
mod thermograph;
mod uptimal;

pub use game::{Game, Player};
pub use order::Outcome;
pub use thermograph::{Piece, Thermograph, Trajectory};
pub use uptimal::MAX_UP_POWER;
