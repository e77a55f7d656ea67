//! The fast simplest form of stoppers (options first, order decided on
//! demand, equal nodes fused by partition refinement) against the
//! reference that orders all pairs of nodes, and against the plain
//! retrograde oracle of tests/common/loopy.rs.

use crate::common;

use common::loopy::{assert_same_in_contexts, random_stopper, Rng};
use conway::loopy::{is_stopper, simplest_form, simplest_form_pairwise, Graph, LoopyGame};
use conway::value::Player;

/// A random stopper of up to `max` nodes in which moves go to lower
/// nodes and each node may pass for one player only, so play cannot
/// alternate for ever; node 0 is the root.
fn random_descending_stopper(rng: &mut Rng, max: u64) -> Graph {
    let n = 2 + rng.below(max - 1) as u32;
    let mut g = Graph::new();
    for _ in 0..n {
        g.add_node();
    }
    for v in 0..n - 1 {
        for p in [Player::Left, Player::Right] {
            for _ in 0..rng.below(3) {
                g.add_option(v, p, v + 1 + rng.below(u64::from(n - v - 1)) as u32);
            }
        }
        match rng.below(4) {
            0 => g.add_option(v, Player::Left, v),
            1 => g.add_option(v, Player::Right, v),
            _ => {}
        }
    }
    g.extract(0)
}

/// The fast and the reference simplest form of a stopper graph agree
/// exactly (both are numbered canonically).
fn assert_same_form(g: &Graph) {
    let fast = simplest_form(g).expect("a stopper");
    let reference = simplest_form_pairwise(g).expect("a stopper");
    assert_eq!(fast, reference, "{g:?}");
}

#[test]
fn fast_forms_equal_the_pairwise_forms_of_small_stoppers() {
    let mut rng = Rng(0xFA57);
    for _ in 0..3000 {
        assert_same_form(random_stopper(&mut rng).graph());
    }
}

#[test]
fn fast_forms_equal_the_pairwise_forms_of_sums() {
    // Sums of small stoppers have many equal positions to fuse, and
    // reversible options through other components.
    let mut rng = Rng(0x5A55);
    let mut checked = 0;
    while checked < 1500 {
        let (g, h) = (random_stopper(&mut rng), random_stopper(&mut rng));
        let sum = g.plain_sum(&h);
        if !sum.is_stopper() {
            continue;
        }
        assert_same_form(sum.graph());
        checked += 1;
    }
}

#[test]
fn fast_forms_equal_the_pairwise_forms_of_larger_stoppers() {
    let mut rng = Rng(0x1A46E);
    for _ in 0..400 {
        let g = random_descending_stopper(&mut rng, 40);
        assert!(is_stopper(&g));
        assert_same_form(&g);
    }
}

#[test]
fn fast_forms_keep_the_outcome_in_random_contexts() {
    let mut rng = Rng(0xC0E7);
    for _ in 0..400 {
        let raw = LoopyGame::unsimplified(random_descending_stopper(&mut rng, 12), 0);
        let simple = LoopyGame::unsimplified(simplest_form(raw.graph()).unwrap(), 0);
        assert!(simple.graph().len() <= raw.graph().len());
        assert_same_in_contexts(&raw, &simple, &mut rng, 3);
    }
}

#[test]
fn a_stopper_of_a_hundred_thousand_nodes_simplifies() {
    // A chain v_k = {pass, v_(k+1) | } ending in 0 is `on` at every node
    // but the last (Winning Ways ch. 11: on absorbs every option of Left).
    let n = 100_000;
    let mut g = Graph::new();
    for _ in 0..n {
        g.add_node();
    }
    for v in 0..n - 1 {
        g.add_option(v, Player::Left, v);
        g.add_option(v, Player::Left, v + 1);
    }
    let form = LoopyGame::unsimplified(simplest_form(&g).unwrap(), 0);
    assert!(form.equals(&LoopyGame::on()).unwrap());
    assert_eq!(form.graph().len(), 1);
}
