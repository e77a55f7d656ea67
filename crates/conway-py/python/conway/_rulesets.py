"""One class per built-in ruleset (``conway.Domineering``, ...), made from
the engine's list of rulesets, and ``conway.position(name, text)``."""

from typing import Dict, Type

from ._conway import Position, rulesets as _ruleset_table

#: The class of each ruleset, by its name.
CLASSES: Dict[str, Type[Position]] = {}


def _class_name(name: str) -> str:
    return "".join(part.capitalize() for part in name.split("-"))


def _make_class(name: str, kind: str, summary: str, syntax: str, example: str) -> Type[Position]:
    def __new__(cls, position: str):
        return Position.__new__(cls, name, position)

    doc = f"""{summary}

A position of the {kind} ruleset ``{name}`` (a :class:`conway.Position`).

Position syntax: {syntax}

Example position: ``{example}``
"""
    cls = type(_class_name(name), (Position,), {"__new__": __new__, "__doc__": doc, "__module__": "conway"})
    return cls


for _row in _ruleset_table():
    CLASSES[_row[0]] = _make_class(*_row)


def position(ruleset: str, text: str) -> Position:
    """The position ``text`` of the built-in ruleset called ``ruleset``.

    >>> import conway
    >>> p = conway.position("clobber", "xox|oxo")
    >>> p, p.outcome()
    (Clobber('xox|oxo'), 'P')
    """
    cls = CLASSES.get(ruleset)
    if cls is None:
        return Position(ruleset, text)  # raises ValueError listing the names
    return cls(text)
