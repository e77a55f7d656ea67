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
