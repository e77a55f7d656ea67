//! One component of a sum, as the outcome search sees it.
//!
//! A [`Component`] is a position of some ruleset that does not split
//! further: it lists its options (each already split into its own
//! components), a 64-bit key that equal-valued components share (the hash
//! of its representative up to sign, with its game type), and its
//! canonical form under an effort budget. The rulesets make their
//! positions into components (`conway::rulesets::outcome_part`); this
//! module knows nothing of them.

use super::bounds::MoveBounds;
use crate::control::{Control, Stop};
use crate::value::{Game, Player};
use std::sync::Arc;

/// A shared handle to a component.
pub type Shared = Arc<dyn Component>;

/// A position that is one component of a sum.
pub trait Component: Send + Sync {
    /// The position in its ruleset's notation.
    fn notation(&self) -> String;

    /// The key of the component's value class: components with equal keys
    /// have equal values (a hash of the normalised position, its sign and
    /// its game type's name; SipHash, so chance collisions are about
    /// 2^-64). The same in every run of the same conway, so a saved
    /// table's keys still hold.
    fn key(&self) -> u64;

    /// The key of this component's negative (the same position with the
    /// players exchanged): a component and one whose key is this cancel
    /// out in a sum (`G + -G = 0`).
    fn mirror_key(&self) -> u64;

    /// The options of `player`, each split into its components (an option
    /// that ends the component is an empty list). Made afresh on each call
    /// and not kept, so the search holds only the options of the sums on
    /// its stack.
    fn options(&self, player: Player) -> Vec<Vec<Shared>>;

    /// `player`'s option number `index` alone, split into its
    /// components (as [`options`](Component::options) lists it).
    fn option(&self, player: Player, index: usize) -> Vec<Shared> {
        self.options(player).swap_remove(index)
    }

    /// For each of `player`'s options in order, the move bounds after it
    /// (`[player's, the opponent's]`, summed over its components), if the
    /// ruleset gives them without making the options; the default gives
    /// none.
    fn option_bounds(&self, player: Player) -> Option<Vec<[MoveBounds; 2]>> {
        let _ = player;
        None
    }

    /// How many options Left and Right have together.
    fn option_count(&self) -> usize;

    /// How many options `player` has (as [`options`](Component::options)
    /// lists them), without splitting them; the default makes them.
    fn count_options(&self, player: Player) -> usize {
        self.options(player).len()
    }

    /// The ruleset's label of `player`'s option number `index` (as
    /// [`options`](Component::options) lists them).
    fn label(&self, player: Player, index: usize) -> String;

    /// The canonical form, searched under `control` (one tick per position
    /// the canonical-form solver values).
    fn value_with(&self, control: &Control) -> Result<Game, Stop>;

    /// The canonical form if it is known without searching (the
    /// canonical-form solver's table holds it: an endgame database was
    /// preloaded, or the position was valued before); the default knows
    /// none.
    fn known(&self) -> Option<Game> {
        None
    }

    /// Bounds on `player`'s moves here (see [`super::bounds`]), if the
    /// ruleset knows them; the default knows none.
    fn move_bounds(&self, player: Player) -> Option<MoveBounds> {
        let _ = player;
        None
    }

    /// True if [`value_with`](Component::value_with) gives a nim value by
    /// mex (no forms compared), cheap per position: the first attempt at a
    /// root component then gets at least the budget of one component; the
    /// default is false.
    fn valued_by_mex(&self) -> bool {
        false
    }

    /// The value when the ruleset's formula gives it at once
    /// ([`PartizanGame::known_value`](crate::partizan::PartizanGame::known_value):
    /// an Advance or Eat column, a piece of Cutcake, a Hackenbush stalk),
    /// whatever the component's size; the default knows none.
    fn known_value(&self) -> Option<Game> {
        None
    }
}
