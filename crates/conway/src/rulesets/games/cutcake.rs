//! Cutcake: rectangular cakes scored into unit squares; Left cuts a piece
//! along a vertical line (between two columns), Right along a horizontal
//! line (between two rows), each cut splitting one piece into two; a player
//! who cannot cut loses (Berlekamp, Conway, Guy, *Winning Ways*, ch. 2).
//!
//! A cake is written `ROWSxCOLS` (`3x4` is 3 rows high and 4 columns
//! wide), and several pieces are summed with `+`: `3x4 + 2x5`. Left's cuts
//! narrow a piece, Right's lower it. A move is named by the piece and what
//! it becomes: `3x7 -> 3x2 + 3x5`.
//!
//! Every value is an integer, and *Winning Ways* (ch. 2) gives them all: for
//! a piece `h` rows high and `w` columns wide with `w >= h`, let `2^a` be
//! the largest power of two not above `h`; the value is
//! `floor(w / 2^a) - 1` (Left's spare cuts), and with the roles exchanged
//! when `h > w`, its negative. [`piece_value`] computes this, so cakes of
//! any size are instant; the tests check it against plain canonical forms
//! of whole small cakes (no splitting), against the definition on every
//! piece up to 10×10 and against the canonical-form solver up to 16×16. For
//! the solver each piece is a component; `1x1` pieces (no cut) are dropped
//! and the pieces sorted.
//!
//! ```
//! use conway::rulesets::cutcake::{piece_value, Cutcake};
//! use conway::rulesets::partizan_position::PartizanRules;
//! // One row of 5: Left has 4 cuts to make, Right none.
//! assert_eq!(piece_value(1, 5), 4);
//! // 2x4: Left's best cut leaves two 2x2 squares (0 each) but Right's
//! // leaves two 1x4 strips (3 each): {0 | 6} = 1.
//! assert_eq!(piece_value(2, 4), 1);
//! assert_eq!(Cutcake::parse("2x4 + 3x1").unwrap().value().to_string(), "-1");
//! ```

use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Kind, Metadata};
use crate::value::{Game, Player};

/// The largest side a piece may have: every cut of a piece is listed as a
/// move, so a side of 10^6 already means half a million moves.
pub const MAX_SIDE: u32 = 1_000_000;

/// A piece of cake: rows (height) and columns (width).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Piece {
    /// Height, in unit squares.
    pub rows: u32,
    /// Width, in unit squares.
    pub cols: u32,
}

impl std::fmt::Display for Piece {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

/// The value of a `rows × cols` piece by *Winning Ways*' closed form (see
/// the [module documentation](self)).
///
/// ```
/// use conway::rulesets::cutcake::piece_value;
/// assert_eq!(piece_value(1, 1), 0);
/// assert_eq!(piece_value(3, 8), 3); // floor(8 / 2) - 1
/// assert_eq!(piece_value(8, 3), -3);
/// assert_eq!(piece_value(1_000_000, 1_000_000), 0);
/// ```
pub fn piece_value(rows: u32, cols: u32) -> i64 {
    let spare = |short: u32, long: u32| {
        let power = 1u32 << (31 - short.leading_zeros());
        i64::from(long / power) - 1
    };
    if cols >= rows {
        spare(rows, cols)
    } else {
        -spare(cols, rows)
    }
}

/// A Cutcake position: the pieces of cake, summed.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Cutcake {
    pieces: Vec<Piece>,
}

impl Cutcake {
    /// Reads pieces `ROWSxCOLS` separated by `+` (each side from 1 to
    /// 10^6).
    ///
    /// ```
    /// use conway::rulesets::cutcake::Cutcake;
    /// assert_eq!(Cutcake::parse(" 3x4+2X5 ").unwrap().pieces().len(), 2);
    /// let e = Cutcake::parse("3x4 + 2y5").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 8));
    /// ```
    pub fn parse(text: &str) -> Result<Cutcake, ParseError> {
        parse_pieces(text).map(|pieces| Cutcake { pieces })
    }

    /// The pieces.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The sum of the pieces' values by the closed form.
    ///
    /// ```
    /// use conway::rulesets::cutcake::Cutcake;
    /// // 1x5 is 4, 5x1 is -4, 4x4 is 0.
    /// assert_eq!(Cutcake::parse("1x5 + 5x1 + 4x4").unwrap().closed_form_value(), 0);
    /// ```
    pub fn closed_form_value(&self) -> i64 {
        self.pieces
            .iter()
            .map(|p| piece_value(p.rows, p.cols))
            .sum()
    }

    /// The moves of `player`: the piece cut, the two pieces it becomes, and
    /// the position after. Cuts at `k` and at `side - k` give the same
    /// pieces; only `k <= side / 2` is listed.
    fn move_list(&self, player: Player) -> Vec<(Piece, Piece, Piece, Cutcake)> {
        let mut out = Vec::new();
        for (i, &p) in self.pieces.iter().enumerate() {
            if self.pieces[..i].contains(&p) {
                continue; // the same cuts as an equal piece before it
            }
            let side = match player {
                Player::Left => p.cols,
                Player::Right => p.rows,
            };
            for k in 1..=side / 2 {
                let (a, b) = match player {
                    Player::Left => (
                        Piece { cols: k, ..p },
                        Piece {
                            cols: side - k,
                            ..p
                        },
                    ),
                    Player::Right => (
                        Piece { rows: k, ..p },
                        Piece {
                            rows: side - k,
                            ..p
                        },
                    ),
                };
                let mut pieces = self.pieces.clone();
                pieces.splice(i..=i, [a, b]);
                out.push((p, a, b, Cutcake { pieces }));
            }
        }
        out
    }
}

/// Pieces `ROWSxCOLS` separated by `+` (each side from 1 to
/// [`MAX_SIDE`]), as every cake game writes them.
///
/// ```
/// use conway::rulesets::cutcake::{parse_pieces, Piece};
/// assert_eq!(parse_pieces("2x3 + 1x1").unwrap()[1], Piece { rows: 1, cols: 1 });
/// assert_eq!(parse_pieces("2x3 + 0x1").unwrap_err().column, 7);
/// ```
pub fn parse_pieces(text: &str) -> Result<Vec<Piece>, ParseError> {
    let mut pieces = Vec::new();
    let mut start = 0;
    for part in text.split('+') {
        pieces.push(parse_piece(text, start, part)?);
        start += part.len() + 1;
    }
    Ok(pieces)
}

/// One piece `ROWSxCOLS`, the text `part` starting at byte `start` of
/// `text`.
fn parse_piece(text: &str, start: usize, part: &str) -> Result<Piece, ParseError> {
    let lead = part.len() - part.trim_start().len();
    let body = part.trim();
    let at = |offset: usize, msg: &str| ParseError::at(text, start + lead + offset, msg);
    let expected = "expected a piece ROWSxCOLS, e.g. 3x4";
    if body.is_empty() {
        return Err(at(0, expected));
    }
    let Some(x) = body.find(['x', 'X']) else {
        let bad = body
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(body.len());
        return Err(at(bad, expected));
    };
    let number = |s: &str, offset: usize| -> Result<u32, ParseError> {
        if let Some(bad) = s.find(|c: char| !c.is_ascii_digit()) {
            return Err(at(offset + bad, expected));
        }
        match s.parse::<u32>() {
            Ok(n) if (1..=MAX_SIDE).contains(&n) => Ok(n),
            _ if s.is_empty() => Err(at(offset, expected)),
            _ => Err(at(
                offset,
                &format!("a side is a whole number from 1 to {MAX_SIDE}"),
            )),
        }
    };
    Ok(Piece {
        rows: number(&body[..x], 0)?,
        cols: number(&body[x + 1..], x + 1)?,
    })
}

impl PartizanGame for Cutcake {
    fn left_options(&self) -> Vec<Cutcake> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Cutcake> {
        self.options_of(Player::Right)
    }

    /// Each piece that can still be cut, on its own.
    fn components(&self) -> Vec<Cutcake> {
        self.pieces
            .iter()
            .filter(|p| p.rows > 1 || p.cols > 1)
            .map(|&p| Cutcake { pieces: vec![p] })
            .collect()
    }

    /// The pieces that can still be cut, sorted.
    fn normalized(&self) -> Cutcake {
        let mut pieces: Vec<Piece> = self
            .pieces
            .iter()
            .copied()
            .filter(|p| p.rows > 1 || p.cols > 1)
            .collect();
        pieces.sort();
        Cutcake { pieces }
    }

    /// The closed form of *Winning Ways* (an integer), so the solver and
    /// the outcome search add pieces instead of searching them.
    fn known_value(&self) -> Option<Game> {
        Some(Game::integer(self.closed_form_value()))
    }
}

impl PartizanRules for Cutcake {
    fn notation(&self) -> String {
        self.pieces
            .iter()
            .map(Piece::to_string)
            .collect::<Vec<_>>()
            .join(" + ")
    }

    /// A cut: the piece cut, its two parts, and the position after.
    type Move = (Piece, Piece, Piece, Cutcake);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> Cutcake {
        m.3
    }

    fn label(&self, m: &Self::Move) -> String {
        let (p, a, b, _) = m;
        format!("{p} -> {a} + {b}")
    }

    /// The closed form of *Winning Ways*, summed over the pieces.
    fn value_with(&self, _control: &Control) -> Result<Game, Stop> {
        Ok(Game::integer(self.closed_form_value()))
    }
}

/// The Cutcake ruleset.
pub const CUTCAKE: Metadata = Metadata {
    name: "cutcake",
    kind: Kind::Partizan,
    summary: "Left cuts a piece of cake vertically, Right horizontally, along the unit lines.",
    syntax: "Pieces ROWSxCOLS (rows high, columns wide) separated by '+', e.g. '3x4 + 2x5'; \
         Left's cuts split the columns. Moves: '3x7 -> 3x2 + 3x5'.",
    example: "3x4 + 2x5 + 8x3",
    parse: |position| Cutcake::parse(position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};
