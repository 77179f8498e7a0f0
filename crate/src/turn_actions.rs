//! The actions of a complete turn, kept in the turn itself when they are few.
//!
//! A computer player's search lists the complete turns of every position it visits, and most
//! turns are one or two decisions (a Mraha start, a nyumba or kotso answer; a Tricérata lift and
//! a short path). One allocation per turn for them was a tenth of the Mraha alpha-beta search's
//! time; up to [`INLINE`] actions now live in the turn, and only longer turns take a `Vec`.
//! The value is the sequence either way: equality, order of use and the slice it derefs to do
//! not depend on where it is kept.

use std::fmt;
use std::ops::Deref;

/// Actions kept without an allocation.
pub const INLINE: usize = 4;

/// A turn's actions, in order.
#[derive(Clone)]
pub struct Actions<A: Copy>(Kept<A>);

#[derive(Clone)]
enum Kept<A: Copy> {
    /// The first `len` items; the rest repeat the first (any value would do).
    Inline {
        len: u8,
        items: [A; INLINE],
    },
    Heap(Vec<A>),
}

impl<A: Copy> Actions<A> {
    /// The parts one after the other (a turn's first decisions, then the rest of it).
    #[inline]
    pub fn concat(parts: &[&[A]]) -> Self {
        let len: usize = parts.iter().map(|p| p.len()).sum();
        match parts.iter().find_map(|p| p.first()) {
            Some(&first) if len <= INLINE => {
                let mut items = [first; INLINE];
                let mut at = 0;
                for part in parts {
                    items[at..at + part.len()].copy_from_slice(part);
                    at += part.len();
                }
                Actions(Kept::Inline {
                    len: len as u8,
                    items,
                })
            }
            _ => Actions(Kept::Heap(parts.concat())),
        }
    }

    /// A turn of one action.
    #[inline]
    pub fn one(action: A) -> Self {
        Actions(Kept::Inline {
            len: 1,
            items: [action; INLINE],
        })
    }

    /// The actions as a `Vec` (for callers that keep or extend them).
    pub fn into_vec(self) -> Vec<A> {
        match self.0 {
            Kept::Heap(v) => v,
            Kept::Inline { .. } => self.to_vec(),
        }
    }
}

impl<A: Copy> Deref for Actions<A> {
    type Target = [A];

    #[inline]
    fn deref(&self) -> &[A] {
        match &self.0 {
            Kept::Inline { len, items } => &items[..*len as usize],
            Kept::Heap(v) => v,
        }
    }
}

impl<A: Copy> From<Vec<A>> for Actions<A> {
    /// Keeps the `Vec` as it is: its allocation is already paid.
    fn from(v: Vec<A>) -> Self {
        Actions(Kept::Heap(v))
    }
}

impl<A: Copy> From<&[A]> for Actions<A> {
    #[inline]
    fn from(s: &[A]) -> Self {
        match s.first() {
            Some(&first) if s.len() <= INLINE => {
                let mut items = [first; INLINE];
                items[..s.len()].copy_from_slice(s);
                Actions(Kept::Inline {
                    len: s.len() as u8,
                    items,
                })
            }
            _ => Actions(Kept::Heap(s.to_vec())),
        }
    }
}

impl<'a, A: Copy> IntoIterator for &'a Actions<A> {
    type Item = &'a A;
    type IntoIter = std::slice::Iter<'a, A>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<A: Copy + PartialEq> PartialEq for Actions<A> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<A: Copy + Eq> Eq for Actions<A> {}

impl<A: Copy + PartialOrd> PartialOrd for Actions<A> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        (**self).partial_cmp(&**other)
    }
}

impl<A: Copy + Ord> Ord for Actions<A> {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (**self).cmp(&**other)
    }
}

impl<A: Copy + fmt::Debug> fmt::Debug for Actions<A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every way of building the same sequence gives the same value, inline or not.
    #[test]
    fn the_value_is_the_sequence() {
        let all: Vec<u16> = (1..=9).collect();
        for len in 0..=all.len() {
            for cut in 0..=len {
                let (a, b) = all[..len].split_at(cut);
                let joined = Actions::concat(&[a, b]);
                assert_eq!(&*joined, &all[..len]);
                assert_eq!(joined, Actions::from(all[..len].to_vec()));
                assert_eq!(joined, Actions::from(&all[..len]));
                assert_eq!(joined.clone().into_vec(), all[..len].to_vec());
                assert_eq!(joined.iter().count(), len);
                assert_eq!(format!("{joined:?}"), format!("{:?}", &all[..len]));
                assert_eq!(
                    matches!(joined.0, Kept::Inline { .. }),
                    (1..=INLINE).contains(&len)
                );
            }
        }
        assert_eq!(&*Actions::one(7u8), &[7]);
        assert!(Actions::from(&[1u8, 2][..]) < Actions::from(&[1u8, 3][..]));
        assert!(Actions::from(&[1u8][..]) < Actions::from(vec![1u8, 0]));
    }
}
