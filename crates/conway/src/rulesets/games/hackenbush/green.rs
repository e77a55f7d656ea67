//! Green Hackenbush pictures by the fusion and colon principles
//! (*Winning Ways*, vol. 1, ch. 7).
//!
//! * **Fusion.** The vertices of any cycle may be fused into one vertex
//!   without changing the value; the cycle's edges become loops, and a loop
//!   counts as a single edge standing on its vertex. Fusing every cycle
//!   fuses each 2-edge-connected part of the picture into one vertex,
//!   leaving a tree of bridges with loops on its vertices.
//! * **Colon principle.** On a tree, the branches at a vertex may be
//!   replaced by one stalk whose length is the nim-sum of their values, and
//!   an edge with a branch of value `g` above it counts `g + 1`. So a vertex
//!   of the tree is worth the nim-sum of `g(child) + 1` over its children,
//!   plus one for each loop.
//!
//! Both run without recursion (an explicit stack), in time linear in the
//! number of edges.

/// The nimber of a connected green picture on vertices `0..vertices`, with
/// vertex 0 the ground and `edges` its edges (loops and parallel edges
/// allowed).
pub(super) fn green_value(vertices: usize, edges: &[(u32, u32)]) -> u64 {
    let bridge = bridges(vertices, edges);
    // Fuse the ends of every edge that lies on a cycle.
    let mut parent: Vec<u32> = (0..vertices as u32).collect();
    let find = |parent: &mut Vec<u32>, mut v: u32| {
        while parent[v as usize] != v {
            let up = parent[parent[v as usize] as usize];
            parent[v as usize] = up;
            v = up;
        }
        v
    };
    for (i, &(a, b)) in edges.iter().enumerate() {
        if !bridge[i] {
            let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
            parent[ra as usize] = rb;
        }
    }
    let class: Vec<u32> = (0..vertices as u32).map(|v| find(&mut parent, v)).collect();
    // Each fused vertex starts with its loops (one per edge on a cycle);
    // the bridges form a tree over the fused vertices.
    let mut value = vec![0u64; vertices];
    let mut tree: Vec<Vec<u32>> = vec![Vec::new(); vertices];
    for (i, &(a, b)) in edges.iter().enumerate() {
        let (ca, cb) = (class[a as usize], class[b as usize]);
        if bridge[i] {
            tree[ca as usize].push(cb);
            tree[cb as usize].push(ca);
        } else {
            value[ca as usize] ^= 1;
        }
    }
    // Order the tree from the ground outwards, then add each vertex's
    // value plus one into its parent's, leaves first.
    let root = class[0];
    let mut order = vec![root];
    let mut up = vec![u32::MAX; vertices];
    up[root as usize] = root;
    let mut i = 0;
    while let Some(&v) = order.get(i) {
        i += 1;
        for &w in &tree[v as usize] {
            if up[w as usize] == u32::MAX {
                up[w as usize] = v;
                order.push(w);
            }
        }
    }
    for &v in order.iter().skip(1).rev() {
        let p = up[v as usize] as usize;
        value[p] ^= value[v as usize] + 1;
    }
    value[root as usize]
}

/// Which edges are bridges (on no cycle), by Tarjan's low-link method with
/// an explicit stack, from vertex 0. Parallel edges and loops are never
/// bridges.
fn bridges(vertices: usize, edges: &[(u32, u32)]) -> Vec<bool> {
    let mut adj: Vec<Vec<(u32, usize)>> = vec![Vec::new(); vertices];
    for (i, &(a, b)) in edges.iter().enumerate() {
        adj[a as usize].push((b, i));
        if a != b {
            adj[b as usize].push((a, i));
        }
    }
    let unseen = u32::MAX;
    let mut disc = vec![unseen; vertices];
    let mut low = vec![0u32; vertices];
    let mut bridge = vec![false; edges.len()];
    let mut time = 0;
    // (vertex, the edge it was reached by, next neighbour to look at)
    let mut stack: Vec<(u32, usize, usize)> = Vec::new();
    for start in 0..vertices as u32 {
        if disc[start as usize] != unseen {
            continue;
        }
        disc[start as usize] = time;
        low[start as usize] = time;
        time += 1;
        stack.push((start, usize::MAX, 0));
        while let Some(top) = stack.last_mut() {
            let (v, via, next) = *top;
            if let Some(&(w, e)) = adj[v as usize].get(next) {
                top.2 += 1;
                if e == via {
                    continue;
                }
                if disc[w as usize] == unseen {
                    disc[w as usize] = time;
                    low[w as usize] = time;
                    time += 1;
                    stack.push((w, e, 0));
                } else {
                    low[v as usize] = low[v as usize].min(disc[w as usize]);
                }
            } else {
                stack.pop();
                if let Some(&(u, _, _)) = stack.last() {
                    low[u as usize] = low[u as usize].min(low[v as usize]);
                    if low[v as usize] > disc[u as usize] {
                        bridge[via] = true;
                    }
                }
            }
        }
    }
    bridge
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stalks_trees_and_cycles() {
        // A green stalk of n edges is *n.
        let stalk: Vec<(u32, u32)> = (0..5).map(|i| (i, i + 1)).collect();
        assert_eq!(green_value(6, &stalk), 5);
        // Two stalks of 1 and 2 on one vertex above a trunk of 1: the
        // branches are *1 + *2 = *3 by the colon principle, so 1 + 3 = 4.
        let tree = [(0, 1), (1, 2), (1, 3), (3, 4)];
        assert_eq!(green_value(5, &tree), 4);
        // A triangle on the ground fuses to three loops: *1.
        let triangle = [(0, 1), (1, 2), (2, 0)];
        assert_eq!(green_value(3, &triangle), 1);
        // A loop on top of a stalk of one counts as an edge: *2.
        assert_eq!(green_value(2, &[(0, 1), (1, 1)]), 2);
        // Two parallel edges to vertex 1 fuse into two loops on the
        // ground: *0.
        assert_eq!(green_value(2, &[(0, 1), (0, 1)]), 0);
        assert_eq!(bridges(2, &[(0, 1), (0, 1)]), [false, false]);
        assert_eq!(bridges(3, &[(0, 1), (1, 2), (2, 1)]), [true, false, false]);
    }

    #[test]
    fn long_pictures_do_not_recurse() {
        let n = 200_000u32;
        let stalk: Vec<(u32, u32)> = (0..n).map(|i| (i, i + 1)).collect();
        assert_eq!(green_value(n as usize + 1, &stalk), u64::from(n));
    }
}
