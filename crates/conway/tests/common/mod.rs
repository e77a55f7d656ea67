//! A plain game-tree reference implementation for tests.
//!
//! [`Form`] is an explicit game tree with no interning, no memo tables and
//! no shortcuts: comparison is the bare recursive definition, and the
//! canonical form comes from removing dominated options and bypassing
//! reversible ones until nothing changes (Siegel, *Combinatorial Game
//! Theory*, II.2). The library's fast paths are checked against it.
#![allow(dead_code)]

pub mod impartial_oracle;
pub mod loopy;
pub mod misere;
pub mod ruleset_checks;
pub mod worksheet;

use conway::value::{Game, Player};
use proptest::prelude::*;
use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;

/// A board of `rows` × `cols` cells in the grid notation (`.` empty, `#`
/// not, rows joined by `|`), from a mask with bit `r * cols + c` set for
/// each empty cell.
pub fn grid_text(rows: usize, cols: usize, empty: u64) -> String {
    (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| {
                    if empty >> (r * cols + c) & 1 == 1 {
                        '.'
                    } else {
                        '#'
                    }
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("|")
}

/// A ruleset written again from its rules alone, for tests: only the
/// options of a position, searched plainly by the two provided methods.
pub trait PlainGame: Clone + Eq + Hash {
    /// The positions `player` can move to.
    fn options(&self, player: Player) -> Vec<Self>;

    /// The value by the definition `{ G^L | G^R }` over the library's
    /// `Game::new` (no components, no normalisation, no closed forms).
    fn value(&self, memo: &mut HashMap<Self, Game>) -> Game {
        if let Some(&v) = memo.get(self) {
            return v;
        }
        let side = |player, memo: &mut HashMap<Self, Game>| -> Vec<Game> {
            self.options(player).iter().map(|g| g.value(memo)).collect()
        };
        let left = side(Player::Left, memo);
        let right = side(Player::Right, memo);
        let v = Game::new(&left, &right);
        memo.insert(self.clone(), v);
        v
    }

    /// The explicit game tree, canonicalised without the library.
    fn form(&self) -> Form {
        let side = |player| self.options(player).iter().map(PlainGame::form).collect();
        canonical(&Form::new(side(Player::Left), side(Player::Right)))
    }
}

/// An explicit game tree.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Form {
    pub left: Vec<Form>,
    pub right: Vec<Form>,
}

impl fmt::Debug for Form {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{")?;
        for (i, g) in self.left.iter().enumerate() {
            if i > 0 {
                write!(f, ",")?;
            }
            write!(f, "{g:?}")?;
        }
        write!(f, "|")?;
        for (i, g) in self.right.iter().enumerate() {
            if i > 0 {
                write!(f, ",")?;
            }
            write!(f, "{g:?}")?;
        }
        write!(f, "}}")
    }
}

impl Form {
    pub fn new(left: Vec<Form>, right: Vec<Form>) -> Form {
        Form { left, right }
    }

    pub fn zero() -> Form {
        Form::new(vec![], vec![])
    }

    /// The integer `n` as a chain of options.
    pub fn integer(n: i64) -> Form {
        let mut g = Form::zero();
        for _ in 0..n.abs() {
            g = if n > 0 {
                Form::new(vec![g], vec![])
            } else {
                Form::new(vec![], vec![g])
            };
        }
        g
    }

    /// `*n` from its definition.
    pub fn nimber(n: u64) -> Form {
        let opts: Vec<Form> = (0..n).map(Form::nimber).collect();
        Form::new(opts.clone(), opts)
    }

    /// `↑ = {0 | *}`.
    pub fn up() -> Form {
        Form::new(vec![Form::zero()], vec![Form::nimber(1)])
    }

    pub fn birthday(&self) -> usize {
        self.left
            .iter()
            .chain(&self.right)
            .map(|g| g.birthday() + 1)
            .max()
            .unwrap_or(0)
    }
}

/// `g <= h` by the definition.
pub fn le(g: &Form, h: &Form) -> bool {
    !g.left.iter().any(|gl| le(h, gl)) && !h.right.iter().any(|hr| le(hr, g))
}

pub fn eq(g: &Form, h: &Form) -> bool {
    le(g, h) && le(h, g)
}

pub fn neg(g: &Form) -> Form {
    Form::new(
        g.right.iter().map(neg).collect(),
        g.left.iter().map(neg).collect(),
    )
}

pub fn sum(g: &Form, h: &Form) -> Form {
    let left = g
        .left
        .iter()
        .map(|x| sum(x, h))
        .chain(h.left.iter().map(|y| sum(g, y)))
        .collect();
    let right = g
        .right
        .iter()
        .map(|x| sum(x, h))
        .chain(h.right.iter().map(|y| sum(g, y)))
        .collect();
    Form::new(left, right)
}

/// The canonical form, with options sorted so that equal canonical forms
/// are equal trees.
pub fn canonical(g: &Form) -> Form {
    let mut left: Vec<Form> = g.left.iter().map(canonical).collect();
    let mut right: Vec<Form> = g.right.iter().map(canonical).collect();
    loop {
        left.sort();
        left.dedup();
        right.sort();
        right.dedup();
        left = undominated(&left, le);
        right = undominated(&right, |a, b| le(b, a));
        let whole = Form::new(left.clone(), right.clone());
        let mut changed = false;
        let mut new_left = Vec::new();
        for a in &left {
            match a.right.iter().find(|ar| le(ar, &whole)) {
                Some(ar) => {
                    new_left.extend(ar.left.iter().cloned());
                    changed = true;
                }
                None => new_left.push(a.clone()),
            }
        }
        let mut new_right = Vec::new();
        for a in &right {
            match a.left.iter().find(|al| le(&whole, al)) {
                Some(al) => {
                    new_right.extend(al.right.iter().cloned());
                    changed = true;
                }
                None => new_right.push(a.clone()),
            }
        }
        left = new_left;
        right = new_right;
        if !changed {
            left.sort();
            right.sort();
            return Form::new(left, right);
        }
    }
}

fn undominated(gs: &[Form], worse: impl Fn(&Form, &Form) -> bool) -> Vec<Form> {
    gs.iter()
        .enumerate()
        .filter(|(i, a)| !gs.iter().enumerate().any(|(j, b)| *i != j && worse(a, b)))
        .map(|(_, a)| a.clone())
        .collect()
}

/// The library's game for a tree, built bottom-up with `Game::new`.
pub fn to_game(g: &Form) -> Game {
    let left: Vec<Game> = g.left.iter().map(to_game).collect();
    let right: Vec<Game> = g.right.iter().map(to_game).collect();
    Game::new(&left, &right)
}

/// The library's canonical form expanded into a tree (options sorted).
pub fn expand(g: Game) -> Form {
    let mut left: Vec<Form> = g.left_options().iter().map(|&x| expand(x)).collect();
    let mut right: Vec<Form> = g.right_options().iter().map(|&x| expand(x)).collect();
    left.sort();
    right.sort();
    Form::new(left, right)
}

/// Random game trees of birthday at most `depth`, with up to `width`
/// options a side.
pub fn arb_form(depth: u32, width: usize) -> BoxedStrategy<Form> {
    if depth == 0 {
        return Just(Form::zero()).boxed();
    }
    let sub = arb_form(depth - 1, width);
    (
        prop::collection::vec(sub.clone(), 0..=width),
        prop::collection::vec(sub, 0..=width),
    )
        .prop_map(|(l, r)| Form::new(l, r))
        .boxed()
}

/// Random canonical games of birthday at most `depth`.
pub fn arb_game(depth: u32, width: usize) -> impl Strategy<Value = Game> {
    arb_form(depth, width).prop_map(|f| to_game(&f))
}
