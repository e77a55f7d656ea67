//! How much memory the process uses and the machine has, from Linux's
//! `/proc` files (elsewhere both are unknown, and memory budgets are not
//! enforced).

use std::alloc::{GlobalAlloc, Layout, System};

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

/// The virtual memory of this process in bytes (`VmSize` of
/// `/proc/self/status`): its whole address space, reserved thread stacks
/// and allocated but untouched pages included, which is what `ulimit -v`
/// limits. `None` where it cannot be read.
///
/// ```
/// if let Some(bytes) = conway::control::virtual_memory() {
///     assert!(bytes >= conway::control::resident_memory().unwrap_or(0));
/// }
/// ```
pub fn virtual_memory() -> Option<u64> {
    kilobytes_field(
        &std::fs::read_to_string("/proc/self/status").ok()?,
        "VmSize:",
    )
}

/// The resident and the virtual memory of this process in bytes, read in
/// one go (`VmRSS`, `VmSize`); `None` where they cannot be read.
pub(crate) fn resident_and_virtual() -> Option<(u64, u64)> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    Some((
        kilobytes_field(&status, "VmRSS:")?,
        kilobytes_field(&status, "VmSize:")?,
    ))
}

/// The limit on this process's address space in bytes (`ulimit -v`, the
/// soft `Max address space` of `/proc/self/limits`); `None` when there is
/// none or it cannot be read. Past it an allocation fails and the process
/// aborts, so a control stops before it (see [`Budget`](super::Budget)).
///
/// ```
/// if let Some(limit) = conway::control::address_space_limit() {
///     assert!(limit > 0);
/// }
/// ```
pub fn address_space_limit() -> Option<u64> {
    static LIMIT: std::sync::OnceLock<Option<u64>> = std::sync::OnceLock::new();
    *LIMIT.get_or_init(|| soft_address_limit(&std::fs::read_to_string("/proc/self/limits").ok()?))
}

/// The soft limit of the `Max address space` line of a `/proc/*/limits`
/// text, in bytes.
fn soft_address_limit(limits: &str) -> Option<u64> {
    let line = limits
        .lines()
        .find(|l| l.starts_with("Max address space"))?;
    line["Max address space".len()..]
        .split_whitespace()
        .next()?
        .parse()
        .ok()
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
/// cannot be read; never more than 3/4 of an address-space limit
/// (`ulimit -v`), which a control watches besides (see
/// [`Budget`](super::Budget)).
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
        let machine =
            available_memory().map_or(FALLBACK_MEMORY_BUDGET, |free| (free + own) / 4 * 3);
        address_space_limit().map_or(machine, |limit| machine.min(limit / 4 * 3))
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

/// `n` zeroed atomic words (`n > 0`), taken from the allocator's zeroed
/// memory rather than written one by one: a large table comes straight
/// from the operating system, whose fresh pages cost no memory until they
/// are first written. The value memo's comparison cache and the outcome
/// search's table are such tables.
pub(crate) fn zeroed_words(n: usize) -> Box<[std::sync::atomic::AtomicU64]> {
    use std::sync::atomic::AtomicU64;
    let layout = Layout::array::<AtomicU64>(n).expect("a table of words fits in memory");
    assert!(layout.size() > 0, "a table of no words");
    // SAFETY: the layout has a non-zero size; all-zero bytes are a valid
    // `AtomicU64` (it has the size and bit validity of `u64`); the pointer,
    // returned by the global allocator for the layout of exactly
    // `[AtomicU64; n]`, is handed to a box that frees it with that layout.
    unsafe {
        let ptr = std::alloc::alloc_zeroed(layout).cast::<AtomicU64>();
        if ptr.is_null() {
            std::alloc::handle_alloc_error(layout);
        }
        Box::from_raw(std::ptr::slice_from_raw_parts_mut(ptr, n))
    }
}

/// A global allocator for programs that run large searches: the system's
/// allocator, which in addition asks Linux to back each large allocation
/// (4 MiB or more: the interning table's blocks, the comparison cache, large
/// hash tables) with transparent huge pages (`madvise(MADV_HUGEPAGE)` on
/// its 2 MiB-aligned part), where the machine's setting of
/// `/sys/kernel/mm/transparent_hugepage/enabled` is `madvise`, as is
/// common. The value tables are read at random, and with 4 KiB pages
/// nearly every read of a large one also misses the processor's
/// translation cache; huge pages took a fifth of the CPU time off the
/// empty 6×6 Domineering board. Elsewhere, or for smaller allocations, it
/// is the system's allocator unchanged. The `conway` program uses it; a
/// library cannot choose the allocator, so a program opts in:
///
/// ```
/// #[global_allocator]
/// static ALLOCATOR: conway::control::HugePageAllocator = conway::control::HugePageAllocator;
/// # fn main() { assert_eq!(vec![7u8; 5 << 20][12345], 7); }
/// ```
pub struct HugePageAllocator;

/// Allocations of at least this many bytes are advised.
const HUGE_PAGE_ADVICE_MIN: usize = 4 << 20;

/// Advises the 2 MiB-aligned part of `len` bytes at `ptr` to be backed by
/// huge pages, if the allocation is large enough.
fn advise_huge_pages(ptr: *mut u8, len: usize) {
    #[cfg(target_os = "linux")]
    if !ptr.is_null() && len >= HUGE_PAGE_ADVICE_MIN {
        const HUGE: usize = 2 << 20;
        let start = (ptr as usize).next_multiple_of(HUGE);
        let end = (ptr as usize + len) & !(HUGE - 1);
        if end > start {
            // SAFETY: the range lies inside the allocation just made, which
            // the caller owns; the advice changes how its pages are backed,
            // never their contents. A refusal (an old kernel, huge pages
            // disabled) leaves the memory as it was, so it is ignored.
            let _ = unsafe {
                rustix::mm::madvise(
                    start as *mut std::ffi::c_void,
                    end - start,
                    rustix::mm::Advice::LinuxHugepage,
                )
            };
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (ptr, len);
}

// SAFETY: every call is passed on to the system allocator unchanged; the
// advice only changes how the pages of a block it returned are backed.
unsafe impl GlobalAlloc for HugePageAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract is the system allocator's.
        let ptr = unsafe { System.alloc(layout) };
        advise_huge_pages(ptr, layout.size());
        ptr
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as for `alloc`.
        let ptr = unsafe { System.alloc_zeroed(layout) };
        advise_huge_pages(ptr, layout.size());
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as for `alloc`.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: as for `alloc`.
        let ptr = unsafe { System.realloc(ptr, layout, new_size) };
        advise_huge_pages(ptr, new_size);
        ptr
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

    #[test]
    fn the_soft_address_space_limit_is_read_in_bytes() {
        let limits = "Limit                     Soft Limit           Hard Limit           Units\n\
                      Max stack size            8388608              unlimited            bytes\n\
                      Max address space         6144000000           unlimited            bytes\n";
        assert_eq!(soft_address_limit(limits), Some(6_144_000_000));
        let unlimited =
            "Max address space         unlimited            unlimited            bytes\n";
        assert_eq!(soft_address_limit(unlimited), None);
        assert_eq!(
            soft_address_limit("Max stack size 8388608 unlimited bytes\n"),
            None
        );
    }
}
