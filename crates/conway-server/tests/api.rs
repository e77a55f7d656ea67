//! Every endpoint of the API on a server on an ephemeral port: answers
//! checked against the library called directly, and bad input answered
//! 400 with the command line's one-line error.

use crate::server::{default_server, Server};
use serde_json::{json, Value};
use std::sync::OnceLock;

fn server() -> &'static Server {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER.get_or_init(default_server)
}

#[test]
fn the_page_and_its_files_are_served() {
    let (status, kind, body) = server().get("/");
    assert_eq!(status, 200);
    assert!(kind.starts_with("text/html"), "{kind}");
    assert!(body.contains("<title>conway workbench</title>"));
    for (path, kind_wanted) in [("/app.js", "text/javascript"), ("/style.css", "text/css")] {
        let (status, kind, body) = server().get(path);
        assert_eq!(
            (status, kind.starts_with(kind_wanted)),
            (200, true),
            "{path}: {kind}"
        );
        assert!(!body.is_empty());
    }
    let (status, doc) = server().get_json("/nothing/here");
    assert_eq!(status, 404);
    assert_eq!(doc["error"], "/nothing/here: no such page or API");
    assert_eq!(doc["schema"], "conway/1");
}

#[test]
fn rulesets_are_listed_with_whether_they_are_drawn() {
    let (status, doc) = server().get_json("/api/rulesets");
    assert_eq!(status, 200);
    let list = doc["rulesets"].as_array().unwrap();
    assert_eq!(list.len(), conway::rulesets::all().len());
    let find = |name: &str| list.iter().find(|r| r["name"] == name).unwrap().clone();
    assert_eq!(find("domineering")["drawn"], true);
    assert_eq!(find("nim")["drawn"], false);
    assert_eq!(find("nim")["kind"], "impartial");
}

/// The value of the position `text` of `ruleset`, from the library.
fn value_of(ruleset: &str, text: &str) -> Option<String> {
    let rules = conway::rulesets::find(ruleset).unwrap();
    rules
        .parse(text)
        .unwrap()
        .analyze()
        .value
        .map(|v| v.to_string())
}

#[test]
fn an_analysis_lists_each_move_with_the_value_it_leads_to() {
    let (status, doc) = server().post(
        "/api/analyze",
        json!({"ruleset": "domineering", "position": "...|...|..#"}),
    );
    assert_eq!(status, 200, "{doc}");
    let rules = conway::rulesets::find("domineering").unwrap();
    let position = rules.parse("...|...|..#").unwrap();
    let a = position.analyze();
    assert_eq!(doc["value"], a.value.unwrap().to_string());
    assert_eq!(doc["outcome"], a.outcome.to_string());
    assert!(doc["board"].as_str().unwrap().starts_with("<svg"));
    let options = doc["options"].as_array().unwrap();
    let lefts = position.moves(conway::value::Player::Left).len();
    let rights = position.moves(conway::value::Player::Right).len();
    assert_eq!(options.len(), lefts + rights);
    for o in options {
        let label = o["move"].as_str().unwrap().to_string();
        let after = o["position"].as_str().unwrap();
        assert_eq!(
            o["value"].as_str().map(str::to_string),
            value_of("domineering", after),
            "{o}"
        );
        let winning = match o["side"].as_str().unwrap() {
            "left" => &a.left_moves,
            _ => &a.right_moves,
        };
        assert_eq!(o["winning"], winning.contains(&label), "{o}");
    }
}

#[test]
fn a_hot_position_has_a_thermograph_and_an_impartial_one_its_nimber() {
    let (_, doc) = server().post(
        "/api/analyze",
        json!({"ruleset": "domineering", "position": "..|.."}),
    );
    assert_eq!(doc["value"], "+-1");
    assert_eq!(doc["temperature"], "1");
    assert!(doc["thermograph"].as_str().unwrap().contains("<svg"));
    let (_, doc) = server().post(
        "/api/analyze",
        json!({"ruleset": "nim", "position": "1 2 3"}),
    );
    assert_eq!(doc["nimber"], 0);
    assert_eq!(doc["board"], Value::Null);
    assert!(doc["options"]
        .as_array()
        .unwrap()
        .iter()
        .all(|o| o["side"] == "either" && o["winning"] == false));
}

#[test]
fn bad_input_is_a_400_with_the_command_lines_message() {
    let cases = [
        (
            json!({"ruleset": "domineerin", "position": ".."}),
            "ruleset: unknown ruleset 'domineerin'; did you mean 'domineering'?",
        ),
        (
            json!({"ruleset": "nim", "position": "3 x"}),
            "position for nim: ",
        ),
        (
            json!({"ruleset": "nim"}),
            "request body, line 1, column 17: missing field `position`",
        ),
        (
            json!({"ruleset": "nim", "position": "1", "extra": 1}),
            "request body, line 1, column ",
        ),
    ];
    for (body, message) in cases {
        let (status, doc) = server().post("/api/analyze", body.clone());
        assert_eq!(status, 400, "{body}: {doc}");
        let error = doc["error"].as_str().unwrap();
        assert!(error.starts_with(message), "{body}: {error}");
        assert!(!error.contains('\n'));
    }
    let (status, doc) = server().post_text("/api/analyze", "{\"ruleset\": ");
    assert_eq!(status, 400);
    assert!(
        doc["error"]
            .as_str()
            .unwrap()
            .starts_with("request body, line 1, column 12: "),
        "{doc}"
    );
    let (status, doc) = server().post("/api/sequence", json!({"game": "0.7z", "to": 10}));
    assert_eq!(status, 400, "{doc}");
    assert!(
        doc["error"]
            .as_str()
            .unwrap()
            .starts_with("game '0.7z' column "),
        "{doc}"
    );
}

#[test]
fn a_body_over_a_megabyte_is_refused() {
    let text = "1 ".repeat(600_000);
    let (status, doc) = server().post("/api/analyze", json!({"ruleset": "nim", "position": text}));
    assert_eq!(status, 413);
    assert_eq!(
        doc["error"],
        "request body: larger than the limit of 1048576 bytes"
    );
}

#[test]
fn worksheet_definitions_persist_in_the_tabs_session() {
    let (status, first) = server().post("/api/worksheet", json!({"text": "g := {1|*}"}));
    assert_eq!(status, 200, "{first}");
    assert_eq!(first["new_session"], true);
    assert_eq!(first["answers"][0]["name"], "g");
    let session = first["session"].clone();
    let (_, second) = server().post(
        "/api/worksheet",
        json!({"session": session, "text": "g + ^\ng >= 0"}),
    );
    assert_eq!(second["new_session"], false);
    assert_eq!(second["answers"][0]["text"], "{1^|^*}");
    assert_eq!(second["answers"][1]["value"], true);
    assert_eq!(second["answers"][1]["line"], 2);
    // Another tab does not see g.
    let (_, other) = server().post("/api/worksheet", json!({"text": "g"}));
    assert_ne!(other["session"], session);
    assert!(other["answers"][0]["error"]
        .as_str()
        .unwrap()
        .contains("unknown name 'g'"));
}

#[test]
fn worksheet_errors_name_line_and_column_and_hot_values_have_thermographs() {
    let (_, doc) = server().post(
        "/api/worksheet",
        json!({"text": "a := 1\nb := a + h\n{3||2*|1*}"}),
    );
    let answers = doc["answers"].as_array().unwrap();
    assert_eq!(answers.len(), 3, "{doc}");
    assert_eq!(
        (answers[1]["line"].clone(), answers[1]["column"].clone()),
        (json!(2), json!(10))
    );
    assert!(answers[1]["error"]
        .as_str()
        .unwrap()
        .starts_with("line 2, column 10: unknown name 'h'"));
    let svg = answers[2]["thermograph"].as_str().unwrap();
    let g: conway::value::Game = "{3||2*|1*}".parse().unwrap();
    assert_eq!(
        svg,
        conway::picture::thermograph::svg(g, &g.thermograph()).unwrap()
    );
    // Numbers have no thermograph drawn.
    assert!(answers[0].get("thermograph").is_none(), "{}", answers[0]);
}

#[test]
fn a_game_is_played_undone_redone_saved_and_loaded() {
    let s = server();
    let (status, doc) = s.post(
        "/api/play/new",
        json!({"ruleset": "domineering", "position": "...|...|..."}),
    );
    assert_eq!(status, 200, "{doc}");
    let session = doc["session"].clone();
    assert_eq!(doc["to_move"], "you");
    assert_eq!(doc["you"], "left");
    assert!(doc["board"].as_str().unwrap().starts_with("<svg"));
    let (_, hint) = s.post("/api/play/hint", json!({"session": session}));
    let said = hint["said"][0].as_str().unwrap();
    assert!(said.starts_with("Hint:"), "{said}");
    let (_, moved) = s.post(
        "/api/play/move",
        json!({"session": session, "move": "a1-a2"}),
    );
    let turns = moved["turns"].as_array().unwrap();
    assert_eq!(turns[0]["move"], "a1-a2");
    assert_eq!(turns.len(), 2, "the engine replied: {moved}");
    assert_eq!(turns[1]["by"], "engine");
    let after_reply = moved["position"].clone();
    let (_, undone) = s.post("/api/play/undo", json!({"session": session}));
    assert_eq!(undone["turns"].as_array().unwrap().len(), 0);
    assert_eq!(undone["position"], "...|...|...");
    let (_, redone) = s.post("/api/play/redo", json!({"session": session}));
    assert_eq!(redone["position"], after_reply);
    // The saved file resumes in the library (as `conway play --load`) and here.
    let (status, _, file) = s.get(&format!(
        "/api/play/save?session={}",
        session.as_str().unwrap()
    ));
    assert_eq!(status, 200);
    let saved: conway::play::Saved = serde_json::from_str(&file).unwrap();
    let resumed = conway::play::Session::resume(saved.clone()).unwrap();
    assert_eq!(json!(resumed.position().notation()), after_reply);
    let (_, loaded) = s.post(
        "/api/play/load",
        json!({"saved": serde_json::to_value(&saved).unwrap()}),
    );
    assert_eq!(loaded["position"], after_reply);
    assert_ne!(loaded["session"], session);
}

#[test]
fn bad_moves_and_unknown_games_are_refused() {
    let s = server();
    let (_, doc) = s.post(
        "/api/play/new",
        json!({"ruleset": "nim", "position": "1 2"}),
    );
    let session = doc["session"].clone();
    let (status, doc) = s.post(
        "/api/play/move",
        json!({"session": session, "move": "heap 9: 9 -> 0"}),
    );
    assert_eq!(status, 400);
    assert_eq!(
        doc["error"],
        "move: 'heap 9: 9 -> 0' is not a legal move here"
    );
    let (status, doc) = s.post("/api/play/move", json!({"session": "nope", "move": "1"}));
    assert_eq!(status, 400);
    assert!(doc["error"]
        .as_str()
        .unwrap()
        .starts_with("session: no game 'nope'"));
    let (status, _) = s.post("/api/play/fly", json!({"session": session}));
    assert_eq!(status, 404);
    let (status, doc) = s.post("/api/play/new", json!({"ruleset": "nim", "position": "x"}));
    assert_eq!(status, 400);
    assert!(
        doc["error"]
            .as_str()
            .unwrap()
            .starts_with("game: position for nim: "),
        "{doc}"
    );
    let (status, doc) = s.post("/api/play/load", json!({"saved": {"ruleset": "nim"}}));
    assert_eq!(status, 400);
    assert!(
        doc["error"]
            .as_str()
            .unwrap()
            .starts_with("saved: expected a saved game"),
        "{doc}"
    );
}

#[test]
fn a_sequence_has_its_values_period_and_certificate() {
    let (status, doc) = server().post("/api/sequence", json!({"game": "kayles", "to": 30}));
    assert_eq!(status, 200, "{doc}");
    // Kayles: period 12 from heap 71 on (Winning Ways ch. 4; OEIS A002186).
    let report = conway::impartial::heap::HeapGame::parse("kayles")
        .unwrap()
        .analyze(30);
    assert_eq!(doc["values"], json!(report.values));
    assert_eq!(
        (doc["period"].clone(), doc["preperiod"].clone()),
        (json!(12), json!(71))
    );
    assert_eq!(doc["certified"], true);
    assert!(doc["certificate"].is_string());
    let (status, doc) = server().post("/api/sequence", json!({"game": "kayles", "to": 10_000_000}));
    assert_eq!(status, 400);
    assert!(doc["error"]
        .as_str()
        .unwrap()
        .starts_with("to: at most 100000 values"));
}

#[test]
fn the_status_says_what_runs_and_what_is_kept() {
    let doc = server().status();
    assert_eq!(doc["workers"], 2);
    assert_eq!(doc["request_timeout"], 10.0);
    assert!(doc["worksheets"].is_u64());
    let (status, doc) = server().post("/api/cancel", json!({"job": "nothing-runs"}));
    assert_eq!((status, doc["cancelled"].clone()), (200, json!(false)));
}
