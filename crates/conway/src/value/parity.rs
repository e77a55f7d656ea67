//! Parity of a game form (Conway, *On Numbers and Games*, ch. 12, as
//! CGSuite's `IsEven`/`IsOdd` read it on the canonical form): a form is
//! *even* when all its options are odd, *odd* when all its options are
//! even and it has some (so `0` is even, `1 = {0|}` odd, `* = {0|0}` odd,
//! `1/2 = {0|1}` neither), and the misère outcome of a form (the player
//! unable to move wins), both read off the canonical form's tree.

use super::followers::post_order;
use super::game::Game;
use super::order::Outcome;
use rustc_hash::FxHashMap;

/// A form's parity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parity {
    /// Every option is odd.
    Even,
    /// Every option is even, and there is one.
    Odd,
    /// Neither.
    Neither,
}

/// The parity of `x + *m` when that is what an integer and a star make,
/// by formula (integers are long chains of options).
fn closed_form(g: Game) -> Option<Parity> {
    let (x, ups, m) = g.as_number_up_star()?;
    let n = x.to_integer()?;
    if !ups.is_zero() || m.0 > 1 {
        return Some(Parity::Neither);
    }
    Some(if n.is_odd() == (m.0 == 1) {
        Parity::Even
    } else {
        Parity::Odd
    })
}

impl Game {
    /// The parity of the canonical form (ONAG ch. 12).
    ///
    /// ```
    /// use conway::value::{Game, Parity};
    /// assert_eq!(Game::integer(5).parity(), Parity::Odd);
    /// assert_eq!(Game::nimber(1).parity(), Parity::Odd);
    /// assert_eq!(Game::up(1).parity(), Parity::Neither);
    /// assert_eq!(Game::up(2).parity(), Parity::Neither);
    /// ```
    pub fn parity(self) -> Parity {
        let mut known: FxHashMap<Game, Parity> = FxHashMap::default();
        post_order(
            self,
            |g| closed_form(g).is_some(),
            |g| {
                let p = closed_form(g).unwrap_or_else(|| {
                    let (left, right) = g.option_lists();
                    let all = |want: Parity| left.iter().chain(right).all(|o| known[o] == want);
                    if all(Parity::Odd) {
                        Parity::Even
                    } else if all(Parity::Even) && !(left.is_empty() && right.is_empty()) {
                        Parity::Odd
                    } else {
                        Parity::Neither
                    }
                });
                known.insert(g, p);
            },
        );
        known[&self]
    }

    /// Who wins the canonical form's tree under misère play (the player
    /// who cannot move wins): `L`, `R`, `N` or `P`. This is a property of
    /// the form, not of the value (CGSuite's `MisereOutcomeClass`).
    ///
    /// ```
    /// use conway::value::{Game, Outcome};
    /// assert_eq!(Game::ZERO.misere_outcome(), Outcome::N);
    /// assert_eq!(Game::integer(5).misere_outcome(), Outcome::R);
    /// assert_eq!(Game::nimber(1).misere_outcome(), Outcome::P);
    /// ```
    pub fn misere_outcome(self) -> Outcome {
        // For each follower: (Left moving first wins, Right moving first wins).
        // An integer n > 0 is {n-1 |}: Right, unable to move, wins moving
        // first, and Left moving first ends at 0 with Right to move.
        let integer = |g: Game| {
            g.as_number()
                .and_then(|x| x.to_integer())
                .map(|n| n.signum())
        };
        let mut wins: FxHashMap<Game, (bool, bool)> = FxHashMap::default();
        post_order(
            self,
            |g| integer(g).is_some(),
            |g| {
                let w = match integer(g) {
                    Some(0) => (true, true),
                    Some(s) if s > 0 => (false, true),
                    Some(_) => (true, false),
                    None => {
                        let (left, right) = g.option_lists();
                        let left_first = left.is_empty() || left.iter().any(|o| !wins[o].1);
                        let right_first = right.is_empty() || right.iter().any(|o| !wins[o].0);
                        (left_first, right_first)
                    }
                };
                wins.insert(g, w);
            },
        );
        match wins[&self] {
            (true, true) => Outcome::N,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::P,
        }
    }
}
