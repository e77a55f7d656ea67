"""conway.census: each sweep at a small size on a two-process LocalCluster,
checked against the plain single-process computation and published facts;
a worker killed mid-sweep and a client killed and resumed give the same
results as an undisturbed run."""

import doctest
import json
import os
import pathlib
import signal
import subprocess
import sys
import threading
import time

import pytest

distributed = pytest.importorskip("dask.distributed")
pa = pytest.importorskip("pyarrow")
cloudpickle = pytest.importorskip("cloudpickle")

import conway  # noqa: E402
import conway.census  # noqa: E402
from conway.census import octal_codes  # noqa: E402

# This module's functions travel to the workers by value (the workers
# cannot import the tests).
cloudpickle.register_pickle_by_value(sys.modules[__name__])


@pytest.fixture(scope="module")
def client():
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster, distributed.Client(cluster) as c:
        yield c


def rows_by(table, column):
    rows = table.to_pylist()
    keys = [r[column] for r in rows]
    assert len(set(keys)) == len(keys), "a row twice"
    return dict(zip(keys, rows))


def plain_octal(code, computed):
    """What a census row says of `code`, from `conway.grundy` in this
    process on the same number of values."""
    seq = conway.grundy(code, computed - 1)
    return {
        "certified": seq.certified,
        "period": seq.period,
        "preperiod": seq.preperiod,
        "largest": max(seq),
    }


# Flammenkamp's table of octal games (uni-bielefeld.de/~achim/octal.html),
# as tabulated in T. Czajka's octal-games notes (SolvedGames.md): codes
# solved with a long preperiod, as (period, preperiod). Kayles and Dawson's
# Kayles: OEIS A002186 (period 12, last exception 70) and A002187 (period
# 34, last exception 51 for .137, so 52 for .07's preperiod minus one).
SOLVED = {
    "0.77": (12, 71),
    "0.07": (34, 53),
    "0.45": (20, 498),
}
# The same table's solved codes whose preperiods are in the thousands:
# certified only past heap 8 000 or so (the full tier).
SOLVED_LATE = {
    "0.156": (349, 3479),
    "0.644": (442, 3256),
    "0.165": (1550, 5181),
    "0.356": (142, 7315),
}
# Unsolved in the same table (computed there to 2^28 and beyond with no
# period), so no census of a few thousand heaps may certify them.
UNSOLVED = ["0.6", "0.04", "0.06", "0.14", "0.36", "0.64", "0.74", "0.76", "0.004", "0.106"]


def check_octal_sweep(client, out, codes, to, solved):
    """The octal sweep of `codes` to heap `to`: Flammenkamp's `solved`
    codes certified with his periods, his unsolved ones not, and every row
    as the plain single-process computation gives it."""
    done = conway.census.run("octal", out, codes=codes, to=to, client=client, progress=False)
    assert (done.finished, done.failed, done.skipped) == (len(codes), [], 0)
    rows = rows_by(done.table(), "game")
    assert sorted(rows) == sorted(codes)
    for code, (period, preperiod) in solved.items():
        row = rows[code]
        assert (row["period"], row["preperiod"], row["certified"]) == (period, preperiod, True), code
    for code in set(UNSOLVED) & set(codes):
        assert not rows[code]["certified"], code
        assert rows[code]["computed"] == to + 1, code
    for code, row in rows.items():
        plain = plain_octal(code, row["computed"])
        assert row["certified"] == plain["certified"], code
        assert row["largest"] == plain["largest"], code
        if row["certified"]:
            assert (row["period"], row["preperiod"]) == (plain["period"], plain["preperiod"]), code
    return rows


def test_octal_sweep_matches_plain_search_and_flammenkamp(client, tmp_path):
    rows = check_octal_sweep(client, tmp_path, octal_codes(2) + ["0.004", "0.106"], 2048, SOLVED)
    assert rows["0.77"]["computed"] <= 512  # stopped once certified


@pytest.mark.full
def test_octal_sweep_certifies_flammenkamps_long_preperiods(client, tmp_path):
    check_octal_sweep(client, tmp_path, list(SOLVED_LATE) + ["0.004", "0.106"], 16384, SOLVED_LATE)


def test_octal_codes_in_stages_give_the_same_rows(client, tmp_path):
    # Chaotic codes computed in stages of 0.05 s, each continued from the
    # checkpoint the last one saved: the same rows as in one go.
    codes = ["0.04", "0.06", "0.14", "0.6"]
    to = 1 << 13
    done = conway.census.run("octal", tmp_path, codes=codes, to=to, task_seconds=0.002, client=client, progress=False)
    rows = rows_by(done.table(), "game")
    assert max(r["stages"] for r in rows.values()) > 1
    for code, row in rows.items():
        seq = conway.grundy(code, to)
        assert (row["computed"], row["largest"], row["certified"]) == (to + 1, max(seq), False), code
        assert row["largest_at"] == list(seq).index(max(seq)), code
        assert row["rare"] is None or row["rare"] + row["common"] == to


def test_misere_sweep_matches_plain_quotients_and_published_sizes(client, tmp_path):
    # Published sizes: Dawson's Kayles 0.07 at heap 30 has 360 elements
    # and Kayles 40 (Siegel's MisereSolver, Siegel on Plambeck's misère
    # blog, 2007; Plambeck & Siegel, JCTA 115, 2008); 0.75 is Plambeck's
    # R8, order 8 ("Taming the wild", INTEGERS 5, 2005).
    published = conway.census.run("misere", tmp_path / "published", codes=["0.75", "0.77", "0.07"], heaps=30,
                                  client=client, progress=False)
    rows = rows_by(published.table(), "game")
    assert {code: rows[code]["size"] for code in rows} == {"0.75": 8, "0.77": 40, "0.07": 360}
    # Kayles' quotient last changed at heap 28, so it has not stabilised by
    # heap 30; 0.75 (heaps 1 and 2 generate it) has.
    assert not rows["0.77"]["stabilised"] and rows["0.75"]["stabilised"]
    codes = octal_codes(1) + ["0.75", "0.77", "0.07", "0.137", "0.3122"]
    done = conway.census.run("misere", tmp_path / "small", codes=codes, heaps=12, max_size=256, client=client,
                             progress=False)
    assert (done.finished, done.failed) == (len(codes), [])
    rows = rows_by(done.table(), "game")
    for code, row in rows.items():
        try:
            q = conway.quotient(code, heaps=12, max_size=256)
        except ValueError:
            assert row["status"] != "finite", code
            continue
        assert (row["status"], row["size"], row["p_portion"]) == ("finite", q.size, len(q.p_portion)), code
        assert row["last_generator_heap"] == (max(q.generator_heaps) if q.generator_heaps else None), code
    # 0.3122's quotient has no finite presentation at these heaps: none
    # found within 256 elements.
    assert rows["0.3122"]["status"] == "too_large"


def test_domineering_db_matches_one_process_and_uiterwijk_barton(client, tmp_path):
    done = conway.census.run("domineering-db", tmp_path, cells=11, per_task=3000, client=client, progress=False)
    assert done.failed == []
    # Free polyominoes of 1..11 cells (OEIS A000105): one row per region.
    published = [1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655, 17073]
    assert done.summary["counts_by_cells"] == [0] + published
    rows = rows_by(done.table(), "board")
    plain = conway.RegionDatabase.compute("domineering", 11)
    assert len(plain) == len(rows) == sum(published)
    whole = conway.RegionDatabase(done.summary["database"])
    for board, row in rows.items():
        assert str(plain.value(board)) == row["value"] == str(whole.value(board)), board
    # A row stands for its region turned a quarter too, which has the
    # negated value: the cells at which each value first occurs.
    first = {}
    for row in sorted(rows.values(), key=lambda r: r["cells"]):
        for value in (row["value"], str(-conway.Game(row["value"]))):
            first.setdefault(value, row["cells"])
    # Uiterwijk & Barton (TCS 2015): n·↑ first occurs with 1 + 5n squares;
    # *2 occurs (they found *2 and *3 up to 15 squares).
    assert (first["^"], first["v"], first["^^"], first["vv"]) == (6, 6, 11, 11)
    assert "*2" in first and "^^^" not in first
    # ... and no position is hotter than 2 (up to 11 cells, none reaches it).
    temperatures = [conway.Game(r["temperature"]) for r in rows.values()]
    assert max(temperatures) == conway.Game("7/4")
    # Every dyadic rational occurs (their theorem): those of small birthday
    # already do up to 11 cells.
    for number in ["0", "1", "2", "5", "1/2", "3/2", "1/4", "3/4", "-7/4"]:
        assert number in first, number


def test_cram_db_matches_one_process_and_uiterwijk(client, tmp_path):
    done = conway.census.run("cram-db", tmp_path, cells=10, per_task=2000, client=client, progress=False)
    assert done.failed == []
    assert done.summary["counts_by_cells"] == [0, 1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655]
    rows = rows_by(done.table(), "board")
    plain = conway.RegionDatabase.compute("cram", 10)
    for board, row in rows.items():
        assert str(plain.value(board)) == row["value"], board
        assert row["value"] == ("0" if row["nim"] == 0 else "*" if row["nim"] == 1 else f"*{row['nim']}")
    whole = conway.RegionDatabase(done.summary["database"])
    # Uiterwijk (ICGA 2018): 2×n Cram is *0 for even n and *1 for odd n.
    for n in range(1, 6):
        assert whole.value("|".join(["." * n] * 2)) == conway.star(n % 2), n
    # A strip of n cells is Dawson's Kayles (0.07) with a heap of n.
    dawson = conway.grundy("0.07", 10)
    for n in range(1, 11):
        assert whole.value("." * n) == conway.star(dawson[n]), n
    # Nim values up to *11 only (Uiterwijk); these small boards stay far below.
    assert max(r["nim"] for r in rows.values()) <= 11


@pytest.mark.full
def test_domineering_db_to_14_cells_has_one_region_of_temperature_2(client, tmp_path):
    # Uiterwijk & Barton (TCS 2015): exactly one Domineering region up to
    # 15 squares has temperature 2 (it has 14 squares), none is hotter.
    done = conway.census.run("domineering-db", tmp_path, cells=14, client=client, progress=False)
    assert done.failed == []
    # Free polyominoes of 1..14 cells (OEIS A000105).
    assert done.summary["counts_by_cells"][-3:] == [63600, 238591, 901971]
    assert (done.summary["hottest"], done.summary["hottest_regions"]) == ("2", 1)
    hottest = [r for r in done.table().to_pylist() if r["temperature"] == "2"]
    assert [r["cells"] for r in hottest] == [14]
    assert conway.Domineering(hottest[0]["board"]).value().temperature == 2


@pytest.mark.full
def test_cram_db_to_13_cells_matches_uiterwijk(client, tmp_path):
    done = conway.census.run("cram-db", tmp_path, cells=13, client=client, progress=False)
    assert done.failed == []
    whole = conway.RegionDatabase(done.summary["database"])
    # Uiterwijk (ICGA 2018): 2×n Cram is *0 for even n and *1 for odd n;
    # nim values never pass *11.
    for n in range(1, 7):
        assert whole.value("|".join(["." * n] * 2)) == conway.star(n % 2), n
    assert done.summary["largest_nim"] <= 11


def cram_strip(n):
    """A user's game family: Cram on a strip of n cells, its value and moves."""
    board = conway.Cram("." * n)
    return {"n": n, "value": str(board.value()), "moves": len(board.moves())}


def test_user_sweep_matches_plain_calls(client, tmp_path):
    items = list(range(1, 15))
    done = conway.census.sweep(cram_strip, items, tmp_path, key=str, client=client, progress=False)
    assert (done.finished, done.failed) == (len(items), [])
    rows = rows_by(done.table(), "task")
    assert {int(k): {c: r[c] for c in ("n", "value", "moves")} for k, r in rows.items()} == {
        n: cram_strip(n) for n in items
    }
    again = conway.census.sweep(cram_strip, items, tmp_path, key=str, client=client, progress=False)
    assert (again.skipped, again.finished) == (len(items), 0)


def test_the_dataset_reads_with_pandas(client, tmp_path):
    pandas = pytest.importorskip("pandas")
    conway.census.run("misere", tmp_path, codes=octal_codes(1), heaps=8, client=client, progress=False)
    frame = pandas.read_parquet(tmp_path / "rows")
    assert sorted(frame["game"]) == sorted(octal_codes(1))


def test_another_sweep_in_the_same_directory_is_refused(client, tmp_path):
    conway.census.run("misere", tmp_path, codes=["0.77"], heaps=8, client=client, progress=False)
    with pytest.raises(conway.census.ParametersDiffer, match="use another directory"):
        conway.census.run("misere", tmp_path, codes=["0.77"], heaps=9, client=client, progress=False)
    cli = subprocess.run(
        [sys.executable, "-m", "conway.census", "misere", "--codes", "0.77", "--heaps", "9", "--out", str(tmp_path)],
        capture_output=True, text=True,
    )
    assert cli.returncode == 2
    assert cli.stderr.count("\n") == 1 and "use another directory" in cli.stderr


def process_is_dead(pid):
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except FileNotFoundError:
        return True


def test_a_worker_killed_mid_sweep_loses_nothing(tmp_path):
    codes = ["0.04", "0.06", "0.14", "0.36", "0.64", "0.6"]
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster, distributed.Client(cluster) as c:
        pid_of = c.run(os.getpid)
        pids = list(pid_of.values())
        victim = next(iter(pid_of))
        killed_at = []

        def kill_one():
            # Kill the first worker while it is running a task of the sweep.
            deadline = time.monotonic() + 60
            while not c.processing().get(victim) and time.monotonic() < deadline:
                time.sleep(0.01)
            os.kill(pid_of[victim], signal.SIGKILL)
            killed_at.append(time.monotonic())

        killer = threading.Thread(target=kill_one)
        killer.start()
        done = conway.census.run("octal", tmp_path, codes=codes, to=1 << 16, task_seconds=0.2, client=c, progress=False)
        finished_at = time.monotonic()
        killer.join()
        assert done.failed == []
        assert os.getpid() not in pids
        # The kill landed while the sweep ran, and the worker did die. (Asking the cluster for its
        # workers' pids here races with the nanny restarting the dead one, so look at the process
        # itself: gone, or a zombie its nanny has not reaped yet.)
        assert killed_at and killed_at[0] < finished_at
        assert process_is_dead(pid_of[victim])
    rows = rows_by(done.table(), "game")
    assert sorted(rows) == sorted(codes)
    for code, row in rows.items():
        seq = conway.grundy(code, 1 << 16)
        assert (row["computed"], row["largest"]) == ((1 << 16) + 1, max(seq)), code


def test_a_killed_client_resumes_to_the_same_results(client, tmp_path):
    out = tmp_path / "out"
    command = [sys.executable, "-m", "conway.census", "octal", "--digits", "2", "--to", "2^13",
               "--task-seconds", "0.1", "--quiet", "--out", str(out)]
    first = subprocess.Popen(command, start_new_session=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 120
    while not list((out / "rows").glob("part-*.parquet")) and first.poll() is None:
        assert time.monotonic() < deadline, "no rows written"
        time.sleep(0.05)
    os.killpg(first.pid, signal.SIGKILL)  # the client, its scheduler and its workers
    first.wait()
    partial = conway.census.read(out)
    assert 0 < partial.num_rows
    second = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert second.returncode == 0, second.stderr
    report = json.loads(second.stdout)
    assert report["skipped"] >= partial.num_rows and report["skipped"] + report["finished"] == 63
    resumed = rows_by(conway.census.read(out), "game")
    undisturbed = conway.census.run("octal", tmp_path / "again", digits=2, to=1 << 13, client=client, progress=False)
    fresh = rows_by(undisturbed.table(), "game")
    ignore = {"task", "stages", "seconds"}
    assert {k: {c: v for c, v in r.items() if c not in ignore} for k, r in resumed.items()} == {
        k: {c: v for c, v in r.items() if c not in ignore} for k, r in fresh.items()
    }


def run_docstring_examples(objects):
    for obj in objects:
        test = doctest.DocTestParser().get_doctest(obj.__doc__, {"__name__": "census_doctest"}, obj.__name__, None, 0)
        runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
        out = []
        runner.run(test, out=out.append)
        assert runner.failures == 0 and runner.tries > 0, "".join(out)


def test_census_docstring_examples_without_a_cluster():
    import conway.census._sweeps as sweeps

    run_docstring_examples([sweeps.octal_codes])


@pytest.mark.full
def test_census_docstring_examples():
    # Each starts a cluster of its own.
    run_docstring_examples([conway.census, conway.census.run, conway.census.sweep])


def test_a_sweep_runs_on_a_scheduler_given_by_address(client, tmp_path):
    address = client.scheduler.address
    assert address.startswith("tcp://")
    done = conway.census.run("misere", tmp_path, codes=["0.77", "0.75"], heaps=10, scheduler=address, progress=False)
    assert {r["game"]: r["size"] for r in done.table().to_pylist()} == {
        "0.77": conway.quotient("0.77", heaps=10).size,
        "0.75": 8,
    }
