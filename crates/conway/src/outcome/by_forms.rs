//! The root decided by adding its components' forms, as the canonical
//! route decides it.
//!
//! Once every component of the root has a canonical form (by its
//! ruleset's formula, or found by the solver between rounds:
//! `canonical.rs`), the value of the sum is the sum of those forms, the
//! literal values and the small forms: that is what the value of a
//! disjunctive sum is, and the outcome class of a canonical form is exact
//! (Left moving first wins `G` exactly when `G ≰ 0`, Right exactly when
//! `G ≱ 0`). So the root is decided by the additions `analyze` makes,
//! instead of by a search over the sum of the forms, which the search
//! never adds up and which costs far more than the additions when there
//! are many small hot forms (nine small Col boards: 2 000 positions and
//! 28 ms of search against under 1 ms of canonical route).
//!
//! The winning move is the first winning one in the root's plain order of
//! moves ([`Sum::moves`]), the move the search reports after its own proof
//! (`OutcomeSearch::first_winning_move`), so the answer does not depend
//! on which route found it. A move in part `k` to an option worth `x`
//! leaves `x + R_k`, where `R_k` is the sum of the other parts; the
//! opponent, moving first there, loses exactly when `x + R_k >= 0` (Left
//! moved) or `x + R_k <= 0` (Right moved), that is `-R_k <= x` or
//! `x <= -R_k`: a comparison, not a third addition. `R_k` is the sum of
//! the parts before `k` and of those after it (prefix and suffix sums,
//! each computed once). The additions are watched by parts of the
//! control with the round's budget; past it, the root is searched as
//! before, and tried again in the next round with four times the budget.

use super::component::Shared;
use super::sum::{Step, Sum};
use crate::control::{watch, Control, Stop};
use crate::value::{Game, Outcome, Player};

/// What adding the root's forms found, for Left first and Right first:
/// whether the first player wins and, if so, the first winning step.
pub(super) type ByForms = [(bool, Option<Step>); 2];

/// True if `player`, moving first in a game of outcome class `outcome`,
/// wins.
fn first_wins(outcome: Outcome, player: Player) -> bool {
    match player {
        Player::Left => matches!(outcome, Outcome::L | Outcome::N),
        Player::Right => matches!(outcome, Outcome::R | Outcome::N),
    }
}

/// The root's parts as forms, in the order of the root's moves: the
/// components searched (each valued), the small forms, the number-up-star.
struct Parts {
    forms: Vec<Game>,
    /// `prefix[k]`: the sum of the parts before `k` (`prefix[n]` is the
    /// total).
    prefix: Vec<Game>,
    /// `suffix[k]`: the sum of the parts after `k`.
    suffix: Vec<Game>,
    /// `-R_k`, computed when first needed.
    negated_rest: Vec<Option<Game>>,
}

/// `sum` computed within `budget` units of the value algebra, or `None`
/// past it; a stop of `control` itself (deadline, memory, Ctrl-C, its own
/// positions) is an error.
fn within<T>(work: impl FnOnce() -> T, budget: u64, control: &Control) -> Result<Option<T>, Stop> {
    let part = control.part(budget);
    let result = watch(&part, work);
    control.advance(part.done().min(budget))?;
    match result {
        Ok(value) => Ok(Some(value)),
        Err(_) => control.check().map(|()| None),
    }
}

/// Decides `root` by adding the forms of its parts when `value_of` gives
/// every searched component's form, within `budget` units of the value
/// algebra for each addition; `None` when a component has no form yet or
/// an addition is over budget.
pub(super) fn decide(
    root: &Sum,
    value_of: impl Fn(&Shared) -> Option<Game>,
    move_bounds: bool,
    budget: u64,
    control: &Control,
) -> Result<Option<ByForms>, Stop> {
    let Some(mut forms) = root.big.iter().map(value_of).collect::<Option<Vec<Game>>>() else {
        return Ok(None);
    };
    forms.extend(root.small.iter().map(|f| f.game));
    forms.push(root.game);
    let Some(prefix) = running_sums(forms.iter().copied(), budget, control)? else {
        return Ok(None);
    };
    let total = prefix[forms.len()];
    let mut parts = Parts {
        negated_rest: vec![None; forms.len()],
        suffix: Vec::new(),
        prefix,
        forms,
    };
    let mut found = [(false, None); 2];
    for (i, player) in [Player::Left, Player::Right].into_iter().enumerate() {
        if !first_wins(total.outcome(), player) {
            continue;
        }
        match first_winning_step(root, &mut parts, player, move_bounds, budget, control)? {
            Some(step) => found[i] = (true, Some(step)),
            None => return Ok(None),
        }
    }
    Ok(Some(found))
}

/// The sums of the first `k` forms for `k` from 0 to their number, or
/// `None` past the budget.
fn running_sums(
    forms: impl Iterator<Item = Game>,
    budget: u64,
    control: &Control,
) -> Result<Option<Vec<Game>>, Stop> {
    let mut sums = vec![Game::ZERO];
    for form in forms {
        let last = *sums.last().expect("starts with zero");
        match within(|| last + form, budget, control)? {
            Some(sum) => sums.push(sum),
            None => return Ok(None),
        }
    }
    Ok(Some(sums))
}

impl Parts {
    /// `-R_k`, the negative of the sum of the parts other than `k`, or
    /// `None` past the budget.
    fn negated_rest(
        &mut self,
        k: usize,
        budget: u64,
        control: &Control,
    ) -> Result<Option<Game>, Stop> {
        if let Some(known) = self.negated_rest[k] {
            return Ok(Some(known));
        }
        if self.suffix.is_empty() {
            let reversed = self.forms.iter().rev().copied();
            let Some(mut sums) = running_sums(reversed, budget, control)? else {
                return Ok(None);
            };
            sums.pop();
            sums.reverse();
            // sums[k] is now the sum of the forms after k.
            self.suffix = sums;
        }
        let (before, after) = (self.prefix[k], self.suffix[k]);
        let Some(rest) = within(|| -(before + after), budget, control)? else {
            return Ok(None);
        };
        self.negated_rest[k] = Some(rest);
        Ok(Some(rest))
    }
}

/// The first of `player`'s moves at `root`, in the plain order, after
/// which the opponent, moving first, loses; `None` past the budget.
fn first_winning_step(
    root: &Sum,
    parts: &mut Parts,
    player: Player,
    move_bounds: bool,
    budget: u64,
    control: &Control,
) -> Result<Option<Step>, Stop> {
    let moves = root.moves(player, None, move_bounds);
    let small_at = root.big.len();
    let game_at = parts.forms.len() - 1;
    for &(_, step) in &moves.steps {
        let (k, option) = match step {
            Step::Big { component, option } => {
                let made;
                let split = match &moves.options[component] {
                    Some(options) => &options[option],
                    None => {
                        made = root.big[component].option(player, option);
                        &made
                    }
                };
                let Some(value) = option_value(split, budget, control)? else {
                    return Ok(None);
                };
                (component, value)
            }
            Step::Small { component, option } => (
                small_at + component,
                root.small[component].game.options(player)[option],
            ),
            Step::Canonical { option } => (game_at, root.game.options(player)[option]),
        };
        let Some(rest) = parts.negated_rest(k, budget, control)? else {
            return Ok(None);
        };
        // The opponent loses after the move exactly when x + R_k >= 0
        // (Left moved) or x + R_k <= 0 (Right moved).
        let wins = match player {
            Player::Left => within(|| rest.leq(option), budget, control)?,
            Player::Right => within(|| option.leq(rest), budget, control)?,
        };
        match wins {
            Some(true) => return Ok(Some(step)),
            Some(false) => {}
            None => return Ok(None),
        }
    }
    // Not reached: a form `G` with `G ≰ 0` has a Left option `G^L >= 0`
    // (the definition of the order holds for every form, not only the
    // canonical one), and the root's moves are its parts' options. Left
    // to the search if it were.
    Ok(None)
}

/// The value of an option made of the components `split`, each valued by
/// the solver (whose table holds them already, mostly: their parent was
/// valued), or `None` past the budget.
fn option_value(split: &[Shared], budget: u64, control: &Control) -> Result<Option<Game>, Stop> {
    let mut total = Game::ZERO;
    for part in split {
        let value = match part.known_value() {
            Some(value) => value,
            None => {
                let attempt = control.part(budget);
                let found = part.value_with(&attempt);
                control.advance(attempt.done().min(budget))?;
                match found {
                    Ok(value) => value,
                    Err(_) => return control.check().map(|()| None),
                }
            }
        };
        match within(|| total + value, budget, control)? {
            Some(sum) => total = sum,
            None => return Ok(None),
        }
    }
    Ok(Some(total))
}
