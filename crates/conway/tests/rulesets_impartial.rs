//! The impartial rulesets of issue 16 checked against plain game-tree
//! search.
//!
//! Each reference below is written again from the game's rules alone: the
//! whole position is kept (no components, no canonical numbering, no closed
//! forms) and its Grundy value is the mex of its options' values, memoised
//! by the exact position. Each ruleset, read through `conway::rulesets`
//! like the command line reads it, must give the same value, outcome and
//! winning moves on every small position; values from the literature are
//! checked where there are some.

use conway::impartial::heap::HeapGame;
use conway::impartial::sequence::plain_sequence;
use conway::rulesets::{self, Analysis, Kind};
use conway::value::{Game, Outcome};
use std::collections::HashMap;
use std::hash::Hash;

/// The mex of `values`.
fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut seen: Vec<u64> = values.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u64)
        .map_or(seen.len(), |(i, _)| i) as u64
}

/// A position written again from the rules: its moves with their labels.
trait Plain: Clone + Eq + Hash {
    fn moves(&self) -> Vec<(String, Self)>;

    /// The Grundy value by the definition, memoised on the exact position
    /// (explicit stack: no recursion).
    fn grundy(&self, memo: &mut HashMap<Self, u64>) -> u64 {
        let mut stack = vec![self.clone()];
        while let Some(top) = stack.last().cloned() {
            if memo.contains_key(&top) {
                stack.pop();
                continue;
            }
            let options: Vec<Self> = top.moves().into_iter().map(|(_, o)| o).collect();
            let missing: Vec<Self> = options
                .iter()
                .filter(|o| !memo.contains_key(*o))
                .cloned()
                .collect();
            if missing.is_empty() {
                let v = mex(options.iter().map(|o| memo[o]));
                memo.insert(top, v);
                stack.pop();
            } else {
                stack.extend(missing);
            }
        }
        memo[self]
    }
}

/// Analyses `text` with the ruleset `name`.
fn analyze(name: &str, text: &str) -> Analysis {
    let rules = rulesets::find(name).unwrap();
    assert_eq!(rules.kind(), Kind::Impartial);
    rules
        .parse(text)
        .unwrap_or_else(|e| panic!("{name} '{text}': {e}"))
        .analyze()
}

/// Checks the ruleset's analysis of `text` against the plain position:
/// the value, the outcome and the winning moves.
fn check<P: Plain>(name: &str, text: &str, plain: &P, memo: &mut HashMap<P, u64>) -> u64 {
    let a = analyze(name, text);
    let g = plain.grundy(memo);
    assert_eq!(a.nimber.map(|n| n.0), Some(g), "{name} '{text}'");
    assert_eq!(
        a.outcome,
        if g == 0 { Outcome::P } else { Outcome::N },
        "{name} '{text}'"
    );
    let mut expected: Vec<String> = plain
        .moves()
        .into_iter()
        .filter(|(_, o)| o.grundy(memo) == 0)
        .map(|(l, _)| l)
        .collect();
    let mut got = a.left_moves.clone();
    expected.sort();
    got.sort();
    assert_eq!(got, expected, "winning moves of {name} '{text}'");
    g
}

// ---------------------------------------------------------------- graphs

/// A graph with counters, as the rules see it: `counters[v]` (0 = gone)
/// and the edges.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Graph {
    counters: Vec<u32>,
    edges: Vec<(usize, usize)>,
}

impl Graph {
    fn text(&self) -> String {
        let counters: Vec<String> = self.counters.iter().map(|c| c.to_string()).collect();
        let edges: Vec<String> = self.edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        format!(
            "c={}; n={}; {}",
            counters.join(","),
            self.counters.len(),
            edges.join(" ")
        )
    }

    /// Every graph on `n` vertices, by the subset of the possible edges.
    fn all(n: usize) -> Vec<Graph> {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .collect();
        (0..1u32 << pairs.len())
            .map(|mask| Graph {
                counters: vec![1; n],
                edges: pairs
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| mask >> i & 1 == 1)
                    .map(|(_, &e)| e)
                    .collect(),
            })
            .collect()
    }
}

/// Node Kayles: take a live vertex; it and its neighbours go.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct NodeKayles(Graph);

impl Plain for NodeKayles {
    fn moves(&self) -> Vec<(String, Self)> {
        let g = &self.0;
        (0..g.counters.len())
            .filter(|&v| g.counters[v] > 0)
            .map(|v| {
                let mut next = g.clone();
                next.counters[v] = 0;
                for &(a, b) in &g.edges {
                    if a == v {
                        next.counters[b] = 0;
                    }
                    if b == v {
                        next.counters[a] = 0;
                    }
                }
                (v.to_string(), NodeKayles(next))
            })
            .collect()
    }
}

/// (Weighted) Arc Kayles: an edge whose ends both have a counter loses one
/// counter at each end.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct ArcKayles(Graph);

impl Plain for ArcKayles {
    fn moves(&self) -> Vec<(String, Self)> {
        let g = &self.0;
        g.edges
            .iter()
            .filter(|&&(a, b)| g.counters[a] > 0 && g.counters[b] > 0)
            .map(|&(a, b)| {
                let mut next = g.clone();
                next.counters[a] -= 1;
                next.counters[b] -= 1;
                (format!("{a}-{b}"), ArcKayles(next))
            })
            .collect()
    }
}

#[test]
fn node_and_arc_kayles_agree_with_plain_search_on_every_small_graph() {
    let (mut node, mut arc) = (HashMap::new(), HashMap::new());
    for n in 1..=5 {
        for g in Graph::all(n) {
            let text = g.text();
            check("node-kayles", &text, &NodeKayles(g.clone()), &mut node);
            check("arc-kayles", &text, &ArcKayles(g.clone()), &mut arc);
            check("weighted-arc-kayles", &text, &ArcKayles(g), &mut arc);
        }
    }
}

#[test]
fn weighted_arc_kayles_agrees_with_plain_search() {
    let mut memo = HashMap::new();
    // Every graph on four vertices with counters 1..=3 on a few patterns,
    // and every counter pattern up to 3 on the path and the star.
    for g in Graph::all(4) {
        for pattern in [[2, 1, 1, 3], [3, 2, 2, 1], [1, 3, 2, 2]] {
            let g = Graph {
                counters: pattern.to_vec(),
                ..g.clone()
            };
            check(
                "weighted-arc-kayles",
                &g.text(),
                &ArcKayles(g.clone()),
                &mut memo,
            );
        }
    }
    for edges in [vec![(0, 1), (1, 2), (2, 3)], vec![(0, 1), (0, 2), (0, 3)]] {
        for code in 0..81u32 {
            let counters = (0..4).map(|i| code / 3u32.pow(i) % 3 + 1).collect();
            let g = Graph {
                counters,
                edges: edges.clone(),
            };
            check(
                "weighted-arc-kayles",
                &g.text(),
                &ArcKayles(g.clone()),
                &mut memo,
            );
        }
    }
}

#[test]
fn kayles_on_paths_are_dawsons_games() {
    // Node Kayles on a path of n vertices is Dawson's Chess, 0.137, and Arc
    // Kayles on it is Dawson's Kayles, 0.07 (Winning Ways, ch. 4). Values of
    // Dawson's Chess from OEIS A002187: 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2.
    let chess = plain_sequence(&HeapGame::parse("0.137").unwrap(), 40);
    let kayles = plain_sequence(&HeapGame::parse("0.07").unwrap(), 40);
    assert_eq!(chess[..12], [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2]);
    for n in 1..=40usize {
        let path: Vec<String> = (0..n).map(|v| v.to_string()).collect();
        // (A single vertex has no chain to write: `n=1`.)
        let text = format!(
            "n={n}; {}",
            if n > 1 { path.join("-") } else { String::new() }
        );
        assert_eq!(
            analyze("node-kayles", &text).nimber.unwrap().0,
            chess[n],
            "P{n}"
        );
        assert_eq!(
            analyze("arc-kayles", &text).nimber.unwrap().0,
            kayles[n],
            "P{n}"
        );
        // As a one-row grid too.
        let row = ".".repeat(n);
        assert_eq!(
            analyze("node-kayles", &row).nimber.unwrap().0,
            chess[n],
            "row {n}"
        );
    }
}

#[test]
fn graph_games_read_grids_and_refuse_bad_boards() {
    // A 2x2 grid is a 4-cycle: Node Kayles *1... by plain search.
    let square = Graph {
        counters: vec![1; 4],
        edges: vec![(0, 1), (0, 2), (1, 3), (2, 3)],
    };
    let mut memo = HashMap::new();
    let g = NodeKayles(square.clone()).grundy(&mut memo);
    assert_eq!(analyze("node-kayles", "..|..").nimber.unwrap().0, g);
    let mut memo = HashMap::new();
    let g = ArcKayles(square).grundy(&mut memo);
    assert_eq!(analyze("arc-kayles", "..|..").nimber.unwrap().0, g);
    for (name, text, column) in [
        ("node-kayles", "..|.x", 5),
        ("node-kayles", "c=2; n=1", 3),
        ("arc-kayles", "0-1-2 Q", 7),
        ("weighted-arc-kayles", "c=1,2; 0-1-2", 1),
    ] {
        let e = rulesets::find(name).unwrap().parse(text).err().unwrap();
        assert_eq!(e.column, column, "{name} '{text}': {e}");
    }
}

// ------------------------------------------------- heaps with a memory

/// Heaps remembering their last take: `(size, last)`, `last` 0 before the
/// first take. `k = Some(k)`: Take-Away (at most k times the last take, the
/// first take not the whole heap); `k = None`: Mem (at least the last take).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct MemHeaps {
    k: Option<u64>,
    heaps: Vec<(u64, u64)>,
}

impl MemHeaps {
    fn text(&self) -> String {
        let heaps: Vec<String> = self
            .heaps
            .iter()
            .map(|&(n, m)| {
                if m == 0 {
                    n.to_string()
                } else {
                    format!("{n}/{m}")
                }
            })
            .collect();
        heaps.join(" ")
    }
}

impl Plain for MemHeaps {
    fn moves(&self) -> Vec<(String, Self)> {
        let mut out = Vec::new();
        for (i, &(n, m)) in self.heaps.iter().enumerate() {
            for take in 1..=n {
                let allowed = match (self.k, m) {
                    (Some(_), 0) => take < n,
                    (Some(k), m) => take <= k * m,
                    (None, m) => take >= m,
                };
                if allowed {
                    let mut heaps = self.heaps.clone();
                    heaps[i] = (n - take, take);
                    let label = format!("heap {}: take {take} ({n} -> {})", i + 1, n - take);
                    out.push((label, MemHeaps { k: self.k, heaps }));
                }
            }
        }
        out
    }
}

#[test]
fn take_away_fibonacci_nim_and_mem_agree_with_plain_search() {
    let mut memo = HashMap::new();
    for (k, name, prefix) in [
        (Some(1), "take-away", "k=1: "),
        (Some(2), "take-away", ""),
        (Some(2), "fibonacci-nim", ""),
        (Some(3), "take-away", "k=3: "),
        (None, "mem", ""),
    ] {
        for n in 0..=24u64 {
            for m in 0..=n + 2 {
                let p = MemHeaps {
                    k,
                    heaps: vec![(n, m)],
                };
                check(name, &format!("{prefix}{}", p.text()), &p, &mut memo);
            }
        }
        for heaps in [
            vec![(5, 0), (7, 2)],
            vec![(6, 1), (6, 3), (4, 0)],
            vec![(9, 4), (3, 1)],
        ] {
            let p = MemHeaps { k, heaps };
            check(name, &format!("{prefix}{}", p.text()), &p, &mut memo);
        }
    }
}

#[test]
fn fibonacci_nim_loses_exactly_on_fibonacci_numbers() {
    // Whinihan, "Fibonacci Nim" (1963): a fresh heap is lost to the mover
    // iff its size is a Fibonacci number. Past 400 the ruleset uses the
    // Zeckendorf rule instead of nim values; plain search checks it there.
    let fib = [1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610];
    for n in 1..=700u64 {
        let a = analyze("fibonacci-nim", &n.to_string());
        assert_eq!(a.outcome == Outcome::P, fib.contains(&n), "heap {n}");
    }
    let mut memo = HashMap::new();
    for (n, m) in [(401, 0), (405, 0), (420, 0), (410, 7), (415, 40), (408, 3)] {
        let p = MemHeaps {
            k: Some(2),
            heaps: vec![(n, m)],
        };
        let a = analyze("fibonacci-nim", &p.text());
        assert_eq!(a.nimber, None);
        check_outcome_and_moves("fibonacci-nim", &p.text(), &p, &mut memo);
    }
}

/// Fraenkel's a-Wythoff: take from one heap, or k, l > 0 from both with
/// |k - l| < a.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct GenWythoff {
    a: u64,
    x: u64,
    y: u64,
}

impl Plain for GenWythoff {
    fn moves(&self) -> Vec<(String, Self)> {
        let (a, x, y) = (self.a, self.x, self.y);
        let mut out = Vec::new();
        for p in 0..=x {
            for q in 0..=y {
                let (k, l) = (x - p, y - q);
                let legal = (k > 0) != (l > 0) || (k > 0 && l > 0 && k.abs_diff(l) < a);
                if legal {
                    let label = match (k > 0, l > 0) {
                        (true, false) => format!("heap 1: {x} -> {p}"),
                        (false, true) => format!("heap 2: {y} -> {q}"),
                        _ => format!("both: {x} {y} -> {p} {q}"),
                    };
                    out.push((label, GenWythoff { a, x: p, y: q }));
                }
            }
        }
        out
    }
}

#[test]
fn generalised_wythoff_agrees_with_plain_search_and_fraenkels_p_positions() {
    let mut memo = HashMap::new();
    for a in 1..=4u64 {
        for x in 0..=14u64 {
            for y in 0..=14u64 {
                let p = GenWythoff { a, x, y };
                check(
                    "generalised-wythoff",
                    &format!("a={a}: {x} {y}"),
                    &p,
                    &mut memo,
                );
            }
        }
        // P-positions by Fraenkel's recursion: A_n the mex of the earlier
        // A_i and B_i, B_n = A_n + a·n.
        let mut used = std::collections::HashSet::new();
        let mut pairs = Vec::new();
        for n in 0..60u64 {
            let lo = (0..).find(|v| !used.contains(v)).unwrap();
            used.insert(lo);
            used.insert(lo + a * n);
            pairs.push((lo, lo + a * n));
        }
        for x in 0..=150u64 {
            for y in [x, x + 1, x + a, x + 2 * a + 1, 3 * x / 2] {
                let p_pos = pairs.contains(&(x.min(y), x.max(y)));
                let outcome = analyze("generalised-wythoff", &format!("a={a}: {x} {y}")).outcome;
                assert_eq!(outcome == Outcome::P, p_pos, "a={a}: {x} {y}");
            }
        }
    }
    // Large heaps: the winning moves by plain search.
    let mut memo = HashMap::new();
    for (a, x, y) in [(2, 120, 130), (3, 101, 170), (1, 105, 170)] {
        let p = GenWythoff { a, x, y };
        let text = format!("a={a}: {x} {y}");
        assert_eq!(analyze("generalised-wythoff", &text).nimber, None);
        check_outcome_and_moves("generalised-wythoff", &text, &p, &mut memo);
    }
}

/// [`check`] for positions whose nim value the ruleset does not report.
fn check_outcome_and_moves<P: Plain>(
    name: &str,
    text: &str,
    plain: &P,
    memo: &mut HashMap<P, u64>,
) {
    let a = analyze(name, text);
    let g = plain.grundy(memo);
    assert_eq!(a.outcome == Outcome::P, g == 0, "{name} '{text}'");
    let mut expected: Vec<String> = plain
        .moves()
        .into_iter()
        .filter(|(_, o)| o.grundy(memo) == 0)
        .map(|(l, _)| l)
        .collect();
    let mut got = a.left_moves;
    expected.sort();
    got.sort();
    assert_eq!(got, expected, "winning moves of {name} '{text}'");
}

// ------------------------------------------------------------------ chomp

/// Chomp as row lengths from the top: eating (r, c) cuts every row from r
/// down to c squares; the poison (0, 0) is never eaten.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Chomp(Vec<usize>);

impl Plain for Chomp {
    fn moves(&self) -> Vec<(String, Self)> {
        let mut out = Vec::new();
        for (r, &len) in self.0.iter().enumerate() {
            for c in 0..len {
                if (r, c) == (0, 0) {
                    continue;
                }
                let rows: Vec<usize> = self
                    .0
                    .iter()
                    .enumerate()
                    .map(|(i, &l)| if i >= r { l.min(c) } else { l })
                    .filter(|&l| l > 0)
                    .collect();
                let label = format!("{}{}", (b'a' + c as u8) as char, r + 1);
                out.push((label, Chomp(rows)));
            }
        }
        out
    }
}

/// Every Young diagram with at most `rows` rows of at most `cols`.
fn young_diagrams(rows: usize, cols: usize) -> Vec<Vec<usize>> {
    let mut out = vec![];
    let mut stack = vec![vec![]];
    while let Some(shape) = stack.pop() {
        let below: usize = shape.last().copied().unwrap_or(cols);
        if !shape.is_empty() {
            out.push(shape.clone());
        }
        if shape.len() < rows {
            for len in 1..=below {
                let mut next = shape.clone();
                next.push(len);
                stack.push(next);
            }
        }
    }
    out
}

#[test]
fn chomp_agrees_with_plain_search_on_every_small_shape() {
    let mut memo = HashMap::new();
    for shape in young_diagrams(5, 5) {
        let text: Vec<String> = shape.iter().map(|l| l.to_string()).collect();
        check("chomp", &text.join(" "), &Chomp(shape), &mut memo);
    }
}

#[test]
fn chomp_rectangles_are_first_player_wins() {
    // Gale (1974), by strategy stealing: every rectangle but 1x1 is an N
    // position. Squares are won by b2 (a symmetric L is left), two rows by
    // leaving the bottom row one shorter (Gale, 1974).
    for r in 1..=7usize {
        for c in 1..=7usize {
            let a = analyze("chomp", &format!("{r}x{c}"));
            assert_eq!(a.outcome == Outcome::N, r * c > 1, "{r}x{c}");
            if r == c && r > 1 {
                assert!(
                    a.left_moves.contains(&"b2".to_string()),
                    "{r}x{c}: {:?}",
                    a.left_moves
                );
            }
            if r == 2 && c > 1 {
                let corner = format!("{}2", (b'a' + c as u8 - 1) as char);
                assert_eq!(a.left_moves, vec![corner], "2x{c}");
            }
        }
    }
    let e = rulesets::find("chomp").unwrap().parse("3x0").err().unwrap();
    assert_eq!(e.column, 3);
}

// ---------------------------------------------------------- coin turning

/// A row of coins (bit i = coin i + 1 heads) and which sets may be turned:
/// `Sizes(lo, hi)` any lo..=hi coins, `Run` consecutive coins; the
/// rightmost turned coin must be heads.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Turn {
    Sizes(u32, u32),
    Run,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Coins {
    turn: Turn,
    len: usize,
    heads: u32,
}

impl Plain for Coins {
    fn moves(&self) -> Vec<(String, Self)> {
        let mut out = Vec::new();
        for set in 1u32..1 << self.len {
            let top = 31 - set.leading_zeros();
            let allowed = self.heads >> top & 1 == 1
                && match self.turn {
                    Turn::Sizes(lo, hi) => (lo..=hi).contains(&set.count_ones()),
                    Turn::Run => {
                        (set >> set.trailing_zeros()).count_ones()
                            == 32 - (set >> set.trailing_zeros()).leading_zeros()
                    }
                };
            if allowed {
                let coins: Vec<String> = (0..self.len)
                    .filter(|i| set >> i & 1 == 1)
                    .map(|i| (i + 1).to_string())
                    .collect();
                out.push((
                    format!("turn {}", coins.join(",")),
                    Coins {
                        heads: self.heads ^ set,
                        ..*self
                    },
                ));
            }
        }
        out
    }
}

#[test]
fn coin_turning_games_agree_with_plain_search_on_every_short_row() {
    for (name, turn) in [
        ("turning-turtles", Turn::Sizes(1, 2)),
        ("twins", Turn::Sizes(2, 2)),
        ("mock-turtles", Turn::Sizes(1, 3)),
        ("moebius", Turn::Sizes(1, 5)),
        ("mogul", Turn::Sizes(1, 7)),
        ("ruler", Turn::Run),
    ] {
        let mut memo = HashMap::new();
        for len in 1..=9usize {
            for heads in 0..1u32 << len {
                let text: String = (0..len)
                    .map(|i| if heads >> i & 1 == 1 { 'H' } else { 'T' })
                    .collect();
                check(name, &text, &Coins { turn, len, heads }, &mut memo);
            }
        }
    }
}

#[test]
fn coin_values_match_winning_ways() {
    // Single heads at positions 1..: Turning Turtles n, Twins n - 1, Mock
    // Turtles the odious numbers (OEIS A000069), Ruler the largest power of
    // two dividing n (OEIS A006519) (Winning Ways, ch. 14).
    let head = |name: &str, n: usize| {
        let text = "T".repeat(n - 1) + "H";
        analyze(name, &text).nimber.unwrap().0
    };
    let odious = [1, 2, 4, 7, 8, 11, 13, 14, 16, 19, 21, 22, 25, 26, 28, 31];
    for n in 1..=16usize {
        assert_eq!(head("turning-turtles", n), n as u64);
        assert_eq!(head("twins", n), n as u64 - 1);
        assert_eq!(head("mock-turtles", n), odious[n - 1]);
        assert_eq!(head("ruler", n), 1 << n.trailing_zeros());
    }
}

// ------------------------------------------ Partizan Arc Kayles, CGSuite

/// Partizan Arc Kayles as the rules say: edges `(v, w, colour)`, colour 1
/// Left's, 2 Right's, 3 either's; a move removes both ends of one of the
/// mover's edges.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Pak {
    alive: u32,
    edges: Vec<(u32, u32, u8)>,
}

impl Pak {
    fn options(&self, left: bool) -> Vec<Pak> {
        let mine = if left { 1 } else { 2 };
        self.edges
            .iter()
            .filter(|&&(v, w, c)| {
                (c == mine || c == 3) && self.alive >> v & 1 == 1 && self.alive >> w & 1 == 1
            })
            .map(|&(v, w, _)| Pak {
                alive: self.alive & !(1 << v) & !(1 << w),
                edges: self.edges.clone(),
            })
            .collect()
    }

    fn value(&self, memo: &mut HashMap<Pak, Game>) -> Game {
        if let Some(&g) = memo.get(self) {
            return g;
        }
        let left: Vec<Game> = self.options(true).iter().map(|o| o.value(memo)).collect();
        let right: Vec<Game> = self.options(false).iter().map(|o| o.value(memo)).collect();
        let g = Game::new(&left, &right);
        memo.insert(self.clone(), g);
        g
    }

    /// In CGSuite's syntax, each edge between named vertices.
    fn text(&self) -> String {
        let edges: Vec<String> = self
            .edges
            .iter()
            .map(|&(v, w, c)| format!(":{{{v}}}{}:{{{w}}}", ['-', 'l', 'r', 'e'][c as usize]))
            .collect();
        if edges.is_empty() {
            ".".to_string()
        } else {
            edges.join(";")
        }
    }
}

#[test]
fn partizan_arc_kayles_agrees_with_plain_search_and_cgsuite() {
    let pairs = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
    let mut memo = HashMap::new();
    for code in 0..4u32.pow(6) {
        let edges: Vec<(u32, u32, u8)> = pairs
            .iter()
            .enumerate()
            .filter_map(|(i, &(v, w))| {
                let c = (code / 4u32.pow(i as u32) % 4) as u8;
                (c > 0).then_some((v, w, c))
            })
            .collect();
        let p = Pak {
            alive: 0b1111,
            edges,
        };
        let a = analyze_partizan("partizan-arc-kayles", &p.text());
        assert_eq!(a.value, Some(p.value(&mut memo)), "{}", p.text());
    }
    // CGSuite's test values for its PartizanArcKayles.
    for (text, value) in [
        ("llr", "1/2"),
        ("lrlr(ll;ree(rl;l))", "{3*|2*||3/2,3/2*|1/2*}"),
    ] {
        let expected = conway::value::notation::parse(value).unwrap();
        assert_eq!(
            analyze_partizan("partizan-arc-kayles", text).value,
            Some(expected),
            "{text}"
        );
    }
}

fn analyze_partizan(name: &str, text: &str) -> Analysis {
    let rules = rulesets::find(name).unwrap();
    assert_eq!(rules.kind(), Kind::Partizan);
    rules
        .parse(text)
        .unwrap_or_else(|e| panic!("{name} '{text}': {e}"))
        .analyze()
}

#[test]
fn cgsuite_graph_strings_are_read_as_cgsuite_means_them() {
    // Tinted vertices: CGSuite keeps only empty vertices, L and R marking
    // those next to a colour; conway's syntax says the same with coloured
    // vertices 6, 7 and 8 hanging off 0, 1 and 5.
    let ours = "n=9; 0-1-2-3-4-5 0-6 1-7 5-8; L:6,8 R:7";
    for name in ["snort", "col"] {
        let a = analyze_partizan(name, "L-R----L").value;
        assert_eq!(a, analyze_partizan(name, ours).value, "{name}");
        // A 5-cycle by a named vertex, and a tree.
        assert_eq!(
            analyze_partizan(name, ":A-----:A").value,
            analyze_partizan(name, "0-1-2-3-4-0").value
        );
        assert_eq!(
            analyze_partizan(name, "--(-;--)").value,
            analyze_partizan(name, "0-1-2-3 2-4-5").value
        );
    }
    assert_eq!(
        analyze("node-kayles", "---").nimber,
        analyze("node-kayles", "0-1-2-3").nimber
    );
    assert_eq!(
        analyze("arc-kayles", "-(-;-;-)").nimber,
        analyze("arc-kayles", "0-1-2 1-3 1-4").nimber
    );
    let e = rulesets::find("snort")
        .unwrap()
        .parse("L-(R")
        .err()
        .unwrap();
    assert_eq!(e.column, 3);
}

// ------------------------------------------------------ impartial variants

#[test]
fn impartial_variants_play_both_sides_moves() {
    // The variant of Domineering is Cram, and Cram is checked against plain
    // search elsewhere.
    for board in ["...|...", "...|...|...", "..#.|....|.#..", "....|...."] {
        let cram = analyze("cram", board);
        let variant = analyze("impartial-domineering", board);
        assert_eq!(variant.nimber, cram.nimber, "{board}");
    }
    // Every partizan ruleset whose play cannot cycle has one, and its example's moves are both
    // players' moves: its value is the mex over them, each valued alone.
    for r in rulesets::all()
        .into_iter()
        .filter(|r| r.kind() == Kind::Partizan)
    {
        let variant = rulesets::find(&format!("impartial-{}", r.name()));
        if r.can_cycle() {
            // Play can cycle (Fox and Geese): no impartial variant, whose
            // plain search would never end.
            assert!(variant.is_err(), "{}", r.name());
            continue;
        }
        let v = variant.unwrap();
        let p = v.parse(v.example()).unwrap();
        let a = p.analyze();
        let base = r.parse(v.example()).unwrap();
        let both = base.moves(conway::value::Player::Left).len()
            + base.moves(conway::value::Player::Right).len();
        let moves = p.moves(conway::value::Player::Left);
        assert!(
            moves.len() <= both && (both == 0) == moves.is_empty(),
            "{}",
            v.name()
        );
        let values: Vec<u64> = moves
            .iter()
            .map(|m| m.position.analyze().nimber.unwrap().0)
            .collect();
        assert_eq!(
            a.nimber.unwrap().0,
            mex(values.iter().copied()),
            "{}",
            v.name()
        );
        let wins: Vec<String> = moves
            .iter()
            .zip(&values)
            .filter(|&(_, &g)| g == 0)
            .map(|(m, _)| m.label.clone())
            .collect();
        assert_eq!(a.left_moves, wins, "{}", v.name());
    }
}

/// A whole position of a partizan ruleset played impartially (either
/// player's moves), kept unsplit: the reference for the variants, which
/// split positions into their base ruleset's components.
#[derive(Clone, PartialEq, Eq, Hash)]
struct WholeBoard {
    ruleset: &'static str,
    text: String,
}

impl Plain for WholeBoard {
    fn moves(&self) -> Vec<(String, Self)> {
        let p = rulesets::find(self.ruleset)
            .unwrap()
            .parse(&self.text)
            .unwrap();
        [conway::value::Player::Left, conway::value::Player::Right]
            .into_iter()
            .flat_map(|player| p.moves(player))
            .map(|m| {
                let text = m.position.notation();
                (m.label, WholeBoard { text, ..*self })
            })
            .collect()
    }
}

/// Small boards of Clobber, Domineering, Konane, Toppling Dominoes,
/// Amazons, NoGo and Fission and their impartial variants: the variant's nim value (the nim-sum of the
/// base ruleset's components' values, each one the mex over its
/// options) is the Grundy value of the whole board by plain search.
#[test]
fn impartial_variants_agree_with_plain_search_on_whole_boards() {
    let boards: [(&str, &[&str]); 7] = [
        (
            "clobber",
            &[
                "xoxo",
                "xo.ox",
                "xoo|.xx",
                "xox|oxo",
                "xo.x|o.ox",
                "xxo|o.x|oxo",
                "x.o|.o.|xox",
            ],
        ),
        (
            "domineering",
            &["...|..#", "....|.#..", "...|...", ".#..|....|..#."],
        ),
        (
            "konane",
            &["xox.|o.ox", "xo.|.ox|xo.", "x.xo|oxo.", "xoxo.|....."],
        ),
        (
            "toppling-dominoes",
            &["LRLG", "LLRRG", "GLRL|RR", "LRG|GRL|LR"],
        ),
        ("amazons", &["x.#|..o", "x..|.o.", "x.o|...", "x#..|..#o"]),
        (
            "nogo",
            &[
                "...|...",
                "x..|..o",
                ".x..|....",
                ".x..x.o..",
                "xx..o.oo.",
                "o..xx...x",
                "........",
            ],
        ),
        ("fission", &["...|.x.|...", "x..#|...."]),
    ];
    let mut memo = HashMap::new();
    for (ruleset, texts) in boards {
        for text in texts {
            let variant = analyze(&format!("impartial-{ruleset}"), text);
            let whole = WholeBoard {
                ruleset,
                text: rulesets::find(ruleset)
                    .unwrap()
                    .parse(text)
                    .unwrap()
                    .notation(),
            };
            assert_eq!(
                variant.nimber.map(|n| n.0),
                Some(whole.grundy(&mut memo)),
                "impartial-{ruleset} {text}"
            );
        }
    }
}

/// Alternating impartial Clobber strips (XO)^n: the nim values MCGS's test
/// file `input/impartial/impartial-easy/impartial_clobber_1xn_xo.test`
/// (MCGS v1.5) gives for n = 1 to 24, which conway once took seconds on
/// from n = 8 on (a strip of one component was keyed by the whole board).
#[test]
fn alternating_impartial_clobber_strips_have_mcgs_nim_values() {
    let expected = [
        1, 3, 0, 2, 0, 2, 0, 3, 1, 4, 6, 1, 0, 1, 3, 7, 8, 3, 1, 0, 8, 4, 0, 1,
    ];
    for (n, value) in (1..).zip(expected) {
        let strip = "xo".repeat(n);
        let a = analyze("impartial-clobber", &strip);
        assert_eq!(a.nimber.map(|v| v.0), Some(value), "(xo)^{n}");
    }
}

/// Impartial NoGo on every strip of seven cells whose groups all have a
/// liberty: the variant's nim value (its parts, each with its runs of one
/// colour shortened and keyed with its colours exchanged or reversed)
/// against the plain search of the whole strip.
#[test]
fn impartial_nogo_strips_agree_with_plain_search() {
    let mut memo = HashMap::new();
    let mut checked = 0;
    for code in 0..3usize.pow(7) {
        let text: String = (0..7)
            .map(|i| ['.', 'x', 'o'][code / 3usize.pow(i) % 3])
            .collect();
        if rulesets::find("nogo").unwrap().parse(&text).is_err() {
            continue;
        }
        let variant = analyze("impartial-nogo", &text);
        let whole = WholeBoard {
            ruleset: "nogo",
            text: text.clone(),
        };
        assert_eq!(
            variant.nimber.map(|n| n.0),
            Some(whole.grundy(&mut memo)),
            "{text}"
        );
        checked += 1;
    }
    assert!(checked > 800, "{checked}");
}

/// Empty impartial NoGo strips: the nim values of MCGS's test files
/// `input/impartial/impartial-{easy,medium}/impartial_nogo_1xn_empty_*.test`
/// (MCGS v1.5) for 1 to 16 cells.
#[test]
fn empty_impartial_nogo_strips_have_mcgs_nim_values() {
    let expected = [0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 3, 1, 0, 3, 1, 0];
    for (n, value) in (1..).zip(expected) {
        let a = analyze("impartial-nogo", &".".repeat(n));
        assert_eq!(a.nimber.map(|v| v.0), Some(value), "{n} cells");
    }
}

// ---------------------------------------------------------------- spawning

/// One element of a spawning code, as its rule says it: how many coins a
/// move turns (counting the heap's own) and how they lie.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Turns {
    least: usize,
    most: usize,
    consecutive: bool,
    equally_spaced: bool,
    symmetric: bool,
    window: Option<u32>,
    first: bool,
}

impl Turns {
    fn new(least: usize, most: usize) -> Turns {
        Turns {
            least,
            most,
            consecutive: false,
            equally_spaced: false,
            symmetric: false,
            window: None,
            first: false,
        }
    }

    /// Whether turning the coins `turned` (increasing, the heap last) is a
    /// move of this element.
    fn allows(&self, turned: &[u32]) -> bool {
        let k = turned.len();
        let gaps: Vec<u32> = turned.windows(2).map(|w| w[1] - w[0]).collect();
        let (low, high) = (turned[0], turned[k - 1]);
        (self.least..=self.most).contains(&k)
            && (!self.consecutive || gaps.iter().all(|&g| g == 1))
            && (!self.equally_spaced || gaps.windows(2).all(|w| w[0] == w[1]))
            && (!self.symmetric || (0..k).all(|i| turned[i] + turned[k - 1 - i] == low + high))
            && self.window.is_none_or(|m| high - low < m)
            && (!self.first || low == 1)
    }
}

/// Heaps under a spawning code: a heap `n` becomes any set of distinct
/// smaller heaps that, with `n`, some element allows.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainSpawning {
    code: &'static [Turns],
    heaps: Vec<u32>,
}

impl Plain for PlainSpawning {
    fn moves(&self) -> Vec<(String, PlainSpawning)> {
        let mut out = Vec::new();
        for (i, &n) in self.heaps.iter().enumerate() {
            if self.heaps[..i].contains(&n) {
                continue;
            }
            for mask in 0u32..1 << (n - 1) {
                let spawned: Vec<u32> = (1..n).filter(|p| mask >> (p - 1) & 1 == 1).collect();
                let mut turned = spawned.clone();
                turned.push(n);
                if !self.code.iter().any(|t| t.allows(&turned)) {
                    continue;
                }
                // The heaps as a multiset (kept sorted), equal heaps kept.
                let mut heaps = self.heaps.clone();
                heaps.splice(i..=i, spawned.iter().copied());
                heaps.sort_unstable();
                let list: Vec<String> = spawned.iter().map(u32::to_string).collect();
                let to = if list.is_empty() {
                    "none".to_string()
                } else {
                    list.join(" ")
                };
                out.push((
                    format!("{n} -> {to}"),
                    PlainSpawning {
                        code: self.code,
                        heaps,
                    },
                ));
            }
        }
        out
    }
}

#[test]
fn spawning_matches_plain_search() {
    const ANY: usize = usize::MAX;
    let t = Turns::new;
    let with = |base: Turns, f: &dyn Fn(&mut Turns)| {
        let mut b = base;
        f(&mut b);
        b
    };
    let codes: Vec<(&str, Vec<Turns>)> = vec![
        ("1-2", vec![t(1, 2)]),
        ("2", vec![t(2, 2)]),
        ("1-3", vec![t(1, 3)]),
        ("1+C", vec![with(t(1, ANY), &|e| e.consecutive = true)]),
        ("1+S", vec![with(t(1, ANY), &|e| e.symmetric = true)]),
        ("2-4S", vec![with(t(2, 4), &|e| e.symmetric = true)]),
        (
            "1-2,3E",
            vec![t(1, 2), with(t(3, 3), &|e| e.equally_spaced = true)],
        ),
        ("2+E", vec![with(t(2, ANY), &|e| e.equally_spaced = true)]),
        ("2C(3)", vec![with(t(2, 2), &|e| e.window = Some(3))]),
        ("1-3F", vec![with(t(1, 3), &|e| e.first = true)]),
        (
            "1,3+SF",
            vec![
                t(1, 1),
                with(t(3, ANY), &|e| {
                    e.symmetric = true;
                    e.first = true
                }),
            ],
        ),
        ("2-4C(4)", vec![with(t(2, 4), &|e| e.window = Some(4))]),
        (
            "3E,2C",
            vec![
                with(t(3, 3), &|e| e.equally_spaced = true),
                with(t(2, 2), &|e| e.consecutive = true),
            ],
        ),
    ];
    let mut checked = 0;
    for (code, elements) in codes {
        let elements: &'static [Turns] = Box::leak(elements.into_boxed_slice());
        let mut memo = HashMap::new();
        let mut positions: Vec<Vec<u32>> = (1..=7).map(|n| vec![n]).collect();
        for a in 1..=4 {
            for b in a..=4 {
                positions.push(vec![a, b]);
                for c in b..=3 {
                    positions.push(vec![a, b, c]);
                }
            }
        }
        for heaps in positions {
            let list: Vec<String> = heaps.iter().map(u32::to_string).collect();
            let text = format!("{code}: {}", list.join(" "));
            let plain = PlainSpawning {
                code: elements,
                heaps,
            };
            check("spawning", &text, &plain, &mut memo);
            checked += 1;
        }
    }
    assert!(checked > 250, "{checked}");
}

/// Codes that are the coin-turning games of *Winning Ways* ch. 14 give
/// their heads' values (coin n a heap of n): Turning Turtles `1-2`, Twins
/// `2`, Mock Turtles `1-3`, Moebius `1-5`, Mogul `1-7`, Ruler `1+C`.
#[test]
fn spawning_codes_are_the_coin_turning_games() {
    use conway::rulesets::coin_turning::{coin_values, TurnRule};
    use conway::rulesets::spawning::Spawning;
    let games = [
        ("1-2", TurnRule::AtMost(2)),
        ("2", TurnRule::Exactly(2)),
        ("1-3", TurnRule::AtMost(3)),
        ("1-5", TurnRule::AtMost(5)),
        ("1-7", TurnRule::AtMost(7)),
        ("1+C", TurnRule::Run),
    ];
    for (code, rule) in games {
        let spawning = Spawning::parse(&format!("{code}: 1")).unwrap();
        assert_eq!(
            spawning.code().heap_values(16),
            coin_values(rule, 16),
            "{code}"
        );
    }
    // Moebius, Winning Ways ch. 14: 1 2 4 8 16 31 32 64 103 128 171 213 256 301 342 439.
    let moebius = Spawning::parse("1-5: 1").unwrap().code().heap_values(16);
    assert_eq!(moebius[6], 31);
    assert_eq!(moebius[9], 103);
}

#[test]
fn spawning_errors_name_the_place() {
    let cases = [
        ("1-3x: 4", 4),
        ("0: 4", 1),
        ("3-2: 4", 1),
        ("1-3: 21", 6),
        ("2CE: 4", 3),
        ("2C(0): 5", 4),
    ];
    for (text, column) in cases {
        let e = match rulesets::find("spawning").unwrap().parse(text) {
            Ok(_) => panic!("accepted {text:?}"),
            Err(e) => e,
        };
        assert_eq!((e.line, e.column), (1, column), "{text:?}: {e}");
    }
}

// ---------------------------------------------------------------- Nimstring

/// A Dots-and-Boxes board of `rows` x `cols` boxes as the rules see it:
/// horizontal lines `h[r][c]` (dots (r,c)-(r,c+1)) and vertical lines
/// `v[r][c]` (dots (r,c)-(r+1,c)), drawn or not.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct PlainDots {
    h: Vec<Vec<bool>>,
    v: Vec<Vec<bool>>,
}

impl PlainDots {
    fn boxes_done(&self) -> usize {
        let (rows, cols) = (self.v.len(), self.h[0].len());
        (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .filter(|&(r, c)| self.h[r][c] && self.h[r + 1][c] && self.v[r][c] && self.v[r][c + 1])
            .count()
    }

    /// The boards after one more line, and whether it completed a box.
    fn draws(&self) -> Vec<(PlainDots, bool)> {
        let mut out = Vec::new();
        let done = self.boxes_done();
        for (vertical, lines) in [(false, &self.h), (true, &self.v)] {
            for (r, row) in lines.iter().enumerate() {
                for (c, &drawn) in row.iter().enumerate() {
                    if drawn {
                        continue;
                    }
                    let mut next = self.clone();
                    if vertical {
                        next.v[r][c] = true;
                    } else {
                        next.h[r][c] = true;
                    }
                    let completed = next.boxes_done() > done;
                    out.push((next, completed));
                }
            }
        }
        out
    }

    /// The drawing, as the ruleset reads it.
    fn text(&self) -> String {
        let mut rows = Vec::new();
        for r in 0..self.h.len() {
            let dots: Vec<String> = self.h[r]
                .iter()
                .map(|&d| if d { "-" } else { "." }.to_string())
                .collect();
            rows.push(format!("+{}+", dots.join("+")));
            if r < self.v.len() {
                let bars: Vec<&str> = self.v[r]
                    .iter()
                    .map(|&d| if d { "|" } else { "." })
                    .collect();
                rows.push(bars.join("."));
            }
        }
        rows.join("/")
    }

    /// Every board of `rows` x `cols` boxes (every set of drawn lines).
    fn all(rows: usize, cols: usize) -> Vec<PlainDots> {
        let lines = (rows + 1) * cols + rows * (cols + 1);
        (0..1u32 << lines)
            .map(|mask| {
                let mut bit = 0;
                let mut take = || {
                    bit += 1;
                    mask >> (bit - 1) & 1 == 1
                };
                let h = (0..=rows)
                    .map(|_| (0..cols).map(|_| take()).collect())
                    .collect();
                let v = (0..rows)
                    .map(|_| (0..=cols).map(|_| take()).collect())
                    .collect();
                PlainDots { h, v }
            })
            .collect()
    }
}

impl Plain for PlainDots {
    /// A turn: lines completing boxes, then one that completes none (a
    /// turn that completes the last box leaves its player unable to move
    /// again, so it is no move); each board a turn leaves, once.
    fn moves(&self) -> Vec<(String, PlainDots)> {
        let mut ends: Vec<PlainDots> = Vec::new();
        let mut stack = vec![self.clone()];
        let mut seen = std::collections::HashSet::new();
        while let Some(board) = stack.pop() {
            for (next, completed) in board.draws() {
                if completed {
                    if seen.insert(next.clone()) {
                        stack.push(next);
                    }
                } else if !ends.contains(&next) {
                    ends.push(next);
                }
            }
        }
        ends.into_iter().map(|b| (String::new(), b)).collect()
    }
}

#[test]
fn nimstring_matches_plain_search() {
    let mut memo = HashMap::new();
    let mut checked = 0;
    for (rows, cols) in [(1, 1), (1, 2), (2, 1), (1, 3), (2, 2)] {
        for board in PlainDots::all(rows, cols) {
            let text = board.text();
            let a = analyze("nimstring", &text);
            let g = board.grundy(&mut memo);
            assert_eq!(a.nimber.map(|n| n.0), Some(g), "nimstring '{text}'");
            let winning = board
                .moves()
                .iter()
                .filter(|(_, o)| o.grundy(&mut memo) == 0)
                .count();
            assert_eq!(a.left_moves.len(), winning, "winning turns of '{text}'");
            checked += 1;
        }
    }
    assert_eq!(checked, 16 + 128 + 128 + 1024 + 4096);
}

/// A single box: with one line left, the only line completes the last box
/// and leaves its player to move with nothing to draw, a loss (Winning
/// Ways ch. 16: completing a box obliges another move); so one line left
/// is 0, two *1, three 0, four *1.
#[test]
fn nimstring_single_box() {
    let values = [
        ("+-+/|.|/+.+", 0),
        ("+-+/|../+.+", 1),
        ("+-+/.../+.+", 0),
        ("+.+/.../+.+", 1),
    ];
    for (text, value) in values {
        assert_eq!(
            analyze("nimstring", text).nimber.map(|n| n.0),
            Some(value),
            "{text}"
        );
    }
}

/// Mirror images (and, on a square board, transposes) are keyed alike in
/// the table, and a board that is its own image stays itself.
#[test]
fn nimstring_symmetric_boards_share_their_key() {
    use conway::impartial::ImpartialGame;
    use conway::rulesets::nimstring::Nimstring;
    let key = |text: &str| Nimstring::parse(text).unwrap().normalized();
    // One line drawn on a 1 x 2 board: its left end and right end.
    assert_eq!(key("+-+.+/...../+.+.+"), key("+.+-+/...../+.+.+"));
    assert_eq!(key("+-+.+/...../+.+.+"), key("+.+.+/...../+.+-+"));
    // A 2 x 2 board: the top-left horizontal line and the top-left
    // vertical line are transposes.
    assert_eq!(
        key("+-+.+/...../+.+.+/...../+.+.+"),
        key("+.+.+/|..../+.+.+/...../+.+.+")
    );
    // A 1 x 2 board's top and middle vertical lines are not images.
    assert_ne!(key("+-+.+/...../+.+.+"), key("+.+.+/..|../+.+.+"));
}

#[test]
fn nimstring_errors_name_the_place() {
    let cases = [
        ("+-+/|x|/+-+", 1, 6),
        ("+-+/|.|", 1, 5),
        ("+-+\n|.|\n+-", 3, 3),
        (
            "+-+-+-+-+-+/|/+-+-+-+-+-+/|/+-+-+-+-+-+/|/+-+-+-+-+-+/|/+-+-+-+-+-+/|/+-+-+-+-+-+",
            1,
            1,
        ),
    ];
    for (text, line, column) in cases {
        let e = match rulesets::find("nimstring").unwrap().parse(text) {
            Ok(_) => panic!("accepted {text:?}"),
            Err(e) => e,
        };
        assert_eq!((e.line, e.column), (line, column), "{text:?}: {e}");
    }
}

/// The default walk of `Position::either_player_values` (by moves and
/// notation): on an impartial ruleset both players' moves are the same
/// moves, so the value is the ruleset's own Grundy value, and each option's
/// value is that option's.
#[test]
fn either_player_values_by_moves_are_the_grundy_values_of_impartial_rulesets() {
    let control = conway::control::Control::unlimited();
    for (ruleset, text) in [
        ("nim", "3 5 6"),
        ("wythoff", "3 5"),
        ("take-and-break", "0.77: 7 4"),
    ] {
        let p = rulesets::find(ruleset).unwrap().parse(text).unwrap();
        let values = p.either_player_values(&control).unwrap();
        assert_eq!(Some(values.value), p.analyze().nimber, "{ruleset} {text}");
        let options: Vec<_> = [conway::value::Player::Left, conway::value::Player::Right]
            .into_iter()
            .flat_map(|player| p.moves(player))
            .map(|m| m.position.analyze().nimber.unwrap())
            .collect();
        assert_eq!(values.options, options, "{ruleset} {text}");
    }
}
