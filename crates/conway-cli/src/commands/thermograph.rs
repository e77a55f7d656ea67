//! `conway thermograph EXPR [--svg FILE]`: the thermograph of a value: its
//! walls as exact breakpoints, temperature and mean, and optionally a
//! drawing.
//!
//! The geometry is the library's ([`conway::value::Thermograph`]) and so
//! is the drawing ([`conway::picture::thermograph`], shared with the
//! Python package); this module only prints.

use super::value::{expression, ScriptArg};
use crate::failure::Failure;
use crate::limits::Limits;
use crate::output::{emit, emit_json};
use conway::picture::thermograph::{breakpoints, svg};
use conway::value::Trajectory;
use serde_json::{json, Value};
use std::fmt::Write;
use std::path::PathBuf;

/// Arguments of `conway thermograph`.
#[derive(clap::Args)]
#[command(
    after_help = "Without --svg, prints the temperature, the mean and each wall as a list of
points (t, value): the wall is straight between them, and the mast stands
vertical above the last one. Walls start at t = -1.

Examples:
  conway thermograph '{5|-5}'
  conway thermograph '{3||2*|1*}' --svg th.svg
  conway thermograph '{{4|2}|{-1|-3}}' --svg th.svg --json
  conway thermograph '+-1 + +-1/2'

The drawing puts temperature upward and positive values on the LEFT, as the
field draws thermographs; the mast is the vertical line at the mean."
)]
pub struct Args {
    /// The value: an expression of the worksheet language (CGSuite's
    /// notation, ruleset calls, functions); @FILE reads it from a file, -
    /// from standard input.
    #[arg(value_name = "EXPR", allow_hyphen_values = true)]
    pub expression: String,

    /// Also draw the thermograph as an SVG picture in FILE.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,

    #[command(flatten)]
    pub script: ScriptArg,

    #[command(flatten)]
    pub limits: Limits,
}

pub fn run(args: Args, json: bool) -> Result<(), Failure> {
    let watch = args.limits.watch("computing the thermograph");
    let mut sheet = args.script.worksheet(&watch)?;
    let (text, g, th) = watch.algebra(|| {
        let (text, g) = expression("EXPR", &args.expression, &mut sheet, &watch)?;
        let th = g.thermograph();
        Ok((text, g, th))
    })?;
    if let Some(path) = &args.svg {
        let picture = svg(g, &th).map_err(|e| Failure::input("--svg", e))?;
        std::fs::write(path, picture)
            .map_err(|e| Failure::input(format!("--svg {}", path.display()), e))?;
    }
    if json {
        let mut v = json!({
            "input": text.trim(),
            "canonical": g.to_string(),
            "temperature": th.temperature().to_string(),
            "mean": th.mast().to_string(),
            "left_wall": points_json(th.left_wall()),
            "right_wall": points_json(th.right_wall()),
        });
        if let (Some(path), Some(map)) = (&args.svg, v.as_object_mut()) {
            map.insert("svg".into(), Value::String(path.display().to_string()));
        }
        emit_json(v)
    } else {
        let mut out = format!("thermograph of {g}\n");
        let _ = writeln!(out, "  temperature  {}", th.temperature());
        let _ = writeln!(out, "  mean         {}", th.mast());
        let _ = writeln!(out, "  left wall    {}", points_text(th.left_wall()));
        let _ = writeln!(out, "  right wall   {}", points_text(th.right_wall()));
        if let Some(path) = &args.svg {
            let _ = writeln!(out, "drawn in {}", path.display());
        }
        emit(&out)
    }
}

fn points_json(wall: &Trajectory) -> Value {
    Value::Array(
        breakpoints(wall)
            .into_iter()
            .map(|(t, v)| json!({"t": t.to_string(), "value": v.to_string()}))
            .collect(),
    )
}

fn points_text(wall: &Trajectory) -> String {
    let list: Vec<String> = breakpoints(wall)
        .into_iter()
        .map(|(t, v)| format!("({t}, {v})"))
        .collect();
    format!("(t, value): {}, then vertical", list.join(" "))
}
