//! The value algebra checked against plain game-tree search (`common::Form`)
//! and the algebraic laws of games.

use crate::common;

use common::{arb_form, arb_game, canonical, expand, le, neg, sum, to_game, Form};
use conway::numeric::{Dyadic, Integer};
use conway::value::{Game, Outcome};
use proptest::prelude::*;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config(400))]

    /// `Game::new` yields exactly the canonical form plain simplification
    /// finds, whether or not the value has a closed form (numbers, ups,
    /// stars are stored by parts and must expand to the same tree).
    #[test]
    fn canonical_forms_match_reference(f in arb_form(3, 3)) {
        let g = to_game(&f);
        prop_assert_eq!(expand(g), canonical(&f));
    }

    /// The order agrees with the definition on canonical forms.
    #[test]
    fn order_matches_reference(f in arb_form(3, 2), h in arb_form(3, 2)) {
        let (g, k) = (to_game(&f), to_game(&h));
        prop_assert_eq!(g <= k, le(&f, &h));
        prop_assert_eq!(k <= g, le(&h, &f));
    }

    /// Sums and negatives agree with the definition.
    #[test]
    fn sum_matches_reference(f in arb_form(2, 2), h in arb_form(3, 2)) {
        let (g, k) = (to_game(&f), to_game(&h));
        prop_assert_eq!(expand(g + k), canonical(&sum(&f, &h)));
        prop_assert_eq!(expand(-k), canonical(&neg(&h)));
    }

    #[test]
    fn inverse(g in arb_game(4, 3)) {
        prop_assert_eq!(g + -g, Game::ZERO);
        prop_assert_eq!(g - g, Game::ZERO);
        prop_assert_eq!(-(-g), g);
    }

    #[test]
    fn sum_is_commutative_and_associative(a in arb_game(3, 2), b in arb_game(3, 2), c in arb_game(3, 2)) {
        prop_assert_eq!(a + b, b + a);
        prop_assert_eq!((a + b) + c, a + (b + c));
        prop_assert_eq!(a + Game::ZERO, a);
    }

    /// `<=` is a partial order compatible with `+`.
    #[test]
    fn order_is_partial_and_compatible(a in arb_game(3, 2), b in arb_game(3, 2), c in arb_game(3, 2)) {
        prop_assert!(a <= a);
        if a <= b && b <= a {
            prop_assert_eq!(a, b);
        }
        if a <= b && b <= c {
            prop_assert!(a <= c);
        }
        prop_assert_eq!(a <= b, a + c <= b + c);
        prop_assert_eq!(a <= b, -b <= -a);
    }

    /// Two constructions of one value give one handle.
    #[test]
    fn equal_values_share_a_handle(a in arb_game(3, 2), b in arb_game(3, 2)) {
        let left: Vec<Game> = a.left_options().iter().map(|&x| x + b).chain(b.left_options().iter().map(|&y| a + y)).collect();
        let right: Vec<Game> = a.right_options().iter().map(|&x| x + b).chain(b.right_options().iter().map(|&y| a + y)).collect();
        prop_assert_eq!(Game::new(&left, &right), a + b);
    }

    /// The outcome class is what play from the tree says.
    #[test]
    fn outcome_matches_reference(f in arb_form(3, 3)) {
        let g = to_game(&f);
        let zero = Form::zero();
        let expected = match (le(&zero, &f), le(&f, &zero)) {
            (true, true) => Outcome::P,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::N,
        };
        prop_assert_eq!(g.outcome(), expected);
    }
}

/// `n·↑ + *m` stored by parts expands to the canonical form of the plain
/// sum of `n` copies of `{0|*}` and `*m`, for small `n` and `m`. This pins
/// the closed forms in `nus.rs` (Siegel II.4).
#[test]
fn ups_and_stars_have_the_textbook_canonical_forms() {
    for n in -4i64..=4 {
        for m in 0..=5u64 {
            let mut f = Form::nimber(m);
            let unit = if n >= 0 { Form::up() } else { neg(&Form::up()) };
            for _ in 0..n.abs() {
                f = canonical(&sum(&f, &unit));
            }
            let g = Game::up(n) + Game::nimber(m);
            assert_eq!(expand(g), canonical(&f), "{n}.^ + *{m}");
            assert_eq!(to_game(&f), g, "{n}.^ + *{m} built from options");
        }
    }
}

#[test]
fn numbers_have_the_textbook_canonical_forms() {
    // 1/2 = {0|1}, 3/4 = {1/2|1}, 2 = {1|}, -3/2 = {-2|-1}.
    let d = |s: &str| Game::dyadic(s.parse().unwrap());
    assert_eq!(d("1/2"), Game::new(&[Game::ZERO], &[Game::integer(1)]));
    assert_eq!(d("3/4"), Game::new(&[d("1/2")], &[Game::integer(1)]));
    assert_eq!(d("2"), Game::new(&[Game::integer(1)], &[]));
    assert_eq!(
        d("-3/2"),
        Game::new(&[Game::integer(-2)], &[Game::integer(-1)])
    );
    assert_eq!(d("5/8").left_options().to_vec(), vec![d("1/2")]);
    assert_eq!(d("5/8").right_options().to_vec(), vec![d("3/4")]);
}

#[test]
fn known_values_from_the_literature() {
    let star = |n| Game::nimber(n);
    // Nim-sum: *3 + *5 = *6 (Winning Ways ch. 3; 3 xor 5 = 6).
    assert_eq!(star(3) + star(5), star(6));
    // Switches cancel: {1|-1} + {1|-1} = 0 (Winning Ways ch. 2).
    let pm1 = Game::switch(Game::integer(1));
    assert_eq!(pm1 + pm1, Game::ZERO);
    // ^ + ^ + * = ^^* (Lessons in Play, ch. 5).
    let up = Game::up(1);
    assert_eq!(up + up + star(1), Game::new(&[Game::ZERO], &[up]));
    // ^* is confused with 0 and ^*2 is positive (Siegel II.4).
    assert!((up + star(1)).is_confused_with(Game::ZERO));
    assert!(up + star(2) > Game::ZERO);
    // {0|*} + {0,*|0} = {0|^*} ... ^ + ^* = ^^* (Siegel II.4).
    assert_eq!(up + (up + star(1)), Game::up(2) + star(1));
    // * + * = 0, and 1/2 + 1/2 = 1 (Lessons in Play ch. 4).
    assert_eq!(star(1) + star(1), Game::ZERO);
    let half = Game::dyadic("1/2".parse().unwrap());
    assert_eq!(half + half, Game::integer(1));
    // The temperature of {5|-5} is 5 and its mean 0 (Winning Ways ch. 6).
    let g = Game::switch(Game::integer(5));
    assert_eq!(g.temperature(), Dyadic::from(5));
    assert_eq!(g.mean(), Dyadic::ZERO);
    // Tiny(2) = {0||0|-2} is a positive infinitesimal below ^ (Siegel II.4).
    let tiny2 = Game::tiny(Game::integer(2));
    assert!(tiny2 > Game::ZERO);
    assert!(tiny2 < up);
    assert!(tiny2 < Game::dyadic(Dyadic::new(Integer::ONE, 40)));
    // ^^* = {0|^} and ^* = {0,*|0}: the printed forms.
    assert_eq!((up + star(1)).to_string(), "^*");
}

#[test]
fn huge_numbers_stay_exact() {
    // 2^-199: the value of a blue-red Hackenbush string of length 200
    // (blue then 199 red edges: 1 - 1/2 - ... = 2^-199).
    let x = Game::dyadic(Dyadic::new(Integer::ONE, 199));
    assert!(x > Game::ZERO);
    assert_eq!(x + x, Game::dyadic(Dyadic::new(Integer::ONE, 198)));
    assert_eq!(x.birthday(), Integer::from(200));
    let big = Game::integer(Integer::pow2(100));
    assert_eq!(big.birthday(), Integer::pow2(100));
    assert_eq!((big + -big), Game::ZERO);
}

#[test]
fn printing_matches_cgsuite() {
    let d = |s: &str| Game::dyadic(s.parse().unwrap());
    let star = Game::nimber;
    let up = Game::up;
    let cases: Vec<(Game, &str)> = vec![
        (Game::ZERO, "0"),
        (d("3/4"), "3/4"),
        (d("-2"), "-2"),
        (star(1), "*"),
        (star(3), "*3"),
        (up(1), "^"),
        (up(-1), "v"),
        (up(1) + star(1), "^*"),
        (up(2), "^^"),
        (up(3) + star(2), "^3*2"),
        (up(-4), "v4"),
        (d("1/2") + up(-2) + star(1), "1/2vv*"),
        (Game::switch(Game::integer(1)), "+-1"),
        (Game::new(&[Game::integer(1)], &[Game::ZERO]), "{1|0}"),
        (
            Game::new(
                &[Game::integer(3)],
                &[Game::new(
                    &[Game::integer(2) + star(1)],
                    &[Game::integer(1) + star(1)],
                )],
            ),
            "{3||2*|1*}",
        ),
        (Game::tiny(Game::integer(2)), "Tiny(2)"),
        (Game::miny(d("1/32")), "Miny(1/32)"),
        (Game::integer(2) + Game::tiny(Game::integer(2)), "2Tiny(2)"),
    ];
    for (g, s) in cases {
        assert_eq!(g.to_string(), s);
    }
}
