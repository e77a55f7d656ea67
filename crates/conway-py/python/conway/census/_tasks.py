"""What the workers run: one function per kind of task, each a thin call
into the Rust library (``conway._conway._census_*``) that returns what the
client writes. Module-level functions, so that Dask sends them by name."""

import pathlib
import re
import time
from typing import Any, Callable, Dict, List, Optional, Set, Tuple

from .. import _conway

#: The region database parts this worker process has put into its solver.
_loaded: Set[str] = set()

#: A part of a region database, as the client names it.
PART_NAME = re.compile(r"(?P<game>[a-z]+)-(?P<cells>\d+)-(?P<part>\d+)of(?P<parts>\d+)\.rdb")


def octal_stage(code: str, to: int, checkpoint: Optional[bytes], seconds: float) -> Tuple[Dict[str, Any], Optional[bytes], float]:
    """Pushes the sequence of ``code`` on for at most ``seconds``: the row,
    the checkpoint to go on from (None once the code is finished) and the
    time taken."""
    start = time.perf_counter()
    row, saved = _conway._census_sequence(code, to, checkpoint=checkpoint, timeout=seconds)
    return row, saved, time.perf_counter() - start


def misere_quotient(code: str, heaps: int, max_size: int, seconds: float) -> Dict[str, Any]:
    """The misère quotient row of ``code`` for heaps up to ``heaps``."""
    start = time.perf_counter()
    row = _conway._census_quotient(code, heaps, max_size=max_size, timeout=seconds)
    row["seconds"] = time.perf_counter() - start
    return row


def preload_parts(folder: Optional[str], game: str, below: int) -> int:
    """Puts the parts of the ``game`` database with fewer than ``below``
    cells found in ``folder`` into this process's solver (once each); a
    folder the worker cannot see (no shared file system) is skipped, and
    those regions are then valued by the search instead. Returns the
    number of entries loaded now."""
    if folder is None:
        return 0
    path = pathlib.Path(folder)
    loaded = 0
    for part in sorted(path.glob(f"{game}-*.rdb")) if path.is_dir() else []:
        m = PART_NAME.fullmatch(part.name)
        if m is None or part.name in _loaded or int(m["cells"]) >= below:
            continue
        loaded += _conway.RegionDatabase(str(part)).preload()
        _loaded.add(part.name)
    return loaded


def region_part(game: str, cells: int, part: int, parts: int, folder: Optional[str]) -> Tuple[Dict[str, List[Any]], bytes, float]:
    """The rows (as columns) of one part of the regions of ``cells`` cells
    and the part as a database file's bytes, after loading the finished
    parts of regions small enough to be their options' regions."""
    start = time.perf_counter()
    preload_parts(folder, game, cells - 1)
    columns, data = _conway._census_regions(game, cells, part, parts)
    return columns, data, time.perf_counter() - start


def user_call(function: Callable[[Any], Any], item: Any) -> List[Dict[str, Any]]:
    """A user's function on one item, its result made rows: a dict is one
    row, a list of dicts several, anything else the row ``{"value": it}``."""
    result = function(item)
    if isinstance(result, dict):
        return [result]
    if isinstance(result, list) and all(isinstance(r, dict) for r in result):
        return result
    return [{"value": result}]
