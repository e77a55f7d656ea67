//! Move-count bounds that decide a sum without searching it.
//!
//! For one player `P` and one component, [`MoveBounds`] holds two counts:
//!
//! * `safe`: a number of moves `P` can surely still make in the component,
//!   whatever anyone plays there (in Domineering, dominoes on cells the
//!   opponent can never cover);
//! * `most`: an upper bound on the number of moves `P` can ever still make
//!   there, however play goes;
//! * `vulnerable`: a number of further moves of `P` (on cells apart from
//!   the sure moves' and from each other) that stay available until the
//!   opponent spoils them (in Domineering, vertical dominoes on every
//!   other column: a horizontal domino crosses one even and one odd
//!   column; Bullock's "vulnerable areas", Obsequi 2002);
//! * `protective`: a number of places (apart from all the above and each
//!   other) where a move of `P` gives `P` a sure move besides, until the
//!   opponent spoils the place (in Domineering, a 2×2 square walled on
//!   both sides across: a vertical domino there leaves the other column
//!   walled in; Bullock's "protective areas").
//!
//! One move of the opponent spoils at most one vulnerable move or
//! protective place.
//!
//! All must stay valid as play goes on: after any moves, the component's
//! new `safe` may be larger (never needed) but `P` can still make the old
//! count less the safe moves `P` used up; the vulnerable moves left are the
//! old ones less those `P` made and those the opponent spoiled; and the new
//! `most` is at most the old one less the moves `P` made. A ruleset that can
//! say so gives the bounds through [`PartizanRules::move_bounds`]; canonical
//! forms get them from [`FormBounds`] (no vulnerable moves).
//!
//! # The rule ([`decide`])
//!
//! Let `S_P`, `V_P`, `M_P` be the sums of `safe`, `vulnerable` and `most`
//! over the components for `P`, and `S_O`, `V_O`, `M_O` the same for the
//! opponent `O`. One move of `O` is in one component, so it still spoils at
//! most one of the `V_P` moves of the sum.
//!
//! *What `P` surely makes.* Call a protective place worth 2 and a
//! vulnerable move worth 1, and list them worth 2 first. `P`'s strategy:
//! take the first unspoiled item of the list (a move in a protective
//! place, whose sure move joins `P`'s others), and when none is left, make
//! the sure moves (they stay available whatever `O` does, and making one
//! does not spend another, since they are counted as disjoint). Between
//! two of `P`'s items `O` spoils at most one, so whatever `O` spoils, `P`
//! gets at least the worth of the items in odd places of the list when
//! moving first (`O` spoiling the next item each time is the worst), and
//! in even places when moving second (`O` spoils first). With `Q`
//! protective places and `V` vulnerable moves: moving first, `Q` even,
//! `Q + ⌈V/2⌉`; `Q` odd, `Q + 1 + ⌊V/2⌋`; moving second, `Q` even, `Q +
//! ⌊V/2⌋`; `Q` odd, `Q - 1 + ⌈V/2⌉` ([`MoveBounds::sure_first`],
//! [`MoveBounds::sure_second`]), plus the sure moves `S_P`.
//!
//! *`P` moving first wins if `P` surely makes more than `M_O` moves.* `P`
//! makes moves `1, 2, …`, `P`'s `k`-th move coming after `O`'s `(k-1)`-th.
//! `O` can make at most `M_O` moves, so `O` is stuck at the latest at `O`'s
//! move number `M_O + 1`, which comes after `P`'s move number `M_O + 1`:
//! `P` had all the moves needed, and `O` is the first who cannot move.
//!
//! *`P` moving second wins if `P` surely makes at least `M_O` moves.* Now
//! `P`'s `k`-th move comes after `O`'s `k`-th; `O` is stuck at the latest
//! at move `M_O + 1`, by when `P` has needed `M_O` moves.
//!
//! So with `P` to move: `P` wins if `sure_first(P) > M_O`, and `P` loses if
//! `sure_second(O) ≥ M_P` (the opponent wins moving second). Both are
//! proved, so both cannot hold. Otherwise the rule says nothing and the
//! search goes on.
//!
//! [`PartizanRules::move_bounds`]: crate::rulesets::partizan_position::PartizanRules::move_bounds
//!
//! ```
//! use conway::outcome::bounds::{decide, MoveBounds};
//! // Left to move, 3 sure moves; Right can make at most 2: Left wins.
//! let bounds = |safe, vulnerable, most| MoveBounds { safe, protective: 0, vulnerable, most };
//! let left = bounds(3, 0, 5);
//! let right = bounds(0, 0, 2);
//! assert_eq!(decide(left, right), Some(true));
//! // Left can make at most 2, Right surely 2, Left to move: Left loses.
//! let left = bounds(0, 0, 2);
//! let right = bounds(2, 0, 4);
//! assert_eq!(decide(left, right), Some(false));
//! assert_eq!(decide(bounds(1, 0, 3), bounds(1, 0, 3)), None);
//! // Left to move, 2 sure and 3 vulnerable moves: Left surely makes 4
//! // moving first, more than Right's 3; moving second only 3.
//! assert_eq!(decide(bounds(2, 3, 6), bounds(0, 0, 3)), Some(true));
//! assert_eq!(decide(bounds(0, 0, 3), bounds(2, 3, 6)), Some(false));
//! assert_eq!(decide(bounds(0, 0, 4), bounds(2, 3, 6)), None);
//! // One protective place: two moves moving first, none moving second.
//! let block = MoveBounds { safe: 0, protective: 1, vulnerable: 0, most: 2 };
//! assert_eq!(decide(block, bounds(0, 0, 1)), Some(true));
//! assert_eq!(decide(bounds(0, 0, 1), block), None);
//! ```

use crate::value::{Game, Player};
use rustc_hash::FxHashMap;

/// Sure and greatest numbers of moves of one player in one component (or
/// a sum, adding up).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveBounds {
    /// Moves the player can surely still make, whatever anyone plays.
    pub safe: u32,
    /// Places where a move gives a sure move besides, until the opponent
    /// spoils them (see the [module notes](self)).
    pub protective: u32,
    /// Further moves the opponent can spoil, each opponent's move at most
    /// one of them or one protective place.
    pub vulnerable: u32,
    /// The most moves the player can ever still make.
    pub most: u32,
}

impl MoveBounds {
    /// The moves the player surely makes moving first (proved in the
    /// [module notes](self)).
    ///
    /// ```
    /// use conway::outcome::bounds::MoveBounds;
    /// let b = MoveBounds { safe: 1, protective: 1, vulnerable: 3, most: 9 };
    /// // The block (2), then the second of the three vulnerable moves, then the sure one.
    /// assert_eq!(b.sure_first(), 4);
    /// // Spoiled block; the first and third vulnerable moves; the sure one.
    /// assert_eq!(b.sure_second(), 3);
    /// ```
    pub fn sure_first(self) -> u32 {
        let (q, v) = (self.protective, self.vulnerable);
        let items = if q % 2 == 0 {
            q.saturating_add(v.div_ceil(2))
        } else {
            q.saturating_add(1).saturating_add(v / 2)
        };
        self.safe.saturating_add(items)
    }

    /// The moves the player surely makes moving second.
    pub fn sure_second(self) -> u32 {
        let (q, v) = (self.protective, self.vulnerable);
        let items = if q % 2 == 0 {
            q.saturating_add(v / 2)
        } else {
            (q - 1).saturating_add(v.div_ceil(2))
        };
        self.safe.saturating_add(items)
    }
}

impl std::ops::Add for MoveBounds {
    type Output = MoveBounds;
    fn add(self, other: MoveBounds) -> MoveBounds {
        MoveBounds {
            safe: self.safe.saturating_add(other.safe),
            protective: self.protective.saturating_add(other.protective),
            vulnerable: self.vulnerable.saturating_add(other.vulnerable),
            most: self.most.saturating_add(other.most),
        }
    }
}

impl std::ops::AddAssign for MoveBounds {
    fn add_assign(&mut self, other: MoveBounds) {
        *self = *self + other;
    }
}

/// Whether the player to move, with bounds `mover`, wins against the
/// opponent's bounds `opponent`: `Some(true)` if `mover.sure_first() >
/// opponent.most`, `Some(false)` if `opponent.sure_second() >=
/// mover.most`, else `None` (proved in the [module notes](self)).
pub fn decide(mover: MoveBounds, opponent: MoveBounds) -> Option<bool> {
    if mover.sure_first() > opponent.most {
        Some(true)
    } else if opponent.sure_second() >= mover.most {
        Some(false)
    } else {
        None
    }
}

/// Followers a single canonical form may visit to find its bounds; past
/// it the form has none (and the rule is not used on sums holding it).
const FORM_NODES: usize = 20_000;

/// Bounds of canonical forms, memoised by handle: an integer `n > 0` gives
/// Left `n` sure moves and `n` at most (and Right none at all); any other
/// form gives 0 sure moves and, at most, the longest count of the
/// player's moves along any line of play in its game tree.
///
/// ```
/// use conway::outcome::bounds::{FormBounds, MoveBounds};
/// use conway::value::{Game, Player};
/// let mut forms = FormBounds::default();
/// let three = Game::integer(3);
/// assert_eq!(forms.bounds(three, Player::Left), Some(MoveBounds { safe: 3, most: 3, ..Default::default() }));
/// assert_eq!(forms.bounds(three, Player::Right), Some(MoveBounds::default()));
/// // *2 = {0, * | 0, *}: at most two moves of either player (to *, then to 0).
/// let star2 = Game::nimber(2);
/// assert_eq!(forms.bounds(star2, Player::Left), Some(MoveBounds { most: 2, ..Default::default() }));
/// ```
#[derive(Default)]
pub struct FormBounds {
    /// (handle, player is Right) → the most moves, or `None` if too big.
    memo: FxHashMap<(u32, bool), Option<u32>>,
}

impl FormBounds {
    /// The bounds of `player` in the canonical form `game`, or `None` if
    /// its tree is too big to walk.
    pub fn bounds(&mut self, game: Game, player: Player) -> Option<MoveBounds> {
        if let Some(n) = game
            .as_number()
            .and_then(|x| x.to_integer())
            .and_then(|n| n.to_i64())
        {
            let own = match player {
                Player::Left => n,
                Player::Right => -n,
            };
            let moves = u32::try_from(own.max(0)).ok()?;
            return Some(MoveBounds {
                safe: moves,
                most: moves,
                ..MoveBounds::default()
            });
        }
        let most = self.most(game, player)?;
        Some(MoveBounds {
            most,
            ..MoveBounds::default()
        })
    }

    /// The longest count of `player`'s moves along any line of play from
    /// `game` (both players moving in any order), by an explicit walk of
    /// the followers, memoised.
    fn most(&mut self, game: Game, player: Player) -> Option<u32> {
        let right = player == Player::Right;
        if let Some(&known) = self.memo.get(&(game.id(), right)) {
            return known;
        }
        let mut visited = 0usize;
        // (node, children pushed?)
        let mut stack = vec![(game, false)];
        while let Some((g, expanded)) = stack.pop() {
            if self.memo.contains_key(&(g.id(), right)) {
                continue;
            }
            if let Some(n) = g.as_number().and_then(|x| x.to_integer()) {
                // An integer: the player's moves are its own side's count.
                let own = if right { -n.signum() } else { n.signum() };
                let most = if own > 0 {
                    n.abs().to_u64().and_then(|m| u32::try_from(m).ok())
                } else {
                    Some(0)
                };
                self.memo.insert((g.id(), right), most);
                continue;
            }
            let own = g.options(player);
            let other = g.options(player.opponent());
            if expanded {
                let mine = own
                    .iter()
                    .map(|o| self.memo[&(o.id(), right)].map(|m| m + 1));
                let theirs = other.iter().map(|o| self.memo[&(o.id(), right)]);
                let most = mine
                    .chain(theirs)
                    .try_fold(0u32, |acc, m| m.map(|m| acc.max(m)));
                self.memo.insert((g.id(), right), most);
                continue;
            }
            visited += 1;
            if visited > FORM_NODES {
                self.memo.insert((game.id(), right), None);
                return None;
            }
            stack.push((g, true));
            for &o in own.iter().chain(other.iter()) {
                if !self.memo.contains_key(&(o.id(), right)) {
                    stack.push((o, false));
                }
            }
        }
        self.memo[&(game.id(), right)]
    }
}
