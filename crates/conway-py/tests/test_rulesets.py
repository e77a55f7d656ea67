"""Built-in rulesets through Python: classes, values against plain search, moves, pictures."""

import pickle

import pytest

import conway
from conway import Game


def test_every_ruleset_has_a_class_and_parses_its_example():
    table = conway.rulesets()
    assert len(table) >= 20
    for name, kind, _summary, _syntax, example in table:
        cls = conway._rulesets.CLASSES[name]
        assert getattr(conway, cls.__name__) is cls
        p = conway.position(name, example)
        assert isinstance(p, cls) and isinstance(p, conway.Position)
        assert p.ruleset == name and p.impartial == (kind == "impartial")
        assert conway.position(name, p.notation) == p
        assert pickle.loads(pickle.dumps(p)) == p


def test_bad_input_names_the_column_and_the_ruleset():
    with pytest.raises(ValueError, match="column 3"):
        conway.Domineering("..z")
    with pytest.raises(ValueError, match="kayles|domineering"):
        conway.position("no-such-game", "..")
    with pytest.raises(ValueError, match="left"):
        conway.Domineering("..").moves("up")


def plain_value(p):
    """The value by plain recursion over the moves (no transposition table)."""
    left = [plain_value(q) for _, q in p.moves("left")]
    right = [plain_value(q) for _, q in p.moves("right")]
    return Game.from_options(left, right)


@pytest.mark.parametrize(
    "cls,board",
    [
        (conway.Domineering, "...|..."),
        (conway.Domineering, "..#|...|.#."),
        (conway.Domineering, "....|.#.."),
        (conway.Clobber, "xox|oxo"),
        (conway.Clobber, "xxo|o.x"),
        (conway.Konane, "xox.|o.ox"),
        (conway.ToadsAndFrogs, "tt.f.f"),
        (conway.Hackenbush, "BRB RG"),
        (conway.Amazons, "x..|..o"),
    ],
)
def test_partizan_values_match_plain_search(cls, board):
    p = cls(board)
    v = p.value()
    assert v == plain_value(p)
    assert p.outcome() == v.outcome


def test_winning_moves_win():
    p = conway.Domineering("....|....|...#")
    v = p.value()
    for player, sign in (("left", 1), ("right", -1)):
        moves = dict(p.moves(player))
        wins = p.winning_moves(player)
        for label, q in moves.items():
            # A move wins for Left iff the position after it is >= 0 ... for Left
            # (Right then moves first and loses): value >= 0 and not confused.
            w = q.value()
            wins_here = (w >= 0) if sign == 1 else (w <= 0)
            assert (label in wins) == wins_here, (player, label, str(w))
    assert (len(p.winning_moves("left")) > 0) == (v.outcome in "LN")


def test_impartial_positions():
    # Bouton: 3 ^ 5 ^ 7 = 1, the first player wins by reducing some heap to nim-sum 0.
    p = conway.Nim("3 5 7")
    assert p.nimber() == 1 and p.value() == conway.star(1) and p.outcome() == "N"
    for label in p.winning_moves():
        q = dict(p.moves())[label]
        assert q.nimber() == 0
    assert conway.Nim("1 2 3").outcome() == "P"


def test_pictures():
    for cls, board in [
        (conway.Domineering, "..|.#"),
        (conway.Clobber, "xo|ox"),
        (conway.Konane, "xo.|.ox"),
        (conway.Amazons, "x.#|..o"),
        (conway.ToadsAndFrogs, "tt..ff"),
        (conway.Hackenbush, "BRB G"),
        (conway.Hackenbush, "g-1:B 1-2:R 2-g:G"),
    ]:
        svg = cls(board)._repr_svg_()
        assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert conway.Nim("3 4")._repr_svg_() is None
    with pytest.raises(ValueError):
        conway.Nim("3 4").svg()


# The rulesets whose positions are boards, strips or pictures, and so draw
# themselves in a notebook (with their impartial variants); the others are
# heaps, numbers, graphs or words, with no picture.
DRAWN = {
    "domineering", "cram", "clobber", "konane", "amazons", "snort", "col", "fjords",
    "advance-or-eat", "toads-and-frogs", "backsliding-toads-and-frogs", "hackenbush",
    "rectangle-split", "cannibal-clobber", "anti-clobber", "clobber-kings",
    "clobber-knights", "clobber-rooks", "clobber-queens", "hot-clobber", "fission", "nogo",
    "fox-and-geese", "ceylonese-fox-and-geese",
}


def test_every_ruleset_with_a_board_draws_it():
    # The scan of every ruleset class's _repr_svg_ (issue 27): a picture
    # for each board, None (never an error) for the rest.
    for name, _kind, _summary, _syntax, example in conway.rulesets():
        picture = conway.position(name, example)._repr_svg_()
        if name.removeprefix("impartial-") in DRAWN:
            assert picture is not None and picture.startswith("<svg"), name
            assert picture.rstrip().endswith("</svg>"), name
        else:
            assert picture is None, name


def test_fox_and_geese_draws_the_geese_and_the_fox():
    # Winning Ways ch. 22's start position on a 6-wide board: three geese
    # (Left, blue) and the fox (Right, red).
    picture = conway.FoxAndGeese("g.g.g.|......|......|...f..")._repr_svg_()
    assert picture.count("<circle") == 4
    assert picture.count("#1f5fbf") == 3 and picture.count("#c0392b") == 1


def test_graphs_from_file_text_and_dict(tmp_path):
    text = "a -> b c\nb -> c\ntokens a a b"
    path = tmp_path / "g.txt"
    path.write_text(text)
    d = {"kind": "impartial", "edges": [["a", "b"], ["a", "c"], ["b", "c"]], "tokens": ["a", "a", "b"]}
    results = [conway.solve_graph(str(path)), conway.solve_graph(path), conway.solve_graph(text, text=True), conway.solve_graph(d)]
    for r in results:
        assert r == results[0]
    # a = mex{b, c} = mex{1, 0} = 2; a + a + b = 1: the first player wins.
    assert results[0]["values"] == {"a": 2, "b": 1, "c": 0} and results[0]["winner"] == "first"
    with pytest.raises(ValueError, match="column"):
        conway.solve_graph("a -> b\ntokens", text=True) if False else conway.solve_graph("a -L-> b\nc -> d", text=True)
    with pytest.raises(OSError):
        conway.solve_graph(tmp_path / "missing.txt")


def test_a_mistyped_ruleset_name_gets_a_suggestion():
    with pytest.raises(ValueError, match=r"unknown ruleset 'domineerin'; did you mean 'domineering'\?"):
        conway.position("domineerin", "..|..")


def test_a_mistyped_class_name_gets_a_suggestion():
    with pytest.raises(AttributeError, match=r"did you mean 'Domineering'\?"):
        conway.Domineerin  # noqa: B018
    with pytest.raises(AttributeError, match=r"no attribute 'xyzzy'$"):
        conway.xyzzy  # noqa: B018
