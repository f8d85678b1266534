//! Deterministic randomness. A game's chance outcome number `k` depends only on the seed and
//! `k`, so undo and replay give the same roll again: a player can never re-roll by undoing.

/// SplitMix64 finaliser: a good 64-bit mix with no state beyond its input.
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A uniform draw in `0..n` for chance event `k` of a game with `seed`. Unbiased (rejection).
pub fn draw(seed: u64, k: u64, n: u32) -> u32 {
    assert!(n > 0);
    let n64 = n as u64;
    let zone = u64::MAX - (u64::MAX % n64);
    let mut i = 0u64;
    loop {
        let x = mix(seed ^ mix(k.wrapping_mul(0x1000_0000_01B3).wrapping_add(i)));
        if x < zone {
            return (x % n64) as u32;
        }
        i += 1;
    }
}

/// A small fast generator for self-play, tests and the AI (xorshift64*).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(mix(seed) | 1)
    }
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// Uniform in `0..n` (n > 0); the tiny modulo bias is irrelevant for play and tests.
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_are_deterministic_and_in_range() {
        for k in 0..1000 {
            let a = draw(42, k, 6);
            assert!(a < 6);
            assert_eq!(a, draw(42, k, 6));
        }
    }

    #[test]
    fn draws_are_uniform() {
        let mut counts = [0u32; 6];
        let n = 60_000;
        for k in 0..n {
            counts[draw(7, k, 6) as usize] += 1;
        }
        let expected = n as f64 / 6.0;
        let chi2: f64 = counts.iter().map(|&c| (c as f64 - expected).powi(2) / expected).sum();
        // 5 degrees of freedom: p = 0.001 at 20.5.
        assert!(chi2 < 20.5, "chi-square {chi2} for {counts:?}");
    }
}
