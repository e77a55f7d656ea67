//! Tests of `conway::rulesets::games::rectangle_split`.

use crate::common::impartial_oracle;
use conway::rulesets::games::rectangle_split::*;
use conway::rulesets::impartial_position::ImpartialRules;
use std::collections::HashMap;

fn board(rows: usize, cols: usize, bits: u32) -> RectangleSplit {
    let cells = (0..rows)
        .map(|r| (0..cols).map(|c| bits >> (r * cols + c) & 1 == 1).collect())
        .collect::<Vec<Vec<bool>>>();
    RectangleSplit::from_candidates(&cells)
}

/// Every board of up to 12 cells (except 1xn for n > 9 and 2x6), with every
/// position reachable from it, against plain search of the real game.
#[test]
fn matches_plain_search() {
    let mut memo = HashMap::new();
    for (rows, cols) in [
        (1, 4),
        (2, 2),
        (2, 3),
        (3, 2),
        (3, 3),
        (2, 4),
        (4, 2),
        (2, 5),
        (5, 2),
        (1, 9),
        (3, 4),
        (4, 3),
    ] {
        for bits in 0..1u32 << (rows * cols) {
            impartial_oracle::check_reachable(&board(rows, cols, bits), &mut memo);
        }
    }
}

#[test]
fn full_boards_match_plain_search() {
    let mut memo = HashMap::new();
    for (rows, cols) in [(3, 4), (4, 4), (3, 5), (4, 5)] {
        impartial_oracle::check_reachable(&board(rows, cols, u32::MAX), &mut memo);
    }
}

#[test]
fn parse_errors_name_the_cell() {
    let e = RectangleSplit::parse_board("##|#x").unwrap_err();
    assert_eq!((e.line, e.column), (1, 4), "{e}");
    let e = RectangleSplit::parse_board("#.|#?").unwrap_err();
    assert_eq!((e.line, e.column), (1, 5), "{e}");
    let big = vec!["#"; MAX_SIDE + 1].join("|");
    assert!(RectangleSplit::parse_board(&big).is_err());
    let p = RectangleSplit::parse_board("#x#|xxx|..#").unwrap();
    assert_eq!(p.parts().len(), 3);
}

#[test]
fn a_20x20_board() {
    let text = (0..20)
        .map(|r| {
            (0..20)
                .map(|c| if (r * 7 + c * 3) % 5 < 2 { '#' } else { '.' })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("|");
    let p = RectangleSplit::parse_board(&text).unwrap();
    let g = p.grundy();
    let wins = p.winning_moves();
    assert_eq!(g.0 != 0, !wins.is_empty());
}
