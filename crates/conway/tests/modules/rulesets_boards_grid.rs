//! Tests of `conway::rulesets::boards::grid`.

use conway::error::ParseError;
use conway::rulesets::boards::grid::*;

fn dots(text: &str) -> Result<Grid<bool>, ParseError> {
    Grid::parse(
        text,
        |c| match c {
            '.' => Some(false),
            '#' => Some(true),
            _ => None,
        },
        "'.' or '#'",
    )
}

#[test]
fn reads_bars_and_newlines() {
    let a = dots("..|.#").unwrap();
    let b = dots("..\n.#\n").unwrap();
    assert_eq!(a, b);
    assert_eq!(a.notation(|&x| if x { '#' } else { '.' }), "..|.#");
    assert_eq!(
        a.transpose().notation(|&x| if x { '#' } else { '.' }),
        "..|.#"
    );
    assert_eq!(
        a.mirror_columns().notation(|&x| if x { '#' } else { '.' }),
        "..|#."
    );
    assert_eq!(
        a.mirror_rows().notation(|&x| if x { '#' } else { '.' }),
        ".#|.."
    );
}

#[test]
fn errors_name_line_and_column() {
    let e = dots("..\n.x").unwrap_err();
    assert_eq!((e.line, e.column), (2, 2));
    assert!(e.message.contains("'x'"), "{}", e.message);
    let e = dots("...|..").unwrap_err();
    assert_eq!((e.line, e.column), (1, 5));
    assert!(dots("").is_err());
    assert!(dots("|").is_err());
}

#[test]
fn cell_names_run_like_spreadsheet_columns() {
    assert_eq!(cell_name(0, 0), "a1");
    assert_eq!(cell_name(2, 25), "z3");
    assert_eq!(cell_name(0, 26), "aa1");
    assert_eq!(cell_name(9, 27), "ab10");
}

#[test]
fn long_boards_parse_in_linear_time() {
    let text = vec![".."; 100_000].join("|");
    assert_eq!(dots(&text).unwrap().rows(), 100_000);
}
