"""Built-in rulesets through Python against the same work in Rust.

Each measurement is a fresh process (the engine's tables are per process,
so a second run in the same process would find the answers cached): the
Python side runs `python -c "import conway; <work>"`, the Rust side the
release command line `conway ...` doing the same analysis. Reports the
median wall time of each and their ratio.

    cargo build --release -p conway-cli
    pip install ./crates/conway-py
    python crates/conway-py/bench/bench.py [--runs 5] [--conway target/release/conway]
"""

import argparse
import pathlib
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[3]
BOARD_5X5 = "|".join(["....."] * 5)

WORKLOADS = [
    (
        "Domineering 5x5 (value, outcome, winning moves)",
        f"conway.Domineering({BOARD_5X5!r}).winning_moves('left')",
        ["analyze", "domineering", BOARD_5X5],
    ),
    (
        "Grundy's game G(0..2^20)",
        "conway.grundy('grundy', 2**20)",
        ["grundy", "grundy", "--to", str(2**20), "--json"],
    ),
]


def wall(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--conway", default=str(ROOT / "target" / "release" / "conway"))
    args = parser.parse_args()
    # Interpreter start and `import conway` alone, to say what the fixed cost is.
    imports = statistics.median(wall([sys.executable, "-c", "import conway"]) for _ in range(args.runs))
    print(f"python -c 'import conway' alone: {imports:.3f} s")
    print(f"{'work':<50} {'Python':>9} {'Rust CLI':>9} {'ratio':>7}")
    for name, python_work, cli_args in WORKLOADS:
        py, rs = [], []
        for _ in range(args.runs):  # interleaved, so both see the same machine load
            py.append(wall([sys.executable, "-c", f"import conway; {python_work}"]))
            rs.append(wall([args.conway, *cli_args]))
        p, r = statistics.median(py), statistics.median(rs)
        print(f"{name:<50} {p:>8.3f}s {r:>8.3f}s {p / r:>7.2f}")


if __name__ == "__main__":
    main()
