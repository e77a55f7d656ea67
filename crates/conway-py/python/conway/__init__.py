"""conway: combinatorial game theory in Python, on the conway engine (Rust).

Exact values of two-player games of perfect information under normal play:
canonical forms, outcomes, stops, thermographs, Grundy values and sequences,
and the built-in rulesets of the ``conway`` command.

>>> import conway
>>> g = conway.Game("{3||2*|1*}")
>>> print(g, g.outcome, g.mean)
{3||2*|1*} L 9/4
>>> conway.star(3) + conway.star(5) == conway.star(6)
True
>>> conway.__version__.count(".")
2
"""

from . import _conway
from ._conway import __version__
from ._conway import Game, LoopyGame, Position, Sequence, Stopped, Thermograph, grundy, limits, rulesets, solve_graph, star, up
from ._rulesets import CLASSES as _CLASSES, position
from ._user_games import *  # noqa: F401,F403 (games people define themselves)
from ._user_games import __all__ as _user_games_all

globals().update({cls.__name__: cls for cls in _CLASSES.values()})

__all__ = ["Game", "LoopyGame", "Position", "Sequence", "Stopped", "Thermograph", "grundy", "limits", "position", "rulesets", "solve_graph", "star", "up"] + sorted(
    cls.__name__ for cls in _CLASSES.values()
) + _user_games_all

# The outcome search of sums too big for canonical forms.
from ._conway import OutcomeResult, outcome_search  # noqa: E402

__all__ += ["OutcomeResult", "outcome_search"]

# Misère play: misère simplest forms and misère quotients of heap games.
from ._conway import MisereGame, Quotient, quotient  # noqa: E402

__all__ += ["MisereGame", "Quotient", "quotient"]

# Endgame databases of Domineering and Cram regions (``conway.census`` builds them).
from ._conway import RegionDatabase  # noqa: E402

__all__ += ["RegionDatabase"]

# A game against the engine (the library's play session).
from ._conway import Session, play  # noqa: E402

__all__ += ["Session", "play"]

# Ordinals, surreal numbers and transfinite nimbers (ONAG, ch. 1, 3 and 6).
from ._conway import Ordinal, Surreal, TransfiniteNimber, omega  # noqa: E402

__all__ += ["Ordinal", "Surreal", "TransfiniteNimber", "omega"]


def __getattr__(name):
    """A missing name says which public one was probably meant
    (``conway.Domineerin``: "did you mean 'Domineering'?")."""
    import difflib

    near = difflib.get_close_matches(name, __all__, n=1)
    hint = f"; did you mean {near[0]!r}?" if near else ""
    raise AttributeError(f"module 'conway' has no attribute {name!r}{hint}")
