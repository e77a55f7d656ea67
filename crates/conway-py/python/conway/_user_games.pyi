from typing import Any, Callable, Hashable, Iterable, List, Literal, Optional, TypeVar, Union, overload

from . import Game, Sequence

P = TypeVar("P")
Player = Literal["left", "right", "l", "r"]
OutcomeClass = Literal["L", "R", "N", "P"]
Rule = Callable[[P], Iterable[P]]
Parts = Callable[[P], Optional[Iterable[P]]]
Moves = Callable[[int], Iterable[Union[int, Iterable[int]]]]

def grundy_value(
    position: P,
    options: Rule[P],
    components: Optional[Parts[P]] = None,
    key: Optional[Callable[[P], Hashable]] = None,
    *,
    max_positions: Optional[int] = None,
    timeout: Optional[float] = None,
) -> int: ...
def canonical_form(
    position: P,
    left: Rule[P],
    right: Rule[P],
    components: Optional[Parts[P]] = None,
    key: Optional[Callable[[P], Hashable]] = None,
    *,
    max_positions: Optional[int] = None,
    timeout: Optional[float] = None,
) -> Game: ...
def outcome(
    position: P,
    options: Optional[Rule[P]] = None,
    left: Optional[Rule[P]] = None,
    right: Optional[Rule[P]] = None,
    components: Optional[Parts[P]] = None,
    key: Optional[Callable[[P], Hashable]] = None,
    *,
    max_positions: Optional[int] = None,
    timeout: Optional[float] = None,
) -> OutcomeClass: ...
def winning_moves(
    position: P,
    options: Optional[Rule[P]] = None,
    left: Optional[Rule[P]] = None,
    right: Optional[Rule[P]] = None,
    player: Player = "left",
    components: Optional[Parts[P]] = None,
    key: Optional[Callable[[P], Hashable]] = None,
    *,
    max_positions: Optional[int] = None,
    timeout: Optional[float] = None,
) -> List[P]: ...

class HeapSequence:
    """G(0..=to) of a heap game given by a move function, with its apparent period."""

    @property
    def values(self) -> List[int]: ...
    @property
    def period(self) -> Optional[int]: ...
    @property
    def preperiod(self) -> Optional[int]: ...
    @property
    def saltus(self) -> Optional[int]: ...
    @property
    def certified(self) -> bool: ...
    @property
    def certificate(self) -> None: ...
    def __len__(self) -> int: ...
    @overload
    def __getitem__(self, index: int) -> int: ...
    @overload
    def __getitem__(self, index: slice) -> List[int]: ...

@overload
def heap_sequence(
    moves: str, to: int, *, max_positions: Optional[int] = None, timeout: Optional[float] = None
) -> Sequence: ...
@overload
def heap_sequence(
    moves: Moves, to: int, *, max_positions: Optional[int] = None, timeout: Optional[float] = None
) -> HeapSequence: ...

class ImpartialGame:
    """Subclass and implement ``options``; optionally ``components`` and ``key``."""

    def options(self) -> Iterable[Any]: ...
    def components(self) -> Optional[Iterable[Any]]: ...
    def key(self) -> Hashable: ...
    def grundy_value(self, *, max_positions: Optional[int] = None, timeout: Optional[float] = None) -> int: ...
    def outcome(self, *, max_positions: Optional[int] = None, timeout: Optional[float] = None) -> OutcomeClass: ...
    def winning_moves(self, *, max_positions: Optional[int] = None, timeout: Optional[float] = None) -> List[Any]: ...

class PartizanGame:
    """Subclass and implement ``left_options`` and ``right_options``; optionally ``components`` and ``key``."""

    def left_options(self) -> Iterable[Any]: ...
    def right_options(self) -> Iterable[Any]: ...
    def components(self) -> Optional[Iterable[Any]]: ...
    def key(self) -> Hashable: ...
    def canonical_form(self, *, max_positions: Optional[int] = None, timeout: Optional[float] = None) -> Game: ...
    def outcome(self, *, max_positions: Optional[int] = None, timeout: Optional[float] = None) -> OutcomeClass: ...
    def winning_moves(
        self, player: Player = "left", *, max_positions: Optional[int] = None, timeout: Optional[float] = None
    ) -> List[Any]: ...
