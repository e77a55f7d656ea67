//! Tests of `conway::numeric::dyadic`.

use conway::numeric::Integer;
use conway::numeric::*;
use proptest::prelude::*;

fn d(s: &str) -> Dyadic {
    s.parse().unwrap()
}

fn arb_dyadic() -> impl Strategy<Value = Dyadic> {
    (any::<i32>(), 0u64..12).prop_map(|(n, e)| Dyadic::new(Integer::from(n), e))
}

/// Plain search for the simplest number: the integer of least absolute
/// value, then the least denominator, scanning candidates in order.
fn simplest_by_search(lo: &Dyadic, hi: &Dyadic) -> Option<Dyadic> {
    if lo >= hi {
        return None;
    }
    for k in 0..40u64 {
        let step = 2i64.pow(k as u32);
        // All multiples of 1/2^k in a window, by increasing absolute value.
        let mut best: Option<Dyadic> = None;
        for n in -(2000 * step)..=(2000 * step) {
            let c = Dyadic::new(Integer::from(n), k);
            if &c > lo && &c < hi && best.as_ref().is_none_or(|b| c.abs() < b.abs()) {
                best = Some(c);
            }
        }
        if best.is_some() {
            return best;
        }
    }
    None
}

#[test]
fn displays_like_cgsuite() {
    assert_eq!(d("3/4").to_string(), "3/4");
    assert_eq!(d("-5/2").to_string(), "-5/2");
    assert_eq!(d("6/8").to_string(), "3/4");
    assert_eq!(d("8/4").to_string(), "2");
    assert_eq!(d("0/4").to_string(), "0");
}

#[test]
fn rejects_non_dyadic() {
    assert_eq!(
        "1/3".parse::<Dyadic>(),
        Err(ParseDyadicError::NotDyadic("3".into()))
    );
    assert_eq!(
        "1/0".parse::<Dyadic>(),
        Err(ParseDyadicError::ZeroDenominator)
    );
    assert_eq!("x".parse::<Dyadic>(), Err(ParseDyadicError::Syntax));
}

#[test]
fn huge_denominators_stay_exact() {
    // 1/2^199, the value of a long blue-red Hackenbush string's last edge.
    let tiny = Dyadic::new(Integer::ONE, 199);
    let sum = &tiny + &tiny;
    assert_eq!(sum, Dyadic::new(Integer::ONE, 198));
    assert_eq!(sum.exponent(), 198);
    assert!(tiny > Dyadic::ZERO);
    assert!(tiny.half() < tiny);
    let back: Dyadic = tiny.to_string().parse().unwrap();
    assert_eq!(back, tiny);
}

#[test]
fn simplest_between_examples() {
    // Bounded examples, and the unbounded cases.
    assert_eq!(
        Dyadic::simplest_between(Some(&d("-25/8")), Some(&d("3/2"))),
        Some(d("0"))
    );
    assert_eq!(
        Dyadic::simplest_between(Some(&d("-11/2")), Some(&d("-2"))),
        Some(d("-3"))
    );
    assert_eq!(
        Dyadic::simplest_between(Some(&d("13/8")), Some(&d("57/32"))),
        Some(d("7/4"))
    );
    assert_eq!(Dyadic::simplest_between(None, None), Some(d("0")));
    assert_eq!(
        Dyadic::simplest_between(Some(&d("5/2")), None),
        Some(d("3"))
    );
    assert_eq!(
        Dyadic::simplest_between(None, Some(&d("-7"))),
        Some(d("-8"))
    );
    assert_eq!(
        Dyadic::simplest_between(Some(&d("0")), Some(&d("1"))),
        Some(d("1/2"))
    );
    assert_eq!(Dyadic::simplest_between(Some(&d("2")), Some(&d("2"))), None);
}

proptest! {
    #[test]
    fn simplest_between_agrees_with_search(a in -40i64..40, b in -40i64..40, ea in 0u64..4, eb in 0u64..4) {
        let lo = Dyadic::new(Integer::from(a), ea);
        let hi = Dyadic::new(Integer::from(b), eb);
        prop_assert_eq!(Dyadic::simplest_between(Some(&lo), Some(&hi)), simplest_by_search(&lo, &hi));
    }

    #[test]
    fn field_laws(a in arb_dyadic(), b in arb_dyadic(), c in arb_dyadic()) {
        prop_assert_eq!(&(&a + &b) + &c, &a + &(&b + &c));
        prop_assert_eq!(&a + &b, &b + &a);
        prop_assert_eq!(&(&a - &b) + &b, a.clone());
        prop_assert_eq!(&a * &(&b + &c), &(&a * &b) + &(&a * &c));
        prop_assert_eq!(a.cmp(&b), (&a - &b).signum().cmp(&0));
        prop_assert!(Dyadic::from_integer(a.floor()) <= a);
        prop_assert!(Dyadic::from_integer(a.ceil()) >= a);
        prop_assert_eq!(a.to_string().parse::<Dyadic>().unwrap(), a);
    }
}
