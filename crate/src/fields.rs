//! [`Fields`]: a small map kept as a vector sorted by key, written as a JSON object in key
//! order — what a `BTreeMap` gave the views and the catalogue, without the B-tree's code and
//! its stable sort in the wasm the first board waits for (a handful of keys each: a sorted
//! vector is as fast, and several kilobytes smaller).

use serde::ser::{Serialize, SerializeMap, Serializer};
use std::borrow::Borrow;
use std::ops::Index;

/// Keys in ascending order, each once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fields<K, V>(Vec<(K, V)>);

impl<K: Ord, V> Fields<K, V> {
    pub fn new() -> Self {
        Fields(Vec::new())
    }

    /// Sets `key` to `value` (replacing its value if it is there).
    pub fn insert(&mut self, key: K, value: V) {
        match self.0.binary_search_by(|(k, _)| k.cmp(&key)) {
            Ok(i) => self.0[i].1 = value,
            Err(i) => self.0.insert(i, (key, value)),
        }
    }

    pub fn get<Q: Ord + ?Sized>(&self, key: &Q) -> Option<&V>
    where
        K: Borrow<Q>,
    {
        self.0
            .binary_search_by(|(k, _)| k.borrow().cmp(key))
            .ok()
            .map(|i| &self.0[i].1)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The entries in key order.
    pub fn iter(&self) -> impl Iterator<Item = (&K, &V)> {
        self.0.iter().map(|(k, v)| (k, v))
    }
}

impl<K: Ord, V> Default for Fields<K, V> {
    fn default() -> Self {
        Fields::new()
    }
}

/// As a `BTreeMap` collects: in key order, the last value of a repeated key kept.
impl<K: Ord, V> FromIterator<(K, V)> for Fields<K, V> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Self {
        let mut fields = Fields::new();
        for (k, v) in iter {
            fields.insert(k, v);
        }
        fields
    }
}

impl<'a, K, V> IntoIterator for &'a Fields<K, V> {
    type Item = (&'a K, &'a V);
    type IntoIter = std::iter::Map<std::slice::Iter<'a, (K, V)>, fn(&(K, V)) -> (&K, &V)>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().map(|(k, v)| (k, v))
    }
}

/// `fields["key"]`: panics when the key is missing, as a `BTreeMap` does.
impl<K: Ord + Borrow<Q>, V, Q: Ord + ?Sized> Index<&Q> for Fields<K, V> {
    type Output = V;
    fn index(&self, key: &Q) -> &V {
        self.get(key).expect("no such key")
    }
}

impl<K: Serialize, V: Serialize> Serialize for Fields<K, V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::Fields;
    use std::collections::BTreeMap;

    #[test]
    fn keeps_the_order_and_the_last_value_of_a_btree_map() {
        let pairs = [("b", 2), ("a", 1), ("c", 3), ("a", 4), ("d", 0)];
        let fields: Fields<&str, i32> = pairs.iter().copied().collect();
        let tree: BTreeMap<&str, i32> = pairs.iter().copied().collect();
        assert_eq!(
            fields.iter().map(|(k, v)| (*k, *v)).collect::<Vec<_>>(),
            tree.iter().map(|(k, v)| (*k, *v)).collect::<Vec<_>>()
        );
        assert_eq!(fields["a"], 4);
        assert_eq!(fields.get("e"), None);
        assert_eq!(fields.len(), 4);
        assert_eq!(
            serde_json::to_string(&fields).unwrap(),
            serde_json::to_string(&tree).unwrap()
        );
    }
}
