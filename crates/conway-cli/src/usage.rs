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

/// `args` (the program's arguments, without the program name) with the
/// options that follow the positional values of a command taking
/// hyphenated values moved before them: `conway value '-1/2' --timeout 5`
/// reads as `conway value --timeout 5 '-1/2'` (clap would take
/// `--timeout` and `5` as two more expressions). An option's value goes
/// with it (`--timeout 5`, `--timeout=5`); nothing after `--` moves.
pub fn options_first(mut cli: Command, args: Vec<OsString>) -> Vec<OsString> {
    let words: Vec<&str> = args.iter().map(|a| a.to_str().unwrap_or("")).collect();
    let Some(at) = words.iter().position(|w| !w.starts_with('-')) else {
        return args;
    };
    cli.build();
    let Some(sub) = cli.find_subcommand(words[at]) else {
        return args;
    };
    if !sub
        .get_positionals()
        .any(clap::Arg::is_allow_hyphen_values_set)
    {
        return args;
    }
    let takes_value = |name: &str| {
        sub.get_arguments()
            .find(|a| a.get_long() == Some(name))
            .map(|a| a.get_action().takes_values())
    };
    let (mut moved, mut kept) = (Vec::new(), Vec::new());
    let mut i = at + 1;
    while i < args.len() {
        if words[i] == "--" {
            kept.extend_from_slice(&args[i..]);
            break;
        }
        let option = option_name(words[i]).and_then(|n| Some((n, takes_value(n)?)));
        match option {
            Some((_, true)) if !words[i].contains('=') && i + 1 < args.len() => {
                moved.extend_from_slice(&args[i..i + 2]);
                i += 2;
            }
            Some(_) => {
                moved.push(args[i].clone());
                i += 1;
            }
            None => {
                kept.push(args[i].clone());
                i += 1;
            }
        }
    }
    let mut all = args[..=at].to_vec();
    all.extend(moved);
    all.extend(kept);
    all
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
    fn options_after_the_values_move_before_them() {
        use clap::{Arg, ArgAction};
        let cli = Command::new("conway").subcommand(
            Command::new("value")
                .arg(Arg::new("expr").num_args(1..).allow_hyphen_values(true))
                .arg(Arg::new("timeout").long("timeout"))
                .arg(Arg::new("full").long("full").action(ArgAction::SetTrue)),
        );
        let words = |s: &str| s.split(' ').map(OsString::from).collect::<Vec<_>>();
        let moved = options_first(cli.clone(), words("value -1/2 --timeout 5 ^ --full"));
        assert_eq!(moved, words("value --timeout 5 --full -1/2 ^"));
        let moved = options_first(cli.clone(), words("value ^ --timeout=5 -- --full"));
        assert_eq!(moved, words("value --timeout=5 ^ -- --full"));
        // Unknown options stay where they are (for the error that names them).
        let kept = words("value ^ --tmeout 5");
        assert_eq!(options_first(cli, kept.clone()), kept);
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
