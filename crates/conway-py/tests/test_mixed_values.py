"""Operators between the package's value types (issue 27, point 2): every
binary operator and comparison between Game, LoopyGame and MisereGame (and
the ints and Fractions they take) gives the right value (a short game is a
loopy game) or raises TypeError naming both types; never None."""

import operator
from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

from conway import Game, LoopyGame, MisereGame

ARITHMETIC = {"+": operator.add, "-": operator.sub}
ORDER = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}
EQUALITY = {"==": operator.eq, "!=": operator.ne}
# Operators no value type defines: always a TypeError naming both types.
UNDEFINED = {
    "*": operator.mul, "/": operator.truediv, "//": operator.floordiv,
    "%": operator.mod, "**": operator.pow, "@": operator.matmul,
    "&": operator.and_, "|": operator.or_, "^": operator.xor,
    "<<": operator.lshift, ">>": operator.rshift,
}
OPERATORS = {**ARITHMETIC, **ORDER, **EQUALITY, **UNDEFINED}

short_games = st.recursive(
    st.one_of(
        st.integers(-2, 2).map(Game),
        st.sampled_from(["*", "^", "v", "1/2", "*2", "{1|-1}"]).map(Game),
    ),
    lambda inner: st.tuples(st.lists(inner, max_size=2), st.lists(inner, max_size=2)).map(
        lambda lr: Game.from_options(lr[0], lr[1])
    ),
    max_leaves=5,
)
# Stoppers (some of them short games written as loopy ones) and games
# known only by their sides.
loopy_games = st.sampled_from([
    "on", "off", "over", "under", "upon", "0", "1", "*", "^", "-1/2",
    "{pass|3/2}", "{0||0|0,pass}", "{1|over}", "{pass|*,1}", "dud", "tis",
    "over & v",
]).map(LoopyGame)
misere_games = st.recursive(
    st.integers(0, 3).map(MisereGame),
    lambda inner: st.lists(inner, max_size=3).map(MisereGame.from_options),
    max_leaves=6,
)
ints = st.integers(-3, 3)
fractions = st.sampled_from([Fraction(1, 2), Fraction(-3, 4), Fraction(5, 8)])

VALUES = {
    "Game": short_games, "LoopyGame": loopy_games, "MisereGame": misere_games,
    "int": ints, "Fraction": fractions,
}
OURS = ("Game", "LoopyGame", "MisereGame")
PAIRS = [(a, b) for a in VALUES for b in VALUES if a in OURS or b in OURS]


def operands():
    return st.sampled_from(PAIRS).flatmap(
        lambda pair: st.tuples(VALUES[pair[0]], VALUES[pair[1]])
    )


def raises_naming_both(op, a, b):
    with pytest.raises(TypeError) as error:
        op(a, b)
    message = str(error.value)
    for value in (a, b):
        name = type(value).__name__
        if isinstance(value, Fraction) and op is operator.pow:
            name = "float"  # Fraction's own ** turns it into a float first
        # Python writes 'conway.Game', conway's own messages 'Game'.
        assert name + "'" in message, message


def is_normal(x):
    return isinstance(x, (Game, LoopyGame))


def as_short(x):
    """The short Game a value is, or None (loopy values that are not)."""
    if isinstance(x, LoopyGame):
        return x.to_game() if x.is_stopper else None
    return Game(x)


@settings(max_examples=400, deadline=None)
@given(operands(), st.sampled_from(sorted(OPERATORS)))
def test_every_operator_between_every_pair_of_types(pair, symbol):
    a, b = pair
    op = OPERATORS[symbol]
    if symbol in UNDEFINED:
        raises_naming_both(op, a, b)
    elif isinstance(a, MisereGame) or isinstance(b, MisereGame):
        check_misere(op, symbol, a, b)
    else:
        check_normal_play(op, symbol, a, b)


def as_misere(x):
    """The misère game a value is (an int is a nim heap), or None."""
    if isinstance(x, MisereGame) or (type(x) is int and x >= 0):
        return MisereGame(x)
    return None


def check_misere(op, symbol, a, b):
    other = b if isinstance(a, MisereGame) else a
    misere_a, misere_b = as_misere(a), as_misere(b)
    if symbol in EQUALITY:
        # A normal-play value, a Fraction or a negative int is never a
        # misère game.
        same = misere_b is not None and misere_a is not None and misere_a == misere_b
        assert op(a, b) is (same if symbol == "==" else not same)
    elif symbol == "+" and misere_a is not None and misere_b is not None:
        total = op(a, b)
        # An int is a nim heap; the sum is the sum of the forms, either way round.
        assert type(total) is MisereGame
        assert total == misere_a + misere_b == b + a
    else:
        # Misère games are not subtracted nor ordered, nor mixed with
        # normal-play values, Fractions or negative ints.
        raises_naming_both(op, a, b)
        if is_normal(other):
            with pytest.raises(TypeError, match="misère"):
                op(a, b)


def check_normal_play(op, symbol, a, b):
    result = op(a, b)
    loopy = isinstance(a, LoopyGame) or isinstance(b, LoopyGame)
    # As loopy games (a short game is one) the answer is the same.
    as_loopy = op(LoopyGame(a), LoopyGame(b))
    if symbol in ARITHMETIC:
        assert type(result) is (LoopyGame if loopy else Game)
        assert LoopyGame(result) == as_loopy
    else:
        assert result is as_loopy
    # Where both are short, the answer is the short games' own.
    short_a, short_b = as_short(a), as_short(b)
    if short_a is not None and short_b is not None:
        expected = op(short_a, short_b)
        if symbol in ARITHMETIC:
            assert as_short(LoopyGame(result)) == expected
        else:
            assert result is expected


def test_the_issues_sums():
    # `conway value 'over + *'` prints over: * is absorbed by over's side.
    over, on = LoopyGame("over"), LoopyGame("on")
    assert Game("*") + over == over + Game("*") == LoopyGame("over + *")
    assert type(Game("*") + over) is LoopyGame
    assert Game("^") + on == on + Game("^") == on
    assert Game("*") - over == LoopyGame("*") - over == -(over - Game("*"))
    assert Game(1) > over and over > Game(0) and Game(0) < over
    with pytest.raises(TypeError, match="'MisereGame' and 'Game'"):
        MisereGame("*[2]") + Game("*")
    with pytest.raises(TypeError, match="'MisereGame' and 'Game'"):
        Game("*") + MisereGame("*[2]")
    with pytest.raises(TypeError, match="'MisereGame' and 'LoopyGame'"):
        LoopyGame("over") - MisereGame(1)
    with pytest.raises(TypeError, match="'MisereGame' and 'Game'"):
        Game(0) < MisereGame(0)
    assert MisereGame(0) != Game(0) and not (Game(0) == MisereGame(0))
