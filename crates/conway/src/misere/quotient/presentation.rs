//! A minimal presentation of a finite commutative monoid from its Cayley
//! relations.
//!
//! The quotient knows a shortest word for every element, and every
//! product `w·g` that is not itself such a word gives a relation
//! `w·g = w'`; together they present the monoid, but most of them follow
//! from the others (`a^2b = b` from `a^2 = 1`). Deciding whether a
//! relation follows from others is the word problem of a finitely
//! presented commutative monoid, which completion decides: orient each
//! relation from the larger word to the smaller (degree, then the
//! exponents of `a`, `b`, … in turn) and add the critical pair of every
//! two rules whose left sides overlap until every pair rewrites to a
//! common word (Knuth–Bendix for commutative words, which is Buchberger's
//! algorithm for the binomial ideal; it stops by Dickson's lemma). Two
//! words are then equal in the monoid exactly when their normal forms
//! are.
//!
//! The relations are taken simplest first, each kept only when it does
//! not follow from those kept before; then each kept one is dropped if it
//! follows from the others kept. What is left presents the same monoid
//! (every relation dropped follows from it) and no relation in it follows
//! from the rest.

use std::cmp::Ordering;

/// A word in the generators, by its exponents.
pub type Word = Vec<u32>;

/// The order of words: total degree first, then the exponents of the
/// generators from the last (a larger exponent of a later generator is
/// larger: `c^2 > b^2`, `bc > ab`). A well-order compatible with
/// multiplication.
fn compare(x: &[u32], y: &[u32]) -> Ordering {
    let degree = |w: &[u32]| w.iter().map(|&e| u64::from(e)).sum::<u64>();
    degree(x)
        .cmp(&degree(y))
        .then_with(|| x.iter().rev().cmp(y.iter().rev()))
}

/// Does `x` divide `y` (every exponent at most)?
fn divides(x: &[u32], y: &[u32]) -> bool {
    x.iter().zip(y).all(|(a, b)| a <= b)
}

/// A relation oriented from the larger word to the smaller, if they
/// differ.
fn oriented(x: Word, y: Word) -> Option<(Word, Word)> {
    match compare(&x, &y) {
        Ordering::Greater => Some((x, y)),
        Ordering::Less => Some((y, x)),
        Ordering::Equal => None,
    }
}

/// A confluent rewriting system of a commutative monoid presentation:
/// rules `l → r` with `l` larger than `r`, closed under critical pairs.
///
/// ```
/// use conway::misere::presentation::Rewriting;
/// // <a, b | a^2 = 1, b^3 = b>: a^3 b^4 = a b^2.
/// let s = Rewriting::new(&[(vec![2, 0], vec![0, 0]), (vec![0, 3], vec![0, 1])]);
/// assert_eq!(s.normal_form(&[3, 4]), vec![1, 2]);
/// assert!(s.equal(&[2, 1], &[0, 1]));
/// assert!(!s.equal(&[1, 0], &[0, 0]));
/// assert_eq!(s.rules().len(), 2);
/// ```
#[derive(Clone, Debug, Default)]
pub struct Rewriting {
    rules: Vec<(Word, Word)>,
}

impl Rewriting {
    /// The system of the relations (pairs of equal words), completed.
    pub fn new(relations: &[(Word, Word)]) -> Rewriting {
        let mut system = Rewriting::default();
        for (x, y) in relations {
            system.add(x.clone(), y.clone());
        }
        system
    }

    /// The normal form of `w`: rewritten by the rules until none applies.
    pub fn normal_form(&self, w: &[u32]) -> Word {
        let mut w = w.to_vec();
        while let Some((l, r)) = self.rules.iter().find(|(l, _)| divides(l, &w)) {
            for ((e, a), b) in w.iter_mut().zip(l).zip(r) {
                *e = *e - a + b;
            }
        }
        w
    }

    /// Are `x` and `y` equal in the monoid presented?
    pub fn equal(&self, x: &[u32], y: &[u32]) -> bool {
        self.normal_form(x) == self.normal_form(y)
    }

    /// Adds the relation `x = y` and completes the system again
    /// (Buchberger's algorithm with the deletion of Gebauer and Möller):
    /// the critical pair of a new rule with every rule is queued, and a
    /// rule whose left side the new rule's divides is dropped, its pair
    /// with the new rule (itself rewritten once) being queued. When the
    /// queue is empty every critical pair of the rules rewrites to a
    /// common word, so the system is confluent.
    fn add(&mut self, x: Word, y: Word) {
        let mut queue = vec![(x, y)];
        while let Some((x, y)) = queue.pop() {
            // Under a watching control, stop here.
            crate::control::poll_point();
            let Some((l, r)) = oriented(self.normal_form(&x), self.normal_form(&y)) else {
                continue;
            };
            for (l2, r2) in &self.rules {
                // Left sides without a common generator give a pair that
                // always rewrites to r·r2 (Buchberger's first criterion).
                if l.iter().zip(l2).all(|(&a, &b)| a == 0 || b == 0) {
                    continue;
                }
                let lcm: Word = l.iter().zip(l2).map(|(&a, &b)| a.max(b)).collect();
                let one = (0..lcm.len()).map(|i| lcm[i] - l[i] + r[i]).collect();
                let two = (0..lcm.len()).map(|i| lcm[i] - l2[i] + r2[i]).collect();
                queue.push((one, two));
            }
            self.rules.retain(|(l2, _)| !divides(&l, l2));
            self.rules.push((l, r));
        }
    }

    /// The rules: every critical pair of them is joinable.
    pub fn rules(&self) -> &[(Word, Word)] {
        &self.rules
    }
}

/// A minimal set of the `relations` (pairs of equal words) presenting the
/// same monoid: each follows from none of the others, and every relation
/// given follows from them. Each is oriented larger word first and they
/// come simplest first.
///
/// ```
/// use conway::misere::presentation::minimal;
/// // a^4 = 1 follows from a^2 = 1.
/// let relations = vec![(vec![4], vec![0]), (vec![2], vec![0])];
/// assert_eq!(minimal(&relations), vec![(vec![2], vec![0])]);
/// ```
pub fn minimal(relations: &[(Word, Word)]) -> Vec<(Word, Word)> {
    let mut all: Vec<(Word, Word)> = relations
        .iter()
        .filter_map(|(x, y)| oriented(x.clone(), y.clone()))
        .collect();
    all.sort_by(|a, b| compare(&a.0, &b.0).then_with(|| compare(&a.1, &b.1)));
    all.dedup();
    // The system of the relations kept before each one kept.
    let mut prefixes = vec![Rewriting::default()];
    let mut kept: Vec<(Word, Word)> = Vec::new();
    for (x, y) in all {
        let system = prefixes.last().expect("the empty system");
        if !system.equal(&x, &y) {
            let mut next = system.clone();
            next.add(x.clone(), y.clone());
            prefixes.push(next);
            kept.push((x, y));
        }
    }
    // Each kept follows from none before it; drop any that follows from
    // the rest (the most complex first): those before it, whose system is
    // known, and those after it still kept.
    let mut keep = vec![true; kept.len()];
    for i in (0..kept.len()).rev() {
        let mut rest = prefixes[i].clone();
        for (j, (x, y)) in kept.iter().enumerate().skip(i + 1) {
            if keep[j] {
                rest.add(x.clone(), y.clone());
            }
        }
        keep[i] = !rest.equal(&kept[i].0, &kept[i].1);
    }
    kept.into_iter()
        .zip(keep)
        .filter_map(|(r, k)| k.then_some(r))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn implied_relations_are_dropped() {
        // Misère Nim with heaps up to 2 (Plambeck 2005): <a, b | a^2 = 1,
        // b^3 = b>; the Cayley relations list three more that follow.
        let cayley = vec![
            (vec![2, 0], vec![0, 0]),
            (vec![2, 1], vec![0, 1]),
            (vec![0, 3], vec![0, 1]),
            (vec![2, 2], vec![0, 2]),
            (vec![1, 3], vec![1, 1]),
            (vec![2, 0], vec![0, 0]),
        ];
        assert_eq!(
            minimal(&cayley),
            vec![(vec![2, 0], vec![0, 0]), (vec![0, 3], vec![0, 1])]
        );
    }

    #[test]
    fn a_later_relation_can_make_an_earlier_one_redundant() {
        // a^4 = 1 comes first; a^2 = 1 implies it.
        let relations = vec![(vec![4], vec![0]), (vec![2], vec![0])];
        assert_eq!(minimal(&relations), vec![(vec![2], vec![0])]);
        // a^3 = 1 and a^2 = 1 give a = 1.
        let s = Rewriting::new(&[(vec![3], vec![0]), (vec![2], vec![0])]);
        assert!(s.equal(&[1], &[0]));
    }

    #[test]
    fn completion_joins_every_critical_pair() {
        let s = Rewriting::new(&[
            (vec![2, 1, 0], vec![0, 0, 1]),
            (vec![0, 2, 0], vec![1, 0, 0]),
            (vec![0, 0, 3], vec![0, 1, 0]),
        ]);
        for (l, r) in s.rules() {
            assert_eq!(compare(l, r), Ordering::Greater);
            for (l2, r2) in s.rules() {
                let lcm: Word = l.iter().zip(l2).map(|(&a, &b)| a.max(b)).collect();
                let one: Word = (0..3).map(|i| lcm[i] - l[i] + r[i]).collect();
                let two: Word = (0..3).map(|i| lcm[i] - l2[i] + r2[i]).collect();
                assert_eq!(s.normal_form(&one), s.normal_form(&two));
            }
        }
    }
}
