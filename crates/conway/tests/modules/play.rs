//! Tests of `conway::play`.

use conway::control::Control;
use conway::play::*;
use conway::rulesets::{Analysis, Kind, Move, Position};
use conway::value::Player;
use conway::value::{Game, Outcome};

/// A partizan position given by its value: the moves are the canonical
/// options, labelled by their values.
struct ValuePosition(Game);

impl Position for ValuePosition {
    fn notation(&self) -> String {
        self.0.to_string()
    }
    fn moves(&self, player: Player) -> Vec<Move> {
        self.0
            .options(player)
            .iter()
            .map(|&g| Move {
                label: g.to_string(),
                position: Box::new(ValuePosition(g)),
            })
            .collect()
    }
    fn analyze(&self) -> Analysis {
        let wins = |player: Player, good: fn(Game) -> bool| {
            self.0
                .options(player)
                .iter()
                .filter(|&&g| good(g))
                .map(|g| g.to_string())
                .collect()
        };
        Analysis {
            value: Some(self.0),
            nimber: None,
            outcome: self.0.outcome(),
            left_moves: wins(Player::Left, |g| g >= Game::ZERO),
            right_moves: wins(Player::Right, |g| g <= Game::ZERO),
            details: Vec::new(),
        }
    }
}

fn session(value: Game, you: Player, first: Seat) -> Session {
    Session::new(
        Box::new(ValuePosition(value)),
        Kind::Partizan,
        you,
        first,
        false,
    )
}

fn unlimited() -> std::sync::Arc<Control> {
    Control::new(None, None)
}

#[test]
fn partizan_engine_takes_the_win() {
    // {1 | -1}: whoever moves first wins by moving to their integer.
    let control = unlimited();
    let g = Game::switch(Game::integer(1));
    let mut s = session(g, Player::Left, Seat::Engine);
    s.analyse(&control).unwrap();
    assert!(s.arrive().unwrap().ending.is_none());
    let said = s.engine_move(&control).unwrap();
    assert_eq!(s.turns()[0].label, "-1");
    assert_eq!(said[0], "The engine plays -1.");
    assert!(said[1].contains("It leaves a game <= 0 (-1)"), "{said:?}");
    let ending = s.arrive().unwrap().ending;
    // -1 = { | 0}: Left, you, has no move.
    assert_eq!(ending.and_then(|e| e.winner), Some(Seat::Engine));
}

#[test]
fn partizan_verdicts() {
    // 1 = {0|}: Left wins whoever starts; you as Right have no move.
    let control = unlimited();
    let mut s = session(Game::integer(1), Player::Right, Seat::You);
    s.analyse(&control).unwrap();
    assert!(
        s.board().contains("Left wins, whoever starts"),
        "{}",
        s.board()
    );
    assert_eq!(s.winner(), Some(Seat::Engine));
    let arrival = s.arrive().unwrap();
    assert_eq!(arrival.said, ["You have no move: the engine wins."]);
    // 2 = {1|}: you as Left move to 1, and Right has no move.
    let mut s = session(Game::integer(2), Player::Left, Seat::You);
    let i = s.find_move("1").unwrap().unwrap();
    let said = s.play(i, &control).unwrap();
    assert_eq!(said, ["You play 1.", "You kept a winning position."]);
    assert_eq!(s.turns()[0].kept_winning, Some(true));
    assert_eq!(
        s.arrive().unwrap().ending,
        Some(Ending {
            winner: Some(Seat::You),
            drawn: false
        })
    );
}

#[test]
fn hints_standing_and_undo() {
    // {1 | -1} as Left: the hint is 1; undo before moving has nothing to
    // take back.
    let control = unlimited();
    let mut s = session(Game::switch(Game::integer(1)), Player::Left, Seat::You);
    assert_eq!(s.hint(&control).unwrap()[0], "Hint: a winning move is 1.");
    assert_eq!(s.winning_moves(), ["1"]);
    assert!(s.standing(Seat::You).starts_with("Value: +-1"));
    assert!(!s.undo());
    // Moves are found by number or label; undo takes back your move and
    // the engine's reply, redo makes them again.
    assert_eq!(s.find_move(" 1 ").unwrap(), Some(0));
    assert_eq!(s.find_move("2").unwrap(), None);
    s.play(0, &control).unwrap();
    // 1 = {0 | }: the engine, Right, has no move.
    assert!(matches!(
        s.engine_move(&control),
        Err(PlayError::NoSuchMove(_))
    ));
    assert!(s.undo());
    assert!(s.turns().is_empty());
    assert_eq!(s.to_move(), Seat::You);
    assert_eq!(s.position().notation(), "+-1");
    assert!(s.redo().unwrap());
    assert_eq!(s.turns()[0].label, "1");
    assert_eq!(s.position().notation(), "1");
    assert!(!s.redo().unwrap());
}

#[test]
fn saved_games_resume_where_they_were() {
    let control = unlimited();
    let mut s = Session::of_ruleset("nim", "3 5 7", Player::Left, Seat::You, false).unwrap();
    s.play(0, &control).unwrap();
    s.engine_move(&control).unwrap();
    let text = serde_json::to_string(&s.save()).unwrap();
    let saved: Saved = serde_json::from_str(&text).unwrap();
    assert_eq!(saved.turns.len(), 2);
    assert_eq!(saved.turns[0].by, Seat::You);
    let mut again = Session::resume(saved).unwrap();
    assert_eq!(again.position().notation(), s.position().notation());
    assert_eq!(again.turns(), s.turns());
    // Undo reaches back over the replayed moves too.
    assert!(again.undo());
    assert_eq!(again.position().notation(), "3 5 7");
    // A saved move that is not legal is a clear error.
    let mut bad = s.save();
    bad.turns[0].label = "9->0".to_string();
    let error = Session::resume(bad).err().unwrap();
    assert!(error.to_string().contains("9->0"), "{error}");
}

#[test]
fn misere_ending_goes_to_the_player_without_a_move() {
    // Misère Nim on one heap of 1: you must take it, and the engine, left
    // without a move, wins.
    let control = unlimited();
    let mut s = Session::of_ruleset("nim", "1", Player::Left, Seat::You, true).unwrap();
    s.analyse(&control).unwrap();
    assert!(s.standing(Seat::You).starts_with("Misère play"));
    assert_eq!(s.winner(), Some(Seat::Engine));
    s.play(0, &control).unwrap();
    let arrival = s.arrive().unwrap();
    assert_eq!(
        arrival.said,
        ["The engine has no move: under misère play the engine wins."]
    );
    // Misère play of a partizan game is refused.
    let mut p = Session::of_ruleset("domineering", "..|..", Player::Left, Seat::You, true).unwrap();
    assert_eq!(p.analyse(&control), Err(PlayError::NoMisere));
}

/// Two positions, `a` and `b`, each with one move (for either player) to
/// the other: play goes round for ever.
struct Swing(bool);

impl Position for Swing {
    fn notation(&self) -> String {
        if self.0 { "a" } else { "b" }.to_string()
    }
    fn moves(&self, _: Player) -> Vec<Move> {
        vec![Move {
            label: "swing".to_string(),
            position: Box::new(Swing(!self.0)),
        }]
    }
    fn analyze(&self) -> Analysis {
        Analysis {
            value: None,
            nimber: None,
            outcome: Outcome::N,
            left_moves: Vec::new(),
            right_moves: Vec::new(),
            details: Vec::new(),
        }
    }
}

#[test]
fn repeated_positions_are_drawn() {
    // The same position with the same player to move coming up
    // DRAW_REPEATS times ends the game drawn; the repeats before are noted.
    let control = unlimited();
    let mut s = Session::new(
        Box::new(Swing(true)),
        Kind::Impartial,
        Player::Left,
        Seat::You,
        false,
    );
    let mut notes = Vec::new();
    let ending = loop {
        let arrival = s.arrive().unwrap();
        notes.extend(arrival.said);
        if let Some(ending) = arrival.ending {
            break ending;
        }
        s.engine_move(&control).unwrap();
    };
    assert_eq!(
        ending,
        Ending {
            winner: None,
            drawn: true
        }
    );
    // a, b, a (noted twice: a with you, b with the engine), b, a (drawn).
    assert_eq!(s.turns().len(), 2 * (DRAW_REPEATS - 1));
    assert!(notes[0].contains("come up 2 times"), "{notes:?}");
    assert!(
        notes.last().unwrap().contains("the game is drawn"),
        "{notes:?}"
    );
}

/// Plain game-tree search: whether the player to move wins Nim `heaps`.
fn nim_mover_wins(heaps: &[usize]) -> bool {
    (0..heaps.len()).any(|i| {
        (0..heaps[i]).any(|n| {
            let mut after = heaps.to_vec();
            after[i] = n;
            !nim_mover_wins(&after)
        })
    })
}

#[test]
fn engine_moves_to_a_loss_for_its_opponent_when_it_can() {
    // Checked against game-tree search on every Nim position of three
    // heaps up to 3.
    let control = unlimited();
    for a in 0..=3 {
        for b in 0..=3 {
            for c in 1..=3 {
                let heaps = [a, b, c];
                let text = format!("{a} {b} {c}");
                let mut s =
                    Session::of_ruleset("nim", &text, Player::Left, Seat::Engine, false).unwrap();
                s.engine_move(&control).unwrap();
                let after: Vec<usize> = s
                    .position()
                    .notation()
                    .split_whitespace()
                    .map(|h| h.parse().unwrap())
                    .collect();
                let mut padded = after.clone();
                padded.resize(3, 0);
                assert_eq!(
                    !nim_mover_wins(&padded),
                    nim_mover_wins(&heaps),
                    "{text} -> {after:?}"
                );
            }
        }
    }
}

#[test]
fn a_hint_where_no_move_is_left_says_so() {
    // Domineering `.|.`... a board where Left (vertical) has no move.
    let control = Control::unlimited();
    let mut s = Session::of_ruleset("domineering", "..", Player::Left, Seat::You, false).unwrap();
    s.analyse(&control).unwrap();
    assert!(s.moves().unwrap().is_empty());
    assert_eq!(
        s.hint(&control).unwrap(),
        ["Hint: there is no move to make here."]
    );
}
