"""conway.LoopyGame: loopy values from Python, checked against the
literature (Winning Ways ch. 11; CGSuite's printed forms) and against the
laws of the algebra."""

import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from conway import Game, LoopyGame

# Stoppers written in CGSuite's notation, short parts included.
STOPPERS = [
    "on", "off", "over", "under", "upon", "0", "1", "*", "^", "-1/2",
    "{pass|3/2}", "{-1/4+*|pass}", "{0||0|0,pass}", "a{0||||0|||a|*||*}",
    "{1|over}", "{over|under}", "{on|0}", "{0|off}", "{pass|*,1}",
]


def test_constants_print_as_cgsuite_prints_them():
    for text, shown in [
        ("{pass|}", "on"),
        ("{|pass}", "off"),
        ("{0|pass}", "over"),
        ("{pass|3/2}", "3/2under"),
        ("{-1/4+*|pass}", "-1/4v[on]"),
        ("{0||0|0,pass}", "^<on>"),
        ("{pass|pass}", "dud"),
        ("over & v", "over & v"),
    ]:
        assert str(LoopyGame(text)) == shown, text
    assert repr(LoopyGame("over")) == "LoopyGame('over')"


def test_relations_from_winning_ways():
    over, on, off, dud = (LoopyGame(x) for x in ["over", "on", "off", "dud"])
    # 0 < over < every positive number; on + off = dud, confused with 0.
    assert over > 0 and over < Fraction(1, 1024) and not over > Fraction(1, 1024)
    # (A number becomes a graph with a vertex per integer below it, so the
    # comparison takes time in proportion: 10**4 is immediate, 10**6 takes
    # seconds.)
    assert on > 10**4 and off < -(10**4)
    assert str(on + off) == "dud" and dud.confused_with(0)
    assert on + Game("{3|-7}") == on
    assert LoopyGame("tis").sides == (LoopyGame(1), LoopyGame(0))
    assert LoopyGame("tisn").outcome == "R/D"
    assert dud.outcome == "D" and not dud.is_stopper
    assert LoopyGame("{1|0}").to_game() == Game("{1|0}")
    assert LoopyGame("on").to_game() is None


def test_bad_input_names_the_place():
    with pytest.raises(ValueError, match="column 8"):
        LoopyGame("{0|pass")
    with pytest.raises(ValueError, match="column 1"):
        LoopyGame("0 & over")
    with pytest.raises(TypeError):
        LoopyGame(1.5)


def test_pickles_as_its_notation():
    g = LoopyGame("a{0||||0|||a|*||*}")
    assert pickle.loads(pickle.dumps(g)) == g


stoppers = st.sampled_from(STOPPERS).map(LoopyGame)


@settings(max_examples=150, deadline=None)
@given(stoppers, stoppers, stoppers)
def test_sums_commute_and_associate(g, h, k):
    assert g + h == h + g
    assert (g + h) + k == g + (h + k)


@settings(max_examples=150, deadline=None)
@given(stoppers, stoppers)
def test_order_agrees_with_the_difference(g, h):
    # G - G is 0 for stoppers by outcome (the second player wins, or a
    # draw when the sum is not a stopper); G >= H exactly when G - H >= 0.
    assert g >= g and g <= g and g == g
    zero = g - g
    if zero.is_stopper:
        # The second player mirrors, and play cannot go on for ever.
        assert zero.outcome == "P" and zero == 0
    if (g - h).is_stopper:
        assert (g >= h) == (g - h >= 0)
    assert str(LoopyGame(str(g))) == str(g)
