//! Onsides and offsides by sidling (Winning Ways ch. 11, "Sidling in
//! toward the sides"; Siegel, *Combinatorial Game Theory*, ch. VI §4).
//!
//! The onside `G⁺` is `G` played with infinite play counted as a win for
//! Left, the offside `G⁻` with infinite play a win for Right. Sidling
//! finds the onside of every position at once: start from `on` at every
//! position that is not a stopper, then replace each position by
//! `{onsides of its Left options | onsides of its Right options}`, in
//! simplest form, until nothing changes. Only Right's moves on
//! alternating cycles look up the last round's approximation (passes
//! too only where needed); all other moves refer to the round being
//! built, which is a stopper, since every alternating cycle has such a
//! move. (Plain rounds would settle only in the limit at a pass or a
//! one-player cycle, as `{0|pass}` does.) The approximations only
//! decrease, and each stays at least every solution of those equations,
//! so a settled one is the greatest solution: the onside. Positions that
//! are stoppers are their own sides and are not iterated. The offside is
//! `-(-G)⁺`. The strongly connected parts below the root's are sidled
//! first, one at a time, and replaced by their onsides
//! (`sidling_by_parts.rs`), so a round costs the root's part, not the
//! whole game.
//!
//! Sidling need not settle: a side may be no stopper at all (Bach's
//! carousel, Winning Ways ch. 11), or some positions' approximations may
//! creep on for ever, their numbers rising or falling without bound,
//! while the root's settles (Backsliding Toads and Frogs `ttt..fff`: the
//! root's onside approximation is `{on||0|-1/2}` from round 10 on, while
//! the graph grows a node a round) or the side is a limit such as `off`
//! (the offside of `tt..tff` is `on`). So a guess is tried, and kept only
//! when two comparisons of onsides prove it (`is_onside`: `S ≤ G⁺` and
//! `G⁺ ≤ S`, each one game on a difference, see `onside_order.rs`): the
//! root's approximation once it has stayed the same for
//! `STEADY_ROUNDS` rounds, and when sidling gives up, `off` and the game
//! without Right's moves on alternating cycles. A wrong guess costs time,
//! never a wrong value. When nothing is proven, [`NotSettled`] says so:
//! after a round cap, when the approximations pass a size limit, or when
//! their graph has grown over several windows of rounds in a row.

use super::components::strong_components;
use super::graph::{Graph, Node};
use super::onside_order::onside_le;
use super::sidling_by_parts::sides_below_root;
use super::simplify::{simplest_form, simplify_all};
use super::stopper::{is_stopper, stopper_nodes};
use crate::value::Player;

/// Which side of a loopy game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Infinite play is a win for Left.
    On,
    /// Infinite play is a win for Right.
    Off,
}

/// Why a side was not found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotSettled {
    /// The approximations kept changing.
    #[error(
        "sidling did not settle within {rounds} rounds: the {side} may be no stopper (as for Bach's carousel), so it is not given"
    )]
    Rounds {
        /// Rounds tried.
        rounds: usize,
        /// "onside" or "offside".
        side: &'static str,
    },
    /// The approximations kept growing, round after round: a chain that
    /// may reach its side only in the limit.
    #[error(
        "sidling did not settle: its approximations kept growing for {rounds} rounds (the {side} may be reached only in the limit, or be no stopper), so it is not given"
    )]
    Growing {
        /// Rounds tried.
        rounds: usize,
        /// "onside" or "offside".
        side: &'static str,
    },
    /// The approximations grew past the size limit.
    #[error("sidling stopped: its approximations grew past {nodes} nodes")]
    TooLarge {
        /// The limit.
        nodes: usize,
    },
}

/// Rounds the root's approximation must stay the same before sidling
/// tries to prove it is the onside.
const STEADY_ROUNDS: usize = 4;

/// Approximation graphs larger than this stop sidling (simplifying them
/// costs time quadratic in their size).
pub const MAX_SIDLING_NODES: usize = 4_000;

/// Sidling gives up when its approximation graph has grown over each of
/// this many windows of [`GROWTH_WINDOW`] rounds in a row.
const GROWTH_WINDOWS: usize = 3;

/// The rounds of one window of the growth test.
const GROWTH_WINDOW: usize = 32;

/// Has the approximation graph grown over each of the last
/// [`GROWTH_WINDOWS`] windows (sizes: one per round)?
fn keeps_growing(sizes: &[usize]) -> bool {
    let span = GROWTH_WINDOWS * GROWTH_WINDOW;
    if sizes.len() <= span {
        return false;
    }
    let last = sizes.len() - 1;
    (0..GROWTH_WINDOWS).all(|k| {
        let end = last - k * GROWTH_WINDOW;
        sizes[end] > sizes[end - GROWTH_WINDOW]
    })
}

/// The given side of the game at `root` of `graph`, as the simplest form
/// of a stopper (root node 0).
///
/// ```
/// use conway::loopy::{side, LoopyGame, Side};
/// // dud = on & off (Winning Ways ch. 11).
/// let dud = LoopyGame::dud();
/// let on = side(dud.graph(), dud.root(), Side::On).unwrap();
/// assert_eq!(LoopyGame::unsimplified(on, 0).to_string(), "on");
/// ```
pub fn side(graph: &Graph, root: Node, which: Side) -> Result<Graph, NotSettled> {
    match which {
        Side::On => onside(&graph.extract(root), "onside"),
        Side::Off => onside(&graph.extract(root).negated(), "offside").map(|g| g.negated()),
    }
}

/// The onside of node 0 of `g`: by sidling (the parts below the root's
/// strongly connected part first, one at a time, see
/// [`sides_below_root`]), or when sidling does not settle, a guessed
/// stopper proven to be the onside.
pub(super) fn onside(g: &Graph, name: &'static str) -> Result<Graph, NotSettled> {
    let reduced = sides_below_root(g, name);
    let g = reduced.as_ref().unwrap_or(g);
    sidle(g, name).or_else(|unsettled| proven_guess(g).ok_or(unsettled))
}

/// Is the stopper `s` (root 0) the onside of node 0 of `g`? Both
/// `s ≤ G⁺` and `G⁺ ≤ s` by [`onside_le`].
fn is_onside(g: &Graph, s: &Graph) -> bool {
    onside_le(s, 0, g, 0) && onside_le(g, 0, s, 0)
}

/// The first guess at the onside of node 0 of `g` that [`is_onside`]
/// proves right. Guesses are stoppers in simplest form; a wrong guess
/// costs time, never a wrong value.
fn proven_guess(g: &Graph) -> Option<Graph> {
    guesses(g).into_iter().find(|guess| is_onside(g, guess))
}

/// Guesses at the onside of node 0 of `g` when sidling does not settle:
/// `off` (approximations whose numbers fall without bound), and `g`
/// without Right's moves on alternating cycles (in the onside, Left may
/// answer them by closing the cycle, and infinite play is hers), in
/// simplest form.
fn guesses(g: &Graph) -> Vec<Graph> {
    let mut off = Graph::new();
    let v = off.add_node();
    off.add_option(v, Player::Right, v);
    let component = state_components(g);
    let state = |v: Node, p: Player| 2 * v as usize + (p == Player::Right) as usize;
    let mut cut = g.clone();
    for v in 0..g.len() as Node {
        cut.options_mut(v, Player::Right)
            .retain(|&w| component[state(v, Player::Right)] != component[state(w, Player::Left)]);
    }
    let mut guesses = vec![off];
    guesses.extend(simplest_form(&cut.extract(0)));
    guesses
}

/// Sidling proper: the onside of node 0 of `g` when the approximations
/// settle (or the root's approximation is proven).
pub(super) fn sidle(g: &Graph, name: &'static str) -> Result<Graph, NotSettled> {
    match sidle_rounds(g, name, true)? {
        Sidled::Every(simple, onside) => {
            Ok(simplest_form(&simple.extract(onside[0])).expect("a stopper"))
        }
        Sidled::Root(onside) => Ok(onside),
    }
}

/// The onside of every node of `g` (every node reachable from node 0):
/// a stopper graph and each node's onside in it.
pub(super) fn sidle_every_node(
    g: &Graph,
    name: &'static str,
) -> Result<(Graph, Vec<Node>), NotSettled> {
    match sidle_rounds(g, name, false)? {
        Sidled::Every(simple, onside) => Ok((simple, onside)),
        Sidled::Root(_) => unreachable!("the root is proven only when asked"),
    }
}

/// What sidling found.
enum Sidled {
    /// A stopper graph and the onside of every node in it.
    Every(Graph, Vec<Node>),
    /// The onside of node 0 alone, in simplest form: its approximation
    /// settled and was proven while others crept on.
    Root(Graph),
}

/// The rounds of sidling, until every approximation settles or, when
/// `prove_root`, the root's approximation is proven to be its onside.
fn sidle_rounds(g: &Graph, name: &'static str, prove_root: bool) -> Result<Sidled, NotSettled> {
    let stopper = stopper_nodes(g);
    if stopper.iter().all(|&s| s) {
        let (simple, representative) = simplify_all(g);
        return Ok(Sidled::Every(simple, representative));
    }
    let n = g.len();
    // The working graph: the stopper nodes of g as they are, the other
    // nodes without options (unused), `on`, and the approximations.
    let mut work = g.clone();
    for v in (0..n).filter(|&v| !stopper[v]) {
        for p in [Player::Left, Player::Right] {
            work.options_mut(v as Node, p).clear();
        }
    }
    let on = work.add_node();
    work.add_option(on, Player::Left, on);
    let mut approx: Vec<Node> = (0..n)
        .map(|v| if stopper[v] { v as Node } else { on })
        .collect();
    let lags = lagging_moves(g);
    let rounds = 4 * n + 16;
    let mut sizes = Vec::new();
    let (mut steady, mut tried) = (0, false);
    for _ in 0..rounds {
        // Rounds can be many and slow: under a watching control, stop here.
        crate::control::poll_point();
        let fresh: Vec<Node> = (0..n).map(|_| work.add_node()).collect();
        for v in (0..n).filter(|&v| !stopper[v]) {
            for p in [Player::Left, Player::Right] {
                for &w in g.options(v as Node, p) {
                    let target = if lags(v as Node, p, w) || stopper[w as usize] {
                        approx[w as usize]
                    } else {
                        fresh[w as usize]
                    };
                    work.add_option(fresh[v], p, target);
                }
            }
        }
        let (simple, rep) = simplify_all(&work);
        let settled =
            (0..n).all(|v| stopper[v] || rep[fresh[v] as usize] == rep[approx[v] as usize]);
        let next: Vec<Node> = (0..n)
            .map(|v| {
                let current = if stopper[v] { approx[v] } else { fresh[v] };
                rep[current as usize]
            })
            .collect();
        if settled {
            return Ok(Sidled::Every(simple, next));
        }
        // The root's approximation may settle before the others (which
        // may creep on for ever): once it has stayed the same for a few
        // rounds, try to prove it is the onside.
        if rep[fresh[0] as usize] == rep[approx[0] as usize] {
            steady += 1;
        } else {
            steady = 0;
            tried = false;
        }
        if prove_root && steady >= STEADY_ROUNDS && !tried {
            tried = true;
            let guess = simplest_form(&simple.extract(next[0])).expect("a stopper");
            if is_onside(g, &guess) {
                return Ok(Sidled::Root(guess));
            }
        }
        let (kept, index) = simple.extract_all(&next);
        approx = next.iter().map(|&v| index[v as usize]).collect();
        work = kept;
        sizes.push(work.len());
        if keeps_growing(&sizes) {
            return Err(NotSettled::Growing {
                rounds: sizes.len(),
                side: name,
            });
        }
        if work.len() > MAX_SIDLING_NODES {
            return Err(NotSettled::TooLarge {
                nodes: MAX_SIDLING_NODES,
            });
        }
    }
    Err(NotSettled::Rounds { rounds, side: name })
}

/// Which moves look up the last round's approximation: Right's moves on
/// alternating cycles other than passes, if that leaves no alternating
/// cycle among the other moves (a round's graph must be a stopper);
/// otherwise all of Right's moves on alternating cycles (every
/// alternating cycle has one).
fn lagging_moves(g: &Graph) -> impl Fn(Node, Player, Node) -> bool + use<> {
    let component = state_components(g);
    let on_cycle = move |v: Node, p: Player, w: Node| {
        let state = |v: Node, p: Player| 2 * v as usize + (p == Player::Right) as usize;
        p == Player::Right && component[state(v, p)] == component[state(w, p.opponent())]
    };
    let mut live = Graph::new();
    for _ in 0..g.len() {
        live.add_node();
    }
    for v in 0..g.len() as Node {
        for p in [Player::Left, Player::Right] {
            for &w in g.options(v, p) {
                if !on_cycle(v, p, w) || w == v {
                    live.add_option(v, p, w);
                }
            }
        }
    }
    let passes_live = is_stopper(&live);
    move |v, p, w| on_cycle(v, p, w) && (w != v || !passes_live)
}

/// The strongly connected component of every state `(v, player to
/// move)` (index `2v` for Left, `2v + 1` for Right) of the graph whose
/// moves alternate: a move lies on an alternating cycle exactly when both
/// its states share a component (the module's one Tarjan routine,
/// [`strong_components`]).
fn state_components(g: &Graph) -> Vec<usize> {
    let states = 2 * g.len();
    let successors = |s: usize| {
        let (v, p) = (
            (s / 2) as Node,
            if s % 2 == 0 {
                Player::Left
            } else {
                Player::Right
            },
        );
        let offset = (p == Player::Left) as usize;
        g.options(v, p)
            .iter()
            .map(move |&w| 2 * w as usize + offset)
    };
    let mut component = vec![0; states];
    for (i, part) in strong_components(states, successors)
        .into_iter()
        .enumerate()
    {
        for s in part {
            component[s] = i;
        }
    }
    component
}
