//! Long computations on the command line: `--max-positions`,
//! `--timeout` and `--max-memory`, Ctrl-C, and the progress bar.
//!
//! Every command that searches flattens [`Limits`] into its arguments and
//! runs its search under the [`Control`] of a [`Watch`]. The library counts
//! its work on the control and stops when a limit is reached or Ctrl-C
//! cancels it; the command then prints what it has and fails with
//! [`Failure::stopped`] (exit code 3 for a limit, 130 for Ctrl-C). While
//! the search runs, a thread draws a progress bar from the control's
//! counters on stderr, if stderr is a terminal and the search takes more
//! than a moment; the library itself never prints.

use crate::failure::Failure;
use conway::control::{Budget, Control, Stop};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The default position budget. Transposition tables cost roughly 100
/// bytes per position (board games; less for heap sequences), so 50
/// million positions stay within about 5 GB of memory: a search that would
/// exhaust a machine's memory hits this limit first.
pub const DEFAULT_MAX_POSITIONS: u64 = 50_000_000;

/// `--max-positions`, `--timeout` and `--max-memory`, shared by every
/// command that searches.
#[derive(clap::Args, Clone, Debug)]
pub struct Limits {
    /// Stop after examining N positions (each value computed counts as
    /// one), and print what was computed so far (exit code 3). The default
    /// keeps the tables within a few GB of memory; 0 means no limit.
    #[arg(
        long,
        value_name = "N",
        default_value_t = DEFAULT_MAX_POSITIONS,
        help_heading = "Limits"
    )]
    pub max_positions: u64,

    /// Stop after SECONDS seconds of computing (fractions allowed), and
    /// print what was computed so far (exit code 3).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, help_heading = "Limits")]
    pub timeout: Option<Duration>,

    /// Stop when the process holds more than SIZE of memory (bytes, or
    /// with K, M, G, T: 500M, 8G), tables included, and print what was
    /// computed so far (exit code 3). The default is 3/4 of the memory
    /// the machine had available when the command started; 0 means no
    /// limit.
    #[arg(long, value_name = "SIZE", value_parser = parse_size, help_heading = "Limits")]
    pub max_memory: Option<u64>,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_positions: DEFAULT_MAX_POSITIONS,
            timeout: None,
            max_memory: None,
        }
    }
}

/// `--max-memory`: a number of bytes with an optional binary suffix.
pub fn parse_size(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let (digits, shift) = match t.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => {
            let shift = match c.to_ascii_uppercase() {
                'K' => 10,
                'M' => 20,
                'G' => 30,
                'T' => 40,
                _ => return Err(format!("'{text}': the size suffix must be K, M, G or T")),
            };
            (&t[..i], shift)
        }
        _ => (t, 0),
    };
    digits
        .trim()
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(1 << shift))
        .ok_or_else(|| {
            format!("'{text}' is not a size (bytes, or a whole number with K, M, G or T)")
        })
}

/// `--timeout`: a non-negative number of seconds.
fn parse_seconds(text: &str) -> Result<Duration, String> {
    let seconds: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("'{text}' is not a number of seconds"))?;
    Duration::try_from_secs_f64(seconds)
        .map_err(|_| format!("'{text}' is not a usable number of seconds (0 or more)"))
}

impl Limits {
    /// Starts watching a computation described by `what` (shown next to
    /// the progress bar).
    pub fn watch(&self, what: &str) -> Watch {
        Watch::start(
            Control::with_budget(self.budget()),
            what,
            self.max_positions,
        )
    }

    /// The budget these limits set (0 meaning no limit).
    pub fn budget(&self) -> Budget {
        let memory = self
            .max_memory
            .unwrap_or_else(conway::control::default_memory_budget);
        Budget {
            positions: (self.max_positions > 0).then_some(self.max_positions),
            timeout: self.timeout,
            memory: (memory > 0).then_some(memory),
        }
    }
}

/// The controls of the computations running now (a watch may start inside
/// another), for the Ctrl-C handler and [`abandon`].
static ACTIVE: Mutex<Vec<Arc<Control>>> = Mutex::new(Vec::new());

/// The running computations' controls.
fn active() -> std::sync::MutexGuard<'static, Vec<Arc<Control>>> {
    ACTIVE.lock().unwrap_or_else(|p| p.into_inner())
}
/// Set by the first Ctrl-C.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);
/// Set when nobody can see the results any more (standard output closed):
/// every computation, running or to come, is cancelled.
static ABANDONED: AtomicBool = AtomicBool::new(false);

/// Makes Ctrl-C cancel the running computation, which then prints what it
/// has and exits with code 130. With no computation running (say, `conway
/// play` waiting for a move), or at a second Ctrl-C, the process exits
/// with code 130 at once.
pub fn handle_interrupts() {
    // If no handler can be installed, Ctrl-C keeps its default effect.
    let _ = ctrlc::set_handler(|| {
        let active = active().clone();
        match active.is_empty() {
            false if !INTERRUPTED.swap(true, Ordering::SeqCst) => {
                active.iter().for_each(|control| control.cancel())
            }
            _ => {
                eprintln!("\nconway: interrupted");
                std::process::exit(i32::from(crate::failure::EXIT_INTERRUPTED));
            }
        }
    });
}

/// Cancels the running computation and every later one: the command's
/// results can no longer be seen (its standard output was closed).
pub fn abandon() {
    ABANDONED.store(true, Ordering::SeqCst);
    active().iter().for_each(|control| control.cancel());
}

/// Lets the next computation run after a Ctrl-C stopped the last one (the
/// worksheet goes on after it); until then a second Ctrl-C exits.
pub fn rearm_interrupts() {
    INTERRUPTED.store(false, Ordering::SeqCst);
}

/// A computation being watched: its control, registered for Ctrl-C, and
/// the progress bar's thread. Dropping it clears the bar.
pub struct Watch {
    control: Arc<Control>,
    finished: Arc<AtomicBool>,
    progress: Option<JoinHandle<()>>,
}

/// How long a computation runs before its progress bar appears.
const QUIET_FOR: Duration = Duration::from_millis(800);
/// How often the bar is redrawn.
const TICK: Duration = Duration::from_millis(100);

impl Watch {
    fn start(control: Arc<Control>, what: &str, max_positions: u64) -> Watch {
        active().push(Arc::clone(&control));
        if INTERRUPTED.load(Ordering::SeqCst) || ABANDONED.load(Ordering::SeqCst) {
            control.cancel();
        }
        let finished = Arc::new(AtomicBool::new(false));
        let progress = std::io::stderr().is_terminal().then(|| {
            let (control, finished) = (Arc::clone(&control), Arc::clone(&finished));
            let what = what.to_string();
            std::thread::Builder::new()
                .name("conway-progress".into())
                .spawn(move || draw_progress(&control, &finished, &what, max_positions))
                .ok()
        });
        Watch {
            control,
            finished,
            progress: progress.flatten(),
        }
    }

    /// The control to run the computation under.
    pub fn control(&self) -> &Control {
        &self.control
    }

    /// The failure for a stopped computation: which limit, how far it got.
    pub fn stopped(&self, stop: Stop) -> Failure {
        Failure::stopped(stop, self.control.done(), self.control.elapsed())
    }

    /// Runs value algebra (sums, comparisons, thermographs of expressions)
    /// under this watch: each canonical form built counts as a position,
    /// and a stop becomes the failure that says which limit.
    pub fn algebra<T>(&self, work: impl FnOnce() -> Result<T, Failure>) -> Result<T, Failure> {
        conway::control::watch(&self.control, work).map_err(|stop| self.stopped(stop))?
    }

    /// Runs `work` (a report being written) under this watch; a stop comes
    /// back as the `Stop`.
    pub fn watched<T>(&self, work: impl FnOnce() -> T) -> Result<T, Stop> {
        conway::control::watch(&self.control, work)
    }
}

/// How long a stopped command may still spend writing a big value into its
/// partial report (the value was found; printing its form can take long).
pub const PRINT_GRACE: Duration = Duration::from_millis(300);

/// `work()` (writing a report) done within [`PRINT_GRACE`], or `None`.
pub fn within_grace<T>(work: impl FnOnce() -> T) -> Option<T> {
    let grace = Control::new(None, Some(PRINT_GRACE));
    conway::control::watch(&grace, work).ok()
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.finished.store(true, Ordering::SeqCst);
        if let Some(handle) = self.progress.take() {
            let _ = handle.join();
        }
        active().retain(|c| !Arc::ptr_eq(c, &self.control));
    }
}

/// The progress thread: after [`QUIET_FOR`], a bar (when the total is
/// known) or a spinner with the count of positions, until `finished`.
fn draw_progress(control: &Control, finished: &AtomicBool, what: &str, max_positions: u64) {
    let started = Instant::now();
    let mut bar: Option<ProgressBar> = None;
    while !finished.load(Ordering::SeqCst) {
        std::thread::sleep(TICK);
        if started.elapsed() < QUIET_FOR {
            continue;
        }
        let bar = bar.get_or_insert_with(|| new_bar(control, what, max_positions));
        if let Some(total) = control.total() {
            bar.set_length(total);
        }
        bar.set_position(control.done());
    }
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
}

fn new_bar(control: &Control, what: &str, max_positions: u64) -> ProgressBar {
    let (bar, template) = match control.total() {
        Some(total) => (
            ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr()),
            "{msg} [{elapsed_precise}] {wide_bar} {human_pos}/{human_len} ({rate}, {eta} left)",
        ),
        None => (
            ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr()),
            "{spinner} {msg} [{elapsed_precise}] {human_pos} positions ({rate})",
        ),
    };
    if let Ok(style) = ProgressStyle::with_template(template) {
        bar.set_style(style.with_key(
            "rate",
            |state: &ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = write!(w, "{}", readable_rate(state.per_sec()));
            },
        ));
    }
    let limit = match max_positions {
        0 => String::new(),
        n => format!(" (at most {n} positions; Ctrl-C stops)"),
    };
    bar.set_message(format!("{what}{limit}"));
    bar
}

/// A rate of work rounded to three significant digits with a metric
/// prefix: `1.05 M positions/s`, `980 positions/s`.
pub fn readable_rate(per_second: f64) -> String {
    if !per_second.is_finite() || per_second < 0.0 {
        return "- positions/s".to_string();
    }
    let (scaled, prefix) = [(1e9, "G "), (1e6, "M "), (1e3, "k ")]
        .into_iter()
        .find(|&(unit, _)| per_second >= unit * 0.9995)
        .map_or((per_second, ""), |(unit, prefix)| {
            (per_second / unit, prefix)
        });
    let decimals = match scaled {
        x if x >= 99.95 => 0,
        x if x >= 9.995 => 1,
        _ => 2,
    };
    let decimals = if prefix.is_empty() && scaled >= 1.0 {
        0
    } else {
        decimals
    };
    format!("{scaled:.decimals$} {prefix}positions/s")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_are_rounded_to_three_digits() {
        assert_eq!(readable_rate(1_049_876.3), "1.05 M positions/s");
        assert_eq!(readable_rate(12_345_678.0), "12.3 M positions/s");
        assert_eq!(readable_rate(999_999.0), "1.00 M positions/s");
        assert_eq!(readable_rate(512_000.0), "512 k positions/s");
        assert_eq!(readable_rate(980.4), "980 positions/s");
        assert_eq!(readable_rate(0.25), "0.25 positions/s");
        assert_eq!(readable_rate(3.2e9), "3.20 G positions/s");
        assert_eq!(readable_rate(f64::NAN), "- positions/s");
    }

    #[test]
    fn sizes_are_read() {
        assert_eq!(parse_size("500M"), Ok(500 << 20));
        assert_eq!(parse_size("8g"), Ok(8 << 30));
        assert_eq!(parse_size("1024"), Ok(1024));
        assert_eq!(parse_size("0"), Ok(0));
        assert!(parse_size("8X").is_err());
        assert!(parse_size("1.5G").is_err());
        assert!(parse_size("-1G").is_err());
        assert!(parse_size("99999999999T").is_err());
        assert!(parse_size("").is_err());
    }

    #[test]
    fn seconds_are_read() {
        assert_eq!(parse_seconds("1.5"), Ok(Duration::from_millis(1500)));
        assert_eq!(parse_seconds("0"), Ok(Duration::ZERO));
        assert!(parse_seconds("-1").is_err());
        assert!(parse_seconds("soon").is_err());
        assert!(parse_seconds("inf").is_err());
    }
}
