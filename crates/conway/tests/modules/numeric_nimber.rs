//! Tests of `conway::numeric::nimber`.

use conway::numeric::*;
use proptest::prelude::*;

/// Nim-product straight from the definition:
/// a⊗b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b}.
fn mul_by_definition(n: usize) -> Vec<Vec<u64>> {
    let mut t = vec![vec![0u64; n]; n];
    for a in 0..n {
        for b in 0..n {
            let mut seen = Vec::new();
            for a2 in 0..a {
                for b2 in 0..b {
                    seen.push(Nimber(t[a2][b] ^ t[a][b2] ^ t[a2][b2]));
                }
            }
            t[a][b] = Nimber::mex(seen).0;
        }
    }
    t
}

#[test]
fn small_products_match_definition() {
    let t = mul_by_definition(32);
    for a in 0..32u64 {
        for b in 0..32u64 {
            assert_eq!(
                Nimber(a) * Nimber(b),
                Nimber(t[a as usize][b as usize]),
                "{a} x {b}"
            );
        }
    }
}

#[test]
fn fermat_powers_square_to_sesquimultiples() {
    // F x F = 3F/2 for every Fermat 2-power F = 2^(2^k) (ONAG ch. 6).
    for k in 0..6 {
        let f = 1u64 << (1u32 << k);
        if f == 2 {
            assert_eq!(Nimber(2) * Nimber(2), Nimber(3));
        } else {
            assert_eq!(Nimber(f) * Nimber(f), Nimber(f + f / 2), "F = {f}");
        }
    }
}

proptest! {
    #[test]
    fn field_laws(a in any::<u64>(), b in any::<u64>(), c in any::<u64>()) {
        let (a, b, c) = (Nimber(a), Nimber(b), Nimber(c));
        prop_assert_eq!(a * b, b * a);
        prop_assert_eq!((a * b) * c, a * (b * c));
        prop_assert_eq!(a * (b + c), a * b + a * c);
        prop_assert_eq!(a * Nimber(1), a);
        if a != Nimber::ZERO {
            prop_assert_eq!(a * a.inverse().unwrap(), Nimber(1));
        }
    }
}

#[test]
fn mex_examples() {
    assert_eq!(Nimber::mex([3, 5].map(Nimber)), Nimber(0));
    assert_eq!(Nimber::mex([0, 0, 1, 2, 2].map(Nimber)), Nimber(3));
}
