//! The outcome search's components ([`Component`]) made of ruleset
//! positions: [`Part`] makes one of every [`PartizanRules`] game, so every
//! partizan ruleset takes part in sums, and
//! [`SumOfTerms::add_position`] adds any ruleset's position to a sum. This
//! adapter lives on the rulesets' side so that the outcome search knows no
//! ruleset (the layers depend only downwards).

use crate::control::{Control, Stop};
use crate::outcome::bounds::MoveBounds;
use crate::outcome::component::{Component, Shared};
use crate::outcome::{SumOfTerms, TermError};
use crate::rulesets::partizan_position::PartizanRules;
use crate::rulesets::Position;
use crate::value::{Game, Player};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Arc;

/// A component of a [`PartizanRules`] game.
///
/// ```
/// use conway::outcome::component::Component;
/// use conway::rulesets::outcome_part::Part;
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
        // An impartial game is its own negative: its negative's key is its
        // own, so the search reads a sum of such parts with Right first
        // from the proofs with Left first.
        let mirror_key = key_with(!negated ^ G::IMPARTIAL);
        Part {
            known,
            key: key_with(negated),
            mirror_key,
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
        self.count_options(Player::Left) + self.count_options(Player::Right)
    }

    fn count_options(&self, player: Player) -> usize {
        self.game.moves(player).count()
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
        self.game.value_in_search(control)
    }

    fn known(&self) -> Option<Game> {
        self.game.recalled_value()
    }

    fn valued_by_mex(&self) -> bool {
        G::VALUED_BY_MEX
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

impl SumOfTerms {
    /// Adds a position, named `name` in winning moves. A partizan
    /// ruleset's position is searched; any other is valued first (under
    /// `control`) and joins the canonical part.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::outcome::SumOfTerms;
    /// use conway::rulesets;
    /// let nim = rulesets::find("nim").unwrap().parse("1 2 3").unwrap();
    /// let mut sum = SumOfTerms::new();
    /// sum.add_position("nim", nim.as_ref(), &Control::unlimited()).unwrap();
    /// assert_eq!(sum.len(), 1);
    /// ```
    pub fn add_position(
        &mut self,
        name: impl Into<String>,
        position: &dyn Position,
        control: &Control,
    ) -> Result<(), TermError> {
        if let Some(searched) = position.outcome_parts() {
            self.add_parts(name, searched.parts());
            return Ok(());
        }
        let value = position.value_with(control).map_err(TermError::Stopped)?;
        let value = value.ok_or(TermError::NoValue)?;
        self.add_value_with(name, value, control)
            .map_err(TermError::Stopped)
    }
}
