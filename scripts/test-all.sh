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
# pip's build of the extension links the library `cargo test` compiled:
# it shares the workspace's target directory, the tests build with the dev
# profile as maturin does (the test profile has the dev profile's settings,
# but a profile of another name makes other artifacts), and
# crates/conway-py/Cargo.toml gives the shared dependencies the features the
# workspace's test build unifies. Then pip compiles only pyo3 and the
# extension itself (users' `pip install` builds the release profile).
export CARGO_TARGET_DIR="$root/target"
export MATURIN_PEP517_ARGS="--profile dev"
# A first build (a fresh clone, CI) gains nothing from incremental state,
# only writes it (gigabytes, and a tenth more compile time); later runs
# keep cargo's default.
if [[ ! -d "$root/target/debug" && -z "${CARGO_INCREMENTAL:-}" ]]; then
    export CARGO_INCREMENTAL=0
fi

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

# The doc tests run later, beside pytest: their build is mostly one
# rustc on one core, and pytest leaves the other core idle.
if [[ "${SKIP_CARGO_TESTS:-}" != 1 ]]; then
    cargo test --workspace --tests --examples --profile dev
fi

if ! wait "$tools"; then
    echo "scripts/test-all.sh: installing the Python tools failed:" >&2
    cat "$root/target/py-venv-tools.log" >&2
    exit 1
fi
"$venv/bin/python" -m pip install --quiet --force-reinstall --no-deps ./crates/conway-py
doc_log="$root/target/doc-tests.log"
doc_tests=
if [[ "${SKIP_CARGO_TESTS:-}" != 1 ]]; then
    cargo test --workspace --doc --profile dev > "$doc_log" 2>&1 &
    doc_tests=$!
fi
# Whatever happens below, the doc tests' result is reported.
finish_doc_tests() {
    [[ -n "$doc_tests" ]] || return 0
    local status=0
    wait "$doc_tests" || status=$?
    doc_tests=
    if [[ $status != 0 ]]; then
        cat "$doc_log" >&2
        echo "scripts/test-all.sh: the doc tests failed (log above, and in $doc_log)" >&2
        return 1
    fi
    grep -E "^(   Doc-tests|test result)" "$doc_log"
}
trap 'finish_doc_tests || true' EXIT
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

finish_doc_tests
trap - EXIT

if [[ $full == 1 ]]; then
    if [[ "${SKIP_CARGO_TESTS:-}" != 1 ]]; then
        cargo test --workspace --tests --profile dev -- --ignored
        # The library's unit tests of its private internals (every one,
        # ignored or not): `[lib] test = false` keeps them out of the
        # default tier.
        cargo test -p conway --lib --profile dev -- --include-ignored
    fi
    cd "$root/crates/conway-py/tests"
    "$venv/bin/python" -m pytest -q -p no:cacheprovider -m full ${hypothesis_args[@]+"${hypothesis_args[@]}"} .
fi
