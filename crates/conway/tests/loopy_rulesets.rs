//! Rulesets whose play can cycle (Fox and Geese, Backsliding Toads and
//! Frogs): outcomes with draws against a plain search written here from
//! the rules alone, and the literature's values.

use crate::common;

use common::loopy::{oracle, random_stopper, Rng};
use conway::control::Control;
use conway::loopy::{LoopyGame, Play};
use conway::rulesets;
use conway::rulesets::backsliding_toads::BackslidingToads;
use conway::rulesets::fox_and_geese::{FoxAndGeese, STANDARD};
use conway::rulesets::loopy_position::{
    LoopyAnalysis, LoopyPosition, LoopyRules, LoopyValue, MAX_SIMPLIFIED,
};
use conway::rulesets::LoopyPlay;
use conway::value::Player;
use std::collections::HashMap;

/// The analysis with draws of `position` in `ruleset`.
fn analysis(ruleset: &str, position: &str) -> LoopyAnalysis {
    let p = rulesets::find(ruleset).unwrap().parse(position).unwrap();
    p.loopy()
        .unwrap()
        .analyze_loopy(&Control::unlimited())
        .unwrap()
}

/// Moves of a board of rows (`|`-separated) by the rules of Fox and
/// Geese, written out plainly: Left's geese step diagonally down, Right's
/// fox diagonally any way, onto empty squares.
fn fox_and_geese_moves(board: &str, left: bool) -> Vec<String> {
    fox_and_geese_moves_with_range(board, left, 1)
}

/// Moves by the rules of Ceylonese Fox and Geese (CGSuite's
/// `GenFoxAndGeese(foxRange => 2)`): the fox goes one or two squares along
/// one diagonal, over empty squares only.
fn ceylonese_moves(board: &str, left: bool) -> Vec<String> {
    fox_and_geese_moves_with_range(board, left, 2)
}

/// Fox and Geese with a fox reaching `range` squares.
fn fox_and_geese_moves_with_range(board: &str, left: bool, range: i32) -> Vec<String> {
    let rows: Vec<Vec<u8>> = board.split('|').map(|r| r.bytes().collect()).collect();
    let (h, w) = (rows.len() as i32, rows[0].len() as i32);
    let mut out = Vec::new();
    for r in 0..h {
        for c in 0..w {
            let piece = rows[r as usize][c as usize];
            let steps: &[(i32, i32)] = match (piece, left) {
                (b'g', true) => &[(1, -1), (1, 1)],
                (b'f', false) => &[(1, -1), (1, 1), (-1, -1), (-1, 1)],
                _ => &[],
            };
            let reach = if piece == b'f' { range } else { 1 };
            for &(dr, dc) in steps {
                for k in 1..=reach {
                    let (r2, c2) = (r + k * dr, c + k * dc);
                    let inside = (0..h).contains(&r2) && (0..w).contains(&c2);
                    if !inside || rows[r2 as usize][c2 as usize] != b'.' {
                        break;
                    }
                    let mut next = rows.clone();
                    next[r2 as usize][c2 as usize] = piece;
                    next[r as usize][c as usize] = b'.';
                    let text: Vec<String> = next
                        .into_iter()
                        .map(|r| String::from_utf8(r).unwrap())
                        .collect();
                    out.push(text.join("|"));
                }
            }
        }
    }
    out
}

/// Moves of one strip by the rules of Backsliding Toads and Frogs: a toad
/// steps right, jumps a frog to the right, or steps back left; frogs the
/// mirror image.
fn backsliding_moves(strip: &str, left: bool) -> Vec<String> {
    let cells: Vec<u8> = strip.bytes().collect();
    let (mine, theirs, ahead) = if left {
        (b't', b'f', 1)
    } else {
        (b'f', b't', -1)
    };
    let n = cells.len() as i32;
    let get = |i: i32| {
        if (0..n).contains(&i) {
            Some(cells[i as usize])
        } else {
            None
        }
    };
    let mut out = Vec::new();
    for i in 0..n {
        if cells[i as usize] != mine {
            continue;
        }
        let mut targets = Vec::new();
        if get(i + ahead) == Some(b'.') {
            targets.push(i + ahead);
        }
        if get(i + ahead) == Some(theirs) && get(i + 2 * ahead) == Some(b'.') {
            targets.push(i + 2 * ahead);
        }
        if get(i - ahead) == Some(b'.') {
            targets.push(i - ahead);
        }
        for t in targets {
            let mut next = cells.clone();
            next.swap(i as usize, t as usize);
            out.push(String::from_utf8(next).unwrap());
        }
    }
    out
}

/// Who wins from `start` with Left first and with Right first ('L', 'R'
/// or 'D' each), by the plainest retrograde search: repeat until nothing
/// changes: a player to move wins if some move leaves the opponent lost,
/// loses if every move (maybe none) leaves the opponent winning; what is
/// never decided is a draw.
fn plain_outcome(start: &str, moves: &dyn Fn(&str, bool) -> Vec<String>) -> (char, char) {
    let mut positions = vec![start.to_string()];
    let mut index: HashMap<String, usize> = HashMap::from([(start.to_string(), 0)]);
    let mut options: Vec<[Vec<usize>; 2]> = Vec::new();
    let mut head = 0;
    while head < positions.len() {
        let mut both: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
        for (k, left) in [(0, true), (1, false)] {
            for next in moves(&positions[head], left) {
                let id = *index.entry(next.clone()).or_insert_with(|| {
                    positions.push(next);
                    positions.len() - 1
                });
                both[k].push(id);
            }
        }
        options.push(both);
        head += 1;
    }
    // status[p][k]: Some(true) if the player to move (k = 0 Left) wins.
    let mut status: Vec<[Option<bool>; 2]> = vec![[None, None]; positions.len()];
    loop {
        let mut changed = false;
        for p in 0..positions.len() {
            for k in 0..2 {
                if status[p][k].is_some() {
                    continue;
                }
                let replies: Vec<Option<bool>> =
                    options[p][k].iter().map(|&q| status[q][1 - k]).collect();
                let decided = if replies.contains(&Some(false)) {
                    Some(true)
                } else if replies.iter().all(|&r| r == Some(true)) {
                    Some(false)
                } else {
                    None
                };
                if decided.is_some() {
                    status[p][k] = decided;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let letter = |k: usize| match (status[0][k], k) {
        (None, _) => 'D',
        (Some(true), 0) | (Some(false), 1) => 'L',
        _ => 'R',
    };
    (letter(0), letter(1))
}

fn outcome_letters(a: &LoopyAnalysis) -> (char, char) {
    use conway::loopy::Play;
    let letter = |p: Play| match p {
        Play::LeftWins => 'L',
        Play::RightWins => 'R',
        Play::Draw => 'D',
    };
    (letter(a.outcome.left_first), letter(a.outcome.right_first))
}

/// Every board of `rows × cols` with one fox and up to `geese` geese, on
/// squares of one colour (the others never meet).
fn small_boards(rows: usize, cols: usize, geese: usize) -> Vec<String> {
    let dark: Vec<usize> = (0..rows * cols)
        .filter(|i| (i / cols + i % cols) % 2 == 0)
        .collect();
    let mut boards = Vec::new();
    for mask in 0u32..(1 << dark.len()) {
        if mask.count_ones() as usize > geese {
            continue;
        }
        for &fox in dark
            .iter()
            .filter(|&&s| mask & (1 << dark.iter().position(|&d| d == s).unwrap()) == 0)
        {
            let mut cells = vec!['.'; rows * cols];
            for (k, &s) in dark.iter().enumerate() {
                if mask & (1 << k) != 0 {
                    cells[s] = 'g';
                }
            }
            cells[fox] = 'f';
            let rows_text: Vec<String> = cells.chunks(cols).map(|r| r.iter().collect()).collect();
            boards.push(rows_text.join("|"));
        }
    }
    boards
}

#[test]
fn fox_and_geese_outcomes_agree_with_plain_search() {
    let mut checked = 0;
    for (rows, cols, geese) in [(3, 3, 3), (4, 4, 3), (4, 5, 2), (5, 4, 2)] {
        for board in small_boards(rows, cols, geese) {
            let expected = plain_outcome(&board, &fox_and_geese_moves);
            let got = analysis("fox-and-geese", &board);
            assert_eq!(outcome_letters(&got), expected, "{board}");
            checked += 1;
        }
    }
    assert!(checked > 500, "{checked}");
}

#[test]
fn ceylonese_fox_and_geese_outcomes_agree_with_plain_search() {
    let mut differ = 0;
    for (rows, cols, geese) in [(3, 3, 3), (4, 4, 3), (4, 5, 2), (5, 4, 2)] {
        for board in small_boards(rows, cols, geese) {
            let expected = plain_outcome(&board, &ceylonese_moves);
            let got = analysis("ceylonese-fox-and-geese", &board);
            assert_eq!(outcome_letters(&got), expected, "{board}");
            differ += (expected != plain_outcome(&board, &fox_and_geese_moves)) as usize;
        }
    }
    // The longer reach changes who wins somewhere.
    assert!(differ > 0);
}

/// Every strip of `n` cells over `t`, `f`, `.`.
fn strips(n: usize) -> Vec<String> {
    let mut all = vec![String::new()];
    for _ in 0..n {
        all = all
            .into_iter()
            .flat_map(|s| ["t", "f", "."].map(|c| format!("{s}{c}")))
            .collect();
    }
    all
}

#[test]
fn backsliding_toads_outcomes_agree_with_plain_search() {
    backsliding_toads_outcomes_agree_with_plain_search_on(7);
}

#[test]
#[ignore = "full tier"]
fn backsliding_toads_outcomes_agree_with_plain_search_on_every_strip() {
    backsliding_toads_outcomes_agree_with_plain_search_on(1);
}

/// Every strip of up to 5 cells, and every `step`-th of 6 cells (the
/// shortest strips where some play draws).
fn backsliding_toads_outcomes_agree_with_plain_search_on(step: usize) {
    let mut draws = 0;
    let six = strips(6).into_iter().step_by(step);
    for strip in (1..=5).flat_map(strips).chain(six) {
        let expected = plain_outcome(&strip, &backsliding_moves);
        let got = analysis("backsliding-toads-and-frogs", &strip);
        assert_eq!(outcome_letters(&got), expected, "{strip}");
        draws += (expected.0 == 'D') as usize + (expected.1 == 'D') as usize;
    }
    assert!(draws > 0, "some strips draw");
}

/// The value of a position as a loopy game, its graph explored in full and
/// not simplified (so boards of any size can be compared with a value).
fn fox_and_geese_game(board: &str) -> LoopyGame {
    let position = LoopyPosition::new(FoxAndGeese::parse(board).unwrap());
    let graph = position.graph_with(&Control::unlimited()).unwrap();
    LoopyGame::unsimplified(graph.graph().clone(), 0)
}

#[test]
fn fox_and_geese_values_from_cgsuite() {
    // CGSuite's own test cases (lib/core/src/test, "define FoxAndGeese
    // properly"): FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)) = {4*|7/2}
    // and GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)},
    // (1,9)) = {6over|5*}. CGSuite's board has no top edge; two empty rows
    // above the geese are the same (a fox above every goose with room to
    // move is worth off either way).
    let cases = [
        (
            "........|........|.g.g.g.g|........|........|f.......",
            "{4*|7/2}",
        ),
        (
            "..........|..........|g.g.g.g.g.|..........|........f.",
            "{6+over|5*}", // CGSuite writes 6 + over as 6over
        ),
    ];
    for (board, value) in cases {
        let expected: LoopyGame = value.parse().unwrap();
        let game = fox_and_geese_game(board);
        assert!(game.equals(&expected).unwrap(), "{board} = {value}");
    }
}

/// The simplest form `conway analyze` gives `board` of `ruleset`.
fn simplest_form_of(ruleset: &str, board: &str) -> LoopyGame {
    match analysis(ruleset, board).value {
        LoopyValue::Stopper(value) => value,
        other => panic!("{board}: expected a simplest form, got {other}"),
    }
}

#[test]
fn fox_and_geese_simplest_forms_past_two_thousand_positions() {
    // 6,153 positions (the analysis once stopped at 2,000): the simplest
    // form equals the explored game (compared, not simplified).
    let board = "........|.g.g.g..|........|........|f.......";
    let value = simplest_form_of("fox-and-geese", board);
    assert!(value.equals(&fox_and_geese_game(board)).unwrap());
    assert_eq!(value.to_string(), "{1*||0|off}");
}

#[test]
fn fox_and_geese_simplest_forms_of_small_boards_play_as_the_boards() {
    // Small boards' simplest forms against plain search: in random
    // stopper contexts, the value and the explored position (as given by
    // the rules, not simplified) have the same outcomes by the oracle.
    let mut rng = Rng(47);
    let mut checked = 0;
    for (ruleset, range, boards) in [
        ("fox-and-geese", 1, small_boards(3, 4, 2)),
        ("ceylonese-fox-and-geese", 2, small_boards(4, 3, 2)),
    ] {
        for board in boards.into_iter().step_by(3) {
            let LoopyValue::Stopper(value) = analysis(ruleset, &board).value else {
                continue;
            };
            let rules = FoxAndGeese::parse_with_fox_range(&board, range).unwrap();
            let position = LoopyPosition::new(rules);
            let graph = position.graph_with(&Control::unlimited()).unwrap();
            let game = LoopyGame::unsimplified(graph.graph().clone(), 0);
            for _ in 0..2 {
                let x = random_stopper(&mut rng);
                assert_eq!(oracle(&[&value, &x]), oracle(&[&game, &x]), "{board} + {x}");
            }
            checked += 1;
        }
    }
    assert!(checked > 50, "{checked}");
}

#[test]
#[ignore = "full tier"]
fn fox_and_geese_simplest_forms_from_cgsuite() {
    // CGSuite's GameGridTest.scala ("define FoxAndGeese properly"):
    // FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)).GameValue = {4*|7/2},
    // CeyloneseFoxAndGeese of the same board {9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2},
    // GenFoxAndGeese(boardWidth => 10)({(3,1),(3,3),(3,5),(3,7),(3,9)},
    // (1,9)) = {6over|5*} (26,943, 26,943 and 29,499 positions).
    let start = "........|........|.g.g.g.g|........|........|f.......";
    let width_10 = "..........|..........|g.g.g.g.g.|..........|........f.";
    for (ruleset, board, value) in [
        ("fox-and-geese", start, "{4*|7/2}"),
        (
            "ceylonese-fox-and-geese",
            start,
            "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}",
        ),
        ("fox-and-geese", width_10, "{6over|5*}"),
    ] {
        assert_eq!(
            simplest_form_of(ruleset, board).to_string(),
            value,
            "{board}"
        );
    }
}

/// A minute in the test profile. The default tier keeps smaller boards:
/// CGSuite's values (`fox_and_geese_values_from_cgsuite`), simplest forms
/// past two thousand positions, and simplest forms that play as the boards.
#[test]
#[ignore = "full tier"]
fn fox_and_geese_standard_start_is_two_plus_over() {
    // Winning Ways, 2nd ed., vol. 3, ch. 22: on the 8×8 board the start is
    // worth 2 + over (Welton); the first edition's 1 + over is wrong here.
    let game = fox_and_geese_game(STANDARD);
    let two_over: LoopyGame = "2+over".parse().unwrap();
    let one_over: LoopyGame = "1+over".parse().unwrap();
    assert!(game.equals(&two_over).unwrap());
    assert!(!game.equals(&one_over).unwrap());
    let a = analysis("fox-and-geese", STANDARD);
    assert_eq!(a.outcome.to_string(), "L");
    assert!(!a.left.winning.is_empty());
    // Too many positions to simplify: the analysis proves the value by
    // comparing both ways, and prints its simplest form.
    match &a.value {
        LoopyValue::Proven { value, .. } => assert!(value.equals(&two_over).unwrap()),
        other => panic!("expected a proven value, got {other}"),
    }
    assert!(a.value.to_string().starts_with(&format!("{two_over} ")));
}

/// A stopper with `n + 1` positions: from `k` Left may move to `k − 1`,
/// from 0 she may pass; Right has no move. Every position is `on`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct LeftLadder {
    at: u32,
    candidates: Vec<&'static str>,
}

impl LoopyRules for LeftLadder {
    fn notation(&self) -> String {
        self.at.to_string()
    }
    /// A move goes to this rung.
    type Move = u32;
    fn moves(&self, player: Player) -> impl Iterator<Item = u32> {
        (player == Player::Left)
            .then(|| self.at.saturating_sub(1))
            .into_iter()
    }
    fn play(&self, to: u32) -> LeftLadder {
        LeftLadder {
            at: to,
            candidates: self.candidates.clone(),
        }
    }
    fn label(&self, to: &u32) -> String {
        format!("to {to}")
    }
    fn literature_values(&self) -> Vec<(LoopyGame, &'static str)> {
        let parse = |c: &str| c.parse::<LoopyGame>().unwrap();
        self.candidates.iter().map(|&c| (parse(c), c)).collect()
    }
}

#[test]
fn a_literature_value_is_printed_only_when_proven() {
    // One position more than the analysis simplifies.
    let ladder = |candidates: Vec<&'static str>| {
        let p = LoopyPosition::new(LeftLadder {
            at: MAX_SIMPLIFIED as u32,
            candidates,
        });
        p.analyze_loopy(&Control::unlimited()).unwrap().value
    };
    // Wrong candidates (10 < on, over < on, dud no stopper) are refused.
    let wrong = ladder(vec!["10", "over", "dud"]);
    assert!(
        matches!(wrong, LoopyValue::NotSimplified { stopper: true, .. }),
        "{wrong}"
    );
    match ladder(vec!["10", "on"]) {
        LoopyValue::Proven { value, source, .. } => {
            assert_eq!((value.to_string().as_str(), source), ("on", "on"));
        }
        other => panic!("expected on, got {other}"),
    }
}

#[test]
fn backsliding_toads_small_values() {
    // A lone toad with room steps back and forth: Left always has a move,
    // Right none — on (Winning Ways ch. 11: on = {pass|}); a lone frog is
    // off. With nothing to move the value is 0.
    assert_eq!(
        analysis("backsliding-toads-and-frogs", "t.")
            .value
            .to_string(),
        "on"
    );
    assert_eq!(
        analysis("backsliding-toads-and-frogs", ".f")
            .value
            .to_string(),
        "off"
    );
    assert_eq!(
        analysis("backsliding-toads-and-frogs", "tf")
            .value
            .to_string(),
        "0"
    );
    // on + off = dud (Winning Ways ch. 11): both sides move for ever, and
    // its sides are on and off.
    let a = analysis("backsliding-toads-and-frogs", "t.|.f");
    assert_eq!(a.outcome.to_string(), "D");
    assert_eq!(a.value.to_string(), "dud");
}

/// The result of play with a draw counted as a win for `drawer` ('L' or
/// 'R').
fn draws_to(result: char, drawer: char) -> char {
    if result == 'D' {
        drawer
    } else {
        result
    }
}

/// The onside is the game with infinite play won by Left, the offside by
/// Right (Winning Ways ch. 11; Siegel, *Combinatorial Game Theory*, ch. VI
/// §4). So wherever sidling finds the sides of a strip, the onside (a
/// stopper: it never draws alone) must win as plain search does with draws
/// given to Left, the offside as it does with draws given to Right.
#[test]
fn backsliding_toads_sides_agree_with_plain_search() {
    let mut sided = 0;
    for n in 1..=5 {
        for strip in strips(n) {
            let LoopyValue::Sided(sides) = analysis("backsliding-toads-and-frogs", &strip).value
            else {
                continue;
            };
            let (left_first, right_first) = plain_outcome(&strip, &backsliding_moves);
            for (side, drawer) in [(sides.onside(), 'L'), (sides.offside(), 'R')] {
                let letters = |o: conway::loopy::LoopyOutcome| {
                    let letter = |p: conway::loopy::Play| match p {
                        conway::loopy::Play::LeftWins => 'L',
                        conway::loopy::Play::RightWins => 'R',
                        conway::loopy::Play::Draw => 'D',
                    };
                    (letter(o.left_first), letter(o.right_first))
                };
                assert_eq!(
                    letters(side.outcome()),
                    (draws_to(left_first, drawer), draws_to(right_first, drawer)),
                    "{strip}: side {side}"
                );
            }
            sided += 1;
        }
    }
    assert!(sided > 0, "some strips have sides that are not stoppers");
}

/// The graph of a Backsliding Toads and Frogs strip as a loopy game.
fn backsliding_game(start: &str) -> LoopyGame {
    let position = LoopyPosition::new(BackslidingToads::parse(start).unwrap());
    let graph = position.graph_with(&Control::unlimited()).unwrap();
    LoopyGame::unsimplified(graph.graph().clone(), 0)
}

/// The outcome with infinite play counted for `winner`.
fn settled_for((left_first, right_first): (Play, Play), winner: Play) -> (Play, Play) {
    let settle = |p: Play| if p == Play::Draw { winner } else { p };
    (settle(left_first), settle(right_first))
}

/// `ttt..fff` (560 positions) and `tt..tff` (210) are no stoppers, and
/// sidling grows a chain of approximations for ever (a node a round) on
/// one side of each: some positions' approximations creep on, their
/// numbers rising or falling without bound. The root's approximation
/// settles all the same (`ttt..fff`), or the side is `on`/`off` (the
/// offside of `tt..tff`), and comparing both ways proves it the side.
/// CGSuite gives `{on||0|-1/2} & {1/2|0||off}` for `ttt..fff`
/// (GameStripTest; the case in tests/data/cgsuite_rulesets.txt). Checked
/// here without the library's sidling: in sums with stoppers X, plain
/// search (tests/common/loopy.rs) finds G + X as it finds onside + X with
/// draws given to Left, and as offside + X with draws given to Right.
#[test]
fn backsliding_toads_sides_reached_only_in_the_limit_are_proven() {
    let mut rng = Rng(41);
    for (start, expected) in [
        ("ttt..fff", "{on||0|-1/2} & {1/2|0||off}"),
        ("tt..tff", "on"),
    ] {
        let got = analysis("backsliding-toads-and-frogs", start);
        assert_eq!(
            outcome_letters(&got),
            plain_outcome(start, &backsliding_moves)
        );
        assert_eq!(got.value.to_string(), expected, "{start}");
        let game = backsliding_game(start);
        assert!(!game.is_stopper());
        let sides = game.sides().unwrap();
        let (on, off) = (sides.onside(), sides.offside());
        assert!(game.onside_le(on) && on.onside_le(&game));
        assert!(game.offside_le(off) && off.offside_le(&game));
        let mut contexts: Vec<LoopyGame> = [
            "0", "1/2", "-1/2", "*", "^", "{1|-1}", "over", "under", "upon", "on", "off",
        ]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect();
        contexts.extend((0..12).map(|_| random_stopper(&mut rng)));
        for x in &contexts {
            let with_g = oracle(&[&game, x]);
            assert_eq!(
                settled_for(with_g, Play::LeftWins),
                settled_for(oracle(&[on, x]), Play::LeftWins),
                "{start}: onside {on} in context {x}"
            );
            assert_eq!(
                settled_for(with_g, Play::RightWins),
                settled_for(oracle(&[off, x]), Play::RightWins),
                "{start}: offside {off} in context {x}"
            );
        }
    }
}
