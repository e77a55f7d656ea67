//! Impartial variants of the partizan rulesets, as CGSuite's
//! `ImpartialVariant` makes them: the player to move may make any move of
//! Left's or of Right's (so the impartial variant of Domineering is Cram).
//! Each partizan ruleset `NAME` has one, `impartial-NAME`, reading the same
//! positions.
//!
//! The value is found by plain search over the base ruleset's positions,
//! split into the base ruleset's components (a move of either player stays
//! within one, so the value is the nim-sum of theirs) and keyed by their
//! notation: no symmetries (a partizan ruleset's normal forms keep its own
//! values, not necessarily the variant's), so only small components finish.
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

/// The independent components of a base position: the base ruleset's
/// (a move of either player stays within one, so the variant's value is
/// the nim-sum of theirs), or the position itself when its ruleset lists
/// none. A position of one component is that component too, cut as its
/// ruleset cuts it (a Clobber strip to the stones that can still move):
/// keyed by the whole board instead, every board reached with one
/// component left was an entry of its own, and alternating impartial
/// Clobber strips took seconds from (xo)^8 on (108 components for (xo)^9).
fn parts_of(p: Box<dyn Position>) -> Vec<Box<dyn Position>> {
    let parts = p.components();
    if parts.is_empty() {
        vec![p]
    } else {
        parts
    }
}

/// A node of the search: a component, its key, its options (each as its
/// components), the next option to value.
struct Frame {
    key: String,
    options: Vec<Vec<Box<dyn Position>>>,
    next: usize,
}

fn frame(key: String, component: &dyn Position) -> Frame {
    Frame {
        key,
        options: merged_moves(component)
            .into_iter()
            .map(|(_, o)| parts_of(o))
            .collect(),
        next: 0,
    }
}

/// The Grundy value of base position `p`: the nim-sum of its components'
/// ([`component_value`]), all kept in `memo` by notation.
fn nim_value(
    p: &dyn Position,
    memo: &mut HashMap<String, u64>,
    control: &Control,
) -> Result<u64, Stop> {
    let parts = p.components();
    if parts.is_empty() {
        return component_value(p, memo, control);
    }
    let mut value = 0;
    for part in &parts {
        value ^= component_value(part.as_ref(), memo, control)?;
    }
    Ok(value)
}

/// The Grundy value of one component by plain search (explicit stack, one
/// tick per component valued), each option split into its components.
fn component_value(
    component: &dyn Position,
    memo: &mut HashMap<String, u64>,
    control: &Control,
) -> Result<u64, Stop> {
    let key = component.notation();
    if let Some(&v) = memo.get(&key) {
        return Ok(v);
    }
    control.tick()?;
    let mut stack = vec![frame(key.clone(), component)];
    while let Some(top) = stack.last_mut() {
        let unvalued = top
            .options
            .get(top.next)
            .and_then(|parts| parts.iter().find(|c| !memo.contains_key(&c.notation())));
        if let Some(c) = unvalued {
            control.tick()?;
            let next = frame(c.notation(), c.as_ref());
            stack.push(next);
            continue;
        }
        if top.next < top.options.len() {
            top.next += 1;
            continue;
        }
        let values: HashSet<u64> = top
            .options
            .iter()
            .map(|parts| parts.iter().fold(0, |x, c| x ^ memo[&c.notation()]))
            .collect();
        let mex = (0..).find(|v| !values.contains(v)).unwrap_or(0);
        memo.insert(top.key.clone(), mex);
        stack.pop();
    }
    Ok(memo[&key])
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
        let mut memo = HashMap::new();
        let value = nim_value(self.0.as_ref(), &mut memo, control)?;
        let mut wins = Vec::new();
        for (label, option) in merged_moves(self.0.as_ref()) {
            if nim_value(option.as_ref(), &mut memo, control)? == 0 {
                wins.push(label);
            }
        }
        let details = vec![Detail::count("positions searched", memo.len() as u64)];
        Ok(impartial_analysis(
            Some(Nimber(value)),
            value != 0,
            wins,
            details,
        ))
    }
}
