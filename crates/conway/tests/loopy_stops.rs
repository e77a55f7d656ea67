//! Stops, degree of loopiness and variety of stoppers, checked against
//! the plain retrograde oracle of tests/common/loopy.rs and the values
//! CGSuite and Winning Ways ch. 11 give.

use crate::common;

use common::loopy::{oracle, random_stopper, Rng};
use conway::loopy::{DegreeError, LoopyGame, LoopyStop, Play};
use conway::numeric::Dyadic;
use conway::value::{Game, Player};

fn number(x: &Dyadic) -> LoopyGame {
    LoopyGame::from_game(Game::dyadic(x.clone()))
}

fn game(text: &str) -> LoopyGame {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn stops_bound_who_wins_against_numbers() {
    // L(G) > x: Left, moving first in G − x, wins; L(G) < x: she does not.
    // R(G) < x: Right, moving first in G − x, wins; R(G) > x: he does not.
    let grid: Vec<Dyadic> = (-12..=12)
        .map(|k| format!("{k}/4").parse().unwrap())
        .collect();
    let mut rng = Rng(0x5709);
    let mut strict = 0;
    for _ in 0..300 {
        let g = random_stopper(&mut rng);
        let (left, right) = (g.left_stop().unwrap(), g.right_stop().unwrap());
        for x in &grid {
            let minus_x = -number(x);
            let (left_first, right_first) = oracle(&[&g, &minus_x]);
            let at = LoopyStop::Number(x.clone());
            if left > at {
                assert_eq!(left_first, Play::LeftWins, "{g} - {x}: L = {left}");
                strict += 1;
            }
            if left < at {
                assert_ne!(left_first, Play::LeftWins, "{g} - {x}: L = {left}");
            }
            if right < at {
                assert_eq!(right_first, Play::RightWins, "{g} - {x}: R = {right}");
            }
            if right > at {
                assert_ne!(right_first, Play::RightWins, "{g} - {x}: R = {right}");
            }
        }
    }
    assert!(strict > 1000);
}

#[test]
fn stops_of_short_games_are_their_short_stops() {
    let mut rng = Rng(0x5407);
    for _ in 0..300 {
        let g = random_stopper(&mut rng);
        if let Some(short) = g.to_game() {
            assert_eq!(g.left_stop().unwrap(), LoopyStop::Number(short.left_stop()));
            assert_eq!(
                g.right_stop().unwrap(),
                LoopyStop::Number(short.right_stop())
            );
        }
    }
}

#[test]
fn stops_from_the_literature() {
    // CGSuite (CanonicalStopper.Stop): a pseudonumber is its own stops:
    // on, off, over = {0|pass}, under, and x + over; strong stops play
    // through x + over to x. upon = {pass|*} (Winning Ways ch. 11) is no
    // pseudonumber: L = R(upon) = L(*) = 0.
    for (text, left, right, strong) in [
        ("on", "on", "on", "on"),
        ("off", "off", "off", "off"),
        ("over", "over", "over", "0"),
        ("under", "under", "under", "0"),
        ("upon", "0", "0", "0"),
        ("1 + over", "1over", "1over", "1"),
        ("{over|under}", "over", "under", "0"),
        ("{on|1}", "on", "1", "on"),
    ] {
        let g = game(text);
        assert_eq!(g.left_stop().unwrap().to_string(), left, "{text}");
        assert_eq!(g.right_stop().unwrap().to_string(), right, "{text}");
        assert_eq!(
            g.stop(Player::Left, true).unwrap().to_string(),
            strong,
            "{text}"
        );
    }
    assert!(game("dud").left_stop().is_err());
}

#[test]
fn degrees_from_the_literature() {
    // A short game has degree 0; on − on = dud, whose onside is on; over −
    // over = over + under, whose onside is over (Winning Ways ch. 11).
    assert_eq!(game("{1|0}").degree().unwrap().to_string(), "0");
    assert_eq!(game("on").degree().unwrap().to_string(), "on");
    assert_eq!(game("off").degree().unwrap().to_string(), "on");
    assert!(game("dud").degree().is_err());
}

#[test]
fn degrees_are_at_least_zero_and_varieties_stable() {
    // The degree D = G upsum −G of a stopper is at least 0 (the onside of
    // G − G is at least its offside, and 0 lies between), and it plays as
    // G − G with infinite play Left's (checked by the retrograde oracle in
    // random contexts). D + D = D is no law: CGSuite's own test case
    // {0|||0||0|off} has the degree {0||||0|||Miny(on)|0||off}, which is
    // no idempotent, and CGSuite's Variety refuses it
    // (CanonicalStopperTestCase, tests/data/cgsuite_loopy.txt);
    // a{0|{|a,pass},-1,pass} is another (degree {on||0|off}, doubled on).
    // So the variety is given exactly when the degree is an idempotent,
    // and there the upsum and downsum varieties agree (the Stability
    // Conjecture, so far as these games go).
    let mut rng = Rng(0xDE6);
    let (mut found, mut varieties, mut not_idempotent) = (0, 0, 0);
    for _ in 0..300 {
        let g = random_stopper(&mut rng);
        let Ok(d) = g.degree() else { continue };
        found += 1;
        assert!(d.ge(&LoopyGame::zero()).unwrap(), "{g}: degree {d}");
        let minus = g.plain_sum(&-g.clone());
        for _ in 0..3 {
            let x = random_stopper(&mut rng);
            let left_wins_loops = |(a, b): (Play, Play)| {
                let settle = |p: Play| if p == Play::Draw { Play::LeftWins } else { p };
                (settle(a), settle(b))
            };
            assert_eq!(
                left_wins_loops(oracle(&[&minus, &x])),
                left_wins_loops(oracle(&[&d, &x])),
                "{g}: degree {d} in {x}"
            );
        }
        // The variety sidles a sum; like any sidling it may give up (the
        // round cap), saying so: a{1|{-1,pass|a,1},1} does.
        match g.variety() {
            Ok(_) => varieties += 1,
            Err(DegreeError::Sidling(_)) => {}
            Err(DegreeError::NotIdempotent { .. }) => {
                not_idempotent += 1;
                let doubled = (d.upsum(&d).unwrap(), d.downsum(&d).unwrap());
                assert!(
                    !(doubled.0.equals(&d).unwrap() && doubled.1.equals(&d).unwrap()),
                    "{g}: degree {d} is an idempotent"
                );
            }
            Err(e) => panic!("{g}: {e}"),
        }
    }
    eprintln!("{found} degrees, {varieties} varieties, {not_idempotent} degrees no idempotent");
    assert!(found > 200, "{found}");
    assert!(
        (varieties + not_idempotent) * 10 >= found * 9,
        "{varieties} of {found}"
    );
    let g = game("a{0|{|a,pass},-1,pass}");
    assert!(matches!(
        g.variety(),
        Err(DegreeError::NotIdempotent { .. })
    ));
}

#[test]
fn sidling_that_does_not_settle_says_why() {
    // Of the small random non-stoppers whose sidling does not settle, each
    // stops for a stated reason (round cap, growth or size cap), never an
    // unproven guess.
    use conway::loopy::NotSettled;
    let mut rng = Rng(0x51D1);
    let (mut settled, mut rounds, mut growing, mut large) = (0, 0, 0, 0);
    for _ in 0..1500 {
        let g = common::loopy::random_game(&mut rng);
        if g.is_stopper() {
            continue;
        }
        match g.onside() {
            Ok(s) => {
                assert!(s.is_stopper());
                settled += 1;
            }
            Err(NotSettled::Rounds { .. }) => rounds += 1,
            Err(NotSettled::Growing { .. }) => growing += 1,
            Err(NotSettled::TooLarge { .. }) => large += 1,
        }
    }
    eprintln!(
        "onsides: {settled} settled, {rounds} hit the round cap, {growing} kept growing, {large} the size cap"
    );
    assert!(
        settled > 10 * (rounds + growing + large),
        "{settled} {rounds} {growing} {large}"
    );
}
