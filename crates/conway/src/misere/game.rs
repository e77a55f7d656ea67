//! [`MisereGame`]: interned misère canonical forms of impartial games.
//!
//! Two impartial games are equal in misère play when adding any third
//! impartial game gives both sums the same misère outcome. Conway showed
//! (*On Numbers and Games*, ch. 12; Siegel, *Combinatorial Game Theory*,
//! V.1) that every game has a unique simplest form, reached by deleting
//! reversible options: an option `A` of `G` is reversible when `A` has an
//! option equal to `G`. For a game whose options are already in simplest
//! form this means: `G` equals one of its grandchildren `K` exactly when
//! every option of `K` is an option of `G` and every other option of `G`
//! has `K` as an option — with the proviso, when `K = 0`, that `G` is a
//! misère N-position (some option of `G` is a misère P-position).
//! Otherwise the options of `G` are its simplest form.
//!
//! Each simplest form is stored once in an append-only table, so equality is
//! a handle compare; next to its options the table keeps the birthday, the
//! normal-play Grundy value `G+`, the misère Grundy value `G-` and the genus
//! sequence.
//!
//! Under [`control::watch`](crate::control::watch) every form built counts
//! as one unit of work and a stop unwinds the work (the table only ever
//! receives finished nodes).

use super::genus;
use boxcar::Vec as NodeVec;
use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::LazyLock;

/// An impartial game in misère simplest form: a `Copy` handle into a global
/// table, so two handles are equal exactly when the games are equal in
/// misère play.
///
/// ```
/// use conway::misere::MisereGame;
/// let star = MisereGame::nim_heap(1);
/// // Misère play: * + * = 0 (Winning Ways, ch. 13; ONAG ch. 12).
/// assert_eq!(star + star, MisereGame::ZERO);
/// // But *2 + *2 is not 0.
/// assert_ne!(MisereGame::nim_heap(2) + MisereGame::nim_heap(2), MisereGame::ZERO);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct MisereGame(pub(crate) u32);

pub(crate) struct Node {
    pub options: Box<[MisereGame]>,
    pub birthday: u32,
    pub normal_grundy: u32,
    pub misere_grundy: u32,
    /// `Some(n)` when the game is the nim heap `*n`.
    pub nim_heap: Option<u32>,
    /// `γ0, γ1, …`, going on with period 2 from its last two entries.
    pub genus: Box<[u32]>,
    /// Every follower's genus is tame (Winning Ways ch. 13).
    pub hereditarily_tame: bool,
}

pub(crate) struct Table {
    nodes: NodeVec<Node>,
    index: Mutex<HashMap<Box<[MisereGame]>, MisereGame>>,
    nim_heaps: Mutex<Vec<MisereGame>>,
}

pub(crate) static TABLE: LazyLock<Table> = LazyLock::new(|| {
    let table = Table {
        nodes: NodeVec::new(),
        index: Mutex::new(HashMap::new()),
        nim_heaps: Mutex::new(Vec::new()),
    };
    let zero = table.intern(Box::new([]));
    debug_assert_eq!(zero, MisereGame::ZERO);
    table
});

impl Table {
    pub fn node(&self, g: MisereGame) -> &Node {
        &self.nodes[g.0 as usize]
    }

    /// The handle of the game with exactly these simplest-form options
    /// (sorted, without duplicates), adding it if new.
    fn intern(&self, options: Box<[MisereGame]>) -> MisereGame {
        let mut index = self.index.lock();
        if let Some(&g) = index.get(&options) {
            return g;
        }
        let node = self.make_node(options.clone());
        let handle = MisereGame(u32::try_from(self.nodes.push(node)).expect("at most 2^32 games"));
        index.insert(options, handle);
        handle
    }

    fn make_node(&self, options: Box<[MisereGame]>) -> Node {
        let nodes: Vec<&Node> = options.iter().map(|&o| self.node(o)).collect();
        let birthday = nodes.iter().map(|n| n.birthday + 1).max().unwrap_or(0);
        let normal_grundy = mex(nodes.iter().map(|n| n.normal_grundy));
        let misere_grundy = if nodes.is_empty() {
            1
        } else {
            mex(nodes.iter().map(|n| n.misere_grundy))
        };
        let nim_heap = nodes
            .iter()
            .all(|n| n.nim_heap.is_some_and(|h| (h as usize) < nodes.len()))
            .then_some(nodes.len() as u32);
        let genus = genus::sequence(&nodes.iter().map(|n| &*n.genus).collect::<Vec<_>>());
        let hereditarily_tame =
            nodes.iter().all(|n| n.hereditarily_tame) && genus::is_tame(normal_grundy, &genus);
        Node {
            options,
            birthday,
            normal_grundy,
            misere_grundy,
            nim_heap,
            genus,
            hereditarily_tame,
        }
    }
}

/// The least natural number not in `values`.
pub(crate) fn mex(values: impl Iterator<Item = u32>) -> u32 {
    let mut seen: Vec<bool> = Vec::new();
    for v in values {
        let v = v as usize;
        if v >= seen.len() {
            seen.resize(v + 1, false);
        }
        seen[v] = true;
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

impl MisereGame {
    /// The game with no moves (a misère N-position: the player to move
    /// cannot move, so the other player made the last move and lost).
    pub const ZERO: MisereGame = MisereGame(0);

    fn table() -> &'static Table {
        &TABLE
    }

    /// The simplest form of the game whose options are `options` (in any
    /// order, repeats allowed).
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// let [zero, star, two] = [0, 1, 2].map(MisereGame::nim_heap);
    /// // {*, *2} = 0: both options reverse through 0, and * is a misère P-position.
    /// assert_eq!(MisereGame::from_options(vec![star, two]), zero);
    /// // {0, *2} = *: *2 reverses through *, whose only option 0 is kept.
    /// assert_eq!(MisereGame::from_options(vec![zero, two]), star);
    /// ```
    pub fn from_options(mut options: Vec<MisereGame>) -> MisereGame {
        crate::control::work_point();
        options.sort_unstable();
        options.dedup();
        let table = Self::table();
        if let Some(&g) = table.index.lock().get(options.as_slice()) {
            return g;
        }
        if let Some(k) = reduction(&options) {
            return k;
        }
        table.intern(options.into_boxed_slice())
    }

    /// The nim heap `*n`: options `0, *, …, *(n−1)` (already in simplest
    /// form under misère play).
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// assert_eq!(MisereGame::nim_heap(3).options().len(), 3);
    /// assert_eq!(MisereGame::nim_heap(3).as_nim_heap(), Some(3));
    /// ```
    pub fn nim_heap(n: u32) -> MisereGame {
        let table = Self::table();
        let mut heaps = table.nim_heaps.lock();
        while heaps.len() <= n as usize {
            // A form built: under a watching control, count it (a stop
            // unwinds here, the heaps made so far kept).
            crate::control::work_point();
            let options = heaps.clone().into_boxed_slice();
            heaps.push(table.intern(options));
        }
        heaps[n as usize]
    }

    /// The options of the simplest form, sorted by handle.
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// let two = MisereGame::nim_heap(2);
    /// assert_eq!((two + two).options().len(), 2);
    /// ```
    pub fn options(self) -> &'static [MisereGame] {
        &Self::table().node(self).options
    }

    pub(crate) fn node(self) -> &'static Node {
        Self::table().node(self)
    }

    /// The birthday: the height of the simplest form's game tree.
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// assert_eq!(MisereGame::nim_heap(4).birthday(), 4);
    /// ```
    pub fn birthday(self) -> u32 {
        self.node().birthday
    }

    /// `Some(n)` when the game is the nim heap `*n`.
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// let [one, two] = [1, 2].map(MisereGame::nim_heap);
    /// // In misère play * + *2 is still *3 (both have the options 0, *, *2).
    /// assert_eq!((one + two).as_nim_heap(), Some(3));
    /// assert_eq!((two + two).as_nim_heap(), None);
    /// ```
    pub fn as_nim_heap(self) -> Option<u32> {
        self.node().nim_heap
    }

    /// The normal-play Grundy value `G+` (the mex of the options' values).
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// assert_eq!(MisereGame::nim_heap(5).normal_grundy(), 5);
    /// ```
    pub fn normal_grundy(self) -> u32 {
        self.node().normal_grundy
    }

    /// The misère Grundy value `G-`: 1 for the game with no moves, and the
    /// mex of the options' values otherwise. The game is a misère
    /// P-position exactly when it is 0 (Winning Ways ch. 13).
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// assert_eq!(MisereGame::ZERO.misere_grundy(), 1);
    /// assert_eq!(MisereGame::nim_heap(1).misere_grundy(), 0);
    /// assert_eq!(MisereGame::nim_heap(2).misere_grundy(), 2);
    /// ```
    pub fn misere_grundy(self) -> u32 {
        self.node().misere_grundy
    }

    /// Whether the player to move wins under misère play.
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// assert!(MisereGame::ZERO.first_player_wins());
    /// assert!(!MisereGame::nim_heap(1).first_player_wins());
    /// ```
    pub fn first_player_wins(self) -> bool {
        self.misere_grundy() != 0
    }

    /// The misère outcome class: `N` (the player to move wins) or `P`.
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// use conway::value::Outcome;
    /// assert_eq!(MisereGame::nim_heap(1).outcome(), Outcome::P);
    /// ```
    pub fn outcome(self) -> crate::value::Outcome {
        if self.first_player_wins() {
            crate::value::Outcome::N
        } else {
            crate::value::Outcome::P
        }
    }

    /// The genus `g^(γ0 γ1 …)`: `g = G+`, `γn = G-(G + *2 + … + *2)` with
    /// `n` copies of `*2` (ONAG ch. 12).
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// // Winning Ways ch. 13: 0 has genus 0^120 and * has genus 1^031.
    /// assert_eq!(MisereGame::ZERO.genus().extended(), "0^120");
    /// assert_eq!(MisereGame::nim_heap(1).genus().extended(), "1^031");
    /// ```
    pub fn genus(self) -> genus::Genus {
        let node = self.node();
        genus::Genus::new(node.normal_grundy, &node.genus, self)
    }

    /// Whether the game is tame in the hereditary sense of Winning Ways
    /// ch. 13: its genus and the genus of every follower is one of
    /// `0^120`, `1^031`, `0^02`, `1^13` or `a^(a, a⊕2)` for `a ≥ 2`. Such
    /// games add like misère Nim positions. (Games that are only
    /// reversibly tame are not recognised.)
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// let two = MisereGame::nim_heap(2);
    /// assert!((two + two + MisereGame::nim_heap(3)).is_tame());
    /// ```
    pub fn is_tame(self) -> bool {
        self.node().hereditarily_tame
    }

    /// Whether the game is restive (*Winning Ways* ch. 13, "restive
    /// games"; CGSuite's `IsRestive`, its hereditarily restive phylum):
    /// every option is tame, the normal-play value `G+` is 0 or 1 and the
    /// misère value `G-` is at least 2, so the genus is `0^a…` or `1^a…`
    /// with `a ≥ 2` — not tame, but with tame options only. As for
    /// [`is_tame`](Self::is_tame), options that are only reversibly tame
    /// are not recognised.
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// // {*, *2+*2+*}: G+ = mex{1, 1} = 0, G- = mex{0, 1} = 2.
    /// let heap = MisereGame::nim_heap;
    /// let firm_one = heap(2) + heap(2) + heap(1);
    /// let g = MisereGame::from_options(vec![MisereGame::nim_heap(1), firm_one]);
    /// assert!(g.is_restive());
    /// assert!(!g.is_tame());
    /// assert!(!MisereGame::nim_heap(3).is_restive());
    /// ```
    pub fn is_restive(self) -> bool {
        self.options_all_tame() && self.normal_grundy() < 2 && self.misere_grundy() >= 2
    }

    /// Whether the game is restless (*Winning Ways* ch. 13; CGSuite's
    /// `IsRestless`): every option is tame, the misère value `G-` is 0 or
    /// 1 and the normal-play value `G+` is at least 2 — the genus is
    /// `a^0…` or `a^1…` with `a ≥ 2`. Options that are only reversibly tame
    /// are not recognised.
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// // {0, *2+*2+*}: G+ = mex{0, 1} = 2, G- = mex{1, 1} = 0.
    /// let heap = MisereGame::nim_heap;
    /// let firm_one = heap(2) + heap(2) + heap(1);
    /// let g = MisereGame::from_options(vec![MisereGame::ZERO, firm_one]);
    /// assert!(g.is_restless());
    /// assert!(!g.is_restive());
    /// assert!(!MisereGame::nim_heap(2).is_restless());
    /// ```
    pub fn is_restless(self) -> bool {
        self.options_all_tame() && self.misere_grundy() < 2 && self.normal_grundy() >= 2
    }

    fn options_all_tame(self) -> bool {
        self.options().iter().all(|o| o.is_tame())
    }

    /// The mate of the game: `*` for 0, and otherwise the game whose
    /// options are the mates of the options (Winning Ways ch. 13, ONAG
    /// ch. 12).
    ///
    /// ```
    /// use conway::misere::MisereGame;
    /// assert_eq!(MisereGame::ZERO.mate(), MisereGame::nim_heap(1));
    /// assert_eq!(MisereGame::nim_heap(1).mate(), MisereGame::nim_heap(1).mate());
    /// ```
    pub fn mate(self) -> MisereGame {
        super::followers::post_order(self, |g, done| {
            if g == MisereGame::ZERO {
                MisereGame::nim_heap(1)
            } else {
                MisereGame::from_options(g.options().iter().map(|o| done[o]).collect())
            }
        })
    }
}

/// The grandchild the game with these options (sorted, distinct, simplest
/// forms) reduces to, if any.
fn reduction(options: &[MisereGame]) -> Option<MisereGame> {
    if options.is_empty() {
        return None;
    }
    let has = |g: MisereGame, option: MisereGame| g.options().binary_search(&option).is_ok();
    let zero = MisereGame::ZERO;
    if options.iter().all(|&a| has(a, zero)) && options.iter().any(|&a| !a.first_player_wins()) {
        return Some(zero);
    }
    for &a in options {
        // Options of thousands of options make this cubic: under a
        // watching control, stop here.
        crate::control::poll_point();
        for &k in a.options() {
            if k == zero {
                continue;
            }
            let kept = k.options();
            if kept.iter().all(|o| options.binary_search(o).is_ok())
                && options
                    .iter()
                    .all(|&b| kept.binary_search(&b).is_ok() || has(b, k))
            {
                return Some(k);
            }
        }
    }
    None
}
