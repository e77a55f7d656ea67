//! Subtraction-set Nim on several heaps: a move takes
//! `s` stones from one heap, for some `s` in a fixed finite set `S`. Each
//! heap is an independent component, so the position's value is the
//! nim-sum of the heaps' Grundy values `G(n)`.
//!
//! `G` comes from the heap-game machinery
//! ([`HeapGame::analyze`](crate::impartial::heap::HeapGame::analyze)): the
//! sequence is computed directly up to [`DIRECT_HEAP`], and beyond that the
//! period certified by the subtraction-game bound (a pattern that holds on
//! `q..=q + max S` repeats forever) gives `G(n)` for any heap.

use crate::control::{Control, Stop};
use crate::error::ParseError;
use crate::impartial::heap::HeapGame;
use crate::impartial::sequence::Method;
use crate::impartial::ImpartialGame;
use crate::numeric::Nimber;
use crate::rulesets::impartial_position::{ImpartialPosition, ImpartialRules};
use crate::rulesets::nim::heap_move_label;
use crate::rulesets::scan::Scanner;
use crate::rulesets::{Kind, Metadata, Position};
use crate::schema::Detail;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Heaps up to this size are looked up in the computed sequence; larger
/// ones need a certified period.
pub const DIRECT_HEAP: u64 = 1_000_000;

/// The largest amount a subtraction set may name (the sequence costs
/// `O(n · max S)`).
pub const MAX_AMOUNT: u64 = 1000;

/// How many values are always computed, to find a certified period.
const CERTIFY_FROM: usize = 1 << 15;

/// The Grundy values of one subtraction game: `G(0..values.len())` and,
/// when certified, the period `p` from `q` on.
struct HeapValues {
    values: Vec<u64>,
    pattern: Option<(usize, usize)>,
}

impl HeapValues {
    /// The values for `set` covering heaps up to `need` where possible,
    /// from a process-wide cache.
    fn of(set: &[u64], need: u64) -> Arc<HeapValues> {
        type Cache = Mutex<HashMap<Vec<u64>, Arc<HeapValues>>>;
        static CACHE: OnceLock<Cache> = OnceLock::new();
        let cache = CACHE.get_or_init(Default::default);
        let wanted = need.min(DIRECT_HEAP) as usize;
        if let Some(v) = cache.lock().unwrap_or_else(|p| p.into_inner()).get(set) {
            if v.values.len() > wanted || v.pattern.is_some() {
                return Arc::clone(v);
            }
        }
        let amounts: Vec<usize> = set.iter().map(|&s| s as usize).collect();
        let game = HeapGame::subtraction(&amounts)
            .unwrap_or_else(|e| unreachable!("amounts are checked when parsed: {e}"));
        // Enough values for the period of any set of small amounts to be
        // certified.
        let values = game.values(wanted.max(CERTIFY_FROM), Method::Auto);
        let pattern = game
            .periodicity(&values)
            .filter(|p| p.certificate.is_some() && p.saltus == 0)
            .map(|p| (p.preperiod, p.period));
        let v = Arc::new(HeapValues { values, pattern });
        cache
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(set.to_vec(), Arc::clone(&v));
        v
    }

    /// `G(n)`, if known.
    fn get(&self, n: u64) -> Option<u64> {
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| self.values.get(i)) {
            return Some(v);
        }
        let (q, p) = self.pattern?;
        let i = q as u64 + (n - q as u64) % p as u64;
        Some(self.values[i as usize])
    }
}

/// Heaps, and the set of amounts a move may take.
///
/// ```
/// use conway::rulesets::impartial_position::ImpartialRules;
/// use conway::rulesets::subtraction_nim::SubtractionNim;
/// // S = {2, 5}: G(2) = 1, G(4) = 0, G(7) = 0 (mex by hand), sum 1.
/// let p = SubtractionNim::new(vec![2, 5], vec![2, 4, 7]).unwrap();
/// assert_eq!(p.grundy().0, 1);
/// assert_eq!(p.winning_moves(), vec!["heap 1: 2 -> 0", "heap 2: 4 -> 2", "heap 3: 7 -> 2"]);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SubtractionNim {
    set: Arc<[u64]>,
    heaps: Vec<u64>,
}

impl SubtractionNim {
    /// Heaps `heaps` under the subtraction set `set` (sorted and
    /// deduplicated here). Fails, naming the heap, when an amount is out of
    /// range or a heap is beyond [`DIRECT_HEAP`] and the game's period is
    /// not certified there.
    pub fn new(mut set: Vec<u64>, heaps: Vec<u64>) -> Result<SubtractionNim, String> {
        set.sort_unstable();
        set.dedup();
        match set.first().zip(set.last()) {
            None => return Err("the subtraction set is empty".into()),
            Some((0, _)) => return Err("amounts must be at least 1".into()),
            Some((_, &max)) if max > MAX_AMOUNT => {
                return Err(format!("amount {max} is too large (at most {MAX_AMOUNT})"))
            }
            _ => {}
        }
        let p = SubtractionNim {
            set: set.into(),
            heaps,
        };
        let values = p.values();
        if let Some(h) = p.heaps.iter().find(|&&h| values.get(h).is_none()) {
            return Err(format!(
                "heap {h}: no period of this game was certified within G(0..{}), so heaps above {DIRECT_HEAP} are not supported",
                values.values.len()
            ));
        }
        Ok(p)
    }

    fn values(&self) -> Arc<HeapValues> {
        HeapValues::of(&self.set, self.heaps.iter().copied().max().unwrap_or(0))
    }

    fn value(values: &HeapValues, h: u64) -> u64 {
        values
            .get(h)
            .unwrap_or_else(|| unreachable!("heaps are checked when the position is made"))
    }
}

impl ImpartialGame for SubtractionNim {
    fn options(&self) -> Vec<SubtractionNim> {
        self.options_from_moves()
    }

    fn components(&self) -> Vec<SubtractionNim> {
        self.heaps
            .iter()
            .filter(|&&h| h > 0)
            .map(|&h| SubtractionNim {
                set: Arc::clone(&self.set),
                heaps: vec![h],
            })
            .collect()
    }
}

impl ImpartialRules for SubtractionNim {
    fn heap_game(&self) -> Option<(HeapGame, Vec<usize>)> {
        let set: Vec<usize> = self
            .set
            .iter()
            .map(|&s| usize::try_from(s).ok())
            .collect::<Option<_>>()?;
        let heaps = self
            .heaps
            .iter()
            .map(|&h| usize::try_from(h).ok())
            .collect::<Option<_>>()?;
        Some((HeapGame::subtraction(&set).ok()?, heaps))
    }

    fn notation(&self) -> String {
        let set: Vec<String> = self.set.iter().map(u64::to_string).collect();
        let heaps: Vec<String> = self.heaps.iter().map(u64::to_string).collect();
        format!("{{{}}}: {}", set.join(","), heaps.join(" "))
    }

    /// A heap reduced: its index and the stones left.
    type Move = (usize, u64);

    fn moves(&self) -> impl Iterator<Item = Self::Move> {
        let heaps = self.heaps.iter().enumerate();
        heaps.flat_map(|(i, &h)| {
            let takes = self.set.iter().take_while(move |&&s| s <= h);
            takes.map(move |&s| (i, h - s))
        })
    }

    fn play(&self, m: Self::Move) -> SubtractionNim {
        let mut next = self.clone();
        next.heaps[m.0] = m.1;
        next
    }

    fn label(&self, m: &Self::Move) -> String {
        heap_move_label(m.0, self.heaps[m.0], m.1)
    }

    /// From the heap game's sequence, computed (under no control) when
    /// the position is made.
    fn grundy_with(&self, _control: &Control) -> Result<Nimber, Stop> {
        let values = self.values();
        Ok(Nimber(
            self.heaps
                .iter()
                .fold(0, |x, &h| x ^ SubtractionNim::value(&values, h)),
        ))
    }

    /// The moves on a heap of value `g` to a heap of value `g xor x`.
    fn winning_moves_with(&self, control: &Control) -> Result<Vec<String>, Stop> {
        let values = self.values();
        let g = |h| SubtractionNim::value(&values, h);
        let x = self.heaps.iter().fold(0, |x, &h| x ^ g(h));
        let mut out = Vec::new();
        if x == 0 {
            return Ok(out);
        }
        for (i, &h) in self.heaps.iter().enumerate() {
            control.check()?;
            for &s in self.set.iter().take_while(|&&s| s <= h) {
                if g(h - s) == g(h) ^ x {
                    out.push(heap_move_label(i, h, h - s));
                }
            }
        }
        Ok(out)
    }

    fn details(&self) -> Vec<Detail> {
        let values = self.values();
        let heaps: Vec<String> = self
            .heaps
            .iter()
            .map(|&h| format!("G({h}) = {}", SubtractionNim::value(&values, h)))
            .collect();
        let json = self
            .heaps
            .iter()
            .map(|&h| serde_json::json!({"heap": h, "nimber": SubtractionNim::value(&values, h)}))
            .collect();
        let mut details = vec![Detail::shaped("heap values", heaps.join(", "), json)];
        if let Some((q, p)) = values.pattern {
            details.push(Detail::shaped(
                "period",
                format!("{p} from heap {q} on (certified: the pattern holds on q..=q + max S + p)"),
                serde_json::json!({"period": p, "preperiod": q, "certified": true}),
            ));
        }
        details
    }
}

/// Reads a position of [`SUBTRACTION`].
fn parse_subtraction(position: &str) -> Result<Box<dyn Position>, ParseError> {
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
        scan.check_at_most(at, s, MAX_AMOUNT, "amount")?;
        set.push(s);
        if scan.eat('}') {
            break;
        }
        scan.expect(',', "or '}' in the subtraction set")?;
    }
    scan.expect(':', "after the subtraction set")?;
    scan.skip_space();
    let mut heaps = Vec::new();
    let mut starts = Vec::new();
    while !scan.at_end() {
        scan.skip_space();
        starts.push(scan.offset());
        heaps.push(scan.number("a heap size")?);
        scan.eat(',');
    }
    if heaps.is_empty() {
        return Err(scan.unexpected("heap sizes after the colon"));
    }
    let p = SubtractionNim::new(set, heaps.clone()).map_err(|e| {
        // Name the heap that failed, or the set.
        let at = heaps
            .iter()
            .zip(&starts)
            .find(|(h, _)| e.starts_with(&format!("heap {h}:")))
            .map_or(0, |(_, &at)| at);
        scan.error_at(at, e)
    })?;
    Ok(Box::new(ImpartialPosition(p)))
}

/// The ruleset `subtraction-nim`.
pub const SUBTRACTION: Metadata = Metadata {
    name: "subtraction-nim",
    kind: Kind::Impartial,
    summary: "Subtraction-set Nim: take s stones from one heap, s in a fixed set S",
    syntax:
        "the set S in braces (amounts up to 1000), a colon, then heap sizes, e.g. '{2,5}: 2 4 7'",
    example: "{2,5}: 2 4 7",
    parse: parse_subtraction,
    drawing: None,
    can_cycle: false,
};
