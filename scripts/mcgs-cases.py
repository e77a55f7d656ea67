#!/usr/bin/env python3
"""Every case of MCGS's test files, run by MCGS and by `conway outcome`.

Reads MCGS's .test files (the syntax its input/info.test describes:
sections in [], games bare or in (), command blocks in {} ending each
sum), keeps the sums whose every game conway has a ruleset or value for,
and runs each once with both tools, each given TIMEOUT seconds. Prints a
table per group of sums (the rulesets in them) of how many MCGS alone,
conway alone, both and neither decide, and every case where the answers
differ (exit 1 then). With --mcgs-cache FILE, MCGS's answers are kept
in FILE (JSON lines) and read back by later runs with the same limit, so
that a second run times conway alone. Not part of the test command; scripts/compare-mcgs.sh
--all calls it.

    scripts/mcgs-cases.py [--mcgs-cache FILE] MCGS CONWAY TIMEOUT THREADS FILE_OR_DIR...
    scripts/mcgs-cases.py --list FILE_OR_DIR...   (the cases only)
    scripts/mcgs-cases.py --summary TABLE         (the counts of a table
        printed before, such as a run stopped early)

A partizan command ({B ...}, {W ...}, {winning moves B/W}) asks who wins
with each player first; an impartial one ({N ...}, {winning moves N}) asks
MCGS for the nim value, and conway for who wins (nim value nonzero) and
the nim value where it gives one: the answers agree when the winners do
and, where both give one, the nim values do.
"""
import json
import os
import re
import subprocess
import sys
import time

# MCGS section -> conway ruleset (impartial variants get conway's
# `impartial-` ruleset; Cram is impartial Domineering).
GRID_RULESETS = {
    "clobber": "clobber",
    "clobber_1xn": "clobber",
    "nogo": "nogo",
    "nogo_1xn": "nogo",
    "elephants": "elephants-and-rhinos",
    "domineering": "domineering",
    "amazons": "amazons",
    "fission": "fission",
    "sheep": "sheep",
}
IMPARTIAL_NAMES = {"domineering": "cram"}
VALUE_SECTIONS = ("integer_game", "dyadic_rational", "nimber", "switch_game", "up_star")


def fraction(text):
    return re.sub(r"\s+", "", text)


def items(text):
    text = re.sub(r"\s*/\s*", "/", text.strip())
    return [t for t in re.split(r"[\s,]+", text) if t]


def up_star(text):
    """MCGS's up_star list (an int n for n ups, a star) as a conway value."""
    ups, star = 0, False
    for t in items(text):
        if t == "*":
            star = True
        else:
            ups = int(t)
    ups_text = "" if ups == 0 else (f"^{ups}" if ups > 0 else f"v{-ups}")
    return (ups_text + ("*" if star else "")) or "0"


def value_term(section, game):
    if section == "integer_game":
        return str(int(game))
    if section == "dyadic_rational":
        return fraction(game)
    if section == "nimber":
        return f"*{int(game)}"
    if section == "switch_game":
        a, b = items(game)
        return "{" + a + "|" + b + "}"
    return up_star(game)


def conway_term(section, game):
    """The conway --sum term for one MCGS game, or None when conway has none."""
    words = section.split()
    impartial = words[0] == "impartial"
    name = words[-1]
    if len(words) > 2 or (len(words) == 2 and not impartial):
        return None
    if name == "kayles":
        return f"take-and-break:0.77: {int(game)}"
    if name in VALUE_SECTIONS:
        # MCGS's impartial wrapper of a value game depends on the moves its
        # representation has, which conway's values do not carry.
        return None if impartial else value_term(name, game)
    if name == "toppling_dominoes":
        ruleset = "toppling-dominoes"
        game = game.translate(str.maketrans("XO#", "LRG"))
    elif name == "gen_toads":
        params, strip = game.split(":", 1)
        ruleset = "gen-toads"
        game = "<" + ",".join(items(params)) + ">: " + strip
    elif name in GRID_RULESETS:
        ruleset = GRID_RULESETS[name]
    else:
        return None
    if impartial:
        ruleset = IMPARTIAL_NAMES.get(name, "impartial-" + ruleset)
    return f"{ruleset}:{game}"


def commands(block):
    """The solves a command block asks for: a set of 'BW' and 'N'."""
    asked = set()
    for command in block.split(","):
        words = command.split()
        if words[:2] == ["winning", "moves"]:
            words = words[2:]
        if not words or words[0] == "version":
            continue
        asked.add("N" if words[0] == "N" else "BW")
    return asked


def cases_of(path):
    text = re.sub(r"/\*.*?\*/", " ", open(path, errors="replace").read(), flags=re.S)
    section, games = None, []
    for token in re.findall(r"\[[^\]]*\]|\{[^}]*\}|\([^)]*\)|[^\s\[\]{}()]+", text):
        if token.startswith("["):
            section = " ".join(token[1:-1].split())
        elif token.startswith("{"):
            asked = commands(token[1:-1])
            if asked and games:
                yield games, asked
            games = []
        elif section is not None:
            games.append((section, token[1:-1].strip() if token.startswith("(") else token))


def group_of(games):
    names = sorted({s for s, _ in games if s.split()[-1] not in VALUE_SECTIONS})
    values = any(s.split()[-1] in VALUE_SECTIONS for s, _ in games)
    label = " + ".join(names) or "values"
    return label + (" + values" if values and names else "")


def all_cases(paths):
    files = []  # in the order given, each folder's files sorted
    for p in paths:
        if os.path.isdir(p):
            found = []
            for root, _, names in os.walk(p):
                found += [os.path.join(root, n) for n in names if n.endswith(".test")]
            files += sorted(found)
        else:
            files.append(p)
    seen, cases = set(), []
    for path in files:
        for games, asked in cases_of(path):
            try:
                terms = [conway_term(s, g) for s, g in games]
            except ValueError:  # input MCGS's parser tests mean to be bad
                continue
            if any(t is None for t in terms):
                continue
            mcgs = " ".join(f"[{s}] ({g})" for s, g in games)
            key = (mcgs, "".join(sorted(asked)))
            if key in seen:
                continue
            seen.add(key)
            cases.append({"mcgs": mcgs, "asked": asked, "terms": terms,
                          "group": group_of(games), "file": path})
    return cases


# MCGS clears its transposition tables at start (2^28 and 2^26 entries by
# default: seconds of a loaded machine's time before any search). Each case
# is first run with small tables; one it does not decide so is run again
# with the default tables, and counted as decided when the search time MCGS
# reports is within the limit (its start not counted, to its advantage).
SMALL_TABLES = ["--tt-sumgame-idx-bits", "22", "--tt-imp-sumgame-idx-bits", "20"]


def run_mcgs(mcgs, case, timeout, cache):
    """MCGS's answer and time, from `cache` (a dict saved as JSON lines by
    main) when this case was run before with the same limit."""
    key = case["mcgs"] + " " + "".join(sorted(case["asked"]))
    if key in cache:
        return tuple(cache[key])
    found, wall = run_mcgs_fresh(mcgs, case, timeout)
    cache[key] = (found, wall)
    return found, wall


def run_mcgs_fresh(mcgs, case, timeout):
    found, wall = run_mcgs_once(mcgs, case, timeout, SMALL_TABLES)
    if found is None:
        found, wall = run_mcgs_once(mcgs, case, timeout, [])
    return found, wall


def run_mcgs_once(mcgs, case, timeout, flags):
    blocks = (["B", "W"] if "BW" in case["asked"] else []) + (["N"] if "N" in case["asked"] else [])
    try:
        out = subprocess.run([mcgs, "--no-use-db", *flags, case["mcgs"] + " {" + ", ".join(blocks) + "}"],
                             capture_output=True, text=True, timeout=timeout + 10).stdout
    except subprocess.TimeoutExpired:
        return None, timeout
    found, player, searched = {}, None, 0.0
    for line in out.splitlines():
        if line.startswith("Player:"):
            player = line.split()[1]
        elif line.startswith("Time (ms):"):
            searched += float(line.split()[-1]) / 1000
        elif line.startswith("Got:") and player:
            got = line.split()[1].lower()
            if player == "IMP":
                found["N"] = int(got)
            elif got in ("win", "loss"):
                found[player] = player if got == "win" else ("W" if player == "B" else "B")
            player = None
    if any(p not in found for p in blocks) or searched > timeout:
        return None, min(searched, timeout)
    return found, searched


def run_conway(conway, case, timeout, threads):
    start = time.monotonic()
    try:
        out = subprocess.run([conway, "outcome", "--json", "--threads", str(threads),
                              "--timeout", str(timeout), *[f"--sum={t}" for t in case["terms"]]],
                             capture_output=True, text=True, timeout=timeout + 5).stdout
    except subprocess.TimeoutExpired:
        return None, timeout
    wall = time.monotonic() - start
    try:
        doc = json.loads(out)
    except ValueError:
        return None, wall
    if "left_first" not in doc:  # an error: conway refuses the position
        return None, wall
    who = {"left": "B", "right": "W"}
    b, w = doc["left_first"]["winner"], doc["right_first"]["winner"]
    if b is None or w is None:
        return None, wall
    found = {"B": who[b], "W": who[w]}
    if doc.get("nim_value") is not None:
        found["N"] = int(doc["nim_value"])
    return found, wall


def disagreement(m, c):
    """Why MCGS's answer m and conway's c differ, or None."""
    if "B" in m and (m["B"], m["W"]) != (c["B"], c["W"]):
        return f"MCGS B {m['B']} W {m['W']}, conway B {c['B']} W {c['W']}"
    if "N" in m:
        if (m["N"] != 0) != (c["B"] == "B"):
            return f"MCGS nim value {m['N']}, conway first player {'wins' if c['B'] == 'B' else 'loses'}"
        if "N" in c and c["N"] != m["N"]:
            return f"MCGS nim value {m['N']}, conway {c['N']}"
    return None


def print_summary(groups, timeout, differ):
    print(f"decided within {timeout:g} s, by group")
    print("| group | cases | both | MCGS only | conway only | neither |")
    print("|---|---|---|---|---|---|")
    total = [0, 0, 0, 0]
    for group, tally in sorted(groups.items()):
        total = [a + b for a, b in zip(total, tally)]
        print(f"| {group} | {sum(tally)} | {tally[0]} | {tally[1]} | {tally[2]} | {tally[3]} |")
    print(f"| all | {sum(total)} | {total[0]} | {total[1]} | {total[2]} | {total[3]} |")
    print(f"MCGS decides {total[0] + total[1]}, conway {total[0] + total[2]}; "
          f"{differ} cases where the answers differ")


def summary_of(path):
    """The summary of a table this script printed (a run stopped early
    prints none): the groups read back from each row's MCGS input."""
    groups, differ, timeout = {}, 0, 10.0
    for line in open(path):
        if line.startswith("| [") and not line.startswith("| [x"):
            cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
            if len(cells) < 4:
                continue
            games = re.findall(r"\[([^\]]*)\] \(", cells[0])
            group = group_of([(g, "") for g in games])
            tally = groups.setdefault(group, [0, 0, 0, 0])
            m, c = "undecided" not in cells[1], "undecided" not in cells[2]
            tally[(0 if m else 2) + (0 if c else 1)] += 1
            differ += cells[3].startswith("DIFFERENT")
        elif line.startswith("decided within"):
            return 0
        elif line[:1].isdigit() and "cases of MCGS" in line:
            timeout = float(line.split("; ")[1].split()[0])
    print_summary(groups, timeout, differ)
    return 0


def main(argv):
    if argv[:1] == ["--summary"]:
        return summary_of(argv[1])
    if argv[:1] == ["--list"]:
        for case in all_cases(argv[1:]):
            print(case["group"], "\t", "".join(sorted(case["asked"])), "\t", case["mcgs"])
        return 0
    cache_path = None
    if argv[:1] == ["--mcgs-cache"]:
        cache_path, argv = argv[1], argv[2:]
    mcgs, conway, timeout, threads, *paths = argv
    timeout = float(timeout)
    cases = all_cases(paths)
    cache = {}
    if cache_path and os.path.exists(cache_path):
        for line in open(cache_path):
            entry = json.loads(line)
            if entry["timeout"] == timeout:
                cache[entry["key"]] = (entry["found"], entry["wall"])
    saved = open(cache_path, "a") if cache_path else None
    print(f"{len(cases)} cases of MCGS's test files with games conway has; {timeout:g} s each, one run")
    print("| case | MCGS v1.5 | conway | answer |")
    print("|---|---|---|---|")
    groups, differ = {}, 0
    for case in cases:
        cached = len(cache)
        m, mw = run_mcgs(mcgs, case, timeout, cache)
        if saved and len(cache) > cached:
            key = case["mcgs"] + " " + "".join(sorted(case["asked"]))
            saved.write(json.dumps({"key": key, "timeout": timeout, "found": m, "wall": mw}) + "\n")
            saved.flush()
        c, cw = run_conway(conway, case, timeout, threads)
        why = disagreement(m, c) if m and c else None
        differ += why is not None
        tally = groups.setdefault(case["group"], [0, 0, 0, 0])
        tally[(0 if m else 2) + (1 if not c else 0)] += 1  # both, MCGS only, conway only, neither
        answer = why and f"DIFFERENT: {why}" or (
            json.dumps(c or m, sort_keys=True) if (c or m) else "undecided")
        shown = case["mcgs"] if len(case["mcgs"]) < 120 else case["mcgs"][:117] + "..."
        print(f"| {shown} | {mw:.2f}{'' if m else ' (undecided)'} | "
              f"{cw:.2f}{'' if c else ' (undecided)'} | {answer} |", flush=True)
    print()
    print_summary(groups, timeout, differ)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
