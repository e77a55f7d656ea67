//! Impartial games under misère play: the last player to move loses.
//!
//! * [`MisereGame`] (`game.rs`): interned misère simplest forms (Conway's
//!   simplification by reversible moves, *On Numbers and Games* ch. 12;
//!   Siegel, *Combinatorial Game Theory* ch. V), with misère and normal
//!   Grundy values, birthday, tameness and mate;
//! * `sum.rs`: memoised disjunctive sums;
//! * [`Genus`] (`genus.rs`): Conway's genus `g^(γ0 γ1 …)`;
//! * `notation.rs`: CGSuite's bracket notation, printed as CGSuite prints
//!   it (`*[2#0]`, `*[2[2]]`) and [`parse`]d (that and CGSuite's input
//!   lists, `*[[2],2,1,0]`);
//! * `phylum.rs`: parity, CGSuite's canonical order and its phyla, which
//!   decide how a genus is printed;
//! * [`TameSum`] (`tame.rs`): genus theory for sums of tame games;
//! * [`MisereSearch`] (`search.rs`): the form, outcome and winning moves of
//!   a position of any impartial game;
//! * [`solve_graph`] (`graph.rs`): misère play on impartial game graphs
//!   with tokens;
//! * [`quotient`] (`quotient/`): misère quotients of heap games, built
//!   heap by heap as Plambeck and Siegel do, each adjoined generator
//!   checked exactly;
//! * [`MisereSequence`] (`sequence.rs`): misère values and genera of the
//!   heaps of a heap game, and their [`apparent_period`].
//!
//! Every follower walk is on an explicit stack.
//!
//! ```
//! use conway::misere::{parse, MisereGame};
//! let two = MisereGame::nim_heap(2);
//! // *2 + *2 has the options *2 + * = *3 and *2.
//! let g = parse("*[3,2]").unwrap();
//! assert_eq!(g, two + two);
//! assert!(!g.first_player_wins());
//! // {*2, 0}: *2 reverses through *, so the game is *.
//! assert_eq!(parse("*[2,0]").unwrap().to_string(), "*[1]");
//! ```

mod followers;
mod game;
mod genus;
mod graph;
mod notation;
mod phylum;
mod quotient;
mod search;
mod sequence;
mod sum;
mod tame;

pub use game::MisereGame;
pub use genus::Genus;
pub use graph::{solve_graph, GraphMisere};
pub use notation::{parse, parse_sum, read_at, MAX_NIM_HEAP};
pub(crate) use phylum::canonical_order as phylum_order;
pub(crate) use phylum::facts as phylum_facts;
pub use quotient::{
    generator_name, presentation, quotient, quotient_json, NoQuotient, Quotient, QuotientLimits,
};
pub use search::{MisereError, MisereSearch};
pub use sequence::{apparent_period, MisereSequence};
pub use tame::TameSum;
