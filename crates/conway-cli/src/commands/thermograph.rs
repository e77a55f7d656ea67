//! `conway thermograph EXPR [--svg FILE]`: the thermograph of a value: its
//! walls as exact breakpoints, temperature and mean, and optionally a
//! drawing.
//!
//! The geometry is the library's ([`conway::value::Thermograph`]: walls
//! piecewise linear with dyadic breakpoints); this module only lays it out.
//! The drawing follows the field's convention (*Winning Ways* ch. 6;
//! Siegel, *Combinatorial Game Theory*, II.5): temperature upward, values
//! with Left's side, the positive values, on the LEFT.

use super::analyze::emit;
use super::value::{expression, ScriptArg};
use crate::failure::Failure;
use crate::limits::Limits;
use conway::numeric::{Dyadic, Integer};
use conway::value::{Game, Thermograph, Trajectory};
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
        let picture = svg(g, &th)?;
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
        emit(&format!("{v}\n"))
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

/// The breakpoints `(t, value)` of a wall: straight between them, constant
/// (the mast) after the last.
fn points(wall: &Trajectory) -> Vec<(Dyadic, Dyadic)> {
    wall.pieces()
        .iter()
        .map(|p| (p.start.clone(), p.value.clone()))
        .collect()
}

fn points_json(wall: &Trajectory) -> Value {
    Value::Array(
        points(wall)
            .into_iter()
            .map(|(t, v)| json!({"t": t.to_string(), "value": v.to_string()}))
            .collect(),
    )
}

fn points_text(wall: &Trajectory) -> String {
    let list: Vec<String> = points(wall)
        .into_iter()
        .map(|(t, v)| format!("({t}, {v})"))
        .collect();
    format!("(t, value): {}, then vertical", list.join(" "))
}

/// A dyadic as a float, for placing it on the page (values stay exact in
/// every label).
fn approx(d: &Dyadic) -> f64 {
    let num: f64 = d.numerator().to_string().parse().unwrap_or(f64::NAN);
    let exp = i32::try_from(d.exponent()).unwrap_or(i32::MAX);
    num * 2f64.powi(-exp)
}

/// Tick positions: multiples of a step chosen so that at most about ten
/// fall in `[lo, hi]`; the steps are powers of two below 1 (exact labels
/// such as 3/4) and 1, 2, 5, 10, 20, ... above.
fn ticks(lo: f64, hi: f64) -> Vec<Dyadic> {
    let range = hi - lo;
    let mut steps: Vec<Dyadic> = (1..=10u64)
        .rev()
        .map(|e| Dyadic::new(Integer::ONE, e))
        .collect();
    let mut unit: i64 = 1;
    while let Some(next) = unit.checked_mul(10) {
        steps.extend([unit, 2 * unit, 5 * unit].map(Dyadic::from));
        unit = next;
    }
    let Some(step) = steps.into_iter().find(|s| range / approx(s) <= 10.0) else {
        return Vec::new();
    };
    let s = approx(&step);
    let (first, last) = ((lo / s).ceil() as i64, (hi / s).floor() as i64);
    (first..=last).map(|i| &Dyadic::from(i) * &step).collect()
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Page coordinates for a thermograph: value runs right to left.
struct Page {
    v_max: f64,
    t_max: f64,
    scale: f64,
    left: f64,
    top: f64,
}

impl Page {
    fn x(&self, v: f64) -> f64 {
        self.left + (self.v_max - v) * self.scale
    }

    fn y(&self, t: f64) -> f64 {
        self.top + (self.t_max - t) * self.scale
    }
}

/// The thermograph of `g` as an SVG picture.
fn svg(g: Game, th: &Thermograph) -> Result<String, Failure> {
    let walls = [points(th.left_wall()), points(th.right_wall())];
    let tau = approx(th.temperature());
    let mean = approx(th.mast());
    let all_v: Vec<f64> = walls
        .iter()
        .flatten()
        .map(|(_, v)| approx(v))
        .chain([mean])
        .collect();
    if all_v.iter().any(|v| !v.is_finite()) || !tau.is_finite() {
        return Err(Failure::input(
            "--svg",
            "the values are too large to draw; the text report has them exactly",
        ));
    }
    let (mut v_min, mut v_max) = all_v
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &v| {
            (a.min(v), b.max(v))
        });
    let t_min = -1.0;
    let t_top = tau.max(0.0);
    let t_max = t_top + (0.25 * (t_top - t_min)).max(1.0);
    let pad = (0.1 * (v_max - v_min)).max(1.0);
    v_min -= pad;
    v_max += pad;
    // One scale for both axes, so walls keep their 45-degree slopes.
    let scale = (560.0 / (v_max - v_min)).min(400.0 / (t_max - t_min));
    let page = Page {
        v_max,
        t_max,
        scale,
        left: 40.0,
        top: 84.0,
    };
    let plot_w = (v_max - v_min) * scale;
    let plot_h = (t_max - t_min) * scale;
    let width = page.left + plot_w + 150.0;
    let height = page.top + plot_h + 84.0;
    let (x0, x1) = (page.x(v_max), page.x(v_min));
    let (y_bottom, y_top) = (page.y(t_min), page.y(t_max));

    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="0 0 {width:.2} {height:.2}" font-family="sans-serif" font-size="13">"#
    );
    let _ = writeln!(s, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let mut title = g.to_string();
    if title.chars().count() > 70 {
        title = format!("{}...", title.chars().take(70).collect::<String>());
    }
    let _ = writeln!(
        s,
        r#"<text x="{:.2}" y="28" font-size="16">Thermograph of {}</text>"#,
        page.left,
        escape(&title)
    );
    let _ = writeln!(
        s,
        r##"<text x="{:.2}" y="48" fill="#555">temperature {}, mean {}</text>"##,
        page.left,
        escape(&th.temperature().to_string()),
        escape(&th.mast().to_string())
    );

    // Value axis along the bottom (t = -1), positive values on the left.
    let _ = writeln!(
        s,
        r##"<line x1="{x0:.2}" y1="{y_bottom:.2}" x2="{x1:.2}" y2="{y_bottom:.2}" stroke="#333"/>"##
    );
    for v in ticks(v_min, v_max) {
        let x = page.x(approx(&v));
        let _ = writeln!(
            s,
            r##"<line x1="{x:.2}" y1="{y_bottom:.2}" x2="{x:.2}" y2="{:.2}" stroke="#333"/><text x="{x:.2}" y="{:.2}" text-anchor="middle">{}</text>"##,
            y_bottom + 5.0,
            y_bottom + 20.0,
            escape(&v.to_string())
        );
    }
    let _ = writeln!(
        s,
        r##"<text x="{:.2}" y="{:.2}" text-anchor="middle" fill="#333">value (Left's side, positive, to the left)</text>"##,
        (x0 + x1) / 2.0,
        y_bottom + 42.0
    );
    // Temperature axis along the right edge.
    let _ = writeln!(
        s,
        r##"<line x1="{x1:.2}" y1="{y_bottom:.2}" x2="{x1:.2}" y2="{y_top:.2}" stroke="#333"/>"##
    );
    for t in ticks(t_min, t_max) {
        let y = page.y(approx(&t));
        let _ = writeln!(
            s,
            r##"<line x1="{x1:.2}" y1="{y:.2}" x2="{:.2}" y2="{y:.2}" stroke="#333"/><text x="{:.2}" y="{:.2}">{}</text>"##,
            x1 + 5.0,
            x1 + 8.0,
            y + 4.0,
            escape(&t.to_string())
        );
    }
    let _ = writeln!(
        s,
        r##"<text x="{:.2}" y="{:.2}" fill="#333">temperature</text>"##,
        x1 - 20.0,
        y_top - 20.0
    );
    // The line t = 0, where the stops are read.
    let y0 = page.y(0.0);
    let _ = writeln!(
        s,
        r##"<line x1="{x0:.2}" y1="{y0:.2}" x2="{x1:.2}" y2="{y0:.2}" stroke="#bbb" stroke-dasharray="2 4"/>"##
    );
    // The temperature, marked across the picture.
    let yt = page.y(tau);
    let _ = writeln!(
        s,
        r##"<line x1="{x0:.2}" y1="{yt:.2}" x2="{x1:.2}" y2="{yt:.2}" stroke="#2a8a2a" stroke-dasharray="6 4"/><text x="{:.2}" y="{:.2}" fill="#2a8a2a">t = {}</text>"##,
        x0 + 4.0,
        yt - 5.0,
        escape(&th.temperature().to_string())
    );
    // The mean, marked under the mast.
    let xm = page.x(mean);
    let _ = writeln!(
        s,
        r##"<line x1="{xm:.2}" y1="{y_bottom:.2}" x2="{xm:.2}" y2="{yt:.2}" stroke="#2a8a2a" stroke-dasharray="6 4"/><text x="{xm:.2}" y="{:.2}" text-anchor="middle" fill="#2a8a2a">mean {}</text>"##,
        y_top - 6.0,
        escape(&th.mast().to_string())
    );
    // The walls, then the mast above the temperature, and a legend.
    let legend_y = y_bottom + 64.0;
    let mut legend_x = page.left;
    for ((wall, colour), name) in walls
        .iter()
        .zip(["#1f5fbf", "#c0392b"])
        .zip(["left wall", "right wall"])
        .chain([((&walls[0], "#111"), "mast")])
    {
        let pts: Vec<String> = wall
            .iter()
            .map(|(t, v)| format!("{:.2},{:.2}", page.x(approx(v)), page.y(approx(t))))
            .collect();
        if pts.len() > 1 && name != "mast" {
            let _ = writeln!(
                s,
                r#"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="2.5"/>"#,
                pts.join(" ")
            );
        }
        let _ = writeln!(
            s,
            r#"<line x1="{legend_x:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}" stroke="{colour}" stroke-width="3"/><text x="{:.2}" y="{legend_y:.2}">{name}</text>"#,
            legend_y - 4.0,
            legend_x + 24.0,
            legend_y - 4.0,
            legend_x + 30.0
        );
        legend_x += 120.0;
    }
    let _ = writeln!(
        s,
        r##"<line x1="{xm:.2}" y1="{yt:.2}" x2="{xm:.2}" y2="{:.2}" stroke="#111" stroke-width="3"/><path d="M {:.2} {:.2} L {xm:.2} {:.2} L {:.2} {:.2} Z" fill="#111"/>"##,
        y_top + 10.0,
        xm - 6.0,
        y_top + 12.0,
        y_top,
        xm + 6.0,
        y_top + 12.0
    );
    s.push_str("</svg>\n");
    Ok(s)
}
