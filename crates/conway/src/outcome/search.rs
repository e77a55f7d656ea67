//! The boolean search: does the player to move win this sum?
//!
//! Depth-first over an explicit stack of frames (one per sum on the
//! current line of play), so the depth of a game costs heap, not machine
//! stack. A frame tries its moves in turn; the first move to a sum the
//! opponent loses proves a win, and a frame whose moves all fail proves a
//! loss. Each proof goes to the [`Table`]. A child is first looked at
//! without a frame: a sum with no components left is decided by the
//! outcome class of its canonical game, and a sum the table knows is
//! decided by the table. The search stops with "unknown" after a budget of
//! frames (the driver in [`super`] raises it and starts again, keeping
//! the table), and with the control's [`Stop`] at a limit.
//!
//! Several threads may search the same root at once, sharing the table
//! (ABDADA, Weill 1996, for a boolean search): each marks the sums on its
//! stack as busy ([`Busy`]), and a frame puts off a move whose sum another
//! thread is searching, except its first move, which every thread tries;
//! it comes back to the moves put off once the others are tried, by when
//! the other thread's proof is often in the table. Only proofs are shared,
//! so the threads cannot make each other wrong, only faster.

use super::bounds::{self, FormBounds, MoveBounds};
use super::canonical::Canonical;
use super::checkpoint::Autosave;
use super::component::Shared;
use super::form_keys::FormKeys;
use super::sum::{Moves, Step, Sum};
use super::table::{Proof, Table};
use crate::control::{Control, Stop};
use crate::value::{Game, Outcome, Player};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

struct Frame {
    sum: Sum,
    player: Player,
    moves: Moves,
    /// The next move to try in the plain order.
    next: usize,
    /// Moves put off because another thread was searching their sums.
    later: Vec<usize>,
    /// How many of `later` were tried.
    later_next: usize,
    /// The move being tried.
    current: usize,
    /// Frames opened before this one (for the effort of its proof).
    opened_at: u64,
}

impl Frame {
    fn exhausted(&self) -> bool {
        self.next == self.moves.steps.len() && self.later_next == self.later.len()
    }
}

/// The sums on the stacks of the threads searching (a sum with the player
/// to move as one word; a slot per word's low bits, so a clash forgets a
/// mark, which only costs a thread some work another is doing).
pub(crate) struct Busy {
    slots: Box<[AtomicU64]>,
}

const BUSY_SLOTS: usize = 1 << 12;

impl Busy {
    pub fn new() -> Busy {
        Busy {
            slots: (0..BUSY_SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    fn word(hash: u64, player: Player) -> u64 {
        match player {
            Player::Left => hash,
            Player::Right => hash ^ 0x9e37_79b9_7f4a_7c15,
        }
    }

    fn slot(&self, word: u64) -> &AtomicU64 {
        &self.slots[(word as usize) & (BUSY_SLOTS - 1)]
    }

    fn mark(&self, hash: u64, player: Player) {
        let word = Busy::word(hash, player);
        self.slot(word).store(word, Ordering::Relaxed);
    }

    fn unmark(&self, hash: u64, player: Player) {
        let word = Busy::word(hash, player);
        let _ = self
            .slot(word)
            .compare_exchange(word, 0, Ordering::Relaxed, Ordering::Relaxed);
    }

    fn is_busy(&self, hash: u64, player: Player) -> bool {
        let word = Busy::word(hash, player);
        self.slot(word).load(Ordering::Relaxed) == word
    }
}

/// What the threads searching one root share: the table, the busy marks,
/// and the flag that tells the others to stop once one has the answer.
pub(crate) struct Common<'a> {
    pub table: &'a Table,
    pub busy: &'a Busy,
    pub finished: &'a AtomicBool,
}

/// One thread's state between runs: the canonical memo, the forms' stable
/// keys, the count of frames opened, and the periodic save of the table
/// if one was asked for (on the first thread only).
pub(crate) struct Searcher {
    pub canonical: Canonical,
    pub keys: FormKeys,
    /// The move-count bounds of canonical forms.
    pub forms: FormBounds,
    /// Whether move-count bounds decide sums and order moves.
    pub use_bounds: bool,
    pub opened: u64,
    pub autosave: Option<Autosave>,
}

/// What a run found about its root.
pub(crate) enum Found {
    /// The player to move wins, by this step of the root (with its index
    /// in the root's plain order of moves).
    Win(usize, Step),
    /// The player to move loses.
    Loss,
    /// The budget ran out first.
    Unknown,
}

/// True if `player`, moving first in the canonical game `sum.game` alone,
/// wins; `None` while components are left.
fn decided_by_value(sum: &Sum, player: Player) -> Option<bool> {
    if !sum.is_settled() {
        return None;
    }
    let outcome = sum.game.outcome();
    Some(match player {
        Player::Left => matches!(outcome, Outcome::L | Outcome::N),
        Player::Right => matches!(outcome, Outcome::R | Outcome::N),
    })
}

/// The sums of `player`'s move bounds over every part of `sum`, if every
/// part has them.
fn sum_bounds(sum: &Sum, player: Player, forms: &mut FormBounds) -> Option<MoveBounds> {
    let mut total = forms.bounds(sum.game, player)?;
    for part in &sum.big {
        total += part.move_bounds(player)?;
    }
    for form in &sum.small {
        total += forms.bounds(form.game, player)?;
    }
    Some(total)
}

impl Searcher {
    /// True if `player`, moving first in `sum`, wins, when the canonical
    /// part alone or the move-count bounds decide it.
    fn decided(&mut self, sum: &Sum, player: Player) -> Option<bool> {
        if let Some(wins) = decided_by_value(sum, player) {
            return Some(wins);
        }
        if !self.use_bounds {
            return None;
        }
        let mover = sum_bounds(sum, player, &mut self.forms)?;
        let opponent = sum_bounds(sum, player.opponent(), &mut self.forms)?;
        bounds::decide(mover, opponent)
    }

    fn frame(&self, table: &Table, sum: Sum, player: Player) -> Frame {
        let first = match table.probe(sum.hash, player) {
            Proof::Win(k) => Some(usize::from(k)),
            _ => None,
        };
        Frame {
            moves: sum.moves(player, first, self.use_bounds),
            sum,
            player,
            next: 0,
            later: Vec::new(),
            later_next: 0,
            current: 0,
            opened_at: self.opened,
        }
    }

    /// Whether `player`, moving first in `sum`, wins, when that is known
    /// without search: by the canonical part alone, the move-count bounds,
    /// or a proof in `table` (of the sum, or of its negative with the
    /// players exchanged).
    pub fn known(&mut self, table: &Table, sum: &Sum, player: Player) -> Option<bool> {
        if let Some(wins) = self.decided(sum, player) {
            return Some(wins);
        }
        let proof = match table.probe(sum.hash, player) {
            Proof::Unknown => table.probe(sum.mirror, player.opponent()),
            proof => proof,
        };
        match proof {
            Proof::Win(_) => Some(true),
            Proof::Loss => Some(false),
            Proof::Unknown => None,
        }
    }

    /// The sum after `player` takes `step` in `sum`; its new components
    /// valued by the solver under `control`, or without it only by what is
    /// known already (formulas, the root's values) when `control` is `None`.
    pub fn child(
        &mut self,
        sum: &Sum,
        options: &[Option<Vec<Vec<Shared>>>],
        player: Player,
        step: Step,
        control: Option<&Control>,
    ) -> Result<Sum, Stop> {
        let mut child = Sum {
            big: sum.big.clone(),
            small: sum.small.clone(),
            game: sum.game,
            hash: 0,
            mirror: 0,
        };
        match step {
            Step::Canonical { option } => {
                child.game = Game::ZERO;
                child.add_value(sum.game.options(player)[option], &mut self.keys);
            }
            Step::Small { component, option } => {
                let moved = child.small.remove(component);
                child.add_value(moved.game.options(player)[option], &mut self.keys);
            }
            Step::Big { component, option } => {
                let made;
                let parts = match &options[component] {
                    Some(options) => &options[option],
                    None => {
                        made = sum.big[component].option(player, option);
                        &made
                    }
                };
                child.big.remove(component);
                for part in parts {
                    let value = match control {
                        Some(control) => self.canonical.value(part, control)?,
                        None => self.canonical.recall(part),
                    };
                    match value {
                        Some(value) => child.add_value(value, &mut self.keys),
                        None => child.big.push(part.clone()),
                    }
                }
            }
        }
        self.replace_known(&mut child);
        Ok(child.normalised(&mut self.keys))
    }

    /// Replaces each component of `sum` whose value is known by now (the
    /// root's, valued between rounds) by its form.
    fn replace_known(&mut self, sum: &mut Sum) {
        let mut kept = Vec::with_capacity(sum.big.len());
        for part in std::mem::take(&mut sum.big) {
            match self.canonical.recall(&part) {
                Some(value) => sum.add_value(value, &mut self.keys),
                None => kept.push(part),
            }
        }
        sum.big = kept;
    }

    /// Whether `player`, moving first in `root`, wins; at most `budget`
    /// frames are opened. Stops with "unknown" when `common.finished` is
    /// set (another thread has the answer).
    pub fn run(
        &mut self,
        common: &Common<'_>,
        root: Sum,
        player: Player,
        budget: u64,
        control: &Control,
    ) -> Result<Found, Stop> {
        // The root's components valued between rounds (by the solver, or a
        // ruleset's formula such as Cram's mirror rule) decide a loss at
        // once; the search itself keeps the root as written, so that a
        // winning move names a component of it.
        let mut known = root.clone();
        self.replace_known(&mut known);
        if let Some(wins) = self.decided(&known, player) {
            // A win still needs its first move, which the search finds.
            if !wins {
                return Ok(Found::Loss);
            }
        }
        if let Some((index, step)) = self.immediate_win(common.table, &root, player)? {
            return Ok(Found::Win(index, step));
        }
        let mut stack = Vec::new();
        let found = self.search(common, &mut stack, root, player, budget, control);
        for frame in &stack {
            common.busy.unmark(frame.sum.hash, frame.player);
        }
        found
    }

    /// A move of `player` at the root after which the opponent, moving
    /// first, loses by what is known without searching or solving: the values and
    /// formulas (Cram's mirror rule: the central domino of an even × odd
    /// board), the move bounds, or a proof in the table. One pass over the
    /// root's moves, since the depth-first search reaches a late such move
    /// only after proving or exhausting those before it.
    fn immediate_win(
        &mut self,
        table: &Table,
        root: &Sum,
        player: Player,
    ) -> Result<Option<(usize, Step)>, Stop> {
        let moves = root.moves(player, None, self.use_bounds);
        for &(index, step) in &moves.steps {
            let child = self.child(root, &moves.options, player, step, None)?;
            let opponent = player.opponent();
            if self.decided(&child, opponent) == Some(false)
                || table.probe(child.hash, opponent) == Proof::Loss
            {
                return Ok(Some((index, step)));
            }
        }
        Ok(None)
    }

    fn search(
        &mut self,
        common: &Common<'_>,
        stack: &mut Vec<Frame>,
        root: Sum,
        player: Player,
        budget: u64,
        control: &Control,
    ) -> Result<Found, Stop> {
        let table = common.table;
        let limit = self.opened.saturating_add(budget);
        common.busy.mark(root.hash, player);
        stack.push(self.frame(table, root, player));
        // The result of the frame just closed, for the one below it: did
        // its player to move win?
        let mut closed: Option<bool> = None;
        loop {
            let top = stack.last_mut().expect("the root frame is open");
            let won = match closed.take() {
                Some(false) => Some(true),
                _ if top.exhausted() => Some(false),
                _ => None,
            };
            if let Some(won) = won {
                let top = stack.pop().expect("the frame is open");
                common.busy.unmark(top.sum.hash, top.player);
                let proof = if won {
                    let index = top.moves.steps[top.current].0;
                    Proof::Win(u16::try_from(index).unwrap_or(u16::MAX))
                } else {
                    Proof::Loss
                };
                let effort = 64 - (self.opened - top.opened_at).leading_zeros() as u8;
                table.store(top.sum.hash, top.player, proof, effort);
                if stack.is_empty() {
                    return Ok(if won {
                        let (index, step) = top.moves.steps[top.current];
                        Found::Win(index, step)
                    } else {
                        Found::Loss
                    });
                }
                closed = Some(won);
                continue;
            }
            let (current, first_pass) = if top.next < top.moves.steps.len() {
                top.next += 1;
                (top.next - 1, true)
            } else {
                top.later_next += 1;
                (top.later[top.later_next - 1], false)
            };
            top.current = current;
            let (_, step) = top.moves.steps[current];
            let mover = top.player;
            let child = self.child(&top.sum, &top.moves.options, mover, step, Some(control))?;
            let opponent = mover.opponent();
            if let Some(wins) = self.decided(&child, opponent) {
                closed = Some(wins);
                continue;
            }
            let known = match table.probe(child.hash, opponent) {
                // The negative sum with the players exchanged.
                Proof::Unknown => table.probe(child.mirror, mover),
                proof => proof,
            };
            match known {
                Proof::Win(_) => closed = Some(true),
                Proof::Loss => closed = Some(false),
                Proof::Unknown => {
                    if first_pass && current > 0 && common.busy.is_busy(child.hash, opponent) {
                        // Another thread is on it: come back later.
                        top.later.push(current);
                        continue;
                    }
                    if self.opened >= limit || common.finished.load(Ordering::Relaxed) {
                        return Ok(Found::Unknown);
                    }
                    control.tick()?;
                    self.opened += 1;
                    if self.opened % 4096 == 0 {
                        if let Some(autosave) = &mut self.autosave {
                            autosave.maybe_save(table);
                        }
                    }
                    common.busy.mark(child.hash, opponent);
                    let frame = self.frame(table, child, opponent);
                    stack.push(frame);
                }
            }
        }
    }
}
