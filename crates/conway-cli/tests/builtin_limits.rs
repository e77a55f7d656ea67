//! Every built-in function of the worksheet runs under the limits: each
//! is called on an input that makes it work hard, under a tiny --timeout
//! and --max-memory, and must come back (issue 27 point 4: `followers`
//! ran on past a one-second limit at 3.7 GB; the scan also found the
//! ordinal sum unwinding a deep recursion a second after its stop, and
//! misère nim heaps and `mate` of big ones ignoring the limits).

use crate::common;
use common::command;
use std::io::Write;
use std::process::Stdio;
use std::time::{Duration, Instant};

/// How a call under the limits must end.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Ends {
    /// Stopped by a limit (exit code 3): without limits it would run for
    /// minutes or take gigabytes.
    Stopped,
    /// Answered or refused its input (exit code 0 or 2), or stopped.
    Any,
}

/// A call of each built-in function (by its name as `help` lists it) that
/// works hard, and how it must end.
const CALLS: &[(&str, &str, Ends)] = &[
    ("print", "print(followers(30000000))", Ends::Stopped),
    ("length", "length([n for n in 1..100000000])", Ends::Stopped),
    ("leftoptions", "leftoptions(1000000000)", Ends::Any),
    ("rightoptions", "rightoptions(-1000000000)", Ends::Any),
    ("followers", "followers(30000000)", Ends::Stopped),
    ("followercount", "followercount({30000000|*})", Ends::Stopped),
    ("leftincentives", "leftincentives(powto(^, 3000))", Ends::Any),
    ("rightincentives", "rightincentives(powto(^, 3000))", Ends::Any),
    ("incentives", "incentives(powto(^, 3000))", Ends::Any),
    ("norton", "norton(powto(^, 3000), {1|*})", Ends::Stopped),
    ("ordinalsum", "ordinalsum(*, 2000000000)", Ends::Stopped),
    ("conjunctive", "conjunctive(powto(^, 3000), powto(^, 3000))", Ends::Any),
    ("selective", "selective(powto(^, 300), powto(^, 300))", Ends::Stopped),
    (
        "continuedconjunctive",
        "continuedconjunctive(powto(^, 3000), powto(^, 3000))",
        Ends::Any,
    ),
    (
        "shortenedselective",
        "shortenedselective(powto(^, 300), powto(^, 300))",
        Ends::Stopped,
    ),
    ("isnumber", "isnumber(powto(^, 10000))", Ends::Any),
    ("isinteger", "isinteger(powto(^, 10000))", Ends::Any),
    ("isnimber", "isnimber(powto(^, 10000))", Ends::Any),
    ("isinfinitesimal", "isinfinitesimal(powto(^, 10000))", Ends::Any),
    ("isallsmall", "isallsmall(powto(^, 10000))", Ends::Any),
    ("isnumberish", "isnumberish(powto(^, 10000))", Ends::Any),
    ("iseventempered", "iseventempered({30000000|*})", Ends::Any),
    ("isoddtempered", "isoddtempered({30000000|*})", Ends::Any),
    ("isuptimal", "isuptimal(powto(^, 10000))", Ends::Any),
    ("isswitch", "isswitch(powto(^, 10000))", Ends::Any),
    ("companion", "companion(powto(^, 10000))", Ends::Any),
    ("stopcount", "stopcount(powto(^, 10000))", Ends::Any),
    ("freeze", "freeze(powto(^, 3000))", Ends::Any),
    ("pow", "pow({0|{0|-1}}, 10000)", Ends::Any),
    ("powto", "powto(^, 10000)", Ends::Any),
    ("uptimal", "uptimal(powto(^, 10000))", Ends::Any),
    ("nimproduct", "nimproduct(*123456789, *987654321)", Ends::Any),
    ("nimpower", "nimpower(*3, 18446744073709551615)", Ends::Any),
    (
        "nimsum",
        "(omega^(omega^1000)*123456789123456789) NimSum (omega^omega^999 + 5)",
        Ends::Any,
    ),
    (
        "nimexp",
        "(omega^(omega^50*7) + omega^(omega^49*3) + omega^omega^20 + omega + 3) NimExp 18446744073709551615",
        Ends::Any,
    ),
    (
        "conwayproduct",
        "*(omega^(omega^53*250) + omega^(omega^52*200) + omega^omega^40 + 7) ConwayProduct *(omega^(omega^53*251) + omega^(omega^51*3) + 9)",
        Ends::Any,
    ),
    ("tiny", "Tiny(powto(^, 3000))", Ends::Any),
    ("miny", "Miny(powto(^, 3000))", Ends::Any),
    (
        "outcome",
        "outcome(domineering(\"........|........|........|........|........|........|........|........\"))",
        Ends::Any,
    ),
    ("compare", "compare(powto(^, 10000), pow(^, 10000))", Ends::Any),
    ("leftstop", "leftstop(powto(^, 10000))", Ends::Any),
    ("rightstop", "rightstop(powto(^, 10000))", Ends::Any),
    ("stops", "stops(powto(^, 10000))", Ends::Any),
    ("mean", "mean(powto(^, 10000))", Ends::Any),
    ("temperature", "temperature(powto(^, 10000))", Ends::Any),
    ("thermograph", "thermograph(powto(^, 10000))", Ends::Any),
    ("cool", "cool(powto(^, 3000), 1)", Ends::Any),
    ("heat", "heat(powto(^, 3000), 1)", Ends::Stopped),
    ("overheat", "overheat(powto(^, 3000), 1, 2)", Ends::Stopped),
    ("atomicweight", "atomicweight(powto(^, 10000))", Ends::Any),
    ("rcf", "rcf(powto(^, 10000))", Ends::Any),
    ("birthday", "birthday(powto(^, 10000))", Ends::Any),
    ("grundy", "grundy(\"4!.0\", 1000000)", Ends::Stopped),
    ("period", "period(grundy(\"4!.0\", 1000000))", Ends::Stopped),
    ("preperiod", "preperiod(grundy(\"4!.0\", 1000000))", Ends::Stopped),
    ("saltus", "saltus(grundy(\"4!.0\", 1000000))", Ends::Stopped),
    ("certificate", "certificate(grundy(\"4!.0\", 1000000))", Ends::Stopped),
    ("onside", "onside(a{30000000|b{a|*}})", Ends::Any),
    ("offside", "offside(a{30000000|b{a|*}})", Ends::Any),
    ("sides", "sides({30000000|pass})", Ends::Any),
    ("isstopper", "isstopper({pass|30000000})", Ends::Any),
    ("upsum", "upsum(30000000, over)", Ends::Stopped),
    ("downsum", "downsum(30000000, under)", Ends::Stopped),
    ("misere", "misere(\"nim\", \"4000 4000 4000\")", Ends::Stopped),
    ("miserenimvalue", "miserenimvalue(misere(*4096))", Ends::Any),
    ("genus", "genus(misere(*4096) + misere(*4095))", Ends::Any),
    ("istame", "istame(misere(*4096))", Ends::Any),
    ("isrestive", "isrestive(misere(*4096))", Ends::Any),
    ("isrestless", "isrestless(misere(*4096))", Ends::Any),
    ("isnimheap", "isnimheap(misere(*4096))", Ends::Any),
    ("mate", "mate(misere(*4096))", Ends::Any),
    // CGSuite's accessors and collection methods: on a hard value or a
    // range of 10^8 items.
    ("g.options", "(powto(^, 3000)).Options(Left)", Ends::Any),
    ("g.stop", "(powto(^, 3000)).Stop(Left)", Ends::Any),
    ("g.followercount", "({30000000|*}).FollowerCount", Ends::Any),
    ("g.outcomeclass", "(powto(^, 3000)).OutcomeClass", Ends::Any),
    ("g.misereoutcomeclass", "(powto(^, 3000)).MisereOutcomeClass", Ends::Any),
    ("g.iseven", "(powto(^, 3000)).IsEven", Ends::Any),
    ("g.isodd", "(powto(^, 3000)).IsOdd", Ends::Any),
    ("g.isidempotent", "(powto(^, 3000)).IsIdempotent", Ends::Any),
    ("g.iszero", "(powto(^, 3000)).IsZero", Ends::Any),
    ("g.isloopfree", "(powto(^, 3000)).IsLoopfree", Ends::Any),
    ("g.isplumtree", "(powto(^, 3000)).IsPlumtree", Ends::Any),
    ("g.isstoppersided", "(powto(^, 3000)).IsStopperSided", Ends::Any),
    ("g.ispseudonumber", "(powto(^, 3000)).IsPseudonumber", Ends::Any),
    ("g.isstable", "(powto(^, 3000)).IsStable", Ends::Any),
    ("g.isordinal", "(powto(^, 3000)).IsOrdinal", Ends::Any),
    ("g.isnumbertiny", "(powto(^, 3000)).IsNumberTiny", Ends::Any),
    ("g.isatomic", "(powto(^, 3000)).IsAtomic", Ends::Any),
    ("g.degree", "(powto(^, 3000)).Degree", Ends::Any),
    ("g.variety", "(powto(^, 3000)).Variety", Ends::Any),
    ("g.canonicalform", "(powto(^, 3000)).CanonicalForm", Ends::Any),
    ("g.isintroverted", "(powto(^, 3000)).IsIntroverted", Ends::Any),
    ("g.isgenerallytame", "(powto(^, 3000)).IsGenerallyTame", Ends::Any),
    ("g.isgenerallyrestive", "(powto(^, 3000)).IsGenerallyRestive", Ends::Any),
    ("g.istameable", "(powto(^, 3000)).IsTameable", Ends::Any),
    ("g.ishalftame", "(powto(^, 3000)).IsHalfTame", Ends::Any),
    ("g.nimvalue", "(powto(^, 3000)).NimValue", Ends::Any),
    ("x.class", "(2^100000 + 1/3).Class", Ends::Any),
    ("x.numerator", "(2^100000 + 1/3).Numerator", Ends::Any),
    ("x.denominator", "(2^100000 + 1/3).Denominator", Ends::Any),
    ("x.isdyadic", "(2^100000 + 1/3).IsDyadic", Ends::Any),
    ("x.abs", "(2^100000 + 1/3).Abs", Ends::Any),
    ("x.floor", "(2^100000 + 1/3).Floor", Ends::Any),
    ("x.ceiling", "(2^100000 + 1/3).Ceiling", Ends::Any),
    ("x.reciprocal", "(2^100000 + 1/3).Reciprocal", Ends::Any),
    ("x.sign", "(2^100000 + 1/3).Sign", Ends::Any),
    ("max", "Max((1..100000000))", Ends::Any),
    ("min", "Min((1..100000000))", Ends::Any),
    ("sum", "Sum((1..100000000))", Ends::Any),
    ("mex", "Mex((1..100000000))", Ends::Any),
    ("l.count", "(1..100000000).Count(x -> x > 1)", Ends::Any),
    ("l.exists", "(1..100000000).Exists(x -> x < 0)", Ends::Any),
    ("l.forall", "(1..100000000).ForAll(x -> x > 0)", Ends::Any),
    ("l.sortedwith", "(1..100000000).SortedWith((a, b) -> b - a)", Ends::Any),
    ("l.isempty", "(1..100000000).IsEmpty", Ends::Any),
    ("l.head", "(1..100000000).Head", Ends::Any),
    ("l.tail", "(1..100000000).Tail", Ends::Any),
    ("l.contains", "(1..100000000).Contains(-1)", Ends::Any),
    ("l.adjoin", "(1..100000000).Adjoin(0)", Ends::Any),
    ("l.concat", "(1..100000000).Concat(1..10)", Ends::Any),
    ("l.tolist", "(1..100000000).ToList", Ends::Any),
    ("l.toset", "(1..100000000).ToSet", Ends::Any),
    ("l.sorted", "(1..100000000).Sorted", Ends::Any),
    ("l.reversed", "(1..100000000).Reversed", Ends::Any),
    ("l.distinct", "(1..100000000).Distinct", Ends::Any),
    ("l.flattened", "(1..100000000).Flattened", Ends::Any),
    ("l.indexof", "(1..100000000).IndexOf(-1)", Ends::Any),
    ("l.updated", "(1..100000000).Updated(1, 0)", Ends::Any),
    ("grid", "Grid(400, 400)", Ends::Any),
    (
        "gridgame",
        "GridGame(Grid(10, 10, \"mirrors\"), g -> [g.Fill([r, c], [r + 1, c]) for r from 1 to g.Rows for c from 1 to g.Cols where g.Empty(r, c) and g.Empty(r + 1, c)], g -> [g.Fill([r, c], [r, c + 1]) for r from 1 to g.Rows for c from 1 to g.Cols where g.Empty(r, c) and g.Empty(r, c + 1)])",
        Ends::Stopped,
    ),
    ("g.rows", "Grid(20, 20).Rows", Ends::Any),
    ("g.cols", "Grid(20, 20).Cols", Ends::Any),
    ("g.empty", "Grid(20, 20).Empty(20, 99999999999999999999)", Ends::Any),
    ("g.emptycells", "Grid(20, 20).EmptyCells", Ends::Any),
    ("g.blocked", "Grid(20, 20).Fill([[r, c] for r from 1 to 20 for c from 1 to 20]).Blocked", Ends::Any),
    ("g.fill", "Grid(20, 20).Fill([[r, c] for r from 1 to 20 for c from 1 to 20])", Ends::Any),
    ("g.regions", "Grid(20, 20).Fill([[r, c] for r from 1 to 20 for c from 1 to 20 where (r + c) mod 2 == 0]).Regions", Ends::Any),
    ("g.normalform", "Grid(20, 20, \"all\").Fill([1, 1]).NormalForm", Ends::Any),
    ("g.symmetry", "Grid(20, 20, \"all\").Symmetry", Ends::Any),
    ("g.adjacency", "Grid(20, 20, \"king\").Adjacency", Ends::Any),
    ("m.containskey", "{n => n for n in 1..100000000}.ContainsKey(5)", Ends::Stopped),
    ("m.keys", "{n => n for n in 1..100000000}.Keys", Ends::Stopped),
    ("m.values", "{n => n for n in 1..100000000}.Values", Ends::Stopped),
    ("s.substring", "Strip.Empty(100000000).ToString.Substring(1, 99999999)", Ends::Any),
    ("s.tolowercase", "Strip.Empty(100000000).ToString.ToLowerCase", Ends::Any),
    ("s.touppercase", "Strip.Empty(100000000).ToString.ToUpperCase", Ends::Any),
    ("x.tostring", "followers(30000000).ToString", Ends::Stopped),
    ("mutablelist", "MutableList(1..100000000)", Ends::Any),
    ("mutableset", "MutableSet(1..100000000)", Ends::Any),
    ("mutablemap", "MutableMap({n => n for n in 1..100000000})", Ends::Stopped),
    ("x.add", "MutableList().Add(followers(30000000))", Ends::Stopped),
    ("x.addall", "MutableSet().AddAll(1..100000000)", Ends::Any),
    ("x.remove", "MutableList(1..100000000).Remove(-1)", Ends::Any),
    ("x.removeall", "MutableList(1..100000000).RemoveAll(1..100000000)", Ends::Any),
    ("x.removeat", "MutableList(1..100000000).RemoveAt(1)", Ends::Any),
    ("x.sort", "MutableList(1..100000000).Sort()", Ends::Any),
    ("x.put", "MutableMap().Put(1, followers(30000000))", Ends::Stopped),
    ("x.putall", "MutableMap().PutAll({n => n for n in 1..100000000})", Ends::Stopped),
    ("x.clear", "MutableList(1..100000000).Clear()", Ends::Any),
    ("strip.empty", "Strip.Empty(4000000000)", Ends::Any),
    ("strip.parse", "Strip.Parse(Strip.Empty(100000000).ToString, \"0\")", Ends::Any),
    ("s.findall", "Strip.Empty(100000000).FindAll(0)", Ends::Any),
    ("s.decomposition", "Strip.Empty(100000000).Decomposition(1)", Ends::Any),
    ("s.substrip", "Strip.Empty(100000000).Substrip(1, 100000000)", Ends::Any),
    ("s.updatedrange", "Strip.Empty(100000000).UpdatedRange(1, 100000000, 1)", Ends::Any),
    ("graph", "Graph(Strip.Empty(65535).ToString(\"-\")).ConnectedComponents", Ends::Any),
    ("graph.parse", "Graph.Parse(\"L-.\", {\"L\" => followers(30000000)})", Ends::Stopped),
    ("graph.fromadjacencylist", "Graph.FromAdjacencyList([[n] for n in 1..100000000])", Ends::Any),
    ("graph.path", "Graph.Path(100000000)", Ends::Any),
    ("graph.cycle", "Graph.Cycle(65536).ConnectedComponents", Ends::Any),
    ("graph.star", "Graph.Star(65536).DeleteVertex(1).ConnectedComponents", Ends::Any),
    ("graph.clique", "Graph.Clique(256)", Ends::Any),
    ("g.vertexcount", "Graph.Clique(256).VertexCount", Ends::Any),
    ("g.edgecount", "Graph.Clique(256).EdgeCount", Ends::Any),
    ("g.vertices", "Graph.Clique(256).Vertices", Ends::Any),
    ("g.edges", "Graph.Clique(256).Edges", Ends::Any),
    ("g.adjacencylist", "Graph.Clique(256).AdjacencyList", Ends::Any),
    ("g.isconnected", "Graph.Path(65536).IsConnected", Ends::Any),
    ("g.issimple", "Graph.Clique(256).IsSimple", Ends::Any),
    ("g.connectedcomponent", "Graph.Path(65536).ConnectedComponent(1)", Ends::Any),
    ("g.connectedcomponents", "Graph.Star(65536).DeleteVertex(1).ConnectedComponents", Ends::Any),
    ("g.deleteedge", "Graph.Clique(256).DeleteEdge(Graph.Clique(256)[1][1])", Ends::Any),
    ("g.deleteedgebyindex", "Graph.Clique(256).DeleteEdgeByIndex(1, 1)", Ends::Any),
    ("g.deletevertex", "Graph.Clique(256).DeleteVertex(1)", Ends::Any),
    ("g.deletevertices", "Graph.Path(65536).DeleteVertices(1..65536..2)", Ends::Any),
    ("g.retainvertices", "Graph.Path(65536).RetainVertices(1..65536..2)", Ends::Any),
    ("g.updatedvertexlabels", "Graph.Path(65536).UpdatedVertexLabels({n => Left for n in 1..65536})", Ends::Any),
];

/// A few rulesets called as functions, on positions too big for the
/// limits.
const RULESET_CALLS: &[(&str, Ends)] = &[
    (
        "domineering(\"........|........|........|........|........|........\")",
        Ends::Stopped,
    ),
    (
        "clobber(\"xoxoxoxoxo|oxoxoxoxox|xoxoxoxoxo|oxoxoxoxox\")",
        Ends::Stopped,
    ),
    (
        "cram(\".......|.......|.......|.......|.......\")",
        Ends::Stopped,
    ),
];

/// The names of the built-in functions, as `help` lists them.
fn listed_functions() -> Vec<String> {
    let out = common::conway_with_input(&["repl"], "help\n");
    let help = String::from_utf8(out.stdout).unwrap();
    let start = help
        .find("Functions (help NAME for more):")
        .expect("a function list");
    let end = help.find("Rulesets:").expect("a ruleset list");
    help[start..end]
        .lines()
        .skip(1)
        .filter_map(|line| {
            // `name(args)  summary`, or an accessor `g.Name  summary`.
            let usage = line.split_whitespace().next()?;
            let name = usage.split('(').next()?;
            Some(name.to_ascii_lowercase())
        })
        .collect()
}

/// Runs `line` in the worksheet under a 0.3 s timeout and a 300 MB
/// memory cap; returns the exit code and how long it took.
fn run_limited(line: &str) -> (Option<i32>, Duration) {
    let start = Instant::now();
    let mut child = command()
        .args(["repl", "--timeout", "0.3", "--max-memory", "300M"])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the conway binary runs");
    let _ = child
        .stdin
        .take()
        .unwrap()
        .write_all(format!("{line}\n").as_bytes());
    // Far beyond the 0.3 s limit: only a run that ignores the limits (the
    // defects this scan looks for ran for minutes) takes this long.
    let deadline = start + Duration::from_secs(60);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return (status.code(), start.elapsed());
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            return (None, start.elapsed());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn every_builtin_obeys_a_tiny_timeout_and_memory_cap() {
    let listed = listed_functions();
    assert!(listed.len() > 50, "{listed:?}");
    for name in &listed {
        assert!(
            CALLS.iter().any(|(n, _, _)| n == name),
            "no call of '{name}' in the scan: add one that makes it work hard"
        );
    }
    let calls: Vec<(&str, Ends)> = CALLS
        .iter()
        .map(|&(_, line, ends)| (line, ends))
        .chain(RULESET_CALLS.iter().copied())
        .collect();
    // Two at a time (the machine has two cores).
    let results: Vec<(Option<i32>, Duration)> = calls
        .chunks(2)
        .flat_map(|pair| {
            let handles: Vec<_> = pair
                .iter()
                .map(|&(line, _)| std::thread::spawn(move || run_limited(line)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap())
                .collect::<Vec<_>>()
        })
        .collect();
    for ((line, ends), (code, took)) in calls.iter().zip(results) {
        let allowed: &[i32] = match ends {
            Ends::Stopped => &[3],
            Ends::Any => &[0, 2, 3],
        };
        assert!(
            code.is_some_and(|c| allowed.contains(&c)),
            "{line}: exit code {code:?} after {took:?}, expected one of {allowed:?}"
        );
    }
}

#[test]
fn followers_of_numbers_and_nimbers_are_counted_without_a_list() {
    // A number's followers are the numbers on its path from 0 (birthday
    // + 1 of them); CGSuite answers this at once too.
    let out = common::conway_with_input(
        &["repl", "--timeout", "5"],
        "length(followers(-1823437481924))\nLength(Followers(*1000000000))\nlength(followers({1|*}))\n",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "1823437481925\n1000000001\n4\n"
    );
}
