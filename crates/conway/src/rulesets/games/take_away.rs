//! Take-Away: heaps from which a move may take at most `k` times what the
//! move before took from that heap (the first move anything but the whole
//! heap); CGSuite's `TakeAway(k)` (A. J. Schwenk, "Take-away games",
//! Fibonacci Quarterly 8, 1970). `k = 2` is Fibonacci Nim, `k = 1` lets
//! every later take be at most the one before. See
//! [`memory_heap`](crate::rulesets::memory_heap).
//!
//! ```
//! use conway::rulesets::impartial_position::ImpartialRules;
//! use conway::rulesets::memory_heap::{Memory, MemoryHeaps};
//! // k = 1: a fresh heap of n is lost to the mover iff n is a power of 2.
//! let v = |n: u64| MemoryHeaps::parse(&n.to_string(), Memory::AtMostTimes(1)).unwrap().grundy().0;
//! assert_eq!((v(8) == 0, v(12) == 0), (true, false));
//! ```

use crate::error::ParseError;
use crate::rulesets::impartial_position::ImpartialPosition;
use crate::rulesets::memory_heap::{Memory, MemoryHeaps};
use crate::rulesets::scan::Scanner;
use crate::rulesets::{Kind, Metadata, Position};

/// The largest `k` accepted.
pub const MAX_K: u64 = 1_000_000;

/// Reads a position of [`TAKE_AWAY`].
fn parse_take_away(position: &str) -> Result<Box<dyn Position>, ParseError> {
    let mut s = Scanner::new(position);
    s.skip_space();
    let at = s.offset();
    let k = s.setting("k")?.unwrap_or(2);
    if k == 0 || k > MAX_K {
        return Err(s.error_at(at, format!("k={k}: k must be from 1 to {MAX_K}")));
    }
    let p = MemoryHeaps::read(&mut s, Memory::AtMostTimes(k))?;
    Ok(Box::new(ImpartialPosition(p)))
}

/// The Take-Away ruleset.
pub const TAKE_AWAY: Metadata = Metadata {
    name: "take-away",
    kind: Kind::Impartial,
    summary: "Take stones from a heap: not all at first, then at most k times the last take.",
    syntax: "Optionally k=K: (default 2), then heaps separated by spaces: 20 a fresh heap of 20, \
         13/4 a heap of 13 whose last take was 4 (so at most 4k may be taken). Moves: heap 1: \
         take 3 (20 -> 17).",
    example: "k=3: 20 13/2",
    parse: parse_take_away,
    drawing: None,
    can_cycle: false,
};
