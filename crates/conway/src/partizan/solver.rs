//! The canonical-form solver for [`PartizanGame`] positions.
//!
//! [`Solver::value`] turns a position into its interned canonical form
//! ([`Game`]). The position is split into its
//! [`components`](PartizanGame::components), each component is replaced by
//! its representative up to sign
//! ([`normalized_with_sign`](PartizanGame::normalized_with_sign)), and the
//! value of the position is the sum of the components' values (a
//! component whose representative is its mirror image with the players
//! exchanged has the negative of the representative's value). The value of
//! one component is `{ G^L | G^R }` over the values of its options (each of
//! which is again split and normalised), built by [`Game::new`], which
//! removes dominated options and bypasses reversible ones — unless the
//! component [knows its value](PartizanGame::known_value) by a formula.
//!
//! # Design
//!
//! * **Transposition table.** Values of normalised components are kept in a
//!   concurrent hash map owned by the solver, so a component met again (in
//!   another order of moves, in another sum, in a later call) costs one
//!   lookup. Components that fit in one word
//!   ([`PartizanGame::packed_key`]: Domineering regions of up to 7 × 8
//!   cells) are keyed by the word, 12 bytes an entry with the value, where
//!   the position would take 24. A solver can be made for one job ([`Solver::new`]) or shared by
//!   a whole process ([`Solver::shared`], one per game type). The map has
//!   many shards, so that threads reading it rarely touch the same lock.
//!   Each search keeps the components it met last in a small direct-mapped
//!   table of its own, in front of the shared map: a move leaves most of a
//!   board as it was, so the same small components come back again and
//!   again, and are found there without touching the shared map (whose
//!   size soon outgrows the processor's caches).
//! * **No deep recursion.** The search walks the game tree with an explicit
//!   stack of frames, one per component being solved, so the depth of a game
//!   (a Hackenbush string of length 10 000, a long Toads-and-Frogs row) does
//!   not touch the machine stack. (The value algebra underneath recurses over
//!   canonical forms, whose depth is the birthday of the values involved.)
//!   Frames popped off the stack are kept and reused, so that a search
//!   allocates its buffers once rather than once per component.
//! * **Parallel.** The top levels of the tree are spread over the library's
//!   worker pool ([`crate::control::workers`]): the distinct components of
//!   the root's options, and of their options, are solved as parallel tasks
//!   that share the table; each task runs the iterative search. The workers
//!   have large stacks so that the value algebra has the same room as the
//!   command line's main thread. A second analysis started while the pool
//!   is busy runs on a worker of its own rather than waiting its turn.
//! * **Control.** [`Solver::value_with`] takes a [`Control`] (position budget,
//!   time limit, cancellation, progress counter): every component solved is
//!   one tick, and the search stops with the control's [`Stop`] as soon as a
//!   tick fails. Components solved before the stop stay in the table.
//!
//! Winning moves come from values, not from a second search: Left moving
//! first wins exactly by moving to an option `G^L >= 0` (Right, moving next,
//! then loses), and Right by moving to `G^R <= 0`
//! ([`Solver::is_winning_move`], [`Solver::winning_moves`]).
//!
//! ```
//! use conway::partizan::{PartizanGame, Solver};
//! use conway::value::{Game, Player};
//!
//! /// A heap of `n` tokens; Left removes one, Right removes two.
//! #[derive(Clone, PartialEq, Eq, Hash, Debug)]
//! struct Heap(u32);
//!
//! impl PartizanGame for Heap {
//!     fn left_options(&self) -> Vec<Heap> {
//!         (self.0 >= 1).then(|| Heap(self.0 - 1)).into_iter().collect()
//!     }
//!     fn right_options(&self) -> Vec<Heap> {
//!         (self.0 >= 2).then(|| Heap(self.0 - 2)).into_iter().collect()
//!     }
//! }
//!
//! let solver = Solver::new();
//! // Heap(2) = {Heap(1) | Heap(0)} = {{0 | } | 0} = {1 | 0}.
//! let v = solver.value(&Heap(2));
//! assert_eq!(v, Game::new(&[Game::integer(1)], &[Game::ZERO]));
//! // Left wins moving first (to Heap(1) = 1 >= 0); Right does too (to 0).
//! assert_eq!(solver.winning_moves(&Heap(2), Player::Left), vec![Heap(1)]);
//! assert_eq!(solver.winning_moves(&Heap(2), Player::Right), vec![Heap(0)]);
//! ```

use super::PartizanGame;
use crate::control::{watch, workers, Control, Stop};
use crate::value::{Game, Player};
use dashmap::DashMap;
use rayon::prelude::*;
use rustc_hash::{FxBuildHasher, FxHashSet};
use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::hash::BuildHasher;
use std::sync::{LazyLock, Mutex};

/// How many levels of the game tree below the root are split into parallel
/// tasks. Two levels give hundreds of tasks for a board game, enough to keep
/// every core busy, while the tasks stay large.
const PARALLEL_LEVELS: u32 = 2;

/// Shards of the transposition table: many more than threads, so that two
/// threads rarely contend for (or bounce the cache line of) one shard lock.
const TABLE_SHARDS: usize = 256;

/// Computes canonical forms of positions of one game, with a transposition
/// table of the values of normalised components. Safe to share between
/// threads; see the [module documentation](self).
pub struct Solver<G: PartizanGame> {
    table: Table<G>,
}

/// The transposition table: components that fit in a word
/// ([`PartizanGame::packed_key`]) are keyed by the word, the others by the
/// position. The word is kept as two halves, so that an entry with its
/// value takes 12 bytes rather than the 16 of a word's alignment.
struct Table<G> {
    packed: DashMap<[u32; 2], Game, FxBuildHasher>,
    positions: DashMap<G, Game, FxBuildHasher>,
}

impl<G: PartizanGame> Table<G> {
    fn new() -> Table<G> {
        Table {
            packed: DashMap::with_hasher_and_shard_amount(FxBuildHasher, TABLE_SHARDS),
            positions: DashMap::with_hasher_and_shard_amount(FxBuildHasher, TABLE_SHARDS),
        }
    }

    fn get(&self, key: &G) -> Option<Game> {
        match key.packed_key() {
            Some(word) => self.packed.get(&halves(word)).map(|v| *v),
            None => self.positions.get(key).map(|v| *v),
        }
    }

    fn contains_key(&self, key: &G) -> bool {
        self.get(key).is_some()
    }

    fn insert(&self, key: G, v: Game) {
        match key.packed_key() {
            Some(word) => self.packed.insert(halves(word), v),
            None => self.positions.insert(key, v),
        };
    }

    fn len(&self) -> usize {
        self.packed.len() + self.positions.len()
    }
}

/// A packed key as two 32-bit halves (4-byte aligned).
fn halves(word: u64) -> [u32; 2] {
    [word as u32, (word >> 32) as u32]
}

impl<G: PartizanGame> Default for Solver<G> {
    fn default() -> Self {
        Solver::new()
    }
}

/// Solvers shared by the whole process, one per game type.
static SHARED: LazyLock<Mutex<HashMap<TypeId, &'static (dyn Any + Send + Sync)>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

impl<G: PartizanGame> Solver<G> {
    /// A solver with an empty table.
    pub fn new() -> Solver<G> {
        Solver {
            table: Table::new(),
        }
    }

    /// The process-wide solver for positions of type `G`, created on first
    /// use and never freed, so that every analysis of a game (successive
    /// moves of `conway play`, say) reuses one table.
    ///
    /// ```
    /// # use conway::partizan::{PartizanGame, Solver};
    /// # #[derive(Clone, PartialEq, Eq, Hash)] struct Empty;
    /// # impl PartizanGame for Empty {
    /// #     fn left_options(&self) -> Vec<Empty> { vec![] }
    /// #     fn right_options(&self) -> Vec<Empty> { vec![] }
    /// # }
    /// let a: &Solver<Empty> = Solver::shared();
    /// let b: &Solver<Empty> = Solver::shared();
    /// assert!(std::ptr::eq(a, b));
    /// ```
    pub fn shared() -> &'static Solver<G>
    where
        G: 'static,
    {
        let mut map = SHARED.lock().unwrap_or_else(|e| e.into_inner());
        let any: &'static (dyn Any + Send + Sync) = *map
            .entry(TypeId::of::<G>())
            .or_insert_with(|| Box::leak(Box::new(Solver::<G>::new())));
        any.downcast_ref::<Solver<G>>()
            .expect("the shared solver for a type has that type")
    }

    /// The canonical form of `position`.
    ///
    /// ```
    /// # use conway::partizan::{PartizanGame, Solver};
    /// # use conway::value::Game;
    /// /// `n` tokens only Left may take, one at a time: the integer `n`.
    /// #[derive(Clone, PartialEq, Eq, Hash)]
    /// struct LeftTokens(u32);
    /// impl PartizanGame for LeftTokens {
    ///     fn left_options(&self) -> Vec<Self> {
    ///         (self.0 > 0).then(|| LeftTokens(self.0 - 1)).into_iter().collect()
    ///     }
    ///     fn right_options(&self) -> Vec<Self> { vec![] }
    /// }
    /// // 100 000 moves deep: no recursion on the machine stack.
    /// assert_eq!(Solver::new().value(&LeftTokens(100_000)), Game::integer(100_000));
    /// ```
    pub fn value(&self, position: &G) -> Game {
        match self.value_with(position, &Control::unlimited()) {
            Ok(v) => v,
            Err(stop) => unreachable!("a fresh control without limits stopped: {stop}"),
        }
    }

    /// The canonical form of `position`, watched and stoppable through
    /// `control` (one tick per component solved).
    ///
    /// ```
    /// use conway::control::{Control, Stop};
    /// use conway::partizan::Solver;
    /// use conway::rulesets::domineering::Domineering;
    /// let solver = Solver::new();
    /// let control = Control::new(Some(50), None);
    /// let stopped = solver.value_with(&Domineering::rectangle(4, 4), &control);
    /// assert_eq!(stopped, Err(Stop::Positions(50)));
    /// ```
    pub fn value_with(&self, position: &G, control: &Control) -> Result<Game, Stop> {
        watch(control, || self.value_watched(position, control))?
    }

    /// [`Solver::value_with`] on the calling thread alone, without the
    /// pool: for a caller that values many small positions and is itself
    /// parallel (the outcome search), where handing each one to the pool
    /// costs two thread switches and saves nothing.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::partizan::Solver;
    /// use conway::rulesets::domineering::Domineering;
    /// let solver = Solver::new();
    /// let board = Domineering::rectangle(3, 3);
    /// let here = solver.value_on_this_thread(&board, &Control::unlimited());
    /// assert_eq!(here, solver.value_with(&board, &Control::unlimited()));
    /// ```
    pub fn value_on_this_thread(&self, position: &G, control: &Control) -> Result<Game, Stop> {
        watch(control, || {
            self.parts(position)
                .iter()
                .map(|p| Ok(p.sign(self.solve(&p.key, control)?)))
                .sum()
        })?
    }

    /// [`Solver::value_with`] inside the watch of its control (so that the
    /// sums of the components' values are watched too).
    fn value_watched(&self, position: &G, control: &Control) -> Result<Game, Stop> {
        let parts = self.parts(position);
        let roots: Vec<&G> = distinct(&parts).collect();
        workers::install(|| {
            roots
                .par_iter()
                .try_for_each(|p| self.solve_parallel(p, PARALLEL_LEVELS, control).map(drop))
        })?;
        parts
            .iter()
            .map(|p| Ok(p.sign(self.solve(&p.key, control)?)))
            .sum()
    }

    /// True if moving to `after` wins for `player` (who just moved): for
    /// Left, `after >= 0`; for Right, `after <= 0`.
    pub fn is_winning_move(&self, after: &G, player: Player) -> bool {
        self.value(after).is_won_after_move_by(player)
    }

    /// The options of `position` that win for `player` moving first.
    pub fn winning_moves(&self, position: &G, player: Player) -> Vec<G> {
        let options = match player {
            Player::Left => position.left_options(),
            Player::Right => position.right_options(),
        };
        options
            .into_iter()
            .filter(|g| self.is_winning_move(g, player))
            .collect()
    }

    /// How many components the table holds.
    pub fn table_len(&self) -> usize {
        self.table.len()
    }

    /// Puts values known beforehand into the table (an endgame database's:
    /// see [`crate::rulesets::region_database`]), each position keyed as
    /// the search keys it (its representative up to sign), so that no
    /// search values them again. The values are trusted: a wrong one
    /// makes every value built on it wrong. Returns how many were put in.
    ///
    /// ```
    /// use conway::partizan::Solver;
    /// use conway::rulesets::domineering::Domineering;
    /// use conway::value::Game;
    /// let solver = Solver::new();
    /// // A column of two cells is 1 (one move for Left); its transpose is -1.
    /// solver.preload([(Domineering::parse(".|.").unwrap(), Game::integer(1))]);
    /// assert_eq!(solver.table_len(), 1);
    /// assert_eq!(solver.value(&Domineering::parse("..").unwrap()), Game::integer(-1));
    /// assert_eq!(solver.table_len(), 1); // found, not searched
    /// ```
    pub fn preload(&self, known: impl IntoIterator<Item = (G, Game)>) -> usize {
        let mut count = 0;
        for (position, value) in known {
            let part = Part::of(&position);
            let value = part.sign(value);
            self.table.insert(part.key, value);
            count += 1;
        }
        count
    }

    /// The value of `position` if the table already holds every one of
    /// its components (preloaded or valued before), without searching.
    ///
    /// ```
    /// use conway::partizan::Solver;
    /// use conway::rulesets::domineering::Domineering;
    /// use conway::value::Game;
    /// let solver = Solver::new();
    /// let column = Domineering::parse(".|.").unwrap();
    /// assert_eq!(solver.lookup(&column), None);
    /// solver.preload([(column, Game::integer(1))]);
    /// // Two rows of two cells: -1 each, both found.
    /// assert_eq!(solver.lookup(&Domineering::parse("..#..").unwrap()), Some(Game::integer(-2)));
    /// ```
    pub fn lookup(&self, position: &G) -> Option<Game> {
        self.parts(position)
            .iter()
            .map(|p| {
                let v = self.table.get(&p.key).or_else(|| p.key.known_value())?;
                Some(p.sign(v))
            })
            .sum()
    }

    /// The normalised components of a position.
    fn parts(&self, position: &G) -> Vec<Part<G>> {
        position.components().iter().map(Part::of).collect()
    }

    /// Solves `key` after solving the components of its options (and of
    /// theirs, `levels` deep) as parallel tasks.
    fn solve_parallel(&self, key: &G, levels: u32, control: &Control) -> Result<Game, Stop> {
        if let Some(v) = key.known_value() {
            return Ok(v);
        }
        if levels > 0 && !self.table.contains_key(key) {
            let mut frame = Frame::default();
            frame.fill(key.clone());
            let todo: Vec<&G> = distinct(&frame.parts)
                .filter(|p| !self.table.contains_key(*p))
                .collect();
            todo.par_iter()
                .try_for_each(|p| self.solve_parallel(p, levels - 1, control).map(drop))?;
        }
        self.solve(key, control)
    }

    /// The value of one normalised component, by an iterative depth-first
    /// search that fills the table.
    fn solve(&self, key: &G, control: &Control) -> Result<Game, Stop> {
        // Watched here too: rayon runs parallel tasks on other threads.
        watch(control, || self.solve_watched(key, control))?
    }

    fn solve_watched(&self, key: &G, control: &Control) -> Result<Game, Stop> {
        if let Some(v) = self.table.get(key) {
            return Ok(v);
        }
        if let Some(v) = key.known_value() {
            return Ok(v);
        }
        control.tick()?;
        let mut stack = Stack::default();
        let mut recent = Recent::new();
        stack.push(key.clone());
        loop {
            let top = stack.top();
            if let Some(next) = top.next_unsolved(self, &mut recent) {
                control.tick()?;
                stack.push(next);
                continue;
            }
            let v = top.value();
            let key = stack.pop();
            recent.insert(&key, v);
            self.table.insert(key, v);
            match stack.frames.last_mut() {
                Some(parent) => parent.record(v),
                None => return Ok(v),
            }
        }
    }
}

/// The components one search met last, with their values: a small
/// direct-mapped table in front of the shared transposition table. The
/// shared table soon outgrows the processor's caches, while a search meets
/// the same small components again and again (a move leaves most of a
/// board as it was), and this table stays in the core's own cache. It
/// starts small (most searches are small) and grows while it keeps being
/// overwritten, up to [`Recent::MAX_BITS`].
struct Recent<G> {
    slots: Vec<Option<(G, Game)>>,
    bits: u32,
    /// Entries stored since the table last grew.
    stores: usize,
}

impl<G: PartizanGame> Recent<G> {
    const FIRST_BITS: u32 = 8;
    /// log2 of the largest number of slots (a few hundred KiB for a board).
    const MAX_BITS: u32 = 14;

    fn new() -> Recent<G> {
        Recent {
            slots: Vec::new(),
            bits: 0,
            stores: 0,
        }
    }

    fn slot(&self, key: &G) -> usize {
        (FxBuildHasher.hash_one(key) >> (64 - self.bits)) as usize
    }

    fn get(&self, key: &G) -> Option<Game> {
        if self.slots.is_empty() {
            return None;
        }
        match &self.slots[self.slot(key)] {
            Some((k, v)) if k == key => Some(*v),
            _ => None,
        }
    }

    fn insert(&mut self, key: &G, v: Game) {
        if self.slots.is_empty() || (self.stores > 2 << self.bits && self.bits < Self::MAX_BITS) {
            self.bits = if self.slots.is_empty() {
                Self::FIRST_BITS
            } else {
                (self.bits + 2).min(Self::MAX_BITS)
            };
            self.slots = (0..1usize << self.bits).map(|_| None).collect();
            self.stores = 0;
        }
        let slot = self.slot(key);
        self.slots[slot] = Some((key.clone(), v));
        self.stores += 1;
    }
}

/// The distinct keys of a list of parts (first occurrences, in order).
fn distinct<G: PartizanGame>(parts: &[Part<G>]) -> impl Iterator<Item = &G> {
    let mut seen = FxHashSet::default();
    parts
        .iter()
        .map(|p| &p.key)
        .filter(move |g| seen.insert(*g))
}

/// A component of an option: the table key of its value, and whether the
/// component's value is the key's negated.
struct Part<G> {
    key: G,
    negated: bool,
}

impl<G: PartizanGame> Part<G> {
    fn of(component: &G) -> Part<G> {
        let (key, negated) = component.normalized_with_sign();
        Part { key, negated }
    }

    /// The component's value, given its key's.
    fn sign(&self, v: Game) -> Game {
        if self.negated {
            -v
        } else {
            v
        }
    }
}

/// The frames of a depth-first search, with the frames popped kept for
/// reuse (their buffers keep their capacity).
struct Stack<G> {
    frames: Vec<Frame<G>>,
    spare: Vec<Frame<G>>,
}

impl<G> Default for Stack<G> {
    fn default() -> Self {
        Stack {
            frames: Vec::new(),
            spare: Vec::new(),
        }
    }
}

impl<G: PartizanGame> Stack<G> {
    fn push(&mut self, key: G) {
        let mut frame = self.spare.pop().unwrap_or_default();
        frame.fill(key);
        self.frames.push(frame);
    }

    fn top(&mut self) -> &mut Frame<G> {
        self.frames.last_mut().expect("the stack holds the root")
    }

    /// Pops the top frame, returning its key.
    fn pop(&mut self) -> G {
        let mut frame = self.frames.pop().expect("the stack holds the root");
        let key = frame.key.take().expect("a filled frame has a key");
        frame.parts.clear();
        frame.ends.clear();
        frame.values.clear();
        self.spare.push(frame);
        key
    }
}

/// A component being solved: its options, each split into normalised
/// components (`parts`), and the values of the parts found so far.
struct Frame<G> {
    key: Option<G>,
    /// The components of all options, Left's options first.
    parts: Vec<Part<G>>,
    /// For each option, the end of its components in `parts`.
    ends: Vec<usize>,
    /// How many of the options are Left's.
    n_left: usize,
    /// Values of `parts[..values.len()]` (signs applied).
    values: Vec<Game>,
}

impl<G> Default for Frame<G> {
    fn default() -> Self {
        Frame {
            key: None,
            parts: Vec::new(),
            ends: Vec::new(),
            n_left: 0,
            values: Vec::new(),
        }
    }
}

impl<G: PartizanGame> Frame<G> {
    /// Makes an empty frame the frame of `key`: its options, split.
    fn fill(&mut self, key: G) {
        let left = key.left_options();
        let right = key.right_options();
        for option in left.iter().chain(&right) {
            self.parts.extend(option.components().iter().map(Part::of));
            self.ends.push(self.parts.len());
        }
        self.n_left = left.len();
        self.key = Some(key);
    }

    /// Records the value of the next part.
    fn record(&mut self, v: Game) {
        let part = &self.parts[self.values.len()];
        self.values.push(part.sign(v));
    }

    /// Records the values of parts already in the table; returns the key of
    /// the first part that is not (to be solved before this frame can go
    /// on).
    fn next_unsolved(&mut self, solver: &Solver<G>, recent: &mut Recent<G>) -> Option<G> {
        while let Some(part) = self.parts.get(self.values.len()) {
            let v = match recent.get(&part.key) {
                Some(v) => v,
                None => match solver.table.get(&part.key) {
                    Some(v) => {
                        recent.insert(&part.key, v);
                        v
                    }
                    None => match part.key.known_value() {
                        Some(v) => v,
                        None => return Some(part.key.clone()),
                    },
                },
            };
            self.values.push(part.sign(v));
        }
        None
    }

    /// `{ G^L | G^R }` once every part has its value.
    fn value(&self) -> Game {
        let mut options = Vec::with_capacity(self.ends.len());
        let mut start = 0;
        for &end in &self.ends {
            options.push(self.values[start..end].iter().sum::<Game>());
            start = end;
        }
        let (left, right) = options.split_at(self.n_left);
        Game::new(left, right)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A position that is just a number, for keys.
    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct Key(u32);

    impl PartizanGame for Key {
        fn left_options(&self) -> Vec<Key> {
            Vec::new()
        }
        fn right_options(&self) -> Vec<Key> {
            Vec::new()
        }
    }

    #[test]
    fn recent_components_answer_only_for_their_own_key() {
        let mut recent = Recent::new();
        assert_eq!(recent.get(&Key(1)), None);
        recent.insert(&Key(1), Game::integer(5));
        assert_eq!(recent.get(&Key(1)), Some(Game::integer(5)));
        assert_eq!(recent.get(&Key(2)), None);
        // Many more keys than slots: the table grows to its cap, and every
        // answer it still has is the one stored for that key.
        for i in 0..1 << 16 {
            recent.insert(&Key(i), Game::integer(i64::from(i)));
        }
        assert_eq!(recent.bits, Recent::<Key>::MAX_BITS);
        let mut kept = 0;
        for i in 0..1 << 16 {
            if let Some(v) = recent.get(&Key(i)) {
                assert_eq!(v, Game::integer(i64::from(i)));
                kept += 1;
            }
        }
        assert!(kept > 0);
    }
}
