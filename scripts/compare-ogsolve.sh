#!/usr/bin/env bash
# Side-by-side timing of `conway grundy CODE --to N` and ogsolve's rare/common
# methods (rc, rc2) on chaotic octal games, medians of 3 runs (wall clock
# and CPU time), and a check that both give the same values. Not part of the
# test command.
#
#   scripts/compare-ogsolve.sh                 # the default set below
#   scripts/compare-ogsolve.sh 0.04:131072     # CODE:N pairs
#
# Needs a release build (cargo build --release -p conway-cli) and ogsolve
# (cargo install ogsolve --root /tmp/ogsolve, or OGSOLVE=path).
set -euo pipefail
cd "$(dirname "$0")/.."
CONWAY=${CONWAY:-target/release/conway}
OGSOLVE=${OGSOLVE:-/tmp/ogsolve/bin/ogsolve}
RUNS=${RUNS:-3}
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  cases=(0.04:131072 0.06:131072 0.14:1000000 0.16:1000000)
fi
for tool in "$CONWAY" "$OGSOLVE"; do
  [ -x "$tool" ] || { echo "missing $tool" >&2; exit 2; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The middle of the numbers on standard input, one a line.
middle() {
  sort -g | sed -n "$(( (RUNS + 1) / 2 ))p"
}

# The median of RUNS runs of a command: "WALL CPU" in seconds, each the
# median of its own column, CPU being user + system time from /usr/bin/time.
median() {
  local walls=() cpus=()
  for _ in $(seq "$RUNS"); do
    /usr/bin/time -f '%e %U %S' -o "$tmp/time" "$@" > "$tmp/out"
    read -r wall user sys < "$tmp/time"
    walls+=("$wall")
    cpus+=("$(echo "$user + $sys" | bc)")
  done
  echo "$(printf '%s\n' "${walls[@]}" | middle)" "$(printf '%s\n' "${cpus[@]}" | middle)"
}

# How many times longer $1 took than $2; blank ("-") when $2 is too short
# to measure (0.00 s).
lead() {
  if [ "$(echo "$2 > 0" | bc)" = 1 ]; then echo "scale=2; $1 / $2" | bc; else echo "-"; fi
}

echo "wall / CPU seconds, medians of $RUNS; lead = the better ogsolve method's over conway's"
printf '%-6s %9s %13s %13s %13s %13s  %s\n' code n conway rc rc2 "lead wall/CPU" values
for case in "${cases[@]}"; do
  code=${case%%:*}
  n=${case##*:}
  # Timed with --stats (values computed, a summary printed, as ogsolve
  # prints one); the values are compared from a --json run.
  c=$(median "$CONWAY" grundy "$code" --to "$n" --stats)
  "$CONWAY" grundy "$code" --to "$n" --json > "$tmp/out"
  python3 -c 'import json,sys; print(" ".join(map(str, json.load(open(sys.argv[1]))["values"])))' \
    "$tmp/out" > "$tmp/conway.txt"
  rc=$(median "$OGSOLVE" -m rc -n "$n" "$code")
  rc2=$(median "$OGSOLVE" -m rc2 -n "$n" "$code")
  "$OGSOLVE" -m rc -n "$n" -p "$code" > "$tmp/ogs.txt"
    # ogsolve prints the values on a line starting with "nimbers:".
  same=$(python3 - "$tmp/conway.txt" "$tmp/ogs.txt" <<'PY'
import sys
ours = open(sys.argv[1]).read().split()
line = next(l for l in open(sys.argv[2]) if l.strip().startswith("nimbers:"))
theirs = line.split(":", 1)[1].split()
print("identical" if ours == theirs else "DIFFERENT")
PY
)
  read -r cw cc <<< "$c"
  read -r rw rcpu <<< "$rc"
  read -r r2w r2c <<< "$rc2"
  # The better (faster) of ogsolve's two methods, by each measure.
  best_wall=$(printf '%s\n%s\n' "$rw" "$r2w" | sort -g | head -1)
  best_cpu=$(printf '%s\n%s\n' "$rcpu" "$r2c" | sort -g | head -1)
  lw=$(lead "$best_wall" "$cw")
  lc=$(lead "$best_cpu" "$cc")
  printf '%-6s %9s %6.2f/%6.2f %6.2f/%6.2f %6.2f/%6.2f %6s/%5sx  %s\n' \
    "$code" "$n" "$cw" "$cc" "$rw" "$rcpu" "$r2w" "$r2c" "$lw" "$lc" "$same"
done
