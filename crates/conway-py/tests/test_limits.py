"""max_positions=, timeout=, Ctrl-C and the GIL."""

import os
import signal
import threading
import time

import pytest

import conway

BIG_DOMINEERING = "......|......|......|......|......|......"  # far beyond a test's time


def test_max_positions_raises_stopped_with_what_was_done():
    with pytest.raises(conway.Stopped) as info:
        conway.Domineering(BIG_DOMINEERING).value(max_positions=1000)
    stop = info.value
    assert stop.reason == "max_positions" and stop.positions >= 1000 and stop.seconds >= 0
    assert stop.partial is None


def test_timeout_raises_stopped():
    start = time.monotonic()
    with pytest.raises(conway.Stopped) as info:
        conway.Domineering(BIG_DOMINEERING).value(timeout=0.3)
    assert info.value.reason == "timeout"
    assert time.monotonic() - start < 10


def test_a_stopped_sequence_carries_its_values():
    with pytest.raises(conway.Stopped) as info:
        conway.grundy("grundy", 10**7, max_positions=5000)
    partial = info.value.partial
    assert isinstance(partial, conway.Sequence) and len(partial) == 5000
    assert list(partial[:11]) == list(conway.grundy("grundy", 10))


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="memory is read from /proc")
def test_a_memory_budget_stops_a_search_before_the_machine_runs_out():
    # One byte: the process is bigger than that, so the watchdog stops the
    # search at its first look (every 20 ms).
    with conway.limits(max_memory=1):
        with pytest.raises(conway.Stopped) as info:
            conway.Domineering(BIG_DOMINEERING).value()
    assert info.value.reason == "max_memory"
    # Outside the block the default budget (3/4 of the machine) is in force,
    # and small searches are far below it.
    assert conway.Domineering("..|..").value() == conway.Game("+-1")
    assert "max_memory=1" in repr(conway.limits(max_memory=1))


def test_bad_limits_are_value_errors():
    with pytest.raises(ValueError, match="timeout"):
        conway.grundy("0.77", 10, timeout=-1)
    with pytest.raises(ValueError, match="max_positions must be 0 or more, not -5"):
        conway.grundy("0.77", 10, max_positions=-5)


main_thread_only = pytest.mark.skipif(
    threading.current_thread() is not threading.main_thread(), reason="signals go to the main thread"
)


def interrupt_after(seconds):
    """Sends this process a Ctrl-C (SIGINT) after `seconds`, from another thread."""

    def interrupt():
        time.sleep(seconds)
        os.kill(os.getpid(), signal.SIGINT)

    threading.Thread(target=interrupt, daemon=True).start()


@main_thread_only
def test_ctrl_c_interrupts_a_search_promptly():
    interrupt_after(0.5)
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        conway.Domineering(BIG_DOMINEERING).value()
    assert time.monotonic() - start < 5
    # The interpreter is fine, and the tables too.
    assert conway.Domineering("..|..").value() == conway.Game("+-1")


def test_searches_release_the_gil():
    ticks = []
    stop = threading.Event()

    def count():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0.01)

    t = threading.Thread(target=count)
    t.start()
    try:
        with pytest.raises(conway.Stopped):
            conway.Domineering(BIG_DOMINEERING).value(timeout=1.0)
    finally:
        stop.set()
        t.join()
    assert len(ticks) > 20  # the other thread ran while the search did


# Game arithmetic and analyses: `with conway.limits(...)` and Ctrl-C.


def hot(n, base=0):
    """The hot games {k | {b | -k}}, k = 1..n: their sum's canonical form
    grows fast (the sum of 16 takes seconds, of 22 far beyond a test).
    Each test takes its own base b, so that no test finds its sums in the
    tables already (they keep every finished value)."""
    return [conway.Game(f"{{{k}|{{{base}|-{k}}}}}") for k in range(1, n + 1)]


def switches(n, shift=0):
    """The switches {k + s | -k}: their sum has mean ``n * s / 2``."""
    return [conway.Game(f"{{{k + shift}|-{k}}}") for k in range(1, n + 1)]


def total(games):
    return sum(games, conway.Game(0))


def test_limits_stop_a_big_sum_inline_and_on_the_worker():
    # 1000 is below the inline budget, 50 000 above it: both paths stop.
    for budget in (1000, 50_000):
        with conway.limits(max_positions=budget):
            with pytest.raises(conway.Stopped) as info:
                total(hot(17))
        stop = info.value
        assert stop.reason == "max_positions" and budget <= stop.positions <= budget + 1
        assert stop.partial is None


def test_limits_bound_comparisons_printing_and_analyses():
    big = total(switches(18))  # built without limits
    with conway.limits(max_positions=100):
        # (Comparisons build no forms: they count nothing, and obey
        # timeout= and Ctrl-C only.)
        for operation in (str, repr, lambda g: g.thermograph(), lambda g: g.cool(1), lambda g: g.temperature, lambda g: g + 1):
            with pytest.raises(conway.Stopped):
                operation(big)
    # Outside the block the same operations finish, and agree with the law
    # that the sum of the switches +-k is a switch-like hot game of mean 0.
    assert big.mean == 0 and big.temperature > 0
    assert (big - big) == 0 and big.confused_with(0)


def test_a_timeout_stops_a_long_sum():
    start = time.monotonic()
    with conway.limits(timeout=0.3):
        with pytest.raises(conway.Stopped) as info:
            total(hot(22, base=1))
    assert info.value.reason == "timeout"
    assert time.monotonic() - start < 5


def test_limits_nest_restore_and_are_per_thread():
    with conway.limits(max_positions=100):
        with conway.limits(timeout=60):  # keeps max_positions=100
            with pytest.raises(conway.Stopped):
                total(switches(14, shift=2))
        with conway.limits(max_positions=0):  # 0: no limit
            assert total(switches(12, shift=4)).mean == 24
        seen = []
        thread = threading.Thread(target=lambda: seen.append(total(switches(13, shift=6)).mean))
        thread.start()
        thread.join()
        assert seen == [39]  # another thread has no limits
    assert total(switches(15, shift=8)).mean == 60  # the block is over
    assert "max_positions=5" in repr(conway.limits(max_positions=5))
    with pytest.raises(ValueError, match="timeout"):
        conway.limits(timeout=-1)


def test_keywords_of_a_search_override_the_block():
    with conway.limits(max_positions=5):
        with pytest.raises(conway.Stopped):
            conway.grundy("0.77", 1000)
        finished = conway.grundy("0.77", 1000, max_positions=0)
    assert list(finished) == list(conway.grundy("0.77", 1000))
    with conway.limits(max_positions=10**9):
        with pytest.raises(conway.Stopped):
            conway.grundy("0.77", 1000, max_positions=5)


@main_thread_only
def test_ctrl_c_interrupts_a_long_sum_promptly():
    interrupt_after(0.5)
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        total(hot(22, base=2))
    assert time.monotonic() - start < 3
    # The tables hold only finished values: sums agree in any order, and
    # each summand comes back out.
    games = hot(9, base=3)
    forward, backward = total(games), total(reversed(games))
    assert forward == backward
    assert all(forward - g == total(h for h in games if h is not g) for g in games)
    assert conway.Game("+-1") + conway.Game("+-1") == 0
