//! Stoppers and their order.
//!
//! A stopper is a game from none of whose positions play can alternate for
//! ever (Siegel, *Combinatorial Game Theory*, ch. VI §1). For stoppers `G`
//! and `H`, `G ≥ H` exactly when Left, moving second in `G − H`, survives:
//! she is never left without a move, though play may go on for ever
//! (Siegel ch. VI, Theorem 1.9; Winning Ways ch. 11, "the sure-fire test").
//! [`Survival`] decides that for every pair of nodes at once, by retrograde
//! analysis of the positions `x − y` with either player to move.

use super::graph::{Graph, Node};
use crate::value::Player;

/// Is every node of `graph` a stopper (no alternating cycle of moves)?
///
/// ```
/// use conway::loopy::{is_stopper, LoopyGame};
/// assert!(is_stopper(LoopyGame::on().graph()));
/// assert!(!is_stopper(LoopyGame::dud().graph()));
/// ```
pub fn is_stopper(graph: &Graph) -> bool {
    stopper_nodes(graph).iter().all(|&s| s)
}

/// Which nodes are stoppers: from none of their positions does play
/// alternate for ever, whoever starts.
pub(crate) fn stopper_nodes(graph: &Graph) -> Vec<bool> {
    // States 2v (Left to move) and 2v + 1 (Right to move); a move from
    // (v, Left) goes to (w, Right). Peel off states without successors left.
    let n = graph.len();
    let state = |v: Node, p: Player| 2 * v as usize + (p == Player::Right) as usize;
    let mut remaining = vec![0usize; 2 * n];
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); 2 * n];
    for v in 0..n as Node {
        for p in [Player::Left, Player::Right] {
            for &w in graph.options(v, p) {
                remaining[state(v, p)] += 1;
                preds[state(w, p.opponent())].push(state(v, p));
            }
        }
    }
    let mut queue: Vec<usize> = (0..2 * n).filter(|&s| remaining[s] == 0).collect();
    let mut head = 0;
    while head < queue.len() {
        let s = queue[head];
        head += 1;
        for &p in &preds[s] {
            remaining[p] -= 1;
            if remaining[p] == 0 {
                queue.push(p);
            }
        }
    }
    let mut peeled = vec![false; 2 * n];
    for s in queue {
        peeled[s] = true;
    }
    // A node is no stopper if it reaches a node where play can alternate
    // for ever, whoever starts there.
    let mut stopper: Vec<bool> = (0..n).map(|v| peeled[2 * v] && peeled[2 * v + 1]).collect();
    let mut bad: Vec<usize> = (0..n).filter(|&v| !stopper[v]).collect();
    while let Some(w) = bad.pop() {
        for &p in preds[2 * w].iter().chain(&preds[2 * w + 1]) {
            let v = p / 2;
            if stopper[v] {
                stopper[v] = false;
                bad.push(v);
            }
        }
    }
    stopper
}

/// For stoppers `A` and `B` (graphs), which `a ≥ b` hold: Left survives
/// `a − b` moving second.
///
/// ```
/// use conway::loopy::{LoopyGame, Survival};
/// let (on, over) = (LoopyGame::on(), LoopyGame::over());
/// let s = Survival::compute(on.graph(), over.graph());
/// assert!(s.ge(on.root(), over.root()));
/// ```
pub struct Survival {
    nb: usize,
    /// Right forces a win in `a − b` with Right to move (index 2·pair + 1)
    /// or Left to move (2·pair).
    right_wins: Vec<bool>,
}

impl Survival {
    /// Decides `a ≥ b` for every node `a` of `ga` and `b` of `gb`. Both
    /// must be stoppers for the answer to mean the order of values.
    pub fn compute(ga: &Graph, gb: &Graph) -> Survival {
        let (na, nb) = (ga.len(), gb.len());
        let pair = |a: usize, b: usize| a * nb + b;
        let (ra_left, ra_right) = (ga.reversed(Player::Left), ga.reversed(Player::Right));
        let (rb_left, rb_right) = (gb.reversed(Player::Left), gb.reversed(Player::Right));
        // Left to move in a − b: her moves are a^L − b and a − b^R.
        let mut left_moves = vec![0u32; na * nb];
        let mut right_wins = vec![false; 2 * na * nb];
        let mut queue = Vec::new();
        for a in 0..na {
            let la = ga.options(a as Node, Player::Left).len();
            for b in 0..nb {
                let count = la + gb.options(b as Node, Player::Right).len();
                left_moves[pair(a, b)] = count as u32;
                if count == 0 {
                    right_wins[2 * pair(a, b)] = true;
                    queue.push(2 * pair(a, b));
                }
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let s = queue[head];
            head += 1;
            let (p, right_to_move) = (s / 2, s % 2 == 1);
            let (a, b) = (p / nb, p % nb);
            if right_to_move {
                // Left-to-move predecessors lose one move that does not lose.
                let preds = ra_left[a].iter().map(|&x| pair(x as usize, b));
                let preds = preds.chain(rb_right[b].iter().map(|&y| pair(a, y as usize)));
                for q in preds.collect::<Vec<_>>() {
                    if !right_wins[2 * q] {
                        left_moves[q] -= 1;
                        if left_moves[q] == 0 {
                            right_wins[2 * q] = true;
                            queue.push(2 * q);
                        }
                    }
                }
            } else {
                // Right-to-move predecessors: Right moves here and wins.
                let preds = ra_right[a].iter().map(|&x| pair(x as usize, b));
                let preds = preds.chain(rb_left[b].iter().map(|&y| pair(a, y as usize)));
                for q in preds.collect::<Vec<_>>() {
                    if !right_wins[2 * q + 1] {
                        right_wins[2 * q + 1] = true;
                        queue.push(2 * q + 1);
                    }
                }
            }
        }
        Survival { nb, right_wins }
    }

    /// Is `a ≥ b`: does Left survive `a − b` with Right moving first?
    pub fn ge(&self, a: Node, b: Node) -> bool {
        !self.right_wins[2 * (a as usize * self.nb + b as usize) + 1]
    }
}
