//! Partizan games given by fallible callbacks: canonical forms, outcome
//! and winning moves.

use super::search::{Engine, Id, Moves};
use super::{ComponentMove, SearchError};
use crate::control::{watch, Control};
use crate::value::{Game, Outcome, Player};

/// The rules of a partizan game over caller-interned ids.
///
/// The game must be short: no position reachable from itself (else the
/// search reports [`SearchError::Cycle`]).
pub trait PartizanCallbacks {
    /// What a failing callback returns.
    type Error;

    /// The positions Left can move to from `position`.
    fn left_options(&mut self, position: Id) -> Result<Vec<Id>, Self::Error>;

    /// The positions Right can move to from `position`.
    fn right_options(&mut self, position: Id) -> Result<Vec<Id>, Self::Error>;

    /// Independent parts whose disjunctive sum is `position` (no parts at
    /// all is the game 0). `[position]`, the default, means it does not
    /// split; parts may split again.
    fn components(&mut self, position: Id) -> Result<Vec<Id>, Self::Error> {
        Ok(vec![position])
    }

    /// The options of `player`.
    fn options(&mut self, position: Id, player: Player) -> Result<Vec<Id>, Self::Error> {
        match player {
            Player::Left => self.left_options(position),
            Player::Right => self.right_options(position),
        }
    }
}

/// The search as the engine sees it: Left's options, then Right's.
struct AsMoves<'a, R>(&'a mut R);

impl<R: PartizanCallbacks> Moves for AsMoves<'_, R> {
    type Error = R::Error;
    fn moves(&mut self, id: Id, out: &mut Vec<Id>) -> Result<usize, R::Error> {
        *out = self.0.left_options(id)?;
        let n_left = out.len();
        out.extend(self.0.right_options(id)?);
        Ok(n_left)
    }
    fn components(&mut self, id: Id) -> Result<Vec<Id>, R::Error> {
        self.0.components(id)
    }
}

/// True if `player`, having just moved to a position of value `after`,
/// wins: Left when `after >= 0` (Right, to move, loses), Right when
/// `after <= 0`.
///
/// ```
/// use conway::user_games::is_winning_move;
/// use conway::value::{Game, Player};
/// let star = Game::nimber(1);
/// assert!(is_winning_move(Game::ZERO, Player::Left));
/// assert!(is_winning_move(Game::ZERO, Player::Right));
/// assert!(!is_winning_move(star, Player::Left));
/// assert!(is_winning_move(Game::integer(-1), Player::Right));
/// ```
pub fn is_winning_move(after: Game, player: Player) -> bool {
    after.is_won_after_move_by(player)
}

/// Canonical forms of a partizan game given by [`PartizanCallbacks`], with a
/// transposition table over its ids kept between calls.
///
/// ```
/// use conway::control::Control;
/// use conway::user_games::{Id, PartizanCallbacks, PartizanSearch};
/// use conway::value::{Game, Outcome, Player};
///
/// /// A heap of n tokens: Left takes one, Right takes two.
/// struct Heap;
/// impl PartizanCallbacks for Heap {
///     type Error = String;
///     fn left_options(&mut self, n: Id) -> Result<Vec<Id>, String> {
///         Ok((n >= 1).then(|| n - 1).into_iter().collect())
///     }
///     fn right_options(&mut self, n: Id) -> Result<Vec<Id>, String> {
///         Ok((n >= 2).then(|| n - 2).into_iter().collect())
///     }
/// }
///
/// let mut search = PartizanSearch::new(Heap);
/// let control = Control::unlimited();
/// // Heap 2 = {Heap 1 | Heap 0} = {1 | 0}: whoever starts wins.
/// let v = search.canonical_form(2, &control).unwrap();
/// assert_eq!(v, Game::new(&[Game::integer(1)], &[Game::ZERO]));
/// assert_eq!(search.outcome(2, &control), Ok(Outcome::N));
/// assert_eq!(search.winning_moves(2, Player::Left, &control), Ok(vec![1]));
/// ```
pub struct PartizanSearch<R> {
    rules: R,
    engine: Engine<Game>,
}

impl<R: PartizanCallbacks> PartizanSearch<R> {
    /// A search of `rules` with an empty table.
    pub fn new(rules: R) -> Self {
        PartizanSearch {
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

    /// The canonical form of `position`, searched under `control`: one
    /// tick per position solved, and every canonical form built (in
    /// `{ G^L | G^R }` and in the sums of components) watched.
    pub fn canonical_form(
        &mut self,
        position: Id,
        control: &Control,
    ) -> Result<Game, SearchError<R::Error>> {
        self.engine
            .value(&mut AsMoves(&mut self.rules), position, control)
    }

    /// The outcome class of `position`.
    pub fn outcome(
        &mut self,
        position: Id,
        control: &Control,
    ) -> Result<Outcome, SearchError<R::Error>> {
        let v = self.canonical_form(position, control)?;
        Ok(watch(control, || v.outcome())?)
    }

    /// The options of `player` that win when `player` moves first: for
    /// Left those of value `>= 0`, for Right those `<= 0`, in the order
    /// the rules list them.
    pub fn winning_moves(
        &mut self,
        position: Id,
        player: Player,
        control: &Control,
    ) -> Result<Vec<Id>, SearchError<R::Error>> {
        let options = self
            .rules
            .options(position, player)
            .map_err(SearchError::Rules)?;
        let values = self
            .engine
            .values(&mut AsMoves(&mut self.rules), &options, control)?;
        let keep = watch(control, || {
            values
                .iter()
                .map(|&v| is_winning_move(v, player))
                .collect::<Vec<_>>()
        })?;
        Ok(options
            .into_iter()
            .zip(keep)
            .filter(|&(_, k)| k)
            .map(|(o, _)| o)
            .collect())
    }

    /// Every winning move of `player` (moving first) in one component of
    /// `position`: moving component `c` to `o` wins when the sum with
    /// `G(c)` replaced by `G(o)` is `>= 0` for Left (`<= 0` for Right).
    ///
    /// ```
    /// # use conway::control::Control;
    /// # use conway::user_games::{ComponentMove, Id, PartizanCallbacks, PartizanSearch};
    /// use conway::value::Player;
    /// /// 0 = { | }, 1 = {0 | } = 1, 2 = { | 0} = -1, 3 = {1 | 2} = ±1;
    /// /// 13 is the sum 1 + 3, and 33 the sum 3 + 3.
    /// struct Small;
    /// impl PartizanCallbacks for Small {
    ///     type Error = ();
    ///     fn left_options(&mut self, n: Id) -> Result<Vec<Id>, ()> {
    ///         Ok(match n { 1 => vec![0], 3 => vec![1], _ => vec![] })
    ///     }
    ///     fn right_options(&mut self, n: Id) -> Result<Vec<Id>, ()> {
    ///         Ok(match n { 2 => vec![0], 3 => vec![2], _ => vec![] })
    ///     }
    ///     fn components(&mut self, n: Id) -> Result<Vec<Id>, ()> {
    ///         Ok(if n < 10 { vec![n] } else { vec![n / 10, n % 10] })
    ///     }
    /// }
    /// let mut search = PartizanSearch::new(Small);
    /// let c = Control::unlimited();
    /// // 1 ± 1: Left wins by taking the switch (to 1 + 1 = 2), not by
    /// // spending the 1 (leaving ±1); Right wins by taking the switch
    /// // (to 1 - 1 = 0).
    /// let left = ComponentMove { index: 1, component: 3, option: 1 };
    /// let right = ComponentMove { index: 1, component: 3, option: 2 };
    /// assert_eq!(search.component_winning_moves(13, Player::Left, &c), Ok(vec![left]));
    /// assert_eq!(search.component_winning_moves(13, Player::Right, &c), Ok(vec![right]));
    /// // ±1 ± 1 = 0: whoever starts loses.
    /// assert_eq!(search.component_winning_moves(33, Player::Left, &c), Ok(vec![]));
    /// ```
    pub fn component_winning_moves(
        &mut self,
        position: Id,
        player: Player,
        control: &Control,
    ) -> Result<Vec<ComponentMove>, SearchError<R::Error>> {
        let parts = self
            .rules
            .components(position)
            .map_err(SearchError::Rules)?;
        let values = self
            .engine
            .values(&mut AsMoves(&mut self.rules), &parts, control)?;
        let total: Game = watch(control, || values.iter().copied().sum())?;
        let mut moves = Vec::new();
        for (index, (&component, &value)) in parts.iter().zip(&values).enumerate() {
            let options = self
                .rules
                .options(component, player)
                .map_err(SearchError::Rules)?;
            let option_values =
                self.engine
                    .values(&mut AsMoves(&mut self.rules), &options, control)?;
            let keep = watch(control, || {
                let rest = total - value;
                option_values
                    .iter()
                    .map(|&v| is_winning_move(rest + v, player))
                    .collect::<Vec<_>>()
            })?;
            moves.extend(
                options
                    .into_iter()
                    .zip(keep)
                    .filter(|&(_, k)| k)
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
