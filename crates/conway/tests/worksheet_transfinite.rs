//! Ordinals, surreal numbers and transfinite nimbers: `omega`, generalized
//! ordinals and their quotients, `*(omega+5)`, and nim arithmetic on
//! ordinals by Lenstra's method. The algebra is checked by its laws on
//! small random values (and finite nim products against the nimbers' own
//! product); printed answers against CGSuite's test tables (CGSuite 2.x,
//! lib/core/src/test/scala: GameTest.scala "ordinals" and
//! "ordinal-binary", EvalTest.scala) and the literature where cited.

use crate::common::worksheet::{error, show as run};
use conway::numeric::{transfinite_nim as nim, GeneralizedOrdinal as G, Integer, Nimber, Surreal};
use proptest::prelude::*;

fn n(k: i64) -> G {
    G::from(k)
}

/// `ω^e`.
fn w(e: G) -> G {
    G::try_omega_power(e).expect("an ordinal exponent")
}

/// `ω^(ω^k·a)` (the generator of Lenstra's method for the k-th odd prime).
fn generator(k: i64, a: i64) -> G {
    w(&w(n(k)) * &n(a))
}

#[test]
fn generalized_ordinals_print_as_cgsuite_does() {
    // GameTest.scala, "ordinals" and "ordinal-binary".
    for (line, shown) in [
        ("omega", "ω"),
        ("omega + 5", "ω+5"),
        ("5 - omega", "-ω+5"),
        ("omega*5", "ω×5"),
        ("(omega + 5)-omega", "5"),
        (
            "omega*3 + omega^(omega^2+omega) - omega^19*9*omega",
            "ω^(ω^2+ω)-ω^20×9+ω×3",
        ),
        (
            "(omega^omega^2+1)^6",
            "ω^(ω^2×6)+ω^(ω^2×5)×6+ω^(ω^2×4)×15+ω^(ω^2×3)×20+ω^(ω^2×2)×15+ω^ω^2×6+1",
        ),
        ("omega^omega-5*omega^19+omega^2+1", "ω^ω-ω^19×5+ω^2+1"),
    ] {
        assert_eq!(run(&[line]), shown, "{line}");
    }
}

#[test]
fn accessors_of_generalized_ordinals() {
    // GameTest.scala, "ordinals": Abs, Birthday, Sign, IsOrdinal, OutcomeClass.
    let x = "(omega^omega-5*omega^19+omega^2+1)";
    assert_eq!(run(&[&format!("{x}.Birthday")]), "ω^ω+ω^19×5+ω^2+1");
    assert_eq!(run(&[&format!("{x}.IsOrdinal")]), "false");
    assert_eq!(run(&["(-omega+5).Abs"]), "ω-5");
    assert_eq!(run(&["(-omega+5).Birthday"]), "ω+5");
    assert_eq!(run(&["(-omega+5).Sign"]), "-1");
    assert_eq!(run(&["(-omega).OutcomeClass"]), "R");
    assert_eq!(run(&["(omega*5).IsOrdinal"]), "true");
    assert_eq!(
        run(&["(omega).Class"]),
        "\u{27ea}game.GeneralizedOrdinal\u{27eb}"
    );
    assert_eq!(run(&["-omega < 1"]), "true");
}

#[test]
fn surreal_quotients_reduce_and_sort() {
    // EvalTest.scala: surreal numbers.
    assert_eq!(run(&["1/omega"]), "1/ω");
    assert_eq!(run(&["omega^omega + 1/(omega+1)"]), "(ω^(ω+1)+ω^ω+1)/(ω+1)");
    assert_eq!(
        run(&["(omega^(omega+1)-omega^omega-omega+1)/(omega-1)"]),
        "ω^ω-1"
    );
    assert_eq!(
        run(&["[0, 1, 1/omega, omega, (omega+7)/(omega*7), 1/4, 1/7].Sorted"]),
        "[0, 1/ω, 1/7, (ω+7)/ω×7, 1/4, 1, ω]"
    );
    assert_eq!(run(&["omega^(-2) * omega^2"]), "1");
    assert_eq!(run(&["1/omega > 0"]), "true");
    assert_eq!(run(&["1/omega < 1/1000"]), "true");
}

#[test]
fn transfinite_nimbers() {
    // GameTest.scala, "ordinals"; EvalTest.scala.
    assert_eq!(run(&["*(omega*omega)"]), "*ω^2");
    assert_eq!(run(&["*(omega+5)"]), "*(ω+5)");
    assert_eq!(run(&["*(omega*5)"]), "*(ω×5)");
    assert_eq!(run(&["(*omega) ConwayProduct *(omega^2)"]), "*2");
    assert_eq!(run(&["*omega + *omega"]), "0");
    assert_eq!(run(&["*(omega+3) + *6"]), "*(ω+5)");
    let (_, column, message) = error("*(omega-1)");
    assert_eq!(
        (column, message.as_str()),
        (1, "Nim value is not an ordinal: ω-1")
    );
}

#[test]
fn nim_arithmetic_on_ordinals_matches_cgsuite() {
    // GameTest.scala, "ordinal-binary".
    for (line, shown) in [
        (
            "(omega^omega*4 + omega^3*9 + 11) NimSum (omega^omega*6 + omega^3*5 + omega)",
            "ω^ω×2+ω^3×12+ω+11",
        ),
        ("omega NimProduct 7", "ω×7"),
        ("omega NimProduct omega", "ω^2"),
        ("omega^8 NimProduct omega^8", "ω^5×2"),
        ("omega^(omega*49) NimProduct omega^(omega*100)", "4"),
        (
            "omega^(omega^2*32) NimProduct omega^(omega^2*24)",
            "ω^(ω^2+1)+ω^ω^2",
        ),
        ("omega^omega^3 NimExp 66", "ω^(ω×4)+ω^(ω×2)+ω^ω×4+1"),
        ("omega^(omega^41) NimExp 191", "ω^ω^6+ω^ω"),
        ("omega^(omega^42) NimExp 193", "ω+65536"),
    ] {
        assert_eq!(run(&[line]), shown, "{line}");
    }
    for (line, message) in [
        ("omega^omega^omega NimProduct 2", "NimProduct out of range"),
        ("(omega-1) NimSum 2", "NimSum applies only to ordinals."),
        (
            "(omega-1) NimProduct 2",
            "NimProduct applies only to ordinals.",
        ),
    ] {
        let (_, _, m) = error(line);
        assert!(m.starts_with(message), "{line}: {m}");
    }
}

#[test]
fn lenstra_constants() {
    // ONAG ch. 6: ω³ = 2. Lenstra, "On the algebraic closure of two"
    // (1977), table of α_p: (ω^ω)^5 = 4, (ω^ω^2)^7 = ω + 1,
    // (ω^ω^3)^11 = ω^ω + 1, (ω^ω^4)^13 = ω + 4.
    let omega = G::omega();
    assert_eq!(nim::nim_power(&omega, 3).unwrap(), n(2));
    assert_eq!(nim::nim_power(&generator(1, 1), 5).unwrap(), n(4));
    assert_eq!(nim::nim_power(&generator(2, 1), 7).unwrap(), &omega + &n(1));
    assert_eq!(
        nim::nim_power(&generator(3, 1), 11).unwrap(),
        &w(omega.clone()) + &n(1)
    );
    assert_eq!(
        nim::nim_power(&generator(4, 1), 13).unwrap(),
        &omega + &n(4)
    );
    // κ_{p²}^p = κ_p: (ω^3)^3 = ω, (ω^(ω·5))^5 = ω^ω.
    assert_eq!(nim::nim_power(&w(n(3)), 3).unwrap(), omega);
    assert_eq!(
        nim::nim_power(&generator(1, 5), 5).unwrap(),
        generator(1, 1)
    );
}

/// Small ordinals below ω^ω^3: up to three terms `ω^e·c`.
fn small_ordinal() -> impl Strategy<Value = G> {
    let exponent = (0..3i64, 0..4i64, 0..3i64).prop_map(|(a, b, c)| {
        G::from_terms(vec![
            (n(2), Integer::from(a)),
            (n(1), Integer::from(b)),
            (n(0), Integer::from(c)),
        ])
    });
    prop::collection::vec((exponent, 1..20i64), 0..3).prop_map(|terms| {
        let mut x = G::zero();
        for (e, c) in terms {
            x = nim::nim_sum(&x, &(&w(e) * &n(c))).unwrap();
        }
        x
    })
}

/// Small generalized ordinals: integer coefficients of either sign.
fn small_generalized() -> impl Strategy<Value = G> {
    prop::collection::vec((0..3i64, 0..3i64, -9..10i64), 0..4).prop_map(|terms| {
        G::from_terms(
            terms
                .into_iter()
                .map(|(a, b, c)| {
                    let e = &(&G::omega() * &n(a)) + &n(b);
                    (e, Integer::from(c))
                })
                .collect(),
        )
    })
}

/// Generalized ordinals with exponents up to `ω^ω^2`-ish nested towers.
fn nested_generalized() -> impl Strategy<Value = G> {
    prop::collection::vec((small_ordinal(), -9..10i64, any::<bool>()), 0..4).prop_map(|terms| {
        G::from_terms(
            terms
                .into_iter()
                .map(|(e, c, tower)| (if tower { w(e) } else { e }, Integer::from(c)))
                .collect(),
        )
    })
}

#[test]
fn printed_ordinals_and_quotients_read_back() {
    for (text, shown) in [
        ("omega^2 * 2 + 3", "ω^2×2+3"),
        ("ω^ω^2", "ω^ω^2"),
        ("ω^ω×2", "ω^ω×2"),
        ("ω^(ω×2)", "ω^(ω×2)"),
        ("-ω+5", "-ω+5"),
        ("5 - OMEGA", "-ω+5"),
        ("0", "0"),
    ] {
        assert_eq!(text.parse::<G>().unwrap().to_string(), shown, "{text}");
    }
    for (text, shown) in [
        ("1/ω", "1/ω"),
        ("(ω+7)/ω×7", "(ω+7)/ω×7"),
        ("-ω/(ω+1)", "-ω/(ω+1)"),
        ("4/6", "2/3"),
        ("ω", "ω"),
    ] {
        assert_eq!(
            text.parse::<Surreal>().unwrap().to_string(),
            shown,
            "{text}"
        );
    }
    for (text, at) in [
        ("", 1),
        ("ω+", 3),
        ("ω^(ω-1)", 3),
        ("ω^(2", 5),
        ("ω×", 3),
        ("2ω", 2),
        ("ω+1/ω", 4),
        ("1/0", 3),
        ("x", 1),
    ] {
        let e = text.parse::<Surreal>().unwrap_err();
        assert_eq!(e.at, at, "{text}: {e}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_printed_value_reads_back(a in nested_generalized(), b in nested_generalized()) {
        prop_assert_eq!(a.to_string().parse::<G>().unwrap(), a.clone());
        if let Some(q) = Surreal::new(a, b) {
            prop_assert_eq!(q.to_string().parse::<Surreal>().unwrap(), q);
        }
    }

    #[test]
    fn nim_product_is_a_field_product(a in small_ordinal(), b in small_ordinal(), c in small_ordinal()) {
        let p = |x: &G, y: &G| nim::nim_product(x, y).unwrap();
        let s = |x: &G, y: &G| nim::nim_sum(x, y).unwrap();
        prop_assert_eq!(p(&a, &b), p(&b, &a));
        prop_assert_eq!(p(&p(&a, &b), &c), p(&a, &p(&b, &c)));
        prop_assert_eq!(p(&a, &s(&b, &c)), s(&p(&a, &b), &p(&a, &c)));
        prop_assert_eq!(p(&a, &n(1)), a.clone());
        // No zero divisors.
        if a != G::zero() && b != G::zero() {
            prop_assert_ne!(p(&a, &b), G::zero());
        }
    }

    #[test]
    fn finite_nim_products_are_the_nimbers(a in 0u64..1 << 20, b in 0u64..1 << 20) {
        let product = nim::nim_product(&G::from(Integer::from(a)), &G::from(Integer::from(b))).unwrap();
        prop_assert_eq!(product, G::from(Integer::from(Nimber(a).nim_mul(Nimber(b)).0)));
    }

    #[test]
    fn generalized_ordinals_form_a_ring(a in small_generalized(), b in small_generalized(), c in small_generalized()) {
        prop_assert_eq!(&(&a + &b) + &c, &a + &(&b + &c));
        prop_assert_eq!(&(&a * &b) * &c, &a * &(&b * &c));
        prop_assert_eq!(&a * &b, &b * &a);
        prop_assert_eq!(&a * &(&b + &c), &(&a * &b) + &(&a * &c));
        prop_assert_eq!(&(&a - &b) + &b, a.clone());
        // The order agrees with the sign of the difference.
        prop_assert_eq!(a.cmp(&b), (&a - &b).signum().cmp(&0));
    }

    #[test]
    fn surreal_quotients_form_a_field(a in small_generalized(), b in small_generalized(), c in small_generalized()) {
        let (x, y) = (Surreal::from(a.clone()), Surreal::from(b.clone()));
        if let Some(q) = x.checked_div(&y) {
            prop_assert_eq!(&q * &y, x.clone());
        }
        let z = Surreal::from(c);
        prop_assert_eq!(&(&x + &y) * &z, &(&x * &z) + &(&y * &z));
        // Adding a positive number raises the value.
        prop_assert!(&x + &Surreal::from(G::from(1)).checked_div(&Surreal::from(G::omega())).unwrap() > x);
    }
}
