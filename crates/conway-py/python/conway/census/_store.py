"""Where a sweep's results go: a directory holding a Parquet dataset of
rows, written as results arrive, and what a later run needs to go on.

Layout of ``out/``::

    census.json      the sweep and its parameters (a resumed run must match)
    schema.arrow     the rows' Arrow schema (every file of the dataset has it)
    rows/            the dataset: part-*.parquet, each holding the rows of
                     some finished tasks (column ``task`` names the task)
    checkpoints/     state a task goes on from (octal: a Grundy checkpoint)
    regions/         parts of a region database (domineering-db, cram-db)

Every file is written to a temporary name in its folder and renamed into
place, so a reader (or a run killed mid-write) never sees half a file, and
a task is finished exactly when its rows are in ``rows/``.
"""

import json
import os
import pathlib
import time
import uuid
from typing import Any, Dict, List, Optional, Set, Union

import pyarrow as pa
import pyarrow.dataset as ds
import pyarrow.parquet as pq

#: How long (seconds) finished rows wait in memory before they are written.
FLUSH_SECONDS = 2.0
#: How many rows wait in memory at most before they are written.
FLUSH_ROWS = 50_000


class ParametersDiffer(ValueError):
    """The output directory holds another sweep, or the same one with other
    parameters; a run would mix their rows."""


def write_atomically(path: pathlib.Path, data: bytes) -> None:
    """Writes ``data`` to ``path`` by a temporary file renamed into place."""
    temp = path.with_name(f".{path.name}.{uuid.uuid4().hex}.tmp")
    with open(temp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(temp, path)


class Store:
    """The output directory of one sweep (see the module's docstring)."""

    def __init__(self, out: os.PathLike, sweep: str, params: Dict[str, Any], schema: Optional[pa.Schema]):
        self.out = pathlib.Path(out).resolve()
        self.rows_dir = self.out / "rows"
        self.checkpoints = self.out / "checkpoints"
        self.regions = self.out / "regions"
        for d in (self.rows_dir, self.checkpoints, self.regions):
            d.mkdir(parents=True, exist_ok=True)
        self._claim(sweep, params)
        self.schema = self._schema(schema)
        self._pending: List[Dict[str, List[Any]]] = []
        self._pending_rows = 0
        self._since = time.monotonic()
        self.bytes_written = 0

    def _claim(self, sweep: str, params: Dict[str, Any]) -> None:
        manifest = self.out / "census.json"
        wanted = {"sweep": sweep, "params": params}
        if manifest.exists():
            found = json.loads(manifest.read_text())
            if found != wanted:
                raise ParametersDiffer(
                    f"{self.out} holds the sweep {found.get('sweep')} with parameters "
                    f"{found.get('params')}, not {sweep} with {params}: use another directory"
                )
        else:
            write_atomically(manifest, json.dumps(wanted, indent=1, sort_keys=True).encode())

    def _schema(self, schema: Optional[pa.Schema]) -> Optional[pa.Schema]:
        path = self.out / "schema.arrow"
        if path.exists():
            return pa.ipc.read_schema(pa.BufferReader(path.read_bytes()))
        if schema is not None:
            self._save_schema(schema)
        return schema

    def _save_schema(self, schema: pa.Schema) -> None:
        write_atomically(self.out / "schema.arrow", schema.serialize().to_pybytes())

    def finished(self) -> Set[str]:
        """The tasks whose rows are in the dataset."""
        files = sorted(self.rows_dir.glob("part-*.parquet"))
        if not files:
            return set()
        tasks = ds.dataset(files, format="parquet").to_table(columns=["task"]).column("task")
        return set(tasks.to_pylist())

    def add(self, task: str, rows: Union[List[Dict[str, Any]], Dict[str, List[Any]]]) -> None:
        """Rows of a finished task, as a list of dicts or as columns (a dict
        of equal-length lists); written within ``FLUSH_SECONDS``. A task
        without rows gets one row with just its name, so that it counts as
        finished."""
        if isinstance(rows, dict):
            count = len(next(iter(rows.values()), []))
            columns = dict(rows, task=[task] * count)
        else:
            columns = None
            count = len(rows)
        if count == 0:
            columns, count = None, 1
            rows = [{}]
        if columns is None:
            columns = {"task": [task] * count}
            for key in dict.fromkeys(k for row in rows for k in row):
                columns[key] = [row.get(key) for row in rows]
        self._pending.append(columns)
        self._pending_rows += count
        if self._pending_rows >= FLUSH_ROWS or time.monotonic() - self._since >= FLUSH_SECONDS:
            self.flush()

    def flush(self) -> None:
        """Writes the rows waiting, as one new file of the dataset."""
        self._since = time.monotonic()
        if not self._pending:
            return
        if self.schema is None:
            schemas = [pa.Table.from_pydict(columns).schema for columns in self._pending]
            self.schema = pa.unify_schemas(schemas, promote_options="permissive")
            self._save_schema(self.schema)
        tables = [self._table(columns) for columns in self._pending]
        sink = pa.BufferOutputStream()
        pq.write_table(pa.concat_tables(tables), sink, compression="zstd")
        data = sink.getvalue().to_pybytes()
        name = f"part-{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:12]}.parquet"
        write_atomically(self.rows_dir / name, data)
        self.bytes_written += len(data)
        self._pending = []
        self._pending_rows = 0

    def _table(self, columns: Dict[str, List[Any]]) -> pa.Table:
        """Columns as a table of the dataset's schema (missing columns null,
        others dropped)."""
        count = len(columns["task"])
        arrays = [
            pa.array(columns[f.name], type=f.type) if f.name in columns else pa.nulls(count, type=f.type)
            for f in self.schema
        ]
        return pa.Table.from_arrays(arrays, schema=self.schema)

    def read(self) -> pa.Table:
        """Every row written so far."""
        files = sorted(self.rows_dir.glob("part-*.parquet"))
        if not files:
            return (self.schema or pa.schema([("task", pa.string())])).empty_table()
        return ds.dataset(files, format="parquet", schema=self.schema).to_table()
