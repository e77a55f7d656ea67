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
//! # Generalised Toads and Frogs, Elephants and Rhinos
//!
//! MCGS's `gen_toads` generalises the moves by four parameters
//! `<min slide, max slide, max jump, friendly>`: a creature whose next cell
//! ahead is empty slides `min..=max` cells over empty cells; one whose next
//! cell is occupied jumps over a run of `1..=max jump` creatures (of the
//! other kind, or of either kind when `friendly` is 1) into the empty cell
//! just after the run. Classic Toads and Frogs is `<1,1,1,0>`, and
//! Elephants and Rhinos (Albert, Nowakowski, Wolfe, *Lessons in Play*;
//! MCGS's `elephants`) is `<1,1,0,0>`: steps only. The rulesets
//! `gen-toads` (`<1,2,1,0>: tt..ff`) and `elephants-and-rhinos` (MCGS's
//! `X`, `O`, `.`: `XX..OO`) are this file with those parameters; every
//! reader also takes `X` for a toad and `O` for a frog, as MCGS writes.
//! (`X` is Left, as CGSuite's `x`: MCGS's `X` is its BLACK, and BLACK is
//! its Left. Its test files follow each position by the game `-(v)` that
//! makes the sum 0, so `v` is the value read here — the tests check seven
//! of its Elephants and Rhinos strips.)
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

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::scan::Scanner;
use crate::rulesets::strip::{parse_strips, strip_label, strips_notation};
use crate::rulesets::{Drawing, Kind, Metadata, Position};
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

    /// MCGS's letter: `X` for Left's, `O` for Right's.
    fn mcgs_symbol(&self) -> char {
        match self {
            Cell::Empty => '.',
            Cell::Toad => 'X',
            Cell::Frog => 'O',
        }
    }
}

/// How the creatures move (see the module notes).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Moves {
    /// The shortest slide (at least 1).
    pub min_slide: usize,
    /// The longest slide.
    pub max_slide: usize,
    /// The most creatures one jump passes (0: no jumps).
    pub max_jump: usize,
    /// Whether a creature may jump over its own kind.
    pub friendly: bool,
}

impl Moves {
    /// Classic Toads and Frogs: a step, or a jump over one opponent.
    pub const CLASSIC: Moves = Moves {
        min_slide: 1,
        max_slide: 1,
        max_jump: 1,
        friendly: false,
    };

    /// Elephants and Rhinos: steps only.
    pub const ELEPHANTS: Moves = Moves {
        min_slide: 1,
        max_slide: 1,
        max_jump: 0,
        friendly: false,
    };
}

/// The largest slide or jump length `gen-toads` accepts.
pub const MAX_LENGTH: u64 = 64;

/// A Toads and Frogs position: how creatures move, and one or more strips,
/// summed.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ToadsAndFrogs {
    moves: Moves,
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
        ToadsAndFrogs::parse_with(Moves::CLASSIC, text)
    }

    /// Reads strips as [`ToadsAndFrogs::parse`] does, for creatures that
    /// move by `moves`.
    ///
    /// ```
    /// use conway::rulesets::toads_and_frogs::{Moves, ToadsAndFrogs};
    /// use conway::rulesets::partizan_position::PartizanRules;
    /// // Elephants and Rhinos: X. is 1 (one free step), XO is 0.
    /// let v = |s| ToadsAndFrogs::parse_with(Moves::ELEPHANTS, s).unwrap().value().to_string();
    /// assert_eq!((v("X."), v("XO")), ("1".to_string(), "0".to_string()));
    /// ```
    pub fn parse_with(moves: Moves, text: &str) -> Result<ToadsAndFrogs, ParseError> {
        let strips = parse_strips(
            text,
            |c| match c {
                't' | 'T' | 'X' => Some(Cell::Toad),
                'f' | 'F' | 'O' => Some(Cell::Frog),
                '.' => Some(Cell::Empty),
                _ => None,
            },
            "'t', 'T' or 'X' (Left's), 'f', 'F' or 'O' (Right's), or '.' (empty)",
        )?;
        Ok(ToadsAndFrogs { moves, strips })
    }

    /// Reads `<min slide,max slide,max jump,friendly>: strips`, MCGS's
    /// `gen_toads` parameters (lengths 1 to [`MAX_LENGTH`], friendly 0 or
    /// 1); without the parameters, classic Toads and Frogs.
    ///
    /// ```
    /// use conway::rulesets::toads_and_frogs::ToadsAndFrogs;
    /// assert!(ToadsAndFrogs::parse_general("<1,2,1,0>: tt..ff").is_ok());
    /// assert_eq!(ToadsAndFrogs::parse_general("<2,1,1,0>: t.f").unwrap_err().column, 2);
    /// ```
    pub fn parse_general(text: &str) -> Result<ToadsAndFrogs, ParseError> {
        let mut scan = Scanner::new(text);
        if !scan.eat('<') {
            return ToadsAndFrogs::parse(text);
        }
        let mut numbers = Vec::new();
        let names = ["min slide", "max slide", "max jump", "friendly"];
        for (i, name) in names.into_iter().enumerate() {
            scan.skip_space();
            let at = scan.offset();
            let n = scan.number(name)?;
            let max = if i == 3 { 1 } else { MAX_LENGTH };
            scan.check_at_most(at, n, max, name)?;
            numbers.push((at, n as usize));
            if i < 3 {
                scan.expect(',', "between the four parameters")?;
            }
        }
        scan.expect('>', "after the four parameters")?;
        scan.expect(':', "after the parameters")?;
        let [(at, min_slide), (_, max_slide), (_, max_jump), (_, friendly)] = numbers[..] else {
            unreachable!("four numbers were read");
        };
        if min_slide == 0 || max_slide < min_slide {
            return Err(scan.error_at(at, "slides need 1 <= min slide <= max slide"));
        }
        let moves = Moves {
            min_slide,
            max_slide,
            max_jump,
            friendly: friendly == 1,
        };
        let start = scan.offset();
        ToadsAndFrogs::parse_with(moves, &text[start..])
            .map_err(|e| ParseError::at(text, start + e.column - 1, e.message))
    }

    /// The strips, each from left to right.
    pub fn strips(&self) -> &[Vec<Cell>] {
        &self.strips
    }

    /// The moves of `player`: strip, start and end cell (from 0), and the
    /// position after.
    fn move_list(&self, player: Player) -> Vec<(usize, usize, usize, ToadsAndFrogs)> {
        let mut out = Vec::new();
        for (k, strip) in self.strips.iter().enumerate() {
            for (from, to) in strip_moves(strip, player, self.moves) {
                let mut next = self.clone();
                next.strips[k][to] = strip[from];
                next.strips[k][from] = Cell::Empty;
                out.push((k, from, to, next));
            }
        }
        out
    }
}

/// The cell `k` cells ahead of cell `i` for a creature of `player`.
fn ahead(len: usize, player: Player, i: usize, k: usize) -> Option<usize> {
    match player {
        Player::Left => i.checked_add(k).filter(|&j| j < len),
        Player::Right => i.checked_sub(k),
    }
}

/// The owner of a creature.
fn owner(cell: Cell) -> Option<Player> {
    match cell {
        Cell::Toad => Some(Player::Left),
        Cell::Frog => Some(Player::Right),
        Cell::Empty => None,
    }
}

/// The moves on one strip: start and end cells.
fn strip_moves(strip: &[Cell], player: Player, moves: Moves) -> Vec<(usize, usize)> {
    let at = |i, k| ahead(strip.len(), player, i, k);
    let mut out = Vec::new();
    for (i, _) in strip
        .iter()
        .enumerate()
        .filter(|&(_, &c)| owner(c) == Some(player))
    {
        let Some(next) = at(i, 1) else { continue };
        if strip[next] == Cell::Empty {
            // Slides over empty cells only.
            for d in moves.min_slide..=moves.max_slide {
                match at(i, d) {
                    Some(j)
                        if (1..=d).all(|k| at(i, k).is_some_and(|c| strip[c] == Cell::Empty)) =>
                    {
                        out.push((i, j))
                    }
                    _ => break,
                }
            }
            continue;
        }
        // A jump over the run ahead, into the first empty cell after it.
        for d in 1..=moves.max_jump + 1 {
            let Some(j) = at(i, d) else { break };
            match owner(strip[j]) {
                None if d > 1 => {
                    out.push((i, j));
                    break;
                }
                Some(p) if p == player && !moves.friendly => break,
                Some(_) if d <= moves.max_jump => {}
                _ => break,
            }
        }
    }
    out
}

/// Which creatures of a strip can never move, and can never be jumped over:
/// the greatest set of creatures none of which has a move that avoids the
/// cells of the set (a move needs its landing cell and the cells it slides
/// over empty, and the creatures it jumps over of a kind it may jump),
/// and none of which lies under such a jump of any creature.
fn stuck(strip: &[Cell], moves: Moves) -> Vec<bool> {
    let mut stuck: Vec<bool> = strip.iter().map(|&c| c != Cell::Empty).collect();
    loop {
        let mut changed = false;
        for i in 0..strip.len() {
            let Some(player) = owner(strip[i]) else {
                continue;
            };
            let at = |k| ahead(strip.len(), player, i, k);
            let free = |stuck: &[bool], k| at(k).is_some_and(|c| !stuck[c]);
            let jumpable = |stuck: &[bool], k| {
                at(k)
                    .is_some_and(|c| !stuck[c] || moves.friendly || owner(strip[c]) != Some(player))
            };
            let mut unstick = Vec::new();
            let slides =
                (moves.min_slide..=moves.max_slide).any(|d| (1..=d).all(|k| free(&stuck, k)));
            let mut any_jump = false;
            for d in 2..=moves.max_jump + 1 {
                if free(&stuck, d) && (1..d).all(|k| jumpable(&stuck, k)) {
                    any_jump = true;
                    unstick.extend((1..d).filter_map(at));
                }
            }
            if (slides || any_jump) && stuck[i] {
                unstick.push(i);
            }
            for c in unstick {
                if stuck[c] {
                    stuck[c] = false;
                    changed = true;
                }
            }
        }
        if !changed {
            return stuck;
        }
    }
}

/// The runs of a strip between its stuck creatures, trimmed, without the
/// runs that hold no creature.
fn runs(strip: &[Cell], moves: Moves) -> Vec<Vec<Cell>> {
    let stuck = stuck(strip, moves);
    let mut out = Vec::new();
    for run in strip
        .iter()
        .zip(&stuck)
        .collect::<Vec<_>>()
        .split(|&(_, &s)| s)
    {
        let mut cells: &[(&Cell, &bool)] = run;
        let has = |cells: &[(&Cell, &bool)], k| cells.iter().any(|&(&c, _)| c == k);
        if !has(cells, Cell::Frog) {
            while cells.first().is_some_and(|&(&c, _)| c == Cell::Empty) {
                cells = &cells[1..];
            }
        }
        if !has(cells, Cell::Toad) {
            while cells.last().is_some_and(|&(&c, _)| c == Cell::Empty) {
                cells = &cells[..cells.len() - 1];
            }
        }
        if has(cells, Cell::Toad) || has(cells, Cell::Frog) {
            out.push(cells.iter().map(|&(&c, _)| c).collect());
        }
    }
    out
}

impl PartizanGame for ToadsAndFrogs {
    fn left_options(&self) -> Vec<ToadsAndFrogs> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<ToadsAndFrogs> {
        self.options_of(Player::Right)
    }

    /// Each strip split between its stuck creatures, each run trimmed.
    fn components(&self) -> Vec<ToadsAndFrogs> {
        self.strips
            .iter()
            .flat_map(|s| runs(s, self.moves))
            .map(|run| ToadsAndFrogs {
                moves: self.moves,
                strips: vec![run],
            })
            .collect()
    }

    /// The runs of all strips, in sorted order.
    fn normalized(&self) -> ToadsAndFrogs {
        let mut strips: Vec<Vec<Cell>> = (self.strips.iter())
            .flat_map(|s| runs(s, self.moves))
            .collect();
        strips.sort();
        ToadsAndFrogs {
            moves: self.moves,
            strips,
        }
    }
}

impl PartizanRules for ToadsAndFrogs {
    fn notation(&self) -> String {
        let m = self.moves;
        match m {
            Moves::CLASSIC => strips_notation(&self.strips, Cell::symbol),
            Moves::ELEPHANTS => strips_notation(&self.strips, Cell::mcgs_symbol),
            _ => format!(
                "<{},{},{},{}>: {}",
                m.min_slide,
                m.max_slide,
                m.max_jump,
                u8::from(m.friendly),
                strips_notation(&self.strips, Cell::symbol)
            ),
        }
    }

    /// A creature moved: the strip, the cells from and to, and the position after.
    type Move = (usize, usize, usize, ToadsAndFrogs);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> ToadsAndFrogs {
        m.3
    }

    fn label(&self, m: &Self::Move) -> String {
        let (k, from, to, _) = m;
        strip_label(
            "strip",
            self.strips.len(),
            *k,
            format!("{}-{}", from + 1, to + 1),
        )
    }
}

/// The Toads and Frogs ruleset.
/// Toads and Frogs with MCGS's `gen_toads` parameters.
/// Elephants and Rhinos: Toads and Frogs without jumps, in MCGS's letters.
pub const GEN_TOADS: Metadata = Metadata {
    name: "gen-toads",
    kind: Kind::Partizan,
    summary: "Toads and Frogs with longer slides and jumps (MCGS's gen_toads).",
    syntax: "'<min slide,max slide,max jump,friendly>: ' then strips of 't'/'X' (Left's), \
         'f'/'O' (Right's) and '.', e.g. '<1,2,1,0>: tt..ff'; friendly 1 lets a creature \
         jump its own kind. Without '<...>:', classic Toads and Frogs. Moves: 2-4.",
    example: "<1,2,2,0>: tt...ff",
    parse: |position| ToadsAndFrogs::parse_general(position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};

/// Reads a position of [`ELEPHANTS`].
fn parse_elephants(position: &str) -> Result<Box<dyn Position>, ParseError> {
    ToadsAndFrogs::parse_with(Moves::ELEPHANTS, position).map(PartizanPosition::boxed)
}

pub const ELEPHANTS: Metadata = Metadata {
    name: "elephants-and-rhinos",
    kind: Kind::Partizan,
    summary: "Left's elephants step right, Right's rhinos step left, into empty cells (no jumps).",
    syntax: "A strip of 'X' (elephant, Left), 'O' (rhino, Right) and '.' (empty), as MCGS writes \
         it ('t'/'f' also read); strips separated by '|' are summed. Moves: 2-3.",
    example: "XX.X..O.OO",
    parse: parse_elephants,
    drawing: None,
    can_cycle: false,
};

pub const TOADS_AND_FROGS: Metadata = Metadata {
    name: "toads-and-frogs",
    kind: Kind::Partizan,
    summary: "Left's toads move right, Right's frogs move left: one step into an empty cell, \
         or a jump over one opposing creature.",
    syntax: "A strip of 't' (toad, Left), 'f' (frog, Right) and '.' (empty), left to right \
         ('T'/'F' as the cgt crate writes them, 'X'/'O' as MCGS does, also read); strips \
         separated by '|' are summed. Moves: 2-3 (from cell, to cell, numbered from 1).",
    example: "ttt..fff",
    parse: |position| ToadsAndFrogs::parse(position).map(PartizanPosition::boxed),
    drawing: Some(Drawing::Strips),
    can_cycle: false,
};
