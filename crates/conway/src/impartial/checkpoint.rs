//! Checkpoints of Grundy sequences: the values computed so far, saved so
//! that a long computation can be stopped (or killed) and resumed.
//!
//! A checkpoint grows by appending: each save adds one *record* holding the
//! values computed since the last one, so a run of 2^32 values never
//! rewrites what it saved before. A small *progress slot* near the start,
//! rewritten in place after each record is on the disk, says how many
//! bytes of the file are saved records; bytes past it (a save cut short by
//! a kill) are ignored and overwritten by the next save, while a file that
//! ends before it was cut or damaged and is refused.
//!
//! A checkpoint names its game (the canonical code or name, as
//! [`HeapGame`] prints it, so `kayles` and `0.77` share checkpoints) and
//! carries a format version and CRC-32 checksums; a file that is damaged,
//! of another version or of another game is refused with an error, never
//! used. Everything else the sequence method needs is rebuilt from the
//! values ([`SequenceRun::resume`]).
//!
//! # Format (version 2)
//!
//! All integers little-endian.
//!
//! | offset | bytes | content |
//! |---|---|---|
//! | 0 | 8 | the magic `CONWAYGS` |
//! | 8 | 4 | the format version, 2 |
//! | 12 | 8 | the progress: the length in bytes of the header and the saved records |
//! | 20 | 4 | CRC-32 (IEEE) of the progress (bytes 12..20) |
//! | 24 | 4 + n | the game's length `n` (at most 4096) and its name, UTF-8 |
//! | 28 + n | 4 | CRC-32 of the header but the progress slot (bytes 0..12 and 24..28 + n) |
//!
//! Then the records, each:
//!
//! | bytes | content |
//! |---|---|
//! | 4 | the number of values `k` (at least 1) |
//! | 4 | the length `b` of their encoding |
//! | b | the next `k` values, each an unsigned LEB128 varint (one byte below 128) |
//! | 4 | CRC-32 of the record's bytes before it |
//!
//! Writing (append a record, flush it to the disk, then rewrite the
//! progress slot and flush again) is the caller's business: the library
//! does no file I/O here.
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
use std::io::Read;

/// The first bytes of every checkpoint.
pub const MAGIC: &[u8; 8] = b"CONWAYGS";
/// The format version written and read.
pub const FORMAT_VERSION: u32 = 2;
/// The longest game name stored.
const MAX_GAME_BYTES: usize = 4096;
/// Where the progress slot lies, and its length.
pub const PROGRESS_AT: u64 = 12;
const PROGRESS_LEN: usize = 12;
/// The most values one record holds (a save of more writes several).
const MAX_RECORD_VALUES: usize = 1 << 20;

/// The saved state of a Grundy sequence computation, in memory (for
/// small sequences and tests; long runs stream with [`read_checkpoint`]).
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
    /// The file could not be read.
    #[error("cannot read it: {0}")]
    Read(String),
}

impl From<std::io::Error> for CheckpointError {
    fn from(e: std::io::Error) -> Self {
        CheckpointError::Read(e.to_string())
    }
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

    /// The bytes of the checkpoint file: the header and one record per
    /// [`MAX_RECORD_VALUES`] values.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = header_bytes(&self.game);
        for chunk in self.values.chunks(MAX_RECORD_VALUES) {
            out.extend(record_bytes(chunk.iter().copied()));
        }
        let progress = progress_slot(out.len() as u64);
        out[PROGRESS_AT as usize..][..PROGRESS_LEN].copy_from_slice(&progress);
        out
    }

    /// Reads a checkpoint file's bytes; any damage is an error (bytes past
    /// the saved records are ignored, as a save cut short).
    pub fn decode(bytes: &[u8]) -> Result<Checkpoint, CheckpointError> {
        let mut values = Vec::new();
        let game = read_records(bytes, None, |record| {
            values.extend_from_slice(record);
            Ok(())
        })?
        .game;
        Ok(Checkpoint { game, values })
    }

    /// A run of `game` continuing from these values; refused when the
    /// checkpoint belongs to another game or holds impossible values.
    pub fn resume(&self, game: &HeapGame) -> Result<SequenceRun, CheckpointError> {
        same_game(&self.game, game)?;
        Ok(SequenceRun::resume(game, &self.values)?)
    }
}

/// What [`read_checkpoint`] found.
pub struct Resumed {
    /// The run, continuing after the saved values.
    pub run: SequenceRun,
    /// The length of the file's saved part (header and records): the next
    /// record goes there, over whatever follows.
    pub saved_bytes: u64,
}

/// Reads a checkpoint of `game` from `reader` record by record into a run
/// (never holding more than one record besides the run's own values).
///
/// ```
/// use conway::control::Control;
/// use conway::impartial::checkpoint::{read_checkpoint, Checkpoint};
/// use conway::impartial::heap::HeapGame;
/// use conway::impartial::sequence::SequenceRun;
/// let grundy = HeapGame::parse("grundy").unwrap();
/// let mut run = SequenceRun::new(&grundy);
/// run.extend_to(99, &Control::unlimited()).unwrap();
/// let bytes = Checkpoint::of(&run).encode();
/// let resumed = read_checkpoint(&bytes[..], &grundy).unwrap();
/// assert_eq!(resumed.run.values(), run.values());
/// assert_eq!(resumed.saved_bytes, bytes.len() as u64);
/// ```
pub fn read_checkpoint(reader: impl Read, game: &HeapGame) -> Result<Resumed, CheckpointError> {
    let mut run = SequenceRun::new(game);
    let header = read_records(reader, Some(game), |record| {
        run.push_saved(record.iter().copied())?;
        Ok(())
    })?;
    Ok(Resumed {
        run,
        saved_bytes: header.saved_bytes,
    })
}

/// The header of a new checkpoint of the game named `game`, its progress
/// slot saying that nothing follows it.
///
/// ```
/// use conway::impartial::checkpoint::{header_bytes, read_checkpoint};
/// use conway::impartial::heap::HeapGame;
/// let bytes = header_bytes("grundy");
/// let resumed = read_checkpoint(&bytes[..], &HeapGame::Grundy).unwrap();
/// assert!(resumed.run.is_empty());
/// ```
pub fn header_bytes(game: &str) -> Vec<u8> {
    let game = game.as_bytes();
    let game = &game[..game.len().min(MAX_GAME_BYTES)];
    let mut out = Vec::with_capacity(32 + game.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend_from_slice(&[0; PROGRESS_LEN]);
    out.extend_from_slice(&(game.len() as u32).to_le_bytes());
    out.extend_from_slice(game);
    let crc = header_crc(&out);
    out.extend_from_slice(&crc.to_le_bytes());
    let progress = progress_slot(out.len() as u64);
    out[PROGRESS_AT as usize..][..PROGRESS_LEN].copy_from_slice(&progress);
    out
}

/// The bytes of the progress slot (written at [`PROGRESS_AT`]) saying that
/// the first `saved_bytes` bytes of the file are the header and records.
///
/// ```
/// use conway::impartial::checkpoint::progress_slot;
/// assert_eq!(progress_slot(40)[..8], 40u64.to_le_bytes());
/// ```
pub fn progress_slot(saved_bytes: u64) -> [u8; PROGRESS_LEN] {
    let mut slot = [0; PROGRESS_LEN];
    slot[..8].copy_from_slice(&saved_bytes.to_le_bytes());
    let crc = crc32fast::hash(&slot[..8]);
    slot[8..].copy_from_slice(&crc.to_le_bytes());
    slot
}

/// The records holding `values` (the next values after those saved), to
/// append at the end of the saved part; empty for no values.
///
/// ```
/// use conway::impartial::checkpoint::{header_bytes, progress_slot, record_bytes, Checkpoint};
/// let mut file = header_bytes("0.77");
/// file.extend(record_bytes([0, 1, 2].into_iter()));
/// file.extend(record_bytes([3, 1, 4].into_iter()));
/// let slot = progress_slot(file.len() as u64);
/// file[12..24].copy_from_slice(&slot);
/// assert_eq!(Checkpoint::decode(&file).unwrap().values, [0, 1, 2, 3, 1, 4]);
/// ```
pub fn record_bytes(values: impl Iterator<Item = u64>) -> Vec<u8> {
    let mut out = Vec::new();
    let mut values = values.peekable();
    while values.peek().is_some() {
        let start = out.len();
        out.extend_from_slice(&[0; 8]);
        let mut count = 0u32;
        for mut v in values.by_ref().take(MAX_RECORD_VALUES) {
            count += 1;
            while v >= 0x80 {
                out.push((v as u8 & 0x7f) | 0x80);
                v >>= 7;
            }
            out.push(v as u8);
        }
        let len = (out.len() - start - 8) as u32;
        out[start..start + 4].copy_from_slice(&count.to_le_bytes());
        out[start + 4..start + 8].copy_from_slice(&len.to_le_bytes());
        let crc = crc32fast::hash(&out[start..]);
        out.extend_from_slice(&crc.to_le_bytes());
    }
    out
}

fn same_game(saved: &str, game: &HeapGame) -> Result<(), CheckpointError> {
    let asked = game.to_string();
    if saved != asked {
        return Err(CheckpointError::OtherGame {
            saved: saved.to_string(),
            asked,
        });
    }
    Ok(())
}

/// CRC-32 of a header (with its progress slot, wherever it is, left out).
fn header_crc(header: &[u8]) -> u32 {
    let mut crc = crc32fast::Hasher::new();
    crc.update(&header[..PROGRESS_AT as usize]);
    crc.update(&header[PROGRESS_AT as usize + PROGRESS_LEN..]);
    crc.finalize()
}

/// A checkpoint's header, as read.
struct Header {
    game: String,
    saved_bytes: u64,
}

/// Reads the header (checking it is `game`'s, if given) and hands each
/// record's values to `each`, up to the saved length; returns the header.
fn read_records(
    mut reader: impl Read,
    game: Option<&HeapGame>,
    mut each: impl FnMut(&[u64]) -> Result<(), CheckpointError>,
) -> Result<Header, CheckpointError> {
    let mut fixed = [0u8; 28];
    let got = read_up_to(&mut reader, &mut fixed)?;
    if got < MAGIC.len() || &fixed[..MAGIC.len()] != MAGIC {
        return Err(CheckpointError::NotACheckpoint);
    }
    if got < 12 {
        return Err(CheckpointError::Truncated);
    }
    let found = u32::from_le_bytes(fixed[8..12].try_into().expect("4 bytes"));
    if found != FORMAT_VERSION {
        return Err(CheckpointError::Version { found });
    }
    if got < fixed.len() {
        return Err(CheckpointError::Truncated);
    }
    let slot = &fixed[12..24];
    if crc32fast::hash(&slot[..8]).to_le_bytes() != slot[8..] {
        return Err(CheckpointError::Checksum);
    }
    let saved_bytes = u64::from_le_bytes(slot[..8].try_into().expect("8 bytes"));
    let game_len = u32::from_le_bytes(fixed[24..28].try_into().expect("4 bytes")) as usize;
    if game_len > MAX_GAME_BYTES {
        return Err(CheckpointError::Malformed(format!(
            "a game name of {game_len} bytes"
        )));
    }
    let mut header = fixed.to_vec();
    header.resize(28 + game_len + 4, 0);
    read_exactly(&mut reader, &mut header[28..])?;
    let (body, crc) = header.split_at(28 + game_len);
    if header_crc(body).to_le_bytes() != crc {
        return Err(CheckpointError::Checksum);
    }
    let name = std::str::from_utf8(&body[28..])
        .map_err(|_| CheckpointError::Malformed("the game name is not UTF-8".into()))?
        .to_string();
    if let Some(game) = game {
        same_game(&name, game)?;
    }
    let mut at = header.len() as u64;
    if saved_bytes < at {
        return Err(CheckpointError::Malformed(format!(
            "a saved length of {saved_bytes} bytes, less than its header"
        )));
    }
    let mut record = Vec::new();
    let mut values = Vec::new();
    while at < saved_bytes {
        let mut lengths = [0u8; 8];
        read_exactly(&mut reader, &mut lengths)?;
        let count = u32::from_le_bytes(lengths[..4].try_into().expect("4 bytes")) as usize;
        let len = u32::from_le_bytes(lengths[4..].try_into().expect("4 bytes")) as u64;
        let end = at + 8 + len + 4;
        if count == 0 || count as u64 > len || end > saved_bytes {
            return Err(CheckpointError::Malformed(
                "a record does not fit the saved length".into(),
            ));
        }
        record.clear();
        record.extend_from_slice(&lengths);
        let read = (&mut reader).take(len + 4).read_to_end(&mut record)?;
        if read as u64 != len + 4 {
            return Err(CheckpointError::Truncated);
        }
        let (body, crc) = record.split_at(record.len() - 4);
        if crc32fast::hash(body).to_le_bytes() != crc {
            return Err(CheckpointError::Checksum);
        }
        let mut r = Reader {
            bytes: &body[8..],
            at: 0,
        };
        values.clear();
        for _ in 0..count {
            values.push(r.varint()?);
        }
        if r.at != r.bytes.len() {
            return Err(CheckpointError::Malformed(format!(
                "{} bytes after the last value of a record",
                r.bytes.len() - r.at
            )));
        }
        each(&values)?;
        at = end;
    }
    Ok(Header {
        game: name,
        saved_bytes,
    })
}

/// Fills as much of `buf` as the reader has; how much.
fn read_up_to(reader: &mut impl Read, buf: &mut [u8]) -> Result<usize, CheckpointError> {
    let mut got = 0;
    while got < buf.len() {
        match reader.read(&mut buf[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e.into()),
        }
    }
    Ok(got)
}

fn read_exactly(reader: &mut impl Read, buf: &mut [u8]) -> Result<(), CheckpointError> {
    match read_up_to(reader, buf)? {
        n if n == buf.len() => Ok(()),
        _ => Err(CheckpointError::Truncated),
    }
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
    fn records_append_and_a_save_cut_short_is_ignored() {
        let grundy = HeapGame::parse("grundy").unwrap();
        let all: Vec<u64> = (0..3000u64).map(|i| i * 7 % 300).collect();
        let mut file = header_bytes("grundy");
        for piece in all.chunks(700) {
            file.extend(record_bytes(piece.iter().copied()));
            let slot = progress_slot(file.len() as u64);
            file[PROGRESS_AT as usize..][..PROGRESS_LEN].copy_from_slice(&slot);
        }
        let saved = file.len();
        // A record appended but not yet counted by the progress slot.
        file.extend(record_bytes([1, 2, 3].into_iter()));
        file.extend_from_slice(b"junk of a cut save");
        let back = Checkpoint::decode(&file).unwrap();
        assert_eq!(back.values, all);
        let resumed = read_checkpoint(&file[..], &grundy);
        let resumed = resumed.unwrap();
        assert_eq!(resumed.saved_bytes, saved as u64);
        assert_eq!(resumed.run.values(), all);
        // Cut inside the saved part: refused.
        assert_eq!(
            Checkpoint::decode(&file[..saved - 1]),
            Err(CheckpointError::Truncated)
        );
        // Another game is refused before any value is read.
        let kayles = HeapGame::parse("kayles").unwrap();
        assert!(matches!(
            read_checkpoint(&file[..], &kayles),
            Err(CheckpointError::OtherGame { .. })
        ));
    }

    #[test]
    fn versions_and_games_are_checked() {
        let mut other = sample();
        other[8] = 1;
        assert_eq!(
            Checkpoint::decode(&other),
            Err(CheckpointError::Version { found: 1 })
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
