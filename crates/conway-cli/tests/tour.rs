//! README's first set-up command runs `examples/tour.sh` (the commands of
//! the guide's tour, docs/src/tour.md); this test runs the
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
        // The DAG with tokens: a, a, c, d are 3 xor 3 xor 2 xor 1 = 3.
        "value: 3\nwinner: the first player",
        // The coloured DAG: 1/2 + 1/2 - 1 + * + ^ = ^*.
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
    // Every command ran (the script stops at the first failure): at least
    // one prompt each (the graph format's help shows examples of its own).
    assert!(stdout.matches("\n$ conway ").count() >= tour_commands().len());
    assert!(
        stdout.ends_with("}\n"),
        "the last command, grundy --json, ran"
    );
}

#[cfg(unix)]
#[test]
fn the_tour_finds_the_binary_in_cargos_target_directory() {
    // Issue 27, point 13: without CONWAY, the binary is release/conway in
    // cargo's target directory, wherever CARGO_TARGET_DIR puts it. Here
    // that is a wrapper that notes it ran, then runs the test build.
    use std::os::unix::fs::PermissionsExt;
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let target = std::env::temp_dir().join(format!("conway-tour-target-{}", std::process::id()));
    let release = target.join("release");
    std::fs::create_dir_all(&release).unwrap();
    let used = target.join("used");
    let wrapper = release.join("conway");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\necho ran >> '{}'\nexec '{}' \"$@\"\n",
            used.display(),
            env!("CARGO_BIN_EXE_conway")
        ),
    )
    .unwrap();
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    let out = Command::new("sh")
        .arg("examples/tour.sh")
        .current_dir(&root)
        .env_remove("CONWAY")
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .expect("sh runs");
    let ran = std::fs::read_to_string(&used).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&target);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(ran.lines().count(), tour_commands().len());
    // A missing binary is one clear line and exit code 2, not 127.
    let out = Command::new("sh")
        .arg("examples/tour.sh")
        .current_dir(&root)
        .env("CONWAY", target.join("nowhere"))
        .output()
        .expect("sh runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("run cargo build --release"));
}

/// Splits a shell command line into words (single quotes only, as the
/// tour writes them), dropping a trailing `# comment`.
pub(crate) fn words(line: &str) -> Vec<String> {
    let (mut out, mut word, mut quoted, mut started) = (Vec::new(), String::new(), false, false);
    for c in line.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                started = true;
            }
            '#' if !quoted && !started => break,
            c if c.is_whitespace() && !quoted => {
                if started {
                    out.push(std::mem::take(&mut word));
                }
                started = false;
            }
            c => {
                word.push(c);
                started = true;
            }
        }
    }
    if started {
        out.push(word);
    }
    out
}

fn root_file(name: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::read_to_string(root.join(name)).unwrap()
}

/// The commands `examples/tour.sh` runs, as words after `conway`.
fn tour_commands() -> Vec<Vec<String>> {
    root_file("examples/tour.sh")
        .lines()
        .filter_map(|l| l.strip_prefix("run "))
        .map(words)
        .collect()
}

#[test]
fn the_guides_tour_and_tour_script_agree() {
    let block = root_file("docs/src/tour.md");
    let block = &block[..];
    let block = &block[block.find("```sh").unwrap()..];
    let block = &block[..block[5..].find("```").unwrap()];
    let guide_commands: Vec<Vec<String>> = block
        .lines()
        .filter_map(|l| l.strip_prefix("conway "))
        .map(words)
        .collect();
    assert!(guide_commands.len() > 10, "{guide_commands:?}");
    assert_eq!(guide_commands, tour_commands());
}
