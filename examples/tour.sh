#!/bin/sh
# A short tour of conway on bundled examples: the commands of the guide's tour
# (docs/src/tour.md),
# in its order (crates/conway-cli/tests/tour.rs checks the two agree).
# `play` reads no moves here (standard input is empty), so it shows the
# board and leaves. Run from the repository root after
# `cargo build --release` (README's first set-up command does both).
# The binary is $CONWAY if set, else release/conway in cargo's target
# directory (which CARGO_TARGET_DIR or cargo's configuration may move).
set -e
if [ -n "${CONWAY:-}" ]; then
    conway=$CONWAY
else
    target=$(cargo metadata --format-version 1 --no-deps 2>/dev/null |
        sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
    conway=${target:-target}/release/conway
fi
if [ ! -x "$conway" ]; then
    echo "tour.sh: no conway binary at $conway: run cargo build --release, or set CONWAY" >&2
    exit 2
fi
run() {
    printf '\n$ conway'
    for arg in "$@"; do
        case $arg in
            *[!a-z0-9./:-]*) printf " '%s'" "$arg" ;;
            *) printf ' %s' "$arg" ;;
        esac
    done
    printf '\n'
    "$conway" "$@" </dev/null
}
run value '{3||2*|1*}' '^ + ^ + *' '{1|-1} + {1|-1}'
run compare '^' '*'
run rulesets
run analyze domineering '....|....|....'
run analyze advance-or-eat 'W.B.|.BW.|B..W|.W.B'
run analyze clobber 'xox|oxo' --json
run analyze hackenbush 'BRB RRB G'
run analyze nim '3 5 7'
run analyze subtraction-nim '{2,5}: 2 4 7'
run analyze divisor-chain '1 2 3 3 5'
run analyze rectangle-split '#..#|.#..|..#.'
run play toads-and-frogs 'tt..ff'
run solve examples/graphs/tokens-impartial.txt
run solve examples/graphs/tokens-partizan.txt
run solve examples/graphs/loopy-draw.txt
run help graph-format
run grundy kayles --to 100
run grundy 'subtraction:{1,3,4}' --to 30
run grundy grundy --to 100000 --json
