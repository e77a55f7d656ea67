//! The worked examples under `examples/worksheets/`: scripts from the
//! books (each file cites its sources), run statement by statement. A
//! statement whose line ends with `// => ANSWER` must give that answer
//! (its first line, for answers of several lines); no statement may fail.

use conway::control::Control;
use conway::worksheet::{Script, Worksheet};
use std::collections::BTreeMap;
use std::path::Path;

/// The expected answers of a script, by line.
fn expectations(text: &str) -> BTreeMap<usize, String> {
    text.lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let (_, answer) = line.split_once("// => ")?;
            Some((i + 1, answer.trim().to_string()))
        })
        .collect()
}

#[test]
fn worked_examples_give_the_books_answers() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/worksheets");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "cgs"))
        .collect();
    files.sort();
    assert!(files.len() >= 4, "{files:?}");
    let mut checked = 0;
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let mut wanted = expectations(&text);
        let mut sheet = Worksheet::new();
        let mut script = Script::new(&text);
        while let Some(step) = sheet.step(&mut script, &Control::unlimited()) {
            let name = path.file_name().unwrap().to_string_lossy();
            let out = step
                .result
                .unwrap_or_else(|e| panic!("{name}:{}: {e}", step.line));
            if let Some(answer) = wanted.remove(&step.line) {
                let shown = out.to_string();
                let first = shown.lines().next().unwrap_or("");
                assert_eq!(first, answer, "{name}:{}", step.line);
                checked += 1;
            }
        }
        assert!(
            wanted.is_empty(),
            "{}: no statement on lines {:?}",
            path.display(),
            wanted.keys()
        );
    }
    assert!(checked >= 25, "{checked}");
}
