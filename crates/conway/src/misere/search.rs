//! Misère simplest forms of positions of any impartial game, by a search of
//! the game tree on an explicit stack (a game 10^6 moves deep is fine).
//!
//! A position that splits into components is the sum of their forms; every
//! other position is the simplest form of its options' forms. Forms are
//! kept in a table over normalised positions between calls. From the form
//! come the misère outcome and the winning moves: the options whose forms
//! are misère P-positions.

use super::MisereGame;
use crate::control::{watch, Control, Stop};
use crate::impartial::ImpartialGame;
use std::collections::HashMap;
use std::fmt;

/// Why a misère search did not finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MisereError {
    /// A limit was reached or the search was cancelled.
    Stopped(Stop),
    /// A position can be reached from itself: the game is loopy, and
    /// misère play of loopy games is not supported.
    Cycle,
}

impl fmt::Display for MisereError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MisereError::Stopped(stop) => write!(f, "{stop}"),
            MisereError::Cycle => f.write_str(
                "a position can be reached from itself: misère play is supported for loop-free games only",
            ),
        }
    }
}

impl From<Stop> for MisereError {
    fn from(stop: Stop) -> MisereError {
        MisereError::Stopped(stop)
    }
}

/// Computes misère simplest forms of positions of one impartial game.
///
/// ```
/// use conway::control::Control;
/// use conway::impartial::heap::{HeapGame, HeapPosition};
/// use conway::misere::MisereSearch;
/// let kayles = HeapGame::parse("kayles").unwrap();
/// let mut search = MisereSearch::new();
/// let g = search.form(&HeapPosition::new(kayles, vec![1, 1]), &Control::unlimited()).unwrap();
/// // Two single pins: each player takes one, and the one who takes the last loses.
/// assert!(g.first_player_wins());
/// ```
pub struct MisereSearch<P: ImpartialGame> {
    forms: HashMap<P, MisereGame>,
}

impl<P: ImpartialGame> Default for MisereSearch<P> {
    fn default() -> Self {
        MisereSearch::new()
    }
}

enum Task<P> {
    Visit(P),
    Combine(P, Vec<P>, bool),
}

impl<P: ImpartialGame> MisereSearch<P> {
    /// An empty search.
    pub fn new() -> MisereSearch<P> {
        MisereSearch {
            forms: HashMap::new(),
        }
    }

    /// The misère simplest form of `position`, one tick of `control` per
    /// position valued.
    pub fn form(&mut self, position: &P, control: &Control) -> Result<MisereGame, MisereError> {
        let root = position.normalized();
        let mut on_path: HashMap<P, ()> = HashMap::new();
        let mut stack = vec![Task::Visit(root.clone())];
        while let Some(task) = stack.pop() {
            match task {
                Task::Visit(p) => {
                    if self.forms.contains_key(&p) {
                        continue;
                    }
                    if on_path.contains_key(&p) {
                        return Err(MisereError::Cycle);
                    }
                    let parts = p.components();
                    let (children, split) = if parts.len() > 1 {
                        (parts, true)
                    } else {
                        (p.options(), false)
                    };
                    let children: Vec<P> = children.iter().map(ImpartialGame::normalized).collect();
                    on_path.insert(p.clone(), ());
                    stack.push(Task::Combine(p, children.clone(), split));
                    for c in children {
                        if !self.forms.contains_key(&c) {
                            stack.push(Task::Visit(c));
                        }
                    }
                }
                Task::Combine(p, children, split) => {
                    control.tick()?;
                    let forms = children.iter().map(|c| self.forms[c]);
                    let value = watch(control, || {
                        if split {
                            forms.sum()
                        } else {
                            MisereGame::from_options(forms.collect())
                        }
                    })?;
                    on_path.remove(&p);
                    self.forms.insert(p, value);
                }
            }
        }
        Ok(self.forms[&root])
    }

    /// The options of `position` that win under misère play (those that are
    /// misère P-positions), in the order `options` lists them.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::impartial::heap::{HeapGame, HeapPosition};
    /// use conway::misere::MisereSearch;
    /// let nim = HeapGame::parse("nim").unwrap();
    /// let mut search = MisereSearch::new();
    /// let wins = search.winning_moves(&HeapPosition::new(nim, vec![3]), &Control::unlimited()).unwrap();
    /// // Misère Nim, one heap of 3: leave a single token.
    /// assert_eq!(wins.iter().map(|p| p.heaps.clone()).collect::<Vec<_>>(), vec![vec![1]]);
    /// ```
    pub fn winning_moves(
        &mut self,
        position: &P,
        control: &Control,
    ) -> Result<Vec<P>, MisereError> {
        let mut out = Vec::new();
        for option in position.options() {
            if !self.form(&option, control)?.first_player_wins() {
                out.push(option);
            }
        }
        Ok(out)
    }
}
