#!/usr/bin/env bash
# The whole test suite: the Rust workspace, then the Python package `conway`
# built into a fresh virtual environment (under target/, from PyPI) and its
# pytest suite, docstring examples included. Needs only the Rust toolchain
# and CPython 3.8+ with venv; works from a clean clone.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
# pip's build of the extension compiles the workspace in release mode: share
# the workspace's target directory so it reuses what cargo built.
export CARGO_TARGET_DIR="$root/target"

# Under CI the property tests draw from fixed seeds, so a red run can be
# rerun to the same inputs; elsewhere each run draws new cases. Set
# PROPTEST_RNG_SEED / HYPOTHESIS_SEED yourself to pick the seeds.
hypothesis_args=()
if [[ -n "${CI:-}" ]]; then
    export PROPTEST_RNG_SEED=${PROPTEST_RNG_SEED:-20261125}
    hypothesis_args=(--hypothesis-seed="${HYPOTHESIS_SEED:-20261125}")
elif [[ -n "${HYPOTHESIS_SEED:-}" ]]; then
    hypothesis_args=(--hypothesis-seed="$HYPOTHESIS_SEED")
fi

if [[ "${SKIP_CARGO_TESTS:-}" != 1 ]]; then
    cargo test --workspace
fi

python=${PYTHON:-python3}
venv="$root/target/py-venv"
if [[ ! -x "$venv/bin/python" ]]; then
    "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet maturin pytest hypothesis numpy matplotlib "dask[distributed]" pyarrow tqdm pandas
"$venv/bin/python" -m pip install --quiet --force-reinstall --no-deps ./crates/conway-py
# Run from the tests' folder, so `import conway` is the installed package.
cd "$root/crates/conway-py/tests"
"$venv/bin/python" -m pytest -q -p no:cacheprovider ${hypothesis_args[@]+"${hypothesis_args[@]}"} .
