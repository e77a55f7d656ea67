//! The structural operations CGSuite offers on short games — followers,
//! stop count, temper, companion, incentives, powers of `{0 | H}`, uptimal
//! expansions, freezing and the predicates — each checked against its
//! definition computed plainly here (plain recursion over canonical
//! options, no memo, no closed forms) on every game born by day 2 and on
//! many games born on day 3, and against values from the literature.

use conway::numeric::{Dyadic, Integer, Nimber};
use conway::value::Game;
use std::collections::HashSet;

fn int(n: i64) -> Game {
    Game::integer(n)
}

fn star(n: u64) -> Game {
    Game::nimber(n)
}

/// Every subset of `games`.
fn subsets(games: &[Game]) -> Vec<Vec<Game>> {
    (0..1u32 << games.len())
        .map(|mask| {
            (0..games.len())
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| games[i])
                .collect()
        })
        .collect()
}

/// The distinct games born by day 2 (there are 22, the classic count:
/// Siegel, *Combinatorial Game Theory*, ch. II).
fn born_by_day_2() -> Vec<Game> {
    let day1 = [Game::ZERO, int(1), int(-1), star(1)];
    let sets = subsets(&day1);
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for l in &sets {
        for r in &sets {
            let g = Game::new(l, r);
            if seen.insert(g) {
                out.push(g);
            }
        }
    }
    out
}

/// Games born on day 3 with at most two options on one side and one on the
/// other, over the day-2 games: a few thousand, all shapes of small trees.
fn some_born_on_day_3() -> Vec<Game> {
    let d2 = born_by_day_2();
    let mut seen: HashSet<Game> = d2.iter().copied().collect();
    let mut out = Vec::new();
    let mut add = |g: Game| {
        if seen.insert(g) {
            out.push(g);
        }
    };
    for &a in &d2 {
        for &b in &d2 {
            add(Game::new(&[a], &[b]));
            add(Game::new(&[a], &[]));
            for &c in d2.iter().step_by(3) {
                add(Game::new(&[a, c], &[b]));
                add(Game::new(&[a], &[b, c]));
            }
        }
    }
    out
}

fn all_games() -> Vec<Game> {
    let mut games = born_by_day_2();
    games.extend(some_born_on_day_3());
    games
}

fn options(g: Game) -> impl Iterator<Item = Game> {
    let (l, r) = (g.left_options(), g.right_options());
    l.into_owned().into_iter().chain(r.into_owned())
}

#[test]
fn there_are_22_games_born_by_day_2() {
    assert_eq!(born_by_day_2().len(), 22);
}

fn plain_followers(g: Game, into: &mut HashSet<Game>) {
    if into.insert(g) {
        for x in options(g) {
            plain_followers(x, into);
        }
    }
}

#[test]
fn followers_are_every_reachable_position_once_options_first() {
    for g in all_games() {
        let f = g.followers();
        let mut plain = HashSet::new();
        plain_followers(g, &mut plain);
        let listed: HashSet<Game> = f.iter().copied().collect();
        assert_eq!(listed.len(), f.len(), "duplicates among followers of {g}");
        assert_eq!(listed, plain, "followers of {g}");
        assert_eq!(f.last(), Some(&g));
        for (i, &x) in f.iter().enumerate() {
            for o in options(x) {
                let j = f.iter().position(|&y| y == o).unwrap();
                assert!(j < i, "{o} is listed after {x}, one of whose options it is");
            }
        }
    }
}

/// The follower count is the plain count of the followers; for numbers
/// and nimbers it is read off the birthday (their followers are the
/// numbers on the path from 0 in the tree of births, and *0 to *n), which
/// the plain walk confirms on every dyadic with denominator up to 16 in
/// -4..4 and the nimbers up to *40.
#[test]
fn follower_counts_are_the_number_of_followers() {
    let numbers = (-64..=64).map(|k| Game::dyadic(Dyadic::new(Integer::from(k), 4)));
    let nimbers = (0..=40).map(star);
    for g in all_games().into_iter().chain(numbers).chain(nimbers) {
        let mut plain = HashSet::new();
        plain_followers(g, &mut plain);
        assert_eq!(g.follower_count(), Integer::from(plain.len() as u64), "{g}");
    }
    // No walk: 10^30 has 10^30 + 1 followers.
    let big: Integer = "1000000000000000000000000000000".parse().unwrap();
    let expected: Integer = "1000000000000000000000000000001".parse().unwrap();
    assert_eq!(Game::integer(big.clone()).follower_count(), expected);
    assert_eq!(Game::integer(-big).follower_count(), expected);
}

#[test]
fn followers_of_a_deep_game_need_no_deep_stack() {
    // 3·10^5 moves deep: an integer is a chain of its predecessors.
    assert_eq!(int(300_000).followers().len(), 300_001);
}

fn plain_stop_count(g: Game) -> Integer {
    if g.is_number() {
        return Integer::ONE;
    }
    options(g).fold(Integer::ZERO, |sum, x| sum + plain_stop_count(x))
}

#[test]
fn stop_count_is_the_number_of_stops_of_the_tree() {
    for g in all_games() {
        assert_eq!(g.stop_count(), Some(plain_stop_count(g)), "{g}");
    }
    for m in 0..7 {
        let g = star(m) + Game::up(2);
        assert_eq!(g.stop_count(), Some(plain_stop_count(g)), "{g}");
        assert_eq!(
            star(m).stop_count(),
            Some(plain_stop_count(star(m))),
            "*{m}"
        );
    }
    assert_eq!(star(u64::MAX).stop_count(), None);
}

#[derive(Debug, PartialEq, Eq, Clone, Copy)]
enum Temper {
    Even,
    Odd,
    Neither,
}

fn plain_temper(g: Game) -> Temper {
    if g.is_number() {
        return Temper::Even;
    }
    let ts: Vec<Temper> = options(g).map(plain_temper).collect();
    if ts.iter().all(|&t| t == Temper::Odd) {
        Temper::Even
    } else if ts.iter().all(|&t| t == Temper::Even) {
        Temper::Odd
    } else {
        Temper::Neither
    }
}

#[test]
fn temper_follows_its_recursive_definition() {
    let mut seen = [0; 3];
    let mut games = all_games();
    games.extend((0..5).map(|n| Game::up(n) + star(1)));
    games.extend((0..5).map(|n| Game::up(1) + Game::up(n) + star(n as u64)));
    for g in games {
        let t = plain_temper(g);
        seen[t as usize] += 1;
        assert_eq!(g.is_even_tempered(), t == Temper::Even, "{g}");
        assert_eq!(g.is_odd_tempered(), t == Temper::Odd, "{g}");
    }
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

/// CGSuite's companion, written again from its definition.
fn plain_companion(g: Game) -> Game {
    if let Some((x, ups, m)) = g.as_number_up_star() {
        if x.is_zero() {
            return if m.0 >= 2 {
                g
            } else {
                Game::number_up_star(x.clone(), ups.clone(), m.0 ^ 1)
            };
        }
    }
    let mut l: Vec<Game> = g
        .left_options()
        .iter()
        .map(|&x| plain_companion(x))
        .collect();
    let mut r: Vec<Game> = g
        .right_options()
        .iter()
        .map(|&x| plain_companion(x))
        .collect();
    if g >= Game::ZERO {
        l.push(Game::ZERO);
    }
    if g <= Game::ZERO {
        r.push(Game::ZERO);
    }
    Game::new(&l, &r)
}

#[test]
fn companion_follows_cgsuites_definition() {
    let mut games = all_games();
    games.extend(["3/4", "-5/8", "7", "-3"].map(|x| Game::dyadic(x.parse().unwrap())));
    games.extend((1..4).map(|n| Game::dyadic("1/2".parse().unwrap()) + Game::up(n)));
    for g in games {
        assert_eq!(g.companion(), plain_companion(g), "{g}");
    }
}

fn plain_undominated(gs: Vec<Game>) -> HashSet<Game> {
    gs.iter()
        .copied()
        .filter(|&a| !gs.iter().any(|&b| b != a && a <= b))
        .collect()
}

#[test]
fn incentives_are_the_undominated_gains_of_each_move() {
    for g in all_games() {
        let left: Vec<Game> = g.left_options().iter().map(|&x| x - g).collect();
        let right: Vec<Game> = g.right_options().iter().map(|&x| g - x).collect();
        let as_set = |v: Vec<Game>| v.into_iter().collect::<HashSet<Game>>();
        assert_eq!(
            as_set(g.left_incentives()),
            plain_undominated(left.clone()),
            "{g}"
        );
        assert_eq!(
            as_set(g.right_incentives()),
            plain_undominated(right.clone()),
            "{g}"
        );
        let both: Vec<Game> = left.into_iter().chain(right).collect();
        assert_eq!(as_set(g.incentives()), plain_undominated(both), "{g}");
    }
}

fn plain_pow_to(h: Game, n: u64) -> Game {
    if n == 0 {
        Game::ZERO
    } else {
        Game::new(&[plain_pow_to(h, n - 1)], &[h])
    }
}

fn plain_pow(h: Game, n: u64) -> Game {
    if n == 0 {
        -h
    } else {
        Game::new(&[Game::ZERO], &[h - plain_pow_to(h, n - 1)])
    }
}

#[test]
fn powers_follow_their_definition_for_every_zero_over_h() {
    let mut bases = 0;
    for g in all_games() {
        let (l, r) = (g.left_options(), g.right_options());
        if let ([Game::ZERO], [h]) = (&l[..], &r[..]) {
            bases += 1;
            for n in 0..5 {
                assert_eq!(g.pow(n), Ok(plain_pow(*h, n)), "{g}^{n}");
                assert_eq!(g.pow_to(n), Ok(plain_pow_to(*h, n)), "{g}^->{n}");
            }
            assert_eq!(g.pow(1), Ok(g));
            assert_eq!(g.pow_to(1), Ok(g));
        } else {
            assert!(g.pow(2).is_err() && g.pow_to(2).is_err(), "{g}");
        }
    }
    assert!(bases > 10);
    // ↑ⁿ and ↑^{→n} (Siegel, Combinatorial Game Theory, ch. II): ↑^{→n}
    // is the sum of the first n powers.
    let up = Game::up(1);
    for n in 1..8u64 {
        let sum: Game = (1..=n).map(|i| up.pow(i).unwrap()).sum();
        assert_eq!(up.pow_to(n), Ok(sum));
    }
}

/// Small uptimals by plain sums of powers of up.
fn uptimals() -> Vec<(Game, Vec<i64>, u64)> {
    let mut out = Vec::new();
    // Every list of up to three coefficients from -2 to 2, and a few more.
    let mut coefficient_lists: Vec<Vec<i64>> = Vec::new();
    for len in 1..=3u32 {
        for code in 0..5i64.pow(len) {
            let cs: Vec<i64> = (0..len).map(|i| (code / 5i64.pow(i)) % 5 - 2).collect();
            if cs.last() != Some(&0) {
                coefficient_lists.push(cs);
            }
        }
    }
    coefficient_lists.extend([
        vec![],
        vec![1],
        vec![0, 1],
        vec![0, -1],
        vec![1, 1],
        vec![1, -1],
        vec![-1, 1],
        vec![2, -1],
        vec![0, 0, 1],
        vec![1, 1, 1],
        vec![1, 0, -1],
        vec![0, 2],
        vec![3, 0, 2],
        vec![-1, 2, 1, -1],
        vec![0, 1, 0, 1],
    ]);
    for cs in coefficient_lists {
        for m in 0..3 {
            let mut g = star(m);
            for (i, &d) in cs.iter().enumerate() {
                let p = Game::up_nth(i as u64 + 1).unwrap();
                for _ in 0..d.abs() {
                    g += if d > 0 { p } else { -p };
                }
            }
            out.push((g, cs.clone(), m));
        }
    }
    out
}

#[test]
fn uptimal_expansions_of_sums_of_powers_of_up() {
    for (g, cs, m) in uptimals() {
        for x in ["0", "1/2", "-3"] {
            let shifted = g + Game::dyadic(x.parse().unwrap());
            let e = shifted
                .uptimal_expansion()
                .unwrap_or_else(|| panic!("{shifted} = {cs:?} *{m} is uptimal"));
            let expected: Vec<Integer> = cs.iter().map(|&d| Integer::from(d)).collect();
            assert_eq!(e.coefficients(), &expected[..], "{shifted}");
            assert_eq!(e.nimber(), Nimber(m));
            assert_eq!(e.number().to_string(), x);
            assert_eq!(e.value(), Some(shifted));
            assert!(shifted.is_uptimal());
        }
    }
}

#[test]
fn every_expansion_found_is_the_value_itself() {
    let mut uptimal = 0;
    for g in all_games() {
        if let Some(e) = g.uptimal_expansion() {
            uptimal += 1;
            assert_eq!(e.value(), Some(g), "{g} = {e}");
        }
        // Non-numberish games are never uptimal.
        if !g.is_numberish() {
            assert!(!g.is_uptimal(), "{g}");
        }
    }
    assert!(uptimal > 20);
    // Tiny(1) is infinitesimal but no sum of powers of up.
    assert!(!Game::tiny(int(1)).is_uptimal());
}

#[test]
fn uptimal_expansions_print_as_sums() {
    let up3 = Game::up_nth(3).unwrap();
    let g = Game::dyadic("1/2".parse().unwrap()) - up3 - up3 + Game::up(1) + star(2);
    assert_eq!(
        g.uptimal_expansion().unwrap().to_string(),
        "1/2 + ^<1> - 2·^<3> + *2"
    );
    assert_eq!(Game::ZERO.uptimal_expansion().unwrap().to_string(), "0");
}

#[test]
fn freezing_cools_by_the_temperature() {
    for g in all_games() {
        let frozen = g.freeze();
        if g.is_number() {
            assert_eq!(frozen, g);
            continue;
        }
        assert_eq!(Some(frozen), g.cool(&g.temperature()), "{g}");
        // A frozen game is infinitesimally close to the mean.
        let mean = Game::dyadic(g.mean());
        assert!((frozen - mean).is_infinitesimal(), "{g} froze to {frozen}");
    }
    // Winning Ways ch. 6: ±1 cooled by 1 is *; {2 | -2} too.
    assert_eq!(Game::switch(int(1)).freeze(), star(1));
    assert_eq!(Game::switch(int(2)).freeze(), star(1));
}

#[test]
fn predicates_match_their_definitions() {
    for g in all_games() {
        assert_eq!(g.is_numberish(), g.left_stop() == g.right_stop(), "{g}");
        assert_eq!(g.is_switch(), g == -g, "{g}");
        assert_eq!(g.is_nimber(), (0..4).any(|m| g == star(m)), "{g}");
        assert_eq!(g.is_integer(), (-3..=3).any(|n| g == int(n)), "{g}");
        // An infinitesimal is numberish with stops 0.
        assert_eq!(
            g.is_infinitesimal(),
            g.is_numberish() && g.left_stop().is_zero(),
            "{g}"
        );
    }
}

#[test]
fn nim_powers_and_inverses() {
    // In the field of nimbers, *2·*2 = *3 and *4·*4 = *6 (Conway, ONAG
    // ch. 6); x^(2^64-1) = 1 for every x ≠ 0.
    let plain_pow = |x: Nimber, e: u64| (0..e).fold(Nimber(1), |acc, _| acc.nim_mul(x));
    for x in 0..40u64 {
        for e in 0..9 {
            assert_eq!(Nimber(x).pow(e), plain_pow(Nimber(x), e), "*{x}^{e}");
        }
        if x > 0 {
            let inv = Nimber(x).inverse().unwrap();
            assert_eq!(Nimber(x).nim_mul(inv), Nimber(1));
            assert_eq!(Nimber(x).pow(u64::MAX), Nimber(1));
        }
    }
    assert_eq!(Nimber(2).pow(2), Nimber(3));
    assert_eq!(Nimber(0).inverse(), None);
}

fn plain_continued(g: Game, h: Game) -> Game {
    let side = |a: Vec<Game>, b: Vec<Game>| -> Vec<Game> {
        match (a.is_empty(), b.is_empty()) {
            (false, false) => a
                .iter()
                .flat_map(|&x| b.iter().map(move |&y| plain_continued(x, y)))
                .collect(),
            (false, true) => a.iter().map(|&x| plain_continued(x, h)).collect(),
            (true, false) => b.iter().map(|&y| plain_continued(g, y)).collect(),
            (true, true) => vec![],
        }
    };
    let left = side(g.left_options().to_vec(), h.left_options().to_vec());
    let right = side(g.right_options().to_vec(), h.right_options().to_vec());
    Game::new(&left, &right)
}

fn plain_shortened(g: Game, h: Game) -> Game {
    let side = |a: Vec<Game>, b: Vec<Game>| -> Vec<Game> {
        if a.is_empty() || b.is_empty() {
            return vec![];
        }
        let mut out: Vec<Game> = a.iter().map(|&x| plain_shortened(x, h)).collect();
        out.extend(b.iter().map(|&y| plain_shortened(g, y)));
        for &x in &a {
            out.extend(b.iter().map(|&y| plain_shortened(x, y)));
        }
        out
    };
    let left = side(g.left_options().to_vec(), h.left_options().to_vec());
    let right = side(g.right_options().to_vec(), h.right_options().to_vec());
    Game::new(&left, &right)
}

#[test]
fn continued_conjunctive_and_shortened_selective_sums_follow_their_definitions() {
    let d2 = born_by_day_2();
    let d3: Vec<Game> = some_born_on_day_3().into_iter().step_by(97).collect();
    let pairs = d2
        .iter()
        .flat_map(|&a| d2.iter().map(move |&b| (a, b)))
        .chain(d3.iter().flat_map(|&a| d2.iter().map(move |&b| (a, b))));
    for (a, b) in pairs {
        let c = a.continued_conjunctive_sum(b);
        assert_eq!(c, plain_continued(a, b), "{a} △ {b}");
        assert_eq!(c, b.continued_conjunctive_sum(a));
        assert_eq!(-c, (-a).continued_conjunctive_sum(-b));
        let s = a.shortened_selective_sum(b);
        assert_eq!(s, plain_shortened(a, b), "{a} ▽ {b}");
        assert_eq!(s, b.shortened_selective_sum(a));
        assert_eq!(-s, (-a).shortened_selective_sum(-b));
    }
    // Integers (answered by formula) against the definition.
    for a in -5..=5 {
        for b in -5..=5 {
            let (a, b) = (int(a), int(b));
            assert_eq!(
                a.continued_conjunctive_sum(b),
                plain_continued(a, b),
                "{a} △ {b}"
            );
            assert_eq!(
                a.shortened_selective_sum(b),
                plain_shortened(a, b),
                "{a} ▽ {b}"
            );
        }
    }
    let big = int(1_000_000_000);
    assert_eq!(big.continued_conjunctive_sum(int(3)), big);
    assert_eq!(big.shortened_selective_sum(int(3)), int(1_000_000_002));
    for g in d2 {
        assert_eq!(g.continued_conjunctive_sum(Game::ZERO), g);
        assert_eq!(g.shortened_selective_sum(Game::ZERO), Game::ZERO);
    }
}

#[test]
fn long_uptimals_are_expanded_without_a_deep_stack() {
    let n = 400;
    let g = Game::up_to_nth(n).unwrap();
    let e = g.uptimal_expansion().unwrap();
    assert_eq!(e.coefficients(), &vec![Integer::ONE; n as usize][..]);
    let h = Game::up_nth(n).unwrap() + star(3);
    let e = h.uptimal_expansion().unwrap();
    assert_eq!(e.coefficients().len(), n as usize);
    assert_eq!(e.nimber(), Nimber(3));
    assert_eq!(e.value(), Some(h));
}
