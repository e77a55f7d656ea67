"""Domineering written as a plain Python rules function, searched by conway,
against pycgt's built-in Domineering, on the same machine in one run.

    pip install pycgt          # into the same environment as conway
    python crates/conway-py/bench/user_domineering.py [--boards 4x5,5x5] [--repeat 3]

Each measurement runs in a fresh interpreter (cold tables and caches on both
sides) and times only the call that computes the value. The two values
are checked to print the same (both print CGSuite's notation).

conway is measured twice: with the rules alone (``left=``, ``right=``), and
with ``components=`` splitting a board into its regions of empty cells (as
pycgt's Domineering does internally).
"""

import argparse
import statistics
import subprocess
import sys

# The board: a tuple of rows, each row a bitmask of its empty cells (bit c
# for column c); the width is passed along as the closure's `cols`.
RULES = r"""
def domineering(cols):
    def left(board):  # vertical dominoes: the same column of rows r and r+1
        out = []
        for r in range(len(board) - 1):
            both = board[r] & board[r + 1]
            while both:
                bit = both & -both
                both ^= bit
                out.append(board[:r] + (board[r] ^ bit, board[r + 1] ^ bit) + board[r + 2:])
        return out

    def right(board):  # horizontal dominoes: columns c and c+1 of one row
        out = []
        for r, row in enumerate(board):
            pairs = row & (row >> 1)
            while pairs:
                bit = pairs & -pairs
                pairs ^= bit
                out.append(board[:r] + (row ^ (bit | bit << 1),) + board[r + 1:])
        return out

    def regions(board):  # connected regions of empty cells, each a board
        cells = {(r, c) for r, row in enumerate(board) for c in range(cols) if row >> c & 1}
        if not cells:
            return []
        parts = []
        while cells:
            todo = [cells.pop()]
            region = set(todo)
            while todo:
                r, c = todo.pop()
                for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if n in cells:
                        cells.remove(n)
                        region.add(n)
                        todo.append(n)
            rows = [0] * len(board)
            for r, c in region:
                rows[r] |= 1 << c
            parts.append(tuple(rows))
        return parts if len(parts) > 1 else None

    return left, right, regions
"""

CONWAY = RULES + r"""
import time, conway
rows, cols, split = {rows}, {cols}, {split}
left, right, regions = domineering(cols)
board = tuple([(1 << cols) - 1] * rows)
extra = {{"components": regions}} if split else {{}}
t = time.perf_counter()
g = conway.canonical_form(board, left, right, **extra)
print(time.perf_counter() - t, g)
"""

PYCGT = r"""
import time
from pycgt.notation import render
from pycgt.rulesets import domineering
t = time.perf_counter()
g = domineering.rectangle({rows}, {cols})
print(time.perf_counter() - t, render(g))
"""


def measure(code, repeat):
    times, values = [], set()
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
        seconds, value = out.strip().split(" ", 1)
        times.append(float(seconds))
        values.add(value)
    assert len(values) == 1, values
    return statistics.median(times), values.pop()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--boards", default="4x5,5x5")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"{'board':6} {'pycgt':>10} {'conway':>10} {'+components':>12} {'speed-up':>9}  value")
    for spec in args.boards.split(","):
        rows, cols = map(int, spec.split("x"))
        ref, ref_value = measure(PYCGT.format(rows=rows, cols=cols), args.repeat)
        plain, value = measure(CONWAY.format(rows=rows, cols=cols, split=False), args.repeat)
        split, split_value = measure(CONWAY.format(rows=rows, cols=cols, split=True), args.repeat)
        assert value == ref_value == split_value, (value, ref_value, split_value)
        best = min(plain, split)
        print(f"{spec:6} {ref:9.3f}s {plain:9.3f}s {split:11.3f}s {ref / best:8.1f}x  {value}")


if __name__ == "__main__":
    main()
