//! Reading game graph files: both formats, every error with its line and
//! column, and no panic on any input.

use conway::graph::{GameGraph, ImpartialGraph, PartizanGraph};
use proptest::prelude::*;

fn impartial(input: &str) -> ImpartialGraph {
    match GameGraph::parse(input) {
        Ok(GameGraph::Impartial(g)) => g,
        other => panic!("expected an impartial graph, got {other:?}"),
    }
}

fn partizan(input: &str) -> PartizanGraph {
    match GameGraph::parse(input) {
        Ok(GameGraph::Partizan(g)) => g,
        other => panic!("expected a partizan graph, got {other:?}"),
    }
}

/// The error as `line:column: message`.
fn error(input: &str) -> String {
    GameGraph::parse(input).unwrap_err().to_string()
}

fn edge_names(g: &ImpartialGraph) -> Vec<(String, String)> {
    g.edges()
        .edges()
        .map(|(a, b)| (g.names()[a as usize].clone(), g.names()[b as usize].clone()))
        .collect()
}

#[test]
fn text_and_json_describe_the_same_graph() {
    let text =
        "# seed 000\nkind impartial\na -> b c   # two edges\nb -> c\r\n\ntokens a a\ntokens c\n";
    let json = r#"{"kind": "impartial", "edges": [["a","b"],["a","c"],["b","c"]], "tokens": ["a","a","c"]}"#;
    let (t, j) = (impartial(text), impartial(json));
    assert_eq!(t.names(), ["a", "b", "c"]);
    assert_eq!(t.names(), j.names());
    assert_eq!(edge_names(&t), edge_names(&j));
    assert_eq!(t.tokens(), [0, 0, 2]);
    assert_eq!(t.tokens(), j.tokens());
}

#[test]
fn partizan_text_and_json() {
    let text = "kind partizan\ns -L-> z\ns -R-> z\nt -W-> z\nu -LR-> t\ntokens s t";
    let g = partizan(text);
    use conway::value::Player::{Left, Right};
    assert_eq!(g.names(), ["s", "z", "t", "u"]);
    assert_eq!(g.edges(Left).edge_count(), 3);
    assert_eq!(g.edges(Right).edge_count(), 2);
    let json = r#"{"left_edges": [["s","z"],["t","z"],["u","t"]], "right_edges": [["s","z"],["u","t"]], "tokens": ["s","t"]}"#;
    let j = partizan(json);
    assert_eq!(j.names(), g.names());
    assert_eq!(j.edges(Left), g.edges(Left));
    assert_eq!(j.edges(Right), g.edges(Right));
    // The kind follows from the first coloured edge when there is no kind line.
    partizan("a -B-> b");
}

#[test]
fn declared_vertices() {
    let g = impartial("vertices a b lonely\na -> b\ntokens a");
    assert_eq!(g.names(), ["a", "b", "lonely"]);
    // Declarations may come after use.
    let g = impartial("a -> b\nvertices b a");
    assert_eq!(g.names(), ["b", "a"]);
    assert_eq!(
        error("vertices a b\na -> c"),
        "2:6: vertex `c` is not listed: this file lists its vertices in `vertices` lines"
    );
    assert_eq!(error("vertices a b a"), "1:14: vertex `a` is listed twice");
    assert_eq!(
        error(r#"{"vertices": ["a"], "edges": [["a", "a"], ["a", "x"]]}"#),
        "1:49: edges[1][1]: vertex \"x\" is not in `vertices`"
    );
    assert_eq!(
        error("{\"vertices\": [\"a\", \"a\"]}"),
        "1:20: vertices[1]: vertex \"a\" is listed twice"
    );
    assert_eq!(
        error("{\n  \"vertices\": [\"a\"],\n  \"tokens\": [\"a\",\n     \"b\"]\n}"),
        "4:6: tokens[1]: vertex \"b\" is not in `vertices`"
    );
}

#[test]
fn text_errors_name_line_and_column() {
    let cases = [
        ("", "1:1: the file describes no vertices"),
        ("# only a comment\n", "2:1: the file describes no vertices"),
        ("a -> b\nb c", "2:3: expected an arrow"),
        ("a -> b\nb", "2:2: expected an arrow"),
        (
            "a ->",
            "1:5: expected at least one vertex name after the arrow",
        ),
        ("-> a", "1:1: expected a vertex name before the arrow"),
        (
            "a -> b -> c",
            "1:8: expected a vertex name, found the arrow `->`",
        ),
        ("a->b", "1:1: `a->b`: put spaces around arrows"),
        ("a -X-> b", "1:3: unknown edge colour in `-X->`"),
        (
            "a -> b\na -L-> c",
            "2:3: a coloured edge in an impartial graph",
        ),
        (
            "kind partizan\na -> b",
            "2:3: an edge of a partizan graph needs a colour",
        ),
        (
            "a -> b\nkind impartial",
            "2:1: the `kind` line must come once, before the first edge",
        ),
        (
            "kind loopy",
            "1:6: expected `impartial` or `partizan`, found `loopy`",
        ),
        (
            "kind",
            "1:5: expected `impartial` or `partizan` after `kind`",
        ),
        (
            "kind impartial extra",
            "1:16: expected the end of the `kind` line",
        ),
        (
            "a -> tokens",
            "1:6: `tokens` is a keyword and cannot name a vertex",
        ),
        ("a -> b\u{0}", "1:7: unexpected control character U+0000"),
    ];
    for (input, expected) in cases {
        let got = error(input);
        assert!(
            got.starts_with(expected),
            "{input:?}: got {got:?}, expected {expected:?}"
        );
    }
    // Columns count characters, not bytes.
    assert_eq!(
        error("é -> ü\nü ü"),
        "2:3: expected an arrow (`->`, `-L->`, `-R->` or `-LR->`) after the vertex `ü`"
    );
    impartial("é -> ü\nü -> x\ty\n  z -> w q");
}

#[test]
fn json_errors_name_line_and_column() {
    let cases = [
        ("{", "1:1: EOF while parsing an object"),
        (
            "{\"edges\": [[\"a\"]]}",
            "1:16: invalid length 1, expected a tuple of size 2",
        ),
        (
            "{\"edges\": [[\"a\", 3]]}",
            "1:18: invalid type: integer `3`, expected a string",
        ),
        ("{\"edge\": []}", "1:7: unknown field `edge`"),
        (
            "{\"kind\": \"loopy\"}",
            "1:10: kind: expected \"impartial\" or \"partizan\", found \"loopy\"",
        ),
        (
            "{\"kind\": \"impartial\", \"left_edges\": []}",
            "1:37: left_edges: an impartial graph has `edges`",
        ),
        (
            "{\"kind\": \"partizan\", \"edges\": [[\"a\",\"b\"]]}",
            "1:31: edges: a partizan graph has `left_edges`",
        ),
        (
            "{\"left_edges\": [], \"edges\": []}",
            "1:29: edges: a partizan graph has",
        ),
        ("{}", "1:1: the graph has no vertices"),
        (
            "{\"tokens\": [\"\"]}",
            "1:13: tokens[0]: a vertex name cannot be empty",
        ),
        ("{\"tokens\": [\"a\"]} x", "1:19: trailing characters"),
    ];
    for (input, expected) in cases {
        let got = error(input);
        assert!(
            got.starts_with(expected),
            "{input:?}: got {got:?}, expected {expected:?}"
        );
    }
    assert_eq!(
        GameGraph::parse_bytes(b"a -> b\n\xffjunk")
            .unwrap_err()
            .to_string(),
        "2:1: the file is not UTF-8 text (a game graph file is text or JSON)"
    );
}

#[test]
fn a_large_file() {
    // 200 000 edge lines: read in one pass.
    let mut text = String::from("kind impartial\n");
    for i in 1..200_000 {
        text.push_str(&format!("v{i} -> v{}\n", i - 1));
    }
    text.push_str("tokens v199999\n");
    let g = impartial(&text);
    assert_eq!(g.vertex_count(), 200_000);
    assert_eq!(g.edges().edge_count(), 199_999);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn no_panic_on_arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let _ = GameGraph::parse_bytes(&bytes);
    }

    #[test]
    fn no_panic_on_graph_like_text(words in prop::collection::vec(
        prop::sample::select(vec!["a", "b", "->", "-L->", "-R->", "-LR->", "kind", "partizan",
            "impartial", "vertices", "tokens", "\n", "#", " ", "{", "}", "[", "]", "\"", ",", ":",
            "\"edges\"", "\"a\"", "\"vertices\"", "\"tokens\"", "\"kind\"", "\\"]), 0..40)) {
        let text: String = words.concat();
        if let Err(e) = GameGraph::parse(&text) {
            prop_assert!(e.line >= 1 && e.column >= 1);
            prop_assert!(e.line <= text.lines().count().max(1) + 1);
        }
    }
}

/// Found by fuzzing: serde_json counts columns in bytes, so a multi-byte
/// character (here a byte-order mark) before a syntax error pushed the
/// reported column past the end of the line.
#[test]
fn json_syntax_errors_count_columns_in_characters() {
    let text = "{\n  \"kind\": \"partizan\",\n  \"left_edges\": [[\"\u{feff}one\", \" zero\"], [\"half\", \"zero";
    let e = conway::graph::GameGraph::parse(text).unwrap_err();
    let last = text.lines().last().unwrap();
    assert_eq!(e.line, 3);
    assert!(e.column <= last.chars().count() + 1, "{e}");
}
