//! The worker threads of the library's parallel work: the partizan
//! solver's components and the impartial sequences' checks.
//!
//! One pool, with a worker per core, serves one computation at a time. A
//! computation that finds it busy (the server answering two requests at
//! once, a Python program with threads, tests side by side) runs on a
//! worker of its own instead of queueing: rayon hands work injected from
//! outside a pool only to a worker with nothing else to do, so a small
//! analysis queued behind a large one would wait for all of the large one,
//! far past its own deadline, with its control never asked.

use rayon::{ThreadPool, ThreadPoolBuilder};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::LazyLock;

/// Stack size of the workers: address space reserved, not memory
/// committed, as for the command line's main thread (the value algebra
/// recurses once per level of a game tree).
const WORKER_STACK_BYTES: usize = 1 << 28;

/// The shared pool, built on first use with one worker per core.
static SHARED: LazyLock<Option<ThreadPool>> = LazyLock::new(|| pool("conway-worker", None));

/// Whether a computation holds the shared pool.
static SHARED_BUSY: AtomicBool = AtomicBool::new(false);

thread_local! {
    /// This thread's own one-worker pool, for when the shared one is busy.
    /// (Built on this thread's first use.)
    static OWN: Option<ThreadPool> = pool("conway-own-worker", Some(1));
}

fn pool(name: &'static str, threads: Option<usize>) -> Option<ThreadPool> {
    let builder = ThreadPoolBuilder::new()
        .thread_name(move |i| format!("{name}-{i}"))
        .stack_size(WORKER_STACK_BYTES);
    match threads {
        Some(n) => builder.num_threads(n),
        None => builder,
    }
    .build()
    .ok()
}

/// Runs `work` on a pool of workers, so that rayon's parallel iterators
/// and joins inside it share that pool's threads: the shared pool when it
/// is free, else a worker of this thread's own. Work already running on a
/// worker runs in place. If no thread can be started, `work` runs on the
/// calling thread.
pub(crate) fn install<R: Send>(work: impl FnOnce() -> R + Send) -> R {
    if rayon::current_thread_index().is_some() {
        return work();
    }
    if let Some(shared) = SHARED.as_ref() {
        if let Some(_turn) = Turn::take() {
            return shared.install(work);
        }
    }
    OWN.with(|own| match own {
        Some(pool) => pool.install(work),
        None => work(),
    })
}

/// The shared pool held by one computation; released when dropped (also
/// when the work panics).
struct Turn;

impl Turn {
    fn take() -> Option<Turn> {
        SHARED_BUSY
            .compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed)
            .ok()
            .map(|_| Turn)
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        SHARED_BUSY.store(false, Ordering::Release);
    }
}
