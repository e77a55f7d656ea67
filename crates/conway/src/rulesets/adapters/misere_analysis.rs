//! The misère analysis of an impartial position (the last player to move
//! loses): the misère simplest form of the position (or, for a sum of tame
//! components, their genera), the outcome and the winning moves.
//!
//! A position that is heaps of a heap game (Nim, subtraction games,
//! take-and-break codes: the ruleset `take-and-break`) with
//! heaps up to [`QUOTIENT_HEAPS`] is read off the game's misère quotient
//! ([`quotient`]), computed on the spot within a small size cap. Otherwise
//! each component is valued by [`MisereSearch`]; when every component is
//! tame the outcome of the sum comes from genus theory ([`TameSum`]) without
//! building the sum, and otherwise from the simplest form of the sum. A
//! move wins when it leaves a misère P-position.

use crate::control::Control;
use crate::misere::{quotient, MisereError, MisereGame, MisereSearch, QuotientLimits, TameSum};
use crate::rulesets::impartial_position::ImpartialRules;
use crate::value::Outcome;

/// What [`MiserePlay::analyze_misere`](crate::rulesets::MiserePlay::analyze_misere)
/// found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereAnalysis {
    /// The misère simplest form of the whole position; `None` when the
    /// position is a sum of several tame components, decided by genus
    /// theory (see `component_forms`).
    pub form: Option<MisereGame>,
    /// The forms of the independent components.
    pub component_forms: Vec<MisereGame>,
    /// `N` (the player to move wins) or `P`.
    pub outcome: Outcome,
    /// The moves to misère P-positions, by label.
    pub winning_moves: Vec<String>,
    /// How the outcome was decided.
    pub method: &'static str,
}

/// The outcome of the sum of `forms` and how it was found.
fn outcome_of(forms: &[MisereGame]) -> (bool, Option<MisereGame>, &'static str) {
    match TameSum::of(forms) {
        Some(tame) if forms.len() > 1 => (
            tame.first_player_wins(),
            None,
            "genus theory (every component is tame)",
        ),
        _ => {
            let sum: MisereGame = forms.iter().copied().sum();
            (sum.first_player_wins(), Some(sum), "misère simplest forms")
        }
    }
}

/// The largest heap for which the analysis computes a misère quotient.
pub const QUOTIENT_HEAPS: usize = 64;

/// The analysis read off the misère quotient of the position's heap game,
/// when the position is heaps of one (each at most [`QUOTIENT_HEAPS`]) and
/// the quotient is found within 512 elements.
fn by_quotient<G: ImpartialRules>(
    position: &G,
    control: &Control,
) -> Result<Option<MisereAnalysis>, MisereError> {
    let Some((game, heaps)) = position.heap_game() else {
        return Ok(None);
    };
    let top = heaps.iter().copied().max().unwrap_or(0);
    if top == 0 || top > QUOTIENT_HEAPS {
        return Ok(None);
    }
    let limits = QuotientLimits {
        max_size: 512,
        max_states: 100_000,
    };
    let Ok(q) = quotient(&game, top, &limits, control)? else {
        return Ok(None);
    };
    let wins_of = |p: &G| p.heap_game().and_then(|(_, h)| q.first_player_wins(&h));
    let Some(wins) = wins_of(position) else {
        return Ok(None);
    };
    let mut winning_moves = Vec::new();
    for (label, option) in position.labelled_options() {
        control.poll()?;
        match wins_of(&option) {
            Some(false) => winning_moves.push(label),
            Some(true) => {}
            None => return Ok(None),
        }
    }
    Ok(Some(MisereAnalysis {
        form: None,
        component_forms: Vec::new(),
        outcome: if wins { Outcome::N } else { Outcome::P },
        winning_moves,
        method: "misère quotient of the heap game (Plambeck–Siegel)",
    }))
}

/// The misère simplest forms of the components of `position` (the
/// position itself when it does not split), by search.
fn component_forms<G: ImpartialRules>(
    search: &mut MisereSearch<G>,
    position: &G,
    control: &Control,
) -> Result<Vec<MisereGame>, MisereError> {
    let parts = position.components();
    let parts = if parts.is_empty() {
        vec![position.clone()]
    } else {
        parts
    };
    parts.iter().map(|c| search.form(c, control)).collect()
}

/// The misère simplest form of the whole of `position`: the sum of its
/// components' forms, by search (never read off a quotient, which gives
/// outcomes only).
///
/// ```
/// use conway::control::Control;
/// use conway::misere::MisereGame;
/// use conway::rulesets::misere_analysis::form;
/// use conway::rulesets::nim::Nim;
/// let two = MisereGame::nim_heap(2);
/// assert_eq!(form(&Nim::new(vec![2, 2]), &Control::unlimited()).unwrap(), two + two);
/// ```
pub fn form<G: ImpartialRules>(position: &G, control: &Control) -> Result<MisereGame, MisereError> {
    let forms = component_forms(&mut MisereSearch::new(), position, control)?;
    Ok(forms.into_iter().sum())
}

/// The misère analysis of `position` under `control`.
///
/// ```
/// use conway::control::Control;
/// use conway::rulesets::misere_analysis::analyze;
/// use conway::rulesets::nim::Nim;
/// use conway::value::Outcome;
/// // Misère Nim, heaps 1 1 1: whoever takes the last heap loses; three
/// // single heaps lose for the player to move.
/// let a = analyze(&Nim::new(vec![1, 1, 1]), &Control::unlimited()).unwrap();
/// assert_eq!(a.outcome, Outcome::P);
/// let a = analyze(&Nim::new(vec![1, 1, 3]), &Control::unlimited()).unwrap();
/// assert_eq!(a.winning_moves, vec!["heap 3: 3 -> 1"]);
/// ```
pub fn analyze<G: ImpartialRules>(
    position: &G,
    control: &Control,
) -> Result<MisereAnalysis, MisereError> {
    if let Some(a) = by_quotient(position, control)? {
        return Ok(a);
    }
    let mut search = MisereSearch::new();
    let mut forms_of = |p: &G| component_forms(&mut search, p, control);
    let component_forms = forms_of(position)?;
    let (wins, form, method) = outcome_of(&component_forms);
    let mut winning_moves = Vec::new();
    if wins {
        for (label, option) in position.labelled_options() {
            control.poll()?;
            if !outcome_of(&forms_of(&option)?).0 {
                winning_moves.push(label);
            }
        }
    }
    Ok(MisereAnalysis {
        form,
        component_forms,
        outcome: if wins { Outcome::N } else { Outcome::P },
        winning_moves,
        method,
    })
}
