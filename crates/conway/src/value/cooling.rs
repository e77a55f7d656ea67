//! Cooling, heating and overheating: the operators of temperature theory.
//!
//! * **Cooling** by a number `t > -1` (Siegel, *Combinatorial Game Theory*,
//!   II.5; *Winning Ways* ch. 6): an integer cools to itself; any other `G`
//!   cools to `G_t = {G^L_t - t | G^R_t + t}` as long as `t` is at most its
//!   temperature, and to its mean (a number) above it. Equivalently, in
//!   Siegel's words, `G_t` is the formula unless the formula at some
//!   `t' < t` is infinitesimally close to a number `x`, and then it is `x`
//!   for the least such `t'`; that least `t'` is the temperature. This is
//!   CGSuite's rule too. Note what it means for numbers that are not
//!   integers: `x = a/2^k` has temperature `-1/2^k`, so it cools to itself
//!   for `t > -1/2^k` but *heats up* for `-1 < t <= -1/2^k`
//!   (`(1/2)_{-1/2} = 1/2*`). Cooling by `t <= -1` is not defined (CGSuite
//!   rejects it); [`Game::cool`] returns `None` there.
//! * **Heating** by any game `t` (Siegel II.5): `∫^t G = G` for a number `G`,
//!   otherwise `{∫^t G^L + t | ∫^t G^R - t}`.
//! * **Overheating** from `s` to `t` (Berlekamp, "Blockbusting and
//!   Domineering", 1988; Siegel II.5): `∫_s^t n = n.s` (the Norton product:
//!   `n` copies of `s`) for an integer `n`, otherwise
//!   `{∫_s^t G^L + t | ∫_s^t G^R - t}`. Non-integer numbers are overheated
//!   through their options, as CGSuite does.
//!
//! Heating and overheating depend on the form of `G`, not only on its value
//! (`0 = {-1 | 1}` heats differently from `{ | }`); like CGSuite, we apply
//! them to the canonical form. Cooling is a function of the value.
//!
//! All three are memoised per argument tuple. Their cost is that of walking
//! the canonical form of `G` once per distinct subposition; integers (and,
//! for cooling, anything above its temperature) are answered at once, but
//! heating walks `n·↑` or `*n`, chains of `n` positions, in full.

use super::game::Game;
use super::memo::Memo;
use crate::numeric::Dyadic;
use std::sync::LazyLock;

static COOL: LazyLock<Memo<(Game, Dyadic), Game>> = LazyLock::new(Memo::new);
static HEAT: LazyLock<Memo<(Game, Game), Game>> = LazyLock::new(Memo::new);
static OVERHEAT: LazyLock<Memo<(Game, Game, Game), Game>> = LazyLock::new(Memo::new);

/// `G_t` for `t > -1` (checked by the caller).
fn cool(g: Game, t: &Dyadic) -> Game {
    if g.is_integer() || t.is_zero() {
        // Integers never move; G_0 = G because the formula at 0 is G itself
        // and only numbers have negative temperatures.
        return g;
    }
    COOL.get_or((g, t.clone()), || {
        if &g.temperature() < t {
            return Game::dyadic(g.mean());
        }
        let shift = Game::dyadic(t.clone());
        let left: Vec<Game> = g
            .left_options()
            .iter()
            .map(|&x| cool(x, t) - shift)
            .collect();
        let right: Vec<Game> = g
            .right_options()
            .iter()
            .map(|&x| cool(x, t) + shift)
            .collect();
        Game::new(&left, &right)
    })
}

fn heat(g: Game, t: Game) -> Game {
    if g.is_number() || t == Game::ZERO {
        return g;
    }
    HEAT.get_or((g, t), || {
        let left: Vec<Game> = g.left_options().iter().map(|&x| heat(x, t) + t).collect();
        let right: Vec<Game> = g.right_options().iter().map(|&x| heat(x, t) - t).collect();
        Game::new(&left, &right)
    })
}

fn overheat(g: Game, s: Game, t: Game) -> Game {
    if g.is_integer() {
        return g.norton_product(s);
    }
    OVERHEAT.get_or((g, s, t), || {
        let left: Vec<Game> = g
            .left_options()
            .iter()
            .map(|&x| overheat(x, s, t) + t)
            .collect();
        let right: Vec<Game> = g
            .right_options()
            .iter()
            .map(|&x| overheat(x, s, t) - t)
            .collect();
        Game::new(&left, &right)
    })
}

impl Game {
    /// `G` cooled by `t` (`G_t`), or `None` when `t <= -1`, where cooling is
    /// not defined.
    ///
    /// Above its temperature a game cools to its mean; at and below it,
    /// `G_t = {G^L_t - t | G^R_t + t}` (Siegel, *Combinatorial Game Theory*,
    /// II.5; CGSuite's rule). Integers cool to themselves; another number
    /// `a/2^k` has temperature `-1/2^k`, so it cools to itself for
    /// `t > -1/2^k` and heats up below: `(1/2)_{-1/2} = 1/2*`.
    ///
    /// ```
    /// use conway::value::Game;
    /// use conway::numeric::Dyadic;
    /// let g = Game::new(&[Game::integer(3)], &[Game::integer(-1)]); // {3 | -1}
    /// let t = |s: &str| s.parse::<Dyadic>().unwrap();
    /// // Temperature 2, mean 1: cooled by 1 it is {2 | 0}, by 2 it is 1*.
    /// assert_eq!(g.cool(&t("1")), Some(Game::new(&[Game::integer(2)], &[Game::ZERO])));
    /// assert_eq!(g.cool(&t("2")), Some(Game::integer(1) + Game::nimber(1)));
    /// assert_eq!(g.cool(&t("5")), Some(Game::integer(1)));
    /// assert_eq!(g.cool(&t("-1")), None);
    /// ```
    pub fn cool(self, t: &Dyadic) -> Option<Game> {
        (t > &Dyadic::from(-1)).then(|| cool(self, t))
    }

    /// `G` frozen: cooled by its own temperature, `G_{t(G)}`, a game
    /// infinitesimally close to the mean (Berlekamp; Siegel, *Combinatorial
    /// Game Theory*, II.5). A number is its own frozen value (its
    /// temperature is negative and cooling does not change it).
    ///
    /// ```
    /// use conway::value::Game;
    /// let one = Game::integer(1);
    /// // ±1 cooled by 1 is {0 | 0} = *; {3 | -1} cooled by 2 is {1 | 1} = 1*.
    /// assert_eq!(Game::switch(one).freeze(), Game::nimber(1));
    /// let g = Game::new(&[Game::integer(3)], &[Game::integer(-1)]);
    /// assert_eq!(g.freeze(), one + Game::nimber(1));
    /// assert_eq!(Game::up(1).freeze(), Game::up(1));
    /// ```
    pub fn freeze(self) -> Game {
        if self.is_number() {
            return self;
        }
        self.cool(&self.temperature())
            .expect("a game that is not a number has temperature at least 0")
    }

    /// `G` heated by `t`: `∫^t G`. Numbers stay; any other canonical form
    /// becomes `{∫^t G^L + t | ∫^t G^R - t}`. `t` may be any game (heating
    /// by `*` gives reduced canonical forms, for instance).
    ///
    /// Heating undoes cooling: for `t >= 0`, `(∫^t G)_t = G`.
    ///
    /// ```
    /// use conway::value::Game;
    /// use conway::numeric::Dyadic;
    /// let one = Game::integer(1);
    /// // ∫^1 * = {1 | -1}, and cooling by 1 brings it back.
    /// let h = Game::nimber(1).heat(one);
    /// assert_eq!(h, Game::switch(one));
    /// assert_eq!(h.cool(&Dyadic::from(1)), Some(Game::nimber(1)));
    /// assert_eq!(Game::integer(7).heat(one), Game::integer(7));
    /// ```
    pub fn heat(self, t: Game) -> Game {
        heat(self, t)
    }

    /// `G` overheated from `s` to `t`: `∫_s^t G`. An integer `n` becomes the
    /// Norton product `n.s` (`n` copies of `s`); any other canonical form
    /// becomes `{∫_s^t G^L + t | ∫_s^t G^R - t}`. This is Berlekamp's
    /// operator as CGSuite computes it (numbers that are not integers are
    /// overheated through their options).
    ///
    /// ```
    /// use conway::value::Game;
    /// let (one, star) = (Game::integer(1), Game::nimber(1));
    /// // ∫_1^1 of 1/2 = {0 + 1 | 1 - 1} = {1 | 0}.
    /// let half = Game::dyadic("1/2".parse().unwrap());
    /// assert_eq!(half.overheat(one, one), Game::new(&[one], &[Game::ZERO]));
    /// // An integer n overheats to n copies of s: ∫_{1*}^t 3 = 3*.
    /// assert_eq!(Game::integer(3).overheat(one + star, one), Game::integer(3) + star);
    /// ```
    pub fn overheat(self, s: Game, t: Game) -> Game {
        overheat(self, s, t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Dyadic {
        s.parse().unwrap()
    }

    #[test]
    fn numbers_cool_to_themselves_above_their_temperature() {
        let half = Game::dyadic(d("1/2"));
        assert_eq!(half.cool(&d("-1/4")), Some(half));
        assert_eq!(half.cool(&d("3")), Some(half));
        // At its temperature -1/2, 1/2 = {0|1} cools to {1/2 | 1/2} = 1/2*.
        assert_eq!(half.cool(&d("-1/2")), Some(half + Game::nimber(1)));
        assert_eq!(Game::integer(-4).cool(&d("-7/8")), Some(Game::integer(-4)));
    }

    #[test]
    fn infinitesimals_freeze_above_zero() {
        let up = Game::up(1);
        assert_eq!(up.cool(&d("1/8")), Some(Game::ZERO));
        assert_eq!(up.cool(&Dyadic::ZERO), Some(up));
        // *_{-1/2} = {1/2 | -1/2}.
        let h = Game::dyadic(d("1/2"));
        assert_eq!(
            Game::nimber(1).cool(&d("-1/2")),
            Some(Game::new(&[h], &[-h]))
        );
    }

    #[test]
    fn heating_by_zero_is_the_identity() {
        let g = Game::new(&[Game::up(1)], &[Game::integer(-1)]);
        assert_eq!(g.heat(Game::ZERO), g);
    }
}
