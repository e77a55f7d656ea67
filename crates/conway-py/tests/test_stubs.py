"""The type stubs cover the package: every public name, and every public
method of the native classes."""

import ast
import inspect
import pathlib

import conway

STUBS = pathlib.Path(conway.__file__).with_name("__init__.pyi")


def stub_tree():
    return ast.parse(STUBS.read_text())


def test_stubs_and_py_typed_are_installed():
    assert STUBS.exists()
    assert STUBS.with_name("py.typed").exists()


def test_every_public_name_has_a_stub():
    body = stub_tree().body
    names = {n.name for n in body if isinstance(n, (ast.ClassDef, ast.FunctionDef))}
    names |= {n.target.id for n in body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
    assert sorted(set(conway.__all__) - names) == []


def test_every_public_method_has_a_stub():
    classes = {n.name: n for n in stub_tree().body if isinstance(n, ast.ClassDef)}
    for name in ["Game", "Grid", "HeapSequence", "LoopyGame", "MisereGame", "Position", "Ordinal", "Quotient", "RegionDatabase", "Sequence", "Surreal", "Thermograph", "TransfiniteNimber"]:
        body = classes[name].body
        stubbed = {m.name for m in body if isinstance(m, ast.FunctionDef)}
        stubbed |= {m.target.id for m in body if isinstance(m, ast.AnnAssign) and isinstance(m.target, ast.Name)}
        public = {a for a, v in vars(getattr(conway, name)).items() if not a.startswith("_") and not inspect.isclass(v)}
        assert sorted(public - stubbed) == [], name


def test_the_version_is_the_installed_packages():
    import importlib.metadata

    assert conway.__version__ == importlib.metadata.version("conway")
    assert conway.__version__.count(".") == 2
