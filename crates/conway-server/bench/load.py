#!/usr/bin/env python3
"""The bounded load test of `conway serve`, on 127.0.0.1 only.

    python3 crates/conway-server/bench/load.py [--conway target/release/conway]
        [--clients 50] [--requests 100] [--request-timeout 1]

Starts `conway serve --port 0`, then CLIENTS threads each send REQUESTS
requests, a mix of instant answers (the rulesets, Nim positions), medium
analyses (Domineering boards) and heavy worksheet statements that run
until the request timeout stops them. It checks that no response is lost
or mixed up (each answer is checked against its own request: a Nim
position's nimber is the xor of its heaps, a client's worksheet answers
with its own number), that the only failures are 503s ("the server is
busy"), and that the server's resident memory stays level: the mix runs
twice, and the second round may not grow the memory the first left (the
library keeps the values it found, by design, so the first round grows it);
it prints requests per second and the p50/p99 latency of the answered
requests of each round. Standard library only.
"""

import argparse
import json
import random
import statistics
import subprocess
import threading
import time
import urllib.error
import urllib.request
from functools import reduce
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
ENDLESS = "for n from 1 to 1000000000000 do if n < 0 then n end end"


def request(base, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=120) as res:
            return res.status, json.loads(res.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def one(base, rng, client, sheet):
    """One request of the mix and the check of its answer: (kind, status, problem or None, new sheet)."""
    roll = rng.random()
    if roll < 0.35:
        status, doc = request(base, "/api/rulesets")
        ok = status != 200 or any(r["name"] == "domineering" for r in doc["rulesets"])
        return "instant", status, None if ok else "rulesets", sheet
    if roll < 0.70:
        heaps = [rng.randrange(1, 60) for _ in range(rng.randrange(1, 6))]
        status, doc = request(base, "/api/analyze", {"ruleset": "nim", "position": " ".join(map(str, heaps))})
        ok = status != 200 or doc["nimber"] == reduce(lambda a, b: a ^ b, heaps)
        return "instant", status, None if ok else f"nim {heaps}: {doc}", sheet
    if roll < 0.90:
        # A 4 x 4 board with three cells blocked at random: mostly new positions.
        cells = ["."] * 16
        for i in rng.sample(range(16), 3):
            cells[i] = "#"
        rows = "|".join("".join(cells[r * 4 : r * 4 + 4]) for r in range(4))
        status, doc = request(base, "/api/analyze", {"ruleset": "domineering", "position": rows})
        ok = status != 200 or doc.get("position") == rows
        return "medium", status, None if ok else f"domineering {rows}: {doc}", sheet
    if roll < 0.98:
        n = client * 1000 + rng.randrange(1000)
        status, doc = request(base, "/api/worksheet", {"session": sheet, "text": f"x := {n}\nx + 1"})
        if status != 200:
            return "medium", status, None, sheet
        ok = doc["answers"][-1]["text"] == str(n + 1)
        return "medium", status, None if ok else f"worksheet {n}: {doc}", doc["session"]
    status, doc = request(base, "/api/worksheet", {"text": ENDLESS})
    ok = status != 200 or doc.get("stopped") == "timeout"
    return "heavy", status, None if ok else f"heavy: {doc}", sheet


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conway", default=str(ROOT / "target" / "release" / "conway"))
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--requests", type=int, default=100)
    parser.add_argument("--request-timeout", default="1")
    args = parser.parse_args()
    server = subprocess.Popen(
        [args.conway, "serve", "--port", "0", "--request-timeout", args.request_timeout],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        base = server.stdout.readline().split()[2].rstrip("/")
        baseline = request(base, "/api/status")[1]["resident_memory"]
        rounds = []
        for _ in range(2):
            results, elapsed = load(base, args)
            time.sleep(2)
            rounds.append((results, elapsed, request(base, "/api/status")[1]))
    finally:
        server.terminate()
        server.wait(timeout=10)
    failed = []
    for n, (results, elapsed, status) in enumerate(rounds, 1):
        print(f"round {n}:")
        failed += report(results, elapsed, status, args)
    grown = rounds[1][2]["resident_memory"] - rounds[0][2]["resident_memory"]
    print(f"resident memory: {baseline >> 20} MiB at the start, {rounds[0][2]['resident_memory'] >> 20} MiB after round 1, "
          f"{rounds[1][2]['resident_memory'] >> 20} MiB after round 2")
    if grown > max(32 << 20, rounds[0][2]["resident_memory"] // 4):
        failed.append("the second round grew the memory: something is kept per request")
    if failed:
        raise SystemExit("load test failed: " + "; ".join(failed))
    print("ok: no lost or mixed-up responses, only 503s under overload, memory level")


def load(base, args):
    """One round: every client's requests; the results and the time taken."""
    results = []
    lock = threading.Lock()

    def client(i):
        rng = random.Random(i)
        sheet = None
        for _ in range(args.requests):
            started = time.perf_counter()
            kind, status, problem, sheet = one(base, rng, i, sheet)
            with lock:
                results.append((kind, status, time.perf_counter() - started, problem))

    started = time.perf_counter()
    threads = [threading.Thread(target=client, args=(i,)) for i in range(args.clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results, time.perf_counter() - started


def report(results, elapsed, status, args):
    """Prints a round's figures; what went wrong in it."""
    total = args.clients * args.requests
    problems = [p for *_, p in results if p]
    statuses = {}
    for _, s, _, _ in results:
        statuses[s] = statuses.get(s, 0) + 1
    answered = sorted(t for _, s, t, _ in results if s == 200)
    by_kind = {}
    for kind, s, t, _ in results:
        by_kind.setdefault(kind, []).append(s)
    print(f"{len(results)} of {total} requests answered in {elapsed:.1f} s: {len(results) / elapsed:.0f} requests/s")
    print("statuses:", dict(sorted(statuses.items())))
    for kind, ss in sorted(by_kind.items()):
        print(f"  {kind}: {len(ss)} requests, {ss.count(200)} answered, {ss.count(503)} busy (503)")
    if answered:
        p50 = statistics.median(answered)
        p99 = answered[min(len(answered) - 1, int(0.99 * len(answered)))]
        print(f"latency of the answered: p50 {p50 * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms")
    print(f"server: {status['running']} running, {status['waiting']} waiting, {status['refused']} refused, {status['panics']} panics")
    failed = []
    if len(results) != total:
        failed.append("lost requests")
    if problems:
        failed.append(f"{len(problems)} wrong answers, e.g. {problems[0]}")
    if set(statuses) - {200, 503}:
        failed.append(f"statuses other than 200 and 503: {statuses}")
    if status["running"] or status["waiting"]:
        failed.append("work left running")
    return failed


if __name__ == "__main__":
    main()
