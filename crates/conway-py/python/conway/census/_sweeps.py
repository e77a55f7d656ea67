"""The sweeps: what tasks each makes, what rows each result gives, and what
is left to do when a result comes back (a code continued from its
checkpoint, a region database merged at the end)."""

import itertools
from fractions import Fraction
import json
import math
import pathlib
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, List, Optional, Sequence, Tuple

import pyarrow as pa

from .. import _conway
from . import _tasks
from ._store import Store, write_atomically


@dataclass
class Task:
    """One unit of work: ``function(*args)`` on a worker. ``key`` names it
    in the dataset (column ``task``); ``level`` orders tasks that need
    others first (see ``Sweep.gap``)."""

    key: str
    function: Callable[..., Any]
    args: Tuple[Any, ...]
    level: int = 0


class Sweep:
    """A named sweep: its parameters (kept in ``census.json``), the schema of
    its rows, its tasks, and what each result turns into."""

    name = ""
    #: A task of level ``n`` starts once every task of level ``n - gap`` or
    #: less is finished (None: tasks start in any order).
    gap: Optional[int] = None

    def params(self) -> Dict[str, Any]:
        raise NotImplementedError

    def schema(self) -> Optional[pa.Schema]:
        return None

    def tasks(self, store: Store) -> List[Task]:
        raise NotImplementedError

    def result(self, task: Task, value: Any, store: Store) -> Tuple[Any, List[Task]]:
        """The rows of a finished task (a list of dicts, or columns: see
        ``Store.add``; None while it goes on) and the tasks that follow
        from it."""
        raise NotImplementedError

    def finish(self, store: Store) -> Dict[str, Any]:
        """What a whole finished sweep adds up to (after every task)."""
        return {}


def octal_codes(digits: int, *, hexadecimal: bool = False) -> List[str]:
    """Every take-and-break code ``0.d1...dk`` of 1 to ``digits`` digits
    with a non-zero last digit (a code ending in 0 is the shorter code),
    octal digits or, with ``hexadecimal``, hexadecimal ones.

    >>> from conway.census import octal_codes
    >>> len(octal_codes(2)), octal_codes(1)[:3]
    (63, ['0.1', '0.2', '0.3'])
    >>> len(octal_codes(3)), len(octal_codes(1, hexadecimal=True))
    (511, 15)
    """
    alphabet = "0123456789abcdef" if hexadecimal else "01234567"
    codes = []
    for k in range(1, digits + 1):
        for ds in itertools.product(alphabet, repeat=k):
            if ds[-1] != "0":
                codes.append("0." + "".join(ds))
    return codes


def _columns(*pairs: Tuple[str, pa.DataType]) -> pa.Schema:
    return pa.schema([("task", pa.string())] + list(pairs))


@dataclass
class Octal(Sweep):
    """Grundy sequences of take-and-break codes pushed until their period is
    certified or heap ``to`` is reached, each in stages of at most
    ``task_seconds`` continued from a checkpoint."""

    digits: int = 2
    to: int = 1 << 16
    hexadecimal: bool = False
    codes: Optional[Sequence[str]] = None
    task_seconds: float = 60.0
    name = "octal"

    def params(self):
        return {
            "digits": self.digits,
            "to": self.to,
            "hexadecimal": self.hexadecimal,
            "codes": list(self.codes) if self.codes is not None else None,
        }

    def schema(self):
        i = pa.int64()
        return _columns(
            ("game", pa.string()), ("computed", i), ("certified", pa.bool_()), ("period", i),
            ("preperiod", i), ("saltus", i), ("largest", i), ("largest_at", i),
            ("rare_mask", i), ("rare", i), ("common", i), ("stages", i), ("seconds", pa.float64()),
        )

    def _all_codes(self) -> List[str]:
        if self.codes is not None:
            return list(self.codes)
        return octal_codes(self.digits, hexadecimal=self.hexadecimal)

    def _state(self, store: Store, code: str) -> Tuple[pathlib.Path, pathlib.Path]:
        safe = code.replace("/", "_")
        return store.checkpoints / f"{safe}.ckpt", store.checkpoints / f"{safe}.json"

    def _stage(self, store: Store, code: str, checkpoint: Optional[bytes]) -> Task:
        return Task(code, _tasks.octal_stage, (code, self.to, checkpoint, self.task_seconds))

    def tasks(self, store):
        out = []
        for code in self._all_codes():
            saved, _ = self._state(store, code)
            out.append(self._stage(store, code, saved.read_bytes() if saved.exists() else None))
        return out

    def result(self, task, value, store):
        row, checkpoint, seconds = value
        saved, progress = self._state(store, task.key)
        so_far = json.loads(progress.read_text()) if progress.exists() else {"stages": 0, "seconds": 0.0}
        so_far = {"stages": so_far["stages"] + 1, "seconds": so_far["seconds"] + seconds}
        if checkpoint is not None:
            write_atomically(saved, checkpoint)
            write_atomically(progress, json.dumps(so_far).encode())
            return None, [self._stage(store, task.key, checkpoint)]
        for done_with in (saved, progress):
            done_with.unlink(missing_ok=True)
        row = {k: v for k, v in row.items() if k not in ("finished", "stopped_by")}
        return [dict(row, **so_far)], []


@dataclass
class Misere(Sweep):
    """Misère quotients of take-and-break codes for heaps up to ``heaps``."""

    digits: int = 2
    heaps: int = 20
    max_size: int = 2048
    codes: Optional[Sequence[str]] = None
    task_seconds: float = 60.0
    name = "misere"

    def params(self):
        return {
            "digits": self.digits,
            "heaps": self.heaps,
            "max_size": self.max_size,
            "codes": list(self.codes) if self.codes is not None else None,
            "task_seconds": self.task_seconds,
        }

    def schema(self):
        i = pa.int64()
        return _columns(
            ("game", pa.string()), ("heaps", i), ("status", pa.string()), ("size", i),
            ("p_portion", i), ("generators", i), ("last_generator_heap", i), ("failed_at", i),
            ("stabilised", pa.bool_()), ("seconds", pa.float64()),
        )

    def tasks(self, store):
        codes = self.codes if self.codes is not None else octal_codes(self.digits)
        return [Task(c, _tasks.misere_quotient, (c, self.heaps, self.max_size, self.task_seconds)) for c in codes]

    def result(self, task, value, store):
        last = value.get("last_generator_heap")
        # No new generator in the second half of the heaps: the quotient has
        # not changed since (the sweep's test of stability, not a proof).
        value["stabilised"] = value["status"] == "finite" and (last is None or 2 * last <= self.heaps)
        return [value], []


#: Free polyominoes of 1, 2, ... cells (OEIS A000105), to size the parts of
#: a region sweep before listing them (the sweep counts them itself).
FREE_POLYOMINOES = [
    1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655, 17073, 63600, 238591, 901971, 3426576,
    13079255, 50107909, 192622052, 742624232, 2870671950, 11123060678, 43191857688,
]


@dataclass
class Regions(Sweep):
    """The endgame database of ``game`` (``domineering`` or ``cram``): every
    region of 1 to ``cells`` cells with its value, about ``per_task``
    regions a task; the parts are merged into ``out/<game>-<cells>.rdb``."""

    game: str = "domineering"
    cells: int = 10
    per_task: int = 100_000
    gap = 2

    def __post_init__(self):
        if self.game not in ("domineering", "cram"):
            raise ValueError(f"no region database for {self.game!r}: domineering or cram")
        self.name = f"{self.game}-db"

    def params(self):
        return {"game": self.game, "cells": self.cells, "per_task": self.per_task}

    def schema(self):
        extra = [("nim", pa.int64())] if self.game == "cram" else []
        return _columns(
            ("board", pa.string()), ("cells", pa.int64()), ("value", pa.string()),
            *extra, ("temperature", pa.string()), ("mean", pa.string()),
        )

    def parts(self, cells: int) -> int:
        count = FREE_POLYOMINOES[cells - 1] if cells <= len(FREE_POLYOMINOES) else FREE_POLYOMINOES[-1] * 4 ** (cells - len(FREE_POLYOMINOES))
        return max(1, math.ceil(count / self.per_task))

    def part_file(self, store: Store, cells: int, part: int, parts: int) -> pathlib.Path:
        return store.regions / f"{self.game}-{cells:02d}-{part:05d}of{parts:05d}.rdb"

    def tasks(self, store):
        out = []
        for n in range(1, self.cells + 1):
            parts = self.parts(n)
            for p in range(parts):
                args = (self.game, n, p, parts, str(store.regions))
                out.append(Task(f"{n}:{p}/{parts}", _tasks.region_part, args, level=n))
        return out

    def result(self, task, value, store):
        columns, data, _seconds = value
        _game, n, p, parts, _folder = task.args
        write_atomically(self.part_file(store, n, p, parts), data)
        return columns, []

    def finish(self, store):
        whole = store.out / f"{self.game}-{self.cells}.rdb"
        if whole.exists():
            db = _conway.RegionDatabase(str(whole))
        else:
            parts = sorted(str(p) for p in store.regions.glob(f"{self.game}-*.rdb"))
            db = _conway.RegionDatabase.merge(parts)
            temp = whole.with_name(f".{whole.name}.tmp")
            db.write(str(temp))
            temp.replace(whole)
        summary = {"database": str(whole), "regions": len(db), "counts_by_cells": db.counts_by_cells}
        return dict(summary, **self.statistics(store))

    def statistics(self, store: Store) -> Dict[str, Any]:
        """The hottest temperature and how many regions have it, the
        number of distinct values, and (Cram) the largest nim value."""
        import pyarrow.compute as pc

        table = store.read().select(["value", "temperature"] + (["nim"] if self.game == "cram" else []))
        temperatures = pc.value_counts(table.column("temperature")).to_pylist()
        hottest = max(temperatures, key=lambda t: Fraction(t["values"]))
        stats = {
            "hottest": hottest["values"],
            "hottest_regions": hottest["counts"],
            "distinct_values": len(pc.unique(table.column("value"))),
        }
        if self.game == "cram":
            stats["largest_nim"] = pc.max(table.column("nim")).as_py()
        return stats


@dataclass
class UserSweep(Sweep):
    """A user's function over a list of items: each item one task, named by
    ``key(item)`` (``repr`` by default)."""

    function: Callable[[Any], Any] = print
    items: Sequence[Any] = field(default_factory=list)
    key: Callable[[Any], str] = repr
    columns: Optional[pa.Schema] = None
    name = "user"

    def params(self):
        qualname = getattr(self.function, "__qualname__", repr(self.function))
        return {"function": f"{getattr(self.function, '__module__', '?')}.{qualname}"}

    def schema(self):
        if self.columns is None:
            return None
        return self.columns if "task" in self.columns.names else self.columns.insert(0, pa.field("task", pa.string()))

    def tasks(self, store):
        keys = [self.key(item) for item in self.items]
        if len(set(keys)) != len(keys):
            raise ValueError("two items have the same key: pass key= that tells them apart")
        return [Task(k, _tasks.user_call, (self.function, item)) for k, item in zip(keys, self.items)]

    def result(self, task, value, store):
        return value, []
