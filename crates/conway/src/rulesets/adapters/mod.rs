//! What turns a game into a [`Position`](super::Position) for every
//! analysis: the partizan and impartial adapters, the impartial variant of
//! a partizan game, loopy and misère analysis, the outcome search's
//! components, explanations, best guesses, game-graph files and the grid
//! games whose rule someone writes (`user_grid`). No game is
//! written here.

pub mod best_guess;
pub mod either_player;
pub mod explain;
pub mod impartial_position;
pub mod impartial_variant;
pub mod loopy_position;
pub mod misere_analysis;
pub mod outcome_part;
pub mod partizan_position;
pub mod region_database;
pub mod token_graph;
pub mod user_grid;
