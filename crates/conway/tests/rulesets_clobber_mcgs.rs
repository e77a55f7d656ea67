//! The Clobber variants of CGSuite's `GenClobber` (Anti-Clobber, kings,
//! knights, rooks, queens) and MCGS's Fission, Sheep and King-dirt,
//! checked against plain search, and positions in MCGS's `X`/`O` syntax
//! checked against the values MCGS's own test files state.
//!
//! Each game is written again here from its rules alone, as a
//! [`PlainGame`] valued by `{ G^L | G^R }` with no components and no
//! normalisation; the library's value must equal it on every small board.
//!
//! How MCGS's test files (`cgt_tests/*/*.test`, MCGS 1.7) state values:
//! each position is followed by a `cgt:` block and `{B loss, W loss}`. The
//! block is a game added to the position, and the command says the sum is
//! a loss for whoever moves first, i.e. 0: the block is the *negative* of
//! the position's value, which is why the files write it `-(v)`. MCGS's
//! `X` is BLACK, and BLACK is Left (`cgt_basics.h`: `LEFT = BLACK`, and
//! `L = left wins = black wins = X wins`), as CGSuite's `x` is. So a
//! position written in MCGS's letters has the value `v`, read with `X` as
//! Left: that is what these tests check, on MCGS's own cases.

use crate::common;

use common::PlainGame;
use conway::rulesets;
use conway::rulesets::fission::Fission;
use conway::rulesets::gen_clobber::{GenClobber, Variant};
use conway::rulesets::king_dirt::KingDirt;
use conway::rulesets::partizan_position::PartizanRules;
use conway::rulesets::sheep::Sheep;
use conway::value::{notation, Game, Player};
use std::collections::HashMap;

fn game(s: &str) -> Game {
    notation::parse(s).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

/// Every board of `rows × cols` over the characters `alphabet`, as rows of
/// bytes.
fn boards(rows: usize, cols: usize, alphabet: &[u8]) -> Vec<Vec<Vec<u8>>> {
    let n = rows * cols;
    let k = alphabet.len();
    (0..k.pow(n as u32))
        .map(|code| {
            let cells: Vec<u8> = (0..n)
                .map(|i| alphabet[code / k.pow(i as u32) % k])
                .collect();
            cells.chunks(cols).map(<[u8]>::to_vec).collect()
        })
        .collect()
}

fn text(board: &[Vec<u8>]) -> String {
    let rows: Vec<String> = board
        .iter()
        .map(|r| String::from_utf8(r.clone()).unwrap())
        .collect();
    rows.join("|")
}

/// The cell `k` steps of `d` from `(r, c)`, if on a `rows × cols` board.
fn cell_at(
    rows: usize,
    cols: usize,
    (r, c): (usize, usize),
    d: (isize, isize),
    k: isize,
) -> Option<(usize, usize)> {
    let (r, c) = (r as isize + d.0 * k, c as isize + d.1 * k);
    (r >= 0 && c >= 0 && r < rows as isize && c < cols as isize).then_some((r as usize, c as usize))
}

// ---------------------------------------------------------------- Clobber variants

/// A board of a Clobber variant, from the rules: `steps` are the piece's
/// moves, `slide` lets it travel over empty cells, `onto` says where it may
/// land.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainClobber {
    board: Vec<Vec<u8>>,
    steps: Steps,
    slide: bool,
    onto: Onto,
}

/// Where a stone lands: on an opponent's stone (Clobber), on any stone
/// (Hot Clobber), or on an empty cell, leaving an opponent's stone behind
/// (Anti-Clobber).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Onto {
    Opponent,
    AnyStone,
    EmptyLeavingOpponent,
}

/// A piece's moves as (row, column) steps.
type Steps = &'static [(isize, isize)];

const ORTHOGONAL: [(isize, isize); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const ALL_EIGHT: [(isize, isize); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
const LEAPS: [(isize, isize); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

impl PlainGame for PlainClobber {
    fn options(&self, player: Player) -> Vec<Self> {
        let (own, other) = if player == Player::Left {
            (b'x', b'o')
        } else {
            (b'o', b'x')
        };
        let (rows, cols) = (self.board.len(), self.board[0].len());
        let mut out = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                if self.board[r][c] != own {
                    continue;
                }
                for &d in self.steps {
                    for k in 1.. {
                        let Some((tr, tc)) = cell_at(rows, cols, (r, c), d, k) else {
                            break;
                        };
                        let target = self.board[tr][tc];
                        let allowed = match self.onto {
                            Onto::Opponent => target == other,
                            Onto::AnyStone => target != b'.',
                            Onto::EmptyLeavingOpponent => target == b'.',
                        };
                        if allowed {
                            let mut next = self.clone();
                            next.board[tr][tc] = own;
                            next.board[r][c] = match self.onto {
                                Onto::EmptyLeavingOpponent => other,
                                _ => b'.',
                            };
                            out.push(next);
                        }
                        if target != b'.' || !self.slide {
                            break;
                        }
                    }
                }
            }
        }
        out
    }
}

#[test]
fn clobber_variants_match_plain_search() {
    let variants: [(Variant, Steps, bool, Onto); 6] = [
        (Variant::KINGS, &ALL_EIGHT, false, Onto::Opponent),
        (Variant::KNIGHTS, &LEAPS, false, Onto::Opponent),
        (Variant::ROOKS, &ORTHOGONAL, true, Onto::Opponent),
        (Variant::QUEENS, &ALL_EIGHT, true, Onto::Opponent),
        (
            Variant::ANTI_CLOBBER,
            &ORTHOGONAL,
            false,
            Onto::EmptyLeavingOpponent,
        ),
        (Variant::HOT, &ORTHOGONAL, false, Onto::AnyStone),
    ];
    for (variant, steps, slide, onto) in variants {
        let mut memo = HashMap::new();
        for (rows, cols) in [(1, 6), (2, 3), (3, 2), (2, 4), (3, 3)] {
            // 3x3: one board in five (19683 in all).
            let stride = if rows * cols == 9 { 5 } else { 1 };
            for board in boards(rows, cols, b".xo").into_iter().step_by(stride) {
                let t = text(&board);
                let plain = PlainClobber {
                    board,
                    steps,
                    slide,
                    onto,
                }
                .value(&mut memo);
                let lib = GenClobber::parse(variant, &t).unwrap().value();
                assert_eq!(lib, plain, "{} {t}", variant.name);
            }
        }
    }
}

// ---------------------------------------------------------------- Fission

/// A Fission board, from the rules: Left replaces a stone by stones on the
/// empty cells above and below it, Right on those left and right of it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainFission(Vec<Vec<u8>>);

impl PlainGame for PlainFission {
    fn options(&self, player: Player) -> Vec<Self> {
        let d = if player == Player::Left {
            (1, 0)
        } else {
            (0, 1)
        };
        let (rows, cols) = (self.0.len(), self.0[0].len());
        let mut out = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                let a = cell_at(rows, cols, (r, c), d, -1);
                let b = cell_at(rows, cols, (r, c), d, 1);
                if let (b'x', Some(a), Some(b)) = (self.0[r][c], a, b) {
                    if self.0[a.0][a.1] == b'.' && self.0[b.0][b.1] == b'.' {
                        let mut next = self.clone();
                        next.0[r][c] = b'.';
                        next.0[a.0][a.1] = b'x';
                        next.0[b.0][b.1] = b'x';
                        out.push(next);
                    }
                }
            }
        }
        out
    }
}

#[test]
fn fission_matches_plain_search() {
    let mut memo = HashMap::new();
    for (rows, cols) in [(1, 7), (7, 1), (2, 4), (3, 3), (4, 2), (3, 4)] {
        for board in boards(rows, cols, b".x#") {
            if rows * cols == 12 && board.iter().flatten().filter(|&&c| c == b'x').count() > 2 {
                continue;
            }
            let t = text(&board);
            let plain = PlainFission(board).value(&mut memo);
            assert_eq!(Fission::parse(&t).unwrap().value(), plain, "{t}");
        }
    }
}

/// MCGS's cgt_tests/fission/random_5x5.test (values computed by MCGS):
/// the first 24 positions and their blocks `-(v)`.
#[test]
fn fission_values_published_by_mcgs() {
    let published = [
        ("#X#..|.X...|..#X.|.....|.....", "-(0)"),
        (".....|.....|X#...|.....|.....", "-(2)"),
        (".....|..#..|.....|.....|X...X", "-(0)"),
        (".....|#....|.....|.X..#|....#", "-(0)"),
        (".....|X....|....#|.....|#..X.", "-(0)"),
        (".....|.....|.....|.....|..X..", "-(-2)"),
        (".....|.....|X....|.....|.....", "-(2)"),
        ("X#...|X...#|X....|.#...|.....", "-(0)"),
        ("...#X|..X#.|.....|....#|.....", "-(0)"),
        ("..#..|..X..|.#...|.....|..XX#", "-(0)"),
        (".X...|...#.|....#|.....|...#.", "-(-3)"),
        (".....|.....|#X...|...X.|..#..", "-(1+{0||0|-(1)})"),
        (".....|.....|.....|.X.X.|.....", "-(2)"),
        ("..X..|.X...|.....|.....|...X.", "-({*|-5})"),
        (".....|....#|.X...|.....|...X.", "-(*)"),
        (".....|.....|.....|.##X.|.....", "-(0)"),
        (".....|.....|.....|..X..|.....", "-(0)"),
        ("...X#|.....|X....|....#|.....", "-(2)"),
        (".....|.....|..#X.|.....|.X...", "-(-2*)"),
        ("...#.|..X..|#.X..|.....|.....", "-(0)"),
        ("..#.X|..X..|.....|.X.#.|.....", "-(-2)"),
        ("X....|.....|.X...|.....|.....", "-(0)"),
        (".....|.....|.....|X....|.....", "-(3)"),
        ("....X|.X#..|#.#..|X....|.....", "-(0)"),
        (".....|...X#|.....|..X.#|...X.", "-({^*|-1})"),
        ("X..#.|.X...|.....|...X.|.....", "-(^^*)"),
        ("...X.|....X|.....|.....|#....", "-(+-2)"),
        ("..#..|..X..|....X|.X...|.....", "-(3/2)"),
    ];
    let fission = rulesets::find("fission").unwrap();
    for (board, block) in published {
        let v = fission.parse(board).unwrap().analyze().value.unwrap();
        assert_eq!(v + game(block), Game::ZERO, "{board}: {block}");
    }
}

// ---------------------------------------------------------------- Sheep

/// A Sheep board, from the rules: a herd of two or more slides as far as
/// it can in one of the six directions and leaves part of itself there.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainSheep(Vec<Vec<i32>>);

const HEXAGON: [(isize, isize); 6] = [(-1, 0), (-1, 1), (0, 1), (1, 0), (1, -1), (0, -1)];

impl PlainGame for PlainSheep {
    fn options(&self, player: Player) -> Vec<Self> {
        let sign = if player == Player::Left { 1 } else { -1 };
        let (rows, cols) = (self.0.len(), self.0[0].len());
        let mut out = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                let size = self.0[r][c] * sign;
                if size < 2 {
                    continue;
                }
                for d in HEXAGON {
                    let mut end = None;
                    for k in 1.. {
                        match cell_at(rows, cols, (r, c), d, k) {
                            Some((a, b)) if self.0[a][b] == 0 => end = Some((a, b)),
                            _ => break,
                        }
                    }
                    let Some((a, b)) = end else { continue };
                    for part in 1..size {
                        let mut next = self.clone();
                        next.0[r][c] = (size - part) * sign;
                        next.0[a][b] = part * sign;
                        out.push(next);
                    }
                }
            }
        }
        out
    }
}

#[test]
fn sheep_matches_plain_search() {
    let mut memo = HashMap::new();
    let all = [0, 1, -1, 2, -2, 3, -3];
    let few = [0, 1, 2, -2];
    for (rows, cols, herds) in [
        (1, 5, &all[..]),
        (2, 2, &all[..]),
        (2, 3, &few[..]),
        (3, 2, &few[..]),
    ] {
        let n = rows * cols;
        let k = herds.len();
        for code in 0..k.pow(n as u32) {
            let cells: Vec<i32> = (0..n).map(|i| herds[code / k.pow(i as u32) % k]).collect();
            let board: Vec<Vec<i32>> = cells.chunks(cols).map(<[i32]>::to_vec).collect();
            let t = (board.iter())
                .map(|r| r.iter().map(i32::to_string).collect::<Vec<_>>().join(" "))
                .collect::<Vec<_>>()
                .join(" | ");
            let plain = PlainSheep(board).value(&mut memo);
            assert_eq!(Sheep::parse(&t).unwrap().value(), plain, "{t}");
        }
    }
    // Bigger herds on a strip and a small hexagon.
    for t in ["5 0 0 0", "4 0 -3 0 0", "0 4 | -4 0", "3 0 0 | 0 0 -3"] {
        let board: Vec<Vec<i32>> = (t.split('|'))
            .map(|r| r.split_whitespace().map(|h| h.parse().unwrap()).collect())
            .collect();
        let plain = PlainSheep(board).value(&mut memo);
        assert_eq!(Sheep::parse(t).unwrap().value(), plain, "{t}");
    }
}

// ---------------------------------------------------------------- King-dirt

/// A King-dirt position, from the rules: a king steps to an empty
/// neighbour of the eight, leaving dirt; a player with kings in hand may
/// place one on an empty cell instead (and must, if `must` is set).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainKingDirt {
    board: Vec<Vec<u8>>,
    hand: [u64; 2],
    must: bool,
}

impl PlainGame for PlainKingDirt {
    fn options(&self, player: Player) -> Vec<Self> {
        let (own, i) = if player == Player::Left {
            (b'x', 0)
        } else {
            (b'o', 1)
        };
        let (rows, cols) = (self.board.len(), self.board[0].len());
        let mut out = Vec::new();
        let cells = (0..rows).flat_map(|r| (0..cols).map(move |c| (r, c)));
        if self.hand[i] > 0 {
            for (r, c) in cells.clone().filter(|&(r, c)| self.board[r][c] == b'.') {
                let mut next = self.clone();
                next.board[r][c] = own;
                next.hand[i] -= 1;
                out.push(next);
            }
            if self.must {
                return out;
            }
        }
        for (r, c) in cells.filter(|&(r, c)| self.board[r][c] == own) {
            for d in ALL_EIGHT {
                if let Some((a, b)) = cell_at(rows, cols, (r, c), d, 1) {
                    if self.board[a][b] == b'.' {
                        let mut next = self.clone();
                        next.board[r][c] = b'#';
                        next.board[a][b] = own;
                        out.push(next);
                    }
                }
            }
        }
        out
    }
}

#[test]
fn king_dirt_matches_plain_search() {
    let mut memo = HashMap::new();
    for (hand, must) in [
        ([0, 0], false),
        ([1, 0], false),
        ([1, 1], false),
        ([1, 2], true),
        ([2, 1], false),
    ] {
        for (rows, cols) in [(1, 5), (2, 2), (2, 3), (3, 2)] {
            for board in boards(rows, cols, b".xo#") {
                let t = format!(
                    "<{},{},{}>: {}",
                    hand[0],
                    hand[1],
                    u8::from(must),
                    text(&board)
                );
                let plain = PlainKingDirt { board, hand, must }.value(&mut memo);
                assert_eq!(KingDirt::parse(&t).unwrap().value(), plain, "{t}");
            }
        }
    }
    // 3x3 boards with no kings in hand: one in 29 (262144 in all).
    for board in boards(3, 3, b".xo#").into_iter().step_by(29) {
        let t = text(&board);
        let plain = PlainKingDirt {
            board,
            hand: [0, 0],
            must: false,
        }
        .value(&mut memo);
        assert_eq!(KingDirt::parse(&t).unwrap().value(), plain, "{t}");
    }
}

/// MCGS's cgt_tests/gen_king_dirt/random_110_4x4.test and
/// random_121_4x4.test (values computed by MCGS).
#[test]
fn king_dirt_values_published_by_mcgs() {
    king_dirt_values_published_by_mcgs_every(3);
}

#[test]
#[ignore = "full tier"]
fn king_dirt_values_published_by_mcgs_every_case() {
    king_dirt_values_published_by_mcgs_every(1);
}

/// Every `step`-th of MCGS's values.
fn king_dirt_values_published_by_mcgs_every(step: usize) {
    let published = [
        ("1,1,0:....|.#.#|###.|#O.X", "-({1|*})"),
        ("1,1,0:X##.|##.#|....|.#OX", "-({1||0|-1/2|||-1*})"),
        ("1,1,0:....|...#|....|#.#.", "-(*2)"),
        ("1,1,0:O...|..#.|..#.|O...", "-(-6)"),
        ("1,1,0:..O.|#...|.#..|.X#.", "-({0,{^*|0}+*|-1*})"),
        ("1,1,0:.###|...#|..OO|X.#.", "-({*|||-1*||-9/8|-3/2})"),
        ("1,1,0:#.#.|#O.#|O.#.|....", "-(-13/4)"),
        ("1,1,0:..##|#.##|.O..|.O..", "-(-4*)"),
        ("1,1,0:.#..|O.#.|#.#.|..#.", "-(-13/4)"),
        (
            "1,1,0:.#..|#..O|...#|#.O#",
            "-({-1v||-2|-11/4|||{-5/2,{-2|-11/4}|-4},{-2|-4}||||-3*})",
        ),
        ("1,1,0:.O..|....|.#.#|...#", "-({-4|-9/2})"),
        ("1,1,0:O..#|#...|..##|.#X.", "-({0,*||-1/2|-1})"),
        ("1,1,0:....|....|#.#O|.XOX", "-({1/2|*||-1*|-2})"),
        ("1,1,0:....|..#.|#..#|##..", "-(0)"),
        ("1,1,0:#.#.|..X.|.##.|..##", "-(3)"),
        ("1,1,0:OX#.|.#..|#.#.|.XO.", "-(0)"),
        ("1,1,0:#.##|...#|.#O.|.X#.", "-({*|-1/4||-1})"),
        ("1,2,1:....|.O##|...#|.#.#", "-(-4)"),
        ("1,2,1:###X|#.##|#.O.|.#..", "-(-2)"),
        ("1,2,1:##..|..##|##..|.#..", "-(-5/2)"),
        ("1,2,1:#..#|#...|#O..|#...", "-(-3*)"),
        ("1,2,1:##O#|#..#|X..#|#..#", "-(0)"),
        ("1,2,1:.##.|##.#|.#..|##..", "-({-1/4|-1})"),
        ("1,2,1:#..#|#...|.#..|.#..", "-({-2|-3*})"),
        ("1,2,1:##..|..#.|#.#.|X#.#", "-(-17/8)"),
        ("1,2,1:.#X#|.O..|.#.#|####", "-({*||-1*|-2})"),
        ("1,2,1:.O##|...#|#.#.|.##.", "-({-3/2|-2||-33/16})"),
    ];
    let king_dirt = rulesets::find("king-dirt").unwrap();
    for (position, block) in published.into_iter().step_by(step) {
        let v = king_dirt.parse(position).unwrap().analyze().value.unwrap();
        assert_eq!(v + game(block), Game::ZERO, "{position}: {block}");
    }
}

// ---------------------------------------------------------------- MCGS's letters

/// MCGS's cgt_tests/clobber/xxo.test (values from CGSuite 2.1.1) and
/// random_2x6.test, cannibal_clobber/xxo.test, and nogo/random_15.test,
/// read in MCGS's letters: the value plus the stated block is 0.
#[test]
fn positions_in_mcgs_letters_have_the_values_mcgs_states() {
    let cases = [
        ("clobber", "XXO", "v"),
        ("clobber", "XXOXXO", "v"),
        ("clobber", "XXOXXOXXO", "vv"),
        ("clobber", "XXOXXOXXOXXOXXO", "v3"),
        ("clobber", "XOXOOO|XXXOOX", "-(v*)"),
        ("clobber", "OXXXOO|OOXOXX", "-(v)"),
        ("clobber", "OOXOXX|XXOOOX", "-(^)"),
        ("clobber", "XXOOOX|OXXOOX", "-({^^*|v*})"),
        ("clobber", "XOOXOX|XXOOOX", "-({^3|*})"),
        ("clobber", "OOXOXX|OOOXXX", "-(+-{0,^*})"),
        ("cannibal-clobber", "XXO", "-(^)"),
        ("cannibal-clobber", "XXOXXO", "-({2*|^*})"),
        ("nogo", "...XXO...OX..O.", "-({0|-2})"),
        ("nogo", "X...O..O..X..O.", "-({1|0||-1|-3})"),
        ("nogo", ".....X.OX..OO.X", "-({3*|1||*,{^*,{1*|*}|-1}})"),
        ("nogo", "...X.X.XOO.O...", "-(1)"),
        ("nogo", ".X..OO..X.X....", "-(2)"),
        ("nogo", "O.....X..XO...X", "-({1^|-1^})"),
    ];
    for (name, position, block) in cases {
        let v = rulesets::find(name)
            .unwrap()
            .parse(position)
            .unwrap()
            .analyze()
            .value
            .unwrap();
        assert_eq!(v + game(block), Game::ZERO, "{name} {position}: {block}");
    }
}

// ---------------------------------------------------------------- all

#[test]
fn bad_positions_name_the_place() {
    let cases = [
        ("anti-clobber", "x.|.q", 1, 5),
        ("fission", "x.o", 1, 3),
        ("sheep", "2 0 | 0 x", 1, 9),
        ("sheep", "2 0 | 0", 1, 6),
        ("sheep", "2 5000", 1, 3),
        ("king-dirt", "<1,2>: x.", 1, 5),
        ("king-dirt", "1,1,0:x.|.q", 1, 11),
        ("king-dirt", "<1,1,2>: x.", 1, 6),
    ];
    common::ruleset_checks::refused_at(&cases);
}

#[test]
fn sheep_and_king_dirt_read_their_notation_back() {
    let s = Sheep::parse("3, 0 ,-2|0 0 1").unwrap();
    assert_eq!(s.notation(), "3 0 -2 | 0 0 1");
    let k = KingDirt::parse("2,1,1:x..|..o").unwrap();
    assert_eq!(k.notation(), "<2,1,1>: x..|..o");
    // Counts above the empty cells mean the empty cells (MCGS trims them).
    assert_eq!(
        KingDirt::parse("<9,0,0>: x.").unwrap().notation(),
        "<1,0,0>: x."
    );
}
