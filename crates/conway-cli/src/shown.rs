//! Output that fits a terminal: a canonical form longer than a few lines is
//! shortened in text output, with its size and birthday and how to see it
//! whole; lists of winning moves are capped with a count. `--full` prints
//! everything in text, and `--json` always does.

use conway::value::Game;

/// The longest form printed whole in text: about five terminal lines.
pub const FORM_CHARS: usize = 400;
/// How much of a shortened form is shown.
const FORM_HEAD: usize = 160;
/// The most winning moves listed in text.
pub const LISTED_MOVES: usize = 20;

/// `g` in CGSuite's notation, shortened unless `full`.
pub fn form(g: Game, full: bool) -> String {
    shorten(&g.to_string(), &g.birthday().to_string(), full)
}

/// A form's text, shortened unless `full` when longer than [`FORM_CHARS`]:
/// its beginning, then its size in characters, its birthday and a note.
pub fn shorten(text: &str, birthday: &str, full: bool) -> String {
    let size = text.chars().count();
    if full || size <= FORM_CHARS {
        return text.to_string();
    }
    let head: String = text.chars().take(FORM_HEAD).collect();
    format!(
        "{head} ... ({size} characters in all, birthday {birthday}; --full or --json prints it whole)"
    )
}

/// A titled list of moves, one a line, capped at [`LISTED_MOVES`] unless
/// `full`, with the count.
pub fn moves(title: &str, moves: &[String], full: bool) -> String {
    if moves.is_empty() {
        return format!("{title}: none\n");
    }
    let mut out = format!("{title} ({}):\n", moves.len());
    let listed = if full { moves.len() } else { LISTED_MOVES };
    for m in moves.iter().take(listed) {
        out.push_str(&format!("  {m}\n"));
    }
    if moves.len() > listed {
        out.push_str(&format!(
            "  ... and {} more (--full or --json lists them all)\n",
            moves.len() - listed
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_forms_are_shortened_with_size_and_birthday() {
        let long = "x".repeat(FORM_CHARS + 1);
        let short = shorten(&long, "9", false);
        assert!(short.starts_with(&"x".repeat(FORM_HEAD)), "{short}");
        assert!(
            short.contains("401 characters in all, birthday 9"),
            "{short}"
        );
        assert_eq!(shorten(&long, "9", true), long);
        assert_eq!(shorten("{1|0}", "2", false), "{1|0}");
    }

    #[test]
    fn move_lists_are_capped_with_a_count() {
        let all: Vec<String> = (0..25).map(|i| format!("m{i}")).collect();
        let text = moves("winning moves", &all, false);
        assert!(text.starts_with("winning moves (25):\n"), "{text}");
        assert_eq!(text.lines().count(), 1 + LISTED_MOVES + 1, "{text}");
        assert!(text.contains("... and 5 more"), "{text}");
        assert_eq!(moves("w", &all, true).lines().count(), 26);
        assert_eq!(moves("w", &[], false), "w: none\n");
    }
}
