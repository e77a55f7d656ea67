//! Ordinal, conjunctive and selective sums.
//!
//! Besides the disjunctive sum `G + H` (move in exactly one component),
//! *Winning Ways* (vol. 1 ch. 9 for the ordinal sum, vol. 2 ch. 14 for the
//! others) and Siegel (*Combinatorial Game Theory*, II) study:
//!
//! * the **ordinal sum** `G:H = {G^L, G:H^L | G^R, G:H^R}`: a move in the
//!   base `G` wipes out the dependent `H`;
//! * the **conjunctive sum** `G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}`: a move is
//!   made in every component, so play ends as soon as one component has no
//!   move for the player to move;
//! * the **selective sum** `G ∨ H = {G^L ∨ H, G ∨ H^L, G^L ∨ H^L | …}`: a
//!   move is made in any non-empty set of components;
//! * the **continued conjunctive sum** `G △ H` (*Winning Ways* ch. 14, the
//!   "continued conjunctive compound"): a move is made in every component
//!   in which the mover has one, and play goes on while any component has
//!   a move for the player to move: `G^L △ H^L` if Left can move in both,
//!   `G^L △ H` or `G △ H^L` if only in one;
//! * the **shortened selective sum** `G ▽ H` (*Winning Ways* ch. 14, the
//!   "shortened selective compound"): a move is made in any non-empty set
//!   of components, but play ends as soon as the player to move has no
//!   move in some component: Left's options are `G^L ▽ H, G ▽ H^L,
//!   G^L ▽ H^L` when Left can move in both, and none otherwise.
//!
//! *Winning Ways* plays the last two on impartial games; for partizan
//! games we read "a component has ended" as "the player to move has no
//! move there", which gives its compounds when both players have the same
//! moves.
//!
//! None of these is a function of values alone: `0 = { | }` and
//! `{-1 | 1}` are equal, yet `0:1 = 1` while `{-1|1}:1 = 1/2`, and
//! `0 ∧ 1 = 0` while `{-1|1} ∧ 1 = 1`. Like CGSuite we compute them on
//! canonical forms: `G:H` on the canonical form of `G` (by the colon
//! principle it depends only on the value of `H`), the other two on the
//! canonical forms of both. Under normal play, as here, these are the sums
//! on those game trees, with the result reduced to canonical form.
//!
//! Every sum is memoised per pair, with fast paths for the cases with
//! closed forms (zero, integers, nimbers). The work is otherwise
//! proportional to the number of pairs of subpositions visited: a
//! component such as the integer `10^9` is a chain of `10^9` positions to
//! these operations. The ordinal sum walks the dependent's followers on an
//! explicit stack (each one a unit of work for a watching control); the
//! others recurse as deep as the canonical forms (their sum, for the
//! selective sum).

use super::followers::post_order;
use super::game::Game;
use super::memo::Memo;
use crate::numeric::Integer;
use rustc_hash::FxHashMap;
use std::sync::LazyLock;

static ORDINAL: LazyLock<Memo<(Game, Game), Game>> = LazyLock::new(Memo::new);
static CONJUNCTIVE: LazyLock<Memo<(Game, Game), Game>> = LazyLock::new(Memo::new);
static SELECTIVE: LazyLock<Memo<(Game, Game), Game>> = LazyLock::new(Memo::new);
static CONTINUED: LazyLock<Memo<(Game, Game), Game>> = LazyLock::new(Memo::new);
static SHORTENED: LazyLock<Memo<(Game, Game), Game>> = LazyLock::new(Memo::new);

fn ordinal(g: Game, h: Game) -> Game {
    if let Some(v) = ordinal_closed(g, h) {
        return v;
    }
    // `g : y` for the followers `y` of the dependent `h`, options first,
    // on an explicit stack (`h` may be a chain of 10^9 positions; a stop
    // of a watching control ends the walk at once).
    let mut done: FxHashMap<Game, Game> = FxHashMap::default();
    let known = |y: Game| ordinal_closed(g, y).or_else(|| ORDINAL.get(&(g, y)));
    post_order(
        h,
        |y| known(y).is_some(),
        |y| {
            let v = known(y).unwrap_or_else(|| {
                let dependent =
                    |options: &[Game]| options.iter().map(|y| done[y]).collect::<Vec<_>>();
                let left: Vec<Game> = g
                    .left_options()
                    .iter()
                    .copied()
                    .chain(dependent(&y.left_options()))
                    .collect();
                let right: Vec<Game> = g
                    .right_options()
                    .iter()
                    .copied()
                    .chain(dependent(&y.right_options()))
                    .collect();
                let v = Game::new(&left, &right);
                ORDINAL.insert((g, y), v);
                v
            });
            done.insert(y, v);
        },
    );
    done[&h]
}

/// `g : h` when a closed form gives it: `g : 0 = g`, `0 : h = h`, and
/// `(x + *m) : *n = x + *(m + n)` (ordinary addition of `m` and `n`).
fn ordinal_closed(g: Game, h: Game) -> Option<Game> {
    if h == Game::ZERO {
        return Some(g);
    }
    if g == Game::ZERO {
        return Some(h);
    }
    if let (Some((x, ups, m)), Some(n)) = (g.as_number_up_star(), h.as_nimber()) {
        if ups.is_zero() {
            let sum =
                m.0.checked_add(n.0)
                    .expect("nimber of an ordinal sum exceeds 2^64 - 1");
            return Some(Game::number_up_star(x.clone(), 0, sum));
        }
    }
    None
}

/// The sorted pair, for the commutative sums.
fn unordered(g: Game, h: Game) -> (Game, Game) {
    if g.id() <= h.id() {
        (g, h)
    } else {
        (h, g)
    }
}

fn integer(g: Game) -> Option<&'static Integer> {
    g.as_number().and_then(|x| x.to_integer())
}

fn conjunctive(g: Game, h: Game) -> Game {
    if g == Game::ZERO || h == Game::ZERO {
        return Game::ZERO;
    }
    // n ∧ m: the player who has moves in both makes min(|n|, |m|) of them.
    if let (Some(n), Some(m)) = (integer(g), integer(h)) {
        return match (n.signum(), m.signum()) {
            (1, 1) => Game::integer(n.clone().min(m.clone())),
            (-1, -1) => Game::integer(n.clone().max(m.clone())),
            _ => Game::ZERO,
        };
    }
    CONJUNCTIVE.get_or(unordered(g, h), || {
        let side = |a: &[Game], b: &[Game]| -> Vec<Game> {
            a.iter()
                .flat_map(|&x| b.iter().map(move |&y| conjunctive(x, y)))
                .collect()
        };
        let left = side(&g.left_options(), &h.left_options());
        let right = side(&g.right_options(), &h.right_options());
        Game::new(&left, &right)
    })
}

fn selective(g: Game, h: Game) -> Game {
    if g == Game::ZERO {
        return h;
    }
    if h == Game::ZERO {
        return g;
    }
    // Between integers every move is one player's own, so n ∨ m = n + m.
    if integer(g).is_some() && integer(h).is_some() {
        return g + h;
    }
    SELECTIVE.get_or(unordered(g, h), || {
        let side = |a: &[Game], b: &[Game]| -> Vec<Game> {
            let alone_g = a.iter().map(|&x| selective(x, h));
            let alone_h = b.iter().map(|&y| selective(g, y));
            let both = a
                .iter()
                .flat_map(|&x| b.iter().map(move |&y| selective(x, y)));
            alone_g.chain(alone_h).chain(both).collect()
        };
        let left = side(&g.left_options(), &h.left_options());
        let right = side(&g.right_options(), &h.right_options());
        Game::new(&left, &right)
    })
}

/// One player's options of `g △ h` from that player's options `a` of `g`
/// and `b` of `h`.
fn continued_side(g: Game, h: Game, a: &[Game], b: &[Game]) -> Vec<Game> {
    match (a.is_empty(), b.is_empty()) {
        (false, false) => a
            .iter()
            .flat_map(|&x| b.iter().map(move |&y| continued(x, y)))
            .collect(),
        (false, true) => a.iter().map(|&x| continued(x, h)).collect(),
        (true, false) => b.iter().map(|&y| continued(g, y)).collect(),
        (true, true) => Vec::new(),
    }
}

fn continued(g: Game, h: Game) -> Game {
    if g == Game::ZERO {
        return h;
    }
    if h == Game::ZERO {
        return g;
    }
    // Integers: each player moves in both while both last, so the longer
    // decides; of opposite signs, each moves only in their own.
    if let (Some(n), Some(m)) = (integer(g), integer(h)) {
        return Game::integer(match (n.signum(), m.signum()) {
            (1, 1) => n.clone().max(m.clone()),
            (-1, -1) => n.clone().min(m.clone()),
            _ => n.clone() + m.clone(),
        });
    }
    CONTINUED.get_or(unordered(g, h), || {
        let left = continued_side(g, h, &g.left_options(), &h.left_options());
        let right = continued_side(g, h, &g.right_options(), &h.right_options());
        Game::new(&left, &right)
    })
}

/// One player's options of `g ▽ h`.
fn shortened_side(g: Game, h: Game, a: &[Game], b: &[Game]) -> Vec<Game> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let alone_g = a.iter().map(|&x| shortened(x, h));
    let alone_h = b.iter().map(|&y| shortened(g, y));
    let both = a
        .iter()
        .flat_map(|&x| b.iter().map(move |&y| shortened(x, y)));
    alone_g.chain(alone_h).chain(both).collect()
}

fn shortened(g: Game, h: Game) -> Game {
    if g == Game::ZERO || h == Game::ZERO {
        return Game::ZERO;
    }
    // Integers of one sign: the owner brings both down to 1, then takes
    // one (n + m - 1 moves); of opposite signs nobody can move.
    if let (Some(n), Some(m)) = (integer(g), integer(h)) {
        return Game::integer(match (n.signum(), m.signum()) {
            (1, 1) => n.clone() + m.clone() - Integer::ONE,
            (-1, -1) => n.clone() + m.clone() + Integer::ONE,
            _ => Integer::ZERO,
        });
    }
    SHORTENED.get_or(unordered(g, h), || {
        let left = shortened_side(g, h, &g.left_options(), &h.left_options());
        let right = shortened_side(g, h, &g.right_options(), &h.right_options());
        Game::new(&left, &right)
    })
}

impl Game {
    /// The continued conjunctive sum `G △ H` of the canonical forms
    /// (*Winning Ways* ch. 14): the mover moves in every component where
    /// they have a move, and may move as long as one has.
    ///
    /// ```
    /// use conway::value::Game;
    /// let (two, three) = (Game::integer(2), Game::integer(3));
    /// // Left moves in both while both last, then in the longer alone.
    /// assert_eq!(two.continued_conjunctive_sum(three), three);
    /// assert_eq!(two.continued_conjunctive_sum(-three), Game::integer(-1));
    /// // * △ *2: {0 △ 0, 0 △ * | …} = {0, * | 0, *} = *2.
    /// let g = Game::nimber(1).continued_conjunctive_sum(Game::nimber(2));
    /// assert_eq!(g, Game::nimber(2));
    /// ```
    pub fn continued_conjunctive_sum(self, h: Game) -> Game {
        continued(self, h)
    }

    /// The shortened selective sum `G ▽ H` of the canonical forms
    /// (*Winning Ways* ch. 14): the mover moves in any non-empty set of
    /// components, and cannot move once some component has no move for
    /// them.
    ///
    /// ```
    /// use conway::value::Game;
    /// let star = Game::nimber(1);
    /// // * ▽ * = {0 ▽ *, * ▽ 0, 0 ▽ 0 | same} = {0 | 0} = *.
    /// assert_eq!(star.shortened_selective_sum(star), star);
    /// // Left brings 2 and 5 down to 1 and 1 one move at a time, then takes
    /// // one of them: 1 + 4 + 1 = 6 moves.
    /// let g = Game::integer(2).shortened_selective_sum(Game::integer(5));
    /// assert_eq!(g, Game::integer(6));
    /// ```
    pub fn shortened_selective_sum(self, h: Game) -> Game {
        shortened(self, h)
    }

    /// The ordinal sum `G:H = {G^L, G:H^L | G^R, G:H^R}`, on the canonical
    /// form of `G`: it depends on the form of `G` (`{-1|1}:1 = 1/2` but
    /// `0:1 = 1`) and, by the colon principle, only on the value of `H`.
    ///
    /// ```
    /// use conway::value::Game;
    /// let one = Game::integer(1);
    /// assert_eq!(one.ordinal_sum(one), Game::integer(2));
    /// // Blue-red Hackenbush string "blue, red" = 1 : -1 = 1/2 (Winning Ways ch. 2).
    /// assert_eq!(one.ordinal_sum(-one), Game::dyadic("1/2".parse().unwrap()));
    /// // *2 : *3 = *5.
    /// assert_eq!(Game::nimber(2).ordinal_sum(Game::nimber(3)), Game::nimber(5));
    /// ```
    ///
    /// # Panics
    ///
    /// If `G` is `x + *m` and `H` is `*n` with `m + n ≥ 2^64`, whose result
    /// is a nimber this crate cannot represent.
    pub fn ordinal_sum(self, h: Game) -> Game {
        ordinal(self, h)
    }

    /// The conjunctive sum `G ∧ H = {G^L ∧ H^L | G^R ∧ H^R}` of the canonical
    /// forms: each move is made in both components, and a player who cannot
    /// move in one of them cannot move at all.
    ///
    /// ```
    /// use conway::value::Game;
    /// let (two, three) = (Game::integer(2), Game::integer(3));
    /// assert_eq!(two.conjunctive_sum(three), two);
    /// assert_eq!(two.conjunctive_sum(-three), Game::ZERO);
    /// // * ∧ *2 = {0 ∧ 0, 0 ∧ * | …} = {0 | 0} = *.
    /// assert_eq!(Game::nimber(1).conjunctive_sum(Game::nimber(2)), Game::nimber(1));
    /// ```
    pub fn conjunctive_sum(self, h: Game) -> Game {
        conjunctive(self, h)
    }

    /// The selective sum `G ∨ H` of the canonical forms: each move is made in
    /// one component or in both.
    ///
    /// ```
    /// use conway::value::Game;
    /// let star = Game::nimber(1);
    /// // * ∨ * = {0 ∨ *, * ∨ 0, 0 ∨ 0 | same} = {*, 0 | *, 0} = *2.
    /// assert_eq!(star.selective_sum(star), Game::nimber(2));
    /// assert_eq!(Game::integer(2).selective_sum(Game::integer(-5)), Game::integer(-3));
    /// ```
    pub fn selective_sum(self, h: Game) -> Game {
        selective(self, h)
    }
}
