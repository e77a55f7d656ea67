"""``python -m conway.census SWEEP --out DIR [options]``: runs a named sweep
(see ``conway.census``) and prints what it did as one line of JSON. Exit
code 0 when every task is finished, 1 when some failed (run again to retry
them), 2 for bad arguments or a directory holding another sweep, 130 on
Ctrl-C (what was written stays; run again to go on)."""

import argparse
import json
import sys
from typing import List, Optional

from . import SWEEPS, ParametersDiffer, run


def heaps(text: str) -> int:
    """A heap count, also as a power of two: ``65536`` or ``2^16``."""
    base, _, power = text.partition("^")
    value = int(base) ** int(power) if power else int(base)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text}: expected a positive number")
    return value


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m conway.census",
        description="Run a research sweep on a Dask cluster into a resumable Parquet dataset.",
    )
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--out", required=True, help="the output directory (rerun into it to resume)")
    common.add_argument("--scheduler", help="an existing cluster's scheduler, tcp://host:8786")
    common.add_argument("--workers", type=int, default=2, help="worker processes of the local cluster (default 2)")
    common.add_argument("--retries", type=int, default=1, help="reruns of a task that raised (default 1)")
    common.add_argument("--quiet", action="store_true", help="no progress bar")
    sub = p.add_subparsers(dest="sweep", required=True)
    octal = sub.add_parser("octal", parents=[common], help="Grundy sequences of take-and-break codes")
    octal.add_argument("--digits", type=int, default=2, help="codes of 1 to DIGITS digits (default 2)")
    octal.add_argument("--to", type=heaps, default=1 << 16, help="the last heap, e.g. 2^20 (default 2^16)")
    octal.add_argument("--hex", dest="hexadecimal", action="store_true", help="hexadecimal digits")
    octal.add_argument("--codes", nargs="+", help="these codes instead of every code of DIGITS digits")
    octal.add_argument("--task-seconds", type=float, default=60.0, help="seconds a task computes before it saves a checkpoint")
    misere = sub.add_parser("misere", parents=[common], help="misère quotients of take-and-break codes")
    misere.add_argument("--digits", type=int, default=2, help="codes of 1 to DIGITS digits (default 2)")
    misere.add_argument("--heaps", type=heaps, default=20, help="heaps up to HEAPS (default 20)")
    misere.add_argument("--max-size", type=int, default=2048, help="give up past this many elements")
    misere.add_argument("--codes", nargs="+", help="these codes instead of every code of DIGITS digits")
    misere.add_argument("--task-seconds", type=float, default=60.0, help="seconds a quotient may take")
    for name in ("domineering-db", "cram-db"):
        db = sub.add_parser(name, parents=[common], help=f"every {name[:-3]} region up to CELLS cells with its value")
        db.add_argument("--cells", type=int, required=True, help="regions of 1 to CELLS cells")
        db.add_argument("--per-task", type=int, default=100_000, help="regions a task values (default 100000)")
    return p


def main(argv: Optional[List[str]] = None) -> int:
    args = vars(parser().parse_args(argv))
    options = {k: args.pop(k) for k in ("out", "scheduler", "workers", "retries")}
    name, quiet = args.pop("sweep"), args.pop("quiet")
    params = {k: v for k, v in args.items() if v is not None}
    out = options.pop("out")
    try:
        done = run(name, out, progress=not quiet, **options, **params)
    except (ParametersDiffer, ValueError) as e:
        print(f"python -m conway.census {name}: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"python -m conway.census {name}: interrupted; run it again to go on from {out}", file=sys.stderr)
        return 130
    report = {
        "out": done.out, "sweep": done.sweep, "tasks": done.tasks, "skipped": done.skipped,
        "finished": done.finished, "failed": done.failed, "seconds": round(done.seconds, 3),
        "summary": done.summary,
    }
    try:
        print(json.dumps(report), flush=True)
    except BrokenPipeError:  # a closed pipe: the results are in the directory
        sys.stdout = None
    return 1 if done.failed else 0


if __name__ == "__main__":
    sys.exit(main())
