//! Incentives and Norton multiplication.
//!
//! The **incentives** of `G` are what a move gains the mover: `G^L - G` for
//! Left and `G - G^R` for Right (Siegel, *Combinatorial Game Theory*, II.5;
//! *Winning Ways* ch. 6).
//!
//! The **Norton product** `G.U` of a game by a unit `U` (*Winning Ways*
//! ch. 8; Siegel II.5) is `n` copies of `U` when `G` is an integer `n`, and
//! otherwise
//!
//! ```text
//! G.U = { G^L.U + U + Δ | G^R.U - U - Δ },   Δ ranging over the incentives of U.
//! ```
//!
//! The definition is meant for `U > 0`: then Norton's lemma makes `G.U`
//! depend only on the value of `G`, and `G ↦ G.U` is an order-preserving
//! homomorphism (`(G + H).U = G.U + H.U`). It depends on the form of `U`;
//! like CGSuite we use the canonical form of `U` and its undominated
//! incentives. We compute it for any `U`, without checking positivity.
//!
//! Products are memoised per pair; integers use binary doubling, so
//! `10^30.U` costs about a hundred sums. Any other `G` is walked through its
//! canonical form, one product per distinct subposition.

use super::game::Game;
use super::memo::Memo;
use crate::numeric::Integer;
use std::sync::LazyLock;

static NORTON: LazyLock<Memo<(Game, Game), Game>> = LazyLock::new(Memo::new);

/// Keeps the distinct incentives no other one is at least as good as
/// (a larger incentive is better for whoever moves).
fn undominated(mut gs: Vec<Game>) -> Vec<Game> {
    gs.sort_unstable_by_key(|g| g.id());
    gs.dedup();
    let mut kept: Vec<Game> = Vec::with_capacity(gs.len());
    for (i, &a) in gs.iter().enumerate() {
        // Distinct handles are distinct values, so `a <= b` is strict here.
        let beaten = gs.iter().enumerate().any(|(j, &b)| i != j && a <= b);
        if !beaten {
            kept.push(a);
        }
    }
    kept
}

/// `n` copies of `u`, by binary doubling.
fn multiple(n: &Integer, u: Game) -> Game {
    let mut power = if n.signum() < 0 { -u } else { u };
    let mut k = n.abs();
    let mut total = Game::ZERO;
    while !k.is_zero() {
        if k.is_odd() {
            total += power;
        }
        k = k.shr_floor(1);
        if !k.is_zero() {
            power += power;
        }
    }
    total
}

fn norton(g: Game, u: Game) -> Game {
    if let Some(n) = g.as_number().and_then(|x| x.to_integer()) {
        return multiple(n, u);
    }
    NORTON.get_or((g, u), || {
        let steps: Vec<Game> = u.incentives().into_iter().map(|d| u + d).collect();
        let left: Vec<Game> = g
            .left_options()
            .iter()
            .flat_map(|&x| {
                let xu = norton(x, u);
                steps.iter().map(move |&s| xu + s)
            })
            .collect();
        let right: Vec<Game> = g
            .right_options()
            .iter()
            .flat_map(|&x| {
                let xu = norton(x, u);
                steps.iter().map(move |&s| xu - s)
            })
            .collect();
        Game::new(&left, &right)
    })
}

impl Game {
    /// Left's incentives `G^L - G`, without duplicates or dominated ones
    /// (a larger incentive is better for Left).
    ///
    /// ```
    /// use conway::value::Game;
    /// // ↑ = {0 | *}: Left's incentive is 0 - ↑ = ↓; Right's is ↑ - * = ↑*.
    /// let up = Game::up(1);
    /// assert_eq!(up.left_incentives(), vec![Game::up(-1)]);
    /// assert_eq!(up.right_incentives(), vec![up + Game::nimber(1)]);
    /// ```
    pub fn left_incentives(self) -> Vec<Game> {
        undominated(self.left_options().iter().map(|&x| x - self).collect())
    }

    /// Right's incentives `G - G^R`, without duplicates or dominated ones
    /// (a larger incentive is better for Right).
    ///
    /// ```
    /// use conway::value::Game;
    /// let g = Game::switch(Game::integer(3)); // ±3: each move gains 3 - ±3
    /// assert_eq!(g.right_incentives(), vec![g + Game::integer(3)]);
    /// ```
    pub fn right_incentives(self) -> Vec<Game> {
        undominated(self.right_options().iter().map(|&x| self - x).collect())
    }

    /// All incentives, Left's `G^L - G` and Right's `G - G^R` together,
    /// without duplicates or dominated ones (CGSuite's `Incentives`).
    ///
    /// ```
    /// use conway::value::Game;
    /// // ↑: Left's ↓ and Right's ↑*; ↓ < ↑* so only ↑* remains.
    /// let up = Game::up(1);
    /// assert_eq!(up.incentives(), vec![up + Game::nimber(1)]);
    /// ```
    pub fn incentives(self) -> Vec<Game> {
        let mut all = self.left_incentives();
        all.extend(self.right_incentives());
        undominated(all)
    }

    /// The Norton product `G.U`: `n` copies of `U` for an integer `n`,
    /// otherwise `{G^L.U + U + Δ | G^R.U - U - Δ}` over the incentives `Δ`
    /// of `U` (*Winning Ways* ch. 8; Siegel II.5). Meant for `U > 0`, where
    /// by Norton's lemma it depends only on the value of `G` and is additive
    /// and order-preserving in `G`; it depends on the form of `U`, and we use
    /// the canonical form and its undominated incentives, as CGSuite does.
    ///
    /// ```
    /// use conway::value::Game;
    /// let up = Game::up(1);
    /// assert_eq!(Game::integer(2).norton_product(up), Game::up(2)); // 2.↑ = ⇑
    /// // 1/2.↑ = {⇑* | ↓*}, and two of them make ↑.
    /// let half_up = Game::dyadic("1/2".parse().unwrap()).norton_product(up);
    /// let star = Game::nimber(1);
    /// assert_eq!(half_up, Game::new(&[Game::up(2) + star], &[Game::up(-1) + star]));
    /// assert_eq!(half_up + half_up, up);
    /// ```
    pub fn norton_product(self, unit: Game) -> Game {
        norton(self, unit)
    }
}
