"""The user guide cannot lie about Python: every ```python block of README.md,
the package's README and docs/src/*.md runs as a doctest (from the repository's root, so the
bundled examples/ are found), and the guide's Python reference is the
package's type stubs and docstrings (CONWAY_BLESS=1 rewrites it)."""

import ast
import doctest
import inspect
import os
import pathlib
import re

import pytest

import conway

ROOT = pathlib.Path(__file__).resolve().parents[3]
PAGES = [ROOT / "README.md", ROOT / "crates/conway-py/README.md"] + sorted((ROOT / "docs" / "src").glob("*.md"))
BLOCK = re.compile(r"^```python\n(.*?)^```$", re.S | re.M)


def python_pages():
    """Each page with Python blocks, as one doctest: its blocks run in
    order and share their names, as a reader would run them."""
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        blocks = BLOCK.findall(text)
        if blocks:
            yield pytest.param(blocks, id=str(page.relative_to(ROOT)))


PAGES_WITH_PYTHON = list(python_pages())


def test_the_guide_has_python_examples():
    blocks = [b for page in PAGES_WITH_PYTHON for b in page.values[0]]
    assert len(blocks) >= 8
    assert all(">>> " in block for block in blocks), "python blocks are doctests"


@pytest.mark.parametrize("blocks", PAGES_WITH_PYTHON)
def test_python_blocks_show_what_conway_gives(blocks, monkeypatch):
    monkeypatch.chdir(ROOT)
    test = doctest.DocTestParser().get_doctest("\n".join(blocks), {}, "guide", None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    failures = []
    runner.run(test, out=failures.append)
    assert runner.failures == 0, "".join(failures)


def stub_items():
    """(name, signature) of each public class and function of the stubs,
    in their order; methods are listed under their class."""
    stub = ast.parse((ROOT / "crates/conway-py/python/conway/__init__.pyi").read_text())
    for node in stub.body:
        if isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
            bases = ", ".join(ast.unparse(b) for b in node.bases)
            methods = [
                f"{m.name}({ast.unparse(m.args)}) -> {ast.unparse(m.returns) if m.returns else 'None'}"
                for m in node.body
                if isinstance(m, ast.FunctionDef) and (not m.name.startswith("_") or m.name == "__init__")
            ]
            yield node.name, f"class {node.name}({bases})" if bases else f"class {node.name}", methods
        elif isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
            returns = ast.unparse(node.returns) if node.returns else "None"
            yield node.name, f"def {node.name}({ast.unparse(node.args)}) -> {returns}", []


def reference_page():
    out = [
        "# Python reference",
        "",
        "This page is generated from the package's type stubs (`__init__.pyi`) and",
        "docstrings; a test regenerates it and fails if it differs. The examples in",
        "the docstrings run as tests too.",
    ]
    seen = set()
    for name, signature, methods in stub_items():
        if name in seen or not hasattr(conway, name):
            continue
        seen.add(name)
        doc = inspect.cleandoc(getattr(conway, name).__doc__ or "")
        out += ["", f"## `{name}`", "", "```text", signature]
        out += [f"    {m}" for m in dict.fromkeys(methods)]
        out += ["```"]
        if doc:
            out += ["", "```text", doc, "```"]
    return "\n".join(out) + "\n"


def test_the_python_reference_is_the_stubs_and_docstrings():
    path = ROOT / "docs/src/python-reference.md"
    page = reference_page()
    if os.environ.get("CONWAY_BLESS"):
        path.write_text(page, encoding="utf-8")
    assert path.read_text(encoding="utf-8") == page, "rerun with CONWAY_BLESS=1"
