//! The divisor-chain stone game: heaps of stones; a
//! move removes `s` stones from one heap, and every removal must be a
//! multiple of the previous one (the first is free). The player who cannot
//! move loses.
//!
//! This is not a sum of independent games (the previous removal ties the
//! heaps together), so there is no nimber to report; the answer is who
//! wins, how many first moves win, and which.
//!
//! # The fast method
//!
//! * Once the previous removal is `d`, only `floor(a / d)` of a heap `a` can
//!   ever be taken, in units of `d`: the position is the free position on
//!   heaps `floor(a_i / d)`.
//! * A free position is lost for the player to move exactly when every
//!   positive heap size occurs an even number of times: the second player
//!   copies each move on the twin heap; otherwise the first player takes the
//!   whole of the largest heap whose size `x` occurs an odd number of times,
//!   and `floor(a_i / x)` then has every positive size an even number of
//!   times.
//! * Removing `x` from a heap with `floor(a / x) = t` leaves the free
//!   position on the counts `c_u = #{i : floor(a_i / x) = u}` with one heap
//!   moved from `t` to `t - 1`. It wins when afterwards every `c_u` with
//!   `u >= 1` is even: when the sizes `u >= 1` with odd `c_u` are exactly
//!   `{1}` (then `t = 1`) or exactly `{t - 1, t}`. For each `x` the counts
//!   `c_u` come from prefix sums over heap sizes in `O(max / x)`, so all
//!   first moves are counted in `O(max · log max)`.
//!
//! The tests check all of this against plain search of the real game.

use crate::control::{unbounded, Control, Stop};
use crate::error::ParseError;
use crate::impartial::ImpartialGame;
use crate::rulesets::impartial_position::ImpartialRules;
use crate::rulesets::scan::Scanner;
use crate::rulesets::{Analysis, Kind, Metadata, Move, Position};
use crate::schema::Detail;
use crate::value::{Outcome, Player};

/// The largest heap, in units of the previous removal, that the counting
/// method accepts (it keeps an array of this length).
pub const MAX_UNITS: u64 = 10_000_000;

/// How many winning moves an analysis lists (the count is always exact).
pub const LISTED_MOVES: usize = 1000;

/// A position: heap sizes, and the previous removal `step` (1 before the
/// first move), which every removal must be a multiple of.
///
/// ```
/// use conway::rulesets::divisor_chain::DivisorChain;
/// let p = DivisorChain::new(vec![3, 3], 1);
/// assert!(!p.first_player_wins()); // the second player copies every move
/// let q = DivisorChain::new(vec![1, 2, 3], 1);
/// let w = q.winning_first_moves(10);
/// assert_eq!(w.count, 1);
/// assert_eq!(w.listed, vec![(2, 3)]); // (heap index, amount): take all of heap 3
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DivisorChain {
    heaps: Vec<u64>,
    step: u64,
}

/// The winning first moves of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinningMoves {
    /// How many there are.
    pub count: u64,
    /// The first ones, as (heap index from 0, stones removed), in order of
    /// the amount and then the heap.
    pub listed: Vec<(usize, u64)>,
}

impl DivisorChain {
    /// Heaps `heaps` when the previous removal was `step` (`1`: free).
    pub fn new(heaps: Vec<u64>, step: u64) -> DivisorChain {
        DivisorChain {
            heaps,
            step: step.max(1),
        }
    }

    /// The heap sizes, in stones.
    ///
    /// ```
    /// use conway::rulesets::divisor_chain::DivisorChain;
    /// let p = DivisorChain::new(vec![6, 4], 2);
    /// assert_eq!((p.heaps(), p.step()), (&[6, 4][..], 2));
    /// ```
    pub fn heaps(&self) -> &[u64] {
        &self.heaps
    }

    /// The previous removal, which every move must be a multiple of
    /// (`1` before the first move).
    pub fn step(&self) -> u64 {
        self.step
    }

    /// The heap sizes in units of the previous removal.
    fn units(&self) -> Vec<u64> {
        self.heaps.iter().map(|&a| a / self.step).collect()
    }

    /// Whether the player to move wins: some positive size (in units of
    /// the previous removal) occurs an odd number of times.
    pub fn first_player_wins(&self) -> bool {
        let mut units = self.units();
        units.retain(|&u| u > 0);
        units.sort_unstable();
        units.chunk_by(|a, b| a == b).any(|run| run.len() % 2 == 1)
    }

    /// Counts the winning first moves and lists up to `limit` of them.
    pub fn winning_first_moves(&self, limit: usize) -> WinningMoves {
        unbounded(|c| self.winning_first_moves_with(limit, c))
    }

    /// [`Self::winning_first_moves`] under `control`: one tick per amount
    /// tried (up to the largest heap, in units of the previous removal).
    pub fn winning_first_moves_with(
        &self,
        limit: usize,
        control: &Control,
    ) -> Result<WinningMoves, Stop> {
        let units = self.units();
        let max = units.iter().copied().max().unwrap_or(0) as usize;
        // at_most[v] = number of heaps of at most v units.
        let mut at_most = vec![0u64; max + 1];
        for &u in &units {
            at_most[u as usize] += 1;
        }
        for v in 1..=max {
            at_most[v] += at_most[v - 1];
        }
        // Heaps in order of size, so that the heaps with floor(u / x) = t
        // are one slice of `sorted`.
        let mut sorted: Vec<usize> = (0..units.len()).collect();
        sorted.sort_by_key(|&i| (units[i], i));
        let mut out = WinningMoves {
            count: 0,
            listed: Vec::new(),
        };
        for x in 1..=max {
            control.tick()?;
            let Some(t) = winning_quotient(&at_most, x) else {
                continue;
            };
            let (lo, hi) = (t * x, (t * x + x - 1).min(max));
            let (from, to) = (at_most[lo - 1] as usize, at_most[hi] as usize);
            out.count += (to - from) as u64;
            let room = limit - out.listed.len().min(limit);
            if room > 0 {
                let mut heaps: Vec<usize> = sorted[from..to].to_vec();
                heaps.sort_unstable();
                let amount = x as u64 * self.step;
                out.listed
                    .extend(heaps.into_iter().take(room).map(|i| (i, amount)));
            }
        }
        Ok(out)
    }

    fn label(i: usize, amount: u64) -> String {
        format!("heap {}: take {amount}", i + 1)
    }
}

/// For removals of `x` units: the quotient `t` of the heaps a winning
/// removal takes from, if there is one (see the module documentation).
/// `at_most` holds the prefix counts of heap sizes.
fn winning_quotient(at_most: &[u64], x: usize) -> Option<usize> {
    let max = at_most.len() - 1;
    let count = |t: usize| at_most[(t * x + x - 1).min(max)] - at_most[t * x - 1];
    let mut odd = [0usize; 3];
    let mut found = 0;
    let mut t = 1;
    while t * x <= max && found < 3 {
        if count(t) % 2 == 1 {
            odd[found] = t;
            found += 1;
        }
        t += 1;
    }
    match (found, odd) {
        (1, [1, _, _]) => Some(1),
        (2, [u, v, _]) if v == u + 1 => Some(v),
        _ => None,
    }
}

impl ImpartialGame for DivisorChain {
    fn options(&self) -> Vec<DivisorChain> {
        self.options_from_moves()
    }
}

/// The one move list; the options, the labelled moves `conway play` shows
/// and the move a player types are derived from it. The analysis is this
/// file's own (the position is no sum, so it has no Grundy value to report).
impl ImpartialRules for DivisorChain {
    /// A move: the heap (index from 0) and the stones removed.
    type Move = (usize, u64);

    fn moves(&self) -> impl Iterator<Item = (usize, u64)> {
        let step = self.step;
        self.heaps
            .iter()
            .enumerate()
            .flat_map(move |(i, &a)| (1..=a / step).map(move |k| (i, k * step)))
    }

    fn play(&self, (i, s): (usize, u64)) -> DivisorChain {
        let mut heaps = self.heaps.clone();
        heaps[i] -= s;
        DivisorChain { heaps, step: s }
    }

    fn label(&self, &(i, s): &(usize, u64)) -> String {
        DivisorChain::label(i, s)
    }

    fn notation(&self) -> String {
        let heaps: Vec<String> = self.heaps.iter().map(u64::to_string).collect();
        if self.step == 1 {
            heaps.join(" ")
        } else {
            format!("d={}: {}", self.step, heaps.join(" "))
        }
    }

    fn render(&self) -> String {
        let mut out = ImpartialRules::notation(self);
        if self.step > 1 {
            out.push_str(&format!("\n(next removal: a multiple of {})", self.step));
        }
        out
    }

    fn first_player_wins(&self) -> bool {
        DivisorChain::first_player_wins(self)
    }

    fn move_bound(&self) -> Option<u128> {
        Some(self.heaps.iter().map(|&a| u128::from(a / self.step)).sum())
    }
}

impl Position for DivisorChain {
    fn notation(&self) -> String {
        ImpartialRules::notation(self)
    }

    fn render(&self) -> String {
        ImpartialRules::render(self)
    }

    fn move_bound(&self) -> Option<u128> {
        ImpartialRules::move_bound(self)
    }

    fn find_move(&self, _player: Player, typed: &str) -> Option<usize> {
        ImpartialRules::find_move(self, typed)
    }

    fn moves(&self, _player: Player) -> Vec<Move> {
        self.labelled_options()
            .into_iter()
            .map(|(label, p)| Move {
                label,
                position: Box::new(p),
            })
            .collect()
    }

    fn analyze(&self) -> Analysis {
        unbounded(|c| self.analyze_with(c))
    }

    fn analyze_with(&self, control: &Control) -> Result<Analysis, Stop> {
        let wins = self.first_player_wins();
        let moves = self.winning_first_moves_with(LISTED_MOVES, control)?;
        let mut details = vec![Detail::count("winning first moves", moves.count)];
        if moves.count > moves.listed.len() as u64 {
            details.push(Detail::text(
                "listed",
                format!("the first {} (by amount, then heap)", moves.listed.len()),
            ));
        }
        if self.step > 1 {
            details.push(Detail::text(
                "next removal",
                format!("a multiple of {}", self.step),
            ));
        }
        details.push(Detail::text(
            "rule",
            "the player to move loses exactly when every positive heap size (in units of the previous removal) occurs an even number of times",
        ));
        Ok(Analysis {
            value: None,
            nimber: None,
            outcome: if wins { Outcome::N } else { Outcome::P },
            left_moves: moves
                .listed
                .into_iter()
                .map(|(i, s)| DivisorChain::label(i, s))
                .collect(),
            right_moves: Vec::new(),
            details,
        })
    }
}

/// Reads a position of [`DIVISOR_CHAIN`].
fn parse_divisor_chain(position: &str) -> Result<Box<dyn Position>, ParseError> {
    let mut scan = Scanner::new(position);
    scan.skip_space();
    let at = scan.offset();
    let step = scan.setting("d")?.unwrap_or(1);
    if step == 0 {
        return Err(scan.error_at(at, "d (the previous removal) must be at least 1"));
    }
    let mut heaps = Vec::new();
    loop {
        scan.skip_space();
        let at = scan.offset();
        let a = scan.number("a heap size")?;
        scan.check_at_most(at, a / step, MAX_UNITS, "heap size divided by d:")?;
        heaps.push(a);
        scan.eat(',');
        if scan.at_end() {
            break;
        }
    }
    Ok(Box::new(DivisorChain::new(heaps, step)))
}

/// The ruleset `divisor-chain`.
pub const DIVISOR_CHAIN: Metadata = Metadata {
    name: "divisor-chain",
    kind: Kind::Impartial,
    summary: "Divisor-chain stones: each removal is a multiple of the previous one; not a sum, so outcome and winning moves only",
    syntax: "heap sizes separated by spaces, optionally after 'd=N:' when the previous removal was N (heaps up to 10^7 times N), e.g. '1 2 3' or 'd=2: 4 9'",
    example: "1 2 3 3 5",
    parse: parse_divisor_chain,
    drawing: None,
    can_cycle: false,
};
