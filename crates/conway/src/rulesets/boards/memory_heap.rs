//! Heaps that remember the last take: the position type of Take-Away,
//! Fibonacci Nim and Mem.
//!
//! Each heap is its size and the number of stones taken from it by the
//! move before (CGSuite's `GenMem` keeps the same pair). [`Memory`] says
//! what that allows: at most `k` times the last take (Take-Away; `k = 2` is
//! Fibonacci Nim), or at least the last take (Mem). A heap nobody has taken
//! from yet allows any take but the whole heap in Take-Away (the usual
//! opening rule, which makes the game non-trivial), any take in Mem.
//!
//! # Syntax
//!
//! Heaps separated by spaces or commas: `20` a fresh heap of 20, `13/4` a
//! heap of 13 whose last take was 4. A position is the sum of its heaps.

use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::numeric::Nimber;
use crate::rulesets::fibonacci_nim;
use crate::rulesets::impartial_position::{winning_moves_by_values, ImpartialRules};
use crate::rulesets::scan::Scanner;

/// The largest heap accepted.
pub const MAX_HEAP: u64 = 1_000_000;

/// Single heaps of Fibonacci Nim above this are not given a nim value (the
/// outcome and winning moves come from the Zeckendorf rule instead).
pub const MAX_VALUED_HEAP: u64 = 400;

/// What the last take allows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Memory {
    /// At most `k` times the last take (Take-Away).
    AtMostTimes(u64),
    /// At least the last take (Mem).
    AtLeast,
}

/// One heap: its size and the last take from it (`None` before the first).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Heap {
    /// Stones left.
    pub size: u64,
    /// The stones taken by the move before, if any.
    pub last: Option<u64>,
}

impl Heap {
    /// The takes allowed under `memory`, as a range `low..=high` (empty when
    /// `low > high`).
    pub fn takes(self, memory: Memory) -> (u64, u64) {
        match (memory, self.last) {
            (Memory::AtMostTimes(_), None) => (1, self.size.saturating_sub(1)),
            (Memory::AtMostTimes(k), Some(m)) => (1, self.size.min(k.saturating_mul(m))),
            (Memory::AtLeast, None) => (1, self.size),
            (Memory::AtLeast, Some(m)) => (m.max(1), self.size),
        }
    }

    fn notation(self) -> String {
        match self.last {
            None => self.size.to_string(),
            Some(m) => format!("{}/{m}", self.size),
        }
    }
}

/// A position: heaps that remember their last take.
///
/// ```
/// use conway::rulesets::impartial_position::ImpartialRules;
/// use conway::rulesets::memory_heap::{Memory, MemoryHeaps};
/// let p = MemoryHeaps::parse("5 3/1", Memory::AtMostTimes(2)).unwrap();
/// assert_eq!(p.notation(), "5 3/1");
/// // From 3/1 at most 2 may be taken.
/// assert_eq!(p.labelled_options().len(), 4 + 2);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct MemoryHeaps {
    memory: Memory,
    heaps: Vec<Heap>,
}

impl MemoryHeaps {
    /// Heaps under `memory`.
    pub fn new(memory: Memory, heaps: Vec<Heap>) -> MemoryHeaps {
        MemoryHeaps { memory, heaps }
    }

    /// Reads heaps `20 13/4` (see the [module documentation](self)).
    pub fn parse(text: &str, memory: Memory) -> Result<MemoryHeaps, ParseError> {
        let mut s = Scanner::new(text);
        MemoryHeaps::read(&mut s, memory)
    }

    /// Reads heaps from where `s` is to the end.
    pub fn read(s: &mut Scanner, memory: Memory) -> Result<MemoryHeaps, ParseError> {
        let mut heaps = Vec::new();
        loop {
            s.skip_space();
            let start = s.offset();
            let size = s.number("a heap size")?;
            s.check_at_most(start, size, MAX_HEAP, "heap")?;
            let last = match s.eat('/') {
                true => Some(s.number("the last take from the heap")?),
                false => None,
            };
            heaps.push(Heap { size, last });
            s.eat(',');
            if s.at_end() {
                return Ok(MemoryHeaps { memory, heaps });
            }
        }
    }

    /// The heaps.
    pub fn heaps(&self) -> &[Heap] {
        &self.heaps
    }

    /// The rule.
    pub fn memory(&self) -> Memory {
        self.memory
    }

    /// A lone Fibonacci Nim heap too large for its nim value, if this is
    /// one.
    fn large_fibonacci_heap(&self) -> Option<Heap> {
        match (self.memory, &self.heaps[..]) {
            (Memory::AtMostTimes(2), [h]) if h.size > MAX_VALUED_HEAP => Some(*h),
            _ => None,
        }
    }
}

impl ImpartialGame for MemoryHeaps {
    fn options(&self) -> Vec<MemoryHeaps> {
        self.options_from_moves()
    }

    fn components(&self) -> Vec<MemoryHeaps> {
        let parts = self.heaps.iter().filter(|h| h.size > 0);
        parts
            .map(|&h| MemoryHeaps::new(self.memory, vec![h]))
            .collect()
    }

    /// Heaps without moves dropped, lasts that allow the whole heap made
    /// the smallest that does, heaps sorted.
    fn normalized(&self) -> MemoryHeaps {
        let mut heaps: Vec<Heap> = self
            .heaps
            .iter()
            .filter(|h| {
                let (low, high) = h.takes(self.memory);
                low <= high
            })
            .map(|&h| match (self.memory, h.last) {
                (Memory::AtMostTimes(k), Some(m)) if k.saturating_mul(m) >= h.size => Heap {
                    size: h.size,
                    last: Some(h.size.div_ceil(k.max(1))),
                },
                (Memory::AtLeast, None | Some(0)) => Heap {
                    size: h.size,
                    last: Some(1),
                },
                _ => h,
            })
            .collect();
        heaps.sort_unstable();
        MemoryHeaps::new(self.memory, heaps)
    }
}

impl ImpartialRules for MemoryHeaps {
    fn notation(&self) -> String {
        let heaps: Vec<String> = self.heaps.iter().map(|h| h.notation()).collect();
        heaps.join(" ")
    }

    /// A take: the heap's index and how many.
    type Move = (usize, u64);

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        let heaps = self.heaps.iter().enumerate();
        heaps.flat_map(|(i, h)| {
            let (low, high) = h.takes(self.memory);
            (low..=high).map(move |take| (i, take))
        })
    }

    fn play(&self, m: Self::Move) -> MemoryHeaps {
        let (i, take) = m;
        let mut heaps = self.heaps.clone();
        heaps[i] = Heap {
            size: heaps[i].size - take,
            last: Some(take),
        };
        MemoryHeaps::new(self.memory, heaps)
    }

    fn label(&self, m: &Self::Move) -> String {
        let &(i, take) = m;
        let size = self.heaps[i].size;
        format!("heap {}: take {take} ({size} -> {})", i + 1, size - take)
    }

    fn move_bound(&self) -> Option<u128> {
        Some(self.heaps.iter().map(|h| u128::from(h.size)).sum())
    }

    fn reported_grundy_with(&self, control: &Control) -> Result<Option<Nimber>, Stop> {
        match self.large_fibonacci_heap() {
            Some(_) => Ok(None),
            None => self.grundy_with(control).map(Some),
        }
    }

    fn first_player_wins(&self) -> bool {
        match self.large_fibonacci_heap() {
            Some(h) => !fibonacci_nim::is_p_position(h),
            None => self.grundy() != Nimber::ZERO,
        }
    }

    fn winning_moves_with(&self, control: &Control) -> Result<Vec<String>, Stop> {
        let Some(h) = self.large_fibonacci_heap() else {
            return winning_moves_by_values(self, control);
        };
        let (low, high) = h.takes(self.memory);
        let mut wins = Vec::new();
        for take in low..=high {
            if take % 4096 == 0 {
                control.advance(4096)?;
            }
            let next = Heap {
                size: h.size - take,
                last: Some(take),
            };
            if fibonacci_nim::is_p_position(next) {
                wins.push(format!("heap 1: take {take} ({} -> {})", h.size, next.size));
            }
        }
        Ok(wins)
    }
}
