//! "Did you mean …?": the known name closest to a mistyped one, for the
//! errors of every front end (rulesets, commands, worksheet functions,
//! Python's `conway.position`).

/// The name in `known` closest to `typed`, if one is close enough to be
/// what was meant: by the Jaro–Winkler similarity (which favours a common
/// start, as in a name cut short) at least 0.8, or `typed` a prefix of it
/// (ignoring case, `_` read as `-`). Ties go to the first.
///
/// ```
/// use conway::spelling::closest;
/// let known = ["domineering", "clobber", "konane"];
/// assert_eq!(closest("domineerin", known), Some("domineering"));
/// assert_eq!(closest("Clober", known), Some("clobber"));
/// assert_eq!(closest("chess", known), None);
/// ```
pub fn closest<'a>(typed: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let typed = normal(typed);
    let mut best: Option<(f64, &'a str)> = None;
    for name in known {
        let normal_name = normal(name);
        let score = if normal_name == typed {
            2.0
        } else if typed.len() >= 3 && normal_name.starts_with(&typed) {
            1.5
        } else {
            strsim::jaro_winkler(&typed, &normal_name)
        };
        if score >= 0.8 && best.is_none_or(|(s, _)| score > s) {
            best = Some((score, name));
        }
    }
    best.map(|(_, name)| name)
}

/// The tail of an error message: `; did you mean 'NAME'?`, or nothing.
///
/// ```
/// use conway::spelling::did_you_mean;
/// assert_eq!(did_you_mean("nimm", ["nim", "cram"]), "; did you mean 'nim'?");
/// assert_eq!(did_you_mean("xyzzy", ["nim", "cram"]), "");
/// ```
pub fn did_you_mean<'a>(typed: &str, known: impl IntoIterator<Item = &'a str>) -> String {
    closest(typed, known)
        .map(|name| format!("; did you mean '{name}'?"))
        .unwrap_or_default()
}

fn normal(name: &str) -> String {
    name.to_lowercase().replace('_', "-")
}
