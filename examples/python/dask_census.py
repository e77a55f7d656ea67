"""A census of take-and-break games on a Dask cluster, with `conway.census`.

Sweeps every octal code 0.d1d2 (digits 0-7, d2 > 0) to heap 200: the Grundy
sequence of each, its period and preperiod, and whether the periodicity
theorem certified them, into a Parquet dataset in `census-octal/` (run it
again and the finished codes are skipped). The same as

    python -m conway.census octal --digits 2 --to 200 --out census-octal

Run it on this machine (two local worker processes):

    python examples/python/dask_census.py

or on an existing cluster: `census(client=Client("tcp://scheduler:8786"))`.
Needs `pip install "./crates/conway-py[census]"`.
"""

import conway.census


def census(out="census-octal", digits=2, n=200, **cluster):
    """Runs the sweep and returns its rows as a dict by game."""
    done = conway.census.run("octal", out, digits=digits, to=n, **cluster)
    return {row["game"]: row for row in done.table().to_pylist()}


def main():
    table = census()
    certified = sum(row["certified"] for row in table.values())
    print(f"{len(table)} codes, {certified} with a certified period")
    for game, row in sorted(table.items()):
        period = row["period"] if row["certified"] else None
        print(f"{game:>6}  period {period!s:>4}  preperiod {row['preperiod']!s:>4}  "
              f"{'certified' if row['certified'] else 'not certified by ' + str(row['computed'] - 1)}")


if __name__ == "__main__":
    main()
