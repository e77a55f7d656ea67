//! Concurrent memo tables for operations on interned games.
//!
//! Operations on canonical forms recurse into options and meet the same
//! pairs again and again; every expensive operation keeps its results in a
//! [`Memo`]. Entries are never invalidated: a handle names one value forever.

use dashmap::DashMap;
use rustc_hash::FxBuildHasher;
use std::hash::Hash;

/// A thread-safe memo table.
pub(crate) struct Memo<K, V> {
    map: DashMap<K, V, FxBuildHasher>,
}

impl<K: Eq + Hash, V: Clone> Memo<K, V> {
    pub fn new() -> Self {
        Memo {
            map: DashMap::with_hasher(FxBuildHasher),
        }
    }

    pub fn get(&self, k: &K) -> Option<V> {
        self.map.get(k).map(|v| v.clone())
    }

    pub fn insert(&self, k: K, v: V) {
        self.map.insert(k, v);
    }

    /// The cached value, or `f()` computed (outside any lock) and cached.
    pub fn get_or(&self, k: K, f: impl FnOnce() -> V) -> V {
        if let Some(v) = self.get(&k) {
            return v;
        }
        let v = f();
        self.insert(k, v.clone());
        v
    }
}
