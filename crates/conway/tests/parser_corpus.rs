//! The corpus of nasty inputs (`tests/corpus/`) and generated giants, fed
//! to every parser: each must answer (a value, or an error whose place lies
//! within the input) without a panic, a hang or a stack overflow. The test
//! threads have small stacks (2 MiB), so deep recursion would show.

use crate::fuzz;

use fuzz::{Outcome, Target};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

/// Longest time one input may take.
const LIMIT: Duration = Duration::from_secs(60);

fn corpus(folder: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus")
        .join(folder);
    let mut files: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .map(|p| {
            let bytes = std::fs::read(&p).unwrap();
            (p, bytes)
        })
        .collect();
    files.sort();
    assert!(files.len() >= 5, "{folder}: the corpus is missing");
    files
}

/// Runs `target` on `input` on a thread with a 2 MiB stack, failing the
/// test on a panic, a broken property or a hang.
fn feed(target: &'static Target, what: &str, input: Vec<u8>) -> Outcome {
    let (send, receive) = mpsc::channel();
    let what_owned = what.to_string();
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let outcome = (target.run)(&input);
            let _ = send.send(outcome);
        })
        .unwrap();
    match receive.recv_timeout(LIMIT) {
        Ok(Outcome::Broken(m)) => panic!("{}: {what_owned}: {m}", target.name),
        Ok(outcome) => outcome,
        Err(mpsc::RecvTimeoutError::Timeout) => {
            panic!("{}: {what}: no answer in {LIMIT:?}", target.name)
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => panic!("{}: {what}: panicked", target.name),
    }
}

fn targets() -> &'static [Target] {
    static TARGETS: std::sync::OnceLock<Vec<Target>> = std::sync::OnceLock::new();
    TARGETS.get_or_init(fuzz::targets)
}

fn target(name: &str) -> &'static Target {
    targets().iter().find(|t| t.name == name).unwrap()
}

/// The targets of the rulesets (every one, including those added later).
fn rulesets() -> Vec<&'static Target> {
    let names: Vec<&str> = conway::rulesets::all().iter().map(|r| r.name()).collect();
    targets()
        .iter()
        .filter(|t| names.contains(&t.name.as_str()))
        .collect()
}

#[test]
fn corpus_files_get_answers() {
    for (folder, parsers) in [
        ("graph-text", vec![target("graph-text")]),
        ("graph-json", vec![target("graph-json")]),
        ("heap-game", vec![target("heap-game")]),
        ("checkpoint", vec![target("checkpoint")]),
        ("value", vec![target("value")]),
        ("worksheet", vec![target("worksheet")]),
        ("rulesets", rulesets()),
    ] {
        for (path, bytes) in corpus(folder) {
            for t in &parsers {
                feed(t, &path.display().to_string(), bytes.clone());
            }
        }
    }
}

/// Expects the input to be refused (with its place inside the input,
/// checked by the target).
fn refused(t: &'static Target, what: &str, input: Vec<u8>) {
    let outcome = feed(t, what, input);
    assert!(
        matches!(outcome, Outcome::Refused(_) | Outcome::RefusedWithout(_)),
        "{}: {what}: {outcome:?}",
        t.name
    );
}

#[test]
fn specific_nasty_inputs_are_refused_with_their_place() {
    let json = target("graph-json");
    refused(
        json,
        "edge to a missing vertex",
        br#"{"vertices": ["a", "b"], "edges": [["a", "c"]], "tokens": ["a"]}"#.to_vec(),
    );
    let deep = |open: &str, close: &str, n: usize| {
        format!("{{\"edges\": {}{}}}", open.repeat(n), close.repeat(n)).into_bytes()
    };
    refused(json, "arrays 100 000 deep", deep("[", "]", 100_000));
    refused(json, "objects 100 000 deep", deep("{\"a\":", "}", 100_000));
    // An empty script is a valid worksheet, and the empty Hackenbush
    // picture (ordinary or childish) (no edges, 0) and the empty Toppling
    // Dominoes row set are how the positions after the last move are
    // written, so they must read back (in their impartial variants too);
    // every other parser refuses empty input.
    for t in targets() {
        if matches!(
            t.name.as_str(),
            "worksheet"
                | "hackenbush"
                | "impartial-hackenbush"
                | "childish-hackenbush"
                | "impartial-childish-hackenbush"
                | "toppling-dominoes"
                | "impartial-toppling-dominoes"
        ) {
            assert!(matches!(
                feed(t, "empty input", Vec::new()),
                Outcome::Accepted
            ));
        } else {
            refused(t, "empty input", Vec::new());
        }
    }
}

#[test]
fn a_graph_chain_of_a_million_edges() {
    // v0 -> v1 -> ... -> v1000000: G(v_i) = (10^6 - i) mod 2.
    let n = 1_000_000;
    let mut text = String::with_capacity(n * 20);
    for i in 0..n {
        text.push_str(&format!("v{i} -> v{}\n", i + 1));
    }
    text.push_str("tokens v0 v1\n");
    let g = conway::graph::GameGraph::parse(&text).unwrap();
    let conway::graph::GameGraph::Impartial(g) = g else {
        panic!("impartial")
    };
    let s = g.solve();
    assert_eq!(s.values[0], conway::graph::Grundy::Finite(0));
    assert_eq!(s.values[1], conway::graph::Grundy::Finite(1));
    assert_eq!(s.value, conway::graph::Grundy::Finite(1));
    // A partizan chain of 10^5 edges, Left's moves only: v0 = 10^5.
    let n = 100_000;
    let mut text = String::from("kind partizan\n");
    for i in 0..n {
        text.push_str(&format!("v{i} -L-> v{}\n", i + 1));
    }
    text.push_str("tokens v0\n");
    assert_eq!(feed_graph(text), Some("100000".to_string()));
}

fn feed_graph(text: String) -> Option<String> {
    // On a thread with a 2 MiB stack: values of a long chain must not
    // recurse over it.
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || match conway::graph::GameGraph::parse(&text).ok()? {
            conway::graph::GameGraph::Partizan(g) => Some(g.solve().ok()?.value?.to_string()),
            conway::graph::GameGraph::Impartial(_) => None,
        })
        .unwrap()
        .join()
        .unwrap()
}

#[test]
fn a_million_digit_number_everywhere() {
    let digits = "7".repeat(1_000_000);
    for t in rulesets() {
        for text in [
            digits.clone(),
            format!("{digits} 1"),
            format!("1 {digits}"),
            format!("{digits}x{digits}"),
        ] {
            feed(t, "a 10^6-digit number", text.into_bytes());
        }
    }
    let heap = target("heap-game");
    for text in [
        format!("subtraction:{digits}"),
        format!("take-at-most:{digits}"),
    ] {
        refused(heap, "a 10^6-digit amount", text.into_bytes());
    }
    // A code of 10^6 digits is a game (remove up to 10^6 tokens).
    for text in [format!("0.{digits}"), digits.clone()] {
        feed(heap, "a 10^6-digit code", text.into_bytes());
    }
    // As a vertex name: accepted, and shown shortened in errors.
    let graph = target("graph-text");
    feed(
        graph,
        "a 10^6-digit vertex name",
        format!("{digits} -> b\ntokens {digits}").into_bytes(),
    );
    let e = conway::graph::GameGraph::parse(&format!("{digits} b")).unwrap_err();
    assert!(e.message.len() < 300, "{}", e.message.len());
}

#[test]
fn value_expressions_nested_a_hundred_thousand_deep() {
    let value = target("value");
    let n = 100_000;
    // n braces {{{…|}|}|} are the integer n - 1 (the innermost {|} is 0,
    // and {k|} = k + 1); {0|{0|…}} is 2^(1-n) ({0|} = 1 and {0|x} = x/2
    // for x = 2^-k, Siegel, CGT I.3).
    let integer = format!("{}{}", "{".repeat(n), "|}".repeat(n));
    assert!(matches!(
        feed(value, "{{{…|}|}|}", integer.clone().into_bytes()),
        fuzz::Outcome::Accepted
    ));
    assert_eq!(
        conway::value::notation::parse(&integer).unwrap(),
        conway::value::Game::integer(n as i64 - 1)
    );
    let halving = format!("{}{}", "{0|".repeat(n), "}".repeat(n));
    assert!(matches!(
        feed(value, "{0|{0|…}}", halving.into_bytes()),
        fuzz::Outcome::Accepted
    ));
    refused(value, "unbalanced {{{…", "{".repeat(n).into_bytes());
    refused(
        value,
        "a 10^6-digit numerator over 3",
        format!("{}/3", "7".repeat(1_000_000)).into_bytes(),
    );
}

#[test]
fn worksheet_nesting_a_hundred_thousand_deep() {
    use conway::worksheet::{Output, Worksheet};
    let n = 100_000;
    // Calls nest at most so deep (the language's parser descends on the
    // machine stack); deeper is a clear error at its place, not a crash.
    let nested = format!("{}0{}", "mean(".repeat(n), ")".repeat(n));
    let e = Worksheet::new().eval_line(&nested).unwrap_err();
    assert!(e.to_string().contains("nested too deeply"), "{e}");
    refused(
        target("worksheet"),
        "calls nested 10^5 deep",
        nested.into_bytes(),
    );
    refused(
        target("worksheet"),
        "unclosed calls",
        "mean(".repeat(n).into_bytes(),
    );
    // A game literal of the notation that deep is read by the notation's
    // own reader: {{…|}|} with n braces is n - 1.
    let literal = format!("{}{}", "{".repeat(n), "|}".repeat(n));
    assert_eq!(
        Worksheet::new().eval_line(&literal),
        Ok(Output::Value(conway::value::Game::integer(n - 1)))
    );
    // Blocks nested deeply, and a long chain of statements.
    let ifs = format!("{}1{}", "if true then ".repeat(n), " end".repeat(n));
    refused(target("worksheet"), "if nested 10^5 deep", ifs.into_bytes());
    let chain = "x := 1; ".repeat(n);
    feed(target("worksheet"), "10^5 statements", chain.into_bytes());
}

#[test]
fn a_board_of_a_hundred_thousand_rows() {
    let board = vec!["..."; 100_000].join("|");
    let tall = vec!["#"; 100_000].join("|");
    for t in rulesets() {
        feed(t, "10^5 rows", board.clone().into_bytes());
        feed(t, "10^5 rows of #", tall.clone().into_bytes());
    }
}
