//! Canonical labelling of small graphs with coloured vertices and coloured
//! edges (loops and parallel edges allowed), so that isomorphic positions of
//! graph games (Hackenbush pictures, Snort and Col graphs) meet in the
//! transposition table.
//!
//! The method is individualisation–refinement: vertices are split into
//! classes by colour, and the classes are refined by the classes of their
//! neighbours (colour refinement) until stable; while some class has more
//! than one vertex, each vertex of the first such class is in turn given a
//! class of its own and the refinement runs again. Every branch ends in an
//! order of the vertices, and the order whose relabelled edge list is the
//! smallest is kept. Each step depends only on the graph's structure, never
//! on the input's numbering, so when every branch is explored the result is
//! the same for isomorphic graphs.
//!
//! Highly symmetric graphs have many branches: after [`LEAF_BUDGET`] orders
//! only the first branch of each remaining class is followed. The result is
//! then still a relabelling of the same graph (so still a correct key, with
//! the same value), only not necessarily shared with every isomorphic graph.
//! The search uses an explicit stack, so a long path or cycle does not
//! recurse. Refinement costs up to a round per vertex, so graphs of more
//! than [`MAX_VERTICES`] vertices keep their numbering (sorted by colour
//! only): a correct key, just not one shared with isomorphic graphs.

/// How many complete orders are compared before the search narrows to one
/// branch per class.
pub(crate) const LEAF_BUDGET: usize = 24;

/// Larger graphs are not relabelled.
pub(crate) const MAX_VERTICES: usize = 160;

/// An edge `(u, v, colour)`.
pub(crate) type ColouredEdge = (u32, u32, u8);

/// A vertex order for a graph: `rank[v]` is the new index of vertex `v`.
///
/// `colours[v]` is vertex `v`'s colour, `edges` are `(u, v, colour)` with
/// `u, v < colours.len()`. Vertices of smaller colour get smaller indices.
pub(crate) fn canonical_ranks(colours: &[u32], edges: &[ColouredEdge]) -> Vec<u32> {
    let n = colours.len();
    if n > MAX_VERTICES {
        let mut order: Vec<u32> = (0..n as u32).collect();
        order.sort_by_key(|&v| colours[v as usize]);
        let mut rank = vec![0; n];
        for (i, &v) in order.iter().enumerate() {
            rank[v as usize] = i as u32;
        }
        return rank;
    }
    let adj = Arcs::new(n, edges);
    let mut root = ranks_of(colours);
    refine(&adj, &mut root);
    // The smallest relabelled edge list so far, and its order.
    let mut best: Option<(Vec<ColouredEdge>, Vec<u32>)> = None;
    let mut leaves = 0usize;
    let mut consider = |classes: Vec<u32>, leaves: &mut usize| {
        *leaves += 1;
        let code = relabelled(edges, &classes);
        if best.as_ref().is_none_or(|(b, _)| code < *b) {
            best = Some((code, classes));
        }
    };
    if is_discrete(&root) {
        consider(root, &mut leaves);
    } else {
        let mut stack = vec![Branch::new(root)];
        while let Some(top) = stack.last_mut() {
            let exhausted = top.next == top.cell.len() || (leaves >= LEAF_BUDGET && top.next > 0);
            if exhausted {
                stack.pop();
                continue;
            }
            let v = top.cell[top.next];
            top.next += 1;
            let mut child = individualised(&top.classes, v);
            refine(&adj, &mut child);
            if is_discrete(&child) {
                consider(child, &mut leaves);
            } else {
                stack.push(Branch::new(child));
            }
        }
    }
    best.map(|(_, classes)| classes)
        .unwrap_or_else(|| (0..n as u32).collect())
}

/// A node of the search: a partition and the class being split.
struct Branch {
    classes: Vec<u32>,
    /// The vertices of the first class with more than one vertex.
    cell: Vec<u32>,
    /// The next vertex of `cell` to individualise.
    next: usize,
}

impl Branch {
    fn new(classes: Vec<u32>) -> Branch {
        let mut size = vec![0u32; classes.len()];
        for &c in &classes {
            size[c as usize] += 1;
        }
        let target = (0..size.len()).find(|&c| size[c] > 1).unwrap_or(0) as u32;
        let cell = (0..classes.len() as u32)
            .filter(|&v| classes[v as usize] == target)
            .collect();
        Branch {
            classes,
            cell,
            next: 0,
        }
    }
}

/// Ranks of values among the distinct values (equal values, equal ranks).
fn ranks_of<T: Ord + Clone>(values: &[T]) -> Vec<u32> {
    let mut distinct: Vec<T> = values.to_vec();
    distinct.sort();
    distinct.dedup();
    values
        .iter()
        .map(|x| distinct.binary_search(x).unwrap_or(0) as u32)
        .collect()
}

/// The number of classes of a partition whose classes are ranks
/// `0..count` (as [`ranks_of`] makes them).
fn class_count(classes: &[u32]) -> usize {
    classes.iter().max().map_or(0, |&m| m as usize + 1)
}

/// The edges at each vertex, `(colour, other end)`, stored end to end.
struct Arcs {
    start: Vec<usize>,
    arcs: Vec<(u8, u32)>,
}

impl Arcs {
    fn new(n: usize, edges: &[ColouredEdge]) -> Arcs {
        let mut degree = vec![0usize; n + 1];
        for &(u, v, _) in edges {
            degree[u as usize + 1] += 1;
            if u != v {
                degree[v as usize + 1] += 1;
            }
        }
        for v in 0..n {
            degree[v + 1] += degree[v];
        }
        let mut next = degree.clone();
        let mut arcs = vec![(0, 0); degree[n]];
        for &(u, v, c) in edges {
            arcs[next[u as usize]] = (c, v);
            next[u as usize] += 1;
            if u != v {
                arcs[next[v as usize]] = (c, u);
                next[v as usize] += 1;
            }
        }
        Arcs {
            start: degree,
            arcs,
        }
    }

    fn at(&self, v: usize) -> &[(u8, u32)] {
        &self.arcs[self.start[v]..self.start[v + 1]]
    }
}

fn is_discrete(classes: &[u32]) -> bool {
    class_count(classes) == classes.len()
}

/// Colour refinement: a vertex's new class is the rank of its class
/// together with the multiset of (edge colour, neighbour's class), until the
/// number of classes stops growing. The multiset is summarised by a sum of
/// mixed 64-bit words (no sorting, no allocation per vertex); two different
/// multisets with the same sum would only leave a class unsplit, which the
/// search then splits by individualisation — the order found is a
/// relabelling of the graph either way.
fn refine(adj: &Arcs, classes: &mut Vec<u32>) {
    let mut count = class_count(classes);
    let mut signatures: Vec<(u32, u64)> = vec![(0, 0); classes.len()];
    loop {
        for v in 0..classes.len() {
            let around = adj.at(v).iter().fold(0u64, |acc, &(c, w)| {
                acc.wrapping_add(mix(u64::from(classes[w as usize]) << 8 | u64::from(c)))
            });
            signatures[v] = (classes[v], around);
        }
        *classes = ranks_of(&signatures);
        let now = class_count(classes);
        if now == count {
            return;
        }
        count = now;
    }
}

/// A 64-bit mixing function (the finaliser of SplitMix64).
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The partition with `v` split off just before the rest of its class.
fn individualised(classes: &[u32], v: u32) -> Vec<u32> {
    let target = classes[v as usize];
    let split: Vec<u32> = classes
        .iter()
        .enumerate()
        .map(|(w, &c)| 2 * c + u32::from(c == target && w as u32 != v))
        .collect();
    ranks_of(&split)
}

/// The edge list under a vertex order, each edge with its smaller end
/// first, sorted.
fn relabelled(edges: &[ColouredEdge], rank: &[u32]) -> Vec<ColouredEdge> {
    let mut out: Vec<ColouredEdge> = edges
        .iter()
        .map(|&(u, v, c)| {
            let (a, b) = (rank[u as usize], rank[v as usize]);
            (a.min(b), a.max(b), c)
        })
        .collect();
    out.sort_unstable();
    out
}

/// The edge list of a graph under its canonical order (see
/// [`canonical_ranks`]), and the order.
pub(crate) fn canonical_edges(
    colours: &[u32],
    edges: &[ColouredEdge],
) -> (Vec<ColouredEdge>, Vec<u32>) {
    let rank = canonical_ranks(colours, edges);
    (relabelled(edges, &rank), rank)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fixed pseudo-random permutation of `0..n`.
    fn shuffled(n: u32, seed: u64) -> Vec<u32> {
        let mut p: Vec<u32> = (0..n).collect();
        let mut x = seed | 1;
        for i in (1..n as usize).rev() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            p.swap(i, (x % (i as u64 + 1)) as usize);
        }
        p
    }

    fn permuted(
        colours: &[u32],
        edges: &[ColouredEdge],
        p: &[u32],
    ) -> (Vec<u32>, Vec<ColouredEdge>) {
        let mut c2 = vec![0; colours.len()];
        for (v, &c) in colours.iter().enumerate() {
            c2[p[v] as usize] = c;
        }
        let e2 = edges
            .iter()
            .map(|&(u, v, c)| (p[v as usize], p[u as usize], c))
            .collect();
        (c2, e2)
    }

    fn assert_invariant(colours: &[u32], edges: &[ColouredEdge]) {
        let (code, _) = canonical_edges(colours, edges);
        for seed in 1..8u64 {
            let p = shuffled(colours.len() as u32, seed * 0x9e37_79b9);
            let (c2, e2) = permuted(colours, edges, &p);
            let (code2, _) = canonical_edges(&c2, &e2);
            assert_eq!(code, code2, "{colours:?} {edges:?} under {p:?}");
        }
    }

    #[test]
    fn isomorphic_graphs_get_one_code() {
        let path: Vec<ColouredEdge> = (0..9).map(|i| (i, i + 1, 0)).collect();
        assert_invariant(&[0; 10], &path);
        let mut cycle = path.clone();
        cycle.push((9, 0, 0));
        assert_invariant(&[0; 10], &cycle);
        // A 3×3 grid with one tinted corner, a coloured multigraph with
        // loops, and a tree.
        let mut grid = Vec::new();
        for r in 0..3u32 {
            for c in 0..3u32 {
                if c < 2 {
                    grid.push((3 * r + c, 3 * r + c + 1, 0));
                }
                if r < 2 {
                    grid.push((3 * r + c, 3 * r + c + 3, 0));
                }
            }
        }
        assert_invariant(&[1, 0, 0, 0, 0, 0, 0, 0, 0], &grid);
        let multi = [
            (0, 1, 0),
            (0, 1, 1),
            (1, 2, 2),
            (2, 2, 0),
            (2, 3, 1),
            (3, 0, 2),
        ];
        assert_invariant(&[0, 1, 1, 1], &multi);
        let tree = [
            (0, 1, 0),
            (0, 2, 0),
            (1, 3, 1),
            (1, 4, 1),
            (2, 5, 1),
            (2, 6, 0),
        ];
        assert_invariant(&[0, 1, 1, 1, 1, 1, 1], &tree);
    }

    #[test]
    fn different_graphs_get_different_codes() {
        let path = [(0, 1, 0), (1, 2, 0)];
        let star = [(0, 1, 0), (0, 2, 0)];
        // With vertex 0 coloured apart, the path from it and the star
        // around it differ.
        assert_ne!(
            canonical_edges(&[0, 1, 1], &path).0,
            canonical_edges(&[0, 1, 1], &star).0
        );
        // Edge colours count.
        assert_ne!(
            canonical_edges(&[0, 1], &[(0, 1, 0)]).0,
            canonical_edges(&[0, 1], &[(0, 1, 1)]).0
        );
    }

    #[test]
    fn smaller_colours_come_first() {
        let rank = canonical_ranks(&[1, 1, 0], &[(0, 1, 0), (1, 2, 0)]);
        assert_eq!(rank[2], 0);
    }

    #[test]
    fn symmetric_graphs_stay_within_budget() {
        // The complete graph on 12 vertices has 12! orders; the search stops
        // early and still returns an order.
        let mut edges = Vec::new();
        for u in 0..12 {
            for v in u + 1..12 {
                edges.push((u, v, 0));
            }
        }
        let mut rank = canonical_ranks(&[0; 12], &edges);
        rank.sort_unstable();
        assert_eq!(rank, (0..12).collect::<Vec<u32>>());
        // A long cycle: no recursion, and one code for its rotations.
        let n = 150u32;
        let cycle: Vec<ColouredEdge> = (0..n).map(|i| (i, (i + 1) % n, 0)).collect();
        let rotated: Vec<ColouredEdge> = (0..n).map(|i| ((i + 7) % n, (i + 8) % n, 0)).collect();
        assert_eq!(
            canonical_edges(&vec![0; n as usize], &cycle).0,
            canonical_edges(&vec![0; n as usize], &rotated).0
        );
    }
}
