//! `conway solve FILE --misere`: misère play on an impartial game graph
//! (the last player to move loses): the tokens' forms, the outcome and the
//! winning token moves.

use crate::failure::Failure;
use crate::limits::Watch;
use crate::output::{emit, json_line};
use conway::graph::GameGraph;
use conway::misere::{solve_graph, MisereError};
use serde_json::json;

pub fn run(graph: &GameGraph, place: &str, watch: &Watch, json: bool) -> Result<(), Failure> {
    let GameGraph::Impartial(graph) = graph else {
        return Err(Failure::input(
            "--misere",
            "misère play is supported for impartial graphs only (this one colours its edges)",
        ));
    };
    let solution = match solve_graph(graph, watch.control()) {
        Ok(s) => s,
        Err(MisereError::Stopped(stop)) => return Err(watch.stopped(stop)),
        Err(e @ MisereError::Cycle) => return Err(Failure::input(place, e)),
    };
    let names = graph.names();
    let moves: Vec<String> = solution
        .winning_moves
        .iter()
        .map(|&(i, from, to)| {
            format!(
                "token {} {} -> {}",
                i + 1,
                names[from as usize],
                names[to as usize]
            )
        })
        .collect();
    let tokens: Vec<String> = graph
        .tokens()
        .iter()
        .map(|&t| {
            format!(
                "{}: {}",
                names[t as usize],
                solution.forms[t as usize].map_or_else(String::new, |g| g.to_string())
            )
        })
        .collect();
    let (outcome, winner) = match solution.first_player_wins {
        true => ("N", "first"),
        false => ("P", "second"),
    };
    let text = match json {
        true => json_line(json!({
            "play": "misere",
            "tokens": tokens,
            "outcome": outcome,
            "winner": winner,
            "winning_moves": moves,
        })),
        false => format!(
            "misère play (the last player to move loses)\ntokens: {}\noutcome: {outcome} (the {winner} player wins)\nwinning moves: {}\n",
            tokens.join(", "),
            if moves.is_empty() { "none".to_string() } else { moves.join(", ") }
        ),
    };
    emit(&text)
}
