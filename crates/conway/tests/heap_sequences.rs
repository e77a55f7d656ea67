//! Grundy sequences and periods of heap games against published values and
//! against plain game-tree search.

use conway::impartial::heap::{HeapGame, HeapPosition};
use conway::impartial::periodicity::Certificate;
use conway::impartial::sequence::{plain_sequence, Method};
use conway::impartial::GrundySolver;
use conway::numeric::Nimber;

fn game(text: &str) -> HeapGame {
    HeapGame::parse(text).unwrap()
}

/// (period, preperiod, certified) of the game's report on G(0..=n).
fn pattern(text: &str, n: usize) -> (usize, usize, bool) {
    let p = game(text).analyze(n).periodicity.expect("a period");
    (p.period, p.preperiod, p.certificate.is_some())
}

#[test]
fn kayles_matches_oeis_a002186() {
    // OEIS A002186 (Sprague-Grundy values of Kayles, octal game .77), n = 0..104.
    let a002186: [u64; 105] = [
        0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4,
        7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7,
        4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4,
        7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1,
    ];
    assert_eq!(game("kayles").values(104, Method::Auto), a002186);
    // "From n=71 on, the sequence is periodic with period 12. The only
    // exceptions are n=0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57 and
    // 70." (OEIS A002186; Winning Ways ch. 4.) So the preperiod is 71.
    assert_eq!(pattern("0.77", 100), (12, 71, true));
    // Octal game 4.6 has values a(n-1) (OEIS A002186 comments): a test of
    // the digit before the point.
    let shifted = game("4.6").values(105, Method::Auto);
    assert_eq!(&shifted[1..], &a002186[..]);
}

#[test]
fn dawsons_chess_and_dawsons_kayles_match_oeis_a002187() {
    // OEIS A002187 (Dawson's chess, octal game .137), n = 0..131.
    let a002187: [u64; 132] = [
        0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
        5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2,
        1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1,
        1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9,
        3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    ];
    assert_eq!(game("dawsons-chess").values(131, Method::Auto), a002187);
    // "Octal game .07 (Dawson's Kayles) has values a(n-1)" (A002187).
    let dawson = game("dawson-kayles").values(132, Method::Auto);
    assert_eq!(&dawson[1..], &a002187[..]);
    // "Has period 34 with the only exceptions at n=0, 14, 16, 17, 31, 34
    // and 51" (A002187): preperiod 52 for .137, one more for .07.
    assert_eq!(pattern("0.137", 100), (34, 52, true));
    assert_eq!(pattern("0.07", 100), (34, 53, true));
}

#[test]
fn more_octal_periods_from_oeis() {
    // Offsets 1 in these OEIS entries: "last exception at n" means G(n)
    // differs from G(n + p), so the preperiod is n + 1.
    // A071452: .11377 has period 32, last exception at n=186.
    assert_eq!(pattern("0.11377", 400), (32, 187, true));
    // A071435: .177 has period 20, last exception at n=496.
    assert_eq!(pattern("0.177", 1000), (20, 497, true));
    // A071074: Double Kayles .7777 has period 24, last exception at n=141.
    assert_eq!(pattern("0.7777", 300), (24, 142, true));
    // A071453: .117 has period 48; exceptions n=2, 6, 7, 12, 16, 22, 26, 36, 46.
    assert_eq!(pattern("0.117", 300), (48, 47, true));
}

#[test]
fn octal_127_becomes_periodic_after_46577() {
    // OEIS A071464 (Gangolli & Plambeck 1989): .127 is eventually periodic
    // with period 4, the last exception at n=46577. Certifying it needs
    // G(n) to about 2·46578 + 8 + 3, computed by the rare/common method
    // (further than `analyze` goes on its own, so ask for 100 000 values).
    let report = game("0.127").analyze(100_000);
    let p = report.periodicity.unwrap();
    assert_eq!((p.period, p.preperiod), (4, 46578));
    assert!(matches!(
        p.certificate,
        Some(Certificate::TakeBreakTheorem { .. })
    ));
}

#[test]
fn grundys_game_matches_oeis_a002188() {
    // OEIS A002188 (Grundy's game), n = 0..104.
    let a002188: [u64; 105] = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
        3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3,
        2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3,
        7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
    ];
    assert_eq!(game("grundy").values(104, Method::Auto), a002188);
    // Achim Flammenkamp, "Sprague-Grundy values of Grundy's game": the
    // rare ("sparse") values are those with an even number of ones above
    // the lowest bit; his list of them begins with these, every one up to
    // n = 231.
    let flammenkamp: [(usize, u64); 48] = [
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 1),
        (4, 0),
        (6, 1),
        (7, 0),
        (9, 1),
        (10, 0),
        (12, 1),
        (15, 1),
        (20, 0),
        (23, 0),
        (26, 0),
        (28, 1),
        (31, 1),
        (34, 1),
        (37, 1),
        (40, 1),
        (43, 1),
        (46, 1),
        (49, 1),
        (50, 0),
        (52, 1),
        (53, 0),
        (55, 1),
        (58, 1),
        (61, 1),
        (87, 7),
        (90, 7),
        (93, 7),
        (146, 6),
        (149, 6),
        (152, 6),
        (158, 11),
        (161, 11),
        (164, 11),
        (167, 11),
        (176, 7),
        (179, 7),
        (181, 12),
        (182, 7),
        (185, 7),
        (188, 7),
        (190, 12),
        (193, 12),
        (196, 10),
        (231, 10),
    ];
    let g = game("grundy").values(2000, Method::Sparse);
    let rare_up_to_231: Vec<(usize, u64)> = (0..=231)
        .filter(|&n| (g[n] >> 1).count_ones() % 2 == 0)
        .map(|n| (n, g[n]))
        .collect();
    assert_eq!(rare_up_to_231, flammenkamp);
    // No period is claimed ("a discernible pattern remains elusive",
    // R. K. Guy, Fair Game, 1989, quoted in A002188).
    assert_eq!(game("grundy").analyze(5000).periodicity, None);
}

#[test]
fn fast_methods_match_the_plain_mex_on_prefixes() {
    // Every method against the definition (plain mex over every option,
    // `plain_sequence`) on the first 5000 values: octal games with the
    // rare/common method in blocks (and Kayles, Dawson's Kayles and
    // Dawson's chess also by certified period in `Auto`), Grundy's game,
    // and codes with a digit before the point.
    for text in [
        "0.77", "0.07", "0.137", "0.6", "0.16", "0.54", "0.76", "4.7", "0.356", "grundy",
    ] {
        let g = game(text);
        let plain = plain_sequence(&g, 5000);
        for method in [Method::Dense, Method::Sparse, Method::Auto] {
            assert_eq!(g.values(5000, method), plain, "{text} by {method:?}");
        }
    }
    // Hexadecimal digits (three heaps: the dense mex, with the certified
    // period in `Auto`), on shorter prefixes: the plain mex is cubic.
    for text in ["0.b", "0.f", "0.3f", "0.8"] {
        let g = game(text);
        let plain = plain_sequence(&g, 500);
        for method in [Method::Dense, Method::Sparse, Method::Auto] {
            assert_eq!(g.values(500, method), plain, "{text} by {method:?}");
        }
    }
}

#[test]
fn every_octal_code_of_up_to_three_digits_matches_the_plain_mex() {
    // All 511 codes 0.d1d2d3 with octal digits (512 less the empty game),
    // past the warm-up, where the sparse method takes over: in blocks, or
    // by the plain mex over every split when too many positions are rare.
    let n = 400;
    for digits in 1..512u32 {
        let text = format!("0.{}{}{}", digits >> 6, (digits >> 3) & 7, digits & 7);
        let g = game(&text);
        let plain = plain_sequence(&g, n);
        for method in [Method::Sparse, Method::Auto] {
            assert_eq!(g.values(n, method), plain, "{text} by {method:?}");
        }
    }
}

#[test]
fn codes_with_long_removals_match_the_plain_mex() {
    // Removals longer than the heaps computed so far (a 58-digit code, as a
    // CLI corpus case has it, and a lone long split): the sparse blocks
    // must skip them until positions reach them, not underflow.
    for text in [
        format!("0.{}", "7".repeat(58)),
        format!("0.{}7", "0".repeat(39)),
    ] {
        let g = game(&text);
        let plain = plain_sequence(&g, 300);
        for method in [Method::Sparse, Method::Auto] {
            assert_eq!(g.values(300, method), plain, "{text} by {method:?}");
        }
        let dense = g.values(4000, Method::Dense);
        assert_eq!(g.values(4000, Method::Sparse), dense, "{text} sparse");
    }
}

#[test]
fn chaotic_codes_agree_by_every_method() {
    // Codes with many rare positions under every mask (a tenth to a half
    // of them): the sparse method switches between its blocks and the
    // plain mex over every split.
    for code in ["0.04", "0.06", "0.14", "0.36", "0.64", "0.74", "0.76"] {
        let g = game(code);
        let n = 3000;
        let dense = g.values(n, Method::Dense);
        assert_eq!(g.values(n, Method::Sparse), dense, "{code} sparse");
        assert_eq!(g.values(n, Method::Auto), dense, "{code} auto");
    }
}

#[test]
fn long_sequences_agree_by_every_method() {
    // The rare/common method past many rare positions and reviews of its
    // classes, as `Auto` and `Sparse` run it, against the plain mex (the
    // dense method, itself checked against the definition on shorter
    // lengths in the library's tests).
    for (code, n) in [("0.6", 16_000), ("0.16", 8_000), ("0.54", 8_000)] {
        let g = game(code);
        let dense = g.values(n, Method::Dense);
        assert_eq!(g.values(n, Method::Sparse), dense, "{code} sparse");
        assert_eq!(g.values(n, Method::Auto), dense, "{code} auto");
    }
    let grundy = game("grundy");
    assert_eq!(
        grundy.values(8_000, Method::Auto),
        plain_sequence(&grundy, 8_000)
    );
}

#[test]
fn subtraction_games() {
    // S = {1, 2, 3}: G(n) = n mod 4 (Winning Ways ch. 4; plain search below).
    let g = game("subtraction:1,2,3").values(50, Method::Auto);
    assert!(g.iter().enumerate().all(|(n, &v)| v == n as u64 % 4));
    assert_eq!(pattern("subtraction:1,2,3", 50), (4, 0, true));
    // Seed 002: "take at most k" has G(n) = n mod (k + 1).
    for k in 1..=6usize {
        let g = game(&format!("take-at-most:{k}")).values(200, Method::Auto);
        assert!(g
            .iter()
            .enumerate()
            .all(|(n, &v)| v == (n % (k + 1)) as u64));
        assert_eq!(pattern(&format!("take-at-most:{k}"), 200), (k + 1, 0, true));
    }
    // Seed 003's S = {2, 5}: checked against plain search, and certified.
    let s25 = game("subtraction:2,5");
    assert_eq!(s25.values(300, Method::Auto), plain_sequence(&s25, 300));
    assert!(pattern("subtraction:2,5", 300).2);
}

#[test]
fn all_but_games_are_reported_but_not_certified() {
    for set in ["all-but:1", "all-but:2,3", "all-but:1,4,6"] {
        let g = game(set);
        let report = g.analyze(400);
        assert_eq!(report.values, plain_sequence(&g, 400), "{set}");
        if let Some(p) = report.periodicity {
            assert!(p.certificate.is_none(), "{set}");
            // The apparent pattern holds on every value computed.
            let v = &report.values;
            assert!((p.preperiod..v.len() - p.period).all(|n| v[n + p.period] == v[n] + p.saltus));
        }
    }
}

#[test]
fn laskers_nim_and_nim() {
    // Lasker's Nim (Ferguson, Game Theory, Part I, 3.4): G(4k+1) = 4k+1,
    // G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3; by plain search here.
    let lasker = game("lasker");
    let g = plain_sequence(&lasker, 120);
    for n in 1..=120u64 {
        let expected = match n % 4 {
            1 | 2 => n,
            3 => n + 1,
            _ => n - 1,
        };
        assert_eq!(g[n as usize], expected);
    }
    let p = lasker.analyze(120).periodicity.unwrap();
    assert_eq!((p.period, p.preperiod, p.saltus), (4, 1, 4));
    assert_eq!(p.certificate, Some(Certificate::LaskersNim));
    let p = game("nim").analyze(50).periodicity.unwrap();
    assert_eq!((p.period, p.preperiod, p.saltus), (1, 0, 1));
    assert_eq!(p.certificate, Some(Certificate::Nim));
}

#[test]
fn split_smaller_matches_plain_search() {
    let g = game("split-smaller");
    assert_eq!(g.values(60, Method::Auto), plain_sequence(&g, 60));
}

#[test]
fn certified_periods_hold_far_beyond_the_check() {
    // The certificate claims the pattern forever; compare with values
    // computed without any periodicity shortcut, well past the check.
    for code in [
        "0.77", "0.07", "0.137", "0.35", "0.16", "0.33003", "0.14", "4.7",
    ] {
        let g = game(code);
        let report = g.analyze(10);
        let Some(p) = report.periodicity.filter(|p| p.certificate.is_some()) else {
            continue;
        };
        let far = g.values(6000, Method::Dense);
        assert!(
            (p.preperiod..far.len() - p.period).all(|n| far[n + p.period] == far[n]),
            "{code}"
        );
        if p.preperiod > 0 {
            let q = p.preperiod - 1;
            assert_ne!(far[q + p.period], far[q], "{code}: preperiod not least");
        }
    }
}

#[test]
fn heap_positions_solved_by_the_solver_agree_with_sequences() {
    // Sums of heaps: the solver's value is the xor of the sequence values.
    let solver = GrundySolver::new();
    for code in [
        "kayles",
        "0.6",
        "grundy",
        "subtraction:2,5",
        "split-smaller",
    ] {
        let g = game(code);
        let seq = g.values(12, Method::Plain);
        for a in 0..=12 {
            for b in 0..=6 {
                let position = HeapPosition::new(g.clone(), vec![a, b]);
                assert_eq!(
                    solver.grundy(&position),
                    Nimber(seq[a] ^ seq[b]),
                    "{code} {a}+{b}"
                );
            }
        }
    }
}
