//! The simplest form of a stopper (Siegel, *Combinatorial Game Theory*,
//! ch. VI §3): dominated options removed, reversible options bypassed,
//! equal nodes fused. Every step keeps the value of every node, so the
//! order of the nodes is computed once, on the graph as given. Two equal
//! stoppers in simplest form are isomorphic graphs (Siegel ch. VI,
//! Theorem 3.10), which is what printing relies on.

use super::components::strong_components;
use super::graph::{Graph, Node};
use super::order::{LazyOrder, StopperOrder};
use super::stopper::{is_stopper, Survival};
use crate::value::Player;
use rustc_hash::FxHashMap;

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
/// Strongly connected parts are simplified options first, each against
/// the simplest forms below it, with the order of nodes decided only for
/// the pairs it needs ([`LazyOrder`]); equal nodes are then fused by
/// partition refinement. The result is the graph
/// [`simplest_form_pairwise`] gives.
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

/// The simplest form of the stopper at node 0 of `graph` by ordering all
/// pairs of nodes first ([`Survival`]): time and memory quadratic in the
/// size of the graph. The reference [`simplest_form`] is tested against.
///
/// ```
/// use conway::loopy::{simplest_form, simplest_form_pairwise, LoopyGame};
/// let g = LoopyGame::unsimplified(LoopyGame::upon().graph().clone(), 0);
/// assert_eq!(simplest_form_pairwise(g.graph()), simplest_form(g.graph()));
/// ```
pub fn simplest_form_pairwise(graph: &Graph) -> Result<Graph, NotStopper> {
    if !is_stopper(graph) {
        return Err(NotStopper::Alternating);
    }
    let mut order = Survival::compute(graph, graph);
    let mut g = graph.clone();
    while simplify_pass(&mut g, &mut order) {}
    let (fused, representative) = fuse(&g, &mut order);
    Ok(canonical_numbering(&fused.extract(representative[0])))
}

/// Simplifies every node of a stopper graph at once: the graph with
/// dominated options removed, reversible ones bypassed and equal nodes
/// fused, and each node's representative in it (a node of equal value).
/// Nodes that are not representatives are left without options.
pub(crate) fn simplify_all(graph: &Graph) -> (Graph, Vec<Node>) {
    let mut g = graph.clone();
    let mut order = LazyOrder::default();
    let consed = simplify_by_components(&mut g, &mut order);
    let (fused, class) = fuse_bisimilar(&g, &consed);
    let representative = consed.iter().map(|&r| class[r as usize]).collect();
    (fused, representative)
}

/// Simplifies the strongly connected parts of `g` options first. Each
/// part's options outside it are first replaced by their representatives
/// (simplified already); single nodes equal in form to an earlier one
/// (the same options, a pass for a pass) get it as representative. The
/// representative of every node (itself for the rest).
fn simplify_by_components(g: &mut Graph, order: &mut impl StopperOrder) -> Vec<Node> {
    let n = g.len();
    let parts = strong_components(n, |v| {
        let v = v as Node;
        let (left, right) = (g.options(v, Player::Left), g.options(v, Player::Right));
        left.iter()
            .chain(right)
            .map(|&w| w as usize)
            .collect::<Vec<_>>()
            .into_iter()
    });
    let mut representative: Vec<Node> = (0..n as Node).collect();
    let mut forms: FxHashMap<(Vec<Node>, Vec<Node>), Node> = FxHashMap::default();
    for part in parts {
        let part: Vec<Node> = part.into_iter().map(|v| v as Node).collect();
        for &v in &part {
            for player in [Player::Left, Player::Right] {
                let options = g.options_mut(v, player);
                for w in options.iter_mut() {
                    *w = representative[*w as usize];
                }
                options.sort_unstable();
                options.dedup();
            }
        }
        loop {
            let mut changed = false;
            for &v in &part {
                changed |= simplify_node(g, v, order);
            }
            if !changed {
                break;
            }
        }
        if let [v] = part[..] {
            let own = |p| -> Vec<Node> {
                let mut list: Vec<Node> = g
                    .options(v, p)
                    .iter()
                    .map(|&w| if w == v { Node::MAX } else { w })
                    .collect();
                list.sort_unstable();
                list
            };
            let form = (own(Player::Left), own(Player::Right));
            representative[v as usize] = *forms.entry(form).or_insert(v);
        }
    }
    representative
}

/// One sweep over all nodes; true if anything changed.
fn simplify_pass(g: &mut Graph, order: &mut impl StopperOrder) -> bool {
    let mut changed = false;
    for v in 0..g.len() as Node {
        changed |= simplify_node(g, v, order);
    }
    changed
}

/// Removes dominated options of `v` and bypasses reversible ones until
/// none is left; true if anything changed.
fn simplify_node(g: &mut Graph, v: Node, order: &mut impl StopperOrder) -> bool {
    // Large graphs take long: under a watching control, stop here.
    crate::control::poll_point();
    let mut changed = false;
    for player in [Player::Left, Player::Right] {
        loop {
            let before = g.options(v, player).to_vec();
            let mut options = without_dominated(g, &before, player, order);
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
    changed
}

/// Is option `x` at least as good as `y` for `player`?
fn at_least(g: &Graph, player: Player, x: Node, y: Node, order: &mut impl StopperOrder) -> bool {
    match player {
        Player::Left => order.ge(g, x, y),
        Player::Right => order.ge(g, y, x),
    }
}

/// The options, sorted, without repeats and without dominated ones (of
/// equal options the lowest-numbered stays).
fn without_dominated(
    g: &Graph,
    options: &[Node],
    player: Player,
    order: &mut impl StopperOrder,
) -> Vec<Node> {
    let mut sorted = options.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let mut kept = Vec::with_capacity(sorted.len());
    for &x in &sorted {
        let dominated = sorted.iter().any(|&y| {
            y != x
                && at_least(g, player, y, x, order)
                && (y < x || !at_least(g, player, x, y, order))
        });
        if !dominated {
            kept.push(x);
        }
    }
    kept
}

/// Bypasses the first reversible option, if any: a Left option `x` with a
/// Right option `x^R ≤ v` is replaced by the Left options of `x^R`
/// (and symmetrically for Right).
fn bypass_one(
    g: &Graph,
    v: Node,
    options: &[Node],
    player: Player,
    order: &mut impl StopperOrder,
) -> Option<Vec<Node>> {
    let answer = player.opponent();
    for (i, &x) in options.iter().enumerate() {
        let reverses = g
            .options(x, answer)
            .iter()
            .copied()
            .find(|&y| at_least(g, answer, y, v, order));
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

/// Merges equal nodes by comparing all pairs: the fused graph and each
/// node's representative.
fn fuse(g: &Graph, order: &mut impl StopperOrder) -> (Graph, Vec<Node>) {
    let n = g.len() as Node;
    let mut representative: Vec<Node> = (0..n).collect();
    for v in 0..n {
        if let Some(u) = (0..v)
            .find(|&u| representative[u as usize] == u && order.ge(g, u, v) && order.ge(g, v, u))
        {
            representative[v as usize] = u;
        }
    }
    (quotient(g, &representative), representative)
}

/// The graph of the representatives (nodes that are their own), with
/// options replaced by their representatives; other nodes get no options.
fn quotient(g: &Graph, representative: &[Node]) -> Graph {
    let n = g.len() as Node;
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
    fused
}

/// Merges equal nodes of a graph whose nodes have no dominated or
/// reversible options: such stoppers are equal exactly when they are
/// bisimilar (each option of one equals an option of the other: Siegel
/// ch. VI, the proof of Theorem 3.10), so classes are refined by their
/// options' classes until stable. Only the representatives given (nodes
/// that are their own) take part; the fused graph and every node's class
/// representative (the lowest node of its class).
fn fuse_bisimilar(g: &Graph, live: &[Node]) -> (Graph, Vec<Node>) {
    let n = g.len();
    let nodes: Vec<Node> = (0..n as Node).filter(|&v| live[v as usize] == v).collect();
    // Start from what equal simplified stoppers share: the short value
    // (for the nodes that reach no cycle) and the number of options.
    let short = g.short_values();
    let mut class: Vec<Node> = vec![Node::MAX; n];
    let mut classes = refine(&nodes, &mut class, |v, _| {
        let count = |p| g.options(v, p).len();
        (short[v as usize], count(Player::Left), count(Player::Right))
    });
    loop {
        let signature = |v: Node, class: &[Node]| {
            let side = |p| {
                let mut list: Vec<Node> = g
                    .options(v, p)
                    .iter()
                    .map(|&w| class[live[w as usize] as usize])
                    .collect();
                list.sort_unstable();
                list.dedup();
                list
            };
            (class[v as usize], side(Player::Left), side(Player::Right))
        };
        let count = refine(&nodes, &mut class, signature);
        if count == classes {
            break;
        }
        classes = count;
    }
    // Each class is represented by its lowest node.
    let mut lowest: Vec<Node> = vec![Node::MAX; n];
    for &v in &nodes {
        let c = class[v as usize] as usize;
        lowest[c] = lowest[c].min(v);
    }
    let representative: Vec<Node> = (0..n)
        .map(|v| lowest[class[live[v] as usize] as usize])
        .collect();
    (quotient(g, &representative), representative)
}

/// Renumbers the classes of `nodes` by a key of each node (given the
/// current classes); returns the number of classes.
fn refine<K: std::hash::Hash + Eq>(
    nodes: &[Node],
    class: &mut [Node],
    key: impl Fn(Node, &[Node]) -> K,
) -> usize {
    let mut ids: FxHashMap<K, Node> = FxHashMap::default();
    let next: Vec<Node> = nodes
        .iter()
        .map(|&v| {
            let fresh = ids.len() as Node;
            *ids.entry(key(v, class)).or_insert(fresh)
        })
        .collect();
    for (&v, c) in nodes.iter().zip(next) {
        class[v as usize] = c;
    }
    ids.len()
}

/// Renumbers a fused graph so that equal stoppers get identical graphs:
/// nodes are told apart by refining their classes by their options'
/// classes (in a fused simplest form no two nodes share a final class,
/// since nodes that refinement cannot tell apart are equal); options are
/// then listed by class and nodes numbered in that breadth-first order.
pub(crate) fn canonical_numbering(g: &Graph) -> Graph {
    let n = g.len();
    let short: Vec<Option<String>> = g
        .short_values()
        .into_iter()
        .map(|x| x.map(|x| x.to_string()))
        .collect();
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
            (&short[v], class[v], side(Player::Left), side(Player::Right))
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
