"""conway.Ordinal, conway.Surreal and conway.TransfiniteNimber (issue 31).

Checked against plain definitions computed here: finite values against
Python's int and Fraction; generalized ordinals with finite exponents
against polynomials in ω ordered by their leading coefficient (ONAG,
ch. 1 and 3: ω exceeds every integer); finite nimbers against the nim
product by its mex definition (ONAG, ch. 6). Published facts: ω is the
cube root of 2 in nim arithmetic (ONAG, ch. 6)."""

import pickle
from fractions import Fraction
from functools import lru_cache

import pytest
from hypothesis import given, settings, strategies as st

from conway import Game, Ordinal, Surreal, TransfiniteNimber as N, omega

small = st.integers(-50, 50)
fractions = st.builds(Fraction, st.integers(-50, 50), st.integers(1, 12))
# A polynomial in ω: coefficients of ω^0, ω^1, ω^2.
polynomials = st.lists(st.integers(-5, 5), min_size=3, max_size=3)


def ordinal_of(coefficients):
    return sum((omega ** k * c for k, c in enumerate(coefficients)), Ordinal(0))


def poly_mul(a, b):
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def poly_sign(a):
    """The sign of a polynomial in ω: that of its leading coefficient."""
    for c in reversed(a):
        if c:
            return (c > 0) - (c < 0)
    return 0


@settings(max_examples=100, deadline=None)
@given(small, small)
def test_finite_ordinals_are_ints(a, b):
    x, y = Ordinal(a), Ordinal(b)
    assert x + y == a + b and x - y == a - b and x * y == a * b
    assert (x < y) == (a < b) and (x == y) == (a == b)
    assert int(x) == a and hash(x) == hash(a) and bool(x) == bool(a)
    assert abs(x) == abs(a) and -x == -a
    if a:
        assert (y / x).to_fraction() == Fraction(b, a)


@settings(max_examples=100, deadline=None)
@given(polynomials, polynomials)
def test_ordinals_with_finite_exponents_are_polynomials_in_omega(a, b):
    x, y = ordinal_of(a), ordinal_of(b)
    assert x + y == ordinal_of([p + q for p, q in zip(a, b)])
    assert x * y == ordinal_of(poly_mul(a, b))
    difference = [p - q for p, q in zip(a, b)]
    assert (x > y) == (poly_sign(difference) > 0)
    assert (x == y) == (poly_sign(difference) == 0)
    assert x.is_ordinal == all(c >= 0 for c in a)
    assert x.birthday == ordinal_of([abs(c) for c in a])
    assert Ordinal(str(x)) == x and eval(repr(x)) == x
    assert pickle.loads(pickle.dumps(x)) == x


@settings(max_examples=100, deadline=None)
@given(fractions, fractions, polynomials)
def test_surreals_are_fractions_when_finite_and_a_field(p, q, a):
    x, y = Surreal(p), Surreal(q)
    assert x + y == p + q and x - y == p - q and x * y == p * q
    assert (x < y) == (p < q) and hash(x) == hash(p)
    assert (x + y).to_fraction() == p + q
    if q:
        assert x / y == p / q
    w = ordinal_of(a)
    if w:
        z = Surreal(1, w)
        assert z * w == 1 and Surreal(str(z)) == z
        assert pickle.loads(pickle.dumps(z)) == z


def test_infinitesimals_and_infinities():
    x = Surreal(1, omega)
    assert 0 < x < Fraction(1, 10 ** 30)
    assert omega - 1 > 10 ** 30
    assert x * omega == 1 and (omega ** -2) * omega ** 2 == 1
    assert Surreal("(ω+7)/ω×7") == Fraction(1, 7) + x
    assert omega ** omega > omega ** 100
    assert (omega + Fraction(1, 2)) - omega == Fraction(1, 2)
    assert Surreal(4, 6).to_fraction() == Fraction(2, 3)
    assert (omega ** Ordinal(2)) == omega * omega


@lru_cache(maxsize=None)
def nim_product(a, b):
    """The nim product by its definition: the mex of a'b + ab' + a'b'."""
    seen = {nim_product(p, b) ^ nim_product(a, q) ^ nim_product(p, q) for p in range(a) for q in range(b)}
    return next(m for m in range(len(seen) + 1) if m not in seen)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 15), st.integers(0, 15))
def test_finite_nimbers_by_definition(a, b):
    assert N(a) + N(b) == N(a ^ b)
    assert N(a) * N(b) == N(nim_product(a, b))


def test_transfinite_nimbers():
    w = N(omega)
    assert w * w * w == N(2)  # ONAG, ch. 6: ω is the cube root of 2
    assert w ** 3 == N(2) and w - w == N(0) and not N(0)
    assert str(N(omega + 1)) == "*(ω+1)" and str(w) == "*ω"
    assert N("*(ω+1)") == N(omega + 1) and N(omega + 1).ordinal == omega + 1
    assert pickle.loads(pickle.dumps(w)) == w
    with pytest.raises(ValueError, match="out of range"):
        N(Ordinal("ω^ω^ω")) * w
    with pytest.raises(ValueError, match="must be an ordinal"):
        N(omega - 1)


@pytest.mark.parametrize(
    "make, error",
    [
        (lambda: omega + 1.5, TypeError),
        (lambda: omega + "1", TypeError),
        (lambda: omega < Game("*"), TypeError),
        (lambda: N(1) + 1, TypeError),
        (lambda: N(1) < N(2), TypeError),
        (lambda: Ordinal(1.5), TypeError),
        (lambda: Ordinal("ω+"), ValueError),
        (lambda: Ordinal("ω^(ω-1)"), ValueError),
        (lambda: Surreal(1, 0), ZeroDivisionError),
        (lambda: omega / 0, ZeroDivisionError),
        (lambda: Surreal(0) ** -1, ZeroDivisionError),
        (lambda: int(omega), ValueError),
        (lambda: Surreal(1, omega).to_fraction(), ValueError),
        (lambda: (omega + 1) ** 5000, ValueError),
        (lambda: Ordinal(2) ** omega, ValueError),
    ],
)
def test_bad_operands_raise(make, error):
    with pytest.raises(error):
        make()


def test_equality_with_other_types_is_false_not_an_error():
    assert (omega == "ω") is False and (Surreal(1, omega) != None) is True  # noqa: E711
    assert omega != N(omega)


def test_notebook_reprs():
    assert Ordinal("ω^(ω+1)×3-5")._repr_latex_() == r"$\omega^{\omega+1}\cdot 3-5$"
    assert Surreal(1, omega)._repr_latex_() == r"$\frac{1}{\omega}$"
    assert N(omega)._repr_latex_() == r"$*(\omega)$"
