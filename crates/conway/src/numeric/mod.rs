//! Exact numbers: [`Integer`] (any size, with an `i64` fast path), [`Dyadic`]
//! rationals (the numbers of short games, with Conway's simplicity rule), and
//! [`Nimber`]s (nim-sum and nim-product in the field of order 2^64), and
//! [`Rational`]s (any rational, and ±inf) for the numbers that are not dyadic;
//! [`GeneralizedOrdinal`]s (`ω + 5`, `ω^ω - 1`) and [`Surreal`] quotients of
//! them (`1/ω`), read back from the text they print, with nim arithmetic on
//! ordinals in [`transfinite_nim`].
//!
//! Nothing here uses floating point, and nothing overflows silently: values
//! that outgrow a machine word move to big integers.

mod dyadic;
mod integer;
mod nimber;
mod ordinal;
mod ordinal_notation;
mod rational;
mod surreal;
pub mod transfinite_nim;

pub use dyadic::{Dyadic, ParseDyadicError};
pub use integer::{Integer, ParseIntegerError};
pub use nimber::Nimber;
pub use ordinal::GeneralizedOrdinal;
pub use ordinal_notation::ParseOrdinalError;
pub use rational::Rational;
pub use surreal::Surreal;
