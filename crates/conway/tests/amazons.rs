//! Amazons checked against plain game-tree search.
//!
//! The reference here has its own board and move generator (queen moves
//! over empty squares, then a queen shot from the landing square, the
//! vacated square counting as empty) and computes values by the definition
//! with `Game::new` (and with the explicit trees of `common::Form` for the
//! smallest boards), memoised by the exact board: no regions, no trimming,
//! no symmetry. The ruleset must agree on every board of up to six squares
//! with every pattern of `.`, `x`, `o` and `#`, and on pseudo-random larger
//! boards with few empty squares.

use crate::common;

use common::{expand, PlainGame};
use conway::partizan::{PartizanGame, Solver};
use conway::rulesets::amazons::Amazons;
use conway::rulesets::{self, Kind};
use conway::value::{Game, Outcome, Player};
use std::collections::HashMap;

/// A plain board: `cells[r][c]` is `.`, `x`, `o` or `#`.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Plain {
    cells: Vec<Vec<char>>,
}

impl Plain {
    fn parse(text: &str) -> Plain {
        Plain {
            cells: text.split('|').map(|row| row.chars().collect()).collect(),
        }
    }

    fn text(&self) -> String {
        self.cells
            .iter()
            .map(|row| row.iter().collect::<String>())
            .collect::<Vec<_>>()
            .join("|")
    }

    /// Empty squares a queen at `(r, c)` reaches.
    fn reach(&self, r: usize, c: usize) -> Vec<(usize, usize)> {
        let (rows, cols) = (self.cells.len() as i32, self.cells[0].len() as i32);
        let mut out = Vec::new();
        for dr in -1..=1 {
            for dc in -1..=1 {
                if (dr, dc) == (0, 0) {
                    continue;
                }
                let (mut rr, mut cc) = (r as i32 + dr, c as i32 + dc);
                while rr >= 0
                    && rr < rows
                    && cc >= 0
                    && cc < cols
                    && self.cells[rr as usize][cc as usize] == '.'
                {
                    out.push((rr as usize, cc as usize));
                    rr += dr;
                    cc += dc;
                }
            }
        }
        out
    }

    fn moves(&self, player: Player) -> Vec<Plain> {
        let me = if player == Player::Left { 'x' } else { 'o' };
        let mut out = Vec::new();
        for r in 0..self.cells.len() {
            for c in 0..self.cells[r].len() {
                if self.cells[r][c] != me {
                    continue;
                }
                for (tr, tc) in self.reach(r, c) {
                    let mut moved = self.clone();
                    moved.cells[r][c] = '.';
                    moved.cells[tr][tc] = me;
                    for (ar, ac) in moved.reach(tr, tc) {
                        let mut shot = moved.clone();
                        shot.cells[ar][ac] = '#';
                        out.push(shot);
                    }
                }
            }
        }
        out
    }
}

#[test]
fn every_board_of_up_to_six_squares_matches_plain_search() {
    let solver = Solver::new();
    let mut memo = HashMap::new();
    let mut checked = 0;
    for (rows, cols) in [
        (1, 2),
        (1, 3),
        (1, 4),
        (1, 5),
        (1, 6),
        (2, 2),
        (2, 3),
        (3, 2),
    ] {
        let n = rows * cols;
        for k in 0..4usize.pow(n as u32) {
            let cells: Vec<Vec<char>> = (0..rows)
                .map(|r| {
                    (0..cols)
                        .map(|c| ['.', 'x', 'o', '#'][k >> (2 * (r * cols + c)) & 3])
                        .collect()
                })
                .collect();
            let plain = Plain { cells };
            let text = plain.text();
            let expected = plain.value(&mut memo);
            assert_eq!(
                solver.value(&Amazons::parse(&text).unwrap()),
                expected,
                "{text}"
            );
            if n <= 4 {
                assert_eq!(expand(expected), plain.form(), "{text}");
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 16 + 64 + 256 + 1024 + 4096 + 256 + 4096 + 4096);
}

/// Pseudo-random numbers (xorshift), the same on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// A random `rows × cols` board with `empty` empty squares, one or two
/// amazons a side, the rest burned.
fn random_board(rng: &mut Rng, rows: usize, cols: usize, empty: usize) -> Plain {
    let n = rows * cols;
    let mut cells = vec!['#'; n];
    let mut free: Vec<usize> = (0..n).collect();
    let mut place = |c: char, rng: &mut Rng| {
        let i = free.remove(rng.below(free.len() as u64) as usize);
        cells[i] = c;
    };
    for _ in 0..1 + rng.below(2) {
        place('x', rng);
    }
    for _ in 0..1 + rng.below(2) {
        place('o', rng);
    }
    for _ in 0..empty {
        place('.', rng);
    }
    Plain {
        cells: cells.chunks(cols).map(<[char]>::to_vec).collect(),
    }
}

#[test]
fn random_boards_match_plain_search() {
    let solver = Solver::new();
    let mut memo = HashMap::new();
    let mut rng = Rng(0xa11a_2023_c0de_f00d);
    for round in 0..150 {
        let (rows, cols, empty) =
            [(3, 3, 5), (3, 4, 4), (4, 4, 5), (5, 5, 4), (4, 3, 4)][round % 5];
        let plain = random_board(&mut rng, rows, cols, empty);
        let text = plain.text();
        assert_eq!(
            solver.value(&Amazons::parse(&text).unwrap()),
            plain.value(&mut memo),
            "{text}"
        );
    }
}

#[test]
fn winning_moves_are_the_moves_to_positions_the_opponent_loses() {
    let mut memo = HashMap::new();
    for text in ["x..#|.#..|..o.", "x.o|...", ".x.|#.#|.o."] {
        let position = rulesets::find("amazons").unwrap().parse(text).unwrap();
        let analysis = position.analyze();
        for (player, winners) in [
            (Player::Left, &analysis.left_moves),
            (Player::Right, &analysis.right_moves),
        ] {
            for m in position.moves(player) {
                let plain = Plain::parse(&m.position.notation()).value(&mut memo);
                let wins = match player {
                    Player::Left => plain >= Game::ZERO,
                    Player::Right => plain <= Game::ZERO,
                };
                assert_eq!(winners.contains(&m.label), wins, "{text}: {}", m.label);
            }
        }
    }
}

/// Values worked out by hand from the rules.
#[test]
fn values_by_hand() {
    let v = |s: &str| Solver::new().value(&Amazons::parse(s).unwrap());
    // No empty square: no moves.
    assert_eq!(v("xo|ox"), Game::ZERO);
    // One amazon with the board to herself is worth as many moves as she
    // can make: each move burns one empty square, and on a 1×3 strip
    // x.. she can use both (to the middle, shooting behind her; then on).
    assert_eq!(v("x.."), Game::integer(2));
    assert_eq!(v("..o"), Game::integer(-2));
    // On a 2×2 board she can use all three squares.
    assert_eq!(v("x.|.."), Game::integer(3));
    // x.o: whoever moves into the middle and shoots back wins: *.
    assert_eq!(v("x.o"), Game::nimber(1));
    // Burned squares split the strip into regions; the one with no amazon
    // is worth nothing.
    assert_eq!(v("x.#...#o."), v("x.") + v("o."));
    assert_eq!(v("x.#...#o."), Game::ZERO);
}

#[test]
fn regions_and_symmetry() {
    // Two regions split by a burned wall (diagonal contact connects, so
    // the wall must block diagonals too).
    let board = Amazons::parse("x.#..|..#.o").unwrap();
    assert_eq!(board.components().len(), 2);
    let touching = Amazons::parse("x.#..|.#..o").unwrap();
    assert_eq!(touching.components().len(), 1);
    // A region with no amazon, or no empty square, is dropped.
    assert_eq!(Amazons::parse("...#x|...#o").unwrap().components().len(), 0);
    // The eight images of a board share one key.
    let b = Amazons::parse("x..|.#.|..o|...").unwrap();
    let key = b.normalized();
    for image in ["...|o..|.#.|..x", "..x|.#.|o..|...", "x...|.#..|..o."] {
        assert_eq!(Amazons::parse(image).unwrap().normalized(), key, "{image}");
    }
}

#[test]
fn analysis_through_the_ruleset() {
    let r = rulesets::find("amazons").unwrap();
    assert_eq!(r.kind(), Kind::Partizan);
    let p = r.parse("x.o").unwrap();
    let a = p.analyze();
    assert_eq!(a.value.unwrap().to_string(), "*");
    assert_eq!(a.outcome, Outcome::N);
    assert_eq!(a.left_moves, ["a1-b1/a1"]);
    assert_eq!(a.right_moves, ["c1-b1/c1"]);
    let after = p.moves(Player::Left).remove(0).position;
    assert_eq!(after.notation(), "#xo");
    // Drawn with its coordinates, as moves name the cells.
    assert_eq!(after.render(), "  a b c\n1 # x o");
    // The example analyses and has moves for both sides.
    let e = r.parse(r.example()).unwrap();
    assert!(!e.moves(Player::Left).is_empty() && !e.moves(Player::Right).is_empty());
    assert!(e.analyze().value.is_some());
}

#[test]
fn bad_boards_are_errors_with_places() {
    let r = rulesets::find("amazons").unwrap();
    let e = r.parse("x..\n.q.").err().unwrap();
    assert_eq!((e.line, e.column), (2, 2));
    assert!(e.message.contains("'q'"), "{}", e.message);
    assert!(r.parse("x..|..").err().unwrap().message.contains("row 2"));
    assert!(r.parse("").is_err());
}

impl PlainGame for Plain {
    fn options(&self, player: Player) -> Vec<Plain> {
        self.moves(player)
    }
}
