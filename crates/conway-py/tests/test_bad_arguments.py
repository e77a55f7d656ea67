"""Counts and sizes given to the package (issue 27, point 15): a negative
or too large one is a ValueError naming the argument, never pyo3's bare
OverflowError; a float is a TypeError naming it. Every function and method
taking a count or size is listed here."""

import pytest

import conway
from conway import Game

GRAPH = "s -L-> z\ns -R-> z\ntokens s"

# (call taking the bad count, the argument's name)
CALLS = [
    (lambda n: conway.grundy("0.77", n), "n"),
    (lambda n: conway.grundy("0.77", 10, max_positions=n), "max_positions"),
    (lambda n: conway.heap_sequence("0.77", to=n), "to"),
    (lambda n: conway.heap_sequence(lambda k: [(k - 1,)], to=n), "to"),
    (lambda n: conway.heap_sequence(lambda k: [], to=3, max_positions=n), "max_positions"),
    (lambda n: conway.quotient("nim", heaps=n), "heaps"),
    (lambda n: conway.quotient("nim", heaps=2, max_size=n), "max_size"),
    (lambda n: conway.quotient("nim", heaps=2, max_positions=n), "max_positions"),
    (lambda n: conway.quotient("nim", heaps=2).outcome([1, n]), "heaps"),
    (lambda n: conway.quotient("nim", heaps=2).element([n]), "heaps"),
    (lambda n: conway.star(n), "n"),
    (lambda n: conway.limits(max_positions=n), "max_positions"),
    (lambda n: conway.limits(max_memory=n), "max_memory"),
    (lambda n: conway.outcome_search(Game(1), max_positions=n), "max_positions"),
    (lambda n: conway.outcome_search(Game(1), table_size=n), "table_size"),
    (lambda n: conway.Nim("3 4").value(max_positions=n), "max_positions"),
    (lambda n: conway.Nim("3 4").outcome_search(table_size=n), "table_size"),
    (lambda n: conway.solve_graph(GRAPH, text=True, max_positions=n), "max_positions"),
    (lambda n: conway.grundy_value(0, lambda p: [], max_positions=n), "max_positions"),
    (lambda n: conway.canonical_form(0, lambda p: [], lambda p: [], max_positions=n), "max_positions"),
]


@pytest.mark.parametrize("call,name", CALLS)
def test_a_negative_count_is_a_value_error_naming_it(call, name):
    with pytest.raises(ValueError, match=f"^{name} must be 0 or more, not -1$"):
        call(-1)


@pytest.mark.parametrize("call,name", CALLS)
def test_a_huge_count_is_a_value_error_naming_it(call, name):
    with pytest.raises(ValueError, match=f"^{name}"):
        call(2**70)


@pytest.mark.parametrize("call,name", CALLS)
def test_a_float_count_is_a_type_error_naming_it(call, name):
    if name == "heaps":  # a list's items: pyo3 names the list's position
        pytest.skip("items of a list")
    with pytest.raises(TypeError, match=name):
        call(1.5)
