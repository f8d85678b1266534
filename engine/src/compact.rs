//! Compact text for URLs: a small LZ77 compressor and base64url, so a whole game record fits in
//! a link's hash. Decoding untrusted input never panics and is bounded in size.

use crate::error::{Error, Limit, Record, Result};

const WINDOW: usize = 4096;
const MIN_MATCH: usize = 3;
const MAX_MATCH: usize = MIN_MATCH + 15;
/// Decoded output larger than this is refused (a URL hash never needs more), and `pack`
/// refuses longer text, so that every packed text unpacks.
pub const MAX_DECODED: usize = 1 << 20;
/// The longest packed form of `MAX_DECODED` bytes: every byte a literal, one flag byte per 8,
/// then 4 base64 characters per 3 bytes.
pub const MAX_PACKED: usize = (MAX_DECODED + MAX_DECODED.div_ceil(8)).div_ceil(3) * 4;

/// LZ77 with 8-item groups: a flag byte, then per item either a literal byte or a 2-byte
/// reference (12-bit distance − 1, 4-bit length − MIN_MATCH).
pub fn compress(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() / 2 + 8);
    let mut i = 0;
    while i < data.len() {
        let flag_at = out.len();
        out.push(0u8);
        for bit in 0..8 {
            if i >= data.len() {
                break;
            }
            let (dist, len) = longest_match(data, i);
            if len >= MIN_MATCH {
                out[flag_at] |= 1 << bit;
                let d = dist - 1;
                out.push((d >> 4) as u8);
                out.push((((d & 0xF) << 4) | (len - MIN_MATCH)) as u8);
                i += len;
            } else {
                out.push(data[i]);
                i += 1;
            }
        }
    }
    out
}

fn longest_match(data: &[u8], i: usize) -> (usize, usize) {
    let start = i.saturating_sub(WINDOW);
    let max = MAX_MATCH.min(data.len() - i);
    let mut best = (0, 0);
    for j in (start..i).rev() {
        let mut len = 0;
        while len < max && data[j + len] == data[i + len] {
            len += 1;
        }
        if len > best.1 {
            best = (i - j, len);
            if len == max {
                break;
            }
        }
    }
    best
}

pub fn decompress(data: &[u8]) -> Result<Vec<u8>> {
    let bad = |why: Record| Error::link(why);
    let mut out: Vec<u8> = Vec::new();
    let mut i = 0;
    while i < data.len() {
        let flags = data[i];
        i += 1;
        for bit in 0..8 {
            if i >= data.len() {
                break;
            }
            if flags & (1 << bit) == 0 {
                out.push(data[i]);
                i += 1;
            } else {
                let (&hi, &lo) = (data.get(i).ok_or_else(|| bad(Record::CutShort))?, data.get(i + 1).ok_or_else(|| bad(Record::CutShort))?);
                i += 2;
                let dist = (((hi as usize) << 4) | (lo as usize >> 4)) + 1;
                let len = (lo as usize & 0xF) + MIN_MATCH;
                if dist > out.len() {
                    return Err(bad(Record::BeforeStart));
                }
                for _ in 0..len {
                    out.push(out[out.len() - dist]);
                }
            }
            if out.len() > MAX_DECODED {
                return Err(bad(Record::Unpacked));
            }
        }
    }
    Ok(out)
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

pub fn base64url(data: &[u8]) -> String {
    let mut out = String::with_capacity(data.len() * 4 / 3 + 3);
    for chunk in data.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (k, &b)| n | (b as u32) << (16 - 8 * k));
        for k in 0..=chunk.len() {
            out.push(B64[(n >> (18 - 6 * k) & 63) as usize] as char);
        }
    }
    out
}

pub fn from_base64url(text: &str) -> Result<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for c in text.bytes() {
        let v = B64.iter().position(|&b| b == c).ok_or_else(|| Error::link(Record::Character))?;
        acc = (acc << 6) | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Ok(out)
}

/// Text → compressed base64url; text over `MAX_DECODED` bytes is refused (`unpack` would).
pub fn pack(text: &str) -> Result<String> {
    if text.len() > MAX_DECODED {
        return Err(Error::too_large(Limit::LinkBytes { bytes: text.len(), most: MAX_DECODED }));
    }
    Ok(base64url(&compress(text.as_bytes())))
}

/// The inverse of `pack`, with typed errors for damaged input.
pub fn unpack(packed: &str) -> Result<String> {
    if packed.len() > MAX_PACKED {
        return Err(Error::link(Record::TooLong));
    }
    let bytes = decompress(&from_base64url(packed)?)?;
    String::from_utf8(bytes).map_err(|_| Error::link(Record::NotText))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn round_trips_and_compresses() {
        let text = "gboards-record 1\ngame gyges\nseed 99\n".to_string() + &"a1-b2-c3\nd4-e5\n".repeat(40);
        let packed = pack(&text).unwrap();
        assert_eq!(unpack(&packed).unwrap(), text);
        assert!(packed.len() < text.len() / 3, "{} vs {}", packed.len(), text.len());
        for s in ["", "a", "ab", "abc", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "Gygès ✓"] {
            assert_eq!(unpack(&pack(s).unwrap()).unwrap(), s);
        }
    }

    #[test]
    fn random_data_round_trips_and_garbage_never_panics() {
        let mut rng = Rng::new(5);
        for _ in 0..300 {
            let n = rng.below(600);
            let alphabet = b"abcde-\n0123";
            let s: String = (0..n).map(|_| alphabet[rng.below(alphabet.len())] as char).collect();
            assert_eq!(unpack(&pack(&s).unwrap()).unwrap(), s);
            let junk: String = (0..rng.below(200)).map(|_| B64[rng.below(64)] as char).collect();
            let _ = unpack(&junk);
        }
        assert!(unpack("!!").is_err());
        assert!(unpack("AQAA").is_err());
    }
}
