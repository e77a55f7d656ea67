//! The companion of a game, as CGSuite defines it (`Companion`).
//!
//! The companion `G†` swaps `0` and `*` at the bottom of a game tree and
//! keeps the rest: for `n·↑ + *m` with `m ∈ {0, 1}` it is
//! `n·↑ + *(m xor 1)` (so `0† = *`, `*† = 0`, `↑† = ↑*`), nimbers `*m`
//! with `m ≥ 2` are their own companions, and any other `G` has
//!
//! ```text
//! G† = { G^L†, and 0 if G ≥ 0  |  G^R†, and 0 if G ≤ 0 }.
//! ```
//!
//! This is the definition of CGSuite's `CanonicalShortGame.Companion`, which
//! the tests compute again plainly on every game born by day 3. By
//! induction on the canonical form, every number other than 0 is its own
//! companion (for `x > 0`, `{x^L†, 0 | x^R†}` is `{x^L | x^R}` or
//! `{0, * | x^R} = {0 | x^R}`), which is the fast path for numbers; the
//! tests check it against the definition. The walk is iterative.

use super::followers::post_order;
use super::game::Game;
use rustc_hash::FxHashMap;

fn closed_form(g: Game) -> Option<Game> {
    let (x, ups, m) = g.as_number_up_star()?;
    if g == Game::ZERO {
        return Some(Game::nimber(1));
    }
    if g.is_number() {
        return Some(g);
    }
    if !x.is_zero() {
        return None;
    }
    Some(if m.0 >= 2 {
        g
    } else {
        Game::number_up_star(x.clone(), ups.clone(), m.0 ^ 1)
    })
}

impl Game {
    /// The companion `G†` (CGSuite's `Companion`; see the module notes):
    /// `0† = *`, `*† = 0`, `(n·↑ + *m)† = n·↑ + *(m xor 1)` for `m < 2`,
    /// and otherwise `{G^L†, 0 if G ≥ 0 | G^R†, 0 if G ≤ 0}`.
    ///
    /// ```
    /// use conway::value::Game;
    /// let (star, up) = (Game::nimber(1), Game::up(1));
    /// assert_eq!(Game::ZERO.companion(), star);
    /// assert_eq!(up.companion(), up + star);
    /// // ±1 = {1 | -1} is confused with 0: {1† | -1†} = ±1.
    /// let pm1 = Game::switch(Game::integer(1));
    /// assert_eq!(pm1.companion(), pm1);
    /// // {1 | *} > 0 gains the Left option 0, and *† = 0 on Right.
    /// let one = Game::integer(1);
    /// let g = Game::new(&[one], &[star]);
    /// assert_eq!(g.companion(), Game::new(&[one, Game::ZERO], &[Game::ZERO]));
    /// ```
    pub fn companion(self) -> Game {
        if let Some(c) = closed_form(self) {
            return c;
        }
        let mut companions: FxHashMap<Game, Game> = FxHashMap::default();
        post_order(
            self,
            |g| closed_form(g).is_some(),
            |g| {
                let c = closed_form(g).unwrap_or_else(|| {
                    let (left, right) = g.option_lists();
                    let mut l: Vec<Game> = left.iter().map(|x| companions[x]).collect();
                    let mut r: Vec<Game> = right.iter().map(|x| companions[x]).collect();
                    if Game::ZERO <= g {
                        l.push(Game::ZERO);
                    }
                    if g <= Game::ZERO {
                        r.push(Game::ZERO);
                    }
                    Game::new(&l, &r)
                });
                companions.insert(g, c);
            },
        );
        companions[&self]
    }
}
