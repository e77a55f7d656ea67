//! Ruleset positions kept as positions, as CGSuite keeps them:
//! `game.grid.Domineering("..|..")` is the position with its moves, read
//! by `.Options`, `.Followers` and `.FollowerCount`, and its canonical
//! value wherever a value is used. Checked against the answers CGSuite
//! prints in its own test tables (CGSuite 2.x, lib/core/src/test/scala:
//! EvalTest.scala, GameTest.scala, GameGraphTest.scala) and against a
//! plain walk of the ruleset's moves computed here.

use crate::common::worksheet::{error, show};
use conway::rulesets::{self, Position};
use conway::value::Player;
use std::collections::BTreeSet;

/// The distinct positions reachable from `text` in `ruleset` (itself
/// included), by a plain depth-first walk of both players' moves.
fn plain_followers(ruleset: &str, text: &str) -> usize {
    let rules = rulesets::find(ruleset).unwrap();
    let mut seen = BTreeSet::new();
    fn walk(p: &dyn Position, seen: &mut BTreeSet<String>) {
        if !seen.insert(p.notation()) {
            return;
        }
        for player in [Player::Left, Player::Right] {
            for m in p.moves(player) {
                walk(m.position.as_ref(), seen);
            }
        }
    }
    walk(rules.parse(text).unwrap().as_ref(), &mut seen);
    seen.len()
}

#[test]
fn a_position_prints_as_cgsuite_prints_it() {
    assert_eq!(
        show(&["game.grid.Domineering(\"..|..\")"]),
        "Domineering.Position(\"..|..\")"
    );
    // EvalTest.scala: a position among the options keeps the game explicit.
    assert_eq!(
        show(&["{game.grid.Domineering(\"..|..\")|-1}"]),
        "'{Domineering.Position(\"..|..\")|-1}'"
    );
    // conway's own call still gives the value at once.
    assert_eq!(show(&["domineering(\"..|..\")"]), "+-1");
}

#[test]
fn a_position_is_its_value_in_arithmetic_and_functions() {
    for (cgsuite, conway) in [
        (
            "game.grid.Domineering(\"..|..\") + 1",
            "domineering(\"..|..\") + 1",
        ),
        ("-game.grid.Domineering(\"...\")", "-domineering(\"...\")"),
        (
            "{game.grid.Domineering(\"..|..\")|-1}.CanonicalForm",
            "{domineering(\"..|..\")|-1}",
        ),
        (
            "{game.grid.Domineering(\"..|..\")|-1} + *",
            "{domineering(\"..|..\")|-1} + *",
        ),
        (
            "game.grid.Clobber(\"xox|ox.\").CanonicalForm",
            "clobber(\"xox|ox.\")",
        ),
        (
            "game.grid.Amazons(\"x..|o..\").Temperature",
            "temperature(amazons(\"x..|o..\"))",
        ),
    ] {
        assert_eq!(show(&[cgsuite]), show(&[conway]), "{cgsuite}");
    }
    assert_eq!(
        show(&["game.grid.Domineering(\"..|..\") == domineering(\"..|..\")"]),
        "true"
    );
}

#[test]
fn options_are_the_rulesets_moves_each_once() {
    // Left's two vertical placements on a 2x2 board leave equal boards
    // up to symmetry but different positions: two options.
    assert_eq!(
        show(&["game.grid.Domineering(\"..|..\").Options(Left).Size"]),
        "2"
    );
    assert_eq!(
        show(&["game.grid.Domineering(\"..|..\").LeftOptions"]),
        show(&["game.grid.Domineering(\"..|..\").Options(Left)"]),
    );
    let right = show(&["game.grid.Domineering(\"...\").RightOptions"]);
    assert_eq!(right.matches("Domineering.Position(").count(), 2, "{right}");
    assert_eq!(
        show(&["[x.CanonicalForm for x in game.grid.Domineering(\"...\").RightOptions]"]),
        "[0, 0]"
    );
    assert_eq!(
        show(&["game.grid.Domineering(\"...\").LeftOptions.Size"]),
        "0"
    );
}

#[test]
fn followers_are_counted_as_a_plain_walk_counts_them() {
    for (ruleset, class, text) in [
        ("domineering", "Domineering", "..|.."),
        ("domineering", "Domineering", "...|..."),
        ("clobber", "Clobber", "xox|ox."),
        ("amazons", "Amazons", "x..|o.."),
        ("snort", "Snort", "L-.-.-.-L"),
    ] {
        let family = if ruleset == "snort" { "graph" } else { "grid" };
        let call = format!("game.{family}.{class}(\"{text}\")");
        let want = plain_followers(ruleset, text).to_string();
        assert_eq!(show(&[&format!("{call}.Followers.Size")]), want, "{call}");
        assert_eq!(show(&[&format!("{call}.FollowerCount")]), want, "{call}");
        let listed = format!("length(followers({call}))");
        assert_eq!(show(&[&listed]), want, "{call}");
    }
}

#[test]
fn amazons_followers_as_cgsuite_counts_them() {
    // GameTest.scala: game.grid.Amazons("x...|o...").Followers.Size is 2784.
    assert_eq!(
        show(&["game.grid.Amazons(\"x...|o...\").Followers.Size"]),
        "2784"
    );
}

#[test]
fn hackenbush_without_ground_is_an_error() {
    // GameGraphTest.scala: "That `Graph` is empty (no ground)."
    let (line, column, message) = error("game.graph.Hackenbush(\"\").CanonicalForm");
    assert_eq!((line, column), (1, 23));
    assert_eq!(message, "that graph is empty (no ground)");
    // conway's own call reads the empty string as the empty position.
    assert_eq!(show(&["hackenbush(\"\")"]), "0");
}

/// `outcome` searches a CGSuite position as it searches conway's own
/// ruleset call: the same verdict and winning moves, named by the position.
#[test]
fn outcome_searches_a_cgsuite_position() {
    for (cgsuite, own) in [
        (
            r#"game.grid.Domineering("....|....|....|....") + 1"#,
            r#"domineering("....|....|....|....") + 1"#,
        ),
        (
            r#"game.grid.Clobber("xox|oxo|xo.")"#,
            r#"clobber("xox|oxo|xo.")"#,
        ),
    ] {
        let searched = show(&[&format!("outcome({cgsuite})")]);
        let by_name = show(&[&format!("outcome({own})")]);
        let label = |text: &str| {
            text.replace("Domineering.Position", "domineering")
                .replace("Clobber.Position", "clobber")
        };
        assert!(searched.contains(" first: "), "{searched}");
        assert_eq!(label(&searched), by_name, "{cgsuite}");
    }
}
