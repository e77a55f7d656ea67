//! Checkpoint files on disk: loaded and checked, and saved atomically.
//!
//! A save writes a temporary file in the checkpoint's own directory,
//! flushes it to the disk (fsync), and renames it over the checkpoint, then
//! flushes the directory: at every moment the file on disk is either the
//! old checkpoint or the new one, whole, even if the process is killed or
//! the machine stops mid-write. The format and its checks (version, game,
//! checksum) are the library's ([`conway::impartial::checkpoint`]).

use crate::failure::Failure;
use conway::impartial::checkpoint::Checkpoint;
use conway::impartial::heap::HeapGame;
use conway::impartial::sequence::SequenceRun;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The run saved in `path` for `game`, or `None` if there is no such file.
/// A file that cannot be read, is damaged or belongs to another game is an
/// input failure naming the file.
pub fn load(path: &Path, game: &HeapGame) -> Result<Option<SequenceRun>, Failure> {
    let place = || format!("checkpoint {}", path.display());
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Failure::input(place(), format!("cannot read it: {e}"))),
    };
    let refuse = |e: &dyn std::fmt::Display| {
        Failure::input(
            place(),
            format!("{e}; it was not used (remove the file to start over)"),
        )
    };
    let checkpoint = Checkpoint::decode(&bytes).map_err(|e| refuse(&e))?;
    checkpoint.resume(game).map(Some).map_err(|e| refuse(&e))
}

/// Saves the run in `path`, atomically.
pub fn save(path: &Path, run: &SequenceRun) -> Result<(), Failure> {
    let bytes = Checkpoint::encode_run(run);
    write_atomically(path, &bytes).map_err(|e| {
        Failure::internal(format!(
            "cannot save the checkpoint {}: {e}",
            path.display()
        ))
    })
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
    // One fixed name: a temporary file left by a killed run is reused (and
    // renamed away) by the next save.
    let temp = dir.join(format!(".{name}.tmp"));
    let written = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&temp, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temp);
        return written;
    }
    // Make the rename itself durable (not possible on every system).
    if let Ok(d) = File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}
