//! Pictures as SVG text: thermographs ([`thermograph`]) and the boards of
//! the grid rulesets ([`board`]). Shared by the command line (`conway
//! thermograph --svg`) and the Python package (`_repr_svg_` in notebooks),
//! so both draw the same picture. No I/O: each function returns the text.

use std::fmt;

pub mod board;
pub mod thermograph;

/// Why a picture cannot be drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PictureError(pub String);

impl fmt::Display for PictureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PictureError {}

/// Text escaped for SVG (XML) content.
fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
