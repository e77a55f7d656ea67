//! The order of onsides of any two loopy games, stoppers or not, by one
//! game on their difference.
//!
//! `G⁺ ≤ H⁺` when Left, moving second in `H − G`, can make sure that
//! either Right runs out of moves or play goes on for ever with infinitely
//! many moves in the component `H` (moves by either player). Play that
//! ends up staying in `−G` for ever counts for Right: in `G⁺` it would be
//! a win for Left, so in `−G⁺` one for Right. This is the comparison
//! CGSuite uses to check its simplifications of onsides (A. N. Siegel,
//! "Coping with cycles", *Games of No Chance 3*, 2009; Siegel,
//! *Combinatorial Game Theory*, ch. VI §4). When `G` is a stopper, every
//! infinite play has infinitely many moves in `H` (`−G` has no infinite
//! alternating play), and the game is plain survival, the order of
//! stoppers (Siegel ch. VI, Theorem 1.9).
//!
//! Why two comparisons with a stopper `S` prove `S` the onside of `G`:
//! the onside is the stopper that plays as `G` with infinite play won by
//! Left in every stopper context `X`. If Left wins `S + X` (surviving),
//! she wins `G + X` (draws hers) by playing `G − S` (from `S ≤ G⁺`) and
//! `S + X` side by side against an imagined `S`: a run of imagined moves
//! alternates in `S`, so it ends, `S` being a stopper. Conversely, if she
//! wins `G + X`, she survives `S + X` by playing `S − G` (from `G⁺ ≤ S`)
//! and `G + X` against an imagined `G`: a run of imagined moves stays in
//! `G`, which the condition on `S − G` rules out.
//!
//! The winning condition is a Büchi condition; its winning states are the
//! greatest set `W` from which Left can force, within `W`, a move in `H`
//! (or Right's running out of moves): each round an attractor computation
//! by counters over the states `(g, h, player to move)`.

use super::graph::{Graph, Node};
use crate::value::Player;

/// Is `G⁺ ≤ H⁺`, for `G` the game at `x` of `g` and `H` the game at `y`
/// of `h` (any loopy games)?
pub(crate) fn onside_le(g: &Graph, x: Node, h: &Graph, y: Node) -> bool {
    let (ng, nh) = (g.len(), h.len());
    // State index: 2·(a·nh + b) + (Right to move) in H − G, a of g, b of h.
    let index = |a: usize, b: usize, right: bool| 2 * (a * nh + b) + right as usize;
    let states = 2 * ng * nh;
    // Moves in −G are the moves that do not count: Left moves to G^R,
    // Right to G^L. Their reversed lists give the predecessors.
    let (g_rev_left, g_rev_right) = (g.reversed(Player::Left), g.reversed(Player::Right));
    let mut alive = vec![true; states];
    loop {
        // Left can force a counting move into `alive` (or Right's running
        // out of moves), moving only within `alive`: least fixpoint.
        let mut reach = vec![false; states];
        let mut pending = vec![0u32; states];
        let mut queue = Vec::new();
        for a in 0..ng {
            for b in 0..nh {
                // Left to move: her moves in H count.
                let s = index(a, b, false);
                if alive[s] {
                    let counting = h
                        .options(b as Node, Player::Left)
                        .iter()
                        .any(|&c| alive[index(a, c as usize, true)]);
                    if counting {
                        reach[s] = true;
                        queue.push(s);
                    }
                }
                // Right to move: every move must be a counting move into
                // `alive` or lead to a reached state.
                let s = index(a, b, true);
                if alive[s] {
                    let mut escapes = false;
                    for &c in h.options(b as Node, Player::Right) {
                        escapes |= !alive[index(a, c as usize, false)];
                    }
                    let in_g = g.options(a as Node, Player::Left);
                    let mut open = 0;
                    for &c in in_g {
                        if alive[index(c as usize, b, false)] {
                            open += 1;
                        } else {
                            escapes = true;
                        }
                    }
                    if escapes {
                        pending[s] = u32::MAX;
                    } else if open == 0 {
                        reach[s] = true;
                        queue.push(s);
                    } else {
                        pending[s] = open;
                    }
                }
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let t = queue[head];
            head += 1;
            let (pair, right) = (t / 2, t % 2 == 1);
            let (a, b) = (pair / nh, pair % nh);
            if right {
                // Left's moves in −G go to −G^R: predecessors p with a ∈ p^R.
                for &p in &g_rev_right[a] {
                    let s = index(p as usize, b, false);
                    if alive[s] && !reach[s] {
                        reach[s] = true;
                        queue.push(s);
                    }
                }
            } else {
                // Right's moves in −G go to −G^L: predecessors p with a ∈ p^L.
                for &p in &g_rev_left[a] {
                    let s = index(p as usize, b, true);
                    if alive[s] && !reach[s] && pending[s] != u32::MAX {
                        pending[s] -= 1;
                        if pending[s] == 0 {
                            reach[s] = true;
                            queue.push(s);
                        }
                    }
                }
            }
        }
        let mut changed = false;
        for s in 0..states {
            if alive[s] && !reach[s] {
                alive[s] = false;
                changed = true;
            }
        }
        if !changed {
            return alive[index(x as usize, y as usize, true)];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loopy::game::LoopyGame;
    use crate::loopy::stopper::Survival;

    fn le(a: &LoopyGame, b: &LoopyGame) -> bool {
        onside_le(a.graph(), a.root(), b.graph(), b.root())
    }

    #[test]
    fn onsides_of_the_constants() {
        // Winning Ways ch. 11: dud = on & off, so dud⁺ = on.
        let (dud, on, zero) = (LoopyGame::dud(), LoopyGame::on(), LoopyGame::zero());
        assert!(le(&dud, &on) && le(&on, &dud));
        assert!(!le(&dud, &zero) && le(&zero, &dud));
        // tis = 1 & 0: tis⁺ = 1.
        let (tis, one) = (
            LoopyGame::tis(),
            LoopyGame::from_game(crate::value::Game::integer(1)),
        );
        assert!(le(&tis, &one) && le(&one, &tis));
        assert!(!le(&tis, &zero));
        let (over, off) = (LoopyGame::over(), LoopyGame::off());
        assert!(le(&zero, &over) && !le(&over, &zero) && le(&off, &zero));
    }

    #[test]
    fn agrees_with_survival_on_stoppers() {
        let games = [
            LoopyGame::on(),
            LoopyGame::off(),
            LoopyGame::over(),
            LoopyGame::under(),
            LoopyGame::upon(),
            LoopyGame::zero(),
            LoopyGame::from_game(crate::value::Game::nimber(1)),
        ];
        for a in &games {
            for b in &games {
                let survival = Survival::compute(b.graph(), a.graph()).ge(b.root(), a.root());
                assert_eq!(le(a, b), survival, "{a} ≤ {b}");
            }
        }
    }
}
