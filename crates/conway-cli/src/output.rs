//! Standard output, the one place the command line writes it (the crate
//! denies `print!`/`println!`), and what happens when its reader goes away.
//!
//! A reader that stops early (`conway grundy kayles --to 100000 | head -3`)
//! closes the pipe. Either a write finds it closed (`EPIPE`), or, while a
//! search runs and writes nothing, [`watch_reader`]'s thread sees it close.
//! Both mark the output closed and abandon the work: the running
//! computation's control is cancelled (and any started later is cancelled
//! at once), so its workers stop. The command then ends without a message
//! with exit code [`EXIT_OUTPUT_CLOSED`] (141, what a shell reports for a
//! program killed by `SIGPIPE`, as `seq 100000 | head -3` gives): nothing
//! more could be seen, and the run did not finish.

use crate::failure::Failure;
use crate::limits;
use std::io::{ErrorKind, Write};
use std::sync::atomic::{AtomicBool, Ordering};

/// Set once standard output was found closed.
static CLOSED: AtomicBool = AtomicBool::new(false);

/// True once standard output was found closed.
pub fn is_closed() -> bool {
    CLOSED.load(Ordering::SeqCst)
}

/// Marks standard output closed and abandons the work.
fn mark_closed() {
    if !CLOSED.swap(true, Ordering::SeqCst) {
        limits::abandon();
    }
}

/// Writes `text` to standard output and flushes it. A closed output is
/// the failure [`Failure::output_closed`] (quiet); another write error is
/// an internal failure.
pub fn emit(text: &str) -> Result<(), Failure> {
    let mut out = Stdout;
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(write_failure)
}

/// `body` as one JSON document on one line: the `"schema"` field added
/// ([`conway::schema::document`]), the one place `--json` output is made.
pub fn json_line(body: serde_json::Value) -> String {
    format!("{}\n", conway::schema::document(body))
}

/// Writes `body` as one JSON document ([`json_line`]).
pub fn emit_json(body: serde_json::Value) -> Result<(), Failure> {
    emit(&json_line(body))
}

/// The failure for an error writing standard output: quiet when the
/// reader has gone, else an internal failure that names the error.
pub fn write_failure(e: std::io::Error) -> Failure {
    if e.kind() == ErrorKind::BrokenPipe || is_closed() {
        mark_closed();
        Failure::output_closed()
    } else {
        Failure::internal(format!("cannot write the output: {e}"))
    }
}

/// Standard output as a writer (for `play`'s running commentary): a write
/// that finds it closed marks it so, as [`emit`] does.
pub struct Stdout;

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        std::io::stdout().lock().write(buf).inspect_err(note)
    }

    fn write_all(&mut self, buf: &[u8]) -> std::io::Result<()> {
        std::io::stdout().lock().write_all(buf).inspect_err(note)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        std::io::stdout().lock().flush().inspect_err(note)
    }
}

fn note(e: &std::io::Error) {
    if e.kind() == ErrorKind::BrokenPipe {
        mark_closed();
    }
}

/// Starts a thread that waits for standard output's reader to go away
/// (a pipe with no reader left reports an error to `poll`), and then marks
/// the output closed, so a search that has not written yet stops at once
/// instead of running to the end for nobody. Outside Unix it does nothing.
pub fn watch_reader() {
    #[cfg(unix)]
    {
        let _ = std::thread::Builder::new()
            .name("conway-stdout".into())
            .stack_size(64 << 10)
            .spawn(wait_for_reader_to_leave);
    }
}

/// Blocks until standard output reports an error or a hang-up; an
/// output that never does (a file, `/dev/null`) blocks this thread for
/// good, which costs nothing.
#[cfg(unix)]
fn wait_for_reader_to_leave() {
    use rustix::event::{poll, PollFd, PollFlags};
    let stdout = std::io::stdout();
    loop {
        // No events asked for: only errors and hang-ups wake the poll.
        let mut fds = [PollFd::new(&stdout, PollFlags::empty())];
        match poll(&mut fds, None) {
            Ok(_) => {
                let got = fds[0].revents();
                if got.intersects(PollFlags::ERR | PollFlags::HUP) {
                    mark_closed();
                    return;
                }
                if got.contains(PollFlags::NVAL) {
                    return;
                }
            }
            Err(rustix::io::Errno::INTR) => {}
            Err(_) => return,
        }
    }
}
