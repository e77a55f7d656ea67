//! Loopy partizan games: games whose play may return to an earlier
//! position (Winning Ways ch. 11; Siegel, *Combinatorial Game Theory*,
//! ch. VI).
//!
//! A [`LoopyGame`] is a finite [`Graph`] of positions with a root. Short
//! games embed in it as acyclic subgraphs, so [`Game`](crate::value::Game)
//! itself never pays for loopiness. [`outcomes`] decides every position
//! with draws; [`is_stopper`] tells stoppers (no alternating cycle) from
//! the rest; [`Survival`] orders stoppers; [`simplest_form`] finds the
//! unique simplest form of a stopper; [`side`] finds the onside and
//! offside of any game by sidling, and [`SidedValue`] is a value `A & B`
//! by its sides, with sums (upsum and downsum) and order; [`notation`] reads and prints
//! CGSuite's notation (`pass`, `a{0|a}` named nodes, `on`, `off`, `over`,
//! `under`, `upon`, `dud`, `tis`, `tisn`).
//!
//! ```
//! use conway::loopy::LoopyGame;
//! let on: LoopyGame = "{pass|}".parse().unwrap();
//! assert_eq!(on.to_string(), "on");
//! let over: LoopyGame = "{0|pass}".parse().unwrap();
//! assert!(over.ge(&LoopyGame::zero()).unwrap());
//! ```

mod components;
mod degree;
mod from_graph;
mod game;
mod graph;
pub mod notation;
mod onside_order;
mod order;
mod outcome;
mod side_reduction;
pub mod sided;
mod sidling;
mod sidling_by_parts;
mod simplify;
mod stopper;
mod stops;

pub use degree::DegreeError;
pub use from_graph::{graph_values, MAX_SUM_NODES, MAX_VALUED_VERTICES};
pub use game::LoopyGame;
pub use graph::{Graph, Node};
pub use outcome::{outcomes, LoopyOutcome, Play, PlayBook};
pub use sided::SidedValue;
pub use sidling::{side, NotSettled, Side, MAX_SIDLING_NODES};
pub use simplify::{simplest_form, simplest_form_pairwise, NotStopper};
pub use stopper::{is_stopper, Survival};
pub use stops::LoopyStop;
