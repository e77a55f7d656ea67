//! End-to-end tests of `conway play`: whole games with the real binary,
//! moves piped into standard input, and sessions driven through the pipes
//! as a person would play them (read to the prompt, answer).

use crate::common;
use common::{command, play, play_record, stderr_of, stdout_of};

use serde_json::Value;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Stdio};

#[test]
fn you_win_nim_with_the_right_moves() {
    // 1 2 -> 1 1 (value 0); the engine must break a pair; take the other.
    let out = play(&["nim", "1 2"], "heap 2: 2 -> 1\n1\n");
    assert!(out.status.success());
    let t = stdout_of(&out);
    assert!(t.contains("You kept a winning position."), "{t}");
    assert!(t.contains("The engine has no move: you win."), "{t}");
}

#[test]
fn a_bad_move_is_called_out_and_punished() {
    // From 1 2 (value *3) taking the whole heap 2 leaves 1: the engine wins.
    let out = play(&["nim", "1 2"], "heap2:2->0\n");
    let t = stdout_of(&out);
    assert!(
        t.contains("lets the engine win; a winning move was heap 2: 2 -> 1"),
        "{t}"
    );
    assert!(t.contains("You have no move: the engine wins."), "{t}");
}

#[test]
fn unknown_moves_are_asked_again() {
    let out = play(&["nim", "2"], "take it all\n99\nHEAP 1: 2 -> 0\n");
    let t = stdout_of(&out);
    assert!(t.contains("'take it all' is not a move here"), "{t}");
    assert!(t.contains("'99' is not a move here"), "{t}");
    assert!(t.contains("you win"), "{t}");
}

#[test]
fn end_of_input_leaves_the_game_cleanly() {
    let out = play(&["nim", "3 5 7"], "1\n");
    assert_eq!(out.status.code(), Some(0));
    assert!(
        stdout_of(&out).ends_with("You left the game.\n"),
        "{}",
        stdout_of(&out)
    );
    let r = play_record(&["nim", "3 5 7"], "quit\n");
    assert_eq!(r["left"], true);
    assert_eq!(r["winner"], Value::Null);
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
        let r = play_record(&["--first", "engine", ruleset, position], &answers);
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
        let r = play_record(&[ruleset, position], &answers);
        assert_eq!(r["winner"], "engine", "{ruleset}: {r}");
    }
}

/// A game of `conway play` driven through its pipes: each answer is
/// written once the prompt has been read.
struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
    /// Everything read so far.
    transcript: String,
}

const PROMPT: &str = "your move (or help)> ";

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut child = command()
            .arg("play")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the conway binary runs");
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Session {
            child,
            stdin,
            stdout,
            transcript: String::new(),
        }
    }

    /// The text up to the next prompt, or to the end of the output (`None`
    /// then: the game is over).
    fn read_to_prompt(&mut self) -> Option<String> {
        let mut text = Vec::new();
        loop {
            let buf = self.stdout.fill_buf().unwrap();
            if buf.is_empty() {
                self.transcript.push_str(&String::from_utf8_lossy(&text));
                return None;
            }
            text.push(buf[0]);
            self.stdout.consume(1);
            if text.ends_with(PROMPT.as_bytes()) {
                let text = String::from_utf8_lossy(&text).into_owned();
                self.transcript.push_str(&text);
                return Some(text);
            }
        }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(format!("{line}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
    }

    /// Asks for a hint at the prompt just read and returns its move.
    fn hint(&mut self) -> String {
        self.send("hint");
        let answer = self.read_to_prompt().expect("a prompt after the hint");
        let line = answer
            .lines()
            .find(|l| l.starts_with("Hint: a winning move is "))
            .unwrap_or_else(|| panic!("no winning hint in\n{}", self.transcript));
        assert!(answer.contains("Why: "), "{answer}");
        line["Hint: a winning move is ".len()..]
            .trim_end_matches('.')
            .to_string()
    }

    /// Closes the input, waits, and returns the exit code and the rest.
    fn finish(mut self) -> (Option<i32>, String) {
        drop(self.stdin.take());
        let mut rest = String::new();
        self.stdout.read_to_string(&mut rest).unwrap();
        self.transcript.push_str(&rest);
        let status = self.child.wait().unwrap();
        (status.code(), self.transcript)
    }
}

/// A whole game won by following the hints, from a first-player win,
/// after one bad move (the first that `moves` does not mark as winning)
/// taken back with `undo` (unless that move ends the game at once: then
/// the game starts again). Returns whether `undo` was used.
fn won_by_hints(args: &[&str]) -> bool {
    let mut s = Session::start(args);
    s.read_to_prompt().expect("the first prompt");
    s.send("moves");
    let listed = s.read_to_prompt().expect("the prompt after the list");
    let bad_move = listed
        .lines()
        .find(|l| l.starts_with("  ") && l.contains(") ") && !l.ends_with("(wins)"))
        .and_then(|l| l.split_once(") "))
        .map(|(_, label)| label.to_string())
        .unwrap_or_else(|| panic!("{args:?}: every move wins in\n{listed}"));
    assert!(listed.contains("(wins)"), "{listed}");
    // A bad move: the engine calls it out and answers; undo takes both back.
    s.send(&bad_move);
    let undone = s.read_to_prompt().is_some();
    assert!(
        s.transcript
            .contains("That lets the engine win; a winning move was"),
        "{}",
        s.transcript
    );
    if undone {
        s.send("undo");
        s.read_to_prompt().expect("the prompt after undo");
        assert!(s.transcript.contains("Taken back"), "{}", s.transcript);
    } else {
        assert!(s.transcript.contains("the engine wins"), "{}", s.transcript);
        s = Session::start(args);
        s.read_to_prompt().expect("the first prompt");
    }
    for _ in 0..200 {
        let best = s.hint();
        s.send(&best);
        if s.read_to_prompt().is_none() {
            break;
        }
    }
    let (code, transcript) = s.finish();
    assert_eq!(code, Some(0), "{transcript}");
    assert!(
        transcript.contains("The engine has no move: you win."),
        "{args:?}\n{transcript}"
    );
    assert!(
        !transcript.contains("You are still in a losing position"),
        "{transcript}"
    );
    assert!(transcript.contains("The engine plays"), "{transcript}");
    undone
}

#[test]
fn following_the_hints_beats_the_engine() {
    let graphs = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/graphs/");
    let impartial = format!("{graphs}tokens-impartial.txt");
    let partizan = format!("{graphs}tokens-partizan.txt");
    // Each a first-player win with a move that throws it away.
    assert!(won_by_hints(&["nim", "3 5 7"]));
    won_by_hints(&["pawns", "...P..P.P...."]);
    won_by_hints(&["wythoff", "4 9"]);
    won_by_hints(&["domineering", "...|...|..."]);
    won_by_hints(&["graph", &impartial]);
    won_by_hints(&["graph", &partizan]);
}

#[test]
fn quit_leaves_the_game() {
    let mut s = Session::start(&["nim", "3 5 7"]);
    s.read_to_prompt().unwrap();
    s.send("value");
    let answer = s.read_to_prompt().unwrap();
    assert!(
        answer.contains("Value: * (the first player, to move, wins): you are winning."),
        "{answer}"
    );
    s.send("quit");
    assert!(s.read_to_prompt().is_none());
    let (code, transcript) = s.finish();
    assert_eq!(code, Some(0));
    assert!(transcript.ends_with("You left the game.\n"), "{transcript}");
}

#[test]
fn the_engine_explains_its_moves() {
    // The engine, moving first, wins Nim 1 1 2 and says why.
    let out = play(&["--first", "engine", "nim", "1 1 2"], "quit\n");
    let t = stdout_of(&out);
    // 1 xor 1 xor 2 = 2: the heap of 2 has the top bit, goes to 0.
    assert!(t.contains("The engine plays heap 3: 2 -> 0."), "{t}");
    assert!(
        t.contains(
            "The components' values had nim-sum 2; this component's value 2 has its top bit"
        ),
        "{t}"
    );
    // Partizan: the sign argument, and the board with coordinates.
    let out = play(
        &[
            "--first",
            "engine",
            "--side",
            "right",
            "domineering",
            "..|..|..",
        ],
        "quit\n",
    );
    let t = stdout_of(&out);
    assert!(t.contains("  a b\n1 . .\n2 . .\n3 . ."), "{t}");
    assert!(
        t.contains("It leaves a game >= 0 (1/2), which Right, moving first, loses."),
        "{t}"
    );
}

#[test]
fn loopy_graphs_are_played_to_a_draw() {
    // examples/graphs/loopy-draw.txt: spin + one is a draw (generalised
    // Grundy value inf{1}); the only move keeping it is spin -> spin. You
    // keep the draw too: the position repeats and the game is drawn.
    let loopy = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/graphs/loopy-draw.txt"
    );
    let out = play(
        &["graph", loopy],
        "spin -> spin\nspin -> spin\nspin -> spin\n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let t = stdout_of(&out);
    assert!(t.contains("a draw with best play"), "{t}");
    assert!(t.contains("You kept the draw."), "{t}");
    assert!(t.contains("The engine plays spin -> spin."), "{t}");
    assert!(t.contains("Why: no move wins; it keeps the draw."), "{t}");
    assert!(t.contains("This position has come up 2 times"), "{t}");
    assert!(
        t.contains("3 times with the same player to move: the game is drawn."),
        "{t}"
    );
    // Throwing the draw away (one -> home leaves spin alone, a first-player
    // win) is called out, and the engine wins.
    let out = play(&["graph", loopy], "one -> home\n");
    let t = stdout_of(&out);
    assert!(
        t.contains("That lets the engine win; a drawing move was spin -> spin."),
        "{t}"
    );
    assert!(t.contains("You have no move: the engine wins."), "{t}");
    let r = play_record(&["graph", loopy], "1\n1\n1\n");
    assert_eq!(r["drawn"], true, "{r}");
    assert_eq!(r["winner"], Value::Null, "{r}");
}

#[test]
fn the_engine_wins_fox_and_geese_when_it_can() {
    // Three geese against the fox on a 6x4 board: the geese (Left) win
    // whoever starts; the engine, as the geese, traps the fox however you
    // play it (the first fox move listed, each time).
    let board = "g.g.g.|......|......|...f..";
    let r = play_record(
        &["--side", "right", "fox-and-geese", board],
        &"1\n".repeat(60),
    );
    assert_eq!(r["winner"], "engine", "{r}");
    assert_eq!(r["drawn"], false, "{r}");
}

#[test]
fn the_engine_holds_a_draw_in_backsliding_toads_and_frogs() {
    // t.|.f is on + off: both sides move for ever, a draw.
    let out = play(
        &[
            "--first",
            "engine",
            "--side",
            "right",
            "backsliding-toads-and-frogs",
            "t.|.f",
        ],
        &"1\n".repeat(10),
    );
    let t = stdout_of(&out);
    assert!(t.contains("Value: dud (outcome D"), "{t}");
    assert!(t.contains("the game is drawn."), "{t}");
}

#[test]
fn a_domino_is_named_by_its_cells_in_either_order() {
    // Issue 27, point 14: `a2-a1` is the domino `a1-a2` (Left's vertical
    // one); a Clobber move keeps its direction (b1-a1 is another move).
    let record = play_record(&["domineering", "..|.."], "a2-a1\n");
    assert_eq!(record["moves"][0]["move"], "a1-a2", "{record}");
    assert_eq!(record["moves"][0]["by"], "you");
    let out = play(&["cram", "...."], "B1 - A1\nquit\n");
    assert!(
        !stdout_of(&out).contains("is not a move here"),
        "{}",
        stdout_of(&out)
    );
    let out = play(&["clobber", "xo"], "b1-a1\nquit\n");
    assert!(stdout_of(&out).contains("'b1-a1' is not a move here"));
}

#[test]
fn a_move_is_explained_in_the_words_of_its_label() {
    // 1 0 3 has nim-sum 2: the winning move takes the heap of 3 to 1
    // (Bouton), labelled "heap 3", and explained as played in heap 3.
    let out = play(&["nim", "1 0 3"], "hint\nquit\n");
    let t = stdout_of(&out);
    assert!(t.contains("Hint: a winning move is heap 3: 3 -> 1."), "{t}");
    assert!(t.contains("It plays in heap 3 (3 becomes 1)"), "{t}");
    assert!(!t.contains("component 2 of 2"), "{t}");
}

#[test]
fn the_hint_in_a_lost_position_follows_its_stated_rule() {
    // Nim 3 5 6 has nim-sum 0: every move loses (Bouton). The hint leaves
    // the fewest winning replies: any move from the heap of 3 leaves one
    // (taking the whole 6, as it once advised, leaves 3 5 with one too,
    // but the first move of the list is chosen among equals), and says so.
    let out = play(&["nim", "3 5 6"], "hint\nquit\n");
    let t = stdout_of(&out);
    let hint = t.lines().find(|l| l.contains("Hint:")).unwrap_or_default();
    assert!(hint.contains("no move wins against perfect play"), "{t}");
    assert!(
        hint.contains("by the rule for a lost position, leave the fewest winning replies"),
        "{t}"
    );
    assert!(
        hint.contains(": heap 1: 3 -> 2, after which 1 of your opponent's 13 replies win."),
        "{t}"
    );
    // A partizan game keeps the most, by the mean after the move: the
    // Hackenbush stalks BR BRR (1/2 + 1/4) lost by Right, whose best move
    // leaves 1 (Berlekamp's rule).
    let out = play(&["--side", "right", "hackenbush", "BR BRR"], "hint\nquit\n");
    let t = stdout_of(&out);
    assert!(t.contains("keep the most: "), "{t}");
    assert!(
        t.contains(", after which the value has the best mean (1) for Right."),
        "{t}"
    );
}

#[test]
fn a_saved_game_goes_on_where_it_stopped() {
    let dir = std::env::temp_dir().join(format!("conway-play-save-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.json");
    let path = file.to_str().unwrap();
    // 1 2 3 has nim-sum 0: every move loses; leave after one move and the reply.
    let out = play(&["--save", path, "nim", "1 2 3"], "heap 3: 3 -> 2\nquit\n");
    assert!(out.status.success(), "{}", stderr_of(&out));
    let saved: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(saved["ruleset"], "nim");
    assert_eq!(saved["position"], "1 2 3");
    let turns = saved["turns"].as_array().unwrap();
    assert_eq!(turns.len(), 2, "{saved}");
    assert_eq!(turns[0]["move"], "heap 3: 3 -> 2");
    // Resumed, the position is the one after both moves, and the game goes on.
    let record = play_record(&["--load", path], "1\n1\n1\n1\n1\n");
    let moves = record["moves"].as_array().unwrap();
    assert!(moves.len() > turns.len(), "{record}");
    assert_eq!(moves[0]["move"], "heap 3: 3 -> 2");
    assert_eq!(record["winner"], "engine", "{record}");
    // A file that is not a saved game is a one-line error naming it.
    std::fs::write(&file, "{").unwrap();
    let bad = play(&["--load", path], "");
    assert_eq!(bad.status.code(), Some(2));
    let err = stderr_of(&bad);
    assert!(
        err.contains("game.json:") && err.contains("expected a saved game"),
        "{err}"
    );
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
