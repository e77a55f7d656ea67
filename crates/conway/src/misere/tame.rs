//! Genus theory for sums of tame games (*Winning Ways* ch. 13): a tame
//! game plays in sums like a misère Nim position, so the misère outcome of
//! a sum of tame games is read off their genera without building the sum.
//!
//! A tame genus is one of three kinds: *fickle* `0^120` or `1^031` (like
//! the heaps 0 and `*`), *firm* `0^02` or `1^13` (like `*2+*2` and
//! `*2+*2+*`), or `a^a…` with `a ≥ 2` (like the heap `*a`). A sum of tame
//! games with at least one firm part or one part of `g ≥ 2` is a
//! P-position exactly when the nim-sum of the `g`s is 0; a sum of fickle
//! parts only, exactly when it is 1 — the rule of misère Nim.

use super::MisereGame;

/// The running genus data of a sum of tame games: parts can be added and
/// removed in constant time, so the outcome after each move of a long sum
/// costs O(1).
///
/// ```
/// use conway::misere::{MisereGame, TameSum};
/// let parts = [1, 1, 1].map(MisereGame::nim_heap);
/// let sum = TameSum::of(&parts).unwrap();
/// // Three single heaps: the player to move takes the first, and loses.
/// assert!(!sum.first_player_wins());
/// // Replace one heap by 0: two single heaps, a first-player win.
/// assert!(sum.replace(parts[0], MisereGame::ZERO).unwrap().first_player_wins());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TameSum {
    nim_sum: u32,
    /// Parts that are firm or have `g ≥ 2` (the ones that make the sum play
    /// like normal Nim).
    strong: usize,
}

impl TameSum {
    /// The data of the sum of `parts`, or `None` when a part is not tame.
    pub fn of(parts: &[MisereGame]) -> Option<TameSum> {
        parts
            .iter()
            .try_fold(TameSum::default(), |sum, &p| sum.with(p))
    }

    /// The sum with `part` added, or `None` when `part` is not tame.
    pub fn with(self, part: MisereGame) -> Option<TameSum> {
        let (g, strong) = kind(part)?;
        Some(TameSum {
            nim_sum: self.nim_sum ^ g,
            strong: self.strong + usize::from(strong),
        })
    }

    /// The sum with `old` (one of its parts) replaced by `new`, or `None`
    /// when `new` is not tame.
    pub fn replace(self, old: MisereGame, new: MisereGame) -> Option<TameSum> {
        let (g, strong) = kind(old)?;
        TameSum {
            nim_sum: self.nim_sum ^ g,
            strong: self.strong - usize::from(strong),
        }
        .with(new)
    }

    /// Whether the player to move wins the sum under misère play.
    pub fn first_player_wins(self) -> bool {
        if self.strong > 0 {
            self.nim_sum != 0
        } else {
            self.nim_sum != 1
        }
    }
}

/// The `g` of a tame game and whether it is firm or `g ≥ 2`.
fn kind(part: MisereGame) -> Option<(u32, bool)> {
    if !part.is_tame() {
        return None;
    }
    let g = part.normal_grundy();
    let fickle = g < 2 && part.misere_grundy() != g;
    Some((g, !fickle))
}
