//! Sessions kept in memory: at most `cap` of them (a new one pushes out
//! the one unused longest), each forgotten after `idle` without use.
//! Nothing is written to disk.

use std::collections::HashMap;
use std::hash::{BuildHasher, RandomState};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Sessions of one kind (worksheets, games), by id.
pub struct Sessions<T> {
    entries: Mutex<HashMap<String, Entry<T>>>,
    cap: usize,
    idle: Duration,
}

struct Entry<T> {
    value: Arc<T>,
    used: Instant,
}

impl<T> Sessions<T> {
    /// At most `cap` sessions, each kept `idle` after its last use.
    pub fn new(cap: usize, idle: Duration) -> Sessions<T> {
        Sessions {
            entries: Mutex::new(HashMap::new()),
            cap: cap.max(1),
            idle,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Entry<T>>> {
        self.entries.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The session `id`, if it is still kept (its idle time starts again).
    pub fn get(&self, id: &str) -> Option<Arc<T>> {
        let mut entries = self.lock();
        expire(&mut entries, self.idle);
        let entry = entries.get_mut(id)?;
        entry.used = Instant::now();
        Some(entry.value.clone())
    }

    /// Keeps `value` as a new session; its id and the value.
    pub fn insert(&self, value: T) -> (String, Arc<T>) {
        let mut entries = self.lock();
        expire(&mut entries, self.idle);
        while entries.len() >= self.cap {
            let oldest = entries
                .iter()
                .min_by_key(|(_, e)| e.used)
                .map(|(id, _)| id.clone());
            match oldest {
                Some(id) => entries.remove(&id),
                None => break,
            };
        }
        let id = new_id();
        let value = Arc::new(value);
        entries.insert(
            id.clone(),
            Entry {
                value: value.clone(),
                used: Instant::now(),
            },
        );
        (id, value)
    }

    /// How many sessions are kept.
    pub fn len(&self) -> usize {
        let mut entries = self.lock();
        expire(&mut entries, self.idle);
        entries.len()
    }
}

fn expire<T>(entries: &mut HashMap<String, Entry<T>>, idle: Duration) {
    entries.retain(|_, e| e.used.elapsed() < idle);
}

/// A fresh session id: 64 bits from the standard library's randomly
/// keyed hasher and a counter (unguessable enough for a local server;
/// ids are not secrets, the server binds to loopback).
fn new_id() -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let bits = RandomState::new().hash_one((n, Instant::now()));
    format!("{bits:016x}")
}
