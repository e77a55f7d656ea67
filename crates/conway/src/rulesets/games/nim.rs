//! Nim on several heaps: a move takes any positive number of stones from one
//! heap. A heap of `n` stones is `*n`, and a position is the nim-sum (xor)
//! of its heaps (Bouton 1901; *Winning Ways*, ch. 2).

use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::numeric::Nimber;
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::scan::Scanner;
use crate::rulesets::{Kind, Metadata, Position};

/// A Nim position: heap sizes in order.
///
/// ```
/// use conway::rulesets::impartial_position::ImpartialRules;
/// use conway::rulesets::nim::Nim;
/// let p = Nim::new(vec![1, 2, 3]);
/// assert_eq!(p.grundy().0, 0); // 1 xor 2 xor 3
/// assert!(p.winning_moves().is_empty());
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Nim {
    heaps: Vec<u64>,
}

impl Nim {
    /// The position with these heaps.
    pub fn new(heaps: Vec<u64>) -> Nim {
        Nim { heaps }
    }

    /// The heap sizes.
    pub fn heaps(&self) -> &[u64] {
        &self.heaps
    }

    fn with_heap(&self, i: usize, size: u64) -> Nim {
        let mut heaps = self.heaps.clone();
        heaps[i] = size;
        Nim { heaps }
    }
}

/// The label of the move that changes heap `i` (from 0) from `from` to
/// `to` stones; shared by the heap rulesets.
pub fn heap_move_label(i: usize, from: u64, to: u64) -> String {
    format!("heap {}: {from} -> {to}", i + 1)
}

impl ImpartialGame for Nim {
    fn options(&self) -> Vec<Nim> {
        self.options_from_moves()
    }

    fn components(&self) -> Vec<Nim> {
        self.heaps
            .iter()
            .filter(|&&h| h > 0)
            .map(|&h| Nim::new(vec![h]))
            .collect()
    }

    fn normalized(&self) -> Nim {
        let mut heaps: Vec<u64> = self.heaps.iter().copied().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        Nim { heaps }
    }
}

impl ImpartialRules for Nim {
    fn heap_game(&self) -> Option<(crate::impartial::heap::HeapGame, Vec<usize>)> {
        let heaps = self
            .heaps
            .iter()
            .map(|&h| usize::try_from(h).ok())
            .collect::<Option<_>>()?;
        Some((crate::impartial::heap::HeapGame::parse("nim").ok()?, heaps))
    }

    fn notation(&self) -> String {
        let parts: Vec<String> = self.heaps.iter().map(u64::to_string).collect();
        parts.join(" ")
    }

    /// A heap reduced: its index and the stones left.
    type Move = (usize, u64);

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        let heaps = self.heaps.iter().enumerate();
        heaps.flat_map(|(i, &h)| (0..h).rev().map(move |to| (i, to)))
    }

    fn play(&self, m: Self::Move) -> Nim {
        let (i, to) = m;
        self.with_heap(i, to)
    }

    fn label(&self, m: &Self::Move) -> String {
        let &(i, to) = m;
        heap_move_label(i, self.heaps[i], to)
    }

    fn move_bound(&self) -> Option<u128> {
        Some(self.heaps.iter().map(|&h| u128::from(h)).sum())
    }

    /// Bouton's formula (immediate).
    fn grundy_with(&self, _control: &Control) -> Result<Nimber, Stop> {
        Ok(Nimber(self.heaps.iter().fold(0, |x, &h| x ^ h)))
    }

    /// Bouton's rule: a heap `h` with `h xor x < h` goes down to `h xor x`.
    fn winning_moves_with(&self, control: &Control) -> Result<Vec<String>, Stop> {
        let x = self.grundy_with(control)?.0;
        Ok(self
            .heaps
            .iter()
            .enumerate()
            .filter(|&(_, &h)| h ^ x < h)
            .map(|(i, &h)| heap_move_label(i, h, h ^ x))
            .collect())
    }
}

/// Reads a position of [`NIM`].
fn parse_nim(position: &str) -> Result<Box<dyn Position>, ParseError> {
    let heaps = Scanner::new(position).numbers("a heap size")?;
    Ok(Box::new(ImpartialPosition(Nim::new(heaps))))
}

/// The ruleset `nim`.
pub const NIM: Metadata = Metadata {
    name: "nim",
    kind: Kind::Impartial,
    summary: "Nim: take any number of stones from one heap; last to move wins",
    syntax: "heap sizes separated by spaces, e.g. '3 5 7'",
    example: "3 5 7",
    parse: parse_nim,
    drawing: None,
    can_cycle: false,
};
