"""Built-in rulesets through Python against the same work in Rust.

Each measurement is a fresh process (the engine's tables are per process,
so a second run in the same process would find the answers cached): the
Python side runs `python -c "import conway; <work>"` and times the call
itself, the Rust side times the whole release command line `conway ...`
doing the same analysis (and printing it). Reports the medians, their
ratio, and the Python process's whole wall time (interpreter start and
`import conway` included).

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
import timeit

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


def python_call(work):
    """(seconds of the call, seconds of the whole process) in a fresh interpreter."""
    timed = f"import conway, time\nt = time.perf_counter()\n{work}\nprint(time.perf_counter() - t)"
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", timed], check=True, capture_output=True, text=True)
    return float(out.stdout.split()[-1]), time.perf_counter() - start


# Small Game operations: each runs inline under a watch (no thread hand-off);
# this is the cost of that bound per call.
SMALL_OPERATIONS = ["a + b", "a < b", "-a", "str(a)", "a.temperature", "a == b"]


def small_operations(repeat=7, number=100_000):
    """Best-of-`repeat` nanoseconds per call of each small operation."""
    import conway

    names = {"a": conway.Game("{3||2*|1*}"), "b": conway.Game("^*")}
    for op in SMALL_OPERATIONS:
        best = min(timeit.repeat(op, globals=names, repeat=repeat, number=number))
        print(f"| `{op}` | {best / number * 1e9:.0f} ns |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--conway", default=str(ROOT / "target" / "release" / "conway"))
    args = parser.parse_args()
    # Interpreter start and `import conway` alone, to say what the fixed cost is.
    imports = statistics.median(wall([sys.executable, "-c", "import conway"]) for _ in range(args.runs))
    print(f"python -c 'import conway' alone: {imports:.3f} s")
    print(f"| work | Python call | Rust CLI process | ratio | Python process |")
    print("|---|---|---|---|---|")
    for name, python_work, cli_args in WORKLOADS:
        calls, processes, rs = [], [], []
        for _ in range(args.runs):  # interleaved, so both see the same machine load
            call, process = python_call(python_work)
            calls.append(call)
            processes.append(process)
            rs.append(wall([args.conway, *cli_args]))
        p, r, whole = statistics.median(calls), statistics.median(rs), statistics.median(processes)
        print(f"| {name} | {p:.3f} s | {r:.3f} s | {p / r:.2f} | {whole:.3f} s |")
    print("\n| small operation | per call |")
    print("|---|---|")
    small_operations()


if __name__ == "__main__":
    main()
