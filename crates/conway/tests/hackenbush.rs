//! Hackenbush checked against plain game-tree search.
//!
//! The references here have their own positions and move generators and
//! compute values by the definition only: `{ G^L | G^R }` over every option,
//! built with `Game::new` (and, for the smallest positions, with the
//! explicit trees of `common::Form`, which share no code with the
//! library's values). A memo keyed by the exact position avoids recomputing
//! a position met twice; there is no splitting into stalks or pieces, no
//! normalisation, no closed form. The ruleset (Berlekamp's rule, green
//! nimbers, fusion and colon principles, pieces split at the ground,
//! canonical numbering, the solver's table) must agree with them on every
//! string up to length 8, on every picture of up to three edges on four
//! vertices, and on pseudo-random pictures.

use crate::common;

use common::{expand, PlainGame};
use conway::partizan::Solver;
use conway::rulesets::hackenbush::{Colour, Hackenbush, Stalk};
use conway::rulesets::{self, Kind};
use conway::schema::Detail;
use conway::value::{Game, Outcome, Player};
use std::collections::HashMap;

/// A plain position: edges `(u, v, colour)` with vertex 0 the ground and
/// colours `b`, `r`, `g`. A stalk position is the picture of its paths.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Plain {
    edges: Vec<(u32, u32, char)>,
}

impl Plain {
    /// The stalks, each a path from the ground on vertices of its own.
    fn of_stalks(stalks: &[&str]) -> Plain {
        let mut edges = Vec::new();
        let mut next = 1;
        for s in stalks {
            let mut below = 0;
            for c in s.chars() {
                edges.push((below, next, c.to_ascii_lowercase()));
                below = next;
                next += 1;
            }
        }
        Plain { edges }
    }

    fn text(&self) -> String {
        self.edges
            .iter()
            .map(|&(u, v, c)| format!("{u}-{v}:{}", c.to_ascii_uppercase()))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The position after removing edge `i` and every edge that no longer
    /// has a path to vertex 0.
    fn cut(&self, i: usize) -> Plain {
        let mut rest = self.edges.clone();
        rest.remove(i);
        let mut reached = vec![0u32];
        loop {
            let before = reached.len();
            for &(u, v, _) in &rest {
                if reached.contains(&u) && !reached.contains(&v) {
                    reached.push(v);
                }
                if reached.contains(&v) && !reached.contains(&u) {
                    reached.push(u);
                }
            }
            if reached.len() == before {
                break;
            }
        }
        rest.retain(|(u, _, _)| reached.contains(u));
        Plain { edges: rest }
    }

    fn moves(&self, player: Player) -> Vec<Plain> {
        let mine = if player == Player::Left { 'b' } else { 'r' };
        (0..self.edges.len())
            .filter(|&i| self.edges[i].2 == mine || self.edges[i].2 == 'g')
            .map(|i| self.cut(i))
            .collect()
    }
}

/// Every string of `B`, `R`, `G` of length 1 to `max`.
fn all_strings(max: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut layer = vec![String::new()];
    for _ in 0..max {
        layer = layer
            .iter()
            .flat_map(|s| ["B", "R", "G"].map(|c| format!("{s}{c}")))
            .collect();
        out.extend(layer.iter().cloned());
    }
    out
}

fn value(solver: &Solver<Hackenbush>, text: &str) -> Game {
    solver.value(&Hackenbush::parse(text).unwrap())
}

#[test]
fn every_string_up_to_length_8_matches_plain_search() {
    let solver = Solver::new();
    let mut memo = HashMap::new();
    let strings = all_strings(8);
    assert_eq!(strings.len(), (1..=8).map(|n| 3usize.pow(n)).sum::<usize>());
    for s in &strings {
        let plain = Plain::of_stalks(&[s]).value(&mut memo);
        assert_eq!(value(&solver, s), plain, "{s}");
        // The same string written as a picture.
        assert_eq!(
            value(&solver, &Plain::of_stalks(&[s]).text()),
            plain,
            "{s} as a picture"
        );
        // The closed forms, on their own.
        let stalk = Stalk::new(s.chars().filter_map(Colour::from_letter).collect());
        if !s.contains('G') {
            assert_eq!(
                Game::dyadic(stalk.blue_red_value().unwrap()),
                plain,
                "Berlekamp's rule on {s}"
            );
        } else if s.chars().all(|c| c == 'G') {
            assert_eq!(stalk.formula_value(), Some(Game::nimber(s.len() as u64)));
            assert_eq!(plain, Game::nimber(s.len() as u64), "{s}");
        } else {
            assert_eq!(stalk.formula_value(), None, "{s}");
        }
    }
}

#[test]
fn small_strings_match_explicit_game_trees() {
    let solver = Solver::new();
    for s in all_strings(5) {
        assert_eq!(
            expand(value(&solver, &s)),
            Plain::of_stalks(&[&s]).form(),
            "{s}"
        );
    }
}

#[test]
fn sums_of_strings_match_plain_search_of_the_whole() {
    let solver = Solver::new();
    let mut memo = HashMap::new();
    let short = all_strings(3);
    for a in &short {
        for b in short.iter().step_by(2) {
            let plain = Plain::of_stalks(&[a, b]).value(&mut memo);
            assert_eq!(value(&solver, &format!("{a} {b}")), plain, "{a} {b}");
            assert_eq!(value(&solver, &format!("{a}+{b}")), plain, "{a}+{b}");
        }
    }
    for text in ["BRG GRB G", "BBR RRB GG R", "G G G", "BG RG GB"] {
        let stalks: Vec<&str> = text.split(' ').collect();
        let plain = Plain::of_stalks(&stalks).value(&mut memo);
        assert_eq!(value(&solver, text), plain, "{text}");
    }
}

/// Every edge `(u, v)` with `u <= v` on vertices 0..4, loops included.
fn edge_slots() -> Vec<(u32, u32)> {
    (0..4u32)
        .flat_map(|u| (u..4).map(move |v| (u, v)))
        .collect()
}

#[test]
fn every_picture_of_up_to_three_edges_matches_plain_search() {
    let solver = Solver::new();
    let mut memo = HashMap::new();
    let kinds: Vec<(u32, u32, char)> = edge_slots()
        .into_iter()
        .flat_map(|(u, v)| ['b', 'r', 'g'].map(move |c| (u, v, c)))
        .collect();
    let mut checked = 0;
    for i in 0..kinds.len() {
        for j in i..=kinds.len() {
            for k in j..=kinds.len() {
                // `kinds.len()` stands for "no edge here".
                let edges: Vec<(u32, u32, char)> = [i, j, k]
                    .into_iter()
                    .filter(|&x| x < kinds.len())
                    .map(|x| kinds[x])
                    .collect();
                let plain = Plain { edges };
                let text = plain.text();
                match Hackenbush::parse(&text) {
                    Ok(position) => {
                        let expected = plain.value(&mut memo);
                        assert_eq!(solver.value(&position), expected, "{text}");
                        if plain.edges.len() <= 2 {
                            assert_eq!(expand(expected), plain.form(), "{text}");
                        }
                        checked += 1;
                    }
                    Err(e) => assert!(e.message.contains("not connected"), "{text}: {e}"),
                }
            }
        }
    }
    assert!(checked > 2000, "{checked}");
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

/// A random picture of `edges` edges on `vertices` vertices, each edge
/// joined to what is already drawn (so everything stands on the ground),
/// with colours drawn from `colours`.
fn random_picture(rng: &mut Rng, vertices: u32, edges: usize, colours: &[char]) -> Plain {
    let mut out = Vec::new();
    let mut drawn = vec![0u32];
    for _ in 0..edges {
        let u = drawn[rng.below(drawn.len() as u64) as usize];
        let v = rng.below(u64::from(vertices)) as u32;
        if !drawn.contains(&v) {
            drawn.push(v);
        }
        let c = colours[rng.below(colours.len() as u64) as usize];
        out.push((u, v, c));
    }
    Plain { edges: out }
}

#[test]
fn random_pictures_match_plain_search() {
    let solver = Solver::new();
    let mut memo = HashMap::new();
    let mut rng = Rng(0x5eed_1234_abcd_9876);
    for round in 0..400 {
        let edges = 4 + round % 4;
        let plain = random_picture(&mut rng, 6, edges, &['b', 'r', 'g']);
        let text = plain.text();
        let position = Hackenbush::parse(&text).unwrap();
        assert_eq!(solver.value(&position), plain.value(&mut memo), "{text}");
    }
}

#[test]
fn green_pictures_match_plain_search() {
    // The fusion and colon principles against the definition, on pictures
    // with cycles, loops, parallel edges and several pieces.
    let solver = Solver::new();
    let mut memo = HashMap::new();
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    for round in 0..300 {
        let edges = 3 + round % 6;
        let plain = random_picture(&mut rng, 5, edges, &['g']);
        let text = plain.text();
        let v = solver.value(&Hackenbush::parse(&text).unwrap());
        assert_eq!(v, plain.value(&mut memo), "{text}");
        assert!(v.as_nimber().is_some(), "{text}: {v}");
    }
}

#[test]
fn winning_moves_are_the_moves_to_positions_the_opponent_loses() {
    let mut memo = HashMap::new();
    for text in ["BRB RRG GG", "g-1:B 1-2:R 2-g:G 1-3:G 3-3:R", "BG RG G"] {
        let position = rulesets::find("hackenbush").unwrap().parse(text).unwrap();
        let analysis = position.analyze();
        for (player, winners) in [
            (Player::Left, &analysis.left_moves),
            (Player::Right, &analysis.right_moves),
        ] {
            let moves = position.moves(player);
            assert!(!moves.is_empty());
            for m in moves {
                let after = Hackenbush::parse(&m.position.notation()).unwrap();
                let plain = plain_of(&after).value(&mut memo);
                let wins = match player {
                    Player::Left => plain >= Game::ZERO,
                    Player::Right => plain <= Game::ZERO,
                };
                assert_eq!(winners.contains(&m.label), wins, "{text}: {}", m.label);
            }
        }
    }
}

/// The plain position of a parsed one, from its notation.
fn plain_of(h: &Hackenbush) -> Plain {
    let text = h.to_string();
    if text.contains(':') {
        let edges = text
            .split(' ')
            .map(|e| {
                let (ends, c) = e.split_once(':').unwrap();
                let (u, v) = ends.split_once('-').unwrap();
                let n = |s: &str| if s == "g" { 0 } else { s.parse().unwrap() };
                (n(u), n(v), c.to_ascii_lowercase().chars().next().unwrap())
            })
            .collect();
        Plain { edges }
    } else {
        Plain::of_stalks(
            &text
                .split(' ')
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>(),
        )
    }
}

/// Values worked out by hand from the rules, and from the literature.
#[test]
fn known_values() {
    let solver = Solver::new();
    let v = |s: &str| value(&solver, s);
    let d = |s: &str| Game::dyadic(s.parse().unwrap());
    // Winning Ways, vol. 1, ch. 1-2: a blue edge is 1, a red one -1, BR is
    // 1/2 and two halves make a whole; B with R above and B above that is
    // 3/4 (1 - 1/2 + 1/4 by Berlekamp's rule).
    assert_eq!(v("B"), Game::integer(1));
    assert_eq!(v("R"), Game::integer(-1));
    assert_eq!(v("BR"), d("1/2"));
    assert_eq!(v("BR BR R"), Game::ZERO);
    assert_eq!(v("BRB"), d("3/4"));
    assert_eq!(v("BBRB"), d("7/4"));
    assert_eq!(v("RBBR"), d("-3/8"));
    // Green stalks are nimbers, and *1 + *2 + *3 = 0 (Winning Ways, ch. 2).
    assert_eq!(v("GGGG"), Game::nimber(4));
    assert_eq!(v("G GG GGG"), Game::ZERO);
    // A green edge on a blue one: {0, 1 | 1} = 1* (by hand).
    assert_eq!(v("BG"), Game::integer(1) + Game::nimber(1));
    // A blue edge on a green one: Left cuts either edge (to 0 or *), Right
    // only the green one (to 0): {0, * | 0} = ↑* (by hand).
    assert_eq!(v("GB"), Game::up(1) + Game::nimber(1));
    // A loop counts as an edge on its vertex; a picture that is a path is
    // its stalk.
    assert_eq!(v("g-1:B 1-1:R"), v("BR"));
    assert_eq!(v("0-5:R 5-9:B 9-2:G"), v("RBG"));
    // The ground may be written g or 0.
    assert_eq!(v("g-1:G 0-1:G"), Game::ZERO);
}

#[test]
fn long_strings_are_exact_and_quick() {
    // BR...R with 199 red edges: 1 - 1/2 - 1/4 - ... - 1/2^199 = 1/2^199.
    let text = format!("B{}", "R".repeat(199));
    let v = value(&Solver::new(), &text);
    let x = v.as_number().unwrap();
    assert_eq!(x.exponent(), 199);
    assert_eq!(x.numerator().to_string(), "1");
    // A string of 10 000 alternating edges analyses through the ruleset
    // (every option's value by the closed form, no search).
    let long: String = (0..10_000)
        .map(|i| if i % 2 == 0 { 'B' } else { 'R' })
        .collect();
    let position = rulesets::find("hackenbush").unwrap().parse(&long).unwrap();
    let a = position.analyze();
    // 1 - 1/2 + 1/4 - ... = 2/3 in the limit: between 1/2 and 1.
    let x = a.value.unwrap();
    assert!(x > Game::dyadic("1/2".parse().unwrap()) && x < Game::integer(1));
    assert_eq!(a.outcome, Outcome::L);
    // Every blue cut leaves a prefix B…R or nothing, worth >= 0: all 5 000
    // win for Left. Every red cut leaves a prefix B…B > 0: none wins for
    // Right.
    assert_eq!(a.left_moves.len(), 5_000);
    assert!(a.right_moves.is_empty());
}

#[test]
fn analysis_through_the_ruleset() {
    let h = rulesets::find("hackenbush").unwrap();
    assert_eq!(h.kind(), Kind::Partizan);
    let a = h.parse("BR GG").unwrap().analyze();
    assert_eq!(a.value.unwrap().to_string(), "1/2*2");
    // A positive number plus a nimber is positive: Left wins.
    assert_eq!(a.outcome, Outcome::L);
    // Left's winning moves lead to positions >= 0: 1.1 leaves *2 (fuzzy,
    // loses), 2.1 leaves 1/2 and 2.2 leaves 1/2* (both positive, win).
    assert_eq!(a.left_moves, ["2.1", "2.2"]);
    assert!(a.details.contains(&Detail::texts(
        "stalks",
        &["1/2".into(), "*2".into()],
        " + "
    )));
    let p = h.parse("g-1:B 1-2:B 2-g:R").unwrap();
    let labels: Vec<String> = p
        .moves(Player::Right)
        .into_iter()
        .map(|m| m.label)
        .collect();
    assert_eq!(labels, ["2-g:R"]);
    // Parallel edges of one colour are one move.
    let p = h.parse("g-1:B g-1:B").unwrap();
    assert_eq!(p.moves(Player::Left).len(), 1);
    assert_eq!(p.analyze().value, Some(Game::integer(2)));
    // After the last cut the position is empty, written "", and reads back.
    let after = h.parse("G").unwrap().moves(Player::Left).remove(0).position;
    assert_eq!(after.notation(), "");
    assert_eq!(h.parse("").unwrap().analyze().value, Some(Game::ZERO));
}

#[test]
fn bad_positions_are_errors_with_places() {
    let h = rulesets::find("hackenbush").unwrap();
    let err = |s: &str| h.parse(s).err().unwrap();
    let e = err("BRB RXB");
    assert_eq!((e.line, e.column), (1, 6));
    assert!(e.message.contains("'X'"), "{}", e.message);
    let e = err("g-1:B\n1-2:Q");
    assert_eq!((e.line, e.column), (2, 5));
    let e = err("g-1:B 1:2:R");
    assert_eq!((e.line, e.column), (1, 8));
    let e = err("g-1:B 2-3:R");
    assert_eq!((e.line, e.column), (1, 7));
    assert!(
        e.message.contains("not connected to the ground"),
        "{}",
        e.message
    );
    let e = err("g-99999999999:B");
    assert_eq!(e.column, 3);
    assert!(err("g-1").message.contains("':'"));
    assert!(err("g-").message.contains("vertex"));
}

impl PlainGame for Plain {
    fn options(&self, player: Player) -> Vec<Plain> {
        self.moves(player)
    }
}

/// The bed of Winning Ways, vol. 1, ch. 7, fig. 31 ("a moderately hard
/// bed"), drawn edge by edge, keeping only the posts in `posts` (of `A`..`G`,
/// vertices 1..7) and what joins them: each post is a blue edge from its
/// foot with a red edge above it; red paths of two edges join A-B, A-D, A-F,
/// C-F, C-G; and two red "Y"s of three edges join B to D and E, and E to F
/// and G, each through a middle vertex of its own.
///
/// With `feet_on_the_ground`, every post stands on the ground (vertex 0):
/// CGSuite's string with the outer parentheses,
/// `(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));…;lr:G)`. Without, only post A
/// does, and the others stand on feet of their own (vertices 11..16) that
/// touch nothing else: how CGSuite (and conway) read the same string
/// without the parentheses, where each top-level `;` starts a part at a new
/// vertex.
fn bed(feet_on_the_ground: bool, posts: &[u32]) -> Plain {
    let mut edges = Vec::new();
    for &post in posts {
        let foot = match feet_on_the_ground || post == 1 {
            true => 0,
            false => 9 + post,
        };
        let knee = 20 + post;
        edges.push((foot, knee, 'b'));
        edges.push((knee, post, 'r'));
    }
    let has = |v: &u32| posts.contains(v);
    let (a, b, c, d, e, f, g) = (1, 2, 3, 4, 5, 6, 7);
    let joins: [&[u32]; 7] = [
        &[a, b],
        &[a, d],
        &[a, f],
        &[c, f],
        &[c, g],
        &[b, d, e],
        &[e, f, g],
    ];
    for (k, ends) in joins.iter().enumerate() {
        if ends.iter().all(has) {
            let middle = 30 + k as u32;
            edges.extend(ends.iter().map(|&end| (end, middle, 'r')));
        }
    }
    Plain { edges }
}

/// CGSuite's test of Winning Ways' bed (GameGraphTest, "Hackenbush
/// Moderately Hard Bed"): the string as CGSuite's test now writes it, with
/// outer parentheses, and as it was first written, without.
const BED_CGSUITE: &str =
    "(lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G)";
const BED_UNGROUNDED: &str =
    "lr:A(rr:B;rr:D;rr:F);lr:B(r(r:D;r:E));lr:C(rr:F;rr:G);lr:D;lr:E(r(r:F;r:G));lr:F;lr:G";
const ALL_POSTS: [u32; 7] = [1, 2, 3, 4, 5, 6, 7];

/// The whole bed takes a minute of search: full tier. Every bed of up to
/// three posts is checked against plain search in the default run below.
#[test]
#[ignore = "full tier"]
fn winning_ways_bed_is_worth_1_128() {
    let solver = Solver::new();
    // Winning Ways, vol. 1, ch. 7, fig. 31: the bed is worth 1/128 (the
    // value CGSuite's test expects too).
    let expected = Game::dyadic("1/128".parse().unwrap());
    assert_eq!(value(&solver, BED_CGSUITE), expected);
    assert_eq!(value(&solver, &bed(true, &ALL_POSTS).text()), expected);
    // Without the parentheses six posts hang from feet off the ground: a
    // different picture, which the string and the drawing agree on.
    let ungrounded = value(&solver, BED_UNGROUNDED);
    assert_eq!(value(&solver, &bed(false, &ALL_POSTS).text()), ungrounded);
    assert_ne!(ungrounded, expected);
}

#[test]
fn parts_of_the_bed_match_plain_search() {
    // The whole bed has too many positions for the plain search; every bed
    // of up to three of its posts (with what joins them), both ways up, is
    // searched plainly.
    let solver = Solver::new();
    let mut memo = HashMap::new();
    let mut checked = 0;
    for subset in 1u32..128 {
        let posts: Vec<u32> = ALL_POSTS
            .into_iter()
            .filter(|p| subset >> (p - 1) & 1 == 1)
            .collect();
        if posts.len() > 3 {
            continue;
        }
        for feet in [true, false] {
            let plain = bed(feet, &posts);
            let text = plain.text();
            let Ok(position) = Hackenbush::parse(&text) else {
                // With feet off the ground, a post not joined to A does not
                // stand on the ground.
                assert!(!feet, "{text}");
                continue;
            };
            assert_eq!(solver.value(&position), plain.value(&mut memo), "{text}");
            checked += 1;
        }
    }
    assert!(checked > 40, "{checked}");
}
