//! Misère quotients of heap games restricted to heaps up to `N`
//! (Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS
//! 5 (2005) #G05; Plambeck & Siegel, "Misère quotients for impartial
//! games", JCTA 115 (2008)): the commutative monoid of sums of heaps up to
//! `N` modulo indistinguishability, its P-portion and the pretending
//! function from heaps to its elements.
//!
//! This is not the papers' incremental algorithm but a slower one that is
//! exact on its own terms, for small `N`:
//!
//! 1. Guess that every heap `h` satisfies `h^(k+2) = h^k` in the quotient
//!    (for `k = 1, 2, …` up to a bound), so that a sum of heaps is known by
//!    its counts, each in `0..=k+1` with `k+2` folded back to `k`.
//! 2. Check the guess: with the exact misère outcome of every sum whose
//!    counts are at most `k+2` (a plain search), every sum with a count
//!    `k+2` must have the outcome of the same sum with that count `k`. By
//!    induction on the height of the game tree the guess then holds for
//!    every sum (a count above `k+2` reduces through the options, which
//!    match one to one; a count of exactly `k+2` is the check).
//! 3. The counts modulo the guess form a finite monoid with a correct
//!    outcome partition; merging elements no sum tells apart (minimising
//!    the automaton whose letters are the heaps and whose accepting states
//!    are the P-positions) gives the quotient.
//!
//! When no guess up to the bound checks out, no finite quotient was found
//! (it may exist with larger exponents, or not at all, as for 0.3122).

use crate::control::{Control, Stop};
use crate::impartial::heap::HeapRule;
use std::collections::HashMap;

/// The misère quotient of a heap game restricted to heaps up to `N`.
///
/// ```
/// use conway::control::Control;
/// use conway::impartial::heap::HeapGame;
/// use conway::misere::quotient;
/// let nim = HeapGame::parse("nim").unwrap();
/// let q = quotient(&nim, 1, 2, &Control::unlimited()).unwrap().unwrap();
/// // Heaps of one token: <a | a^2 = 1>, P-portion {a}.
/// assert_eq!(q.size(), 2);
/// assert_eq!(q.word(q.heap_element[1]), "a");
/// assert_eq!(q.relations(), vec!["a^2 = 1"]);
/// assert_eq!(q.element(&[1, 1, 1]), q.heap_element[1]);
/// assert!(!q.first_player_wins(&[1, 1, 1]));
/// assert_eq!(q.times_element(q.heap_element[1], q.heap_element[1]), 0);
/// ```
#[derive(Clone, Debug)]
pub struct Quotient {
    /// `heap_element[h]`: the element a heap of `h` pretends to be (0, the
    /// identity, for heaps without moves and for `h = 0`).
    pub heap_element: Vec<usize>,
    /// `times[x][g]`: the element `x` times the generator `g`.
    times: Vec<Vec<usize>>,
    /// The generators: the distinct elements heaps pretend to be, other
    /// than the identity, by first heap.
    pub generators: Vec<usize>,
    /// Whether each element is in the P-portion.
    pub p_portion: Vec<bool>,
    /// A shortest word in the generators for each element (exponents).
    pub words: Vec<Vec<u32>>,
}

impl Quotient {
    /// The number of elements.
    pub fn size(&self) -> usize {
        self.p_portion.len()
    }

    /// The element of a sum of heaps (each at most `N`).
    pub fn element(&self, heaps: &[usize]) -> usize {
        heaps
            .iter()
            .fold(0, |x, &h| self.times_element(x, self.heap_element[h]))
    }

    /// `x · y`.
    pub fn times_element(&self, x: usize, y: usize) -> usize {
        self.words[y]
            .iter()
            .enumerate()
            .fold(x, |acc, (g, &e)| (0..e).fold(acc, |a, _| self.times[a][g]))
    }

    /// Whether the player to move wins the sum of `heaps` under misère
    /// play, read off the quotient (one step per heap).
    pub fn first_player_wins(&self, heaps: &[usize]) -> bool {
        !self.p_portion[self.element(heaps)]
    }

    /// The element written as a word in the generators `a, b, c, …`
    /// (`1` for the identity).
    pub fn word(&self, x: usize) -> String {
        let parts: Vec<String> = self.words[x]
            .iter()
            .enumerate()
            .filter(|(_, &e)| e > 0)
            .map(|(g, &e)| match e {
                1 => generator_name(g),
                _ => format!("{}^{e}", generator_name(g)),
            })
            .collect();
        if parts.is_empty() {
            "1".to_string()
        } else {
            parts.join("")
        }
    }

    /// Defining relations: for each element `w` (as its word) and generator
    /// `g` whose product is not itself written `wg`, `wg = w'`. With the
    /// words they determine the monoid.
    pub fn relations(&self) -> Vec<String> {
        let mut out = Vec::new();
        for x in 0..self.size() {
            for g in 0..self.generators.len() {
                let y = self.times[x][g];
                let mut w = self.words[x].clone();
                w[g] += 1;
                if w != self.words[y] {
                    let lhs = Quotient::word_of(&w);
                    out.push(format!("{lhs} = {}", self.word(y)));
                }
            }
        }
        out
    }

    fn word_of(exponents: &[u32]) -> String {
        exponents
            .iter()
            .enumerate()
            .filter(|(_, &e)| e > 0)
            .map(|(g, &e)| match e {
                1 => generator_name(g),
                _ => format!("{}^{e}", generator_name(g)),
            })
            .collect::<Vec<_>>()
            .join("")
    }
}

/// `a`, `b`, …, `z`, then `g26`, `g27`, ….
pub fn generator_name(g: usize) -> String {
    match u8::try_from(g) {
        Ok(i) if i < 26 => ((b'a' + i) as char).to_string(),
        _ => format!("g{g}"),
    }
}

/// Counts of heaps `1..=N`, only of heaps that have moves.
type Counts = Vec<u32>;

/// Exact misère outcomes of sums of heaps, by a plain search on an
/// explicit stack, memoised on the counts.
struct Outcomes<'a, R: HeapRule> {
    rule: &'a R,
    /// Index in `Counts` of each heap size (`None`: no moves, the game 0).
    slot: Vec<Option<usize>>,
    size_of: Vec<usize>,
    memo: HashMap<Counts, bool>,
}

impl<R: HeapRule> Outcomes<'_, R> {
    fn options(&self, c: &Counts) -> Vec<Counts> {
        let mut out = Vec::new();
        for (i, &n) in c.iter().enumerate() {
            if n == 0 {
                continue;
            }
            self.rule.for_each_option(self.size_of[i], &mut |left| {
                let mut next = c.clone();
                next[i] -= 1;
                for &h in left {
                    if let Some(s) = self.slot[h] {
                        next[s] += 1;
                    }
                }
                out.push(next);
            });
        }
        out
    }

    /// Whether the player to move wins `c`.
    fn wins(&mut self, c: &Counts, control: &Control) -> Result<bool, Stop> {
        let mut stack = vec![(c.clone(), false)];
        while let Some((p, expanded)) = stack.pop() {
            if self.memo.contains_key(&p) {
                continue;
            }
            let options = self.options(&p);
            if expanded {
                control.tick()?;
                let w = options.is_empty() || options.iter().any(|o| !self.memo[o]);
                self.memo.insert(p, w);
            } else {
                stack.push((p, true));
                for o in options {
                    if !self.memo.contains_key(&o) {
                        stack.push((o, false));
                    }
                }
            }
        }
        Ok(self.memo[c])
    }
}

/// The misère quotient of `rule` restricted to heaps up to `heaps`, trying
/// exponents `k = 1..=max_k` (see the module notes); `Ok(None)` when no
/// finite quotient was found that way.
///
/// ```
/// use conway::control::Control;
/// use conway::impartial::heap::HeapGame;
/// use conway::misere::quotient;
/// // Misère Nim with heaps of 1 and 2: Plambeck's tame quotient
/// // <a, b | a^2 = 1, b^3 = b>, six elements, P-portion {a, b^2}.
/// let nim = HeapGame::parse("nim").unwrap();
/// let q = quotient(&nim, 2, 3, &Control::unlimited()).unwrap().unwrap();
/// assert_eq!(q.size(), 6);
/// assert_eq!(q.p_portion.iter().filter(|&&p| p).count(), 2);
/// // Misère Nim: *2 + *2 is a P-position, * + *2 + *2 an N-position.
/// assert!(!q.first_player_wins(&[2, 2]));
/// assert!(q.first_player_wins(&[1, 2, 2]));
/// ```
pub fn quotient<R: HeapRule>(
    rule: &R,
    heaps: usize,
    max_k: u32,
    control: &Control,
) -> Result<Option<Quotient>, Stop> {
    let mut slot = vec![None; heaps + 1];
    let mut size_of = Vec::new();
    for (h, s) in slot.iter_mut().enumerate().skip(1) {
        let mut has_move = false;
        rule.for_each_option(h, &mut |_| has_move = true);
        if has_move {
            *s = Some(size_of.len());
            size_of.push(h);
        }
    }
    let mut outcomes = Outcomes {
        rule,
        slot: slot.clone(),
        size_of,
        memo: HashMap::new(),
    };
    for k in 1..=max_k {
        if let Some(q) = try_exponent(&mut outcomes, k, control)? {
            return Ok(Some(q));
        }
    }
    Ok(None)
}

/// Every count vector with entries in `0..=top`, in order.
fn boxed(m: usize, top: u32) -> impl Iterator<Item = Counts> {
    let total = (top as usize + 1)
        .checked_pow(m as u32)
        .unwrap_or(usize::MAX);
    (0..total).map(move |mut i| {
        (0..m)
            .map(|_| {
                let d = (i % (top as usize + 1)) as u32;
                i /= top as usize + 1;
                d
            })
            .collect()
    })
}

fn try_exponent<R: HeapRule>(
    outcomes: &mut Outcomes<R>,
    k: u32,
    control: &Control,
) -> Result<Option<Quotient>, Stop> {
    let m = outcomes.size_of.len();
    // The check of the guess h^(k+2) = h^k.
    for c in boxed(m, k + 2) {
        for i in 0..m {
            if c[i] == k + 2 {
                let mut folded = c.clone();
                folded[i] = k;
                if outcomes.wins(&c, control)? != outcomes.wins(&folded, control)? {
                    return Ok(None);
                }
            }
        }
    }
    // The folded monoid: counts in 0..=k+1, element index in base k+2.
    let base = k as usize + 2;
    let index = |c: &Counts| c.iter().rev().fold(0usize, |a, &d| a * base + d as usize);
    let elements: Vec<Counts> = boxed(m, k + 1).collect();
    let mut step = vec![vec![0usize; m]; elements.len()];
    let mut p = vec![false; elements.len()];
    for c in &elements {
        let x = index(c);
        control.poll()?;
        p[x] = !outcomes.wins(c, control)?;
        for g in 0..m {
            let mut next = c.clone();
            next[g] = if next[g] == k + 1 { k } else { next[g] + 1 };
            step[x][g] = index(&next);
        }
    }
    Ok(Some(minimise(
        &step,
        &p,
        &outcomes.slot,
        index(&vec![0; m]),
        m,
    )))
}

/// Merges the elements no sum tells apart (Moore's partition refinement on
/// the automaton of generators and P-positions), then numbers the classes
/// from the identity by a breadth-first search over the generators.
fn minimise(
    step: &[Vec<usize>],
    p: &[bool],
    slot: &[Option<usize>],
    identity: usize,
    m: usize,
) -> Quotient {
    let mut class: Vec<usize> = p.iter().map(|&b| usize::from(b)).collect();
    loop {
        let mut ids: HashMap<Vec<usize>, usize> = HashMap::new();
        let next: Vec<usize> = (0..p.len())
            .map(|x| {
                let mut key = vec![class[x]];
                key.extend(step[x].iter().map(|&y| class[y]));
                let n = ids.len();
                *ids.entry(key).or_insert(n)
            })
            .collect();
        let stable = ids.len() == class.iter().collect::<std::collections::HashSet<_>>().len();
        class = next;
        if stable {
            break;
        }
    }
    // Generators: the classes of the heaps, distinct and not the identity.
    let id_class = class[identity];
    let mut generators: Vec<usize> = Vec::new(); // heap slots
    let mut gen_classes: Vec<usize> = Vec::new();
    for s in 0..m {
        let c = class[step[identity][s]];
        if c != id_class && !gen_classes.contains(&c) {
            gen_classes.push(c);
            generators.push(s);
        }
    }
    // Breadth-first from the identity: numbering and shortest words.
    let mut number: HashMap<usize, usize> = HashMap::new();
    let mut rep: Vec<usize> = Vec::new();
    let mut words: Vec<Vec<u32>> = Vec::new();
    number.insert(id_class, 0);
    rep.push(identity);
    words.push(vec![0; generators.len()]);
    let mut at = 0;
    while at < rep.len() {
        let x = rep[at];
        for (g, &s) in generators.iter().enumerate() {
            let y = step[x][s];
            if let std::collections::hash_map::Entry::Vacant(e) = number.entry(class[y]) {
                e.insert(rep.len());
                rep.push(y);
                let mut w = words[at].clone();
                w[g] += 1;
                words.push(w);
            }
        }
        at += 1;
    }
    let times: Vec<Vec<usize>> = rep
        .iter()
        .map(|&x| {
            generators
                .iter()
                .map(|&s| number[&class[step[x][s]]])
                .collect()
        })
        .collect();
    let p_portion = rep.iter().map(|&x| p[x]).collect();
    let heap_element = slot
        .iter()
        .map(|s| s.map_or(0, |s| number[&class[step[identity][s]]]))
        .collect();
    Quotient {
        heap_element,
        times,
        generators: generators
            .iter()
            .map(|&s| number[&class[step[identity][s]]])
            .collect(),
        p_portion,
        words,
    }
}
