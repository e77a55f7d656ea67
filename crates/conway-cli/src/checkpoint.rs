//! Checkpoint files on disk: loaded and checked, and extended by appending.
//!
//! A save appends one record with the values computed since the last save
//! after the saved part of the file, flushes it to the disk (fsync), then
//! rewrites the small progress slot near the start of the file to cover
//! it and flushes again. Until the slot is rewritten the new record is
//! ignored, so at every moment the file holds a whole checkpoint, even if
//! the process is killed or the machine stops mid-write, and a save costs
//! the new values only (a run of 2^32 values never rewrites the 4 GB it
//! saved before). The format and its checks (version, game, checksums) are
//! the library's ([`conway::impartial::checkpoint`]).

use crate::failure::Failure;
use conway::impartial::checkpoint::{
    header_bytes, progress_slot, read_checkpoint, record_bytes, PROGRESS_AT,
};
use conway::impartial::heap::HeapGame;
use conway::impartial::sequence::SequenceRun;
use std::fs::{File, OpenOptions};
use std::io::{BufReader, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// An open checkpoint file and how much of the run it holds.
pub struct CheckpointFile {
    path: PathBuf,
    file: File,
    /// The length of the saved part: header and records.
    saved_bytes: u64,
    /// The values it holds: `G(0..saved_values)`.
    saved_values: usize,
}

/// Opens the checkpoint in `path` for `game`: the run saved there, or a
/// new empty run and a new file holding just the header. A file that
/// cannot be read, is damaged or belongs to another game is an input
/// failure naming the file, and is left as it was.
pub fn open(path: &Path, game: &HeapGame) -> Result<(CheckpointFile, SequenceRun), Failure> {
    let place = || format!("checkpoint {}", path.display());
    let cannot = |e: std::io::Error| Failure::input(place(), format!("cannot use it: {e}"));
    let (run, saved_bytes) = match File::open(path) {
        Ok(file) => {
            let resumed =
                read_checkpoint(BufReader::with_capacity(1 << 20, file), game).map_err(|e| {
                    Failure::input(
                        place(),
                        format!("{e}; it was not used (remove the file to start over)"),
                    )
                })?;
            (resumed.run, resumed.saved_bytes)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let header = header_bytes(&game.to_string());
            write_atomically(path, &header).map_err(cannot)?;
            (SequenceRun::new(game), header.len() as u64)
        }
        Err(e) => return Err(Failure::input(place(), format!("cannot read it: {e}"))),
    };
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .open(path)
        .map_err(cannot)?;
    // Bytes past the saved part are a save cut short: drop them.
    file.set_len(saved_bytes).map_err(cannot)?;
    let saved_values = run.len();
    let checkpoint = CheckpointFile {
        path: path.to_path_buf(),
        file,
        saved_bytes,
        saved_values,
    };
    Ok((checkpoint, run))
}

impl CheckpointFile {
    /// Appends the values of `run` not saved yet.
    pub fn save(&mut self, run: &SequenceRun) -> Result<(), Failure> {
        if run.len() <= self.saved_values {
            return Ok(());
        }
        let record = record_bytes(run.values_in(self.saved_values..run.len()));
        self.append(&record).map_err(|e| {
            Failure::internal(format!(
                "cannot save the checkpoint {}: {e}",
                self.path.display()
            ))
        })?;
        self.saved_values = run.len();
        Ok(())
    }

    fn append(&mut self, record: &[u8]) -> std::io::Result<()> {
        self.file.seek(SeekFrom::Start(self.saved_bytes))?;
        self.file.write_all(record)?;
        self.file.sync_data()?;
        let saved = self.saved_bytes + record.len() as u64;
        self.file.seek(SeekFrom::Start(PROGRESS_AT))?;
        self.file.write_all(&progress_slot(saved))?;
        self.file.sync_data()?;
        self.saved_bytes = saved;
        Ok(())
    }
}

/// Writes `bytes` to `path` so that the file is always whole: the old
/// contents or the new ones.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map_or_else(|| "checkpoint".into(), |n| n.to_string_lossy().into_owned());
    // One fixed name: a temporary file left by a killed run is reused.
    let temp = dir.join(format!(".{name}.tmp"));
    let written = (|| {
        let mut file = File::create(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&temp, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temp);
        return written;
    }
    // Make the rename durable (not possible on every system).
    if let Ok(d) = File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}
