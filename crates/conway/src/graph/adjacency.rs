//! Successor lists in compressed form (one array of targets, one of offsets).

use super::{check_indices, GraphError, Vertex};

/// The edges of a graph as successor lists: `successors(v)` is a sorted
/// slice without repeats.
///
/// ```
/// use conway::graph::Adjacency;
/// let a = Adjacency::from_edges(3, &[(0, 2), (0, 1), (0, 2), (2, 0)]).unwrap();
/// assert_eq!(a.successors(0), &[1, 2]);
/// assert_eq!(a.successors(1), &[] as &[u32]);
/// assert_eq!(a.edge_count(), 3);
/// assert_eq!(a.reversed().successors(0), &[2]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Adjacency {
    offsets: Vec<usize>,
    targets: Vec<Vertex>,
}

impl Adjacency {
    /// Successor lists of `n` vertices from a list of edges `(from, to)`.
    pub fn from_edges(n: usize, edges: &[(Vertex, Vertex)]) -> Result<Adjacency, GraphError> {
        check_indices(n, edges.iter().flat_map(|&(a, b)| [a, b]))?;
        let mut offsets = vec![0usize; n + 1];
        for &(a, _) in edges {
            offsets[a as usize + 1] += 1;
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let mut fill = offsets.clone();
        let mut targets = vec![0; edges.len()];
        for &(a, b) in edges {
            targets[fill[a as usize]] = b;
            fill[a as usize] += 1;
        }
        Ok(Adjacency::dedup(offsets, targets))
    }

    /// Sorts each list and removes repeated targets, compacting in place.
    fn dedup(offsets: Vec<usize>, mut targets: Vec<Vertex>) -> Adjacency {
        let n = offsets.len() - 1;
        let mut new_offsets = Vec::with_capacity(n + 1);
        new_offsets.push(0);
        let mut write = 0;
        for v in 0..n {
            let row = &mut targets[offsets[v]..offsets[v + 1]];
            row.sort_unstable();
            let mut last = None;
            for i in offsets[v]..offsets[v + 1] {
                let t = targets[i];
                if last != Some(t) {
                    targets[write] = t;
                    write += 1;
                    last = Some(t);
                }
            }
            new_offsets.push(write);
        }
        targets.truncate(write);
        targets.shrink_to_fit();
        Adjacency {
            offsets: new_offsets,
            targets,
        }
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.offsets.len().saturating_sub(1)
    }

    /// The number of (distinct) edges.
    pub fn edge_count(&self) -> usize {
        self.targets.len()
    }

    /// The successors of `v`, sorted.
    pub fn successors(&self, v: Vertex) -> &[Vertex] {
        let v = v as usize;
        &self.targets[self.offsets[v]..self.offsets[v + 1]]
    }

    /// The number of successors of `v`.
    pub fn out_degree(&self, v: Vertex) -> usize {
        let v = v as usize;
        self.offsets[v + 1] - self.offsets[v]
    }

    /// Every edge `(from, to)`, grouped by `from`.
    pub fn edges(&self) -> impl Iterator<Item = (Vertex, Vertex)> + '_ {
        (0..self.vertex_count() as Vertex)
            .flat_map(move |v| self.successors(v).iter().map(move |&w| (v, w)))
    }

    /// The same graph with every edge turned round (predecessor lists).
    pub fn reversed(&self) -> Adjacency {
        let n = self.vertex_count();
        let mut offsets = vec![0usize; n + 1];
        for &t in &self.targets {
            offsets[t as usize + 1] += 1;
        }
        for i in 0..n {
            offsets[i + 1] += offsets[i];
        }
        let mut fill = offsets.clone();
        let mut targets = vec![0; self.targets.len()];
        // Visiting sources in increasing order leaves each list sorted.
        for (v, w) in self.edges() {
            targets[fill[w as usize]] = v;
            fill[w as usize] += 1;
        }
        Adjacency { offsets, targets }
    }
}
