//! Fast paths of the value core checked against plain game-tree search
//! (`common::Form`): whatever shortcut `Game::new` takes, the canonical form
//! must be the one plain simplification finds.

use crate::common;

use common::{canonical, expand, to_game, Form};
use conway::value::Game;
use proptest::prelude::*;

proptest! {
    /// `{*a, *b, … | *a, *b, …}` (the same nimbers on both sides) is the
    /// nimber of their mex: the form built from the definition of the
    /// nimbers simplifies to the same tree.
    #[test]
    fn impartial_forms_of_nimbers_are_their_mex(set in prop::collection::vec(0u64..6, 1..5)) {
        let options: Vec<Form> = set.iter().map(|&n| Form::nimber(n)).collect();
        let plain = canonical(&Form::new(options.clone(), options));
        let nimbers: Vec<Game> = set.iter().map(|&n| Game::nimber(n)).collect();
        prop_assert_eq!(expand(Game::new(&nimbers, &nimbers)), plain.clone());
        prop_assert_eq!(to_game(&plain), Game::new(&nimbers, &nimbers));
    }

    /// Different nimber sets on the two sides are not impartial: no
    /// shortcut, the general construction decides.
    #[test]
    fn partizan_forms_of_nimbers_are_built_in_full(
        l in prop::collection::vec(0u64..5, 0..4),
        r in prop::collection::vec(0u64..5, 0..4),
    ) {
        let forms = |s: &[u64]| s.iter().map(|&n| Form::nimber(n)).collect::<Vec<_>>();
        let plain = canonical(&Form::new(forms(&l), forms(&r)));
        let games = |s: &[u64]| s.iter().map(|&n| Game::nimber(n)).collect::<Vec<_>>();
        prop_assert_eq!(expand(Game::new(&games(&l), &games(&r))), plain);
    }
}

/// Stops far apart in size and precision compare exactly (the order's fast
/// stop comparison works in 128-bit integers only when that is exact).
#[test]
fn games_with_fine_and_coarse_stops_compare_exactly() {
    let d = |s: &str| Game::dyadic(s.parse().unwrap());
    // {x | y} switches around tiny and huge numbers.
    let tiny = Game::new(&[d("1/1099511627776")], &[d("-1/1099511627776")]);
    let huge = Game::new(&[d("4611686018427387904")], &[d("-4611686018427387904")]);
    assert!(tiny.is_confused_with(Game::ZERO));
    assert!(huge.is_confused_with(tiny));
    let shifted = huge + d("1/1099511627776");
    assert!(shifted > huge);
    assert!(!shifted.leq(huge));
    assert_eq!(shifted - d("1/1099511627776"), huge);
}
