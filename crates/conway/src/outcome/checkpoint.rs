//! Checkpoints of the outcome search: its transposition table saved as
//! bytes, so that a long search stopped (by a limit, Ctrl-C or a crash)
//! resumes where it was.
//!
//! Only proofs are in the table, and each is keyed by a hash of its sum
//! that does not depend on the process (components' keys and
//! [`FormKeys`](super::form_keys::FormKeys)), so entries read back mean
//! what they meant. The file holds:
//!
//! - `CONWAYOS`, the format version (u32, little-endian);
//! - the query's fingerprint (u64): the hash of the root sum, which also
//!   changes if a later conway keys sums differently, so such a file is
//!   refused instead of misread;
//! - the number of entries (u64), then each entry as hash and packed
//!   proofs (u64 each);
//! - a CRC-32 of everything before it.
//!
//! The library does no I/O: [`OutcomeSearch`](super::OutcomeSearch) hands
//! out and takes the bytes; the caller stores them.

use super::table::Table;
use std::time::{Duration, Instant};

/// The first bytes of every outcome-search checkpoint.
pub const MAGIC: &[u8; 8] = b"CONWAYOS";
/// The format version written and read.
pub const FORMAT_VERSION: u32 = 1;
const HEADER: usize = 8 + 4 + 8 + 8;

/// Why a checkpoint cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckpointError {
    /// The bytes do not start with [`MAGIC`].
    #[error("not an outcome-search checkpoint (one starts with 'CONWAYOS')")]
    NotACheckpoint,
    /// Another format version.
    #[error("checkpoint format version {found}, but this conway reads version {FORMAT_VERSION}")]
    Version {
        /// The version in the file.
        found: u32,
    },
    /// The file is shorter or longer than its contents say.
    #[error(
        "the checkpoint is damaged: its length does not match its contents (a file cut short?)"
    )]
    Length,
    /// The checksum does not match the contents.
    #[error("the checkpoint is damaged: its checksum does not match its contents")]
    Checksum,
    /// An entry no table writes.
    #[error("the checkpoint is damaged: entry {0} is not a proof")]
    Malformed(u64),
    /// The checkpoint was saved for another sum (or by a conway that keys
    /// sums differently).
    #[error("the checkpoint belongs to another query (or to another version of conway)")]
    OtherQuery,
}

/// The bytes of a checkpoint of `table` for the query `fingerprint`.
pub(crate) fn encode(table: &Table, fingerprint: u64) -> Vec<u8> {
    let entries: Vec<(u64, u64)> = table.entries_stored().collect();
    let mut bytes = Vec::with_capacity(HEADER + 16 * entries.len() + 4);
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    bytes.extend_from_slice(&fingerprint.to_le_bytes());
    bytes.extend_from_slice(&(entries.len() as u64).to_le_bytes());
    for (hash, data) in entries {
        bytes.extend_from_slice(&hash.to_le_bytes());
        bytes.extend_from_slice(&data.to_le_bytes());
    }
    let crc = crc32fast::hash(&bytes);
    bytes.extend_from_slice(&crc.to_le_bytes());
    bytes
}

fn u64_at(bytes: &[u8], at: usize) -> u64 {
    let mut word = [0; 8];
    word.copy_from_slice(&bytes[at..at + 8]);
    u64::from_le_bytes(word)
}

/// Reads a checkpoint for the query `fingerprint` into `table`; any
/// damage, or another query, is an error and leaves `table` untouched.
/// Returns the number of entries read.
pub(crate) fn decode_into(
    bytes: &[u8],
    fingerprint: u64,
    table: &Table,
) -> Result<u64, CheckpointError> {
    if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
        return Err(CheckpointError::NotACheckpoint);
    }
    if bytes.len() < HEADER + 4 {
        return Err(CheckpointError::Length);
    }
    let mut version = [0; 4];
    version.copy_from_slice(&bytes[8..12]);
    let found = u32::from_le_bytes(version);
    if found != FORMAT_VERSION {
        return Err(CheckpointError::Version { found });
    }
    let count = u64_at(bytes, 20);
    let expected = count
        .checked_mul(16)
        .and_then(|n| n.checked_add((HEADER + 4) as u64));
    if expected != Some(bytes.len() as u64) {
        return Err(CheckpointError::Length);
    }
    let body = bytes.len() - 4;
    let mut stored = [0; 4];
    stored.copy_from_slice(&bytes[body..]);
    if crc32fast::hash(&bytes[..body]) != u32::from_le_bytes(stored) {
        return Err(CheckpointError::Checksum);
    }
    if u64_at(bytes, 12) != fingerprint {
        return Err(CheckpointError::OtherQuery);
    }
    let entries = bytes[HEADER..body].chunks_exact(16);
    let pairs = entries.map(|e| (u64_at(e, 0), u64_at(e, 8)));
    if let Some(i) = pairs
        .clone()
        .position(|(_, data)| data == 0 || !Table::is_valid_data(data))
    {
        return Err(CheckpointError::Malformed(i as u64));
    }
    for (hash, data) in pairs {
        table.restore(hash, data);
    }
    Ok(count)
}

/// A periodic save of the table during a search.
pub(crate) struct Autosave {
    pub every: Duration,
    pub last: Instant,
    pub fingerprint: u64,
    pub save: Box<dyn FnMut(Vec<u8>) + Send>,
}

impl Autosave {
    /// Saves the table if `every` has passed since the last save.
    pub fn maybe_save(&mut self, table: &Table) {
        if self.last.elapsed() >= self.every {
            (self.save)(encode(table, self.fingerprint));
            self.last = Instant::now();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::table::Proof;
    use crate::value::Player;

    fn table() -> Table {
        let t = Table::with_bytes(1 << 12);
        t.store(7, Player::Left, Proof::Win(2), 3);
        t.store(9, Player::Right, Proof::Loss, 1);
        t
    }

    #[test]
    fn a_checkpoint_reads_back_into_a_table_of_another_size() {
        let bytes = encode(&table(), 42);
        let back = Table::with_bytes(1 << 16);
        assert_eq!(decode_into(&bytes, 42, &back), Ok(2));
        assert_eq!(back.probe(7, Player::Left), Proof::Win(2));
        assert_eq!(back.probe(9, Player::Right), Proof::Loss);
        assert_eq!(back.probe(9, Player::Left), Proof::Unknown);
    }

    #[test]
    fn damage_and_other_queries_are_refused() {
        let bytes = encode(&table(), 42);
        let t = Table::with_bytes(1 << 12);
        assert_eq!(
            decode_into(&bytes, 43, &t),
            Err(CheckpointError::OtherQuery)
        );
        let mut flipped = bytes.clone();
        flipped[HEADER + 3] ^= 1;
        assert_eq!(
            decode_into(&flipped, 42, &t),
            Err(CheckpointError::Checksum)
        );
        assert_eq!(
            decode_into(&bytes[..bytes.len() - 1], 42, &t),
            Err(CheckpointError::Length)
        );
        assert_eq!(
            decode_into(b"hello", 42, &t),
            Err(CheckpointError::NotACheckpoint)
        );
        // Nothing was read from the refused files.
        assert_eq!(t.probe(7, Player::Left), Proof::Unknown);
    }
}
