//! Compact files of Grundy values, written as the values are computed (a
//! long sequence is streamed to the file, never held as text), and a
//! summary of the values seen.
//!
//! # Format (version 1)
//!
//! All integers little-endian. The trailer comes last so that the file can
//! be written in one pass.
//!
//! | bytes | content |
//! |---|---|
//! | 8 | the magic `CONWAYGV` |
//! | 4 | the format version, 1 |
//! | 4 + n | the game's length `n` (at most 4096) and its name, UTF-8 |
//! | k | `G(0), …, G(k − 1)`, one byte each; 255 stands for a value of 255 or more, listed below |
//! | 12 × m | the values of 255 or more: the heap (u64) and the value (u32), by increasing heap |
//! | 8 | `m` |
//! | 8 | `k` |
//! | 4 | CRC-32 (IEEE) of every byte before it |
//!
//! ```
//! use conway::impartial::heap::HeapGame;
//! use conway::impartial::value_file::{read_value_file, ValueFileWriter};
//! let grundy = HeapGame::parse("grundy").unwrap();
//! let mut writer = ValueFileWriter::new(Vec::new(), &grundy).unwrap();
//! writer.write_values([0, 0, 0, 1, 0, 2, 1, 300]).unwrap();
//! let bytes = writer.finish().unwrap();
//! // Eight values in eight bytes, and one large value in twelve more.
//! assert_eq!(bytes.len(), 8 + 4 + 4 + "grundy".len() + 8 + 12 + 8 + 8 + 4);
//! let (game, values) = read_value_file(&bytes).unwrap();
//! assert_eq!(game, "grundy");
//! assert_eq!(values, [0, 0, 0, 1, 0, 2, 1, 300]);
//! ```

use super::heap::HeapGame;
use std::io::{self, Write};

/// The first bytes of every value file.
pub const MAGIC: &[u8; 8] = b"CONWAYGV";
/// The format version written and read.
pub const FORMAT_VERSION: u32 = 1;
/// The byte that stands for a value of 255 or more.
const LARGE: u8 = 255;
/// The longest game name stored.
const MAX_GAME_BYTES: usize = 4096;

/// Writes a value file to `W` as values arrive, and keeps their summary.
pub struct ValueFileWriter<W: Write> {
    out: W,
    crc: crc32fast::Hasher,
    large: Vec<(u64, u32)>,
    summary: ValueSummary,
    buffer: Vec<u8>,
}

impl<W: Write> ValueFileWriter<W> {
    /// Starts the file of `game`'s values with its header.
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::value_file::ValueFileWriter;
    /// let kayles = HeapGame::parse("kayles").unwrap();
    /// let writer = ValueFileWriter::new(Vec::new(), &kayles).unwrap();
    /// assert!(writer.finish().unwrap().starts_with(b"CONWAYGV"));
    /// ```
    pub fn new(out: W, game: &HeapGame) -> io::Result<Self> {
        let name = game.to_string();
        let name = &name.as_bytes()[..name.len().min(MAX_GAME_BYTES)];
        let mut writer = ValueFileWriter {
            out,
            crc: crc32fast::Hasher::new(),
            large: Vec::new(),
            summary: ValueSummary::default(),
            buffer: Vec::new(),
        };
        let mut header = MAGIC.to_vec();
        header.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        header.extend_from_slice(&(name.len() as u32).to_le_bytes());
        header.extend_from_slice(name);
        writer.put(&header)?;
        Ok(writer)
    }

    /// Appends the next values, `G(k), G(k + 1), …` after the `k` written.
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::value_file::ValueFileWriter;
    /// let mut w = ValueFileWriter::new(Vec::new(), &HeapGame::parse("kayles").unwrap()).unwrap();
    /// w.write_values([0, 1, 2]).unwrap();
    /// w.write_values([3, 1]).unwrap();
    /// assert_eq!(w.summary().count, 5);
    /// ```
    pub fn write_values(&mut self, values: impl IntoIterator<Item = u64>) -> io::Result<()> {
        let mut buffer = std::mem::take(&mut self.buffer);
        buffer.clear();
        for v in values {
            let heap = self.summary.count;
            self.summary.note(v);
            match u8::try_from(v) {
                Ok(b) if b != LARGE => buffer.push(b),
                _ => {
                    let v = u32::try_from(v).map_err(|_| {
                        io::Error::new(io::ErrorKind::InvalidInput, "a value beyond 2^32")
                    })?;
                    self.large.push((heap, v));
                    buffer.push(LARGE);
                }
            }
        }
        let written = self.put(&buffer);
        self.buffer = buffer;
        written
    }

    /// The summary of the values written so far.
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::value_file::ValueFileWriter;
    /// let mut w = ValueFileWriter::new(Vec::new(), &HeapGame::parse("grundy").unwrap()).unwrap();
    /// w.write_values([0, 0, 0, 1, 0, 2, 1, 0, 2]).unwrap();
    /// assert_eq!((w.summary().largest, w.summary().largest_at), (2, 5));
    /// ```
    pub fn summary(&self) -> &ValueSummary {
        &self.summary
    }

    /// Writes the trailer (large values, counts, checksum) and returns
    /// the output.
    ///
    /// ```
    /// use conway::impartial::heap::HeapGame;
    /// use conway::impartial::value_file::{read_value_file, ValueFileWriter};
    /// let w = ValueFileWriter::new(Vec::new(), &HeapGame::parse("kayles").unwrap()).unwrap();
    /// let bytes = w.finish().unwrap();
    /// assert_eq!(read_value_file(&bytes).unwrap().1, Vec::<u64>::new());
    /// ```
    pub fn finish(mut self) -> io::Result<W> {
        let mut trailer = Vec::with_capacity(12 * self.large.len() + 16);
        for &(heap, v) in &self.large {
            trailer.extend_from_slice(&heap.to_le_bytes());
            trailer.extend_from_slice(&v.to_le_bytes());
        }
        trailer.extend_from_slice(&(self.large.len() as u64).to_le_bytes());
        trailer.extend_from_slice(&self.summary.count.to_le_bytes());
        self.put(&trailer)?;
        let crc = self.crc.clone().finalize();
        self.out.write_all(&crc.to_le_bytes())?;
        self.out.flush()?;
        Ok(self.out)
    }

    fn put(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.crc.update(bytes);
        self.out.write_all(bytes)
    }
}

/// The count of values, the largest and the first heap where it occurs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ValueSummary {
    /// How many values: `G(0..count)`.
    pub count: u64,
    /// The largest value.
    pub largest: u64,
    /// The first heap with the largest value.
    pub largest_at: u64,
}

impl ValueSummary {
    /// Notes the value of the next heap.
    ///
    /// ```
    /// use conway::impartial::value_file::ValueSummary;
    /// let mut s = ValueSummary::default();
    /// for v in [0, 1, 2, 3, 1, 4, 3, 2, 1, 4] {
    ///     s.note(v);
    /// }
    /// assert_eq!((s.count, s.largest, s.largest_at), (10, 4, 5));
    /// ```
    pub fn note(&mut self, v: u64) {
        if v > self.largest {
            self.largest = v;
            self.largest_at = self.count;
        }
        self.count += 1;
    }
}

/// Why a value file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ValueFileError {
    /// The bytes do not start with [`MAGIC`].
    #[error("not a conway value file (one starts with 'CONWAYGV')")]
    NotAValueFile,
    /// Another format version.
    #[error("value file format version {0}, but this conway reads version {FORMAT_VERSION}")]
    Version(u32),
    /// The checksum does not match, or the parts do not add up.
    #[error("the value file is damaged: {0}")]
    Damaged(&'static str),
}

/// The game and the values of a value file.
///
/// ```
/// use conway::impartial::value_file::{read_value_file, ValueFileError};
/// assert_eq!(read_value_file(b"hello"), Err(ValueFileError::NotAValueFile));
/// ```
pub fn read_value_file(bytes: &[u8]) -> Result<(String, Vec<u64>), ValueFileError> {
    use ValueFileError::Damaged;
    if !bytes.starts_with(MAGIC) {
        return Err(ValueFileError::NotAValueFile);
    }
    let u32_at = |at: usize| -> Option<u32> {
        Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
    };
    let u64_at = |at: usize| -> Option<u64> {
        Some(u64::from_le_bytes(bytes.get(at..at + 8)?.try_into().ok()?))
    };
    let version = u32_at(8).ok_or(Damaged("it ends early"))?;
    if version != FORMAT_VERSION {
        return Err(ValueFileError::Version(version));
    }
    let name_len = u32_at(12).ok_or(Damaged("it ends early"))? as usize;
    let values_at = 16usize.saturating_add(name_len.min(MAX_GAME_BYTES + 1));
    let body_end = bytes.len().checked_sub(4).ok_or(Damaged("it ends early"))?;
    if name_len > MAX_GAME_BYTES || values_at + 16 > body_end {
        return Err(Damaged("it ends early"));
    }
    let crc = u32_at(body_end).ok_or(Damaged("it ends early"))?;
    if crc32fast::hash(&bytes[..body_end]) != crc {
        return Err(Damaged("its checksum does not match its contents"));
    }
    let name = std::str::from_utf8(&bytes[16..values_at])
        .map_err(|_| Damaged("the game name is not UTF-8"))?;
    let count = u64_at(body_end - 8).ok_or(Damaged("it ends early"))?;
    let large = u64_at(body_end - 16).ok_or(Damaged("it ends early"))?;
    let room = (body_end - 16 - values_at) as u64;
    if count.checked_add(large.saturating_mul(12)) != Some(room) {
        return Err(Damaged("its counts do not match its length"));
    }
    let large_at = values_at + count as usize;
    let mut values: Vec<u64> = bytes[values_at..large_at]
        .iter()
        .map(|&b| u64::from(b))
        .collect();
    let mut placeholders = values.iter().filter(|&&v| v == u64::from(LARGE)).count() as u64;
    let mut last = None;
    for entry in bytes[large_at..body_end - 16].chunks_exact(12) {
        let heap = u64::from_le_bytes(entry[..8].try_into().expect("8 bytes"));
        let v = u32::from_le_bytes(entry[8..].try_into().expect("4 bytes"));
        let slot = usize::try_from(heap)
            .ok()
            .filter(|&h| last.is_none_or(|l| h > l))
            .and_then(|h| values.get_mut(h).map(|s| (h, s)));
        match slot {
            Some((h, s)) if *s == u64::from(LARGE) && v >= u32::from(LARGE) => {
                *s = u64::from(v);
                last = Some(h);
                placeholders -= 1;
            }
            _ => return Err(Damaged("a large value is listed at a heap without one")),
        }
    }
    if placeholders != 0 {
        return Err(Damaged("a large value is missing from the list"));
    }
    Ok((name.to_string(), values))
}
