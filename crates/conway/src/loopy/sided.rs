//! Sided values `A & B`: a loopy game known by its onside `A` and offside
//! `B`, stoppers with `A ≥ B` where sidling settles (Winning Ways ch. 11;
//! Siegel, *Combinatorial Game Theory*, ch. VI §4). A stopper is `A & A`.
//! Where sidling does not settle (a side may be no stopper, as for Bach's
//! carousel) a side is the game reduced with the same side
//! (`side_reduction.rs`): a loopy game played with infinite play won by
//! Left (onside) or Right (offside), as CGSuite gives it.
//!
//! Sums add side by side: the onside of `G + H` is the onside of the plain
//! sum of the onsides (their upsum), the offside likewise. `G ≥ H` when
//! `G⁺ ≥ H⁺` and `G⁻ ≥ H⁻` (Siegel ch. VI), compared as stoppers, or by
//! one game on the difference (`onside_order.rs`) when a side is none.

use super::game::LoopyGame;
use super::notation;
use super::outcome::{LoopyOutcome, Play};
use super::side_reduction::reduced_side;
use super::sidling::{side, NotSettled, Side};
use crate::error::ParseError;
use std::fmt;

/// A loopy value by its sides.
///
/// ```
/// use conway::loopy::{LoopyGame, SidedValue};
/// // Winning Ways ch. 11: tis = 1 & 0, and dud = on & off.
/// assert_eq!(SidedValue::of(&LoopyGame::tis()).unwrap().to_string(), "1 & 0");
/// let dud: SidedValue = "on & off".parse().unwrap();
/// assert_eq!(dud.to_string(), "dud");
/// ```
#[derive(Clone, Debug)]
pub struct SidedValue {
    onside: LoopyGame,
    offside: LoopyGame,
}

/// The side of `game`, simplified: by sidling, or when sidling does not
/// settle, the game reduced with the same side (perhaps no stopper).
fn side_of(game: &LoopyGame, which: Side) -> Result<LoopyGame, NotSettled> {
    let graph = match side(game.graph(), game.root(), which) {
        Ok(graph) => graph,
        Err(unsettled) => reduced_side(game.graph(), game.root(), which).ok_or(unsettled)?,
    };
    Ok(LoopyGame::unsimplified(graph, 0))
}

/// Who wins a side with each player moving first, infinite play counted
/// for Left in the onside and for Right in the offside (no draws): by
/// comparisons with 0, for sides that are no stoppers.
fn side_outcome(game: &LoopyGame, which: Side) -> LoopyOutcome {
    let zero = LoopyGame::zero();
    let le = |a: &LoopyGame, b: &LoopyGame| match which {
        Side::On => a.onside_le(b),
        Side::Off => a.offside_le(b),
    };
    LoopyOutcome {
        left_first: if le(game, &zero) {
            Play::RightWins
        } else {
            Play::LeftWins
        },
        right_first: if le(&zero, game) {
            Play::LeftWins
        } else {
            Play::RightWins
        },
    }
}

impl SidedValue {
    /// The sides of a loopy game, found by sidling; where sidling does
    /// not settle (the side may be no stopper), the game reduced with the
    /// same side; an error when that game is too large to reduce.
    ///
    /// ```
    /// use conway::loopy::{LoopyGame, SidedValue};
    /// // Bach's carousel (Winning Ways ch. 11): its sides are no stoppers.
    /// let carousel: LoopyGame = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}".parse().unwrap();
    /// let sides = SidedValue::of(&carousel).unwrap();
    /// assert!(!sides.is_stopper_sided());
    /// ```
    pub fn of(game: &LoopyGame) -> Result<SidedValue, NotSettled> {
        if game.is_stopper() {
            return Ok(SidedValue::stopper(game.clone()));
        }
        Ok(SidedValue {
            onside: side_of(game, Side::On)?,
            offside: side_of(game, Side::Off)?,
        })
    }

    /// A stopper as a sided value (both sides itself).
    ///
    /// # Panics
    /// If `game` is not a stopper.
    pub fn stopper(game: LoopyGame) -> SidedValue {
        assert!(game.is_stopper(), "a stopper");
        SidedValue {
            onside: game.clone(),
            offside: game,
        }
    }

    /// `onside & offside`, for stoppers with `onside ≥ offside`.
    ///
    /// ```
    /// use conway::loopy::{LoopyGame, SidedValue};
    /// assert!(SidedValue::new(LoopyGame::over(), LoopyGame::zero()).is_ok());
    /// assert!(SidedValue::new(LoopyGame::zero(), LoopyGame::over()).is_err());
    /// ```
    pub fn new(onside: LoopyGame, offside: LoopyGame) -> Result<SidedValue, &'static str> {
        if !onside.is_stopper() || !offside.is_stopper() {
            return Err("both sides of '&' must be stoppers");
        }
        if !onside.ge(&offside).expect("stoppers") {
            return Err("the onside (left of '&') must be at least the offside");
        }
        Ok(SidedValue { onside, offside })
    }

    /// The onside: infinite play counts as a win for Left.
    pub fn onside(&self) -> &LoopyGame {
        &self.onside
    }

    /// The offside: infinite play counts as a win for Right.
    pub fn offside(&self) -> &LoopyGame {
        &self.offside
    }

    /// Are both sides stoppers (CGSuite's `IsStopperSided`)? Sides that
    /// are none are those sidling could not settle.
    ///
    /// ```
    /// use conway::loopy::{LoopyGame, SidedValue};
    /// assert!(SidedValue::of(&LoopyGame::tis()).unwrap().is_stopper_sided());
    /// ```
    pub fn is_stopper_sided(&self) -> bool {
        self.onside.is_stopper() && self.offside.is_stopper()
    }

    /// Are both sides equal stoppers (the value of a stopper)?
    pub fn is_stopper(&self) -> bool {
        self.is_stopper_sided() && self.onside.equals(&self.offside).expect("stoppers")
    }

    /// The outcome of a game from its sides: Left moving first wins when
    /// she wins the offside and draws when she wins only the onside; Right
    /// likewise with the sides swapped (Siegel ch. VI §4).
    ///
    /// ```
    /// use conway::loopy::{Play, SidedValue};
    /// let dud: SidedValue = "dud".parse().unwrap();
    /// let o = dud.outcome();
    /// assert_eq!((o.left_first, o.right_first), (Play::Draw, Play::Draw));
    /// ```
    pub fn outcome(&self) -> LoopyOutcome {
        let (on, off) = if self.is_stopper_sided() {
            (self.onside.outcome(), self.offside.outcome())
        } else {
            (
                side_outcome(&self.onside, Side::On),
                side_outcome(&self.offside, Side::Off),
            )
        };
        let pick = |strict: Play, loose: Play, win: Play, lose: Play| {
            if strict == win {
                win
            } else if loose == win {
                Play::Draw
            } else {
                lose
            }
        };
        LoopyOutcome {
            left_first: pick(
                off.left_first,
                on.left_first,
                Play::LeftWins,
                Play::RightWins,
            ),
            right_first: pick(
                on.right_first,
                off.right_first,
                Play::RightWins,
                Play::LeftWins,
            ),
        }
    }

    /// `self ≥ other`: on both sides.
    ///
    /// ```
    /// use conway::loopy::SidedValue;
    /// let (dud, zero): (SidedValue, SidedValue) = ("dud".parse().unwrap(), "0".parse().unwrap());
    /// assert!(!dud.ge(&zero) && !zero.ge(&dud));
    /// ```
    pub fn ge(&self, other: &SidedValue) -> bool {
        if self.is_stopper_sided() && other.is_stopper_sided() {
            let ge = |a: &LoopyGame, b: &LoopyGame| a.ge(b).expect("stoppers");
            return ge(&self.onside, &other.onside) && ge(&self.offside, &other.offside);
        }
        other.onside.onside_le(&self.onside) && other.offside.offside_le(&self.offside)
    }

    /// Equal as values: equal sides.
    pub fn equals(&self, other: &SidedValue) -> bool {
        self.ge(other) && other.ge(self)
    }

    /// The sum: the upsum of the onsides `&` the downsum of the offsides.
    ///
    /// ```
    /// use conway::loopy::{LoopyGame, SidedValue};
    /// let on = SidedValue::stopper(LoopyGame::on());
    /// let off = SidedValue::stopper(LoopyGame::off());
    /// assert_eq!(on.sum(&off).unwrap().to_string(), "dud");
    /// ```
    pub fn sum(&self, other: &SidedValue) -> Result<SidedValue, NotSettled> {
        Ok(SidedValue {
            onside: side_of(&self.onside.plain_sum(&other.onside), Side::On)?,
            offside: side_of(&self.offside.plain_sum(&other.offside), Side::Off)?,
        })
    }
}

impl std::ops::Neg for SidedValue {
    type Output = SidedValue;
    /// `-(A & B) = -B & -A`.
    fn neg(self) -> SidedValue {
        SidedValue {
            onside: -self.offside,
            offside: -self.onside,
        }
    }
}

impl fmt::Display for SidedValue {
    /// A stopper as [`LoopyGame`] prints it; `dud` for `on & off`;
    /// otherwise `A & B`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (on, off) = (self.onside.to_string(), self.offside.to_string());
        if on == off {
            f.write_str(&on)
        } else if on == "on" && off == "off" {
            f.write_str("dud")
        } else {
            write!(f, "{on} & {off}")
        }
    }
}

/// The byte offset of the `&` outside all brackets, if there is one.
fn top_level_ampersand(text: &str) -> Result<Option<usize>, ParseError> {
    let mut depth = 0i64;
    let mut found = None;
    for (i, c) in text.char_indices() {
        match c {
            '{' | '(' | '[' => depth += 1,
            '}' | ')' | ']' => depth -= 1,
            '&' if depth == 0 => {
                if found.is_some() {
                    return Err(ParseError::at(text, i, "only one '&' is allowed"));
                }
                found = Some(i);
            }
            '&' => return Err(ParseError::at(text, i, "'&' only joins two whole sides")),
            _ => {}
        }
    }
    Ok(found)
}

/// `text` with everything outside `range` blanked (line breaks kept), so
/// that errors in the part keep their line and column.
fn blank_outside(text: &str, range: std::ops::Range<usize>) -> String {
    text.char_indices()
        .map(|(i, c)| {
            if range.contains(&i) || c == '\n' {
                c
            } else {
                ' '
            }
        })
        .collect()
}

/// Reads `A & B`, or a loopy game whose sides are found by sidling.
///
/// ```
/// use conway::loopy::sided::parse;
/// assert_eq!(parse("over & v").unwrap().to_string(), "over & v");
/// assert_eq!(parse("{pass|pass}").unwrap().to_string(), "dud");
/// let e = parse("0 & over").unwrap_err();
/// assert_eq!((e.line, e.column), (1, 1));
/// ```
pub fn parse(text: &str) -> Result<SidedValue, ParseError> {
    let Some(amp) = top_level_ampersand(text)? else {
        let game = notation::parse(text)?;
        let start = text.len() - text.trim_start().len();
        return SidedValue::of(&game).map_err(|e| ParseError::at(text, start, e.to_string()));
    };
    let left = notation::parse(&blank_outside(text, 0..amp))?;
    let right = notation::parse(&blank_outside(text, amp + 1..text.len()))?;
    let start = text.len() - text.trim_start().len();
    for (game, at) in [(&left, start), (&right, amp + 1)] {
        if !game.is_stopper() {
            let at = at + text[at..].len() - text[at..].trim_start().len();
            return Err(ParseError::at(
                text,
                at,
                "not a stopper: each side of '&' must be a stopper",
            ));
        }
    }
    SidedValue::new(left, right).map_err(|message| ParseError::at(text, start, message))
}

impl std::str::FromStr for SidedValue {
    type Err = ParseError;
    fn from_str(text: &str) -> Result<SidedValue, ParseError> {
        parse(text)
    }
}
