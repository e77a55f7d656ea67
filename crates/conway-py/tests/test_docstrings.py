"""The examples in the docstrings of the package (Rust doc comments included) run as tests."""

import doctest
import inspect

import pytest

import conway


def documented_objects():
    """Every public object of `conway` with a docstring: the package, its
    classes, functions, and the methods and properties of its classes."""
    seen = {"conway": conway}
    for name in dir(conway):
        if name.startswith("_"):
            continue
        obj = getattr(conway, name)
        if inspect.ismodule(obj):
            continue
        seen[f"conway.{name}"] = obj
        if inspect.isclass(obj):
            for attr, member in vars(obj).items():
                if not attr.startswith("_") or attr in ("__init__", "__new__"):
                    seen[f"conway.{name}.{attr}"] = member
    return sorted((k, v) for k, v in seen.items() if isinstance(getattr(v, "__doc__", None), str))


DOCUMENTED = documented_objects()
WITH_EXAMPLES = [(name, obj) for name, obj in DOCUMENTED if ">>>" in obj.__doc__]


def test_there_are_examples():
    assert len(WITH_EXAMPLES) >= 10


@pytest.mark.parametrize("name,obj", WITH_EXAMPLES, ids=[n for n, _ in WITH_EXAMPLES])
def test_docstring_examples(name, obj):
    parser = doctest.DocTestParser()
    test = parser.get_doctest(obj.__doc__, {}, name, None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    out = []
    runner.run(test, out=out.append)
    assert runner.failures == 0, "".join(out)
    assert runner.tries > 0
