//! The outcome search against MCGS's published test cases
//! (`tests/data/mcgs_cases.txt`, a sample of MCGS 1.7's
//! `cgt_tests/*/*.test`; the file names its sources).
//!
//! Each case is a position of one of MCGS's games, a game MCGS's file adds
//! to it, and the result MCGS states for the sum ("B loss, W loss": whoever
//! moves first loses). MCGS's BLACK is its Left player and plays `X`
//! (`cgt_basics.h`), as conway's Left does; Domineering's Left places
//! vertical dominoes in both (MCGS's stated values, e.g. `1/2*` for
//! `.....|.#.#.|..#..|.....|.....`, hold only so). Three things are
//! checked on every case:
//! - the outcome search, on the sum of the position and the added game,
//!   finds the result MCGS states;
//! - the outcome search on the position alone finds the outcome class of
//!   the value MCGS implies (the negative of the added game);
//! - the canonical-form solver gives the position that value.

use conway::control::Control;
use conway::outcome::{OutcomeSearch, Settings, SumOfTerms, Verdict};
use conway::rulesets::{self, Position};
use conway::value::{notation, Game, Outcome, Player};

const CASES: &str = include_str!("data/mcgs_cases.txt");

/// One line of the data file.
struct Case {
    line: usize,
    game: String,
    position: String,
    added: Game,
    outcome: Outcome,
}

/// The outcome a result such as "B loss, W loss" states: B (Left) and W
/// (Right) each moving first.
fn stated_outcome(result: &str) -> Outcome {
    let first = |who: &str| -> Player {
        let text = result
            .split(',')
            .map(str::trim)
            .find(|part| part.starts_with(who))
            .unwrap_or_else(|| panic!("no {who} in '{result}'"));
        let mover = if who == "B" {
            Player::Left
        } else {
            Player::Right
        };
        match text.split_whitespace().nth(1) {
            Some("win") => mover,
            Some("loss") => mover.opponent(),
            other => panic!("result '{result}': {other:?}"),
        }
    };
    match (first("B"), first("W")) {
        (Player::Left, Player::Left) => Outcome::L,
        (Player::Right, Player::Right) => Outcome::R,
        (Player::Left, Player::Right) => Outcome::N,
        (Player::Right, Player::Left) => Outcome::P,
    }
}

/// The default run checks every `SAMPLE`-th case; the full tier all of them.
const SAMPLE: usize = 5;

fn cases() -> Vec<Case> {
    CASES
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            let fields: Vec<&str> = l.split(" ; ").map(str::trim).collect();
            assert_eq!(fields.len(), 4, "line {}: {l}", i + 1);
            let added = notation::parse(fields[2])
                .unwrap_or_else(|e| panic!("line {}: {}: {e}", i + 1, fields[2]));
            Case {
                line: i + 1,
                game: fields[0].to_string(),
                position: fields[1].to_string(),
                added,
                outcome: stated_outcome(fields[3]),
            }
        })
        .collect()
}

/// The case's position as conway positions: its ruleset's name and each
/// board of the sum, in conway's notation (which reads MCGS's `X` and `O`
/// for every game used here).
fn terms(case: &Case) -> Vec<(&'static str, String)> {
    let ruleset = match case.game.as_str() {
        "clobber" | "clobber_1xn" => "clobber",
        "domineering" => "domineering",
        "gen_toads" => "gen-toads",
        "nogo" => "nogo",
        "amazons" => "amazons",
        other => panic!("line {}: no ruleset for MCGS's {other}", case.line),
    };
    let board = |text: &str| match text.split_once(':') {
        // MCGS writes gen_toads' parameters `a,b,c,d:` before the strip.
        Some((params, strip)) => format!("<{params}>: {strip}"),
        None => text.to_string(),
    };
    case.position
        .split_whitespace()
        .map(|b| (ruleset, board(b)))
        .collect()
}

fn parse(case: &Case, ruleset: &str, board: &str) -> Box<dyn Position> {
    rulesets::find(ruleset)
        .unwrap()
        .parse(board)
        .unwrap_or_else(|e| panic!("line {}: {ruleset} '{board}': {e}", case.line))
}

/// The outcome search's verdict on the case's boards, plus `added`.
fn search(case: &Case, added: Option<Game>) -> Verdict {
    let mut sum = SumOfTerms::new();
    for (ruleset, board) in terms(case) {
        let p = parse(case, ruleset, &board);
        sum.add_position(board.clone(), p.as_ref(), &Control::unlimited())
            .unwrap();
    }
    if let Some(g) = added {
        sum.add_value("added", g);
    }
    let verdict = OutcomeSearch::new(Settings::default()).decide(&sum, &Control::unlimited());
    assert_eq!(verdict.stop, None, "line {}", case.line);
    verdict
}

#[test]
fn the_data_file_has_every_game_it_names() {
    let cases = cases();
    assert!(cases.len() >= 90, "{} cases", cases.len());
    for game in [
        "domineering",
        "clobber",
        "clobber_1xn",
        "gen_toads",
        "nogo",
        "amazons",
    ] {
        assert!(cases.iter().any(|c| c.game == game), "{game}");
    }
}

#[test]
fn outcome_search_finds_mcgs_results_of_the_sums() {
    outcome_search_finds_mcgs_results_of_the_sums_in(cases().into_iter().step_by(SAMPLE).collect());
}

#[test]
#[ignore = "full tier"]
fn outcome_search_finds_mcgs_results_of_the_sums_every_case() {
    outcome_search_finds_mcgs_results_of_the_sums_in(cases());
}

fn outcome_search_finds_mcgs_results_of_the_sums_in(cases: Vec<Case>) {
    for case in cases {
        let verdict = search(&case, Some(case.added));
        assert_eq!(
            verdict.outcome(),
            Some(case.outcome),
            "line {}: {} {} + ({})",
            case.line,
            case.game,
            case.position,
            case.added
        );
    }
}

#[test]
fn outcome_search_finds_the_outcome_of_mcgs_values() {
    outcome_search_finds_the_outcome_of_mcgs_values_in(
        cases().into_iter().step_by(SAMPLE).collect(),
    );
}

#[test]
#[ignore = "full tier"]
fn outcome_search_finds_the_outcome_of_mcgs_values_every_case() {
    outcome_search_finds_the_outcome_of_mcgs_values_in(cases());
}

fn outcome_search_finds_the_outcome_of_mcgs_values_in(cases: Vec<Case>) {
    for case in cases {
        // MCGS states "sum is 0" (a second-player win) on every case kept:
        // the position's value is the negative of the added game.
        assert_eq!(case.outcome, Outcome::P, "line {}", case.line);
        let value = -case.added;
        let verdict = search(&case, None);
        assert_eq!(
            verdict.outcome(),
            Some(value.outcome()),
            "line {}: {} {} (value {value})",
            case.line,
            case.game,
            case.position
        );
        // A winner moving first names a winning move, a loser none.
        for player in [Player::Left, Player::Right] {
            let answer = verdict.first(player);
            assert_eq!(
                answer.winning_move.is_some(),
                answer.winner == Some(player),
                "line {}",
                case.line
            );
        }
    }
}

#[test]
fn canonical_solver_gives_mcgs_values() {
    canonical_solver_gives_mcgs_values_in(cases().into_iter().step_by(SAMPLE).collect());
}

#[test]
#[ignore = "full tier"]
fn canonical_solver_gives_mcgs_values_every_case() {
    canonical_solver_gives_mcgs_values_in(cases());
}

fn canonical_solver_gives_mcgs_values_in(cases: Vec<Case>) {
    for case in cases {
        let mut total = Game::ZERO;
        for (ruleset, board) in terms(&case) {
            let value = parse(&case, ruleset, &board)
                .value_with(&Control::unlimited())
                .unwrap()
                .expect("a value");
            total += value;
        }
        assert_eq!(
            total, -case.added,
            "line {}: {} {}",
            case.line, case.game, case.position
        );
    }
}
