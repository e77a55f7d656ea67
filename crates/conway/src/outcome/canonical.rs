//! Which components the search replaces by their canonical forms.
//!
//! A component with few options (at most [`Settings::canonical_moves`] for
//! both players together) is valued by the canonical-form solver under a
//! budget of positions ([`Settings::canonical_budget`]); if the solver
//! finishes, the component's canonical form replaces it. The answers are kept
//! in a small direct-mapped memo (the solver's own table keeps the values
//! too), failures included, so a component is tried once. The solver's
//! table keeps every position it valued, so the positions it may value in
//! one search are capped too ([`Settings::canonical_total`]).

use super::component::Shared;
use super::Settings;
use crate::control::{Control, Stop};
use crate::value::Game;

const MEMO_SLOTS: usize = 1 << 16;
/// Marks a component found too big (in the memo's value field).
const TOO_BIG: u32 = u32::MAX;

pub(crate) struct Canonical {
    moves: usize,
    budget: u64,
    /// Positions the solver may still value in this search.
    left: u64,
    /// (key, game id + 1 or TOO_BIG); a zero value is an empty slot.
    memo: Vec<(u64, u32)>,
}

impl Canonical {
    pub fn new(settings: &Settings) -> Canonical {
        Canonical {
            moves: settings.canonical_moves,
            budget: settings.canonical_budget,
            left: settings.canonical_total,
            memo: vec![(0, 0); MEMO_SLOTS],
        }
    }

    /// The value of `part`, if it is small enough for the solver.
    pub fn value(&mut self, part: &Shared, control: &Control) -> Result<Option<Game>, Stop> {
        let key = part.key();
        let slot = (key as usize) & (MEMO_SLOTS - 1);
        match self.memo[slot] {
            (k, TOO_BIG) if k == key => return Ok(None),
            (k, v) if k == key && v != 0 => return Ok(Some(Game(v - 1))),
            _ => {}
        }
        let moves = part.option_count();
        let found = if moves > self.moves || self.left == 0 {
            None
        } else {
            let budget = self.budget.min(self.left);
            let attempt = Control::new(Some(budget), None);
            let found = part.value_with(&attempt);
            let spent = attempt.done().min(budget);
            self.left -= spent;
            control.advance(spent)?;
            found.ok()
        };
        self.memo[slot] = (key, found.map_or(TOO_BIG, |g| g.id() + 1));
        Ok(found)
    }
}
