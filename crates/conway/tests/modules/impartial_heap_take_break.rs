//! Tests of `conway::impartial::heap::take_break`.

use conway::impartial::heap::*;

fn options(code: &str, n: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    TakeBreak::parse(code)
        .unwrap()
        .for_each_option(n, &mut |h| out.push(h.to_vec()));
    out.sort();
    out
}

#[test]
fn kayles_moves_knock_down_one_or_two_adjacent_pins() {
    // A row of 4 pins: take 1 (leaving 3, or 1+2) or 2 (leaving 2, or 1+1).
    assert_eq!(
        options("0.77", 4),
        vec![vec![1, 1], vec![1, 2], vec![2], vec![3]]
    );
    assert_eq!(options("0.77", 2), vec![vec![], vec![1]]);
}

#[test]
fn the_digit_before_the_point_splits_without_removing() {
    assert_eq!(options("4.0", 1), Vec::<Vec<usize>>::new());
    assert_eq!(options("4.0...", 4), vec![vec![1, 3], vec![2, 2]]);
    assert_eq!(options("4.7", 3), vec![vec![1, 1], vec![1, 2], vec![2]]);
}

#[test]
fn hexadecimal_digits_split_into_three() {
    assert_eq!(options("0.08", 5), vec![vec![1, 1, 1]]);
    assert_eq!(options("0.8", 5), vec![vec![1, 1, 2]]);
    assert_eq!(options("0.8", 7).len(), 3); // 6 = 1+1+4 = 1+2+3 = 2+2+2
}

#[test]
fn repeating_digits() {
    let nim = TakeBreak::parse("0.3...").unwrap();
    assert_eq!(nim.digits(), &[0]);
    assert_eq!(nim.tail(), 3);
    assert_eq!(nim.to_string(), "0.3...");
    assert_eq!(options("0.3...", 3), vec![vec![], vec![1], vec![2]]);
    let lasker = TakeBreak::parse("4.333…").unwrap();
    assert_eq!(lasker.to_string(), "4.3...");
}

#[test]
fn codes_print_as_written() {
    for code in ["0.77", "0.07", "0.137", "4.7", "0.3f", "0.6", "c.1"] {
        assert_eq!(TakeBreak::parse(code).unwrap().to_string(), code);
    }
    assert_eq!(TakeBreak::parse(".70").unwrap().to_string(), "0.7");
}

#[test]
fn malformed_codes_name_the_column() {
    let e = TakeBreak::parse("0.7g7").unwrap_err();
    assert_eq!(e.column, 4);
    let e = TakeBreak::parse("1.7").unwrap_err();
    assert_eq!(e.column, 1);
    let e = TakeBreak::parse("077").unwrap_err();
    assert_eq!(e.column, 1);
    let e = TakeBreak::parse("12.7").unwrap_err();
    assert_eq!(e.column, 2);
    let e = TakeBreak::parse("0.").unwrap_err();
    assert_eq!(e.column, 3);
    let e = TakeBreak::parse("0.8...").unwrap_err();
    assert_eq!(e.column, 3);
}
