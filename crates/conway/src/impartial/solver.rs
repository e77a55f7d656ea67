//! The Grundy solver: Sprague–Grundy values of any [`ImpartialGame`].
//!
//! # How it works
//!
//! The value of a position is the nim-sum (xor) of the values of its
//! [`components`](ImpartialGame::components) (Sprague–Grundy theorem); the
//! value of one component is the mex of the values of its options. Each
//! component is looked up in a transposition table under its
//! [`normalized`](ImpartialGame::normalized) form, so positions that the
//! game knows to be equal are solved once.
//!
//! What the solver assumes of a game: the game is short (no position can be
//! reached from itself, and every play ends); the parts that
//! [`components`](ImpartialGame::components) returns do not split further;
//! and a [`normalized`](ImpartialGame::normalized) component has the same
//! value as the component, so its options are the ones searched.
//!
//! The search is a depth-first walk with an explicit stack on the heap: a
//! frame per component being solved, holding the component's options, the
//! values of the options finished so far and, for the option being worked
//! on, its components still to be looked up. The machine stack does not
//! grow with the depth of the game, so a game a million moves deep is
//! solved on an ordinary thread.
//!
//! The table is a concurrent hash map: one solver can be shared by many
//! threads (for example from rayon), each of which searches on its own and
//! publishes every value it finishes for the others to use.
//!
//! # Bounding the work
//!
//! [`GrundySolver::try_grundy_with`] and
//! [`GrundySolver::try_winning_moves_with`] take a [`Control`] (position
//! budget, time limit, cancellation, progress counter): every component
//! solved is one tick, and the search stops with
//! [`SolveError::Stopped`] as soon as a tick fails. Components solved
//! before the stop stay in the table, so a later call picks up where the
//! stopped one left off. A game with a cycle (a position reachable from
//! itself), which has no Grundy value in this sense, is reported as
//! [`SolveError::Cycle`] instead of looping.
//!
//! # Winning moves
//!
//! [`GrundySolver::winning_moves`] lists the options of value 0.
//! For a sum given as a list of components,
//! [`GrundySolver::sum_winning_move`] follows Bouton's top-bit rule (and
//! Bouton's Nim strategy): with `x` the nim-sum of the components' values,
//! move in a component whose value `g` has the highest bit of `x` set, to an
//! option of value `g xor x` (smaller than `g`, so the mex guarantees it
//! exists).

use super::ImpartialGame;
use crate::control::{Control, Stop};
use crate::numeric::Nimber;
use dashmap::DashMap;
use rustc_hash::{FxBuildHasher, FxHashSet};
use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

/// Solvers shared by the whole process, one per game type.
static SHARED: LazyLock<Mutex<HashMap<TypeId, &'static (dyn Any + Send + Sync)>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

/// Why a Grundy computation stopped without a value.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The [`Control`] stopped the search: a limit was reached or the
    /// computation was cancelled.
    #[error("{0}")]
    Stopped(Stop),
    /// A position can be reached from itself: the game is loopy and has no
    /// ordinary Grundy value.
    #[error("the game has a cycle: a position can be reached from itself")]
    Cycle,
}

/// Computes Grundy values of the positions of an impartial game `G`, with
/// a transposition table shared by every call (and every thread).
///
/// ```
/// use conway::impartial::{GrundySolver, ImpartialGame};
/// use conway::numeric::Nimber;
///
/// // Nim heaps: a position is a list of heaps; each heap is a component.
/// #[derive(Clone, PartialEq, Eq, Hash, Debug)]
/// struct Nim(Vec<u32>);
/// impl ImpartialGame for Nim {
///     fn options(&self) -> Vec<Nim> {
///         let mut out = Vec::new();
///         for (i, &h) in self.0.iter().enumerate() {
///             for smaller in 0..h {
///                 let mut next = self.0.clone();
///                 next[i] = smaller;
///                 out.push(Nim(next));
///             }
///         }
///         out
///     }
///     fn components(&self) -> Vec<Nim> {
///         self.0.iter().map(|&h| Nim(vec![h])).collect()
///     }
/// }
///
/// let solver = GrundySolver::new();
/// assert_eq!(solver.grundy(&Nim(vec![3, 5])), Nimber(6));
/// // The winning moves of 3 + 5 + 7 (value 1): to the positions of value 0.
/// let moves = solver.winning_moves(&Nim(vec![3, 5, 7]));
/// assert!(moves.contains(&Nim(vec![2, 5, 7])));
/// // In a sum of components, the top-bit rule picks the heap with the top bit.
/// let heaps = [Nim(vec![3]), Nim(vec![5]), Nim(vec![7])];
/// assert_eq!(solver.sum_winning_move(&heaps), Some((0, Nim(vec![2]))));
/// ```
pub struct GrundySolver<G: ImpartialGame> {
    table: DashMap<G, Nimber, FxBuildHasher>,
}

impl From<Stop> for SolveError {
    fn from(stop: Stop) -> SolveError {
        SolveError::Stopped(stop)
    }
}

impl<G: ImpartialGame> Default for GrundySolver<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: ImpartialGame> GrundySolver<G> {
    /// A solver with an empty table.
    pub fn new() -> Self {
        GrundySolver {
            table: DashMap::with_hasher(FxBuildHasher),
        }
    }

    /// The number of entries in the transposition table.
    pub fn table_len(&self) -> usize {
        self.table.len()
    }

    /// The process-wide solver for positions of type `G`, created on first
    /// use and never freed: the outcome search values the impartial
    /// components it meets with it, so that every search of a process
    /// shares one table.
    ///
    /// ```
    /// # use conway::impartial::{GrundySolver, ImpartialGame};
    /// # #[derive(Clone, PartialEq, Eq, Hash)] struct Chain(u32);
    /// # impl ImpartialGame for Chain {
    /// #     fn options(&self) -> Vec<Chain> { (self.0 > 0).then(|| Chain(self.0 - 1)).into_iter().collect() }
    /// # }
    /// let a: &GrundySolver<Chain> = GrundySolver::shared();
    /// assert_eq!(a.grundy(&Chain(3)).0, 1);
    /// assert!(std::ptr::eq(a, GrundySolver::<Chain>::shared()));
    /// ```
    pub fn shared() -> &'static GrundySolver<G>
    where
        G: 'static,
    {
        let mut map = SHARED.lock().unwrap_or_else(|e| e.into_inner());
        let any: &'static (dyn Any + Send + Sync) = *map
            .entry(TypeId::of::<G>())
            .or_insert_with(|| Box::leak(Box::new(GrundySolver::<G>::new())));
        any.downcast_ref::<GrundySolver<G>>()
            .expect("the shared solver for a type has that type")
    }

    /// The Grundy value of `game` if every one of its components is in the
    /// table already; nothing is searched.
    ///
    /// ```
    /// # use conway::impartial::{GrundySolver, ImpartialGame};
    /// # #[derive(Clone, PartialEq, Eq, Hash)] struct Chain(u32);
    /// # impl ImpartialGame for Chain {
    /// #     fn options(&self) -> Vec<Chain> { (self.0 > 0).then(|| Chain(self.0 - 1)).into_iter().collect() }
    /// # }
    /// let solver = GrundySolver::new();
    /// assert_eq!(solver.known(&Chain(4)), None);
    /// solver.grundy(&Chain(5));
    /// assert_eq!(solver.known(&Chain(4)).map(|n| n.0), Some(0));
    /// ```
    pub fn known(&self, game: &G) -> Option<Nimber> {
        let mut value = Nimber::ZERO;
        for component in game.components() {
            value ^= *self.table.get(&component.normalized())?;
        }
        Some(value)
    }

    /// The Grundy value of `game`.
    ///
    /// # Panics
    ///
    /// If the game has a cycle. Use [`Self::try_grundy`] whenever one can
    /// occur, and [`Self::try_grundy_with`] to bound the work.
    ///
    /// ```
    /// # use conway::impartial::{GrundySolver, ImpartialGame};
    /// # use conway::numeric::Nimber;
    /// # #[derive(Clone, PartialEq, Eq, Hash)] struct Chain(u32);
    /// # impl ImpartialGame for Chain {
    /// #     fn options(&self) -> Vec<Chain> { (self.0 > 0).then(|| Chain(self.0 - 1)).into_iter().collect() }
    /// # }
    /// // A chain of n moves has value n mod 2.
    /// assert_eq!(GrundySolver::new().grundy(&Chain(7)), Nimber(1));
    /// ```
    pub fn grundy(&self, game: &G) -> Nimber {
        self.try_grundy(game)
            .unwrap_or_else(|e| panic!("Grundy value not computed: {e}"))
    }

    /// The Grundy value of `game`, or why it could not be computed.
    pub fn try_grundy(&self, game: &G) -> Result<Nimber, SolveError> {
        self.try_grundy_with(game, &Control::unlimited())
    }

    /// The Grundy value of `game`, searched under `control`: one tick per
    /// component solved (components already in the table cost nothing).
    ///
    /// ```
    /// use conway::control::{Control, Stop};
    /// use conway::impartial::{GrundySolver, ImpartialGame, SolveError};
    /// # #[derive(Clone, PartialEq, Eq, Hash)] struct Chain(u32);
    /// # impl ImpartialGame for Chain {
    /// #     fn options(&self) -> Vec<Chain> { (self.0 > 0).then(|| Chain(self.0 - 1)).into_iter().collect() }
    /// # }
    /// let solver = GrundySolver::new();
    /// let control = Control::new(Some(10), None);
    /// let stopped = solver.try_grundy_with(&Chain(100), &control);
    /// assert_eq!(stopped, Err(SolveError::Stopped(Stop::Positions(10))));
    /// // A fresh control finishes the work; a chain of 100 moves has value 0.
    /// let value = solver.try_grundy_with(&Chain(100), &Control::unlimited());
    /// assert_eq!(value.unwrap().0, 0);
    /// ```
    pub fn try_grundy_with(&self, game: &G, control: &Control) -> Result<Nimber, SolveError> {
        let mut value = Nimber::ZERO;
        for component in game.components() {
            value ^= self.component_value(component.normalized(), control)?;
        }
        Ok(value)
    }

    /// [`Self::try_grundy_with`] for a game known to be short (a
    /// ruleset's positions): only a stop can end it early.
    ///
    /// # Panics
    ///
    /// If the game has a cycle: the game that promised to be short is
    /// wrong.
    ///
    /// ```
    /// use conway::control::{Control, Stop};
    /// use conway::impartial::{GrundySolver, ImpartialGame};
    /// # #[derive(Clone, PartialEq, Eq, Hash)] struct Chain(u32);
    /// # impl ImpartialGame for Chain {
    /// #     fn options(&self) -> Vec<Chain> { (self.0 > 0).then(|| Chain(self.0 - 1)).into_iter().collect() }
    /// # }
    /// let solver = GrundySolver::new();
    /// assert_eq!(solver.grundy_short_with(&Chain(5), &Control::unlimited()).unwrap().0, 1);
    /// let stopped = solver.grundy_short_with(&Chain(50), &Control::new(Some(3), None));
    /// assert_eq!(stopped, Err(Stop::Positions(3)));
    /// ```
    pub fn grundy_short_with(&self, game: &G, control: &Control) -> Result<Nimber, Stop> {
        match self.try_grundy_with(game, control) {
            Ok(v) => Ok(v),
            Err(SolveError::Stopped(stop)) => Err(stop),
            Err(SolveError::Cycle) => {
                panic!("a position of a short game can be reached from itself: its rules are wrong")
            }
        }
    }

    /// The nim-sum of the values of `components`.
    pub fn sum_grundy(&self, components: &[G]) -> Nimber {
        self.try_sum_grundy(components)
            .unwrap_or_else(|e| panic!("Grundy value not computed: {e}"))
    }

    /// The nim-sum of the values of `components`, or why it could not be
    /// computed.
    pub fn try_sum_grundy(&self, components: &[G]) -> Result<Nimber, SolveError> {
        let mut value = Nimber::ZERO;
        for c in components {
            value ^= self.try_grundy(c)?;
        }
        Ok(value)
    }

    /// The options of `game` that are P-positions (value 0): every winning
    /// move, in the order [`ImpartialGame::options`] lists them. Empty when
    /// `game` is itself a P-position.
    ///
    /// # Panics
    ///
    /// As [`Self::grundy`].
    pub fn winning_moves(&self, game: &G) -> Vec<G> {
        self.try_winning_moves(game)
            .unwrap_or_else(|e| panic!("Grundy value not computed: {e}"))
    }

    /// [`Self::winning_moves`], or why it could not be computed.
    pub fn try_winning_moves(&self, game: &G) -> Result<Vec<G>, SolveError> {
        self.try_winning_moves_with(game, &Control::unlimited())
    }

    /// [`Self::winning_moves`], searched under `control`.
    pub fn try_winning_moves_with(
        &self,
        game: &G,
        control: &Control,
    ) -> Result<Vec<G>, SolveError> {
        let mut winning = Vec::new();
        for option in game.options() {
            if self.try_grundy_with(&option, control)? == Nimber::ZERO {
                winning.push(option);
            }
        }
        Ok(winning)
    }

    /// The winning move in a sum by Bouton's top-bit rule: `(i, option)` moves
    /// component `i` to `option`, where `i` is the first component whose
    /// value has the highest bit of the sum's value `x`, and `option` is
    /// its first option of value `value(i) xor x`. `None` when the sum is a
    /// P-position (value 0).
    ///
    /// # Panics
    ///
    /// As [`Self::grundy`].
    pub fn sum_winning_move(&self, components: &[G]) -> Option<(usize, G)> {
        self.try_sum_winning_move(components)
            .unwrap_or_else(|e| panic!("Grundy value not computed: {e}"))
    }

    /// [`Self::sum_winning_move`], or why it could not be computed.
    pub fn try_sum_winning_move(&self, components: &[G]) -> Result<Option<(usize, G)>, SolveError> {
        let values = components
            .iter()
            .map(|c| self.try_grundy(c))
            .collect::<Result<Vec<_>, _>>()?;
        let x = values.iter().fold(Nimber::ZERO, |a, &b| a ^ b);
        if x == Nimber::ZERO {
            return Ok(None);
        }
        let top = 63 - x.0.leading_zeros();
        let Some(i) = values.iter().position(|v| v.0 >> top & 1 == 1) else {
            return Ok(None); // unreachable: some value carries the top bit of x
        };
        let target = values[i] ^ x;
        for option in components[i].options() {
            if self.try_grundy(&option)? == target {
                return Ok(Some((i, option)));
            }
        }
        // Unreachable for a correct table: target < values[i] = mex(options).
        Ok(None)
    }

    /// Every winning move in a sum of components: `(i, option)` such that
    /// moving component `i` to `option` leaves a sum of value 0. Unlike
    /// [`Self::sum_winning_move`] this includes moves that raise a
    /// component's value, and moves in components without the top bit.
    ///
    /// # Panics
    ///
    /// As [`Self::grundy`].
    ///
    /// ```
    /// # use conway::impartial::{GrundySolver, ImpartialGame};
    /// # #[derive(Clone, PartialEq, Eq, Hash, Debug)] struct Heap(u32);
    /// # impl ImpartialGame for Heap {
    /// #     fn options(&self) -> Vec<Heap> { (0..self.0).map(Heap).collect() }
    /// # }
    /// let solver = GrundySolver::new();
    /// // Nim 1 + 2 + 4 (value 7): only the heap of 4 has the top bit.
    /// let moves = solver.sum_winning_moves(&[Heap(1), Heap(2), Heap(4)]);
    /// assert_eq!(moves, vec![(2, Heap(3))]);
    /// ```
    pub fn sum_winning_moves(&self, components: &[G]) -> Vec<(usize, G)> {
        self.try_sum_winning_moves(components)
            .unwrap_or_else(|e| panic!("Grundy value not computed: {e}"))
    }

    /// [`Self::sum_winning_moves`], or why it could not be computed.
    pub fn try_sum_winning_moves(&self, components: &[G]) -> Result<Vec<(usize, G)>, SolveError> {
        let values = components
            .iter()
            .map(|c| self.try_grundy(c))
            .collect::<Result<Vec<_>, _>>()?;
        let x = values.iter().fold(Nimber::ZERO, |a, &b| a ^ b);
        let mut moves = Vec::new();
        if x == Nimber::ZERO {
            return Ok(moves);
        }
        for (i, component) in components.iter().enumerate() {
            let target = values[i] ^ x;
            for option in component.options() {
                if self.try_grundy(&option)? == target {
                    moves.push((i, option));
                }
            }
        }
        Ok(moves)
    }

    /// The value of one normalised component: from the table, or by a
    /// depth-first search with an explicit stack.
    fn component_value(&self, root: G, control: &Control) -> Result<Nimber, SolveError> {
        if let Some(v) = self.lookup(&root) {
            return Ok(v);
        }
        let mut on_stack: FxHashSet<G> = FxHashSet::default();
        let mut stack = vec![self.open(root, &mut on_stack, control)?];
        loop {
            let top = stack
                .last_mut()
                .expect("the stack holds the root until it is solved");
            match top.advance(self) {
                Step::Need(child) => {
                    let frame = self.open(child, &mut on_stack, control)?;
                    stack.push(frame);
                }
                Step::Done(value) => {
                    let frame = stack.pop().expect("a frame was just advanced");
                    on_stack.remove(&frame.key);
                    self.table.insert(frame.key, value);
                    if stack.is_empty() {
                        return Ok(value);
                    }
                }
            }
        }
    }

    /// A frame for solving `key`, after the checks that bound the work.
    fn open(
        &self,
        key: G,
        on_stack: &mut FxHashSet<G>,
        control: &Control,
    ) -> Result<Frame<G>, SolveError> {
        control.tick()?;
        if !on_stack.insert(key.clone()) {
            return Err(SolveError::Cycle);
        }
        let mut options = key.options();
        options.reverse(); // popped from the back in the order listed
        Ok(Frame {
            key,
            options,
            current: None,
            seen: Vec::new(),
        })
    }

    fn lookup(&self, key: &G) -> Option<Nimber> {
        self.table.get(key).map(|v| *v)
    }
}

/// One component being solved.
struct Frame<G> {
    key: G,
    /// Options not yet started, last one next.
    options: Vec<G>,
    /// The option being evaluated: its normalised components still to look
    /// up, and the xor of those already looked up.
    current: Option<(Vec<G>, Nimber)>,
    /// Values of the options finished so far.
    seen: Vec<Nimber>,
}

enum Step<G> {
    /// This component must be solved first.
    Need(G),
    /// Every option is done; this is the frame's value.
    Done(Nimber),
}

impl<G: ImpartialGame> Frame<G> {
    /// Works through the options until one needs an unsolved component,
    /// or all are done.
    fn advance(&mut self, solver: &GrundySolver<G>) -> Step<G> {
        loop {
            if let Some((pending, acc)) = &mut self.current {
                while let Some(part) = pending.last() {
                    match solver.lookup(part) {
                        Some(v) => {
                            *acc ^= v;
                            pending.pop();
                        }
                        None => return Step::Need(part.clone()),
                    }
                }
                self.seen.push(*acc);
                self.current = None;
            }
            let Some(option) = self.options.pop() else {
                return Step::Done(Nimber::mex(self.seen.drain(..)));
            };
            let parts = option.components().iter().map(G::normalized).collect();
            self.current = Some((parts, Nimber::ZERO));
        }
    }
}
