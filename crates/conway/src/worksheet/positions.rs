//! Ruleset positions as worksheet values, as CGSuite keeps them: what
//! `game.grid.Domineering("..|..")` or `game.graph.Snort("L-.-.")` gives
//! is the position itself, with its moves (the ruleset's one move list),
//! not yet its canonical value. `.CanonicalForm`, `.Options(Left)`,
//! `.LeftOptions`, `.RightOptions`, `.Followers` and `.FollowerCount` read
//! the position; anything else (arithmetic, comparison, every other
//! function) uses its canonical value. A position among the options of a
//! game in braces keeps the game explicit: CGSuite's `'{…|…}'`, printed
//! with its options as written until its value is asked for. conway's
//! own calls (`domineering("..|..")`) still give the value at once.
//!
//! ```
//! use conway::worksheet::Worksheet;
//! let mut w = Worksheet::new();
//! let pos = "game.grid.Domineering(\"..|..\")";
//! assert_eq!(w.eval_line(pos).unwrap().to_string(), "Domineering.Position(\"..|..\")");
//! assert_eq!(w.eval_line(&format!("{pos}.CanonicalForm")).unwrap().to_string(), "+-1");
//! assert_eq!(w.eval_line(&format!("{pos}.Options(Left).Size")).unwrap().to_string(), "2");
//! assert_eq!(w.eval_line(&format!("{pos} + 1")).unwrap().to_string(), "{2|0}");
//! assert_eq!(w.eval_line(&format!("{{{pos}|-1}}")).unwrap().to_string(), "'{Domineering.Position(\"..|..\")|-1}'");
//! ```

use super::data::Value;
use super::functions::Arg;
use super::machine::Fail;
use crate::control::Control;
use crate::misere::MisereError;
use crate::rulesets::{Kind, Position, Ruleset};
use crate::value::{Game, Player};
use std::collections::HashSet;
use std::fmt;
use std::rc::Rc;

type Run<T> = Result<T, Fail>;

/// The most followers `.Followers` lists (each one a position kept whole).
const MAX_FOLLOWERS: usize = 1_000_000;

/// A position of a ruleset, kept with its moves: CGSuite's
/// `Domineering.Position("..|..")`.
pub struct RulesetPosition {
    /// CGSuite's name of the game (`Domineering`), for printing.
    pub(super) class: Rc<str>,
    pub(super) ruleset: &'static dyn Ruleset,
    pub(super) position: Box<dyn Position>,
}

impl RulesetPosition {
    /// The ruleset's position (to analyse, list moves, draw).
    ///
    /// ```
    /// use conway::worksheet::{Value, Worksheet};
    /// let mut sheet = Worksheet::new();
    /// let control = conway::control::Control::unlimited();
    /// let Ok(Value::Position(p)) = sheet.evaluate("game.grid.Domineering(\"..|..\")", &control) else {
    ///     panic!("a position");
    /// };
    /// // Two by two: a move leaves the mover one more, {1|-1} (Winning Ways ch. 2).
    /// assert_eq!(p.position().analyze().value.unwrap().to_string(), "+-1");
    /// ```
    pub fn position(&self) -> &dyn Position {
        self.position.as_ref()
    }

    /// `position` of `ruleset` as a value, named `class` as CGSuite does.
    pub(super) fn value_of(
        class: &str,
        ruleset: &'static dyn Ruleset,
        position: Box<dyn Position>,
    ) -> Value {
        Value::Position(Rc::new(RulesetPosition {
            class: class.into(),
            ruleset,
            position,
        }))
    }

    fn follower(&self, position: Box<dyn Position>) -> Value {
        Value::Position(Rc::new(RulesetPosition {
            class: self.class.clone(),
            ruleset: self.ruleset,
            position,
        }))
    }

    /// The position's canonical value, an error where it has none (a
    /// position whose play can cycle).
    pub(super) fn value(&self, control: &Control, at: usize) -> Run<Game> {
        let analysis = self.position.analyze_with(control)?;
        analysis.value.ok_or_else(|| {
            Fail::At(
                at,
                format!(
                    "{self} has no canonical value (its play can cycle); ask {} for its outcome",
                    self.ruleset.name()
                ),
            )
        })
    }

    /// The position's misère simplest form, an error for a partizan one.
    pub(super) fn misere_form(&self, control: &Control, at: usize) -> Run<Value> {
        let play = self.position.misere().ok_or_else(|| {
            Fail::At(
                at,
                format!("{self} is partizan: misère forms are for impartial games"),
            )
        })?;
        match play.misere_form(control) {
            Ok(form) => Ok(Value::Misere(form)),
            Err(MisereError::Stopped(stop)) => Err(Fail::Stopped(stop)),
            Err(e) => Err(Fail::At(at, e.to_string())),
        }
    }

    /// The distinct positions `player` can move to, as a set.
    fn options(&self, player: Player) -> Value {
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        for m in self.position.moves(player) {
            if seen.insert(m.position.notation()) {
                out.push(self.follower(m.position));
            }
        }
        Value::set(out)
    }

    /// The distinct positions reachable from this one by moves of either
    /// player in any order, this one excluded (CGSuite's `Followers` are
    /// these and the position itself).
    fn proper_followers(&self, control: &Control, at: usize) -> Run<Vec<Box<dyn Position>>> {
        let mut seen = HashSet::from([self.position.notation()]);
        let mut out: Vec<Box<dyn Position>> = Vec::new();
        let mut next = 0;
        loop {
            control.tick()?;
            let from = match next {
                0 => self.position.as_ref(),
                k => out[k - 1].as_ref(),
            };
            let mut found = Vec::new();
            for player in [Player::Left, Player::Right] {
                for m in from.moves(player) {
                    if seen.insert(m.position.notation()) {
                        found.push(m.position);
                    }
                }
            }
            out.extend(found);
            if out.len() >= MAX_FOLLOWERS {
                return Err(Fail::At(
                    at,
                    format!("this position has more than {MAX_FOLLOWERS} followers"),
                ));
            }
            if next == out.len() {
                return Ok(out);
            }
            next += 1;
        }
    }
}

impl fmt::Display for RulesetPosition {
    /// CGSuite's `Domineering.Position("..|..")`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}.Position(\"{}\")",
            self.class,
            self.position.notation()
        )
    }
}

impl fmt::Debug for RulesetPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl PartialEq for RulesetPosition {
    fn eq(&self, other: &RulesetPosition) -> bool {
        self.ruleset.name() == other.ruleset.name()
            && self.position.notation() == other.position.notation()
    }
}

impl Eq for RulesetPosition {}

impl std::hash::Hash for RulesetPosition {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.ruleset.name().hash(state);
        self.position.notation().hash(state);
    }
}

/// A game in braces written with options that are not all values yet
/// (a ruleset position among them): CGSuite's explicit game `'{…|…}'`.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct ExplicitGame {
    pub(super) left: Vec<Value>,
    pub(super) right: Vec<Value>,
}

impl ExplicitGame {
    /// The canonical value of the game.
    pub(super) fn value(&self, control: &Control, at: usize) -> Run<Game> {
        let mut sides = [Vec::new(), Vec::new()];
        for (side, options) in sides.iter_mut().zip([&self.left, &self.right]) {
            for o in options {
                match evaluated(o.clone(), control, at)? {
                    Value::Game(g) => side.push(g),
                    other => {
                        return Err(Fail::At(
                            at,
                            format!("an option must be a game, not {}", other.kind()),
                        ))
                    }
                }
            }
        }
        Ok(Game::new(&sides[0], &sides[1]))
    }

    fn write_options(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, options) in [&self.left, &self.right].into_iter().enumerate() {
            if k == 1 {
                f.write_str("|")?;
            }
            for (i, o) in options.iter().enumerate() {
                if i > 0 {
                    f.write_str(",")?;
                }
                match o {
                    Value::Explicit(e) => {
                        f.write_str("{")?;
                        e.write_options(f)?;
                        f.write_str("}")?;
                    }
                    other => write!(f, "{other}")?,
                }
            }
        }
        Ok(())
    }
}

impl fmt::Display for ExplicitGame {
    /// CGSuite's `'{Domineering.Position("..|..")|-1}'`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("'{")?;
        self.write_options(f)?;
        f.write_str("}'")
    }
}

/// A game in braces from its options: explicit when a position is among
/// them, else `None` (the caller makes the canonical game).
pub(super) fn braces(left: &[Value], right: &[Value]) -> Option<Value> {
    let kept = |v: &Value| matches!(v, Value::Position(_) | Value::Explicit(_));
    left.iter().chain(right).any(kept).then(|| {
        Value::Explicit(Rc::new(ExplicitGame {
            left: left.to_vec(),
            right: right.to_vec(),
        }))
    })
}

/// The value a position or explicit game stands for; any other value as
/// it is.
pub(super) fn evaluated(v: Value, control: &Control, at: usize) -> Run<Value> {
    Ok(match v {
        Value::Position(p) => Value::Game(p.value(control, at)?),
        Value::Explicit(e) => Value::Game(e.value(control, at)?),
        other => other,
    })
}

/// Whether the built-in function `name` (its table name) reads a
/// position itself rather than its value.
pub(super) fn reads_position(name: &str) -> bool {
    matches!(
        name,
        "leftoptions" | "rightoptions" | "options" | "followers" | "followercount"
    )
}

/// The accessors that read a position (see [`reads_position`]), when the
/// first argument is one.
pub(super) fn call(name: &str, args: &[Arg], control: &Control) -> Option<Run<Value>> {
    let Value::Position(p) = &args.first()?.value else {
        return None;
    };
    let at = args[0].at;
    let player = |i: usize| match args.get(i).map(|a| &a.value) {
        Some(Value::Player(p)) => Ok(*p),
        _ => Err(Fail::At(
            args.get(i).map_or(at, |a| a.at),
            format!("expected Left or Right here (argument {} of {name})", i + 1),
        )),
    };
    Some(match name {
        "leftoptions" => Ok(p.options(Player::Left)),
        "rightoptions" => Ok(p.options(Player::Right)),
        // An impartial position's options are either player's.
        "options" if args.len() == 1 && p.ruleset.kind() == Kind::Impartial => {
            Ok(p.options(Player::Left))
        }
        "options" => player(1).map(|q| p.options(q)),
        "followers" => p.proper_followers(control, at).map(|all| {
            let others = all.into_iter().map(|x| p.follower(x));
            Value::set(
                std::iter::once(Value::Position(p.clone()))
                    .chain(others)
                    .collect(),
            )
        }),
        "followercount" => p
            .proper_followers(control, at)
            .map(|all| Value::Game(Game::integer(all.len() + 1))),
        _ => return None,
    })
}
