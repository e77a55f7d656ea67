//! Retrograde analysis: win, loss or draw for the player to move at every
//! position of an explicit, possibly cyclic, position graph.
//!
//! Positions without moves are losses for the player to move; a position
//! with a move to a loss is a win; a position all of whose moves lead to
//! wins is a loss; whatever is left when nothing more can be decided is a
//! draw (play can be kept going for ever). The work list visits each edge
//! once, without recursion. The order in which positions are decided is
//! kept: a winner who always moves to the loss decided first wins in
//! finitely many moves, because that loss was decided before the win, and
//! every move from a loss leads to a win decided before it.

use super::{Adjacency, Vertex};

/// The result for the player to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Status {
    /// The player to move can force a win.
    Win,
    /// The player to move loses against best play.
    Loss,
    /// Neither player can force a win.
    Draw,
}

/// The status of every position, and the order of decision.
#[derive(Clone, Debug)]
pub struct Retrograde {
    /// The status of each position for the player to move there.
    pub status: Vec<Status>,
    /// When each position was decided (`u32::MAX` for draws).
    order: Vec<u32>,
}

impl Retrograde {
    /// Analyses every position of the graph whose edges are the moves.
    ///
    /// ```
    /// use conway::graph::Adjacency;
    /// use conway::graph::retrograde::{Retrograde, Status};
    /// // 0 -> 1 -> 2 (no moves), and 3 <-> 4 with 4 -> 1.
    /// let moves = Adjacency::from_edges(5, &[(0, 1), (1, 2), (3, 4), (4, 3), (4, 1)]).unwrap();
    /// let r = Retrograde::analyse(&moves);
    /// use Status::*;
    /// assert_eq!(r.status, [Loss, Win, Loss, Draw, Draw]);
    /// assert_eq!(r.best_move(&moves, 1), Some(2));
    /// ```
    pub fn analyse(moves: &Adjacency) -> Retrograde {
        let n = moves.vertex_count();
        let pred = moves.reversed();
        let mut status = vec![Status::Draw; n];
        let mut order = vec![u32::MAX; n];
        let mut remaining: Vec<usize> = (0..n as Vertex).map(|v| moves.out_degree(v)).collect();
        let mut queue: Vec<Vertex> = (0..n as Vertex)
            .filter(|&v| remaining[v as usize] == 0)
            .collect();
        for &v in &queue {
            status[v as usize] = Status::Loss;
        }
        let mut head = 0;
        while head < queue.len() {
            let v = queue[head];
            order[v as usize] = head as u32;
            head += 1;
            for &p in pred.successors(v) {
                let pi = p as usize;
                if status[pi] != Status::Draw {
                    continue;
                }
                if status[v as usize] == Status::Loss {
                    status[pi] = Status::Win;
                    queue.push(p);
                } else {
                    remaining[pi] -= 1;
                    if remaining[pi] == 0 {
                        status[pi] = Status::Loss;
                        queue.push(p);
                    }
                }
            }
        }
        Retrograde { status, order }
    }

    /// The status of position `v`.
    pub fn status(&self, v: Vertex) -> Status {
        self.status[v as usize]
    }

    /// The move to play from `v`: from a win, to the loss decided first;
    /// from a draw, to a draw; from a loss, none.
    pub fn best_move(&self, moves: &Adjacency, v: Vertex) -> Option<Vertex> {
        let succ = moves.successors(v).iter().copied();
        match self.status(v) {
            Status::Win => succ
                .filter(|&w| self.status(w) == Status::Loss)
                .min_by_key(|&w| self.order[w as usize]),
            Status::Draw => succ.into_iter().find(|&w| self.status(w) == Status::Draw),
            Status::Loss => None,
        }
    }

    /// Is moving from `v` to `w` a good move: to a loss from a win, to a
    /// draw from a draw?
    pub fn is_good_move(&self, v: Vertex, w: Vertex) -> bool {
        matches!(
            (self.status(v), self.status(w)),
            (Status::Win, Status::Loss) | (Status::Draw, Status::Draw)
        )
    }
}
