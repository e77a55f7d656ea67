//! Checks the rulesets' tests share: bad positions refused at the right
//! place (everything else every registered ruleset must do is in
//! `ruleset_conformance.rs`).

use conway::rulesets;

/// Each `(ruleset, text, line, column)` is refused with an error at that
/// line and column.
pub fn refused_at(cases: &[(&str, &str, usize, usize)]) {
    for &(name, text, line, column) in cases {
        let e = match rulesets::find(name).unwrap().parse(text) {
            Ok(_) => panic!("{name} accepted {text:?}"),
            Err(e) => e,
        };
        assert_eq!((e.line, e.column), (line, column), "{name} {text:?}: {e}");
    }
}
