//! The second way to adjoin a heap, for when the first is refuted (the
//! old quotient splits: in Kayles, heaps 5 + 5 act as the empty sum until
//! heap 9 tells them apart): guess the quotient as words in the
//! generator heaps, each exponent folded by `g^(a+p) = g^a`, and label the
//! words by a retrograde analysis of their moves (a word's moves are its
//! heaps' moves, each left heap read as its word). The caller reduces the
//! guess and checks it exactly; a refuted guess is retried with larger
//! exponents `a`.

use super::table::{reduce, Table};
use crate::control::{Control, Stop};
use std::collections::VecDeque;

/// The guess: generator heaps, each with its exponents `(a, p)`, and each
/// heap's word.
pub(super) struct Guess<'a> {
    pub generators: &'a [usize],
    pub exponents: &'a [(usize, usize)],
    /// `words[h]`: the exponents of heap `h` in the generators.
    pub words: &'a [Vec<usize>],
    /// `options[h]`: the moves of heap `h`, as the heaps they leave.
    pub options: &'a [Vec<Vec<usize>>],
}

/// Mixed-radix numbering of folded words.
struct Radix<'a> {
    exponents: &'a [(usize, usize)],
}

impl Radix<'_> {
    fn size(&self) -> Option<usize> {
        self.exponents
            .iter()
            .try_fold(1usize, |acc, &(a, p)| acc.checked_mul(a + p))
    }
    fn fold(&self, i: usize, c: usize) -> usize {
        let (a, p) = self.exponents[i];
        if c < a + p {
            c
        } else {
            a + (c - a) % p
        }
    }
    fn index(&self, word: &[usize]) -> usize {
        word.iter().enumerate().rev().fold(0, |acc, (i, &c)| {
            acc * (self.exponents[i].0 + self.exponents[i].1) + self.fold(i, c)
        })
    }
    fn word(&self, mut x: usize) -> Vec<usize> {
        self.exponents
            .iter()
            .map(|&(a, p)| {
                let c = x % (a + p);
                x /= a + p;
                c
            })
            .collect()
    }
}

/// The reduced guess and each heap's element; `Ok(None)` when the words
/// would exceed `max_words`.
pub(super) fn guess(
    g: &Guess,
    max_words: usize,
    control: &Control,
) -> Result<Option<(Table, Vec<usize>)>, Stop> {
    let radix = Radix {
        exponents: g.exponents,
    };
    let Some(size) = radix.size().filter(|&s| s <= max_words) else {
        return Ok(None);
    };
    // The moves of each word.
    let mut moves: Vec<Vec<u32>> = Vec::with_capacity(size);
    for x in 0..size {
        control.tick()?;
        let w = radix.word(x);
        let mut out = Vec::new();
        for (i, &c) in w.iter().enumerate() {
            if c == 0 {
                continue;
            }
            for left in &g.options[g.generators[i]] {
                let mut next = w.clone();
                next[i] -= 1;
                for &h in left {
                    for (n, &e) in next.iter_mut().zip(&g.words[h]) {
                        *n += e;
                    }
                }
                out.push(radix.index(&next) as u32);
            }
        }
        out.sort_unstable();
        out.dedup();
        moves.push(out);
    }
    let p = retrograde(&moves);
    let unit = |i: usize| {
        let mut w = vec![0; g.generators.len()];
        w[i] = 1;
        radix.index(&w)
    };
    let generators: Vec<usize> = (0..g.generators.len()).map(unit).collect();
    let times = |x: usize, y: usize| {
        let (a, b) = (radix.word(x), radix.word(y));
        let sum: Vec<usize> = a.iter().zip(&b).map(|(i, j)| i + j).collect();
        radix.index(&sum)
    };
    let (table, class) = reduce(size, &p, &generators, times, control)?;
    let heap_element = g.words.iter().map(|w| class[radix.index(w)]).collect();
    Ok(Some((table, heap_element)))
}

/// Misère outcomes of the positions of a move graph: a position without
/// moves is an N-position, one whose moves all reach N-positions a
/// P-position; positions left undecided by cycles count as N.
fn retrograde(moves: &[Vec<u32>]) -> Vec<bool> {
    let n = moves.len();
    let mut back: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (x, m) in moves.iter().enumerate() {
        for &y in m {
            back[y as usize].push(x as u32);
        }
    }
    let mut left: Vec<usize> = moves.iter().map(Vec::len).collect();
    // None: undecided; Some(true): P.
    let mut label: Vec<Option<bool>> = vec![None; n];
    let mut queue: VecDeque<usize> = (0..n).filter(|&x| left[x] == 0).collect();
    for &x in &queue {
        label[x] = Some(false);
    }
    while let Some(y) = queue.pop_front() {
        let y_is_p = label[y] == Some(true);
        for &x in &back[y] {
            let x = x as usize;
            if label[x].is_some() {
                continue;
            }
            if y_is_p {
                label[x] = Some(false);
                queue.push_back(x);
            } else {
                left[x] -= 1;
                if left[x] == 0 {
                    label[x] = Some(true);
                    queue.push_back(x);
                }
            }
        }
    }
    label.into_iter().map(|l| l == Some(true)).collect()
}
