"""The package's optional dependencies (its extras), imported only when a
feature needs one; a missing one says which extra installs it."""

import importlib

# The top-level module of each extra's dependency, and the extra's name.
_EXTRAS = {"matplotlib": "plot", "numpy": "numpy"}


def require(module, feature):
    """The module ``module`` (such as ``"matplotlib.pyplot"``) for
    ``feature``, or ``ModuleNotFoundError`` naming the extra to install.

    >>> require("numpy", "Sequence.to_numpy()").__name__
    'numpy'
    """
    top = module.split(".")[0]
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as missing:
        # Only the module asked for, or a package on its path, is the
        # extra's; a module missing inside it is another problem.
        name = missing.name or ""
        if module != name and not module.startswith(f"{name}."):
            raise
        raise ModuleNotFoundError(
            f"{feature} needs {top}, which is not installed: pip install 'conway[{_EXTRAS[top]}]'",
            name=missing.name,
        ) from None
