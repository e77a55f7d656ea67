//! The board explorer's misère play, loopy sides and big positions
//! (answered by the outcome search, with progress and the Stop button),
//! and misère sequences: every answer checked against the library called
//! directly.

use crate::server::{default_server, Server};
use conway::control::Control;
use conway::value::Player;
use serde_json::{json, Value};
use std::sync::OnceLock;
use std::time::Duration;

fn server() -> &'static Server {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER.get_or_init(default_server)
}

fn position(ruleset: &str, text: &str) -> Box<dyn conway::rulesets::Position> {
    conway::rulesets::find(ruleset)
        .unwrap()
        .parse(text)
        .unwrap()
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn misere_play_shows_the_misere_form_and_who_wins_each_move() {
    let control = Control::unlimited();
    for (ruleset, text) in [
        ("nim", "1 1 3"),
        ("nim", "2 2"),
        ("take-and-break", "0.07: 7 4"),
        ("arc-kayles", "...|..."),
    ] {
        let (status, doc) = server().post(
            "/api/analyze",
            json!({"ruleset": ruleset, "position": text, "misere": true}),
        );
        assert_eq!(status, 200, "{doc}");
        let p = position(ruleset, text);
        let misere = p.misere().unwrap();
        let a = misere.analyze_misere(&control).unwrap();
        assert_eq!(doc["play"], "misere");
        assert_eq!(doc["outcome"], a.outcome.to_string(), "{ruleset} {text}");
        assert_eq!(strings(&doc["winning_moves"]), a.winning_moves);
        let form = misere.misere_form(&control).unwrap();
        assert_eq!(doc["value"], form.to_string(), "{ruleset} {text}");
        assert_eq!(doc["genus"], form.genus().to_string());
        let options = doc["options"].as_array().unwrap();
        assert_eq!(options.len(), p.moves(Player::Left).len());
        for (o, m) in options.iter().zip(p.moves(Player::Left)) {
            let after = m.position.misere().unwrap().misere_form(&control).unwrap();
            assert_eq!(o["move"], m.label);
            assert_eq!(o["value"], after.to_string(), "{o}");
            // A move wins in misère play when it leaves a misère P-position.
            assert_eq!(o["winning"], !after.first_player_wins(), "{o}");
        }
    }
    // Misère Nim 1 1 3: reduce the 3 to 1 (Bouton; Winning Ways ch. 13),
    // where normal Nim reduces it to 0.
    let (_, misere) = server().post(
        "/api/analyze",
        json!({"ruleset": "nim", "position": "1 1 3", "misere": true}),
    );
    assert_eq!(misere["winning_moves"], json!(["heap 3: 3 -> 1"]));
    let (_, normal) = server().post(
        "/api/analyze",
        json!({"ruleset": "nim", "position": "1 1 3"}),
    );
    assert_eq!(normal["winning_moves"], json!(["heap 3: 3 -> 0"]));
}

#[test]
fn misere_play_of_a_partizan_game_is_refused_as_the_command_line_refuses_it() {
    let (status, doc) = server().post(
        "/api/analyze",
        json!({"ruleset": "domineering", "position": "..|..", "misere": true}),
    );
    assert_eq!(status, 400);
    let domineering = conway::rulesets::find("domineering").unwrap();
    assert_eq!(
        doc["error"],
        format!(
            "misere: {}",
            conway::rulesets::document::no_misere(domineering)
        )
    );
}

#[test]
fn a_loopy_position_shows_who_wins_moving_first_and_its_winning_moves() {
    let text = "g.g.g.|......|......|...f..";
    let (status, doc) = server().post(
        "/api/analyze",
        json!({"ruleset": "fox-and-geese", "position": text}),
    );
    assert_eq!(status, 200, "{doc}");
    let p = position("fox-and-geese", text);
    let a = p
        .loopy()
        .unwrap()
        .analyze_loopy(&Control::unlimited())
        .unwrap();
    assert_eq!(doc["loopy"], true);
    assert_eq!(doc["value_text"], a.value.to_string());
    assert!(["left", "right", "draw"].contains(&doc["left_first"].as_str().unwrap()));
    for o in doc["options"].as_array().unwrap() {
        let winning = match o["side"].as_str().unwrap() {
            "left" => &a.left.winning,
            _ => &a.right.winning,
        };
        let label = o["move"].as_str().unwrap().to_string();
        assert_eq!(o["winning"], winning.contains(&label), "{o}");
        assert_eq!(o["value"], Value::Null);
    }
}

#[test]
fn a_position_whose_value_does_not_come_quickly_is_answered_by_the_outcome_search() {
    for text in ["....|....|....", "...#|....|#...|....", ".....|.....|....."] {
        let (status, doc) = server().post(
            "/api/analyze",
            json!({"ruleset": "domineering", "position": text, "canonical_budget": 1}),
        );
        assert_eq!(status, 200, "{doc}");
        let verdict = &doc["outcome_search"];
        assert!(verdict.is_object(), "{doc}");
        let outcome = position("domineering", text).analyze().outcome;
        assert_eq!(doc["outcome"], outcome.to_string(), "{text}");
        assert_eq!(verdict["outcome"], outcome.to_string());
        assert_eq!(doc["value"], Value::Null);
        // Each winner's move, played, leaves a position its mover wins
        // with the other player to move (by the plain game tree).
        for (first, player) in [("left_first", Player::Left), ("right_first", Player::Right)] {
            let answer = &verdict[first];
            if answer["winner"] != json!(player.key()) {
                continue;
            }
            let label = answer["winning_move"]["move"].as_str().unwrap();
            let p = position("domineering", text);
            let i = p.find_move(player, label).unwrap();
            let after = p
                .moves(player)
                .swap_remove(i)
                .position
                .analyze()
                .value
                .unwrap();
            let wins = match player {
                Player::Left => after >= conway::value::Game::ZERO,
                Player::Right => after <= conway::value::Game::ZERO,
            };
            assert!(wins, "{text}: {label} leaves {after}");
        }
    }
    // With the budget it needs, the canonical route answers.
    let (_, doc) = server().post(
        "/api/analyze",
        json!({"ruleset": "domineering", "position": "....|....|...."}),
    );
    assert!(doc.get("outcome_search").is_none(), "{doc}");
    assert!(doc["value"].is_string());
}

#[test]
fn a_long_search_shows_its_progress_and_stops_on_the_stop_button() {
    let s = server();
    let base = s.base.clone();
    let board = ["........"; 9].join("|");
    let request = std::thread::spawn(move || {
        Server { base }.post(
            "/api/analyze",
            json!({"ruleset": "domineering", "position": board, "canonical_budget": 1, "job": "big-1"}),
        )
    });
    let mut seen = 0;
    for _ in 0..400 {
        let (status, p) = s.get_json("/api/progress?job=big-1");
        assert_eq!(status, 200);
        seen = p["positions"].as_u64().unwrap_or(0);
        if p["running"] == true && seen > 1000 {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(seen > 1000, "the search's positions are seen growing");
    let (_, cancelled) = s.post("/api/cancel", json!({"job": "big-1"}));
    assert_eq!(cancelled["cancelled"], true);
    let (status, doc) = request.join().unwrap();
    assert_eq!(status, 200, "{doc}");
    assert_eq!(doc["stopped"], "interrupted", "{doc}");
    assert_eq!(doc["outcome_search"]["outcome"], Value::Null);
    let (_, after) = s.get_json("/api/progress?job=big-1");
    assert_eq!(
        (after["running"].clone(), after["positions"].clone()),
        (json!(false), Value::Null)
    );
}

#[test]
fn a_misere_sequence_has_each_heaps_misere_value_genus_and_apparent_period() {
    let (status, doc) = server().post(
        "/api/sequence",
        json!({"game": "dawson-kayles", "to": 40, "misere": true}),
    );
    assert_eq!(status, 200, "{doc}");
    let game = conway::impartial::heap::HeapGame::parse("dawson-kayles").unwrap();
    let mut sequence = conway::misere::MisereSequence::new(game);
    sequence.extend_to(40, &Control::unlimited()).unwrap();
    assert_eq!(doc["values"], json!(sequence.misere_grundy_values()));
    let genera: Vec<String> = sequence.genera().iter().map(|g| g.extended()).collect();
    assert_eq!(doc["genus"], json!(genera));
    assert_eq!(doc["game"], "dawson-kayles (0.07)");
    assert_eq!(doc["certified"], false);
    // Misère Dawson's Kayles: heaps 0 and 1 are misère 0-positions' kin
    // (genus 0^120), heaps 2 and 3 are * (genus 1^031) (Winning Ways ch. 13).
    assert_eq!(doc["genus"][0], "0^120");
    assert_eq!(doc["genus"][2], "1^031");
    // Beside the values, the misère quotient of the heaps, as the library
    // (`conway quotient`) gives it.
    let (_, doc) = server().post(
        "/api/sequence",
        json!({"game": "kayles", "to": 20, "misere": true}),
    );
    let kayles = conway::impartial::heap::HeapGame::parse("kayles").unwrap();
    let limits = conway::misere::QuotientLimits {
        max_size: 512,
        ..Default::default()
    };
    let found = conway::misere::quotient(&kayles, 20, &limits, &Control::unlimited()).unwrap();
    assert_eq!(
        doc["quotient"],
        conway::misere::quotient_json("0.77", 20, &found)
    );
    assert_eq!(doc["quotient"]["found"], true);
    let (status, doc) = server().post(
        "/api/sequence",
        json!({"game": "kayles", "to": 5000, "misere": true}),
    );
    assert_eq!(status, 400);
    assert!(doc["error"]
        .as_str()
        .unwrap()
        .starts_with("to: at most 2000 misère values"));
}

/// The board the server draws for `position` of `ruleset`.
fn drawn(ruleset: &str, position: &str) -> Value {
    let rules = conway::rulesets::find(ruleset).unwrap();
    json!(conway::rulesets::svg(rules, position).unwrap())
}

/// The answers of the worksheet `text`.
fn worksheet_answers(text: &str) -> Vec<Value> {
    let (status, doc) = server().post("/api/worksheet", json!({ "text": text }));
    assert_eq!(status, 200, "{doc}");
    doc["answers"].as_array().unwrap().clone()
}

#[test]
fn a_worksheet_result_that_is_a_ruleset_position_has_its_board_drawn() {
    let answers =
        worksheet_answers("domineering(\"..#|...\")\ng := clobber(\"xo|ox\")\ng + 1\nnim(\"1 2\")");
    assert_eq!(answers[0]["board"], drawn("domineering", "..#|..."));
    assert_eq!(
        answers[0]["text"],
        position("domineering", "..#|...")
            .analyze()
            .value
            .unwrap()
            .to_string()
    );
    assert_eq!(answers[1]["board"], drawn("clobber", "xo|ox"));
    // A sum is no position; Nim's heaps are not drawn.
    assert!(answers[2].get("board").is_none(), "{}", answers[2]);
    assert!(answers[3].get("board").is_none(), "{}", answers[3]);
}

#[test]
fn a_cgsuite_grid_position_in_a_worksheet_has_its_board_drawn() {
    let answers = worksheet_answers(
        "game.grid.Domineering(\"..#|...\")\nh := game.grid.Clobber(\"xo|ox\")\nh.Options\nh.FollowerCount",
    );
    assert_eq!(answers[0]["board"], drawn("domineering", "..#|..."));
    assert_eq!(answers[1]["board"], drawn("clobber", "xo|ox"));
    // A list of options and a count are not one position.
    assert!(answers[2].get("board").is_none(), "{}", answers[2]);
    assert!(answers[3].get("board").is_none(), "{}", answers[3]);
}
