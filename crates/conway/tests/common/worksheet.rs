//! Running worksheet lines in tests.

use conway::worksheet::{Output, Worksheet};

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
