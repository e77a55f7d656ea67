//! Cake games beyond Cutcake: Maundy Cake, Eatcake and Turn-and-Eatcake
//! (Berlekamp, Conway, Guy, *Winning Ways*, ch. 2 and ch. 8), each a pair
//! of heap rules acting on the sides of rectangular pieces, as CGSuite's
//! `GenCutcake` describes the family.
//!
//! A piece is `ROWSxCOLS` (as in [Cutcake](crate::rulesets::cutcake)); pieces are
//! summed with `+`. Left's rule acts on a piece's columns, Right's on its
//! rows, and every piece a move leaves keeps the other side:
//!
//! - **Maundy Cake**: a player divides a piece into two or more *equal*
//!   pieces (Left by vertical cuts, Right by horizontal ones): the heap
//!   code `{2+}=.0` on the side cut.
//! - **Eatcake**: Left eats a whole column of a piece, Right a whole row,
//!   which may leave the piece in two (or nothing): the heap code `0.7`.
//! - **Turn-and-Eatcake**: as Eatcake, but Left eats a *row* and Right a
//!   *column*, and the pieces left are turned a quarter turn, so a `b x c`
//!   piece left by Left's move is a `c x b` piece (CGSuite's "twisted"
//!   form).
//!
//! A move is named by the piece and what it leaves: `2x6 -> 2x3 + 2x3`,
//! `1x3 -> 1x1 + 1x1`, `1x1 -> nothing`.
//!
//! Maundy Cake has a closed form ([`maundy_value`]), which the solver takes
//! for every piece; the tests check it against the definition on all
//! pieces up to 24×24 and against CGSuite's published values.
//!
//! ```
//! use conway::rulesets::cake::{Cake, CakeGame};
//! use conway::rulesets::partizan_position::PartizanRules;
//! // An 8-row cake one column wide: Right halves it three times, 1 + 2 + 4
//! // moves that Left cannot answer.
//! assert_eq!(Cake::parse(CakeGame::Maundy, "8x1").unwrap().value().to_string(), "-7");
//! // A 1x2 Eatcake strip: Left eats a column and leaves 1x1, which either
//! // player can eat (*); Right eats the row, leaving nothing: {* | 0} = v (down).
//! assert_eq!(Cake::parse(CakeGame::Eatcake, "1x2").unwrap().value().to_string(), "v");
//! ```

use crate::error::ParseError;
use crate::impartial::heap::{HeapGame, HeapRule};
use crate::partizan::PartizanGame;
use crate::rulesets::cutcake::{parse_pieces, Piece};
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Kind, Metadata};
use crate::value::{Game, Player};
use std::sync::OnceLock;

/// Which cake game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum CakeGame {
    /// Divide a piece into equal pieces.
    Maundy,
    /// Eat a column (Left) or a row (Right).
    Eatcake,
    /// Eat a row (Left) or a column (Right), then turn what is left.
    TurnAndEatcake,
}

impl CakeGame {
    /// The heap rule both players use on the side they cut (CGSuite's
    /// take-and-break code for it).
    fn rule(self) -> &'static HeapGame {
        static EQUAL_PARTS: OnceLock<HeapGame> = OnceLock::new();
        static EAT_ONE: OnceLock<HeapGame> = OnceLock::new();
        let (cell, code) = match self {
            CakeGame::Maundy => (&EQUAL_PARTS, "{2+}=.0"),
            CakeGame::Eatcake | CakeGame::TurnAndEatcake => (&EAT_ONE, "0.7"),
        };
        cell.get_or_init(|| HeapGame::parse(code).expect("a valid built-in heap code"))
    }

    /// The pieces each of `player`'s moves on `piece` leaves.
    fn piece_moves(self, piece: Piece, player: Player) -> Vec<Vec<Piece>> {
        let Piece { rows, cols } = piece;
        let twisted = self == CakeGame::TurnAndEatcake;
        // The side cut, and the piece each part of it becomes.
        let (side, make): (u32, &dyn Fn(u32) -> Piece) = match (player, twisted) {
            (Player::Left, false) => (cols, &|b| Piece { rows, cols: b }),
            (Player::Right, false) => (rows, &|a| Piece { rows: a, cols }),
            (Player::Left, true) => (rows, &|b| Piece {
                rows: cols,
                cols: b,
            }),
            (Player::Right, true) => (cols, &|a| Piece {
                rows: a,
                cols: rows,
            }),
        };
        if self == CakeGame::Maundy {
            // `{2+}=.0` is "split into k ≥ 2 equal parts": one move per
            // divisor k of the side, found directly (the general code
            // would enumerate every partition of the side and keep the
            // equal ones, which is exponential in the side).
            return (2..=side)
                .filter(|k| side % k == 0)
                .map(|k| vec![make(side / k); k as usize])
                .collect();
        }
        let mut out = Vec::new();
        self.rule().for_each_option(side as usize, &mut |parts| {
            out.push(parts.iter().map(|&p| make(p as u32)).collect());
        });
        out
    }

    /// Whether neither player can ever move on `piece`.
    fn is_dead(self, piece: Piece) -> bool {
        // Maundy Cake cannot cut a 1x1 piece; the eating games can always
        // eat a row or a column.
        self == CakeGame::Maundy && piece.rows == 1 && piece.cols == 1
    }
}

/// The prime factors of `n`, smallest first, with multiplicity.
fn prime_factors(mut n: u32) -> Vec<u32> {
    let mut out = Vec::new();
    let mut p = 2;
    while p * p <= n {
        while n % p == 0 {
            out.push(p);
            n /= p;
        }
        p += 1;
    }
    if n > 1 {
        out.push(n);
    }
    out
}

/// The number of moves one player makes on a strip whose length has the
/// prime factors `primes` (any order) when only they cut it, dividing by
/// the largest prime first: `1 + p1 + p1 p2 + ... + p1...p(k-1)` for
/// `p1 >= p2 >= ... >= pk` (*Winning Ways*, ch. 2).
fn strip_moves(primes: &[u32]) -> i64 {
    let mut sorted = primes.to_vec();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let (mut total, mut pieces) = (0i64, 1i64);
    for p in sorted {
        total += pieces;
        pieces *= i64::from(p);
    }
    total
}

/// The value of a `rows × cols` Maundy Cake piece (Left cuts the columns).
///
/// Each prime factor of a side is one level of cuts. The levels of the
/// two sides cancel in pairs, the smallest primes of each side first; the
/// player with levels to spare makes [`strip_moves`] of them (a closed
/// form of the game's value, which the tests check against the
/// definition).
///
/// ```
/// use conway::rulesets::cake::maundy_value;
/// assert_eq!(maundy_value(1, 6), 4); // Left: thirds, then halves: 1 + 3 moves
/// assert_eq!(maundy_value(8, 3), -3);
/// assert_eq!(maundy_value(5, 7), 0);
/// ```
pub fn maundy_value(rows: u32, cols: u32) -> i64 {
    let (r, c) = (prime_factors(rows), prime_factors(cols));
    if c.len() >= r.len() {
        strip_moves(&c[r.len()..])
    } else {
        -strip_moves(&r[c.len()..])
    }
}

/// A position of a cake game: the game and its pieces, summed.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Cake {
    game: CakeGame,
    pieces: Vec<Piece>,
}

impl Cake {
    /// Reads pieces `ROWSxCOLS` separated by `+`, or `nothing` when every
    /// piece is eaten.
    ///
    /// ```
    /// use conway::rulesets::cake::{Cake, CakeGame};
    /// assert_eq!(Cake::parse(CakeGame::Eatcake, "2x3+1x1").unwrap().pieces().len(), 2);
    /// assert!(Cake::parse(CakeGame::Eatcake, "nothing").unwrap().pieces().is_empty());
    /// assert_eq!(Cake::parse(CakeGame::Eatcake, "2x3+1").unwrap_err().column, 6);
    /// ```
    pub fn parse(game: CakeGame, text: &str) -> Result<Cake, ParseError> {
        let pieces = if text.trim() == "nothing" {
            Vec::new() // every piece eaten, as the notation writes it
        } else {
            parse_pieces(text)?
        };
        Ok(Cake { game, pieces })
    }

    /// The pieces.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// `player`'s moves: the piece moved on, the pieces it leaves, and the
    /// position after (equal pieces are moved on once).
    fn move_list(&self, player: Player) -> Vec<(Piece, Vec<Piece>, Cake)> {
        let mut out = Vec::new();
        for (i, &piece) in self.pieces.iter().enumerate() {
            if self.pieces[..i].contains(&piece) {
                continue;
            }
            for parts in self.game.piece_moves(piece, player) {
                let mut pieces = self.pieces.clone();
                pieces.splice(i..=i, parts.iter().copied());
                let after = Cake {
                    game: self.game,
                    pieces,
                };
                out.push((piece, parts, after));
            }
        }
        out
    }
}

impl PartizanGame for Cake {
    fn left_options(&self) -> Vec<Cake> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Cake> {
        self.options_of(Player::Right)
    }

    /// Each piece on which a move is possible, on its own.
    fn components(&self) -> Vec<Cake> {
        self.normalized()
            .pieces
            .into_iter()
            .map(|p| Cake {
                game: self.game,
                pieces: vec![p],
            })
            .collect()
    }

    /// The live pieces, sorted.
    fn normalized(&self) -> Cake {
        let mut pieces: Vec<Piece> = (self.pieces.iter().copied())
            .filter(|&p| !self.game.is_dead(p))
            .collect();
        pieces.sort();
        Cake {
            game: self.game,
            pieces,
        }
    }

    /// A Maundy Cake piece by [`maundy_value`].
    fn known_value(&self) -> Option<Game> {
        match (self.game, self.pieces.as_slice()) {
            (CakeGame::Maundy, [p]) => Some(Game::integer(maundy_value(p.rows, p.cols))),
            _ => None,
        }
    }
}

impl PartizanRules for Cake {
    fn notation(&self) -> String {
        join_pieces(&self.pieces)
    }

    /// A piece cut or broken: the piece, its parts, and the position after.
    type Move = (Piece, Vec<Piece>, Cake);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> Cake {
        m.2
    }

    fn label(&self, m: &Self::Move) -> String {
        format!("{} -> {}", m.0, join_pieces(&m.1))
    }
}

/// Pieces joined by ` + `, or `nothing`.
fn join_pieces(pieces: &[Piece]) -> String {
    if pieces.is_empty() {
        return "nothing".to_string();
    }
    pieces
        .iter()
        .map(Piece::to_string)
        .collect::<Vec<_>>()
        .join(" + ")
}

/// How the cake rulesets write positions and moves.
const SYNTAX: &str =
    "Pieces ROWSxCOLS (rows high, columns wide) separated by '+', e.g. '3x4 + 2x5'. \
         Moves name the piece and what it leaves: '2x6 -> 2x3 + 2x3', '1x1 -> nothing'.";

/// Maundy Cake: Left divides a piece into equal pieces vertically, Right
/// horizontally.
pub const MAUNDY_CAKE: Metadata = Metadata {
    name: "maundy-cake",
    kind: Kind::Partizan,
    summary: "Left divides a piece of cake into equal pieces vertically, Right horizontally.",
    syntax: SYNTAX,
    example: "6x12 + 5x8",
    parse: |position| Cake::parse(CakeGame::Maundy, position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};

/// Eatcake: Left eats a column of a piece, Right a row.
pub const EATCAKE: Metadata = Metadata {
    name: "eatcake",
    kind: Kind::Partizan,
    summary: "Left eats a whole column of a piece of cake, Right a whole row.",
    syntax: SYNTAX,
    example: "3x4 + 2x2",
    parse: |position| Cake::parse(CakeGame::Eatcake, position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};

/// Turn-and-Eatcake: Left eats a row of a piece, Right a column, and what
/// is left is turned a quarter turn.
pub const TURN_AND_EATCAKE: Metadata = Metadata {
    name: "turn-and-eatcake",
    kind: Kind::Partizan,
    summary:
        "Left eats a row of a piece, Right a column, and what is left is turned a quarter turn.",
    syntax: SYNTAX,
    example: "3x4 + 2x2",
    parse: |position| Cake::parse(CakeGame::TurnAndEatcake, position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};
