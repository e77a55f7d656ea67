//! The boards and position types several games share (grids, domino
//! boards, stone boards, strips, graphs, heaps that remember) and the
//! readers of their notations. No game is written here.

pub(crate) mod bitboard;
pub(crate) mod cgsuite_graph;
pub mod colouring;
pub mod counter_graph;
pub mod domino;
pub(crate) mod graph_labelling;
pub mod grid;
pub mod memory_heap;
pub mod number_pairs;
pub mod polyomino;
pub mod scan;
pub(crate) mod stone_words;
pub mod stones;
pub mod strip;
pub(crate) mod wide_bitboard;
