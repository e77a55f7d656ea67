//! Loopy games for tests: random small game graphs and a plain
//! retrograde analysis of sums of them (who wins from each start, draws
//! included), written here without the library's solvers.

use conway::loopy::{Graph, LoopyGame, Play};
use conway::value::{Game, Player};

/// A small deterministic random source (xorshift*).
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random graph of 1–4 loopy nodes whose options are other nodes and a
/// few short games; node 0 is the root.
pub fn random_graph(rng: &mut Rng) -> Graph {
    let n = 1 + rng.below(4) as u32;
    let mut g = Graph::new();
    for _ in 0..n {
        g.add_node();
    }
    let shorts = [
        Game::ZERO,
        Game::integer(1),
        Game::integer(-1),
        Game::nimber(1),
    ];
    let leaves: Vec<u32> = shorts.iter().map(|&s| g.embed(s)).collect();
    for v in 0..n {
        for p in [Player::Left, Player::Right] {
            for w in 0..n {
                if rng.below(3) == 0 {
                    g.add_option(v, p, w);
                }
            }
            if rng.below(3) == 0 {
                g.add_option(v, p, leaves[rng.below(4) as usize]);
            }
        }
    }
    g
}

pub fn random_game(rng: &mut Rng) -> LoopyGame {
    LoopyGame::unsimplified(random_graph(rng), 0)
}

pub fn random_stopper(rng: &mut Rng) -> LoopyGame {
    loop {
        let g = random_game(rng);
        if g.is_stopper() {
            return g;
        }
    }
}

/// Asserts that `a` and `b` have the same outcomes (by [`oracle`]) in
/// `contexts` random stopper contexts.
pub fn assert_same_in_contexts(a: &LoopyGame, b: &LoopyGame, rng: &mut Rng, contexts: usize) {
    for _ in 0..contexts {
        let x = random_stopper(rng);
        assert_eq!(oracle(&[a, &x]), oracle(&[b, &x]), "{b} in context {x}");
    }
}

/// Who wins the sum of the components from their roots, with Left and
/// with Right moving first: a naive fixed point over all positions.
pub fn oracle(parts: &[&LoopyGame]) -> (Play, Play) {
    let sizes: Vec<usize> = parts.iter().map(|p| p.graph().len()).collect();
    let count: usize = sizes.iter().product();
    let decode = |mut i: usize| {
        let mut t = Vec::new();
        for &s in &sizes {
            t.push(i % s);
            i /= s;
        }
        t
    };
    let encode = |t: &[usize]| {
        t.iter()
            .rev()
            .zip(sizes.iter().rev())
            .fold(0, |acc, (&x, &s)| acc * s + x)
    };
    let moves = |i: usize, p: Player| {
        let t = decode(i);
        let mut out = Vec::new();
        for (k, part) in parts.iter().enumerate() {
            for &w in part.graph().options(t[k] as u32, p) {
                let mut u = t.clone();
                u[k] = w as usize;
                out.push(encode(&u));
            }
        }
        out
    };
    // result[mover][i]: Some(winner) once decided.
    let mut result: [Vec<Option<Player>>; 2] = [vec![None; count], vec![None; count]];
    let idx = |p: Player| (p == Player::Right) as usize;
    loop {
        let mut changed = false;
        for i in 0..count {
            for p in [Player::Left, Player::Right] {
                if result[idx(p)][i].is_some() {
                    continue;
                }
                let next: Vec<Option<Player>> = moves(i, p)
                    .iter()
                    .map(|&j| result[idx(p.opponent())][j])
                    .collect();
                let decided = if next.contains(&Some(p)) {
                    Some(p)
                } else if next.iter().all(|&r| r == Some(p.opponent())) {
                    Some(p.opponent())
                } else {
                    None
                };
                if decided.is_some() {
                    result[idx(p)][i] = decided;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let start = encode(&parts.iter().map(|p| p.root() as usize).collect::<Vec<_>>());
    let play = |r: Option<Player>| match r {
        Some(Player::Left) => Play::LeftWins,
        Some(Player::Right) => Play::RightWins,
        None => Play::Draw,
    };
    (play(result[0][start]), play(result[1][start]))
}
