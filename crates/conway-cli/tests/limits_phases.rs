//! Every command ends soon after its `--timeout`, whatever phase it is in
//! (searching, building values, winning moves, thermographs, writing a
//! huge value, a worksheet line, the engine's move), with exit code 0 (it
//! finished in time) or 3 (a limit stopped it). The inputs are heavy enough
//! that no machine finishes them all in the shortest limit, and the test
//! holds on a fast one too: it only bounds the time taken.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a command may take beyond its limit: the watchdog's period, the
/// unwinding, a partial report and the noise of a busy CI machine.
const MARGIN: Duration = Duration::from_millis(1500);

/// The limits each input is run under, in seconds.
const TIMEOUTS: [&str; 3] = ["0.3", "1", "2"];

/// A heavy run: its arguments (before the limit) and its standard input.
struct Heavy {
    args: Vec<String>,
    stdin: String,
}

fn heavy(args: &[&str]) -> Heavy {
    Heavy {
        args: args.iter().map(|a| a.to_string()).collect(),
        stdin: String::new(),
    }
}

/// `+-1 + +-2 + ... + +-n`: a sum of switches with a huge canonical form.
fn switches(n: usize) -> String {
    (1..=n)
        .map(|k| format!("+-{k}"))
        .collect::<Vec<_>>()
        .join(" + ")
}

fn inputs() -> Vec<Heavy> {
    let row = |n| "xo".repeat(n);
    let grid = |w, h, cell: &dyn Fn(usize, usize) -> char| {
        (0..h)
            .map(|r| (0..w).map(|c| cell(r, c)).collect::<String>())
            .collect::<Vec<_>>()
            .join("|")
    };
    let checker = grid(6, 5, &|r, c| if (r + c) % 2 == 0 { 'x' } else { 'o' });
    let empty7 = grid(7, 7, &|_, _| '.');
    let konane = grid(6, 6, &|r, c| match (r, c) {
        (2, 2) | (3, 3) => '.',
        _ if (r + c) % 2 == 0 => 'x',
        _ => 'o',
    });
    let snort = grid(6, 6, &|_, _| '.');
    let sum = switches(40);
    let script = format!(
        // The last line is heavy (and its value huge to print).
        "a = +-1 + +-2\nb = a + {{3|-3}}\nb == a\nb + {}\n",
        switches(30)
    );
    let mut worksheet = heavy(&["repl"]);
    worksheet.stdin = script;
    vec![
        heavy(&["analyze", "clobber", &row(17)]),
        heavy(&["--json", "analyze", "clobber", &row(18)]),
        heavy(&["analyze", "clobber", &checker]),
        heavy(&["analyze", "domineering", &empty7]),
        heavy(&["analyze", "konane", &konane]),
        heavy(&["analyze", "snort", &snort]),
        heavy(&["grundy", "grundy", "--to", "100000000"]),
        heavy(&["value", &sum]),
        heavy(&["thermograph", &sum]),
        heavy(&["compare", &sum, &switches(39)]),
        worksheet,
        heavy(&["play", "domineering", &empty7, "--first", "engine"]),
    ]
}

/// Runs `conway [--json] COMMAND --timeout LIMIT ARGS` (the limit before
/// the arguments: `value` reads any later word as an expression); returns
/// the time taken and the exit code.
fn run(h: &Heavy, limit: &str) -> (Duration, Option<i32>) {
    let command = h.args.iter().position(|a| a != "--json").unwrap_or(0);
    let (head, tail) = h.args.split_at(command + 1);
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_conway"))
        .args(head)
        .args(["--timeout", limit])
        .args(tail)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the conway binary runs");
    if let Some(mut stdin) = child.stdin.take() {
        // A child that stopped early may have closed its input.
        let _ = stdin.write_all(h.stdin.as_bytes());
    }
    let status = child.wait().expect("conway ends");
    (started.elapsed(), status.code())
}

#[test]
fn every_phase_of_every_command_ends_by_the_timeout() {
    let inputs = inputs();
    // Two runs at a time: the limits bound wall-clock time, so sharing the
    // processors only makes the check harder.
    let failures: Vec<String> = std::thread::scope(|scope| {
        let halves = inputs.chunks(inputs.len().div_ceil(2));
        let workers: Vec<_> = halves
            .map(|part| {
                scope.spawn(move || {
                    let mut failures = Vec::new();
                    for (i, h) in part.iter().enumerate() {
                        // Each input under one limit, the limits in turn
                        // (the whole test stays within CI's budget).
                        let limit = TIMEOUTS[i % TIMEOUTS.len()];
                        let (took, code) = run(h, limit);
                        let allowed = Duration::from_secs_f64(limit.parse().unwrap()) + MARGIN;
                        if took > allowed || !matches!(code, Some(0) | Some(3)) {
                            failures.push(format!(
                                "{:?} --timeout {limit}: {took:?}, exit {code:?}",
                                shorten(&h.args)
                            ));
                        }
                    }
                    failures
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker"))
            .collect()
    });
    assert!(failures.is_empty(), "{failures:#?}");
}

/// The shortest limit on the heaviest inputs, where the stop falls in the
/// middle of the work: exit code 3.
#[test]
fn heavy_inputs_stop_with_exit_code_three() {
    for h in [
        heavy(&[
            "analyze",
            "domineering",
            "........|........|........|........|........|........|........|........",
        ]),
        heavy(&["value", &switches(60)]),
    ] {
        let (took, code) = run(&h, "0.3");
        assert_eq!(code, Some(3), "{:?}", shorten(&h.args));
        assert!(took < Duration::from_millis(300) + MARGIN, "{took:?}");
    }
}

fn shorten(args: &[String]) -> Vec<String> {
    args.iter().map(|a| a.chars().take(40).collect()).collect()
}
