//! Impartial variants of the partizan rulesets, as CGSuite's
//! `ImpartialVariant` makes them: the player to move may make any move of
//! Left's or of Right's (so the impartial variant of Domineering is Cram).
//! Each partizan ruleset `NAME` has one, `impartial-NAME`, reading the same
//! positions.
//!
//! The value is found by plain search over the base ruleset's positions,
//! keyed by their notation: no components and no symmetries (a partizan
//! ruleset's shortcuts are sound for its own values, not necessarily for the
//! variant's), so only small positions finish.
//!
//! ```
//! use conway::rulesets;
//! let cram = rulesets::find("cram").unwrap().parse("...|...").unwrap().analyze();
//! let variant = rulesets::find("impartial-domineering").unwrap().parse("...|...").unwrap().analyze();
//! assert_eq!(variant.nimber, cram.nimber);
//! ```

use crate::control::{unbounded, Control, Stop};
use crate::error::ParseError;
use crate::numeric::Nimber;
use crate::rulesets::impartial_position::impartial_analysis;
use crate::rulesets::{Analysis, Kind, Move, Position, Ruleset};
use crate::schema::Detail;
use crate::value::Player;
use std::collections::{HashMap, HashSet};

/// Small positions for the variants' examples (the base rulesets'
/// examples are sized for their own, faster, analyses); a ruleset not
/// listed lends its own example.
const SMALL_EXAMPLES: [(&str, &str); 13] = [
    ("domineering", "...|...|..."),
    ("advance-or-eat", "W.B|.BW"),
    ("clobber", "xox|oxo"),
    ("konane", "xox.|o.ox"),
    ("toads-and-frogs", "tt..ff"),
    ("toppling-dominoes", "LRLG"),
    ("cutcake", "2x3"),
    ("hackenbush", "BRB RG"),
    ("snort", "...|..."),
    ("col", ".x.|..."),
    ("amazons", "x.#|..o"),
    ("partizan-arc-kayles", "llr(e;r)"),
    ("maundy-cake", "2x3 + 3x4"),
];

/// The impartial variant of a partizan ruleset.
pub struct ImpartialVariant {
    base: &'static dyn Ruleset,
    name: &'static str,
    summary: &'static str,
    example: &'static str,
}

impl ImpartialVariant {
    /// The variant of `base` (its name and summary are made once, for the
    /// life of the process).
    pub fn of(base: &'static dyn Ruleset) -> ImpartialVariant {
        let example = SMALL_EXAMPLES
            .iter()
            .find(|(name, _)| *name == base.name())
            .map_or(base.example(), |&(_, e)| e);
        ImpartialVariant {
            base,
            name: Box::leak(format!("impartial-{}", base.name()).into_boxed_str()),
            summary: Box::leak(
                format!(
                    "{} Impartial variant: either player may make Left's or Right's moves.",
                    base.summary()
                )
                .into_boxed_str(),
            ),
            example,
        }
    }
}

impl Ruleset for ImpartialVariant {
    fn name(&self) -> &'static str {
        self.name
    }

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn summary(&self) -> &'static str {
        self.summary
    }

    fn syntax(&self) -> &'static str {
        self.base.syntax()
    }

    fn example(&self) -> &'static str {
        self.example
    }

    fn parse(&self, position: &str) -> Result<Box<dyn Position>, ParseError> {
        let inner = self.base.parse(position)?;
        Ok(Box::new(VariantPosition(inner)))
    }

    /// Drawn as the partizan parent is.
    fn drawing(&self) -> Option<crate::rulesets::Drawing> {
        self.base.drawing()
    }
}

/// A position of an impartial variant: a base position whose moves are
/// Left's and Right's together.
pub struct VariantPosition(Box<dyn Position>);

/// The moves of both players, Left's labelled `L ...` and Right's `R ...`;
/// a position both can reach is listed once, by Left's move.
fn merged_moves(p: &dyn Position) -> Vec<(String, Box<dyn Position>)> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for (player, tag) in [(Player::Left, "L"), (Player::Right, "R")] {
        for m in p.moves(player) {
            if seen.insert(m.position.notation()) {
                out.push((format!("{tag} {}", m.label), m.position));
            }
        }
    }
    out
}

/// A node of the search: its key, its options, the next option to value.
struct Frame {
    key: String,
    options: Vec<(String, Box<dyn Position>)>,
    next: usize,
}

/// The Grundy value of `root` by plain search (explicit stack, one tick per
/// position), with the table of every position valued, by notation.
fn search(root: &dyn Position, control: &Control) -> Result<(u64, HashMap<String, u64>), Stop> {
    let mut memo: HashMap<String, u64> = HashMap::new();
    let root_key = root.notation();
    let mut stack = vec![Frame {
        key: root_key.clone(),
        options: merged_moves(root),
        next: 0,
    }];
    control.tick()?;
    while let Some(top) = stack.last_mut() {
        if let Some((_, child)) = top.options.get(top.next) {
            top.next += 1;
            let key = child.notation();
            if !memo.contains_key(&key) {
                control.tick()?;
                let options = merged_moves(child.as_ref());
                stack.push(Frame {
                    key,
                    options,
                    next: 0,
                });
            }
            continue;
        }
        let values: HashSet<u64> = top
            .options
            .iter()
            .map(|(_, o)| memo[&o.notation()])
            .collect();
        let value = (0..).find(|v| !values.contains(v)).unwrap_or(0);
        memo.insert(top.key.clone(), value);
        stack.pop();
    }
    Ok((memo[&root_key], memo))
}

impl Position for VariantPosition {
    fn notation(&self) -> String {
        self.0.notation()
    }

    fn render(&self) -> String {
        self.0.render()
    }

    fn moves(&self, _player: Player) -> Vec<Move> {
        merged_moves(self.0.as_ref())
            .into_iter()
            .map(|(label, position)| Move {
                label,
                position: Box::new(VariantPosition(position)),
            })
            .collect()
    }

    fn move_bound(&self) -> Option<u128> {
        self.0.move_bound().map(|b| b.saturating_mul(2))
    }

    fn analyze(&self) -> Analysis {
        unbounded(|c| self.analyze_with(c))
    }

    fn analyze_with(&self, control: &Control) -> Result<Analysis, Stop> {
        let (value, memo) = search(self.0.as_ref(), control)?;
        let wins = merged_moves(self.0.as_ref())
            .into_iter()
            .filter(|(_, o)| memo.get(&o.notation()) == Some(&0))
            .map(|(label, _)| label)
            .collect();
        let details = vec![Detail::count("positions searched", memo.len() as u64)];
        Ok(impartial_analysis(
            Some(Nimber(value)),
            value != 0,
            wins,
            details,
        ))
    }
}
