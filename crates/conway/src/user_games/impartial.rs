//! Impartial games given by fallible callbacks: Grundy values, outcome and
//! winning moves.

use super::search::{Engine, Id, Moves};
use super::{ComponentMove, SearchError};
use crate::control::Control;
use crate::numeric::Nimber;
use crate::value::Outcome;

/// The rules of an impartial game over caller-interned ids.
///
/// The game must be short: no position reachable from itself (else the
/// search reports [`SearchError::Cycle`]).
pub trait ImpartialCallbacks {
    /// What a failing callback returns.
    type Error;

    /// The positions one move away from `position`.
    fn options(&mut self, position: Id) -> Result<Vec<Id>, Self::Error>;

    /// Independent parts whose sum is `position` (their Grundy values are
    /// xor-ed; no parts at all is the value 0). `[position]`, the default,
    /// means it does not split; parts may split again.
    fn components(&mut self, position: Id) -> Result<Vec<Id>, Self::Error> {
        Ok(vec![position])
    }
}

/// The search as the engine sees it: all options are "Left's".
struct AsMoves<'a, R>(&'a mut R);

impl<R: ImpartialCallbacks> Moves for AsMoves<'_, R> {
    type Error = R::Error;
    fn moves(&mut self, id: Id, out: &mut Vec<Id>) -> Result<usize, R::Error> {
        *out = self.0.options(id)?;
        Ok(out.len())
    }
    fn components(&mut self, id: Id) -> Result<Vec<Id>, R::Error> {
        self.0.components(id)
    }
}

/// Grundy values of an impartial game given by [`ImpartialCallbacks`], with a
/// transposition table over its ids kept between calls.
///
/// ```
/// use conway::control::Control;
/// use conway::numeric::Nimber;
/// use conway::user_games::{Id, ImpartialCallbacks, ImpartialSearch};
///
/// /// The subtraction game S = {1, 3, 4}: a position is a heap size.
/// struct Subtraction;
/// impl ImpartialCallbacks for Subtraction {
///     type Error = String;
///     fn options(&mut self, n: Id) -> Result<Vec<Id>, String> {
///         Ok([1, 3, 4].into_iter().filter(|&s| s <= n).map(|s| n - s).collect())
///     }
/// }
///
/// let mut search = ImpartialSearch::new(Subtraction);
/// let control = Control::unlimited();
/// // G(n) for S = {1, 3, 4} is 0,1,0,1,2,3,2 with period 7 (Winning Ways, ch. 4).
/// assert_eq!(search.grundy_value(6, &control), Ok(Nimber(2)));
/// assert_eq!(search.grundy_value(7, &control), Ok(Nimber(0)));
/// // From 10 (value 1) the winning moves are to 9 and to 7 (value 0).
/// assert_eq!(search.winning_moves(10, &control), Ok(vec![9, 7]));
/// ```
pub struct ImpartialSearch<R> {
    rules: R,
    engine: Engine<Nimber>,
}

impl<R: ImpartialCallbacks> ImpartialSearch<R> {
    /// A search of `rules` with an empty table.
    pub fn new(rules: R) -> Self {
        ImpartialSearch {
            rules,
            engine: Engine::new(),
        }
    }

    /// The rules (for example to read back the caller's interner).
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// The rules, mutably.
    pub fn rules_mut(&mut self) -> &mut R {
        &mut self.rules
    }

    /// How many positions the table holds.
    pub fn table_len(&self) -> usize {
        self.engine.len()
    }

    /// The Grundy value of `position`, searched under `control` (one tick
    /// per position solved; positions already in the table cost nothing).
    pub fn grundy_value(
        &mut self,
        position: Id,
        control: &Control,
    ) -> Result<Nimber, SearchError<R::Error>> {
        self.engine
            .value(&mut AsMoves(&mut self.rules), position, control)
    }

    /// `P` (the previous player wins: value 0) or `N` (the next player
    /// wins).
    ///
    /// ```
    /// # use conway::control::Control;
    /// # use conway::user_games::{Id, ImpartialCallbacks, ImpartialSearch};
    /// use conway::value::Outcome;
    /// /// Nim heaps of sizes `n`.
    /// struct Nim;
    /// impl ImpartialCallbacks for Nim {
    ///     type Error = ();
    ///     fn options(&mut self, n: Id) -> Result<Vec<Id>, ()> { Ok((0..n).collect()) }
    /// }
    /// let mut search = ImpartialSearch::new(Nim);
    /// assert_eq!(search.outcome(0, &Control::unlimited()), Ok(Outcome::P));
    /// assert_eq!(search.outcome(5, &Control::unlimited()), Ok(Outcome::N));
    /// ```
    pub fn outcome(
        &mut self,
        position: Id,
        control: &Control,
    ) -> Result<Outcome, SearchError<R::Error>> {
        Ok(match self.grundy_value(position, control)? {
            Nimber::ZERO => Outcome::P,
            _ => Outcome::N,
        })
    }

    /// The options of `position` of value 0 (every winning move), in the
    /// order the rules list them.
    pub fn winning_moves(
        &mut self,
        position: Id,
        control: &Control,
    ) -> Result<Vec<Id>, SearchError<R::Error>> {
        let options = self.rules.options(position).map_err(SearchError::Rules)?;
        let values = self
            .engine
            .values(&mut AsMoves(&mut self.rules), &options, control)?;
        Ok(options
            .into_iter()
            .zip(values)
            .filter(|&(_, v)| v == Nimber::ZERO)
            .map(|(o, _)| o)
            .collect())
    }

    /// Every winning move in one component of `position`, by the nim-sum
    /// rule (Bouton): with `x` the xor of the components'
    /// values, moving component `c` to an option of value `G(c) xor x`
    /// leaves a sum of value 0. Empty when `position` has value 0.
    ///
    /// ```
    /// # use conway::control::Control;
    /// # use conway::user_games::{ComponentMove, Id, ImpartialCallbacks, ImpartialSearch};
    /// /// Nim: a position below 1000 is one heap; above, the number
    /// /// 1000·a + b is the two heaps a and b.
    /// struct TwoHeaps;
    /// impl ImpartialCallbacks for TwoHeaps {
    ///     type Error = ();
    ///     fn options(&mut self, n: Id) -> Result<Vec<Id>, ()> { Ok((0..n).collect()) }
    ///     fn components(&mut self, n: Id) -> Result<Vec<Id>, ()> {
    ///         Ok(if n < 1000 { vec![n] } else { vec![n / 1000, n % 1000] })
    ///     }
    /// }
    /// let mut search = ImpartialSearch::new(TwoHeaps);
    /// // 3 + 5: the only winning move takes the heap of 5 down to 3.
    /// let moves = search.component_winning_moves(3005, &Control::unlimited()).unwrap();
    /// assert_eq!(moves, vec![ComponentMove { index: 1, component: 5, option: 3 }]);
    /// ```
    pub fn component_winning_moves(
        &mut self,
        position: Id,
        control: &Control,
    ) -> Result<Vec<ComponentMove>, SearchError<R::Error>> {
        let parts = self
            .rules
            .components(position)
            .map_err(SearchError::Rules)?;
        let values = self
            .engine
            .values(&mut AsMoves(&mut self.rules), &parts, control)?;
        let x = values.iter().fold(Nimber::ZERO, |a, &b| a ^ b);
        let mut moves = Vec::new();
        if x == Nimber::ZERO {
            return Ok(moves);
        }
        for (index, (&component, &value)) in parts.iter().zip(&values).enumerate() {
            let target = value ^ x;
            let options = self.rules.options(component).map_err(SearchError::Rules)?;
            let option_values =
                self.engine
                    .values(&mut AsMoves(&mut self.rules), &options, control)?;
            moves.extend(
                options
                    .into_iter()
                    .zip(option_values)
                    .filter(|&(_, v)| v == target)
                    .map(|(option, _)| ComponentMove {
                        index,
                        component,
                        option,
                    }),
            );
        }
        Ok(moves)
    }
}
