//! One conformance test over every registered ruleset
//! ([`rulesets::all`]): a game is tested by being registered. For each
//! ruleset, on its example and on the positions of a walk down from it:
//!
//! * the example parses, and every position met reads back from its
//!   notation;
//! * moves that share a label lead to one position, and a label typed
//!   back (every one, or a spread sample of a hundred) finds its move;
//! * for the outcome search's components, option number `i` made alone is
//!   the `i`-th option (the search relies on it);
//! * the value agrees with plain game-tree search (the options' values put
//!   together by [`Game::new`]) on every position whose tree is small;
//! * the winning moves reported are exactly the moves to a position the
//!   mover wins moving second;
//! * an impartial variant has exactly its partizan parent's moves of
//!   either player;
//! * a picture renders when the ruleset is drawn, and is refused otherwise.

use conway::control::Control;
use conway::outcome::component::Shared;
use conway::rulesets::{self, svg, Kind, Position, Ruleset};
use conway::value::{Game, Player};
use std::collections::{BTreeSet, HashMap};

/// Positions plain search may visit for one position's value.
const PLAIN_BUDGET: usize = 1_000;
/// Positions of the walk down from each example.
const WALK: usize = 8;
/// Labels of one player's moves typed back on each position, at most.
const LABELS_TYPED: usize = 100;
/// Moves of one player above which a position is not walked into.
const MOST_MOVES: u128 = 400;

fn players() -> [Player; 2] {
    [Player::Left, Player::Right]
}

#[test]
fn every_registered_ruleset_conforms() {
    let all = rulesets::all();
    assert!(all.len() > 60, "the registry lists {} rulesets", all.len());
    let names: BTreeSet<&str> = all.iter().map(|r| r.name()).collect();
    assert_eq!(names.len(), all.len(), "two rulesets share a name");
    // Every ruleset is checked, and all that fail are named at once.
    let failed: Vec<&str> = all
        .iter()
        .filter(|&&r| {
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| conforms(r))).is_err()
        })
        .map(|r| r.name())
        .collect();
    assert!(
        failed.is_empty(),
        "rulesets failing conformance: {failed:?}"
    );
}

fn conforms(r: &'static dyn Ruleset) {
    let name = r.name();
    let example = r
        .parse(r.example())
        .unwrap_or_else(|e| panic!("{name}: example {:?}: {e}", r.example()));
    let mut plain = Plain::default();
    for p in walk(r) {
        reads_back(r, p.as_ref());
        labels_find_their_moves(name, p.as_ref());
        options_by_index_agree(name, p.as_ref());
        if !r.can_cycle() {
            agrees_with_plain_search(r, p.as_ref(), &mut plain);
        }
    }
    if let Some(parent) = name.strip_prefix("impartial-") {
        variant_has_parents_moves(r, rulesets::find(parent).unwrap());
    }
    picture_renders_if_drawn(r, example.as_ref());
}

/// The example and the positions of a walk down from it (a different
/// move each step, alternating players), at most [`WALK`].
fn walk(r: &dyn Ruleset) -> Vec<Box<dyn Position>> {
    let mut met = vec![r.parse(r.example()).unwrap()];
    for step in 0..WALK {
        let here = met.last().unwrap();
        if here.move_bound().is_some_and(|b| b > MOST_MOVES) {
            break;
        }
        let player = players()[step % 2];
        let mut moves = here.moves(player);
        if moves.is_empty() {
            moves = here.moves(player.opponent());
        }
        if moves.is_empty() {
            break;
        }
        let next = moves.swap_remove((step * 7) % moves.len()).position;
        met.push(next);
    }
    met
}

fn reads_back(r: &dyn Ruleset, p: &dyn Position) {
    let text = p.notation();
    let again = r
        .parse(&text)
        .unwrap_or_else(|e| panic!("{}: {text:?} does not read back: {e}", r.name()));
    assert_eq!(again.notation(), text, "{}", r.name());
}

fn labels_find_their_moves(name: &str, p: &dyn Position) {
    for player in players() {
        let moves = p.moves(player);
        // Moves that share a label as typed (case and spaces aside) lead to
        // one position, so a label always finds the move it names.
        let mut named = HashMap::new();
        for m in &moves {
            let key = conway::rulesets::label_key(&m.label);
            let to = m.position.notation();
            let earlier = named.entry(key).or_insert_with(|| to.clone());
            assert_eq!(
                *earlier,
                to,
                "{name} {}: label {:?} names two moves",
                p.notation(),
                m.label
            );
        }
        // Finding a label lists the moves once more: on a position with
        // many moves (Bomberman's 40x60 has 2,400), a spread sample of
        // labels, the last included, is typed back.
        let stride = moves.len().div_ceil(LABELS_TYPED).max(1);
        for m in moves.iter().step_by(stride).chain(moves.last()) {
            let found = p.find_move(player, &m.label).unwrap_or_else(|| {
                panic!("{name} {}: label {:?} not found", p.notation(), m.label)
            });
            assert_eq!(
                moves[found].position.notation(),
                m.position.notation(),
                "{name} {}: label {:?} finds another move",
                p.notation(),
                m.label
            );
            // Typed moves are read without regard to case and spaces.
            let shouted = format!(" {} ", m.label.to_uppercase());
            assert_eq!(
                p.find_move(player, &shouted),
                Some(found),
                "{name} {}: {shouted:?} is not read as {:?}",
                p.notation(),
                m.label
            );
        }
    }
}

fn options_by_index_agree(name: &str, p: &dyn Position) {
    let keys = |parts: &[Shared]| -> Vec<u64> { parts.iter().map(|c| c.key()).collect() };
    for part in p.outcome_parts().map(|o| o.parts()).unwrap_or_default() {
        for player in players() {
            // The outcome search lists a part's moves by this count and
            // makes each option only when it tries it.
            assert_eq!(
                part.count_options(player),
                part.options(player).len(),
                "{name} {}: options of {player:?} counted",
                part.notation()
            );
            for (i, option) in part.options(player).iter().enumerate() {
                assert_eq!(
                    keys(&part.option(player, i)),
                    keys(option),
                    "{name} {}: option {i} of {player:?}",
                    part.notation()
                );
            }
        }
    }
}

/// Values by plain game-tree search, by notation.
#[derive(Default)]
struct Plain(HashMap<String, Option<Game>>);

impl Plain {
    /// The value of `p` from its options' values, or `None` past the
    /// budget (counted in `left`).
    fn value(&mut self, p: &dyn Position, left: &mut usize) -> Option<Game> {
        let key = p.notation();
        if let Some(&known) = self.0.get(&key) {
            return known;
        }
        if *left == 0 || p.move_bound().is_some_and(|b| b > MOST_MOVES) {
            return None;
        }
        *left -= 1;
        let mut sides = [Vec::new(), Vec::new()];
        for (side, player) in sides.iter_mut().zip(players()) {
            for m in p.moves(player) {
                side.push(self.value(m.position.as_ref(), left)?);
            }
        }
        let value = Some(Game::new(&sides[0], &sides[1]));
        self.0.insert(key, value);
        value
    }
}

fn agrees_with_plain_search(r: &dyn Ruleset, p: &dyn Position, plain: &mut Plain) {
    let name = r.name();
    let Ok(analysis) = p.analyze_with(&Control::new(Some(20_000), None)) else {
        return;
    };
    let Some(value) = analysis.value else {
        return; // a game that is no sum (the divisor-chain game)
    };
    let Some(searched) = plain.value(p, &mut PLAIN_BUDGET.clone()) else {
        return;
    };
    assert_eq!(value, searched, "{name} {}: value", p.notation());
    for player in players() {
        if player == Player::Right && r.kind() == Kind::Impartial {
            continue;
        }
        let listed = match player {
            Player::Left => &analysis.left_moves,
            Player::Right => &analysis.right_moves,
        };
        for m in p.moves(player) {
            let Some(v) = plain.value(m.position.as_ref(), &mut PLAIN_BUDGET.clone()) else {
                continue;
            };
            let wins = match player {
                Player::Left => Game::ZERO.leq(v),
                Player::Right => v.leq(Game::ZERO),
            };
            assert_eq!(
                listed.contains(&m.label),
                wins,
                "{name} {}: winning move {:?} of {player:?}",
                p.notation(),
                m.label
            );
        }
    }
}

fn variant_has_parents_moves(variant: &dyn Ruleset, parent: &dyn Ruleset) {
    assert_eq!(variant.kind(), Kind::Impartial, "{}", variant.name());
    assert_eq!(parent.kind(), Kind::Partizan, "{}", parent.name());
    let here = variant.parse(variant.example()).unwrap();
    let there = parent.parse(variant.example()).unwrap();
    // The variant names a move by whose move it is (`L a1-a2`, `R a1-b1`)
    // and keeps one move to each position, as CGSuite's option sets do.
    let labelled = |moves: Vec<rulesets::Move>, prefix: &str| -> BTreeSet<(String, String)> {
        moves
            .into_iter()
            .map(|m| (format!("{prefix}{}", m.label), m.position.notation()))
            .collect()
    };
    let mut either = labelled(there.moves(Player::Left), "L ");
    either.extend(labelled(there.moves(Player::Right), "R "));
    let positions = |moves: &BTreeSet<(String, String)>| -> BTreeSet<String> {
        moves.iter().map(|(_, p)| p.clone()).collect()
    };
    for player in players() {
        let own = labelled(here.moves(player), "");
        assert!(own.is_subset(&either), "{}", variant.name());
        assert_eq!(positions(&own), positions(&either), "{}", variant.name());
    }
}

fn picture_renders_if_drawn(r: &dyn Ruleset, p: &dyn Position) {
    let name = r.name();
    let picture = svg(r, &p.notation());
    if r.drawing().is_some() {
        let picture = picture.unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(picture.starts_with("<svg"), "{name}");
    } else {
        let refused = picture.unwrap_err().to_string();
        assert_eq!(refused, format!("positions of {name} are not drawn"));
    }
}
