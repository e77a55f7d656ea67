//! `conway outcome`: sums of rulesets and values, bad terms, limits.

use crate::common;

use common::{conway, json_of as json};

/// (xo)^3 is the one alternating Clobber row the second player wins
/// (Albert, Grossman, Nowakowski, Wolfe, INTEGERS 5 (2005)); (xo)^4 is a
/// first-player win with a move for each side.
#[test]
fn linear_clobber() {
    let p = conway(&["--json", "outcome", "clobber", "xoxoxo"]);
    assert_eq!(p.status.code(), Some(0));
    assert_eq!(json(&p)["outcome"], "P");
    let n = conway(&["--json", "outcome", "clobber", "xoxoxoxo"]);
    let v = json(&n);
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["left_first"]["winner"], "left");
    assert!(v["left_first"]["winning_move"]["move"].is_string());
}

/// A sum of two rulesets and a value agrees with the outcome class of the
/// canonical value of the same sum (the reference: `analyze` values the
/// positions, `value` adds them).
#[test]
fn mixed_sum_agrees_with_the_canonical_value() {
    let out = conway(&[
        "--json",
        "outcome",
        "--sum",
        "clobber:xoxo",
        "domineering:..|..",
        "{1|*}",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let value_of = |ruleset: &str, position: &str| {
        let v = json(&conway(&["--json", "analyze", ruleset, position]));
        v["value"].as_str().unwrap().to_string()
    };
    let expression = format!(
        "{} + {} + {{1|*}}",
        value_of("clobber", "xoxo"),
        value_of("domineering", "..|..")
    );
    let value = json(&conway(&["--json", "value", &expression]));
    assert_eq!(json(&out)["outcome"], value["values"][0]["outcome"]);
}

/// `--bounded-canonical-moves` sets how big a component with move bounds
/// (Domineering) may be and still be valued outright: none, or all of
/// them, the outcome is the canonical value's; a bad number is a one-line
/// error naming the option (exit 2).
#[test]
fn bounded_canonical_moves_is_an_option() {
    let board = "....|....|...#";
    for n in ["0", "48"] {
        let out = conway(&[
            "--json",
            "outcome",
            "--threads",
            "1",
            "--bounded-canonical-moves",
            n,
            "--sum",
            &format!("domineering:{board}"),
            "domineering:...|...",
        ]);
        assert_eq!(out.status.code(), Some(0), "{n}");
        let sum = json(&conway(&[
            "--json",
            "value",
            &format!(
                "{} + {}",
                json(&conway(&["--json", "analyze", "domineering", board]))["value"]
                    .as_str()
                    .unwrap(),
                json(&conway(&["--json", "analyze", "domineering", "...|..."]))["value"]
                    .as_str()
                    .unwrap()
            ),
        ]));
        assert_eq!(json(&out)["outcome"], sum["values"][0]["outcome"], "{n}");
    }
    let bad = conway(&[
        "outcome",
        "--bounded-canonical-moves",
        "many",
        "clobber",
        "xo",
    ]);
    assert_eq!(bad.status.code(), Some(2));
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(err.contains("--bounded-canonical-moves"), "{err}");
}

#[test]
fn a_bad_term_names_the_argument() {
    let out = conway(&["outcome", "--sum", "clobber:xo", "clobber:xq"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--sum term 2"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn a_limit_prints_undecided_and_exits_3() {
    let row = "xo".repeat(40);
    let out = conway(&["outcome", "--max-positions", "300", "clobber", &row]);
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stdout).contains("undecided"));
}

/// An empty directory of its own for a test's checkpoint (`tag` tells
/// the tests apart), and the checkpoint file's path in it.
fn fresh_checkpoint(tag: &str) -> (std::path::PathBuf, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("conway-outcome-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("xo18.ckpt");
    (dir, file)
}

/// `--checkpoint`: a search stopped by `--max-positions` saves its proofs,
/// and a run from the checkpoint gives the fresh run's answer with fewer
/// positions searched; a damaged checkpoint or one of another query is
/// refused (exit code 2), never used. These runs take one thread, so that
/// the positions they count are the same in every run (with two, which
/// thread proves what varies; see the next test). The position budget
/// counts the canonical-form solver's positions too: 12,000 stops one
/// thread after it has saved some hundreds of proofs.
#[test]
fn a_stopped_search_resumes_from_its_checkpoint() {
    let (dir, file) = fresh_checkpoint("ckpt");
    let file_arg = file.to_str().unwrap();
    let row = "xo".repeat(18);
    let fresh = json(&conway(&[
        "--json",
        "outcome",
        "--threads",
        "1",
        "clobber",
        &row,
    ]));
    assert_eq!(fresh["outcome"], "N");

    let stopped = conway(&[
        "--json",
        "outcome",
        "--threads",
        "1",
        "--max-positions",
        "12000",
        "--checkpoint",
        file_arg,
        "clobber",
        &row,
    ]);
    assert_eq!(stopped.status.code(), Some(3));
    // Header (28 bytes) and checksum (4): some proofs were saved.
    assert!(std::fs::metadata(&file).unwrap().len() > 32);

    let resumed_out = conway(&[
        "--json",
        "outcome",
        "--threads",
        "1",
        "--checkpoint",
        file_arg,
        "clobber",
        &row,
    ]);
    assert_eq!(resumed_out.status.code(), Some(0));
    let resumed = json(&resumed_out);
    for key in ["left_first", "right_first"] {
        assert_eq!(resumed[key]["winner"], fresh[key]["winner"], "{key}");
    }
    assert_eq!(resumed["outcome"], fresh["outcome"]);
    let positions = |v: &serde_json::Value| v["positions"].as_u64().unwrap();
    assert!(positions(&resumed) < positions(&fresh));

    // Another query: refused, naming the file.
    let other = conway(&["outcome", "--checkpoint", file_arg, "clobber", "xoxo"]);
    assert_eq!(other.status.code(), Some(2));
    let message = String::from_utf8_lossy(&other.stderr).to_string();
    assert!(
        message.contains("xo18.ckpt") && message.contains("another query"),
        "{message}"
    );

    // One flipped bit in a proof: refused by the checksum.
    let mut bytes = std::fs::read(&file).unwrap();
    bytes[30] ^= 1;
    std::fs::write(&file, &bytes).unwrap();
    let damaged = conway(&["outcome", "--checkpoint", file_arg, "clobber", &row]);
    assert_eq!(damaged.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&damaged.stderr).contains("damaged"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two threads sharing the table save their proofs to a checkpoint when a
/// limit stops them, and a two-thread run resumed from it gives the fresh
/// answer. Two threads both value the sum's small parts, so the same
/// budget takes them less far than one thread: 40,000 positions stop
/// them with some thousands of proofs saved. (Whether they stop first is
/// not asserted: a finished run saves its proofs too.)
#[test]
fn two_threads_save_and_resume_a_checkpoint() {
    let (dir, file) = fresh_checkpoint("ckpt2");
    let file_arg = file.to_str().unwrap();
    let row = "xo".repeat(18);
    let threads = ["--threads", "2"];
    let first = conway(
        &[
            &["--json", "outcome"][..],
            &threads,
            &[
                "--max-positions",
                "40000",
                "--checkpoint",
                file_arg,
                "clobber",
                &row,
            ],
        ]
        .concat(),
    );
    assert!(matches!(first.status.code(), Some(0) | Some(3)));
    assert!(std::fs::metadata(&file).unwrap().len() > 32);
    let resumed_out = conway(
        &[
            &["--json", "outcome"][..],
            &threads,
            &["--checkpoint", file_arg, "clobber", &row],
        ]
        .concat(),
    );
    assert_eq!(resumed_out.status.code(), Some(0));
    let resumed = json(&resumed_out);
    assert_eq!(resumed["outcome"], "N");
    assert_eq!(resumed["left_first"]["winner"], "left");
    assert_eq!(resumed["right_first"]["winner"], "right");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `conway ARGS` under an address-space limit of `kilobytes`
/// (`ulimit -v`, through `sh`).
fn conway_under_ulimit(kilobytes: u64, args: &[&str]) -> std::process::Output {
    let mut script = format!("ulimit -v {kilobytes} && exec \"$0\"");
    for i in 1..=args.len() {
        script.push_str(&format!(" \"${i}\""));
    }
    std::process::Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_conway"))
        .args(args)
        .output()
        .expect("sh runs")
}

/// Under `ulimit -v`, a table that cannot fit is refused before it is
/// made, with exit code 3 and the limit named (it used to be allocated
/// and the process aborted on the failed allocation).
#[test]
fn a_table_past_the_address_space_limit_exits_3_naming_it() {
    // The binary reserves about 1.1 GiB of address space for its stacks;
    // 2.5 GB leaves it room to start, not room for 8 GiB of table.
    let out = conway_under_ulimit(
        2_500_000,
        &[
            "--json",
            "outcome",
            "--table-size",
            "8G",
            "domineering",
            "....|....",
        ],
    );
    assert_eq!(out.status.code(), Some(3), "{out:?}");
    let v = json(&out);
    assert_eq!(v["stopped"], "max-memory");
    let error = v["error"].as_str().unwrap();
    assert!(
        error.contains("--table-size") && error.contains("ulimit -v"),
        "{error}"
    );
}

/// A search whose canonical-form solver would outgrow a small memory
/// budget: the solver stops at its share and the search goes on by
/// minimax, so it either answers correctly or stops with exit code 3
/// naming a limit; in every case the process's peak resident memory stays
/// below the budget plus the watchdog's slack (it samples every 20 ms:
/// 25 % and 16 MiB here).
#[test]
fn a_search_under_a_small_memory_budget_keeps_to_it() {
    const BUDGET: u64 = 32 << 20;
    let out = conway(&[
        "--json",
        "outcome",
        "--max-memory",
        "32M",
        "--table-size",
        "8M",
        "--timeout",
        "60",
        "domineering",
        "......|......|......|......|......",
    ]);
    let v = json(&out);
    match out.status.code() {
        // Domineering with 5 rows and 6 columns is won by Right
        // (Horizontal) whoever starts (Breuker, Uiterwijk and van den
        // Herik, Theoretical Computer Science 230 (2000), table of m × n
        // boards; `conway analyze` of its canonical form agrees).
        Some(0) => assert_eq!(v["outcome"], "R", "{v}"),
        Some(3) => assert!(
            v["stopped"] == "max-memory" || v["stopped"] == "timeout",
            "{v}"
        ),
        other => panic!("exit {other:?}: {v}"),
    }
    let peak = v["peak_memory_bytes"].as_u64().expect("peak memory read");
    assert!(peak < BUDGET + BUDGET / 4 + (16 << 20), "peak {peak} bytes");
}
