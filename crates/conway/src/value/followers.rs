//! Followers: every position reachable from a game's canonical form, and
//! the iterative walk over them that other operations share.
//!
//! The followers of `G` (the subpositions of Siegel, *Combinatorial Game
//! Theory*, I.1; CGSuite's `Followers`) are `G` itself and the followers of
//! its options. The
//! canonical forms of a game share subpositions, so they form a directed
//! acyclic graph; [`post_order`] visits each distinct follower once, every
//! one after all of its options, on an explicit stack, so a game tens of
//! millions of moves deep does not touch the machine stack.

use super::game::Game;
use crate::numeric::Integer;
use rustc_hash::FxHashSet;

/// Calls `visit` once for every distinct follower of `root` (`root`
/// included), each after its options. A follower for which `is_leaf` holds
/// is visited without walking its options (a closed form answers it).
/// Each follower reached counts as a unit of work on a watching control,
/// which may stop the walk (see [`crate::control::watch`]).
pub(crate) fn post_order(root: Game, is_leaf: impl Fn(Game) -> bool, mut visit: impl FnMut(Game)) {
    let mut expanded: FxHashSet<Game> = FxHashSet::default();
    let mut stack: Vec<(Game, bool)> = vec![(root, false)];
    while let Some((g, options_done)) = stack.pop() {
        if options_done {
            visit(g);
            continue;
        }
        if !expanded.insert(g) {
            continue;
        }
        crate::control::work_point();
        stack.push((g, true));
        if is_leaf(g) {
            continue;
        }
        let (left, right) = g.option_lists();
        for &x in left.iter().chain(right) {
            if !expanded.contains(&x) {
                stack.push((x, false));
            }
        }
    }
}

impl Game {
    /// Every follower of the canonical form — the game itself and every
    /// position reachable from it by moves of either player, in any order of
    /// turns — each once, every one listed after its options (so the game
    /// itself comes last). The walk is iterative; its cost is the number of
    /// distinct followers (an integer `n` has `n + 1` of them).
    ///
    /// ```
    /// use conway::value::Game;
    /// // ↑ = {0 | *}, * = {0 | 0}: three followers.
    /// let f = Game::up(1).followers();
    /// assert_eq!(f, vec![Game::ZERO, Game::nimber(1), Game::up(1)]);
    /// assert_eq!(Game::integer(3).followers().len(), 4);
    /// ```
    pub fn followers(self) -> Vec<Game> {
        let mut out = Vec::new();
        post_order(self, |_| false, |g| out.push(g));
        out
    }

    /// The number of distinct followers (CGSuite's `FollowerCount`). A
    /// number's followers are the numbers on its path from 0 in the tree
    /// of births (`5/4`: 0, 1, 2, 3/2, 5/4) and those of `*n` are `*0` to
    /// `*n`: for both the count is the birthday plus one, with no walk.
    /// Other games are walked as [`Game::followers`] does, without a list.
    ///
    /// ```
    /// use conway::numeric::Integer;
    /// use conway::value::Game;
    /// let big = Game::integer(Integer::from(-1_823_437_481_924_i64));
    /// assert_eq!(big.follower_count(), Integer::from(1_823_437_481_925_i64));
    /// assert_eq!(Game::up(1).follower_count(), Integer::from(3));
    /// ```
    pub fn follower_count(self) -> Integer {
        if self.is_number() || self.is_nimber() {
            return &self.birthday() + &Integer::from(1);
        }
        let mut count: u64 = 0;
        post_order(self, |_| false, |_| count += 1);
        Integer::from(count)
    }
}
