//! Partizan heap games: heaps of tokens where Left and Right move by
//! different rules, each rule an impartial heap game's (a subtraction set,
//! or a take-and-break code as `conway grundy` reads them) — CGSuite's
//! `PartizanSubtraction` and `PartizanHeapRuleset`; *Lessons in Play*
//! (Albert, Nowakowski, Wolfe), ch. 2, has partizan subtraction games.
//!
//! Two rulesets share this file:
//!
//! - `partizan-subtraction`: `L{1,2} R{1,3}: 5 7` — Left takes 1 or 2
//!   tokens from one heap, Right 1 or 3; the heaps 5 and 7 are summed.
//! - `partizan-take-and-break`: `L0.07 R4.7: 5 7` — each side's rule is
//!   any game `conway grundy` knows (`0.77`, `4!.0`, `kayles`, ...).
//!
//! A move is named by the heap and what it leaves: `5 -> 3`, `7 -> 2 + 3`,
//! `1 -> nothing`. Each heap is a component.
//!
//! ```
//! use conway::rulesets::partizan_heaps::PartizanHeaps;
//! use conway::rulesets::partizan_position::PartizanRules;
//! // Left takes 1, Right takes 2: a heap of 2 is {1 | 0}.
//! let g = PartizanHeaps::parse_subtraction("L{1} R{2}: 2").unwrap();
//! assert_eq!(g.value().to_string(), "{1|0}");
//! ```

use crate::error::ParseError;
use crate::impartial::heap::{HeapGame, HeapRule};
use crate::partizan::PartizanGame;
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::scan::Scanner;
use crate::rulesets::{Kind, Metadata};
use crate::value::Player;
use std::sync::Arc;

/// The largest heap a subtraction game accepts.
pub const MAX_HEAP: u64 = 10_000;

/// The largest heap a take-and-break game accepts: a code such as `0.*`
/// lets a heap be split into any number of heaps, as many moves as the
/// heap has partitions (37,338 for 40).
pub const MAX_BREAK_HEAP: u64 = 40;

/// Left's rule and Right's, and how each was written.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Rules {
    left: HeapGame,
    right: HeapGame,
    written: [String; 2],
}

/// A position: the two rules and the heaps.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct PartizanHeaps {
    rules: Arc<Rules>,
    heaps: Vec<usize>,
}

impl PartizanHeaps {
    /// The heaps `heaps` with Left moving by `left` and Right by `right`.
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// use conway::rulesets::partizan_heaps::PartizanHeaps;
    /// use conway::rulesets::partizan_position::PartizanRules;
    /// let kayles = HeapGame::parse("kayles").unwrap();
    /// // The same rule for both: an impartial game, Kayles' heap 3 is *3.
    /// let g = PartizanHeaps::new(kayles.clone(), kayles, vec![3]);
    /// assert_eq!(g.value().to_string(), "*3");
    /// ```
    pub fn new(left: HeapGame, right: HeapGame, heaps: Vec<usize>) -> PartizanHeaps {
        let written = [left.to_string(), right.to_string()];
        PartizanHeaps {
            rules: Arc::new(Rules {
                left,
                right,
                written,
            }),
            heaps,
        }
    }

    /// Reads `L{1,2} R{1,3}: 5 7` (sets of positive amounts up to 1000;
    /// heaps up to [`MAX_HEAP`]).
    ///
    /// ```
    /// use conway::rulesets::partizan_heaps::PartizanHeaps;
    /// assert!(PartizanHeaps::parse_subtraction("L{1,2} R{1,3}: 5 7").is_ok());
    /// let e = PartizanHeaps::parse_subtraction("L{1,x} R{1}: 5").unwrap_err();
    /// assert_eq!(e.column, 5);
    /// ```
    pub fn parse_subtraction(text: &str) -> Result<PartizanHeaps, ParseError> {
        parse_position(text, &subtraction_set, MAX_HEAP)
    }

    /// Reads `L0.07 R4.7: 5 7`: each rule as `conway grundy` reads a game,
    /// heaps up to [`MAX_BREAK_HEAP`].
    ///
    /// ```
    /// use conway::rulesets::partizan_heaps::PartizanHeaps;
    /// assert!(PartizanHeaps::parse_take_and_break("L kayles R 4!.0: 5 7").is_ok());
    /// assert_eq!(PartizanHeaps::parse_take_and_break("L0.77 R0.x7: 5").unwrap_err().column, 10);
    /// ```
    pub fn parse_take_and_break(text: &str) -> Result<PartizanHeaps, ParseError> {
        parse_position(text, &HeapGame::parse, MAX_BREAK_HEAP)
    }

    /// The heaps.
    pub fn heaps(&self) -> &[usize] {
        &self.heaps
    }

    fn rule(&self, player: Player) -> &HeapGame {
        match player {
            Player::Left => &self.rules.left,
            Player::Right => &self.rules.right,
        }
    }

    /// `player`'s moves: the heap, the heaps it leaves, the position after
    /// (equal heaps are moved on once).
    fn move_list(&self, player: Player) -> Vec<(usize, Vec<usize>, PartizanHeaps)> {
        let mut out = Vec::new();
        for (i, &heap) in self.heaps.iter().enumerate() {
            if self.heaps[..i].contains(&heap) {
                continue;
            }
            for parts in self.rule(player).heap_options(heap) {
                let mut heaps = self.heaps.clone();
                heaps.splice(i..=i, parts.iter().copied());
                let after = PartizanHeaps {
                    rules: Arc::clone(&self.rules),
                    heaps,
                };
                out.push((heap, parts, after));
            }
        }
        out
    }

    fn is_dead(&self, heap: usize) -> bool {
        self.rules.left.heap_options(heap).is_empty()
            && self.rules.right.heap_options(heap).is_empty()
    }
}

/// A subtraction set `{1,2}` as a heap game; errors name the column in
/// `text`.
fn subtraction_set(text: &str) -> Result<HeapGame, ParseError> {
    let mut scan = Scanner::new(text);
    scan.expect('{', "to open a subtraction set, e.g. '{1,2}'")?;
    let mut set = Vec::new();
    loop {
        scan.skip_space();
        let at = scan.offset();
        let s = scan.number("an amount to take")?;
        if s == 0 {
            return Err(scan.error_at(at, "amounts to take are at least 1"));
        }
        scan.check_at_most(at, s, 1000, "amount")?;
        set.push(s as usize);
        if scan.eat('}') {
            break;
        }
        scan.expect(',', "or '}' in the subtraction set")?;
    }
    scan.expect_end("the end of the set")?;
    HeapGame::subtraction(&set).map_err(|m| scan.error_at(0, m))
}

/// Reads `L<rule> R<rule>: heaps`, each rule by `read_rule`, heaps up to
/// `max_heap`.
fn parse_position(
    text: &str,
    read_rule: &dyn Fn(&str) -> Result<HeapGame, ParseError>,
    max_heap: u64,
) -> Result<PartizanHeaps, ParseError> {
    let expected = "expected 'L<rule> R<rule>: heaps', e.g. 'L{1,2} R{1,3}: 5 7'";
    let start = text.len() - text.trim_start().len();
    if !text[start..].starts_with('L') {
        return Err(ParseError::at(text, start, expected));
    }
    let Some(r) = text.find('R') else {
        return Err(ParseError::at(text, text.len(), expected));
    };
    let Some(colon) = text.rfind(':').filter(|&c| c > r) else {
        return Err(ParseError::at(text, text.len(), expected));
    };
    let rule = |from: usize, to: usize| -> Result<HeapGame, ParseError> {
        let part = &text[from..to];
        let lead = part.len() - part.trim_start().len();
        read_rule(part.trim()).map_err(|e| shifted(text, from + lead, e))
    };
    let left = rule(start + 1, r)?;
    let right = rule(r + 1, colon)?;
    let heaps =
        heap_sizes(&text[colon + 1..], max_heap).map_err(|e| shifted(text, colon + 1, e))?;
    let written = [&text[start + 1..r], &text[r + 1..colon]].map(|t| t.trim().to_string());
    Ok(PartizanHeaps {
        rules: Arc::new(Rules {
            left,
            right,
            written,
        }),
        heaps,
    })
}

/// An error found in a part of `text` starting at byte `offset`, placed in
/// `text` (parts are one line).
pub(super) fn shifted(text: &str, offset: usize, e: ParseError) -> ParseError {
    ParseError::at(text, offset + e.column - 1, e.message)
}

/// Heap sizes separated by spaces or commas.
pub(super) fn heap_sizes(text: &str, max_heap: u64) -> Result<Vec<usize>, ParseError> {
    if text.trim().is_empty() {
        return Ok(Vec::new()); // no heap left: the finished position
    }
    let mut scan = Scanner::new(text);
    let mut heaps = Vec::new();
    loop {
        scan.skip_space();
        let at = scan.offset();
        let h = scan.number("a heap size")?;
        scan.check_at_most(at, h, max_heap, "heap size")?;
        heaps.push(h as usize);
        scan.eat(',');
        if scan.at_end() {
            return Ok(heaps);
        }
    }
}

impl PartizanGame for PartizanHeaps {
    fn left_options(&self) -> Vec<PartizanHeaps> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<PartizanHeaps> {
        self.options_of(Player::Right)
    }

    /// Each heap someone can move on, on its own.
    fn components(&self) -> Vec<PartizanHeaps> {
        let normal = self.normalized();
        (normal.heaps.iter())
            .map(|&h| PartizanHeaps {
                rules: Arc::clone(&self.rules),
                heaps: vec![h],
            })
            .collect()
    }

    /// The heaps someone can move on, sorted.
    fn normalized(&self) -> PartizanHeaps {
        let mut heaps: Vec<usize> = (self.heaps.iter().copied())
            .filter(|&h| !self.is_dead(h))
            .collect();
        heaps.sort_unstable();
        PartizanHeaps {
            rules: Arc::clone(&self.rules),
            heaps,
        }
    }
}

impl PartizanRules for PartizanHeaps {
    fn notation(&self) -> String {
        format!(
            "L{} R{}: {}",
            self.rules.written[0],
            self.rules.written[1],
            self.heaps
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        )
    }

    /// A heap replaced: the heap, the heaps it leaves, and the position after.
    type Move = (usize, Vec<usize>, PartizanHeaps);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> PartizanHeaps {
        m.2
    }

    fn label(&self, m: &Self::Move) -> String {
        let (heap, parts, _) = m;
        let left = if parts.is_empty() {
            "nothing".to_string()
        } else {
            (parts.iter().map(usize::to_string))
                .collect::<Vec<_>>()
                .join(" + ")
        };
        format!("{heap} -> {left}")
    }
}

/// Partizan subtraction: Left and Right each take an amount in their own
/// set.
pub const PARTIZAN_SUBTRACTION: Metadata = Metadata {
    name: "partizan-subtraction",
    kind: Kind::Partizan,
    summary: "Heaps of tokens: Left takes an amount in her set from one heap, Right one in his.",
    syntax: "'L{LEFT SET} R{RIGHT SET}: heaps' (amounts up to 1000, heaps up to 10000), \
             e.g. 'L{1,2} R{1,3}: 5 7'. Moves: '5 -> 3'.",
    example: "L{1,2} R{1,3}: 5 7",
    parse: |position| PartizanHeaps::parse_subtraction(position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};

/// Partizan take-and-break: Left and Right each move by their own code.
pub const PARTIZAN_TAKE_AND_BREAK: Metadata = Metadata {
    name: "partizan-take-and-break",
    kind: Kind::Partizan,
    summary: "Heaps of tokens: Left moves by one take-and-break code, Right by another.",
    syntax: "'L<code> R<code>: heaps', each code or name as 'conway grundy' reads it \
             (0.77, 4!.0, kayles, subtraction:1,2), heaps up to 40, \
             e.g. 'L0.07 R4.7: 5 7'. Moves: '7 -> 2 + 3'.",
    example: "L0.07 R4.7: 5 7",
    parse: |position| PartizanHeaps::parse_take_and_break(position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};
