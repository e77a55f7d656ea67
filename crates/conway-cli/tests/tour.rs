//! README's first set-up command runs `examples/tour.sh`; this test runs the
//! same script against the test build of `conway` and checks that every
//! command in it succeeds with the answers the literature gives.

use std::path::Path;
use std::process::Command;

#[test]
fn the_bundled_tour_runs_and_gives_known_answers() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = Command::new("sh")
        .arg("examples/tour.sh")
        .current_dir(&root)
        .env("CONWAY", env!("CARGO_BIN_EXE_conway"))
        .output()
        .expect("sh runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}\n{}",
        stdout,
        String::from_utf8_lossy(&out.stderr)
    );
    for expected in [
        // ^ + ^ + * = ^^* (Siegel, CGT II.1).
        "canonical form  ^^*",
        // Seed 000's DAG: tokens a, a, c, d are 3 xor 3 xor 2 xor 1 = 3.
        "value: 3\nwinner: the first player",
        // Seed 000's coloured DAG: 1/2 + 1/2 - 1 + * + ^ = ^*.
        "value: ^*",
        // Kayles: period 12, last exceptional value at 70 (Winning Ways ch. 4).
        "period 12, preperiod 71",
        // Hackenbush stalks BRB, RRB, G: 3/4 - 3/2 + * (Berlekamp's rule).
        "value: -3/4*",
        // A token on a vertex of value infinity{0} and one of value 1: a draw.
        "winner: none, a draw",
    ] {
        assert!(
            stdout.contains(expected),
            "missing {expected:?} in\n{stdout}"
        );
    }
    // Every command ran: eleven prompts, no error lines.
    assert_eq!(stdout.matches("\n$ conway ").count(), 11);
}
