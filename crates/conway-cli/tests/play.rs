//! End-to-end tests of `conway play`: whole games with the real binary,
//! moves piped into standard input.

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn play(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_conway"))
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the conway binary runs");
    // The game may end before all input is read; a closed pipe is fine.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

fn text(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The record of a game played with `--json`.
fn record(args: &[&str], input: &str) -> Value {
    let mut all = vec!["--json"];
    all.extend_from_slice(args);
    let out = play(&all, input);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn you_win_nim_with_the_right_moves() {
    // 1 2 -> 1 1 (value 0); the engine must break a pair; take the other.
    let out = play(&["nim", "1 2"], "heap 2: 2 -> 1\n1\n");
    assert!(out.status.success());
    let t = text(&out);
    assert!(t.contains("You kept a winning position."), "{t}");
    assert!(t.contains("The engine has no move: you win."), "{t}");
}

#[test]
fn a_bad_move_is_called_out_and_punished() {
    // From 1 2 (value *3) taking the whole heap 2 leaves 1: the engine wins.
    let out = play(&["nim", "1 2"], "heap2:2->0\n");
    let t = text(&out);
    assert!(
        t.contains("lets the engine win; a winning move was heap 2: 2 -> 1"),
        "{t}"
    );
    assert!(t.contains("You have no move: the engine wins."), "{t}");
}

#[test]
fn unknown_moves_are_asked_again() {
    let out = play(&["nim", "2"], "take it all\n99\nHEAP 1: 2 -> 0\n");
    let t = text(&out);
    assert!(t.contains("'take it all' is not a move here"), "{t}");
    assert!(t.contains("'99' is not a move here"), "{t}");
    assert!(t.contains("you win"), "{t}");
}

#[test]
fn input_ending_early_is_an_error() {
    let out = play(&["nim", "3 5 7"], "1\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("standard input"));
}

/// On every impartial ruleset: the engine, moving first from its example
/// (a first-player win), wins whatever you answer; and moving second from a
/// losing position it wins too.
#[test]
fn the_engine_wins_what_it_should() {
    let games: [(&str, &str); 8] = [
        ("nim", "3 5 7"),
        ("staircase-nim", "3 0 5 2"),
        ("pawns", "k=3:..P.P..P"),
        ("subtraction-nim", "{2,5}: 2 4 7"),
        ("divisor-chain", "1 2 3 3 5"),
        ("rectangle-split", "#..#|.#..|..#."),
        ("bomberman", "3x4 + 1x2"),
        ("wythoff", "4 9"),
    ];
    let answers = "1\n".repeat(200);
    for (ruleset, position) in games {
        let r = record(&["--first", "engine", ruleset, position], &answers);
        assert_eq!(r["winner"], "engine", "{ruleset}: {r}");
        let moves = r["moves"].as_array().unwrap();
        assert_eq!(moves[0]["by"], "engine");
        // Each of your moves was from a losing position.
        for m in moves.iter().filter(|m| m["by"] == "you") {
            assert_eq!(m["kept_winning"], false, "{ruleset}: {r}");
        }
    }
    for (ruleset, position) in [
        ("nim", "1 2 3"),
        ("wythoff", "3 5"),
        ("divisor-chain", "4 4 2 2"),
    ] {
        let r = record(&[ruleset, position], &answers);
        assert_eq!(r["winner"], "engine", "{ruleset}: {r}");
    }
}

/// Playing the winning moves the analysis gives, you beat the engine.
#[test]
fn following_the_analysis_beats_the_engine() {
    for (ruleset, position) in [
        ("nim", "3 5 7"),
        ("pawns", "...P..P.P...."),
        ("wythoff", "4 9"),
        ("bomberman", "2x5"),
        ("divisor-chain", "1 2 3 3 5"),
    ] {
        let mut input = String::new();
        for _ in 0..100 {
            // Replay the game so far; when the input runs out, the last
            // board shown is the position you are to move in.
            let out = play(&[ruleset, position], &input);
            if out.status.success() {
                break;
            }
            let t = text(&out);
            let board = t
                .split("\n\n")
                .last()
                .and_then(|b| b.trim_start().lines().next())
                .unwrap();
            let a: Value = serde_json::from_slice(
                &Command::new(env!("CARGO_BIN_EXE_conway"))
                    .args(["--json", "analyze", ruleset, board])
                    .output()
                    .unwrap()
                    .stdout,
            )
            .unwrap();
            let best = a["winning_moves"][0]
                .as_str()
                .unwrap_or_else(|| panic!("{ruleset}: {a} {board:?} {t}"));
            input.push_str(best);
            input.push('\n');
        }
        let r = record(&[ruleset, position], &input);
        assert_eq!(r["winner"], "you", "{ruleset}: {r}");
        for m in r["moves"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["by"] == "you")
        {
            assert_eq!(m["kept_winning"], true, "{ruleset}: {r}");
        }
    }
}
