//! The worksheet language's tokens. The parser asks for the token at a
//! byte offset, saying whether it wants an operand: there `*3`, `^`, `v2`
//! and `1/2^*` are values of the notation (read by
//! [`crate::value::notation::read_number_up_star`]), while after an
//! operand `*` multiplies.

use crate::error::ParseError;
use crate::value::notation::read_number_up_star;
use crate::value::Game;

/// A token's kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Tok {
    /// A number-up-star of the notation.
    Value(Game),
    /// A name or a keyword.
    Word(String),
    /// A string in double quotes, without them.
    Text(String),
    /// One or more `|` in a row.
    Slashes(usize),
    /// Punctuation and operators: `{ } ( ) [ ] , ; := = == => != <= >= < > <| |> <> + - +- * / .. .`
    Sym(&'static str),
    /// CGSuite's loopy shorthand (`1v[on]`, `^[on]*`, `3/2under`), which
    /// the parser reads whole ([`super::loopy::shorthand`]) before asking
    /// for a token; here it only keeps `v[on]` from being read as `v[n]`.
    LoopyShorthand,
    /// A line break (statements end there, except inside brackets).
    Newline,
    End,
}

/// A token and where it lies.
#[derive(Clone, Debug)]
pub(super) struct Token {
    pub tok: Tok,
    /// Byte offset of its first character.
    pub at: usize,
    /// Byte offset just after it.
    pub end: usize,
    /// Whitespace (not a line break) stands right before it.
    pub spaced: bool,
}

/// Symbols, longest first so that `<=` is not read as `<`.
const SYMBOLS: [&str; 32] = [
    ":=", "===", "==", "=>", "->", "!=", "<=", ">=", "<|", "|>", "<>", "+-", "..", "{", "}", "(",
    ")", "[", "]", ",", ";", "=", "<", ">", "+", "-", "*", "/", ".", "&", "%", "^",
];

/// The token at byte `at` of `text` (after spaces and `//` comments).
pub(super) fn token_at(text: &str, at: usize, operand: bool) -> Result<Token, ParseError> {
    let start = skip_blank(text, at);
    let spaced = start > at;
    let rest = &text[start..];
    let token = |tok, len: usize| Token {
        tok,
        at: start,
        end: start + len,
        spaced,
    };
    let Some(c) = rest.chars().next() else {
        return Ok(token(Tok::End, 0));
    };
    if c == '\n' {
        return Ok(token(Tok::Newline, 1));
    }
    if operand
        && c == '*'
        && rest[1..].starts_with(|d: char| d.is_ascii_alphabetic() || d == '_' || d == '(')
    {
        // `*n`, `*(n + 1)`: the nimber of an integer expression.
        return Ok(token(Tok::Sym("*"), 1));
    }
    if operand && (c.is_ascii_digit() || c == '^' || c == 'v') {
        if let Some(end) = loopy_shorthand_end(text, start) {
            return Ok(token(Tok::LoopyShorthand, end - start));
        }
    }
    if operand && (c.is_ascii_digit() || "^*↑↓⇑⇓".contains(c) || is_down(rest)) {
        let read = read_number_up_star(text, start).or_else(|e| {
            // `6/23` and `17/0` are no literals of the notation: read the
            // integer alone, and `/` divides (a rational number, or inf).
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            let not_dyadic = e.message.contains("is not a dyadic rational")
                || e.message.ends_with(": division by zero");
            if digits > 0 && not_dyadic {
                read_number_up_star(&text[..start + digits], start)
            } else {
                Err(e)
            }
        });
        if let Some((g, end)) = read? {
            return value_token(text, start, end, g, spaced);
        }
    }
    if c == '±' {
        return Ok(token(Tok::Sym("+-"), c.len_utf8()));
    }
    if c == '|' {
        if !operand && rest.starts_with("|>") {
            return Ok(token(Tok::Sym("|>"), 2));
        }
        let n = rest.bytes().take_while(|&b| b == b'|').count();
        return Ok(token(Tok::Slashes(n), n));
    }
    if c == '"' {
        let body = &rest[1..];
        let Some(len) = body
            .find(['"', '\n'])
            .filter(|&i| body[i..].starts_with('"'))
        else {
            return Err(ParseError::at(
                text,
                start,
                "expected '\"' to close this string on its line",
            ));
        };
        return Ok(token(Tok::Text(body[..len].to_string()), len + 2));
    }
    if c.is_ascii_alphabetic() || c == '_' {
        let len = rest
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
            .count();
        return Ok(token(Tok::Word(rest[..len].to_string()), len));
    }
    if c.is_ascii_digit() {
        // Out of place after a value; the parser says what it expected.
        if let Some((g, end)) = read_number_up_star(text, start)? {
            return value_token(text, start, end, g, spaced);
        }
    }
    match SYMBOLS.iter().find(|s| rest.starts_with(**s)) {
        Some(s) => Ok(token(Tok::Sym(s), s.len())),
        None => Err(ParseError::at(
            text,
            start,
            format!("unexpected character '{}'", c.escape_default()),
        )),
    }
}

/// The end of CGSuite's loopy shorthand (`1over`, `-1/4v[on]`,
/// `^<on>*`) at byte `at`, if there is one: a number, then a suffix.
fn loopy_shorthand_end(text: &str, at: usize) -> Option<usize> {
    const SUFFIXES: [&str; 6] = ["over", "under", "^[on]", "v[on]", "^<on>", "v<on>"];
    let rest = &text[at..];
    let number = rest
        .bytes()
        .take_while(|b| b.is_ascii_digit() || *b == b'/' || *b == b'.')
        .count();
    if !SUFFIXES.iter().any(|s| rest[number..].starts_with(s)) {
        return None;
    }
    super::loopy::shorthand(text, at).map(|(_, end)| end)
}

/// `v`, `vv`, `v3`, `v<2>`, `v[3]`: downs, not names.
fn is_down(rest: &str) -> bool {
    let vs = rest.bytes().take_while(|&b| b == b'v').count();
    if vs == 0 {
        return false;
    }
    let after = &rest[vs..];
    match after.bytes().next() {
        None => true,
        Some(b'<' | b'[') => vs == 1,
        Some(b) if b.is_ascii_digit() => {
            vs == 1
                && !after
                    .bytes()
                    .find(|b| !b.is_ascii_digit())
                    .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
        }
        Some(b) => !(b.is_ascii_alphanumeric() || b == b'_'),
    }
}

/// A number-up-star token; `2*` right before a name or `(` is `2` times
/// what follows (`2*g`), not `2 + *` then a name, and `2^(` is `2` to a
/// power.
fn value_token(
    text: &str,
    start: usize,
    end: usize,
    g: Game,
    spaced: bool,
) -> Result<Token, ParseError> {
    let next = text[end..].chars().next();
    let glued = next.is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '(');
    let literal = &text[start..end];
    // `2^(n)`: CGSuite's power of a number, not `2 + ^` then a bracket.
    let power = next == Some('(') && literal.ends_with('^') && !literal.starts_with('^');
    let shorter_star = glued && literal.ends_with('*') && !literal.starts_with('*');
    if (power || shorter_star) && literal.len() > 1 {
        let shorter = end - 1;
        if let Some((g, e)) = read_number_up_star(&text[..shorter], start)? {
            return Ok(Token {
                tok: Tok::Value(g),
                at: start,
                end: e,
                spaced,
            });
        }
    }
    Ok(Token {
        tok: Tok::Value(g),
        at: start,
        end,
        spaced,
    })
}

/// The offset of the first character at or after `at` that is not a
/// space, a tab, a carriage return or part of a `//` comment.
pub(super) fn skip_blank(text: &str, mut at: usize) -> usize {
    loop {
        let rest = &text[at..];
        let trimmed = rest.trim_start_matches([' ', '\t', '\r']);
        at += rest.len() - trimmed.len();
        if trimmed.starts_with("//") {
            at += trimmed.find('\n').unwrap_or(trimmed.len());
            continue;
        }
        return at;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(text: &str, operand: bool) -> Tok {
        token_at(text, 0, operand).unwrap().tok
    }

    #[test]
    fn stars_are_values_or_products() {
        assert_eq!(toks("*3", true), Tok::Value(Game::nimber(3)));
        assert_eq!(toks("*3", false), Tok::Sym("*"));
        assert_eq!(
            toks("2*3", true),
            Tok::Value(Game::integer(2) + Game::nimber(3))
        );
        assert_eq!(toks("2*g", true), Tok::Value(Game::integer(2)));
        assert_eq!(toks("v", true), Tok::Value(Game::up(-1)));
        assert_eq!(toks("v2", true), Tok::Value(Game::up(-2)));
        assert_eq!(toks("vx", true), Tok::Word("vx".into()));
        assert_eq!(toks("v2x", true), Tok::Word("v2x".into()));
        assert_eq!(toks("||", false), Tok::Slashes(2));
        assert_eq!(toks("|>", false), Tok::Sym("|>"));
        assert_eq!(toks("// c\n", false), Tok::Newline);
    }
}
