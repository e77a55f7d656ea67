//! Draws in a [`Session`](super::Session): positions whose play can cycle (Fox and Geese,
//! Backsliding Toads and Frogs, game graphs with cycles) are judged by
//! their analysis with draws. The engine wins when it can, else keeps a
//! draw, else plays on; a repeated position is reported, and the game is
//! declared drawn when the same position (with the same player to move)
//! comes up [`DRAW_REPEATS`] times or after [`DRAW_PLIES`] moves.

use super::words::play_words;
use super::{Seat, DRAW_PLIES, DRAW_REPEATS};
use crate::loopy::Play;
use crate::rulesets::loopy_position::{BestMoves, LoopyAnalysis};
use crate::value::Player;

/// The result of play with `to_move` to move.
pub fn result(l: &LoopyAnalysis, to_move: Player) -> Play {
    match to_move {
        Player::Left => l.outcome.left_first,
        Player::Right => l.outcome.right_first,
    }
}

/// `player`'s good moves.
pub fn side(l: &LoopyAnalysis, player: Player) -> &BestMoves {
    match player {
        Player::Left => &l.left,
        Player::Right => &l.right,
    }
}

pub fn wins(player: Player) -> Play {
    match player {
        Player::Left => Play::LeftWins,
        Player::Right => Play::RightWins,
    }
}

/// The value and who is winning, `result` being the result of play from
/// here with the player to move moving.
pub fn standing(l: &LoopyAnalysis, you: Player, result: Play) -> String {
    let who = match result {
        Play::Draw => "a draw with best play",
        r if r == wins(you) => "you are winning",
        _ => "the engine is winning",
    };
    format!(
        "Value: {} (outcome {}; from here: {}): {who}.",
        l.value,
        l.outcome,
        play_words(result)
    )
}

/// Says that the current position (the last of `trail`) came up before.
pub fn repetition_note(trail: &[(String, Seat)]) -> Option<String> {
    let times = repeats(trail);
    (2..DRAW_REPEATS)
        .contains(&times)
        .then(|| format!("This position has come up {times} times with the same player to move."))
}

/// How often the last position of `trail` was reached.
fn repeats(trail: &[(String, Seat)]) -> usize {
    let Some(last) = trail.last() else { return 0 };
    trail.iter().filter(|p| *p == last).count()
}

/// The verdict when the game is declared drawn.
pub fn declared_draw(trail: &[(String, Seat)]) -> Option<String> {
    if repeats(trail) >= DRAW_REPEATS {
        return Some(format!(
            "The same position has come up {DRAW_REPEATS} times with the same player to move: \
             the game is drawn."
        ));
    }
    (trail.len() > DRAW_PLIES)
        .then(|| format!("{DRAW_PLIES} moves have been played: the game is drawn."))
}

/// The verdict on your move, from the analyses before it (you to move)
/// and after it (the engine to move).
pub fn judge(before: &LoopyAnalysis, after: &LoopyAnalysis, you: Player) -> String {
    let was = result(before, you);
    let now = result(after, you.opponent());
    let good = side(before, you);
    let win = wins(you);
    match (was, now) {
        (w, n) if w == win && n == win => "You kept a winning position.".to_string(),
        (w, Play::Draw) if w == win => format!(
            "That lets the engine hold a draw; a winning move was {}.",
            good.winning.join(" or ")
        ),
        (w, _) if w == win => format!(
            "That lets the engine win; a winning move was {}.",
            good.winning.join(" or ")
        ),
        (Play::Draw, Play::Draw) => "You kept the draw.".to_string(),
        (Play::Draw, _) => format!(
            "That lets the engine win; a drawing move was {}.",
            good.drawing.join(" or ")
        ),
        _ => "You are still in a losing position.".to_string(),
    }
}

/// Why the engine, as `mover`, played its move.
pub fn why(l: &LoopyAnalysis, mover: Player) -> String {
    match result(l, mover) {
        Play::Draw => "Why: no move wins; it keeps the draw.".to_string(),
        r if r == wins(mover) => "Why: it wins (it makes progress towards the win).".to_string(),
        _ => "Why: every move loses against perfect play; it plays on.".to_string(),
    }
}

/// A hint for you, as `you`.
pub fn hint(l: &LoopyAnalysis, you: Player) -> String {
    let good = side(l, you);
    match (&good.best, result(l, you)) {
        (Some(best), r) if r == wins(you) => format!("Hint: a winning move is {best}."),
        (Some(best), _) => format!("Hint: no move wins; {best} keeps the draw."),
        (None, _) => "Hint: every move loses against perfect play.".to_string(),
    }
}
