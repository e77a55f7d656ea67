//! The outcome search (`conway::outcome`) against published results on
//! rectangles and strips, each with its source, and against the
//! canonical-form solver on every rectangle small enough for both.
//!
//! What is asserted here is only what a source states (or what follows
//! from a stated strategy); where a published table could not be read,
//! the comment says so and the board is checked against canonical forms
//! instead.

use conway::control::Control;
use conway::outcome::{OutcomeSearch, Settings, SumOfTerms, Verdict};
use conway::rulesets::{self, Position};
use conway::value::{Outcome, Player};

fn position(ruleset: &str, text: &str) -> Box<dyn Position> {
    rulesets::find(ruleset)
        .unwrap()
        .parse(text)
        .unwrap_or_else(|e| panic!("{ruleset} '{text}': {e}"))
}

/// The search's verdict on one position, with the default settings.
fn search(ruleset: &str, text: &str) -> Verdict {
    let p = position(ruleset, text);
    let mut sum = SumOfTerms::new();
    sum.add_position(ruleset, p.as_ref(), &Control::unlimited())
        .unwrap();
    let verdict = OutcomeSearch::new(Settings::default()).decide(&sum, &Control::unlimited());
    assert_eq!(verdict.stop, None, "{ruleset} {text}");
    // A winner moving first always names a winning move, a loser none.
    for player in [Player::Left, Player::Right] {
        let answer = verdict.first(player);
        assert_eq!(
            answer.winning_move.is_some(),
            answer.winner == Some(player),
            "{ruleset} {text}"
        );
    }
    verdict
}

fn searched_outcome(ruleset: &str, text: &str) -> Outcome {
    search(ruleset, text).outcome().expect("decided")
}

/// The outcome class by the canonical-form solver.
fn canonical_outcome(ruleset: &str, text: &str) -> Outcome {
    position(ruleset, text)
        .value_with(&Control::unlimited())
        .unwrap()
        .expect("a value")
        .outcome()
}

/// An empty `rows × cols` board (rows separated by `|`).
fn empty(rows: usize, cols: usize) -> String {
    vec![".".repeat(cols); rows].join("|")
}

/// A `rows × cols` checkerboard of stones, `x` in the top-left corner.
fn checkerboard(rows: usize, cols: usize) -> String {
    (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| if (r + c) % 2 == 0 { 'x' } else { 'o' })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("|")
}

/// Domineering squares, Left placing vertical dominoes: 2×2, 3×3 and 4×4
/// are first-player wins and 5×5 a second-player win (Breuker, Uiterwijk,
/// van den Herik, "Solving 8×8 Domineering", TCS 230 (2000), table of m×n
/// boards; reviewed in Drummond-Cole, "An update on Domineering on
/// rectangular boards", INTEGERS 14 (2014) #G3). "The 2 x 2 board is a win
/// for the first player, since whoever places a domino there makes another
/// space for herself while blocking the other player's moves" (Lachmann,
/// Moore, Rapaport, "Who wins Domineering on rectangular boards?", MSRI
/// Publications 42 (2002), introduction).
#[test]
fn domineering_squares() {
    for (n, expected) in [
        (2, Outcome::N),
        (3, Outcome::N),
        (4, Outcome::N),
        (5, Outcome::P),
    ] {
        assert_eq!(
            searched_outcome("domineering", &empty(n, n)),
            expected,
            "{n}×{n}"
        );
    }
}

/// A Domineering strip only one player can use is that player's: 1×n
/// (one row) is Right's for n ≥ 2 and n×1 Left's — its value is ∓⌊n/2⌋
/// (Winning Ways, ch. 2; Lessons in Play, ch. 1).
#[test]
fn domineering_strips() {
    for n in 2..=12 {
        assert_eq!(searched_outcome("domineering", &empty(1, n)), Outcome::R);
        assert_eq!(searched_outcome("domineering", &empty(n, 1)), Outcome::L);
    }
    assert_eq!(searched_outcome("domineering", "."), Outcome::P);
}

/// Every Domineering rectangle of up to 20 cells, and the 2×n and 3×n
/// boards a little further: the search and the canonical form agree.
/// (The general formulas of Lachmann–Moore–Rapaport for widths 2, 3, 5
/// and 7 could not be read in this session's sources, so the canonical
/// form — itself checked against plain game-tree search in
/// tests/domino_games.rs — is the reference here.) Transposing a board
/// exchanges the players, so its outcome class is mirrored.
#[test]
fn domineering_rectangles_agree_with_canonical_forms() {
    let mut boards: Vec<(usize, usize)> = Vec::new();
    for r in 1..=8 {
        for c in 1..=8 {
            if r * c <= 20 {
                boards.push((r, c));
            }
        }
    }
    boards.extend([(2, 9), (2, 10), (3, 6)]);
    for (r, c) in boards {
        let text = empty(r, c);
        let searched = searched_outcome("domineering", &text);
        assert_eq!(searched, canonical_outcome("domineering", &text), "{r}×{c}");
        let transposed = searched_outcome("domineering", &empty(c, r));
        assert_eq!(transposed, mirror(searched), "{r}×{c} and {c}×{r}");
    }
}

/// The outcome class with Left and Right exchanged.
fn mirror(o: Outcome) -> Outcome {
    match o {
        Outcome::L => Outcome::R,
        Outcome::R => Outcome::L,
        other => other,
    }
}

/// Cram on an even × even board is a second-player win (the second player
/// answers each move by its image under a half turn), and on an even × odd
/// board a first-player win (the first player takes the two middle cells,
/// then copies) (Gardner, "Mathematical Games", Scientific American, Feb.
/// 1974; Winning Ways, ch. 5). So among 3×n boards (nim value 0 exactly at
/// the P-positions), every even n is a first-player win; odd n are checked
/// against the canonical form (the Grundy value by the impartial machinery).
#[test]
fn cram_rectangles() {
    for (r, c) in [(2, 2), (2, 4), (4, 2), (2, 6), (4, 4), (2, 8)] {
        assert_eq!(
            searched_outcome("cram", &empty(r, c)),
            Outcome::P,
            "{r}×{c}"
        );
    }
    for (r, c) in [(2, 1), (2, 3), (3, 2), (2, 5), (4, 3), (3, 4), (4, 5)] {
        assert_eq!(
            searched_outcome("cram", &empty(r, c)),
            Outcome::N,
            "{r}×{c}"
        );
    }
    for n in 1..=7 {
        let text = empty(3, n);
        let searched = searched_outcome("cram", &text);
        if n % 2 == 0 {
            assert_eq!(searched, Outcome::N, "3×{n}");
        }
        assert_eq!(searched, canonical_outcome("cram", &text), "3×{n}");
        // Impartial: never a win for one player whoever starts.
        assert!(matches!(searched, Outcome::N | Outcome::P), "3×{n}");
    }
}

/// (XO)^n, linear Clobber, is a first-player win for every n except 3,
/// where the second player wins: conjectured by Albert, Grossman,
/// Nowakowski and Wolfe ("An introduction to Clobber", INTEGERS 5 (2005)),
/// proved by Chen et al., arXiv:2509.08985. tests/outcome_search.rs checks
/// n ≤ 9; this goes as far as a debug build reaches in seconds, and
/// checks that the winning move it names really wins (the position after
/// it is a loss for the player then to move).
#[test]
fn alternating_linear_clobber_further() {
    for n in 10..=14 {
        let text = "xo".repeat(n);
        let verdict = search("clobber", &text);
        assert_eq!(verdict.outcome(), Some(Outcome::N), "(xo)^{n}");
        for player in [Player::Left, Player::Right] {
            let label = &verdict.first(player).winning_move.as_ref().unwrap().label;
            let after = position("clobber", &text)
                .moves(player)
                .into_iter()
                .find(|m| &m.label == label)
                .unwrap_or_else(|| panic!("(xo)^{n}: no move {label}"));
            let mut sum = SumOfTerms::new();
            sum.add_position("after", after.position.as_ref(), &Control::unlimited())
                .unwrap();
            let reply = OutcomeSearch::new(Settings::default()).decide(&sum, &Control::unlimited());
            assert_eq!(
                reply.first(player.opponent()).winner,
                Some(player),
                "(xo)^{n} after {label}"
            );
        }
    }
}

/// Checkerboard Clobber 2×m and 3×m: the search agrees with the canonical
/// form. The statement "2×m is a second-player win exactly when m ≡ 0 mod
/// 3" that issue 17 quotes has no primary source found in this session
/// (tests/outcome_search.rs checks it for m ≤ 7); by the canonical forms
/// here it holds for the boards checked.
#[test]
fn clobber_checkerboards_agree_with_canonical_forms() {
    for m in 1..=6 {
        let text = checkerboard(2, m);
        assert_eq!(
            searched_outcome("clobber", &text),
            canonical_outcome("clobber", &text),
            "2×{m}"
        );
    }
    for m in 1..=4 {
        let text = checkerboard(3, m);
        assert_eq!(
            searched_outcome("clobber", &text),
            canonical_outcome("clobber", &text),
            "3×{m}"
        );
    }
}
