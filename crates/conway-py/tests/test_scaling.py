"""Scaling out: values, positions and sequences cross process boundaries
(pickle, multiprocessing), and a census runs on a two-process Dask cluster."""

import multiprocessing
import pathlib
import pickle
import sys

import pytest

import conway

EXAMPLES = pathlib.Path(__file__).resolve().parents[3] / "examples" / "python"


def domineering_value(board):
    return conway.Domineering(board).value()


def test_everything_pickles():
    things = [
        conway.Game("{3||2*|1*}"),
        conway.Domineering("...|..#"),
        conway.Clobber("xo|ox"),
        conway.grundy("0.77", 100),
    ]
    for thing in things:
        assert pickle.loads(pickle.dumps(thing)) == thing


def test_multiprocessing_pool():
    boards = ["..|..", "...|...", "..|..|..", "....|....", ".#.|...", "...|.#."]
    ctx = multiprocessing.get_context("spawn")  # fresh interpreters: nothing shared
    with ctx.Pool(2) as pool:
        values = pool.map(domineering_value, boards)
    assert values == [domineering_value(b) for b in boards]
    # Values from other processes are real values here: add and compare them.
    assert values[0] + values[0] == 0  # +-1 + +-1 = 0


def test_dask_census_example_on_two_worker_processes(tmp_path):
    distributed = pytest.importorskip("dask.distributed")
    pytest.importorskip("pyarrow")
    sys.path.insert(0, str(EXAMPLES))
    try:
        import dask_census
    finally:
        sys.path.remove(str(EXAMPLES))
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster, distributed.Client(cluster) as client:
        assert len(client.scheduler_info()["workers"]) == 2
        table = dask_census.census(tmp_path, digits=2, n=300, client=client, progress=False)
    # Results carry the workers' computations back; they agree with local ones.
    assert len(table) == 63
    for code in ["0.77", "0.07", "0.17", "0.61"]:
        local = conway.grundy(code, table[code]["computed"] - 1)
        assert table[code]["certified"] == local.certified
        if local.certified:
            assert (table[code]["period"], table[code]["preperiod"]) == (local.period, local.preperiod)
    # Kayles: period 12 from 71, certified (Winning Ways ch. 4).
    assert table["0.77"]["period"] == 12 and table["0.77"]["certified"]
