//! The root decided by adding its forms, as the canonical route would.
//!
//! Once the driver has valued every component of the root (formulas, or
//! the solver between rounds: `canonical.rs`), the sum's value is the sum
//! of those forms, the literal values and the small forms: that is the
//! definition of a disjunctive sum's value, and the outcome class of a
//! canonical form is exact. So the root is decided by one addition, as
//! `analyze` decides it, instead of a search over the sum of the forms
//! (which the search does not add up, and which costs far more than the
//! addition when there are many small hot forms: ten small Eatcake pieces
//! took 20 ms of search against 1 ms of canonical route).
//!
//! The winning move is the first winning one in the root's plain order of
//! moves, as after a search ([`OutcomeSearch::first_winning_move`]): each
//! move's sum is valued the same way (the total less the component's
//! value plus its option's), and searched when its option has a part the
//! solver does not value. The additions are watched by a part of the
//! control of the round's budget; past it the root is searched as before.

use super::sum::{Step, Sum};
use super::{OutcomeSearch, Shared};
use crate::control::{watch, Control, Stop};
use crate::value::{Game, Outcome, Player};

/// What adding the root's forms found: for each first player, whether
/// that player wins and, if so, the winning step.
pub(super) type ByForms = [(bool, Option<Step>); 2];

/// True if `player`, moving first in a game of outcome class `outcome`,
/// wins.
fn first_wins(outcome: Outcome, player: Player) -> bool {
    match player {
        Player::Left => matches!(outcome, Outcome::L | Outcome::N),
        Player::Right => matches!(outcome, Outcome::R | Outcome::N),
    }
}

impl OutcomeSearch {
    /// Decides `root` by adding the forms of its components, when every
    /// one is valued, within `budget` units of the value algebra; `None`
    /// when a component is not valued or the addition is over budget.
    /// A stop of `control` itself is an error.
    pub(super) fn decide_by_forms(
        &mut self,
        root: &Sum,
        budget: u64,
        control: &Control,
    ) -> Result<Option<ByForms>, Stop> {
        let canonical = &self.searchers[0].canonical;
        let Some(values) = root
            .big
            .iter()
            .map(|part| canonical.recall(part))
            .collect::<Option<Vec<Game>>>()
        else {
            return Ok(None);
        };
        let sum = || {
            let forms = root.small.iter().map(|f| f.game);
            values
                .iter()
                .copied()
                .chain(forms)
                .fold(root.game, |a, b| a + b)
        };
        let Some(total) = added(sum, budget, control)? else {
            return Ok(None);
        };
        let mut found = [(false, None); 2];
        for (i, player) in [Player::Left, Player::Right].into_iter().enumerate() {
            if first_wins(total.outcome(), player) {
                let step =
                    self.first_move_by_forms(root, &values, total, player, budget, control)?;
                found[i] = (true, Some(step));
            }
        }
        Ok(Some(found))
    }

    /// The first of `player`'s moves at `root`, in the plain order, after
    /// which the opponent, moving first, loses; `values` are the root's
    /// components' forms and `total` the root's value, so `player` wins.
    fn first_move_by_forms(
        &mut self,
        root: &Sum,
        values: &[Game],
        total: Game,
        player: Player,
        budget: u64,
        control: &Control,
    ) -> Result<Step, Stop> {
        let moves = root.moves(player, None, self.settings.move_bounds);
        for &(_, step) in &moves.steps {
            let after = match step {
                Step::Big { component, option } => {
                    let parts = match &moves.options[component] {
                        Some(options) => options[option].clone(),
                        None => root.big[component].option(player, option),
                    };
                    self.option_total(&parts, total - values[component], budget, control)?
                }
                Step::Small { component, option } => {
                    let form = root.small[component].game;
                    let to = form.options(player)[option];
                    added(|| total - form + to, budget, control)?
                }
                Step::Canonical { option } => {
                    let to = root.game.options(player)[option];
                    added(|| total - root.game + to, budget, control)?
                }
            };
            let opponent_wins = match after {
                Some(value) => first_wins(value.outcome(), player.opponent()),
                None => {
                    let child =
                        self.searchers[0].child(root, &moves.options, player, step, control)?;
                    self.wins(&child, player.opponent(), control)?
                }
            };
            if !opponent_wins {
                return Ok(step);
            }
        }
        unreachable!("a sum whose value says the player to move wins has a winning move")
    }

    /// `rest` plus the forms of `parts`, if the solver values each and the
    /// additions stay within `budget`.
    fn option_total(
        &mut self,
        parts: &[Shared],
        rest: Game,
        budget: u64,
        control: &Control,
    ) -> Result<Option<Game>, Stop> {
        let mut total = rest;
        for part in parts {
            // The solver valued the component, so its table holds the
            // option's parts already: this is a lookup, mostly.
            let value = match self.searchers[0].canonical.recall(part) {
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
            match added(|| total + value, budget, control)? {
                Some(sum) => total = sum,
                None => return Ok(None),
            }
        }
        Ok(Some(total))
    }
}

/// `sum` computed within `budget` units of the value algebra (the
/// addition runs inside the watch), or `None` past it; a stop of
/// `control` itself is an error.
fn added(sum: impl FnOnce() -> Game, budget: u64, control: &Control) -> Result<Option<Game>, Stop> {
    let part = control.part(budget);
    let result = watch(&part, sum);
    control.advance(part.done().min(budget))?;
    match result {
        Ok(value) => Ok(Some(value)),
        Err(_) => control.check().map(|()| None),
    }
}
