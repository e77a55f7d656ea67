//! Help for one ruleset (`conway rulesets NAME`, `conway help NAME`), "did
//! you mean" for mistyped names everywhere, and ruleset names in the shell
//! completions (issue 29, point 4).

use crate::common;
use common::{conway, conway_with_input, json, stderr_of, stdout, stdout_of};

#[test]
fn one_ruleset_shows_its_syntax_rules_and_example() {
    let text = stdout(&["rulesets", "domineering"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "domineering (partizan)");
    assert!(text.contains("\nsyntax: "), "{text}");
    assert!(
        text.contains("\nexample: conway analyze domineering '"),
        "{text}"
    );
    // The same page under `conway help`, and the loopy ones say they cycle.
    assert_eq!(stdout(&["help", "domineering"]), text);
    let fox = stdout(&["rulesets", "fox-and-geese"]);
    assert!(
        fox.starts_with("fox-and-geese (partizan, play can cycle)\n"),
        "{fox}"
    );
    let one = json(&["--json", "rulesets", "nim"]);
    assert_eq!(one["name"], "nim");
    assert_eq!(one["example"], "3 5 7");
}

#[test]
fn the_example_each_ruleset_shows_is_a_position_it_reads() {
    for r in json(&["--json", "rulesets"])["rulesets"]
        .as_array()
        .unwrap()
    {
        let name = r["name"].as_str().unwrap();
        let page = stdout(&["rulesets", name]);
        let example = r["example"].as_str().unwrap();
        assert!(
            page.contains(&format!("conway analyze {name} '{example}'")),
            "{page}"
        );
        assert!(
            conway::rulesets::find(name).unwrap().parse(example).is_ok(),
            "{name}"
        );
    }
}

/// A failed command's one line of error, which must be exit code 2.
fn error_of(args: &[&str]) -> String {
    let out = conway(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stdout_of(&out));
    stderr_of(&out)
}

#[test]
fn a_mistyped_ruleset_gets_a_suggestion_not_a_list() {
    for args in [
        &["analyze", "domineerin", "..|.."][..],
        &["rulesets", "domineerin"],
        &["play", "Domineering", "..|.."],
        &["outcome", "--sum", "domineerng:..|.."],
    ] {
        let err = error_of(args);
        assert!(
            err.contains("did you mean 'domineering'?"),
            "{args:?}: {err}"
        );
        assert!(
            err.len() < 300,
            "{args:?}: a short message, not the list: {err}"
        );
    }
    // Nothing near: the list of names, as before.
    let err = error_of(&["analyze", "chess", "x"]);
    assert!(
        !err.contains("did you mean") && err.contains("nim, "),
        "{err}"
    );
}

#[test]
fn a_mistyped_help_topic_or_command_gets_a_suggestion() {
    assert!(error_of(&["help", "analyse"]).contains("did you mean 'analyze'?"));
    assert!(error_of(&["help", "graph-fromat"]).contains("did you mean 'graph-format'?"));
    assert!(error_of(&["help", "clobbr"]).contains("did you mean 'clobber'?"));
    // clap's own suggestion for the command line itself.
    let err = error_of(&["analyse", "nim", "3"]);
    assert!(
        err.contains("a similar subcommand exists: 'analyze'"),
        "{err}"
    );
}

#[test]
fn the_worksheet_suggests_functions_and_rulesets() {
    let out = conway_with_input(
        &["repl"],
        "leftoptons({1|0})\nhelp temprature\ndomineerng(\"..\")\n",
    );
    let err = stderr_of(&out);
    let lines: Vec<&str> = err.lines().collect();
    assert!(lines[0].contains("did you mean 'leftoptions'?"), "{err}");
    assert!(lines[1].contains("did you mean 'temperature'?"), "{err}");
    assert!(lines[2].contains("did you mean 'domineering'?"), "{err}");
}

#[test]
fn shell_completions_complete_ruleset_names() {
    // (clap's fish script completes options' values, not positionals'.)
    for shell in ["bash", "zsh"] {
        let script = stdout(&["completions", shell]);
        for name in ["domineering", "advance-or-eat", "fox-and-geese"] {
            assert!(script.contains(name), "{shell} completions lack {name}");
        }
    }
    // Completion values do not change what parsing accepts or says.
    let err = error_of(&["analyze", "domineerin", "..|.."]);
    assert!(!err.contains("possible values"), "{err}");
}
