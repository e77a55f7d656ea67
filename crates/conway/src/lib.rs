//! # conway
//!
//! A combinatorial game theory engine: exact values of two-player games of
//! perfect information under normal play, from an explicit game graph, a
//! position of a built-in ruleset, or a value in the field's notation.
//!
//! The crate is layered; each module uses only the ones listed before it
//! (`tests/layers.rs` checks it):
//!
//! * [`error`], [`spelling`], [`schema`], [`numeric`], [`control`]: parse
//!   errors and "did you mean"; the JSON documents' version and keys;
//!   exact integers, dyadic rationals and nimbers; limits and cancellation;
//! * [`value`]: canonical short games as interned handles, with sums,
//!   comparison, stops, thermographs and CGSuite's notation;
//! * [`partizan`]: canonical forms of partizan positions;
//! * [`impartial`]: Sprague–Grundy values of impartial games, heap games
//!   and periodicity;
//! * [`graph`]: explicit game graphs and their file formats;
//! * [`misere`]: impartial games under misère play: simplest forms,
//!   genus, misère sequences of heap games, positions and graphs;
//! * [`loopy`]: loopy partizan games: stoppers, their order and simplest
//!   forms, outcomes with draws, CGSuite's loopy notation;
//! * [`user_games`]: games whose rules are callbacks that may fail (the
//!   engine of games defined in Python);
//! * [`outcome`]: the outcome search over sums of components;
//! * [`picture`]: thermographs and boards as SVG text;
//! * [`rulesets`]: the built-in games, one file each;
//! * [`play`]: a game at the table against the engine (a saveable
//!   session with undo, hints, draws and misère endings);
//! * [`worksheet`]: the language of `conway repl`: definitions, functions,
//!   loops, lists and every short-game operation by name.
//!
//! Library code does no terminal I/O and does not panic on user input: bad
//! input comes back as an error naming the place ([`error::ParseError`]).
//!
//! # The main types
//!
//! * [`value::Game`]: a canonical short game, a `Copy` handle; equal values
//!   are equal handles. Build it from numbers ([`Game::integer`](value::Game::integer),
//!   [`Game::dyadic`](value::Game::dyadic)), nimbers, options
//!   ([`Game::new`](value::Game::new)) or CGSuite's notation
//!   (`"{3||2*|1*}".parse()`); add, negate, compare, and ask for its outcome,
//!   stops, temperature and thermograph.
//! * [`numeric::Nimber`], [`numeric::Dyadic`], [`numeric::Integer`]: exact
//!   numbers, never floating point, never a silent overflow.
//! * [`impartial::ImpartialGame`] and [`impartial::GrundySolver`]: your
//!   impartial game's Grundy values and winning moves.
//! * [`partizan::PartizanGame`] and [`partizan::Solver`]: your partizan
//!   game's canonical form.
//! * [`impartial::heap::HeapGame`] and [`impartial::sequence::SequenceRun`]:
//!   Grundy sequences of take-and-break codes, with certified periods;
//!   [`user_games::heap::HeapSequence`] for a heap rule given as a function.
//! * [`rulesets::Ruleset`] and [`rulesets::Position`]: the built-in games
//!   ([`rulesets::find`]`("domineering")`), their moves and analyses, and
//!   [`rulesets::explain()`](fn@rulesets::explain) for why a move wins.
//! * [`graph::GameGraph`]: explicit game graphs read from a file.
//! * [`control::Control`]: limits (positions, time, memory) and
//!   cancellation for every search that can take long.
//!
//! ```
//! use conway::value::Game;
//! // {1|-1} + {1|-1} = 0 (Winning Ways, ch. 2: switches cancel).
//! let pm1 = Game::switch(Game::integer(1));
//! assert_eq!(pm1 + pm1, Game::ZERO);
//! assert_eq!(pm1.to_string(), "+-1");
//! let g: Game = "{3||2*|1*}".parse().unwrap();
//! assert_eq!(g.temperature().to_string(), "3/4");
//! ```
//!
//! # Define your own game
//!
//! ## An impartial game, with components
//!
//! Kayles on several rows of pins: a move knocks down one pin or two
//! adjacent ones, which may split a row in two. Each row is an independent
//! component, so the solver values rows once and sums them by nim-sum.
//!
//! ```
//! use conway::impartial::{GrundySolver, ImpartialGame};
//! use conway::numeric::Nimber;
//!
//! #[derive(Clone, PartialEq, Eq, Hash, Debug)]
//! struct Rows(Vec<usize>);
//!
//! impl ImpartialGame for Rows {
//!     fn options(&self) -> Vec<Rows> {
//!         let mut out = Vec::new();
//!         for (i, &n) in self.0.iter().enumerate() {
//!             for take in 1..=n.min(2) {
//!                 for left in 0..=n - take {
//!                     let mut rows = self.0.clone();
//!                     rows.remove(i);
//!                     rows.extend([left, n - take - left].into_iter().filter(|&r| r > 0));
//!                     rows.sort_unstable();
//!                     out.push(Rows(rows));
//!                 }
//!             }
//!         }
//!         out
//!     }
//!     fn components(&self) -> Vec<Rows> {
//!         self.0.iter().map(|&n| Rows(vec![n])).collect()
//!     }
//! }
//!
//! let solver = GrundySolver::new();
//! // Kayles: G(3) = 3, G(4) = 1 (Winning Ways, ch. 4; OEIS A002186).
//! assert_eq!(solver.grundy(&Rows(vec![3, 4])), Nimber(3 ^ 1));
//! // The winning move plays in the row whose value has the top bit of the
//! // nim-sum 2: the row of 3 goes to value 3 xor 2 = 1.
//! let (row, to) = solver.sum_winning_move(&[Rows(vec![3]), Rows(vec![4])]).unwrap();
//! assert_eq!((row, solver.grundy(&to)), (0, Nimber(1)));
//! ```
//!
//! ## A partizan game
//!
//! Blue-Red Hackenbush on one stalk, written from the ground up: Left cuts
//! a blue edge, Right a red one, and everything above the cut falls.
//!
//! ```
//! use conway::partizan::{PartizanGame, Solver};
//! use conway::value::Game;
//!
//! #[derive(Clone, PartialEq, Eq, Hash, Debug)]
//! struct Stalk(Vec<bool>); // true: a blue edge
//!
//! impl Stalk {
//!     fn cuts(&self, blue: bool) -> Vec<Stalk> {
//!         (0..self.0.len())
//!             .filter(|&i| self.0[i] == blue)
//!             .map(|i| Stalk(self.0[..i].to_vec()))
//!             .collect()
//!     }
//! }
//!
//! impl PartizanGame for Stalk {
//!     fn left_options(&self) -> Vec<Stalk> { self.cuts(true) }
//!     fn right_options(&self) -> Vec<Stalk> { self.cuts(false) }
//! }
//!
//! // Berlekamp's rule: blue, red, red is 1 - 1/2 - 1/4 = 1/4.
//! let value = Solver::new().value(&Stalk(vec![true, false, false]));
//! assert_eq!(value.to_string(), "1/4");
//! assert!(value > Game::ZERO); // Left wins, whoever starts
//! ```
//!
//! ## A heap rule
//!
//! A game on heaps given by what one heap may become: here, take 1, 2 or 3
//! tokens. The values are `n mod 4` (Winning Ways, ch. 4); the period found
//! is apparent (a function can do anything beyond the values seen; give a
//! take-and-break code to [`impartial::heap::HeapGame`] for a certified
//! one).
//!
//! ```
//! use conway::control::Control;
//! use conway::user_games::heap::HeapSequence;
//!
//! let take_up_to_three = |n: usize| -> Result<Vec<Vec<usize>>, String> {
//!     Ok((1..=n.min(3)).map(|t| vec![n - t]).collect())
//! };
//! let mut sequence = HeapSequence::new();
//! sequence.extend_to(40, take_up_to_three, &Control::unlimited()).unwrap();
//! assert!(sequence.values().iter().enumerate().all(|(n, &g)| g == n as u64 % 4));
//! assert_eq!(sequence.periodicity().unwrap().period, 4);
//! ```
//!
//! `cargo run --example own_game` runs a complete small example, and the
//! traits' own pages ([`impartial::ImpartialGame`], [`partizan::PartizanGame`])
//! have more.

pub mod control;
pub mod error;
pub mod graph;
pub mod impartial;
pub mod loopy;
pub mod misere;
pub mod numeric;
pub mod outcome;
pub mod partizan;
pub mod picture;
pub mod play;
pub mod rulesets;
pub mod schema;
pub mod spelling;
pub mod user_games;
pub mod value;
pub mod worksheet;
