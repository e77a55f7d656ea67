//! The worksheet's built-in functions and rulesets: a table of functions
//! (name, usage, summary, example, source in the literature) and the
//! generic call of any ruleset by name.

use super::data::{GrundySequence, Value};
use super::machine::{Fail, Machine};
use super::syntax::{Expr, Kind};
use crate::error::ParseError;
use crate::impartial::heap::HeapGame;
use crate::impartial::periodicity::{apparent, Periodicity, SequenceReport};
use crate::impartial::sequence::SequenceRun;
use crate::numeric::{Dyadic, Nimber};
use crate::rulesets::{self, Analysis, Position, Ruleset};
use crate::value::{Game, Trajectory, MAX_UP_POWER};
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

const TEMPER: &str = "Siegel, Combinatorial Game Theory, II.6 (even- and odd-tempered games)";
use std::fmt::Write;

type Run<T> = Result<T, Fail>;

/// An argument: its value and where it was written.
pub(super) struct Arg {
    pub value: Value,
    pub at: usize,
}

/// A call of a built-in function.
pub(super) struct Call<'c> {
    pub name: &'c str,
    pub at: usize,
    pub args: &'c [Arg],
}

/// A built-in function.
pub(super) struct Function {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    /// How it is called: `cool(g, t)`.
    pub usage: &'static str,
    /// What it does, in a line.
    pub summary: &'static str,
    /// A call to try.
    pub example: &'static str,
    /// Where the operation is defined in the literature.
    pub source: &'static str,
    min_args: usize,
    max_args: usize,
    run: fn(&mut Machine<'_>, &Call<'_>) -> Run<Value>,
}

type Body = fn(&mut Machine<'_>, &Call<'_>) -> Run<Value>;

/// A table entry: name, aliases, usage, summary, example, source, arity.
#[allow(clippy::too_many_arguments)]
pub(super) const fn f(
    name: &'static str,
    aliases: &'static [&'static str],
    usage: &'static str,
    summary: &'static str,
    example: &'static str,
    source: &'static str,
    (min_args, max_args): (usize, usize),
    run: Body,
) -> Function {
    Function {
        name,
        aliases,
        usage,
        summary,
        example,
        source,
        min_args,
        max_args,
        run,
    }
}

const LIP: &str = "Lessons in Play";
const CGT: &str = "Siegel, Combinatorial Game Theory";

fn g1(call: &Call<'_>) -> Run<Game> {
    game(call, 0)
}

fn list_of(games: impl IntoIterator<Item = Game>) -> Value {
    Value::list(games.into_iter().map(Value::Game).collect())
}

/// A set of games, as CGSuite's accessors give them (in its order).
fn set_of(games: impl IntoIterator<Item = Game>) -> Value {
    Value::set(games.into_iter().map(Value::Game).collect())
}

/// Every built-in function, in the order `help` lists them.
pub(super) const FUNCTIONS: &[Function] = &[
    f("print", &[], "print(x, ...)", "prints its arguments on a line (a loop that prints gives nothing)",
      "for n from 1 to 3 do print(n, *n) end", "CGSuite's worksheet", (0, 16),
      |m, call| {
          let words: Vec<String> = call.args.iter().map(|a| a.value.to_string()).collect();
          m.printed.push_str(&words.join(" "));
          m.printed.push('\n');
          Ok(Value::Nothing)
      }),
    f("length", &["size", "len"], "length(L)", "the number of items of a list, range or Grundy sequence (L.Length in CGSuite)",
      "length([1, 2, 3])", "CGSuite's collections", (1, 1), length),
    f("leftoptions", &["left_options"], "leftoptions(g)",
      "Left's options of the canonical form, as a set (CGSuite: g.LeftOptions)",
      "leftoptions({1, *|-1})", CGT, (1, 1),
      |_, call| Ok(set_of(g1(call)?.left_options().iter().copied()))),
    f("rightoptions", &["right_options"], "rightoptions(g)",
      "Right's options of the canonical form, as a set (CGSuite: g.RightOptions)",
      "rightoptions({1|0, *})", CGT, (1, 1),
      |_, call| Ok(set_of(g1(call)?.right_options().iter().copied()))),
    f("followers", &[], "followers(g)",
      "every position reachable from the canonical form, g included, each once",
      "followers({1|*})", CGT, (1, 1),
      |_, call| Ok(set_of(g1(call)?.followers()))),
    f("followercount", &["follower_count"], "followercount(g)",
      "the number of distinct followers (CGSuite's g.FollowerCount); a number's or nimber's is its birthday + 1, found at once, as is length(followers(g))",
      "followercount(-1823437481924)", CGT, (1, 1),
      |_, call| Ok(Value::Game(Game::integer(g1(call)?.follower_count())))),
    f("leftincentives", &["left_incentives"], "leftincentives(g)",
      "Left's incentives g^L - g, undominated (Left prefers larger ones)",
      "leftincentives(^)", "Winning Ways, vol. 1, ch. 8; Siegel, CGT II.5", (1, 1),
      |_, call| Ok(set_of(g1(call)?.left_incentives()))),
    f("rightincentives", &["right_incentives"], "rightincentives(g)",
      "Right's incentives g - g^R, undominated",
      "rightincentives(^)", "Winning Ways, vol. 1, ch. 8; Siegel, CGT II.5", (1, 1),
      |_, call| Ok(set_of(g1(call)?.right_incentives()))),
    f("incentives", &[], "incentives(g)",
      "both players' incentives, Left's then Right's, without repeats",
      "incentives({2|-1})", "Winning Ways, vol. 1, ch. 8; Siegel, CGT II.5", (1, 1),
      |_, call| Ok(set_of(g1(call)?.incentives()))),
    f("norton", &["nortonproduct", "norton_product"], "norton(g, u)",
      "the Norton product g.u for a positive unit u (also written g * u)",
      "norton(1/2, ^)", "Winning Ways, vol. 1, ch. 8; Siegel, CGT II.5", (2, 2),
      |_, call| {
          let (g, u) = (game(call, 0)?, game(call, 1)?);
          if !(Game::ZERO.leq(u) && u != Game::ZERO) {
              return Err(call.fail(1, format!("the unit of a Norton product must be positive, not {u}")));
          }
          Ok(Value::Game(g.norton_product(u)))
      }),
    f("ordinalsum", &["ordinal_sum", "ordinal"], "ordinalsum(g, h)",
      "the ordinal sum g:h, on g's canonical form (CGSuite: g : h)",
      "ordinalsum(1, -1)", "Winning Ways, vol. 1, ch. 7; Siegel, CGT II.7", (2, 2),
      |_, call| Ok(Value::Game(game(call, 0)?.ordinal_sum(game(call, 1)?)))),
    f("conjunctive", &["conjunctivesum", "conjunctive_sum"], "conjunctive(g, h)",
      "the conjunctive sum: each move is made in both components",
      "conjunctive(2, *2)", "Winning Ways, vol. 2, ch. 9", (2, 2),
      |_, call| Ok(Value::Game(game(call, 0)?.conjunctive_sum(game(call, 1)?)))),
    f("selective", &["selectivesum", "selective_sum"], "selective(g, h)",
      "the selective sum: each move is made in one or both components",
      "selective(*, *)", "Winning Ways, vol. 2, ch. 9", (2, 2),
      |_, call| Ok(Value::Game(game(call, 0)?.selective_sum(game(call, 1)?)))),
    f("continuedconjunctive", &["continued_conjunctive"], "continuedconjunctive(g, h)",
      "the continued conjunctive sum: the mover moves in every component where they can, as long as one has a move",
      "continuedconjunctive(2, 3)", "Winning Ways, ch. 14 (continued conjunctive compound)", (2, 2),
      |_, call| Ok(Value::Game(game(call, 0)?.continued_conjunctive_sum(game(call, 1)?)))),
    f("shortenedselective", &["shortened_selective"], "shortenedselective(g, h)",
      "the shortened selective sum: moves in one or both components, and play ends when either ends",
      "shortenedselective(*, *)", "Winning Ways, ch. 14 (shortened selective compound)", (2, 2),
      |_, call| Ok(Value::Game(game(call, 0)?.shortened_selective_sum(game(call, 1)?)))),
    f("isnumber", &[], "isnumber(g)", "true if g is a number", "isnumber(3/4)", CGT, (1, 1),
      |_, call| Ok(Value::Bool(g1(call)?.is_number()))),
    f("isinteger", &[], "isinteger(g)", "true if g is an integer", "isinteger(3)", CGT, (1, 1),
      |_, call| Ok(Value::Bool(g1(call)?.is_integer()))),
    f("isnimber", &[], "isnimber(g)", "true if g is a nimber *n (0 included)", "isnimber(*3)", CGT, (1, 1),
      |_, call| Ok(Value::Bool(g1(call)?.is_nimber()))),
    f("isinfinitesimal", &[], "isinfinitesimal(g)",
      "true if -x < g < x for every positive number x", "isinfinitesimal(^*)", CGT, (1, 1),
      |_, call| Ok(Value::Bool(g1(call)?.is_infinitesimal()))),
    f("isallsmall", &[], "isallsmall(g)",
      "true if Left can move wherever Right can, in every follower", "isallsmall(^)", CGT, (1, 1),
      |_, call| Ok(Value::Bool(g1(call)?.is_all_small()))),
    f("isnumberish", &[], "isnumberish(g)",
      "true if g is a number plus an infinitesimal (its stops are equal)", "isnumberish(1^*)", CGT, (1, 1),
      |_, call| Ok(Value::Bool(g1(call)?.is_numberish()))),
    f("iseventempered", &["is_even_tempered"], "iseventempered(g)",
      "true if g is even-tempered: numberish, and every number reached after an even number of moves",
      "iseventempered(*)", TEMPER, (1, 1),
      |_, call| Ok(Value::Bool(g1(call)?.is_even_tempered()))),
    f("isoddtempered", &["is_odd_tempered"], "isoddtempered(g)",
      "true if g is odd-tempered: numberish, and every number reached after an odd number of moves",
      "isoddtempered(*)", TEMPER, (1, 1),
      |_, call| Ok(Value::Bool(g1(call)?.is_odd_tempered()))),
    f("isuptimal", &[], "isuptimal(g)",
      "true if g has an uptimal expansion x + d1.^<1> + ... + dn.^<n> + *m", "isuptimal(^<2> + ^)",
      "Siegel, Combinatorial Game Theory, II.7 (uptimals)", (1, 1),
      |_, call| Ok(Value::Bool(g1(call)?.is_uptimal()))),
    f("isswitch", &[], "isswitch(g)", "true if g = -g (CGSuite's IsSwitch: switches +-x, and 0 and nimbers)",
      "isswitch(+-1)", CGT, (1, 1),
      |_, call| Ok(Value::Bool(g1(call)?.is_switch()))),
    f("companion", &[], "companion(g)",
      "the companion of g (g with a dagger), as CGSuite defines it",
      "companion(^)", "Siegel, Combinatorial Game Theory, V.5 (companions); CGSuite's Companion", (1, 1),
      |_, call| Ok(Value::Game(g1(call)?.companion()))),
    f("stopcount", &["stop_count"], "stopcount(g)",
      "the number of leaves of g's canonical game tree (CGSuite's StopCount)",
      "stopcount(*3)", "CGSuite's StopCount", (1, 1),
      |_, call| {
          let g = g1(call)?;
          g.stop_count().map(|n| Value::Game(Game::integer(n)))
              .ok_or_else(|| call.fail(0, format!("the stop count of {g} is too large to write down")))
      }),
    f("freeze", &[], "freeze(g)", "g frozen: cooled by its own temperature",
      "freeze({3|-1})", "Berlekamp; Siegel, Combinatorial Game Theory, II.5", (1, 1),
      |_, call| Ok(Value::Game(g1(call)?.freeze()))),
    f("pow", &[], "pow(g, n)",
      "g^n for g = {0 | H} (CGSuite's G.Pow(n)); pow(^, n) is ^<n>, up-nth",
      "pow(^, 3)", "Siegel, Combinatorial Game Theory, II.7; CGSuite's Pow", (2, 2),
      |_, call| {
          let (g, n) = (game(call, 0)?, count(call, 1, MAX_UP_POWER as usize)?);
          g.pow(n as u64).map(Value::Game).map_err(|e| call.fail(0, e.to_string()))
      }),
    f("powto", &["pow_to"], "powto(g, n)",
      "g^->n for g = {0 | H} (CGSuite's G.PowTo(n)); powto(^, n) is ^[n] = ^ + ^<2> + ... + ^<n>",
      "powto(^, 3)", "Siegel, Combinatorial Game Theory, II.7; CGSuite's PowTo", (2, 2),
      |_, call| {
          let (g, n) = (game(call, 0)?, count(call, 1, MAX_UP_POWER as usize)?);
          g.pow_to(n as u64).map(Value::Game).map_err(|e| call.fail(0, e.to_string()))
      }),
    f("uptimal", &["uptimalexpansion"], "uptimal(g)",
      "the uptimal expansion x + d1.^<1> + d2.^<2> + ... + *m, as text (CGSuite's form x*m.d1d2... when called by its name, g.UptimalExpansion)",
      "uptimal(^<2> + ^ + *)", "Siegel, Combinatorial Game Theory, II.7 (uptimals)", (1, 1),
      |_, call| {
          let g = g1(call)?;
          let cgsuite = call.name == "UptimalExpansion";
          g.uptimal_expansion().map(|u| text(if cgsuite { u.cgsuite_form() } else { u.to_string() }))
              .ok_or_else(|| call.fail(0, format!("{g} has no uptimal expansion")))
      }),
    f("nimproduct", &["nim_product", "nimmul"], "nimproduct(*a, *b)",
      "the nim product of two nimbers (Conway's field of nimbers)",
      "nimproduct(*2, *3)", "Conway, On Numbers and Games, ch. 6; Winning Ways, vol. 2, ch. 14", (2, 2),
      |_, call| Ok(Value::Game(Game::nimber(nimber(call, 0)?.nim_mul(nimber(call, 1)?).0)))),
    f("nimpower", &["nim_power", "nimpow"], "nimpower(*a, n)",
      "the n-th nim power *a x *a x ... x *a of a nimber",
      "nimpower(*2, 2)", "Conway, On Numbers and Games, ch. 6", (2, 2),
      |_, call| {
          let a = nimber(call, 0)?;
          let n = count(call, 1, usize::MAX)? as u64;
          Ok(Value::Game(Game::nimber(a.pow(n).0)))
      }),
    f("tiny", &["Tiny"], "Tiny(g)", "tiny-g, {0 || 0 | -g}", "Tiny(2)", "Winning Ways, vol. 1, ch. 5", (1, 1),
      |_, call| Ok(Value::Game(Game::tiny(g1(call)?)))),
    f("miny", &["Miny"], "Miny(g)", "miny-g, {g | 0 || 0}", "Miny(1/4)", "Winning Ways, vol. 1, ch. 5", (1, 1),
      |_, call| Ok(Value::Game(Game::miny(g1(call)?)))),
    f("outcome", &[], "outcome(g)",
      "the outcome class: L (Left wins), R (Right wins), N (the first player wins), P (the second player wins); with positions among its terms (outcome(clobber(\"xoxo\") + domineering(\"..|..\"), {1|*})) it searches the sum without its canonical form and names a winning move for each first player",
      "outcome({1|*})", LIP, (1, 1),
      |_, call| {
          let o = g1(call)?.outcome();
          Ok(text(format!("{o} ({})", super::outcome_search::class_words(o))))
      }),
    f("compare", &[], "compare(a, b)", "how a and b are ordered: =, <, > or || (confused)",
      "compare(^, *)", LIP, (2, 2),
      |_, call| {
          let (a, b) = (game(call, 0)?, game(call, 1)?);
          let relation = match a.partial_cmp(&b) {
              Some(std::cmp::Ordering::Equal) => "=",
              Some(std::cmp::Ordering::Less) => "<",
              Some(std::cmp::Ordering::Greater) => ">",
              None => "||",
          };
          Ok(text(relation.to_string()))
      }),
    f("leftstop", &["left_stop"], "leftstop(g)",
      "Left's stop: the number reached when Left moves first and both play well",
      "leftstop({3||2*|1*})", "Winning Ways, vol. 1, ch. 6", (1, 1),
      |_, call| Ok(Value::Game(Game::dyadic(g1(call)?.left_stop())))),
    f("rightstop", &["right_stop"], "rightstop(g)", "Right's stop: the number reached when Right moves first",
      "rightstop({3||2*|1*})", "Winning Ways, vol. 1, ch. 6", (1, 1),
      |_, call| Ok(Value::Game(Game::dyadic(g1(call)?.right_stop())))),
    f("stops", &[], "stops(g)", "[Left's stop, Right's stop]", "stops({3|-1})", "Winning Ways, vol. 1, ch. 6", (1, 1),
      |_, call| {
          let g = g1(call)?;
          Ok(list_of([Game::dyadic(g.left_stop()), Game::dyadic(g.right_stop())]))
      }),
    f("mean", &[], "mean(g)", "the mean value (the mast of the thermograph)", "mean({5|-1})",
      "Winning Ways, vol. 1, ch. 6", (1, 1), |_, call| Ok(Value::Game(Game::dyadic(g1(call)?.mean())))),
    f("temperature", &["temp"], "temperature(g)", "the temperature (where the thermograph's mast starts)",
      "temperature({5|-1})", "Winning Ways, vol. 1, ch. 6", (1, 1),
      |_, call| Ok(Value::Game(Game::dyadic(g1(call)?.temperature())))),
    f("thermograph", &[], "thermograph(g)",
      "the thermograph: temperature, mean and each wall as exact breakpoints (CGSuite's Thermograph(mast,[temperatures],[slopes],...) when called by its name, g.Thermograph)",
      "thermograph({3||2*|1*})", "Winning Ways, vol. 1, ch. 6; Siegel, CGT II.5", (1, 1),
      |_, call| {
          let g = g1(call)?;
          Ok(text(if call.name == "Thermograph" { g.thermograph().cgsuite_form() } else { thermograph_text(g) }))
      }),
    f("cool", &[], "cool(g, t)", "g cooled by the number t (t > -1)", "cool({3|-1}, 1)",
      "Winning Ways, vol. 1, ch. 6", (2, 2),
      |_, call| {
          let g = game(call, 0)?;
          let t = number(call, 1)?;
          g.cool(&t).map(Value::Game)
              .ok_or_else(|| call.fail(1, format!("cooling needs t > -1, not {t}")))
      }),
    f("heat", &[], "heat(g, t)", "g heated by t (any value): the inverse of cooling", "heat(*, 1)",
      "Winning Ways, vol. 1, ch. 6", (2, 2),
      |_, call| Ok(Value::Game(game(call, 0)?.heat(game(call, 1)?)))),
    f("overheat", &[], "overheat(g, s, t)",
      "g overheated from s to t (Berlekamp's operator, as CGSuite computes it)",
      "overheat(1/2, 1, 1)", "Berlekamp, The economist's view of combinatorial games; Siegel, CGT II.5", (3, 3),
      |_, call| {
          let (g, s, t) = (game(call, 0)?, game(call, 1)?, game(call, 2)?);
          Ok(Value::Game(g.overheat(s, t)))
      }),
    f("atomicweight", &["aw", "atomic_weight"], "atomicweight(g)",
      "the atomic weight of an all-small game or atomic infinitesimal", "atomicweight(^^*)",
      "Winning Ways, vol. 1, ch. 8; Siegel, CGT II.7", (1, 1),
      |_, call| {
          let g = g1(call)?;
          g.atomic_weight().map(Value::Game).ok_or_else(|| call.fail(0, format!(
              "{g} has no atomic weight: it is neither all-small nor an atomic infinitesimal")))
      }),
    f("rcf", &["reduced", "reducedcanonicalform"], "rcf(g)", "the reduced canonical form (g up to infinitesimals)",
      "rcf({2|^*})", "Siegel, CGT II.6", (1, 1),
      |_, call| Ok(Value::Game(g1(call)?.reduced()))),
    f("birthday", &[], "birthday(g)", "the birthday: the height of the canonical form's game tree",
      "birthday({3||2*|1*})", CGT, (1, 1),
      |_, call| Ok(Value::Game(Game::integer(g1(call)?.birthday())))),
    f("grundy", &[], "grundy(GAME, n)",
      "Grundy values G(0..=n) of a heap game and its period, as a sequence that indexes, loops and measures as the list of the values (s[1] is G(0), counting from 1 as lists do) with s.period, s.preperiod, s.saltus and s.certificate; GAME is a name as conway grundy takes it (\"0.77\", \"kayles\", \"subtraction:1,3,4\") or a function of the heap size giving its options as lists of heaps; n is 100 if left out",
      "grundy(\"0.77\", 20)", "Winning Ways, vol. 1, ch. 4", (1, 2), grundy),
    f("period", &[], "period(s)",
      "the period of a Grundy sequence from grundy(...) (s.period; nothing if none was found)",
      "grundy(\"0.77\", 100).period", "Winning Ways, vol. 1, ch. 4", (1, 1),
      |_, call| pattern(call, |p| Value::Game(Game::integer(p.period)))),
    f("preperiod", &[], "preperiod(s)",
      "where the period of a Grundy sequence starts: its last exceptional value is at preperiod - 1 (s.preperiod)",
      "grundy(\"0.77\", 100).preperiod", "Winning Ways, vol. 1, ch. 4", (1, 1),
      |_, call| pattern(call, |p| Value::Game(Game::integer(p.preperiod)))),
    f("saltus", &[], "saltus(s)",
      "what a Grundy sequence gains each period: 0 unless it is arithmetic-periodic (s.saltus)",
      "grundy(\"0.77\", 100).saltus", "Winning Ways, vol. 1, ch. 4", (1, 1),
      |_, call| pattern(call, |p| Value::Game(Game::integer(p.saltus)))),
    f("certificate", &[], "certificate(s)",
      "why the period of a Grundy sequence goes on for ever, as a string (s.certificate; nothing if it is only apparent)",
      "grundy(\"0.77\", 100).certificate", "Guy & Smith 1956; Siegel, CGT IV.2", (1, 1),
      |_, call| pattern(call, |p| match &p.certificate {
          Some(c) => Value::Str(c.to_string().into()),
          None => Value::Nothing,
      })),
];

/// `read(pattern)` of the Grundy sequence given as the first argument,
/// or nothing when no period was found.
fn pattern(call: &Call<'_>, read: impl Fn(&Periodicity) -> Value) -> Run<Value> {
    match &call.args[0].value {
        Value::Sequence(s) => Ok(s.report.periodicity.as_ref().map_or(Value::Nothing, read)),
        other => Err(call.fail(
            0,
            format!(
                "{} takes a Grundy sequence (from grundy(...)), not {}",
                call.name,
                other.kind()
            ),
        )),
    }
}

/// The most values `grundy(…)` computes.
const MAX_GRUNDY: usize = 1_000_000;

/// Every built-in function: the general table, then the loopy, misère,
/// CGSuite accessor, collection and grid game tables, in the order `help`
/// lists them.
pub(super) fn all() -> impl Iterator<Item = &'static Function> {
    FUNCTIONS
        .iter()
        .chain(super::loopy::FUNCTIONS)
        .chain(super::misere::FUNCTIONS)
        .chain(super::accessors::FUNCTIONS)
        .chain(super::collections::FUNCTIONS)
        .chain(super::maps::FUNCTIONS)
        .chain(super::strings::FUNCTIONS)
        .chain(super::mutable::FUNCTIONS)
        .chain(super::strip::FUNCTIONS)
        .chain(super::grid_games::FUNCTIONS)
        .chain(super::graphs::FUNCTIONS)
        .chain(super::transfinite::FUNCTIONS)
}

/// The function called `name` (or one of its aliases), in any case. A
/// table by lowercase name, built once: every call in a running program
/// looks its name up here.
pub(super) fn function(name: &str) -> Option<&'static Function> {
    static BY_NAME: OnceLock<HashMap<String, &'static Function>> = OnceLock::new();
    let table = BY_NAME.get_or_init(|| {
        let mut table = HashMap::new();
        for f in all() {
            for n in std::iter::once(f.name).chain(f.aliases.iter().copied()) {
                // The first table to name a function wins, as `help` lists them.
                table.entry(n.to_ascii_lowercase()).or_insert(f);
            }
        }
        table
    });
    // Names are short: lowercased on the stack when they fit.
    let mut buffer = [0u8; 32];
    match buffer.get_mut(..name.len()) {
        Some(lower) => {
            lower.copy_from_slice(name.as_bytes());
            lower.make_ascii_lowercase();
            let lower = std::str::from_utf8(lower).expect("ASCII case changes keep UTF-8");
            table.get(lower).copied()
        }
        None => table.get(&name.to_ascii_lowercase()).copied(),
    }
}

/// The ruleset called `name`, written as registered or with `_` for `-`.
pub(super) fn ruleset(name: &str) -> Option<&'static dyn Ruleset> {
    // Compared byte by byte with `-` read as `_`: no string is built (this
    // runs for every assignment a script executes).
    let called = |r: &&dyn Ruleset| {
        r.name().len() == name.len()
            && r.name()
                .bytes()
                .zip(name.bytes())
                .all(|(a, b)| a == b || (a == b'-' && b == b'_'))
    };
    rulesets::all().into_iter().find(called)
}

/// The ruleset CGSuite calls `class` (`Domineering`; words joined by
/// `_`: `ArcKayles` is `arc_kayles`).
pub(super) fn cgsuite_ruleset(class: &str) -> Option<&'static dyn Ruleset> {
    let mut name = String::new();
    for (i, c) in class.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            name.push('_');
        }
        name.push(c.to_ascii_lowercase());
    }
    ruleset(&name)
}

/// The name of a ruleset as it is called in an expression.
pub(super) fn call_name(rules: &dyn Ruleset) -> String {
    rules.name().replace('-', "_")
}

/// Why `name` cannot be assigned, if it is a function's or a ruleset's.
pub(super) fn reserved(name: &str) -> Option<String> {
    // CGSuite's accessor and collection names (mex, sign, sum, ...) stay
    // free for the user's own functions, which then come first.
    let own = FUNCTIONS
        .iter()
        .chain(super::loopy::FUNCTIONS)
        .chain(super::misere::FUNCTIONS);
    if let Some(f) = own.into_iter().find(|f| {
        f.name.eq_ignore_ascii_case(name) || f.aliases.iter().any(|a| a.eq_ignore_ascii_case(name))
    }) {
        return Some(format!("the function {}", f.usage));
    }
    ruleset(name).map(|r| format!("the ruleset {}(\"POSITION\")", call_name(r)))
}

/// The argument `g` of `length(followers(g))` (any spelling of the two
/// names): the call is `followercount(g)`, which counts the followers of
/// a number or a nimber without a list of them.
pub(super) fn counted_followers<'p>(name: &str, args: &'p [Expr]) -> Option<&'p Expr> {
    let is = |n: &str, f: &str| function(n).is_some_and(|x| x.name == f);
    match args {
        [arg] if is(name, "length") => match &arg.kind {
            Kind::Call(inner, inner_args) if is(inner, "followers") && inner_args.len() == 1 => {
                Some(&inner_args[0])
            }
            _ => None,
        },
        _ => None,
    }
}

/// Whether `name` is a built-in function or a ruleset.
pub(super) fn is_builtin(name: &str) -> bool {
    function(name).is_some() || ruleset(name).is_some()
}

/// The message for a name that has no value.
pub(super) fn unknown_name(name: &str) -> String {
    if let Some(f) = function(name) {
        return format!("{name} is a function: write {}", f.usage);
    }
    if let Some(r) = ruleset(name) {
        let name = call_name(r);
        return format!("{name} is a ruleset: write {name}(\"{}\")", r.example());
    }
    format!("unknown name '{name}'; assign it first ({name} := ...), or see help")
}

/// `; did you mean 'NAME'?` when a function or ruleset is named much like
/// `typed`, else nothing.
pub(super) fn did_you_mean(typed: &str) -> String {
    let mut known: Vec<String> = FUNCTIONS
        .iter()
        .chain(super::loopy::FUNCTIONS)
        .chain(super::misere::FUNCTIONS)
        .chain(super::grid_games::FUNCTIONS)
        .flat_map(|f| std::iter::once(f.name).chain(f.aliases.iter().copied()))
        .map(str::to_string)
        .collect();
    known.extend(rulesets::all().into_iter().map(call_name));
    crate::spelling::did_you_mean(typed, known.iter().map(String::as_str))
}

impl Call<'_> {
    /// An error at argument `i`.
    pub(super) fn fail(&self, i: usize, message: impl Into<String>) -> Fail {
        Fail::At(self.args[i].at, message.into())
    }
}

/// The arguments that may be written by name, CGSuite's `name => value`
/// (function, name, place from 0): they are read by their place.
pub(super) const NAMED_ARGUMENTS: &[(&str, &str, usize)] = &[("Graph.Parse", "vertexLabels", 1)];

/// Calls the built-in function or ruleset `name`.
pub(super) fn call(m: &mut Machine<'_>, name: &str, at: usize, args: &[Arg]) -> Run<Value> {
    let call = Call { name, at, args };
    if let Some(class) = name.strip_prefix("game.heap.") {
        return super::heap_rules::call(class, &call);
    }
    if let Some(class) = name.strip_prefix("game.") {
        return cgsuite_position(class, &call);
    }
    if let Some(answer) = super::heap_rules::accessor(m, name, &call) {
        return answer;
    }
    if let Some(f) = function(name) {
        let n = args.len();
        if n < f.min_args || n > f.max_args {
            let count = match (f.min_args, f.max_args) {
                (1, 1) => "one argument".to_string(),
                (a, b) if a == b => format!("{a} arguments"),
                (0, b) => format!("up to {b} arguments"),
                (a, b) => format!("{a} to {b} arguments"),
            };
            return Err(Fail::At(at, format!("{name} takes {count}: {}", f.usage)));
        }
        if let Some(answer) = super::positions::call(f.name, args, m.control) {
            return answer;
        }
        if let Some(answer) = super::transfinite::call(name, args) {
            return answer;
        }
        if let Some(answer) = super::accessors::call(name, args) {
            return answer;
        }
        if let Some(loopy) = super::loopy::call(name, args) {
            return loopy;
        }
        if let Some(misere) = super::misere::call(name, args) {
            return misere;
        }
        return (f.run)(m, &call);
    }
    if let Some(rules) = ruleset(name) {
        return ruleset_call(m, rules, &call);
    }
    Err(Fail::At(
        at,
        format!(
            "unknown function '{name}'{}; 'help' lists the functions and rulesets",
            did_you_mean(name)
        ),
    ))
}

fn text(s: String) -> Value {
    Value::Str(s.into())
}

fn ruleset_call(m: &mut Machine<'_>, rules: &dyn Ruleset, call: &Call<'_>) -> Run<Value> {
    let position = ruleset_position(rules, call)?;
    let analysis = position.analyze_with(m.control)?;
    Ok(match analysis.value {
        Some(g) => Value::Game(g),
        None => text(analysis_text(rules, position.as_ref(), &analysis)),
    })
}

/// CGSuite's `game.grid.Domineering("..|..")` (`call.name` without
/// `game.`: `grid.Domineering`): the position itself, kept with its moves.
/// CGSuite's Hackenbush needs ground: an empty graph is an error.
fn cgsuite_position(member: &str, call: &Call<'_>) -> Run<Value> {
    let class = member.split_once('.').map_or(member, |(_, c)| c);
    let rules = cgsuite_ruleset(class).expect("the parser checked the ruleset");
    let position = ruleset_position(rules, call)?;
    if rules.name().contains("hackenbush") && position.notation().trim().is_empty() {
        return Err(call.fail(0, "that graph is empty (no ground)"));
    }
    Ok(super::positions::RulesetPosition::value_of(
        class, rules, position,
    ))
}

/// The position a ruleset's call names: its one argument, a string (or
/// a graph, for CGSuite's graph games).
fn ruleset_position(rules: &dyn Ruleset, call: &Call<'_>) -> Run<Box<dyn Position>> {
    let name = call_name(rules);
    let (position_text, arg) = match call.args {
        [arg @ Arg {
            value: Value::Str(t),
            ..
        }] => (t.clone(), arg),
        // CGSuite's graph games take a graph: its string is the position.
        [arg @ Arg {
            value: Value::Graph(g),
            ..
        }] => (super::graphs::text(g).into(), arg),
        _ => {
            return Err(Fail::At(
                call.at,
                format!(
                    "{name} takes one position in double quotes, as in {name}(\"{}\")",
                    rules.example()
                ),
            ))
        }
    };
    rules
        .parse(&position_text)
        .map_err(|e| inside_string(arg, &position_text, &e, &format!("{name} position")))
}

/// Argument `i`, which must be a game.
fn game(call: &Call<'_>, i: usize) -> Run<Game> {
    match &call.args[i].value {
        Value::Game(g) => Ok(*g),
        _ => Err(not_a_game(call, i)),
    }
}

/// The error for argument `i` when it is not a game.
pub(super) fn not_a_game(call: &Call<'_>, i: usize) -> Fail {
    let value = &call.args[i].value;
    let message = format!(
        "expected a game here, not {} (argument {} of {})",
        value.kind(),
        i + 1,
        call.name
    );
    call.fail(i, message)
}

/// Argument `i`, which must be a nimber.
fn nimber(call: &Call<'_>, i: usize) -> Run<Nimber> {
    let g = game(call, i)?;
    g.as_nimber()
        .ok_or_else(|| call.fail(i, format!("expected a nimber such as *3 here, not {g}")))
}

/// Argument `i`, which must be a number.
fn number(call: &Call<'_>, i: usize) -> Run<Dyadic> {
    let g = game(call, i)?;
    g.as_number()
        .cloned()
        .ok_or_else(|| call.fail(i, format!("expected a number here, not {g}")))
}

/// Argument `i`, which must be a whole number from 0 to `max`.
fn count(call: &Call<'_>, i: usize, max: usize) -> Run<usize> {
    let v = &call.args[i].value;
    v.as_integer()
        .and_then(|n| n.to_u64())
        .and_then(|n| usize::try_from(n).ok())
        .filter(|&n| n <= max)
        .ok_or_else(|| {
            call.fail(
                i,
                format!("expected a whole number from 0 to {max}, not {v}"),
            )
        })
}

/// An error `e` in the string argument `arg` (whose text is `text`),
/// moved to its place in the statement.
pub(super) fn inside_string(arg: &Arg, text: &str, e: &ParseError, what: &str) -> Fail {
    let line_start: usize = text
        .split_inclusive('\n')
        .take(e.line.saturating_sub(1))
        .map(str::len)
        .sum();
    let line = &text[line_start.min(text.len())..];
    let in_line: usize = line
        .chars()
        .take(e.column.saturating_sub(1))
        .map(char::len_utf8)
        .sum();
    // The opening quote comes first.
    Fail::At(
        arg.at + 1 + line_start + in_line,
        format!("{what}: {}", e.message),
    )
}

fn length(_: &mut Machine<'_>, call: &Call<'_>) -> Run<Value> {
    match &call.args[0].value {
        Value::List(items) | Value::Set(items) => Ok(Value::Game(Game::integer(items.len()))),
        Value::Sequence(s) => Ok(Value::Game(Game::integer(s.report.values.len()))),
        Value::Str(s) => Ok(Value::Game(Game::integer(s.chars().count()))),
        Value::Map(entries) => Ok(Value::Game(Game::integer(entries.len()))),
        Value::Strip(s) => Ok(Value::Game(Game::integer(s.0.len()))),
        Value::Mutable(m) => match &*m.items() {
            super::mutable::MutableItems::List(v) | super::mutable::MutableItems::Set(v) => {
                Ok(Value::Game(Game::integer(v.len())))
            }
            super::mutable::MutableItems::Map(e) => Ok(Value::Game(Game::integer(e.len()))),
        },
        Value::Range(a, b, step) => Ok(Value::Game(Game::integer(Value::range_len(a, b, step)))),
        other => Err(call.fail(0, format!("length takes a list, not {}", other.kind()))),
    }
}

fn grundy(m: &mut Machine<'_>, call: &Call<'_>) -> Run<Value> {
    let n = if call.args.len() > 1 {
        count(call, 1, MAX_GRUNDY)?
    } else {
        100
    };
    match &call.args[0].value {
        Value::Str(name) => {
            let game = HeapGame::parse(name)
                .map_err(|e| inside_string(&call.args[0], name, &e, "heap game"))?;
            let mut run = SequenceRun::new(&game);
            run.extend_to(game.analysis_length(n), m.control)?;
            let report = game.report(run.values(), n);
            Ok(GrundySequence::value_of(game.to_string(), report))
        }
        Value::Function(f) => {
            let values = user_heap_values(m, call, f, n)?;
            let report = SequenceReport {
                periodicity: apparent(&values),
                checked: values.len(),
                values,
            };
            Ok(GrundySequence::value_of(f.to_string(), report))
        }
        other => Err(call.fail(
            0,
            format!(
                "grundy takes a heap game's name in double quotes or a function, not {}",
                other.kind()
            ),
        )),
    }
}

/// `G(0..=n)` of the heap game whose options from a heap of `k` are
/// `f(k)`: a list of moves, each a list of the smaller heaps it leaves
/// (or one heap alone).
fn user_heap_values(m: &mut Machine<'_>, call: &Call<'_>, f: &str, n: usize) -> Run<Vec<u64>> {
    let at = call.args[0].at;
    let mut values: Vec<u64> = Vec::with_capacity(n + 1);
    for k in 0..=n {
        m.control.tick()?;
        let options = m.call_function(f, vec![Value::Game(Game::integer(k))], at)?;
        let bad = |what: String| Fail::At(at, format!("{f}({k}) {what}"));
        // A loop that gathers nothing gives nothing: a heap with no moves.
        let moves = match options {
            Value::List(moves) => moves,
            Value::Nothing => Default::default(),
            other => {
                return Err(bad(format!(
                    "gave {}, not a list of moves (lists of heaps)",
                    other.kind()
                )));
            }
        };
        let mut reached = HashSet::new();
        for mv in moves.iter() {
            let heaps: Vec<Value> = match mv {
                Value::List(hs) => hs.to_vec(),
                v @ Value::Game(_) => vec![v.clone()],
                other => {
                    return Err(bad(format!(
                        "gave a move that is {}, not a list of heaps",
                        other.kind()
                    )))
                }
            };
            let mut x = Nimber(0);
            for h in &heaps {
                let size = h
                    .as_integer()
                    .and_then(|i| i.to_u64())
                    .and_then(|i| usize::try_from(i).ok())
                    .filter(|&i| i < k)
                    .ok_or_else(|| {
                        bad(format!(
                            "gave the heap {h}: heaps after a move must be whole numbers below {k}"
                        ))
                    })?;
                x = x + Nimber(values[size]);
            }
            reached.insert(x.0);
        }
        values.push((0..).find(|v| !reached.contains(v)).expect("a mex exists"));
    }
    Ok(values)
}

/// A thermograph in words: temperature, mean, and each wall's corners.
fn thermograph_text(g: Game) -> String {
    let th = g.thermograph();
    let wall = |w: &Trajectory| {
        let corners: Vec<String> = w
            .pieces()
            .iter()
            .map(|p| format!("{} at t = {}", p.value, p.start))
            .collect();
        format!("{}, then straight up", corners.join(", "))
    };
    format!(
        "thermograph of {g}: temperature {}, mean {}\n  left wall:  {}\n  right wall: {}",
        th.temperature(),
        th.mast(),
        wall(th.left_wall()),
        wall(th.right_wall()),
    )
}

/// The analysis of a position that has no game value.
fn analysis_text(rules: &dyn Ruleset, position: &dyn Position, a: &Analysis) -> String {
    let mut out = format!(
        "{} {}: outcome {}",
        rules.name(),
        position.notation(),
        a.outcome
    );
    if let Some(n) = a.nimber {
        let _ = write!(out, ", Grundy value {}", n.0);
    }
    if !a.left_moves.is_empty() {
        let _ = write!(out, "\n  winning moves: {}", a.left_moves.join(", "));
    }
    for d in &a.details {
        let _ = write!(out, "\n  {}: {}", d.label, d.text);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_ruleset_is_shadowed_by_a_function() {
        for r in rulesets::all() {
            assert!(function(&call_name(r)).is_none(), "{}", r.name());
        }
    }

    #[test]
    fn names_are_unique() {
        let mut all: Vec<&str> = FUNCTIONS
            .iter()
            .chain(crate::worksheet::loopy::FUNCTIONS)
            .chain(crate::worksheet::misere::FUNCTIONS)
            .flat_map(|f| std::iter::once(f.name).chain(f.aliases.iter().copied()))
            .collect();
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }
}
