//! Who wins a sum too big for canonical forms: a boolean search.
//!
//! [`OutcomeSearch::decide`] answers, for a sum of positions of one or
//! several rulesets and literal values, who wins with Left moving first and
//! who wins with Right moving first, each with a winning first move,
//! without building the canonical form of the whole. The sum is held as the
//! components still to search, the canonical forms of the components
//! valued outright, and one number-up-star (`sum.rs`): after each move the
//! moved component's option splits into components, and each small one
//! (few options) is replaced by its canonical form from the
//! [`partizan::Solver`](crate::partizan::Solver) under an effort budget
//! (`canonical.rs`). Number-up-stars add by their parts; other forms stay
//! separate and are searched by their canonical options (dominated options
//! removed, reversible ones bypassed), a form and its negative cancelling.
//! Forms are never added up in the search: sums of forms are costly and
//! would fill the process-wide interning table, which never shrinks. When
//! nothing but the number-up-star is left, its outcome class decides.
//!
//! The search itself (`search.rs`) is depth-first boolean minimax on an
//! explicit stack, with a transposition table of a fixed number of bytes
//! (`table.rs`) keyed by an order-free hash of the sum (sum of mixed
//! component keys; a component's key is the hash of its normalised form up
//! to sign). Options of a component are listed when its sum is searched
//! and dropped when that frame closes, so what the search holds besides the
//! table is the stack. Pruning is sound only: a component and its negative
//! cancel; of several equal components only the first is moved in. Moves
//! are ordered: a move the table remembers as winning first; then the
//! searched components, then the canonical forms, hotter first (larger gap
//! between the stops), then the number-up-star (Number Avoidance would
//! prune moves in numbers only where the rest is known not to be a number,
//! which the search cannot know cheaply, so it only orders them).
//!
//! Where every part of a sum knows bounds on each player's moves (sure
//! moves and most moves: Domineering, integers, small canonical forms;
//! `bounds.rs`), the sum is decided without search when one player's sure
//! moves outlast the other's possible ones, and the moves that keep the
//! most sure moves and take the most of the opponent's are tried first.
//!
//! The driver deepens on effort: each question runs with a budget of
//! searched positions that grows fourfold, the two questions taking turns,
//! and before each round the root's components are valued by the solver
//! with the same budget (`canonical.rs`), so numbers, nimbers and other
//! forms the canonical route finds quickly are added, not searched, and
//! the search never spends much more than the canonical route would; once
//! every component of the root is valued, the root is decided by adding
//! the forms, as the canonical route decides it (`by_forms.rs`). A
//! limit ([`Control`]) still returns what was proved, the other
//! question "undecided". A sum that is its own negative (its hash and its
//! negative's agree: a square Domineering board) asks only Left first
//! until that is answered; Right first is then the same question with the
//! players exchanged, read from Left's proofs. With
//! [`Settings::threads`] above one, each run is searched by that many
//! threads at once, sharing the table (`search.rs`).
//!
//! ```
//! use conway::control::Control;
//! use conway::outcome::{OutcomeSearch, Settings, SumOfTerms};
//! use conway::rulesets;
//! use conway::value::{Game, Outcome, Player};
//!
//! let clobber = rulesets::find("clobber").unwrap();
//! let mut sum = SumOfTerms::new();
//! // (XO)^4: a first-player win (Albert, Grossman, Nowakowski, Wolfe, 2005).
//! sum.add_position("clobber:xoxoxoxo", clobber.parse("xoxoxoxo").unwrap().as_ref(), &Control::unlimited())
//!     .unwrap();
//! let verdict = OutcomeSearch::new(Settings::default()).decide(&sum, &Control::unlimited());
//! assert_eq!(verdict.outcome(), Some(Outcome::N));
//! assert_eq!(verdict.left_first.winner, Some(Player::Left));
//! assert!(verdict.left_first.winning_move.is_some());
//! // Add 1: Left wins whoever starts? Not necessarily; ask the search.
//! sum.add_value("1", Game::integer(1));
//! let with_one = OutcomeSearch::new(Settings::default()).decide(&sum, &Control::unlimited());
//! assert_eq!(with_one.left_first.winner, Some(Player::Left));
//! ```

pub mod bounds;
mod by_forms;
mod canonical;
pub mod checkpoint;
pub mod component;
mod form_keys;
mod search;
mod sum;
pub mod table;

use crate::control::{watch, Control, Stop};
use crate::value::{Game, Outcome, Player};
use checkpoint::{Autosave, CheckpointError};
use component::Shared;
use form_keys::FormKeys;
use search::{Busy, Common, Found, Searcher};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use sum::{Step, Sum};

/// How the search spends memory and effort.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Bytes of the transposition table (fixed; never grows).
    pub table_bytes: usize,
    /// Components with at most this many options (Left's and Right's
    /// together) are valued by the canonical-form solver.
    pub canonical_moves: usize,
    /// Components whose ruleset gives move-count bounds are valued only up
    /// to this many options (when `move_bounds` is on): the bounds decide
    /// their sums faster than the solver values them, and a canonical form
    /// has no sure moves. Domineering 6×6: 0.2 s at 12, 25 s at 48.
    pub bounded_canonical_moves: usize,
    /// Positions the canonical-form solver may value for one component
    /// (and again for adding it to the sum) before it stays in the search.
    pub canonical_budget: u64,
    /// Positions the canonical-form solver may value over the whole
    /// search (its table keeps them all); past it, components not valued
    /// yet stay searched. Under a control with a memory budget the solver
    /// also stops valuing once it has taken its share of the memory
    /// (half the room the budget leaves besides the table).
    pub canonical_total: u64,
    /// Searched positions of the first round of the deepening.
    pub first_budget: u64,
    /// Decide sums by move-count bounds where every part has them
    /// ([`bounds`]), and try the moves that keep the most sure moves and
    /// take the opponent's most away first.
    pub move_bounds: bool,
    /// Replace a component by its canonical form whenever the
    /// canonical-form solver's table already holds it, however many
    /// options it has: an endgame database put there by
    /// [`RegionDatabase::preload`](crate::rulesets::region_database::RegionDatabase::preload)
    /// (or positions valued before in the process). Off by default, so
    /// the search's work does not depend on what the process valued
    /// earlier.
    pub known_forms: bool,
    /// Before each round of the deepening, value the root's components
    /// with the canonical-form solver, with as many positions as the round
    /// may search, whatever their number of options (see `canonical.rs`):
    /// the search is then never much slower than the canonical route.
    /// Off, only the components made by moves are valued (tests turn it
    /// off to make the search do the work itself).
    pub root_forms: bool,
    /// Threads searching each question together, sharing the table (at
    /// least 1; [`default_threads`] is one per core). Neither the answers
    /// nor the winning moves reported depend on it: the move reported is
    /// the first winning one in the sum's order of moves, checked after
    /// the search.
    pub threads: usize,
}

impl Default for Settings {
    /// 64 MiB of table; components with up to 48 options (12 with
    /// move-count bounds) valued with a budget of 5 000 positions each,
    /// 2 million in all; the root's components valued between rounds;
    /// move-count bounds used; no lookup of larger components' forms; one
    /// thread.
    fn default() -> Settings {
        Settings {
            table_bytes: 64 << 20,
            canonical_moves: 48,
            bounded_canonical_moves: 12,
            canonical_budget: 5_000,
            canonical_total: 2_000_000,
            first_budget: 1_000,
            move_bounds: true,
            known_forms: false,
            root_forms: true,
            threads: 1,
        }
    }
}

/// Threads for a search when the user names none: one per core the
/// system offers (the CLI's `--threads`, Python's `threads=` and the
/// worksheet's `outcome(...)` default to it).
///
/// ```
/// assert!(conway::outcome::default_threads() >= 1);
/// ```
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
}

/// One term of a sum, as the user wrote it.
struct Term {
    name: String,
    parts: Vec<Shared>,
}

/// A sum of positions and values to decide.
pub struct SumOfTerms {
    terms: Vec<Term>,
    values: Game,
}

/// A term that cannot join a sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TermError {
    /// Valuing a position without search parts was stopped.
    Stopped(Stop),
    /// The position has no value of normal play (not a sum of
    /// independent parts), so it cannot be added to others.
    NoValue,
}

impl std::fmt::Display for TermError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TermError::Stopped(stop) => write!(f, "{stop}"),
            TermError::NoValue => f.write_str("this game has no value to add to a sum"),
        }
    }
}

impl std::error::Error for TermError {}

impl Default for SumOfTerms {
    fn default() -> SumOfTerms {
        SumOfTerms::new()
    }
}

impl SumOfTerms {
    /// An empty sum (the game 0).
    pub fn new() -> SumOfTerms {
        SumOfTerms {
            terms: Vec::new(),
            values: Game::ZERO,
        }
    }

    /// Adds a term made of search components, named `name` in winning
    /// moves (the rulesets' positions come in through
    /// `SumOfTerms::add_position`, written on the rulesets' side).
    pub fn add_parts(&mut self, name: impl Into<String>, parts: Vec<Shared>) {
        self.terms.push(Term {
            name: name.into(),
            parts,
        });
    }

    /// Adds a value the search does not walk, named `name` (kept for
    /// counting only); the addition to the sum's canonical part is watched
    /// by `control`.
    pub fn add_value_with(
        &mut self,
        name: impl Into<String>,
        value: Game,
        control: &Control,
    ) -> Result<(), Stop> {
        self.values = watch(control, || self.values + value)?;
        self.add_parts(name, Vec::new());
        Ok(())
    }

    /// Adds a literal value (the name is kept for counting only).
    pub fn add_value(&mut self, name: impl Into<String>, value: Game) {
        self.values += value;
        self.terms.push(Term {
            name: name.into(),
            parts: Vec::new(),
        });
    }

    /// How many terms were added.
    pub fn len(&self) -> usize {
        self.terms.len()
    }

    /// True if no term was added.
    pub fn is_empty(&self) -> bool {
        self.terms.is_empty()
    }

    /// The root of the search: every component of every term, in the order
    /// written, and the literal values' sum; with each component's term.
    fn root(&self, keys: &mut FormKeys) -> (Sum, Vec<usize>) {
        let mut big = Vec::new();
        let mut owners = Vec::new();
        for (t, term) in self.terms.iter().enumerate() {
            big.extend(term.parts.iter().cloned());
            owners.extend(std::iter::repeat_n(t, term.parts.len()));
        }
        cancel_pairs(&mut big, &mut owners);
        (Sum::raw(big, self.values, keys), owners)
    }
}

/// Removes each pair of a component and its negative (`G + -G = 0`; two
/// copies of a component that is its own negative, an impartial one),
/// keeping the others in order, with their owners.
fn cancel_pairs(big: &mut Vec<Shared>, owners: &mut Vec<usize>) {
    let mut i = 0;
    while i < big.len() {
        let mirror = big[i].mirror_key();
        let partner = (i + 1..big.len()).find(|&j| big[j].key() == mirror);
        match partner {
            Some(j) => {
                for k in [j, i] {
                    big.remove(k);
                    owners.remove(k);
                }
            }
            None => i += 1,
        }
    }
}

/// A winning first move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinningMove {
    /// The term moved in (its index in the sum), or `None` for a move in
    /// the sum of the literal values and the positions valued outright.
    pub term: Option<usize>,
    /// The term's name as added, or `values`.
    pub term_name: String,
    /// The component moved in, in its ruleset's notation (or the value).
    pub component: String,
    /// The move: the ruleset's label, or `to X` for a value.
    pub label: String,
}

/// The answer for one player moving first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// Who wins with this player moving first; `None` if undecided.
    pub winner: Option<Player>,
    /// A winning move of the first player, when that player wins.
    pub winning_move: Option<WinningMove>,
}

/// What the search proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// With Left moving first.
    pub left_first: Answer,
    /// With Right moving first.
    pub right_first: Answer,
    /// The limit that stopped the search before both were decided.
    pub stop: Option<Stop>,
    /// Positions searched (frames opened).
    pub positions: u64,
    /// The sum's nim value, when it is a nimber: by the canonical route
    /// (the literal values and every component valued, by its ruleset's
    /// formula or by the solver within the search's root budgets, are
    /// nimbers, whose nim-sum it is), or, for a decided sum of impartial
    /// parts, by search: 0 for a second-player win, else the least `k`
    /// with the sum plus `*k` a second-player win, searched with at most
    /// as many positions again as the decision took (searched and valued;
    /// 100 000 at least). `None` when neither
    /// finds it (who wins is still `nim value ≠ 0` for an impartial sum,
    /// as the verdict says).
    pub nim_value: Option<u64>,
}

impl Verdict {
    /// The outcome class, once both questions are decided.
    pub fn outcome(&self) -> Option<Outcome> {
        match (self.left_first.winner?, self.right_first.winner?) {
            (Player::Left, Player::Left) => Some(Outcome::L),
            (Player::Right, Player::Right) => Some(Outcome::R),
            (Player::Left, Player::Right) => Some(Outcome::N),
            (Player::Right, Player::Left) => Some(Outcome::P),
        }
    }

    /// The answer for `player` moving first.
    pub fn first(&self, player: Player) -> &Answer {
        match player {
            Player::Left => &self.left_first,
            Player::Right => &self.right_first,
        }
    }

    /// The verdict as a document body (`docs/schema/concepts/outcome_search.json`;
    /// `null` where undecided), with the table's size and the process's
    /// peak resident memory so far (`null` where it cannot be read):
    /// `conway outcome --json` prints it and `conway serve` shows it.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::outcome::{OutcomeSearch, Settings, SumOfTerms};
    /// use conway::rulesets;
    /// let clobber = rulesets::find("clobber").unwrap();
    /// let mut sum = SumOfTerms::new();
    /// sum.add_position("clobber", clobber.parse("xoxo").unwrap().as_ref(), &Control::unlimited())
    ///     .unwrap();
    /// let mut search = OutcomeSearch::new(Settings::default());
    /// let doc = search.decide(&sum, &Control::unlimited()).to_json(search.table_bytes());
    /// // xoxo is a first-player win (Albert, Grossman, Nowakowski, Wolfe, 2005).
    /// assert_eq!(doc["outcome"], "N");
    /// assert_eq!(doc["left_first"]["winner"], "left");
    /// assert!(doc["left_first"]["winning_move"]["move"].is_string());
    /// ```
    pub fn to_json(&self, table_bytes: usize) -> serde_json::Value {
        serde_json::json!({
            "left_first": answer_json(&self.left_first),
            "right_first": answer_json(&self.right_first),
            "outcome": self.outcome().map(|o| o.as_str()),
            "positions": self.positions,
            "nim_value": self.nim_value,
            "table_bytes": table_bytes,
            "peak_memory_bytes": crate::control::peak_memory(),
        })
    }
}

/// One first player's answer as a document body.
fn answer_json(answer: &Answer) -> serde_json::Value {
    serde_json::json!({
        "winner": answer.winner.map(Player::key),
        "winning_move": answer.winning_move.as_ref().map(|m| serde_json::json!({
            "term": m.term,
            "term_name": m.term_name,
            "component": m.component,
            "move": m.label,
        })),
    })
}

/// The fewest positions the search of a decided impartial sum's nim value
/// may take: [`OutcomeSearch::decide`] allows as many as the decision took
/// (searched and valued), and at least this many (a fraction of a second),
/// so that a sum decided at once (a big Cram board won by its central
/// domino) is not held up long by a nim value out of reach.
const NIM_VALUE_POSITIONS: u64 = 100_000;

/// The outcome search; its table is kept between calls of
/// [`decide`](OutcomeSearch::decide).
pub struct OutcomeSearch {
    settings: Settings,
    table: table::Table,
    busy: Busy,
    /// One per thread; the first runs on the calling thread and keeps the
    /// periodic save.
    searchers: Vec<Searcher>,
}

impl OutcomeSearch {
    /// A search with an empty table of `settings.table_bytes` bytes.
    pub fn new(settings: Settings) -> OutcomeSearch {
        let threads = settings.threads.max(1);
        // The canonical-form solver's positions are shared out between
        // the threads (its table is one for the process).
        let per_thread = Settings {
            canonical_total: settings.canonical_total / threads as u64,
            ..settings.clone()
        };
        let searchers = (0..threads)
            .map(|_| Searcher {
                canonical: canonical::Canonical::new(&per_thread),
                keys: FormKeys::default(),
                forms: bounds::FormBounds::default(),
                use_bounds: settings.move_bounds,
                opened: 0,
                autosave: None,
            })
            .collect();
        OutcomeSearch {
            table: table::Table::with_bytes(settings.table_bytes),
            busy: Busy::new(),
            settings,
            searchers,
        }
    }

    /// The bytes the transposition table holds.
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// The query's fingerprint: the hash of its root sum.
    fn fingerprint(&mut self, sum: &SumOfTerms) -> u64 {
        sum.root(&mut self.searchers[0].keys).0.hash
    }

    /// Positions searched by all threads so far.
    fn opened(&self) -> u64 {
        self.searchers.iter().map(|s| s.opened).sum()
    }

    /// One run of every thread on `root` with `player` first, each with
    /// `budget` positions: the first answer any finds, else the first
    /// stop, else unknown.
    fn run(
        &mut self,
        root: &sum::Sum,
        player: Player,
        budget: u64,
        control: &Control,
    ) -> Result<Found, Stop> {
        let finished = AtomicBool::new(false);
        let common = Common {
            table: &self.table,
            busy: &self.busy,
            finished: &finished,
        };
        let run = |searcher: &mut Searcher| {
            let found = watch(control, || {
                searcher.run(&common, root.clone(), player, budget, control)
            })
            .and_then(|r| r);
            if !matches!(found, Ok(Found::Unknown)) {
                finished.store(true, Ordering::Relaxed);
            }
            found
        };
        let (first, others) = self
            .searchers
            .split_first_mut()
            .expect("one searcher at least");
        let results: Vec<Result<Found, Stop>> = std::thread::scope(|scope| {
            let handles: Vec<_> = others
                .iter_mut()
                .map(|searcher| scope.spawn(|| run(searcher)))
                .collect();
            let mut results = vec![run(first)];
            for handle in handles {
                results.push(
                    handle
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                );
            }
            results
        });
        let mut stop = None;
        for result in results {
            match result {
                Ok(Found::Unknown) => {}
                Err(s) => stop = stop.or(Some(s)),
                answer => return answer,
            }
        }
        stop.map_or(Ok(Found::Unknown), Err)
    }

    /// The table as checkpoint bytes for `sum` (see [`checkpoint`]): what
    /// [`resume`](OutcomeSearch::resume) reads back.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::outcome::{OutcomeSearch, Settings, SumOfTerms};
    /// use conway::rulesets;
    /// let clobber = rulesets::find("clobber").unwrap();
    /// let mut sum = SumOfTerms::new();
    /// sum.add_position("xoxoxo", clobber.parse("xoxoxoxoxo").unwrap().as_ref(), &Control::unlimited())
    ///     .unwrap();
    /// // The search itself, not the canonical route (which would value
    /// // this small row and add it up, with no proof to save).
    /// let searching = Settings { root_forms: false, ..Settings::default() };
    /// let mut first = OutcomeSearch::new(searching.clone());
    /// let fresh = first.decide(&sum, &Control::unlimited());
    /// let bytes = first.checkpoint(&sum);
    /// // A new search (a new process, say) starts from the saved proofs.
    /// let mut second = OutcomeSearch::new(searching);
    /// assert!(second.resume(&sum, &bytes).unwrap() > 0);
    /// let resumed = second.decide(&sum, &Control::unlimited());
    /// assert_eq!(resumed.outcome(), fresh.outcome());
    /// assert!(resumed.positions < fresh.positions);
    /// ```
    pub fn checkpoint(&mut self, sum: &SumOfTerms) -> Vec<u8> {
        let fingerprint = self.fingerprint(sum);
        checkpoint::encode(&self.table, fingerprint)
    }

    /// Reads a checkpoint of `sum` into the table; returns the number of
    /// proofs read. Damaged bytes, or a checkpoint of another sum, are an
    /// error, and then nothing is read.
    pub fn resume(&mut self, sum: &SumOfTerms, bytes: &[u8]) -> Result<u64, CheckpointError> {
        let fingerprint = self.fingerprint(sum);
        checkpoint::decode_into(bytes, fingerprint, &self.table)
    }

    /// While [`decide`](OutcomeSearch::decide) runs, hands `save` the
    /// checkpoint bytes of `sum` about every `every` (checked every 4096
    /// positions); the caller stores them.
    pub fn autosave(
        &mut self,
        sum: &SumOfTerms,
        every: Duration,
        save: impl FnMut(Vec<u8>) + Send + 'static,
    ) {
        let fingerprint = self.fingerprint(sum);
        self.searchers[0].autosave = Some(Autosave {
            every,
            last: Instant::now(),
            fingerprint,
            save: Box::new(save),
        });
    }

    /// Values the components of `root` with up to `budget` positions of
    /// the canonical-form solver each, before a round of the deepening
    /// searches with the same budget: the first thread's searcher values
    /// them (on its clock) and the others take its findings, so the root
    /// is valued once whatever the number of threads.
    fn value_root(&mut self, root: &Sum, budget: u64, control: &Control) -> Result<(), Stop> {
        let (first, others) = self
            .searchers
            .split_first_mut()
            .expect("one searcher at least");
        for part in &root.big {
            first.canonical.value_root(part, budget, control)?;
        }
        for searcher in others {
            searcher.canonical.adopt_roots(&first.canonical);
        }
        Ok(())
    }

    /// Decides `root` by adding the forms of its parts once the first
    /// searcher knows every component's ([`by_forms`]), each addition
    /// within `budget` units of the value algebra.
    fn decide_by_forms(
        &self,
        root: &Sum,
        budget: u64,
        control: &Control,
    ) -> Result<Option<by_forms::ByForms>, Stop> {
        let canonical = &self.searchers[0].canonical;
        by_forms::decide(
            root,
            |part| canonical.recall(part),
            self.settings.move_bounds,
            budget,
            control,
        )
    }

    /// The first of `player`'s moves at `root`, in the plain order of
    /// [`Sum::moves`], that wins, given that the move numbered `found`
    /// wins (`None`: no earlier one does). Each earlier move's sum is
    /// looked up (its value, the move-count bounds, the table) and else
    /// searched, so the move reported is the same whatever the number of
    /// threads, which of them proved what first, or the move a checkpoint
    /// remembered: a fact about the sum, not about the search. It costs
    /// little: the threads try the root's moves in that order, so the
    /// earlier moves' proofs are mostly in the table already (on one
    /// thread, all of them unless the table's remembered move went first).
    fn first_winning_move(
        &mut self,
        root: &Sum,
        player: Player,
        found: usize,
        control: &Control,
    ) -> Result<Option<Step>, Stop> {
        let moves = root.moves(player, None, self.settings.move_bounds);
        for &(_, step) in moves.steps.iter().take(found) {
            let child =
                self.searchers[0].child(root, &moves.options, player, step, Some(control))?;
            if !self.wins(&child, player.opponent(), control)? {
                return Ok(Some(step));
            }
        }
        Ok(None)
    }

    /// Whether `player`, moving first in `sum`, wins: known at once, or
    /// searched by all the threads with budgets growing fourfold.
    fn wins(&mut self, sum: &Sum, player: Player, control: &Control) -> Result<bool, Stop> {
        if let Some(wins) = self.searchers[0].known(&self.table, sum, player) {
            return Ok(wins);
        }
        let mut budget = self.settings.first_budget.max(1);
        loop {
            match self.run(sum, player, budget, control)? {
                Found::Win(..) => return Ok(true),
                Found::Loss => return Ok(false),
                Found::Unknown => budget = budget.saturating_mul(4),
            }
        }
    }

    /// Decides `sum` for both first players under `control` (one tick per
    /// position searched; the canonical-form solver's positions count
    /// too). A limit leaves what was proved in the verdict.
    pub fn decide(&mut self, sum: &SumOfTerms, control: &Control) -> Verdict {
        let (root, owners) = sum.root(&mut self.searchers[0].keys);
        for searcher in &mut self.searchers {
            searcher.canonical.start(control);
        }
        let started = self.opened();
        let work_before = control.done();
        let mut answers = [None::<Answer>, None];
        let mut budget = self.settings.first_budget.max(1);
        let stop = loop {
            if self.settings.root_forms {
                if let Err(stop) = self.value_root(&root, budget, control) {
                    break Some(stop);
                }
                match self.decide_by_forms(&root, budget, control) {
                    Ok(Some(found)) => {
                        for (i, player) in [Player::Left, Player::Right].into_iter().enumerate() {
                            let (wins, step) = found[i];
                            answers[i].get_or_insert_with(|| Answer {
                                winner: Some(if wins { player } else { player.opponent() }),
                                winning_move: step
                                    .map(|step| describe(sum, &root, &owners, player, step)),
                            });
                        }
                        break None;
                    }
                    Ok(None) => {}
                    Err(stop) => break Some(stop),
                }
            }
            let mut stopped = None;
            for (i, player) in [Player::Left, Player::Right].into_iter().enumerate() {
                if answers[i].is_some() {
                    continue;
                }
                if player == Player::Right && answers[0].is_none() && root.mirror == root.hash {
                    // The sum is its own negative (a square board, say):
                    // Right first is Left first with the players
                    // exchanged, and its answer is read from Left's
                    // proofs (the mirror probe) once Left's is found.
                    continue;
                }
                match self.run(&root, player, budget, control) {
                    Ok(Found::Win(index, step)) => {
                        // The earlier moves are checked with as many
                        // positions as the round that found the win; when
                        // that is not enough (a big board whose winning
                        // move a formula found at once), the move found
                        // stands, a winning one still, and only a stop of
                        // the whole (time, memory, Ctrl-C) stops here, if
                        // the other player's answer is still to find.
                        let check = control.part(budget);
                        let first = self.first_winning_move(&root, player, index, &check);
                        let step = first.as_ref().ok().copied().flatten().unwrap_or(step);
                        let winning_move = Some(describe(sum, &root, &owners, player, step));
                        answers[i] = Some(Answer {
                            winner: Some(player),
                            winning_move,
                        });
                        if let (Err(_), Err(stop)) = (&first, control.check()) {
                            if answers.iter().any(Option::is_none) {
                                stopped = Some(stop);
                                break;
                            }
                        }
                    }
                    Ok(Found::Loss) => {
                        answers[i] = Some(Answer {
                            winner: Some(player.opponent()),
                            winning_move: None,
                        });
                    }
                    Ok(Found::Unknown) => {}
                    Err(stop) => {
                        stopped = Some(stop);
                        break;
                    }
                }
            }
            if stopped.is_some() || answers.iter().all(Option::is_some) {
                break stopped;
            }
            budget = budget.saturating_mul(4);
        };
        let undecided = || Answer {
            winner: None,
            winning_move: None,
        };
        let [left_first, right_first] = answers;
        let nim_value = match (self.nim_value(&root), &left_first) {
            (Some(n), _) => Some(n),
            (None, Some(answer)) if stop.is_none() => {
                let wins = answer.winner == Some(Player::Left);
                let decided = control.done() - work_before;
                let allowance = decided.max(NIM_VALUE_POSITIONS);
                self.nim_value_by_search(&root, wins, &control.part(allowance))
            }
            _ => None,
        };
        Verdict {
            left_first: left_first.unwrap_or_else(undecided),
            right_first: right_first.unwrap_or_else(undecided),
            stop,
            positions: self.opened() - started,
            nim_value,
        }
    }

    /// The nim value of an impartial root the search decided (the first
    /// player wins when `first_wins`) but the canonical route did not
    /// value: 0 if the first player loses, else the least `k` for which
    /// the root plus `*k` is a second-player win (`G + *k = 0` exactly
    /// when `G = *k`), each searched in the same table under `control`
    /// (the caller gives it as many positions as the decision took).
    /// `None` if a part of the root is not impartial (its key differs
    /// from its negative's) or a limit stops the search.
    fn nim_value_by_search(
        &mut self,
        root: &Sum,
        first_wins: bool,
        control: &Control,
    ) -> Option<u64> {
        let impartial = root.big.iter().all(|part| part.key() == part.mirror_key())
            && root.small.is_empty()
            && root.game.as_nimber().is_some();
        if !impartial {
            return None;
        }
        if !first_wins {
            return Some(0);
        }
        for k in 1.. {
            let shifted = root.game + Game::nimber(k);
            let keys = &mut self.searchers[0].keys;
            let sum = Sum::raw(root.big.clone(), shifted, keys);
            if !self.wins(&sum, Player::Left, control).ok()? {
                return Some(k);
            }
        }
        unreachable!("a short game has a nim value")
    }

    /// The root's nim value if the canonical route found it: the literal
    /// values, the forms valued outright and every component the first
    /// searcher valued are nimbers (their nim-sum; no game is added).
    fn nim_value(&self, root: &sum::Sum) -> Option<u64> {
        let canonical = &self.searchers[0].canonical;
        let forms = root.small.iter().map(|form| Some(form.game));
        let parts = root.big.iter().map(|part| canonical.recall(part));
        std::iter::once(Some(root.game))
            .chain(forms)
            .chain(parts)
            .try_fold(0, |sum, value| Some(sum ^ value?.as_nimber()?.0))
    }
}

/// The winning move `step` of `player` at the root, in the user's terms.
fn describe(
    sum: &SumOfTerms,
    root: &Sum,
    owners: &[usize],
    player: Player,
    step: Step,
) -> WinningMove {
    match step {
        Step::Big { component, option } => {
            let term = owners[component];
            let part = &root.big[component];
            WinningMove {
                term: Some(term),
                term_name: sum.terms[term].name.clone(),
                component: part.notation(),
                label: part.label(player, option),
            }
        }
        Step::Canonical { option } => values_move(root.game, player, option),
        Step::Small { component, option } => {
            values_move(root.small[component].game, player, option)
        }
    }
}

/// Option `option` of `player` in the literal values `game`.
fn values_move(game: Game, player: Player, option: usize) -> WinningMove {
    WinningMove {
        term: None,
        term_name: "values".to_string(),
        component: game.to_string(),
        label: format!("to {}", game.options(player)[option]),
    }
}
