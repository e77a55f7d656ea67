//! `conway grundy GAME --misere --to N`: the misère Grundy values and genera
//! of the heaps `0..=N` of a heap game, and the apparent period of the
//! misère values.

use crate::failure::Failure;
use crate::limits::Limits;
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
    let label = title;
    let mut sequence = MisereSequence::new(game);
    watch.control().set_total(to as u64 + 1);
    let stopped = sequence.extend_to(to, watch.control()).err();
    let failure = stopped.map(|stop| watch.stopped(stop));
    drop(watch);
    let values = sequence.misere_grundy_values();
    if values.is_empty() {
        return failure.map_or(Ok(()), Err);
    }
    let genera: Vec<String> = sequence.genera().iter().map(|g| g.extended()).collect();
    let period = apparent_period(&values);
    if json {
        let mut out = serde_json::json!({
            "game": label,
            "play": "misere",
            "values": values,
            "genus": genera,
            "period": period.map(|p| p.1),
            "preperiod": period.map(|p| p.0),
            "certified": false,
            "checked": values.len(),
        });
        if let (Some(f), Some(map)) = (&failure, out.as_object_mut()) {
            map.insert("complete".into(), false.into());
            map.extend(f.json());
        }
        println!("{out}");
    } else {
        print_text(&label, &values, &genera, period, failure.is_some());
    }
    match failure {
        Some(f) if json => Err(f.json_printed()),
        Some(f) => Err(f),
        None => Ok(()),
    }
}

fn print_text(
    game: &str,
    values: &[u32],
    genera: &[String],
    period: Option<(usize, usize)>,
    partial: bool,
) {
    let n = values.len() - 1;
    let so_far = if partial { " (computed so far)" } else { "" };
    println!("game {game}, misère play: G-(0..={n}) and genus{so_far}");
    let label = n.to_string().len();
    let width = genera.iter().map(String::len).max().unwrap_or(1);
    for (i, (v, g)) in values.iter().zip(genera).enumerate() {
        println!("{i:>label$}: {v:>3}  {g:<width$}");
    }
    match period {
        Some((preperiod, period)) => println!(
            "misère values: period {period}, preperiod {preperiod}\n\
             not certified: apparent in the first {} values",
            values.len()
        ),
        None => println!(
            "misère values: no period found in the first {} values",
            values.len()
        ),
    }
}
