//! Tests of `conway::numeric::integer`.

use conway::numeric::*;
use num_bigint::BigInt;
use proptest::prelude::*;
use std::str::FromStr;

fn big(v: &Integer) -> BigInt {
    v.to_bigint()
}

proptest! {
    #[test]
    fn arithmetic_matches_bigint(a in any::<i64>(), b in any::<i64>(), k in 0u64..80) {
        let (x, y) = (Integer::from(a), Integer::from(b));
        prop_assert_eq!(big(&(&x + &y)), BigInt::from(a) + BigInt::from(b));
        prop_assert_eq!(big(&(&x - &y)), BigInt::from(a) - BigInt::from(b));
        prop_assert_eq!(big(&(&x * &y)), BigInt::from(a) * BigInt::from(b));
        prop_assert_eq!(big(&-&x), -BigInt::from(a));
        prop_assert_eq!(big(&x.shl(k)), BigInt::from(a) << k);
        prop_assert_eq!(big(&x.shr_floor(k)), BigInt::from(a) >> k);
        prop_assert_eq!(x.cmp(&y), a.cmp(&b));
    }

    #[test]
    fn representation_is_canonical(a in any::<i64>(), k in 1u64..100) {
        // Going big and coming back must give the small representation.
        let x = Integer::from(a);
        let back = x.shl(k).shr_floor(k);
        prop_assert_eq!(&back, &x);
        prop_assert_eq!(back.to_i64(), Some(a));
    }
}

#[test]
fn parses_long_decimals() {
    let s = "123456789012345678901234567890";
    let v: Integer = s.parse().unwrap();
    assert_eq!(v.to_string(), s);
    assert!("12a".parse::<Integer>().is_err());
    assert!("".parse::<Integer>().is_err());
    assert!("-".parse::<Integer>().is_err());
}

/// Long decimals are read by halves; the result is what num-bigint
/// reads digit by digit.
#[test]
fn parses_very_long_decimals_by_halves() {
    let s: String = (0..10_007)
        .map(|i| char::from(b'0' + ((i * 7 + 3) % 10) as u8))
        .collect();
    let neg = format!("-{s}");
    assert_eq!(
        big(&s.parse::<Integer>().unwrap()),
        BigInt::from_str(&s).unwrap()
    );
    assert_eq!(
        big(&neg.parse::<Integer>().unwrap()),
        BigInt::from_str(&neg).unwrap()
    );
    assert!(format!("{s}x").parse::<Integer>().is_err());
}
