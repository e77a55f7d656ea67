//! The [`Game`] handle: constructors and accessors.

use super::nus;
use super::table::{self, node, Node, Nus};
use crate::numeric::{Dyadic, Integer, Nimber};
use std::borrow::Cow;

/// A short combinatorial game in canonical form.
///
/// A `Game` is a small `Copy` handle into a global interning table in which
/// every distinct canonical form is stored once, so two games are equal
/// exactly when their handles are: `==` is a handle compare. Games are built
/// from numbers, nimbers and ups, or from lists of Left and Right options
/// with [`Game::new`], which removes dominated options and bypasses
/// reversible ones. The order of games is partial: `g <= h` works, and
/// `g.partial_cmp(&h)` is `None` when `g` and `h` are confused (`g || h`).
///
/// ```
/// use conway::value::Game;
/// let star = Game::nimber(1);
/// let up = Game::new(&[Game::ZERO], &[star]);           // ↑ = {0 | *}
/// assert_eq!(up, Game::up(1));
/// assert_eq!(up + up + star, Game::new(&[Game::ZERO], &[Game::up(1)])); // ^^* = {0 | ^}
/// assert!(up > Game::ZERO);
/// assert_eq!(star.partial_cmp(&Game::ZERO), None);       // * || 0
/// assert_eq!(Game::nimber(3) + Game::nimber(5), Game::nimber(6));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Game(pub(crate) u32);

impl Game {
    /// The game `0 = { | }`.
    pub const ZERO: Game = Game(0);

    /// The canonical form of `{left | right}`.
    ///
    /// ```
    /// use conway::value::Game;
    /// let one = Game::integer(1);
    /// // {0 | 1} = 1/2, and {-1 | 1} = 0 by the simplicity rule.
    /// assert_eq!(Game::new(&[Game::ZERO], &[one]), Game::dyadic("1/2".parse().unwrap()));
    /// assert_eq!(Game::new(&[-one], &[one]), Game::ZERO);
    /// ```
    pub fn new(left: &[Game], right: &[Game]) -> Game {
        super::canonical::construct(left.to_vec(), right.to_vec())
    }

    /// The integer `n`.
    pub fn integer(n: impl Into<Integer>) -> Game {
        Game::dyadic(Dyadic::from_integer(n.into()))
    }

    /// The number `x`.
    pub fn dyadic(x: Dyadic) -> Game {
        nus::make(x, Integer::ZERO, Nimber::ZERO)
    }

    /// The nimber `*n`.
    pub fn nimber(n: u64) -> Game {
        nus::make(Dyadic::ZERO, Integer::ZERO, Nimber(n))
    }

    /// `n·↑` (negative `n` gives multiples of down).
    pub fn up(n: impl Into<Integer>) -> Game {
        nus::make(Dyadic::ZERO, n.into(), Nimber::ZERO)
    }

    /// `x + n·↑ + *m`.
    ///
    /// ```
    /// use conway::value::Game;
    /// use conway::numeric::Dyadic;
    /// let g = Game::number_up_star(Dyadic::from(2), 3, 2);
    /// assert_eq!(g, Game::integer(2) + Game::up(3) + Game::nimber(2));
    /// ```
    pub fn number_up_star(x: Dyadic, ups: impl Into<Integer>, star: u64) -> Game {
        nus::make(x, ups.into(), Nimber(star))
    }

    /// The switch `±g = {g | -g}`.
    ///
    /// ```
    /// use conway::value::Game;
    /// let s = Game::switch(Game::integer(1));
    /// assert_eq!(s + s, Game::ZERO); // {1|-1} + {1|-1} = 0
    /// ```
    pub fn switch(g: Game) -> Game {
        Game::new(&[g], &[-g])
    }

    /// `Tiny(g) = {0 || 0 | -g}`, a positive infinitesimal for `g > 0`.
    pub fn tiny(g: Game) -> Game {
        Game::new(&[Game::ZERO], &[Game::new(&[Game::ZERO], &[-g])])
    }

    /// `Miny(g) = {g | 0 || 0} = -Tiny(g)`.
    pub fn miny(g: Game) -> Game {
        -Game::tiny(g)
    }

    pub(crate) fn as_nus_parts(self) -> Option<&'static Nus> {
        match node(self) {
            Node::Nus(n, _) => Some(&**n),
            Node::General(_) => None,
        }
    }

    /// The options of the canonical form, Left's and Right's, borrowed from
    /// the table (those of a number-up-star are made on first use, then
    /// kept).
    pub(crate) fn option_lists(self) -> (&'static [Game], &'static [Game]) {
        match node(self) {
            Node::General(g) => (g.left(), g.right()),
            Node::Nus(n, cached) => {
                let (options, n_left) = &**cached.get_or_init(|| {
                    let (left, right) = nus::options(n);
                    let n_left = left.len();
                    Box::new((left.into_iter().chain(right).collect(), n_left))
                });
                options.split_at(*n_left)
            }
        }
    }

    /// Left options of the canonical form.
    pub fn left_options(self) -> Cow<'static, [Game]> {
        Cow::Borrowed(self.option_lists().0)
    }

    /// Right options of the canonical form.
    pub fn right_options(self) -> Cow<'static, [Game]> {
        Cow::Borrowed(self.option_lists().1)
    }

    /// Options of the canonical form for one player.
    pub fn options(self, player: Player) -> Cow<'static, [Game]> {
        match player {
            Player::Left => self.left_options(),
            Player::Right => self.right_options(),
        }
    }

    /// The value as a number, if it is one.
    ///
    /// ```
    /// use conway::value::Game;
    /// assert_eq!(Game::integer(3).as_number().map(|x| x.to_string()), Some("3".into()));
    /// assert_eq!(Game::nimber(1).as_number(), None);
    /// ```
    pub fn as_number(self) -> Option<&'static Dyadic> {
        self.as_nus_parts()
            .filter(|n| n.is_number())
            .map(|n| &n.number)
    }

    /// True if the value is a number.
    pub fn is_number(self) -> bool {
        self.as_number().is_some()
    }

    /// True if the value is an integer.
    pub fn is_integer(self) -> bool {
        self.as_number().is_some_and(|x| x.is_integer())
    }

    /// The value as a nimber, if it is one (`0` is `*0`).
    pub fn as_nimber(self) -> Option<Nimber> {
        self.as_nus_parts()
            .filter(|n| n.number.is_zero() && n.ups.is_zero())
            .map(|n| n.nimber)
    }

    /// True if the value is a nimber `*m` (`0` included).
    ///
    /// ```
    /// use conway::value::Game;
    /// assert!(Game::nimber(5).is_nimber() && Game::ZERO.is_nimber());
    /// assert!(!Game::up(1).is_nimber() && !Game::integer(1).is_nimber());
    /// ```
    pub fn is_nimber(self) -> bool {
        self.as_nimber().is_some()
    }

    /// The parts `(x, n, m)` of `x + n·↑ + *m`, if the value has that form.
    pub fn as_number_up_star(self) -> Option<(&'static Dyadic, &'static Integer, Nimber)> {
        self.as_nus_parts().map(|n| (&n.number, &n.ups, n.nimber))
    }

    /// True if the value is a number plus a multiple of up plus a nimber.
    pub fn is_number_up_star(self) -> bool {
        self.as_nus_parts().is_some()
    }

    /// The birthday: the height of the canonical game tree.
    ///
    /// ```
    /// use conway::value::Game;
    /// assert_eq!(Game::up(1).birthday().to_string(), "2");
    /// assert_eq!(Game::dyadic("7/4".parse().unwrap()).birthday().to_string(), "4");
    /// ```
    pub fn birthday(self) -> Integer {
        match node(self) {
            Node::General(g) => g.birthday().clone(),
            Node::Nus(n, _) => nus::birthday(n),
        }
    }

    /// The handle's index in the interning table (stable within a process).
    pub fn id(self) -> u32 {
        self.0
    }

    /// How many distinct canonical forms exist in this process so far.
    pub fn table_size() -> usize {
        table::len()
    }
}

/// Left or Right (in JSON and saved games: `"left"`, `"right"`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// Left (Blue, vertical in Domineering, the first player of the classic problems).
    Left,
    /// Right.
    Right,
}

impl Player {
    /// The other player.
    pub fn opponent(self) -> Player {
        match self {
            Player::Left => Player::Right,
            Player::Right => Player::Left,
        }
    }

    /// `Left` or `Right`, as sentences name the player (also its `Display`).
    ///
    /// ```
    /// use conway::value::Player;
    /// assert_eq!(Player::Right.name(), "Right");
    /// assert_eq!(format!("{} moves first", Player::Left), "Left moves first");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Player::Left => "Left",
            Player::Right => "Right",
        }
    }

    /// `left` or `right`, as JSON, saved games and Python name the player.
    ///
    /// ```
    /// use conway::value::Player;
    /// assert_eq!(Player::Left.key(), "left");
    /// ```
    pub fn key(self) -> &'static str {
        match self {
            Player::Left => "left",
            Player::Right => "right",
        }
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
