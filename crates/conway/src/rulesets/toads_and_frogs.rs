//! Toads and Frogs: on a strip of cells, Left's toads (`t`) move right and
//! Right's frogs (`f`) move left, one creature per turn, either one step
//! into an adjacent empty cell or a jump over one creature of the other
//! kind into the empty cell just beyond; a player who cannot move loses
//! (Berlekamp, Conway, Guy, *Winning Ways*, ch. 1; Erickson, "New
//! Toads-and-Frogs results", Games of No Chance, 1996).
//!
//! Positions are written as CGSuite writes them, `t`, `f` and `.` (empty)
//! from left to right, e.g. `tt.ff`; several strips separated by `|` are
//! their sum. Cells are numbered from 1 at the left, and a move is named by
//! where the creature starts and ends: `2-3` (a step), `2-4` (a jump);
//! with several strips, `strip 2: 2-3`.
//!
//! # Splitting and normalising
//!
//! Some creatures can never move again: a toad whose right neighbour is the
//! end of the strip or another such creature, and which cannot jump either
//! (its neighbour is no frog, or the cell beyond is the end or another such
//! creature); likewise for frogs to the left. `ttff` is the classic case:
//! all four are stuck for good. The largest set of creatures that block
//! each other this way (a greatest fixed point) stays put forever, and acts
//! like the end of the strip on either side, so a strip splits into the
//! runs of cells between its stuck creatures. In a run without frogs the
//! empty cells before the first toad can never be used (only frogs move
//! left), and in one without toads the cells after the last frog; they are
//! trimmed. Runs without creatures are dropped.
//!
//! ```
//! use conway::partizan::Solver;
//! use conway::rulesets::toads_and_frogs::ToadsAndFrogs;
//! use conway::value::Game;
//! let v = |s: &str| Solver::new().value(&ToadsAndFrogs::parse(s).unwrap());
//! // t.f: Left's step leaves .tf, where only Right can move, jumping to
//! // ft. (worth 1 to Left: her toad can still step once), so .tf = { | 1}
//! // = 0; Right's step leaves tf. = 0 likewise: t.f = {0 | 0} = *.
//! assert_eq!(v("t.f"), Game::nimber(1));
//! // ttff: nobody can move.
//! assert_eq!(v("ttff"), Game::ZERO);
//! ```

use super::partizan_position::{PartizanPosition, PartizanRules};
use super::strip::{parse_strips, strip_label, strips_notation};
use super::{Kind, Position, Ruleset};
use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::value::Player;

/// A cell of the strip.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Cell {
    /// No creature.
    Empty,
    /// A toad (Left's, moving right).
    Toad,
    /// A frog (Right's, moving left).
    Frog,
}

impl Cell {
    fn symbol(&self) -> char {
        match self {
            Cell::Empty => '.',
            Cell::Toad => 't',
            Cell::Frog => 'f',
        }
    }
}

/// A Toads and Frogs position: one or more strips, summed.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ToadsAndFrogs {
    strips: Vec<Vec<Cell>>,
}

impl ToadsAndFrogs {
    /// Reads strips of `t`, `f` and `.` separated by `|`.
    ///
    /// ```
    /// use conway::rulesets::toads_and_frogs::ToadsAndFrogs;
    /// let e = ToadsAndFrogs::parse("tt.ff|t.x").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 9));
    /// ```
    pub fn parse(text: &str) -> Result<ToadsAndFrogs, ParseError> {
        let strips = parse_strips(
            text,
            |c| match c {
                't' => Some(Cell::Toad),
                'f' => Some(Cell::Frog),
                '.' => Some(Cell::Empty),
                _ => None,
            },
            "'t' (toad), 'f' (frog) or '.' (empty)",
        )?;
        Ok(ToadsAndFrogs { strips })
    }

    /// The strips, each from left to right.
    pub fn strips(&self) -> &[Vec<Cell>] {
        &self.strips
    }

    /// The moves of `player`: strip, start and end cell (from 0), and the
    /// position after.
    fn moves(&self, player: Player) -> Vec<(usize, usize, usize, ToadsAndFrogs)> {
        let mut out = Vec::new();
        for (k, strip) in self.strips.iter().enumerate() {
            for (from, to) in strip_moves(strip, player) {
                let mut next = self.clone();
                next.strips[k][to] = strip[from];
                next.strips[k][from] = Cell::Empty;
                out.push((k, from, to, next));
            }
        }
        out
    }
}

/// The moves on one strip: start and end cells.
fn strip_moves(strip: &[Cell], player: Player) -> Vec<(usize, usize)> {
    let (own, other) = match player {
        Player::Left => (Cell::Toad, Cell::Frog),
        Player::Right => (Cell::Frog, Cell::Toad),
    };
    let ahead = |i: usize, k: usize| match player {
        Player::Left => i.checked_add(k).filter(|&j| j < strip.len()),
        Player::Right => i.checked_sub(k),
    };
    let mut out = Vec::new();
    for (i, _) in strip.iter().enumerate().filter(|(_, &c)| c == own) {
        match ahead(i, 1).map(|j| strip[j]) {
            Some(Cell::Empty) => out.push((i, ahead(i, 1).unwrap_or(i))),
            Some(c) if c == other => {
                if let Some(j) = ahead(i, 2).filter(|&j| strip[j] == Cell::Empty) {
                    out.push((i, j));
                }
            }
            _ => {}
        }
    }
    out
}

/// Which creatures of a strip can never move: the greatest set of
/// creatures each of whose moves needs a cell held by a member to empty.
fn stuck(strip: &[Cell]) -> Vec<bool> {
    let mut stuck: Vec<bool> = strip.iter().map(|&c| c != Cell::Empty).collect();
    let blocked = |stuck: &[bool], j: Option<usize>| j.is_none_or(|j| stuck[j]);
    loop {
        let mut changed = false;
        for i in 0..strip.len() {
            if !stuck[i] {
                continue;
            }
            let (step, jump, other) = match strip[i] {
                Cell::Toad => (
                    Some(i + 1).filter(|&j| j < strip.len()),
                    Some(i + 2).filter(|&j| j < strip.len()),
                    Cell::Frog,
                ),
                Cell::Frog => (i.checked_sub(1), i.checked_sub(2), Cell::Toad),
                Cell::Empty => unreachable!("only creatures are marked stuck"),
            };
            // An empty cell is never marked stuck, so `blocked` is false for it.
            let can_step = !blocked(&stuck, step);
            let can_jump = step.is_some_and(|s| strip[s] == other) && !blocked(&stuck, jump);
            if can_step || can_jump {
                stuck[i] = false;
                changed = true;
            }
        }
        if !changed {
            return stuck;
        }
    }
}

/// The runs of a strip between its stuck creatures, trimmed, without the
/// runs that hold no creature.
fn runs(strip: &[Cell]) -> Vec<Vec<Cell>> {
    let stuck = stuck(strip);
    let mut out = Vec::new();
    for run in strip
        .iter()
        .zip(&stuck)
        .collect::<Vec<_>>()
        .split(|(_, &s)| s)
    {
        let mut cells: &[(&Cell, &bool)] = run;
        let has = |cells: &[(&Cell, &bool)], k| cells.iter().any(|(&c, _)| c == k);
        if !has(cells, Cell::Frog) {
            while cells.first().is_some_and(|(&c, _)| c == Cell::Empty) {
                cells = &cells[1..];
            }
        }
        if !has(cells, Cell::Toad) {
            while cells.last().is_some_and(|(&c, _)| c == Cell::Empty) {
                cells = &cells[..cells.len() - 1];
            }
        }
        if has(cells, Cell::Toad) || has(cells, Cell::Frog) {
            out.push(cells.iter().map(|(&c, _)| c).collect());
        }
    }
    out
}

impl PartizanGame for ToadsAndFrogs {
    fn left_options(&self) -> Vec<ToadsAndFrogs> {
        self.moves(Player::Left).into_iter().map(|m| m.3).collect()
    }

    fn right_options(&self) -> Vec<ToadsAndFrogs> {
        self.moves(Player::Right).into_iter().map(|m| m.3).collect()
    }

    /// Each strip split between its stuck creatures, each run trimmed.
    fn components(&self) -> Vec<ToadsAndFrogs> {
        self.strips
            .iter()
            .flat_map(|s| runs(s))
            .map(|run| ToadsAndFrogs { strips: vec![run] })
            .collect()
    }

    /// The runs of all strips, in sorted order.
    fn normalized(&self) -> ToadsAndFrogs {
        let mut strips: Vec<Vec<Cell>> = self.strips.iter().flat_map(|s| runs(s)).collect();
        strips.sort();
        ToadsAndFrogs { strips }
    }
}

impl PartizanRules for ToadsAndFrogs {
    fn notation(&self) -> String {
        strips_notation(&self.strips, Cell::symbol)
    }

    fn labelled_moves(&self, player: Player) -> Vec<(String, ToadsAndFrogs)> {
        let n = self.strips.len();
        self.moves(player)
            .into_iter()
            .map(|(k, from, to, p)| {
                (
                    strip_label("strip", n, k, format!("{}-{}", from + 1, to + 1)),
                    p,
                )
            })
            .collect()
    }
}

/// The Toads and Frogs ruleset.
pub struct ToadsAndFrogsRuleset;

impl Ruleset for ToadsAndFrogsRuleset {
    fn name(&self) -> &'static str {
        "toads-and-frogs"
    }

    fn kind(&self) -> Kind {
        Kind::Partizan
    }

    fn summary(&self) -> &'static str {
        "Left's toads move right, Right's frogs move left: one step into an empty cell, \
         or a jump over one opposing creature."
    }

    fn syntax(&self) -> &'static str {
        "A strip of 't' (toad, Left), 'f' (frog, Right) and '.' (empty), left to right; \
         strips separated by '|' are summed. Moves: 2-3 (from cell, to cell, numbered from 1)."
    }

    fn example(&self) -> &'static str {
        "ttt..fff"
    }

    fn parse(&self, position: &str) -> Result<Box<dyn Position>, ParseError> {
        ToadsAndFrogs::parse(position).map(PartizanPosition::boxed)
    }
}
