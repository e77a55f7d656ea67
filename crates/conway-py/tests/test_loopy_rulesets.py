"""Rulesets whose play can cycle, from Python: outcomes with draws."""

import conway


def test_draws_are_reachable():
    p = conway.BackslidingToadsAndFrogs("t.|.f")
    # on + off: a draw whoever starts; each side's only move keeps it.
    assert p.outcome_with_draws() == "D"
    assert p.drawing_moves("left") == ["strip 1: 1-2"]
    assert p.drawing_moves("right") == ["strip 2: 2-1"]
    assert p.winning_moves("left") == []
    assert ("outcome with draws", "D") in p.details()


def test_fox_and_geese_geese_win():
    p = conway.FoxAndGeese("g.g.g.|......|......|...f..")
    assert p.outcome_with_draws() == "L"
    assert p.winning_moves("left") == ["a1-b2", "c1-d2", "e1-f2"]
    # Short rulesets have no outcome with draws.
    assert conway.Domineering("..|..").outcome_with_draws() is None


def test_loopy_rulesets_have_no_impartial_variant():
    names = {row[0] for row in conway.rulesets()}
    assert "fox-and-geese" in names
    assert "impartial-fox-and-geese" not in names
