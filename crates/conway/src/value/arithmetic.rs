//! Disjunctive sum, negation and difference.
//!
//! `G + H = {G^L + H, G + H^L | G^R + H, G + H^R}`, memoised by the pair.
//! Fast paths: number-up-stars add part by part, and a number `x` translates
//! a non-number `G` without being played in (number translation, Siegel II.3):
//! `G + x = {G^L + x | G^R + x}`. Negation swaps and negates options; the
//! negative of a canonical form is canonical, so it is interned directly,
//! and the table keeps it next to the node.

use super::canonical::construct;
use super::game::Game;
use super::memo::{Memo, PairCache};
use super::nus;
use super::table::{self, intern_general, intern_nus, node, Node};
use std::iter::Sum;
use std::ops::{Add, AddAssign, Neg, Sub, SubAssign};
use std::sync::LazyLock;

static SUM: LazyLock<Memo<(Game, Game), Game>> = LazyLock::new(Memo::new);

thread_local! {
    /// The sums this thread asked for last, in front of [`SUM`].
    static RECENT_SUMS: PairCache = PairCache::new();
}

pub(crate) fn add(g: Game, h: Game) -> Game {
    if g == Game::ZERO {
        return h;
    }
    if h == Game::ZERO {
        return g;
    }
    if let (Node::Nus(a, _), Node::Nus(b, _)) = (node(g), node(h)) {
        return intern_nus(nus::sum(a, b));
    }
    let key = if g.0 <= h.0 { (g, h) } else { (h, g) };
    if let Some(v) = RECENT_SUMS.with(|c| c.get(key.0, key.1)) {
        return v;
    }
    let v = SUM.get_or(key, || {
        if g.is_number() {
            return translate(h, g);
        }
        if h.is_number() {
            return translate(g, h);
        }
        let (gl, gr, hl, hr) = (
            g.left_options(),
            g.right_options(),
            h.left_options(),
            h.right_options(),
        );
        let left = gl
            .iter()
            .map(|&x| add(x, h))
            .chain(hl.iter().map(|&y| add(g, y)))
            .collect();
        let right = gr
            .iter()
            .map(|&x| add(x, h))
            .chain(hr.iter().map(|&y| add(g, y)))
            .collect();
        construct(left, right)
    });
    RECENT_SUMS.with(|c| c.insert(key.0, key.1, v));
    v
}

/// `g + x` for a number `x` and a game `g` that is not a number.
fn translate(g: Game, x: Game) -> Game {
    let left = g.left_options().iter().map(|&a| add(a, x)).collect();
    let right = g.right_options().iter().map(|&a| add(a, x)).collect();
    construct(left, right)
}

/// `-g`, kept in the table next to `g` once computed (so negation is
/// usually a load).
pub(crate) fn neg(g: Game) -> Game {
    table::negative(g, |node| match node {
        Node::Nus(n, _) => nus::make(-&n.number, -&n.ups, n.nimber),
        Node::General(general) => {
            let left = general.right().iter().map(|&x| neg(x)).collect();
            let right = general.left().iter().map(|&x| neg(x)).collect();
            intern_general(left, right)
        }
    })
}

impl Add for Game {
    type Output = Game;
    fn add(self, rhs: Game) -> Game {
        add(self, rhs)
    }
}

impl Neg for Game {
    type Output = Game;
    fn neg(self) -> Game {
        neg(self)
    }
}

impl Sub for Game {
    type Output = Game;
    fn sub(self, rhs: Game) -> Game {
        add(self, neg(rhs))
    }
}

impl AddAssign for Game {
    fn add_assign(&mut self, rhs: Game) {
        *self = *self + rhs;
    }
}

impl SubAssign for Game {
    fn sub_assign(&mut self, rhs: Game) {
        *self = *self - rhs;
    }
}

impl Sum for Game {
    fn sum<I: Iterator<Item = Game>>(iter: I) -> Game {
        iter.fold(Game::ZERO, add)
    }
}

impl<'a> Sum<&'a Game> for Game {
    fn sum<I: Iterator<Item = &'a Game>>(iter: I) -> Game {
        iter.copied().sum()
    }
}
