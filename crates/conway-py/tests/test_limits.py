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


def test_bad_limits_are_value_errors():
    with pytest.raises(ValueError, match="timeout"):
        conway.grundy("0.77", 10, timeout=-1)
    with pytest.raises(OverflowError):
        conway.grundy("0.77", 10, max_positions=-5)


@pytest.mark.skipif(threading.current_thread() is not threading.main_thread(), reason="signals go to the main thread")
def test_ctrl_c_interrupts_a_search_promptly():
    def interrupt():
        time.sleep(0.5)
        os.kill(os.getpid(), signal.SIGINT)

    threading.Thread(target=interrupt, daemon=True).start()
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
