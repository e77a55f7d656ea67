//! Cooling, heating, atomic weight, reduced canonical forms, the other sums
//! and Norton products, checked against plain game-tree search
//! (`common::Form`), against second routes to the same value, against the
//! theorems of the field and against worked values from the literature.

use crate::common;

use common::{arb_form, arb_game, canonical, expand, sum, to_game, Form};
use conway::numeric::{Dyadic, Integer};
use conway::value::Game;
use proptest::prelude::*;

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        ..ProptestConfig::default()
    }
}

fn d(s: &str) -> Dyadic {
    s.parse().unwrap()
}

fn num(s: &str) -> Game {
    Game::dyadic(d(s))
}

fn int(n: i64) -> Game {
    Game::integer(n)
}

fn star(n: u64) -> Game {
    Game::nimber(n)
}

fn up(n: i64) -> Game {
    Game::up(n)
}

fn g(left: &[Game], right: &[Game]) -> Game {
    Game::new(left, right)
}

/// Temperatures `t > -1`: dyadics with denominators up to 16, between
/// `-15/16` and 6.
fn arb_temperature() -> impl Strategy<Value = Dyadic> {
    (-15i64..=96).prop_map(|n| Dyadic::new(Integer::from(n), 4))
}

fn arb_nonnegative_temperature() -> impl Strategy<Value = Dyadic> {
    (0i64..=96).prop_map(|n| Dyadic::new(Integer::from(n), 4))
}

/// Random all-small (dicotic) trees: every position has moves for both
/// players or for neither.
fn arb_all_small(depth: u32, width: usize) -> BoxedStrategy<Form> {
    if depth == 0 {
        return Just(Form::zero()).boxed();
    }
    let sub = arb_all_small(depth - 1, width);
    prop_oneof![
        1 => Just(Form::zero()),
        4 => (
            prop::collection::vec(sub.clone(), 1..=width),
            prop::collection::vec(sub, 1..=width),
        )
            .prop_map(|(l, r)| Form::new(l, r)),
    ]
    .boxed()
}

/// Random infinitesimals that need not be all-small: an all-small game plus
/// some of `Tiny(1)`, `Tiny(2)`, `Miny(1/2)` and `Tiny({3|0})`.
fn arb_infinitesimal() -> impl Strategy<Value = Game> {
    (arb_all_small(3, 2), prop::collection::vec(0usize..5, 0..3)).prop_map(|(f, picks)| {
        let hot = g(&[int(3)], &[Game::ZERO]);
        let extras = [
            Game::ZERO,
            Game::tiny(int(1)),
            Game::tiny(int(2)),
            Game::miny(num("1/2")),
            Game::tiny(hot),
        ];
        to_game(&f) + picks.iter().map(|&i| extras[i]).sum::<Game>()
    })
}

/// Positive units for Norton products: textbook ones and random positive
/// games.
fn arb_positive() -> impl Strategy<Value = Game> {
    let fixed = prop::sample::select(vec![
        int(1),
        num("1/2"),
        int(2),
        up(1),
        up(2) + star(1),
        Game::tiny(int(1)),
        g(&[int(2)], &[int(1)]),
        g(&[int(1)], &[star(1)]),
    ]);
    prop_oneof![
        fixed,
        arb_game(3, 2).prop_filter("positive", |u| *u > Game::ZERO)
    ]
}

// ---------------------------------------------------------------------------
// Plain reference implementations on explicit trees.

/// `G:H = {G^L, G:H^L | G^R, G:H^R}` on trees.
fn ordinal_tree(g: &Form, h: &Form) -> Form {
    let left = g
        .left
        .iter()
        .cloned()
        .chain(h.left.iter().map(|y| ordinal_tree(g, y)))
        .collect();
    let right = g
        .right
        .iter()
        .cloned()
        .chain(h.right.iter().map(|y| ordinal_tree(g, y)))
        .collect();
    Form::new(left, right)
}

/// Conjunctive sum on trees: move in both.
fn conjunctive_tree(g: &Form, h: &Form) -> Form {
    let both = |a: &[Form], b: &[Form]| -> Vec<Form> {
        a.iter()
            .flat_map(|x| b.iter().map(move |y| conjunctive_tree(x, y)))
            .collect()
    };
    Form::new(both(&g.left, &h.left), both(&g.right, &h.right))
}

/// Selective sum on trees: move in one component or in both.
fn selective_tree(g: &Form, h: &Form) -> Form {
    let side = |a: &[Form], b: &[Form]| -> Vec<Form> {
        let mut out: Vec<Form> = a.iter().map(|x| selective_tree(x, h)).collect();
        out.extend(b.iter().map(|y| selective_tree(g, y)));
        out.extend(
            a.iter()
                .flat_map(|x| b.iter().map(move |y| selective_tree(x, y))),
        );
        out
    };
    Form::new(side(&g.left, &h.left), side(&g.right, &h.right))
}

/// A blue-red Hackenbush string as a game tree: `edges[0]` touches the
/// ground, `true` is blue (Left's). Cutting an edge removes it and all above.
fn hackenbush_tree(edges: &[bool]) -> Form {
    let cuts = |colour: bool| -> Vec<Form> {
        (0..edges.len())
            .filter(|&i| edges[i] == colour)
            .map(|i| hackenbush_tree(&edges[..i]))
            .collect()
    };
    Form::new(cuts(true), cuts(false))
}

/// Berlekamp's rule for the value of a Hackenbush string (Winning Ways
/// ch. 2): the edges up to the first change of colour count ±1 each, and
/// the k-th edge after that counts ±1/2^k.
fn berlekamp_value(edges: &[bool]) -> Dyadic {
    let sign = |blue: bool| Dyadic::from(if blue { 1 } else { -1 });
    let run = edges.iter().take_while(|&&e| e == edges[0]).count();
    let mut value = Dyadic::ZERO;
    for (i, &e) in edges.iter().enumerate() {
        let weight = if i < run {
            Dyadic::from(1)
        } else {
            Dyadic::new(Integer::ONE, (i - run + 1) as u64)
        };
        value = &value + &(&sign(e) * &weight);
    }
    value
}

/// The reduced canonical form by CGSuite's other route: heat by `*`, then
/// replace every `x*` by `x` (number-up-stars reduce to their number).
fn reduced_by_heating(g: Game) -> Game {
    fn star_projection(g: Game) -> Game {
        if let Some((x, ups, m)) = g.as_number_up_star() {
            if ups.is_zero() && m.0 <= 1 {
                return Game::dyadic(x.clone());
            }
        }
        let left: Vec<Game> = g
            .left_options()
            .iter()
            .map(|&x| star_projection(x))
            .collect();
        let right: Vec<Game> = g
            .right_options()
            .iter()
            .map(|&x| star_projection(x))
            .collect();
        Game::new(&left, &right)
    }
    match g.as_number_up_star() {
        Some((x, _, _)) => Game::dyadic(x.clone()),
        None => star_projection(g.heat(star(1))),
    }
}

// ---------------------------------------------------------------------------
// Cooling, heating and thermographs.

proptest! {
    #![proptest_config(config(300))]

    /// The thermograph's walls are the stops of the cooled game
    /// (Siegel II.5: the walls are defined as `L(G_t)` and `R(G_t)`), at
    /// every breakpoint of either wall, between them and beyond.
    #[test]
    fn cooled_stops_are_the_thermograph_walls(g in arb_game(4, 3)) {
        let th = g.thermograph();
        let mut ts: Vec<Dyadic> = th.left_wall().pieces().iter()
            .chain(th.right_wall().pieces())
            .map(|p| p.start.clone())
            .filter(|t| t > &Dyadic::from(-1))
            .collect();
        ts.push(d("-7/8"));
        ts.sort();
        ts.dedup();
        let mut probes = ts.clone();
        for w in ts.windows(2) {
            probes.push((&w[0] + &w[1]).half());
        }
        probes.push(ts.last().unwrap() + &Dyadic::from(1));
        for t in probes {
            let cooled = g.cool(&t).unwrap();
            prop_assert_eq!(cooled.left_stop(), th.left_wall().value_at(&t), "{} at {}", g, t);
            prop_assert_eq!(cooled.right_stop(), th.right_wall().value_at(&t), "{} at {}", g, t);
        }
    }

    /// The temperature is the least `t` at which the cooling formula
    /// becomes infinitesimally close to a number, and that number is the
    /// mean (Siegel II.5): at `τ` both stops of `G_τ` are the mean; just
    /// below `τ` the stops differ; above it `G_t` is the mean itself.
    #[test]
    fn temperature_and_mean_agree_with_the_stops_after_cooling(g in arb_game(4, 3)) {
        prop_assume!(!g.is_integer());
        let (tau, mean) = (g.temperature(), g.mean());
        let epsilon = Dyadic::new(Integer::ONE, 12);
        // Cooling is defined above -1 only; a game frozen from -1 on is
        // checked above it.
        if let Some(at_tau) = g.cool(&tau) {
            prop_assert_eq!(at_tau.left_stop(), mean.clone(), "{}", g);
            prop_assert_eq!(at_tau.right_stop(), mean.clone(), "{}", g);
        }
        let below = &tau - &epsilon;
        if below > Dyadic::from(-1) {
            let cooled = g.cool(&below).unwrap();
            prop_assert!(cooled.left_stop() > cooled.right_stop(), "{} below {}", g, tau);
        }
        prop_assert_eq!(g.cool(&(&tau + &epsilon)).unwrap(), Game::dyadic(mean), "{}", g);
    }

    /// Cooling is a homomorphism: `(G + H)_t = G_t + H_t` (Siegel,
    /// Combinatorial Game Theory, Theorem II.5.14), and `(-G)_t = -(G_t)`.
    #[test]
    fn cooling_is_additive(a in arb_game(3, 2), b in arb_game(3, 2), t in arb_temperature()) {
        let cool = |x: Game| x.cool(&t).unwrap();
        prop_assert_eq!(cool(a + b), cool(a) + cool(b), "{} + {} at {}", a, b, t);
        prop_assert_eq!(cool(-a), -cool(a));
    }

    /// Heating is the inverse of cooling (Winning Ways ch. 6; Siegel II.5):
    /// `(∫^t G)_t = G` for `t ≥ 0`, on canonical forms.
    #[test]
    fn heating_then_cooling_gives_back_the_game(a in arb_game(4, 3), t in arb_nonnegative_temperature()) {
        prop_assert_eq!(a.heat(Game::dyadic(t.clone())).cool(&t).unwrap(), a, "{} at {}", a, t);
    }

    /// A switch `{a | b}` between integers `a > b` has temperature
    /// `(a - b)/2` and mean `(a + b)/2`, and cools to `{a - t | b + t}`
    /// below its temperature (Winning Ways ch. 6; Siegel II.5).
    #[test]
    fn switches_between_integers(b in -6i64..6, gap in 1i64..8, t in arb_temperature()) {
        let a = b + gap;
        let game = g(&[int(a)], &[int(b)]);
        let tau = Dyadic::new(Integer::from(gap), 1);
        let mean = Dyadic::new(Integer::from(a + b), 1);
        prop_assert_eq!(game.temperature(), tau.clone());
        prop_assert_eq!(game.mean(), mean.clone());
        let expected = if t <= tau {
            let shift = Game::dyadic(t.clone());
            g(&[int(a) - shift], &[int(b) + shift])
        } else {
            Game::dyadic(mean)
        };
        prop_assert_eq!(game.cool(&t).unwrap(), expected);
    }
}

#[test]
fn cooling_below_minus_one_is_undefined() {
    let g = g(&[int(3)], &[int(-1)]);
    assert_eq!(g.cool(&d("-1")), None);
    assert_eq!(g.cool(&d("-5/2")), None);
    assert_eq!(Game::ZERO.cool(&d("-1")), None);
}

#[test]
fn cooling_worked_examples() {
    // {3 | -1} has temperature 2 and mean 1 (Winning Ways ch. 6); cooled by
    // 1 it is {2 | 0}, by 2 it is 1* (the formula at the temperature), and
    // above 2 it freezes to 1 (Siegel II.5, the definition of cooling).
    let g31 = g(&[int(3)], &[int(-1)]);
    assert_eq!(g31.cool(&d("1")), Some(g(&[int(2)], &[Game::ZERO])));
    assert_eq!(g31.cool(&d("2")), Some(int(1) + star(1)));
    assert_eq!(g31.cool(&d("9/4")), Some(int(1)));
    // {2 | -1}: temperature 3/2, mean 1/2; cooled by 1/2, 1, 3/2, 2 it is
    // {3/2 | -1/2}, {1 | 0}, 1/2*, 1/2 (Siegel II.5, by the definition).
    let g21 = g(&[int(2)], &[int(-1)]);
    assert_eq!(g21.cool(&d("1/2")), Some(g(&[num("3/2")], &[num("-1/2")])));
    assert_eq!(g21.cool(&d("1")), Some(g(&[int(1)], &[Game::ZERO])));
    assert_eq!(g21.cool(&d("3/2")), Some(num("1/2") + star(1)));
    assert_eq!(g21.cool(&d("2")), Some(num("1/2")));
    // Infinitesimals have temperature 0 and cool to 0 above it; cooling by
    // 0 changes nothing.
    assert_eq!(up(1).cool(&d("1/16")), Some(Game::ZERO));
    assert_eq!((up(3) + star(2)).cool(&Dyadic::ZERO), Some(up(3) + star(2)));
    // The number 1/2 = {0|1} has temperature -1/2: cooled by -1/2 it is
    // {1/2 | 1/2} = 1/2*, by -3/4 it is {3/4 | 1/4}; above -1/2 it is
    // itself (Siegel II.5: numbers other than integers are cooled like any
    // other game).
    let half = num("1/2");
    assert_eq!(half.temperature(), d("-1/2"));
    assert_eq!(half.cool(&d("-1/2")), Some(half + star(1)));
    assert_eq!(half.cool(&d("-3/4")), Some(g(&[num("3/4")], &[num("1/4")])));
    assert_eq!(half.cool(&d("-1/4")), Some(half));
    // Integers never change (Siegel II.5).
    assert_eq!(int(-7).cool(&d("-15/16")), Some(int(-7)));
}

#[test]
fn temperature_of_huge_ups_is_computed_by_formula() {
    // n.↑ is a chain of n positions; its thermograph must not walk it.
    let big = Game::up(Integer::pow2(40));
    assert_eq!(big.temperature(), Dyadic::ZERO);
    assert_eq!(big.mean(), Dyadic::ZERO);
    assert_eq!((big + star(1)).cool(&d("1")), Some(Game::ZERO));
    assert_eq!(
        (Game::integer(3) + Game::up(-1_000_000))
            .thermograph()
            .right_wall()
            .value_at(&d("-1/2")),
        d("5/2")
    );
}

#[test]
fn heating_and_overheating_worked_examples() {
    let one = int(1);
    // ∫^1 * = {0 + 1 | 0 - 1} = ±1 and ∫^1 ↑ = {1 | ∫^1 * - 1} = {1 | {0|-2}}
    // (Siegel II.5, the definition of heating).
    assert_eq!(star(1).heat(one), Game::switch(one));
    assert_eq!(up(1).heat(one), g(&[one], &[g(&[Game::ZERO], &[int(-2)])]));
    // Numbers do not heat.
    assert_eq!(num("3/8").heat(int(5)), num("3/8"));
    // Overheating (Berlekamp; Siegel II.5): an integer n becomes n.s, and
    // 1/2 = {0|1} becomes {∫0 + t | ∫1 - t} = {0.s + t | 1.s - t}.
    assert_eq!(int(3).overheat(one + star(1), one), int(3) + star(1));
    assert_eq!(int(-2).overheat(up(1), one), up(-2));
    let s = one;
    let t = one + star(1);
    assert_eq!(num("1/2").overheat(s, t), g(&[t], &[one - t]));
    // With s = 1 overheating a game whose numbers are all integers is heating.
    let game = g(&[int(2), up(1)], &[g(&[Game::ZERO], &[int(-3)])]);
    assert_eq!(game.overheat(one, int(2)), game.heat(int(2)));
}

// ---------------------------------------------------------------------------
// Atomic weight.

proptest! {
    #![proptest_config(config(300))]

    /// Atomic weight is additive (Siegel II.7; Winning Ways ch. 8), on
    /// all-small games and on atomic infinitesimals in general.
    #[test]
    fn atomic_weight_is_additive(a in arb_infinitesimal(), b in arb_infinitesimal()) {
        if let (Some(wa), Some(wb)) = (a.atomic_weight(), b.atomic_weight()) {
            prop_assert_eq!((a + b).atomic_weight(), Some(wa + wb), "{} + {}", a, b);
        }
    }

    /// All-small games are atomic (Siegel II.7), and their atomic weight is
    /// additive.
    #[test]
    fn all_small_games_are_atomic(f in arb_all_small(4, 2), h in arb_all_small(3, 2)) {
        let (a, b) = (to_game(&f), to_game(&h));
        prop_assert!(a.is_all_small() && a.is_infinitesimal());
        let (wa, wb) = (a.atomic_weight(), b.atomic_weight());
        prop_assert!(wa.is_some(), "{}", a);
        prop_assert_eq!((a + b).atomic_weight(), Some(wa.unwrap() + wb.unwrap()), "{} + {}", a, b);
    }

    /// `G.↑` is all-small with atomic weight `G` (Siegel II.7: the calculus
    /// gives `{aw(G^L.↑ + ⇑*) - 2 | aw(G^R.↑ - ⇑*) + 2} = {G^L | G^R}` by
    /// additivity).
    #[test]
    fn norton_multiples_of_up_weigh_their_multiplier(a in arb_game(3, 2)) {
        let product = a.norton_product(up(1));
        prop_assert!(product.is_all_small(), "{}", a);
        prop_assert_eq!(product.atomic_weight(), Some(a), "{}", a);
    }

    /// The two-ahead rule (Winning Ways ch. 8; Siegel II.7): an all-small
    /// game of atomic weight at least 2 is positive; of weight at least 1,
    /// Left wins moving first.
    #[test]
    fn two_ahead_rule(f in arb_all_small(4, 3)) {
        let a = to_game(&f);
        let w = a.atomic_weight().unwrap();
        if w >= int(2) {
            prop_assert!(a > Game::ZERO, "{} has weight {}", a, w);
        }
        if w >= int(1) {
            prop_assert!(!a.leq(Game::ZERO), "{} has weight {}", a, w);
        }
        if w <= int(-2) {
            prop_assert!(a < Game::ZERO, "{} has weight {}", a, w);
        }
    }

    /// Only infinitesimals have an atomic weight; the tests agree with the
    /// stops and with the options.
    #[test]
    fn atomic_weight_needs_an_infinitesimal(a in arb_game(4, 3)) {
        prop_assert_eq!(
            a.is_infinitesimal(),
            a.left_stop() == Dyadic::ZERO && a.right_stop() == Dyadic::ZERO
        );
        if !a.is_infinitesimal() {
            prop_assert_eq!(a.atomic_weight(), None);
        }
        let dicotic = |x: Game| x.left_options().is_empty() == x.right_options().is_empty();
        if a.is_all_small() {
            prop_assert!(dicotic(a));
            prop_assert!(a.left_options().iter().chain(a.right_options().iter()).all(|x| x.is_all_small()));
        }
    }
}

#[test]
fn atomic_weights_from_the_literature() {
    let aw = |x: Game| x.atomic_weight();
    // aw(↑) = 1, aw(*) = 0, aw(↑*) = 1, aw(⇑*) = 2, and in general
    // aw(n.↑ + *m) = n (Winning Ways ch. 8; Siegel II.7).
    assert_eq!(aw(up(1)), Some(int(1)));
    assert_eq!(aw(star(1)), Some(Game::ZERO));
    assert_eq!(aw(up(1) + star(1)), Some(int(1)));
    assert_eq!(aw(up(2) + star(1)), Some(int(2)));
    assert_eq!(aw(up(-3) + star(5)), Some(int(-3)));
    // The calculus G₀ = {aw(G^L) - 2 | aw(G^R) + 2} when G₀ is not an
    // integer (Siegel II.7): {⇑ | ↓} → {0 | 1} = 1/2; {⇑ | ⇓} → {0 | 0} = *;
    // {3.↑ | 3.↓} → {1 | -1} = ±1.
    assert_eq!(aw(g(&[up(2)], &[up(-1)])), Some(num("1/2")));
    assert_eq!(aw(g(&[up(2)], &[up(-2)])), Some(star(1)));
    assert_eq!(aw(g(&[up(3)], &[up(-3)])), Some(Game::switch(int(1))));
    // Eccentric cases, where G₀ is an integer and G is compared with the far
    // star ☆ (Siegel II.7; Winning Ways ch. 8), worked by hand:
    // {↑ | *}: G₀ = {-1 | 2} = 0; ☆ = *2 and G > ☆, so aw is the greatest
    // integer ⧏ 2, which is 1.
    assert_eq!(aw(g(&[up(1)], &[star(1)])), Some(int(1)));
    // {* | ↓}: G₀ = {-2 | 1} = 0; G < *2, so aw is the least integer ⧐ -2:
    // -1.
    assert_eq!(aw(g(&[star(1)], &[up(-1)])), Some(int(-1)));
    // {⇑ | ↑*}: G₀ = {0 | 3} = 1; G > *2, so aw is the greatest integer ⧏ 3:
    // 2.
    assert_eq!(aw(g(&[up(2)], &[up(1) + star(1)])), Some(int(2)));
    // {⇑ | *2}: G₀ = {0 | 2} = 1; G is confused with *2 but the far star is
    // *3 (above every nimber in G) and G > *3, so aw = 1.
    assert_eq!(aw(g(&[up(2)], &[star(2)])), Some(int(1)));
    // {0 | ⇓*}: G₀ = {-2 | 0} = -1 and G < *2: the least integer ⧐ -2 is
    // -1 again.
    assert_eq!(aw(g(&[Game::ZERO], &[up(-2) + star(1)])), Some(int(-1)));
    // Tiny(2) = {0 || 0 | -2} is infinitesimal but not all-small; its weight
    // is 0 (it is smaller than every multiple of ↑, Siegel II.4).
    let tiny = Game::tiny(int(2));
    assert!(tiny.is_infinitesimal() && !tiny.is_all_small());
    assert_eq!(aw(tiny), Some(Game::ZERO));
    // Not infinitesimal: no atomic weight.
    assert_eq!(aw(int(1)), None);
    assert_eq!(aw(Game::switch(int(1))), None);
    assert_eq!(aw(num("1/2") + up(1)), None);
}

// ---------------------------------------------------------------------------
// Reduced canonical forms.

proptest! {
    #![proptest_config(config(300))]

    /// Two routes to the reduced canonical form agree: reduction modulo
    /// infinitesimals (Grossman and Siegel) and CGSuite's heating by `*`
    /// followed by the star projection.
    #[test]
    fn reduced_forms_agree_with_heating_by_star(a in arb_game(4, 3)) {
        prop_assert_eq!(a.reduced(), reduced_by_heating(a), "{}", a);
    }

    /// `rcf(G)` differs from `G` by an infinitesimal, is its own reduced
    /// form, and does not change when an infinitesimal is added
    /// (Siegel II.6).
    #[test]
    fn reduced_forms_are_infinitesimally_close(a in arb_game(4, 3), e in arb_infinitesimal()) {
        let r = a.reduced();
        prop_assert!((a - r).is_infinitesimal(), "{} vs {}", a, r);
        prop_assert_eq!(r.reduced(), r);
        prop_assert_eq!((a + e).reduced(), r, "{} + {}", a, e);
    }

    /// `rcf(G + H) = rcf(rcf(G) + rcf(H))`.
    #[test]
    fn reduced_forms_of_sums(a in arb_game(3, 2), b in arb_game(3, 2)) {
        prop_assert_eq!((a + b).reduced(), (a.reduced() + b.reduced()).reduced());
    }
}

#[test]
fn reduced_forms_worked_examples() {
    let one = int(1);
    // Infinitesimals reduce to 0, number-up-stars to their number
    // (Siegel II.6).
    assert_eq!(up(5).reduced(), Game::ZERO);
    assert_eq!((num("3/4") + up(-2) + star(3)).reduced(), num("3/4"));
    assert_eq!(Game::tiny(int(2)).reduced(), Game::ZERO);
    // {1 | ↑}: the Right option reduces to 0, giving {1 | 0}.
    assert_eq!(g(&[one], &[up(1)]).reduced(), g(&[one], &[Game::ZERO]));
    // {{2|0}, 1* | *}: 1* → 1 and * → 0; {2|0} is reversible modulo
    // infinitesimals through 0 (the right stop of G is 0), and has no Left
    // options to replace it; what is left is {1 | 0}.
    let g1 = g(&[g(&[int(2)], &[Game::ZERO]), one + star(1)], &[star(1)]);
    assert_eq!(g1.reduced(), g(&[one], &[Game::ZERO]));
    // ±1 + * reduces to ±1.
    assert_eq!((Game::switch(one) + star(1)).reduced(), Game::switch(one));
}

// ---------------------------------------------------------------------------
// Ordinal, conjunctive and selective sums.

proptest! {
    #![proptest_config(config(300))]

    /// The ordinal sum is the plain ordinal sum of the canonical form of
    /// `G` with any tree for `H` (which shows, too, that only the value of
    /// `H` matters: the colon principle, Siegel II).
    #[test]
    fn ordinal_sum_matches_reference(a in arb_game(3, 2), h in arb_form(3, 2)) {
        let expected = to_game(&canonical(&ordinal_tree(&expand(a), &h)));
        prop_assert_eq!(a.ordinal_sum(to_game(&h)), expected, "{}", a);
    }

    /// `G:0 = G`, `0:H = H`, and the colon principle: `H ≤ H'` implies
    /// `G:H ≤ G:H'` (Siegel II; Winning Ways ch. 9).
    #[test]
    fn ordinal_sum_laws(a in arb_game(3, 2), h in arb_game(3, 2), k in arb_game(3, 2)) {
        prop_assert_eq!(a.ordinal_sum(Game::ZERO), a);
        prop_assert_eq!(Game::ZERO.ordinal_sum(h), h);
        if h <= k {
            prop_assert!(a.ordinal_sum(h) <= a.ordinal_sum(k));
        }
    }

    /// Conjunctive and selective sums are those of the canonical trees.
    #[test]
    fn conjunctive_and_selective_sums_match_reference(a in arb_game(3, 2), b in arb_game(3, 2)) {
        let (fa, fb) = (expand(a), expand(b));
        prop_assert_eq!(a.conjunctive_sum(b), to_game(&canonical(&conjunctive_tree(&fa, &fb))), "{} ∧ {}", a, b);
        prop_assert_eq!(a.selective_sum(b), to_game(&canonical(&selective_tree(&fa, &fb))), "{} ∨ {}", a, b);
        prop_assert_eq!(a.conjunctive_sum(b), b.conjunctive_sum(a));
        prop_assert_eq!(a.selective_sum(b), b.selective_sum(a));
    }
}

#[test]
fn compound_sums_on_numbers_and_nimbers() {
    // The fast paths agree with the trees.
    for n in -4i64..=4 {
        for m in -4i64..=4 {
            let (fa, fb) = (Form::integer(n), Form::integer(m));
            let (a, b) = (int(n), int(m));
            let conj = to_game(&canonical(&conjunctive_tree(&fa, &fb)));
            let sel = to_game(&canonical(&selective_tree(&fa, &fb)));
            assert_eq!(a.conjunctive_sum(b), conj, "{n} ∧ {m}");
            assert_eq!(a.selective_sum(b), sel, "{n} ∨ {m}");
            let ord = to_game(&canonical(&ordinal_tree(&expand(a), &fb)));
            assert_eq!(a.ordinal_sum(b), ord, "{n} : {m}");
        }
    }
    for p in 0..5u64 {
        for q in 0..5u64 {
            let ord = to_game(&canonical(&ordinal_tree(
                &Form::nimber(p),
                &Form::nimber(q),
            )));
            assert_eq!(star(p).ordinal_sum(star(q)), ord);
            assert_eq!(ord, star(p + q), "*{p} : *{q} = *{}", p + q);
        }
    }
}

#[test]
fn ordinal_sums_from_the_literature() {
    let one = int(1);
    // 1:1 = 2 and 1:-1 = 1/2 (Winning Ways ch. 2, Hackenbush strings).
    assert_eq!(one.ordinal_sum(one), int(2));
    assert_eq!(one.ordinal_sum(-one), num("1/2"));
    // The form of G matters: {-1|1} = 0, yet {-1|1}:1 = {-1, 0 | 1} = 1/2.
    // Game handles are canonical, so the library always uses 0 = { | }.
    assert_eq!(Game::ZERO.ordinal_sum(one), one);
    let other_zero = Form::new(vec![Form::integer(-1)], vec![Form::integer(1)]);
    assert_eq!(to_game(&other_zero), Game::ZERO);
    assert_eq!(
        to_game(&canonical(&ordinal_tree(&other_zero, &Form::integer(1)))),
        num("1/2")
    );
    // Every blue-red Hackenbush string up to 7 edges: the plain game tree,
    // Berlekamp's rule (Winning Ways ch. 2) and the iterated ordinal sum of
    // its edges agree.
    for len in 1..=7usize {
        for bits in 0..(1u32 << len) {
            let edges: Vec<bool> = (0..len).map(|i| bits >> i & 1 == 1).collect();
            let tree = to_game(&canonical(&hackenbush_tree(&edges)));
            let by_rule = Game::dyadic(berlekamp_value(&edges));
            let by_sums = edges
                .iter()
                .map(|&b| if b { one } else { -one })
                .fold(Game::ZERO, |acc, e| acc.ordinal_sum(e));
            assert_eq!(tree, by_rule, "{edges:?}");
            assert_eq!(by_sums, by_rule, "{edges:?}");
        }
    }
}

// ---------------------------------------------------------------------------
// Norton products and incentives.

proptest! {
    #![proptest_config(config(200))]

    /// Norton's lemma for `U > 0` (Winning Ways ch. 8; Siegel II.5):
    /// `G ↦ G.U` is additive and order-preserving.
    #[test]
    fn norton_product_is_an_order_preserving_homomorphism(a in arb_game(3, 2), b in arb_game(3, 2), u in arb_positive()) {
        prop_assert_eq!((a + b).norton_product(u), a.norton_product(u) + b.norton_product(u), "{} {} by {}", a, b, u);
        prop_assert_eq!(a <= b, a.norton_product(u) <= b.norton_product(u), "{} {} by {}", a, b, u);
    }

    /// An integer `n` times `U` is `n` copies of `U`.
    #[test]
    fn integer_multiples_are_repeated_sums(n in -9i64..=9, u in arb_game(3, 2)) {
        let copies: Game = (0..n.abs()).map(|_| if n < 0 { -u } else { u }).sum();
        prop_assert_eq!(int(n).norton_product(u), copies);
    }

    /// Incentives are the undominated `G^L - G` and `G - G^R`: each is one
    /// of them, and each of them is at most some incentive.
    #[test]
    fn incentives_are_the_best_gains(a in arb_game(4, 3)) {
        let left: Vec<Game> = a.left_options().iter().map(|&x| x - a).collect();
        let right: Vec<Game> = a.right_options().iter().map(|&x| a - x).collect();
        for (all, best) in [(left, a.left_incentives()), (right, a.right_incentives())] {
            prop_assert!(best.iter().all(|x| all.contains(x)));
            prop_assert!(all.iter().all(|x| best.iter().any(|y| x <= y)));
            for (i, x) in best.iter().enumerate() {
                prop_assert!(best.iter().enumerate().all(|(j, y)| i == j || !x.leq(*y)));
            }
        }
    }
}

#[test]
fn norton_products_from_the_literature() {
    let u = up(1);
    // n.↑ is n copies of ↑ (Winning Ways ch. 8): 2.↑ = ⇑, -3.↑ = 3.↓.
    assert_eq!(int(2).norton_product(u), up(2));
    assert_eq!(int(-3).norton_product(u), up(-3));
    assert_eq!(int(5).norton_product(int(3) + star(1)), int(15) + star(1));
    // 1/2.↑ = {0.↑ + ↑ + ↑* | 1.↑ - ↑ - ↑*} = {⇑* | ↓*}: the incentives of
    // ↑ are ↓ and ↑*, and ↑* dominates (by the definition, Siegel II.5).
    let half_up = num("1/2").norton_product(u);
    assert_eq!(half_up, g(&[up(2) + star(1)], &[up(-1) + star(1)]));
    assert_eq!(half_up + half_up, u);
    // With the unit 1, the Norton product is the number itself:
    // 3/4.1 = 3/4 (Winning Ways ch. 8).
    assert_eq!(num("3/4").norton_product(int(1)), num("3/4"));
    // Huge multiples are computed by doubling.
    let big = Integer::pow2(100);
    assert_eq!(Game::integer(big.clone()).norton_product(u), Game::up(big));
}

#[test]
fn the_plain_sum_of_copies_matches_the_tree() {
    // 3.{1|*} as a tree sum, to pin `integer_multiples_are_repeated_sums` to
    // the reference as well.
    let unit = g(&[int(1)], &[star(1)]);
    let f = expand(unit);
    let tree = sum(&sum(&f, &f), &f);
    assert_eq!(int(3).norton_product(unit), to_game(&canonical(&tree)));
}
