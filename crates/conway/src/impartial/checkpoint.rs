//! Checkpoints of Grundy sequences: the values computed so far, saved so
//! that a long computation can be stopped (or killed) and resumed.
//!
//! A checkpoint names its game (the canonical code or name, as
//! [`HeapGame`] prints it, so `kayles` and `0.77` share checkpoints) and
//! carries a format version and a CRC-32 checksum; a file that is damaged,
//! of another version or of another game is refused with an error, never
//! used. Everything else the sequence method needs is rebuilt from the
//! values ([`SequenceRun::resume`]).
//!
//! # Format (version 1)
//!
//! All integers little-endian.
//!
//! | bytes | content |
//! |---|---|
//! | 8 | the magic `CONWAYGS` |
//! | 4 | the format version, 1 |
//! | 4 + n | the game's length `n` (at most 4096) and its name, UTF-8 |
//! | 8 | the number of values `k` |
//! | … | `G(0), …, G(k − 1)`, each an unsigned LEB128 varint |
//! | 4 | CRC-32 (IEEE) of every byte before it |
//!
//! Writing the file safely (a temporary file, flushed, then renamed over
//! the old one) is the caller's business: the library does no file I/O
//! here.
//!
//! ```
//! use conway::impartial::checkpoint::Checkpoint;
//! use conway::impartial::heap::HeapGame;
//! let kayles = HeapGame::parse("kayles").unwrap();
//! let bytes = Checkpoint::new(&kayles, vec![0, 1, 2, 3, 1]).encode();
//! let back = Checkpoint::decode(&bytes).unwrap();
//! assert_eq!(back.values, [0, 1, 2, 3, 1]);
//! let run = back.resume(&kayles).unwrap();
//! assert_eq!(run.len(), 5);
//! // Another game's checkpoint is refused.
//! let dawson = HeapGame::parse("0.07").unwrap();
//! assert!(back.resume(&dawson).err().unwrap().to_string().contains("0.77"));
//! ```

use super::heap::HeapGame;
use super::sequence::{ResumeError, SequenceRun};

/// The first bytes of every checkpoint.
pub const MAGIC: &[u8; 8] = b"CONWAYGS";
/// The format version written and read.
pub const FORMAT_VERSION: u32 = 1;
/// The longest game name stored.
const MAX_GAME_BYTES: usize = 4096;

/// The saved state of a Grundy sequence computation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checkpoint {
    /// The game, as [`HeapGame`]'s `Display` writes it.
    pub game: String,
    /// `G(0..values.len())`.
    pub values: Vec<u64>,
}

/// Why a checkpoint cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckpointError {
    /// The bytes do not start with [`MAGIC`].
    #[error("not a conway checkpoint (a checkpoint starts with 'CONWAYGS')")]
    NotACheckpoint,
    /// Another format version.
    #[error("checkpoint format version {found}, but this conway reads version {FORMAT_VERSION}")]
    Version {
        /// The version in the file.
        found: u32,
    },
    /// The file is shorter than its contents say.
    #[error("the checkpoint is damaged: it ends early (a file cut short?)")]
    Truncated,
    /// The checksum does not match the contents.
    #[error("the checkpoint is damaged: its checksum does not match its contents")]
    Checksum,
    /// The contents are malformed although the checksum matches.
    #[error("the checkpoint is damaged: {0}")]
    Malformed(String),
    /// The checkpoint was saved for another game.
    #[error("the checkpoint belongs to the game {saved}, not to {asked}")]
    OtherGame {
        /// The game in the checkpoint.
        saved: String,
        /// The game asked for.
        asked: String,
    },
    /// A saved value cannot be a value of the game.
    #[error("the checkpoint is damaged: {0}")]
    Values(#[from] ResumeError),
}

impl Checkpoint {
    /// A checkpoint of `game` with the values `G(0..values.len())`.
    pub fn new(game: &HeapGame, values: Vec<u64>) -> Checkpoint {
        Checkpoint {
            game: game.to_string(),
            values,
        }
    }

    /// The checkpoint of a run.
    pub fn of(run: &SequenceRun) -> Checkpoint {
        Checkpoint::new(run.game(), run.values())
    }

    /// The bytes of the checkpoint file.
    pub fn encode(&self) -> Vec<u8> {
        encode_values(&self.game, self.values.len(), self.values.iter().copied())
    }

    /// The bytes of the checkpoint file of a run, encoded straight from
    /// its values (without a wide copy of them: about one byte a value for
    /// values below 128).
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::impartial::checkpoint::Checkpoint;
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::sequence::SequenceRun;
    /// let mut run = SequenceRun::new(&HeapGame::parse("grundy").unwrap());
    /// run.extend_to(999, &Control::unlimited()).unwrap();
    /// let bytes = Checkpoint::encode_run(&run);
    /// assert_eq!(bytes, Checkpoint::of(&run).encode());
    /// assert!(bytes.len() < 1100);
    /// ```
    pub fn encode_run(run: &SequenceRun) -> Vec<u8> {
        encode_values(
            &run.game().to_string(),
            run.len(),
            run.values_in(0..run.len()),
        )
    }

    /// Reads a checkpoint file's bytes; any damage is an error.
    pub fn decode(bytes: &[u8]) -> Result<Checkpoint, CheckpointError> {
        if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
            return Err(CheckpointError::NotACheckpoint);
        }
        let mut r = Reader {
            bytes,
            at: MAGIC.len(),
        };
        let found = r.u32()?;
        if found != FORMAT_VERSION {
            return Err(CheckpointError::Version { found });
        }
        let Some(body_end) = bytes.len().checked_sub(4).filter(|&e| e >= r.at) else {
            return Err(CheckpointError::Truncated);
        };
        let stored = u32::from_le_bytes(
            bytes[body_end..]
                .try_into()
                .map_err(|_| CheckpointError::Truncated)?,
        );
        if crc32fast::hash(&bytes[..body_end]) != stored {
            return Err(CheckpointError::Checksum);
        }
        let mut r = Reader {
            bytes: &bytes[..body_end],
            at: r.at,
        };
        let game_len = r.u32()? as usize;
        if game_len > MAX_GAME_BYTES {
            return Err(CheckpointError::Malformed(format!(
                "a game name of {game_len} bytes"
            )));
        }
        let game = std::str::from_utf8(r.take(game_len)?)
            .map_err(|_| CheckpointError::Malformed("the game name is not UTF-8".into()))?
            .to_string();
        let count = r.u64()?;
        // Every value takes at least one byte: a count beyond the bytes
        // left is damage, caught before anything is allocated.
        if count > (r.bytes.len() - r.at) as u64 {
            return Err(CheckpointError::Truncated);
        }
        let mut values = Vec::with_capacity(count as usize);
        for _ in 0..count {
            values.push(r.varint()?);
        }
        if r.at != r.bytes.len() {
            return Err(CheckpointError::Malformed(format!(
                "{} bytes after the last value",
                r.bytes.len() - r.at
            )));
        }
        Ok(Checkpoint { game, values })
    }

    /// A run of `game` continuing from these values; refused when the
    /// checkpoint belongs to another game or holds impossible values.
    pub fn resume(&self, game: &HeapGame) -> Result<SequenceRun, CheckpointError> {
        let asked = game.to_string();
        if self.game != asked {
            return Err(CheckpointError::OtherGame {
                saved: self.game.clone(),
                asked,
            });
        }
        Ok(SequenceRun::resume(game, &self.values)?)
    }
}

/// The checkpoint bytes of `count` values of the game named `game`.
fn encode_values(game: &str, count: usize, values: impl Iterator<Item = u64>) -> Vec<u8> {
    let game = game.as_bytes();
    let game = &game[..game.len().min(MAX_GAME_BYTES)];
    let mut out = Vec::with_capacity(32 + game.len() + count + count / 8);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&(game.len() as u32).to_le_bytes());
    out.extend_from_slice(game);
    out.extend_from_slice(&(count as u64).to_le_bytes());
    for mut v in values {
        while v >= 0x80 {
            out.push((v as u8 & 0x7f) | 0x80);
            v >>= 7;
        }
        out.push(v as u8);
    }
    let crc = crc32fast::hash(&out);
    out.extend_from_slice(&crc.to_le_bytes());
    out
}

/// A cursor over bytes whose reads fail with [`CheckpointError::Truncated`].
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], CheckpointError> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&e| e <= self.bytes.len())
            .ok_or(CheckpointError::Truncated)?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    fn u32(&mut self) -> Result<u32, CheckpointError> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn u64(&mut self) -> Result<u64, CheckpointError> {
        let b = self.take(8)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }

    fn varint(&mut self) -> Result<u64, CheckpointError> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.take(1)?[0];
            let bits = u64::from(byte & 0x7f);
            if shift == 63 && bits > 1 {
                break;
            }
            v |= bits << shift;
            if byte & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(CheckpointError::Malformed(
            "a value does not fit in 64 bits".into(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Vec<u8> {
        let game = HeapGame::parse("0.137").unwrap();
        Checkpoint::new(&game, vec![0, 1, 1, 0, 200, 1 << 40, u64::MAX]).encode()
    }

    #[test]
    fn round_trip() {
        let back = Checkpoint::decode(&sample()).unwrap();
        assert_eq!(back.game, "0.137");
        assert_eq!(back.values, [0, 1, 1, 0, 200, 1 << 40, u64::MAX]);
    }

    #[test]
    fn every_single_byte_change_and_every_cut_is_refused() {
        let bytes = sample();
        for i in 0..bytes.len() {
            for flip in [1u8, 0x80, 0xff] {
                let mut damaged = bytes.clone();
                damaged[i] ^= flip;
                assert!(Checkpoint::decode(&damaged).is_err(), "byte {i} ^ {flip}");
            }
        }
        for cut in 0..bytes.len() {
            assert!(Checkpoint::decode(&bytes[..cut]).is_err(), "cut at {cut}");
        }
    }

    #[test]
    fn versions_and_games_are_checked() {
        let mut other = sample();
        other[8] = 2;
        assert_eq!(
            Checkpoint::decode(&other),
            Err(CheckpointError::Version { found: 2 })
        );
        let kayles = HeapGame::parse("kayles").unwrap();
        let saved = Checkpoint::new(&kayles, vec![0, 1, 2]);
        let grundy = HeapGame::parse("grundy").unwrap();
        assert!(matches!(
            saved.resume(&grundy),
            Err(CheckpointError::OtherGame { .. })
        ));
        // Impossible values: G(1) of Kayles cannot be 1000.
        let wrong = Checkpoint::new(&kayles, vec![0, 1000]);
        assert!(matches!(
            wrong.resume(&kayles),
            Err(CheckpointError::Values(_))
        ));
    }
}
