//! How `wet build` asks the C allocator for memory.
//!
//! A WET builder grows thousands of vectors by a quarter at a time (record
//! stacks, value maps, shadow-heap slabs), the large ones to megabytes.
//! glibc's `malloc` serves a request above its *mmap threshold* with a
//! mapping of its own, but raises that threshold to the size of every
//! such block freed (up to 32 MiB), so after the first large vector moves,
//! later large vectors come from the heap, where each reallocation leaves
//! its old block behind as a hole only smaller requests can reuse (jack
//! small: peak RSS 118.8 MB with the default, 106.9 MB with a fixed
//! threshold, same binary). A fixed threshold keeps every block above
//! it in its own mapping, which `realloc` moves with `mremap` (no copy) and
//! `free` returns to the system.

/// Blocks of at least this many bytes get a mapping of their own.
pub const MMAP_THRESHOLD: i32 = 128 * 1024;

/// Fixes the C allocator's mmap threshold at [`MMAP_THRESHOLD`] for the
/// rest of the process (glibc only: elsewhere it does nothing). Returns
/// whether the allocator took it.
pub fn fix_mmap_threshold() -> bool {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        /// glibc's `M_MMAP_THRESHOLD` parameter of `mallopt`.
        const M_MMAP_THRESHOLD: i32 = -3;
        extern "C" {
            fn mallopt(param: i32, value: i32) -> i32;
        }
        // SAFETY: `mallopt` only sets an allocator parameter; it is
        // thread-safe and takes plain integers.
        unsafe { mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 1 }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        false
    }
}
