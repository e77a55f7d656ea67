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
"""

from . import _conway
from ._conway import Game, Stopped, star, up

__all__ = ["Game", "Stopped", "star", "up"]
