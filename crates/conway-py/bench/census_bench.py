"""What a census costs on a Dask cluster, for the guide's sizing of real
clusters: the speed-up from 1 to 2 worker processes on a fixed sweep, the
scheduler's overhead per task (a sweep of tasks that do nothing, against
the same tasks by plain ``client.map``), and the bytes a task sends,
receives and writes. Medians of ``--repeat`` runs (default 3), each on a
LocalCluster started beforehand (its start is not counted); every run
writes into a fresh directory.

    python crates/conway-py/bench/census_bench.py [--repeat 3] [--cells 13]
"""

import argparse
import statistics
import tempfile
import time

import conway.census


def nothing(i):
    return {"i": i}


def cluster(workers):
    from dask.distributed import Client, LocalCluster

    c = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None,
                     env={"RAYON_NUM_THREADS": "1"})
    return c, Client(c)


def timed_run(sweep, client, **params):
    """The wall time of one run on a started cluster (startup not counted)."""
    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        done = conway.census.run(sweep, out, client=client, progress=False, **params)
        wall = time.perf_counter() - start
    assert not done.failed, done.failed
    return wall, done


def speed_up(repeat, sweep, **params):
    medians = {}
    for workers in (1, 2):
        c, client = cluster(workers)
        with c, client:
            medians[workers] = statistics.median(timed_run(sweep, client, **params)[0] for _ in range(repeat))
    m1, m2 = medians[1], medians[2]
    print(f"{sweep} {params}: 1 worker {m1:.2f} s, 2 workers {m2:.2f} s, speed-up {m1 / m2:.2f}")


def overhead(repeat, tasks):
    from dask.distributed import Client, LocalCluster

    census, plain = [], []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as out, LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster, Client(cluster) as client:
            start = time.perf_counter()
            client.gather(client.map(nothing, range(tasks), pure=False))
            plain.append(time.perf_counter() - start)
            start = time.perf_counter()
            done = conway.census.sweep(nothing, range(tasks), out, client=client, progress=False)
            census.append(time.perf_counter() - start)
    c, p = statistics.median(census), statistics.median(plain)
    print(f"{tasks} empty tasks on 2 workers: census {1e3 * c / tasks:.2f} ms a task, "
          f"plain client.map {1e3 * p / tasks:.2f} ms a task")
    print(f"  bytes a task: sent {done.bytes_sent / tasks:.0f}, received {done.bytes_received / tasks:.0f}, "
          f"written {done.bytes_written / tasks:.0f}")


def bytes_per_task(sweep, **params):
    c, client = cluster(2)
    with c, client:
        wall, done = timed_run(sweep, client, **params)
    n = done.submitted
    print(f"{sweep} {params}: {n} tasks in {wall:.2f} s; a task sent {done.bytes_sent / n:.0f} bytes, "
          f"received {done.bytes_received / n:.0f}, wrote {done.bytes_written / n:.0f} to Parquet")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--cells", type=int, default=13)
    args = p.parse_args()
    overhead(args.repeat, 2000)
    speed_up(args.repeat, "domineering-db", cells=args.cells, per_task=20_000)
    speed_up(args.repeat, "octal", digits=2, to=1 << 16)
    bytes_per_task("octal", digits=3, to=1 << 12)
    bytes_per_task("misere", digits=2, heaps=12, task_seconds=10.0)
    bytes_per_task("domineering-db", cells=args.cells, per_task=20_000)


if __name__ == "__main__":
    main()
