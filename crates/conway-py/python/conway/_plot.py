"""Plots with matplotlib (imported only when a plot is asked for)."""

from ._extras import require


def plot_sequence(sequence, ax=None, **style):
    """A scatter plot of G(n) against n, as CGSuite's ScatterPlot."""
    plt = require("matplotlib.pyplot", "plot()")

    if ax is None:
        _, ax = plt.subplots()
    values = list(sequence)
    style.setdefault("s", 4 if len(values) > 200 else 12)
    ax.scatter(range(len(values)), values, **style)
    ax.set_xlabel("n")
    ax.set_ylabel("G(n)")
    ax.set_title(f"Grundy values of {sequence.game or 'a heap game'}")
    return ax
