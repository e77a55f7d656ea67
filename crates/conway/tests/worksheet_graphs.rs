//! CGSuite's `Graph` in conway's worksheet, and the graph games called
//! CGSuite's way (`game.graph.ArcKayles(Graph.Path(n))`). Checked against
//! the answers CGSuite prints in its own test tables (CGSuite 2.x,
//! lib/core/src/test/scala: GraphTestCase.scala and GameGraphTest.scala),
//! and against plain definitions computed here: edges and components by
//! union–find, the printed string read back to the same graph, Arc
//! Kayles on paths by its recursion.

use crate::common::worksheet::{error, show as run};
use proptest::prelude::*;
use std::collections::BTreeMap;

#[test]
fn graphs_print_as_cgsuite_prints_them() {
    // GraphTestCase.scala: each graph made two ways, and its string.
    let cases = [
        ("Graph(\"\")", "Graph.FromAdjacencyList([])", "Graph(\"\")"),
        (
            "Graph(\".\")",
            "Graph.FromAdjacencyList([[]])",
            "Graph(\".\")",
        ),
        (
            "Graph(\"-\")",
            "Graph.FromAdjacencyList([[2],[1]])",
            "Graph(\"-\")",
        ),
        (
            "Graph.Path(5)",
            "Graph.FromAdjacencyList([[2],[1,3],[2,4],[3,5],[4]])",
            "Graph(\"----\")",
        ),
        (
            "Graph(\":A-:A\")",
            "Graph.FromAdjacencyList([[1]])",
            "Graph(\":A-:A\")",
        ),
        (
            "Graph(\":A--:A\")",
            "Graph.FromAdjacencyList([[2,2],[1,1]])",
            "Graph(\":A--:A\")",
        ),
        (
            "Graph.Cycle(5)",
            "Graph.FromAdjacencyList([[2,5],[1,3],[2,4],[3,5],[1,4]])",
            "Graph(\":A-----:A\")",
        ),
        (
            "Graph.Star(5)",
            "Graph.FromAdjacencyList([[2,3,4,5],[1],[1],[1],[1]])",
            "Graph(\"(-;-;-;-)\")",
        ),
        (
            "Graph.Clique(5)",
            "Graph.FromAdjacencyList([[2,3,4,5],[1,3,4,5],[1,2,4,5],[1,2,3,5],[1,2,3,4]])",
            "Graph(\":A-:B-:C(-:A;-(-:A;-:B;-(-:A;-:B;-:C)))\")",
        ),
        (
            "Graph(\"-;--;---\")",
            "Graph.FromAdjacencyList([[2],[1],[4],[3,5],[4],[7],[6,8],[7,9],[8]])",
            "Graph(\"-;--;---\")",
        ),
    ];
    for (made, from_list, shown) in cases {
        assert_eq!(run(&[made]), shown, "{made}");
        assert_eq!(run(&[from_list]), shown, "{from_list}");
    }
}

#[test]
fn accessors_and_copies_give_cgsuites_answers() {
    // GraphTestCase.scala, the 5-clique and the labelled path.
    let k5 = "(Graph.Clique(5))";
    assert_eq!(
        run(&[&format!("{k5}.DeleteEdge({k5}[1][1])")]),
        "Graph(\":A-:B-:C-(-:A;-:B;-(-:A;-:C;-:B))\")"
    );
    assert_eq!(
        run(&[&format!("{k5}.DeleteEdgeByIndex(1, 1)")]),
        "Graph(\":A-:B-:C-(-:A;-:B;-(-:A;-:C;-:B))\")"
    );
    assert_eq!(
        run(&[&format!("{k5}.DeleteVertex(1)")]),
        "Graph(\":A-:B-(-:A;-(-:A;-:B))\")"
    );
    assert_eq!(
        run(&[&format!("{k5}.DeleteVertices([1, 2])")]),
        "Graph(\":A---:A\")"
    );
    assert_eq!(run(&[&format!("{k5}.EdgeCount")]), "10");
    assert_eq!(run(&[&format!("{k5}.Edges[1]")]), "Edge(Nothing, 1, 2)");
    assert_eq!(
        run(&[&format!("{k5}.Vertices[1]")]),
        "Vertex(Nothing, [2, 3, 4, 5])"
    );
    assert_eq!(
        run(&[&format!("{k5}.UpdatedVertexLabels({{ 1 => Left }})")]),
        "Graph(\"{Left}:A-:B-:C(-{Left}:A;-(-{Left}:A;-:B;-(-{Left}:A;-:B;-:C)))\")"
    );
    let c5 = "(Graph.Cycle(5))";
    assert_eq!(
        run(&[&format!("{c5}.AdjacencyList")]),
        "[[2, 5], [1, 3], [2, 4], [3, 5], [1, 4]]"
    );
    assert_eq!(run(&[&format!("{c5}.Edges[1]")]), "Edge(Nothing, 1, 5)");
    assert_eq!(
        run(&[&format!("{c5}.DeleteEdge({c5}[1][1])")]),
        "Graph(\"----\")"
    );
    assert_eq!(
        run(&[&format!("{c5}.RetainVertices([1, 2])")]),
        "Graph(\"-\")"
    );
    let star = "(Graph.Star(5))";
    assert_eq!(
        run(&[&format!("{star}.DeleteEdgeByIndex(1, 1)")]),
        "Graph(\"(-;-;-);.\")"
    );
    assert_eq!(
        run(&[&format!("{star}.DeleteVertex(1)")]),
        "Graph(\".;.;.;.\")"
    );
    let parts = "(Graph(\"-;--;---\"))";
    assert_eq!(
        run(&[&format!("{parts}.ConnectedComponents")]),
        "[Graph(\"-\"), Graph(\"--\"), Graph(\"---\")]"
    );
    assert_eq!(
        run(&[&format!("{parts}.ConnectedComponent(1)")]),
        "Graph(\"-\")"
    );
    assert_eq!(
        run(&[&format!("{parts}.DeleteEdge({parts}[1][1])")]),
        "Graph(\".;.;--;---\")"
    );
    assert_eq!(
        run(&[&format!(
            "[{parts}.IsConnected, {parts}.IsSimple, Graph(\":A--:A\").IsSimple]"
        )]),
        "[false, true, false]"
    );
    let labelled =
        "(Graph.Parse(\".-.-L-L-.-.-L\", vertexLabels => { \"\" => Nothing, \"L\" => Left }))";
    assert_eq!(run(&[labelled]), "Graph(\"--{Left}-{Left}---{Left}\")");
    assert_eq!(
        run(&[&format!("{labelled}.Decomposition(Left)")]),
        "[Graph(\"-\"), Graph(\"-\")]"
    );
    assert_eq!(
        run(&[&format!("{labelled}.DeleteVertices([1, 2])")]),
        "Graph(\"{Left}-{Left}---{Left}\")"
    );
    assert_eq!(
        run(&[&format!(
            "[{labelled}.IsEmpty, Graph(\"\").IsEmpty, Graph(\"\").IsConnected]"
        )]),
        "[false, true, true]"
    );
}

#[test]
fn graph_games_are_called_cgsuites_way() {
    // GameGraphTest.scala.
    assert_eq!(
        run(&["game.graph.Col(\"R-.-R-.-L-.-R-.-R-.\").CanonicalForm"]),
        "7/8"
    );
    assert_eq!(
        run(&["game.graph.Snort(\"L-.-.-.-L\").CanonicalForm"]),
        "{4|0,+-1}"
    );
    assert_eq!(
        run(&["game.graph.Hackenbush(\"lrlerrr\").CanonicalForm"]),
        "3/4v[3]*"
    );
    assert_eq!(
        run(&["game.graph.PartizanArcKayles(\"llr\").CanonicalForm"]),
        "1/2"
    );
    assert_eq!(
        run(&["[game.graph.ArcKayles(Graph.Path(n)).NimValue for n from 1 to 16]"]),
        "[0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5]"
    );
    // CGSuite's Arc Kayles takes a loop with its vertex (GameGraphTest.scala:
    // loopedPath); conway's counter games do not hold loops, and say so.
    let looped = "Graph.FromAdjacencyList([[1, 2], [1, 2, 3], [2, 3, 4], [3, 4]])";
    let (_, _, message) = error(&format!("game.graph.ArcKayles({looped}).NimValue"));
    assert!(message.contains("loop"), "{message}");
}

/// Arc Kayles on a path of `n` vertices by its recursion: taking the edge
/// between vertices i and i+1 leaves paths of i-1 and n-i-1 vertices.
fn arc_kayles_path(n: usize) -> Vec<u64> {
    let mut g = vec![0u64; n + 1];
    for m in 2..=n {
        let reached: Vec<u64> = (1..m).map(|i| g[i - 1] ^ g[m - i - 1]).collect();
        g[m] = (0..).find(|x| !reached.contains(x)).unwrap();
    }
    g
}

#[test]
fn arc_kayles_on_paths_follows_its_recursion() {
    let want = arc_kayles_path(24);
    let got = run(&["[game.graph.ArcKayles(Graph.Path(n)).NimValue for n from 1 to 24]"]);
    let shown: Vec<String> = want[1..].iter().map(u64::to_string).collect();
    assert_eq!(got, format!("[{}]", shown.join(", ")));
}

#[test]
fn errors_name_the_place() {
    let (_, column, message) = error("Graph.Path(3).DeleteVertex(4)");
    assert_eq!(
        (column, message.as_str()),
        (28, "vertex 4 is outside 1..3 of the graph")
    );
    let (_, column, message) = error("Graph(\"--(-\")");
    assert_eq!(
        (column, message.as_str()),
        (10, "graph string: this '(' is never closed")
    );
    let (_, column, message) = error("Graph.Path(3)[4]");
    assert_eq!((column, message.as_str()), (15, "vertex 4 is outside 1..3"));
    let (_, column, message) = error("Graph.Parse(\"L-.\", labels => {\"L\" => Left})");
    assert_eq!(column, 20);
    assert!(message.contains("is not supported"), "{message}");
    let (_, _, message) = error("Graph.Path(100000000)");
    assert!(message.contains("takes a size from 0 to"), "{message}");
}

/// Components by union–find: each vertex's component's smallest vertex.
fn components(n: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(p: &mut [usize], mut v: usize) -> usize {
        while p[v] != v {
            v = p[v];
        }
        v
    }
    for &(a, b) in edges {
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        parent[ra.max(rb)] = ra.min(rb);
    }
    (0..n).map(|v| root(&mut parent, v)).collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn a_graphs_string_reads_back_to_the_same_graph(
        n in 1usize..8,
        raw in proptest::collection::vec((0usize..8, 0usize..8), 0..12),
    ) {
        let edges: Vec<(usize, usize)> = raw.into_iter().map(|(a, b)| (a % n, b % n)).collect();
        let mut adjacency = vec![Vec::new(); n];
        for &(a, b) in &edges {
            adjacency[a].push(b + 1);
            if a != b {
                adjacency[b].push(a + 1);
            }
        }
        let rows: Vec<String> = adjacency.iter().map(|r| format!("{r:?}")).collect();
        let made = format!("Graph.FromAdjacencyList([{}])", rows.join(", "));
        let shown = run(&[&made]);
        // The string, read again, is a graph that prints the same and has
        // as many vertices, edges and components.
        let again = run(&[&shown]);
        prop_assert_eq!(&again, &shown);
        let facts = |g: &str| run(&[&format!("[{g}.VertexCount, {g}.EdgeCount, {g}.ConnectedComponents.Length]")]);
        let parts = components(n, &edges);
        let count = (0..n).filter(|&v| parts[v] == v).count();
        prop_assert_eq!(facts(&made), format!("[{n}, {}, {count}]", edges.len()));
        prop_assert_eq!(facts(&shown), facts(&made));
        // Each component's vertices, in order, are those of the vertex it
        // starts from.
        let mut by_root: BTreeMap<usize, usize> = BTreeMap::new();
        for &r in &parts {
            *by_root.entry(r).or_default() += 1;
        }
        let sizes: Vec<String> = by_root.values().map(usize::to_string).collect();
        prop_assert_eq!(
            run(&[&format!("[c.VertexCount for c in {made}.ConnectedComponents]")]),
            format!("[{}]", sizes.join(", "))
        );
    }
}
