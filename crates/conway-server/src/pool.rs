//! The bounded pool of workers: at most `workers` computations at once,
//! at most `queue` more requests waiting for one (then 503), every
//! computation under its own [`Control`] (the request timeout and the
//! memory budget), registered under the page's job name so that the Stop
//! button can cancel it, and cancelled when the request is dropped (the
//! tab was closed, the connection lost).

use crate::failure::Failure;
use conway::control::{Budget, Control};
use std::collections::HashMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{oneshot, OwnedSemaphorePermit, Semaphore};

/// Work handed to a thread: the pool's blocking threads or a worksheet's
/// own thread.
pub type Task = Box<dyn FnOnce() + Send + 'static>;

/// The pool's limits and counters.
pub struct Pool {
    workers: usize,
    queue: usize,
    /// One permit per computation running.
    running: Arc<Semaphore>,
    /// One permit per request admitted (running or waiting).
    admitted: Arc<Semaphore>,
    budget: Budget,
    jobs: Mutex<HashMap<String, Arc<Control>>>,
    counters: Arc<Counters>,
}

/// What the pool has done, for `/api/status`.
#[derive(Default)]
pub struct Counters {
    /// Computations finished (or stopped).
    pub finished: AtomicU64,
    /// Computations cancelled (Stop, or the request dropped).
    pub cancelled: AtomicU64,
    /// Requests refused with 503.
    pub refused: AtomicU64,
    /// Panics caught.
    pub panics: AtomicU64,
}

/// Cancels the control of a request that goes away before its answer.
struct CancelOnDrop {
    control: Arc<Control>,
    armed: bool,
    counters: Arc<Counters>,
}

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        if self.armed {
            self.control.cancel();
            self.counters.cancelled.fetch_add(1, Ordering::Relaxed);
        }
    }
}

impl Pool {
    /// A pool of `workers` computations at once with `queue` more waiting,
    /// each under `budget`.
    pub fn new(workers: usize, queue: usize, budget: Budget) -> Pool {
        let workers = workers.max(1);
        Pool {
            workers,
            queue,
            running: Arc::new(Semaphore::new(workers)),
            admitted: Arc::new(Semaphore::new(workers + queue)),
            budget,
            jobs: Mutex::new(HashMap::new()),
            counters: Arc::default(),
        }
    }

    /// The time limit of each computation.
    pub fn timeout(&self) -> Duration {
        self.budget.timeout.unwrap_or(Duration::MAX)
    }

    /// The counters.
    pub fn counters(&self) -> &Counters {
        &self.counters
    }

    /// How many computations are running and how many requests wait.
    pub fn load(&self) -> (usize, usize) {
        let admitted = self.workers + self.queue - self.admitted.available_permits();
        let running = self.workers - self.running.available_permits();
        (running, admitted.saturating_sub(running))
    }

    /// Cancels the computation the page named `job`; false when none runs.
    pub fn cancel(&self, job: &str) -> bool {
        let control = self.lock_jobs().get(job).cloned();
        control.map(|c| c.cancel()).is_some()
    }

    /// The control of the computation the page named `job`, while it runs
    /// (its counters are the progress line's).
    pub fn progress(&self, job: &str) -> Option<Arc<Control>> {
        self.lock_jobs().get(job).cloned()
    }

    fn lock_jobs(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Control>>> {
        self.jobs.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs `work` under a fresh control on a thread `spawn` provides,
    /// once a worker is free: 503 when the queue is full, 500 when the
    /// work panics. Dropping the returned future (the request went away)
    /// cancels the control; the worker stays taken until the work has
    /// seen the cancellation and returned.
    pub async fn run<T: Send + 'static>(
        &self,
        job: Option<&str>,
        spawn: impl FnOnce(Task) -> Result<(), Failure>,
        work: impl FnOnce(&Control) -> T + Send + 'static,
    ) -> Result<T, Failure> {
        let Ok(admitted) = self.admitted.clone().try_acquire_owned() else {
            self.counters.refused.fetch_add(1, Ordering::Relaxed);
            return Err(Failure::Busy(self.queue));
        };
        let permit = self
            .running
            .clone()
            .acquire_owned()
            .await
            .map_err(|_| Failure::Internal("the worker pool is closed".into()))?;
        let control = Control::with_budget(self.budget);
        let job = job.map(str::to_string);
        if let Some(name) = &job {
            self.lock_jobs().insert(name.clone(), control.clone());
        }
        let mut guard = CancelOnDrop {
            control: control.clone(),
            armed: true,
            counters: self.counters.clone(),
        };
        let (send, receive) = oneshot::channel();
        let counters = self.counters.clone();
        let task: Task = Box::new(move || {
            let _held: (OwnedSemaphorePermit, OwnedSemaphorePermit) = (admitted, permit);
            let result = catch_unwind(AssertUnwindSafe(|| work(&control)));
            counters.finished.fetch_add(1, Ordering::Relaxed);
            let _ = send.send(result);
        });
        let spawned = spawn(task);
        let answer = match spawned {
            Ok(()) => receive.await,
            Err(e) => {
                self.forget(job.as_deref(), &guard.control);
                guard.armed = false;
                return Err(e);
            }
        };
        guard.armed = false;
        self.forget(job.as_deref(), &guard.control);
        match answer {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(panic)) => {
                self.counters.panics.fetch_add(1, Ordering::Relaxed);
                let what = panic_message(panic.as_ref());
                eprintln!("conway serve: a computation panicked: {what}");
                Err(Failure::Internal(format!(
                    "internal error: the computation panicked ({what}); the server goes on"
                )))
            }
            Err(_) => Err(Failure::Internal(
                "internal error: the worker was lost; the server goes on".into(),
            )),
        }
    }

    /// Unregisters `job` if it still names `control`.
    fn forget(&self, job: Option<&str>, control: &Arc<Control>) {
        if let Some(name) = job {
            let mut jobs = self.lock_jobs();
            if jobs.get(name).is_some_and(|c| Arc::ptr_eq(c, control)) {
                jobs.remove(name);
            }
        }
    }
}

/// Runs a task on tokio's blocking threads.
pub fn blocking(task: Task) -> Result<(), Failure> {
    tokio::task::spawn_blocking(task);
    Ok(())
}

/// What a panic said, if it said it in text.
pub fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = panic.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = panic.downcast_ref::<String>() {
        s.clone()
    } else {
        "no message".to_string()
    }
}
