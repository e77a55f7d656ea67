//! `conway value` and `conway compare` on loopy games.

use crate::common;

use common::{conway, stdout};

#[test]
fn value_reports_simplest_forms_and_draws() {
    let out = stdout(&["value", "{pass|}", "on + off", "{0|pass} + {0|pass}"]);
    assert!(out.contains("simplest form   on\n"), "{out}");
    // Winning Ways ch. 11: on + off = dud, a draw whoever starts.
    assert!(out.contains("game graph      dud\n"), "{out}");
    assert!(out.contains("outcome         D "), "{out}");
    assert!(out.contains("simplest form   over\n"), "{out}");
}

#[test]
fn value_json_has_the_loopy_keys() {
    let out = stdout(&["value", "--json", "a{0|b{a|*}}"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["values"][0]["outcome"], "L/D");
    assert_eq!(v["values"][0]["stopper"], false);
}

#[test]
fn compare_orders_stoppers() {
    // over is positive and below every positive number (Winning Ways ch. 11).
    assert_eq!(stdout(&["compare", "over", "0"]), ">\n");
    assert_eq!(stdout(&["compare", "over", "1/64"]), "<\n");
    // CGSuite prints {pass|3/2} as 3/2under.
    assert_eq!(stdout(&["compare", "{pass|3/2}", "3/2 + under"]), "=\n");
    assert_eq!(stdout(&["compare", "on", "off"]), ">\n");
}

#[test]
fn non_stoppers_have_sides() {
    // Winning Ways ch. 11: tis = 1 & 0; dud = on & off is incomparable
    // with 0 (on > 0 > off).
    let out = stdout(&["value", "a{b{|a}|}"]);
    assert!(out.contains("sides           1 & 0\n"), "{out}");
    assert_eq!(stdout(&["compare", "dud", "0"]), "||\n");
    assert_eq!(stdout(&["compare", "on & off", "dud"]), "=\n");
    assert_eq!(stdout(&["compare", "over & v", "0"]), "||\n");
    let out = stdout(&["value", "--json", "1 & 0"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["values"][0]["value"], "1 & 0");
}

#[test]
fn bad_input_is_an_error() {
    let out = conway(&["compare", "0 & 1", "0"]);
    assert_eq!(out.status.code(), Some(2));
    let out = conway(&["value", "{0|pass"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("1:8"));
}

#[test]
fn solve_values_loopy_vertices() {
    let dir = std::env::temp_dir().join(format!("conway-loopy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("g.txt");
    std::fs::write(
        &path,
        "kind partizan\na -L-> a\nb -L-> z\nb -R-> b\ntokens b b\n",
    )
    .unwrap();
    let out = stdout(&["solve", path.to_str().unwrap()]);
    assert!(out.contains("a       on "), "{out}");
    assert!(out.contains("b       over "), "{out}");
    // over + over = over (CGSuite's test cases: over is idempotent).
    assert!(out.contains("value: over (a loopy stopper"), "{out}");
    let json = stdout(&["solve", "--json", path.to_str().unwrap()]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["loopy_values"]["b"], "over");
    assert_eq!(v["loopy_value"], "over");
}

#[test]
fn value_reports_stops_and_degree_of_stoppers() {
    // CGSuite's CanonicalStopper: upon = {pass|*} has stops 0 and 0; on's
    // degree is on (on − on = dud, whose onside is on).
    let out = stdout(&["value", "upon", "on"]);
    assert!(
        out.contains("stops           0 (Left), 0 (Right)\n"),
        "{out}"
    );
    assert!(
        out.contains("stops           on (Left), on (Right)\n"),
        "{out}"
    );
    assert!(out.contains("degree          on\n"), "{out}");
    let json = stdout(&["value", "--json", "over"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["values"][0]["left_stop"], "over");
    assert_eq!(v["values"][0]["right_stop"], "over");
}

#[test]
fn big_numbers_in_loopy_games_answer_to_the_limits() {
    // A number has as many followers as its birthday: written inside a
    // loopy game it is embedded follower by follower, under the limits,
    // which may also follow the expressions on the command line.
    let out = conway(&["value", "{9999999|on}", "--max-positions", "1000"]);
    assert_eq!(out.status.code(), Some(3), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("1000 positions"), "{err}");
    // The loopy notation's own reader refuses such a number outright.
    let out = conway(&["value", "a{99999999|a}"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("too big to be part of a loopy game"), "{err}");
}

/// A scratch script with the given definitions.
fn script(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("conway-loopy-script-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_owned()
}

#[test]
fn names_from_a_script_mean_what_they_mean_inline() {
    // Issue 27 point 8: uponth := {0||0|0,pass} from a script failed with
    // "expected a game, but this gives a stopper" where inline it worked.
    let defs = script(
        "defs.cgs",
        "uponth := {0||0|0,pass}\nt := a{b{|a}|}\nside := over & v\n",
    );
    let pairs = [
        ("{0|uponth||-uponth}", "{0|{0||0|0,pass}||-{0||0|0,pass}}"),
        ("uponth + 1", "{0||0|0,pass} + 1"),
        ("side", "over & v"),
    ];
    for (named, inline) in pairs {
        let by_name = stdout(&["--json", "value", "--script", &defs, named]);
        let written = stdout(&["--json", "value", inline]);
        let (mut a, mut b): (serde_json::Value, serde_json::Value) = (
            serde_json::from_str(&by_name).unwrap(),
            serde_json::from_str(&written).unwrap(),
        );
        a["values"][0]["input"] = "".into();
        b["values"][0]["input"] = "".into();
        assert_eq!(a, b, "{named} against {inline}");
    }
    // A non-stopper kept by the worksheet as its sides: tis = 1 & 0
    // (Winning Ways ch. 11), with the outcome read off the sides.
    let v = stdout(&["--json", "value", "--script", &defs, "t"]);
    let v: serde_json::Value = serde_json::from_str(&v).unwrap();
    assert_eq!(v["values"][0]["value"], "1 & 0");
    assert_eq!(v["values"][0]["outcome"], "D/L");
    // compare takes them too, against short and loopy values.
    let cmp = |a: &str, b: &str| stdout(&["compare", "--script", &defs, a, b]);
    assert_eq!(cmp("uponth", "0"), ">\n");
    assert_eq!(cmp("uponth", "{0||0|0,pass}"), "=\n");
    assert_eq!(cmp("t", "tis"), "=\n");
    assert_eq!(cmp("1/64", "uponth"), ">\n");
    // thermograph wants a short game and says what it got.
    let out = conway(&["thermograph", "--script", &defs, "uponth"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("expected a short game, but this gives a stopper"),
        "{err}"
    );
}
