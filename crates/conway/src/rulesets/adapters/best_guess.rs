//! A move to play when the full analysis did not finish in time: the best
//! the engine can say without a proof that it wins, and on what basis.
//!
//! In an impartial sum whose components' values are known, Bouton's rule
//! gives a move to nim-sum 0 (a proof after all). In a partizan sum whose
//! components' values are known, the move goes to the hottest component
//! (the one with the highest temperature; playing there is the usual
//! approximation, Winning Ways ch. 6, Siegel II.5), to its option of best
//! mean for the mover. Otherwise the move that leaves the opponent the
//! fewest replies. Every value is computed under the given control; a stop
//! falls back to the next basis, so a guess is always returned.
//!
//! ```
//! use conway::control::Control;
//! use conway::rulesets::best_guess::{best_guess, Basis};
//! use conway::rulesets::{self, Kind};
//! use conway::value::Player;
//! let nim = rulesets::find("nim").unwrap().parse("1 2").unwrap();
//! let moves = nim.moves(Player::Left);
//! let guess = best_guess(nim.as_ref(), Kind::Impartial, Player::Left, &moves, &Control::unlimited());
//! assert_eq!(moves[guess.index].label, "heap 2: 2 -> 1");
//! assert_eq!(guess.basis, Basis::NimSum);
//! ```

use crate::control::{watch, Control, Stop};
use crate::numeric::{Dyadic, Nimber};
use crate::rulesets::explain::changed_component;
use crate::rulesets::{Kind, Move, Position};
use crate::value::{Game, Player};

/// Why the guess was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Basis {
    /// Bouton's rule on the components' known values: it wins.
    NimSum,
    /// A move in the hottest component, of this temperature.
    Hottest(Dyadic),
    /// The move that leaves the opponent the fewest replies.
    FewestReplies,
}

/// A move chosen without a full analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guess {
    /// The move's place in the list given.
    pub index: usize,
    /// Why it was chosen.
    pub basis: Basis,
}

/// Most moves whose replies are counted for [`Basis::FewestReplies`].
const COMPARED: usize = 200;

/// The best move found for `mover` among `moves` (from `position`) within
/// the limits of `control` (see the [module docs](self)); `moves` must not
/// be empty.
pub fn best_guess(
    position: &dyn Position,
    kind: Kind,
    mover: Player,
    moves: &[Move],
    control: &Control,
) -> Guess {
    let by_components = match kind {
        Kind::Impartial => nim_sum_move(position, moves, control),
        Kind::Partizan => hottest_move(position, mover, moves, control),
    };
    match by_components {
        Ok(Some(guess)) => guess,
        _ => Guess {
            index: fewest_replies(moves, mover),
            basis: Basis::FewestReplies,
        },
    }
}

/// The values of `parts`, `None` if one has no value.
fn values(parts: &[Box<dyn Position>], control: &Control) -> Result<Option<Vec<Game>>, Stop> {
    let mut out = Vec::with_capacity(parts.len());
    for part in parts {
        match part.value_with(control)? {
            Some(v) => out.push(v),
            None => return Ok(None),
        }
    }
    Ok(Some(out))
}

/// For each move that plays in one component: (move, component, value of
/// what the component became).
fn component_moves(
    parts: &[Box<dyn Position>],
    moves: &[Move],
    control: &Control,
) -> Result<Vec<(usize, usize, Game)>, Stop> {
    let mut out = Vec::new();
    for (i, m) in moves.iter().enumerate() {
        let Some((j, became)) = changed_component(parts, m.position.as_ref()) else {
            continue;
        };
        let Some(pieces) = values(&became, control)? else {
            continue;
        };
        let sum = watch(control, || {
            pieces.into_iter().fold(Game::ZERO, |s, v| s + v)
        })?;
        out.push((i, j, sum));
    }
    Ok(out)
}

fn nim_sum_move(
    position: &dyn Position,
    moves: &[Move],
    control: &Control,
) -> Result<Option<Guess>, Stop> {
    let parts = position.components();
    let Some(values) = values(&parts, control)? else {
        return Ok(None);
    };
    let Some(nimbers) = values
        .iter()
        .map(|v| v.as_nimber())
        .collect::<Option<Vec<_>>>()
    else {
        return Ok(None);
    };
    let sum = nimbers.iter().fold(Nimber::ZERO, |x, &n| x ^ n);
    if sum == Nimber::ZERO {
        return Ok(None);
    }
    let found = component_moves(&parts, moves, control)?
        .into_iter()
        .find(|&(_, j, after)| after.as_nimber() == Some(nimbers[j] ^ sum));
    Ok(found.map(|(index, _, _)| Guess {
        index,
        basis: Basis::NimSum,
    }))
}

fn hottest_move(
    position: &dyn Position,
    mover: Player,
    moves: &[Move],
    control: &Control,
) -> Result<Option<Guess>, Stop> {
    let parts = position.components();
    let Some(values) = values(&parts, control)? else {
        return Ok(None);
    };
    let temperatures = watch(control, || {
        values.iter().map(|v| v.temperature()).collect::<Vec<_>>()
    })?;
    let candidates = component_moves(&parts, moves, control)?;
    // The hottest component that has a move of the mover.
    let Some(hottest) = candidates
        .iter()
        .map(|&(_, j, _)| j)
        .max_by(|&a, &b| temperatures[a].cmp(&temperatures[b]).then(b.cmp(&a)))
    else {
        return Ok(None);
    };
    let mut best: Option<(usize, Dyadic)> = None;
    for &(i, j, after) in &candidates {
        if j != hottest {
            continue;
        }
        let mean = watch(control, || after.mean())?;
        let better = best.as_ref().is_none_or(|(_, m)| match mover {
            Player::Left => mean > *m,
            Player::Right => mean < *m,
        });
        if better {
            best = Some((i, mean));
        }
    }
    Ok(best.map(|(index, _)| Guess {
        index,
        basis: Basis::Hottest(temperatures[hottest].clone()),
    }))
}

/// The hint's rule for an impartial position whose moves all lose: the
/// move that leaves the opponent the fewest winning replies (replies to a
/// position of value 0), so the opponent has the most ways to go wrong;
/// the first such move in the list. What it found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FewestWinningReplies {
    /// The move's place in the list given.
    pub index: usize,
    /// The opponent's winning replies after it.
    pub winning: usize,
    /// All the opponent's replies after it.
    pub replies: usize,
}

/// [`FewestWinningReplies`] among `moves` (impartial: both players have
/// the same replies), each reply valued under `control`; `None` when a
/// value is unknown (a ruleset without values).
///
/// ```
/// use conway::control::Control;
/// use conway::rulesets::best_guess::fewest_winning_replies;
/// use conway::rulesets;
/// use conway::value::Player;
/// // Nim 3 5 6 has nim-sum 0: every move loses, and leaves at least one
/// // winning reply (a move back to nim-sum 0). Taking one from the 3
/// // leaves 2 5 6, nim-sum 1, whose only winning reply is 5 -> 4 (Bouton);
/// // every move from the heap of 3 leaves one.
/// let p = rulesets::find("nim").unwrap().parse("3 5 6").unwrap();
/// let moves = p.moves(Player::Left);
/// let best = fewest_winning_replies(&moves, &Control::unlimited()).unwrap().unwrap();
/// assert!(moves[best.index].label.starts_with("heap 1:") && best.winning == 1);
/// ```
pub fn fewest_winning_replies(
    moves: &[Move],
    control: &Control,
) -> Result<Option<FewestWinningReplies>, Stop> {
    let mut best: Option<FewestWinningReplies> = None;
    for (index, m) in moves.iter().enumerate() {
        let replies = m.position.moves(Player::Left);
        let mut winning = 0;
        for r in &replies {
            match r.position.value_with(control)? {
                Some(v) => winning += usize::from(v == Game::ZERO),
                None => return Ok(None),
            }
        }
        if best.as_ref().is_none_or(|b| winning < b.winning) {
            best = Some(FewestWinningReplies {
                index,
                winning,
                replies: replies.len(),
            });
        }
    }
    Ok(best)
}

/// For a partizan game whose moves all lose: the move that keeps the most,
/// the one leaving the value of best mean for the mover (greatest for
/// Left, least for Right); `None` for an impartial game (every losing move
/// leaves a first-player win alike) or when a value is unknown.
///
/// ```
/// use conway::control::Control;
/// use conway::rulesets::best_guess::keeps_the_most;
/// use conway::rulesets::{self, Kind};
/// use conway::value::{Game, Player};
/// // Hackenbush stalks BR + BRR = 1/2 + 1/4: Left wins. Right's moves
/// // leave 1 + 1/4, 1/2 + 1 or 1/2 + 1/2; the least loss is 1.
/// let p = rulesets::find("hackenbush").unwrap().parse("BR BRR").unwrap();
/// let moves = p.moves(Player::Right);
/// let control = Control::unlimited();
/// let i = keeps_the_most(Kind::Partizan, Player::Right, &moves, &control).unwrap().unwrap();
/// assert_eq!(moves[i].position.value_with(&control).unwrap(), Some(Game::integer(1)));
/// ```
pub fn keeps_the_most(
    kind: Kind,
    mover: Player,
    moves: &[Move],
    control: &Control,
) -> Result<Option<usize>, Stop> {
    if kind == Kind::Impartial {
        return Ok(None);
    }
    let mut best: Option<(usize, Dyadic)> = None;
    for (i, m) in moves.iter().enumerate() {
        let Some(after) = m.position.value_with(control)? else {
            return Ok(None);
        };
        let mean = watch(control, || after.mean())?;
        let better = best.as_ref().is_none_or(|(_, b)| match mover {
            Player::Left => mean > *b,
            Player::Right => mean < *b,
        });
        if better {
            best = Some((i, mean));
        }
    }
    Ok(best.map(|(i, _)| i))
}

/// The move (among the first [`COMPARED`]) after which the opponent has
/// the fewest replies.
fn fewest_replies(moves: &[Move], mover: Player) -> usize {
    moves
        .iter()
        .take(COMPARED)
        .enumerate()
        .min_by_key(|(i, m)| (m.position.moves(mover.opponent()).len(), *i))
        .map_or(0, |(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets;

    fn guess(ruleset: &str, text: &str, mover: Player, control: &Control) -> (String, Basis) {
        let rules = rulesets::find(ruleset).unwrap();
        let p = rules.parse(text).unwrap();
        let moves = p.moves(mover);
        let g = best_guess(p.as_ref(), rules.kind(), mover, &moves, control);
        (moves[g.index].label.clone(), g.basis)
    }

    #[test]
    fn nim_sum_when_values_are_known() {
        // 3 xor 5 xor 7 = 1: each heap has bit 0; the first is taken.
        let (label, basis) = guess("nim", "3 5 7", Player::Left, &Control::unlimited());
        assert_eq!(basis, Basis::NimSum);
        assert_eq!(label, "heap 1: 3 -> 2");
    }

    #[test]
    fn hottest_component_in_a_partizan_sum() {
        // Hackenbush stalks: a blue-red stalk is a number (temperature
        // below 0); a green stalk of 1 is * (temperature 0); the hottest
        // component is the green one.
        let (label, basis) = guess("hackenbush", "BR G", Player::Left, &Control::unlimited());
        assert_eq!(basis, Basis::Hottest(Dyadic::ZERO), "{label}");
    }

    #[test]
    fn a_stopped_control_falls_back_to_fewest_replies() {
        let stopped = Control::new(Some(0), None);
        let _ = stopped.tick();
        let (_, basis) = guess("domineering", "....|....|....", Player::Left, &stopped);
        assert_eq!(basis, Basis::FewestReplies);
    }
}
