//! Domineering and Cram checked against plain game-tree search.
//!
//! The reference here has its own board and move generator and computes
//! values by the definition only: `{ G^L | G^R }` over every option, built
//! with `Game::new` (for Cram: the mex of the options' Grundy values), with
//! no splitting into regions, no normalisation, no transposition table. The
//! solver (regions, symmetry keys, table, threads) must agree with it on
//! every board up to 3×4 and 4×3 with every pattern of blocked cells.

use crate::common;
use common::loopy::Rng;
use std::collections::HashMap;

use conway::control::{Control, Stop};
use conway::numeric::Nimber;
use conway::partizan::{PartizanGame, Solver};
use conway::rulesets::cram::Cram;
use conway::rulesets::domineering::Domineering;
use conway::rulesets::domino::{Adjacency, DominoBoard, Orientation, Symmetries};
use conway::rulesets::user_grid::{GridGame, GridRules};
use conway::rulesets::{self, Kind};
use conway::schema::Detail;
use conway::user_games::{ImpartialSearch, PartizanSearch};
use conway::value::{Game, Outcome, Player};

/// A board for the reference: `cells[r][c]` is true when the cell is empty.
#[derive(Clone)]
struct Plain {
    cells: Vec<Vec<bool>>,
}

impl Plain {
    /// The board whose empty cells are the bits of `pattern` (row-major).
    fn from_pattern(rows: usize, cols: usize, pattern: u32) -> Plain {
        let cells = (0..rows)
            .map(|r| {
                (0..cols)
                    .map(|c| pattern >> (r * cols + c) & 1 == 1)
                    .collect()
            })
            .collect();
        Plain { cells }
    }

    fn text(&self) -> String {
        self.cells
            .iter()
            .map(|row| {
                row.iter()
                    .map(|&e| if e { '.' } else { '#' })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("|")
    }

    /// Boards after placing a domino: vertical covers (r, c) and (r+1, c),
    /// horizontal covers (r, c) and (r, c+1).
    fn after(&self, vertical: bool) -> Vec<Plain> {
        let mut out = Vec::new();
        for r in 0..self.cells.len() {
            for c in 0..self.cells[r].len() {
                let (r2, c2) = if vertical { (r + 1, c) } else { (r, c + 1) };
                let fits = r2 < self.cells.len()
                    && c2 < self.cells[r].len()
                    && self.cells[r][c]
                    && self.cells[r2][c2];
                if fits {
                    let mut next = self.clone();
                    next.cells[r][c] = false;
                    next.cells[r2][c2] = false;
                    out.push(next);
                }
            }
        }
        out
    }

    /// The Domineering value by the definition (Left vertical).
    fn domineering(&self) -> Game {
        let left: Vec<Game> = self.after(true).iter().map(Plain::domineering).collect();
        let right: Vec<Game> = self.after(false).iter().map(Plain::domineering).collect();
        Game::new(&left, &right)
    }

    /// The Cram Grundy value by the definition (mex of the options').
    fn cram_grundy(&self) -> u64 {
        let options: Vec<Nimber> = self
            .after(true)
            .into_iter()
            .chain(self.after(false))
            .map(|b| Nimber(b.cram_grundy()))
            .collect();
        Nimber::mex(options).0
    }
}

impl Plain {
    /// The board written as the rulesets write it (`.` empty, `#` not).
    fn from_text(text: &str) -> Plain {
        let cells = text
            .split('|')
            .map(|row| row.chars().map(|c| c == '.').collect())
            .collect();
        Plain { cells }
    }

    /// Whether the player to move wins misère Cram (the last to move
    /// loses), by the definition: no move at all wins, else a move to a
    /// board the opponent loses.
    fn cram_misere_wins(&self) -> bool {
        let options: Vec<Plain> = self
            .after(true)
            .into_iter()
            .chain(self.after(false))
            .collect();
        options.is_empty() || options.iter().any(|b| !b.cram_misere_wins())
    }
}

/// Every board of every size up to 3×4 and 4×3 (and the smaller ones),
/// with every pattern of blocked cells.
fn all_small_boards() -> impl Iterator<Item = Plain> {
    (1..=4usize).flat_map(|rows| {
        (1..=4usize)
            .filter(move |&cols| rows * cols <= 12)
            .flat_map(move |cols| {
                (0..1u32 << (rows * cols)).map(move |p| Plain::from_pattern(rows, cols, p))
            })
    })
}

#[test]
fn domineering_matches_plain_search_on_all_small_boards() {
    let solver = Solver::new();
    let mut checked = 0;
    for board in all_small_boards() {
        let text = board.text();
        let position = Domineering::parse(&text).unwrap();
        assert_eq!(
            solver.value(&position),
            board.domineering(),
            "Domineering {text}"
        );
        checked += 1;
    }
    // 1×1…1×4, 2×1…2×4, 3×1…3×4, 4×1…4×3.
    let sizes = [(1, 4), (2, 4), (3, 4), (4, 3)];
    let expected: u32 = sizes
        .iter()
        .map(|&(rows, max_cols)| (1..=max_cols).map(|c| 1u32 << (rows * c)).sum::<u32>())
        .sum();
    assert_eq!(checked, expected);
}

/// The 4×4 square with every third pattern of blocked cells (all of them
/// take a minute in a debug build), and the full square.
#[test]
fn domineering_matches_plain_search_on_four_by_four_boards() {
    domineering_matches_plain_search_on_four_by_four_boards_every(13);
}

#[test]
#[ignore = "full tier"]
fn domineering_matches_plain_search_on_every_third_four_by_four_board() {
    domineering_matches_plain_search_on_four_by_four_boards_every(3);
}

/// Every `step`-th pattern of empty cells (and the full board).
fn domineering_matches_plain_search_on_four_by_four_boards_every(step: u32) {
    let solver = Solver::new();
    for pattern in (0..1u32 << 16).filter(|p| p % step == 0 || *p == 0xffff) {
        let board = Plain::from_pattern(4, 4, pattern);
        let text = board.text();
        let position = Domineering::parse(&text).unwrap();
        assert_eq!(
            solver.value(&position),
            board.domineering(),
            "Domineering {text}"
        );
    }
}

#[test]
fn cram_matches_plain_search_on_all_small_boards() {
    let solver = Solver::new();
    for board in all_small_boards() {
        let text = board.text();
        let position = Cram::parse(&text).unwrap();
        assert_eq!(
            solver.value(&position),
            Game::nimber(board.cram_grundy()),
            "Cram {text}"
        );
    }
}

/// Misère Cram (CGSuite's misère forms of Cram; the ruleset's components
/// and symmetries) against the definition, on every board of up to nine
/// cells: the outcome, the misère form's outcome, and each winning move.
#[test]
fn misere_cram_matches_plain_search_on_small_boards() {
    let cram = rulesets::find("cram").unwrap();
    let control = Control::unlimited();
    let mut checked = 0;
    for board in all_small_boards().filter(|b| b.cells.len() * b.cells[0].len() <= 9) {
        checked += 1;
        let text = board.text();
        let position = cram.parse(&text).unwrap();
        let analysis = position.misere().unwrap().analyze_misere(&control).unwrap();
        let wins = board.cram_misere_wins();
        assert_eq!(analysis.outcome == Outcome::N, wins, "misère Cram {text}");
        let form = position.misere().unwrap().misere_form(&control).unwrap();
        assert_eq!(
            form.misere_grundy() != 0,
            wins,
            "misère Cram {text}: {form}"
        );
        for label in &analysis.winning_moves {
            let m = position
                .moves(Player::Left)
                .into_iter()
                .find(|m| &m.label == label)
                .unwrap();
            let plain = Plain::from_text(&m.position.notation());
            assert!(!plain.cram_misere_wins(), "misère Cram {text}: {label}");
        }
    }
    // 1×1…1×4, 2×1…2×4, 3×1…3×3, 4×1…4×2, every pattern.
    assert_eq!(checked, 30 + 340 + 584 + 272);
}

#[test]
fn winning_moves_are_the_moves_to_positions_the_opponent_loses() {
    // A 3×3 board with one blocked corner and the full 3×4 board: every
    // labelled move is checked against the plain value of where it leads.
    for text in ["...|...|..#", "....|....|....", ".#..|....|..#."] {
        let position = rulesets::find("domineering").unwrap().parse(text).unwrap();
        let analysis = position.analyze();
        for (player, winners) in [
            (Player::Left, &analysis.left_moves),
            (Player::Right, &analysis.right_moves),
        ] {
            for m in position.moves(player) {
                let after = Domineering::parse(&m.position.notation()).unwrap();
                let plain = plain_of(&after);
                let wins = match player {
                    Player::Left => plain >= Game::ZERO,
                    Player::Right => plain <= Game::ZERO,
                };
                assert_eq!(winners.contains(&m.label), wins, "{text}: {}", m.label);
            }
        }
    }
}

fn plain_of(d: &Domineering) -> Game {
    let text = d.0.to_string();
    let cells = text
        .split('|')
        .map(|row| row.chars().map(|c| c == '.').collect())
        .collect();
    Plain { cells }.domineering()
}

/// Values recorded in the literature.
#[test]
fn domineering_known_values() {
    let v = |s: &str| Solver::new().value(&Domineering::parse(s).unwrap());
    let int = Game::integer;
    // A vertical domino's room is 1, a horizontal one's -1, and the 2×2
    // square is ±1 (Winning Ways, ch. 5, "Domineering").
    assert_eq!(v(".|."), int(1));
    assert_eq!(v(".."), int(-1));
    assert_eq!(v("..|.."), Game::switch(int(1)));
    // The L-tromino is * (Winning Ways, ch. 5; Lessons in Play, ch. 2).
    assert_eq!(v(".#|.."), Game::nimber(1));
    // Strips: 1×n is -floor(n/2) (Right's dominoes only, never blocking
    // each other more than necessary).
    for n in 1..=12 {
        let strip = ".".repeat(n);
        assert_eq!(v(&strip), int(-(n as i64 / 2)), "1×{n}");
        assert_eq!(v(&vec!["."; n].join("|")), int(n as i64 / 2), "{n}×1");
    }
    // Transposing a board exchanges the players: the value is negated
    // (Winning Ways, ch. 5).
    for s in ["...|..#|...", "..#.|....|.#..", "....|....|...."] {
        let d = Domineering::parse(s).unwrap();
        let t = Domineering(d.0.transposed());
        assert_eq!(Solver::new().value(&t), -v(s), "{s}");
    }
}

/// The empty 4×5 board (4 rows, 5 columns, Left placing vertical
/// dominoes) is the integer 1 (David Wolfe's computation of small
/// Domineering rectangles), and its transpose, 5 rows × 4 columns, is -1.
/// The two are solved by separate solvers, so the second is not read off
/// the first's table.
#[test]
fn domineering_four_by_five_is_one() {
    let wide = Solver::new().value(&Domineering::rectangle(4, 5));
    let tall = Solver::new().value(&Domineering::rectangle(5, 4));
    assert_eq!(wide, Game::integer(1));
    assert_eq!(tall, Game::integer(-1));
}

/// Outcome classes of empty rectangles, with Left = Vertical and
/// `rows × cols`, as tabulated for small boards in Breuker, Uiterwijk and van
/// den Herik, "Solving 8×8 Domineering" (2000), and reviewed in
/// Drummond-Cole, "An update on Domineering on rectangular boards" (Integers
/// 14, 2014): 2×2, 3×3 and 4×4 are first-player wins, 5×5 a second-player
/// win; a strip only one player can use is that player's.
#[test]
fn domineering_rectangle_outcomes() {
    let outcome = |r, c| Solver::new().value(&Domineering::rectangle(r, c)).outcome();
    assert_eq!(outcome(2, 2), Outcome::N);
    assert_eq!(outcome(3, 3), Outcome::N);
    assert_eq!(outcome(4, 4), Outcome::N);
    assert_eq!(outcome(5, 5), Outcome::P);
    assert_eq!(outcome(1, 5), Outcome::R);
    assert_eq!(outcome(5, 1), Outcome::L);
}

/// Cram on an even × even board is a second-player win (the second player
/// answers each move by its image under a half turn), and on an even × odd
/// board a first-player win (the first player takes the two middle cells,
/// then copies) (Gardner, "Mathematical Games", Scientific American, Feb.
/// 1974; Winning Ways, ch. 5).
#[test]
fn cram_symmetry_strategies() {
    let solver = Solver::new();
    for (r, c) in [(2, 2), (2, 4), (4, 2), (4, 4), (2, 6)] {
        assert_eq!(solver.value(&Cram::rectangle(r, c)), Game::ZERO, "{r}×{c}");
    }
    for (r, c) in [(2, 3), (3, 2), (2, 5), (4, 3), (3, 4)] {
        assert_ne!(solver.value(&Cram::rectangle(r, c)), Game::ZERO, "{r}×{c}");
    }
}

/// The Cram Grundy value by the definition, remembered by board (the
/// boards below have up to 20 empty cells).
fn memo_cram_grundy(board: &Plain, memo: &mut HashMap<String, u64>) -> u64 {
    if let Some(&g) = memo.get(&board.text()) {
        return g;
    }
    let options: Vec<Nimber> = board
        .after(true)
        .into_iter()
        .chain(board.after(false))
        .map(|b| Nimber(memo_cram_grundy(&b, memo)))
        .collect();
    let g = Nimber::mex(options).0;
    memo.insert(board.text(), g);
    g
}

/// A random board of `rows × cols` whose empty cells are closed under a
/// random symmetry of the box (half turn, a mirror, a diagonal mirror of a
/// square), so that the mirror rule has a chance to apply.
fn random_symmetric_board(rng: &mut Rng, rows: usize, cols: usize) -> Plain {
    let kinds = if rows == cols { 5 } else { 3 };
    let kind = rng.below(kinds);
    let image = |r: usize, c: usize| match kind {
        0 => (rows - 1 - r, cols - 1 - c),
        1 => (r, cols - 1 - c),
        2 => (rows - 1 - r, c),
        3 => (c, r),
        _ => (rows - 1 - c, rows - 1 - r),
    };
    let mut cells = vec![vec![false; cols]; rows];
    for r in 0..rows {
        for c in 0..cols {
            let (ir, ic) = image(r, c);
            if (ir, ic) >= (r, c) {
                let empty = rng.below(5) != 0;
                cells[r][c] = empty;
                cells[ir][ic] = empty;
            }
        }
    }
    Plain { cells }
}

/// The mirror rule (`Cram::mirror_strategy`, which makes the value 0
/// without search) holds on thousands of random boards: wherever it
/// applies, the Grundy value by the definition is 0. Boards built symmetric
/// make it apply often; plain random boards check that it stays silent
/// where symmetry is missing or broken by a self-mirrored domino.
#[test]
fn cram_mirror_rule_matches_plain_search() {
    let mut rng = Rng(0x5eed_c4a3);
    let mut memo = HashMap::new();
    let (mut applied, mut tried) = (0, 0);
    for i in 0..3000 {
        let rows = 1 + rng.below(5) as usize;
        let cols = 1 + rng.below(5) as usize;
        let board = if i % 3 == 0 {
            Plain::from_pattern(rows, cols, rng.next() as u32 & ((1 << (rows * cols)) - 1))
        } else {
            random_symmetric_board(&mut rng, rows, cols)
        };
        let text = board.text();
        let cram = Cram::parse(&text).unwrap();
        tried += 1;
        if cram.mirror_strategy() {
            applied += 1;
            assert_eq!(memo_cram_grundy(&board, &mut memo), 0, "Cram {text}");
            assert_eq!(cram.known_value(), Some(Game::ZERO), "Cram {text}");
        }
    }
    assert!(
        applied * 5 > tried,
        "the rule applied to {applied} of {tried} boards only"
    );
}

/// The rule on full boards: every even × even rectangle up to 8×8, and
/// no even × odd or odd × odd one (those have a domino, or a cell, fixed
/// by every symmetry) but 1×1, where no domino fits at all.
#[test]
fn cram_mirror_rule_on_rectangles() {
    for rows in 1..=8u32 {
        for cols in 1..=8u32 {
            let expected = (rows % 2 == 0 && cols % 2 == 0) || rows * cols == 1;
            let found = Cram::rectangle(rows, cols).mirror_strategy();
            assert_eq!(found, expected, "{rows}×{cols}");
        }
    }
}

/// A 1×n Cram strip is Dawson's Kayles (octal game 0.07: remove two
/// adjacent cells), whose Grundy values are those of Dawson's chess shifted
/// by one (OEIS A002187; Winning Ways, ch. 4).
#[test]
fn cram_strips_are_dawsons_kayles() {
    // A002187 (Dawson's chess, 0.137), from n = 0.
    let dawsons_chess = [
        0u64, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0,
        4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2,
    ];
    let solver = Solver::new();
    for n in 2..=dawsons_chess.len() {
        let strip = Cram::parse(&".".repeat(n)).unwrap();
        assert_eq!(
            solver.value(&strip),
            Game::nimber(dawsons_chess[n - 1]),
            "1×{n}"
        );
    }
}

#[test]
fn analysis_of_a_partizan_and_an_impartial_board() {
    let d = rulesets::find("domineering").unwrap();
    assert_eq!(d.kind(), Kind::Partizan);
    let a = d.parse("..|..").unwrap().analyze();
    assert_eq!(a.value.unwrap().to_string(), "+-1");
    assert_eq!(a.outcome, Outcome::N);
    // Either vertical domino wins for Left, either horizontal one for Right.
    assert_eq!(a.left_moves, ["a1-a2", "b1-b2"]);
    assert_eq!(a.right_moves, ["a1-b1", "a2-b2"]);
    assert!(a.details.contains(&Detail::text("temperature", "1")));
    assert!(a.details.contains(&Detail::text("mean", "0")));

    let c = rulesets::find("cram").unwrap();
    assert_eq!(c.kind(), Kind::Impartial);
    // 1×3: the only moves leave one cell, so * with both moves winning.
    let a = c.parse("...").unwrap().analyze();
    assert_eq!(a.nimber, Some(Nimber(1)));
    assert_eq!(a.outcome, Outcome::N);
    assert_eq!(a.left_moves, ["a1-b1", "b1-c1"]);
    assert!(a.right_moves.is_empty());
}

#[test]
fn bad_boards_are_errors_with_places() {
    let d = rulesets::find("domineering").unwrap();
    let e = d.parse("...|..x").err().unwrap();
    assert_eq!((e.line, e.column), (1, 7));
    assert!(d.parse("...|..").is_err());
    assert!(d.parse("").is_err());
}

#[test]
fn a_search_can_be_cancelled_or_limited() {
    let board = Domineering::rectangle(5, 5);
    let solver = Solver::new();
    let control = Control::new(Some(100), None);
    assert_eq!(
        solver.value_with(&board, &control),
        Err(Stop::Positions(100))
    );
    assert!(control.done() > 100);
    let cancelled = Control::unlimited();
    cancelled.cancel();
    assert_eq!(
        Solver::new().value_with(&board, &cancelled),
        Err(Stop::Interrupted)
    );
    // Components solved before the stop stay valid: the same solver then
    // finishes the job.
    assert_eq!(
        solver.value(&Domineering::rectangle(3, 3)),
        Game::switch(Game::integer(1))
    );
    // The components of a board are its regions, dropped when empty.
    assert_eq!(Domineering::parse("#|#").unwrap().components().len(), 0);
}

impl Plain {
    /// The board with rows and columns exchanged.
    fn transposed(&self) -> Plain {
        let cols = self.cells[0].len();
        let cells = (0..cols)
            .map(|c| self.cells.iter().map(|row| row[c]).collect())
            .collect();
        Plain { cells }
    }

    /// The board upside down.
    fn rows_reversed(&self) -> Plain {
        let mut cells = self.cells.clone();
        cells.reverse();
        Plain { cells }
    }

    /// The board mirrored left to right.
    fn columns_reversed(&self) -> Plain {
        let mut cells = self.cells.clone();
        cells.iter_mut().for_each(|row| row.reverse());
        Plain { cells }
    }
}

/// Random boards of 3×5 to 5×4 with about a third of the cells blocked, by
/// plain search, and their images by the solver: the images that keep rows
/// rows (mirrors, half turn) have the same value, those that exchange rows
/// and columns (transpose, quarter turns) the negative (Winning Ways, ch. 5).
/// Boards whose bounding box has more than 16 cells take the solver's hash
/// table, their small regions its dense table.
#[test]
fn images_of_random_boards_have_equal_or_negated_values() {
    let solver = Solver::new();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..60 {
        let (rows, cols) = [(3, 5), (4, 4), (4, 5), (5, 4)][rng.below(4) as usize];
        let cells = (0..rows)
            .map(|_| (0..cols).map(|_| rng.below(3) != 0).collect())
            .collect();
        let board = Plain { cells };
        let plain = board.domineering();
        let value = |b: &Plain| solver.value(&Domineering::parse(&b.text()).unwrap());
        let text = board.text();
        assert_eq!(value(&board), plain, "{text}");
        assert_eq!(value(&board.rows_reversed()), plain, "{text} upside down");
        assert_eq!(value(&board.columns_reversed()), plain, "{text} mirrored");
        let quarter_turn = board.transposed().columns_reversed();
        assert_eq!(value(&board.transposed()), -plain, "{text} transposed");
        assert_eq!(value(&quarter_turn), -plain, "{text} turned");
    }
}

/// Uiterwijk and Barton, "New results for Domineering from combinatorial
/// game theory endgame databases" (Theoretical Computer Science 592, 2015;
/// arXiv:1506.03949): among all single-component positions of up to 15
/// squares exactly one has temperature 2 and none is hotter. Checked here
/// on random connected regions of 4 to 15 cells grown inside a 6×6 board.
#[test]
fn no_random_region_of_at_most_15_cells_is_hotter_than_2() {
    let solver = Solver::new();
    let mut rng = Rng(0x0123_4567_89AB_CDEF);
    let two = conway::numeric::Dyadic::from(2);
    let mut hottest = conway::numeric::Dyadic::from(-1);
    for _ in 0..150 {
        let size = 4 + rng.below(12) as usize;
        let mut cells = vec![vec![false; 6]; 6];
        let mut region = vec![(rng.below(6) as usize, rng.below(6) as usize)];
        cells[region[0].0][region[0].1] = true;
        while region.len() < size {
            let (r, c) = region[rng.below(region.len() as u64) as usize];
            let (r2, c2) = match rng.below(4) {
                0 => (r.wrapping_sub(1), c),
                1 => (r + 1, c),
                2 => (r, c.wrapping_sub(1)),
                _ => (r, c + 1),
            };
            if r2 < 6 && c2 < 6 && !cells[r2][c2] {
                cells[r2][c2] = true;
                region.push((r2, c2));
            }
        }
        let board = Plain { cells };
        let position = Domineering::parse(&board.text()).unwrap();
        assert_eq!(position.components().len(), 1, "{}", board.text());
        let t = solver.value(&position).temperature();
        assert!(t <= two, "{} has temperature {t}", board.text());
        hottest = hottest.max(t);
    }
    // The sample is not all cold: some region is at least as hot as ±1.
    assert!(hottest >= conway::numeric::Dyadic::from(1), "{hottest}");
}

/// Endgame databases of every region up to 9 cells, checked against the
/// plain search: every board up to 3×3 and 2×4 (and 1×n, n ≤ 9) with every
/// pattern of blocked cells is valued from its regions' entries alone, as
/// the definition values it; and the database file reads back the same.
#[test]
fn region_databases_match_plain_search_on_small_boards() {
    use conway::rulesets::domino::DominoBoard;
    use conway::rulesets::region_database::{RegionDatabase, RegionGame};
    let control = Control::unlimited();
    let domineering = RegionDatabase::compute(RegionGame::Domineering, 9, &control).unwrap();
    let cram = RegionDatabase::compute(RegionGame::Cram, 9, &control).unwrap();
    // Free polyominoes of 1..9 cells (OEIS A000105).
    let free = [0, 1, 1, 2, 5, 12, 35, 108, 369, 1285];
    assert_eq!(domineering.counts_by_cells(), free);
    assert_eq!(cram.counts_by_cells(), free);
    let boards = [(3, 3), (2, 4), (4, 2), (1, 9), (9, 1)]
        .into_iter()
        .flat_map(|(rows, cols)| {
            (0..1u32 << (rows * cols)).map(move |p| Plain::from_pattern(rows, cols, p))
        });
    for board in boards {
        let text = board.text();
        let b = DominoBoard::parse(&text).unwrap();
        assert_eq!(
            domineering.value(&b),
            Some(board.domineering()),
            "Domineering {text}"
        );
        assert_eq!(
            cram.value(&b),
            Some(Game::nimber(board.cram_grundy())),
            "Cram {text}"
        );
    }
    for db in [&domineering, &cram] {
        let mut bytes = Vec::new();
        db.write(&mut bytes).unwrap();
        let back = RegionDatabase::read(&bytes[..]).unwrap();
        assert!(back.entries().eq(db.entries()));
    }
    // A region of 10 cells is not in them.
    assert_eq!(
        domineering.value(&DominoBoard::parse("..........").unwrap()),
        None
    );
}

/// Preloaded entries are what the solver then returns, without searching:
/// a solver given the entries of a database of regions up to 8 cells
/// values every 3×3 board with at most 8 empty cells with no new table
/// entry, and the values agree with a fresh solver's.
#[test]
fn preloaded_regions_are_not_searched_again() {
    use conway::rulesets::region_database::{RegionDatabase, RegionGame};
    let db = RegionDatabase::compute(RegionGame::Domineering, 8, &Control::unlimited()).unwrap();
    let solver = Solver::new();
    let loaded = solver.preload(db.entries().map(|(b, v)| (Domineering(b.clone()), v)));
    assert_eq!(loaded, db.len());
    let fresh = Solver::new();
    for pattern in (0..1u32 << 9).filter(|p| p.count_ones() <= 8) {
        let text = Plain::from_pattern(3, 3, pattern).text();
        let board = Domineering::parse(&text).unwrap();
        assert_eq!(solver.value(&board), fresh.value(&board), "{text}");
    }
    assert_eq!(solver.table_len(), db.len());
}

/// A region database preloaded into the solver is what the outcome search
/// uses with `known_forms`: with no component valued outright by size
/// (`canonical_moves` 0, and the root's components not valued between
/// rounds), sums of regions of 8 and 9 cells are decided from the
/// database's forms in no more positions than the search alone takes, and
/// fewer over the three sums, with the outcome of the sum of their values
/// by the definition.
#[test]
fn the_outcome_search_uses_a_preloaded_region_database() {
    use conway::outcome::{OutcomeSearch, Settings, SumOfTerms};
    use conway::rulesets::domino::DominoBoard;
    use conway::rulesets::region_database::{RegionDatabase, RegionGame};
    let db = RegionDatabase::compute(RegionGame::Domineering, 9, &Control::unlimited()).unwrap();
    assert_eq!(db.preload(), db.len());
    let domineering = rulesets::find("domineering").unwrap();
    let decide = |terms: &[&str], known_forms: bool| {
        let mut sum = SumOfTerms::new();
        for text in terms {
            let p = domineering.parse(text).unwrap();
            sum.add_position(text.to_string(), p.as_ref(), &Control::unlimited())
                .unwrap();
        }
        // The root's components not valued between rounds either (the
        // solver would value these small regions at once, and the root
        // would be decided by adding their forms with no search at all):
        // the search meets the regions and takes the database's forms.
        let settings = Settings {
            canonical_moves: 0,
            bounded_canonical_moves: 0,
            known_forms,
            root_forms: false,
            ..Settings::default()
        };
        OutcomeSearch::new(settings).decide(&sum, &Control::unlimited())
    };
    let sums: [&[&str]; 3] = [
        &["...|...|...", "....|...."],
        &["...#....|...#....|...#####"],
        &[".....|.###.|....#", "...|..#|..."],
    ];
    let (mut with_database, mut without) = (0, 0);
    for terms in sums {
        let total: Game = terms
            .iter()
            .flat_map(|t| DominoBoard::parse(t).unwrap().regions(1))
            .map(|region| Plain::from_text(&region.to_string()).domineering())
            .sum();
        let from_database = decide(terms, true);
        let searched = decide(terms, false);
        assert_eq!(from_database.outcome(), Some(total.outcome()), "{terms:?}");
        assert_eq!(searched.outcome(), Some(total.outcome()), "{terms:?}");
        with_database += from_database.positions;
        without += searched.positions;
        assert!(
            from_database.positions <= searched.positions,
            "{terms:?}: {} positions with the database, {} without",
            from_database.positions,
            searched.positions
        );
    }
    assert!(
        with_database < without,
        "{with_database} positions with the database, {without} without"
    );
}

// ---------------------------------------------------------------------------
// Grid games whose rule is written by the user (`rulesets::user_grid`): the
// rule sees only regions in normal form; its values must be those of the
// plain search on the whole board, and of the built-in rulesets.

/// A rule that fills the pairs of empty cells `(r, c)`, `(r + dr, c + dc)`:
/// Left's step is `left`, Right's `right`; the impartial options are both
/// players'. Written as a user would write it: over the empty cells, with
/// `DominoBoard::with_filled`.
struct PairRule {
    left: (isize, isize),
    right: (isize, isize),
}

impl PairRule {
    const DOMINOES: PairRule = PairRule {
        left: (1, 0),
        right: (0, 1),
    };
    /// Left fills two cells touching at a corner like `\`, Right like `/`.
    const DIAGONALS: PairRule = PairRule {
        left: (1, 1),
        right: (1, -1),
    };

    fn fill(board: &DominoBoard, (dr, dc): (isize, isize)) -> Vec<DominoBoard> {
        let empty = board.empty_cell_list();
        let mut out = Vec::new();
        for &(r, c) in &empty {
            let other = ((r as isize + dr) as usize, (c as isize + dc) as usize);
            if c as isize + dc >= 0 && empty.contains(&other) {
                out.push(board.with_filled(&[(r, c), other]).unwrap());
            }
        }
        out
    }

    /// The plain value on a whole board: no regions, no normal forms.
    fn plain(&self, board: &DominoBoard) -> Game {
        let left: Vec<Game> = PairRule::fill(board, self.left)
            .iter()
            .map(|b| self.plain(b))
            .collect();
        let right: Vec<Game> = PairRule::fill(board, self.right)
            .iter()
            .map(|b| self.plain(b))
            .collect();
        Game::new(&left, &right)
    }
}

impl GridRules for PairRule {
    type Error = String;
    fn options(
        &mut self,
        board: &DominoBoard,
        player: Option<Player>,
    ) -> Result<Vec<DominoBoard>, String> {
        Ok(match player {
            Some(Player::Left) => PairRule::fill(board, self.left),
            Some(Player::Right) => PairRule::fill(board, self.right),
            None => {
                let mut all = PairRule::fill(board, self.left);
                all.extend(PairRule::fill(board, self.right));
                all
            }
        })
    }
}

/// Domineering and Cram as user rules (Domineering under the mirrors,
/// Cram under all eight symmetries) on every board up to 3×4 and 4×3 with
/// every pattern of blocked cells: the plain value on the whole board and
/// the built-in ruleset's value. One search of each serves all the boards,
/// so its table is shared by boards of every size.
#[test]
fn user_grid_rules_match_plain_search_and_the_rulesets_on_all_small_boards() {
    let control = Control::unlimited();
    let solver = Solver::new();
    let dominoes = |symmetries| GridGame::new(PairRule::DOMINOES, symmetries, Adjacency::Sides);
    let mut domineering = PartizanSearch::new(dominoes(Symmetries::Mirrors));
    let mut cram = ImpartialSearch::new(dominoes(Symmetries::All));
    let mut boards = 0;
    for board in all_small_boards() {
        boards += 1;
        let text = board.text();
        let b = DominoBoard::parse(&text).unwrap();
        let id = domineering.rules_mut().intern(&b);
        let value = domineering.canonical_form(id, &control).unwrap();
        assert_eq!(value, board.domineering(), "Domineering {text}");
        let builtin = solver.value(&Domineering::parse(&text).unwrap());
        assert_eq!(value, builtin, "Domineering {text}");
        let id = cram.rules_mut().intern(&b);
        let grundy = cram.grundy_value(id, &control).unwrap();
        assert_eq!(grundy.0, board.cram_grundy(), "Cram {text}");
    }
    // The rule was asked only about regions in normal form, each once: far
    // fewer ids than the boards checked.
    let ids = domineering.rules().len();
    assert!(ids * 2 < boards, "{ids} ids for {boards} boards");
}

/// A game whose moves fill cells touching at a corner: its regions must be
/// joined at corners too, and no symmetry but translation is allowed
/// (each mirror exchanges `\` and `/`, so the players). Every board up to
/// 3×3 and 2×4, 4×2, against the plain value on the whole board; with
/// regions joined by sides only it would be wrong (checked on one board).
#[test]
fn user_grid_regions_joined_at_corners_match_plain_search() {
    let control = Control::unlimited();
    let rule = PairRule::DIAGONALS;
    let mut search = PartizanSearch::new(GridGame::new(
        PairRule::DIAGONALS,
        Symmetries::None,
        Adjacency::SidesAndCorners,
    ));
    for (rows, cols) in [(1, 3), (2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (4, 2)] {
        for pattern in 0..1u32 << (rows * cols) {
            let text = Plain::from_pattern(rows, cols, pattern).text();
            let b = DominoBoard::parse(&text).unwrap();
            let id = search.rules_mut().intern(&b);
            let value = search.canonical_form(id, &control).unwrap();
            assert_eq!(value, rule.plain(&b), "{text}");
        }
    }
    // `.#|#.` is one region joined at a corner: Left fills it (value 1);
    // split by sides it would be two single cells, value 0.
    let b = DominoBoard::parse(".#|#.").unwrap();
    let mut by_sides = PartizanSearch::new(GridGame::new(
        PairRule::DIAGONALS,
        Symmetries::None,
        Adjacency::Sides,
    ));
    let id = by_sides.rules_mut().intern(&b);
    assert_eq!(by_sides.canonical_form(id, &control), Ok(Game::ZERO));
    assert_eq!(rule.plain(&b), Game::integer(1));
}

/// A known value through the user rule: the 4×5 Domineering rectangle is
/// 1 (David Wolfe's computation, as in `domineering_four_by_five_is_one`).
#[test]
fn user_grid_domineering_four_by_five_is_one() {
    let control = Control::unlimited();
    let mut game = GridGame::new(PairRule::DOMINOES, Symmetries::Mirrors, Adjacency::Sides);
    let root = game.intern(&DominoBoard::rectangle(4, 5));
    let mut search = PartizanSearch::new(game);
    assert_eq!(search.canonical_form(root, &control), Ok(Game::integer(1)));
    // Winning moves from the board itself, in its own coordinates: each
    // is an option of value >= 0 by the built-in solver.
    let board = DominoBoard::rectangle(4, 5);
    let options = search
        .rules_mut()
        .options_of(&board, Some(Player::Left))
        .unwrap();
    assert_eq!(options.len(), 15);
    let solver = Solver::new();
    for (option, id) in options {
        let value = search.canonical_form(id, &control).unwrap();
        let builtin = solver.value(&Domineering::parse(&option.to_string()).unwrap());
        assert_eq!(value, builtin, "{option}");
    }
}

/// A domino typed at `play` is read as the two cells it covers, in either
/// order and any case; text naming no domino of the player to move (a cell
/// pair not side by side, the other player's domino, a cell off the board)
/// finds nothing.
#[test]
fn typed_dominoes_are_read_in_either_order() {
    for name in ["domineering", "cram"] {
        let rules = rulesets::find(name).unwrap();
        for board in ["...|...|...", "..#.|....|.#.."] {
            let p = rules.parse(board).unwrap();
            for player in [Player::Left, Player::Right] {
                let moves = p.moves(player);
                for (i, m) in moves.iter().enumerate() {
                    let (a, b) = m.label.split_once('-').unwrap();
                    let reversed = format!("{} - {}", b.to_uppercase(), a);
                    assert_eq!(
                        p.find_move(player, &reversed),
                        Some(i),
                        "{name} {board} {reversed}"
                    );
                }
                for bad in ["a1-b2", "a1", "a1-a1", "a9-a10", "x", ""] {
                    assert_eq!(p.find_move(player, bad), None, "{name} {board} {bad:?}");
                }
            }
        }
    }
    // Left places vertical dominoes: a horizontal one is Right's.
    let p = rulesets::find("domineering")
        .unwrap()
        .parse("..|..")
        .unwrap();
    assert!(p.find_move(Player::Left, "a1-a2").is_some());
    assert_eq!(p.find_move(Player::Left, "a1-b1"), None);
    assert!(p.find_move(Player::Right, "b1-a1").is_some());
}

/// A board's runs along the lines of one orientation, cell by cell from
/// the definitions of [`DominoBoard::move_counts`] and
/// [`DominoBoard::vulnerable_moves`] (the count of boards beyond one
/// word): `(safe, most, vulnerable)`.
fn plain_counts(b: &DominoBoard, o: Orientation) -> (u32, u32, u32) {
    let (rows, cols) = (b.rows(), b.cols());
    let (lines, length) = match o {
        Orientation::Vertical => (cols, rows),
        Orientation::Horizontal => (rows, cols),
    };
    let empty = |line: usize, step: usize| match o {
        Orientation::Vertical => b.is_empty(step, line),
        Orientation::Horizontal => b.is_empty(line, step),
    };
    let (mut safe, mut most, mut vulnerable) = (0, 0, [0, 0]);
    for line in 0..lines {
        let mut runs = [0u32; 3];
        for step in 0..=length {
            let free = step < length && empty(line, step);
            let across = |l: Option<usize>| l.is_some_and(|l| l < lines && empty(l, step));
            let protected = free && !across(line.checked_sub(1)) && !across(Some(line + 1));
            for (k, inside) in [free, protected, free && !protected]
                .into_iter()
                .enumerate()
            {
                if inside {
                    runs[k] += 1;
                } else {
                    let pairs = runs[k] / 2;
                    match k {
                        0 => most += pairs,
                        1 => safe += pairs,
                        _ => vulnerable[line % 2] += pairs,
                    }
                    runs[k] = 0;
                }
            }
        }
    }
    (safe, most, vulnerable[0].max(vulnerable[1]))
}

/// The regions of a board by a plain flood fill, each as the board of its
/// cells' bounding box, in the order of their first cell.
fn plain_regions(b: &DominoBoard) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for start in b.empty_cell_list() {
        if !seen.insert(start) {
            continue;
        }
        let (mut stack, mut cells) = (vec![start], Vec::new());
        while let Some((r, c)) = stack.pop() {
            cells.push((r, c));
            let near = [
                (r.wrapping_sub(1), c),
                (r + 1, c),
                (r, c.wrapping_sub(1)),
                (r, c + 1),
            ];
            for (nr, nc) in near {
                if nr < b.rows() && nc < b.cols() && b.is_empty(nr, nc) && seen.insert((nr, nc)) {
                    stack.push((nr, nc));
                }
            }
        }
        out.push(DominoBoard::from_cells(&cells).to_string());
    }
    out
}

/// Boards of 65 to 128 cells (9×9, 10×10, 7×15, …: one `u128` with a
/// guard column in the library) and past it (11×11, cell by cell), with
/// random blocked cells: placements, move counts, vulnerable moves, the
/// counts after every placement and the regions agree with plain
/// cell-by-cell definitions.
#[test]
fn wide_boards_count_and_split_as_cell_by_cell() {
    let mut rng = Rng(0x5eed_0009);
    let shapes = [
        (9, 9),
        (10, 10),
        (7, 15),
        (8, 14),
        (9, 11),
        (11, 9),
        (11, 11),
        (6, 12),
    ];
    for round in 0..60 {
        let (rows, cols) = shapes[round % shapes.len()];
        let density = 2 + rng.below(6);
        let text: Vec<String> = (0..rows)
            .map(|_| {
                (0..cols)
                    .map(|_| if rng.below(density) == 0 { '#' } else { '.' })
                    .collect()
            })
            .collect();
        let b = DominoBoard::parse(&text.join("|")).unwrap();
        for o in [Orientation::Vertical, Orientation::Horizontal] {
            let plain_places: Vec<(usize, usize)> = b
                .empty_cell_list()
                .into_iter()
                .filter(|&(r, c)| match o {
                    Orientation::Vertical => r + 1 < rows && b.is_empty(r + 1, c),
                    Orientation::Horizontal => c + 1 < cols && b.is_empty(r, c + 1),
                })
                .collect();
            assert_eq!(b.placements(o), plain_places, "{b}");
            for (i, &p) in plain_places.iter().enumerate() {
                assert_eq!(b.nth_placement(o, i), Some(p), "{b}");
            }
            let (safe, most, vulnerable) = plain_counts(&b, o);
            assert_eq!(b.move_counts(o), (safe, most), "{b} {o:?}");
            if b.empty_cells() > 64 {
                assert_eq!(b.vulnerable_moves(o), (0, vulnerable), "{b} {o:?}");
            }
            let other = match o {
                Orientation::Vertical => Orientation::Horizontal,
                Orientation::Horizontal => Orientation::Vertical,
            };
            let after: Vec<[(u32, u32); 2]> = plain_places
                .iter()
                .map(|&(r, c)| {
                    let next = b.place(o, r, c);
                    let (s, m, _) = plain_counts(&next, o);
                    let (t, n, _) = plain_counts(&next, other);
                    [(s, m), (t, n)]
                })
                .collect();
            assert_eq!(b.counts_after_placements(o), after, "{b} {o:?}");
        }
        let regions: Vec<String> = b.regions(1).iter().map(ToString::to_string).collect();
        assert_eq!(regions, plain_regions(&b), "{b}");
    }
}
