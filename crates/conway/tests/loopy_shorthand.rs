//! CGSuite's printing shorthand for loopy values (`3/2under`, `1over`,
//! `^[on]*`, `-1/4v[on]`, `^<on>`): the literature's cases, and printed
//! forms of thousands of random stoppers read back to equal games.

use crate::common;
use common::loopy::Rng;

use conway::loopy::{notation, Graph, LoopyGame};
use conway::value::{Game, Player};

fn game(text: &str) -> LoopyGame {
    notation::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn cgsuite_prints_these_so() {
    // CGSuite's CanonicalStopperTestCase (lib/core/src/test/scala/org/
    // cgsuite/lang/CanonicalStopperTestCase.scala): input, output.
    for (text, shown) in [
        ("{pass|}", "on"),
        ("{|pass}", "off"),
        ("{0|pass}", "over"),
        ("{pass|3/2}", "3/2under"),
        ("{-1/4+*|pass}", "-1/4v[on]"),
        ("{0||0|0,pass}", "^<on>"),
        ("{0|{0||0|0,pass}||-{0||0|0,pass}}", "{0|^<on>||v<on>}"),
        ("a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}"),
    ] {
        assert_eq!(game(text).to_string(), shown, "{text}");
    }
    // Upon (Winning Ways ch. 11: upon = {pass|*}) is ^[on] in CGSuite's
    // output; upon* = {0,pass|0}; x + over and x + under glue to x.
    for (text, shown) in [
        ("upon", "^[on]"),
        ("{0,pass|0}", "^[on]*"),
        ("-upon", "v[on]"),
        ("1 + over", "1over"),
        ("-5/8 + under", "-5/8under"),
        ("2 + upon + *3", "2^[on]*3"),
        ("-1/2 - upon", "-1/2v[on]"),
        ("1 + {0||0|0,pass}", "1^<on>"),
    ] {
        let g = game(text);
        assert_eq!(g.to_string(), shown, "{text}");
        assert!(game(shown).equals(&g).unwrap(), "{shown} reads back");
    }
}

#[test]
fn short_parts_read_as_the_short_notation_reads_them() {
    // A minus before a short literal means what it means to the short
    // reader; only a glued shorthand (-1/4v[on]) keeps its sign.
    for text in ["-1/4v", "-1", "-3/2*", "{3|-7}", "-^*", "1 - 1/2"] {
        let short: Game = text.parse().unwrap();
        assert_eq!(game(text).to_game(), Some(short), "{text}");
    }
    assert!(game("-1/4v[on]").equals(&game("-1/4 - upon")).unwrap());
    assert!(game("{-5/8under|pass}")
        .equals(&game("{(-5/8 + under)|pass}"))
        .unwrap());
}

/// A random graph of 1–3 loopy nodes with passes and short leaves chosen
/// to meet the shorthand forms (numbers, number + nimber).
fn random_stopper(rng: &mut Rng) -> LoopyGame {
    let leaves = [
        Game::ZERO,
        Game::integer(1),
        Game::dyadic("-1/4".parse().unwrap()),
        Game::dyadic("3/2".parse().unwrap()),
        Game::nimber(1),
        Game::nimber(2),
        Game::dyadic("1/2".parse().unwrap()) + Game::nimber(1),
        Game::up(1),
    ];
    loop {
        let n = 1 + rng.below(3) as u32;
        let mut g = Graph::new();
        for _ in 0..n {
            g.add_node();
        }
        let embedded: Vec<u32> = leaves.iter().map(|&s| g.embed(s)).collect();
        for v in 0..n {
            for p in [Player::Left, Player::Right] {
                for w in 0..n {
                    if rng.below(3) == 0 {
                        g.add_option(v, p, w);
                    }
                }
                for _ in 0..rng.below(3) {
                    g.add_option(v, p, embedded[rng.below(leaves.len() as u64) as usize]);
                }
            }
        }
        let game = LoopyGame::new(g, 0);
        if game.is_stopper() {
            return game;
        }
    }
}

#[test]
fn printed_stoppers_read_back_equal() {
    let mut rng = Rng(0x5eed);
    let mut shorthand = 0;
    for _ in 0..3000 {
        let g = random_stopper(&mut rng);
        let text = g.to_string();
        let back = notation::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(back.equals(&g).unwrap(), "{text} reads back as {back}");
        assert_eq!(back.to_string(), text);
        let negated = (-g.clone()).to_string();
        assert!(
            notation::parse(&negated).unwrap().equals(&-g).unwrap(),
            "{negated}"
        );
        if ["over", "under", "[on]", "<on>"]
            .iter()
            .any(|s| text.contains(s))
        {
            shorthand += 1;
        }
    }
    assert!(shorthand > 100, "only {shorthand} used a shorthand");
}

#[test]
fn deep_nesting_reads_or_names_the_place_without_overflow() {
    // 10^5 nested braces: a short game (the integer -100000) reads; a
    // loopy chain that deep is refused in one line, naming column 1.
    let depth = 100_000;
    let short = format!("{}{}", "{|".repeat(depth), "}".repeat(depth));
    let g = notation::parse(&short).unwrap();
    assert_eq!(g.to_string(), format!("-{}", depth - 1));
    let loopy = format!("{}pass{}", "{0|".repeat(depth), "}".repeat(depth));
    let e = notation::parse(&loopy).unwrap_err();
    assert_eq!((e.line, e.column), (1, 1), "{e}");
    assert!(
        !e.message.contains('\n') && e.message.contains("positions"),
        "{e}"
    );
    // Unclosed, 10^5 deep: the error is at the end.
    let open = "{0|".repeat(depth);
    let e = notation::parse(&open).unwrap_err();
    assert_eq!(e.column, open.len() + 1, "{e}");
    // Parentheses and minus signs nest as deep.
    let parens = format!("{}on{}", "(-".repeat(depth), ")".repeat(depth));
    assert_eq!(notation::parse(&parens).unwrap().to_string(), "on");
}

#[test]
fn tiny_miny_and_switches_print_as_cgsuite_and_read_back() {
    // CGSuite's CanonicalStopperTestCase: {0||0|off} is Tiny(on),
    // {on|0||0} is Miny(on), {0||0|under} is Tiny(over), +-{0|pass} is
    // +-over, +-{5|pass} is +-(5over); CgscriptTest: +-{0|uponth}.
    for (text, shown) in [
        ("{0||0|off}", "Tiny(on)"),
        ("{on|0||0}", "Miny(on)"),
        ("{0||0|under}", "Tiny(over)"),
        ("{0|||0||0|off}", "{0|Tiny(on)}"),
        ("+-{0|pass}", "+-over"),
        ("+-{5|pass}", "+-(5over)"),
        ("+-{0|{0||0|0,pass}}", "+-{0|^<on>}"),
        ("1 + {0||0|off}", "1Tiny(on)"),
        ("-1/2 + {on|0||0}", "-1/2Miny(on)"),
    ] {
        let g = game(text);
        assert_eq!(g.to_string(), shown, "{text}");
        assert!(game(shown).equals(&g).unwrap(), "{shown} reads back");
    }
    // Short arguments stay with the short reader.
    assert_eq!(game("Tiny(2)").to_game(), Some("Tiny(2)".parse().unwrap()));
    assert_eq!(game("+-1+-2").to_game(), Some("+-1+-2".parse().unwrap()));
}

#[test]
fn random_tiny_miny_and_switches_read_back_equal() {
    // x + Tiny(G), x + Miny(G) and +-G for random stoppers G and numbers
    // x: each prints, and the print reads back to an equal game whose
    // print is the same.
    let mut rng = Rng(0x7119);
    let numbers = ["0", "1", "-1/2", "3/4"];
    let (mut named, mut total) = (0, 0);
    for _ in 0..400 {
        let g = common::loopy::random_stopper(&mut rng);
        let x = game(numbers[rng.below(numbers.len() as u64) as usize]);
        let zero = LoopyGame::zero();
        let braces = |left: &LoopyGame, right: &LoopyGame| game(&format!("{{{left}|{right}}}"));
        let tiny = braces(&zero, &braces(&zero, &-g.clone()));
        let miny = braces(&braces(&g, &zero), &zero);
        let switch = braces(&g, &-g.clone());
        for h in [x.clone() + tiny, x.clone() + miny, switch] {
            let text = h.to_string();
            let back = notation::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert!(back.equals(&h).unwrap(), "{text} reads back as {back}");
            assert_eq!(back.to_string(), text);
            total += 1;
            if text.contains("Tiny(") || text.contains("Miny(") || text.starts_with("+-") {
                named += 1;
            }
        }
    }
    assert!(
        named * 4 > total,
        "only {named} of {total} used Tiny, Miny or +-"
    );
}
