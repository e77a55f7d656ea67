"""A census of take-and-break games on a Dask cluster.

Sweeps every octal code 0.d1d2 (digits 0-7, d2 > 0): the Grundy sequence of
each, its period and preperiod, and whether the periodicity theorem
certified them. Each code is one task; the workers return `conway.Sequence`
objects (picklable: they travel as their values), and the results are
merged back into one table on the client.

Run it on this machine (two local worker processes):

    python examples/python/dask_census.py

or on an existing cluster: `census(Client("tcp://scheduler:8786"))`.
Needs `pip install ./crates/conway-py "dask[distributed]"`.
"""

from itertools import product

import conway


def codes(digits=2):
    """Every octal code 0.d1...dk with a non-zero last digit."""
    for ds in product("01234567", repeat=digits):
        if ds[-1] != "0":
            yield "0." + "".join(ds)


def sequence(code, n=200):
    """One task: the sequence of `code` to G(n) (runs on a worker)."""
    return conway.grundy(code, n)


def summary(seq):
    """A census row: the pattern of one sequence."""
    return {
        "game": seq.game,
        "period": seq.period,
        "preperiod": seq.preperiod,
        "certified": seq.certified,
        "largest": max(seq),
    }


def census(client, digits=2, n=200):
    """Runs one task per code on `client`'s cluster and merges the rows by game."""
    if __name__ != "__main__":
        # Imported as a module: the workers must be able to import it too.
        client.upload_file(__file__)
    all_codes = list(codes(digits))
    futures = client.map(sequence, all_codes, n=n)
    rows = [summary(seq) for seq in client.gather(futures)]
    return {row["game"]: row for row in rows}


def main():
    from dask.distributed import Client, LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True) as cluster, Client(cluster) as client:
        table = census(client)
    certified = sum(row["certified"] for row in table.values())
    print(f"{len(table)} codes, {certified} with a certified period")
    for game, row in sorted(table.items()):
        print(f"{game:>6}  period {row['period']!s:>4}  preperiod {row['preperiod']!s:>4}  "
              f"{'certified' if row['certified'] else 'apparent'}")


if __name__ == "__main__":
    main()
