//! `max_positions=` and `timeout=`, the GIL and Ctrl-C for every search.
//!
//! A search runs on a worker thread without the GIL, under a
//! [`Control`] made from the limits. The calling thread waits for it
//! without the GIL too, waking every 50 ms to let Python run its signal
//! handlers: when one raises (Ctrl-C's `KeyboardInterrupt`, in a script or
//! a notebook), the control is cancelled, the search stops at its next
//! tick, and the exception is raised. A stop by a limit becomes
//! `conway.Stopped`, carrying what the caller says was computed.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{mpsc, Arc};
use std::time::Duration;

use conway::control::{Control, Stop};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;

use crate::errors::Stopped;

/// How often the waiting thread looks for pending signals.
const POLL: Duration = Duration::from_millis(50);

/// The worker's stack: the solvers iterate, but a user's deep game (and
/// the value algebra's recursion on deep forms) should not find a small
/// default stack.
const STACK_BYTES: usize = 256 << 20;

/// The limits of one call, as given by the keywords.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    max_positions: Option<u64>,
    timeout: Option<Duration>,
}

impl Limits {
    /// Checks the keywords: `max_positions` at least 0 (0 means no limit,
    /// as on the command line), `timeout` a finite number of seconds >= 0.
    pub fn new(max_positions: Option<u64>, timeout: Option<f64>) -> PyResult<Limits> {
        let timeout = match timeout {
            None => None,
            Some(t) if t.is_finite() && t >= 0.0 => Some(Duration::from_secs_f64(t)),
            Some(t) => {
                return Err(PyValueError::new_err(format!(
                    "timeout must be a finite number of seconds >= 0, not {t}"
                )))
            }
        };
        Ok(Limits {
            max_positions: max_positions.filter(|&n| n > 0),
            timeout,
        })
    }

    pub(crate) fn control(&self) -> Arc<Control> {
        Control::new(self.max_positions, self.timeout)
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

/// The `conway.Stopped` exception for a stop, with its attributes.
pub fn stopped(
    py: Python<'_>,
    stop: Stop,
    positions: u64,
    seconds: f64,
    partial: PyObject,
) -> PyErr {
    let reason = match stop {
        Stop::Positions(_) => "max_positions",
        Stop::Timeout(_) => "timeout",
        Stop::Interrupted => "interrupted",
        Stop::Memory(_) => "max_memory",
    };
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

fn panic_message(panic: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = panic.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = panic.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic".to_string()
    }
}
