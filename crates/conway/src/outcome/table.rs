//! The transposition table of the outcome search: a fixed number of bytes,
//! never more.
//!
//! Each entry holds a sum's 64-bit hash and what was proved about it: for
//! each player to move, won, lost or unknown, the index of the move that
//! won (tried first next time) and the effort the proof took. Buckets of
//! two entries; a new proof replaces the entry of the same sum, else an
//! empty one, else the one that cost less effort (so expensive proofs
//! survive). Only proofs are stored, never guesses, so a result read back
//! is as exact as the hash (a wrong hit needs two different sums with equal
//! 64-bit hashes).

use crate::value::Player;
use std::sync::atomic::{AtomicU64, Ordering};

/// What is known of one sum with one player to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Proof {
    /// Nothing stored.
    Unknown,
    /// The player to move wins; the index of a winning move.
    Win(u16),
    /// The player to move loses.
    Loss,
}

#[derive(Clone, Copy)]
struct Entry {
    hash: u64,
    /// Per player (Left in the low half): 2 bits of result, 16 of move;
    /// then 8 bits of effort (log2 of positions searched).
    data: u64,
}

const HALF: u32 = 18;
const EFFORT_SHIFT: u32 = 2 * HALF;

impl Entry {
    fn proof(&self, player: Player) -> Proof {
        let half = (self.data >> shift(player)) & ((1 << HALF) - 1);
        match half & 3 {
            1 => Proof::Win((half >> 2) as u16),
            2 => Proof::Loss,
            _ => Proof::Unknown,
        }
    }

    fn set(&mut self, player: Player, proof: Proof, effort: u8) {
        let half: u64 = match proof {
            Proof::Unknown => 0,
            Proof::Win(index) => 1 | (u64::from(index) << 2),
            Proof::Loss => 2,
        };
        let mask = ((1u64 << HALF) - 1) << shift(player);
        self.data = (self.data & !mask) | (half << shift(player));
        let old = (self.data >> EFFORT_SHIFT) as u8;
        let effort = u64::from(old.max(effort));
        self.data = (self.data & ((1 << EFFORT_SHIFT) - 1)) | (effort << EFFORT_SHIFT);
    }

    fn effort(&self) -> u8 {
        (self.data >> EFFORT_SHIFT) as u8
    }

    fn is_empty(&self) -> bool {
        self.data == 0
    }
}

fn shift(player: Player) -> u32 {
    match player {
        Player::Left => 0,
        Player::Right => HALF,
    }
}

/// The smallest table: one bucket.
const BUCKET_BYTES: usize = 2 * std::mem::size_of::<Entry>();

/// A fixed-size table of proofs about sums, keyed by their hashes, that
/// several threads read and write at once.
///
/// Each entry is two words, written and read with relaxed atomic
/// operations: the data, and the hash xor-ed with the data (Hyatt and
/// Mann's lockless hashing). A read that sees the two words of different
/// writes finds that they do not match its hash and takes the entry as
/// absent, so a reader never sees a proof that was not written for its
/// sum; two threads writing one bucket at once may lose one of the proofs
/// (it is found again later), never mix them.
///
/// ```
/// use conway::outcome::table::{Proof, Table};
/// use conway::value::Player;
/// let t = Table::with_bytes(1 << 10);
/// assert!(t.bytes() <= 1 << 10);
/// t.store(42, Player::Left, Proof::Win(3), 5);
/// assert_eq!(t.probe(42, Player::Left), Proof::Win(3));
/// assert_eq!(t.probe(42, Player::Right), Proof::Unknown);
/// assert_eq!(t.probe(43, Player::Left), Proof::Unknown);
/// ```
pub struct Table {
    /// Four words a bucket: each entry's checked hash (hash xor data)
    /// and data; all zero is empty. Allocated zeroed, so a big table costs
    /// memory only where it is written.
    words: Box<[AtomicU64]>,
    mask: u64,
}

impl Table {
    /// A table of at most `bytes` bytes (at least one bucket of two
    /// entries, 32 bytes): the largest power-of-two number of buckets that
    /// fits.
    pub fn with_bytes(bytes: usize) -> Table {
        let buckets = (bytes / BUCKET_BYTES).max(1);
        let buckets = 1usize << (usize::BITS - 1 - buckets.leading_zeros());
        Table {
            words: crate::control::zeroed_words(4 * buckets),
            mask: buckets as u64 - 1,
        }
    }

    /// The bytes the table holds.
    pub fn bytes(&self) -> usize {
        self.words.len() / 4 * BUCKET_BYTES
    }

    fn bucket(&self, hash: u64) -> &[AtomicU64] {
        // The low bits index; the whole hash is compared.
        let at = 4 * (hash & self.mask) as usize;
        &self.words[at..at + 4]
    }

    /// The bucket's two entries as read now; an entry whose words do not
    /// match (torn by a concurrent write) reads as hash 0 and empty.
    fn entries(&self, hash: u64) -> [Entry; 2] {
        let b = self.bucket(hash);
        let entry = |i: usize| {
            let checked = b[2 * i].load(Ordering::Relaxed);
            let data = b[2 * i + 1].load(Ordering::Relaxed);
            Entry {
                hash: checked ^ data,
                data,
            }
        };
        [entry(0), entry(1)]
    }

    fn write(&self, hash: u64, slot: usize, entry: Entry) {
        let b = self.bucket(hash);
        b[2 * slot].store(entry.hash ^ entry.data, Ordering::Relaxed);
        b[2 * slot + 1].store(entry.data, Ordering::Relaxed);
    }

    /// What is stored about the sum with this hash, `player` to move.
    pub fn probe(&self, hash: u64, player: Player) -> Proof {
        self.entries(hash)
            .iter()
            .find(|e| e.hash == hash && !e.is_empty())
            .map_or(Proof::Unknown, |e| e.proof(player))
    }

    /// Stores a proof that took about `2^effort` positions.
    pub fn store(&self, hash: u64, player: Player, proof: Proof, effort: u8) {
        let mut bucket = self.entries(hash);
        let slot = match bucket.iter().position(|e| e.hash == hash && !e.is_empty()) {
            Some(same) => same,
            None => {
                let cheaper = usize::from(bucket[1].effort() < bucket[0].effort());
                let victim = bucket.iter().position(Entry::is_empty).unwrap_or(cheaper);
                bucket[victim] = Entry { hash, data: 0 };
                victim
            }
        };
        bucket[slot].set(player, proof, effort);
        self.write(hash, slot, bucket[slot]);
    }

    /// Every stored entry as its hash and its packed proofs (what a
    /// checkpoint saves).
    pub(crate) fn entries_stored(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        self.words
            .chunks_exact(2)
            .map(|e| {
                let data = e[1].load(Ordering::Relaxed);
                (e[0].load(Ordering::Relaxed) ^ data, data)
            })
            .filter(|&(_, data)| data != 0 && Table::is_valid_data(data))
    }

    /// Puts back an entry saved by [`entries_stored`](Table::entries_stored)
    /// (from a table of any size): into its bucket's slot for the same
    /// hash, else an empty slot, else over the cheaper entry.
    pub(crate) fn restore(&self, hash: u64, data: u64) {
        let bucket = self.entries(hash);
        let same = bucket.iter().position(|e| e.hash == hash && !e.is_empty());
        let empty = bucket.iter().position(Entry::is_empty);
        let cheaper = usize::from(bucket[1].effort() < bucket[0].effort());
        let slot = same.or(empty).unwrap_or(cheaper);
        self.write(hash, slot, Entry { hash, data });
    }

    /// True if `data` is a packed entry this table could have written:
    /// each player's result is unknown, win or loss, and no bits are set
    /// past the effort.
    pub(crate) fn is_valid_data(data: u64) -> bool {
        let valid_half = |shift: u32| (data >> shift) & 3 != 3;
        data >> (EFFORT_SHIFT + 8) == 0 && valid_half(0) && valid_half(HALF)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_share_the_table_and_never_read_a_mixed_entry() {
        // Two threads write proofs of many sums into a small table (so
        // they fight over buckets); every proof read back is one that was
        // written for that very sum.
        let table = Table::with_bytes(1 << 10);
        let proof_of = |h: u64| {
            if h % 3 == 0 {
                Proof::Loss
            } else {
                Proof::Win((h % 1000) as u16)
            }
        };
        std::thread::scope(|s| {
            for t in 0..2u64 {
                let table = &table;
                s.spawn(move || {
                    for i in 0..200_000u64 {
                        let h = (i * 2 + t).wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
                        table.store(h, Player::Left, proof_of(h), (i % 7) as u8);
                        let back = table.probe(h ^ 0x40, Player::Left);
                        assert!(back == Proof::Unknown || back == proof_of(h ^ 0x40));
                    }
                });
            }
        });
        // Two writes of one slot at once may leave a torn entry, whose
        // hash is no sum's; every entry of a written sum is whole.
        let written: std::collections::HashSet<u64> = (0..400_000u64)
            .map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
            .collect();
        let mut whole = 0;
        for (hash, data) in table.entries_stored() {
            if written.contains(&hash) {
                let e = Entry { hash, data };
                assert_eq!(e.proof(Player::Left), proof_of(hash));
                whole += 1;
            }
        }
        assert!(whole > 0);
    }
}
