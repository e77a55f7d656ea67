//! CGSuite's accessors under CGSuite's names, on every kind of value the
//! worksheet has: `g.OutcomeClass`, `g.Options(Left)`, `g.Stop(Right)`,
//! `g.IsEven`, `g.FollowerCount`, `g.Degree`, `g.IsPlumtree`, ... on short
//! games, on stoppers and sided values (Siegel, *Combinatorial Game
//! Theory*, ch. VI) and on misère games (ch. V), answering as CGSuite
//! does; and the players `Left` and `Right`. Where an accessor of the
//! general table (`isnumber`, `leftoptions`, `followers`, ...) meets a
//! loopy value, it is answered here too.
//!
//! ```
//! use conway::worksheet::Worksheet;
//! let mut w = Worksheet::new();
//! assert_eq!(w.eval_line("(^*).Options(Left)").unwrap().to_string(), "{0, *}");
//! assert_eq!(w.eval_line("(^*).Options(Right)").unwrap().to_string(), "{0}");
//! assert_eq!(w.eval_line("over.OutcomeClass").unwrap().to_string(), "L");
//! assert_eq!(w.eval_line("over.IsInfinitesimal").unwrap().to_string(), "true");
//! assert_eq!(w.eval_line("(*[2]).IsOdd").unwrap().to_string(), "false");
//! ```

use super::data::Value;
use super::functions::{f, Arg, Call, Function};
use super::loopy::Loopy;
use super::machine::{Fail, Machine};
use crate::loopy::{LoopyGame, LoopyStop, SidedValue};
use crate::misere::MisereGame;
use crate::numeric::{Integer, Rational};
use crate::value::{Game, Parity, Player};

type Run<T> = Result<T, Fail>;

const CGT: &str = "Siegel, Combinatorial Game Theory";
const ONAG: &str = "Conway, On Numbers and Games, ch. 12 (parity); Siegel, CGT";
const LOOPY: &str = "Siegel, Combinatorial Game Theory, ch. VI; Winning Ways, vol. 2, ch. 11";
const MISERE: &str = "Siegel, Combinatorial Game Theory, ch. V; Winning Ways, vol. 2, ch. 13";

/// `Left`, `Right`, `inf` (CGSuite's `17/0`) and `omega`.
pub(super) fn constant(name: &str) -> Option<Value> {
    match name {
        "Left" => Some(Value::Player(Player::Left)),
        "Right" => Some(Value::Player(Player::Right)),
        "inf" => Some(Value::Rational(std::rc::Rc::new(Rational::infinity(true)))),
        "omega" => Some(super::transfinite::omega()),
        _ => None,
    }
}

fn truth(b: bool) -> Run<Value> {
    Ok(Value::Bool(b))
}

fn text(s: &str) -> Value {
    Value::Str(s.into())
}

fn player(call: &Call<'_>, i: usize) -> Run<Player> {
    match call.args.get(i).map(|a| &a.value) {
        Some(Value::Player(p)) => Ok(*p),
        _ => Err(Fail::At(
            call.args.get(i).map_or(call.at, |a| a.at),
            format!(
                "expected Left or Right here (argument {} of {})",
                i + 1,
                call.name
            ),
        )),
    }
}

/// A stop as a value: a number, or the stopper it names (`2over`, `on`).
fn stop_value(s: LoopyStop) -> Value {
    match s {
        LoopyStop::Number(x) => Value::Game(Game::dyadic(x)),
        other => crate::loopy::notation::parse(&other.to_string())
            .map(Loopy::value_of_game)
            .unwrap_or_else(|_| text(&other.to_string())),
    }
}

/// The strong stops of a stopper (CGSuite's `StrongStop`), for the
/// predicates read off them.
fn strong_stops(g: &LoopyGame, call: &Call<'_>) -> Run<(LoopyStop, LoopyStop)> {
    let stop = |p| g.stop(p, true).map_err(|e| call.fail(0, e.to_string()));
    Ok((stop(Player::Left)?, stop(Player::Right)?))
}

fn loopy_options(g: &LoopyGame, p: Player) -> Value {
    let items = g
        .graph()
        .options(g.root(), p)
        .iter()
        .map(|&w| Loopy::value_of_game(LoopyGame::new(g.graph().clone(), w)))
        .collect();
    Value::set(items)
}

fn game_options(g: Game, p: Player) -> Value {
    let options = match p {
        Player::Left => g.left_options(),
        Player::Right => g.right_options(),
    };
    Value::set(options.iter().map(|&o| Value::Game(o)).collect())
}

/// A sided value's idempotence: `G + G = G`.
fn idempotent(s: &SidedValue, call: &Call<'_>) -> Run<bool> {
    let double = s.sum(s).map_err(|e| call.fail(0, e.to_string()))?;
    Ok(double.equals(s))
}

/// CGSuite's `IsNumberTiny` of a short game: `{x || x | y}` with `x` a
/// number and `y` of mean below `x`, or its negative.
fn is_number_tiny(g: Game) -> bool {
    if g.is_number() {
        return true;
    }
    let (left, right) = (g.left_options(), g.right_options());
    let ([l], [r]) = (&left[..], &right[..]) else {
        return false;
    };
    let tiny = |x: Game, inner: Game, low: bool| {
        let (il, ir) = (inner.left_options(), inner.right_options());
        let ([a], [b]) = (&il[..], &ir[..]) else {
            return false;
        };
        if low {
            *a == x && b.mean() < x.mean()
        } else {
            *b == x && a.mean() > x.mean()
        }
    };
    (l.is_number() && tiny(*l, *r, true)) || (r.is_number() && tiny(*r, *l, false))
}

/// The answer of a CGSuite accessor on a short game, if it has one here.
fn short(name: &str, g: Game, call: &Call<'_>) -> Option<Run<Value>> {
    Some(match name {
        "iseven" => truth(g.parity() == Parity::Even),
        "isodd" => truth(g.parity() == Parity::Odd),
        "isidempotent" | "iszero" => truth(g == Game::ZERO),
        "isloopfree" | "isplumtree" | "isstopper" | "isstoppersided" | "isstable" => truth(true),
        "ispseudonumber" => truth(g.is_number()),
        "isordinal" => truth(
            g.as_number()
                .and_then(|x| x.to_integer())
                .is_some_and(|n| n.signum() >= 0),
        ),
        "isnumbertiny" => truth(is_number_tiny(g)),
        "isatomic" => truth(g.atomic_weight().is_some()),
        "degree" | "variety" => Ok(Value::Game(Game::ZERO)),
        "followercount" => Ok(Value::Game(Game::integer(g.follower_count()))),
        "outcomeclass" => Ok(text(&g.outcome().to_string())),
        "misereoutcomeclass" => Ok(text(&g.misere_outcome().to_string())),
        "canonicalform" | "gamevalue" => Ok(Value::Game(g)),
        "nimvalue" => match g.as_nimber() {
            Some(n) => Ok(Value::Game(Game::integer(n.0))),
            None => Err(call.fail(
                0,
                format!("NimValue applies to nimbers (impartial values), not {g}"),
            )),
        },
        "options" => player(call, 1).map(|p| game_options(g, p)),
        "stop" => player(call, 1).map(|p| {
            Value::Game(Game::dyadic(match p {
                Player::Left => g.left_stop(),
                Player::Right => g.right_stop(),
            }))
        }),
        _ => return None,
    })
}

/// The answer of an accessor on a loopy value, if it has one here.
fn loopy(name: &str, l: &Loopy, call: &Call<'_>) -> Option<Run<Value>> {
    let sides = || l.sides().map_err(|e| call.fail(0, e));
    let Some(g) = l.game() else {
        // A sided value A & B.
        return Some(match name {
            "isidempotent" => sides().and_then(|s| idempotent(&s, call)).map(Value::Bool),
            "isinfinitesimal" | "isnumberish" => sides().and_then(|s| {
                let on = strong_stops(s.onside(), call)?;
                let off = strong_stops(s.offside(), call)?;
                let zero = LoopyStop::Number(0.into());
                Ok(Value::Bool(if name == "isinfinitesimal" {
                    [on.0, on.1, off.0, off.1].iter().all(|s| *s == zero)
                } else {
                    on.0 == off.1 && matches!(on.0, LoopyStop::Number(_))
                }))
            }),
            "isinteger" | "isloopfree" | "isnimber" | "isnumber" | "isnumbertiny" | "isordinal"
            | "isplumtree" | "ispseudonumber" | "isstopper" | "isuptimal" | "iszero" => {
                truth(false)
            }
            "isstoppersided" => sides().map(|s| Value::Bool(s.is_stopper_sided())),
            "outcomeclass" => Ok(text(l.outcome().cgsuite_class())),
            "gamevalue" => Ok(Value::Loopy(std::rc::Rc::new(l.clone()))),
            _ => return None,
        });
    };
    if !g.is_stopper() {
        return Some(match name {
            "isloopfree" | "isplumtree" | "ispseudonumber" | "isstopper" | "isinteger"
            | "isnimber" | "isnumber" | "isordinal" | "isuptimal" | "iszero" | "isnumbertiny" => {
                truth(false)
            }
            "isstoppersided" => truth(g.sides().is_ok_and(|s| s.is_stopper_sided())),
            "outcomeclass" => Ok(text(g.outcome().cgsuite_class())),
            _ => return None,
        });
    }
    Some(match name {
        "isinteger" | "isloopfree" | "isnimber" | "isnumber" | "isordinal" | "isuptimal" | "iszero" => {
            truth(false)
        }
        "isstopper" | "isstoppersided" => truth(true),
        "isplumtree" => truth(g.is_plumtree()),
        "ispseudonumber" => truth(is_pseudonumber(g)),
        "isidempotent" => sides().and_then(|s| idempotent(&s, call)).map(Value::Bool),
        "isinfinitesimal" => strong_stops(g, call).map(|(l, r)| {
            let zero = LoopyStop::Number(0.into());
            Value::Bool(l == zero && r == zero)
        }),
        "isnumberish" => strong_stops(g, call)
            .map(|(l, r)| Value::Bool(matches!(l, LoopyStop::Number(_)) && l == r)),
        "isnumbertiny" => number_tiny(g).map_err(|e| call.fail(0, e)).map(Value::Bool),
        "isstable" => stable(g).map_err(|e| call.fail(0, e)).map(Value::Bool),
        "degree" => g.degree().map(Loopy::value_of_game).map_err(|e| call.fail(0, e.to_string())),
        "variety" => g.variety().map(Loopy::value_of_game).map_err(|e| call.fail(0, e.to_string())),
        "followercount" => Ok(Value::Game(Game::integer(g.graph().len()))),
        "followers" => Ok(Value::set(
            (0..g.graph().len())
                .map(|n| Loopy::value_of_game(LoopyGame::new(g.graph().clone(), n as crate::loopy::Node)))
                .collect(),
        )),
        "leftoptions" => Ok(loopy_options(g, Player::Left)),
        "rightoptions" => Ok(loopy_options(g, Player::Right)),
        "options" => player(call, 1).map(|p| loopy_options(g, p)),
        "leftstop" => g.left_stop().map(stop_value).map_err(|e| call.fail(0, e.to_string())),
        "rightstop" => g.right_stop().map(stop_value).map_err(|e| call.fail(0, e.to_string())),
        "stop" => player(call, 1)
            .and_then(|p| g.stop(p, false).map(stop_value).map_err(|e| call.fail(0, e.to_string()))),
        "outcomeclass" => Ok(text(g.outcome().cgsuite_class())),
        "canonicalform" => Err(call.fail(
            0,
            "That is not a short game. If that is intentional, try `GameValue` in place of `CanonicalForm`.",
        )),
        "gamevalue" => Ok(Value::Loopy(std::rc::Rc::new(l.clone()))),
        _ => return None,
    })
}

/// CGSuite's `IsNumberTiny` of a stopper: `{x || x | y}` with `x` a
/// number and `y - x ≤ under` (or its negative).
fn number_tiny(g: &LoopyGame) -> Result<bool, String> {
    let graph = g.graph();
    let at = |w: crate::loopy::Node| LoopyGame::new(graph.clone(), w);
    let one = |v: crate::loopy::Node, p: Player| match graph.options(v, p) {
        [w] => Some(*w),
        _ => None,
    };
    let (Some(l), Some(r)) = (one(g.root(), Player::Left), one(g.root(), Player::Right)) else {
        return Ok(false);
    };
    let err = |e: &dyn std::fmt::Display| e.to_string();
    let number = |w| at(w).to_game().and_then(|x| x.as_number().cloned());
    let near = |x: &crate::numeric::Dyadic, y: LoopyGame, low: bool| -> Result<bool, String> {
        let shift =
            crate::loopy::notation::parse(&format!("{x}{}", if low { "under" } else { "over" }))
                .map_err(|e| err(&e))?;
        if low {
            y.le(&shift).map_err(|e| err(&e))
        } else {
            y.ge(&shift).map_err(|e| err(&e))
        }
    };
    if let Some(x) = number(l) {
        if let (Some(a), Some(b)) = (one(r, Player::Left), one(r, Player::Right)) {
            if (a == l || at(a).equals(&at(l)).unwrap_or(false)) && near(&x, at(b), true)? {
                return Ok(true);
            }
        }
    }
    if let Some(x) = number(r) {
        if let (Some(a), Some(b)) = (one(l, Player::Left), one(l, Player::Right)) {
            if b == r || at(b).equals(&at(r)).unwrap_or(false) {
                return near(&x, at(a), false);
            }
        }
    }
    Ok(false)
}

/// CGSuite's `IsPseudonumber`: a number, `on`, `off`, or a plumtree whose
/// one side is the game itself and whose other side is one number
/// (`x over`, `x under`).
fn is_pseudonumber(g: &LoopyGame) -> bool {
    let graph = g.graph();
    let (left, right) = (
        graph.options(g.root(), Player::Left),
        graph.options(g.root(), Player::Right),
    );
    let number = |w: &[crate::loopy::Node]| {
        w.len() == 1
            && LoopyGame::new(graph.clone(), w[0])
                .to_game()
                .is_some_and(Game::is_number)
    };
    let is_self = |w: &[crate::loopy::Node]| w == [g.root()];
    let on_or_off = (is_self(left) && right.is_empty()) || (is_self(right) && left.is_empty());
    on_or_off
        || (g.is_plumtree()
            && ((is_self(left) && number(right)) || (is_self(right) && number(left))))
}

/// Siegel's stability: the upsum and downsum varieties over the degree
/// agree (the degree must be idempotent, as CGSuite requires).
fn stable(g: &LoopyGame) -> Result<bool, String> {
    let err = |e: &dyn std::fmt::Display| e.to_string();
    let degree = g.degree().map_err(|e| err(&e))?;
    let twice = degree.upsum(&degree).map_err(|e| err(&e))?;
    if !twice.equals(&degree).map_err(|e| err(&e))? {
        return Err("the variety's degree must be an idempotent".to_string());
    }
    let up = g
        .upsum(
            &(-g.clone())
                .downsum(&-degree.clone())
                .map_err(|e| err(&e))?,
        )
        .map_err(|e| err(&e))?;
    let down = g
        .downsum(&(-g.clone()).upsum(&degree).map_err(|e| err(&e))?)
        .map_err(|e| err(&e))?;
    up.equals(&down).map_err(|e| err(&e))
}

/// The answer of an accessor on a misère game, if it has one here.
fn misere(name: &str, g: MisereGame) -> Option<Run<Value>> {
    use crate::misere::phylum_facts as facts;
    Some(match name {
        "iseven" => truth(!facts::is_odd(g)),
        "isodd" => truth(facts::is_odd(g)),
        "isintroverted" => truth(g == MisereGame::nim_heap(0) || g == MisereGame::nim_heap(1)),
        "isgenerallytame" => truth(facts::is_generally_tame(g)),
        "isgenerallyrestive" => truth(facts::is_generally_restive(g)),
        "istameable" => truth(facts::is_tameable(g)),
        "ishalftame" => truth(facts::is_half_tame(g)),
        "nimvalue" => Ok(Value::Game(Game::integer(i64::from(g.normal_grundy())))),
        "misereoutcomeclass" | "outcomeclass" => Ok(text(&g.outcome().to_string())),
        "options" => Ok(Value::list(
            facts::sorted_options(g)
                .into_iter()
                .map(Value::Misere)
                .collect(),
        )),
        _ => return None,
    })
}

/// The answer of an accessor of numbers (CGSuite's `Rational`), on a
/// rational value or a game that is a number.
fn number(name: &str, x: &Rational, call: &Call<'_>) -> Option<Run<Value>> {
    let integer = |n: Integer| Value::Game(Game::integer(n));
    let infinite = || call.fail(0, format!("{x} is infinite: it has no floor or ceiling"));
    Some(match name {
        "numerator" => Ok(integer(x.numerator().clone())),
        "denominator" => Ok(integer(x.denominator().clone())),
        "isdyadic" => truth(x.to_dyadic().is_some()),
        "abs" => Ok(Value::number(x.abs())),
        "floor" => x.floor().map(integer).ok_or_else(infinite),
        "ceiling" => x.ceiling().map(integer).ok_or_else(infinite),
        "reciprocal" => Ok(Value::number(x.reciprocal())),
        "sign" => Ok(integer(Integer::from(i64::from(x.signum())))),
        "outcomeclass" => Ok(text(match x.signum() {
            1 => "L",
            -1 => "R",
            _ => "P",
        })),
        // The birthday of a number that is not dyadic is omega (ONAG ch. 1).
        "birthday" if x.is_infinite() => Err(call.fail(0, format!("{x} has no birthday"))),
        "birthday" if x.to_dyadic().is_none() => Ok(text("ω")),
        _ => return None,
    })
}

/// CGSuite's class of a value, as it prints it: `⟪game.Integer⟫`.
fn class(v: &Value) -> String {
    let name = match v {
        Value::Game(g) if *g == Game::ZERO => "game.Zero",
        Value::Game(g) if g.is_integer() => "game.Integer",
        Value::Game(g) if g.is_number() => "game.DyadicRational",
        Value::Game(g) if g.is_nimber() => "game.Nimber",
        Value::Game(g) if g.uptimal_expansion().is_some() => "game.Uptimal",
        Value::Game(_) => "game.CanonicalShortGame",
        Value::Rational(_) => "game.Rational",
        Value::Surreal(x) if x.as_generalized_ordinal().is_some() => "game.GeneralizedOrdinal",
        Value::Surreal(_) => "game.SurrealNumber",
        Value::TransfiniteNimber(_) => "game.TransfiniteNimber",
        Value::Loopy(l) => match l.game() {
            Some(g) if g.is_stopper() && is_pseudonumber(g) => "game.Pseudonumber",
            Some(g) if g.is_stopper() => "game.CanonicalStopper",
            Some(_) => "game.SidedValue",
            None if l.sides().is_ok_and(|s| s.is_stopper_sided()) => "game.StopperSidedValue",
            None => "game.SidedValue",
        },
        Value::Misere(_) => "game.misere.MisereCanonicalGame",
        Value::Bool(_) => "cgsuite.lang.Boolean",
        Value::Player(_) => "game.Player",
        Value::Str(_) => "cgsuite.lang.String",
        Value::List(_) | Value::Sequence(_) => "cgsuite.lang.List",
        Value::Set(_) => "cgsuite.lang.Set",
        Value::Map(_) => "cgsuite.lang.Map",
        Value::Strip(_) => "cgsuite.util.Strip",
        Value::Mutable(m) => match *m.items() {
            super::mutable::MutableItems::List(_) => "cgsuite.util.MutableList",
            super::mutable::MutableItems::Set(_) => "cgsuite.util.MutableSet",
            super::mutable::MutableItems::Map(_) => "cgsuite.util.MutableMap",
        },
        Value::Range(..) => "cgsuite.lang.Range",
        Value::Grid(_) => "game.grid.Grid",
        Value::Graph(_) => "cgsuite.util.Graph",
        Value::Vertex(_) => "cgsuite.util.Vertex",
        Value::Edge(_) => "cgsuite.util.Edge",
        Value::Position(p) => return format!("\u{27ea}{}.Position\u{27eb}", p.class),
        Value::Explicit(_) => "game.ExplicitGame",
        Value::HeapRules(_) => "game.heap.HeapRuleset",
        Value::Genus(_) => "game.misere.Genus",
        Value::Function(_) | Value::Lambda(_) => "cgsuite.lang.Procedure",
        Value::Nothing => "cgsuite.lang.Nothing",
    };
    format!("\u{27ea}{name}\u{27eb}")
}

/// `Max`/`Min` of two values, or of a collection's items, in CGSuite's
/// universal order (numbers by value).
fn extreme(call: &Call<'_>, max: bool) -> Run<Value> {
    let items = match call.args {
        [_] => super::collections::items(call, 0)?,
        _ => call.args.iter().map(|a| a.value.clone()).collect(),
    };
    let pick = |a: Value, b: Value| {
        let greater = super::order::universal(&b, &a).is_gt();
        if greater == max {
            b
        } else {
            a
        }
    };
    items
        .into_iter()
        .reduce(pick)
        .ok_or_else(|| call.fail(0, "that collection is empty"))
}

/// An accessor's answer for an argument the general table does not take
/// (a loopy or misère value), or a CGSuite accessor on a short game;
/// `None` to go on to the general table.
pub(super) fn call(name: &str, args: &[Arg]) -> Option<Run<Value>> {
    let first = args.first()?;
    let lower = name.to_ascii_lowercase();
    let call = Call {
        name,
        at: first.at,
        args,
    };
    if let Some(x) = first.value.as_rational().filter(|_| args.len() == 1) {
        if let Some(answer) = number(&lower, &x, &call) {
            return Some(answer);
        }
    }
    match &first.value {
        Value::Loopy(l) => loopy(&lower, l, &call),
        Value::Misere(g) => misere(&lower, *g),
        Value::Game(g) if FUNCTIONS.iter().any(|f| f.name == lower) => short(&lower, *g, &call),
        _ => None,
    }
}

fn unanswered(_: &mut Machine<'_>, call: &Call<'_>) -> Run<Value> {
    Err(call.fail(
        0,
        format!(
            "{} does not apply to {}",
            call.name,
            call.args[0].value.kind()
        ),
    ))
}

/// The CGSuite accessors this module adds, as `help` lists them.
pub(super) const FUNCTIONS: &[Function] = &[
    f(
        "options",
        &[],
        "g.Options(Left)",
        "a player's options (a misère game's options with no player)",
        "(^*).Options(Right)",
        CGT,
        (1, 2),
        unanswered,
    ),
    f(
        "stop",
        &[],
        "g.Stop(Left)",
        "a player's stop (Left's stop with Left moving first)",
        "{3|-1}.Stop(Left)",
        CGT,
        (2, 2),
        unanswered,
    ),
    f(
        "followercount",
        &[],
        "g.FollowerCount",
        "the number of distinct followers, g included",
        "{1|*}.FollowerCount",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "outcomeclass",
        &[],
        "g.OutcomeClass",
        "the outcome class as CGSuite writes it: L, R, N, P; D, NHat, PHat with draws",
        "over.OutcomeClass",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "misereoutcomeclass",
        &[],
        "g.MisereOutcomeClass",
        "who wins the canonical form's tree when the player unable to move wins",
        "5.MisereOutcomeClass",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "iseven",
        &[],
        "g.IsEven",
        "the form is even: all its options are odd (0 is even)",
        "2.IsEven",
        ONAG,
        (1, 1),
        unanswered,
    ),
    f(
        "isodd",
        &[],
        "g.IsOdd",
        "the form is odd: all its options are even, and it has one",
        "(*).IsOdd",
        ONAG,
        (1, 1),
        unanswered,
    ),
    f(
        "isidempotent",
        &[],
        "g.IsIdempotent",
        "g + g = g (0, on, off, over, dud, ...)",
        "over.IsIdempotent",
        LOOPY,
        (1, 1),
        unanswered,
    ),
    f(
        "iszero",
        &[],
        "g.IsZero",
        "g = 0",
        "(*+*).IsZero",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "isloopfree",
        &[],
        "g.IsLoopfree",
        "no position repeats (a short game)",
        "on.IsLoopfree",
        LOOPY,
        (1, 1),
        unanswered,
    ),
    f(
        "isplumtree",
        &[],
        "g.IsPlumtree",
        "every cycle of the game graph is a loop at one position",
        "upon.IsPlumtree",
        LOOPY,
        (1, 1),
        unanswered,
    ),
    f(
        "isstoppersided",
        &[],
        "g.IsStopperSided",
        "the onside and offside are stoppers",
        "dud.IsStopperSided",
        LOOPY,
        (1, 1),
        unanswered,
    ),
    f(
        "ispseudonumber",
        &[],
        "g.IsPseudonumber",
        "a number, on, off, x over or x under",
        "over.IsPseudonumber",
        LOOPY,
        (1, 1),
        unanswered,
    ),
    f(
        "isstable",
        &[],
        "g.IsStable",
        "the upsum and downsum varieties of the degree agree",
        "upon.IsStable",
        LOOPY,
        (1, 1),
        unanswered,
    ),
    f(
        "isordinal",
        &[],
        "g.IsOrdinal",
        "a whole number (an ordinal)",
        "5.IsOrdinal",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "isnumbertiny",
        &[],
        "g.IsNumberTiny",
        "a number, or x + Tiny or x + Miny in canonical form",
        "{0||0|-1}.IsNumberTiny",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "isatomic",
        &[],
        "g.IsAtomic",
        "g has an atomic weight",
        "(^).IsAtomic",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "degree",
        &[],
        "g.Degree",
        "the degree of loopiness, g upsum -g (0 for a short game)",
        "upon.Degree",
        LOOPY,
        (1, 1),
        unanswered,
    ),
    f(
        "variety",
        &[],
        "g.Variety",
        "the variety of a stable stopper over its degree (0 for a short game)",
        "upon.Variety",
        LOOPY,
        (1, 1),
        unanswered,
    ),
    f(
        "canonicalform",
        &["gamevalue"],
        "g.CanonicalForm",
        "the value itself (CGSuite: the canonical form; GameValue for loopy games)",
        "{1|1}.CanonicalForm",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "isintroverted",
        &[],
        "g.IsIntroverted",
        "a misère game that is a part of each of its options (only 0 and *)",
        "(*[1]).IsIntroverted",
        MISERE,
        (1, 1),
        unanswered,
    ),
    f(
        "isgenerallytame",
        &[],
        "g.IsGenerallyTame",
        "a misère game that is tame or reversibly tame",
        "(*[2]).IsGenerallyTame",
        MISERE,
        (1, 1),
        unanswered,
    ),
    f(
        "isgenerallyrestive",
        &[],
        "g.IsGenerallyRestive",
        "a misère game that is restive or reversibly restive",
        "(*[2]).IsGenerallyRestive",
        MISERE,
        (1, 1),
        unanswered,
    ),
    f(
        "istameable",
        &[],
        "g.IsTameable",
        "a misère game whose phylum is tameable or tamer",
        "(*[2]).IsTameable",
        MISERE,
        (1, 1),
        unanswered,
    ),
    f(
        "ishalftame",
        &[],
        "g.IsHalfTame",
        "not generally tame, but g + g is, with G+ = G- = 0",
        "(*[2]).IsHalfTame",
        MISERE,
        (1, 1),
        unanswered,
    ),
    f(
        "class",
        &[],
        "x.Class",
        "CGSuite's class of the value, as it prints it (⟪game.Integer⟫)",
        "(1/2).Class",
        "CGSuite's classes",
        (1, 1),
        |_, call| Ok(text(&class(&call.args[0].value))),
    ),
    f(
        "numerator",
        &[],
        "x.Numerator",
        "the numerator of a number in lowest terms",
        "(4/6).Numerator",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "denominator",
        &[],
        "x.Denominator",
        "the denominator of a number in lowest terms (0 for inf)",
        "(4/6).Denominator",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "isdyadic",
        &[],
        "x.IsDyadic",
        "the number's denominator is a power of 2 (a short game)",
        "(6/23).IsDyadic",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "abs",
        &[],
        "x.Abs",
        "the absolute value of a number",
        "(-6/23).Abs",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "floor",
        &[],
        "x.Floor",
        "the largest integer at most x",
        "(-6/23).Floor",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "ceiling",
        &[],
        "x.Ceiling",
        "the smallest integer at least x",
        "(6/23).Ceiling",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "reciprocal",
        &[],
        "x.Reciprocal",
        "1/x (1/0 is inf, 1/inf is 0)",
        "(6/23).Reciprocal",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "sign",
        &[],
        "x.Sign",
        "-1, 0 or 1",
        "(-6/23).Sign",
        CGT,
        (1, 1),
        unanswered,
    ),
    f(
        "max",
        &[],
        "Max(a, b) or Max(L)",
        "the larger of two values, or the largest item, in CGSuite's order (numbers by value)",
        "Max(1/3, 1/4)",
        "CGSuite's collections",
        (1, 2),
        |_, call| extreme(call, true),
    ),
    f(
        "min",
        &[],
        "Min(a, b) or Min(L)",
        "the smaller of two values, or the smallest item",
        "Min([3, 1, 2])",
        "CGSuite's collections",
        (1, 2),
        |_, call| extreme(call, false),
    ),
    f(
        "nimvalue",
        &[],
        "g.NimValue",
        "the nim value of a nimber, or of a misère game in normal play",
        "(*[2]).NimValue",
        MISERE,
        (1, 1),
        unanswered,
    ),
];
