//! Ski Jumps and Childish Hackenbush (Winning Ways) and Digraph Placement
//! (Clow and McKay) checked against plain search, and Hackenbush read in
//! CGSuite's strings.
//!
//! Each game is written again here from its rules alone, as a
//! [`PlainGame`] over text boards: no components, no normalisation, no
//! closed form. The library's value must equal it on every small position
//! enumerated, and values published in the literature (or in the `cgt`
//! crate's tests, which quote *Winning Ways*) are checked too.

use crate::common;

use common::PlainGame;
use conway::rulesets::digraph_placement::Digraph;
use conway::rulesets::partizan_position::PartizanRules;
use conway::rulesets::ski_jumps::SkiJumps;
use conway::value::{notation, Game, Player};
use std::collections::HashMap;

fn game(s: &str) -> Game {
    notation::parse(s).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

/// All boards of `rows` x `cols` over `alphabet` with at most `most`
/// cells other than `.`, written with `|`.
fn boards(rows: usize, cols: usize, alphabet: &[u8], most: usize) -> Vec<String> {
    let cells = rows * cols;
    let mut out = Vec::new();
    let mut digits = vec![0usize; cells];
    loop {
        if digits.iter().filter(|&&d| alphabet[d] != b'.').count() <= most {
            let text: Vec<String> = digits
                .chunks(cols)
                .map(|row| row.iter().map(|&d| alphabet[d] as char).collect())
                .collect();
            out.push(text.join("|"));
        }
        let mut i = 0;
        loop {
            if i == cells {
                return out;
            }
            digits[i] += 1;
            if digits[i] < alphabet.len() {
                break;
            }
            digits[i] = 0;
            i += 1;
        }
    }
}

// ---------------------------------------------------------------- Ski Jumps

/// A Ski Jumps board as rows of bytes.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainSki(Vec<Vec<u8>>);

impl PlainGame for PlainSki {
    fn options(&self, player: Player) -> Vec<PlainSki> {
        let (jumper, slipper, foes, dir): (u8, u8, [u8; 2], isize) = match player {
            Player::Left => (b'L', b'l', [b'R', b'r'], 1),
            Player::Right => (b'R', b'r', [b'L', b'l'], -1),
        };
        let rows = self.0.len();
        let cols = self.0[0].len() as isize;
        let mut out = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                let me = self.0[r][c as usize];
                if me != jumper && me != slipper {
                    continue;
                }
                // Slide 1, 2, ... squares while they are empty; or off.
                let mut to = c + dir;
                loop {
                    let mut b = self.0.clone();
                    b[r][c as usize] = b'.';
                    if to < 0 || to >= cols {
                        out.push(PlainSki(b));
                        break;
                    }
                    if self.0[r][to as usize] != b'.' {
                        break;
                    }
                    b[r][to as usize] = me;
                    out.push(PlainSki(b));
                    to += dir;
                }
                // Jump an opposing skier directly below onto an empty square.
                let c = c as usize;
                if me == jumper
                    && r + 2 < rows
                    && foes.contains(&self.0[r + 1][c])
                    && self.0[r + 2][c] == b'.'
                {
                    let mut b = self.0.clone();
                    b[r][c] = b'.';
                    b[r + 1][c] = self.0[r + 1][c].to_ascii_lowercase();
                    b[r + 2][c] = me;
                    out.push(PlainSki(b));
                }
            }
        }
        out
    }
}

fn plain_ski(text: &str) -> PlainSki {
    PlainSki(text.split('|').map(|r| r.as_bytes().to_vec()).collect())
}

#[test]
fn ski_jumps_matches_plain_search() {
    let mut memo = HashMap::new();
    let shapes = [
        (1, 5, 5),
        (2, 3, 6),
        (3, 2, 6),
        (3, 3, 3),
        (4, 2, 3),
        (5, 1, 5),
    ];
    let mut checked = 0;
    for (rows, cols, most) in shapes {
        for text in boards(rows, cols, b".LlRr", most) {
            let plain = plain_ski(&text).value(&mut memo);
            let library = SkiJumps::parse(&text).unwrap().value();
            assert_eq!(library, plain, "{text}");
            checked += 1;
        }
    }
    assert!(checked > 40_000, "{checked}");
}

/// *Winning Ways* (vol. 1, ch. 2, "Ski-Jumps") positions with their values,
/// as the `cgt` crate's `ski_jumps` tests record them.
#[test]
fn ski_jumps_winning_ways_values() {
    let published = [
        ("...L....|..R.....|........", "2"),
        ("........|...l....|.......R|........|......L.", "-1"),
        (".L...|.R...|.....", "5/2"),
        ("...R.|...L.|.....", "-5/2"),
        ("L....|....R|.....", "1/2"),
        ("L....|R....|.....", "9/2"),
        ("L....|....R|l....", "5"),
    ];
    let mut memo = HashMap::new();
    for (text, value) in published {
        let library = SkiJumps::parse(text).unwrap().value();
        assert_eq!(library, game(value), "{text}");
        assert_eq!(plain_ski(text).value(&mut memo), game(value), "{text}");
    }
}

// ---------------------------------------------------------------- Digraph Placement

/// A digraph: each vertex's colour (`true` Left) and out-neighbours.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainDigraph {
    left: Vec<bool>,
    arcs: Vec<(usize, usize)>,
    present: Vec<bool>,
}

impl PlainGame for PlainDigraph {
    fn options(&self, player: Player) -> Vec<PlainDigraph> {
        (0..self.left.len())
            .filter(|&v| self.present[v] && self.left[v] == (player == Player::Left))
            .map(|v| {
                let mut after = self.clone();
                after.present[v] = false;
                for &(a, b) in &self.arcs {
                    if a == v {
                        after.present[b] = false;
                    }
                }
                after
            })
            .collect()
    }
}

impl PlainDigraph {
    fn text(&self) -> String {
        let mut items = vec![format!("n={}", self.left.len())];
        items.extend(self.arcs.iter().map(|(a, b)| format!("{a}>{b}")));
        for (colour, tag) in [(true, "L"), (false, "R")] {
            let vs: Vec<String> = (0..self.left.len())
                .filter(|&v| self.left[v] == colour)
                .map(|v| v.to_string())
                .collect();
            if !vs.is_empty() {
                items.push(format!("{tag}:{}", vs.join(",")));
            }
        }
        items.join(" ")
    }
}

/// Every digraph on `n` vertices (all colourings, all arc sets), or a
/// deterministic sample of `sample` of them when there are more.
fn digraphs(n: usize, sample: usize) -> Vec<PlainDigraph> {
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (0..n).filter(move |&b| b != a).map(move |b| (a, b)))
        .collect();
    let total = 1u64 << (pairs.len() + n);
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let codes: Vec<u64> = if total as usize <= sample {
        (0..total).collect()
    } else {
        (0..sample)
            .map(|_| {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1);
                (state >> 20) % total
            })
            .collect()
    };
    codes
        .into_iter()
        .map(|code| PlainDigraph {
            left: (0..n).map(|v| code >> v & 1 == 1).collect(),
            arcs: (pairs.iter().enumerate())
                .filter(|(i, _)| code >> (n + i) & 1 == 1)
                .map(|(_, &p)| p)
                .collect(),
            present: vec![true; n],
        })
        .collect()
}

#[test]
fn digraph_placement_matches_plain_search() {
    let mut memo = HashMap::new();
    for (n, sample) in [(1, 10), (2, 100), (3, 1000), (4, 3000), (6, 300)] {
        for plain in digraphs(n, sample) {
            let text = plain.text();
            let library = Digraph::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(library.value(), plain.value(&mut memo), "{text}");
        }
    }
}

/// The `cgt` crate's `digraph_placement` test (`two_down_star`): a
/// five-vertex digraph whose value is 2↓* (the crate prints `2v*`).
#[test]
fn digraph_placement_published_value() {
    let text = "1>0 2>0 3>0 4>0 2>1 3>1 4>1 1>4 2>4 3>4; L:2,3,4 R:0,1";
    let down = game("v");
    let expected = Game::integer(2) + down + Game::nimber(1);
    assert_eq!(Digraph::parse(text).unwrap().value(), expected);
}

// ---------------------------------------------------------------- Childish Hackenbush

/// A picture: edges `(u, v, colour)` with colour 0 blue, 1 red, 2 green,
/// vertex 0 the ground.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainChildish(Vec<(u8, u8, u8)>);

/// The edges still joined to the ground.
fn still_grounded(edges: &[(u8, u8, u8)]) -> Vec<(u8, u8, u8)> {
    let mut reached = vec![0u8];
    loop {
        let before = reached.len();
        for &(a, b, _) in edges {
            if reached.contains(&a) && !reached.contains(&b) {
                reached.push(b);
            }
            if reached.contains(&b) && !reached.contains(&a) {
                reached.push(a);
            }
        }
        if reached.len() == before {
            break;
        }
    }
    edges
        .iter()
        .copied()
        .filter(|e| reached.contains(&e.0))
        .collect()
}

impl PlainGame for PlainChildish {
    fn options(&self, player: Player) -> Vec<PlainChildish> {
        let own = if player == Player::Left { 0 } else { 1 };
        (0..self.0.len())
            .filter(|&i| self.0[i].2 == own || self.0[i].2 == 2)
            .filter_map(|i| {
                let mut rest = self.0.clone();
                let (_, _, colour) = rest.remove(i);
                let after = still_grounded(&rest);
                // Blue and red edges only when nothing falls.
                (colour == 2 || after.len() == rest.len()).then_some(PlainChildish(after))
            })
            .collect()
    }
}

impl PlainChildish {
    fn text(&self) -> String {
        let edges: Vec<String> = (self.0.iter())
            .map(|&(a, b, c)| format!("{a}-{b}:{}", ["B", "R", "G"][c as usize]))
            .collect();
        edges.join(" ")
    }
}

/// A picture being built, and the first kind of edge it may still add.
type PartialPicture = (Vec<(u8, u8, u8)>, usize);

/// Every picture of up to `most` edges on vertices `0..vertices` (each a
/// multiset of edges), all joined to the ground.
fn pictures(vertices: u8, most: usize) -> Vec<PlainChildish> {
    let kinds: Vec<(u8, u8, u8)> = (0..vertices)
        .flat_map(|a| (a..vertices).flat_map(move |b| (0..3).map(move |c| (a, b, c))))
        .collect();
    let mut out = Vec::new();
    let mut stack: Vec<PartialPicture> = vec![(Vec::new(), 0)];
    while let Some((edges, from)) = stack.pop() {
        if !edges.is_empty() && still_grounded(&edges).len() == edges.len() {
            out.push(PlainChildish(edges.clone()));
        }
        if edges.len() < most {
            for (k, &kind) in kinds.iter().enumerate().skip(from) {
                let mut more = edges.clone();
                more.push(kind);
                stack.push((more, k));
            }
        }
    }
    out
}

#[test]
fn childish_hackenbush_matches_plain_search() {
    use conway::rulesets::hackenbush::childish::Childish;
    let mut memo = HashMap::new();
    let all = pictures(4, 4);
    assert!(all.len() > 10_000, "{}", all.len());
    for plain in all {
        let text = plain.text();
        let library = Childish::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(library.value(), plain.value(&mut memo), "{text}");
    }
}

/// The picture a CGSuite tree string stands for, and a part not joined to
/// the ground refused where it starts. (CGSuite's own Hackenbush and
/// Childish Hackenbush cases are in cgsuite_rulesets.rs.)
#[test]
fn hackenbush_reads_cgsuite_strings() {
    use conway::rulesets::hackenbush::{Hackenbush, Picture};
    let tree = Picture::parse_cgsuite("l(l;rl)").unwrap();
    assert_eq!(tree.to_string(), "g-1:B 1-2:B 1-3:R 3-4:B");
    let e = Hackenbush::parse("lrlr;lr").unwrap_err();
    assert_eq!((e.line, e.column), (1, 5), "{e}");
}

// ---------------------------------------------------------------- all

#[test]
fn bad_positions_name_the_place() {
    let cases = [
        ("ski-jumps", "L..|.x.", 1, 6),
        ("ski-jumps", "L..|..", 1, 5),
        ("digraph-placement", "0>1 L:0", 1, 8),
        ("digraph-placement", "0>0 L:0", 1, 3),
        ("digraph-placement", "0>1 L:0 R:0,1", 1, 11),
        ("digraph-placement", "0-1 L:0,1", 1, 2),
        ("digraph-placement", "n=1; 0>1 L:0,1", 1, 3),
        ("childish-hackenbush", "l(l;rx)", 1, 6),
        ("childish-hackenbush", "lrlr;lr", 1, 5),
        ("hackenbush", "l(l;rl", 1, 2),
    ];
    common::ruleset_checks::refused_at(&cases);
}
