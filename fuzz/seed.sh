#!/bin/sh
# Seeds fuzz/corpus/parsers with every target's valid examples.
set -e
cd "$(dirname "$0")"
cargo +nightly run --quiet --bin seed
