"""conway.MisereGame, conway.quotient and misère play of ruleset positions,
checked against the literature (Winning Ways ch. 13; Bouton's misère Nim;
Plambeck's quotients) and against a plain misère search written here."""

import pickle
import re
from functools import lru_cache

import pytest
from hypothesis import given, settings, strategies as st

import conway
from conway import MisereGame


@lru_cache(maxsize=None)
def kayles_wins(heaps):
    """Whether the player to move wins Kayles (0.77) heaps under misère
    play, by plain search: a move removes one or two adjacent pins, from
    the end or splitting the row (no moves: the player to move wins)."""
    moves = []
    for i, h in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1:]
        for take in (1, 2):
            for left in range(0, h - take + 1):
                right = h - take - left
                moves.append(tuple(sorted(x for x in rest + (left, right) if x > 0)))
    return not moves or any(not kayles_wins(m) for m in set(moves))


def test_notation_reads_and_prints_as_cgsuite():
    # CGSuite's MisereCanonicalGameTestCase: *[[2]] is {*2}, printed *[2#];
    # *[[2],0] prints *[2#0]; *2 + *2 prints *[2[2]].
    for text, shown in [("*[2]", "*[2]"), ("*[2#]", "*[2#]"), ("*[2,0]", "*[1]"), ("*[2] + *[2]", "*[2[2]]"),
                        ("*[[2]]", "*[2#]"), ("*[[2],0]", "*[2#0]"), ("*[2#0]", "*[2#0]")]:
        assert str(MisereGame(text)) == shown
    assert repr(MisereGame(3)) == "MisereGame('*[3]')"
    assert MisereGame() == MisereGame(0)


def test_literature_values():
    # Winning Ways ch. 13: * + * = 0, but *2 + *2 is not 0 and has genus 0^02
    # (CGSuite prints a tame game's genus with one superscript digit: 0^0).
    assert MisereGame(1) + MisereGame(1) == MisereGame(0)
    two = MisereGame(2)
    assert two + two != MisereGame(0)
    assert (two + two).genus == "0^0" and (two + two).extended_genus == "0^02"
    assert MisereGame(0).extended_genus == "0^120" and MisereGame(1).extended_genus == "1^031"
    assert MisereGame(0).genus == "0" and MisereGame(5).genus == "5"
    assert MisereGame(0).mate() == MisereGame(1)
    # Misère Nim (Bouton 1901): 1 + 2 + 3 has nim-sum 0, a P-position.
    assert (MisereGame(1) + 2 + 3).outcome == "P"


def test_restive_and_restless_follow_their_definitions():
    firm_one = MisereGame("*[2] + *[2] + *[1]")
    restive = MisereGame.from_options([1, firm_one])
    restless = MisereGame.from_options([0, firm_one])
    assert restive.is_restive and not restive.is_tame
    assert restive.nim_value < 2 <= restive.misere_nim_value
    assert restless.is_restless and not restless.is_restive
    assert restless.misere_nim_value < 2 <= restless.nim_value
    assert all(o.is_tame for o in restive.options + restless.options)


def test_errors_name_the_place():
    with pytest.raises(ValueError, match="column 5"):
        MisereGame("*[2,")
    with pytest.raises(TypeError):
        MisereGame(1.5)
    with pytest.raises(ValueError, match="up to 4096"):
        MisereGame(10**6)
    with pytest.raises(ValueError, match="column"):
        conway.quotient("0.7x", heaps=3)
    with pytest.raises(ValueError, match="beyond"):
        conway.quotient("nim", heaps=2).outcome([3])


def small_games():
    leaf = st.integers(0, 3).map(MisereGame)
    return st.recursive(leaf, lambda inner: st.lists(inner, max_size=3).map(MisereGame.from_options), max_leaves=8)


@settings(max_examples=60, deadline=None)
@given(small_games(), small_games())
def test_pickle_hash_and_sums(a, b):
    assert pickle.loads(pickle.dumps(a)) == a
    assert a + b == b + a
    assert hash(a + b) == hash(b + a)
    assert MisereGame(str(a + b)) == a + b
    assert len({a, b, MisereGame(str(a))}) == len({str(a), str(b)})


def test_quotient_of_misere_nim_is_plambecks():
    # Plambeck, "Taming the wild" (INTEGERS 2005): misère Nim with heaps up
    # to 2 has the quotient <a, b | a^2 = 1, b^3 = b> of six elements, with
    # P-portion {a, b^2}.
    q = conway.quotient("nim", heaps=2)
    assert q.size == 6 and len(q.elements) == 6
    assert sorted(q.p_portion) == ["a", "b^2"]
    assert q.pretending == ["1", "a", "b"]
    assert q.generator_heaps == [1, 2]
    assert q.element([1, 1]) == "1"
    # The relations are a minimal set, as the paper writes them.
    assert q.relations == ["a^2 = 1", "b^3 = b"]
    assert q.presentation == "<a, b | a^2 = 1, b^3 = b>"


def test_quotient_relations_hold_and_have_no_duplicates():
    # Kayles to heap 30 (40 elements) listed 198 relations, 38 of them
    # duplicates: now each relation is independent of the others, and each
    # holds in the quotient (both sides are the same element, read off the
    # words of the sums the generators stand for).
    q = conway.quotient("0.77", heaps=30)
    assert len(q.relations) == len(set(q.relations)) < 20
    heap_of = dict(zip(q.generators, q.generator_heaps))

    def heaps(word):
        out = []
        for name, power in re.findall(r"([a-z])(?:\^(\d+))?", word):
            out += [heap_of[name]] * int(power or 1)
        return out

    for relation in q.relations:
        left, right = relation.split(" = ")
        assert q.element(heaps(left)) == q.element(heaps(right)), relation


def test_quotient_of_075_is_r8():
    # 0.75 is Plambeck's R8: eight elements (INTEGERS 2005).
    assert conway.quotient("0.75", heaps=12).size == 8


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 9), max_size=4))
def test_quotient_outcomes_equal_plain_search(heaps):
    q = kayles_quotient()
    expected = "N" if kayles_wins(tuple(sorted(h for h in heaps if h > 0))) else "P"
    assert q.outcome(heaps) == expected
    # The same sum as a ruleset position, and as a sum of misère forms.
    nonzero = [h for h in heaps if h > 0]
    if nonzero:
        text = "0.77: " + " ".join(map(str, nonzero))
        p = conway.position("take-and-break", text)
        assert p.misere_outcome() == expected
        assert p.misere().outcome == expected
        forms = sum((conway.position("take-and-break", f"0.77: {h}").misere() for h in nonzero), MisereGame(0))
        assert forms.outcome == expected


@lru_cache(maxsize=None)
def kayles_quotient():
    return conway.quotient("0.77", heaps=9)


def test_partizan_positions_have_no_misere_form():
    assert conway.position("domineering", "..|..").misere() is None
