//! The partial order of games and outcome classes.
//!
//! `G <= H` holds when there is no `G^L >= H` and no `H^R <= G` (Siegel,
//! *Combinatorial Game Theory*, II.1). The recursion is memoised (in a
//! bounded, lossy cache: see [`ComparisonCache`]), and most pairs never reach
//! it:
//!
//! * two number-up-stars compare by the sign of their difference;
//! * stops decide many pairs at once: `G <= H` needs `L(G) <= L(H)` and
//!   `R(G) <= R(H)`, and `L(G) < R(H)` already gives `G < H`;
//! * a number `x` against a non-number `H` needs only one side, by number
//!   avoidance: `x <= H` iff no `H^R <= x`.

use super::game::{Game, Player};
use super::memo::ComparisonCache;
use super::nus;
use super::table::{entry, node, Fixed, Node};
use crate::numeric::Dyadic;
use std::cmp::Ordering;
use std::fmt;
use std::sync::LazyLock;

static LEQ: LazyLock<ComparisonCache> = LazyLock::new(ComparisonCache::new);

/// The left and right stops of a canonical form, borrowed from the table.
pub(crate) fn stops(g: Game) -> (&'static Dyadic, &'static Dyadic) {
    node_stops(node(g))
}

fn node_stops(node: &Node) -> (&Dyadic, &Dyadic) {
    match node {
        Node::Nus(n, _) => (&n.number, &n.number),
        Node::General(general) => (general.left_stop(), general.right_stop()),
    }
}

/// Compares a stop of `g` with a stop of `h`: in fixed point when both are
/// exact there, else as dyadics.
fn cmp_stop(a: Fixed, b: Fixed, exact: impl FnOnce() -> Ordering) -> Ordering {
    if a.is_exact() && b.is_exact() {
        a.get().cmp(&b.get())
    } else {
        exact()
    }
}

/// `a.cmp(b)` for stops, without building shifted big integers when both
/// numerators fit in 64 bits and the exponents are within 62 of each other
/// (every stop of every game a person computes).
fn cmp_dyadic(a: &Dyadic, b: &Dyadic) -> Ordering {
    if let (Some(x), Some(y)) = (a.numerator().to_i64(), b.numerator().to_i64()) {
        let (ea, eb) = (a.exponent(), b.exponent());
        let d = ea.abs_diff(eb);
        if d <= 62 {
            // a / 2^ea against b / 2^eb: bring both over 2^max(ea, eb).
            let (x, y) = (i128::from(x), i128::from(y));
            return if ea >= eb {
                x.cmp(&(y << d))
            } else {
                (x << d).cmp(&y)
            };
        }
    }
    a.cmp(b)
}

/// `g <= h`.
pub(crate) fn leq(g: Game, h: Game) -> bool {
    if g == h {
        return true;
    }
    let (ge, he) = (entry(g), entry(h));
    let (gn, hn) = (&ge.node, &he.node);
    let (gh, hh) = (&ge.head, &he.head);
    if let (Node::Nus(a, _), Node::Nus(b, _)) = (gn, hn) {
        // Different numbers decide, whatever the infinitesimals.
        return match cmp_stop(gh.left, hh.left, || a.number.cmp(&b.number)) {
            Ordering::Equal => nus::leq(a, b),
            o => o.is_lt(),
        };
    }
    let ((gl, gr), (hl, hr)) = (node_stops(gn), node_stops(hn));
    if cmp_stop(gh.left, hh.left, || cmp_dyadic(gl, hl)).is_gt()
        || cmp_stop(gh.right, hh.right, || cmp_dyadic(gr, hr)).is_gt()
    {
        return false;
    }
    if cmp_stop(gh.left, hh.right, || cmp_dyadic(gl, hr)).is_lt() {
        return true;
    }
    LEQ.get_or(g, h, || {
        let (g_left, _) = g.option_lists();
        let (_, h_right) = h.option_lists();
        if is_number(gn) {
            // h is not a number: x <= h iff no h^R <= x.
            return !h_right.iter().any(|&hr| leq(hr, g));
        }
        if is_number(hn) {
            // g is not a number: g <= y iff no g^L >= y.
            return !g_left.iter().any(|&gl| leq(h, gl));
        }
        !g_left.iter().any(|&gl| leq(h, gl)) && !h_right.iter().any(|&hr| leq(hr, g))
    })
}

fn is_number(node: &Node) -> bool {
    matches!(node, Node::Nus(n, _) if n.is_number())
}

/// The four outcome classes of normal play.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// Left wins whoever starts (`G > 0`).
    L,
    /// Right wins whoever starts (`G < 0`).
    R,
    /// The first player wins (`G || 0`).
    N,
    /// The second player wins (`G = 0`).
    P,
}

impl Outcome {
    /// Whether `player`, moving first, wins a position of this class.
    ///
    /// ```
    /// use conway::value::{Outcome, Player};
    /// assert!(Outcome::N.wins_moving_first(Player::Right));
    /// assert!(!Outcome::P.wins_moving_first(Player::Left));
    /// assert!(Outcome::L.wins_moving_first(Player::Left));
    /// assert!(!Outcome::L.wins_moving_first(Player::Right));
    /// ```
    pub fn wins_moving_first(self, player: Player) -> bool {
        match self {
            Outcome::N => true,
            Outcome::P => false,
            Outcome::L => player == Player::Left,
            Outcome::R => player == Player::Right,
        }
    }

    /// The letter the field writes for the class: `L`, `R`, `N` or `P`.
    ///
    /// ```
    /// use conway::value::{Game, Outcome};
    /// assert_eq!(Game::nimber(1).outcome().as_str(), "N");
    /// assert_eq!(Outcome::P.as_str(), "P");
    /// ```
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::L => "L",
            Outcome::R => "R",
            Outcome::N => "N",
            Outcome::P => "P",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Game {
    /// `self <= other` in the order of games.
    pub fn leq(self, other: Game) -> bool {
        leq(self, other)
    }

    /// True if `player`, having just moved to a position of value `self`,
    /// wins: Left when `self >= 0` (Right, to move, loses), Right when
    /// `self <= 0`.
    ///
    /// ```
    /// use conway::value::{Game, Player};
    /// let star = Game::nimber(1);
    /// assert!(Game::ZERO.is_won_after_move_by(Player::Left));
    /// assert!(Game::ZERO.is_won_after_move_by(Player::Right));
    /// assert!(!star.is_won_after_move_by(Player::Left));
    /// assert!(Game::integer(-1).is_won_after_move_by(Player::Right));
    /// ```
    pub fn is_won_after_move_by(self, player: Player) -> bool {
        match player {
            Player::Left => Game::ZERO.leq(self),
            Player::Right => self.leq(Game::ZERO),
        }
    }

    /// True if `self` and `other` are confused (incomparable): `self || other`.
    ///
    /// ```
    /// use conway::value::Game;
    /// assert!(Game::nimber(1).is_confused_with(Game::ZERO));
    /// assert!(!Game::up(1).is_confused_with(Game::ZERO));
    /// ```
    pub fn is_confused_with(self, other: Game) -> bool {
        self.partial_cmp(&other).is_none()
    }

    /// The outcome class under normal play.
    ///
    /// ```
    /// use conway::value::{Game, Outcome};
    /// assert_eq!(Game::ZERO.outcome(), Outcome::P);
    /// assert_eq!(Game::nimber(2).outcome(), Outcome::N);
    /// assert_eq!(Game::up(-1).outcome(), Outcome::R);
    /// ```
    pub fn outcome(self) -> Outcome {
        match (Game::ZERO.leq(self), self.leq(Game::ZERO)) {
            (true, true) => Outcome::P,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::N,
        }
    }

    /// The left stop: where play ends, in numbers, when Left starts and both
    /// players stop as soon as a number is reached.
    ///
    /// ```
    /// use conway::value::Game;
    /// let g = Game::new(&[Game::integer(3)], &[Game::integer(-1)]); // {3 | -1}
    /// assert_eq!(g.left_stop().to_string(), "3");
    /// assert_eq!(g.right_stop().to_string(), "-1");
    /// ```
    pub fn left_stop(self) -> Dyadic {
        stops(self).0.clone()
    }

    /// The right stop.
    pub fn right_stop(self) -> Dyadic {
        stops(self).1.clone()
    }

    /// True if the two stops are equal (CGSuite's `IsNumberish`: the game
    /// is a number plus an infinitesimal).
    ///
    /// ```
    /// use conway::value::Game;
    /// assert!((Game::integer(2) + Game::up(1)).is_numberish());
    /// assert!(!Game::switch(Game::integer(1)).is_numberish());
    /// ```
    pub fn is_numberish(self) -> bool {
        let (l, r) = stops(self);
        l == r
    }

    /// True if `G = -G`, CGSuite's `IsSwitch`; besides the switches `±x`
    /// this holds for `0` and every nimber.
    ///
    /// ```
    /// use conway::value::Game;
    /// assert!(Game::switch(Game::integer(3)).is_switch());
    /// assert!(Game::nimber(2).is_switch());
    /// assert!(!Game::up(1).is_switch());
    /// ```
    pub fn is_switch(self) -> bool {
        self == -self
    }
}

impl PartialOrd for Game {
    fn partial_cmp(&self, other: &Game) -> Option<Ordering> {
        if self == other {
            return Some(Ordering::Equal);
        }
        if let Some(o) = nus::number_cmp(*self, *other) {
            return Some(o);
        }
        match (leq(*self, *other), leq(*other, *self)) {
            (true, true) => Some(Ordering::Equal),
            (true, false) => Some(Ordering::Less),
            (false, true) => Some(Ordering::Greater),
            (false, false) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::numeric::Integer;

    #[test]
    fn fast_stop_comparison_agrees_with_dyadic_order() {
        let nums = [
            0i64,
            1,
            -1,
            3,
            -7,
            1 << 40,
            -(1 << 40) + 1,
            i64::MAX,
            i64::MIN + 1,
        ];
        let exps = [0u64, 1, 2, 5, 30, 61, 62, 63, 100];
        let values: Vec<Dyadic> = nums
            .iter()
            .flat_map(|&n| exps.iter().map(move |&e| Dyadic::new(Integer::from(n), e)))
            .chain([Dyadic::new(Integer::pow2(80) + Integer::ONE, 3)])
            .collect();
        for a in &values {
            for b in &values {
                assert_eq!(cmp_dyadic(a, b), a.cmp(b), "{a} vs {b}");
            }
        }
    }
}
