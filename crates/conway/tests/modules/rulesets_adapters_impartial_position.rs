//! Tests of `conway::rulesets::adapters::impartial_position`.

use crate::common::impartial_oracle;
use conway::impartial::ImpartialGame;
use conway::numeric::Nimber;
use conway::rulesets::adapters::impartial_position::*;
use conway::rulesets::Position;
use conway::value::Outcome;
use std::collections::HashMap;

/// Rows of pins where a move knocks down one pin or two adjacent pins
/// (Kayles), written as row lengths: a ruleset that relies on the
/// default methods, so on the generic solver.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Rows(Vec<usize>);

impl ImpartialGame for Rows {
    fn options(&self) -> Vec<Rows> {
        self.options_from_moves()
    }
    fn components(&self) -> Vec<Rows> {
        self.0.iter().map(|&n| Rows(vec![n])).collect()
    }
}

impl ImpartialRules for Rows {
    /// Row `i`, pins knocked down, pins left on the left.
    type Move = (usize, usize, usize);
    fn notation(&self) -> String {
        format!("{:?}", self.0)
    }
    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        let rows = self.0.iter().enumerate();
        rows.flat_map(|(i, &n)| {
            (1..=2.min(n)).flat_map(move |take| (0..=n - take).map(move |left| (i, take, left)))
        })
    }
    fn play(&self, (i, take, left): Self::Move) -> Rows {
        let mut rows = self.0.clone();
        let n = rows[i];
        rows[i] = left;
        rows.insert(i + 1, n - take - left);
        Rows(rows)
    }
    fn label(&self, &(i, take, left): &Self::Move) -> String {
        format!("{i}:{take}@{left}")
    }
}

#[test]
fn default_methods_use_the_solver_and_agree_with_plain_search() {
    let mut memo = HashMap::new();
    for a in 0..=7 {
        for b in 0..=5 {
            impartial_oracle::check(&Rows(vec![a, b]), &mut memo);
        }
    }
    // Kayles G(1..=6) = 1 2 3 1 4 3 (Winning Ways ch. 4; OEIS A002186).
    let g: Vec<u64> = (1..=6).map(|n| Rows(vec![n]).grundy().0).collect();
    assert_eq!(g, vec![1, 2, 3, 1, 4, 3]);
    let a = ImpartialPosition(Rows(vec![3, 4])).analyze();
    assert_eq!((a.nimber, a.outcome), (Some(Nimber(2)), Outcome::N));
}
