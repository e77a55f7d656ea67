//! What some positions can do beyond the core of [`Position`](crate::rulesets::Position): misère
//! analysis (impartial positions), analysis with draws (positions whose
//! play can cycle), and splitting into parts for the outcome search
//! (partizan rulesets the search walks).
//!
//! Each capability is a trait of its own, reached through an accessor of
//! the position that returns `Some(&dyn Capability)` for positions that
//! have it and `None` (the default) for the others:
//! [`misere`](crate::rulesets::Position::misere),
//! [`loopy`](crate::rulesets::Position::loopy),
//! [`outcome_parts`](crate::rulesets::Position::outcome_parts).
//! A new kind of analysis is a new capability here and one accessor, not a
//! method every position answers.
//!
//! ```
//! use conway::control::Control;
//! use conway::rulesets;
//! let nim = rulesets::find("nim").unwrap().parse("1 2 3").unwrap();
//! let misere = nim.misere().expect("Nim is impartial");
//! let a = misere.analyze_misere(&Control::unlimited()).unwrap();
//! // Misère Nim with a heap above 1 is won as normal Nim is: nim-sum 0, P
//! // (Bouton; Winning Ways ch. 13).
//! assert_eq!(a.outcome.to_string(), "P");
//! assert!(nim.loopy().is_none());
//! let domineering = rulesets::find("domineering").unwrap().parse("..|..").unwrap();
//! assert!(domineering.misere().is_none());
//! assert!(domineering.outcome_parts().is_some());
//! ```

use crate::control::{Control, Stop};
use crate::misere::{MisereError, MisereGame};
use crate::outcome::component::Shared;
use crate::rulesets::loopy_position::LoopyAnalysis;
use crate::rulesets::misere_analysis::MisereAnalysis;

/// Misère play (the last player to move loses), for impartial positions
/// ([`Position::misere`](crate::rulesets::Position::misere)).
pub trait MiserePlay {
    /// The misère outcome and winning moves, with the position's misère
    /// simplest form or its components' genera.
    fn analyze_misere(&self, control: &Control) -> Result<MisereAnalysis, MisereError>;

    /// The misère simplest form of the whole position.
    fn misere_form(&self, control: &Control) -> Result<MisereGame, MisereError>;
}

/// The analysis with draws, for positions whose play can cycle
/// ([`Position::loopy`](crate::rulesets::Position::loopy)).
pub trait LoopyPlay {
    /// Who wins with each player moving first, or whether play goes on
    /// for ever; each side's winning and drawing moves; the loopy value.
    fn analyze_loopy(&self, control: &Control) -> Result<LoopyAnalysis, Stop>;
}

/// A position the outcome search ([`crate::outcome`]) walks
/// ([`Position::outcome_parts`](crate::rulesets::Position::outcome_parts)),
/// rather than valuing it first.
pub trait OutcomeParts {
    /// The position split into components for the search.
    fn parts(&self) -> Vec<Shared>;

    /// The components of the position's impartial variant, where either
    /// player may make Left's or Right's moves
    /// ([`EitherPlayer`](crate::rulesets::either_player::EitherPlayer)).
    fn either_player_parts(&self) -> Vec<Shared>;
}
