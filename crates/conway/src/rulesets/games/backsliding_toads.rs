//! Backsliding Toads and Frogs (Berlekamp, Conway, Guy, *Winning Ways*,
//! ch. 11): Toads and Frogs where a creature may also step back one cell.
//! Left's toads (`t`) step right into an empty cell, jump right over one
//! frog into the empty cell beyond, or step left into an empty cell;
//! Right's frogs (`f`) do the mirror image. Backward steps undo forward
//! ones, so play can cycle: positions are analysed with draws
//! ([`crate::rulesets::loopy_position`]).
//!
//! Positions are written as for Toads and Frogs: `t`, `f` and `.` from left
//! to right, several strips separated by `|` being their sum. Cells are
//! numbered from 1 at the left; a move is named by where the creature
//! starts and ends (`2-3`), with `strip 2: ` in front when there are
//! several strips.
//!
//! ```
//! use conway::rulesets::{self, Position};
//! let p = rulesets::find("backsliding-toads-and-frogs").unwrap().parse("t.").unwrap();
//! let a = p.loopy().unwrap().analyze_loopy(&conway::control::Control::unlimited()).unwrap();
//! // A lone toad steps back and forth for ever: Left never runs out of
//! // moves, Right has none. The value is on = {pass|}.
//! assert_eq!(a.value.to_string(), "on");
//! ```

use crate::error::ParseError;
use crate::rulesets::loopy_position::{LoopyPosition, LoopyRules};
use crate::rulesets::strip::{parse_strips, strip_label, strips_notation};
use crate::rulesets::{Drawing, Kind, Metadata};
use crate::value::Player;

/// A cell: `b'.'`, `b't'` or `b'f'`.
type Cell = u8;

/// A Backsliding Toads and Frogs position: one or more strips, summed.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct BackslidingToads {
    strips: Vec<Vec<Cell>>,
}

/// The most cells a position may have in all.
const MAX_CELLS: usize = 4096;

impl BackslidingToads {
    /// Reads strips of `t`, `f` and `.` separated by `|`.
    pub fn parse(text: &str) -> Result<BackslidingToads, ParseError> {
        let cell = |c: char| "tf.".contains(c).then_some(c as u8);
        let strips = parse_strips(text, cell, "'t' (a toad), 'f' (a frog) or '.'")?;
        if strips.iter().map(Vec::len).sum::<usize>() > MAX_CELLS {
            let message = format!("positions have at most {MAX_CELLS} cells");
            return Err(ParseError::at(text, 0, message));
        }
        Ok(BackslidingToads { strips })
    }

    /// The moves of one strip: (from, to) cells.
    fn strip_moves(strip: &[Cell], player: Player) -> Vec<(usize, usize)> {
        let (mine, theirs, forward) = match player {
            Player::Left => (b't', b'f', 1isize),
            Player::Right => (b'f', b't', -1isize),
        };
        let at = |i: isize| {
            (0..strip.len() as isize)
                .contains(&i)
                .then(|| strip[i as usize])
        };
        let mut moves = Vec::new();
        for from in (0..strip.len()).filter(|&i| strip[i] == mine) {
            let i = from as isize;
            let targets = [
                (at(i + forward) == Some(b'.')).then_some(i + forward),
                (at(i + forward) == Some(theirs) && at(i + 2 * forward) == Some(b'.'))
                    .then_some(i + 2 * forward),
                (at(i - forward) == Some(b'.')).then_some(i - forward),
            ];
            moves.extend(targets.into_iter().flatten().map(|to| (from, to as usize)));
        }
        moves
    }
}

impl LoopyRules for BackslidingToads {
    fn notation(&self) -> String {
        strips_notation(&self.strips, |&c| c as char)
    }

    /// A move: the strip, and the cells a creature leaves and reaches.
    type Move = (usize, usize, usize);

    fn moves(&self, player: Player) -> impl Iterator<Item = Self::Move> {
        self.strips.iter().enumerate().flat_map(move |(s, strip)| {
            BackslidingToads::strip_moves(strip, player)
                .into_iter()
                .map(move |(from, to)| (s, from, to))
        })
    }

    fn play(&self, (s, from, to): Self::Move) -> BackslidingToads {
        let mut next = self.clone();
        next.strips[s].swap(from, to);
        next
    }

    fn label(&self, &(s, from, to): &Self::Move) -> String {
        let label = format!("{}-{}", from + 1, to + 1);
        strip_label("strip", self.strips.len(), s, label)
    }
}

/// The Backsliding Toads and Frogs ruleset.
pub const BACKSLIDING_TOADS: Metadata = Metadata {
    name: "backsliding-toads-and-frogs",
    kind: Kind::Partizan,
    summary: "Backsliding Toads and Frogs (Winning Ways ch. 11): Toads and Frogs where a creature \
         may also step back one cell; play can cycle.",
    syntax: "Strips of 't' (Left's toads, moving right), 'f' (Right's frogs, moving left) and '.' \
         (empty), several separated by '|' (a sum), e.g. tt.ff. Moves name the cells \
         (numbered from 1 at the left) a creature leaves and reaches: 2-3.",
    example: "tt..ff",
    parse: |position| BackslidingToads::parse(position).map(LoopyPosition::boxed),
    drawing: Some(Drawing::Strips),
    can_cycle: true,
};
