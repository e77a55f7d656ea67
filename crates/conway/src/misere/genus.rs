//! The genus of an impartial game (Conway, *On Numbers and Games* ch. 12;
//! *Winning Ways* ch. 13): `g^(γ0 γ1 γ2 …)` where `g` is the normal-play
//! Grundy value and `γn` the misère Grundy value of the game plus `n`
//! copies of `*2`.
//!
//! The sequence is computed from the options' sequences by Conway's rule
//! `γ0 = G-`, `γn = mex({γn(G')} ∪ {γ(n−1), γ(n−1) ⊕ 1})`, and is
//! eventually periodic with period 2; it is stored up to the point where
//! that period starts, plus one period.

use super::game::mex;
use super::phylum::{phylum, Phylum};
use super::MisereGame;
use std::fmt;

/// The `i`-th entry of a stored sequence that goes on with period 2.
pub(crate) fn entry(sequence: &[u32], i: usize) -> u32 {
    if i < sequence.len() {
        sequence[i]
    } else {
        let start = sequence.len() - 2;
        sequence[start + (i - start) % 2]
    }
}

/// The genus sequence of a game whose options have the given sequences
/// (none: the game 0).
pub(crate) fn sequence(options: &[&[u32]]) -> Box<[u32]> {
    let first = if options.is_empty() {
        1
    } else {
        mex(options.iter().map(|s| s[0]))
    };
    let settled = options.iter().map(|s| s.len()).max().unwrap_or(2);
    let mut out = vec![first];
    let mut i = 1;
    loop {
        let previous = out[i - 1];
        let value = mex(options
            .iter()
            .map(|s| entry(s, i))
            .chain([previous, previous ^ 1]));
        out.push(value);
        // Past `settled` the options' entries alternate, so two equal
        // pairs in a row mean the new sequence alternates from here on.
        if i > settled && out[i] == out[i - 2] && out[i - 1] == out[i - 3] {
            break;
        }
        i += 1;
    }
    while out.len() > 2 && out[out.len() - 1] == out[out.len() - 3] {
        out.pop();
    }
    out.into_boxed_slice()
}

/// Whether the genus is tame: `0^120`, `1^031`, `0^02`, `1^13` or
/// `a^(a, a⊕2)` for `a ≥ 2` (Winning Ways ch. 13).
pub(crate) fn is_tame(g: u32, sequence: &[u32]) -> bool {
    let first_ok = if g < 2 {
        sequence[0] < 2
    } else {
        sequence[0] == g
    };
    first_ok && (1..sequence.len() + 2).all(|i| entry(sequence, i) == g ^ (((i & 1) as u32) << 1))
}

/// The genus of a game, printed as CGSuite prints it.
///
/// ```
/// use conway::misere::MisereGame;
/// let two = MisereGame::nim_heap(2);
/// assert_eq!(two.genus().to_string(), "2");
/// assert_eq!(two.genus().extended(), "2^20");
/// assert_eq!(two.genus().gamma(5), 0);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Genus {
    /// The normal-play Grundy value `g`.
    pub normal: u32,
    sequence: Vec<u32>,
    /// The game, whose phylum decides how the genus is printed (looked up
    /// only when it is).
    game: MisereGame,
}

impl Genus {
    /// The genus of `game`, with `G+ = normal` and the given sequence.
    pub(crate) fn new(normal: u32, sequence: &[u32], game: MisereGame) -> Genus {
        Genus {
            normal,
            sequence: sequence.to_vec(),
            game,
        }
    }

    /// `γn`: the misère Grundy value of the game plus `n` copies of `*2`.
    pub fn gamma(&self, n: usize) -> u32 {
        entry(&self.sequence, n)
    }

    /// The superscript up to the start of its final period 2, then one
    /// period: `γ0 γ1 … γk` with `γ(k+1) = γ(k−1)` from there on.
    pub fn superscript(&self) -> &[u32] {
        &self.sequence
    }

    /// `g^γ0γ1…` with every superscript written (also for nim heaps), and
    /// with brackets and commas when an entry has two digits.
    pub fn extended(&self) -> String {
        written(self.normal, &self.sequence)
    }
}

/// `g^d…`, with brackets and commas when an entry has two digits (as
/// CGSuite writes it).
fn written(normal: u32, superscript: &[u32]) -> String {
    let big = superscript.iter().any(|&v| v >= 10);
    let digits: Vec<String> = superscript.iter().map(u32::to_string).collect();
    if big {
        format!("{normal}^({})", digits.join(","))
    } else {
        format!("{normal}^{}", digits.concat())
    }
}

impl fmt::Display for Genus {
    /// As CGSuite prints it (`Genus.java`): just `n` for the nim heap
    /// `*n`; `G+^G-` for a tame or restive game (its phylum decides the
    /// rest of the sequence); the extended genus otherwise.
    ///
    /// ```
    /// use conway::misere::{parse_sum, MisereGame};
    /// let two = MisereGame::nim_heap(2);
    /// assert_eq!((two + two).genus().to_string(), "0^0");
    /// assert_eq!((two + two).genus().extended(), "0^02");
    /// // {*2#, *}: restless, so the whole superscript is written.
    /// assert_eq!(parse_sum("*[[2],1]").unwrap().genus().to_string(), "2^1420");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let phylum = phylum(self.game);
        if phylum == Phylum::NimHeap {
            write!(f, "{}", self.normal)
        } else if phylum.is_restive_or_tame() {
            f.write_str(&written(self.normal, &[self.game.misere_grundy()]))
        } else {
            f.write_str(&self.extended())
        }
    }
}
