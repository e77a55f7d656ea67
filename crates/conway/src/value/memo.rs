//! Concurrent memo tables for operations on interned games.
//!
//! Operations on canonical forms recurse into options and meet the same
//! pairs again and again; every expensive operation keeps its results in a
//! [`Memo`] (every answer, forever: a handle names one value forever), except
//! comparisons, which are too many to keep: they go to a bounded, lossy
//! [`ComparisonCache`].

use super::Game;
use dashmap::DashMap;
use rustc_hash::FxBuildHasher;
use std::hash::Hash;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

/// Shards of a memo table: many more than threads, so that threads rarely
/// contend for (or bounce the cache line of) one shard's lock.
const MEMO_SHARDS: usize = 64;

/// A thread-safe memo table.
pub(crate) struct Memo<K, V> {
    map: DashMap<K, V, FxBuildHasher>,
}

impl<K: Eq + Hash, V: Clone> Memo<K, V> {
    pub fn new() -> Self {
        Memo {
            map: DashMap::with_hasher_and_shard_amount(FxBuildHasher, MEMO_SHARDS),
        }
    }

    pub fn get(&self, k: &K) -> Option<V> {
        self.map.get(k).map(|v| v.clone())
    }

    pub fn insert(&self, k: K, v: V) {
        self.map.insert(k, v);
    }

    /// The cached value, or `f()` computed (outside any lock) and cached.
    /// A computation watched by a stopped control unwinds here (before
    /// anything is cached): every memoised recursion of the algebra passes
    /// through this point.
    pub fn get_or(&self, k: K, f: impl FnOnce() -> V) -> V {
        if let Some(v) = self.get(&k) {
            return v;
        }
        crate::control::poll_point();
        let v = f();
        self.insert(k, v.clone());
        v
    }
}

/// A small direct-mapped table from pairs of handles to handles, owned by
/// one thread (put it in a `thread_local!`) and kept in front of a shared
/// [`Memo`]: the shared table soon outgrows the processor's caches, while
/// the pairs a thread asks for again soon after stay in this one, in the
/// core's own cache. Lossy (a new pair overwrites whatever shared its
/// slot), so it may only hold answers that never change.
pub(crate) struct PairCache {
    /// `(g << 32 | h, answer)`; [`PairCache::EMPTY`] for an empty slot.
    slots: Box<[std::cell::Cell<(u64, u32)>]>,
}

impl PairCache {
    /// log2 of the number of slots (16 bytes each: 64 KiB).
    const BITS: u32 = 12;
    /// The key of no pair: handles are below `u32::MAX`.
    const EMPTY: u64 = u64::MAX;

    pub fn new() -> PairCache {
        PairCache {
            slots: (0..1 << PairCache::BITS)
                .map(|_| std::cell::Cell::new((PairCache::EMPTY, 0)))
                .collect(),
        }
    }

    fn slot(key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - PairCache::BITS)) as usize
    }

    /// The answer for `(g, h)`, if this table holds it.
    pub fn get(&self, g: Game, h: Game) -> Option<Game> {
        let key = (u64::from(g.0) << 32) | u64::from(h.0);
        let (k, v) = self.slots[PairCache::slot(key)].get();
        (k == key).then_some(Game(v))
    }

    /// Keeps the answer for `(g, h)`.
    pub fn insert(&self, g: Game, h: Game, answer: Game) {
        let key = (u64::from(g.0) << 32) | u64::from(h.0);
        self.slots[PairCache::slot(key)].set((key, answer.0));
    }
}

/// A lossy, lock-free cache of comparisons `g <= h`.
///
/// Comparisons are asked for by the million while canonical forms are built
/// (dominated and reversible options), and most are asked again soon after
/// (the options of sibling positions); keeping every answer forever would
/// make the memo the largest structure of a long computation. This cache
/// holds a bounded number of answers in a direct-mapped table of words, each
/// `g << 32 | h << 1 | answer` (so handles of `h` below `2^31` only; others
/// are simply not cached), read and written with single atomic operations: a
/// new answer overwrites whatever shared its slot.
///
/// The table is allocated once at its largest size, zeroed (so the
/// operating system hands out its pages only when they are first written),
/// and only a prefix of `2^bits` slots is used: `bits` starts small and
/// grows (by two) while the prefix keeps being overwritten, up to a cap.
/// A slot is the top `bits` bits of the key's hash, so a grown prefix
/// places keys anew; an answer left where its key no longer looks is only
/// lost, never misread, since a word holds its whole key. A small
/// computation thus touches a small table, and a large one never holds the
/// tables it outgrew (they took a third of the final size when each growth
/// allocated a new table).
///
/// The shared table soon outgrows the processor's caches, and then every
/// lookup waits for main memory. In front of it each thread keeps a small
/// table of the same words ([`LOCAL_BITS`]), which stays in the core's own
/// cache: comparisons asked again soon after (the common case) are answered
/// there.
pub(crate) struct ComparisonCache {
    /// `2^COMPARISON_CACHE_MAX_BITS` words, of which the first `2^bits`
    /// are in use; 0 is an empty slot.
    words: Box<[AtomicU64]>,
    /// log2 of the number of slots in use.
    bits: AtomicU32,
    /// Answers stored since `bits` last grew.
    stores: AtomicU64,
}

/// log2 of the size of each thread's own table (8 bytes a slot: 128 KiB).
const LOCAL_BITS: u32 = 14;

thread_local! {
    /// This thread's small comparison table, made on first use.
    static LOCAL: std::cell::OnceCell<Box<[std::cell::Cell<u64>]>> =
        const { std::cell::OnceCell::new() };
}

/// Runs `f` on this thread's small table.
fn with_local<T>(f: impl FnOnce(&[std::cell::Cell<u64>]) -> T) -> T {
    LOCAL.with(|cell| {
        f(cell.get_or_init(|| {
            (0..1 << LOCAL_BITS)
                .map(|_| std::cell::Cell::new(0))
                .collect()
        }))
    })
}

/// log2 of the first table's size (8 bytes a slot).
const COMPARISON_CACHE_FIRST_BITS: u32 = 16;
/// log2 of the largest table's size: 2^21 slots, 16 MiB.
const COMPARISON_CACHE_MAX_BITS: u32 = 21;

impl ComparisonCache {
    pub fn new() -> ComparisonCache {
        ComparisonCache {
            words: crate::control::zeroed_words(1 << COMPARISON_CACHE_MAX_BITS),
            bits: AtomicU32::new(COMPARISON_CACHE_FIRST_BITS),
            stores: AtomicU64::new(0),
        }
    }

    /// log2 of the number of slots in use.
    fn bits(&self) -> u32 {
        self.bits.load(Ordering::Relaxed)
    }

    /// The slot of `(g, h)` among the first `2^bits` and the word that
    /// would hold it, if `h` fits.
    fn key(bits: u32, g: Game, h: Game) -> Option<(usize, u64)> {
        (h.0 < 1 << 31).then(|| {
            let key = (u64::from(g.0) << 32) | (u64::from(h.0) << 1);
            let slot = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - bits)) as usize;
            (slot, key)
        })
    }

    /// The cached answer for `g <= h`, if any.
    pub fn get(&self, g: Game, h: Game) -> Option<bool> {
        let (slot, key) = ComparisonCache::key(self.bits(), g, h)?;
        let word = self.words[slot].load(Ordering::Relaxed);
        (word & !1 == key).then_some(word & 1 == 1)
    }

    /// Caches the answer for `g <= h` (`g != h`, so the word is non-zero).
    pub fn insert(&self, g: Game, h: Game, answer: bool) {
        let bits = self.bits();
        let Some((slot, key)) = ComparisonCache::key(bits, g, h) else {
            return;
        };
        self.words[slot].store(key | u64::from(answer), Ordering::Relaxed);
        let stores = self.stores.fetch_add(1, Ordering::Relaxed) + 1;
        if stores > 2 << bits && bits < COMPARISON_CACHE_MAX_BITS {
            // Once, however many threads see the prefix full.
            let bigger = (bits + 2).min(COMPARISON_CACHE_MAX_BITS);
            if self
                .bits
                .compare_exchange(bits, bigger, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
            {
                self.stores.store(0, Ordering::Relaxed);
            }
        }
    }

    /// The answer for `g <= h` from the cache, or `f()` computed and cached.
    pub fn get_or(&self, g: Game, h: Game, f: impl FnOnce() -> bool) -> bool {
        let Some((slot, key)) = local_key(g, h) else {
            crate::control::poll_point();
            return f();
        };
        let word = with_local(|local| local[slot].get());
        if word & !1 == key {
            return word & 1 == 1;
        }
        let answer = match self.get(g, h) {
            Some(answer) => answer,
            None => {
                crate::control::poll_point();
                let answer = f();
                self.insert(g, h, answer);
                answer
            }
        };
        with_local(|local| local[slot].set(key | u64::from(answer)));
        answer
    }
}

/// The slot of `(g, h)` in a thread's own table and the word that would
/// hold it, if `h` fits (as in the shared table).
fn local_key(g: Game, h: Game) -> Option<(usize, u64)> {
    (h.0 < 1 << 31).then(|| {
        let key = (u64::from(g.0) << 32) | (u64::from(h.0) << 1);
        let slot = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - LOCAL_BITS)) as usize;
        (slot, key)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_cache_keeps_the_last_answer_of_a_slot() {
        let cache = PairCache::new();
        assert_eq!(cache.get(Game(0), Game(0)), None);
        cache.insert(Game(3), Game(7), Game(11));
        assert_eq!(cache.get(Game(3), Game(7)), Some(Game(11)));
        // The pair is ordered: (7, 3) is another key.
        assert_eq!(cache.get(Game(7), Game(3)), None);
        // Filling every slot with other pairs loses the answer, never
        // confuses it with another one.
        for i in 0..4 << PairCache::BITS {
            cache.insert(Game(100 + i), Game(i), Game(i));
        }
        assert!(cache.get(Game(3), Game(7)).is_none_or(|v| v == Game(11)));
        for i in 0..4 << PairCache::BITS {
            if let Some(v) = cache.get(Game(100 + i), Game(i)) {
                assert_eq!(v, Game(i));
            }
        }
    }

    #[test]
    fn comparison_cache_keeps_recent_answers_and_grows() {
        let cache = ComparisonCache::new();
        let (a, b) = (Game(3), Game(7));
        assert_eq!(cache.get(a, b), None);
        cache.insert(a, b, true);
        cache.insert(b, a, false);
        assert_eq!(cache.get(a, b), Some(true));
        assert_eq!(cache.get(b, a), Some(false));
        // Handles too large to pack are not cached, and do not collide.
        cache.insert(a, Game(1 << 31), true);
        assert_eq!(cache.get(a, Game(1 << 31)), None);
        // Many answers make it grow; it still answers correctly.
        for i in 1..(3u32 << COMPARISON_CACHE_FIRST_BITS) {
            cache.insert(Game(i), Game(i + 1), i % 3 == 0);
        }
        assert!(cache.bits() > COMPARISON_CACHE_FIRST_BITS);
        let i = (3u32 << COMPARISON_CACHE_FIRST_BITS) - 1;
        assert_eq!(cache.get(Game(i), Game(i + 1)), Some(i % 3 == 0));
        // Whatever is found is the answer stored for that very pair.
        for i in 1..(3u32 << COMPARISON_CACHE_FIRST_BITS) {
            if let Some(answer) = cache.get(Game(i), Game(i + 1)) {
                assert_eq!(answer, i % 3 == 0);
            }
        }
    }
}
