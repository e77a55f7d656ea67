//! Sidling one strongly connected part at a time.
//!
//! Sidling's equations are local: a position's onside approximation is
//! made from its options' approximations, and play that leaves a strongly
//! connected part of the game's graph never comes back to it. So the
//! greatest solution can be found part by part, options first: sidle one
//! part with its moves out of the part going to the onsides already found
//! (stoppers, which sidling does not iterate). Replacing an option by a
//! game with the same onside keeps the onside (in the difference Left
//! mirrors, and the options' difference is one she survives), so the
//! root's part, sidled in the end with every part below it replaced so,
//! has the onside of the whole game.
//!
//! A round of sidling simplifies its whole approximation graph, and
//! deciding the order on a strongly connected part costs about the square
//! of its size. Sidling the whole graph at once pays that for every part
//! in every round, for as many rounds as the slowest part needs; by parts,
//! each part pays only for itself and the small simplest forms below it.
//! A game of 10^5 positions whose cycles are local (a Backsliding Toads
//! position far from its end, a random game with short alternating
//! cycles) is sidled in time about linear in its size; one giant part is
//! as costly as before.

use super::components::strong_components;
use super::graph::{Graph, Node};
use super::sidling::sidle_every_node;
use super::simplify::simplify_all;
use super::stopper::stopper_nodes;
use crate::value::Player;
use rustc_hash::FxHashMap;

/// `g` (node 0 the root, every node reachable from it) with the parts
/// below the root's strongly connected part replaced by their onsides:
/// the root's part (node 0 still the root) over a stopper graph. `None`
/// when that gains nothing (no part below the root's is loopy, or the
/// root is a stopper) or some part below does not settle (the caller then
/// sidles the whole game, and may prove a guess).
pub(super) fn sides_below_root(g: &Graph, name: &'static str) -> Option<Graph> {
    replaced_below_root(g, name, false).map(|(graph, _)| graph)
}

/// `g` (node 0 the root, every node reachable from it) with the parts
/// below the root's strongly connected part replaced by their onsides,
/// the stoppers among them in simplest form and shared: the root's part
/// first (node 0 still the root), then a stopper graph, and the size of
/// the root's part. `None` when the root is a stopper or some part below
/// does not settle.
pub(super) fn root_part_over_sides(g: &Graph, name: &'static str) -> Option<(Graph, usize)> {
    replaced_below_root(g, name, true)
}

/// [`sides_below_root`], and with `always` [`root_part_over_sides`].
fn replaced_below_root(g: &Graph, name: &'static str, always: bool) -> Option<(Graph, usize)> {
    let stopper = stopper_nodes(g);
    if stopper[0] {
        return None;
    }
    let parts = strong_components(g.len(), |v| successors(g, v as Node));
    // Every node is reachable from node 0, so the root's part comes last.
    let (root_part, below) = parts.split_last()?;
    if !always && below.iter().all(|part| stopper[part[0]]) {
        return None;
    }
    let mut sides = Sides::of_stoppers(g, &stopper);
    for part in below.iter().filter(|part| !stopper[part[0]]) {
        let part: Vec<Node> = part.iter().map(|&v| v as Node).collect();
        let (graph, below_nodes) = sides.part_graph(g, &part);
        let (simple, onside) = sidle_every_node(&graph, name).ok()?;
        sides.graft(&simple, &onside, &part, &below_nodes);
    }
    let mut root_part: Vec<Node> = root_part.iter().map(|&v| v as Node).collect();
    let at = root_part
        .iter()
        .position(|&v| v == 0)
        .expect("the root's part");
    root_part.swap(0, at);
    Some((sides.part_graph(g, &root_part).0, root_part.len()))
}

/// Both players' options of `v`, as node indices.
fn successors(g: &Graph, v: Node) -> impl Iterator<Item = usize> + '_ {
    let (left, right) = (g.options(v, Player::Left), g.options(v, Player::Right));
    left.iter().chain(right).map(|&w| w as usize)
}

/// The onsides found so far: a stopper graph, and the node of each
/// position's onside in it (`Node::MAX` while not found).
struct Sides {
    graph: Graph,
    of: Vec<Node>,
}

impl Sides {
    /// The stopper positions of `g`, each its own onside, in simplest
    /// form.
    fn of_stoppers(g: &Graph, stopper: &[bool]) -> Sides {
        let mut stoppers = g.clone();
        for v in (0..g.len()).filter(|&v| !stopper[v]) {
            for p in [Player::Left, Player::Right] {
                stoppers.options_mut(v as Node, p).clear();
            }
        }
        let (simple, representative) = simplify_all(&stoppers);
        let roots: Vec<Node> = (0..g.len())
            .filter(|&v| stopper[v])
            .map(|v| representative[v])
            .collect();
        let (graph, index) = simple.extract_all(&roots);
        let of = (0..g.len())
            .map(|v| match stopper[v] {
                true => index[representative[v] as usize],
                false => Node::MAX,
            })
            .collect();
        Sides { graph, of }
    }

    /// The game of a part of `g` whose moves out of it go to their
    /// onsides: the part's nodes first (in `part`'s order), then the
    /// onsides they reach, and the node of `self.graph` each of those is.
    fn part_graph(&self, g: &Graph, part: &[Node]) -> (Graph, Vec<Node>) {
        let local: FxHashMap<Node, Node> = part
            .iter()
            .enumerate()
            .map(|(i, &v)| (v, i as Node))
            .collect();
        let mut out = Graph::new();
        for _ in part {
            out.add_node();
        }
        // The onsides below, numbered from part.len() on as first reached.
        let mut below: Vec<Node> = Vec::new();
        let mut number: FxHashMap<Node, Node> = FxHashMap::default();
        let mut enter = |s: Node, out: &mut Graph, below: &mut Vec<Node>| {
            *number.entry(s).or_insert_with(|| {
                below.push(s);
                out.add_node()
            })
        };
        for (i, &v) in part.iter().enumerate() {
            for p in [Player::Left, Player::Right] {
                for &w in g.options(v, p) {
                    let target = match local.get(&w) {
                        Some(&j) => j,
                        None => enter(self.of[w as usize], &mut out, &mut below),
                    };
                    out.add_option(i as Node, p, target);
                }
            }
        }
        let mut head = 0;
        while head < below.len() {
            let (s, node) = (below[head], (part.len() + head) as Node);
            head += 1;
            for p in [Player::Left, Player::Right] {
                for &t in self.graph.options(s, p) {
                    let target = enter(t, &mut out, &mut below);
                    out.add_option(node, p, target);
                }
            }
        }
        (out, below)
    }

    /// Records the onsides of `part`'s positions: `onside[i]` is the node
    /// of `simple` that is the onside of node `i` of the part's game,
    /// whose nodes from `part.len()` on are `below`'s nodes of
    /// `self.graph`. Nodes of `simple` that are those are not copied.
    fn graft(&mut self, simple: &Graph, onside: &[Node], part: &[Node], below: &[Node]) {
        let mut known: FxHashMap<Node, Node> = below
            .iter()
            .enumerate()
            .map(|(j, &s)| (onside[part.len() + j], s))
            .collect();
        let mut fresh: Vec<Node> = Vec::new();
        let mut enter = |x: Node, graph: &mut Graph, fresh: &mut Vec<Node>| {
            *known.entry(x).or_insert_with(|| {
                fresh.push(x);
                graph.add_node()
            })
        };
        for (i, &v) in part.iter().enumerate() {
            self.of[v as usize] = enter(onside[i], &mut self.graph, &mut fresh);
        }
        let mut head = 0;
        while head < fresh.len() {
            let x = fresh[head];
            head += 1;
            let node = enter(x, &mut self.graph, &mut fresh);
            for p in [Player::Left, Player::Right] {
                for &y in simple.options(x, p) {
                    let target = enter(y, &mut self.graph, &mut fresh);
                    self.graph.add_option(node, p, target);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::sidling::{onside, side, sidle, Side};
    use super::*;
    use proptest::prelude::Rng;
    use proptest::test_runner::{RngAlgorithm, TestRng};

    /// A random game of `n` nodes whose moves go down, with passes and
    /// short alternating cycles (`v ↔ v − 1`) here and there, so it has
    /// many loopy parts; root `n − 1`.
    fn local_cycles(n: u32, seed: u64) -> Graph {
        let mut key = [0; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        let mut rng = TestRng::from_seed(RngAlgorithm::ChaCha, &key);
        let mut next = || rng.next_u64();
        let mut g = Graph::new();
        for _ in 0..n {
            g.add_node();
        }
        for v in 1..n {
            for p in [Player::Left, Player::Right] {
                if next() % 4 != 0 {
                    g.add_option(v, p, (next() % u64::from(v)) as Node);
                }
            }
            match next() % 8 {
                0 => g.add_option(v, Player::Left, v),
                1 => g.add_option(v, Player::Right, v),
                2 | 3 => {
                    g.add_option(v, Player::Left, v - 1);
                    g.add_option(v - 1, Player::Right, v);
                }
                _ => {}
            }
        }
        g.extract(n - 1)
    }

    #[test]
    fn parts_give_the_sides_that_sidling_the_whole_game_gives() {
        let (mut compared, mut by_parts) = (0, 0);
        for seed in 0..300 {
            let g = local_cycles(4 + (seed % 24) as u32, seed);
            for graph in [g.clone(), g.negated()] {
                if sides_below_root(&graph, "onside").is_some() {
                    by_parts += 1;
                }
                let Ok(whole) = sidle(&graph, "onside") else {
                    continue;
                };
                let parts = onside(&graph, "onside").expect("settles when the whole does");
                assert_eq!(parts, whole, "seed {seed}");
                compared += 1;
            }
        }
        assert!(compared > 300 && by_parts > 150, "{compared} {by_parts}");
    }

    #[test]
    fn ten_thousand_positions_with_local_cycles_settle() {
        let g = local_cycles(10_000, 7);
        let reduced = sides_below_root(&g, "onside").expect("loopy parts below the root");
        assert!(reduced.len() < 100, "{}", reduced.len());
        assert!(side(&g, 0, Side::On).is_ok() && side(&g, 0, Side::Off).is_ok());
    }
}
