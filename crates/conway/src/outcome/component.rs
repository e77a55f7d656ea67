//! One component of a sum, as the outcome search sees it.
//!
//! A [`Component`] is a position of some ruleset that does not split
//! further: it lists its options (each already split into its own
//! components), a 64-bit key that equal-valued components share (the hash
//! of its representative up to sign, with its game type), and its
//! canonical form under an effort budget. [`Part`] makes one of every
//! [`PartizanRules`] game, so every partizan ruleset takes part in sums.

use super::bounds::MoveBounds;
use crate::control::{Control, Stop};
use crate::partizan::Solver;
use crate::rulesets::partizan_position::PartizanRules;
use crate::value::{Game, Player};
use std::hash::{DefaultHasher, Hash, Hasher};
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

    /// The ruleset's label of `player`'s option number `index` (as
    /// [`options`](Component::options) lists them).
    fn label(&self, player: Player, index: usize) -> String;

    /// The canonical form, searched under `control` (one tick per position
    /// the canonical-form solver values).
    fn value_with(&self, control: &Control) -> Result<Game, Stop>;

    /// Bounds on `player`'s moves here (see [`super::bounds`]), if the
    /// ruleset knows them; the default knows none.
    fn move_bounds(&self, player: Player) -> Option<MoveBounds> {
        let _ = player;
        None
    }

    /// The value when the ruleset's formula gives it at once
    /// ([`PartizanGame::known_value`](crate::partizan::PartizanGame::known_value):
    /// an Advance or Eat column, a piece of Cutcake, a Hackenbush stalk),
    /// whatever the component's size; the default knows none.
    fn known_value(&self) -> Option<Game> {
        None
    }
}

/// A component of a [`PartizanRules`] game.
///
/// ```
/// use conway::outcome::component::{Component, Part};
/// use conway::rulesets::clobber::Clobber;
/// use conway::value::Player;
/// let xo = Part::new(Clobber::parse("xo").unwrap());
/// assert_eq!(xo.options(Player::Left).len(), 1); // x takes o
/// // The mirror image has the same value, and the same key.
/// assert_eq!(xo.key(), Part::new(Clobber::parse("ox").unwrap()).key());
/// assert_ne!(xo.key(), Part::new(Clobber::parse("xxo").unwrap()).key());
/// ```
pub struct Part<G: PartizanRules> {
    game: G,
    key: u64,
    mirror_key: u64,
    /// Left's and Right's move bounds, if the ruleset gives them.
    bounds: Option<[MoveBounds; 2]>,
    /// The value by the ruleset's formula, if it has one here.
    known: Option<Game>,
}

impl<G: PartizanRules> Part<G> {
    /// The component `game` (which should not split further).
    pub fn new(game: G) -> Part<G> {
        let (representative, negated) = game.normalized_with_sign();
        let mut common = DefaultHasher::new();
        // The type's name, not its TypeId: the same in every build, so
        // keys (and saved tables) outlive the process.
        std::any::type_name::<G>().hash(&mut common);
        representative.hash(&mut common);
        let key_with = |sign: bool| {
            let mut hasher = common.clone();
            sign.hash(&mut hasher);
            hasher.finish()
        };
        let bounds = game
            .move_bounds(Player::Left)
            .zip(game.move_bounds(Player::Right))
            .map(|(left, right)| [left, right]);
        let known = representative
            .known_value()
            .map(|value| if negated { -value } else { value });
        Part {
            known,
            key: key_with(negated),
            mirror_key: key_with(!negated),
            bounds,
            game,
        }
    }

    /// The components of `game`, each as a shared component.
    pub fn split(game: &G) -> Vec<Shared> {
        game.components()
            .into_iter()
            .map(|c| Arc::new(Part::new(c)) as Shared)
            .collect()
    }
}

impl<G: PartizanRules> Component for Part<G> {
    fn notation(&self) -> String {
        self.game.notation()
    }

    fn key(&self) -> u64 {
        self.key
    }

    fn mirror_key(&self) -> u64 {
        self.mirror_key
    }

    fn options(&self, player: Player) -> Vec<Vec<Shared>> {
        let options = match player {
            Player::Left => self.game.left_options(),
            Player::Right => self.game.right_options(),
        };
        options.iter().map(Part::split).collect()
    }

    fn option(&self, player: Player, index: usize) -> Vec<Shared> {
        let option = self
            .game
            .option_at(player, index)
            .expect("an option the search listed");
        Part::split(&option)
    }

    fn option_bounds(&self, player: Player) -> Option<Vec<[MoveBounds; 2]>> {
        self.bounds?;
        self.game.option_move_bounds(player)
    }

    fn option_count(&self) -> usize {
        self.game.left_options().len() + self.game.right_options().len()
    }

    fn label(&self, player: Player, index: usize) -> String {
        let options = match player {
            Player::Left => self.game.left_options(),
            Player::Right => self.game.right_options(),
        };
        let Some(target) = options.get(index) else {
            return format!("option {index}");
        };
        self.game
            .labelled_moves(player)
            .into_iter()
            .find(|(_, g)| g == target)
            .map_or_else(|| format!("option {index}"), |(label, _)| label)
    }

    fn value_with(&self, control: &Control) -> Result<Game, Stop> {
        // The components are small and the search may run on every core:
        // valued on the search's own thread.
        Solver::<G>::shared().value_on_this_thread(&self.game, control)
    }

    fn known_value(&self) -> Option<Game> {
        self.known
    }

    fn move_bounds(&self, player: Player) -> Option<MoveBounds> {
        let [left, right] = self.bounds?;
        Some(match player {
            Player::Left => left,
            Player::Right => right,
        })
    }
}
