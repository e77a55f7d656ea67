"""Grid games of your own (conway.Grid): a move rule on a Grid, searched with
regions split and normalised by conway, against the same rule written plainly
(a frozenset of empty cells, no splitting, no normal forms), against the
built-in Domineering and Cram, and under hypothesis for the invariances the
splitting and the symmetries rely on."""

import itertools
import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import conway
from conway import Game

# ---------------------------------------------------------------------------
# The rules, on a Grid and plainly.


def grid_pairs(dr, dc):
    """The options filling an empty cell and the one (dr, dc) from it."""

    def options(g):
        return [g.with_filled([(r, c), (r + dr, c + dc)]) for r, c in g.empty if (r + dr, c + dc) in g.empty]

    return options


def plain_pairs(dr, dc):
    def options(board):
        return [board - {(r, c), (r + dr, c + dc)} for (r, c) in board if (r + dr, c + dc) in board]

    return options


VERTICAL, HORIZONTAL = (1, 0), (0, 1)
# A game whose moves touch at corners: Left fills a `\` pair, Right a `/`.
BACKSLASH, SLASH = (1, 1), (1, -1)


def cram(rule):
    return lambda p: rule(*VERTICAL)(p) + rule(*HORIZONTAL)(p)


def text(rows, cols, empty):
    return "|".join("".join("." if (r, c) in empty else "#" for c in range(cols)) for r in range(rows))


def shapes(max_cells):
    return [(r, c) for r in range(1, max_cells + 1) for c in range(1, max_cells // r + 1)]


def small_boards():
    """Every rectangle of up to 12 cells, empty, and every pattern of
    blocked cells on those of up to 8 cells: (rows, cols, empty cells)."""
    for rows, cols in shapes(12):
        every = [(r, c) for r in range(rows) for c in range(cols)]
        if len(every) > 8:
            yield rows, cols, frozenset(every)
            continue
        for k in range(len(every) + 1):
            for empty in itertools.combinations(every, k):
                yield rows, cols, frozenset(empty)


def grid(rows, cols, empty, **kw):
    blocked = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in empty]
    return conway.Grid(rows, cols, blocked=blocked, **kw)


# ---------------------------------------------------------------------------
# Against the plain rule and the built-in rulesets.


def test_domineering_and_cram_on_a_grid_match_plain_search_and_the_rulesets():
    boards = 0
    for rows, cols, empty in small_boards():
        boards += 1
        board = text(rows, cols, empty)
        g = grid(rows, cols, empty, symmetry="mirrors")
        value = conway.canonical_form(g, grid_pairs(*VERTICAL), grid_pairs(*HORIZONTAL))
        assert value == conway.canonical_form(empty, plain_pairs(*VERTICAL), plain_pairs(*HORIZONTAL)), board
        assert value == conway.Domineering(board).value(), board
        nimber = conway.grundy_value(grid(rows, cols, empty, symmetry="all"), cram(grid_pairs))
        assert nimber == conway.grundy_value(empty, cram(plain_pairs)), board
        assert conway.star(nimber) == conway.Cram(board).value(), board
    assert boards > 1500


def test_regions_joined_at_corners_match_plain_search():
    for rows, cols in [(2, 2), (2, 3), (3, 2), (3, 3)]:
        every = [(r, c) for r in range(rows) for c in range(cols)]
        for k in range(len(every) + 1):
            for empty in map(frozenset, itertools.combinations(every, k)):
                g = grid(rows, cols, empty, adjacency="king")
                got = conway.canonical_form(g, grid_pairs(*BACKSLASH), grid_pairs(*SLASH))
                expected = conway.canonical_form(empty, plain_pairs(*BACKSLASH), plain_pairs(*SLASH))
                assert got == expected, text(rows, cols, empty)
    # Split by sides only, `.#|#.` would be two lone cells (0); joined at
    # the corner it is Left's move (1).
    corner = conway.Grid.parse(".#|#.", adjacency="king")
    assert conway.canonical_form(corner, grid_pairs(*BACKSLASH), grid_pairs(*SLASH)) == Game(1)
    assert len(conway.Grid.parse(".#|#.").regions()) == 2


def test_known_values():
    left, right = grid_pairs(*VERTICAL), grid_pairs(*HORIZONTAL)
    # Domineering (Winning Ways ch. 5): the 2x2 square is +-1, the L
    # tromino is *; the 4x5 rectangle (4 rows, 5 columns) is 1 (Wolfe).
    assert str(conway.canonical_form(conway.Grid(2, 2), left, right)) == "+-1"
    assert conway.canonical_form(conway.Grid.parse(".#|.."), left, right) == conway.star(1)
    assert conway.canonical_form(conway.Grid(4, 5, symmetry="mirrors"), left, right) == Game(1)
    # Cram (Winning Ways ch. 5): an even by even board is 0 by the half-turn
    # symmetry strategy; a 1xn strip is a heap of n in Dawson's Kayles, 0.07
    # (OEIS A002187, Dawson's chess, shifted by one).
    assert conway.grundy_value(conway.Grid(4, 4, symmetry="all"), cram(grid_pairs)) == 0
    dawson = conway.grundy("0.07", 12)
    for n in range(1, 13):
        assert conway.grundy_value(conway.Grid(1, n, symmetry="all"), cram(grid_pairs)) == dawson[n]


def test_outcome_and_winning_moves_are_in_the_grids_coordinates():
    left, right = grid_pairs(*VERTICAL), grid_pairs(*HORIZONTAL)
    g = conway.Grid.parse("...|..#|...", symmetry="mirrors")
    assert conway.outcome(g, left=left, right=right) == conway.Domineering(str(g)).outcome()
    for player, rule in [("left", left), ("right", right)]:
        winning = conway.winning_moves(g, left=left, right=right, player=player)
        expected = [
            o
            for o in rule(g)
            if (conway.Domineering(str(o)).value() >= 0 if player == "left" else conway.Domineering(str(o)).value() <= 0)
        ]
        assert winning == expected
        assert all(isinstance(o, conway.Grid) and (o.rows, o.cols) == (3, 3) for o in winning)
    # Cram on 3x4: the first player wins by the central domino and the
    # half-turn symmetry strategy (Winning Ways ch. 5).
    board = conway.Grid(3, 4, symmetry="all")
    assert conway.outcome(board, options=cram(grid_pairs)) == "N" == conway.Cram(str(board)).outcome()
    moves = conway.winning_moves(board, options=cram(grid_pairs))
    assert moves == [o for o in cram(grid_pairs)(board) if conway.Cram(str(o)).value() == 0]
    assert conway.Grid.parse("....|.##.|....", symmetry="all") in moves


# ---------------------------------------------------------------------------
# The invariances splitting and normal forms rely on.

MIRRORS = {
    "left-right": lambda r, c, rows, cols: (r, cols - 1 - c),
    "top-bottom": lambda r, c, rows, cols: (rows - 1 - r, c),
}


def image(g, f, transpose=False):
    rows, cols = (g.cols, g.rows) if transpose else (g.rows, g.cols)
    empty = {f(r, c, g.rows, g.cols) for r, c in g.empty}
    return grid(rows, cols, empty, symmetry=g.symmetry, adjacency=g.adjacency)


boards = st.sampled_from(shapes(12)).flatmap(
    lambda rc: st.tuples(st.just(rc), st.sets(st.tuples(st.integers(0, rc[0] - 1), st.integers(0, rc[1] - 1))))
)


@settings(max_examples=60, deadline=None)
@given(boards)
def test_a_grid_is_the_sum_of_its_regions(board):
    (rows, cols), empty = board
    left, right = grid_pairs(*VERTICAL), grid_pairs(*HORIZONTAL)
    g = grid(rows, cols, empty, symmetry="mirrors")
    parts = g.regions()
    assert sum(len(p) for p in parts) == len(empty)
    total = sum((conway.canonical_form(p, left, right) for p in parts), Game(0))
    assert conway.canonical_form(g, left, right) == total


@settings(max_examples=60, deadline=None)
@given(boards)
def test_images_under_the_allowed_symmetries_have_the_same_value(board):
    (rows, cols), empty = board
    left, right = grid_pairs(*VERTICAL), grid_pairs(*HORIZONTAL)
    g = grid(rows, cols, empty, symmetry="mirrors")
    value = conway.canonical_form(g, left, right)
    for f in MIRRORS.values():
        mirrored = image(g, f)
        assert mirrored.normal_form() == g.normal_form()
        assert conway.canonical_form(mirrored, left, right) == value
    # Transposing is not one of Domineering's symmetries: it negates.
    transposed = image(g, lambda r, c, rows, cols: (c, r), transpose=True)
    assert conway.canonical_form(transposed, left, right) == -value
    # Under "all", the transpose has the same normal form (Cram).
    g_all = grid(rows, cols, empty, symmetry="all")
    t_all = image(g_all, lambda r, c, rows, cols: (c, r), transpose=True)
    assert t_all.normal_form() == g_all.normal_form()
    assert conway.grundy_value(t_all, cram(grid_pairs)) == conway.grundy_value(g_all, cram(grid_pairs))


@settings(max_examples=60, deadline=None)
@given(boards, st.sampled_from(["none", "left-right", "top-bottom", "mirrors", "all"]))
def test_normal_forms_are_trimmed_and_translation_free(board, symmetry):
    (rows, cols), empty = board
    g = grid(rows, cols, empty, symmetry=symmetry)
    n = g.normal_form()
    assert len(n) == len(g)
    if empty:
        assert min(r for r, _ in n.empty) == 0 and max(r for r, _ in n.empty) == n.rows - 1
        assert min(c for _, c in n.empty) == 0 and max(c for _, c in n.empty) == n.cols - 1
    # Moved down and right by one: the same normal form.
    shifted = grid(rows + 1, cols + 1, {(r + 1, c + 1) for r, c in empty}, symmetry=symmetry)
    assert shifted.normal_form() == n


# ---------------------------------------------------------------------------
# The value type and its errors.


def test_grid_is_a_value():
    g = conway.Grid(2, 3, blocked=[(0, 2)], symmetry="mirrors")
    assert str(g) == "..#|..."
    assert repr(g) == "Grid.parse('..#|...', symmetry='mirrors')"
    assert g == conway.Grid.parse("..#|...", symmetry="mirrors") and hash(g) == hash(conway.Grid.parse("..#|...", symmetry="mirrors"))
    assert g != conway.Grid.parse("..#|...")
    assert pickle.loads(pickle.dumps(g)) == g
    assert g.empty == frozenset({(0, 0), (0, 1), (1, 0), (1, 1), (1, 2)})
    assert g.blocked == frozenset({(0, 2)})
    assert (1, 2) in g and (0, 2) not in g and (5, 5) not in g and "a1" not in g
    assert len(g) == 5
    assert g.with_filled([(0, 0)]).empty == g.empty - {(0, 0)}
    assert g.symmetry == "mirrors" and g.adjacency == "orthogonal"


def test_bad_grids_and_rules_are_clear_errors():
    g = conway.Grid(2, 2)
    with pytest.raises(ValueError, match=r"cell \(0, 5\) is not an empty cell"):
        g.with_filled([(0, 5)])
    with pytest.raises(ValueError, match=r"cell \(0, 0\) is not an empty cell"):
        g.with_filled([(0, 0), (0, 0)])
    with pytest.raises(TypeError, match="cells must be"):
        g.with_filled(["a1"])
    with pytest.raises(ValueError, match="symmetry must be one of"):
        conway.Grid(2, 2, symmetry="rotations")
    with pytest.raises(ValueError, match="adjacency must be one of"):
        conway.Grid(2, 2, adjacency="hex")
    with pytest.raises(ValueError, match="at most 400 cells"):
        conway.Grid(100, 100)
    with pytest.raises(ValueError, match="1:5: unexpected"):
        conway.Grid.parse("..|.x")
    left, right = grid_pairs(*VERTICAL), grid_pairs(*HORIZONTAL)
    with pytest.raises(TypeError, match="components= and key="):
        conway.canonical_form(g, left, right, components=lambda p: None)
    with pytest.raises(TypeError, match="must list Grids"):
        conway.canonical_form(g, lambda p: [frozenset()], right)
    with pytest.raises(TypeError, match="give options="):
        conway.outcome(g, left=left)
    with pytest.raises(ZeroDivisionError):
        conway.canonical_form(g, lambda p: [1 / 0], right)
    with pytest.raises(ValueError, match="cycle"):
        conway.canonical_form(g, lambda p: [p], right)
    with pytest.raises(conway.Stopped):
        conway.canonical_form(conway.Grid(4, 4, symmetry="mirrors"), left, right, max_positions=10)
