//! Tests of `conway::rulesets::boards::scan`.

use conway::rulesets::boards::scan::*;

#[test]
fn numbers_and_errors() {
    assert_eq!(
        Scanner::new(" 3, 5 7 ").numbers("a heap").unwrap(),
        vec![3, 5, 7]
    );
    let e = Scanner::new("3 5 y").numbers("a heap").unwrap_err();
    assert_eq!((e.line, e.column), (1, 5));
    assert!(e.message.contains("expected a heap"), "{}", e.message);
    let e = Scanner::new("").numbers("a heap").unwrap_err();
    assert!(e.message.contains("end of text"), "{}", e.message);
    let e = Scanner::new("1 99999999999999999999")
        .numbers("a heap")
        .unwrap_err();
    assert_eq!(e.column, 3);
    assert!(e.message.contains("too large"));
}

#[test]
fn settings() {
    let mut s = Scanner::new("K = 4 : 1");
    assert_eq!(s.setting("k").unwrap(), Some(4));
    assert_eq!(s.numbers("x").unwrap(), vec![1]);
    assert_eq!(Scanner::new("..P").setting("k").unwrap(), None);
    let e = Scanner::new("k=4 1").setting("k").unwrap_err();
    assert_eq!(e.column, 5);
    assert!(e.message.contains("':'"));
}
