//! A search's wall-clock limit, read from the caller's clock.

/// Milliseconds from a fixed start: the caller's clock, so the engine needs none of its own
/// (wasm has no `std::time`).
pub type Millis = fn() -> f64;

/// A search's wall-clock limit: no iteration starts after `soft`, and the search stops at `hard`.
#[derive(Clone, Copy)]
pub(super) struct Clock {
    pub now: Millis,
    pub soft: f64,
    pub hard: f64,
    /// Nodes until the next look at the time.
    pub countdown: u32,
}

impl Clock {
    pub fn starting(now: Millis, seconds: f64, soft_share: f64) -> Clock {
        let (start, ms) = (now(), (seconds * 1000.0).clamp(0.0, 86_400_000.0));
        Clock { now, soft: start + ms * soft_share, hard: start + ms, countdown: CLOCK_POLL }
    }

    /// Whether the hard limit is reached (looked at every `CLOCK_POLL` calls).
    pub fn expired(&mut self) -> bool {
        self.countdown -= 1;
        if self.countdown > 0 {
            return false;
        }
        self.countdown = CLOCK_POLL;
        (self.now)() >= self.hard
    }
}

/// `Millis` from the process's own clock, for native callers.
#[cfg(not(target_arch = "wasm32"))]
pub fn process_millis() -> f64 {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// `Millis` from the calling thread's processor time (native): a search timed by it thinks
/// as much whatever else the machine runs (`gboards match --time engine-cpu`).
#[cfg(not(target_arch = "wasm32"))]
pub fn thread_cpu_millis() -> f64 {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `t` is a valid timespec for the call to fill; the clock id is a constant Linux
    // and macOS both define.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
    if ok { t.tv_sec as f64 * 1000.0 + t.tv_nsec as f64 / 1e6 } else { process_millis() }
}

/// Nodes between two looks at the clock.
pub(super) const CLOCK_POLL: u32 = 64;
/// The share of a time target after which no new iteration starts: the next one would take
/// several times longer than all before it.
pub(super) const SOFT_SHARE: f64 = 0.4;
/// The same share under a cap (`with_cap`), where the node budget normally ends the search
/// first: a later start keeps more of the level's play on slow devices.
pub(super) const CAP_SOFT_SHARE: f64 = 0.5;
