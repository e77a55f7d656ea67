//! The interning table behind [`Game`] handles.
//!
//! Every distinct canonical form is stored exactly once, in an append-only
//! vector that never moves or frees a node, so a [`Game`] is just an index
//! and value equality is index equality. Two kinds of node exist:
//!
//! * [`Nus`]: a number plus a multiple of up plus a nimber (`x + n·↑ + *m`).
//!   These are stored by their three parts; their options are generated on
//!   demand, so an integer like `10^30` costs one node, not a chain of them.
//! * [`General`]: any other canonical form, stored by its option lists
//!   (sorted by handle), with its stops and birthday cached.
//!
//! Next to each node the table keeps a small [`Head`] of what the hot paths
//! of the algebra read first: the stops in fixed point, so that most
//! comparisons of stops are one integer compare, and the handle of the
//! node's negative once it is known, so that negation is a load.
//!
//! Lookups go through a sharded hash index that stores only handles; a
//! candidate node is compared against the stored node a handle points to.
//! The table is safe to use from many threads: node storage is lock-free for
//! readers, and a shard is locked only while a new node is looked up and
//! appended, so the same form can never be interned twice.

use super::Game;
use crate::numeric::{Dyadic, Integer, Nimber};
use hashbrown::HashTable;
use parking_lot::Mutex;
use std::hash::{BuildHasher, Hash, Hasher};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{LazyLock, OnceLock};

/// A number plus a multiple of up plus a nimber.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Nus {
    pub number: Dyadic,
    pub ups: Integer,
    pub nimber: Nimber,
}

impl Nus {
    pub fn number(x: Dyadic) -> Nus {
        Nus {
            number: x,
            ups: Integer::ZERO,
            nimber: Nimber::ZERO,
        }
    }

    pub fn is_number(&self) -> bool {
        self.ups.is_zero() && self.nimber == Nimber::ZERO
    }
}

/// A canonical form that is not a number-up-star.
pub(crate) struct General {
    /// Left options followed by right options, each part sorted by handle,
    /// in the [arena](arena_copy) of option lists.
    options: &'static [Game],
    n_left: u32,
    /// The stops and the birthday, as indices into [`STOPS`]: a form holds
    /// 32 bytes of its own besides its options, where three numbers inline
    /// took 112 (the interned forms are most of a large search's memory).
    left_stop: u32,
    right_stop: u32,
    birthday: u32,
}

impl General {
    pub fn left_stop(&self) -> &'static Dyadic {
        STOPS.get(self.left_stop)
    }

    pub fn right_stop(&self) -> &'static Dyadic {
        STOPS.get(self.right_stop)
    }

    pub fn birthday(&self) -> &'static Integer {
        STOPS.get(self.birthday).numerator()
    }

    pub fn left(&self) -> &[Game] {
        &self.options[..self.n_left as usize]
    }

    pub fn right(&self) -> &[Game] {
        &self.options[self.n_left as usize..]
    }
}

/// The options of a number-up-star, Left's then Right's, and how many are
/// Left's (boxed, so that a node holds one pointer for them).
pub(crate) type NusOptions = Box<(Box<[Game]>, usize)>;

pub(crate) enum Node {
    /// A number-up-star (boxed, so that the far more numerous general
    /// nodes are not as large as it), and its options once they have been
    /// asked for (they are made by formula, then kept).
    Nus(Box<Nus>, OnceLock<NusOptions>),
    General(General),
}

/// A stop in fixed point: `x · 2^32` when that is an integer of at most 62
/// bits (every stop of every game a person computes), and
/// [`Fixed::FAR`] otherwise. Two exact ones compare as the stops do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Fixed(i64);

impl Fixed {
    /// The stop is not exact in fixed point: compare the dyadics.
    pub const FAR: Fixed = Fixed(i64::MIN);

    const FRACTION_BITS: u64 = 32;

    pub fn of(x: &Dyadic) -> Fixed {
        let exact = x.numerator().to_i64().and_then(|n| {
            let shift = Fixed::FRACTION_BITS.checked_sub(x.exponent())?;
            let v = n.checked_mul(1 << shift)?;
            (v.unsigned_abs() < 1 << 62).then_some(v)
        });
        exact.map_or(Fixed::FAR, Fixed)
    }

    /// The stop whose fixed-point form is `v` (`|v| < 2^62`).
    pub fn from_exact(v: i64) -> Fixed {
        debug_assert!(v.unsigned_abs() < 1 << 62);
        Fixed(v)
    }

    pub fn is_exact(self) -> bool {
        self != Fixed::FAR
    }

    pub fn get(self) -> i64 {
        self.0
    }
}

/// What the hot paths read first about a node.
pub(crate) struct Head {
    /// The left stop in fixed point.
    pub left: Fixed,
    /// The right stop in fixed point.
    pub right: Fixed,
    /// The handle of the negative, or [`UNKNOWN`] until it is computed.
    negative: AtomicU32,
}

const UNKNOWN: u32 = u32::MAX;

impl Head {
    fn of(node: &Node) -> Head {
        let (left, right) = match node {
            Node::Nus(n, _) => (Fixed::of(&n.number), Fixed::of(&n.number)),
            Node::General(g) => (Fixed::of(g.left_stop()), Fixed::of(g.right_stop())),
        };
        Head {
            left,
            right,
            negative: AtomicU32::new(UNKNOWN),
        }
    }
}

/// A stored node with its head.
pub(crate) struct Entry {
    pub head: Head,
    pub node: Node,
}

const SHARDS: usize = 64;

struct Table {
    nodes: boxcar::Vec<Entry>,
    index: Vec<Mutex<HashTable<Game>>>,
    hasher: rustc_hash::FxBuildHasher,
}

static TABLE: LazyLock<Table> = LazyLock::new(|| {
    let table = Table {
        nodes: boxcar::Vec::new(),
        index: (0..SHARDS).map(|_| Mutex::new(HashTable::new())).collect(),
        hasher: rustc_hash::FxBuildHasher,
    };
    // Zero is always handle 0, so `Game::ZERO` can be a constant.
    let zero = table.intern_nus_in(Nus::number(Dyadic::ZERO));
    debug_assert_eq!(zero.0, 0);
    table
});

/// A borrowed view of a candidate node, for hashing and comparing before it
/// is stored.
enum Key<'a> {
    Nus(&'a Nus),
    General(&'a [Game], &'a [Game]),
}

impl Table {
    fn hash_key(&self, key: &Key<'_>) -> u64 {
        let mut h = self.hasher.build_hasher();
        match key {
            Key::Nus(n) => {
                0u8.hash(&mut h);
                n.hash(&mut h);
            }
            Key::General(l, r) => {
                1u8.hash(&mut h);
                l.hash(&mut h);
                r.hash(&mut h);
            }
        }
        h.finish()
    }

    fn entry(&self, g: Game) -> &Entry {
        &self.nodes[g.0 as usize]
    }

    fn node(&self, g: Game) -> &Node {
        &self.entry(g).node
    }

    fn matches(&self, g: Game, key: &Key<'_>) -> bool {
        match (self.node(g), key) {
            (Node::Nus(a, _), Key::Nus(b)) => **a == **b,
            (Node::General(a), Key::General(l, r)) => a.left() == *l && a.right() == *r,
            _ => false,
        }
    }

    /// Finds the node for `key`, or appends the one `make` builds.
    fn intern(&self, key: Key<'_>, make: impl FnOnce() -> Node) -> Game {
        let hash = self.hash_key(&key);
        let mut shard = self.index[(hash as usize) % SHARDS].lock();
        if let Some(&g) = shard.find(hash, |&g| self.matches(g, &key)) {
            return g;
        }
        let node = make();
        let index = self.nodes.push(Entry {
            head: Head::of(&node),
            node,
        });
        let g = Game(u32::try_from(index).expect("more than 2^32 canonical forms"));
        shard.insert_unique(hash, g, |&g| self.rehash(g));
        g
    }

    fn rehash(&self, g: Game) -> u64 {
        match self.node(g) {
            Node::Nus(n, _) => self.hash_key(&Key::Nus(n)),
            Node::General(general) => self.hash_key(&Key::General(general.left(), general.right())),
        }
    }

    fn intern_nus_in(&self, nus: Nus) -> Game {
        self.intern(Key::Nus(&nus), || {
            Node::Nus(Box::new(nus.clone()), OnceLock::new())
        })
    }
}

/// The distinct numbers that are stops or birthdays of general nodes, each
/// stored once (a search meets few of them) and named by its index. It
/// has its own lock, so it is safe to fill while a shard of the node index
/// is locked.
struct Stops {
    values: boxcar::Vec<Dyadic>,
    index: Mutex<rustc_hash::FxHashMap<Dyadic, u32>>,
}

static STOPS: LazyLock<Stops> = LazyLock::new(|| Stops {
    values: boxcar::Vec::new(),
    index: Mutex::new(rustc_hash::FxHashMap::default()),
});

impl Stops {
    fn index(&self, x: Dyadic) -> u32 {
        let mut index = self.index.lock();
        if let Some(&i) = index.get(&x) {
            return i;
        }
        let i = u32::try_from(self.values.push(x.clone())).expect("more than 2^32 stops");
        index.insert(x, i);
        i
    }

    fn get(&self, i: u32) -> &Dyadic {
        &self.values[i as usize]
    }
}

/// The node a handle points to.
pub(crate) fn node(g: Game) -> &'static Node {
    TABLE.node(g)
}

/// The node a handle points to, with its head.
pub(crate) fn entry(g: Game) -> &'static Entry {
    TABLE.entry(g)
}

/// The negative of `g`, from the head if it is known there, else made by
/// `make` and recorded in the heads of both.
pub(crate) fn negative(g: Game, make: impl FnOnce(&'static Node) -> Game) -> Game {
    let e = entry(g);
    match e.head.negative.load(Ordering::Relaxed) {
        UNKNOWN => {
            let n = make(&e.node);
            e.head.negative.store(n.0, Ordering::Relaxed);
            entry(n).head.negative.store(g.0, Ordering::Relaxed);
            n
        }
        n => Game(n),
    }
}

/// The handle of a number-up-star.
pub(crate) fn intern_nus(nus: Nus) -> Game {
    TABLE.intern_nus_in(nus)
}

/// The handle of a canonical form that is not a number-up-star. The option
/// lists must already be canonical (no dominated or reversible options), and
/// the form must not be a number-up-star; the caller guarantees both.
pub(crate) fn intern_general(mut left: Vec<Game>, mut right: Vec<Game>) -> Game {
    left.sort_unstable_by_key(|g| g.0);
    right.sort_unstable_by_key(|g| g.0);
    TABLE.intern(Key::General(&left, &right), || {
        let left_stop = left
            .iter()
            .map(|&g| g.right_stop())
            .max()
            .expect("a non-number canonical form has a left option");
        let right_stop = right
            .iter()
            .map(|&g| g.left_stop())
            .min()
            .expect("a non-number canonical form has a right option");
        let birthday = left
            .iter()
            .chain(&right)
            .map(|&g| g.birthday())
            .max()
            .unwrap_or(Integer::ZERO)
            + Integer::ONE;
        let n_left = u32::try_from(left.len()).expect("too many options");
        Node::General(General {
            options: arena_copy(&left, &right),
            n_left,
            left_stop: STOPS.index(left_stop),
            right_stop: STOPS.index(right_stop),
            birthday: STOPS.index(Dyadic::from_integer(birthday)),
        })
    })
}

/// Option lists of general nodes are carved out of large blocks that are
/// never freed (nodes never are), rather than allocated one by one: a
/// list costs its handles and nothing else, where an allocation of its own
/// took 8 bytes of the allocator's header and rounding besides (millions
/// of forms are interned in a large search). Each thread carves from its
/// own block, so no lock is taken.
const ARENA_BLOCK: usize = 1 << 16;

thread_local! {
    /// The unused rest of this thread's block.
    static ARENA: std::cell::RefCell<&'static mut [Game]> = const { std::cell::RefCell::new(&mut []) };
}

/// `left` followed by `right`, copied into the arena.
fn arena_copy(left: &[Game], right: &[Game]) -> &'static [Game] {
    let n = left.len() + right.len();
    let copy = |out: &mut [Game]| {
        out[..left.len()].copy_from_slice(left);
        out[left.len()..].copy_from_slice(right);
    };
    if n > ARENA_BLOCK / 16 {
        // A long list gets a block of its own.
        let out = Box::leak(vec![Game::ZERO; n].into_boxed_slice());
        copy(out);
        return out;
    }
    ARENA.with(|rest| {
        let mut rest = rest.borrow_mut();
        if rest.len() < n {
            *rest = Box::leak(vec![Game::ZERO; ARENA_BLOCK].into_boxed_slice());
        }
        let (out, tail) = std::mem::take(&mut *rest).split_at_mut(n);
        *rest = tail;
        copy(out);
        &*out
    })
}

/// How many canonical forms have been interned so far.
pub(crate) fn len() -> usize {
    TABLE.nodes.count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arena_lists_are_what_was_copied() {
        let games: Vec<Game> = (0..3 * ARENA_BLOCK as u32).map(Game).collect();
        // Short lists, enough to fill several blocks, and one long list.
        let mut lists = Vec::new();
        for (i, chunk) in games.chunks(7).enumerate() {
            let (l, r) = chunk.split_at(i % chunk.len().max(1));
            lists.push((arena_copy(l, r), chunk));
        }
        let long = arena_copy(&games[..ARENA_BLOCK], &games[ARENA_BLOCK..2 * ARENA_BLOCK]);
        assert_eq!(long, &games[..2 * ARENA_BLOCK]);
        for (copied, chunk) in lists {
            assert_eq!(copied, chunk);
        }
    }

    #[test]
    fn nodes_stay_small() {
        // Millions of nodes are interned in a large search.
        eprintln!(
            "node {} entry {}",
            std::mem::size_of::<Node>(),
            std::mem::size_of::<Entry>()
        );
        assert!(std::mem::size_of::<Entry>() <= 56);
    }
}
