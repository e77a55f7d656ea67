//! Reduced canonical forms: the simplest game infinitesimally close.
//!
//! Two games are equal *modulo infinitesimals* (`G ≡ H`) when `G - H` is
//! infinitesimal, and `G ≥ H` modulo infinitesimals exactly when the right
//! stop of `G - H` is at least 0. Every class has one simplest form, its
//! **reduced canonical form** (Calistrate, "The reduced canonical form of a
//! game", *Games of No Chance*, 1996; Grossman and Siegel, "Reductions of
//! partizan games", 2009; Siegel, *Combinatorial Game Theory*, II.6).
//!
//! We reach it the way canonical forms are reached, with every comparison
//! taken modulo infinitesimals:
//!
//! 1. a game infinitesimally close to a number `x` (both stops equal to `x`)
//!    reduces to `x`;
//! 2. otherwise its options are replaced by their reduced forms (which keeps
//!    the class);
//! 3. a Left option `a` is dropped when another Left option `b` has
//!    `a ≤ b` modulo infinitesimals (dually for Right);
//! 4. a Left option `a` with a Right option `a^R ≤ G` modulo infinitesimals
//!    is replaced by the Left options of `a^R` (dually for Right);
//!
//! and 3–4 repeat until nothing changes. Since `G` keeps its class, the
//! comparisons in step 4 are made with `G` itself. Results are memoised;
//! number-up-stars reduce to their number part at once.

use super::game::Game;
use super::memo::Memo;
use super::order::stops;
use std::sync::LazyLock;

static REDUCED: LazyLock<Memo<Game, Game>> = LazyLock::new(Memo::new);

/// `a ≤ b` modulo infinitesimals: the right stop of `b - a` is at least 0.
fn inf_leq(a: Game, b: Game) -> bool {
    a == b || stops(b - a).1.signum() >= 0
}

fn reduce(g: Game) -> Game {
    if let Some((x, _, _)) = g.as_number_up_star() {
        return Game::dyadic(x.clone());
    }
    REDUCED.get_or(g, || {
        let (l, r) = stops(g);
        if l == r {
            return Game::dyadic(l.clone());
        }
        let mut left: Vec<Game> = g.left_options().iter().map(|&x| reduce(x)).collect();
        let mut right: Vec<Game> = g.right_options().iter().map(|&x| reduce(x)).collect();
        loop {
            drop_dominated(&mut left, inf_leq);
            drop_dominated(&mut right, |a, b| inf_leq(b, a));
            let (new_left, changed_l) = bypass(&left, |a| {
                a.right_options()
                    .iter()
                    .find(|&&ar| inf_leq(ar, g))
                    .map(|&ar| ar.left_options().into_owned())
            });
            let (new_right, changed_r) = bypass(&right, |a| {
                a.left_options()
                    .iter()
                    .find(|&&al| inf_leq(g, al))
                    .map(|&al| al.right_options().into_owned())
            });
            left = new_left;
            right = new_right;
            if !changed_l && !changed_r {
                return Game::new(&left, &right);
            }
        }
    })
}

/// Removes duplicates and every option some other kept option is at least
/// as good as (`worse(a, b)`); of two equivalent options the first stays.
fn drop_dominated(gs: &mut Vec<Game>, worse: impl Fn(Game, Game) -> bool) {
    gs.sort_unstable_by_key(|g| g.id());
    gs.dedup();
    let mut keep = vec![true; gs.len()];
    for i in 0..gs.len() {
        keep[i] = !(0..gs.len()).any(|j| j != i && keep[j] && worse(gs[i], gs[j]));
    }
    let mut it = keep.iter();
    gs.retain(|_| *it.next().unwrap_or(&true));
}

/// Replaces each option for which `reversal` finds a replacement list.
fn bypass(gs: &[Game], reversal: impl Fn(Game) -> Option<Vec<Game>>) -> (Vec<Game>, bool) {
    let mut out = Vec::with_capacity(gs.len());
    let mut changed = false;
    for &a in gs {
        match reversal(a) {
            Some(replacement) => {
                out.extend(replacement);
                changed = true;
            }
            None => out.push(a),
        }
    }
    (out, changed)
}

impl Game {
    /// The reduced canonical form: the simplest game that differs from
    /// `self` by an infinitesimal (Calistrate 1996; Siegel II.6). Games
    /// infinitesimally close to a number reduce to it; others keep only the
    /// options that survive domination and reversal modulo infinitesimals.
    ///
    /// ```
    /// use conway::value::Game;
    /// let (up, star, one) = (Game::up(1), Game::nimber(1), Game::integer(1));
    /// assert_eq!((up + star).reduced(), Game::ZERO);
    /// assert_eq!(Game::tiny(Game::integer(2)).reduced(), Game::ZERO);
    /// // {1 | ↑} reduces to {1 | 0}; {1* | *} too.
    /// let g = Game::new(&[one], &[up]);
    /// assert_eq!(g.reduced(), Game::new(&[one], &[Game::ZERO]));
    /// assert_eq!(Game::new(&[one + star], &[star]).reduced(), g.reduced());
    /// ```
    pub fn reduced(self) -> Game {
        reduce(self)
    }
}
