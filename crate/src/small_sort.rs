//! An insertion sort for the short lists the engine sorts (a position's legal starts, a cell's
//! neighbours: a few dozen at most, usually nearly in order already). The standard sorts are
//! a few kilobytes of code per element type in the wasm the first board waits for; this is a
//! few dozen bytes, and on such lists as fast.

/// Sorts `items` by `key`, ascending; items with equal keys keep their order (stable).
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > key(&items[j]) {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::rng::Rng;

    #[test]
    fn sorts_as_the_standard_stable_sort_does() {
        let mut rng = Rng::new(3);
        for len in 0..40 {
            let items: Vec<(u8, usize)> = (0..len).map(|i| (rng.below(7) as u8, i)).collect();
            let mut ours = items.clone();
            super::sort_by_key(&mut ours, |&(k, _)| k);
            let mut theirs = items;
            theirs.sort_by_key(|&(k, _)| k);
            assert_eq!(ours, theirs);
        }
    }
}
