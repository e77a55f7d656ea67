//! Partizan Euclid: a pair of positive whole numbers `(p, q)` with
//! `p > q`; write `p = kq + t` with `0 <= t < q`. If `q` divides `p` the
//! game is over; otherwise Left moves to `(q, t)` and Right to
//! `(q, q - t)` (McKay and Nowakowski, "Outcomes of Partizan Euclid",
//! *Integers* 12B, 2012/13, after a suggestion of R. K. Guy). Each player
//! has one move at most, but sums of pairs are real choices.
//!
//! A position is one or more pairs `p,q` (parentheses optional) summed
//! with `+`: `(8,3) + (13,5)`. The order within a pair does not matter (the
//! larger number is `p`). A move is named by the pair and where it goes:
//! `(8,3) -> (3,2)`.
//!
//! ```
//! use conway::rulesets::partizan_euclid::Euclid;
//! use conway::rulesets::partizan_position::PartizanRules;
//! // (8,6): Left moves to (6,2), over; Right to (6,4) = {0 | 0} = *.
//! // So {0 | *} = ^ (up) (CGSuite's published value).
//! assert_eq!(Euclid::parse("8,6").unwrap().value().to_string(), "^");
//! ```

use crate::error::ParseError;
use crate::partizan::PartizanGame;
use crate::rulesets::number_pairs::parse_pairs;
use crate::rulesets::partizan_position::{PartizanPosition, PartizanRules};
use crate::rulesets::{Kind, Metadata};
use crate::value::Player;

/// The largest number accepted: a pair `(n + 1, n)` takes `n` moves of
/// Right's to finish, so the search is as deep as the numbers are large.
pub const MAX_NUMBER: u64 = 1_000_000;

/// A pair `(p, q)`, larger number first.
type Pair = (u64, u64);

/// A Partizan Euclid position: pairs `(p, q)`, `p >= q >= 1`, summed.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Euclid {
    pairs: Vec<(u64, u64)>,
}

impl Euclid {
    /// The sum of the pairs given (each ordered larger first).
    ///
    /// ```
    /// use conway::rulesets::partizan_euclid::Euclid;
    /// assert_eq!(Euclid::new(&[(3, 8)]).pairs(), &[(8, 3)]);
    /// ```
    pub fn new(pairs: &[(u64, u64)]) -> Euclid {
        Euclid {
            pairs: pairs.iter().map(|&(a, b)| (a.max(b), a.min(b))).collect(),
        }
    }

    /// Reads pairs `p,q` (each number from 1 to [`MAX_NUMBER`], optionally
    /// in parentheses) separated by `+`.
    ///
    /// ```
    /// use conway::rulesets::partizan_euclid::Euclid;
    /// assert_eq!(Euclid::parse("(8,3) + 5, 2").unwrap().pairs().len(), 2);
    /// let e = Euclid::parse("8,3 + 5;2").unwrap_err();
    /// assert_eq!((e.line, e.column), (1, 8));
    /// ```
    pub fn parse(text: &str) -> Result<Euclid, ParseError> {
        Ok(Euclid::new(&parse_pairs(text, 1, MAX_NUMBER)?))
    }

    /// The pairs, larger number first.
    pub fn pairs(&self) -> &[(u64, u64)] {
        &self.pairs
    }

    /// `player`'s moves: the pair moved on, where it goes, and the position
    /// after (equal pairs are moved on once).
    fn move_list(&self, player: Player) -> Vec<(Pair, Pair, Euclid)> {
        let mut out = Vec::new();
        for (i, &pair) in self.pairs.iter().enumerate() {
            if self.pairs[..i].contains(&pair) {
                continue;
            }
            if let Some(to) = pair_move(pair, player) {
                let mut pairs = self.pairs.clone();
                pairs[i] = to;
                out.push((pair, to, Euclid { pairs }));
            }
        }
        out
    }
}

/// Where `player` moves the pair `(p, q)`, `p >= q`: `None` when `q`
/// divides `p`.
fn pair_move((p, q): (u64, u64), player: Player) -> Option<(u64, u64)> {
    let t = p % q;
    (t != 0).then(|| match player {
        Player::Left => (q, t),
        Player::Right => (q, q - t),
    })
}

impl PartizanGame for Euclid {
    fn left_options(&self) -> Vec<Euclid> {
        self.options_of(Player::Left)
    }

    fn right_options(&self) -> Vec<Euclid> {
        self.options_of(Player::Right)
    }

    /// Each pair that is not over, on its own.
    fn components(&self) -> Vec<Euclid> {
        self.normalized()
            .pairs
            .into_iter()
            .map(|pair| Euclid { pairs: vec![pair] })
            .collect()
    }

    /// The pairs still in play, sorted.
    fn normalized(&self) -> Euclid {
        let mut pairs: Vec<(u64, u64)> = (self.pairs.iter().copied())
            .filter(|&(p, q)| p % q != 0)
            .collect();
        pairs.sort_unstable();
        Euclid { pairs }
    }
}

impl PartizanRules for Euclid {
    fn notation(&self) -> String {
        self.pairs
            .iter()
            .map(|(p, q)| format!("({p},{q})"))
            .collect::<Vec<_>>()
            .join(" + ")
    }

    /// A pair reduced: the pair, what it becomes, and the position after.
    type Move = (Pair, Pair, Euclid);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.move_list(player).into_iter()
    }

    fn play(&self, m: Self::Move) -> Euclid {
        m.2
    }

    fn label(&self, m: &Self::Move) -> String {
        let ((p, q), (a, b), _) = m;
        format!("({p},{q}) -> ({a},{b})")
    }
}

/// The Partizan Euclid ruleset.
pub const PARTIZAN_EUCLID: Metadata = Metadata {
    name: "partizan-euclid",
    kind: Kind::Partizan,
    summary:
        "Pairs p > q: Left moves to (q, p mod q), Right to (q, q - p mod q); over when q divides p.",
    syntax: "Pairs 'p,q' (parentheses optional, numbers 1 to 10^6) separated by '+', \
         e.g. '(8,3) + (13,5)'. Moves: '(8,3) -> (3,2)'.",
    example: "(8,3) + (13,5) + (21,8)",
    parse: |position| Euclid::parse(position).map(PartizanPosition::boxed),
    drawing: None,
    can_cycle: false,
};
