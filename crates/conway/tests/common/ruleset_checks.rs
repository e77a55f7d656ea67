//! Checks every new ruleset's tests make of its registration: listed,
//! example working, notation reading back, winning moves where the value
//! says, and bad positions refused at the right place.

use conway::rulesets::{self, Kind};
use conway::value::{Game, Player};

/// `name` is a partizan ruleset with an impartial variant, whose example
/// parses and reads back from its notation (as does every position a move
/// leads to), and whose winning moves for each player are exactly the moves
/// to a position that player wins moving second.
pub fn listed_with_a_working_example(name: &str) {
    let r = rulesets::find(name).unwrap();
    assert_eq!(r.kind(), Kind::Partizan, "{name}");
    assert!(
        rulesets::find(&format!("impartial-{name}")).is_ok(),
        "{name}"
    );
    let p = r.parse(r.example()).unwrap();
    let again = r.parse(&p.notation()).unwrap();
    assert_eq!(again.notation(), p.notation(), "{name}");
    let a = p.analyze();
    assert!(a.value.is_some(), "{name}");
    for player in [Player::Left, Player::Right] {
        for m in p.moves(player) {
            let moved = r.parse(&m.position.notation()).unwrap();
            assert_eq!(
                moved.notation(),
                m.position.notation(),
                "{name} {}",
                m.label
            );
            let v = m.position.analyze().value.unwrap();
            let (listed, wins) = match player {
                Player::Left => (a.left_moves.contains(&m.label), Game::ZERO.leq(v)),
                Player::Right => (a.right_moves.contains(&m.label), v.leq(Game::ZERO)),
            };
            assert_eq!(listed, wins, "{name} {}", m.label);
        }
    }
}

/// Each `(ruleset, text, line, column)` is refused with an error at that
/// line and column.
pub fn refused_at(cases: &[(&str, &str, usize, usize)]) {
    for &(name, text, line, column) in cases {
        let e = match rulesets::find(name).unwrap().parse(text) {
            Ok(_) => panic!("{name} accepted {text:?}"),
            Err(e) => e,
        };
        assert_eq!((e.line, e.column), (line, column), "{name} {text:?}: {e}");
    }
}
