//! Advance or Eat, Clobber, Konane, Toads and Frogs, Toppling Dominoes and
//! Cutcake checked against plain canonical-form computation.
//!
//! Each game has its own plain move generator here, written from the rules
//! on boards of characters, independent of the library's. A position's
//! plain value is the canonical form of the tree of all its options, built
//! with the reference [`Form`] of `common` (dominated options removed and
//! reversible ones bypassed by the definitions): the whole position is one
//! game, with no splitting into components, no normalisation, no closed
//! form. (Values are memoised by the exact position, so each distinct
//! position is worked out once.) The library's solver — components,
//! normalised keys, transposition table, threads — and its fast methods
//! (seed 000's number rule, the Cutcake closed form) must give the same
//! canonical form on every small position.

use crate::common;

use common::{canonical, expand, to_game, Form};
use conway::partizan::Solver;
use conway::rulesets::advance_or_eat::{column_value, AdvanceOrEat, Column};
use conway::rulesets::clobber::Clobber;
use conway::rulesets::cutcake::{piece_value, Cutcake};
use conway::rulesets::konane::Konane;
use conway::rulesets::partizan_position::PartizanRules;
use conway::rulesets::stones::StoneBoard;
use conway::rulesets::toads_and_frogs::ToadsAndFrogs;
use conway::rulesets::toppling_dominoes::TopplingDominoes;
use conway::rulesets::{self, Kind};
use conway::value::{Game, Outcome, Player};
use std::collections::{BTreeSet, HashMap};

/// A position of the plain reference: rows of cell characters, and the
/// raw rules of one game.
type Rows = Vec<Vec<u8>>;

/// The raw rules of a game on [`Rows`]: the positions `left` (or Right)
/// can move to.
type Rules = fn(&Rows, bool) -> Vec<Rows>;

/// The plain canonical form of a position, memoised by the exact position.
fn plain(p: &Rows, rules: Rules, memo: &mut HashMap<Rows, Form>) -> Form {
    if let Some(f) = memo.get(p) {
        return f.clone();
    }
    let left = rules(p, true)
        .iter()
        .map(|q| plain(q, rules, memo))
        .collect();
    let right = rules(p, false)
        .iter()
        .map(|q| plain(q, rules, memo))
        .collect();
    let f = canonical(&Form::new(left, right));
    memo.insert(p.clone(), f.clone());
    f
}

fn text(p: &Rows) -> String {
    p.iter()
        .map(|r| String::from_utf8(r.clone()).unwrap())
        .collect::<Vec<_>>()
        .join("|")
}

/// Every `rows × cols` board over the characters `alphabet`.
fn all_boards(rows: usize, cols: usize, alphabet: &[u8]) -> Vec<Rows> {
    let n = rows * cols;
    let k = alphabet.len();
    (0..k.pow(n as u32))
        .map(|mut code| {
            let mut cells = Vec::with_capacity(n);
            for _ in 0..n {
                cells.push(alphabet[code % k]);
                code /= k;
            }
            cells.chunks(cols).map(<[u8]>::to_vec).collect()
        })
        .collect()
}

/// A fixed pseudo-random sequence (xorshift), for samples of larger boards.
fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

fn random_board(rows: usize, cols: usize, alphabet: &[u8], next: &mut impl FnMut() -> u64) -> Rows {
    (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| alphabet[(next() % alphabet.len() as u64) as usize])
                .collect()
        })
        .collect()
}

/// The four orthogonal steps.
const STEPS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

fn at(p: &Rows, r: usize, c: usize, (dr, dc): (isize, isize), k: isize) -> Option<(usize, usize)> {
    let r = r.checked_add_signed(dr * k)?;
    let c = c.checked_add_signed(dc * k)?;
    (r < p.len() && c < p[r].len()).then_some((r, c))
}

/// The labels' target positions (as text) of a ruleset's moves, against
/// the plain rules' options.
fn same_moves(position: &str, ruleset: &str, plain_options: Vec<Rows>, player: Player) {
    let p = rulesets::find(ruleset).unwrap().parse(position).unwrap();
    let ours: BTreeSet<String> = p
        .moves(player)
        .iter()
        .map(|m| m.position.notation())
        .collect();
    let theirs: BTreeSet<String> = plain_options.iter().map(text).collect();
    assert_eq!(ours, theirs, "{ruleset} {position} {player:?}");
}

// ---------------------------------------------------------------- Advance or Eat

/// Advance or Eat on rows from the top: White (`W`, Left) moves a piece one
/// row up into an empty cell or removes a `B`; Black likewise.
fn advance_or_eat_rules(p: &Rows, left: bool) -> Vec<Rows> {
    let (own, other) = if left { (b'W', b'B') } else { (b'B', b'W') };
    let mut out = Vec::new();
    for r in 0..p.len() {
        for c in 0..p[r].len() {
            if p[r][c] == own && r > 0 && p[r - 1][c] == b'.' {
                let mut q = p.clone();
                q[r - 1][c] = own;
                q[r][c] = b'.';
                out.push(q);
            }
            if p[r][c] == other {
                let mut q = p.clone();
                q[r][c] = b'.';
                out.push(q);
            }
        }
    }
    out
}

/// The column of a one-column board, as the library's bit sets.
fn column_of(p: &Rows) -> Column {
    let bits = |ch| {
        p.iter()
            .enumerate()
            .filter(|(_, row)| row[0] == ch)
            .fold(0u64, |acc, (r, _)| acc | 1 << r)
    };
    Column {
        white: bits(b'W'),
        black: bits(b'B'),
    }
}

#[test]
fn advance_or_eat_columns_are_numbers_matching_plain_search() {
    let solver = Solver::new();
    let mut memo = HashMap::new();
    for h in 1..=8 {
        for board in all_boards(h, 1, b".WB") {
            let column = column_of(&board);
            // Seed 000's rule always finds a number (the editorial's proof).
            let seed = column_value(column).unwrap_or_else(|| panic!("{}", text(&board)));
            let position = AdvanceOrEat::parse(&text(&board)).unwrap();
            let solved = solver.value(&position);
            assert!(solved.is_number(), "{}", text(&board));
            assert_eq!(solved, Game::dyadic(seed.clone()), "{}", text(&board));
            assert_eq!(position.value(), solved);
            if h <= 6 {
                let plain = plain(&board, advance_or_eat_rules, &mut memo);
                assert_eq!(expand(solved), plain, "{}", text(&board));
            }
        }
    }
}

#[test]
fn advance_or_eat_boards_match_plain_search() {
    let solver = Solver::new();
    let mut memo = HashMap::new();
    let mut boards = all_boards(2, 2, b".WB");
    boards.extend(all_boards(2, 3, b".WB"));
    boards.extend(all_boards(3, 2, b".WB"));
    let mut next = xorshift(0x2545_f491_4f6c_dd1d);
    boards.extend((0..300).map(|_| random_board(3, 3, b".WB", &mut next)));
    for board in boards {
        let t = text(&board);
        let position = AdvanceOrEat::parse(&t).unwrap();
        let plain = plain(&board, advance_or_eat_rules, &mut memo);
        assert_eq!(expand(solver.value(&position)), plain, "{t}");
        assert_eq!(expand(position.value()), plain, "{t}");
        for player in [Player::Left, Player::Right] {
            same_moves(
                &t,
                "advance-or-eat",
                advance_or_eat_rules(&board, player == Player::Left),
                player,
            );
        }
    }
}

#[test]
fn advance_or_eat_seed_examples() {
    // Seed 000's three examples of the simplest-number rule.
    use conway::partizan::simplest_number::simplest_number;
    let d = |s: &str| Some(s.parse::<conway::numeric::Dyadic>().unwrap());
    assert_eq!(simplest_number(&[d("-25/8")], &[d("3/2")]), d("0"));
    assert_eq!(simplest_number(&[d("-11/2")], &[d("-2")]), d("-3"));
    assert_eq!(simplest_number(&[d("13/8")], &[d("57/32")]), d("7/4"));
    // The winner rule: White, moving first, wins exactly when the sum of
    // the column values is positive — checked against the outcome of the
    // canonical form on every 2×2 and 2×3 board.
    let solver = Solver::new();
    for board in all_boards(2, 2, b".WB")
        .into_iter()
        .chain(all_boards(2, 3, b".WB"))
    {
        let position = AdvanceOrEat::parse(&text(&board)).unwrap();
        let sum = position.number_value().unwrap();
        let outcome = solver.value(&position).outcome();
        let white_first_wins = matches!(outcome, Outcome::L | Outcome::N);
        assert_eq!(
            white_first_wins,
            sum > conway::numeric::Dyadic::ZERO,
            "{}",
            text(&board)
        );
    }
}

#[test]
fn advance_or_eat_orientation_and_labels() {
    // Row 1 is the top: a White piece there cannot advance; one on row 2
    // below an empty cell can ("a2-a1"). Black's only moves are eats.
    let p = rulesets::find("advance-or-eat")
        .unwrap()
        .parse("..|W.")
        .unwrap();
    let left: Vec<String> = p.moves(Player::Left).into_iter().map(|m| m.label).collect();
    assert_eq!(left, ["a2-a1"]);
    let right: Vec<String> = p
        .moves(Player::Right)
        .into_iter()
        .map(|m| m.label)
        .collect();
    assert_eq!(right, ["eat a2"]);
    let top = AdvanceOrEat::parse("W|.").unwrap();
    assert!(top.labelled_moves(Player::Left).is_empty());
    // { | 0} = -1 on top; {-1 | 0} = -1/2 one row lower (by hand).
    assert_eq!(top.value(), Game::integer(-1));
    assert_eq!(
        AdvanceOrEat::parse(".|W").unwrap().value().to_string(),
        "-1/2"
    );
    // A Black piece likewise moves up.
    let b = AdvanceOrEat::parse(".|B").unwrap();
    assert_eq!(b.labelled_moves(Player::Right)[0].0, "a2-a1");
    assert_eq!(b.value().to_string(), "1/2");
}

#[test]
fn advance_or_eat_twelve_by_twelve() {
    // N = 12: columns are found by seed 000's rule over the 3^12 column
    // states (memoised), and the report names each column's value.
    let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
    let board = text(&random_board(12, 12, b".WB", &mut next));
    let position = AdvanceOrEat::parse(&board).unwrap();
    let columns: Vec<_> = position
        .column_values()
        .into_iter()
        .map(Option::unwrap)
        .collect();
    let sum = columns
        .iter()
        .fold(conway::numeric::Dyadic::ZERO, |a, b| &a + b);
    assert_eq!(position.number_value(), Some(sum.clone()));
    let analysis = rulesets::find("advance-or-eat")
        .unwrap()
        .parse(&board)
        .unwrap()
        .analyze();
    assert_eq!(analysis.value, Some(Game::dyadic(sum.clone())));
    let detail = |k: &str| {
        analysis
            .details
            .iter()
            .find(|d| d.label == k)
            .map(|d| d.text.clone())
    };
    assert_eq!(detail("column a"), Some(columns[0].to_string()));
    assert_eq!(detail("column l"), Some(columns[11].to_string()));
    assert_eq!(detail("sum"), Some(sum.to_string()));
    let white_wins = sum > conway::numeric::Dyadic::ZERO;
    assert_eq!(
        detail("winner with White to move").as_deref(),
        Some(if white_wins { "White" } else { "Black" })
    );
    assert_eq!(!analysis.left_moves.is_empty(), white_wins);
    // Sparse tall columns checked against the canonical-form solver.
    let solver = Solver::new();
    for (white, black) in [
        (0b1000_0000_0001u64, 0b0100_0000_1000),
        (0b1001_0000_0000, 0b0000_0010_0110),
    ] {
        let column = Column { white, black };
        let single = AdvanceOrEat::from_columns(12, vec![column]);
        assert_eq!(
            solver.value(&single),
            Game::dyadic(column_value(column).unwrap())
        );
    }
}

// ---------------------------------------------------------------- Clobber and Konane

/// Left's and Right's stones, for the player to move.
fn stone_colours(left: bool) -> (u8, u8) {
    if left {
        (b'x', b'o')
    } else {
        (b'o', b'x')
    }
}

/// Clobber: a stone moves onto an orthogonally adjacent opponent stone.
fn clobber_rules(p: &Rows, left: bool) -> Vec<Rows> {
    let (own, other) = stone_colours(left);
    let mut out = Vec::new();
    for r in 0..p.len() {
        for c in 0..p[r].len() {
            if p[r][c] != own {
                continue;
            }
            for d in STEPS {
                if let Some((r2, c2)) = at(p, r, c, d, 1).filter(|&(a, b)| p[a][b] == other) {
                    let mut q = p.clone();
                    q[r][c] = b'.';
                    q[r2][c2] = own;
                    out.push(q);
                }
            }
        }
    }
    out
}

/// Konane: a stone jumps over an adjacent opponent stone into the empty
/// cell beyond, and may jump again in the same direction.
fn konane_rules(p: &Rows, left: bool) -> Vec<Rows> {
    let (own, other) = stone_colours(left);
    let mut out = Vec::new();
    for r in 0..p.len() {
        for c in 0..p[r].len() {
            if p[r][c] != own {
                continue;
            }
            for d in STEPS {
                let mut q = p.clone();
                q[r][c] = b'.';
                let mut k = 1;
                while let (Some((a, b)), Some((e, f))) = (at(p, r, c, d, k), at(p, r, c, d, k + 1))
                {
                    if p[a][b] != other || p[e][f] != b'.' {
                        break;
                    }
                    q[a][b] = b'.';
                    let mut landed = q.clone();
                    landed[e][f] = own;
                    out.push(landed);
                    k += 2;
                }
            }
        }
    }
    out
}

/// Every board of up to 8 cells, all 3×3 boards, and a sample of larger
/// ones (strips of 11, 3×4).
fn stone_boards() -> Vec<Rows> {
    let mut boards = Vec::new();
    for (rows, cols) in [
        (1, 1),
        (1, 2),
        (1, 3),
        (1, 4),
        (1, 5),
        (1, 6),
        (1, 7),
        (1, 8),
        (2, 2),
        (2, 3),
        (2, 4),
        (3, 2),
        (4, 2),
        (3, 3),
    ] {
        boards.extend(all_boards(rows, cols, b".xo"));
    }
    let mut next = xorshift(0x1234_5678_9abc_def1);
    for (rows, cols, count) in [(1, 11, 100), (3, 4, 30)] {
        boards.extend((0..count).map(|_| random_board(rows, cols, b".xoxo", &mut next)));
    }
    boards
}

fn check_stone_game<G: PartizanRules + std::fmt::Debug>(
    name: &str,
    rules: Rules,
    parse: fn(&str) -> G,
    negate: fn(&G) -> G,
) {
    let solver = Solver::new();
    let mut memo = HashMap::new();
    for board in stone_boards() {
        let t = text(&board);
        let position = parse(&t);
        let v = solver.value(&position);
        assert_eq!(expand(v), plain(&board, rules, &mut memo), "{name} {t}");
        assert_eq!(solver.value(&negate(&position)), -v, "{name} {t} swapped");
        if board.len() * board[0].len() <= 6 {
            for player in [Player::Left, Player::Right] {
                same_moves(&t, name, rules(&board, player == Player::Left), player);
            }
        }
    }
}

#[test]
fn clobber_matches_plain_search() {
    check_stone_game(
        "clobber",
        clobber_rules,
        |t| Clobber::parse(t).unwrap(),
        |c| Clobber::from_board(c.board().swapped()),
    );
}

/// Clobber boards of more than 64 cells are kept cell by cell, smaller
/// ones as words: a small board set in a big empty one (9×9, or a row of
/// 70) with a second one far from it is the sum of the two, valued by
/// plain search of each, and its moves are theirs, moved.
#[test]
fn clobber_boards_past_64_cells_match_plain_search() {
    let solver = Solver::new();
    let mut memo = HashMap::new();
    let boards = stone_boards();
    let (grids, strips): (Vec<&Rows>, Vec<&Rows>) = boards.iter().partition(|b| b.len() > 1);
    let sum_of = |a: &Rows, b: &Rows, memo: &mut HashMap<Rows, Form>| {
        let (a, b) = (plain(a, clobber_rules, memo), plain(b, clobber_rules, memo));
        expand(to_game(&a) + to_game(&b))
    };
    for (i, &a) in grids.iter().enumerate().step_by(41) {
        let b = grids[(i * 13 + 5) % grids.len()];
        // a at the top left, b at the bottom right of a 9×9 board.
        let mut big = vec![vec![b'.'; 9]; 9];
        for (r, row) in a.iter().enumerate() {
            big[r][..row.len()].copy_from_slice(row);
        }
        for (r, row) in b.iter().enumerate() {
            big[9 - b.len() + r][9 - row.len()..].copy_from_slice(row);
        }
        let position = Clobber::parse(&text(&big)).unwrap();
        assert_eq!(position.board().to_string(), text(&big));
        let v = solver.value(&position);
        assert_eq!(expand(v), sum_of(a, b, &mut memo), "{}", text(&big));
        let moves = position.moves(Player::Left).count();
        let apart = Clobber::parse(&text(a))
            .unwrap()
            .moves(Player::Left)
            .count()
            + Clobber::parse(&text(b))
                .unwrap()
                .moves(Player::Left)
                .count();
        assert_eq!(moves, apart, "{}", text(&big));
    }
    for (i, &a) in strips.iter().enumerate().step_by(11) {
        let b = strips[(i * 7 + 3) % strips.len()];
        let row = [a[0].as_slice(), &[b'.'; 60], b[0].as_slice(), b"..."].concat();
        let position = Clobber::parse(&text(&vec![row.clone()])).unwrap();
        let v = solver.value(&position);
        assert_eq!(expand(v), sum_of(a, b, &mut memo), "{}", text(&vec![row]));
    }
}

#[test]
fn konane_matches_plain_search() {
    check_stone_game(
        "konane",
        konane_rules,
        |t| Konane::parse(t).unwrap(),
        |k| Konane(k.0.swapped()),
    );
}

#[test]
fn clobber_values_are_infinitesimal() {
    // Clobber is all-small: whenever one player can move so can the other
    // (a move needs an adjacent pair of opposite stones), so every value
    // lies strictly between every negative and every positive number
    // (Albert, Grossman, Nowakowski, Wolfe, "An introduction to Clobber").
    let solver = Solver::new();
    let eps = Game::dyadic("1/1024".parse().unwrap());
    for board in all_boards(2, 4, b".xo") {
        let v = solver.value(&Clobber::parse(&text(&board)).unwrap());
        assert!(v < eps && -eps < v, "{}", text(&board));
    }
}

#[test]
fn stone_games_known_values() {
    let clobber = |s: &str| Solver::new().value(&Clobber::parse(s).unwrap());
    // By hand: xo = {0 | 0} = *, xxo = {0 | *} = ↑, xoo = {* | 0} = ↓
    // (the first examples of Albert, Grossman, Nowakowski, Wolfe, "An
    // introduction to Clobber", Integers 5, 2005).
    assert_eq!(clobber("xo"), Game::nimber(1));
    assert_eq!(clobber("xxo"), Game::up(1));
    assert_eq!(clobber("xoo"), Game::up(-1));
    assert_eq!(clobber("x.o"), Game::ZERO);
    let konane = |s: &str| Solver::new().value(&Konane::parse(s).unwrap());
    // By hand: xo. = {0 | } = 1 and ..xo. = {0 | 0} = * (see the module
    // docs); stones with no empty cell beside them never move.
    assert_eq!(konane("xo."), Game::integer(1));
    assert_eq!(konane("xoxo"), Game::ZERO);
    assert_eq!(konane("ox."), Game::integer(-1));
}

#[test]
fn konane_splits_distant_groups() {
    // Two groups far apart on one strip: the sum of their values, and the
    // solver sees two components.
    use conway::partizan::PartizanGame;
    let k = Konane::parse("xo.......xo").unwrap();
    assert_eq!(k.components().len(), 2);
    assert_eq!(Solver::new().value(&k), Game::ZERO); // 1 + (-1)
                                                     // Groups whose stones could meet are not split: after x jumps o and
                                                     // lands on the third cell, it is beside the second group's o.
    let close = Konane::parse("xo.o.").unwrap();
    assert_eq!(close.components().len(), 1);
}

// ---------------------------------------------------------------- Toads and Frogs

/// Toads (`t`, Left) move right, frogs (`f`, Right) left: a step into an
/// empty cell or a jump over one creature of the other kind.
fn toads_rules(p: &Rows, left: bool) -> Vec<Rows> {
    let (own, other, dir) = if left {
        (b't', b'f', 1isize)
    } else {
        (b'f', b't', -1)
    };
    let mut out = Vec::new();
    for (k, strip) in p.iter().enumerate() {
        for i in 0..strip.len() {
            if strip[i] != own {
                continue;
            }
            let cell = |d: isize| i.checked_add_signed(d).filter(|&j| j < strip.len());
            let target = match cell(dir) {
                Some(j) if strip[j] == b'.' => Some(j),
                Some(j) if strip[j] == other => cell(2 * dir).filter(|&j| strip[j] == b'.'),
                _ => None,
            };
            if let Some(j) = target {
                let mut q = p.clone();
                q[k][i] = b'.';
                q[k][j] = own;
                out.push(q);
            }
        }
    }
    out
}

#[test]
fn toads_and_frogs_matches_plain_search() {
    let solver = Solver::new();
    let mut memo = HashMap::new();
    let mut positions: Vec<Rows> = (1..=8).flat_map(|n| all_boards(1, n, b".tf")).collect();
    let mut next = xorshift(0x0dd_ba11_cafe_f00d);
    positions.extend((0..100).map(|_| random_board(1, 11, b".tf.", &mut next)));
    // Sums of two strips.
    positions.extend((0..200).map(|_| {
        let a = random_board(1, 4, b".tf", &mut next).remove(0);
        let b = random_board(1, 5, b".tf", &mut next).remove(0);
        vec![a, b]
    }));
    for p in positions {
        let t = text(&p);
        let position = ToadsAndFrogs::parse(&t).unwrap();
        assert_eq!(
            expand(solver.value(&position)),
            plain(&p, toads_rules, &mut memo),
            "{t}"
        );
        if t.len() <= 7 {
            for player in [Player::Left, Player::Right] {
                same_moves(
                    &t,
                    "toads-and-frogs",
                    toads_rules(&p, player == Player::Left),
                    player,
                );
            }
        }
    }
}

#[test]
fn toads_and_frogs_symmetry_and_known_values() {
    let solver = Solver::new();
    let v = |s: &str| solver.value(&ToadsAndFrogs::parse(s).unwrap());
    // Mirroring a strip and exchanging toads and frogs exchanges the
    // players: the value is negated (Winning Ways, ch. 1).
    for s in ["tt.ff", "t.tf.f", "tf..tff.t", "..ttf.f"] {
        let mirrored: String = s
            .chars()
            .rev()
            .map(|c| match c {
                't' => 'f',
                'f' => 't',
                c => c,
            })
            .collect();
        assert_eq!(v(&mirrored), -v(s), "{s}");
    }
    // By hand (module docs): t.f = *; nothing moves in ttff.
    assert_eq!(v("t.f"), Game::nimber(1));
    assert_eq!(v("ttff"), Game::ZERO);
    // A lone toad with n empty cells ahead is n; the dead block ttff cuts
    // the strip in two: t..ttfft. = 2 + 0 (the last toad has 1 cell): 3.
    assert_eq!(v("t..."), Game::integer(3));
    assert_eq!(v("t..ttfft."), Game::integer(3));
    use conway::partizan::PartizanGame;
    assert_eq!(
        ToadsAndFrogs::parse("t..ttfft.")
            .unwrap()
            .components()
            .len(),
        2
    );
}

// ---------------------------------------------------------------- Toppling Dominoes

/// A player topples one of their (or a green) domino left or right,
/// removing it and everything on that side in its row.
fn toppling_rules(p: &Rows, left: bool) -> Vec<Rows> {
    let own = if left { b'L' } else { b'R' };
    let mut out = Vec::new();
    for (k, row) in p.iter().enumerate() {
        for i in 0..row.len() {
            if row[i] == own || row[i] == b'G' {
                for rest in [row[i + 1..].to_vec(), row[..i].to_vec()] {
                    let mut q = p.clone();
                    q[k] = rest;
                    q.retain(|r| !r.is_empty());
                    out.push(q);
                }
            }
        }
    }
    out
}

#[test]
fn toppling_dominoes_matches_plain_search() {
    let solver = Solver::new();
    let mut memo = HashMap::new();
    let mut positions: Vec<Rows> = (1..=7).flat_map(|n| all_boards(1, n, b"LRG")).collect();
    let mut next = xorshift(0xfeed_beef_1234_5678);
    positions.extend((0..100).map(|_| random_board(1, 10, b"LRG", &mut next)));
    positions.extend((0..200).map(|_| {
        let a = random_board(1, 3, b"LRG", &mut next).remove(0);
        let b = random_board(1, 4, b"LRG", &mut next).remove(0);
        vec![a, b]
    }));
    for p in positions {
        let t = text(&p);
        let position = TopplingDominoes::parse(&t).unwrap();
        let v = solver.value(&position);
        assert_eq!(expand(v), plain(&p, toppling_rules, &mut memo), "{t}");
        // Mirror images are equal, and exchanging blue and red negates.
        let mirrored: String = t.chars().rev().collect();
        assert_eq!(
            solver.value(&TopplingDominoes::parse(&mirrored).unwrap()),
            v,
            "{t}"
        );
        let swapped: String = t
            .chars()
            .map(|c| match c {
                'L' => 'R',
                'R' => 'L',
                c => c,
            })
            .collect();
        assert_eq!(
            solver.value(&TopplingDominoes::parse(&swapped).unwrap()),
            -v,
            "{t}"
        );
        if t.len() <= 5 {
            for player in [Player::Left, Player::Right] {
                same_moves(
                    &t,
                    "toppling-dominoes",
                    toppling_rules(&p, player == Player::Left),
                    player,
                );
            }
        }
    }
}

#[test]
fn toppling_dominoes_known_values() {
    let v = |s: &str| Solver::new().value(&TopplingDominoes::parse(s).unwrap());
    // By hand (module docs): n blue dominoes are n, LR and G are *.
    for n in 1..=10 {
        assert_eq!(v(&"L".repeat(n)), Game::integer(n as i64));
        assert_eq!(v(&"R".repeat(n)), Game::integer(-(n as i64)));
    }
    assert_eq!(v("LR"), Game::nimber(1));
    assert_eq!(v("G"), Game::nimber(1));
    // n green dominoes are *n: each move leaves any smaller number of green
    // dominoes, as in a Nim heap (by hand).
    for n in 1..=8 {
        assert_eq!(v(&"G".repeat(n)), Game::nimber(n as u64));
    }
}

// ---------------------------------------------------------------- Cutcake

/// Cutcake on a list of pieces `(rows, cols)`, kept in the raw order: the
/// cut piece is replaced by its two parts.
fn cutcake_options(pieces: &[(u32, u32)], left: bool) -> Vec<Vec<(u32, u32)>> {
    let mut out = Vec::new();
    for (i, &(h, w)) in pieces.iter().enumerate() {
        let side = if left { w } else { h };
        for k in 1..side {
            let (a, b) = if left {
                ((h, k), (h, w - k))
            } else {
                ((k, w), (h - k, w))
            };
            let mut q = pieces.to_vec();
            q.splice(i..=i, [a, b]);
            out.push(q);
        }
    }
    out
}

fn cutcake_plain(pieces: &[(u32, u32)], memo: &mut HashMap<Vec<(u32, u32)>, Form>) -> Form {
    if let Some(f) = memo.get(pieces) {
        return f.clone();
    }
    let left = cutcake_options(pieces, true)
        .iter()
        .map(|q| cutcake_plain(q, memo))
        .collect();
    let right = cutcake_options(pieces, false)
        .iter()
        .map(|q| cutcake_plain(q, memo))
        .collect();
    let f = canonical(&Form::new(left, right));
    memo.insert(pieces.to_vec(), f.clone());
    f
}

#[test]
fn cutcake_matches_plain_search() {
    // Whole cakes of up to 8 cells, no splitting into pieces.
    let mut memo = HashMap::new();
    let solver = Solver::new();
    for h in 1..=8u32 {
        for w in (1..=8u32).filter(|w| h * w <= 8) {
            let t = format!("{h}x{w}");
            let position = Cutcake::parse(&t).unwrap();
            let plain = cutcake_plain(&[(h, w)], &mut memo);
            assert_eq!(expand(solver.value(&position)), plain, "{t}");
            assert_eq!(expand(position.value()), plain, "{t}");
        }
    }
    // Small sums, still as one game.
    for pieces in [
        vec![(1, 2), (2, 1)],
        vec![(2, 2), (1, 3), (3, 1)],
        vec![(2, 3), (1, 4)],
    ] {
        let t = pieces
            .iter()
            .map(|(h, w)| format!("{h}x{w}"))
            .collect::<Vec<_>>()
            .join(" + ");
        let plain = cutcake_plain(&pieces, &mut memo);
        let position = Cutcake::parse(&t).unwrap();
        assert_eq!(expand(solver.value(&position)), plain, "{t}");
        assert_eq!(expand(position.value()), plain, "{t}");
    }
    // Every piece up to 10×10 by the definition over the values of the
    // two parts (the sum of independent games), then the closed form of
    // Winning Ways, ch. 2, and the solver (pieces as components) up to 16.
    let n = 16usize;
    let mut by_definition = vec![vec![Game::ZERO; n + 1]; n + 1];
    for h in 1..=n {
        for w in 1..=n {
            let left: Vec<Game> = (1..w)
                .map(|k| by_definition[h][k] + by_definition[h][w - k])
                .collect();
            let right: Vec<Game> = (1..h)
                .map(|k| by_definition[k][w] + by_definition[h - k][w])
                .collect();
            by_definition[h][w] = Game::new(&left, &right);
            let closed = Game::integer(piece_value(h as u32, w as u32));
            if h <= 10 && w <= 10 {
                assert_eq!(by_definition[h][w], closed, "{h}x{w}");
            }
            let position = Cutcake::parse(&format!("{h}x{w}")).unwrap();
            assert_eq!(solver.value(&position), closed, "{h}x{w}");
        }
    }
    // Sums: the solver (pieces as components) against the closed form.
    for t in ["3x4 + 2x5", "1x1 + 7x2 + 2x7", "5x5 + 3x9 + 9x3 + 1x6"] {
        let position = Cutcake::parse(t).unwrap();
        assert_eq!(solver.value(&position), position.value(), "{t}");
    }
}

#[test]
fn cutcake_known_values_and_huge_cakes() {
    // Winning Ways, ch. 2: a strip one square high and n wide is n - 1 for
    // Left; the square cakes are 0; 2x4 is 1 and 4x2 is -1.
    assert_eq!(piece_value(1, 8), 7);
    assert_eq!(piece_value(8, 1), -7);
    for s in 1..=20 {
        assert_eq!(piece_value(s, s), 0);
    }
    assert_eq!(piece_value(2, 4), 1);
    assert_eq!(piece_value(4, 2), -1);
    // Huge cakes by the closed form: 2^19 = 524288 <= 1000000 < 2^20, so a
    // 1000000 × 1000000 cake is 0 and a 3 × 1000000 cake is
    // floor(1000000 / 2) - 1.
    let a = rulesets::find("cutcake")
        .unwrap()
        .parse("3x1000000")
        .unwrap()
        .analyze();
    assert_eq!(a.value, Some(Game::integer(499_999)));
    assert_eq!(a.outcome, Outcome::L);
    assert!(Cutcake::parse("1x1000001").is_err());
    assert!(Cutcake::parse("0x3").is_err());
}

// ---------------------------------------------------------------- All six

/// The analysis's winning moves are exactly the moves to positions the
/// opponent loses (plain values of the positions after each move).
#[test]
fn winning_moves_agree_with_plain_values() {
    let cases: [(&str, &str, Rules); 5] = [
        ("advance-or-eat", "W.B|.BW|B.W", advance_or_eat_rules),
        ("clobber", "xox|oxo", clobber_rules),
        ("konane", "xo.o|.oxx|x..o", konane_rules),
        ("toads-and-frogs", "tt..ff", toads_rules),
        ("toppling-dominoes", "LRLGR|RG", toppling_rules),
    ];
    let mut memo = HashMap::new();
    for (name, position, rules) in cases {
        memo.clear();
        let p = rulesets::find(name).unwrap().parse(position).unwrap();
        let a = p.analyze();
        for (player, winners) in [
            (Player::Left, &a.left_moves),
            (Player::Right, &a.right_moves),
        ] {
            for m in p.moves(player) {
                let after: Rows = m
                    .position
                    .notation()
                    .split('|')
                    .map(|r| r.as_bytes().to_vec())
                    .collect();
                let v = common::to_game(&plain(&after, rules, &mut memo));
                let wins = match player {
                    Player::Left => v >= Game::ZERO,
                    Player::Right => v <= Game::ZERO,
                };
                assert_eq!(
                    winners.contains(&m.label),
                    wins,
                    "{name} {position}: {}",
                    m.label
                );
            }
        }
    }
}

#[test]
fn every_ruleset_is_listed_with_a_working_example() {
    for name in [
        "advance-or-eat",
        "clobber",
        "konane",
        "toads-and-frogs",
        "toppling-dominoes",
        "cutcake",
    ] {
        let r = rulesets::find(name).unwrap();
        assert_eq!(r.kind(), Kind::Partizan);
        assert!(!r.summary().is_empty() && !r.syntax().is_empty());
        let p = r.parse(r.example()).unwrap();
        // The notation reads back as the same position.
        assert_eq!(
            r.parse(&p.notation()).unwrap().notation(),
            p.notation(),
            "{name}"
        );
        let a = p.analyze();
        assert!(a.value.is_some(), "{name}");
        let keys: Vec<&str> = a.details.iter().map(|d| d.label.as_str()).collect();
        assert!(
            keys.contains(&"temperature") && keys.contains(&"mean"),
            "{name}"
        );
    }
}

#[test]
fn bad_positions_name_the_place() {
    for (name, bad, line, column) in [
        ("advance-or-eat", "W.|.BX", 1, 6),
        ("advance-or-eat", "W.\n.B.", 2, 1),
        ("clobber", "xo|ox|o", 1, 7),
        ("konane", "xo.\nx?o", 2, 2),
        ("toads-and-frogs", "tt.fg", 1, 5),
        ("toads-and-frogs", "tt||ff", 1, 4),
        ("toppling-dominoes", "LRB", 1, 3),
        ("cutcake", "3x4 + x5", 1, 7),
        ("cutcake", "3x4 + 2x", 1, 9),
        ("cutcake", "3x4 + 2x5 +", 1, 12),
    ] {
        let e = rulesets::find(name)
            .unwrap()
            .parse(bad)
            .err()
            .unwrap_or_else(|| panic!("{name} {bad}"));
        assert_eq!(
            (e.line, e.column),
            (line, column),
            "{name} '{bad}': {}",
            e.message
        );
    }
    // More than 64 rows.
    let tall = vec!["W"; 65].join("|");
    assert!(AdvanceOrEat::parse(&tall).is_err());
    assert!(StoneBoard::parse("").is_err());
}
