//! Why a move wins or loses, in the terms of the field: the value before
//! and after; for a sum, the component the move played in and that
//! component's value before and after; for an impartial sum the nim-sum
//! argument (Bouton: move in a component whose value has the top bit of
//! the nim-sum, to its value xor the nim-sum, leaving nim-sum 0); for a
//! partizan game the sign argument (a move wins for Left when it leaves a
//! game `>= 0`, which Right, moving first, loses; for Right when it leaves
//! one `<= 0`) and, for a sum, whether the component played in is the
//! hottest (Winning Ways ch. 6, Siegel II.5: hotter components usually
//! matter more).
//!
//! [`explain`] computes an [`Explanation`]; its `Display` writes it in
//! English for `conway play`, and its fields let other front ends (Python)
//! word it their own way.
//!
//! ```
//! use conway::control::Control;
//! use conway::rulesets::{self, explain, Kind};
//! use conway::value::Player;
//! let nim = rulesets::find("nim").unwrap().parse("1 2").unwrap();
//! let moves = nim.moves(Player::Left);
//! let good = moves.iter().find(|m| m.label == "heap 2: 2 -> 1").unwrap();
//! let e = explain(nim.as_ref(), Kind::Impartial, Player::Left, good, &Control::unlimited()).unwrap();
//! assert_eq!(e.wins, Some(true));
//! let nim_sum = e.nim_sum.unwrap();
//! assert_eq!((nim_sum.sum.0, nim_sum.from.0, nim_sum.to.0), (3, 2, 1));
//! assert!(e.to_string().contains("nim-sum"));
//! ```

use crate::control::{watch, Control, Stop};
use crate::numeric::{Dyadic, Nimber};
use crate::rulesets::{Kind, Move, Position};
use crate::value::{Game, Player};
use std::fmt;

/// Why a move wins or loses (see the [module docs](self)).
#[derive(Clone, Debug, PartialEq)]
pub struct Explanation {
    /// The move's label.
    pub label: String,
    /// Impartial or partizan.
    pub kind: Kind,
    /// Who made the move.
    pub mover: Player,
    /// The value of the whole position before the move, if it has one.
    pub before: Option<Game>,
    /// The value after the move.
    pub after: Option<Game>,
    /// Whether the mover wins after the move against perfect play (the
    /// opponent, to move, loses); `None` when the value is unknown.
    pub wins: Option<bool>,
    /// The component the move played in, for a sum of several.
    pub component: Option<ComponentMove>,
    /// For an impartial sum: the nim-sum argument.
    pub nim_sum: Option<NimSum>,
    /// For a partizan sum: the temperatures of the component played in and
    /// of the hottest component.
    pub heat: Option<Heat>,
}

/// The component a move played in.
#[derive(Clone, Debug, PartialEq)]
pub struct ComponentMove {
    /// Its place among the components (from 1).
    pub number: usize,
    /// How many components the position has.
    pub count: usize,
    /// The component in its ruleset's notation.
    pub notation: String,
    /// Where the move's label says it plays (`heap 3` of `heap 3: 5 -> 2`:
    /// a label `PLACE: CHANGE` names its place), said in its words.
    pub place: Option<String>,
    /// What it became: the components the move left in its place (none,
    /// one, or several when it split).
    pub became: Vec<String>,
    /// Its value before the move.
    pub before: Game,
    /// The value of what it became (the sum of the new components).
    pub after: Game,
}

/// Bouton's argument for a move in an impartial sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NimSum {
    /// The nim-sum (xor) of the components' values before the move.
    pub sum: Nimber,
    /// The value of the component played in.
    pub from: Nimber,
    /// Its value after the move.
    pub to: Nimber,
}

impl NimSum {
    /// True when the move follows the rule: the component's value has the
    /// top bit of the nim-sum and goes to its xor with it, leaving 0.
    pub fn follows_the_rule(&self) -> bool {
        self.sum != Nimber::ZERO && self.to == self.from ^ self.sum
    }
}

/// Temperatures of a partizan sum's components.
#[derive(Clone, Debug, PartialEq)]
pub struct Heat {
    /// The temperature of the component played in.
    pub played: Dyadic,
    /// The highest temperature of any component.
    pub hottest: Dyadic,
    /// The hottest component's place (from 1).
    pub hottest_number: usize,
}

/// Explains `mv`, a move of `mover` from `position` (of the given kind):
/// values before and after, the component played in, and the argument
/// that makes it win or lose. Every value is computed under `control`.
pub fn explain(
    position: &dyn Position,
    kind: Kind,
    mover: Player,
    mv: &Move,
    control: &Control,
) -> Result<Explanation, Stop> {
    let before = position.value_with(control)?;
    let after = mv.position.value_with(control)?;
    let wins = match after {
        Some(v) => Some(watch(control, || v.is_won_after_move_by(mover))?),
        None => None,
    };
    let parts = position.components();
    let mut explanation = Explanation {
        label: mv.label.clone(),
        kind,
        mover,
        before,
        after,
        wins,
        component: None,
        nim_sum: None,
        heat: None,
    };
    if parts.len() < 2 {
        return Ok(explanation);
    }
    let Some((number, became)) = changed_component(&parts, mv.position.as_ref()) else {
        return Ok(explanation);
    };
    let mut values = Vec::with_capacity(parts.len());
    for part in &parts {
        match part.value_with(control)? {
            Some(v) => values.push(v),
            None => return Ok(explanation),
        }
    }
    let mut after_part = Game::ZERO;
    for piece in &became {
        match piece.value_with(control)? {
            Some(v) => after_part = watch(control, || after_part + v)?,
            None => return Ok(explanation),
        }
    }
    let component = ComponentMove {
        number: number + 1,
        count: parts.len(),
        notation: parts[number].notation(),
        place: place_in(&mv.label),
        became: became.iter().map(|p| p.notation()).collect(),
        before: values[number],
        after: after_part,
    };
    match kind {
        Kind::Impartial => {
            let nimbers: Option<Vec<Nimber>> = values.iter().map(|v| v.as_nimber()).collect();
            if let (Some(nimbers), Some(to)) = (nimbers, after_part.as_nimber()) {
                let sum = nimbers.iter().fold(Nimber::ZERO, |x, &n| x ^ n);
                explanation.nim_sum = Some(NimSum {
                    sum,
                    from: nimbers[number],
                    to,
                });
            }
        }
        Kind::Partizan => {
            let temperatures = watch(control, || {
                values.iter().map(|v| v.temperature()).collect::<Vec<_>>()
            })?;
            let (hottest_index, hottest) = temperatures
                .iter()
                .enumerate()
                .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(&a.0)))
                .map(|(i, t)| (i, t.clone()))
                .unwrap_or((0, Dyadic::ZERO));
            explanation.heat = Some(Heat {
                played: temperatures[number].clone(),
                hottest,
                hottest_number: hottest_index + 1,
            });
        }
    }
    explanation.component = Some(component);
    Ok(explanation)
}

/// The component of `parts` that the move changed (by notation, the
/// others being found unchanged after it), and what it became.
pub(crate) fn changed_component(
    parts: &[Box<dyn Position>],
    after: &dyn Position,
) -> Option<(usize, Vec<Box<dyn Position>>)> {
    let mut left_after = after.components();
    let mut unmatched = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        let notation = part.notation();
        match left_after.iter().position(|p| p.notation() == notation) {
            Some(j) => {
                left_after.swap_remove(j);
            }
            None => unmatched.push(i),
        }
    }
    match unmatched[..] {
        [i] => Some((i, left_after)),
        _ => None,
    }
}

impl fmt::Display for Explanation {
    /// The explanation in English sentences.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let opponent = self.mover.opponent().name();
        if let (Some(b), Some(a)) = (self.before, self.after) {
            write!(f, "The value goes from {b} to {a}.")?;
        }
        if let Some(c) = &self.component {
            let became = match c.became.len() {
                0 => "nothing".to_string(),
                _ => c.became.join(" + "),
            };
            // The place in the label's own words where it names one.
            let place = match &c.place {
                Some(place) => place.clone(),
                None => format!("component {} of {}", c.number, c.count),
            };
            write!(
                f,
                " It plays in {place} ({} becomes {}), whose value goes from {} to {}.",
                c.notation, became, c.before, c.after
            )?;
        }
        if let Some(n) = &self.nim_sum {
            if n.sum == Nimber::ZERO {
                write!(
                    f,
                    " The nim-sum of the components' values was already 0, so every move loses against perfect play."
                )?;
            } else if n.follows_the_rule() {
                write!(
                    f,
                    " The components' values had nim-sum {}; this component's value {} has its top bit, and {} xor {} = {}, so the move leaves nim-sum 0: whoever moves next loses.",
                    n.sum.0, n.from.0, n.from.0, n.sum.0, n.to.0
                )?;
            } else {
                write!(
                    f,
                    " The components' values had nim-sum {}; after it the nim-sum is {}, not 0, so the next player can win.",
                    n.sum.0,
                    (n.sum ^ n.from ^ n.to).0
                )?;
            }
        } else if let (Kind::Impartial, Some(a)) = (self.kind, self.after) {
            match self.wins {
                Some(true) => write!(
                    f,
                    " It leaves a position of value {a}, which the player to move loses."
                )?,
                _ => write!(f, " It leaves {a}, not 0: the player to move there wins.")?,
            }
        }
        if self.kind == Kind::Partizan {
            if let Some(a) = self.after {
                let bound = match self.mover {
                    Player::Left => ">= 0",
                    Player::Right => "<= 0",
                };
                match self.wins {
                    Some(true) => write!(
                        f,
                        " It leaves a game {bound} ({a}), which {opponent}, moving first, loses."
                    )?,
                    _ => write!(
                        f,
                        " It leaves {a}, not {bound}: {opponent}, moving first, wins."
                    )?,
                }
            }
            if let Some(h) = &self.heat {
                if h.played == h.hottest {
                    write!(
                        f,
                        " It is the hottest component (temperature {}).",
                        h.played
                    )?;
                } else {
                    write!(
                        f,
                        " Its temperature is {}; component {} is hotter ({}).",
                        h.played, h.hottest_number, h.hottest
                    )?;
                }
            }
        }
        Ok(())
    }
}

/// The place a label `PLACE: CHANGE` names (`heap 3` of `heap 3: 5 -> 2`).
fn place_in(label: &str) -> Option<String> {
    let (place, _) = label.split_once(':')?;
    let place = place.trim();
    (!place.is_empty() && place.chars().any(|c| c.is_ascii_digit())).then(|| place.to_string())
}
