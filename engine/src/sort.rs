//! Sorting for the short lists the rules and the app put in order (a few dozen items at
//! most). An insertion sort is a few hundred bytes per use, where each use of the standard
//! library's sorts adds several kilobytes to the web build. Stable.

use std::cmp::Ordering;

pub fn sort_small_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && cmp(&v[j - 1], &v[j]) == Ordering::Greater {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

pub fn sort_small_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_small_by(v, |a, b| key(a).cmp(&key(b)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_stable_sort() {
        let mut rng = crate::rng::Rng::new(9);
        for len in 0..40 {
            let v: Vec<(u8, usize)> = (0..len).map(|i| (rng.below(5) as u8, i)).collect();
            let (mut a, mut b) = (v.clone(), v);
            sort_small_by_key(&mut a, |x| x.0);
            b.sort_by_key(|x| x.0);
            assert_eq!(a, b);
        }
    }
}
