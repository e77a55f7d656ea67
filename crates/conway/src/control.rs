//! Bounding and watching long computations.
//!
//! A [`Control`] is shared between a computation and whoever runs it. The
//! computation counts its work with [`Control::tick`] and stops with a
//! [`Stop`] when a limit is reached: a number of positions, a deadline, or a
//! cancellation from outside (Ctrl-C). The runner reads the counters to draw
//! progress. The library itself never prints; the command line turns the
//! counters into a progress bar and a `Stop` into a message and exit code.

use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Why a computation stopped before finishing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The position budget (`--max-positions`) was used up.
    Positions(u64),
    /// The time limit (`--timeout`) passed.
    Timeout(Duration),
    /// Someone cancelled the computation (for example with Ctrl-C).
    Interrupted,
}

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stop::Positions(n) => write!(f, "stopped after the limit of {n} positions"),
            Stop::Timeout(d) => write!(f, "stopped after the time limit of {}s", d.as_secs_f64()),
            Stop::Interrupted => write!(f, "interrupted"),
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
    started: Instant,
    cancelled: AtomicBool,
}

/// How many ticks pass between two looks at the clock.
const CLOCK_EVERY: u64 = 1024;

impl Control {
    /// A control with an optional position budget and time limit.
    pub fn new(max_positions: Option<u64>, timeout: Option<Duration>) -> Arc<Control> {
        Arc::new(Control {
            done: AtomicU64::new(0),
            total: AtomicU64::new(0),
            max_positions: max_positions.unwrap_or(u64::MAX),
            timeout,
            started: Instant::now(),
            cancelled: AtomicBool::new(false),
        })
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
        } else if self.cancelled.load(Ordering::Relaxed) {
            Err(Stop::Interrupted)
        } else {
            Ok(())
        }
    }

    /// Checks cancellation and the clock without counting work.
    pub fn check(&self) -> Result<(), Stop> {
        if self.cancelled.load(Ordering::Relaxed) {
            return Err(Stop::Interrupted);
        }
        match self.timeout {
            Some(t) if self.started.elapsed() > t => Err(Stop::Timeout(t)),
            _ => Ok(()),
        }
    }

    /// Asks the computation to stop at its next tick.
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
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
    fn totals_are_optional() {
        let c = Control::unlimited();
        assert_eq!(c.total(), None);
        c.set_total(10);
        assert_eq!(c.total(), Some(10));
    }
}
