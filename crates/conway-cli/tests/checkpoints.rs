//! Long runs of `conway grundy`, with the real binary: checkpoints survive
//! SIGKILL at random moments and resume to exactly the values of an
//! uninterrupted run; damaged checkpoints and those of other games are
//! refused; limits and Ctrl-C stop cleanly with what was computed so far.

use crate::common;
use common::{command, conway};

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

fn values(out: &Output) -> Vec<u64> {
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "no JSON on stdout ({e}): {}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    serde_json::from_value(v["values"].clone()).expect("a list of values")
}

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("conway-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A small deterministic generator (xorshift), seeded from the clock; the
/// seed is printed so a failure can be replayed.
struct Random(u64);

impl Random {
    fn new() -> Random {
        let seed = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64)
            | 1;
        eprintln!("random seed {seed}");
        Random(seed)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// Runs `conway grundy GAME --to N --checkpoint FILE`, killing it with
/// SIGKILL after a random short time, again and again, then lets it finish;
/// the values must be those of an uninterrupted run.
fn killed_and_resumed(game: &str, to: &str) {
    let dir = scratch(&format!("kill-{}", game.replace([':', '.', ','], "_")));
    let file = dir.join("run.ckpt");
    let file_arg = file.to_str().unwrap();
    let args = [
        "grundy",
        game,
        "--to",
        to,
        "--json",
        "--checkpoint",
        file_arg,
        "--checkpoint-every",
        "0.02",
    ];
    // Kill times are fractions of an uninterrupted run's own time, so the
    // test holds on fast and slow machines alike: each kill comes within the
    // first 10-30 % of the work, so at least three kills happen before a
    // run can finish, unless the machine's speed changes threefold.
    let started = Instant::now();
    let reference = values(&conway(&["grundy", game, "--to", to, "--json"]));
    let whole = started.elapsed().as_millis() as u64;
    let mut random = Random::new();
    let mut kills = 0;
    let mut resumed_with_values = 0;
    for _ in 0..8 {
        if file.exists() {
            resumed_with_values += 1;
        }
        let mut child = command()
            .args(args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let at = whole / 10 + random.below(whole / 5 + 1);
        std::thread::sleep(Duration::from_millis(at));
        match child.try_wait().unwrap() {
            Some(_) => break, // finished before the kill
            None => {
                child.kill().unwrap(); // SIGKILL
                child.wait().unwrap();
                kills += 1;
            }
        }
    }
    let finished = conway(&args);
    assert!(
        finished.status.success(),
        "{}",
        String::from_utf8_lossy(&finished.stderr)
    );
    assert_eq!(values(&finished), reference, "{game} after {kills} kills");
    assert!(
        kills >= 2,
        "{game}: only {kills} kills in a run of {whole} ms"
    );
    assert!(
        resumed_with_values >= 1,
        "{game}: no kill came after a save"
    );
    // No temporary files are left behind.
    let left: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left, vec![std::ffi::OsString::from("run.ckpt")]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn grundys_game_survives_sigkill() {
    // Sparse (rare/common) method, no period: all state rebuilt on resume.
    // About a second in the test profile: long enough for saves between
    // kills.
    killed_and_resumed("grundy", "200000");
}

#[test]
fn an_octal_game_survives_sigkill() {
    // 0.6: the sparse method with its class reviews; no period known.
    killed_and_resumed("0.6", "200000");
}

fn checkpoint_of(game: &str, to: &str, dir: &Path) -> PathBuf {
    let file = dir.join(format!("{}.ckpt", game.replace('.', "_")));
    let out = conway(&[
        "grundy",
        game,
        "--to",
        to,
        "--checkpoint",
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    file
}

fn refused(args: &[&str], expected: &str) {
    let out = conway(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains(expected), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(out.stdout.is_empty());
}

#[test]
fn damaged_and_foreign_checkpoints_are_refused() {
    let dir = scratch("refused");
    let file = checkpoint_of("0.07", "500", &dir);
    let path = file.to_str().unwrap();
    let good = std::fs::read(&file).unwrap();
    // Another game (kayles is 0.77).
    refused(
        &["grundy", "kayles", "--to", "600", "--checkpoint", path],
        "belongs to the game 0.07, not to 0.77",
    );
    // One byte changed in the middle.
    let mut damaged = good.clone();
    let mid = damaged.len() / 2;
    damaged[mid] ^= 0x10;
    std::fs::write(&file, &damaged).unwrap();
    refused(
        &["grundy", "0.07", "--to", "600", "--checkpoint", path],
        "checksum does not match",
    );
    // The refused file is left as it was.
    assert_eq!(std::fs::read(&file).unwrap(), damaged);
    // Cut short.
    std::fs::write(&file, &good[..good.len() - 7]).unwrap();
    refused(
        &["grundy", "0.07", "--to", "600", "--checkpoint", path],
        "damaged",
    );
    // Not a checkpoint at all, and an empty file.
    std::fs::write(&file, "G(0) = 0\n").unwrap();
    refused(
        &["grundy", "0.07", "--to", "600", "--checkpoint", path],
        "not a conway checkpoint",
    );
    std::fs::write(&file, "").unwrap();
    refused(
        &["grundy", "0.07", "--to", "600", "--checkpoint", path],
        "not a conway checkpoint",
    );
    // A save cut short (bytes past the saved part) is dropped, not refused.
    let mut torn = good.clone();
    torn.extend_from_slice(&[7, 0, 0, 0, 200, 1]);
    std::fs::write(&file, &torn).unwrap();
    let out = conway(&["grundy", "0.07", "--to", "500", "--checkpoint", path]);
    assert!(out.status.success());
    assert_eq!(std::fs::read(&file).unwrap(), good);
    // The good one resumes, and a longer run extends it.
    std::fs::write(&file, &good).unwrap();
    let out = conway(&[
        "grundy",
        "0.07",
        "--to",
        "600",
        "--json",
        "--checkpoint",
        path,
    ]);
    assert_eq!(
        values(&out),
        values(&conway(&["grundy", "0.07", "--to", "600", "--json"]))
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn limits_stop_with_the_values_so_far_and_exit_code_3() {
    let full = values(&conway(&["grundy", "grundy", "--to", "3000", "--json"]));
    let out = conway(&[
        "grundy",
        "grundy",
        "--to",
        "3000",
        "--json",
        "--max-positions",
        "1000",
    ]);
    assert_eq!(out.status.code(), Some(3));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["complete"], false);
    assert_eq!(v["stopped"], "max-positions");
    assert_eq!(v["positions"], 1000);
    assert_eq!(values(&out), full[..1000]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("limit of 1000 positions (--max-positions)"),
        "{stderr}"
    );
    // Text: the values so far, then the reason on stderr.
    let out = conway(&["grundy", "grundy", "--to", "100000000", "--timeout", "0.3"]);
    assert_eq!(out.status.code(), Some(3));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("(computed so far)"), "{text}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("--timeout"));
    // A search stopped by its budget says so too.
    let out = conway(&[
        "analyze",
        "domineering",
        ".....|.....|.....|.....",
        "--max-positions",
        "50",
    ]);
    assert_eq!(out.status.code(), Some(3));
}

#[cfg(unix)]
#[test]
fn ctrl_c_prints_the_values_so_far_and_exits_130() {
    let child = command()
        .args(["grundy", "grundy", "--to", "100000000", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(700));
    let started = Instant::now();
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let out = child.wait_with_output().unwrap();
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_eq!(out.status.code(), Some(130));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["stopped"], "interrupted");
    let so_far: Vec<u64> = serde_json::from_value(v["values"].clone()).unwrap();
    assert!(so_far.len() > 100);
    let full = values(&conway(&[
        "grundy",
        "grundy",
        "--to",
        &(so_far.len() - 1).to_string(),
        "--json",
    ]));
    assert_eq!(so_far, full);
}

#[test]
fn values_stream_to_a_value_file_and_resume_with_the_checkpoint() {
    let dir = scratch("value-file");
    let (file, ckpt) = (dir.join("g.gv"), dir.join("g.ckpt"));
    let (file, ckpt) = (file.to_str().unwrap(), ckpt.to_str().unwrap());
    let whole = values(&conway(&["grundy", "grundy", "--to", "20000", "--json"]));
    let args = [
        "grundy",
        "grundy",
        "--to",
        "20000",
        "--checkpoint",
        ckpt,
        "--output",
        file,
        "--stats",
        "--json",
    ];
    // An uninterrupted run's file.
    let straight = dir.join("straight.gv");
    let done = conway(&[
        "grundy",
        "grundy",
        "--to",
        "20000",
        "--output",
        straight.to_str().unwrap(),
    ]);
    assert!(done.status.success());
    // Stopped by a budget, then resumed from the checkpoint: the file holds
    // every value from G(0) either way.
    let first = conway(&[&args[..], &["--max-positions", "7000"]].concat());
    assert_eq!(first.status.code(), Some(3));
    let (_, partial) =
        conway::impartial::value_file::read_value_file(&std::fs::read(file).unwrap()).unwrap();
    assert_eq!(partial, whole[..7000]);
    // Stopped again: the checkpoint grows by appending, the bytes saved
    // before staying as they were.
    let saved = std::fs::read(ckpt).unwrap();
    let second = conway(&[&args[..], &["--max-positions", "5000"]].concat());
    assert_eq!(second.status.code(), Some(3));
    let grown = std::fs::read(ckpt).unwrap();
    assert!(grown.len() > saved.len());
    assert_eq!(
        grown[24..saved.len()],
        saved[24..],
        "only the progress slot is rewritten"
    );
    let out = conway(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The resumed run's file is the uninterrupted run's, byte for byte.
    assert_eq!(
        std::fs::read(file).unwrap(),
        std::fs::read(&straight).unwrap()
    );
    let (game, back) =
        conway::impartial::value_file::read_value_file(&std::fs::read(file).unwrap()).unwrap();
    assert_eq!(
        (game.as_str(), back.as_slice()),
        ("grundy", whole.as_slice())
    );
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let largest = *whole.iter().max().unwrap();
    let largest_at = whole.iter().position(|&v| v == largest).unwrap();
    assert_eq!(summary["count"], whole.len());
    assert_eq!(summary["largest"], largest);
    assert_eq!(summary["largest_at"], largest_at);
    // The rare count is that of the classes reported.
    let rare = &summary["rare"];
    let (mask, sigma, c) = (
        rare["mask"].as_u64().unwrap(),
        rare["sigma"].as_u64().unwrap(),
        rare["c"].as_u64().unwrap(),
    );
    let count = (1..whole.len())
        .filter(|&n| u64::from((whole[n] & mask).count_ones() % 2) ^ (sigma & n as u64 & 1) == c)
        .count();
    assert_eq!(rare["count"], count);
    // Without --output, --stats alone gives the same summary.
    let alone = conway(&["grundy", "grundy", "--to", "20000", "--stats", "--json"]);
    let alone: serde_json::Value = serde_json::from_slice(&alone.stdout).unwrap();
    assert_eq!(
        (&alone["largest"], &alone["rare"]),
        (&summary["largest"], rare)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
