//! Heap games: a move replaces one heap of tokens by zero or more heaps.
//!
//! Every heap game here is described the same way, by a [`HeapRule`]: the
//! options of a single heap as lists of the heaps they leave. Positions of
//! several heaps ([`HeapPosition`]) are sums of single heaps, so the Grundy
//! value of a position is the nim-sum of the values `G(n)` of its heaps,
//! and a game is known once its sequence `G(0), G(1), …` is
//! ([`sequence`](crate::impartial::sequence)).
//!
//! The families, one file each:
//!
//! * [`TakeBreak`] (`take_break.rs`): octal and hexadecimal codes — Kayles
//!   `0.77`, Dawson's Kayles `0.07`, Dawson's chess `0.137`, `0.6`, `4.7`,
//!   and repeating codes such as Lasker's Nim `4.3...`;
//! * [`Code`] (`code.rs`): CGSuite's generalised codes — conditions on the
//!   heaps left (`4!.0` is Grundy's game), base-32 digits, `*` and
//!   `{2+}` for any number of heaps, `[...]` repeating blocks; a code an
//!   octal or hexadecimal code can say becomes a [`TakeBreak`];
//! * `subtraction.rs`: subtraction games (a finite set S, "take at most
//!   k", "all but S"), written as take-and-break codes;
//! * [`GrundysGame`] (`grundys_game.rs`): split a heap into two unequal heaps;
//! * [`SplitSmaller`] (`split_smaller.rs`): the splitting game, replace a heap by
//!   two strictly smaller heaps (either may be empty).
//!
//! [`HeapGame`] gathers them behind one type, with the game syntax of
//! `conway grundy` ([`HeapGame::parse`]).

mod code;
mod grundys_game;
mod split_smaller;
mod subtraction;
mod take_break;

pub use code::{Code, Digit, Split};
pub use grundys_game::GrundysGame;
pub(crate) use split_smaller::sequence as split_smaller_sequence;
pub use split_smaller::SplitSmaller;
pub use take_break::TakeBreak;

use super::ImpartialGame;
use crate::error::ParseError;
use std::fmt;
use std::sync::Arc;

/// The moves on a single heap.
///
/// ```
/// use conway::impartial::heap::{HeapRule, TakeBreak};
/// let dawson = TakeBreak::parse("0.07").unwrap();
/// // Dawson's Kayles: remove two adjacent pins from a row of 5.
/// assert_eq!(dawson.heap_options(5), vec![vec![3], vec![1, 2]]);
/// ```
pub trait HeapRule: Send + Sync {
    /// Calls `visit` once for each move on a heap of `n` tokens, with the
    /// heaps the move leaves: each non-empty, and none when the move takes
    /// the whole heap.
    fn for_each_option(&self, n: usize, visit: &mut dyn FnMut(&[usize]));

    /// The moves on a heap of `n` tokens, as lists of the heaps they leave.
    fn heap_options(&self, n: usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        self.for_each_option(n, &mut |heaps| out.push(heaps.to_vec()));
        out
    }
}

impl HeapRule for TakeBreak {
    fn for_each_option(&self, n: usize, visit: &mut dyn FnMut(&[usize])) {
        TakeBreak::for_each_option(self, n, visit)
    }
}

/// One of the built-in heap games.
///
/// ```
/// use conway::impartial::heap::HeapGame;
/// let kayles = HeapGame::parse("kayles").unwrap();
/// assert_eq!(kayles, HeapGame::parse("0.77").unwrap());
/// assert_eq!(kayles.to_string(), "0.77");
/// assert_eq!(HeapGame::parse("subtraction:1,2,5").unwrap().to_string(), "0.33003");
/// assert!(HeapGame::parse("chess").unwrap_err().message.contains("kayles"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum HeapGame {
    /// A take-and-break game given by its code (subtraction games too).
    TakeBreak(TakeBreak),
    /// Grundy's game: split a heap into two unequal non-empty heaps.
    Grundy,
    /// Replace a heap by two strictly smaller heaps, either of
    /// which may be empty (their sizes need not add up to the old one).
    SplitSmaller,
    /// A generalised code that no octal or hexadecimal code says (heaps
    /// unequal or equal, four heaps or more, repeating blocks).
    Code(Code),
}

/// How the games of `conway grundy` are written, for help texts and
/// errors.
pub const GAME_SYNTAX: &str = "a take-and-break code such as 0.77, 0.137, 4.7 or 0.3f \
(a trailing ... repeats the last digit: 4.3... is Lasker's Nim), a code as CGSuite writes it \
(4!.0: ! heaps all different, ? not all equal, = all equal; base-32 digits; * or {2,3+} for \
numbers of heaps; [..] repeats a block: 0.[3] is Nim), or one of: \
kayles (0.77), dawson-kayles (0.07), dawsons-chess (0.137), nim (0.3...), lasker (4.3...), \
grundy (split a heap into two unequal heaps), \
split-smaller (replace a heap by two smaller heaps, either may be empty), \
subtraction:S (take s tokens for s in S, e.g. subtraction:1,3,4 or subtraction:{1,3,4}), \
take-at-most:K (take 1 to K tokens), all-but:S (take any positive number not in S)";

/// The names [`HeapGame::parse`] knows, besides codes.
pub const GAME_NAMES: [&str; 10] = [
    "kayles",
    "dawson-kayles",
    "dawsons-chess",
    "nim",
    "lasker",
    "grundy",
    "split-smaller",
    "subtraction:S",
    "take-at-most:K",
    "all-but:S",
];

impl HeapGame {
    /// The game as the user wrote it (`written`), with its code alongside
    /// when the two differ: `kayles (0.77)`, `0.77`.
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// assert_eq!(HeapGame::parse("kayles").unwrap().title(" kayles"), "kayles (0.77)");
    /// assert_eq!(HeapGame::parse("0.77").unwrap().title("0.77"), "0.77");
    /// ```
    pub fn title(&self, written: &str) -> String {
        let code = self.to_string();
        let written = written.trim();
        if written == code {
            code
        } else {
            format!("{written} ({code})")
        }
    }

    /// Reads a game written as in `conway grundy` (see [`GAME_SYNTAX`]).
    /// Unknown names list the known ones; malformed codes and lists give
    /// the column.
    pub fn parse(text: &str) -> Result<HeapGame, ParseError> {
        let text_trim = text.trim_end();
        if text_trim.contains(['.', '…'])
            || text_trim.starts_with(|c: char| c.is_ascii_digit() || "{&*".contains(c))
        {
            return Code::parse(text_trim).map(Code::into_game);
        }
        if let Some((name, list)) = text_trim.split_once(':') {
            let offset = name.len() + 1;
            let shifted = |e: ParseError| ParseError::at(text, offset + e.column - 1, e.message);
            let code = match name {
                "subtraction" => subtraction::parse_set(list, false).and_then(|s| {
                    subtraction::subtraction(&s).map_err(|m| ParseError::at(list, 0, m))
                }),
                "all-but" => subtraction::parse_set(list, true)
                    .and_then(|s| subtraction::all_but(&s).map_err(|m| ParseError::at(list, 0, m))),
                "take-at-most" => subtraction::parse_count(list).and_then(|k| {
                    subtraction::take_at_most(k).map_err(|m| ParseError::at(list, 0, m))
                }),
                _ => return Err(unknown(text, name)),
            };
            return code.map(HeapGame::TakeBreak).map_err(shifted);
        }
        let code = |c: &str| HeapGame::TakeBreak(TakeBreak::parse(c).expect("a built-in code"));
        Ok(match text_trim {
            "kayles" => code("0.77"),
            "dawson-kayles" | "dawsons-kayles" => code("0.07"),
            "dawsons-chess" | "dawson-chess" => code("0.137"),
            "nim" => code("0.3..."),
            "lasker" | "laskers-nim" => code("4.3..."),
            "grundy" | "grundys-game" => HeapGame::Grundy,
            "split-smaller" => HeapGame::SplitSmaller,
            _ => return Err(unknown(text, text_trim)),
        })
    }

    /// The subtraction game with subtraction set `set`: take `s` tokens
    /// from a heap, for any `s` in `set`.
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// assert_eq!(HeapGame::subtraction(&[2, 5]).unwrap().to_string(), "0.03003");
    /// ```
    pub fn subtraction(set: &[usize]) -> Result<HeapGame, String> {
        subtraction::subtraction(set).map(HeapGame::TakeBreak)
    }

    /// "Take at most `k`": the subtraction game with set `{1, …, k}`.
    pub fn take_at_most(k: usize) -> Result<HeapGame, String> {
        subtraction::take_at_most(k).map(HeapGame::TakeBreak)
    }

    /// "All but `set`": take any positive number of tokens not in `set`.
    pub fn all_but(set: &[usize]) -> Result<HeapGame, String> {
        subtraction::all_but(set).map(HeapGame::TakeBreak)
    }

    /// The take-and-break code, when the game has one.
    pub fn code(&self) -> Option<&TakeBreak> {
        match self {
            HeapGame::TakeBreak(code) => Some(code),
            _ => None,
        }
    }
}

fn unknown(text: &str, name: &str) -> ParseError {
    ParseError::at(
        text,
        0,
        format!(
            "unknown game {}; expected a take-and-break code such as 0.77 or one of: {}",
            crate::error::quoted(name),
            GAME_NAMES.join(", ")
        ),
    )
}

impl HeapRule for HeapGame {
    fn for_each_option(&self, n: usize, visit: &mut dyn FnMut(&[usize])) {
        match self {
            HeapGame::TakeBreak(code) => code.for_each_option(n, visit),
            HeapGame::Grundy => GrundysGame.for_each_option(n, visit),
            HeapGame::SplitSmaller => SplitSmaller.for_each_option(n, visit),
            HeapGame::Code(code) => code.for_each_option(n, visit),
        }
    }
}

impl fmt::Display for HeapGame {
    /// The code of a take-and-break game, or the game's name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeapGame::TakeBreak(code) => write!(f, "{code}"),
            HeapGame::Grundy => f.write_str("grundy"),
            HeapGame::SplitSmaller => f.write_str("split-smaller"),
            HeapGame::Code(code) => write!(f, "{code}"),
        }
    }
}

/// A position of a heap game: several heaps, each an independent
/// component. Normalised by sorting the heaps and dropping empty ones.
///
/// ```
/// use conway::impartial::heap::{HeapGame, HeapPosition};
/// use conway::impartial::GrundySolver;
/// use conway::numeric::Nimber;
/// let game = HeapGame::subtraction(&[1, 2]).unwrap();
/// let solver = GrundySolver::new();
/// // Heaps 4 and 5 of "take 1 or 2": (4 mod 3) xor (5 mod 3) = 1 xor 2 = 3.
/// assert_eq!(solver.grundy(&HeapPosition::new(game, vec![4, 5])), Nimber(3));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HeapPosition {
    /// The rule shared by every heap.
    pub game: Arc<HeapGame>,
    /// The heap sizes.
    pub heaps: Vec<usize>,
}

impl HeapPosition {
    /// A position of `game` with the given heaps.
    pub fn new(game: HeapGame, heaps: Vec<usize>) -> HeapPosition {
        HeapPosition {
            game: Arc::new(game),
            heaps,
        }
    }

    fn with_heaps(&self, heaps: Vec<usize>) -> HeapPosition {
        HeapPosition {
            game: Arc::clone(&self.game),
            heaps,
        }
    }
}

impl ImpartialGame for HeapPosition {
    fn options(&self) -> Vec<HeapPosition> {
        let mut out = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            self.game.for_each_option(h, &mut |left| {
                let mut heaps = Vec::with_capacity(self.heaps.len() + left.len());
                heaps.extend_from_slice(&self.heaps[..i]);
                heaps.extend_from_slice(left);
                heaps.extend_from_slice(&self.heaps[i + 1..]);
                out.push(self.with_heaps(heaps));
            });
        }
        out
    }

    fn components(&self) -> Vec<HeapPosition> {
        self.heaps
            .iter()
            .filter(|&&h| h > 0)
            .map(|&h| self.with_heaps(vec![h]))
            .collect()
    }

    fn normalized(&self) -> HeapPosition {
        let mut heaps: Vec<usize> = self.heaps.iter().copied().filter(|&h| h > 0).collect();
        heaps.sort_unstable();
        self.with_heaps(heaps)
    }
}
