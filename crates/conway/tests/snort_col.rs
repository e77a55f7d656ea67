//! Snort, Col and Fjords checked against plain game-tree search.
//!
//! The reference here keeps the whole graph and its stones and applies the
//! rules as stated — in Col a player may not colour a vertex next to their
//! own colour, in Snort not next to the opponent's, in Fjords only next to
//! their own — computing values by
//! the definition with `Game::new` (and with the explicit trees of
//! `common::Form` for the smallest graphs), memoised by the exact position:
//! no tints, no dead vertices dropped, no edges dropped, no components, no
//! canonical numbering. The rulesets must agree on every graph of up to
//! four vertices with every colouring, on every grid of up to six cells with
//! every pattern of `.`, `x`, `o` and `#`, and on pseudo-random graphs.

use crate::common;

use common::{canonical, expand, Form};
use conway::partizan::Solver;
use conway::rulesets::col::Col;
use conway::rulesets::fjords::Fjords;
use conway::rulesets::snort::Snort;
use conway::rulesets::{self, Kind};
use conway::value::{Game, Outcome, Player};
use std::collections::HashMap;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Rule {
    Snort,
    Col,
    Fjords,
}

const RULES: [Rule; 3] = [Rule::Snort, Rule::Col, Rule::Fjords];

/// A plain position: `stones[v]` is 0 (empty), 1 (Left) or 2 (Right);
/// `adj[v][w]` says whether `v` and `w` are joined.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Plain {
    stones: Vec<u8>,
    adj: Vec<Vec<bool>>,
}

impl Plain {
    fn new(n: usize, edges: &[(usize, usize)], stones: Vec<u8>) -> Plain {
        let mut adj = vec![vec![false; n]; n];
        for &(a, b) in edges {
            adj[a][b] = true;
            adj[b][a] = true;
        }
        Plain { stones, adj }
    }

    /// The position in the graph syntax.
    fn text(&self) -> String {
        let n = self.stones.len();
        let mut out = format!("n={n};");
        for a in 0..n {
            for b in a + 1..n {
                if self.adj[a][b] {
                    out.push_str(&format!(" {a}-{b}"));
                }
            }
        }
        for (stone, name) in [(1, "L"), (2, "R")] {
            let vs: Vec<String> = (0..n)
                .filter(|&v| self.stones[v] == stone)
                .map(|v| v.to_string())
                .collect();
            if !vs.is_empty() {
                out.push_str(&format!("; {name}:{}", vs.join(",")));
            }
        }
        out
    }

    fn options(&self, rule: Rule, player: Player) -> Vec<Plain> {
        let (me, them) = if player == Player::Left {
            (1, 2)
        } else {
            (2, 1)
        };
        let next_to = |v: usize, stone: u8| {
            (0..self.stones.len()).any(|w| self.adj[v][w] && self.stones[w] == stone)
        };
        (0..self.stones.len())
            .filter(|&v| self.stones[v] == 0)
            .filter(|&v| match rule {
                Rule::Snort => !next_to(v, them),
                Rule::Col => !next_to(v, me),
                Rule::Fjords => next_to(v, me),
            })
            .map(|v| {
                let mut next = self.clone();
                next.stones[v] = me;
                next
            })
            .collect()
    }

    fn value(&self, rule: Rule, memo: &mut HashMap<(Rule, Plain), Game>) -> Game {
        if let Some(&v) = memo.get(&(rule, self.clone())) {
            return v;
        }
        let left: Vec<Game> = self
            .options(rule, Player::Left)
            .iter()
            .map(|g| g.value(rule, memo))
            .collect();
        let right: Vec<Game> = self
            .options(rule, Player::Right)
            .iter()
            .map(|g| g.value(rule, memo))
            .collect();
        let v = Game::new(&left, &right);
        memo.insert((rule, self.clone()), v);
        v
    }

    fn form(&self, rule: Rule) -> Form {
        let left = self
            .options(rule, Player::Left)
            .iter()
            .map(|g| g.form(rule))
            .collect();
        let right = self
            .options(rule, Player::Right)
            .iter()
            .map(|g| g.form(rule))
            .collect();
        canonical(&Form::new(left, right))
    }
}

/// The library's value of a position text under a rule.
struct Solvers {
    snort: Solver<Snort>,
    col: Solver<Col>,
    fjords: Solver<Fjords>,
}

impl Solvers {
    fn new() -> Solvers {
        Solvers {
            snort: Solver::new(),
            col: Solver::new(),
            fjords: Solver::new(),
        }
    }

    fn value(&self, rule: Rule, text: &str) -> Game {
        match rule {
            Rule::Snort => self.snort.value(&Snort::parse(text).unwrap()),
            Rule::Col => self.col.value(&Col::parse(text).unwrap()),
            Rule::Fjords => self.fjords.value(&Fjords::parse(text).unwrap()),
        }
    }
}

/// Every colouring of `n` vertices with 0, 1, 2.
fn colourings(n: usize) -> impl Iterator<Item = Vec<u8>> {
    (0..3usize.pow(n as u32)).map(move |mut k| {
        (0..n)
            .map(|_| {
                let s = (k % 3) as u8;
                k /= 3;
                s
            })
            .collect()
    })
}

/// A Col value is a number or a number plus `*` (Winning Ways, vol. 1,
/// ch. 2).
fn is_number_or_number_star(g: Game) -> bool {
    g.as_number_up_star()
        .is_some_and(|(_, ups, star)| ups.is_zero() && star.0 <= 1)
}

#[test]
fn every_graph_of_up_to_four_vertices_matches_plain_search() {
    let solvers = Solvers::new();
    let mut memo = HashMap::new();
    let mut checked = 0;
    for n in 1..=4usize {
        let slots: Vec<(usize, usize)> = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .collect();
        for mask in 0..1u32 << slots.len() {
            let edges: Vec<(usize, usize)> = slots
                .iter()
                .enumerate()
                .filter(|(i, _)| mask >> i & 1 == 1)
                .map(|(_, &e)| e)
                .collect();
            for stones in colourings(n) {
                let plain = Plain::new(n, &edges, stones);
                let text = plain.text();
                for rule in RULES {
                    let expected = plain.value(rule, &mut memo);
                    assert_eq!(solvers.value(rule, &text), expected, "{rule:?} {text}");
                    if n <= 3 {
                        assert_eq!(expand(expected), plain.form(rule), "{rule:?} {text}");
                    }
                    if rule == Rule::Col {
                        assert!(is_number_or_number_star(expected), "Col {text}: {expected}");
                    }
                }
                checked += 1;
            }
        }
    }
    // 3 + 2·9 + 8·27 + 64·81 positions.
    assert_eq!(checked, 3 + 18 + 216 + 5184);
}

/// A grid board as a plain position, vertices numbered row by row over the
/// cells that are not `#`.
fn plain_grid(rows: usize, cols: usize, cells: &[u8]) -> Plain {
    // cells: 0 empty, 1 Left, 2 Right, 3 no vertex.
    let mut index = vec![None; rows * cols];
    let mut stones = Vec::new();
    for (i, &c) in cells.iter().enumerate() {
        if c != 3 {
            index[i] = Some(stones.len());
            stones.push(c);
        }
    }
    let mut edges = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let here = index[r * cols + c];
            let right = (c + 1 < cols).then(|| index[r * cols + c + 1]).flatten();
            let below = (r + 1 < rows).then(|| index[(r + 1) * cols + c]).flatten();
            for other in [right, below] {
                if let (Some(a), Some(b)) = (here, other) {
                    edges.push((a, b));
                }
            }
        }
    }
    Plain::new(stones.len(), &edges, stones)
}

#[test]
fn every_small_grid_matches_plain_search() {
    let solvers = Solvers::new();
    let mut memo = HashMap::new();
    for (rows, cols) in [(1, 6), (2, 3), (3, 2), (2, 2), (1, 4)] {
        let n = rows * cols;
        for k in 0..4usize.pow(n as u32) {
            let cells: Vec<u8> = (0..n).map(|i| (k >> (2 * i) & 3) as u8).collect();
            let text: String = (0..rows)
                .map(|r| {
                    cells[r * cols..(r + 1) * cols]
                        .iter()
                        .map(|&c| ['.', 'x', 'o', '#'][c as usize])
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join("|");
            let plain = plain_grid(rows, cols, &cells);
            for rule in RULES {
                assert_eq!(
                    solvers.value(rule, &text),
                    plain.value(rule, &mut memo),
                    "{rule:?} {text}"
                );
            }
        }
    }
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

#[test]
fn random_graphs_match_plain_search() {
    let solvers = Solvers::new();
    let mut memo = HashMap::new();
    let mut rng = Rng(0x0bad_cafe_1234_5678);
    for round in 0..240 {
        let n = 5 + round % 4;
        let density = 2 + rng.below(3);
        let mut edges = Vec::new();
        for a in 0..n {
            for b in a + 1..n {
                if rng.below(density) == 0 {
                    edges.push((a, b));
                }
            }
        }
        let stones = (0..n)
            .map(|_| [0, 0, 0, 1, 2][rng.below(5) as usize])
            .collect();
        let plain = Plain::new(n, &edges, stones);
        let text = plain.text();
        for rule in RULES {
            let expected = plain.value(rule, &mut memo);
            assert_eq!(solvers.value(rule, &text), expected, "{rule:?} {text}");
            if rule == Rule::Col {
                assert!(is_number_or_number_star(expected), "Col {text}: {expected}");
            }
        }
    }
}

#[test]
fn winning_moves_are_the_moves_to_positions_the_opponent_loses() {
    let mut memo = HashMap::new();
    for (name, rule, text) in [
        ("snort", Rule::Snort, "..x|...|o.."),
        ("col", Rule::Col, "..x|...|o.."),
        ("snort", Rule::Snort, "n=6; 0-1-2-3-4-5 1-4; R:5"),
        ("col", Rule::Col, "n=6; 0-1-2-3-4-5 1-4; R:5"),
        ("fjords", Rule::Fjords, "x..|.#.|..o"),
        ("fjords", Rule::Fjords, "n=6; 0-1-2-3-4-5 1-4; L:0 R:5"),
    ] {
        let position = rulesets::find(name).unwrap().parse(text).unwrap();
        let analysis = position.analyze();
        for (player, winners) in [
            (Player::Left, &analysis.left_moves),
            (Player::Right, &analysis.right_moves),
        ] {
            for m in position.moves(player) {
                let after = plain_of(&m.position.notation());
                let plain = after.value(rule, &mut memo);
                let wins = match player {
                    Player::Left => plain >= Game::ZERO,
                    Player::Right => plain <= Game::ZERO,
                };
                assert_eq!(
                    winners.contains(&m.label),
                    wins,
                    "{name} {text}: {}",
                    m.label
                );
            }
        }
    }
}

/// A plain position from a grid or graph notation.
fn plain_of(text: &str) -> Plain {
    if let Some(rest) = text.strip_prefix("n=") {
        let mut parts = rest.split("; ");
        let n: usize = parts.next().unwrap().parse().unwrap();
        let mut edges = Vec::new();
        let mut stones = vec![0; n];
        for part in parts {
            for item in part.split(' ') {
                if let Some(vs) = item.strip_prefix("L:").or(item.strip_prefix("R:")) {
                    let s = if item.starts_with('L') { 1 } else { 2 };
                    for v in vs.split(',') {
                        stones[v.parse::<usize>().unwrap()] = s;
                    }
                } else {
                    let (a, b) = item.split_once('-').unwrap();
                    edges.push((a.parse().unwrap(), b.parse().unwrap()));
                }
            }
        }
        Plain::new(n, &edges, stones)
    } else {
        let rows: Vec<&str> = text.split('|').collect();
        let cols = rows[0].len();
        let cells: Vec<u8> = rows
            .iter()
            .flat_map(|r| r.chars())
            .map(|c| match c {
                '.' => 0,
                'x' => 1,
                'o' => 2,
                _ => 3,
            })
            .collect();
        plain_grid(rows.len(), cols, &cells)
    }
}

/// Values worked out by hand from the rules.
#[test]
fn values_by_hand() {
    let s = Solvers::new();
    let int = Game::integer;
    for rule in [Rule::Snort, Rule::Col] {
        // One empty vertex: either player colours it, {0 | 0} = *.
        assert_eq!(s.value(rule, "."), Game::nimber(1));
        assert_eq!(s.value(rule, "n=1"), Game::nimber(1));
        // No vertices.
        assert_eq!(s.value(rule, "n=0"), Game::ZERO);
    }
    // Snort: two joined vertices; whoever colours one keeps the other:
    // {1 | -1} (Winning Ways, vol. 1, ch. 2).
    assert_eq!(s.value(Rule::Snort, ".."), Game::switch(int(1)));
    // Col: whoever colours one leaves the other to the opponent: {-1 | 1} = 0.
    assert_eq!(s.value(Rule::Col, "0-1"), Game::ZERO);
    // A vertex next to Left's colour: in Snort only Left may colour it (1),
    // in Col only Right (-1).
    assert_eq!(s.value(Rule::Snort, "x."), int(1));
    assert_eq!(s.value(Rule::Col, "x."), int(-1));
    // Next to both colours: no one may colour it.
    assert_eq!(s.value(Rule::Snort, "x.o"), Game::ZERO);
    assert_eq!(s.value(Rule::Col, "x.o"), Game::ZERO);
    // Fjords: nobody colours a vertex next to no colour; a vertex next to
    // Left's colour is Left's alone (1), next to both either's (*).
    assert_eq!(s.value(Rule::Fjords, "."), Game::ZERO);
    assert_eq!(s.value(Rule::Fjords, "x."), int(1));
    assert_eq!(s.value(Rule::Fjords, "x.o"), Game::nimber(1));
    // A path of n empty vertices after Left's farm, nothing of Right's:
    // Left's n moves, n.
    assert_eq!(s.value(Rule::Fjords, "x...."), int(4));
    // Two rooms, Left's first field opens the second to both: x..o is
    // {* | *} = 0.
    assert_eq!(s.value(Rule::Fjords, "x..o"), Game::ZERO);
}

#[test]
fn fjords_refuses_bad_positions_at_the_place() {
    common::ruleset_checks::refused_at(&[
        ("fjords", "x.|.q", 1, 5),
        ("fjords", "0-1 L:7 R:", 1, 11),
    ]);
}

/// On an even × even grid the second player wins by answering each move
/// with the opposite colour on the cell opposite through the centre: that
/// cell is never next to the one just coloured, and a colour next to it
/// would mirror a colour next to the first player's cell, which the rules
/// forbade (the symmetry strategy of Winning Ways, vol. 1, ch. 2). So the
/// value is 0.
#[test]
fn even_grids_are_second_player_wins() {
    let s = Solvers::new();
    for board in ["..|..", "....|....", "..|..|..|..", "....|....|....|...."] {
        for rule in [Rule::Snort, Rule::Col] {
            assert_eq!(s.value(rule, board), Game::ZERO, "{rule:?} {board}");
        }
    }
}

#[test]
fn mirror_images_share_the_table() {
    // Isomorphic components are numbered canonically: after a board is
    // solved, its mirror image and a relabelled graph add nothing.
    let snort = Solver::new();
    let v = snort.value(&Snort::parse("..x.|....|.o..").unwrap());
    let entries = snort.table_len();
    assert_eq!(snort.value(&Snort::parse(".x..|....|..o.").unwrap()), v);
    assert_eq!(snort.value(&Snort::parse(".o..|....|..x.").unwrap()), v);
    assert_eq!(snort.table_len(), entries);
    // Exchanging the colours negates the value.
    assert_eq!(snort.value(&Snort::parse("..o.|....|.x..").unwrap()), -v);
    let col = Solver::new();
    let path = col.value(&Col::parse("n=7; 0-1-2-3-4-5-6; L:0").unwrap());
    let entries = col.table_len();
    let reversed = col.value(&Col::parse("n=7; 6-5-4-3-2-1-0; L:6").unwrap());
    let shuffled = col.value(&Col::parse("n=7; 3-5-0-6-2-4-1; L:3").unwrap());
    assert_eq!((reversed, shuffled), (path, path));
    assert_eq!(col.table_len(), entries);
}

/// A path of `n` empty vertices in the graph syntax.
fn path(n: usize) -> String {
    let edges: Vec<String> = (1..n).map(|i| format!("{}-{i}", i - 1)).collect();
    format!("n={n}; {}", edges.join(" "))
}

#[test]
fn long_paths_split_as_they_are_played() {
    // Every move on a path splits it into subpaths with tinted ends, and
    // subpaths read from either end meet in the table: a path of n
    // vertices needs O(n) table entries, not 3^n.
    let solver = Solver::new();
    let col = solver.value(&Col::parse(&path(30)).unwrap());
    assert!(solver.table_len() < 200, "{}", solver.table_len());
    assert!(is_number_or_number_star(col), "{col}");
    let snort = Solver::new().value(&Snort::parse(&path(14)).unwrap());
    // With no colour on the board, exchanging Left and Right changes
    // nothing, so each value is its own negative.
    assert_eq!(snort, -snort);
    assert_eq!(col, -col);
    // Plain search agrees on the shorter paths.
    let mut memo = HashMap::new();
    for n in 1..=8 {
        let edges: Vec<(usize, usize)> = (1..n).map(|i| (i - 1, i)).collect();
        let plain = Plain::new(n, &edges, vec![0; n]);
        for rule in [Rule::Snort, Rule::Col] {
            let v = Solvers::new().value(rule, &path(n));
            assert_eq!(v, plain.value(rule, &mut memo), "{rule:?} path {n}");
        }
    }
}

#[test]
fn analysis_through_the_rulesets() {
    for name in ["snort", "col"] {
        let r = rulesets::find(name).unwrap();
        assert_eq!(r.kind(), Kind::Partizan);
        let a = r.parse("..").unwrap().analyze();
        let labels: Vec<String> = r
            .parse("..")
            .unwrap()
            .moves(Player::Left)
            .into_iter()
            .map(|m| m.label)
            .collect();
        assert_eq!(labels, ["a1", "b1"]);
        match name {
            "snort" => {
                assert_eq!(a.value.unwrap().to_string(), "+-1");
                assert_eq!(a.outcome, Outcome::N);
                assert_eq!(a.left_moves, ["a1", "b1"]);
            }
            _ => {
                assert_eq!(a.value, Some(Game::ZERO));
                assert_eq!(a.outcome, Outcome::P);
                assert!(a.left_moves.is_empty());
            }
        }
        // Moves on a graph are vertex numbers; the board carries the stone.
        let p = r.parse("n=3; 0-1; R:2").unwrap();
        let m = p.moves(Player::Left).remove(0);
        assert_eq!(m.label, "0");
        assert_eq!(m.position.notation(), "n=3; 0-1; L:0 R:2");
        // A grid is drawn on several lines, under its column letters.
        let g = r.parse("x.#|...").unwrap().moves(Player::Right).remove(0);
        assert_eq!(g.position.render().lines().count(), 3);
    }
}

#[test]
fn bad_positions_are_errors_with_places() {
    for name in ["snort", "col"] {
        let r = rulesets::find(name).unwrap();
        let err = |s: &str| r.parse(s).err().unwrap();
        let e = err("..|.z");
        assert_eq!((e.line, e.column), (1, 5));
        assert!(err("...|..").message.contains("row 2"));
        let e = err("0-1 1-q");
        assert_eq!(e.column, 7);
        let e = err("n=3; 0-3");
        assert_eq!(e.column, 8);
        let e = err("0-1; L:0 R:0");
        assert!(e.message.contains("both colours"), "{}", e.message);
        let e = err("0-1\n2-2");
        assert_eq!((e.line, e.column), (2, 3));
        assert!(err("n=9999999").message.contains("at most"));
        assert!(err("").message.contains("expected"));
    }
}
