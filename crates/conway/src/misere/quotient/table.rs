//! A finite commutative monoid given by its full multiplication table,
//! with the identity numbered 0 and a marked subset (the P-portion), and
//! its reduction: merging the elements no product tells apart.

use crate::control::{Control, Stop};
use std::collections::HashMap;

/// A finite commutative monoid with identity 0 and a P-portion.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Table {
    size: usize,
    /// `mul[x * size + y]` = `x · y`.
    mul: Vec<u32>,
    /// Whether each element is in the P-portion.
    pub p: Vec<bool>,
}

impl Table {
    /// The trivial monoid `{1}`; the empty sum is a misère N-position.
    pub fn trivial() -> Table {
        Table {
            size: 1,
            mul: vec![0],
            p: vec![false],
        }
    }

    /// The monoid of `size` elements whose product is `times` (which must
    /// be commutative and associative, with identity 0).
    pub fn from_fn(size: usize, p: Vec<bool>, times: impl Fn(usize, usize) -> usize) -> Table {
        let mut mul = Vec::with_capacity(size * size);
        for x in 0..size {
            for y in 0..size {
                mul.push(times(x, y) as u32);
            }
        }
        Table { size, mul, p }
    }

    pub fn size(&self) -> usize {
        self.size
    }

    /// `x · y`.
    pub fn times(&self, x: usize, y: usize) -> usize {
        self.mul[x * self.size + y] as usize
    }

    /// `x^k`, by repeated squaring (`k` may be large: a sum of 10^5 equal
    /// heaps).
    pub fn power(&self, mut x: usize, mut k: usize) -> usize {
        let mut acc = 0;
        while k > 0 {
            if k & 1 == 1 {
                acc = self.times(acc, x);
            }
            x = self.times(x, x);
            k >>= 1;
        }
        acc
    }

    /// The product of `elements`.
    pub fn product(&self, elements: impl IntoIterator<Item = usize>) -> usize {
        elements.into_iter().fold(0, |a, x| self.times(a, x))
    }

    /// Merges the elements that no product tells apart; see [`reduce`].
    #[cfg(test)]
    pub fn reduce(
        &self,
        generators: &[usize],
        control: &Control,
    ) -> Result<(Table, Vec<usize>), Stop> {
        reduce(
            self.size,
            &self.p,
            generators,
            |x, y| self.times(x, y),
            control,
        )
    }

    /// Whether every two elements are told apart by some product.
    #[cfg(test)]
    pub fn is_reduced(&self) -> bool {
        (0..self.size).all(|x| {
            (0..x).all(|y| {
                (0..self.size).any(|z| self.p[self.times(x, z)] != self.p[self.times(y, z)])
            })
        })
    }
}

/// Merges the elements of the monoid (`size` elements, identity 0,
/// product `times`, P-portion `p`) that no product tells apart (`x ~ y`
/// when `xz` and `yz` are both in the P-portion or both out of it, for
/// every `z`): Moore's partition refinement over the action of
/// `generators`, which must generate the monoid. Returns the reduced
/// monoid and the class of each element; classes are numbered by first
/// element, so the identity stays 0. Only the reduced monoid's table is
/// built.
pub(super) fn reduce(
    size: usize,
    p: &[bool],
    generators: &[usize],
    times: impl Fn(usize, usize) -> usize,
    control: &Control,
) -> Result<(Table, Vec<usize>), Stop> {
    let step: Vec<Vec<usize>> = (0..size)
        .map(|x| generators.iter().map(|&g| times(x, g)).collect())
        .collect();
    let mut class: Vec<usize> = p.iter().map(|&b| usize::from(b)).collect();
    let mut count = class.iter().max().map_or(0, |&m| m + 1);
    loop {
        control.advance(size as u64)?;
        let mut ids: HashMap<Vec<usize>, usize> = HashMap::new();
        let next: Vec<usize> = (0..size)
            .map(|x| {
                let mut key = Vec::with_capacity(generators.len() + 1);
                key.push(class[x]);
                key.extend(step[x].iter().map(|&y| class[y]));
                let n = ids.len();
                *ids.entry(key).or_insert(n)
            })
            .collect();
        let stable = ids.len() == count;
        count = ids.len();
        class = next;
        if stable {
            break;
        }
    }
    let mut first = vec![usize::MAX; count];
    for (x, &c) in class.iter().enumerate() {
        if first[c] == usize::MAX {
            first[c] = x;
        }
    }
    let reduced_p = first.iter().map(|&x| p[x]).collect();
    let reduced = Table::from_fn(count, reduced_p, |a, b| class[times(first[a], first[b])]);
    Ok((reduced, class))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Z/4 with P-portion {1, 3} reduces to Z/2 with P-portion {1}.
    #[test]
    fn reduction_merges_indistinguishable_elements() {
        let z4 = Table::from_fn(4, vec![false, true, false, true], |a, b| (a + b) % 4);
        let (z2, class) = z4.reduce(&[1], &Control::unlimited()).unwrap();
        assert_eq!(z2.size(), 2);
        assert_eq!(class, vec![0, 1, 0, 1]);
        assert!(z2.p[1] && !z2.p[0]);
        assert_eq!(z2.times(1, 1), 0);
        assert!(z2.is_reduced());
        assert_eq!(z4.power(3, 5), 3);
        assert_eq!(z4.power(2, 0), 0);
    }
}
