"""Research sweeps on a Dask cluster: censuses of heap games and misère
quotients, endgame databases of Domineering and Cram, and sweeps of your
own, written as they finish into a Parquet dataset, and resumable.

Four named sweeps (``run``) and any function (``sweep``):

* ``octal``: every take-and-break code of up to ``digits`` digits (or the
  ``codes`` given; ``hexadecimal=True`` for hexadecimal digits), its Grundy
  sequence pushed until the periodicity theorem certifies its period or
  heap ``to`` is reached, in stages of at most ``task_seconds`` each
  continued from a checkpoint. A row per code: ``period``, ``preperiod``,
  ``saltus``, ``certified``, ``largest`` (and ``largest_at``), the rare and
  common counts of the rare/common method (``rare_mask``, ``rare``,
  ``common``) and ``computed``, the number of values computed.
* ``misere``: the misère quotient of every code of up to ``digits`` digits
  for heaps up to ``heaps``: ``status`` (``finite``, or why none was found:
  ``too_large`` past ``max_size`` elements, ``unchecked``, ``refuted``,
  ``timeout``), ``size``, ``p_portion`` (its size), ``generators``,
  ``last_generator_heap`` and ``stabilised`` (no new generator in the
  second half of the heaps).
* ``domineering-db`` and ``cram-db``: every connected region of 1 to
  ``cells`` cells, once per shape up to turning and reflecting, with its
  canonical value (Cram: nim value), temperature and mean; the regions of
  each size in parts of about ``per_task``, and the parts merged at the end
  into ``out/<game>-<cells>.rdb``, the library's database file
  (``conway.RegionDatabase`` reads it and hands it to the solver).

The results go to ``out/rows/``, a Parquet dataset that pyarrow, pandas
(``pandas.read_parquet(out + "/rows")``) and polars read; ``read(out)``
gives it as a ``pyarrow.Table``. Running the same sweep into the same
directory again skips the tasks already there; a worker that dies has its
task run again elsewhere; a client killed mid-run loses no row it wrote
(rows are written within two seconds of arriving, each file whole).

From the command line: ``python -m conway.census octal --digits 3 --to
65536 --out census-octal`` (``--help`` for every sweep and option).

>>> import conway.census, tempfile
>>> out = tempfile.mkdtemp()
>>> done = conway.census.run("octal", out, codes=["0.77", "0.07"], to=500, workers=1, progress=False)
>>> done.finished, done.failed
(2, [])
>>> rows = {r["game"]: r for r in done.table().to_pylist()}
>>> rows["0.77"]["period"], rows["0.77"]["preperiod"], rows["0.77"]["certified"]
(12, 71, True)
>>> conway.census.run("octal", out, codes=["0.77", "0.07"], to=500, workers=1, progress=False).skipped
2
"""

import os
from typing import Any, Callable, Dict, Optional, Sequence

from ._runner import Census, execute
from ._store import ParametersDiffer, Store
from ._sweeps import Misere, Octal, Regions, UserSweep, octal_codes

__all__ = ["Census", "ParametersDiffer", "SWEEPS", "octal_codes", "read", "run", "sweep"]

#: The named sweeps and what makes each from its parameters.
SWEEPS: Dict[str, Callable[..., Any]] = {
    "octal": Octal,
    "misere": Misere,
    "domineering-db": lambda **p: Regions(game="domineering", **p),
    "cram-db": lambda **p: Regions(game="cram", **p),
}


def run(
    name: str,
    out: "os.PathLike[str] | str",
    *,
    client: Any = None,
    scheduler: Optional[str] = None,
    workers: int = 2,
    retries: int = 1,
    progress: bool = True,
    **params: Any,
) -> Census:
    """Runs the sweep ``name`` (a key of ``SWEEPS``) with ``params`` into the
    directory ``out`` and returns what the run did (a ``Census``).

    On ``client``'s cluster if given, else on the scheduler at ``scheduler``
    (``"tcp://host:8786"``), else on a new ``LocalCluster`` of ``workers``
    worker processes. A directory holding another sweep, or this one with
    other parameters, raises ``ParametersDiffer``.

    >>> import conway.census, tempfile
    >>> db = conway.census.run("cram-db", tempfile.mkdtemp(), cells=6, workers=1, progress=False)
    >>> db.summary["counts_by_cells"]
    [0, 1, 1, 2, 5, 12, 35]
    """
    if name not in SWEEPS:
        raise ValueError(f"no sweep named {name!r}: the sweeps are {', '.join(SWEEPS)}")
    made = SWEEPS[name](**params)
    return execute(made, out, client=client, scheduler=scheduler, workers=workers, retries=retries, progress=progress)


def sweep(
    function: Callable[[Any], Any],
    items: Sequence[Any],
    out: "os.PathLike[str] | str",
    *,
    key: Callable[[Any], str] = repr,
    schema: Any = None,
    client: Any = None,
    scheduler: Optional[str] = None,
    workers: int = 2,
    retries: int = 1,
    progress: bool = True,
) -> Census:
    """Runs ``function`` on every item of ``items`` as a task of its own,
    with the named sweeps' Parquet output and resumption: a dict it returns
    is one row, a list of dicts several rows, anything else the row
    ``{"value": result}``; column ``task`` is ``key(item)``. The columns are
    those of the first rows written unless ``schema`` (a ``pyarrow.Schema``)
    says. ``function`` must be picklable (module-level, or defined in a
    notebook or script, which Dask's cloudpickle sends by value).

    >>> import conway, conway.census, tempfile
    >>> def strip(n):
    ...     return {"n": n, "value": str(conway.Cram("." * n).value())}
    >>> done = conway.census.sweep(strip, range(1, 7), tempfile.mkdtemp(), workers=1, progress=False)
    >>> sorted((r["n"], r["value"]) for r in done.table().to_pylist())
    [(1, '0'), (2, '*'), (3, '*'), (4, '*2'), (5, '0'), (6, '*3')]
    """
    made = UserSweep(function=function, items=list(items), key=key, columns=schema)
    return execute(made, out, client=client, scheduler=scheduler, workers=workers, retries=retries, progress=progress)


def read(out: "os.PathLike[str] | str"):
    """Every row of the sweep in the directory ``out``, as a ``pyarrow.Table``."""
    import json
    import pathlib

    manifest = json.loads((pathlib.Path(out) / "census.json").read_text())
    return Store(out, manifest["sweep"], manifest["params"], None).read()
