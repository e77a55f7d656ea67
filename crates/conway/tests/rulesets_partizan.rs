//! Partizan rulesets of the peers (Maundy Cake, Eatcake,
//! Turn-and-Eatcake, Partizan Euclid, partizan subtraction and
//! take-and-break, ...) checked against plain search.
//!
//! Each game is written again here from its rules alone, as a [`PlainGame`]
//! whose value is `{ G^L | G^R }` over `Game::new`, memoised by the exact
//! position: no components, no normalisation, no closed form. The library's
//! value (components, normalised keys, the shared solver, Maundy Cake's
//! closed form) must equal it on every small position. Values published by
//! CGSuite's own tests are checked in cgsuite_rulesets.rs.

use crate::common;

use common::PlainGame;
use conway::rulesets;
use conway::rulesets::cake::{maundy_value, Cake, CakeGame};
use conway::rulesets::partizan_euclid::Euclid;
use conway::rulesets::partizan_heaps::PartizanHeaps;
use conway::rulesets::partizan_position::PartizanRules;
use conway::value::{notation, Game, Player};
use std::collections::HashMap;

fn game(s: &str) -> Game {
    notation::parse(s).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

// ---------------------------------------------------------------- cakes

/// A sum of cake pieces `(rows, cols)` under one of the cake games.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainCake {
    game: CakeGame,
    pieces: Vec<(u32, u32)>,
}

/// The pieces one move on `(rows, cols)` leaves, straight from the rules.
fn cake_piece_moves(game: CakeGame, (rows, cols): (u32, u32), left: bool) -> Vec<Vec<(u32, u32)>> {
    match game {
        // Divide the side into d >= 2 equal parts: Left the columns.
        CakeGame::Maundy => {
            let side = if left { cols } else { rows };
            (2..=side)
                .filter(|d| side % d == 0)
                .map(|d| {
                    let part = if left {
                        (rows, cols / d)
                    } else {
                        (rows / d, cols)
                    };
                    vec![part; d as usize]
                })
                .collect()
        }
        // Eat column i (Left) or row i (Right); the parts either side stay.
        CakeGame::Eatcake => {
            let side = if left { cols } else { rows };
            (1..=side)
                .map(|i| {
                    [i - 1, side - i]
                        .into_iter()
                        .filter(|&k| k > 0)
                        .map(|k| if left { (rows, k) } else { (k, cols) })
                        .collect()
                })
                .collect()
        }
        // Left eats row i, Right column i; each part left is turned.
        CakeGame::TurnAndEatcake => {
            let side = if left { rows } else { cols };
            (1..=side)
                .map(|i| {
                    [i - 1, side - i]
                        .into_iter()
                        .filter(|&k| k > 0)
                        .map(|k| if left { (cols, k) } else { (k, rows) })
                        .collect()
                })
                .collect()
        }
    }
}

impl PlainGame for PlainCake {
    fn options(&self, player: Player) -> Vec<PlainCake> {
        let mut out = Vec::new();
        for (i, &piece) in self.pieces.iter().enumerate() {
            for parts in cake_piece_moves(self.game, piece, player == Player::Left) {
                let mut pieces = self.pieces.clone();
                pieces.splice(i..=i, parts);
                out.push(PlainCake {
                    game: self.game,
                    pieces,
                });
            }
        }
        out
    }
}

fn cake_text(pieces: &[(u32, u32)]) -> String {
    pieces
        .iter()
        .map(|(r, c)| format!("{r}x{c}"))
        .collect::<Vec<_>>()
        .join(" + ")
}

fn library_cake(game: CakeGame, pieces: &[(u32, u32)]) -> Game {
    Cake::parse(game, &cake_text(pieces)).unwrap().value()
}

/// A Maundy Cake piece by the definition: each option is `d` equal
/// pieces, whose value is `d` times one piece's (a sum of equal games).
fn plain_maundy(rows: u32, cols: u32, memo: &mut HashMap<(u32, u32), Game>) -> Game {
    if let Some(&v) = memo.get(&(rows, cols)) {
        return v;
    }
    let mut side = |left: bool| -> Vec<Game> {
        cake_piece_moves(CakeGame::Maundy, (rows, cols), left)
            .into_iter()
            .map(|parts| {
                let one = plain_maundy(parts[0].0, parts[0].1, memo);
                parts.iter().fold(Game::ZERO, |acc, _| acc + one)
            })
            .collect()
    };
    let (l, r) = (side(true), side(false));
    let v = Game::new(&l, &r);
    memo.insert((rows, cols), v);
    v
}

#[test]
fn maundy_closed_form_matches_plain_search() {
    let mut memo = HashMap::new();
    for rows in 1..=36 {
        for cols in 1..=36 {
            let plain = plain_maundy(rows, cols, &mut memo);
            assert_eq!(
                Game::integer(maundy_value(rows, cols)),
                plain,
                "{rows}x{cols}"
            );
            assert_eq!(library_cake(CakeGame::Maundy, &[(rows, cols)]), plain);
        }
    }
    // Sums, through the whole position searched plainly.
    let mut memo = HashMap::new();
    for pieces in [vec![(2, 4), (3, 2)], vec![(2, 2), (4, 1), (1, 3)]] {
        let plain = PlainCake {
            game: CakeGame::Maundy,
            pieces: pieces.clone(),
        }
        .value(&mut memo);
        assert_eq!(library_cake(CakeGame::Maundy, &pieces), plain);
    }
}

#[test]
fn eat_cakes_match_plain_search() {
    for game in [CakeGame::Eatcake, CakeGame::TurnAndEatcake] {
        let mut memo = HashMap::new();
        for rows in 1..=5 {
            for cols in 1..=5 {
                for extra in [vec![], vec![(1, 2)], vec![(2, 1), (1, 1)]] {
                    let mut pieces = vec![(rows, cols)];
                    pieces.extend(extra);
                    let plain = PlainCake {
                        game,
                        pieces: pieces.clone(),
                    }
                    .value(&mut memo);
                    assert_eq!(library_cake(game, &pieces), plain, "{game:?} {pieces:?}");
                }
            }
        }
    }
}

// ---------------------------------------------------------------- Euclid

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainEuclid(Vec<(u64, u64)>);

impl PlainGame for PlainEuclid {
    fn options(&self, player: Player) -> Vec<PlainEuclid> {
        let mut out = Vec::new();
        for (i, &(a, b)) in self.0.iter().enumerate() {
            let (p, q) = (a.max(b), a.min(b));
            let t = p % q;
            if t == 0 {
                continue;
            }
            let mut pairs = self.0.clone();
            pairs[i] = if player == Player::Left {
                (q, t)
            } else {
                (q, q - t)
            };
            out.push(PlainEuclid(pairs));
        }
        out
    }
}

fn library_euclid(pairs: &[(u64, u64)]) -> Game {
    Euclid::new(pairs).value()
}

#[test]
fn partizan_euclid_matches_plain_search() {
    let mut memo = HashMap::new();
    for p in 1..=40 {
        for q in 1..=40 {
            let plain = PlainEuclid(vec![(p, q)]).value(&mut memo);
            assert_eq!(library_euclid(&[(p, q)]), plain, "({p},{q})");
        }
    }
    for a in 2..=9 {
        for b in 1..a {
            for c in 2..=9 {
                let pairs = [(a, b), (c, 3), (7, 5)];
                let plain = PlainEuclid(pairs.to_vec()).value(&mut memo);
                assert_eq!(library_euclid(&pairs), plain, "{pairs:?}");
            }
        }
    }
}

/// McKay–Nowakowski's rule that (p, q) with q dividing p is over, on a
/// long chain. (CGSuite's PartizanEuclid (8, n) values are in
/// cgsuite_rulesets.rs.)
#[test]
fn partizan_euclid_published_values() {
    assert_eq!(
        library_euclid(&[(1_000_000, 999_999)])
            .outcome()
            .to_string(),
        {
            let mut memo = HashMap::new();
            // (n+1, n) -> Left (n, 1) over, Right (n, n-1): a long chain.
            PlainEuclid(vec![(1001, 1000)])
                .value(&mut memo)
                .outcome()
                .to_string()
        }
    );
}

// ---------------------------------------------------------------- heaps

/// Heaps under a partizan subtraction game.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainSubtraction {
    left: &'static [usize],
    right: &'static [usize],
    heaps: Vec<usize>,
}

impl PlainGame for PlainSubtraction {
    fn options(&self, player: Player) -> Vec<Self> {
        let set = if player == Player::Left {
            self.left
        } else {
            self.right
        };
        let mut out = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            for &s in set.iter().filter(|&&s| s <= h) {
                let mut next = self.clone();
                next.heaps[i] = h - s;
                out.push(next);
            }
        }
        out
    }
}

#[test]
fn partizan_subtraction_matches_plain_search() {
    let sets: [(&'static [usize], &'static [usize]); 4] = [
        (&[1, 2], &[1, 3]),
        (&[1], &[2]),
        (&[2, 3], &[1, 4]),
        (&[1, 2, 3], &[5]),
    ];
    for (left, right) in sets {
        let mut memo = HashMap::new();
        let set = |s: &[usize]| s.iter().map(usize::to_string).collect::<Vec<_>>().join(",");
        for a in 0..=16 {
            for b in [0, 3, 7] {
                let heaps = vec![a, b];
                let plain = PlainSubtraction {
                    left,
                    right,
                    heaps: heaps.clone(),
                }
                .value(&mut memo);
                let text = format!("L{{{}}} R{{{}}}: {a} {b}", set(left), set(right));
                let lib = PartizanHeaps::parse_subtraction(&text).unwrap().value();
                assert_eq!(lib, plain, "{text}");
            }
        }
    }
}

/// Heaps under octal codes, one for each player, read digit by digit: digit
/// `d_k` allows taking `k` tokens and leaving no heap (bit 1, only if the
/// heap had exactly `k`), one heap (bit 2) or two non-empty heaps (bit 4).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainOctal {
    left: &'static [u8],
    right: &'static [u8],
    heaps: Vec<usize>,
}

impl PlainGame for PlainOctal {
    fn options(&self, player: Player) -> Vec<Self> {
        let digits = if player == Player::Left {
            self.left
        } else {
            self.right
        };
        let mut out = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            for (k, &d) in digits.iter().enumerate().filter(|&(k, _)| k <= h) {
                let rest = h - k;
                let mut leave = |parts: Vec<usize>| {
                    let mut next = self.clone();
                    next.heaps.splice(i..=i, parts);
                    out.push(next);
                };
                if d & 1 != 0 && rest == 0 && k > 0 {
                    leave(vec![]);
                }
                if d & 2 != 0 && rest > 0 && k > 0 {
                    leave(vec![rest]);
                }
                if d & 4 != 0 {
                    for a in 1..rest {
                        leave(vec![a, rest - a]);
                    }
                }
            }
        }
        out
    }
}

#[test]
fn partizan_take_and_break_matches_plain_search() {
    // (code text, its digits d0 d1 d2 ...)
    let codes: [(&str, &'static [u8]); 4] = [
        ("0.07", &[0, 0, 7]),
        ("4.7", &[4, 7]),
        ("0.77", &[0, 7, 7]),
        ("0.137", &[0, 1, 3, 7]),
    ];
    for (lt, left) in codes {
        for (rt, right) in codes {
            let mut memo = HashMap::new();
            for a in 0..=9 {
                for b in [0, 2, 5] {
                    let plain = PlainOctal {
                        left,
                        right,
                        heaps: vec![a, b],
                    }
                    .value(&mut memo);
                    let text = format!("L{lt} R{rt}: {a} {b}");
                    let lib = PartizanHeaps::parse_take_and_break(&text).unwrap().value();
                    assert_eq!(lib, plain, "{text}");
                }
            }
        }
    }
}

/// *Lessons in Play*'s and CGSuite's first example of a partizan
/// subtraction game: Left takes 1 or 2, Right 1 or 3 — with one rule for
/// both the game is impartial, and its heap values are the subtraction
/// game's nimbers (here {1,2}: period 3, heap n is *(n mod 3)).
#[test]
fn equal_rules_give_the_impartial_values() {
    for n in 0..=20u64 {
        let text = format!("L{{1,2}} R{{1,2}}: {n}");
        let v = PartizanHeaps::parse_subtraction(&text).unwrap().value();
        assert_eq!(v, Game::nimber(n % 3), "{text}");
    }
}

// ---------------------------------------------------------------- toads

/// A strip of `t`, `f`, `.` under MCGS's generalised moves `(min slide,
/// max slide, max jump, friendly)`, written from its description.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainToads {
    params: (usize, usize, usize, bool),
    cells: Vec<u8>,
}

impl PlainGame for PlainToads {
    fn options(&self, player: Player) -> Vec<Self> {
        let (min, max, jump, friendly) = self.params;
        let (own, dir): (u8, isize) = if player == Player::Left {
            (b't', 1)
        } else {
            (b'f', -1)
        };
        let n = self.cells.len() as isize;
        let cell = |i: isize| (0..n).contains(&i).then(|| self.cells[i as usize]);
        let mut out = Vec::new();
        let mut go = |from: isize, to: isize| {
            let mut next = self.clone();
            next.cells[from as usize] = b'.';
            next.cells[to as usize] = own;
            out.push(next);
        };
        for i in (0..n).filter(|&i| cell(i) == Some(own)) {
            match cell(i + dir) {
                None => {}
                Some(b'.') => {
                    for d in min..=max {
                        let d = d as isize;
                        if (1..=d).all(|k| cell(i + k * dir) == Some(b'.')) {
                            go(i, i + d * dir);
                        }
                    }
                }
                Some(_) => {
                    // Over k = 1..=jump creatures (all of the other kind
                    // unless friendly) into the empty cell after them.
                    for k in 1..=jump as isize {
                        let over_ok = (1..=k).all(|m| match cell(i + m * dir) {
                            Some(b'.') | None => false,
                            Some(c) => friendly || c != own,
                        });
                        if over_ok && cell(i + (k + 1) * dir) == Some(b'.') {
                            go(i, i + (k + 1) * dir);
                        }
                    }
                }
            }
        }
        out
    }
}

#[test]
fn generalised_toads_and_elephants_match_plain_search() {
    use conway::rulesets::toads_and_frogs::{Moves, ToadsAndFrogs};
    let params = [
        (1, 1, 0, false),
        (1, 1, 1, false),
        (1, 2, 1, false),
        (1, 1, 2, true),
        (2, 3, 1, false),
        (1, 3, 2, true),
    ];
    for (min, max, jump, friendly) in params {
        let moves = Moves {
            min_slide: min,
            max_slide: max,
            max_jump: jump,
            friendly,
        };
        let mut memo = HashMap::new();
        for len in 1..=7u32 {
            for code in 0..3usize.pow(len) {
                let cells: Vec<u8> = (0..len).map(|k| b".tf"[code / 3usize.pow(k) % 3]).collect();
                let text = String::from_utf8(cells.clone()).unwrap();
                let plain = PlainToads {
                    params: (min, max, jump, friendly),
                    cells,
                }
                .value(&mut memo);
                let lib = ToadsAndFrogs::parse_with(moves, &text).unwrap().value();
                assert_eq!(lib, plain, "{moves:?} {text}");
            }
        }
    }
    // The rulesets read their own notation, and MCGS's letters.
    let e = rulesets::find("elephants-and-rhinos").unwrap();
    assert_eq!(e.parse("X.O|XX.").unwrap().notation(), "X.O|XX.");
    let g = rulesets::find("gen-toads").unwrap();
    assert_eq!(
        g.parse("<1,2,1,0>:XX..O").unwrap().notation(),
        "<1,2,1,0>: tt..f"
    );
    assert_eq!(g.parse("t.f").unwrap().notation(), "t.f");
}

/// MCGS's test file cgt_tests/elephants/random_22.test (values computed by
/// MCGS) follows each strip by `-(v)`, the game that added to the strip
/// gives 0 (`{B loss, W loss}`): `v` is the strip's value with `X` as Left
/// (MCGS's BLACK, its Left player), the value conway reads
/// (tests/rulesets_clobber_mcgs.rs checks more of its files).
#[test]
fn elephants_values_published_by_mcgs() {
    let e = rulesets::find("elephants-and-rhinos").unwrap();
    let published = [
        ("....OOO.XX...X....XOX.", "7"),
        ("O...XOX.....X.O.O....X", "{5|3}"),
        ("..XOO...O......O....X.", "-11"),
        (".......OOXX.......O.X.", "{-9|-10}"),
        ("X....X...O..XX...OO...", "{7|6||5|4}"),
        ("....X.O.X.X..O.X......", "8*"),
        (".XX.O.X.O..O.....OO.XX", "{-15|-16||-18|-19}"),
    ];
    for (strip, value) in published {
        let v = e.parse(strip).unwrap().analyze().value.unwrap();
        assert_eq!(v, game(value), "{strip}");
    }
}

// ---------------------------------------------------------------- clobber

/// A Cannibal Clobber board (rows of `x`, `o`, `.`), from the rules: a
/// stone moves onto an orthogonally adjacent stone of either colour.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainCannibal(Vec<Vec<u8>>);

impl PlainGame for PlainCannibal {
    fn options(&self, player: Player) -> Vec<Self> {
        let own = if player == Player::Left { b'x' } else { b'o' };
        let (rows, cols) = (self.0.len(), self.0[0].len());
        let mut out = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                if self.0[r][c] != own {
                    continue;
                }
                for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                    let (tr, tc) = (r as isize + dr, c as isize + dc);
                    if tr < 0 || tc < 0 || tr >= rows as isize || tc >= cols as isize {
                        continue;
                    }
                    let (tr, tc) = (tr as usize, tc as usize);
                    if self.0[tr][tc] != b'.' {
                        let mut next = self.clone();
                        next.0[r][c] = b'.';
                        next.0[tr][tc] = own;
                        out.push(next);
                    }
                }
            }
        }
        out
    }
}

#[test]
fn cannibal_clobber_matches_plain_search() {
    use conway::rulesets::cannibal_clobber::CannibalClobber;
    let mut memo = HashMap::new();
    for (rows, cols) in [(1, 7), (2, 3), (3, 2), (2, 4)] {
        let n = rows * cols;
        for code in 0..3usize.pow(n as u32) {
            let cells: Vec<u8> = (0..n)
                .map(|k| b".xo"[code / 3usize.pow(k as u32) % 3])
                .collect();
            let board: Vec<Vec<u8>> = cells.chunks(cols).map(<[u8]>::to_vec).collect();
            let text = board
                .iter()
                .map(|r| String::from_utf8(r.clone()).unwrap())
                .collect::<Vec<_>>()
                .join("|");
            let plain = PlainCannibal(board).value(&mut memo);
            let lib = CannibalClobber::parse(&text).unwrap().value();
            assert_eq!(lib, plain, "{text}");
        }
    }
}

/// MCGS's test files (cgt_tests/cannibal_clobber/xxo.test, values computed
/// by MCGS) follow XXO by -(^) and XXOXXO by -({2*|^*}): the games that
/// added to the positions give 0. So, with X as Left (MCGS's BLACK), XXO is
/// ^, and oox, its colour swap, is v.
#[test]
fn cannibal_clobber_values_published_by_mcgs() {
    use conway::rulesets::cannibal_clobber::CannibalClobber;
    let v = |s: &str| CannibalClobber::parse(s).unwrap().value();
    assert_eq!(v("oox"), -game("^"));
    assert_eq!(v("ooxoox"), -game("{2*|^*}"));
    assert_eq!(
        v("ooxooxoox"),
        -game("{3*||2|1|||1^,{2|^},{{2|1},{2|1*}|{1|*},{1*|*}}}")
    );
}

// ---------------------------------------------------------------- NoGo

/// A NoGo board, from the rules: put a stone on an empty cell (`.`, not a
/// blocked `#`), provided no group on the board is then without a liberty.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainNoGo(Vec<Vec<u8>>);

impl PlainNoGo {
    fn neighbours(&self, r: usize, c: usize) -> Vec<(usize, usize)> {
        let (rows, cols) = (self.0.len() as isize, self.0[0].len() as isize);
        [(0, 1), (1, 0), (0, -1), (-1, 0)]
            .into_iter()
            .map(|(dr, dc)| (r as isize + dr, c as isize + dc))
            .filter(|&(a, b)| a >= 0 && b >= 0 && a < rows && b < cols)
            .map(|(a, b)| (a as usize, b as usize))
            .collect()
    }

    /// Every stone's group reaches an empty cell.
    fn all_groups_breathe(&self) -> bool {
        let (rows, cols) = (self.0.len(), self.0[0].len());
        (0..rows).all(|r| {
            (0..cols).all(|c| {
                if self.0[r][c] == b'.' || self.0[r][c] == b'#' {
                    return true;
                }
                let mut group = vec![(r, c)];
                let mut i = 0;
                while i < group.len() {
                    let (a, b) = group[i];
                    i += 1;
                    for (x, y) in self.neighbours(a, b) {
                        if self.0[x][y] == b'.' {
                            return true;
                        }
                        if self.0[x][y] == self.0[r][c] && !group.contains(&(x, y)) {
                            group.push((x, y));
                        }
                    }
                }
                false
            })
        })
    }
}

impl PlainGame for PlainNoGo {
    fn options(&self, player: Player) -> Vec<Self> {
        let own = if player == Player::Left { b'x' } else { b'o' };
        let mut out = Vec::new();
        for r in 0..self.0.len() {
            for c in 0..self.0[0].len() {
                if self.0[r][c] == b'.' {
                    let mut next = self.clone();
                    next.0[r][c] = own;
                    if next.all_groups_breathe() {
                        out.push(next);
                    }
                }
            }
        }
        out
    }
}

/// Every NoGo board of the given shapes over the cells `alphabet`, with at
/// most `max_empty` empty cells, valued by the ruleset and by the plain
/// search of its rules; boards with a group without liberty are refused.
fn nogo_against_plain_search(shapes: &[(usize, usize)], alphabet: &[u8], max_empty: usize) {
    use conway::rulesets::nogo::NoGo;
    let mut memo = HashMap::new();
    let k = alphabet.len();
    for &(rows, cols) in shapes {
        let n = rows * cols;
        let mut checked = 0;
        for code in 0..k.pow(n as u32) {
            let cells: Vec<u8> = (0..n)
                .map(|i| alphabet[code / k.pow(i as u32) % k])
                .collect();
            if cells.iter().filter(|&&c| c == b'.').count() > max_empty {
                continue;
            }
            let board = PlainNoGo(cells.chunks(cols).map(<[u8]>::to_vec).collect());
            let text = board
                .0
                .iter()
                .map(|r| String::from_utf8(r.clone()).unwrap())
                .collect::<Vec<_>>()
                .join("|");
            let parsed = NoGo::parse(&text);
            if !board.all_groups_breathe() {
                assert!(parsed.is_err(), "{text} has a group without liberty");
                continue;
            }
            let plain = board.value(&mut memo);
            assert_eq!(parsed.unwrap().value(), plain, "{text}");
            checked += 1;
        }
        assert!(checked > 0);
    }
}

#[test]
fn nogo_matches_plain_search() {
    use conway::rulesets::nogo::NoGo;
    nogo_against_plain_search(&[(1, 8), (7, 1), (2, 3), (3, 2), (2, 4)], b".xo", 8);
    // 3x3: the boards with at most four empty cells, and the empty board.
    nogo_against_plain_search(&[(3, 3)], b".xo", 4);
    let empty = PlainNoGo(vec![vec![b'.'; 3]; 3]).value(&mut HashMap::new());
    assert_eq!(NoGo::parse("...|...|...").unwrap().value(), empty);
}

/// Blocked cells (`#`, MCGS's NoGo grids) split boards into regions.
#[test]
fn nogo_with_blocked_cells_matches_plain_search() {
    nogo_against_plain_search(&[(1, 7), (2, 3), (3, 2), (2, 4)], b".xo#", 8);
    nogo_against_plain_search(&[(3, 3)], b".xo#", 3);
}

/// MCGS's test file cgt_tests/nogo_1xn/empty.test: empty strips of 1 to 8
/// and 10 cells are 0, *, ±1, 0, *, ±1, ±(1*), * and ±(1*) (symmetric
/// values, so MCGS's sign convention does not matter).
#[test]
fn nogo_empty_strips_published_by_mcgs() {
    use conway::rulesets::nogo::NoGo;
    let one = Game::integer(1);
    let pm = |g: Game| Game::new(&[g], &[-g]);
    let one_star = one + Game::nimber(1);
    let expected = [
        (1, Game::ZERO),
        (2, Game::nimber(1)),
        (3, pm(one)),
        (4, Game::ZERO),
        (5, Game::nimber(1)),
        (6, pm(one)),
        (7, pm(one_star)),
        (8, Game::nimber(1)),
        (10, pm(one_star)),
    ];
    for (n, value) in expected {
        let v = NoGo::parse(&".".repeat(n)).unwrap().value();
        assert_eq!(v, value, "{n} empty cells");
    }
}

// ---------------------------------------------------------------- all

#[test]
fn bad_positions_name_the_place() {
    let cases = [
        ("maundy-cake", "3x4 + 2y5", 1, 8),
        ("eatcake", "3x", 1, 3),
        ("partizan-euclid", "(8,3) + (0,2)", 1, 10),
        ("partizan-euclid", "(8,3", 1, 5),
        ("partizan-subtraction", "L{1,2} R{1,0}: 5", 1, 12),
        ("partizan-subtraction", "L{1} R{2}: 5 x", 1, 14),
        ("partizan-subtraction", "L{1} {2}: 5", 1, 12),
        ("partizan-take-and-break", "L0.7 Rfoo: 5", 1, 7),
        ("gen-toads", "<1,2,1,3>: t.f", 1, 8),
        ("gen-toads", "<1,2,1,0>: t.g", 1, 14),
        ("elephants-and-rhinos", "XO.x", 1, 4),
    ];
    common::ruleset_checks::refused_at(&cases);
}
