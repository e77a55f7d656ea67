//! Sides that sidling cannot settle: the game itself, reduced while its
//! onside stays the same.
//!
//! Sidling finds a side as the limit of stoppers; when the side is no
//! stopper (Bach's carousel, Winning Ways ch. 11) that limit is never
//! reached, and the rounds go on for ever. Such a side is still a value:
//! a loopy game with alternating cycles, played with infinite play won by
//! Left (the onside) or by Right (the offside). CGSuite prints it as a
//! simplified graph of the game (Bach's carousel
//! `a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}` is
//! `a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}`); so does this module.
//!
//! The reduction: the strongly connected parts below the root's are
//! replaced by their onsides where sidling settles them
//! (`root_part_over_sides`; where some part below does not settle, the
//! game is taken as it is), then every option of a node that is no
//! stopper is dropped that can be dropped without changing the onside at the root,
//! as a comparison of onsides proves (one game on the difference, see
//! `onside_order.rs`; dropping Left's option can only lower the onside,
//! so only `G⁺ ≤ G'⁺` is asked, and for Right's only `G'⁺ ≤ G⁺`):
//! CGSuite's "irrelevant edges". A
//! dropped option is never a guess, so the result is the onside whatever
//! order the options are tried in; it is a stopper in simplest form when
//! the drops leave no alternating cycle. Unlike a stopper's simplest form
//! it need not be unique (there is no simplicity theorem for games that
//! are not stoppers), so equal sides are recognised by comparison, not
//! by their printed forms.

use super::graph::{Graph, Node};
use super::onside_order::onside_le;
use super::sidling::Side;
use super::sidling_by_parts::root_part_over_sides;
use super::simplify::simplest_form;
use super::stopper::{is_stopper, stopper_nodes};
use crate::value::Player;

/// Games of more nodes than this (the root's strongly connected part and
/// the sides of the parts below it) are not reduced: each option tried
/// costs a comparison over the square of the graph's size.
pub const MAX_REDUCED_NODES: usize = 256;

/// A game with the same onside as node 0 of `g`, smaller where options
/// can be dropped: a stopper in simplest form when one is reached this
/// way, otherwise a loopy game with alternating cycles (root 0). `None`
/// when the game is too large to reduce ([`MAX_REDUCED_NODES`]).
///
/// `name` ("onside" or "offside") names the side for sidling below the
/// root.
fn reduced_onside(g: &Graph, name: &'static str) -> Option<Graph> {
    let start = root_part_over_sides(g, name).map_or_else(|| g.clone(), |(graph, _)| graph);
    if start.len() > MAX_REDUCED_NODES {
        return None;
    }
    let stopper = stopper_nodes(&start);
    let mut current = start.clone();
    // Sweeps over the options of the nodes that are no stoppers (the
    // root's part, or every loopy part when some part below the root's
    // does not settle) until none can go.
    let mut dropped = true;
    while dropped {
        dropped = false;
        for v in (0..start.len()).filter(|&v| !stopper[v]) {
            let v = v as Node;
            if !current.reachable(0).contains(&v) {
                continue;
            }
            for p in [Player::Left, Player::Right] {
                let mut i = 0;
                while i < current.options(v, p).len() {
                    crate::control::poll_point();
                    let mut candidate = current.clone();
                    candidate.options_mut(v, p).remove(i);
                    if keeps_onside(&start, &candidate, p) {
                        current = candidate;
                        dropped = true;
                    } else {
                        i += 1;
                    }
                }
            }
        }
    }
    let current = current.extract(0);
    Some(if is_stopper(&current) {
        simplest_form(&current).expect("a stopper")
    } else {
        current
    })
}

/// The given side of the game at `root` of `graph`, reduced (root 0):
/// see [`reduced_onside`]; the offside is `-(-G)⁺`.
pub(super) fn reduced_side(graph: &Graph, root: Node, which: Side) -> Option<Graph> {
    match which {
        Side::On => reduced_onside(&graph.extract(root), "onside"),
        Side::Off => reduced_onside(&graph.extract(root).negated(), "offside").map(|g| g.negated()),
    }
}

/// Does `candidate`, `g` with one option of `dropper` taken away, keep
/// the onside of node 0? Taking an option from Left can only lower the
/// onside, from Right only raise it (the other player mirrors every move
/// in the difference), so one comparison decides.
fn keeps_onside(g: &Graph, candidate: &Graph, dropper: Player) -> bool {
    match dropper {
        Player::Left => onside_le(g, 0, candidate, 0),
        Player::Right => onside_le(candidate, 0, g, 0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loopy::game::LoopyGame;

    fn onside(text: &str) -> Graph {
        let game: LoopyGame = text.parse().unwrap();
        reduced_onside(&game.graph().extract(game.root()), "onside").unwrap()
    }

    #[test]
    fn bachs_carousel_keeps_an_alternating_cycle() {
        // CGSuite's SidedValueTestCase ("Bach's Carousel"): the onside of
        // a{0,{1|1,{*,{1+*|1+*,a}|*}}|0} is a{1|1,{1*|a||*}||0}, no stopper.
        let carousel = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}";
        let reduced = onside(carousel);
        assert!(!is_stopper(&reduced));
        let cgsuite: LoopyGame = "a{1|1,{1*|a||*}||0}".parse().unwrap();
        assert!(onside_le(&reduced, 0, cgsuite.graph(), 0));
        assert!(onside_le(cgsuite.graph(), 0, &reduced, 0));
        // Printed as CGSuite prints it (the options tried in this
        // module's order happen to leave CGSuite's graph).
        let printed = LoopyGame::unsimplified(reduced, 0).to_string();
        assert_eq!(printed, "a{1|1,{1*|a||*}||0}");
    }

    #[test]
    fn a_stopper_side_comes_out_in_simplest_form() {
        // tis = {tisn|} and tisn = {|tis}: tis⁺ = 1 (Winning Ways ch. 11).
        let reduced = onside("a{{|a}|}");
        assert_eq!(LoopyGame::unsimplified(reduced, 0).to_string(), "1");
    }
}
