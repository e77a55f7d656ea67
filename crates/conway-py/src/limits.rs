//! `max_positions=` and `timeout=`, the GIL and Ctrl-C for every search.
//!
//! A search runs on a worker thread without the GIL, under a
//! [`Control`] made from the limits. The calling thread waits for it
//! without the GIL too, waking every 50 ms to let Python run its signal
//! handlers: when one raises (Ctrl-C's `KeyboardInterrupt`, in a script or
//! a notebook), the control is cancelled, the search stops at its next
//! tick, and the exception is raised. A stop by a limit becomes
//! `conway.Stopped`, carrying what the caller says was computed.
//!
//! The value algebra (`Game` arithmetic, comparisons, thermographs,
//! printing) runs through [`bounded`]: first inline under a [`watch`] with
//! a small budget, so that small operations cost no thread hand-off, and
//! only when that budget runs out again on the worker, as a search.
//! `with conway.limits(...)` sets this thread's default limits
//! ([`PyLimits`]), which every operation inside it obeys; explicit
//! keywords on a search override them.

use std::cell::Cell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{mpsc, Arc, Mutex, Once, Weak};
use std::time::Duration;

use conway::control::{watch, Budget, Control, Stop};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::arguments::{self, Count};
use crate::errors::Stopped;

/// How often the waiting thread looks for pending signals.
const POLL: Duration = Duration::from_millis(50);

/// The worker's stack: the solvers iterate, but a user's deep game (and
/// the value algebra's recursion on deep forms) should not find a small
/// default stack.
const STACK_BYTES: usize = 256 << 20;

/// How many units of work (canonical forms built, nodes printed) an
/// operation of the value algebra may do inline, with the GIL held and no
/// signal handling, before it moves to the worker thread. Small enough
/// that Ctrl-C waits at most a few milliseconds for it.
const INLINE_BUDGET: u64 = 10_000;

/// How often the inline watcher looks at the inline tries: a try still
/// running at its second look is moved to the worker.
const INLINE_WATCH: Duration = Duration::from_millis(20);

/// An inline try, as the watcher knows it.
struct InlineTry {
    control: Weak<Control>,
    /// Seen by the watcher once already.
    seen: bool,
}

/// The inline tries running now, on any thread.
static INLINE_TRIES: Mutex<Vec<InlineTry>> = Mutex::new(Vec::new());

/// Starts (once) the thread that cancels inline tries running longer than
/// one to two [`INLINE_WATCH`] periods: work that builds few forms but
/// compares many (a comparison of two big values counts nothing) cannot
/// keep the GIL for long either.
fn watch_inline_tries() {
    static STARTED: Once = Once::new();
    STARTED.call_once(|| {
        let _ = std::thread::Builder::new()
            .name("conway-inline-watch".into())
            .spawn(|| loop {
                std::thread::sleep(INLINE_WATCH);
                let mut tries = INLINE_TRIES.lock().unwrap_or_else(|e| e.into_inner());
                tries.retain(|t| t.control.strong_count() > 0);
                for t in tries.iter_mut() {
                    match t.control.upgrade() {
                        Some(control) if t.seen => control.cancel(),
                        _ => t.seen = true,
                    }
                }
            });
    });
}

/// Runs `work` inline under `control`, which the inline watcher cancels
/// when the work takes too long.
fn inline_try<T>(control: &Arc<Control>, work: impl FnOnce() -> T) -> Result<T, Stop> {
    watch_inline_tries();
    let entry = InlineTry {
        control: Arc::downgrade(control),
        seen: false,
    };
    INLINE_TRIES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(entry);
    let result = watch(control, work);
    INLINE_TRIES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .retain(|t| !std::ptr::eq(t.control.as_ptr(), Arc::as_ptr(control)));
    result
}

/// The limits of one call, as given by the keywords.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    max_positions: Option<u64>,
    timeout: Option<Duration>,
    /// Bytes of resident memory: `None` for the default budget
    /// ([`conway::control::default_memory_budget`]), `Some(0)` for none.
    max_memory: Option<u64>,
}

thread_local! {
    /// This thread's default limits, set by `with conway.limits(...)`.
    static DEFAULTS: Cell<Limits> = const {
        Cell::new(Limits { max_positions: None, timeout: None, max_memory: None })
    };
}

/// The limits in force on this thread (those of the innermost
/// `with conway.limits(...)`, or none).
pub fn current() -> Limits {
    DEFAULTS.with(Cell::get)
}

impl Limits {
    /// Checks the keywords: `max_positions` at least 0 (0 means no limit,
    /// as on the command line), `timeout` a finite number of seconds >= 0.
    /// A keyword not given (None) keeps the limit in force on this thread
    /// (`with conway.limits(...)`).
    pub fn new(max_positions: Option<Count>, timeout: Option<f64>) -> PyResult<Limits> {
        Limits::checked(
            arguments::optional(max_positions, "max_positions")?,
            timeout,
        )
    }

    /// [`Limits::new`] with `max_positions` already read.
    fn checked(max_positions: Option<u64>, timeout: Option<f64>) -> PyResult<Limits> {
        let defaults = current();
        let timeout = match timeout {
            None => defaults.timeout,
            Some(t) if t.is_finite() && t >= 0.0 => Some(Duration::from_secs_f64(t)),
            Some(t) => {
                return Err(PyValueError::new_err(format!(
                    "timeout must be a finite number of seconds >= 0, not {t}"
                )))
            }
        };
        Ok(Limits {
            max_positions: match max_positions {
                None => defaults.max_positions,
                Some(n) => Some(n).filter(|&n| n > 0),
            },
            timeout,
            max_memory: defaults.max_memory,
        })
    }

    /// These limits with a memory budget in bytes (0: none), or the one in
    /// force on this thread when `max_memory` is `None`.
    fn with_memory(self, max_memory: Option<u64>) -> Limits {
        Limits {
            max_memory: max_memory.or(self.max_memory),
            ..self
        }
    }

    pub(crate) fn control(&self) -> Arc<Control> {
        let memory = match self.max_memory {
            None => Some(conway::control::default_memory_budget()),
            Some(0) => None,
            Some(bytes) => Some(bytes),
        };
        Control::with_budget(Budget {
            positions: self.max_positions,
            timeout: self.timeout,
            memory,
        })
    }
}

/// What a finished (or stopped) search gives back.
pub struct Finished<T> {
    /// The result, or the limit that stopped it.
    pub result: Result<T, Stop>,
    /// Positions examined.
    pub positions: u64,
    /// Seconds taken.
    pub seconds: f64,
}

impl<T> Finished<T> {
    /// The result, or `conway.Stopped` with `partial` (what was computed).
    pub fn or_stopped(self, py: Python<'_>, partial: impl FnOnce() -> PyObject) -> PyResult<T> {
        match self.result {
            Ok(v) => Ok(v),
            Err(stop) => Err(stopped(py, stop, self.positions, self.seconds, partial())),
        }
    }
}

/// The name of the limit that made `stop`, as `conway.Stopped.reason` gives it.
pub fn reason(stop: Stop) -> &'static str {
    match stop {
        Stop::Positions(_) => "max_positions",
        Stop::Timeout(_) => "timeout",
        Stop::Interrupted => "interrupted",
        Stop::Memory(_) => "max_memory",
    }
}

/// The `conway.Stopped` exception for a stop, with its attributes.
pub fn stopped(
    py: Python<'_>,
    stop: Stop,
    positions: u64,
    seconds: f64,
    partial: PyObject,
) -> PyErr {
    let reason = reason(stop);
    let err = Stopped::new_err(format!("{stop} ({positions} positions, {seconds:.3}s)"));
    let value = err.value(py);
    let _ = value.setattr("reason", reason);
    let _ = value.setattr("positions", positions);
    let _ = value.setattr("seconds", seconds);
    let _ = value.setattr("partial", partial);
    err
}

/// Runs `work` under the limits on a worker thread, without the GIL,
/// cancelling it when a Python signal handler raises (the exception is
/// returned as the `Err`). A panic in the work becomes a `RuntimeError`.
pub fn run<T, F>(py: Python<'_>, limits: Limits, work: F) -> PyResult<Finished<T>>
where
    T: Send,
    F: FnOnce(&Control) -> Result<T, Stop> + Send,
{
    let control = limits.control();
    let worker_control = Arc::clone(&control);
    let (done_tx, done_rx) = mpsc::channel::<()>();
    std::thread::scope(|scope| {
        let handle = std::thread::Builder::new()
            .name("conway-search".into())
            .stack_size(STACK_BYTES)
            .spawn_scoped(scope, move || {
                let result = catch_unwind(AssertUnwindSafe(|| work(&worker_control)));
                let _ = done_tx.send(());
                result
            })
            .map_err(|e| PyRuntimeError::new_err(format!("cannot start a search thread: {e}")))?;
        let mut signal = None;
        let mut done_rx = done_rx;
        loop {
            let (finished, rx) = py.allow_threads(move || {
                let finished = match done_rx.recv_timeout(POLL) {
                    Err(mpsc::RecvTimeoutError::Timeout) => false,
                    Ok(()) | Err(mpsc::RecvTimeoutError::Disconnected) => true,
                };
                (finished, done_rx)
            });
            done_rx = rx;
            if finished {
                break;
            }
            if signal.is_none() {
                if let Err(e) = py.check_signals() {
                    control.cancel();
                    signal = Some(e);
                }
            }
        }
        let joined = py.allow_threads(|| handle.join());
        if let Some(e) = signal {
            return Err(e);
        }
        match joined {
            Ok(Ok(result)) => Ok(Finished {
                result,
                positions: control.done(),
                seconds: control.elapsed().as_secs_f64(),
            }),
            Ok(Err(panic)) | Err(panic) => Err(PyRuntimeError::new_err(format!(
                "internal error in conway: {}",
                panic_message(&panic)
            ))),
        }
    })
}

/// Runs an operation of the value algebra under the limits in force on
/// this thread, with Ctrl-C working: inline under a [`watch`] with a
/// budget of [`INLINE_BUDGET`] units and some 20–40 ms, and if that is
/// not enough, again on the worker thread without the GIL (see [`run`]),
/// where the memo tables already hold what the inline try finished. A stop by a limit is
/// `conway.Stopped` (with `partial` None), Ctrl-C `KeyboardInterrupt`.
pub fn bounded<T, F>(py: Python<'_>, work: F) -> PyResult<T>
where
    T: Send,
    F: Fn() -> T + Send + Sync,
{
    let limits = current();
    let user_budget = limits.max_positions.unwrap_or(u64::MAX);
    let inline = Control::new(Some(user_budget.min(INLINE_BUDGET)), None);
    match inline_try(&inline, &work) {
        Ok(v) => return Ok(v),
        // Too long for the inline try (only the watcher cancels it).
        Err(Stop::Interrupted) => {}
        Err(Stop::Positions(_)) if user_budget > INLINE_BUDGET => {}
        Err(stop) => {
            let seconds = inline.elapsed().as_secs_f64();
            return Err(stopped(py, stop, inline.done(), seconds, py.None()));
        }
    }
    if limits.timeout.is_some_and(|t| inline.elapsed() > t) {
        let (stop, seconds) = (
            Stop::Timeout(limits.timeout.unwrap_or_default()),
            inline.elapsed(),
        );
        return Err(stopped(
            py,
            stop,
            inline.done(),
            seconds.as_secs_f64(),
            py.None(),
        ));
    }
    // The worker's control counts the inline work, and its clock what is
    // left of the timeout.
    let spent = inline.done().min(INLINE_BUDGET);
    let rest = Limits {
        timeout: limits.timeout.map(|t| t.saturating_sub(inline.elapsed())),
        ..limits
    };
    run(py, rest, |control| {
        control.advance(spent)?;
        watch(control, &work)
    })?
    .or_stopped(py, || py.None())
}

/// `conway.limits`: the context manager of default limits.
///
/// Bounds every operation inside the ``with`` block on this thread:
/// ``Game`` arithmetic, comparisons and analyses (``thermograph()``,
/// ``cool``, ``temperature``, printing, ...) and the searches, each
/// operation on its own (``max_positions`` units of work, ``timeout``
/// seconds). An operation stopped by a limit raises ``conway.Stopped``.
/// Keywords given to a search override the block's limits; a nested block
/// keeps the outer limits it does not set. ``max_positions=0`` means no
/// limit. ``max_memory`` is a budget of resident memory in bytes for the
/// whole process (by default 3/4 of what it held plus what the machine had
/// available, as on the command line; ``0`` means none), so that a search
/// stops with ``conway.Stopped`` (``reason`` ``"max_memory"``) before the
/// machine runs out; it bounds searches and the operations that go on past
/// the inline try.
///
/// >>> import conway
/// >>> switches = [conway.Game(f"+-{k}") for k in range(1, 13)]
/// >>> with conway.limits(max_positions=1000):
/// ...     try:
/// ...         sum(switches, conway.Game(0))
/// ...     except conway.Stopped as stop:
/// ...         print(stop.reason)
/// max_positions
/// >>> with conway.limits(timeout=10):
/// ...     print(conway.Game("+-1") + conway.Game("+-1"))
/// 0
#[pyclass(module = "conway", name = "limits")]
pub struct PyLimits {
    max_positions: Option<u64>,
    timeout: Option<f64>,
    max_memory: Option<u64>,
    /// The limits in force before each (possibly nested) `__enter__`.
    saved: Vec<Limits>,
}

#[pymethods]
impl PyLimits {
    #[new]
    #[pyo3(signature = (*, timeout = None, max_positions = None, max_memory = None))]
    fn py_new(
        timeout: Option<f64>,
        max_positions: Option<Count>,
        max_memory: Option<Count>,
    ) -> PyResult<PyLimits> {
        let max_positions = arguments::optional(max_positions, "max_positions")?;
        let max_memory = arguments::optional(max_memory, "max_memory")?;
        Limits::checked(max_positions, timeout)?;
        Ok(PyLimits {
            max_positions,
            timeout,
            max_memory,
            saved: Vec::new(),
        })
    }

    fn __enter__(mut slf: PyRefMut<'_, Self>) -> PyResult<PyRefMut<'_, Self>> {
        let limits = Limits::checked(slf.max_positions, slf.timeout)?.with_memory(slf.max_memory);
        slf.saved.push(DEFAULTS.with(|d| d.replace(limits)));
        Ok(slf)
    }

    #[pyo3(signature = (*_exception))]
    fn __exit__(&mut self, _exception: &Bound<'_, PyTuple>) -> bool {
        if let Some(before) = self.saved.pop() {
            DEFAULTS.with(|d| d.set(before));
        }
        false
    }

    fn __repr__(&self) -> String {
        let show = |x: Option<String>| x.unwrap_or_else(|| "None".into());
        format!(
            "conway.limits(timeout={}, max_positions={}, max_memory={})",
            show(self.timeout.map(|t| t.to_string())),
            show(self.max_positions.map(|n| n.to_string())),
            show(self.max_memory.map(|n| n.to_string()))
        )
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyLimits>()
}

fn panic_message(panic: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = panic.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = panic.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic".to_string()
    }
}
