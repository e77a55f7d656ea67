//! Subtraction-set Nim on several heaps (seed 003, example 2): a move takes
//! `s` stones from one heap, for some `s` in a fixed finite set `S`. Each
//! heap is an independent component; the Grundy value of a heap comes from
//! the generic [`GrundySolver`](crate::impartial::GrundySolver) and the
//! position's value is their nim-sum.

use super::impartial_position::{shared_solver, unlabelled, ImpartialPosition, ImpartialRules};
use super::nim::heap_move_label;
use super::scan::Scanner;
use super::{Kind, Position, Ruleset};
use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use std::sync::Arc;

/// The largest heap accepted: the solver keeps every smaller heap in its
/// table.
pub const MAX_HEAP: u64 = 1_000_000;

/// Heaps, and the set of amounts a move may take.
///
/// ```
/// use conway::rulesets::impartial_position::ImpartialRules;
/// use conway::rulesets::subtraction_nim::SubtractionNim;
/// // S = {2, 5}: G(2) = 1, G(4) = 0, G(7) = 0 (mex by hand), sum 1.
/// let p = SubtractionNim::new(vec![2, 5], vec![2, 4, 7]);
/// assert_eq!(p.grundy().0, 1);
/// let mut moves = p.winning_moves();
/// moves.sort();
/// assert_eq!(moves, vec!["heap 1: 2 -> 0", "heap 2: 4 -> 2", "heap 3: 7 -> 2"]);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SubtractionNim {
    set: Arc<[u64]>,
    heaps: Vec<u64>,
}

impl SubtractionNim {
    /// Heaps `heaps` under the subtraction set `set` (sorted and
    /// deduplicated here).
    pub fn new(mut set: Vec<u64>, heaps: Vec<u64>) -> SubtractionNim {
        set.sort_unstable();
        set.dedup();
        SubtractionNim {
            set: set.into(),
            heaps,
        }
    }

    fn heap(&self, h: u64) -> SubtractionNim {
        SubtractionNim {
            set: Arc::clone(&self.set),
            heaps: vec![h],
        }
    }
}

impl ImpartialGame for SubtractionNim {
    fn options(&self) -> Vec<SubtractionNim> {
        unlabelled(self.labelled_options())
    }

    /// One component per heap, in order (empty heaps included, so that a
    /// component's index is its heap's index).
    fn components(&self) -> Vec<SubtractionNim> {
        self.heaps.iter().map(|&h| self.heap(h)).collect()
    }
}

impl ImpartialRules for SubtractionNim {
    fn notation(&self) -> String {
        let set: Vec<String> = self.set.iter().map(u64::to_string).collect();
        let heaps: Vec<String> = self.heaps.iter().map(u64::to_string).collect();
        format!("{{{}}}: {}", set.join(","), heaps.join(" "))
    }

    fn labelled_options(&self) -> Vec<(String, SubtractionNim)> {
        let mut out = Vec::new();
        for (i, &h) in self.heaps.iter().enumerate() {
            for &s in self.set.iter().take_while(|&&s| s <= h) {
                let mut next = self.clone();
                next.heaps[i] = h - s;
                out.push((heap_move_label(i, h, h - s), next));
            }
        }
        out
    }

    /// Every winning move of the sum of heaps, from the solver.
    fn winning_moves(&self) -> Vec<String> {
        shared_solver::<SubtractionNim>()
            .sum_winning_moves(&self.components())
            .into_iter()
            .map(|(i, heap)| heap_move_label(i, self.heaps[i], heap.heaps[0]))
            .collect()
    }

    fn details(&self) -> Vec<(String, String)> {
        let solver = shared_solver::<SubtractionNim>();
        let values: Vec<String> = self
            .heaps
            .iter()
            .map(|&h| format!("G({h}) = {}", solver.grundy(&self.heap(h)).0))
            .collect();
        vec![("heap values".into(), values.join(", "))]
    }
}

/// The ruleset `subtraction-nim`.
pub struct SubtractionRules;

impl Ruleset for SubtractionRules {
    fn name(&self) -> &'static str {
        "subtraction-nim"
    }

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn summary(&self) -> &'static str {
        "Subtraction-set Nim: take s stones from one heap, s in a fixed set S (seed 003)"
    }

    fn syntax(&self) -> &'static str {
        "the set S in braces, a colon, then heap sizes (at most 1000000), e.g. '{2,5}: 2 4 7'"
    }

    fn example(&self) -> &'static str {
        "{2,5}: 2 4 7"
    }

    fn parse(&self, position: &str) -> Result<Box<dyn Position>, ParseError> {
        let mut scan = Scanner::new(position);
        scan.expect('{', "to open the subtraction set, e.g. '{2,5}: 2 4 7'")?;
        let mut set = Vec::new();
        loop {
            scan.skip_space();
            let at = scan.offset();
            let s = scan.number("an amount in the subtraction set")?;
            if s == 0 {
                return Err(scan.error_at(at, "amounts in the subtraction set must be at least 1"));
            }
            set.push(s);
            if scan.eat('}') {
                break;
            }
            scan.expect(',', "or '}' in the subtraction set")?;
        }
        scan.expect(':', "after the subtraction set")?;
        scan.skip_space();
        let mut heaps = Vec::new();
        while !scan.at_end() {
            scan.skip_space();
            let at = scan.offset();
            let h = scan.number("a heap size")?;
            scan.check_at_most(at, h, MAX_HEAP, "heap size")?;
            heaps.push(h);
            scan.eat(',');
        }
        if heaps.is_empty() {
            return Err(scan.unexpected("heap sizes after the colon"));
        }
        Ok(Box::new(ImpartialPosition(SubtractionNim::new(set, heaps))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::impartial_position::oracle;
    use std::collections::HashMap;

    /// Several sets; every pair and triple of heaps up to 9 and 6 stones,
    /// against plain search.
    #[test]
    fn matches_plain_search() {
        for set in [vec![1], vec![2, 5], vec![1, 3, 4], vec![2, 4, 5], vec![3]] {
            let mut memo = HashMap::new();
            for a in 0..=9 {
                for b in 0..=9 {
                    let p = SubtractionNim::new(set.clone(), vec![a, b]);
                    oracle::check(&p, &mut memo);
                }
            }
            for a in 0..=6 {
                for b in 0..=6 {
                    for c in 0..=6 {
                        let p = SubtractionNim::new(set.clone(), vec![a, b, c]);
                        oracle::check(&p, &mut memo);
                    }
                }
            }
        }
    }

    #[test]
    fn parses() {
        let p = SubtractionRules.parse("{5, 2}: 2 4 7").unwrap();
        assert_eq!(p.notation(), "{2,5}: 2 4 7");
        for (bad, column) in [
            ("2 4", 1),
            ("{2,0}: 1", 4),
            ("{2 5}: 1", 4),
            ("{2}:", 5),
            ("{2}: 2000000", 6),
        ] {
            let e = SubtractionRules.parse(bad).err().unwrap();
            assert_eq!(e.column, column, "{bad}: {e}");
        }
    }

    #[test]
    fn a_large_heap() {
        let (set, heap) = ([2usize, 7, 9], 200_000);
        let p = SubtractionNim::new(set.iter().map(|&s| s as u64).collect(), vec![heap as u64]);
        // The plain mex recurrence, bottom up.
        let mut g = vec![0u64; heap + 1];
        for n in 0..g.len() {
            let opts: Vec<u64> = set.iter().filter(|&&s| s <= n).map(|&s| g[n - s]).collect();
            g[n] = (0..).find(|v| !opts.contains(v)).unwrap();
        }
        assert_eq!(p.grundy().0, g[heap]);
    }
}
