//! A loopy game graph: nodes with Left and Right option edges, cycles
//! allowed. Short games embed as acyclic subgraphs.

use crate::value::{Game, Player};
use rustc_hash::FxHashMap;

/// A node of a [`Graph`].
pub type Node = u32;

/// A finite graph of game positions: each node lists its Left and Right
/// options (other nodes, itself included: a pass).
///
/// ```
/// use conway::loopy::Graph;
/// use conway::value::Player;
/// let mut g = Graph::new();
/// let on = g.add_node();
/// g.add_option(on, Player::Left, on); // on = {pass|}
/// assert_eq!(g.options(on, Player::Left), &[on]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Graph {
    left: Vec<Vec<Node>>,
    right: Vec<Vec<Node>>,
}

impl Graph {
    /// The empty graph.
    pub fn new() -> Graph {
        Graph::default()
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.left.len()
    }

    /// Has the graph no nodes?
    pub fn is_empty(&self) -> bool {
        self.left.is_empty()
    }

    /// Adds a node without options and returns it.
    pub fn add_node(&mut self) -> Node {
        self.left.push(Vec::new());
        self.right.push(Vec::new());
        (self.left.len() - 1) as Node
    }

    /// Adds the move `from -> to` for `player`.
    pub fn add_option(&mut self, from: Node, player: Player, to: Node) {
        self.options_mut(from, player).push(to);
    }

    /// The options of `v` for `player`.
    pub fn options(&self, v: Node, player: Player) -> &[Node] {
        match player {
            Player::Left => &self.left[v as usize],
            Player::Right => &self.right[v as usize],
        }
    }

    /// The options of `v` for `player`, to change.
    /// The reversed option lists of one player: for each node, the nodes
    /// from which that player moves to it.
    pub(crate) fn reversed(&self, player: Player) -> Vec<Vec<Node>> {
        let mut rev = vec![Vec::new(); self.len()];
        for v in 0..self.len() as Node {
            for &w in self.options(v, player) {
                rev[w as usize].push(v);
            }
        }
        rev
    }

    pub(crate) fn options_mut(&mut self, v: Node, player: Player) -> &mut Vec<Node> {
        match player {
            Player::Left => &mut self.left[v as usize],
            Player::Right => &mut self.right[v as usize],
        }
    }

    /// Adds the canonical form of a short game as an acyclic subgraph
    /// (one node per follower) and returns its node.
    ///
    /// ```
    /// use conway::loopy::Graph;
    /// use conway::value::{Game, Player};
    /// let mut g = Graph::new();
    /// let star = g.embed(Game::nimber(1));
    /// assert_eq!(g.len(), 2);
    /// assert_eq!(g.options(star, Player::Left), g.options(star, Player::Right));
    /// ```
    pub fn embed(&mut self, game: Game) -> Node {
        let mut nodes: FxHashMap<Game, Node> = FxHashMap::default();
        let mut stack = vec![(game, false)];
        while let Some((g, expanded)) = stack.pop() {
            if nodes.contains_key(&g) {
                continue;
            }
            if !expanded {
                // A number has as many followers as its birthday: under a
                // watching control, each follower counts as work.
                crate::control::work_point();
                stack.push((g, true));
                for o in g.left_options().iter().chain(g.right_options().iter()) {
                    if !nodes.contains_key(o) {
                        stack.push((*o, false));
                    }
                }
                continue;
            }
            let v = self.add_node();
            for player in [Player::Left, Player::Right] {
                let options: Vec<Node> = g.options(player).iter().map(|o| nodes[o]).collect();
                *self.options_mut(v, player) = options;
            }
            nodes.insert(g, v);
        }
        nodes[&game]
    }

    /// True if every cycle reachable from `root` is a pass (a move from a
    /// node to itself): CGSuite's `IsPlumtree` (on, over, upon are
    /// plumtrees; `a{0|{a|*}}` is not).
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// assert!(LoopyGame::upon().graph().is_plumtree(0));
    /// let g: LoopyGame = "a{0||||0|||a|*||*}".parse().unwrap();
    /// assert!(!g.graph().is_plumtree(g.root()));
    /// ```
    pub fn is_plumtree(&self, root: Node) -> bool {
        let part = self.extract(root);
        let successors = |v: usize| {
            let v32 = v as Node;
            part.left[v]
                .iter()
                .chain(&part.right[v])
                .filter(move |&&w| w != v32)
                .map(|&w| w as usize)
        };
        super::components::strong_components(part.len(), successors)
            .iter()
            .all(|c| c.len() == 1)
    }

    /// The nodes reachable from `root` (itself first), in discovery order.
    pub fn reachable(&self, root: Node) -> Vec<Node> {
        self.reachable_all(&[root])
    }

    /// The nodes reachable from any of `roots`, in discovery order.
    fn reachable_all(&self, roots: &[Node]) -> Vec<Node> {
        let mut seen = vec![false; self.len()];
        let mut order = Vec::new();
        for &root in roots {
            if !seen[root as usize] {
                seen[root as usize] = true;
                order.push(root);
            }
        }
        let mut head = 0;
        while head < order.len() {
            let v = order[head];
            head += 1;
            for &w in self.left[v as usize].iter().chain(&self.right[v as usize]) {
                if !seen[w as usize] {
                    seen[w as usize] = true;
                    order.push(w);
                }
            }
        }
        order
    }

    /// The subgraph reachable from `root`, renumbered so `root` is node 0.
    pub fn extract(&self, root: Node) -> Graph {
        self.extract_all(&[root]).0
    }

    /// The subgraph reachable from any of `roots` (the first one node 0),
    /// and the new number of every old node (`Node::MAX` if dropped).
    pub(crate) fn extract_all(&self, roots: &[Node]) -> (Graph, Vec<Node>) {
        let order = self.reachable_all(roots);
        let mut index = vec![Node::MAX; self.len()];
        for (i, &v) in order.iter().enumerate() {
            index[v as usize] = i as Node;
        }
        let renumber = |list: &Vec<Node>| list.iter().map(|&w| index[w as usize]).collect();
        let graph = Graph {
            left: order
                .iter()
                .map(|&v| renumber(&self.left[v as usize]))
                .collect(),
            right: order
                .iter()
                .map(|&v| renumber(&self.right[v as usize]))
                .collect(),
        };
        (graph, index)
    }

    /// Copies `other` into this graph; returns the offset of its nodes.
    pub fn append(&mut self, other: &Graph) -> Node {
        let offset = self.len() as Node;
        let shift = |list: &Vec<Node>| list.iter().map(|&w| w + offset).collect::<Vec<_>>();
        self.left.extend(other.left.iter().map(shift));
        self.right.extend(other.right.iter().map(shift));
        offset
    }

    /// The graph with Left and Right exchanged (the negative of every node).
    pub fn negated(&self) -> Graph {
        Graph {
            left: self.right.clone(),
            right: self.left.clone(),
        }
    }

    /// The disjunctive sum of `a`'s node `x` and `b`'s node `y`: the
    /// product of the parts reachable from them, its root node 0.
    pub fn sum(a: &Graph, x: Node, b: &Graph, y: Node) -> Graph {
        let mut index: FxHashMap<(Node, Node), Node> = FxHashMap::default();
        let mut pairs = vec![(x, y)];
        index.insert((x, y), 0);
        let mut out = Graph::new();
        let mut head = 0;
        while head < pairs.len() {
            let (u, v) = pairs[head];
            let node = out.add_node();
            debug_assert_eq!(node as usize, head);
            head += 1;
            for player in [Player::Left, Player::Right] {
                let moves = a.options(u, player).iter().map(|&u2| (u2, v));
                let moves = moves.chain(b.options(v, player).iter().map(|&v2| (u, v2)));
                for pair in moves {
                    let next = pairs.len() as Node;
                    let target = *index.entry(pair).or_insert_with(|| {
                        pairs.push(pair);
                        next
                    });
                    out.options_mut(node, player).push(target);
                }
            }
        }
        out
    }

    /// Nodes none of whose followers lie on a cycle, in an order where
    /// each comes after all its options (the short part of the graph).
    pub fn loopfree_order(&self) -> Vec<Node> {
        let n = self.len();
        let mut remaining: Vec<usize> = (0..n)
            .map(|v| self.left[v].len() + self.right[v].len())
            .collect();
        let mut preds: Vec<Vec<Node>> = vec![Vec::new(); n];
        for v in 0..n {
            for &w in self.left[v].iter().chain(&self.right[v]) {
                preds[w as usize].push(v as Node);
            }
        }
        let mut order: Vec<Node> = (0..n as Node)
            .filter(|&v| remaining[v as usize] == 0)
            .collect();
        let mut head = 0;
        while head < order.len() {
            let v = order[head];
            head += 1;
            for &p in &preds[v as usize] {
                remaining[p as usize] -= 1;
                if remaining[p as usize] == 0 {
                    order.push(p);
                }
            }
        }
        order
    }

    /// The short game of every loopfree node (`None` for the others).
    pub fn short_values(&self) -> Vec<Option<Game>> {
        let mut values: Vec<Option<Game>> = vec![None; self.len()];
        for v in self.loopfree_order() {
            let get = |list: &[Node]| -> Vec<Game> {
                list.iter()
                    .map(|&w| values[w as usize].expect("option decided first"))
                    .collect()
            };
            let g = Game::new(&get(&self.left[v as usize]), &get(&self.right[v as usize]));
            values[v as usize] = Some(g);
        }
        values
    }
}
