"""conway.Session / conway.play: a game against the engine, the library's
play session (the same one `conway play` prompts over)."""

import json

import pytest

import conway


def play_out(session, choose):
    """Plays a whole game, your moves by ``choose(session)``; returns the ending."""
    for _ in range(200):
        if session.ending is not None:
            return session.ending
        if session.to_move == "you":
            session.play(choose(session))
        else:
            session.engine_move()
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("heaps", ["1 2", "3 5 6", "2 2", "1 4 5", "7"])
def test_the_engine_wins_every_nim_position_it_should(heaps):
    # Bouton: the player to move wins exactly when the nim-sum is not 0.
    nim_sum = 0
    for h in heaps.split():
        nim_sum ^= int(h)
    you_first = conway.play("nim", heaps)
    assert you_first.winner == ("you" if nim_sum else "engine")
    # Playing the first listed move every time, you win only when that happens to be perfect;
    # the engine, second, wins every lost position of yours.
    ending = play_out(you_first, lambda s: 0)
    if nim_sum == 0:
        assert ending == {"winner": "engine", "drawn": False}
    engine_first = conway.play("nim", heaps, first="engine")
    ending = play_out(engine_first, lambda s: 0)
    if nim_sum:
        assert ending["winner"] == "engine"


def test_following_the_hints_wins_a_won_position():
    board = "...|...|...|..."  # four rows of three: Left (vertical) wins whoever starts
    assert conway.Domineering(board).outcome() == "L"
    session = conway.play("domineering", board, you="left")
    assert session.winner == "you"
    def winning(s):
        moves = s.winning_moves()
        assert moves, s.board()
        return moves[0]
    assert play_out(session, winning)["winner"] == "you"
    assert all(t["kept_winning"] for t in session.turns if t["by"] == "you")
    assert all(t["proven"] for t in session.turns if t["by"] == "engine")


def test_a_domino_is_named_from_either_end():
    session = conway.play("domineering", "..|..")
    first = session.moves[0]  # 'a1-a2'
    a, b = first.split("-")
    said = conway.play("domineering", "..|..").play(f"{b}-{a}")
    assert said[0] == f"You play {first}."


def test_undo_and_redo_restore_the_position_and_turns():
    session = conway.play("nim", "3 5 6")
    start = session.position
    assert session.undo() is False
    session.play(0)
    session.engine_move()
    after = (session.position, [dict(t) for t in session.turns])
    assert session.undo() is True
    assert session.position == start and session.turns == [] and session.to_move == "you"
    assert session.redo() is True
    assert (session.position, session.turns) == after
    assert session.redo() is False


def test_a_saved_game_resumes_where_it_stood():
    session = conway.play("clobber", "xoxo|oxox", you="right", first="engine")
    session.engine_move()
    session.play(0)
    saved = session.save()
    record = json.loads(saved)
    assert record["ruleset"] == "clobber" and record["position"] == "xoxo|oxox"
    assert [t["move"] for t in record["turns"]] == [t["move"] for t in session.turns]
    again = conway.Session.load(saved)
    assert (again.position, again.to_move, again.you) == (session.position, session.to_move, "right")
    assert again.moves == session.moves
    with pytest.raises(ValueError, match="not a saved game"):
        conway.Session.load("{")


def test_hints_and_explanations_give_reasons():
    session = conway.play("nim", "3 5 6")  # nim-sum 0: every move loses
    hint = session.hint()
    assert hint and "rule" in " ".join(hint)
    won = conway.play("nim", "1 2")
    reason = won.explain("heap 2: 2 -> 1")
    assert reason is not None and "nim-sum" in reason


def test_misere_nim_ends_with_the_player_without_a_move_winning():
    session = conway.play("nim", "1", misere=True)
    said = session.play(0)
    assert session.ending == {"winner": "engine", "drawn": False}
    assert said[-1] == "The engine has no move: under misère play the engine wins."


def test_a_loopy_game_can_end_drawn_by_repetition():
    # Backsliding Toads and Frogs can cycle: shuffling the toad back and forth while the
    # engine shuffles its frog repeats a position, and the third time the game is drawn.
    session = conway.play("backsliding-toads-and-frogs", "t..f")
    said = []
    for _ in range(40):
        if session.ending is not None:
            break
        said += session.play(0) if session.to_move == "you" else session.engine_move()
    assert session.ending == {"winner": None, "drawn": True}
    assert any("has come up 3 times" in line for line in said)
    assert session.undo() and session.ending is None  # taking back a move reopens the game


def test_bad_moves_and_turns_raise_clear_errors():
    session = conway.play("nim", "3 5")
    with pytest.raises(ValueError, match="not a move here"):
        session.play("heap 9: 1 -> 0")
    with pytest.raises(IndexError, match="out of range"):
        session.play(99)
    with pytest.raises(TypeError, match="label"):
        session.play(1.5)
    with pytest.raises(ValueError, match="your move"):
        session.engine_move()
    with pytest.raises(ValueError, match="ruleset"):
        conway.play("nimm", "3")
    with pytest.raises(ValueError, match="first"):
        conway.play("nim", "3", first="me")
    with pytest.raises(TypeError):
        conway.play("nim")


def test_a_position_object_starts_a_session():
    session = conway.Session(conway.Domineering("...|..."), you="right")
    assert session.position == "...|..." and session.you == "right"
    assert session._repr_svg_().startswith("<svg")
    assert "Session(domineering" in repr(session)


def test_a_limit_leaves_the_analysis_unknown_and_the_engine_guesses():
    board = "........|........|........|........|........|........"
    session = conway.play("domineering", board, first="engine", max_positions=50)
    said = session.engine_move(max_positions=50)
    assert said[0].startswith("The engine plays")
    assert session.turns[0]["proven"] is False
