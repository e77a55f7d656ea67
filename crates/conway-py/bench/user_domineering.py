"""Domineering written as a Python rules function, searched by conway,
against pycgt's built-in Domineering, on the same machine in one run.

    pip install pycgt          # into the same environment as conway
    python crates/conway-py/bench/user_domineering.py [--boards 4x5,5x5] [--repeat 3]

Each measurement runs in a fresh interpreter (cold tables and caches on both
sides) and times only the call that computes the value. The values are
checked to be equal (pycgt's printed value read back by conway).

conway is measured three ways: the rule written plainly on a frozenset of
empty cells (no splitting, no normal forms); the same plain rule on a
``conway.Grid`` (``symmetry="mirrors"``), which splits regions and
normalises them itself; and a hand-tuned rule on tuples of row bitmasks
with its own ``components=`` function that splits and normalises regions
(as pycgt's Domineering does internally).
"""

import argparse
import os
import platform
import statistics
import subprocess
import sys

from conway import Game

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

    stride = cols + 1  # a blank column between rows stops the flood at the edge

    row_mask = (1 << cols) - 1
    # reverse[w][x]: the w low bits of x in the opposite order.
    reverse = [[int(format(x, f"0{w}b")[::-1], 2) if w else 0 for x in range(1 << cols)] for w in range(cols + 1)]

    def normal(rows):
        # A region trimmed to its bounding box, as the least of its images
        # under the two mirrors that keep Domineering's players (left-right,
        # top-bottom).
        rows = [row for row in rows if row]
        low = 0
        any_row = 0
        for row in rows:
            any_row |= row
        while not any_row >> low & 1:
            low += 1
        if low:
            rows = [row >> low for row in rows]
        flip = reverse[(any_row >> low).bit_length()]
        mirror = [flip[row] for row in rows]
        return min(tuple(rows), tuple(rows[::-1]), tuple(mirror), tuple(mirror[::-1]))

    def regions(board):
        # The regions of empty cells, each in normal form; None when the
        # board is one region already in normal form.
        empty = 0
        for r, row in enumerate(board):
            empty |= row << (r * stride)
        parts = []
        while empty:
            region = empty & -empty
            while True:
                grown = (region | region << 1 | region >> 1 | region << stride | region >> stride) & empty
                if grown == region:
                    break
                region = grown
            empty ^= region
            rows = [region >> (r * stride) & row_mask for r in range(len(board))]
            parts.append(normal(rows))
        if len(parts) == 1 and parts[0] == board:
            return None
        return parts

    return left, right, regions
"""

PLAIN = r"""
import time, conway
rows, cols = {rows}, {cols}
def place(board, dr, dc):
    return [board - {{(r, c), (r + dr, c + dc)}} for (r, c) in board if (r + dr, c + dc) in board]
board = frozenset((r, c) for r in range(rows) for c in range(cols))
t = time.perf_counter()
g = conway.canonical_form(board, lambda b: place(b, 1, 0), lambda b: place(b, 0, 1))
print(time.perf_counter() - t, g)
"""

GRID = r"""
import time, conway
def left(g):
    return [g.with_filled([(r, c), (r + 1, c)]) for r, c in g.empty if (r + 1, c) in g.empty]
def right(g):
    return [g.with_filled([(r, c), (r, c + 1)]) for r, c in g.empty if (r, c + 1) in g.empty]
t = time.perf_counter()
g = conway.canonical_form(conway.Grid({rows}, {cols}, symmetry="mirrors"), left, right)
print(time.perf_counter() - t, g)
"""

CONWAY = r"""
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
    print(f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"{'board':6} {'pycgt':>9} {'plain':>9} {'Grid':>9} {'tuned':>9} {'Grid vs pycgt':>14}  value")
    for spec in args.boards.split(","):
        rows, cols = map(int, spec.split("x"))
        ref, ref_value = measure(PYCGT.format(rows=rows, cols=cols), args.repeat)
        plain, value = measure(PLAIN.format(rows=rows, cols=cols), args.repeat)
        grid, grid_value = measure(GRID.format(rows=rows, cols=cols), args.repeat)
        tuned, tuned_value = measure(RULES + CONWAY.format(rows=rows, cols=cols, split=True), args.repeat)
        # pycgt prints some values expanded ({2|{2|0}} for 2Tiny(2)) and
        # orders options its own way: compare the values, read by conway.
        assert Game(value) == Game(ref_value) == Game(grid_value) == Game(tuned_value), (value, ref_value)
        print(f"{spec:6} {ref:8.3f}s {plain:8.3f}s {grid:8.3f}s {tuned:8.3f}s {ref / grid:13.1f}x  {value}")

if __name__ == "__main__":
    main()
