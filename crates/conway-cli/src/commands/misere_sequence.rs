//! `conway grundy GAME --misere --to N`: the misère Grundy values and genera
//! of the heaps `0..=N` of a heap game, and the apparent period of the
//! misère values.
//!
//! The text is written a heap at a time as each is valued (a heap's form
//! can take minutes), so a reader sees the values as they come and one
//! that leaves early (`| head`) stops the work.

use crate::failure::Failure;
use crate::limits::Limits;
use crate::output::{emit, emit_json};
use conway::control::{Control, Stop};
use conway::impartial::heap::HeapGame;
use conway::misere::{apparent_period, MisereSequence};

/// `title` names the game as the user wrote it, with its code.
pub fn run(
    game: HeapGame,
    title: String,
    to: usize,
    limits: &Limits,
    json: bool,
) -> Result<(), Failure> {
    let watch = limits.watch(&format!("misère G-(0..={to}) of {game}"));
    let mut sequence = MisereSequence::new(game);
    watch.control().set_total(to as u64 + 1);
    let stopped = match json {
        true => sequence.extend_to(to, watch.control()).err(),
        false => stream_text(&mut sequence, &title, to, watch.control())?,
    };
    let failure = stopped.map(|stop| watch.stopped(stop));
    drop(watch);
    let values = sequence.misere_grundy_values();
    let period = apparent_period(&values);
    if !json {
        emit(&closing_text(&values, period, failure.is_some()))?;
        return failure.map_or(Ok(()), Err);
    }
    if values.is_empty() {
        return failure.map_or(Ok(()), Err);
    }
    let mut out = sequence.to_json(&title);
    if let (Some(f), Some(map)) = (&failure, out.as_object_mut()) {
        map.insert("complete".into(), false.into());
        map.extend(f.json());
    }
    emit_json(out)?;
    match failure {
        Some(f) => Err(f.json_printed()),
        None => Ok(()),
    }
}

/// Values the heaps `0..=to` one at a time, writing the heading and then
/// each heap's line as soon as it is valued. Returns the stop, if any.
fn stream_text(
    sequence: &mut MisereSequence<HeapGame>,
    title: &str,
    to: usize,
    control: &Control,
) -> Result<Option<Stop>, Failure> {
    emit(&format!(
        "game {title}, misère play: G-(0..={to}) and genus\n"
    ))?;
    let label = to.to_string().len();
    for heap in 0..=to {
        if let Err(stop) = sequence.extend_to(heap, control) {
            return Ok(Some(stop));
        }
        let form = sequence.forms()[heap];
        let (value, genus) = (form.misere_grundy(), form.genus().extended());
        emit(&format!("{heap:>label$}: {value:>3}  {genus}\n"))?;
    }
    Ok(None)
}

/// The last lines of the text: how far a stopped run got, and the
/// apparent period of the values.
fn closing_text(values: &[u32], period: Option<(usize, usize)>, partial: bool) -> String {
    let n = values.len();
    let mut text = String::new();
    if partial {
        text += &match n {
            0 => "stopped before G-(0) (computed so far: nothing)\n".to_string(),
            _ => format!("stopped after G-(0..={}) (computed so far)\n", n - 1),
        };
    }
    if n == 0 {
        return text;
    }
    text + &match period {
        Some((preperiod, period)) => format!(
            "misère values: period {period}, preperiod {preperiod}\n\
             not certified: apparent in the first {n} values\n"
        ),
        None => format!("misère values: no period found in the first {n} values\n"),
    }
}
