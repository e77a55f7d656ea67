"""The outcome search through Python: against the canonical form's outcome, published results, limits."""

from fractions import Fraction

import pytest
from hypothesis import given, settings, strategies as st

import conway
from conway import Game

WINNER = {"L": ("left", "left"), "R": ("right", "right"), "N": ("left", "right"), "P": ("right", "left")}


def check_consistent(result):
    """The two answers make the class, and each winner moving first names a move."""
    assert result.decided
    assert WINNER[result.outcome] == (result.left_first, result.right_first)
    for player in ("left", "right"):
        first = result.left_first if player == "left" else result.right_first
        assert (result.winning_move(player) is not None) == (first == player)


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="xo.", min_size=1, max_size=10))
def test_clobber_strips_agree_with_canonical_forms(strip):
    p = conway.Clobber(strip)
    result = conway.outcome_search(p)
    check_consistent(result)
    assert result.outcome == p.outcome()
    assert p.outcome_search().outcome == result.outcome


VALUES = ["0", "1", "-1", "*", "^", "v*", "1/2", "{1|*}", "+-1", "{2|-1}"]


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.text(alphabet="xo", min_size=1, max_size=6), min_size=1, max_size=3),
    st.lists(st.sampled_from(VALUES), max_size=2),
)
def test_sums_with_values_agree_with_canonical_forms(strips, values):
    terms = [conway.Clobber(s) for s in strips] + values
    result = conway.outcome_search(*terms)
    check_consistent(result)
    total = sum((Game(v) for v in values), Game(0))
    for s in strips:
        total = total + conway.Clobber(s).value()
    assert result.outcome == total.outcome


def test_published_results():
    # (XO)^n: a first-player win except n = 3 (Albert, Grossman, Nowakowski,
    # Wolfe, INTEGERS 5 (2005); proved by Chen et al., arXiv:2509.08985).
    for n in range(1, 11):
        expected = "P" if n == 3 else "N"
        assert conway.outcome_search(conway.Clobber("xo" * n)).outcome == expected, n
    # Domineering 5x5 is a second-player win (Breuker, Uiterwijk, van den
    # Herik, "Solving 8x8 Domineering", 2000).
    assert conway.Domineering("|".join(["....."] * 5)).outcome_search().outcome == "P"


def test_terms_of_every_kind():
    # Games, ints, Fractions and notation are values; impartial positions join valued.
    r = conway.outcome_search(conway.Clobber("xo"), Game("*"), 0, Fraction(1, 2), "-1/2", conway.Nim("1 1"))
    # xo is *, so the sum is * + * + 1/2 - 1/2 + 0 = 0.
    assert r.outcome == "P"
    assert conway.outcome_search().outcome == "P"
    r = conway.outcome_search(conway.Domineering("..|.."), 2)
    assert r.outcome == "L"
    term, part, move = r.winning_move("left")
    assert (term, part) == (0, "..|..") and move in ("a1-a2", "b1-b2")
    assert r.winning_move("right") is None
    assert repr(r) == "OutcomeResult(outcome='L', left_first='left', right_first='left')"
    # A move in the values: the term is None.
    r = conway.outcome_search(conway.Clobber("x"), "{1|-1}")
    assert r.winning_move("left")[0] is None


def test_a_limit_returns_what_was_proved():
    board = "|".join(["......"] * 6)
    # Beyond the first round's canonical valuing of the board (1,000
    # positions), so that the search itself opens positions.
    r = conway.outcome_search(conway.Domineering(board), max_positions=3000, table_size=1 << 12)
    assert not r.decided and r.outcome is None and r.stop == "max_positions"
    assert None in (r.left_first, r.right_first)
    assert r.positions > 0


def test_bad_terms():
    with pytest.raises(ValueError):
        conway.outcome_search(conway.Clobber("xo"), table_size=0)
    with pytest.raises(ValueError):
        conway.outcome_search("{1|")
    with pytest.raises(TypeError):
        conway.outcome_search([1])
    with pytest.raises(ValueError, match="no value"):
        conway.outcome_search(conway.BackslidingToadsAndFrogs("t.|.f"))
    with pytest.raises(ValueError):
        conway.outcome_search(conway.Clobber("xo"), "left")


def test_a_preloaded_region_database_decides_big_parts(tmp_path):
    # Every Domineering region of up to 10 cells, written to the database
    # file and read back, then given to the solver: with known_forms the
    # search takes the 2x5 rectangle and the 3x3 square (more options than
    # it values outright) as their forms, in no more positions than without.
    # (The Rust tests show it taking fewer, with no part valued by size.)
    path = tmp_path / "domineering-10.rdb"
    conway.RegionDatabase.compute("domineering", 10).write(path)
    db = conway.RegionDatabase(path)
    # Free polyominoes of 1..10 cells (OEIS A000105).
    assert db.counts_by_cells == [0, 1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655]
    assert db.preload() == len(db)
    terms = [conway.Domineering(".....|....."), conway.Domineering("...|...|..."), conway.Domineering("..|..|..")]
    total = sum((db.value(t.notation) for t in terms), Game(0))
    with_db = conway.outcome_search(*terms, known_forms=True)
    searched = conway.outcome_search(*terms)
    check_consistent(with_db)
    assert with_db.outcome == searched.outcome == total.outcome
    assert with_db.outcome == sum((t.value() for t in terms), Game(0)).outcome
    assert with_db.positions <= searched.positions


def test_a_damaged_region_database_is_refused(tmp_path):
    path = tmp_path / "cram-5.rdb"
    conway.RegionDatabase.compute("cram", 5).write(path)
    path.write_bytes(path.read_bytes()[:-3])
    with pytest.raises(ValueError, match="damaged"):
        conway.RegionDatabase(path)
    with pytest.raises(OSError):
        conway.RegionDatabase(tmp_path / "none.rdb")


def test_threads_do_not_change_the_answers_or_the_moves():
    # The move reported is the first winning one in the search's order,
    # whatever the number of threads (issue 32).
    boards = [conway.Clobber("xo" * 7), conway.Domineering("....|....|....|....")]
    for board in boards:
        one = conway.outcome_search(board, threads=1)
        two = conway.outcome_search(board, threads=2)
        answers = [(r.outcome, r.left_first, r.right_first) for r in (one, two)]
        assert answers[0] == answers[1]
        for player in ("left", "right"):
            assert one.winning_move(player) == two.winning_move(player)
    assert conway.Clobber("xoxo").outcome_search(threads=2).outcome == "N"
    with pytest.raises(ValueError, match="threads"):
        conway.outcome_search(conway.Clobber("xoxo"), threads=0)
