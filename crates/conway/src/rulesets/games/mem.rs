//! Mem: heaps from which a move must take at least what the move before
//! took from that heap (the first move anything); CGSuite's `Mem`, its
//! `GenMem` with the rule "at least the last take". See
//! [`memory_heap`](crate::rulesets::memory_heap).
//!
//! ```
//! use conway::rulesets::impartial_position::ImpartialRules;
//! use conway::rulesets::memory_heap::{Memory, MemoryHeaps};
//! // 5/3: take 3 (leaving 2/3, no move) or 4 or 5.
//! let p = MemoryHeaps::parse("5/3", Memory::AtLeast).unwrap();
//! assert_eq!(p.grundy().0, 1);
//! ```

use crate::error::ParseError;
use crate::rulesets::impartial_position::ImpartialPosition;
use crate::rulesets::memory_heap::{Memory, MemoryHeaps};
use crate::rulesets::{Kind, Metadata, Position};

/// Reads a position of [`MEM`].
fn parse_mem(position: &str) -> Result<Box<dyn Position>, ParseError> {
    let p = MemoryHeaps::parse(position, Memory::AtLeast)?;
    Ok(Box::new(ImpartialPosition(p)))
}

/// The Mem ruleset.
pub const MEM: Metadata = Metadata {
    name: "mem",
    kind: Kind::Impartial,
    summary: "Take stones from a heap: at least as many as the last take from it.",
    syntax: "Heaps separated by spaces: 20 a fresh heap of 20 (any take), 13/4 a heap of 13 whose \
         last take was 4 (so at least 4 must be taken). Moves: heap 1: take 3 (20 -> 17).",
    example: "12/2 9/3 7",
    parse: parse_mem,
    drawing: None,
    can_cycle: false,
};
