//! Euclid's game (Cole and Davie, "A game based on the Euclidean algorithm
//! and a winning strategy for it", *Mathematical Gazette* 53, 1969): a pair
//! of whole numbers; a move subtracts a positive multiple of the smaller
//! from the larger, leaving it at least 0. A pair holding a 0 is over, so
//! whoever makes a 0 wins. Several pairs are played as a sum.
//!
//! Cole and Davie's rule for one pair `(p, q)`, `p >= q`: the player to
//! move loses exactly when `q < p < φq` (φ the golden ratio), or `q = 0`;
//! the tests check it against plain search. Sums take the Grundy values of
//! the pairs from the generic solver.
//!
//! A position is written as Partizan Euclid's are: pairs `p,q`
//! (parentheses optional) summed with `+`, `(8,3) + (5,5)`. A move is named
//! by the pair and where it goes, larger number first: `(8,3) -> (3,2)`.
//!
//! ```
//! use conway::rulesets::games::euclids_game::EuclidsGame;
//! use conway::rulesets::impartial_position::ImpartialRules;
//! // (3,2): the only move leaves (2,1), from which the opponent makes a 0.
//! assert!(!EuclidsGame::parse("3,2").unwrap().first_player_wins());
//! assert_eq!(EuclidsGame::parse("8,3").unwrap().winning_moves(), ["(8,3) -> (3,2)"]);
//! ```

use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::number_pairs::parse_pairs;
use crate::rulesets::{Kind, Metadata, Position};

/// The largest number accepted: a pair `(n, 1)` has `n` moves, and the
/// generic solver values every pair below it.
pub const MAX_NUMBER: u64 = 1000;

/// A position of Euclid's game: pairs `(p, q)`, `p >= q`, summed.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct EuclidsGame {
    pairs: Vec<(u64, u64)>,
}

impl EuclidsGame {
    /// The sum of the pairs given (each ordered larger first).
    ///
    /// ```
    /// use conway::rulesets::games::euclids_game::EuclidsGame;
    /// assert_eq!(EuclidsGame::new(&[(3, 8)]).pairs(), &[(8, 3)]);
    /// ```
    pub fn new(pairs: &[(u64, u64)]) -> EuclidsGame {
        EuclidsGame {
            pairs: pairs.iter().map(|&(a, b)| (a.max(b), a.min(b))).collect(),
        }
    }

    /// Reads pairs `p,q` (each number from 0 to [`MAX_NUMBER`], optionally
    /// in parentheses) separated by `+`.
    ///
    /// ```
    /// use conway::rulesets::games::euclids_game::EuclidsGame;
    /// assert_eq!(EuclidsGame::parse("(8,3) + 5, 0").unwrap().pairs(), &[(8, 3), (5, 0)]);
    /// let e = EuclidsGame::parse("8,3 + 5,1001").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 9));
    /// ```
    pub fn parse(text: &str) -> Result<EuclidsGame, ParseError> {
        Ok(EuclidsGame::new(&parse_pairs(text, 0, MAX_NUMBER)?))
    }

    /// The pairs, larger number first.
    pub fn pairs(&self) -> &[(u64, u64)] {
        &self.pairs
    }
}

impl ImpartialGame for EuclidsGame {
    fn options(&self) -> Vec<EuclidsGame> {
        self.options_from_moves()
    }

    /// Each pair that is not over, on its own.
    fn components(&self) -> Vec<EuclidsGame> {
        let live = self.pairs.iter().filter(|&&(_, q)| q > 0);
        live.map(|&pair| EuclidsGame { pairs: vec![pair] })
            .collect()
    }

    /// The pairs not over, sorted.
    fn normalized(&self) -> EuclidsGame {
        let mut pairs: Vec<(u64, u64)> = self.pairs.iter().copied().filter(|p| p.1 > 0).collect();
        pairs.sort_unstable();
        EuclidsGame { pairs }
    }
}

impl ImpartialRules for EuclidsGame {
    /// The pair moved on (its index) and the multiple of its smaller number
    /// taken from the larger; of equal pairs only the first is moved on.
    type Move = (usize, u64);

    fn notation(&self) -> String {
        let pairs: Vec<String> = self
            .pairs
            .iter()
            .map(|(p, q)| format!("({p},{q})"))
            .collect();
        pairs.join(" + ")
    }

    fn moves(&self) -> impl Iterator<Item = (usize, u64)> {
        let pairs = self.pairs.iter().enumerate();
        let distinct = pairs.filter(|&(i, pair)| !self.pairs[..i].contains(pair));
        distinct.flat_map(|(i, &(p, q))| (1..=p.checked_div(q).unwrap_or(0)).map(move |k| (i, k)))
    }

    fn play(&self, (i, k): (usize, u64)) -> EuclidsGame {
        let mut next = self.clone();
        let (p, q) = next.pairs[i];
        next.pairs[i] = ((p - k * q).max(q), (p - k * q).min(q));
        next
    }

    fn label(&self, &(i, k): &(usize, u64)) -> String {
        let (p, q) = self.pairs[i];
        let after = self.play((i, k)).pairs[i];
        format!("({p},{q}) -> ({},{})", after.0, after.1)
    }

    fn move_bound(&self) -> Option<u128> {
        let moves = self
            .pairs
            .iter()
            .map(|&(p, q)| p.checked_div(q).unwrap_or(0));
        Some(moves.map(u128::from).sum())
    }
}

/// Reads a position of [`EUCLIDS_GAME`].
fn parse_euclids_game(position: &str) -> Result<Box<dyn Position>, ParseError> {
    EuclidsGame::parse(position).map(|g| Box::new(ImpartialPosition(g)) as Box<dyn Position>)
}

/// The ruleset `euclid`.
pub const EUCLIDS_GAME: Metadata = Metadata {
    name: "euclid",
    kind: Kind::Impartial,
    summary: "Euclid's game: take a multiple of the smaller number from the larger; who makes a 0 wins",
    syntax: "pairs 'p,q' (parentheses optional, numbers 0 to 1000) separated by '+', e.g. '(8,3) + (5,5)'. Moves: '(8,3) -> (3,2)'",
    example: "(8,3) + (13,5) + (7,7)",
    parse: parse_euclids_game,
    drawing: None,
    can_cycle: false,
};
