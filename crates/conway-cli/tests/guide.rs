//! The user guide (`docs/src/*.md`) and README.md show what conway really
//! answers: every example block runs here and its shown output is compared
//! with the program's (Python blocks run in the Python package's
//! `tests/test_guide.py`). Block kinds, by the fence's info string:
//!
//! - `console`: `$ conway ARGS` (or `$ echo 'LINE' | conway ARGS`), then
//!   the output (stdout, then stderr). A line `...` stands for any lines,
//!   `...` inside a line for any text.
//! - `sh`: `conway ARGS  # comment` lines, each of which must succeed.
//! - `worksheet`: `> STATEMENT` lines, then the answers, run by
//!   `conway repl` as one script.
//!
//! Other blocks (`text`, `shell`, `rust,ignore`, ...) are not examples of
//! conway's answers. The generated pages (the rulesets table, the
//! worksheet reference) and the README's pictures are compared with what
//! the program gives now; `CONWAY_BLESS=1` rewrites them.

use crate::common;
use crate::tour::words;
use std::path::{Path, PathBuf};
use std::process::Output;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// README.md and every chapter of the guide, with their paths.
fn pages() -> Vec<(String, String)> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("docs/src"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .map(|n| format!("docs/src/{n}"))
        .collect();
    names.sort();
    names.insert(0, "README.md".into());
    names
        .into_iter()
        .map(|n| {
            let text = std::fs::read_to_string(root().join(&n)).unwrap();
            (n, text)
        })
        .collect()
}

/// A fenced block: its info string, its body and the line it starts on.
struct Block {
    info: String,
    body: String,
    line: usize,
}

fn blocks(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut open: Option<Block> = None;
    for (n, line) in text.lines().enumerate() {
        match (&mut open, line.strip_prefix("```")) {
            (None, Some(info)) => {
                open = Some(Block {
                    info: info.trim().to_string(),
                    body: String::new(),
                    line: n + 1,
                })
            }
            (Some(_), Some("")) => out.push(open.take().unwrap()),
            (Some(block), _) => {
                block.body.push_str(line);
                block.body.push('\n');
            }
            (None, None) => {}
        }
    }
    assert!(open.is_none(), "a code block is not closed");
    out
}

/// Whether `actual` has the lines `expected` shows (see the module's doc).
fn shows(expected: &[&str], actual: &[&str]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((&"...", rest)) => (0..=actual.len()).any(|skip| shows(rest, &actual[skip..])),
        Some((line, rest)) => {
            !actual.is_empty() && line_shows(line, actual[0]) && shows(rest, &actual[1..])
        }
    }
}

fn line_shows(expected: &str, actual: &str) -> bool {
    let parts: Vec<&str> = expected.split("...").collect();
    if parts.len() == 1 {
        return expected == actual;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if !actual.starts_with(first) || actual.len() < first.len() + last.len() {
        return false;
    }
    let mut rest = &actual[first.len()..];
    for part in &parts[1..parts.len() - 1] {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.ends_with(last)
}

/// A scratch folder where `examples/` is the repository's, so commands
/// may read the bundled inputs and write files without touching the tree.
fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("conway-guide-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Tests run in parallel: the first one makes the link.
    #[cfg(unix)]
    let _ = std::os::unix::fs::symlink(root().join("examples"), dir.join("examples"));
    dir
}

fn run(args: &[String], input: &str) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = common::command()
        .args(args)
        .current_dir(scratch())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the conway binary runs");
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

fn text_of(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// A console block as (input, arguments, shown output) per command.
fn console_commands(body: &str) -> Vec<(String, Vec<String>, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>, Vec<String>)> = Vec::new();
    for line in body.lines() {
        if let Some(command) = line.strip_prefix("$ ") {
            let (input, command) = match command.strip_prefix("echo ") {
                Some(rest) => {
                    let (echoed, command) = rest.split_once(" | ").expect("echo '...' | conway");
                    (format!("{}\n", words(echoed).join(" ")), command)
                }
                None => (String::new(), command),
            };
            let args = words(command.strip_prefix("conway ").expect("$ conway ..."));
            out.push((input, args, Vec::new()));
        } else {
            let last = out.last_mut().expect("a command before its output");
            last.2.push(line.to_string());
        }
    }
    out
}

/// Checks one block: how many examples it held, and what they got wrong.
fn check_block(page: &str, block: &Block, wrong: &mut Vec<String>) -> usize {
    let place = format!("{page}:{}", block.line);
    match block.info.as_str() {
        "console" => {
            let commands = console_commands(&block.body);
            for (input, args, shown) in &commands {
                let actual = text_of(&run(args, input));
                let actual: Vec<&str> = actual.lines().collect();
                let shown: Vec<&str> = shown.iter().map(String::as_str).collect();
                if !shows(&shown, &actual) {
                    wrong.push(format!(
                        "{place}: `conway {}` shows\n{}\nbut prints\n{}",
                        args.join(" "),
                        shown.join("\n"),
                        actual.join("\n")
                    ));
                }
            }
            commands.len()
        }
        "sh" => {
            let mut count = 0;
            for line in block.body.lines() {
                let line = line.trim();
                if line.is_empty() || line.starts_with('#') {
                    continue;
                }
                let command = line
                    .strip_prefix("conway ")
                    .unwrap_or_else(|| panic!("{place}: an sh block runs conway only: {line}"));
                let out = run(&words(command), "");
                if !out.status.success() {
                    wrong.push(format!("{place}: `{line}` failed:\n{}", text_of(&out)));
                }
                count += 1;
            }
            count
        }
        "worksheet" => {
            let (mut input, mut shown) = (String::new(), Vec::new());
            for line in block.body.lines() {
                match line.strip_prefix("> ") {
                    Some(statement) => {
                        input.push_str(statement);
                        input.push('\n');
                    }
                    None => shown.push(line),
                }
            }
            let out = run(&["repl".to_string()], &input);
            let actual = text_of(&out);
            let actual: Vec<&str> = actual.lines().collect();
            if !shows(&shown, &actual) {
                wrong.push(format!(
                    "{place}: the worksheet shows\n{}\nbut prints\n{}",
                    shown.join("\n"),
                    actual.join("\n")
                ));
            }
            input.lines().count()
        }
        _ => 0,
    }
}

#[test]
fn every_example_in_the_guide_and_readme_shows_what_conway_prints() {
    let (mut examples, mut wrong) = (0, Vec::new());
    for (page, text) in pages() {
        for block in blocks(&text) {
            examples += check_block(&page, &block, &mut wrong);
        }
    }
    eprintln!("{examples} examples checked");
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
    assert!(examples > 100, "only {examples} examples found");
}

#[test]
fn the_shown_output_may_leave_lines_out_but_not_change_them() {
    let actual = ["a", "b c d", "e"];
    assert!(shows(&["a", "...", "e"], &actual));
    assert!(shows(&["a", "b ... d", "e"], &actual));
    assert!(shows(&["...", "e"], &actual));
    assert!(!shows(&["a", "e"], &actual));
    assert!(!shows(&["a", "b c", "e"], &actual));
    assert!(!shows(&["a", "b ... x", "e"], &actual));
    assert!(!shows(&["a", "...", "f"], &actual));
}

#[test]
fn every_chapter_of_the_summary_exists() {
    let summary = std::fs::read_to_string(root().join("docs/src/SUMMARY.md")).unwrap();
    let mut chapters = 0;
    for link in summary.split("](").skip(1) {
        let file = &link[..link.find(')').unwrap()];
        assert!(
            root().join("docs/src").join(file).exists(),
            "SUMMARY.md lists {file}, which is missing"
        );
        chapters += 1;
    }
    assert!(chapters >= 15);
}

/// Compares a generated file with what is committed, or writes it under
/// `CONWAY_BLESS=1`.
fn compare_or_bless(path: &str, generated: &str) {
    let path = root().join(path);
    if std::env::var_os("CONWAY_BLESS").is_some() {
        std::fs::write(&path, generated).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "{} is out of date: rerun with CONWAY_BLESS=1",
        path.display()
    );
}

#[test]
fn the_rulesets_table_is_the_registry() {
    let registry = common::json(&["rulesets", "--json"]);
    let mut page = String::from(
        "| name | kind | summary | position syntax | example |\n|---|---|---|---|---|\n",
    );
    for r in registry["rulesets"].as_array().unwrap() {
        let field = |k: &str| r[k].as_str().unwrap_or_default().to_string();
        let kind = match r["can_cycle"].as_bool() {
            Some(true) => format!("{}, play can cycle", field("kind")),
            _ => field("kind"),
        };
        page.push_str(&format!(
            "| `{}` | {} | {} | {} | `{}` |\n",
            field("name"),
            kind,
            conway::worksheet::markdown_text(&field("summary")),
            conway::worksheet::markdown_text(&field("syntax")),
            field("example").replace('|', "\\|"),
        ));
    }
    compare_or_bless("docs/src/rulesets-table.md", &page);
}

#[test]
fn the_worksheet_reference_is_the_builtins_help() {
    compare_or_bless(
        "docs/src/worksheet-reference.md",
        &conway::worksheet::reference_markdown(),
    );
}

/// The README's picture: a Domineering board and its thermograph.
const PICTURED: &str = "....|....|#...";

#[test]
fn the_readme_pictures_are_drawn_by_conway() {
    let domineering = conway::rulesets::find("domineering").unwrap();
    let board = conway::rulesets::svg(domineering, PICTURED).unwrap();
    compare_or_bless("docs/src/images/domineering.svg", &board);
    let value = common::json(&["analyze", "domineering", PICTURED, "--json"])["value"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(value, "{3/2|-1/2||-1|-3}");
    let file = scratch().join("thermograph.svg");
    let out = run(
        &[
            "thermograph".into(),
            value,
            "--svg".into(),
            file.to_string_lossy().into_owned(),
        ],
        "",
    );
    assert!(out.status.success(), "{}", text_of(&out));
    compare_or_bless(
        "docs/src/images/thermograph.svg",
        &std::fs::read_to_string(&file).unwrap(),
    );
}
