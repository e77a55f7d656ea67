//! Misère sequences of heap games: the simplest form of every heap up to
//! `n`, its misère Grundy value and its genus, and the apparent period of
//! the misère Grundy values.
//!
//! A heap's form is the simplest form of its moves' forms, each the sum of
//! the forms of the heaps the move leaves; heaps are valued from 0 upwards,
//! so no search is deep.

use super::{Genus, MisereGame};
use crate::control::{watch, Control, Stop};
use crate::impartial::heap::HeapRule;

/// The misère forms of the heaps `0, 1, 2, …` of one heap game, computed on
/// demand.
///
/// ```
/// use conway::control::Control;
/// use conway::impartial::heap::HeapGame;
/// use conway::misere::MisereSequence;
/// let nim = HeapGame::parse("nim").unwrap();
/// let mut seq = MisereSequence::new(nim);
/// seq.extend_to(4, &Control::unlimited()).unwrap();
/// // Misère Nim: a single heap of n ≥ 2 has misère value n, of 1 value 0, of 0 value 1.
/// assert_eq!(seq.misere_grundy_values(), vec![1, 0, 2, 3, 4]);
/// ```
pub struct MisereSequence<R: HeapRule> {
    rule: R,
    forms: Vec<MisereGame>,
}

impl<R: HeapRule> MisereSequence<R> {
    /// No heaps valued yet.
    pub fn new(rule: R) -> MisereSequence<R> {
        MisereSequence {
            rule,
            forms: Vec::new(),
        }
    }

    /// Values the heaps up to `n` under `control` (one tick per heap, and
    /// the sums and forms built watched); stopped, it keeps the heaps
    /// valued so far.
    pub fn extend_to(&mut self, n: usize, control: &Control) -> Result<(), Stop> {
        while self.forms.len() <= n {
            let heap = self.forms.len();
            let forms = &self.forms;
            let rule = &self.rule;
            let form = watch(control, || {
                let mut options = Vec::new();
                rule.for_each_option(heap, &mut |left| {
                    options.push(left.iter().map(|&h| forms[h]).sum());
                });
                MisereGame::from_options(options)
            })?;
            control.tick()?;
            self.forms.push(form);
        }
        Ok(())
    }

    /// The heap game whose heaps these are.
    pub fn rule(&self) -> &R {
        &self.rule
    }

    /// The forms of the heaps valued so far.
    pub fn forms(&self) -> &[MisereGame] {
        &self.forms
    }

    /// The misère Grundy values of the heaps valued so far.
    pub fn misere_grundy_values(&self) -> Vec<u32> {
        self.forms.iter().map(|g| g.misere_grundy()).collect()
    }

    /// The genera of the heaps valued so far.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::impartial::heap::HeapGame;
    /// use conway::misere::MisereSequence;
    /// let mut seq = MisereSequence::new(HeapGame::parse("0.07").unwrap());
    /// seq.extend_to(3, &Control::unlimited()).unwrap();
    /// let genera: Vec<String> = seq.genera().iter().map(|g| g.extended()).collect();
    /// // Dawson's Kayles: heaps 0 and 1 are 0, heaps 2 and 3 are *.
    /// assert_eq!(genera, ["0^120", "0^120", "1^031", "1^031"]);
    /// assert_eq!(seq.forms().len(), 4);
    /// ```
    pub fn genera(&self) -> Vec<Genus> {
        self.forms.iter().map(|g| g.genus()).collect()
    }

    /// The heaps valued so far as a document body (the misère sequence of
    /// `docs/schema/concepts/sequence.json`; `game` names the game as the
    /// user wrote it, with its code): each heap's misère Grundy value and
    /// genus, and the [`apparent_period`] of the values, never certified.
    /// `conway grundy --misere --json` prints it and `conway serve` plots it.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::impartial::heap::HeapGame;
    /// use conway::misere::MisereSequence;
    /// let mut seq = MisereSequence::new(HeapGame::parse("nim").unwrap());
    /// seq.extend_to(12, &Control::unlimited()).unwrap();
    /// let doc = seq.to_json("nim");
    /// assert_eq!(doc["play"], "misere");
    /// assert_eq!(doc["values"][0], 1);
    /// // Heap 0 is 0 (genus 0^120), heap 1 is * (genus 1^031).
    /// assert_eq!((doc["genus"][0].as_str(), doc["genus"][1].as_str()), (Some("0^120"), Some("1^031")));
    /// assert_eq!(doc["certified"], false);
    /// ```
    pub fn to_json(&self, game: &str) -> serde_json::Value {
        let values = self.misere_grundy_values();
        let period = apparent_period(&values);
        let genera: Vec<String> = self.genera().iter().map(|g| g.extended()).collect();
        serde_json::json!({
            "game": game,
            "play": "misere",
            "values": values,
            "genus": genera,
            "period": period.map(|p| p.1),
            "preperiod": period.map(|p| p.0),
            "certified": false,
            "checked": values.len(),
        })
    }
}

/// An apparent period of a sequence: `values[i + period] == values[i]` for
/// every `i ≥ preperiod` computed, with at least three periods and as many
/// values as the preperiod seen after it. Nothing certifies that it goes
/// on (no misère periodicity theorem is used).
///
/// ```
/// use conway::misere::apparent_period;
/// let v = [1, 0, 2, 3, 5, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0];
/// assert_eq!(apparent_period(&v), Some((5, 2)));
/// ```
pub fn apparent_period<T: PartialEq>(values: &[T]) -> Option<(usize, usize)> {
    let n = values.len();
    for period in 1..=n / 3 {
        // The least preperiod for this period.
        let mut preperiod = n - period;
        while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period] {
            preperiod -= 1;
        }
        let seen = n - preperiod;
        if seen >= 3 * period && seen >= preperiod + period {
            return Some((preperiod, period));
        }
    }
    None
}
