//! Test oracles for impartial rulesets: plain game-tree search, with no
//! shortcut of any kind.

use conway::impartial::ImpartialGame;
use conway::rulesets::impartial_position::ImpartialRules;
use std::collections::HashMap;

/// The Grundy value by the definition: the mex of the values of all
/// options, positions compared whole (no splitting into components, no
/// normalisation), memoised on the exact position only.
pub fn plain_grundy<G: ImpartialGame>(g: &G, memo: &mut HashMap<G, u64>) -> u64 {
    if let Some(&v) = memo.get(g) {
        return v;
    }
    let values: Vec<u64> = g.options().iter().map(|o| plain_grundy(o, memo)).collect();
    let mut m = 0;
    while values.contains(&m) {
        m += 1;
    }
    memo.insert(g.clone(), m);
    m
}

/// Checks a ruleset position against plain search: its Grundy value,
/// that both move lists agree, and that the winning moves are exactly
/// the moves to positions of plain value 0. Returns the plain value.
pub fn check<G: ImpartialRules + std::fmt::Debug>(g: &G, memo: &mut HashMap<G, u64>) -> u64 {
    let plain = plain_grundy(g, memo);
    assert_eq!(g.grundy().0, plain, "Grundy value of {g:?}");
    let parts = g.components();
    let sum = parts.iter().fold(0, |x, c| x ^ plain_grundy(c, memo));
    assert_eq!(sum, plain, "components of {g:?}: {parts:?}");
    let normal = g.normalized();
    assert_eq!(
        plain_grundy(&normal, memo),
        plain,
        "normalized {g:?}: {normal:?}"
    );
    assert_eq!(g.first_player_wins(), plain != 0, "outcome of {g:?}");
    let labelled = g.labelled_options();
    let unlabelled = g.options();
    assert_eq!(labelled.len(), unlabelled.len(), "moves of {g:?}");
    for ((_, a), b) in labelled.iter().zip(&unlabelled) {
        assert_eq!(a, b, "labelled and plain options of {g:?} differ");
    }
    let mut expected: Vec<String> = labelled
        .into_iter()
        .filter(|(_, o)| plain_grundy(o, memo) == 0)
        .map(|(l, _)| l)
        .collect();
    let mut got = g.winning_moves();
    expected.sort();
    got.sort();
    assert_eq!(got, expected, "winning moves of {g:?}");
    plain
}

/// [`check`] on `start` and on every position reachable from it.
pub fn check_reachable<G: ImpartialRules + std::fmt::Debug>(start: &G, memo: &mut HashMap<G, u64>) {
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![start.clone()];
    while let Some(g) = stack.pop() {
        if seen.insert(g.clone()) {
            check(&g, memo);
            stack.extend(g.options());
        }
    }
}
