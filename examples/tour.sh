#!/bin/sh
# A short tour of conway on bundled examples: values in CGSuite's notation,
# game graphs with tokens, heap games with certified periods, and positions
# of built-in rulesets. Run from the repository root after
# `cargo build --release` (README's first set-up command does both).
set -e
conway=${CONWAY:-target/release/conway}
run() {
    printf '\n$ conway'
    for arg in "$@"; do
        case $arg in
            *[!a-z0-9./:-]*) printf " '%s'" "$arg" ;;
            *) printf ' %s' "$arg" ;;
        esac
    done
    printf '\n'
    "$conway" "$@"
}
run value '{3||2*|1*}' '^ + ^ + *' '{1|-1} + {1|-1}'
run compare '^' '*'
run solve examples/graphs/tokens-impartial.txt
run solve examples/graphs/tokens-partizan.txt
run grundy 0.77 --to 40
run analyze advance-or-eat 'W.B.|.BW.|B..W|.W.B'
run analyze subtraction-nim '{2,5}: 2 4 7'
run analyze rectangle-split '#..#|.#..|..#.'
run analyze domineering '....|....|....|....'
run analyze hackenbush 'BRB RRB G'
run solve examples/graphs/loopy-draw.txt
