//! Running worksheet lines in tests.

use conway::worksheet::{Error, Output, Worksheet};

/// The answer to the last of `lines`, run in one fresh worksheet, as
/// printed; every line must succeed.
pub fn show(lines: &[&str]) -> String {
    let mut w = Worksheet::new();
    let mut last = String::new();
    for line in lines {
        last = w
            .eval_line(line)
            .unwrap_or_else(|e| panic!("{line:?}: {e}"))
            .to_string();
    }
    last
}

/// The truth value `line` gives in a fresh worksheet.
pub fn truth(line: &str) -> bool {
    match Worksheet::new().eval_line(line) {
        Ok(Output::Truth(b)) => b,
        other => panic!("{line:?}: {other:?}"),
    }
}

/// The error `line` gives in a fresh worksheet, which must be one line,
/// split into its line number, column and message.
pub fn error(line: &str) -> (usize, usize, String) {
    let e = Worksheet::new()
        .eval_line(line)
        .expect_err(line)
        .to_string();
    assert!(!e.contains('\n'), "{line:?}: {e}");
    let (place, message) = e.split_once(": ").expect("a place");
    let column = place
        .rsplit(' ')
        .next()
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("{e}"));
    let line_number = match place.strip_prefix("line ") {
        Some(rest) => rest.split(',').next().unwrap().parse().unwrap(),
        None => 1,
    };
    (line_number, column, message.to_string())
}

/// The error of the last of `lines`, run in one fresh worksheet; the
/// lines before it must succeed.
pub fn last_error(lines: &[&str]) -> Error {
    let mut w = Worksheet::new();
    let (last, before) = lines.split_last().expect("a line");
    for line in before {
        w.eval_line(line)
            .unwrap_or_else(|e| panic!("{line:?}: {e}"));
    }
    match w.eval_line(last) {
        Err(e) => e,
        Ok(answer) => panic!("{last:?}: expected an error, got {answer:?}"),
    }
}
