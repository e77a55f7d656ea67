//! Usage errors clap cannot see by itself. `value`, `compare` and
//! `thermograph` take expressions that may start with `-` (`-1/2`, `-^`),
//! so their positional arguments accept hyphenated words; a mistyped option
//! such as `--jsn` would then be read as an expression. Before clap parses,
//! every word of those commands that starts with `--` and a letter, before
//! a `--` separator, must be one of the command's options; otherwise it is
//! clap's "unexpected argument" error, with the closest option suggested.
//! Values that really start with `--` go after `--`.

use clap::error::ErrorKind;
use clap::Command;
use std::ffi::OsString;

/// The error for the first unknown `--option` among `args` (the program's
/// arguments, without the program name), if its subcommand takes
/// hyphenated values.
pub fn unknown_option(mut cli: Command, args: &[OsString]) -> Option<clap::Error> {
    let words: Vec<&str> = args.iter().map(|a| a.to_str().unwrap_or("")).collect();
    let at = words.iter().position(|w| !w.starts_with('-'))?;
    cli.build();
    let sub = cli.find_subcommand(words[at])?.clone();
    let takes_hyphens = sub
        .get_positionals()
        .any(clap::Arg::is_allow_hyphen_values_set);
    if !takes_hyphens {
        return None;
    }
    let mut known: Vec<String> = sub
        .get_arguments()
        .filter_map(|a| a.get_long().map(str::to_string))
        .collect();
    known.extend(["json", "help", "version"].map(String::from));
    let unknown = words[at + 1..]
        .iter()
        .take_while(|&&w| w != "--")
        .find(|w| option_name(w).is_some_and(|n| !known.iter().any(|k| k == n)))?;
    let mut message = format!("unexpected argument '{unknown}' found\n");
    let name = option_name(unknown).unwrap_or_default();
    if let Some(close) = known.iter().min_by_key(|k| edit_distance(k, name)) {
        if edit_distance(close, name) <= 2 {
            message.push_str(&format!("\n  tip: a similar argument exists: '--{close}'"));
        }
    }
    message.push_str(&format!(
        "\n  tip: to pass '{unknown}' as a value, use '-- {unknown}'"
    ));
    let mut sub = sub;
    Some(sub.error(ErrorKind::UnknownArgument, message))
}

/// `json` for `--json` or `--json=x`; `None` for words that are no long
/// option (`-1/2`, `--`, `--1`).
fn option_name(word: &str) -> Option<&str> {
    let name = word.strip_prefix("--")?;
    let name = name.split('=').next().unwrap_or(name);
    name.starts_with(|c: char| c.is_ascii_alphabetic())
        .then_some(name)
}

/// Levenshtein distance between two short words.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitution = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(edit_distance("json", "jsn"), 1);
        assert_eq!(edit_distance("script", "scirpt"), 2);
        assert_eq!(edit_distance("", "to"), 2);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn option_names() {
        assert_eq!(option_name("--jsn"), Some("jsn"));
        assert_eq!(option_name("--max-positions=5"), Some("max-positions"));
        assert_eq!(option_name("-1/2"), None);
        assert_eq!(option_name("--"), None);
        assert_eq!(option_name("--1"), None);
    }
}
