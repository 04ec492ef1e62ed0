//! The CPU time of the calling thread, for the figures that must hold whatever else the machine
//! runs (the draw benchmark, the picture-format measurement).

use std::time::Duration;

/// The CPU time this thread has used.
pub fn thread_cpu() -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid timespec for the call to fill.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}
