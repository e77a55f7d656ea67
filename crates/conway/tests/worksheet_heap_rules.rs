//! CGSuite's heap rulesets in the worksheet (`game.heap.Kayles`,
//! `game.heap.TakeAndBreak("0.3F")(20)`, `game.heap.Subtraction([2,3,7])`):
//! checked against the answers CGSuite prints in its own test tables
//! (CGSuite 2.x, lib/core/src/test/scala: GameHeapTest.scala) and against
//! plain definitions computed here (mex recursions, counts of moves).

use crate::common::worksheet::{error, show};

fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let seen: std::collections::BTreeSet<u64> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

/// Nim values of the subtraction game with these takes, heaps 0..=n.
fn subtraction_values(takes: &[usize], n: usize) -> Vec<u64> {
    let mut g = Vec::new();
    for h in 0..=n {
        let v = mex(takes.iter().filter(|&&t| t <= h).map(|&t| g[h - t]));
        g.push(v);
    }
    g
}

fn listed(values: &[u64]) -> String {
    let items: Vec<String> = values.iter().map(u64::to_string).collect();
    format!("[{}]", items.join(", "))
}

#[test]
fn named_heap_games_as_cgsuite_prints_them() {
    // GameHeapTest.scala, table "takebreak".
    for (game, code, values) in [
        (
            "Kayles",
            "0.77",
            "[1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1]",
        ),
        (
            "DawsonsKayles",
            "0.07",
            "[0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3]",
        ),
        (
            "GrundysGame",
            "4!.0",
            "[0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]",
        ),
        ("Nim", "0.[3]", &listed(&(1..=20).collect::<Vec<u64>>())),
    ] {
        let g = format!("game.heap.{game}");
        assert_eq!(show(&[&format!("{g}.code")]), code, "{game}");
        assert_eq!(
            show(&[&format!("{g}.NimValueSequence(20)")]),
            values,
            "{game}"
        );
        let each = format!("[{g}(n).NimValue for n from 1 to 20]");
        assert_eq!(show(&[&each]), values, "{game}");
        assert_eq!(show(&[&format!("{g}(0).NimValue")]), "0", "{game}");
    }
    assert_eq!(
        show(&["game.heap.Kayles.CheckPeriodicity(2000)"]),
        "Periodicity(Period => 12, Preperiod => 71, Saltus => 0)"
    );
    assert_eq!(
        show(&["game.heap.DawsonsKayles.CheckPeriodicity(2000)"]),
        "Periodicity(Period => 34, Preperiod => 53, Saltus => 0)"
    );
    // Nim's values grow (saltus 1): no pure period, Nothing.
    assert_eq!(show(&["game.heap.Nim.CheckPeriodicity(2000)"]), "");
}

#[test]
fn options_of_a_heap_are_its_distinct_moves() {
    // Kayles takes one or two pins, leaving two rows (one may be empty),
    // unordered: from n, floor((n - k) / 2) + 1 ways for each take k.
    for n in 0..15usize {
        let plain: usize = [1, 2]
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| (n - k) / 2 + 1)
            .sum();
        let line = format!("game.heap.Kayles({n}).Options.Size");
        assert_eq!(show(&[&line]), plain.to_string(), "{line}");
    }
    // GameHeapTest.scala: Grundy's game from 20 has 9 options, Nim 20.
    assert_eq!(show(&["game.heap.GrundysGame(20).Options.Size"]), "9");
    assert_eq!(show(&["game.heap.Nim(20).Options.Size"]), "20");
    assert_eq!(
        show(&["game.heap.Subtraction([2,3,7])(20).Options.Size"]),
        "3"
    );
}

#[test]
fn subtraction_games_are_take_and_break_codes() {
    // GameHeapTest.scala: Subtraction([2,3,7]).code is "0.0330003".
    assert_eq!(show(&["game.heap.Subtraction([2,3,7]).code"]), "0.0330003");
    for takes in [vec![2, 3, 7], vec![1, 4], vec![3, 5, 6]] {
        let list: Vec<String> = takes.iter().map(usize::to_string).collect();
        let g = format!("game.heap.Subtraction([{}])", list.join(","));
        let plain = subtraction_values(&takes, 30);
        assert_eq!(
            show(&[&format!("{g}.NimValueSequence(30)")]),
            listed(&plain[1..]),
            "{g}"
        );
        assert_eq!(
            show(&[&format!("{g}(17).NimValue")]),
            plain[17].to_string(),
            "{g}"
        );
    }
    assert_eq!(
        show(&["game.heap.Subtraction([2,3,7]).CheckPeriodicity(2000)"]),
        "Periodicity(Period => 5, Preperiod => 0, Saltus => 0)"
    );
}

#[test]
fn a_written_code_applies_to_heaps() {
    // GameHeapTest.scala: 0.3F's values and option count.
    assert_eq!(
        show(&["[game.heap.TakeAndBreak(\"0.3F\")(n).NimValue for n from 1 to 20]"]),
        "[1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7, 8, 6, 7, 8, 9, 10, 11]"
    );
    assert_eq!(
        show(&["game.heap.TakeAndBreak(\"0.3F\")(20).Options.Size"]),
        "38"
    );
    assert_eq!(
        show(&["game.heap.TakeAndBreak(\"0.3F\").CheckPeriodicity(2000)"]),
        ""
    );
    assert_eq!(
        show(&["[game.heap.Spawning(\"1+C\")(n).NimValue for n from 1 to 8]"]),
        "[1, 2, 1, 4, 1, 2, 1, 8]"
    );
}

#[test]
fn misere_values_of_heaps() {
    // GameHeapTest.scala: Kayles' misère nim values and genera.
    assert_eq!(
        show(&["[game.heap.Kayles(n).MisereNimValue for n from 0 to 20]"]),
        "[1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 2, 4, 0, 1, 2, 5, 1, 6, 3, 2, 0]"
    );
    assert_eq!(
        show(&["[game.heap.Kayles(n).Genus for n from 0 to 8]"]),
        "[0, 1, 2, 3, 1, 4^146, 3, 2^2, 1^1]"
    );
}

#[test]
fn bad_heap_rulesets_are_one_line_errors() {
    let (_, column, message) = error("game.heap.Kayles(-1).NimValue");
    assert_eq!(column, 18);
    assert!(message.contains("heap size"), "{message}");
    let (_, column, message) = error("game.heap.TakeAndBreak(\"0.7x\")");
    assert_eq!(column, 24);
    assert!(message.contains("take-and-break code 0.7x"), "{message}");
    let (_, _, message) = error("game.heap.Subtraction([0, 2]).code");
    assert!(message.contains("list of whole numbers"), "{message}");
    let (_, _, message) = error("game.heap.TakeAndBreak(\"0.3F\").code");
    assert!(message.contains("not supported yet"), "{message}");
}
