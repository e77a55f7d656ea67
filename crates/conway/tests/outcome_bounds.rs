//! The move-count bounds of the outcome search (`conway::outcome::bounds`):
//! Domineering's sure and most moves against brute-force counts on tiny
//! boards, and the search with the bounds against the canonical-form
//! solver on thousands of random boards and sums, and against published
//! Domineering results.

use crate::common;

use common::loopy::Rng;
use conway::control::Control;
use conway::outcome::bounds::FormBounds;
use conway::outcome::{OutcomeSearch, Settings, SumOfTerms};
use conway::rulesets::domineering::Domineering;
use conway::rulesets::partizan_position::PartizanRules;
use conway::rulesets::{self, Position};
use conway::value::{notation, Game, Outcome, Player};
use std::collections::HashMap;

/// A tiny board for brute force: bit `r * cols + c` set for an empty cell.
#[derive(Clone, Copy)]
struct Tiny {
    rows: usize,
    cols: usize,
    empty: u32,
}

impl Tiny {
    fn random(rng: &mut Rng, rows: usize, cols: usize) -> Tiny {
        let mut empty = 0;
        for i in 0..rows * cols {
            if rng.below(4) != 0 {
                empty |= 1 << i;
            }
        }
        Tiny { rows, cols, empty }
    }

    fn text(&self) -> String {
        common::grid_text(self.rows, self.cols, u64::from(self.empty))
    }

    fn is_empty(&self, empty: u32, r: usize, c: usize) -> bool {
        empty >> (r * self.cols + c) & 1 == 1
    }

    /// The boards after each move of `player` (Left vertical) from `empty`.
    fn moves(&self, empty: u32, player: Player) -> Vec<u32> {
        let (dr, dc) = match player {
            Player::Left => (1, 0),
            Player::Right => (0, 1),
        };
        let mut out = Vec::new();
        for r in 0..self.rows.saturating_sub(dr) {
            for c in 0..self.cols.saturating_sub(dc) {
                if self.is_empty(empty, r, c) && self.is_empty(empty, r + dr, c + dc) {
                    let cells = 1 << (r * self.cols + c) | 1 << ((r + dr) * self.cols + c + dc);
                    out.push(empty & !cells);
                }
            }
        }
        out
    }

    /// The most moves `player` can make in any line of play: the player
    /// alone placing as many dominoes as fit (the opponent's moves only
    /// take cells away).
    fn longest(&self, empty: u32, player: Player, memo: &mut HashMap<u32, u32>) -> u32 {
        if let Some(&n) = memo.get(&empty) {
            return n;
        }
        let n = self
            .moves(empty, player)
            .into_iter()
            .map(|e| 1 + self.longest(e, player, memo))
            .max()
            .unwrap_or(0);
        memo.insert(empty, n);
        n
    }

    /// The moves `player` can surely make against an adversary who may
    /// put in any number of the opponent's moves before each of the
    /// player's (first among them), the player then moving or stuck.
    fn guaranteed(&self, empty: u32, player: Player, memo: &mut HashMap<(u32, bool), u32>) -> u32 {
        self.adversary(empty, player, memo)
    }

    fn adversary(&self, empty: u32, player: Player, memo: &mut HashMap<(u32, bool), u32>) -> u32 {
        if let Some(&n) = memo.get(&(empty, false)) {
            return n;
        }
        let stop_here = self.player_turn(empty, player, memo);
        let n = self
            .moves(empty, player.opponent())
            .into_iter()
            .map(|e| self.adversary(e, player, memo))
            .fold(stop_here, u32::min);
        memo.insert((empty, false), n);
        n
    }

    fn player_turn(&self, empty: u32, player: Player, memo: &mut HashMap<(u32, bool), u32>) -> u32 {
        if let Some(&n) = memo.get(&(empty, true)) {
            return n;
        }
        let n = self
            .moves(empty, player)
            .into_iter()
            .map(|e| 1 + self.adversary(e, player, memo))
            .max()
            .unwrap_or(0);
        memo.insert((empty, true), n);
        n
    }
}

impl Tiny {
    /// The moves `player` surely makes when the two alternate, `player`
    /// first if `player_first`, against an opponent who may also pass
    /// (a move elsewhere in a sum): the opponent minimises the player's
    /// count, the player maximises it, and play ends when the player is
    /// stuck.
    fn alternating(
        &self,
        empty: u32,
        player: Player,
        player_first: bool,
        memo: &mut HashMap<(u32, bool), u32>,
    ) -> u32 {
        if let Some(&n) = memo.get(&(empty, player_first)) {
            return n;
        }
        let n = if player_first {
            self.moves(empty, player)
                .into_iter()
                .map(|e| 1 + self.alternating(e, player, false, memo))
                .max()
                .unwrap_or(0)
        } else {
            let pass = self.alternating(empty, player, true, memo);
            self.moves(empty, player.opponent())
                .into_iter()
                .map(|e| self.alternating(e, player, true, memo))
                .fold(pass, u32::min)
        };
        memo.insert((empty, player_first), n);
        n
    }
}

/// The protective places and vulnerable moves (Bullock's areas): on
/// random boards up to 5×5 with blocked cells, for both players, the moves
/// `MoveBounds::sure_first` and `sure_second` promise are never more than
/// the player surely makes by brute force, alternating with an opponent
/// who may pass; and they count beyond the sure moves on many boards.
#[test]
fn vulnerable_and_protective_moves_are_sure_by_brute_force() {
    let mut rng = Rng(0x5851_f42d_4c95_7f2d);
    let (mut protective, mut vulnerable) = (0, 0);
    for round in 0..3000 {
        let rows = 1 + rng.below(if round % 2 == 0 { 4 } else { 5 }) as usize;
        let cols = 1 + rng.below(if round % 2 == 0 { 5 } else { 4 }) as usize;
        let mut tiny = Tiny::random(&mut rng, rows, cols);
        if round % 3 == 0 {
            // Fewer blocked cells: more room for the areas.
            tiny.empty |= Tiny::random(&mut rng, rows, cols).empty;
        }
        let board = Domineering::parse(&tiny.text()).unwrap();
        for player in [Player::Left, Player::Right] {
            let b = board.move_bounds(player).unwrap();
            let mut memo = HashMap::new();
            let first = tiny.alternating(tiny.empty, player, true, &mut memo);
            let second = tiny.alternating(tiny.empty, player, false, &mut memo);
            let text = tiny.text();
            assert!(
                b.sure_first() <= first,
                "{b:?} first {first}, {player:?}, {text}"
            );
            assert!(
                b.sure_second() <= second,
                "{b:?} second {second}, {player:?}, {text}"
            );
            assert!(b.sure_first() <= b.most && b.sure_second() <= b.sure_first());
            protective += usize::from(b.protective > 0);
            vulnerable += usize::from(b.vulnerable > 0);
        }
    }
    // The rule is tested, not vacuous.
    assert!(
        protective > 300 && vulnerable > 1000,
        "{protective} {vulnerable}"
    );
}

/// On random boards up to 4×4 (blocked cells anywhere), for both players:
/// `most` is exactly the most dominoes the player can place, and `safe`
/// never exceeds what the player can surely place against any
/// interference.
#[test]
fn domineering_bounds_agree_with_brute_force() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut strict = 0;
    for _ in 0..3000 {
        let rows = 1 + rng.below(4) as usize;
        let cols = 1 + rng.below(4) as usize;
        let tiny = Tiny::random(&mut rng, rows, cols);
        let board = Domineering::parse(&tiny.text()).unwrap();
        for player in [Player::Left, Player::Right] {
            let b = board.move_bounds(player).unwrap();
            let longest = tiny.longest(tiny.empty, player, &mut HashMap::new());
            let sure = tiny.guaranteed(tiny.empty, player, &mut HashMap::new());
            assert_eq!(b.most, longest, "most, {player:?}, {}", tiny.text());
            assert!(
                b.safe <= sure,
                "safe {} > {sure}, {player:?}, {}",
                b.safe,
                tiny.text()
            );
            assert!(b.safe <= b.most);
            strict += usize::from(b.safe > 0);
        }
    }
    // The rule is tested, not vacuous: many boards have sure moves.
    assert!(strict > 500, "{strict}");
}

/// The form bounds: an integer's moves exactly; any other form at least
/// as many as its game tree allows along some line (checked by walking
/// the canonical tree plainly).
#[test]
fn form_bounds_cover_the_game_tree() {
    fn longest(g: Game, player: Player) -> u32 {
        let own = g
            .options(player)
            .iter()
            .map(|&o| 1 + longest(o, player))
            .max();
        let other = g
            .options(player.opponent())
            .iter()
            .map(|&o| longest(o, player))
            .max();
        own.into_iter().chain(other).max().unwrap_or(0)
    }
    let mut forms = FormBounds::default();
    for text in [
        "0",
        "3",
        "-2",
        "*",
        "*3",
        "^",
        "v*",
        "1/2",
        "-3/4",
        "{1|*}",
        "+-1",
        "{2|-1}",
        "{3||2|1}",
        "{{2|0},1|-1}",
        "^^*",
        "2+*",
        "{1*|-1*}",
    ] {
        let g = notation::parse(text).unwrap();
        for player in [Player::Left, Player::Right] {
            let b = forms.bounds(g, player).unwrap();
            assert_eq!(b.most, longest(g, player), "{text} {player:?}");
            if g.is_integer() {
                assert_eq!(b.safe, b.most, "{text}");
            } else {
                assert_eq!(b.safe, 0, "{text}");
            }
        }
    }
}

fn position(ruleset: &str, text: &str) -> Box<dyn Position> {
    rulesets::find(ruleset).unwrap().parse(text).unwrap()
}

fn canonical_outcome(terms: &[(&str, String)], values: &[Game]) -> Outcome {
    let mut total = values.iter().fold(Game::ZERO, |a, &b| a + b);
    for (ruleset, text) in terms {
        total += position(ruleset, text)
            .value_with(&Control::unlimited())
            .unwrap()
            .unwrap();
    }
    total.outcome()
}

fn search_outcome(
    terms: &[(&str, String)],
    values: &[Game],
    settings: Settings,
) -> Option<Outcome> {
    let mut sum = SumOfTerms::new();
    for (ruleset, text) in terms {
        let p = position(ruleset, text);
        sum.add_position(*ruleset, p.as_ref(), &Control::unlimited())
            .unwrap();
    }
    for v in values {
        sum.add_value(v.to_string(), *v);
    }
    let verdict = OutcomeSearch::new(settings).decide(&sum, &Control::unlimited());
    for player in [Player::Left, Player::Right] {
        let answer = verdict.first(player);
        assert_eq!(answer.winning_move.is_some(), answer.winner == Some(player));
    }
    verdict.outcome()
}

/// Settings where the search itself meets most of the positions: no or
/// few canonical forms, a small table; bounds on.
fn searching(canonical_moves: usize) -> Settings {
    Settings {
        table_bytes: 1 << 14,
        canonical_moves,
        ..Settings::default()
    }
}

fn random_board(rng: &mut Rng, max_rows: u64, max_cols: u64) -> String {
    let rows = 1 + rng.below(max_rows) as usize;
    let cols = 1 + rng.below(max_cols) as usize;
    Tiny::random(rng, rows, cols).text()
}

/// Thousands of random Domineering boards up to 4×5 and sums of two
/// boards with values (integers, whose bounds are exact, and other forms):
/// the search with the bounds gives the canonical form's outcome.
#[test]
fn bounded_search_agrees_with_canonical_forms() {
    let values: Vec<Game> = [
        "0", "1", "-1", "2", "-2", "*", "^", "1/2", "+-1", "{2|-1}", "-3/2",
    ]
    .iter()
    .map(|t| notation::parse(t).unwrap())
    .collect();
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for round in 0..2500 {
        let mut terms = vec![("domineering", random_board(&mut rng, 4, 5))];
        let mut extra = Vec::new();
        if round % 2 == 1 {
            terms.push(("domineering", random_board(&mut rng, 3, 3)));
            extra.push(values[rng.below(values.len() as u64) as usize]);
        }
        if round % 5 == 4 {
            // A part without bounds: the rule must stay out of the way.
            terms.push(("clobber", "xox".to_string()));
        }
        let expected = canonical_outcome(&terms, &extra);
        let canonical_moves = [0, 4, 48][round % 3];
        // Every seventh round on two threads sharing the table.
        let settings = Settings {
            threads: if round % 7 == 6 { 2 } else { 1 },
            ..searching(canonical_moves)
        };
        let found = search_outcome(&terms, &extra, settings);
        assert_eq!(found, Some(expected), "{terms:?} + {extra:?}");
    }
}

/// The bounds change the work, never the answer: on the same sums the
/// search with them and without them agree, and with them it opens fewer
/// positions in total.
#[test]
fn bounds_save_work_without_changing_answers() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let (mut with, mut without) = (0u64, 0u64);
    for _ in 0..60 {
        let text = random_board(&mut rng, 5, 5);
        let p = position("domineering", &text);
        let mut sum = SumOfTerms::new();
        sum.add_position("d", p.as_ref(), &Control::unlimited())
            .unwrap();
        let run = |move_bounds| {
            let settings = Settings {
                move_bounds,
                ..searching(0)
            };
            OutcomeSearch::new(settings).decide(&sum, &Control::unlimited())
        };
        let (a, b) = (run(true), run(false));
        assert_eq!(a.outcome(), b.outcome(), "{text}");
        assert!(a.outcome().is_some());
        with += a.positions;
        without += b.positions;
    }
    assert!(
        with < without,
        "{with} positions with bounds, {without} without"
    );
}

/// Domineering rectangles (rows × columns, Left vertical): 2×n and 3×n
/// for small n against the canonical-form solver, and the squares to 6×6:
/// first-player wins but 5×5, a second-player win (Breuker, Uiterwijk,
/// van den Herik, 2000; its value is 0, as the canonical-form solver here
/// finds too — issue 17's brief listed it as N).
#[test]
fn published_rectangles() {
    for (r, c) in [
        (2, 1),
        (2, 2),
        (2, 3),
        (2, 4),
        (2, 5),
        (2, 6),
        (2, 7),
        (3, 2),
        (3, 3),
        (3, 4),
        (3, 5),
    ] {
        let text = vec![".".repeat(c); r].join("|");
        let terms = [("domineering", text)];
        assert_eq!(
            search_outcome(&terms, &[], Settings::default()),
            Some(canonical_outcome(&terms, &[])),
            "{r}x{c}"
        );
    }
    for (n, expected) in [
        (2, Outcome::N),
        (3, Outcome::N),
        (4, Outcome::N),
        (5, Outcome::P),
        (6, Outcome::N),
    ] {
        let text = vec![".".repeat(n); n].join("|");
        let terms = [("domineering", text)];
        assert_eq!(
            search_outcome(&terms, &[], Settings::default()),
            Some(expected),
            "{n}x{n}"
        );
    }
}

/// The board with rows and columns exchanged: the negative in Domineering.
fn transpose(text: &str) -> String {
    let rows: Vec<Vec<char>> = text.split('|').map(|r| r.chars().collect()).collect();
    (0..rows[0].len())
        .map(|c| rows.iter().map(|r| r[c]).collect::<String>())
        .collect::<Vec<_>>()
        .join("|")
}

/// One search decides a board, then its transpose (its negative): the
/// second is answered from the first's proofs through the mirror probe
/// (far fewer positions), and rightly (the canonical form's outcome).
#[test]
fn a_transposed_board_reuses_the_proofs_rightly() {
    let mut rng = Rng(0x0f1e_2d3c_4b5a_6978);
    let (mut first_positions, mut second_positions) = (0u64, 0u64);
    for _ in 0..40 {
        let text = random_board(&mut rng, 5, 5);
        let mut search = OutcomeSearch::new(Settings {
            table_bytes: 1 << 22,
            ..searching(0)
        });
        for (k, board) in [text.clone(), transpose(&text)].into_iter().enumerate() {
            let terms = [("domineering", board)];
            let mut sum = SumOfTerms::new();
            let p = position("domineering", &terms[0].1);
            sum.add_position("d", p.as_ref(), &Control::unlimited())
                .unwrap();
            let verdict = search.decide(&sum, &Control::unlimited());
            assert_eq!(
                verdict.outcome(),
                Some(canonical_outcome(&terms, &[])),
                "{}",
                terms[0].1
            );
            if k == 0 {
                first_positions += verdict.positions;
            } else {
                second_positions += verdict.positions;
            }
        }
    }
    assert!(
        second_positions * 4 < first_positions,
        "{second_positions} vs {first_positions}"
    );
}
