//! Every search that can take long honours a `Control`: it stops with the
//! right `Stop` when the budget is used up, the clock runs out or it is
//! cancelled, and a later unbounded run still gives the right answer (no
//! half-finished table is kept as if it were complete).

use conway::control::{Control, Stop};
use conway::graph::{GameGraph, GraphError};
use conway::impartial::heap::HeapGame;
use conway::impartial::sequence::{Method, SequenceRun};
use conway::rulesets;
use std::sync::Arc;
use std::time::Duration;

/// Positions of rulesets whose analysis is a real search, with a budget
/// too small for them. The partizan solver's table is process-wide and
/// every integration test shares one process, so the boards are ones no
/// other test values (a board solved before would not need the budget).
const SEARCHES: [(&str, &str); 5] = [
    ("bomberman", "60x70"),
    (
        "rectangle-split",
        "##########|##########|##########|##########|##########|##########",
    ),
    ("wythoff", "300 400"),
    ("domineering", ".....|.....|..#..|....."),
    ("cram", ".....|.#...|....."),
];

#[test]
fn ruleset_searches_stop_at_the_budget_and_finish_later() {
    for (name, text) in SEARCHES {
        let rules = rulesets::find(name).unwrap();
        let position = rules.parse(text).unwrap();
        let small = Control::new(Some(5), None);
        assert_eq!(
            position.analyze_with(&small).err(),
            Some(Stop::Positions(5)),
            "{name} {text}"
        );
        // The analysis after the stop equals a plain one.
        let full = position.analyze_with(&Control::unlimited()).unwrap();
        assert_eq!(full, position.analyze(), "{name} {text}");
    }
}

#[test]
fn cancelled_and_timed_out_searches_stop() {
    let rules = rulesets::find("domineering").unwrap();
    let position = rules.parse(".....|.....|.....|.....|.....").unwrap();
    let cancelled = Control::unlimited();
    cancelled.cancel();
    assert_eq!(
        position.analyze_with(&cancelled).err(),
        Some(Stop::Interrupted)
    );
    let late = Control::new(None, Some(Duration::ZERO));
    std::thread::sleep(Duration::from_millis(2));
    assert!(matches!(
        rules
            .parse("......|......|......|......|......")
            .unwrap()
            .analyze_with(&late),
        Err(Stop::Timeout(_))
    ));
}

#[test]
fn sequences_stop_and_keep_their_values() {
    let game = HeapGame::parse("0.6").unwrap();
    let mut run = SequenceRun::new(&game);
    assert_eq!(
        run.extend_to(5000, &Control::new(Some(1234), None)),
        Err(Stop::Positions(1234))
    );
    assert_eq!(run.values(), game.values(1233, Method::Plain));
}

#[test]
fn graph_searches_stop() {
    let chain: String = (0..2000).map(|i| format!("v{i} -> v{}\n", i + 1)).collect();
    let impartial = GameGraph::parse(&format!("{chain}tokens v0")).unwrap();
    let GameGraph::Impartial(g) = impartial else {
        panic!("an impartial graph")
    };
    assert_eq!(
        g.solve_with(&Control::new(Some(100), None)).err(),
        Some(Stop::Positions(100))
    );
    let partizan: String = (0..2000)
        .map(|i| format!("v{i} -L-> v{}\n", i + 1))
        .collect();
    let GameGraph::Partizan(p) = GameGraph::parse(&format!("{partizan}tokens v0")).unwrap() else {
        panic!("a partizan graph")
    };
    assert_eq!(
        p.solve_with(&Control::new(Some(100), None)).err(),
        Some(GraphError::Stopped(Stop::Positions(100)))
    );
    // v0 is the integer 2000 (Left has a chain of 2000 moves).
    let s = p.solve_with(&Control::unlimited()).unwrap();
    assert_eq!(s.value.unwrap().to_string(), "2000");
}

/// `+-1 + +-2 + ... + +-n`, built without a control (so that the phases
/// below have a big form to work on and nothing to build).
fn big_form(n: usize) -> conway::value::Game {
    let text = (1..=n)
        .map(|k| format!("+-{k}"))
        .collect::<Vec<_>>()
        .join(" + ");
    conway::value::notation::parse(&text).unwrap()
}

/// Each phase after the search (thermograph, printing, comparisons, the
/// winning moves) answers to the control: a budget or a cancellation stops
/// it, and it counts its work.
#[test]
fn every_phase_after_the_search_answers_to_the_control() {
    use conway::control::watch;
    use conway::rulesets::partizan_position::PartizanPosition;
    use conway::value::{Game, Player};
    let g = big_form(9);
    // The thermograph of a form with many hot options: each thermograph
    // computed counts.
    let tiny = Control::new(Some(5), None);
    assert_eq!(
        watch(&tiny, || g.thermograph()).err(),
        Some(Stop::Positions(5))
    );
    // Printing counts a unit per node printed.
    let tiny = Control::new(Some(5), None);
    assert_eq!(
        watch(&tiny, || g.to_string()).err(),
        Some(Stop::Positions(5))
    );
    let counted = Control::unlimited();
    let text = watch(&counted, || g.to_string()).unwrap();
    assert!(counted.done() > 5 && !text.is_empty());
    // A comparison builds nothing but polls: a cancelled control stops it.
    let h = g + Game::nimber(1);
    let cancelled = Control::unlimited();
    cancelled.cancel();
    assert_eq!(
        watch(&cancelled, || g.leq(h)).err(),
        Some(Stop::Interrupted)
    );
    // The winning moves look at the control before each option.
    let rules = rulesets::clobber::Clobber::parse("xoxoxo").unwrap();
    let cancelled = Control::unlimited();
    cancelled.cancel();
    let position = PartizanPosition(rules);
    assert_eq!(
        position.winning_moves_with(Player::Left, &cancelled),
        Err(Stop::Interrupted)
    );
    assert_eq!(
        position.winning_moves_with(Player::Left, &Control::unlimited()),
        Ok(position.winning_moves(Player::Left))
    );
}

/// Impartial analyses run their winning moves under the control: stopped
/// after the value was found (the tables are filled by a first analysis),
/// they keep the value and the outcome, which agree with a full analysis.
#[test]
fn impartial_winning_moves_answer_to_the_control() {
    use conway::rulesets::impartial_position::ImpartialRules;
    use conway::rulesets::{bomberman::Bomberman, rectangle_split::RectangleSplit};
    for (name, text) in [
        ("bomberman", "20x30 + 7x9"),
        ("rectangle-split", "#..#.#|.#..##|..#.#.|#.#..#"),
    ] {
        let position = rulesets::find(name).unwrap().parse(text).unwrap();
        let full = position.analyze();
        assert!(
            !full.left_moves.is_empty(),
            "{name}: a position with winning moves"
        );
        let cancelled = Control::unlimited();
        cancelled.cancel();
        let partial = position.analyze_partially(&cancelled).unwrap_err();
        assert_eq!(partial.stop, Stop::Interrupted, "{name}");
        assert_eq!(partial.value, full.value, "{name}");
        assert_eq!(partial.outcome, Some(full.outcome), "{name}");
    }
    // The rulesets' own methods for the winning moves stop too.
    let cancelled = Control::unlimited();
    cancelled.cancel();
    let b = Bomberman::new(vec![(20, 30), (7, 9)]);
    assert_eq!(b.winning_moves_with(&cancelled), Err(Stop::Interrupted));
    assert_eq!(
        b.winning_moves_with(&Control::unlimited()),
        Ok(b.winning_moves())
    );
    let r = RectangleSplit::parse_board("#..#.#|.#..##|..#.#.|#.#..#").unwrap();
    assert_eq!(r.winning_moves_with(&cancelled), Err(Stop::Interrupted));
}

/// The periodicity search through a long sequence polls the control.
#[test]
fn the_periodicity_search_answers_to_the_control() {
    use conway::control::watch;
    // An aperiodic sequence: n^2 mod a prime.
    let values: Vec<u64> = (0..20_000u64).map(|n| n * n % 10_007).collect();
    let kayles = HeapGame::parse("kayles").unwrap();
    let cancelled = Control::unlimited();
    cancelled.cancel();
    assert_eq!(
        watch(&cancelled, || kayles.periodicity(&values)).err(),
        Some(Stop::Interrupted)
    );
    assert_eq!(
        watch(&Control::unlimited(), || kayles.periodicity(&values)),
        Ok(None)
    );
}

/// The threads of this process, from `/proc/self/status` (Linux).
fn threads() -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("Threads:"))?;
    line["Threads:".len()..].trim().parse().ok()
}

#[test]
fn one_watchdog_serves_every_control_with_a_deadline() {
    // A worksheet gives each step its own deadline, the server each
    // request: a thousand live controls share the process's one watchdog
    // (other tests of this binary run beside it, so the count may move by
    // their threads, never by a thousand).
    let first = Control::new(None, Some(Duration::from_secs(3600)));
    let Some(before) = threads() else {
        return; // no /proc here
    };
    let held: Vec<_> = (0..1000)
        .map(|_| Control::new(None, Some(Duration::from_secs(3600))))
        .collect();
    let after = threads().unwrap();
    assert!(after < before + 100, "{before} threads, then {after}");
    // Each is still watched: a short deadline among them is raised with
    // no tick reading the clock.
    let short = Control::new(None, Some(Duration::from_millis(30)));
    std::thread::sleep(Duration::from_millis(300));
    assert!(matches!(short.poll(), Err(Stop::Timeout(_))));
    assert!(held.iter().chain([&first]).all(|c| c.poll().is_ok()));
}

/// A short analysis does not wait behind a long one running on another
/// thread (the server answers requests side by side; so do these tests):
/// with the solver's worker pool busy with a big board, a small position
/// is analysed while the board is still being searched, not after it.
#[test]
fn a_short_analysis_does_not_wait_behind_a_long_one() {
    let board = rulesets::find("domineering")
        .unwrap()
        .parse("........|........|........|........|........|........|........")
        .unwrap();
    // (Were the small one queued behind the board, the board would stop
    // at its deadline first.)
    let long = Control::new(None, Some(Duration::from_secs(60)));
    std::thread::scope(|s| {
        let search = {
            let long = Arc::clone(&long);
            s.spawn(move || board.analyze_with(&long))
        };
        // Until the board's search is under way (it ticks once per part).
        while long.done() == 0 {
            std::thread::sleep(Duration::from_millis(5));
        }
        let short = rulesets::find("partizan-take-and-break")
            .unwrap()
            .parse("L0.07 R4.7: 5")
            .unwrap();
        let analysis = short.analyze_with(&Control::unlimited());
        let board_still_searched = !search.is_finished();
        long.cancel();
        assert!(board_still_searched, "the board's search ended first");
        assert_eq!(search.join().unwrap().err(), Some(Stop::Interrupted));
        // The same value as with the pool to itself.
        let value = analysis.expect("no limit").value;
        assert!(value.is_some());
        assert_eq!(value, short.analyze().value);
    });
}
