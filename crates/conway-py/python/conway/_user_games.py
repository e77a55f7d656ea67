"""Games people define themselves: ``heap_sequence``, the base classes
``ImpartialGame`` and ``PartizanGame``, and the board ``Grid`` of grid
games whose move rule is a function. The searches are the native
``grundy_value``, ``canonical_form``, ``outcome`` and ``winning_moves``
(Rust); this module only adapts methods to the rules those take."""

from operator import methodcaller
from typing import Any, Callable, Dict, Hashable, Iterable, List, Optional, Union

from ._conway import (
    Game,
    Grid,
    HeapSequence,
    Sequence,
    canonical_form,
    grundy_value,
    outcome,
    user_heap_sequence,
    winning_moves,
)

__all__ = [
    "Grid",
    "HeapSequence",
    "ImpartialGame",
    "PartizanGame",
    "canonical_form",
    "grundy_value",
    "heap_sequence",
    "outcome",
    "winning_moves",
]

Moves = Callable[[int], Iterable[Union[int, Iterable[int]]]]


def heap_sequence(
    moves: Union[str, Moves],
    to: int,
    *,
    max_positions: Optional[int] = None,
    timeout: Optional[float] = None,
) -> Union[Sequence, HeapSequence]:
    """The Grundy sequence ``G(0), ..., G(to)`` of a heap game.

    ``moves`` is either a function ``moves(n)`` listing, for each move on a
    heap of ``n`` tokens, the tuple of heaps it leaves (each smaller than
    ``n``; ``()`` when it takes the whole heap) -- take-and-break rules of
    any kind -- giving a :class:`HeapSequence` with the *apparent* period
    and preperiod; or a take-and-break code (``"0.77"``) or game name
    (``"grundy"``), which is :func:`conway.grundy`: much faster, and its
    period certified by the octal periodicity theorem when one applies.

    >>> import conway
    >>> # Dawson's Kayles from its rules: knock down two adjacent pins.
    >>> dawson = lambda n: [(a, n - 2 - a) for a in range(n - 1)]
    >>> s = conway.heap_sequence(dawson, to=200)
    >>> s.period, s.preperiod, s.certified
    (34, 53, False)
    >>> # The same game by its code: the same values, with a proof.
    >>> c = conway.heap_sequence("0.07", to=200)
    >>> c.values == s.values, c.period, c.preperiod, c.certified
    (True, 34, 53, True)
    """
    return user_heap_sequence(moves, to, max_positions=max_positions, timeout=timeout)


def _parts(base: type) -> Callable[[Any], Optional[Iterable[Any]]]:
    """The components rule of a class-based game: ``None`` (no split) for
    positions whose class keeps the default, so that a game whose
    positions are of several classes splits exactly those that say how."""
    default = base.components

    def parts(position: Any) -> Optional[Iterable[Any]]:
        if type(position).components is default:
            return None
        return position.components()

    return parts


def _key(base: type) -> Callable[[Any], Hashable]:
    default = base.key

    def key(position: Any) -> Hashable:
        if type(position).key is default:
            return position
        return position.key()

    return key


class ImpartialGame:
    """Base class for an impartial game written in Python.

    Implement ``options(self)`` (the positions one move away); optionally
    ``components(self)`` (independent parts whose Grundy values are
    xor-ed) and ``key(self)`` (a hashable normal form shared by positions
    of equal value). Positions must be hashable (a frozen dataclass is
    easiest) unless ``key`` is given. The search runs in Rust with a
    transposition table; Python is called only for the rules.

    >>> from dataclasses import dataclass
    >>> import conway
    >>> @dataclass(frozen=True)
    ... class Nim(conway.ImpartialGame):
    ...     heaps: tuple
    ...     def options(self):
    ...         for i, h in enumerate(self.heaps):
    ...             for k in range(h):
    ...                 yield Nim(self.heaps[:i] + (k,) + self.heaps[i + 1:])
    ...     def components(self):
    ...         return [Nim((h,)) for h in self.heaps]
    >>> Nim((3, 5, 7)).grundy_value(), Nim((3, 5, 7)).outcome()
    (1, 'N')
    >>> Nim((3, 5, 7)).winning_moves()  # Bouton: 3 ^ 5 ^ 7 = 1
    [Nim(heaps=(2, 5, 7)), Nim(heaps=(3, 4, 7)), Nim(heaps=(3, 5, 6))]
    """

    def options(self) -> Iterable["ImpartialGame"]:
        """The positions one move away (to be implemented)."""
        raise NotImplementedError(f"{type(self).__name__} must implement options()")

    def components(self) -> Iterable["ImpartialGame"]:
        """Independent parts whose sum this position is (default: itself)."""
        return [self]

    def key(self) -> Hashable:
        """A hashable normal form for the transposition table (default: itself)."""
        return self

    def _rules(self) -> Dict[str, Any]:
        return {"options": methodcaller("options"), "components": _IMPARTIAL_PARTS, "key": _IMPARTIAL_KEY}

    def grundy_value(self, *, max_positions: Optional[int] = None, timeout: Optional[float] = None) -> int:
        """The Grundy value (nimber) of this position."""
        return grundy_value(self, **self._rules(), max_positions=max_positions, timeout=timeout)

    def outcome(self, *, max_positions: Optional[int] = None, timeout: Optional[float] = None) -> str:
        """``"P"`` (the previous player wins) or ``"N"`` (the next player wins)."""
        return outcome(self, **self._rules(), max_positions=max_positions, timeout=timeout)

    def winning_moves(
        self, *, max_positions: Optional[int] = None, timeout: Optional[float] = None
    ) -> List["ImpartialGame"]:
        """The options of value 0, in the order ``options()`` lists them."""
        return winning_moves(self, **self._rules(), max_positions=max_positions, timeout=timeout)


class PartizanGame:
    """Base class for a partizan game written in Python.

    Implement ``left_options(self)`` and ``right_options(self)``;
    optionally ``components(self)`` (independent parts whose values are
    summed) and ``key(self)``, as for :class:`ImpartialGame`.

    >>> from dataclasses import dataclass
    >>> import conway
    >>> @dataclass(frozen=True)
    ... class Strip(conway.PartizanGame):
    ...     # A row of cells: Left takes one cell from an end, Right two.
    ...     n: int
    ...     def left_options(self):
    ...         return [Strip(self.n - 1)] if self.n >= 1 else []
    ...     def right_options(self):
    ...         return [Strip(self.n - 2)] if self.n >= 2 else []
    >>> print(Strip(2).canonical_form(), Strip(2).outcome(), Strip(3).outcome())
    {1|0} N P
    >>> Strip(2).winning_moves("right")
    [Strip(n=0)]
    """

    def left_options(self) -> Iterable["PartizanGame"]:
        """The positions Left can move to (to be implemented)."""
        raise NotImplementedError(f"{type(self).__name__} must implement left_options()")

    def right_options(self) -> Iterable["PartizanGame"]:
        """The positions Right can move to (to be implemented)."""
        raise NotImplementedError(f"{type(self).__name__} must implement right_options()")

    def components(self) -> Iterable["PartizanGame"]:
        """Independent parts whose sum this position is (default: itself)."""
        return [self]

    def key(self) -> Hashable:
        """A hashable normal form for the transposition table (default: itself)."""
        return self

    def _rules(self) -> Dict[str, Any]:
        return {
            "left": methodcaller("left_options"),
            "right": methodcaller("right_options"),
            "components": _PARTIZAN_PARTS,
            "key": _PARTIZAN_KEY,
        }

    def canonical_form(self, *, max_positions: Optional[int] = None, timeout: Optional[float] = None) -> Game:
        """The canonical form of this position, a :class:`conway.Game`."""
        return canonical_form(self, **self._rules(), max_positions=max_positions, timeout=timeout)

    def outcome(self, *, max_positions: Optional[int] = None, timeout: Optional[float] = None) -> str:
        """The outcome class: ``"L"``, ``"R"``, ``"N"`` or ``"P"``."""
        return outcome(self, **self._rules(), max_positions=max_positions, timeout=timeout)

    def winning_moves(
        self, player: str = "left", *, max_positions: Optional[int] = None, timeout: Optional[float] = None
    ) -> List["PartizanGame"]:
        """The options of ``player`` (``"left"`` or ``"right"``) that win moving first."""
        return winning_moves(self, **self._rules(), player=player, max_positions=max_positions, timeout=timeout)


_IMPARTIAL_PARTS = _parts(ImpartialGame)
_IMPARTIAL_KEY = _key(ImpartialGame)
_PARTIZAN_PARTS = _parts(PartizanGame)
_PARTIZAN_KEY = _key(PartizanGame)
