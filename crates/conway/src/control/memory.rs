//! How much memory the process uses and the machine has, from Linux's
//! `/proc` files (elsewhere both are unknown, and memory budgets are not
//! enforced).

/// The resident memory of this process in bytes (`VmRSS` of
/// `/proc/self/status`): everything it holds in RAM, its value table, memo
/// and transposition tables included. `None` where it cannot be read.
///
/// ```
/// if let Some(bytes) = conway::control::resident_memory() {
///     assert!(bytes > 0);
/// }
/// ```
pub fn resident_memory() -> Option<u64> {
    kilobytes_field(
        &std::fs::read_to_string("/proc/self/status").ok()?,
        "VmRSS:",
    )
}

/// The peak resident memory of this process in bytes (`VmHWM` of
/// `/proc/self/status`): the most it has held in RAM so far. `None` where
/// it cannot be read.
///
/// ```
/// if let Some(peak) = conway::control::peak_memory() {
///     assert!(peak >= conway::control::resident_memory().unwrap_or(0) / 2);
/// }
/// ```
pub fn peak_memory() -> Option<u64> {
    kilobytes_field(
        &std::fs::read_to_string("/proc/self/status").ok()?,
        "VmHWM:",
    )
}

/// The memory the machine can still give to programs, in bytes
/// (`MemAvailable` of `/proc/meminfo`). `None` where it cannot be read.
///
/// ```
/// if let Some(bytes) = conway::control::available_memory() {
///     assert!(bytes > 0);
/// }
/// ```
pub fn available_memory() -> Option<u64> {
    kilobytes_field(
        &std::fs::read_to_string("/proc/meminfo").ok()?,
        "MemAvailable:",
    )
}

/// The memory budget when the machine's memory cannot be read (4 GiB).
pub const FALLBACK_MEMORY_BUDGET: u64 = 4 << 30;

/// The default memory budget of the command line and the Python package:
/// 3/4 of what this process held plus what the machine had available the
/// first time it was asked (read once: the tables stay from one
/// computation to the next), or [`FALLBACK_MEMORY_BUDGET`] where that
/// cannot be read.
///
/// ```
/// let budget = conway::control::default_memory_budget();
/// assert!(budget > 0);
/// assert_eq!(budget, conway::control::default_memory_budget());
/// ```
pub fn default_memory_budget() -> u64 {
    static DEFAULT: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    *DEFAULT.get_or_init(|| {
        let own = resident_memory().unwrap_or(0);
        available_memory().map_or(FALLBACK_MEMORY_BUDGET, |free| (free + own) / 4 * 3)
    })
}

/// The field `name` of a `/proc` file in kB (`VmRSS:   1234 kB`), in bytes.
fn kilobytes_field(text: &str, name: &str) -> Option<u64> {
    let line = text.lines().find(|l| l.starts_with(name))?;
    let mut words = line[name.len()..].split_whitespace();
    let number: u64 = words.next()?.parse().ok()?;
    match words.next() {
        Some("kB") => number.checked_mul(1024),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_read_in_kilobytes() {
        let status = "Name:\tconway\nVmHWM:\t  2048 kB\nVmRSS:\t  1024 kB\n";
        assert_eq!(kilobytes_field(status, "VmRSS:"), Some(1024 * 1024));
        assert_eq!(kilobytes_field(status, "VmSwap:"), None);
        assert_eq!(kilobytes_field("VmRSS: 12 MB\n", "VmRSS:"), None);
        assert_eq!(kilobytes_field("VmRSS: lots kB\n", "VmRSS:"), None);
    }
}
