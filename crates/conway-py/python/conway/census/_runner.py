"""Runs a sweep's tasks on a Dask cluster and hands each result to the
store as it arrives.

The cluster is a ``LocalCluster`` of worker processes (one thread each,
and one core each for the library's own thread pool) unless a client or a
scheduler address is given. Tasks already in the dataset are skipped. A
task whose worker dies is rerun elsewhere by the scheduler (Dask gives up
on a task that has killed three workers, and the run reports it failed);
a task that raises is retried ``retries`` times, then reported failed and
left for the next run. Tasks with levels start only when the levels they
need are finished (see ``Sweep.gap``)."""

import contextlib
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Dict, Iterator, List, Optional, Tuple

from ._store import Store
from ._sweeps import Sweep, Task

#: How often the client looks for finished tasks.
POLL_SECONDS = 0.05


@dataclass
class Census:
    """What a run did: where its results are, how many tasks it found
    finished, finished itself and failed (with why), the time it took, the
    bytes its tasks sent and received, and the sweep's summary."""

    out: str
    sweep: str
    tasks: int
    skipped: int
    finished: int = 0
    failed: List[Tuple[str, str]] = field(default_factory=list)
    seconds: float = 0.0
    bytes_sent: int = 0
    bytes_received: int = 0
    bytes_written: int = 0
    submitted: int = 0
    summary: Dict[str, Any] = field(default_factory=dict)

    def table(self):
        """Every row in the dataset, as a ``pyarrow.Table``."""
        from . import read

        return read(self.out)


@contextlib.contextmanager
def connect(client=None, scheduler: Optional[str] = None, workers: int = 2) -> Iterator[Any]:
    """The client to run on: the one given, one connected to
    ``scheduler``, or one of a new local cluster of ``workers`` processes."""
    from dask.distributed import Client, LocalCluster

    if client is not None:
        yield client
    elif scheduler is not None:
        with Client(scheduler) as c:
            yield c
    else:
        with LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            env={"RAYON_NUM_THREADS": "1"},
        ) as cluster, Client(cluster) as c:
            yield c


class Progress:
    """A progress bar on stderr (tqdm when installed, else a line now and then)."""

    def __init__(self, total: int, done: int, label: str, show: bool):
        self.bar = None
        self.show = show
        self.total, self.done, self.label = total, done, label
        self.last = 0.0
        if show:
            try:
                from tqdm import tqdm

                self.bar = tqdm(total=total, initial=done, desc=label, unit="task", file=sys.stderr)
            except ImportError:
                pass

    def update(self, n: int = 1, note: str = "") -> None:
        self.done += n
        if self.bar is not None:
            self.bar.update(n)
            if note:
                self.bar.set_postfix_str(note, refresh=False)
        elif self.show and (time.monotonic() - self.last > 2 or self.done == self.total):
            self.last = time.monotonic()
            print(f"{self.label}: {self.done}/{self.total} tasks {note}", file=sys.stderr)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _sizeof(x: Any) -> int:
    from dask.sizeof import sizeof

    return int(sizeof(x))


class Run:
    """One run of a sweep on a client (see the module's docstring)."""

    def __init__(self, sweep: Sweep, store: Store, client, retries: int, progress: bool):
        self.sweep, self.store, self.client, self.retries = sweep, store, client, retries
        finished = store.finished()
        todo = sweep.tasks(store)
        self.census = Census(str(store.out), sweep.name, len(todo), len(finished & {t.key for t in todo}))
        self.waiting = sorted((t for t in todo if t.key not in finished), key=lambda t: t.level)
        self.open_levels = Counter(t.level for t in self.waiting)
        self.running: Dict[Any, Task] = {}
        self.progress = Progress(self.census.tasks, self.census.skipped, sweep.name, progress)

    def ready(self, task: Task) -> bool:
        gap = self.sweep.gap
        return gap is None or not any(n for level, n in self.open_levels.items() if level <= task.level - gap)

    def submit_ready(self, completed) -> None:
        """Sends the tasks whose levels are ready, a batch per function."""
        ready = [t for t in self.waiting if self.ready(t)]
        if not ready:
            return
        self.waiting = [t for t in self.waiting if not self.ready(t)]
        by_function: Dict[Any, List[Task]] = {}
        for task in ready:
            by_function.setdefault(task.function, []).append(task)
        for function, tasks in by_function.items():
            futures = self.client.map(function, *zip(*(t.args for t in tasks)), retries=self.retries, pure=False)
            for future, task in zip(futures, tasks):
                self.running[future] = task
                self.census.bytes_sent += _sizeof(task.args)
            completed.update(futures)
            self.census.submitted += len(tasks)

    def handle(self, future) -> None:
        task = self.running.pop(future)
        try:
            value = future.result()
        except Exception as e:  # the task failed (retries spent) or killed workers
            self.census.failed.append((task.key, f"{type(e).__name__}: {e}"))
            self.open_levels[task.level] -= 1
            self.progress.update(1, f"failed {task.key}")
            return
        self.census.bytes_received += _sizeof(value)
        rows, more = self.sweep.result(task, value, self.store)
        if rows is not None:
            self.store.add(task.key, rows)
            self.open_levels[task.level] -= 1
            self.census.finished += 1
            self.progress.update(1)
        self.waiting.extend(more)

    def go(self) -> Census:
        from dask.distributed import as_completed

        start = time.perf_counter()
        completed = as_completed()
        self.submit_ready(completed)
        try:
            while self.running:
                batch = completed.next_batch(block=False)
                if not batch:
                    # Short sleeps rather than a blocking wait, which Ctrl-C
                    # would not interrupt.
                    time.sleep(POLL_SECONDS)
                    continue
                for future in batch:
                    self.handle(future)
                self.submit_ready(completed)
        finally:
            self.store.flush()
            self.progress.close()
        self.census.bytes_written = self.store.bytes_written
        if not self.census.failed and not self.waiting:
            self.census.summary = self.sweep.finish(self.store)
        self.census.seconds = time.perf_counter() - start
        return self.census


def execute(sweep: Sweep, out, *, client=None, scheduler=None, workers=2, retries=1, progress=True) -> Census:
    """Runs ``sweep`` into the directory ``out`` (see ``conway.census.run``)."""
    store = Store(out, sweep.name, sweep.params(), sweep.schema())
    with connect(client, scheduler, workers) as c:
        return Run(sweep, store, c, retries, progress).go()
