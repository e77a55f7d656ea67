"""Grundy sequences: values against a plain mex, periodicity, NumPy, plots, pickling."""

import pickle
import re
import sys

import pytest

import conway


def mex(values):
    m = 0
    while m in values:
        m += 1
    return m


def plain_kayles(n):
    """Kayles (0.77) by the definition: take 1 or 2 from a row, possibly splitting it."""
    g = []
    for k in range(n + 1):
        options = set()
        for take in (1, 2):
            for left in range(0, k - take + 1):
                right = k - take - left
                options.add(g[left] ^ g[right])
        g.append(mex(options))
    return g


def plain_grundys_game(n):
    g = []
    for k in range(n + 1):
        g.append(mex({g[a] ^ g[k - a] for a in range(1, (k + 1) // 2) if a != k - a}))
    return g


def test_values_match_the_definitions():
    assert list(conway.grundy("0.77", 150)) == plain_kayles(150)
    assert conway.grundy("kayles", 150).values == plain_kayles(150)
    assert conway.grundy("grundy", 300).values == plain_grundys_game(300)


def test_periodicity_from_the_literature():
    # Kayles: period 12 from 71 on (Winning Ways ch. 4; OEIS A002186), certified.
    k = conway.grundy("0.77", 100)
    assert (k.period, k.preperiod, k.saltus, k.certified) == (12, 71, 0, True)
    assert "Guy" in k.certificate
    # Dawson's chess 0.137: period 34, last exception at n = 51 (Winning Ways ch. 4);
    # Dawson's Kayles 0.07 is the same sequence shifted by one heap.
    c = conway.grundy("0.137", 100)
    assert (c.period, c.preperiod) == (34, 52) and c.certified
    d = conway.grundy("0.07", 100)
    assert (d.period, d.preperiod) == (34, 53) and d.values[1:] == c.values[:-1]
    # Grundy's game is not known to be periodic.
    assert not conway.grundy("grundy", 1000).certified


def test_bad_games_name_the_column():
    with pytest.raises(ValueError, match="column"):
        conway.grundy("0.7z", 10)
    with pytest.raises(ValueError, match="kayles"):
        conway.grundy("chess", 10)


def test_indexing_and_pickling():
    s = conway.grundy("0.137", 200)
    assert len(s) == 201 and s[-1] == s[200] and s[5:8] == s.values[5:8]
    with pytest.raises(IndexError):
        s[201]
    t = pickle.loads(pickle.dumps(s))
    assert t == s and (t.period, t.preperiod, t.certificate) == (s.period, s.preperiod, s.certificate)


def test_numpy():
    np = pytest.importorskip("numpy")
    s = conway.grundy("0.77", 100)
    a = np.asarray(s)
    assert a.dtype == np.uint64 and a.tolist() == s.values
    assert s.to_numpy().sum() == sum(s.values)


def test_plot():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    ax = conway.grundy("0.77", 100).plot()
    offsets = ax.collections[0].get_offsets()
    assert len(offsets) == 101 and list(offsets[:, 1][:12]) == plain_kayles(11)


@pytest.mark.parametrize(
    "missing,call,extra",
    [
        ("matplotlib", lambda s: s.plot(), "plot"),
        ("numpy", lambda s: s.to_numpy(), "numpy"),
    ],
)
@pytest.mark.parametrize("kind", ["Sequence", "HeapSequence"])
def test_a_missing_extra_says_how_to_install_it(monkeypatch, missing, call, extra, kind):
    # As if the extra were not installed: importing it fails.
    for name in [missing, f"{missing}.pyplot"]:
        monkeypatch.setitem(sys.modules, name, None)
    with pytest.raises(ModuleNotFoundError, match=re.escape(f"pip install 'conway[{extra}]'")):
        call(SEQUENCES[kind]())


# A code gives a Sequence; the same game as a move function a HeapSequence.
SEQUENCES = {
    "Sequence": lambda: conway.grundy("0.77", 100),
    "HeapSequence": lambda: conway.heap_sequence(
        lambda n: [(a, n - t - a) for t in (1, 2) if t <= n for a in range(n - t + 1)], to=100
    ),
}


def test_both_kinds_of_sequence_have_the_same_methods():
    public = {kind: {m for m in dir(make()) if not m.startswith("_")} for kind, make in SEQUENCES.items()}
    assert public["Sequence"] <= public["HeapSequence"], public["Sequence"] - public["HeapSequence"]
    assert {"__array__", "__len__", "__getitem__", "__iter__"} <= set(dir(SEQUENCES["HeapSequence"]()))


def test_a_heap_sequence_plots_and_converts_like_a_sequence():
    numpy = pytest.importorskip("numpy")
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    code, rule = SEQUENCES["Sequence"](), SEQUENCES["HeapSequence"]()
    assert list(rule.to_numpy()) == list(code.to_numpy()) == plain_kayles(100)
    assert numpy.asarray(rule, dtype=numpy.int32).dtype == numpy.int32
    offsets = rule.plot().collections[0].get_offsets()
    assert list(offsets[:, 1][:12]) == plain_kayles(11)
    assert rule.checked == 101 and rule.game is None
