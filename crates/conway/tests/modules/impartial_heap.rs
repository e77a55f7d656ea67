//! Tests of `conway::impartial::heap`.

use conway::impartial::heap::*;
use conway::impartial::ImpartialGame;

#[test]
fn names_and_codes() {
    let code = |g: &str| HeapGame::parse(g).unwrap().to_string();
    assert_eq!(code("dawson-kayles"), "0.07");
    assert_eq!(code("dawsons-chess"), "0.137");
    assert_eq!(code("nim"), "0.3...");
    assert_eq!(code("lasker"), "4.3...");
    assert_eq!(code("take-at-most:3"), "0.333");
    assert_eq!(code("all-but:2,3"), "0.3003...");
    assert_eq!(code("all-but:"), "0.3...");
    assert_eq!(code("subtraction:4,1,4"), "0.3003");
    assert_eq!(code("grundy"), "grundy");
    assert_eq!(code("split-smaller"), "split-smaller");
}

#[test]
fn bad_games_say_where_and_what() {
    let e = HeapGame::parse("kayle").unwrap_err();
    assert!(e.message.contains("unknown game 'kayle'"), "{}", e.message);
    assert!(e.message.contains("dawson-kayles"));
    let e = HeapGame::parse("subtraction:1,x").unwrap_err();
    assert_eq!(e.column, 15, "{e}");
    let e = HeapGame::parse("subtraction:").unwrap_err();
    assert_eq!(e.column, 13, "{e}");
    let e = HeapGame::parse("take-at-most:0").unwrap_err();
    assert_eq!(e.column, 14, "{e}");
    let e = HeapGame::parse("frobnicate:3").unwrap_err();
    assert!(e.message.contains("unknown game 'frobnicate'"));
    let e = HeapGame::parse("0.7z").unwrap_err();
    assert_eq!(e.column, 4);
}

#[test]
fn positions_split_into_heaps() {
    let p = HeapPosition::new(HeapGame::parse("kayles").unwrap(), vec![3, 0, 1]);
    assert_eq!(p.components().len(), 2);
    assert_eq!(p.normalized().heaps, vec![1, 3]);
    // Kayles 3 + 1: from the 3, take 1 (2 or 1+1 left) or 2 (1 left); take the 1.
    assert_eq!(p.options().len(), 4);
}
