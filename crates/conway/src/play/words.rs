//! The words a game at the table is told in: outcomes and results of play,
//! written once here for the CLI's reports and the session's messages.

use crate::loopy::Play;
use crate::value::Outcome;

/// An outcome class in words.
///
/// ```
/// use conway::play::words::outcome_words;
/// use conway::value::Outcome;
/// assert_eq!(outcome_words(Outcome::P), "the second player wins");
/// ```
pub fn outcome_words(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::N => "the first player, to move, wins",
        Outcome::P => "the second player wins",
        Outcome::L => "Left wins, whoever starts",
        Outcome::R => "Right wins, whoever starts",
    }
}

/// The result of play from one start (with draws) in words.
///
/// ```
/// use conway::loopy::Play;
/// use conway::play::words::play_words;
/// assert_eq!(play_words(Play::LeftWins), "Left wins");
/// ```
pub fn play_words(p: Play) -> &'static str {
    match p {
        Play::LeftWins => "Left wins",
        Play::RightWins => "Right wins",
        Play::Draw => "a draw (neither side can force a win; play goes on for ever)",
    }
}
