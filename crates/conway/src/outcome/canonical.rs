//! Which components the search replaces by their canonical forms.
//!
//! With [`Settings::known_forms`], a component whose canonical form the
//! solver's table already holds (an endgame database preloaded into it:
//! [`crate::rulesets::region_database`]) is replaced by it, whatever its
//! size. Otherwise a component with few options (at most [`Settings::canonical_moves`] for
//! both players together, [`Settings::bounded_canonical_moves`] if it has
//! move-count bounds) is valued by the canonical-form solver under a
//! budget of positions ([`Settings::canonical_budget`]); if the solver
//! finishes, the component's canonical form replaces it. The answers are kept
//! in a small direct-mapped memo (the solver's own table keeps the values
//! too), failures included, so a component is tried once. The solver's
//! table keeps every position it valued (and the interning table every
//! form), for good, so what it may take is capped twice: in positions
//! ([`Settings::canonical_total`]), and in memory when the control has a
//! memory budget. Then the solver's share is half of the room the budget
//! leaves when the search starts, less the search's own table: after
//! every [`CHECK_EVERY`] positions valued the process's growth is read, and
//! past the share no new component is valued (each is searched by plain
//! minimax instead: sound, just slower). The rest of the room is for the
//! search's stack, the forms' keys and the sums it makes; past the whole
//! budget the control stops the search ([`Stop::Memory`]).
//!
//! Two kinds of component are valued whatever their size. One whose
//! ruleset's formula gives its value ([`Component::known_value`]: an
//! Advance or Eat column, a piece of Cutcake, a Hackenbush stalk) costs
//! nothing to value. And the components of the root sum are valued by the
//! driver before each round of its deepening ([`Canonical::value_root`]),
//! with as many positions as that round may search (each attempt keeps
//! the control's deadline and memory budget, and later ones half the
//! search's own time: `ROOT_SHARE`, and two minutes in all: `ROOT_TIME`):
//! the search then never spends much more than the canonical-form route
//! would (about three times at most, where that route takes up to two
//! minutes), since it gives the solver half the effort it spends itself. The root's
//! attempts may value [`Settings::canonical_total`] positions in all, or, under a
//! memory budget, as many as the solver's share of it holds (the solver's
//! table keeps what it valued, so only a memory budget makes more safe).
//! Every component valued
//! this way is replaced by its form wherever it stands in a sum
//! ([`Canonical::recall`]), so numbers, nimbers and other forms of the
//! root are added, not searched.

use super::component::Shared;
use super::Settings;
use crate::control::{Control, Stop};
use crate::value::{Game, Player};
use rustc_hash::FxHashMap;
use std::time::{Duration, Instant};

const MEMO_SLOTS: usize = 1 << 16;
/// Positions the solver values between two looks at the process's memory.
const CHECK_EVERY: u64 = 20_000;
/// The search's time is at least this many times what the attempts on
/// components that came to nothing took (a 3×6 Clobber board: 1.9 s
/// without attempts, 3.6 s with a share of 1, 13 s unchecked).
const WASTE_SHARE: u32 = 4;
/// The root's later attempts may take the search's own time divided by
/// this (measured on linear Clobber, one thread, CPU: (xo)^28 16.4 s at
/// 1, 9.7 s at 2, 7.3 s at 4, the search's 2.77 M positions the same).
/// At 2 the outcome search takes about three times the canonical route's
/// time at most where that route finds the value, instead of about twice
/// at 1; where it does not, a third of the time, not half, goes to the
/// attempts.
const ROOT_SHARE: u32 = 2;
/// The root's later attempts stop once its attempts have taken this long
/// in all. A root whose canonical form takes longer is out of the
/// canonical route's reach for anyone waiting on it, and a long search
/// would otherwise give a third of its time to attempts that come to
/// nothing, on one thread while the others wait (Domineering 9×9: 20 of
/// the first 60 minutes, the process growing to 15 GB).
const ROOT_TIME: Duration = Duration::from_secs(120);
/// Marks a component found too big (in the memo's value field).
const TOO_BIG: u32 = u32::MAX;

#[derive(Clone, Copy)]
struct Share {
    room: u64,
    bytes: u64,
}

pub(crate) struct Canonical {
    moves: usize,
    /// The limit on options for components with move-count bounds.
    bounded_moves: usize,
    /// Look components up in the solver's table whatever their size.
    known: bool,
    budget: u64,
    /// Positions the solver may still value in this search.
    left: u64,
    /// Bytes of the search's own table (its pages are touched later).
    table_bytes: u64,
    /// The memory room when the search started and the share of it the
    /// solver may take, if the control has a memory budget.
    share: Option<Share>,
    /// Positions valued since the last look at the memory.
    since_check: u64,
    /// (key, game id + 1 or TOO_BIG); a zero value is an empty slot.
    memo: Vec<(u64, u32)>,
    /// Positions the solver may still value for the root's components:
    /// [`Settings::canonical_total`] without a memory budget, else as many
    /// as the solver's share of the memory allows.
    root_left: u64,
    /// The root's components by key: the form found, or the largest
    /// budget of positions tried in vain ([`Canonical::value_root`]).
    roots: FxHashMap<u64, Result<Game, u64>>,
    /// What the solver's attempts took, beside the search's own time.
    clock: Clock,
}

/// The time the solver took since the search started, beside the search's
/// own: attempts that may come to nothing are held to the search's time
/// (measured, since a solver position can cost from a few to thousands of
/// search positions' time: one of a 2×10 Clobber board's options against
/// one of a linear Clobber strip's).
struct Clock {
    started: Instant,
    /// Every attempt of the solver.
    solving: Duration,
    /// The attempts on components made by moves that ended without a form.
    wasted: Duration,
    /// The attempts on the root's components, and the positions they valued.
    root: Duration,
    root_positions: u64,
    /// Nanoseconds per position of the root's latest attempt.
    latest_rate: u128,
}

impl Clock {
    fn new() -> Clock {
        Clock {
            started: Instant::now(),
            solving: Duration::ZERO,
            wasted: Duration::ZERO,
            root: Duration::ZERO,
            root_positions: 0,
            latest_rate: 0,
        }
    }

    /// The time the search took, less the solver's.
    fn searching(&self) -> Duration {
        self.started.elapsed().saturating_sub(self.solving)
    }

    /// The positions a root component's later attempt may value (its
    /// first gets the round's whole budget), of `budget`: the search's
    /// first attempt all of them; later ones as many as fit, at the rate
    /// measured so far, in the time the search has taken divided by
    /// `ROOT_SHARE`, less what the root's attempts took, and nothing once
    /// they took `ROOT_TIME` in all. So the outcome search takes about
    /// three times the canonical route's time at most when that route
    /// finds the value within `ROOT_TIME`, and about 1.5 times the plain
    /// search's when the search decides first (less on long searches).
    ///
    /// The rate is the slower of the average and the latest attempt's: a
    /// solver position costs more as the forms it builds grow (a strip of
    /// linear Clobber), so the average alone lets an attempt overrun
    /// (Clobber (xo)^28, one thread, a share of 1: 18.7 s of CPU with the
    /// average, 16.4 s with the latest; loaded machine).
    fn root_allowance(&self, budget: u64) -> u64 {
        if self.root_positions == 0 {
            return budget;
        }
        let share = (self.searching() / ROOT_SHARE).min(ROOT_TIME);
        let left = share.saturating_sub(self.root);
        let average = self.root.as_nanos() / u128::from(self.root_positions);
        let per_position = average.max(self.latest_rate).max(1);
        u64::try_from(left.as_nanos() / per_position).map_or(budget, |n| n.min(budget))
    }
}

impl Canonical {
    pub fn new(settings: &Settings) -> Canonical {
        Canonical {
            moves: settings.canonical_moves,
            bounded_moves: if settings.move_bounds {
                settings.bounded_canonical_moves
            } else {
                usize::MAX
            },
            known: settings.known_forms,
            budget: settings.canonical_budget,
            left: settings.canonical_total,
            table_bytes: settings.table_bytes as u64,
            share: None,
            since_check: 0,
            memo: vec![(0, 0); MEMO_SLOTS],
            roots: FxHashMap::default(),
            root_left: settings.canonical_total,
            clock: Clock::new(),
        }
    }

    /// Starts a search under `control`: the solver's share of memory is
    /// half the room its budget leaves, less the search's table.
    pub fn start(&mut self, control: &Control) {
        self.share = control.memory_room().map(|room| Share {
            room,
            bytes: room.saturating_sub(self.table_bytes) / 2,
        });
        if self.share.is_some() {
            self.root_left = u64::MAX;
        }
        self.since_check = 0;
        self.clock = Clock::new();
    }

    /// True once the process has grown past the solver's share since the
    /// search started (looked at every [`CHECK_EVERY`] positions).
    fn over_share(&mut self, control: &Control) -> bool {
        let Some(share) = self.share else {
            return false;
        };
        if share.bytes == 0 {
            return true;
        }
        if self.since_check < CHECK_EVERY {
            return false;
        }
        self.since_check = 0;
        let room = control.memory_room().unwrap_or(share.room);
        share.room.saturating_sub(room) > share.bytes
    }

    /// The value of `part` if it is known without the solver: by its
    /// ruleset's formula, or found for the root by [`Canonical::value_root`].
    pub fn recall(&self, part: &Shared) -> Option<Game> {
        match self.roots.get(&part.key()) {
            Some(Ok(value)) => Some(*value),
            Some(Err(_)) => None,
            None => part.known_value(),
        }
    }

    /// Values the root's component `part` with up to `budget` positions of
    /// the solver (whatever its number of options), unless a budget as
    /// large was tried already or the solver's memory is spent; what is
    /// found, [`Canonical::recall`] and [`Canonical::value`] give from then
    /// on. The positions count on `control`, which is looked at again
    /// when the attempt ends (the attempt runs under its own budget).
    pub fn value_root(
        &mut self,
        part: &Shared,
        budget: u64,
        control: &Control,
    ) -> Result<(), Stop> {
        let key = part.key();
        let tried = match self.roots.get(&key) {
            Some(Ok(_)) => return Ok(()),
            Some(Err(tried)) => *tried,
            None => 0,
        };
        if tried >= budget {
            return Ok(());
        }
        if let Some(value) = part.known_value() {
            self.roots.insert(key, Ok(value));
            return Ok(());
        }
        // A component's first attempt gets the round's budget whatever
        // the search has taken: every component of the root is tried in
        // the first round, so sums of many small parts are valued (and
        // added: `by_forms.rs`) at once. It costs at most what the
        // canonical route would spend on a component it cannot value
        // within that budget.
        // A nim value by mex costs little per position, and a big
        // impartial strip that splits at every move (impartial Clobber
        // (xo)^150: 2 364 components) is valued at once with the budget
        // of one component, where the search would not decide it.
        let first = if part.valued_by_mex() {
            budget.max(self.budget)
        } else {
            budget
        };
        let budget = if tried == 0 {
            first.min(self.root_left)
        } else {
            let budget = budget.min(self.root_left);
            self.clock.root_allowance(budget)
        };
        if budget <= tried || self.over_share(control) {
            return Ok(());
        }
        let attempt = control.part(budget);
        let started = Instant::now();
        let found = part.value_with(&attempt);
        let spent = attempt.done().min(budget);
        let took = started.elapsed();
        self.clock.solving += took;
        self.clock.root += took;
        self.clock.root_positions += spent;
        self.clock.latest_rate = took.as_nanos() / u128::from(spent.max(1));
        self.root_left -= spent;
        self.since_check += spent;
        self.roots.insert(key, found.map_err(|_| budget));
        control.advance(spent)
    }

    /// Takes what `other` found of the root's components (another
    /// thread's searcher, which valued them).
    pub fn adopt_roots(&mut self, other: &Canonical) {
        self.roots.clone_from(&other.roots);
    }

    /// The value of `part`, if it is small enough for the solver (or known
    /// without it: see [`Canonical::recall`]).
    pub fn value(&mut self, part: &Shared, control: &Control) -> Result<Option<Game>, Stop> {
        if let Some(value) = self.recall(part) {
            return Ok(Some(value));
        }
        let key = part.key();
        let slot = (key as usize) & (MEMO_SLOTS - 1);
        match self.memo[slot] {
            (k, TOO_BIG) if k == key => return Ok(None),
            (k, v) if k == key && v != 0 => return Ok(Some(Game(v - 1))),
            _ => {}
        }
        if let Some(known) = self.known.then(|| part.known()).flatten() {
            // In the solver's table already (an endgame database), however
            // many options it has.
            self.memo[slot] = (key, known.id() + 1);
            return Ok(Some(known));
        }
        if self.clock.wasted * WASTE_SHARE > self.clock.searching() {
            // The attempts that came to nothing took more than their
            // share of the search's time: search this one (it is tried
            // again later, once the search has caught up).
            return Ok(None);
        }
        let moves = part.option_count();
        if self.left > 0 && self.over_share(control) {
            // The solver's memory is spent: no new canonical forms.
            self.left = 0;
        }
        let limit = if part.move_bounds(Player::Left).is_some() {
            self.moves.min(self.bounded_moves)
        } else {
            self.moves
        };
        let found = if moves > limit || self.left == 0 {
            None
        } else {
            let budget = self.budget.min(self.left);
            let attempt = Control::new(Some(budget), None);
            let started = Instant::now();
            let found = part.value_with(&attempt);
            let took = started.elapsed();
            self.clock.solving += took;
            if found.is_err() {
                self.clock.wasted += took;
            }
            let spent = attempt.done().min(budget);
            self.left -= spent;
            self.since_check += spent;
            control.advance(spent)?;
            found.ok()
        };
        self.memo[slot] = (key, found.map_or(TOO_BIG, |g| g.id() + 1));
        Ok(found)
    }
}
