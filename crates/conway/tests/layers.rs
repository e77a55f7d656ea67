//! The library's layers: each top-level module of `crates/conway/src` may
//! use only the modules below it in [`LAYERS`]. The order is written here
//! and in ARCHITECTURE.md ("Layers"); this test reads the sources (outside
//! comments) and fails on an upward `crate::` path or a module missing from
//! the list.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The top-level modules, lowest first.
const LAYERS: &[&str] = &[
    "error",
    "spelling",
    "schema",
    "numeric",
    "control",
    "value",
    "partizan",
    "impartial",
    "graph",
    "misere",
    "loopy",
    "user_games",
    "outcome",
    "picture",
    "rulesets",
    "play",
    "worksheet",
];

fn source_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The `.rs` files of `module` (its file and everything under its folder).
fn files_of(module: &str) -> Vec<PathBuf> {
    let root = source_root();
    let mut files = Vec::new();
    let single = root.join(format!("{module}.rs"));
    if single.is_file() {
        files.push(single);
    }
    let mut folders = vec![root.join(module)];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files
}

/// The code of a source file as the layers see it: without its unit-test
/// module (tests may use anything) and comments.
fn library_code(text: &str) -> String {
    let code = without_comments(text);
    let unit_tests = code.match_indices("#[cfg(test)]").find(|(at, attribute)| {
        code[at + attribute.len()..]
            .trim_start()
            .starts_with("mod tests")
    });
    match unit_tests {
        Some((at, _)) => code[..at].to_string(),
        None => code,
    }
}

/// The text of a source without its comments (line comments, doc
/// comments, block comments), so doc links and examples do not count.
fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        if rest.starts_with("//") {
            let end = rest.find('\n').unwrap_or(rest.len());
            rest = &rest[end..];
        } else if rest.starts_with("/*") {
            let end = rest.find("*/").map_or(rest.len(), |e| e + 2);
            rest = &rest[end..];
        } else if rest.starts_with('"') {
            // A string literal: kept whole, so `//` inside it is no comment.
            let mut end = 1;
            let bytes = rest.as_bytes();
            while end < bytes.len() && bytes[end] != b'"' {
                end += if bytes[end] == b'\\' { 2 } else { 1 };
            }
            let end = (end + 1).min(rest.len());
            out.push_str(&rest[..end]);
            rest = &rest[end..];
        } else {
            let c = rest.chars().next().unwrap();
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// The top-level modules a source names: `crate::name` and each first
/// name inside `crate::{a, b::c}`.
fn modules_named(code: &str) -> BTreeSet<String> {
    let mut named = BTreeSet::new();
    let word = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    for (at, _) in code.match_indices("crate::") {
        if at > 0 && code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '$') {
            continue; // `$crate::` in a macro, or `mycrate::`
        }
        let after = &code[at + "crate::".len()..];
        if let Some(group) = after.strip_prefix('{') {
            let mut depth = 0;
            let mut start = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => start = true,
                    c if start && (c.is_alphanumeric() || c == '_') => {
                        named.insert(word(&group[i..]));
                        start = false;
                    }
                    _ => {}
                }
            }
        } else {
            named.insert(word(after));
        }
    }
    named
}

/// The top-level modules lib.rs declares.
fn declared_modules() -> BTreeSet<String> {
    let lib = fs::read_to_string(source_root().join("lib.rs")).unwrap();
    without_comments(&lib)
        .lines()
        .filter_map(|line| {
            let line = line.trim();
            let rest = line
                .strip_prefix("pub mod ")
                .or_else(|| line.strip_prefix("mod "))?;
            Some(rest.trim_end_matches(';').to_string())
        })
        .collect()
}

#[test]
fn every_module_is_placed_in_a_layer() {
    let listed: BTreeSet<String> = LAYERS.iter().map(|m| m.to_string()).collect();
    assert_eq!(
        declared_modules(),
        listed,
        "lib.rs's modules and LAYERS (tests/layers.rs) differ: place a new module in LAYERS and in ARCHITECTURE.md"
    );
}

#[test]
fn no_module_uses_one_above_it() {
    let mut upward = Vec::new();
    for (level, module) in LAYERS.iter().enumerate() {
        let files = files_of(module);
        assert!(!files.is_empty(), "no source found for module {module}");
        for file in files {
            let code = library_code(&fs::read_to_string(&file).unwrap());
            for named in modules_named(&code) {
                let above = LAYERS[level + 1..].contains(&named.as_str());
                if above {
                    let shown = file.strip_prefix(source_root()).unwrap().display();
                    upward.push(format!("src/{shown} (layer {module}) uses crate::{named}"));
                }
            }
        }
    }
    assert!(
        upward.is_empty(),
        "upward imports (see the layer order in tests/layers.rs):\n{}",
        upward.join("\n")
    );
}

#[test]
fn the_checker_sees_grouped_and_plain_paths_but_not_comments() {
    let code = without_comments(
        "use crate::value::Game;\nuse crate::{control::Control, numeric};\n// crate::rulesets\n/// [`x`]: crate::worksheet\nlet s = \"// not a comment\"; $crate::picture::x();",
    );
    let named: Vec<String> = modules_named(&code).into_iter().collect();
    assert_eq!(named, ["control", "numeric", "value"]);
}

/// ARCHITECTURE.md's module sections, in the order of their `### ` headings
/// (a heading may name two modules: `### partizan and impartial`).
fn architecture_sections() -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ARCHITECTURE.md");
    let text = fs::read_to_string(path).unwrap();
    text.lines()
        .filter_map(|line| line.strip_prefix("### "))
        .flat_map(|heading| {
            heading
                .split(" and ")
                .map(|name| name.trim().to_string())
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn architecture_has_a_section_per_module_with_its_invariant() {
    let sections = architecture_sections();
    let listed: BTreeSet<String> = LAYERS.iter().map(|m| m.to_string()).collect();
    let written: BTreeSet<String> = sections.iter().cloned().collect();
    assert_eq!(
        written, listed,
        "ARCHITECTURE.md needs one `### module` section per module of LAYERS"
    );
    let text =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ARCHITECTURE.md"))
            .unwrap();
    for section in text.split("\n### ").skip(1) {
        let body = section.split("\n## ").next().unwrap();
        let heading = body.lines().next().unwrap();
        assert!(
            body.contains("**Invariant:**"),
            "ARCHITECTURE.md's section `{heading}` has no **Invariant:** line"
        );
    }
    let layers_paragraph = text
        .split("## Layers")
        .nth(1)
        .and_then(|rest| rest.split("\n\n").nth(1))
        .unwrap()
        .replace('\n', " ");
    let order = LAYERS.join(", ");
    assert!(
        layers_paragraph.contains(&order),
        "ARCHITECTURE.md's Layers paragraph must list the layers in LAYERS's order: {order}"
    );
}
