#!/usr/bin/env bash
# Side-by-side timing of `conway outcome` and MCGS (Folkersen, Du, Müller,
# "MCGS: a minimax-based combinatorial game solver", ACG 2025) on the same
# sums, medians of RUNS runs (wall clock and CPU time), and a check that
# both find the same winner with each player first: the script fails (exit
# 1) on any row where they differ. Not part of the test command.
#
#   scripts/compare-mcgs.sh PATH/TO/MCGS              # the workloads below
#   scripts/compare-mcgs.sh PATH/TO/MCGS --sweep      # and the largest (xo)^n
#   scripts/compare-mcgs.sh PATH/TO/MCGS --hard FILE.test...
#       every Clobber sum of MCGS's own test files, each tool given TIMEOUT
#       seconds once: how many each decides
#   scripts/compare-mcgs.sh PATH/TO/MCGS --all [FILE_OR_DIR...]
#       every case of MCGS's test files (default: its input/ and
#       test/input/ beside the binary) whose games conway has, each tool
#       given TIMEOUT seconds once, by scripts/mcgs-cases.py: decided by
#       MCGS only, conway only, both, neither, per group; MCGS's answers
#       are kept in MCGS_CACHE (target/mcgs-cache.jsonl) for later runs
#
# The MCGS binary is the first argument (or MCGS=path). Build it from its
# public source (tag v1.5 builds with make alone; later tags need a
# submodule no public snapshot carries), outside this repository:
#   git clone https://github.com/ualberta-mueller-group/MCGS && cd MCGS
#   git checkout v1.5 && make DEBUG=0 MCGS
# (DEBUG=0 drops the debug checks plain `make` keeps: the 3×6 checkerboard
# took MCGS 3.9 s built by plain `make` when issue 32 was written, 0.7 s of
# search built so.) MCGS runs without its database (--no-use-db): none ships.
# Needs a release build of conway (cargo build --release -p conway-cli).
# Environment: CONWAY (target/release/conway), RUNS (3), TIMEOUT (10 s for
# --hard, 60 s for --sweep), THREADS (conway's search threads, 1: MCGS
# searches on one).
set -euo pipefail
cd "$(dirname "$0")/.."
MCGS=${MCGS:-${1:-}}
[ $# -gt 0 ] && shift
CONWAY=${CONWAY:-target/release/conway}
RUNS=${RUNS:-3}
THREADS=${THREADS:-1}
for tool in "$CONWAY" "$MCGS"; do
  [ -n "$tool" ] && [ -x "$tool" ] || { echo "missing tool: '$tool' (see the top of $0)" >&2; exit 2; }
done
MCGS=$(realpath "$MCGS")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The middle of the numbers on standard input, one a line.
middle() {
  sort -g | sed -n "$(( (RUNS + 1) / 2 ))p"
}

# Runs a command once under /usr/bin/time (output in $tmp/out); prints
# "WALL CPU" in seconds, CPU being user + system time.
timed() {
  /usr/bin/time -f '%e %U %S' -o "$tmp/time" "$@" > "$tmp/out" 2>/dev/null || true
  read -r wall user sys < <(tail -1 "$tmp/time")
  printf '%.2f %.2f\n' "$wall" "$(echo "$user + $sys" | bc)"
}

# The median of RUNS runs of a command: "WALL CPU", each the median of its
# own column (the last run's output stays in $tmp/out).
median() {
  local walls=() cpus=() w c
  for _ in $(seq "$RUNS"); do
    read -r w c < <(timed "$@")
    walls+=("$w")
    cpus+=("$c")
  done
  echo "$(printf '%s\n' "${walls[@]}" | middle)" "$(printf '%s\n' "${cpus[@]}" | middle)"
}

# MCGS's answer in $tmp/out as "B W", each the winner with that player
# first (B Left, W Right) or "?" when undecided.
mcgs_answer() {
  python3 - "$tmp/out" <<'PY'
import sys
text = open(sys.argv[1]).read()
found = {}
player = None
for line in text.splitlines():
    if line.startswith("Player:"):
        player = line.split()[1]
    elif line.startswith("Got:") and player:
        got = line.split()[1].lower()
        if got in ("win", "loss"):
            found[player] = player if got == "win" else ("W" if player == "B" else "B")
        player = None
print(found.get("B", "?"), found.get("W", "?"))
PY
}

# conway's answer in $tmp/out (--json) the same way.
conway_answer() {
  python3 - "$tmp/out" <<'PY'
import json, sys
try:
    doc = json.load(open(sys.argv[1]))
except ValueError:
    print("? ?"); sys.exit()
who = {"left": "B", "right": "W", None: "?"}
print(who[doc["left_first"]["winner"]], who[doc["right_first"]["winner"]])
PY
}

# One row: NAME, MCGS's input, then conway's --sum terms. Prints the
# medians and the winners; counts a disagreement.
disagreements=0
row() {
  local name=$1 input=$2
  shift 2
  local m c ma ca
  m=$(median "$MCGS" --no-use-db "$input {B, W}")
  ma=$(mcgs_answer)
  c=$(median "$CONWAY" outcome --json --threads "$THREADS" --sum "$@")
  ca=$(conway_answer)
  local same=same
  if [ "$ma" != "$ca" ]; then same=DIFFERENT; disagreements=$((disagreements + 1)); fi
  read -r mw mc <<< "$m"
  read -r cw cc <<< "$c"
  printf '| %s | %s / %s | %s / %s | %s | %s |\n' "$name" "$mw" "$mc" "$cw" "$cc" "$ca" "$same"
}

xo() { python3 -c "print('$1' * $2)"; }

workloads() {
  echo "wall / CPU seconds, medians of $RUNS; winners: Left (B) first, Right (W) first"
  echo "| workload | MCGS v1.5 | conway outcome | winners | agree |"
  echo "|---|---|---|---|---|"
  local x16; x16=$(xo XO 16)
  row "linear Clobber (xo)^16" "[clobber_1xn] $x16" "clobber:$x16"
  # Three 3×3 Clobber boards (fixed, drawn at random once).
  row "three 3×3 Clobber boards" "[clobber] XOO|OXX|XOX OXX|XOO|OXO XXO|OOX|XOO" \
    clobber:XOO\|OXX\|XOX clobber:OXX\|XOO\|OXO clobber:XXO\|OOX\|XOO
  row "Domineering 4×4 + 5×4, a cell blocked in each" "[domineering] ....|.#..|....|.... ....|....|..#.|....|...." \
    domineering:....\|.#..\|....\|.... domineering:....\|....\|..#.\|....\|....
  row "Toppling Dominoes, three rows of 20" \
    "[toppling_dominoes] XX#O#OXOXXXXX##XXOXX XXOOXOO##OOOXXOXXXXO OXOOX#XOXOOXXXXOXOOO" \
    toppling-dominoes:LLGRGRLRLLLLLGGLLRLL toppling-dominoes:LLRRLRRGGRRRLLRLLLLR toppling-dominoes:RLRRLGLRLRRLLLLRLRRR
  row "Clobber 3×6 checkerboard" "[clobber] XOXOXO|OXOXOX|XOXOXO" clobber:XOXOXO\|OXOXOX\|XOXOXO
  row "Clobber 2×10 checkerboard" "[clobber] XOXOXOXOXO|OXOXOXOXOX" clobber:XOXOXOXOXO\|OXOXOXOXOX
  row "Clobber 6×6 with empty cells" "[clobber] .XXOO.|.XOOO.|OO..XX|XXXXXX|.OXO.X|.OOO.." \
    clobber:.XXOO.\|.XOOO.\|OO..XX\|XXXXXX\|.OXO.X\|.OOO..
  row "Domineering 5×5" "[domineering] .....|.....|.....|.....|....." \
    domineering:.....\|.....\|.....\|.....\|.....
  row "NoGo 1×8 + 3×3" "[nogo_1xn] ........ [nogo] ...|...|..." nogo:........ nogo:...\|...\|...
  row "Elephants and Rhinos" "[elephants] XX.X..O.OO X.X.X...O.O.O" \
    elephants-and-rhinos:XX.X..O.OO elephants-and-rhinos:X.X.X...O.O.O
  row "Fission 5×5" "[fission] .....|.X...|...X.|..X..|....." fission:.....\|.X...\|...X.\|..X..\|.....
  row "Amazons 3×4" "[amazons] X...|..#.|...O" amazons:X...\|..#.\|...O
  # MCGS reads an int grid with spaces only in brackets (else each number
  # is a game of its own).
  row "Sheep 3×3" "[sheep] (4 0 0 | 0 1 0 | 0 0 -3)" "sheep:4 0 0 | 0 1 0 | 0 0 -3"
  row "Clobber + values" "[clobber] XOXOXO|OXOXOX [dyadic_rational] 1/2 [up_star] 1 *" \
    clobber:XOXOXO\|OXOXOX 1/2 '^*'
}

# The largest n with (xo)^n decided within TIMEOUT (60 s) by each tool,
# trying n = 14, 16, ... until one fails.
sweep() {
  local limit=${TIMEOUT:-60} tool n
  echo "largest (xo)^n decided within $limit s (one run each; wall / CPU)"
  for tool in MCGS conway; do
    n=14
    local best="none"
    while :; do
      local x; x=$(xo XO "$n")
      local t ans
      if [ "$tool" = MCGS ]; then
        t=$(timed timeout "$limit" "$MCGS" --no-use-db "[clobber_1xn] $x {B, W}")
        ans=$(mcgs_answer)
      else
        t=$(timed "$CONWAY" outcome --json --threads "$THREADS" --timeout "$limit" clobber "$x")
        ans=$(conway_answer)
      fi
      [ "$ans" = "B W" ] || break
      best="n = $n ($t)"
      n=$((n + 2))
    done
    echo "$tool: $best"
  done
}

# Every Clobber sum in the MCGS test files given: each tool once with
# TIMEOUT seconds; the counts decided, and every answer both give compared.
hard() {
  local limit=${TIMEOUT:-10}
  python3 - "$@" > "$tmp/cases" <<'PY'
import re, sys
# One case a line: MCGS's input, then conway's --sum terms, tab-separated.
for path in sys.argv[1:]:
    text = re.sub(r"/\*.*?\*/", " ", open(path).read(), flags=re.S)
    section, games = None, []
    for token in re.findall(r"\[[^\]]*\]|\{[^}]*\}|\([^)]*\)|[^\s\[\]{}()]+", text):
        if token.startswith("["):
            section = token[1:-1].strip()
        elif token.startswith("{"):
            if "B" in token and "W" in token and games and all(
                s in ("clobber", "clobber_1xn") for s, _ in games
            ):
                mcgs = " ".join(f"[{s}] {g}" for s, g in games)
                print(mcgs + "\t" + "\t".join("clobber:" + g for _, g in games))
            games = []
        elif section and not token.startswith("version"):
            games.append((section, token.strip("()")))
PY
  local n_cases; n_cases=$(wc -l < "$tmp/cases")
  echo "$n_cases Clobber sums from ${*}; $limit s each, one run"
  echo "| sum | MCGS v1.5 | conway | winners |"
  echo "|---|---|---|---|"
  local mcgs_won=0 conway_won=0
  while IFS=$'\t' read -r input terms; do
    local -a sum_terms
    IFS=$'\t' read -r -a sum_terms <<< "$terms"
    local m c ma ca
    m=$(timed timeout "$limit" "$MCGS" --no-use-db "$input {B, W}")
    ma=$(mcgs_answer)
    c=$(timed "$CONWAY" outcome --json --threads "$THREADS" --timeout "$limit" --sum "${sum_terms[@]}")
    ca=$(conway_answer)
    [[ $ma != *"?"* ]] && mcgs_won=$((mcgs_won + 1))
    [[ $ca != *"?"* ]] && conway_won=$((conway_won + 1))
    if [[ $ma != *"?"* && $ca != *"?"* && $ma != "$ca" ]]; then
      disagreements=$((disagreements + 1))
      ca="$ca DIFFERENT from $ma"
    fi
    printf '| %s | %s | %s | %s |\n' "$input" "${m% *}" "${c% *}" "${ca/\?*/undecided}"
  done < "$tmp/cases"
  echo "decided within $limit s: MCGS $mcgs_won of $n_cases, conway $conway_won of $n_cases"
}

case "${1:-}" in
  --sweep) sweep ;;
  --hard) shift; hard "$@" ;;
  --all)
    shift
    dir=$(dirname "$MCGS")
    [ $# -gt 0 ] || set -- "$dir/input" "$dir/test/input"
    status=0
    python3 scripts/mcgs-cases.py --mcgs-cache "${MCGS_CACHE:-target/mcgs-cache.jsonl}" \
      "$MCGS" "$CONWAY" "${TIMEOUT:-10}" "$THREADS" "$@" || status=$?
    [ "$status" -eq 0 ] || disagreements=1
    ;;
  "") workloads ;;
  *) echo "unknown argument '$1' (expected --sweep, --hard FILE... or --all [FILE_OR_DIR...])" >&2; exit 2 ;;
esac
if [ "$disagreements" -gt 0 ]; then
  echo "$disagreements rows where the tools disagree" >&2
  exit 1
fi
