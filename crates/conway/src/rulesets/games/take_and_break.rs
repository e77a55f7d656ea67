//! Heaps of one take-and-break game, given by its code or name as
//! `conway grundy` reads it: `0.77: 5 7` is Kayles on rows of 5 and 7
//! pins. Normal play by the generic solver; misère play
//! ([`analyze_misere`](crate::rulesets::misere_analysis)) reads the position off
//! the game's misère quotient when one is found for heaps up to the
//! largest heap, and searches otherwise.

use crate::error::ParseError;
use crate::impartial::heap::{HeapGame, HeapRule};
use crate::impartial::ImpartialGame;
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::partizan_heaps::{heap_sizes, shifted};
use crate::rulesets::{Kind, Metadata, Position};
use std::sync::Arc;

/// The largest heap a position may have.
pub const MAX_HEAP: u64 = 2_000;

/// Heaps of a take-and-break game.
///
/// ```
/// use conway::impartial::heap::HeapGame;
/// use conway::rulesets::impartial_position::ImpartialRules;
/// use conway::rulesets::take_and_break::TakeAndBreak;
/// // Kayles: G(3) = 3, G(4) = 1 (Winning Ways ch. 4), so 3 + 4 is *2.
/// let p = TakeAndBreak::new(HeapGame::parse("0.77").unwrap(), "0.77", vec![3, 4]);
/// assert_eq!(p.grundy().0, 2);
/// assert_eq!(p.notation(), "0.77: 3 4");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TakeAndBreak {
    game: Arc<(HeapGame, String)>,
    heaps: Vec<usize>,
}

impl TakeAndBreak {
    /// The heaps `heaps` of `game`, written `written` in the notation.
    pub fn new(game: HeapGame, written: &str, heaps: Vec<usize>) -> TakeAndBreak {
        TakeAndBreak {
            game: Arc::new((game, written.to_string())),
            heaps,
        }
    }

    fn with_heaps(&self, heaps: Vec<usize>) -> TakeAndBreak {
        TakeAndBreak {
            game: Arc::clone(&self.game),
            heaps,
        }
    }
}

impl ImpartialGame for TakeAndBreak {
    fn options(&self) -> Vec<TakeAndBreak> {
        self.options_from_moves()
    }

    fn components(&self) -> Vec<TakeAndBreak> {
        self.heaps
            .iter()
            .filter(|&&h| h > 0)
            .map(|&h| self.with_heaps(vec![h]))
            .collect()
    }

    fn normalized(&self) -> TakeAndBreak {
        let mut heaps: Vec<usize> = self.heaps.iter().copied().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        self.with_heaps(heaps)
    }
}

impl ImpartialRules for TakeAndBreak {
    fn heap_game(&self) -> Option<(HeapGame, Vec<usize>)> {
        Some((self.game.0.clone(), self.heaps.clone()))
    }

    fn notation(&self) -> String {
        let heaps: Vec<String> = self.heaps.iter().map(usize::to_string).collect();
        format!("{}: {}", self.game.1, heaps.join(" "))
    }

    /// A heap replaced: its index and the heaps left of it; of equal heaps
    /// only the first is moved on.
    type Move = (usize, Vec<usize>);

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        let mut moves = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            if self.heaps[..i].contains(&h) {
                continue;
            }
            (self.game.0).for_each_option(h, &mut |left| moves.push((i, left.to_vec())));
        }
        moves.into_iter()
    }

    fn play(&self, m: Self::Move) -> TakeAndBreak {
        let (i, left) = m;
        let mut heaps = self.heaps.clone();
        heaps.splice(i..=i, left);
        self.with_heaps(heaps)
    }

    /// `heap i: 7 -> 2 + 3` (`-> 0` when the move takes the whole heap).
    fn label(&self, m: &Self::Move) -> String {
        let (i, left) = m;
        let parts: Vec<String> = left.iter().map(usize::to_string).collect();
        let to = if parts.is_empty() {
            "0".to_string()
        } else {
            parts.join(" + ")
        };
        format!("heap {}: {} -> {to}", i + 1, self.heaps[*i])
    }
}

/// Reads a position of [`TAKE_AND_BREAK`].
fn parse_take_and_break(position: &str) -> Result<Box<dyn Position>, ParseError> {
    let Some(colon) = position.rfind(':') else {
        return Err(ParseError::at(
            position,
            position.len(),
            "expected 'code: heaps', e.g. '0.77: 5 7'",
        ));
    };
    let code = &position[..colon];
    let lead = code.len() - code.trim_start().len();
    let game = HeapGame::parse(code.trim()).map_err(|e| shifted(position, lead, e))?;
    let heaps = heap_sizes(&position[colon + 1..], MAX_HEAP)
        .map_err(|e| shifted(position, colon + 1, e))?;
    Ok(Box::new(ImpartialPosition(TakeAndBreak::new(
        game,
        code.trim(),
        heaps,
    ))))
}

/// The ruleset `take-and-break`.
pub const TAKE_AND_BREAK: Metadata = Metadata {
    name: "take-and-break",
    kind: Kind::Impartial,
    summary: "Heaps of a take-and-break game given by its code (0.77 is Kayles, 0.07 Dawson's Kayles)",
    syntax: "a code or name as 'conway grundy' reads it (0.77, 4.7, kayles, subtraction:1,3,4), a colon, then heap sizes up to 2000, e.g. '0.77: 5 7'. Moves: 'heap 1: 7 -> 2 + 3'",
    example: "0.77: 5 7",
    parse: parse_take_and_break,
    drawing: None,
    can_cycle: false,
};
