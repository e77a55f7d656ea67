//! # conway
//!
//! A combinatorial game theory engine: exact values of two-player games of
//! perfect information under normal play.
//!
//! The crate is layered; each layer uses only the ones above it:
//!
//! * [`numeric`]: exact integers, dyadic rationals and nimbers;
//! * [`value`]: canonical short games as interned handles, with sums,
//!   comparison, stops, thermographs and CGSuite's notation.
//!
//! ```
//! use conway::value::Game;
//! // {1|-1} + {1|-1} = 0 (Winning Ways, ch. 2: switches cancel).
//! let pm1 = Game::switch(Game::integer(1));
//! assert_eq!(pm1 + pm1, Game::ZERO);
//! assert_eq!(pm1.to_string(), "+-1");
//! ```

pub mod numeric;
pub mod value;
