//! Bounding and watching long computations.
//!
//! A [`Control`] is shared between a computation and whoever runs it. The
//! computation counts its work with [`Control::tick`] and stops with a
//! [`Stop`] when a limit is reached: a number of positions, a deadline, or a
//! cancellation from outside (Ctrl-C). The runner reads the counters to draw
//! progress. The library itself never prints; the command line turns the
//! counters into a progress bar and a `Stop` into a message and exit code.
//!
//! Searches tick their control explicitly and return `Result<_, Stop>`.
//! The value algebra cannot: a sum or a comparison of two big canonical
//! forms is one call that may build millions of forms, deep inside code
//! that returns plain [`Game`](crate::value::Game)s. [`watch`] covers it:
//! while work runs under `watch(control, …)`, every canonical form built on
//! that thread ticks `control`, and when a tick fails the work is unwound
//! (as rust-analyzer's salsa cancels queries) and `watch` returns the
//! `Stop`. The algebra's tables only ever receive finished results, so an
//! unwound computation leaves them consistent.

use std::cell::RefCell;
use std::fmt;
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};
use std::sync::{Arc, Condvar, Mutex, Once, OnceLock, Weak};
use std::time::{Duration, Instant};

mod memory;
pub(crate) mod workers;
pub(crate) use memory::zeroed_words;
pub use memory::{
    address_space_limit, available_memory, default_memory_budget, peak_memory, resident_memory,
    virtual_memory, HugePageAllocator, FALLBACK_MEMORY_BUDGET,
};

/// Why a computation stopped before finishing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The position budget (`--max-positions`) was used up.
    Positions(u64),
    /// The time limit (`--timeout`) passed.
    Timeout(Duration),
    /// Someone cancelled the computation (for example with Ctrl-C).
    Interrupted,
    /// The process's resident memory passed the budget (`--max-memory`),
    /// in bytes.
    Memory(u64),
}

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stop::Positions(n) => write!(f, "stopped after the limit of {n} positions"),
            Stop::Timeout(d) => write!(f, "stopped after the time limit of {}s", d.as_secs_f64()),
            Stop::Interrupted => write!(f, "interrupted"),
            Stop::Memory(n) => write!(f, "stopped at the memory limit of {n} bytes"),
        }
    }
}

impl std::error::Error for Stop {}

/// Limits, cancellation and progress counters for one computation.
///
/// ```
/// use conway::control::{Control, Stop};
/// let c = Control::new(Some(3), None);
/// assert!(c.tick().is_ok());
/// assert!(c.tick().is_ok());
/// assert!(c.tick().is_ok());
/// assert_eq!(c.tick(), Err(Stop::Positions(3)));
/// assert_eq!(c.done(), 4);
/// ```
#[derive(Debug)]
pub struct Control {
    done: AtomicU64,
    total: AtomicU64,
    max_positions: u64,
    timeout: Option<Duration>,
    max_memory: Option<u64>,
    /// The address-space limit (`ulimit -v`) watched with the memory
    /// budget, if there is one.
    address_limit: Option<u64>,
    started: Instant,
    /// Why the computation must stop, once something outside it decided
    /// so (see [`Alert`]); read at every tick. Shared with the controls
    /// of its parts ([`Control::part`]), so that cancelling the whole
    /// stops the part at once.
    alert: Arc<AtomicU8>,
}

/// The limits of one computation, for [`Control::with_budget`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// Units of work (positions, values) allowed.
    pub positions: Option<u64>,
    /// Wall-clock time allowed.
    pub timeout: Option<Duration>,
    /// Resident memory of the whole process allowed, in bytes (read from
    /// `/proc/self/status`; ignored where that cannot be read). With it, an
    /// address-space limit (`ulimit -v`) is watched too: the computation
    /// stops with [`Stop::Memory`] of that limit once the process's
    /// virtual memory passes 7/8 of it, before an allocation would fail.
    pub memory: Option<u64>,
}

/// What the `alert` of a control says.
#[repr(u8)]
enum Alert {
    None = 0,
    Cancelled = 1,
    Late = 2,
    Memory = 3,
    AddressSpace = 4,
}

/// How many ticks pass between two looks at the clock by the computation
/// itself (the watchdog thread looks more often: see [`WATCHDOG_EVERY`]).
const CLOCK_EVERY: u64 = 256;

/// How often the watchdog of a control with a deadline or a memory budget
/// wakes up to look at the clock and the process's memory.
pub const WATCHDOG_EVERY: Duration = Duration::from_millis(20);

impl Control {
    /// A control with an optional position budget and time limit.
    pub fn new(max_positions: Option<u64>, timeout: Option<Duration>) -> Arc<Control> {
        Control::with_budget(Budget {
            positions: max_positions,
            timeout,
            memory: None,
        })
    }

    /// A control with the limits of `budget`. With a deadline or a memory
    /// budget, the process's watchdog thread (one for all controls) looks
    /// at the clock and at the process's resident memory every
    /// [`WATCHDOG_EVERY`] and raises the alert that the next tick (or
    /// [`Control::poll`]) reports, so a stop is seen promptly however long
    /// each unit of work takes. The watchdog forgets the control soon
    /// after it is dropped.
    ///
    /// ```
    /// use conway::control::{Budget, Control, Stop};
    /// // A budget of one byte: the process is bigger than that.
    /// let c = Control::with_budget(Budget { memory: Some(1), ..Budget::default() });
    /// std::thread::sleep(std::time::Duration::from_millis(100));
    /// if conway::control::resident_memory().is_some() {
    ///     assert!(matches!(c.tick(), Err(Stop::Memory(_))));
    /// }
    /// ```
    pub fn with_budget(budget: Budget) -> Arc<Control> {
        Control::with_alert(budget, Arc::new(AtomicU8::new(Alert::None as u8)))
    }

    /// A control with the limits of `budget` raising and reading `alert`.
    fn with_alert(budget: Budget, alert: Arc<AtomicU8>) -> Arc<Control> {
        let control = Arc::new(Control {
            done: AtomicU64::new(0),
            total: AtomicU64::new(0),
            max_positions: budget.positions.unwrap_or(u64::MAX),
            timeout: budget.timeout,
            max_memory: budget.memory,
            address_limit: budget.memory.and(address_space_limit()),
            started: Instant::now(),
            alert,
        });
        if budget.timeout.is_some() || budget.memory.is_some() {
            watch_over(&control);
        }
        control
    }

    /// A control without limits (it can still be cancelled).
    pub fn unlimited() -> Arc<Control> {
        Control::new(None, None)
    }

    /// Counts one unit of work (a position examined, a value computed) and
    /// reports whether the computation may go on.
    pub fn tick(&self) -> Result<(), Stop> {
        self.advance(1)
    }

    /// Counts `n` units of work at once.
    pub fn advance(&self, n: u64) -> Result<(), Stop> {
        let before = self.done.fetch_add(n, Ordering::Relaxed);
        let now = before.saturating_add(n);
        if now > self.max_positions {
            return Err(Stop::Positions(self.max_positions));
        }
        if before / CLOCK_EVERY != now / CLOCK_EVERY || n >= CLOCK_EVERY {
            self.check()
        } else {
            self.poll()
        }
    }

    /// Reports a stop already decided (cancelled, or found late or too big
    /// by the watchdog) without counting work or reading the clock: one
    /// atomic load, cheap enough for every step of an inner loop.
    pub fn poll(&self) -> Result<(), Stop> {
        match self.alert.load(Ordering::Relaxed) {
            0 => Ok(()),
            _ => self.stop_reason(),
        }
    }

    /// The stop the alert stands for.
    fn stop_reason(&self) -> Result<(), Stop> {
        let alert = self.alert.load(Ordering::Relaxed);
        if alert == Alert::Cancelled as u8 {
            Err(Stop::Interrupted)
        } else if alert == Alert::Late as u8 {
            Err(Stop::Timeout(self.timeout.unwrap_or_default()))
        } else if alert == Alert::Memory as u8 {
            Err(Stop::Memory(self.max_memory.unwrap_or_default()))
        } else if alert == Alert::AddressSpace as u8 {
            Err(Stop::Memory(self.address_limit.unwrap_or_default()))
        } else {
            Ok(())
        }
    }

    /// Raises an alert unless one is raised already (the first reason
    /// stays).
    fn raise(&self, alert: Alert) {
        let _ = self.alert.compare_exchange(
            Alert::None as u8,
            alert as u8,
            Ordering::Relaxed,
            Ordering::Relaxed,
        );
    }

    /// True once the deadline has passed.
    fn is_late(&self) -> bool {
        self.timeout.is_some_and(|t| self.started.elapsed() > t)
    }

    /// The alert for a process past its memory budget (resident memory)
    /// or near its address-space limit, if it is.
    fn memory_alert(&self) -> Option<Alert> {
        let max = self.max_memory?;
        let (resident, virtual_size) = memory::resident_and_virtual()?;
        if resident > max {
            Some(Alert::Memory)
        } else if self
            .address_limit
            .is_some_and(|limit| virtual_size > limit / 8 * 7)
        {
            Some(Alert::AddressSpace)
        } else {
            None
        }
    }

    /// How many more bytes the process may take before this control's
    /// memory budget stops it: the least of the room left under the
    /// resident budget and under the address-space limit's stopping
    /// point. `None` without a memory budget or where memory cannot be
    /// read.
    ///
    /// ```
    /// use conway::control::{Budget, Control};
    /// let c = Control::with_budget(Budget { memory: Some(1 << 40), ..Budget::default() });
    /// if let Some(room) = c.memory_room() {
    ///     assert!(room <= 1 << 40);
    /// }
    /// assert_eq!(Control::unlimited().memory_room(), None);
    /// ```
    pub fn memory_room(&self) -> Option<u64> {
        let max = self.max_memory?;
        let (resident, virtual_size) = memory::resident_and_virtual()?;
        let room = max.saturating_sub(resident);
        Some(match self.address_limit {
            Some(limit) => room.min((limit / 8 * 7).saturating_sub(virtual_size)),
            None => room,
        })
    }

    /// Asks for `n` units of work at once and returns how many the
    /// position budget grants (all `n`, or what was left of it), with the
    /// stop if the budget ran out, the deadline passed or the work was
    /// cancelled: one atomic operation where `n` ticks would take `n`.
    ///
    /// ```
    /// use conway::control::{Control, Stop};
    /// let c = Control::new(Some(10), None);
    /// assert_eq!(c.grant(4), (4, Ok(())));
    /// assert_eq!(c.grant(8), (6, Err(Stop::Positions(10))));
    /// ```
    pub fn grant(&self, n: u64) -> (u64, Result<(), Stop>) {
        let before = self.done.fetch_add(n, Ordering::Relaxed);
        let now = before.saturating_add(n);
        if now > self.max_positions {
            let left = self.max_positions.saturating_sub(before).min(n);
            return (left, Err(Stop::Positions(self.max_positions)));
        }
        (n, self.check())
    }

    /// Checks cancellation and the clock without counting work.
    pub fn check(&self) -> Result<(), Stop> {
        if self.is_late() {
            self.raise(Alert::Late);
        }
        self.poll()
    }

    /// Asks the computation to stop at its next tick.
    pub fn cancel(&self) {
        self.raise(Alert::Cancelled);
    }

    /// The memory budget in bytes, if any.
    pub fn max_memory(&self) -> Option<u64> {
        self.max_memory
    }

    /// Units of work done so far.
    pub fn done(&self) -> u64 {
        self.done.load(Ordering::Relaxed)
    }

    /// Declares how many units of work the whole computation needs, when it
    /// is known (for a progress bar).
    pub fn set_total(&self, total: u64) {
        self.total.store(total, Ordering::Relaxed);
    }

    /// The declared total, if any.
    pub fn total(&self) -> Option<u64> {
        match self.total.load(Ordering::Relaxed) {
            0 => None,
            t => Some(t),
        }
    }

    /// Time since the control was made.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// A control for a part of this computation with its own budget of
    /// `positions`: it keeps this one's deadline, memory budget and
    /// positions (what is left of them), so the part stops at those limits
    /// too, and shares its alert: cancelling this control (a Stop button)
    /// stops the part, and a part found late or too big stops the whole.
    /// Using up the part's own positions stops the part only.
    ///
    /// ```
    /// use conway::control::{Control, Stop};
    /// use std::time::Duration;
    /// let whole = Control::new(None, Some(Duration::from_secs(60)));
    /// let part = whole.part(100);
    /// assert_eq!(part.grant(150).0, 100);
    /// assert_eq!(part.max_memory(), None);
    /// // A part never has more positions than the whole has left.
    /// let small = Control::new(Some(30), None);
    /// small.advance(10).unwrap();
    /// assert_eq!(small.part(100).grant(150).0, 20);
    /// // Cancelling the whole stops the part; the part's budget is its own.
    /// let whole = Control::unlimited();
    /// let part = whole.part(1);
    /// assert_eq!(part.advance(2), Err(Stop::Positions(1)));
    /// assert_eq!(whole.tick(), Ok(()));
    /// whole.cancel();
    /// assert_eq!(whole.part(100).poll(), Err(Stop::Interrupted));
    /// assert_eq!(part.poll(), Err(Stop::Interrupted));
    /// ```
    pub fn part(&self, positions: u64) -> Arc<Control> {
        let left = self.max_positions.saturating_sub(self.done());
        let budget = Budget {
            positions: Some(positions.min(left)),
            timeout: self
                .timeout
                .map(|t| t.saturating_sub(self.started.elapsed())),
            memory: self.max_memory,
        };
        Control::with_alert(budget, self.alert.clone())
    }
}

/// The controls with a deadline or a memory budget that the watchdog
/// looks at, and the signal that wakes it when the first one comes.
struct Watched {
    controls: Mutex<Vec<Weak<Control>>>,
    arrived: Condvar,
}

fn watched() -> &'static Watched {
    static WATCHED: OnceLock<Watched> = OnceLock::new();
    WATCHED.get_or_init(|| Watched {
        controls: Mutex::new(Vec::new()),
        arrived: Condvar::new(),
    })
}

/// Puts `control` under the process's one watchdog thread, started the
/// first time (a thread per control would cost a thread start for every
/// short computation: a worksheet step, a server request). Without the
/// thread the computation still reads the clock itself every
/// [`CLOCK_EVERY`] ticks; only memory goes unwatched.
fn watch_over(control: &Arc<Control>) {
    static STARTED: Once = Once::new();
    STARTED.call_once(|| {
        let _ = std::thread::Builder::new()
            .name("conway-watchdog".into())
            .spawn(watchdog);
    });
    let w = watched();
    let mut controls = w.controls.lock().unwrap_or_else(|p| p.into_inner());
    controls.push(Arc::downgrade(control));
    w.arrived.notify_one();
}

/// The watchdog: every [`WATCHDOG_EVERY`], raises the alert of each
/// watched control whose deadline has passed or whose memory budget the
/// process has outgrown, and forgets the controls that are gone or have
/// stopped; it sleeps while there are none.
fn watchdog() {
    let w = watched();
    loop {
        let live: Vec<Arc<Control>> = {
            let mut controls = w.controls.lock().unwrap_or_else(|p| p.into_inner());
            while controls.is_empty() {
                controls = w.arrived.wait(controls).unwrap_or_else(|p| p.into_inner());
            }
            controls.iter().filter_map(Weak::upgrade).collect()
        };
        std::thread::sleep(WATCHDOG_EVERY);
        for control in &live {
            if control.is_late() {
                control.raise(Alert::Late);
            } else if let Some(alert) = control.memory_alert() {
                control.raise(alert);
            }
        }
        drop(live);
        let mut controls = w.controls.lock().unwrap_or_else(|p| p.into_inner());
        controls.retain(|c| {
            c.upgrade()
                .is_some_and(|c| c.alert.load(Ordering::Relaxed) == Alert::None as u8)
        });
    }
}

/// Runs `work` under a fresh control without limits, which nothing else
/// can reach and so nothing can cancel: the plain, unbounded form of a
/// computation written for a [`Control`].
///
/// ```
/// use conway::control::{unbounded, Control, Stop};
/// fn count(n: u64, c: &Control) -> Result<u64, Stop> {
///     (0..n).try_for_each(|_| c.tick())?;
///     Ok(c.done())
/// }
/// assert_eq!(unbounded(|c| count(1000, c)), 1000);
/// ```
pub fn unbounded<T>(work: impl FnOnce(&Control) -> Result<T, Stop>) -> T {
    match work(&Control::unlimited()) {
        Ok(v) => v,
        Err(stop) => unreachable!("a private control without limits stopped: {stop}"),
    }
}

thread_local! {
    /// The controls watching this thread's work, outermost first. Each is
    /// pushed by a [`watch`] frame that borrows it for the frame's whole
    /// duration and popped before that frame returns.
    static WATCHING: RefCell<Vec<*const Control>> = const { RefCell::new(Vec::new()) };
}

/// The payload that unwinds watched work when a control stops it: the
/// stop, and the address of the control, whose own [`watch`] catches it
/// (watches inside it let it pass).
struct Unwound(Stop, usize);

/// Runs `work` on this thread with the value algebra watched by `control`:
/// each canonical form built (and each node of a value printed) counts as
/// one unit of work, and when the control stops (limit, deadline,
/// cancellation) the work is abandoned and the `Stop` returned. Watches
/// nest: the work counts on every enclosing control, so an inner
/// computation without limits still obeys the outer ones. (Work that rayon
/// hands to other threads is watched there only by the controls that
/// solver passes along.) Work that panics for another reason still panics.
///
/// ```
/// use conway::control::{watch, Control, Stop};
/// use conway::value::notation::parse;
/// // The sum of twelve different switches has a big canonical form.
/// let text = (1..=12).map(|k| format!("+-{k}")).collect::<Vec<_>>().join(" + ");
/// let control = Control::new(Some(100), None);
/// assert_eq!(watch(&control, || parse(&text)).unwrap_err(), Stop::Positions(100));
/// // Without a limit it finishes (and `+-1 + +-1` is 0).
/// assert!(watch(&Control::unlimited(), || parse("+-1 + +-1")).unwrap().is_ok());
/// ```
pub fn watch<T>(control: &Control, work: impl FnOnce() -> T) -> Result<T, Stop> {
    let pointer: *const Control = control;
    let pushed = WATCHING.with(|w| {
        let mut w = w.borrow_mut();
        // Already watching with this control (a solver inside its own
        // analysis): count each unit once.
        let fresh = !w.contains(&pointer);
        if fresh {
            w.push(pointer);
        }
        fresh
    });
    let result = catch_unwind(AssertUnwindSafe(work));
    if pushed {
        WATCHING.with(|w| w.borrow_mut().pop());
    }
    match result {
        Ok(v) => Ok(v),
        Err(payload) => match payload.downcast::<Unwound>() {
            Ok(unwound) if unwound.1 == pointer as usize => Err(unwound.0),
            Ok(unwound) => resume_unwind(unwound),
            Err(other) => resume_unwind(other),
        },
    }
}

/// Counts one unit of work on every control watching this thread, and
/// unwinds the watched work when one of them says stop. Called by the
/// value algebra for each canonical form (or thermograph) it builds.
pub(crate) fn work_point() {
    on_watching(Control::tick);
}

/// Unwinds the watched work if a control watching this thread has been
/// stopped (cancelled, late, too big), without counting work: for inner
/// loops of the value algebra that build nothing (comparisons, domination
/// checks, thermograph walls), so that they too end soon after a stop.
pub(crate) fn poll_point() {
    on_watching(Control::poll);
}

/// Asks every control watching this thread `ask`, and unwinds the watched
/// work at the first that says stop.
fn on_watching(ask: impl Fn(&Control) -> Result<(), Stop>) {
    let stop = WATCHING.with(|w| {
        w.borrow().iter().find_map(|&pointer| {
            // SAFETY: every pointer in WATCHING was pushed by a `watch`
            // frame still running on this thread, which borrows the control
            // until it pops the pointer (see `watch`).
            let control = unsafe { &*pointer };
            ask(control)
                .err()
                .map(|stop| Unwound(stop, pointer as usize))
        })
    });
    if let Some(unwound) = stop {
        resume_unwind(Box::new(unwound));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cancellation_stops_the_next_tick() {
        let c = Control::unlimited();
        assert!(c.tick().is_ok());
        c.cancel();
        assert_eq!(c.tick(), Err(Stop::Interrupted));
        assert_eq!(c.check(), Err(Stop::Interrupted));
    }

    #[test]
    fn the_clock_is_read() {
        let c = Control::new(None, Some(Duration::from_millis(1)));
        std::thread::sleep(Duration::from_millis(5));
        assert!(matches!(c.advance(CLOCK_EVERY), Err(Stop::Timeout(_))));
    }

    #[test]
    fn an_outer_limit_stops_inner_work_without_limits() {
        use crate::value::notation::parse;
        let text = (1..=12)
            .map(|k| format!("+-{k}"))
            .collect::<Vec<_>>()
            .join(" + ");
        let outer = Control::new(Some(100), None);
        let inner_finished = std::cell::Cell::new(false);
        let result = watch(&outer, || {
            // The inner watch has no limits: the outer stop passes through
            // it, and it never sees a stop of its own.
            let inner = watch(&Control::unlimited(), || parse(&text));
            inner_finished.set(true);
            inner
        });
        assert_eq!(result, Err(Stop::Positions(100)));
        assert!(!inner_finished.get());
        // The same control watched twice counts each unit once.
        let once = Control::unlimited();
        watch(&once, || watch(&once, || parse("{1|{2|-2}}")))
            .unwrap()
            .unwrap()
            .unwrap();
        let nested = once.done();
        let single = Control::unlimited();
        watch(&single, || parse("{1|{2|-2}}")).unwrap().unwrap();
        assert!(nested > 0);
        assert_eq!(nested, single.done());
    }

    #[test]
    fn the_watchdog_raises_the_alert_without_ticks() {
        let c = Control::new(None, Some(Duration::from_millis(30)));
        assert_eq!(c.poll(), Ok(()));
        std::thread::sleep(Duration::from_millis(200));
        // No tick has read the clock: the watchdog did.
        assert!(matches!(c.poll(), Err(Stop::Timeout(_))));
        assert_eq!(c.done(), 0);
    }

    #[test]
    fn totals_are_optional() {
        let c = Control::unlimited();
        assert_eq!(c.total(), None);
        c.set_total(10);
        assert_eq!(c.total(), Some(10));
    }
}
