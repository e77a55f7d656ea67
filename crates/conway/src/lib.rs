//! # conway
//!
//! A combinatorial game theory engine: exact values of two-player games of
//! perfect information under normal play, from an explicit game graph, a
//! position of a built-in ruleset, or a value in the field's notation.
//!
//! The crate is layered; each module uses only the ones listed before it:
//!
//! * [`numeric`]: exact integers, dyadic rationals and nimbers;
//! * [`value`]: canonical short games as interned handles, with sums,
//!   comparison, stops, thermographs and CGSuite's notation;
//! * [`impartial`]: Sprague–Grundy values of impartial games, heap games
//!   and periodicity;
//! * [`partizan`]: canonical forms of partizan positions;
//! * [`graph`]: explicit game graphs and their file formats;
//! * [`loopy`]: loopy partizan games: stoppers, their order and simplest
//!   forms, outcomes with draws, CGSuite's loopy notation;
//! * [`rulesets`]: the built-in games, one file each;
//! * [`worksheet`]: the language of `conway repl`: definitions, functions,
//!   loops, lists and every short-game operation by name;
//! * [`picture`]: thermographs and boards as SVG text;
//! * [`user_games`]: games whose rules are callbacks that may fail (the
//!   engine of games defined in Python).
//!
//! Library code does no terminal I/O and does not panic on user input: bad
//! input comes back as an error naming the place ([`error::ParseError`]).
//!
//! ```
//! use conway::value::Game;
//! // {1|-1} + {1|-1} = 0 (Winning Ways, ch. 2: switches cancel).
//! let pm1 = Game::switch(Game::integer(1));
//! assert_eq!(pm1 + pm1, Game::ZERO);
//! assert_eq!(pm1.to_string(), "+-1");
//! ```

pub mod control;
pub mod error;
pub mod graph;
pub mod impartial;
pub mod loopy;
pub mod numeric;
pub mod partizan;
pub mod picture;
pub mod rulesets;
pub mod user_games;
pub mod value;
pub mod worksheet;
