#!/usr/bin/env bash
# The whole test suite: the Rust workspace, then the Python package `conway`
# built into a fresh virtual environment (under target/, from PyPI) and its
# pytest suite, docstring examples included, then the browser test of
# `conway serve`'s page. Needs only the Rust toolchain
# and CPython 3.8+ with venv; works from a clean clone.
#
#   scripts/test-all.sh          the default tier (what README's test command runs)
#   scripts/test-all.sh --full   the default tier, then the heavy cases: the
#                                Rust tests marked #[ignore = "full tier"], the
#                                library's unit tests (src/, private internals)
#                                and the pytest tests marked `full` (.ci/run runs this)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
full=0
case "${1:-}" in
    --full) full=1 ;;
    "") ;;
    *) echo "usage: scripts/test-all.sh [--full]" >&2; exit 2 ;;
esac
# pip's build of the extension compiles the workspace: share the workspace's
# target directory, and build it with the tests' (dev) profile, so that the
# library compiled for `cargo test` is the one the extension links (users'
# `pip install` builds the release profile).
export CARGO_TARGET_DIR="$root/target"
export MATURIN_PEP517_ARGS="--profile dev"

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

# The Python tools download into their virtual environment while cargo
# builds and tests (the network, not the processors, is what they wait on).
python=${PYTHON:-python3}
venv="$root/target/py-venv"
mkdir -p "$root/target"
python_tools() {
    if [[ ! -x "$venv/bin/python" ]]; then
        "$python" -m venv "$venv"
    fi
    "$venv/bin/python" -m pip install --quiet --upgrade pip
    "$venv/bin/python" -m pip install --quiet maturin pytest hypothesis numpy matplotlib "dask[distributed]" pyarrow tqdm pandas jsonschema selenium
}
python_tools > "$root/target/py-venv-tools.log" 2>&1 &
tools=$!

if [[ "${SKIP_CARGO_TESTS:-}" != 1 ]]; then
    cargo test --workspace
fi

if ! wait "$tools"; then
    echo "scripts/test-all.sh: installing the Python tools failed:" >&2
    cat "$root/target/py-venv-tools.log" >&2
    exit 1
fi
"$venv/bin/python" -m pip install --quiet --force-reinstall --no-deps ./crates/conway-py
# Run from the tests' folder, so `import conway` is the installed package.
(
    cd "$root/crates/conway-py/tests"
    "$venv/bin/python" -m pytest -q -p no:cacheprovider -m "not full" ${hypothesis_args[@]+"${hypothesis_args[@]}"} .
)
# The workbench page of `conway serve` in headless Chromium (Debian's
# chromium and chromium-driver; outside CI it skips, saying so, without them).
(
    cd "$root/crates/conway-server/tests/browser"
    "$venv/bin/python" -m pytest -q -p no:cacheprovider .
)

if [[ $full == 1 ]]; then
    if [[ "${SKIP_CARGO_TESTS:-}" != 1 ]]; then
        cargo test --workspace -- --ignored
        # The library's unit tests of its private internals (every one,
        # ignored or not): `[lib] test = false` keeps them out of the
        # default tier.
        cargo test -p conway --lib -- --include-ignored
    fi
    cd "$root/crates/conway-py/tests"
    "$venv/bin/python" -m pytest -q -p no:cacheprovider -m full ${hypothesis_args[@]+"${hypothesis_args[@]}"} .
fi
