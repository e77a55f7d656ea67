"""Game: notation, construction, algebra and analyses through the Python API."""

import pickle
from fractions import Fraction

import pytest

import conway
from conway import Game, star, up


def test_notation_round_trip():
    # Winning Ways, ch. 6: {3||2*|1*} is printed as CGSuite prints it.
    for text in ["0", "3/4", "-2", "*", "*3", "^", "v", "^*", "^^", "+-1", "{1|0}", "{3||2*|1*}"]:
        g = Game(text)
        assert str(g) == text
        assert Game(str(g)) == g
        assert eval(repr(g), {"Game": Game}) == g


def test_bad_notation_names_the_column():
    with pytest.raises(ValueError, match="column 4"):
        Game("{1|x}")


def test_constructions_agree():
    # Winning Ways ch. 2: {0|} = 1, {|0} = -1, {0|0} = *, {0|*} = ^.
    assert Game.from_options([0], []) == 1 == Game(1)
    assert Game.from_options([], [0]) == -1
    assert Game.from_options([0], [0]) == star()
    assert Game.from_options([0], [star()]) == up()
    assert Game(Fraction(3, 8)) == Game("3/8") == Game.from_options(["1/4"], ["1/2"])
    assert star(0) == Game() == 0
    assert up(-2) == Game("vv")


def test_fractions_must_be_dyadic():
    with pytest.raises(ValueError, match="power of two"):
        Game(Fraction(1, 3))
    with pytest.raises(TypeError):
        Game(0.5)  # no floats: exact values only


def test_numbers_convert_exactly():
    assert int(Game("{2|}")) == 3
    assert Game(-(2**70)).to_fraction() == Fraction(-(2**70))
    assert int(Game(2**100) + 1) == 2**100 + 1
    assert Game("-5/16").to_fraction() == Fraction(-5, 16)
    with pytest.raises(ValueError):
        int(Game("1/2"))
    with pytest.raises(ValueError):
        star().to_fraction()


def test_partial_order_and_confusion():
    # * is confused with 0; ^ > 0; {1|-1} is confused with every number in [-1, 1].
    s, pm1 = star(), Game("{1|-1}")
    assert not (s < 0) and not (s > 0) and not (s == 0) and not (s <= 0) and not (s >= 0)
    assert s.confused_with(0) and s != 0
    assert up() > 0 and up() >= 0 and not up() < 0 and not up().confused_with(0)
    for x in ["-1", "-1/2", "0", "1/2", "1"]:
        assert pm1.confused_with(x)
    assert pm1 < 2 and pm1 > -2


def test_analyses_match_the_literature():
    g = Game("{3|-1}")  # a switch of temperature 2 about mean 1 (Winning Ways ch. 6)
    assert g.temperature == 2 and g.mean == 1 and g.stops == (3, -1)
    assert Game("^").atomic_weight() == 1  # Winning Ways ch. 7: aw(^) = 1
    assert Game("{0|^}") == Game("^^*")  # Winning Ways ch. 7: {0|^} = ^^*
    assert Game(5).birthday == 5 and Game("1/2").birthday == 2
    with pytest.raises(ValueError):
        Game(1).atomic_weight()
    with pytest.raises(ValueError, match="t > -1"):
        g.cool(-1)
    with pytest.raises(ValueError, match="positive"):
        Game(2).norton_product(0)
    # Heating undoes cooling (Siegel II.5).
    assert g.cool(1).heat(1) == g


def test_pickle_and_hash():
    games = [Game(t) for t in ["0", "*", "^", "3/4", "{3||2*|1*}", "+-1", "-7"]]
    for g in games:
        h = pickle.loads(pickle.dumps(g))
        assert h == g and hash(h) == hash(g)
    assert len(set(games + [Game("{0|0}"), Game(Fraction(3, 4))])) == len(games)
    # Numbers hash as the int/Fraction they equal, so dict lookups agree.
    assert hash(Game(3)) == hash(3) and hash(Game("3/4")) == hash(Fraction(3, 4))


def test_repr_is_helpful():
    assert repr(Game("^*")) == "Game('^*')"
    assert repr(star(2)) == "Game('*2')"


# ---- properties (hypothesis): the algebra's laws through the Python API ----

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

leaves = st.one_of(
    st.integers(-3, 3).map(Game),
    st.sampled_from(["*", "^", "v", "1/2", "-1/4", "*2"]).map(Game),
)


def _node(children):
    return st.tuples(st.lists(children, max_size=3), st.lists(children, max_size=3)).map(
        lambda lr: Game.from_options(lr[0], lr[1])
    )


games = st.recursive(leaves, _node, max_leaves=8)


@settings(max_examples=150, deadline=None)
@given(games, games, games)
def test_group_laws(g, h, k):
    assert g + h == h + g
    assert (g + h) + k == g + (h + k)
    assert g - g == 0
    assert -(-g) == g
    assert g + 0 == g


@settings(max_examples=150, deadline=None)
@given(games, games)
def test_order_is_the_outcome_of_the_difference(g, h):
    # G >= H iff Left wins G - H moving second (outcome L or P); G || H iff N.
    d = (g - h).outcome
    assert (g >= h) == (d in "LP")
    assert (g <= h) == (d in "RP")
    assert g.confused_with(h) == (d == "N")
    assert (g == h) == (d == "P")
    assert [g < h, g == h, g > h, g.confused_with(h)].count(True) == 1


@settings(max_examples=100, deadline=None)
@given(games)
def test_notation_and_pickle_round_trip(g):
    assert Game(str(g)) == g
    assert pickle.loads(pickle.dumps(g)) == g


def _wins_moving_first(g, left, memo):
    """Plain game-tree search on the canonical form: can the mover win?"""
    key = (g, left)
    if key not in memo:
        options = g.left_options if left else g.right_options
        memo[key] = any(not _wins_moving_first(o, not left, memo) for o in options)
    return memo[key]


@settings(max_examples=150, deadline=None)
@given(games)
def test_outcome_matches_plain_search(g):
    memo = {}
    left_first, right_first = _wins_moving_first(g, True, memo), _wins_moving_first(g, False, memo)
    cls = "N" if left_first and right_first else "L" if left_first else "R" if right_first else "P"
    assert g.outcome == cls
