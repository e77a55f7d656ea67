//! The search shared by the impartial and the partizan user games: a
//! depth-first walk over caller-interned ids with an explicit stack, a
//! transposition table of values, and rules that may fail.
//!
//! A position is solved in one of two ways. If the rules split it into
//! parts other than itself, its value is the sum of the parts' values
//! (xor for nimbers, the disjunctive sum for games). Otherwise its value is
//! built from the values of its options (the mex, or `{ G^L | G^R }`).
//! Parts may split again; a position met again while it is being solved is
//! a cycle, reported instead of looping.

use super::SearchError;
use crate::control::{watch, Control};
use crate::numeric::Nimber;
use crate::value::Game;
use rustc_hash::{FxHashMap, FxHashSet};

/// A position: an opaque id the caller interns.
pub type Id = u64;

/// The values a search computes: nimbers or canonical forms.
pub(super) trait Value: Copy {
    /// The value of a sum of positions of these values.
    fn sum(values: &[Self]) -> Self;
    /// The value of a position with these options (impartial games have
    /// only `left` ones).
    fn of_options(left: &[Self], right: &[Self]) -> Self;
}

impl Value for Nimber {
    fn sum(values: &[Nimber]) -> Nimber {
        values.iter().fold(Nimber::ZERO, |a, &b| a ^ b)
    }
    fn of_options(left: &[Nimber], _right: &[Nimber]) -> Nimber {
        Nimber::mex(left.iter().copied())
    }
}

impl Value for Game {
    fn sum(values: &[Game]) -> Game {
        values.iter().copied().sum()
    }
    fn of_options(left: &[Game], right: &[Game]) -> Game {
        Game::new(left, right)
    }
}

/// The rules as the search sees them: moves as one list (Left's options
/// first), and a split into parts.
pub(super) trait Moves {
    type Error;
    /// Fills `out` with the options of `id`, Left's first, and returns
    /// how many are Left's.
    fn moves(&mut self, id: Id, out: &mut Vec<Id>) -> Result<usize, Self::Error>;
    /// The parts whose sum is `id` (`[id]` when it does not split).
    fn components(&mut self, id: Id) -> Result<Vec<Id>, Self::Error>;
}

/// What a frame's children are.
#[derive(Clone, Copy)]
enum Children {
    /// The parts of a sum.
    Parts,
    /// The options, the first `n_left` of them Left's.
    Options { n_left: usize },
}

/// A position being solved: its children and the values found so far.
struct Frame<V> {
    id: Id,
    kind: Children,
    children: Vec<Id>,
    values: Vec<V>,
}

impl<V: Value> Frame<V> {
    fn value(&self) -> V {
        match self.kind {
            Children::Parts => V::sum(&self.values),
            Children::Options { n_left } => {
                let (left, right) = self.values.split_at(n_left);
                V::of_options(left, right)
            }
        }
    }
}

/// The transposition table of one set of rules, and the search that fills
/// it.
pub(super) struct Engine<V> {
    table: FxHashMap<Id, V>,
}

impl<V: Value> Engine<V> {
    pub(super) fn new() -> Engine<V> {
        Engine {
            table: FxHashMap::default(),
        }
    }

    pub(super) fn len(&self) -> usize {
        self.table.len()
    }

    /// The value of `root`, searched under `control` (one tick per
    /// position solved; the value algebra is watched too).
    pub(super) fn value<R: Moves>(
        &mut self,
        rules: &mut R,
        root: Id,
        control: &Control,
    ) -> Result<V, SearchError<R::Error>> {
        if let Some(&v) = self.table.get(&root) {
            return Ok(v);
        }
        watch(control, || self.solve(rules, root, control))?
    }

    /// The values of `ids`, in order.
    pub(super) fn values<R: Moves>(
        &mut self,
        rules: &mut R,
        ids: &[Id],
        control: &Control,
    ) -> Result<Vec<V>, SearchError<R::Error>> {
        ids.iter()
            .map(|&id| self.value(rules, id, control))
            .collect()
    }

    fn solve<R: Moves>(
        &mut self,
        rules: &mut R,
        root: Id,
        control: &Control,
    ) -> Result<V, SearchError<R::Error>> {
        let mut on_stack = FxHashSet::default();
        let mut stack = vec![open(rules, root, &mut on_stack, control)?];
        loop {
            let top = stack.last_mut().expect("the stack holds the root");
            match self.next_unsolved(top) {
                Some(child) if on_stack.contains(&child) => {
                    return Err(SearchError::Cycle(child));
                }
                Some(child) => {
                    let frame = open(rules, child, &mut on_stack, control)?;
                    stack.push(frame);
                }
                None => {
                    let frame = stack.pop().expect("the top frame was just looked at");
                    let v = frame.value();
                    on_stack.remove(&frame.id);
                    self.table.insert(frame.id, v);
                    match stack.last_mut() {
                        Some(parent) => parent.values.push(v),
                        None => return Ok(v),
                    }
                }
            }
        }
    }

    /// Records the values of the frame's children found in the table, and
    /// returns the first child that is not there.
    fn next_unsolved(&self, frame: &mut Frame<V>) -> Option<Id> {
        while let Some(&child) = frame.children.get(frame.values.len()) {
            match self.table.get(&child) {
                Some(&v) => frame.values.push(v),
                None => return Some(child),
            }
        }
        None
    }
}

/// The frame of `id`: its parts, or its options when it does not split.
fn open<V, R: Moves>(
    rules: &mut R,
    id: Id,
    on_stack: &mut FxHashSet<Id>,
    control: &Control,
) -> Result<Frame<V>, SearchError<R::Error>> {
    control.tick()?;
    on_stack.insert(id);
    let parts = rules.components(id).map_err(SearchError::Rules)?;
    let (kind, children) = if parts.as_slice() == [id] {
        let mut options = Vec::new();
        let n_left = rules.moves(id, &mut options).map_err(SearchError::Rules)?;
        (Children::Options { n_left }, options)
    } else {
        (Children::Parts, parts)
    };
    Ok(Frame {
        id,
        kind,
        children,
        values: Vec::new(),
    })
}
