//! An insertion sort for the short lists the engine and the computer players sort (a position's
//! legal starts, a cell's neighbours, a node's moves, a position's candidate turns: a few dozen,
//! at most a few hundred, often nearly in order already). The standard sorts are a few
//! kilobytes of code per element type and comparison in the wasm modules (the players' modules
//! held 13 of them, a tenth of their size); this is a few dozen bytes, and on such lists as
//! fast. Long lists (a beam's thousands of in-turn states) keep the standard sorts: this one
//! takes time in the square of the length.

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

/// Sorts `items` by `compare` (a total order), ascending; items it finds equal keep their order
/// (stable): the order the standard `sort_by` gives.
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> std::cmp::Ordering) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && compare(&items[j - 1], &items[j]) == std::cmp::Ordering::Greater {
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

    #[test]
    fn sorts_by_a_comparison_as_the_standard_stable_sort_does() {
        let mut rng = Rng::new(5);
        for len in 0..200 {
            let items: Vec<(i32, usize)> = (0..len).map(|i| (rng.below(9) as i32 - 4, i)).collect();
            // Descending by the first field, as the players rank their candidates.
            let mut ours = items.clone();
            super::sort_by(&mut ours, |a, b| b.0.cmp(&a.0));
            let mut theirs = items;
            theirs.sort_by_key(|a| std::cmp::Reverse(a.0));
            assert_eq!(ours, theirs);
        }
    }
}
