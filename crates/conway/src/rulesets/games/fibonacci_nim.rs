//! Fibonacci Nim: one heap (or a sum of heaps); the first move takes any
//! number of stones but not the whole heap, each later move at most twice
//! the move before. Take-Away with `k = 2` (see
//! [`memory_heap`](crate::rulesets::memory_heap)); CGSuite's `FibonacciNim`.
//!
//! Who wins a heap of `n` whose next take may be up to `L`: the mover, iff
//! the smallest term of the Zeckendorf representation of `n` (its sum of
//! non-consecutive Fibonacci numbers) is at most `L`, so a fresh heap is a
//! P-position exactly when `n` is a Fibonacci number (M. J. Whinihan,
//! "Fibonacci Nim", Fibonacci Quarterly 1, 1963). A lone heap larger than
//! [`MAX_VALUED_HEAP`](crate::rulesets::memory_heap::MAX_VALUED_HEAP) is analysed by
//! this rule; its nim value is not computed.
//!
//! ```
//! use conway::rulesets::fibonacci_nim::smallest_zeckendorf_term;
//! // 20 = 13 + 5 + 2.
//! assert_eq!(smallest_zeckendorf_term(20), 2);
//! ```

use crate::error::ParseError;
use crate::rulesets::impartial_position::ImpartialPosition;
use crate::rulesets::memory_heap::{Heap, Memory, MemoryHeaps};
use crate::rulesets::{Kind, Metadata, Position};

/// The smallest term of the Zeckendorf representation of `n > 0` (`n`
/// itself when `n` is a Fibonacci number).
pub fn smallest_zeckendorf_term(mut n: u64) -> u64 {
    let mut fibs = vec![1u64, 2];
    while let Some(next) = fibs[fibs.len() - 1].checked_add(fibs[fibs.len() - 2]) {
        if next > n {
            break;
        }
        fibs.push(next);
    }
    let mut smallest = n;
    for &f in fibs.iter().rev() {
        if f <= n {
            n -= f;
            smallest = f;
        }
    }
    smallest
}

/// Whether a Fibonacci Nim heap is a P-position (the player to move loses),
/// by Whinihan's rule.
///
/// ```
/// use conway::rulesets::fibonacci_nim::is_p_position;
/// use conway::rulesets::memory_heap::Heap;
/// assert!(is_p_position(Heap { size: 13, last: None }));
/// // 12 = 8 + 3 + 1: take 1.
/// assert!(!is_p_position(Heap { size: 12, last: None }));
/// ```
pub fn is_p_position(h: Heap) -> bool {
    let (_, high) = h.takes(Memory::AtMostTimes(2));
    h.size == 0 || smallest_zeckendorf_term(h.size) > high
}

/// Reads a position of [`FIBONACCI_NIM`].
fn parse_fibonacci_nim(position: &str) -> Result<Box<dyn Position>, ParseError> {
    let p = MemoryHeaps::parse(position, Memory::AtMostTimes(2))?;
    Ok(Box::new(ImpartialPosition(p)))
}

/// The Fibonacci Nim ruleset.
pub const FIBONACCI_NIM: Metadata = Metadata {
    name: "fibonacci-nim",
    kind: Kind::Impartial,
    summary: "Take stones from a heap: not all at first, then at most twice the last take.",
    syntax: "Heaps separated by spaces: 20 a fresh heap of 20, 13/4 a heap of 13 whose last take \
         was 4 (so at most 8 may be taken). Moves: heap 1: take 3 (20 -> 17).",
    example: "20",
    parse: parse_fibonacci_nim,
    drawing: None,
    can_cycle: false,
};
