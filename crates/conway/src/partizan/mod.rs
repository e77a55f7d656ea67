//! Partizan games: canonical forms of positions.
//!
//! A [`PartizanGame`] lists Left's and Right's options; the [`Solver`]
//! turns a position into its interned canonical form
//! ([`crate::value::Game`]), summing independent components (an empty list
//! of components is the game 0) and filling a transposition table keyed by
//! normalised components, with an explicit stack instead of recursion and
//! the top of the tree spread over threads. [`Solver::winning_moves`] finds
//! winning moves from the values of the options; a
//! [`Control`](crate::control::Control) watches and stops a long search. Rulesets reach all of this through
//! [`crate::rulesets::partizan_position`].

pub mod simplest_number;
pub mod solver;

pub use solver::Solver;

use crate::value::Game;
use std::hash::Hash;

/// A position of a partizan game.
///
/// ```
/// use conway::partizan::{PartizanGame, Solver};
/// use conway::value::Game;
///
/// /// Tokens of two colours: Left removes one of her blue tokens, Right
/// /// one of his red tokens. Each colour is a component of its own.
/// #[derive(Clone, Copy, PartialEq, Eq, Hash)]
/// struct Tokens { blue: u32, red: u32 }
///
/// impl PartizanGame for Tokens {
///     fn left_options(&self) -> Vec<Tokens> {
///         (self.blue > 0).then(|| Tokens { blue: self.blue - 1, ..*self }).into_iter().collect()
///     }
///     fn right_options(&self) -> Vec<Tokens> {
///         (self.red > 0).then(|| Tokens { red: self.red - 1, ..*self }).into_iter().collect()
///     }
///     fn components(&self) -> Vec<Tokens> {
///         let blue = Tokens { blue: self.blue, red: 0 };
///         let red = Tokens { blue: 0, red: self.red };
///         [blue, red].into_iter().filter(|t| t.blue + t.red > 0).collect()
///     }
/// }
///
/// // n free moves for Left are the integer n (Winning Ways, ch. 1): 5 - 3 = 2.
/// assert_eq!(Solver::new().value(&Tokens { blue: 5, red: 3 }), Game::integer(2));
/// ```
pub trait PartizanGame: Clone + Eq + Hash + Send + Sync {
    /// The positions Left can move to.
    fn left_options(&self) -> Vec<Self>;

    /// The positions Right can move to.
    fn right_options(&self) -> Vec<Self>;

    /// Independent components whose disjunctive sum is this position. The
    /// default is the position itself, unsplit.
    fn components(&self) -> Vec<Self> {
        vec![self.clone()]
    }

    /// A representative with the same value (trimmed, symmetry-reduced),
    /// used as the transposition-table key.
    fn normalized(&self) -> Self {
        self.clone()
    }

    /// The value of this (normalised) component when a formula gives it
    /// (a closed form, a theorem of the field), so the solver takes it
    /// instead of searching. It is asked once each time the component is
    /// met and its answer is not stored, so it should cost little next to
    /// listing the options. The default knows nothing.
    ///
    /// ```
    /// use conway::partizan::{PartizanGame, Solver};
    /// use conway::value::Game;
    /// /// `n` tokens only Left may take: the integer `n`, known at once.
    /// #[derive(Clone, PartialEq, Eq, Hash)]
    /// struct LeftTokens(u32);
    /// impl PartizanGame for LeftTokens {
    ///     fn left_options(&self) -> Vec<Self> {
    ///         (self.0 > 0).then(|| LeftTokens(self.0 - 1)).into_iter().collect()
    ///     }
    ///     fn right_options(&self) -> Vec<Self> { vec![] }
    ///     fn known_value(&self) -> Option<Game> { Some(Game::integer(u64::from(self.0))) }
    /// }
    /// let solver = Solver::new();
    /// assert_eq!(solver.value(&LeftTokens(7)), Game::integer(7));
    /// assert_eq!(solver.table_len(), 0); // nothing was searched
    /// ```
    fn known_value(&self) -> Option<Game> {
        None
    }

    /// A representative up to sign: `(key, negated)`, where the value of
    /// this position is the value of `key`, negated when `negated` is set.
    /// Games with a symmetry that exchanges the players (the transposition
    /// of a Domineering board, the colour swap of Clobber stones) let a
    /// position and its mirror image share one table entry; for the others
    /// this is [`normalized`](Self::normalized), never negated (the
    /// default).
    ///
    /// ```
    /// use conway::partizan::PartizanGame;
    /// use conway::rulesets::domineering::Domineering;
    /// // A column of three cells is the row of three with the players
    /// // exchanged: one key, opposite signs.
    /// let (tall, tall_negated) = Domineering::parse(".|.|.").unwrap().normalized_with_sign();
    /// let (wide, wide_negated) = Domineering::parse("...").unwrap().normalized_with_sign();
    /// assert_eq!(tall, wide);
    /// assert_ne!(tall_negated, wide_negated);
    /// ```
    fn normalized_with_sign(&self) -> (Self, bool) {
        (self.normalized(), false)
    }

    /// This (normalised) component as one word, when it fits in one: the
    /// solver then keys its transposition table by the word, 8 bytes,
    /// instead of by the position. Two positions may share a word only if
    /// they are equal. The default is `None` (keyed by the position).
    ///
    /// ```
    /// use conway::partizan::PartizanGame;
    /// use conway::rulesets::domineering::Domineering;
    /// let a = Domineering::parse("..#|...").unwrap();
    /// let b = Domineering::parse("...|...").unwrap();
    /// assert!(a.packed_key().is_some());
    /// assert_ne!(a.packed_key(), b.packed_key());
    /// ```
    fn packed_key(&self) -> Option<u64> {
        None
    }
}
