//! The simplest form of a stopper (Siegel, *Combinatorial Game Theory*,
//! ch. VI §3): dominated options removed, reversible options bypassed,
//! equal nodes fused. Every step keeps the value of every node, so the
//! order of the nodes is computed once, on the graph as given. Two equal
//! stoppers in simplest form are isomorphic graphs (Siegel ch. VI,
//! Theorem 3.10), which is what printing relies on.

use super::graph::{Graph, Node};
use super::stopper::{is_stopper, Survival};
use crate::value::Player;

/// Why a game has no simplest form as a stopper.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotStopper {
    /// Play can alternate for ever from some position.
    #[error(
        "not a stopper: play can alternate for ever (its value is its onside & offside: see SidedValue)"
    )]
    Alternating,
}

/// The simplest form of the stopper at node 0 of `graph` (all of whose
/// nodes are reachable from node 0); node 0 of the result is its root.
///
/// ```
/// use conway::loopy::{simplest_form, Graph};
/// use conway::value::Player;
/// // {0, pass | } with a dominated option 0 < on: it is on = {pass|}.
/// let mut g = Graph::new();
/// let root = g.add_node();
/// let zero = g.add_node();
/// g.add_option(root, Player::Left, zero);
/// g.add_option(root, Player::Left, root);
/// let s = simplest_form(&g).unwrap();
/// assert_eq!(s.len(), 1);
/// assert_eq!(s.options(0, Player::Left), &[0]);
/// ```
pub fn simplest_form(graph: &Graph) -> Result<Graph, NotStopper> {
    if !is_stopper(graph) {
        return Err(NotStopper::Alternating);
    }
    let (fused, representative) = simplify_all(graph);
    Ok(canonical_numbering(&fused.extract(representative[0])))
}

/// Simplifies every node of a stopper graph at once: the graph with
/// dominated options removed, reversible ones bypassed and equal nodes
/// fused, and each node's representative in it (a node of equal value).
/// Nodes that are not representatives are left without options.
pub(crate) fn simplify_all(graph: &Graph) -> (Graph, Vec<Node>) {
    let order = Survival::compute(graph, graph);
    let mut g = graph.clone();
    while simplify_pass(&mut g, &order) {}
    fuse(&g, &order)
}

/// One sweep over all nodes; true if anything changed.
fn simplify_pass(g: &mut Graph, order: &Survival) -> bool {
    let mut changed = false;
    for v in 0..g.len() as Node {
        for player in [Player::Left, Player::Right] {
            loop {
                let before = g.options(v, player).to_vec();
                let mut options = without_dominated(&before, player, order);
                if let Some(bypassed) = bypass_one(g, v, &options, player, order) {
                    options = bypassed;
                }
                if options == before {
                    break;
                }
                *g.options_mut(v, player) = options;
                changed = true;
            }
        }
    }
    changed
}

/// Is option `x` at least as good as `y` for `player`?
fn at_least(player: Player, x: Node, y: Node, order: &Survival) -> bool {
    match player {
        Player::Left => order.ge(x, y),
        Player::Right => order.ge(y, x),
    }
}

/// The options, sorted, without repeats and without dominated ones (of
/// equal options the lowest-numbered stays).
fn without_dominated(options: &[Node], player: Player, order: &Survival) -> Vec<Node> {
    let mut sorted = options.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let dominated = |x: Node| {
        sorted.iter().any(|&y| {
            y != x && at_least(player, y, x, order) && (!at_least(player, x, y, order) || y < x)
        })
    };
    sorted.iter().copied().filter(|&x| !dominated(x)).collect()
}

/// Bypasses the first reversible option, if any: a Left option `x` with a
/// Right option `x^R ≤ v` is replaced by the Left options of `x^R`
/// (and symmetrically for Right).
fn bypass_one(
    g: &Graph,
    v: Node,
    options: &[Node],
    player: Player,
    order: &Survival,
) -> Option<Vec<Node>> {
    let answer = player.opponent();
    for (i, &x) in options.iter().enumerate() {
        let reverses = g
            .options(x, answer)
            .iter()
            .copied()
            .find(|&y| at_least(answer, y, v, order));
        if let Some(y) = reverses {
            let mut replaced: Vec<Node> = options[..i].to_vec();
            replaced.extend_from_slice(&options[i + 1..]);
            replaced.extend_from_slice(g.options(y, player));
            replaced.sort_unstable();
            replaced.dedup();
            return Some(replaced);
        }
    }
    None
}

/// Merges equal nodes: the fused graph and each node's representative.
fn fuse(g: &Graph, order: &Survival) -> (Graph, Vec<Node>) {
    let n = g.len() as Node;
    let mut representative: Vec<Node> = (0..n).collect();
    for v in 0..n {
        if let Some(u) =
            (0..v).find(|&u| representative[u as usize] == u && order.ge(u, v) && order.ge(v, u))
        {
            representative[v as usize] = u;
        }
    }
    let mut fused = Graph::new();
    for _ in 0..n {
        fused.add_node();
    }
    for v in (0..n).filter(|&v| representative[v as usize] == v) {
        for player in [Player::Left, Player::Right] {
            let mut list: Vec<Node> = g
                .options(v, player)
                .iter()
                .map(|&w| representative[w as usize])
                .collect();
            list.sort_unstable();
            list.dedup();
            *fused.options_mut(v, player) = list;
        }
    }
    (fused, representative)
}

/// Renumbers a fused graph so that equal stoppers get identical graphs:
/// nodes are told apart by refining their classes by their options'
/// classes (in a fused simplest form no two nodes share a final class,
/// since nodes that refinement cannot tell apart are equal); options are
/// then listed by class and nodes numbered in that breadth-first order.
pub(crate) fn canonical_numbering(g: &Graph) -> Graph {
    let n = g.len();
    let short = g.short_values();
    let mut class: Vec<usize> = vec![0; n];
    let mut classes = 0;
    loop {
        let signature = |v: usize| {
            let side = |p| {
                let mut c: Vec<usize> = g
                    .options(v as Node, p)
                    .iter()
                    .map(|&w| class[w as usize])
                    .collect();
                c.sort_unstable();
                c
            };
            (
                short[v].map(|x| x.to_string()),
                class[v],
                side(Player::Left),
                side(Player::Right),
            )
        };
        let mut signatures: Vec<_> = (0..n).map(|v| (signature(v), v)).collect();
        signatures.sort_unstable();
        let mut next = vec![0; n];
        let mut count = 0;
        for i in 0..n {
            if i > 0 && signatures[i].0 != signatures[i - 1].0 {
                count += 1;
            }
            next[signatures[i].1] = count;
        }
        class = next;
        if count + 1 == classes {
            break;
        }
        classes = count + 1;
    }
    let mut sorted = g.clone();
    for v in 0..n as Node {
        for p in [Player::Left, Player::Right] {
            sorted.options_mut(v, p).sort_by_key(|&w| class[w as usize]);
        }
    }
    sorted.extract(0)
}
