//! The `conway` command line: it parses arguments, calls the library and
//! prints. Each subcommand lives in its own module under `commands/`.
//! Standard output is written in one place, `output` (so a closed pipe
//! ends every command alike): `print!` and `println!` are refused.
#![deny(clippy::print_stdout)]

mod checkpoint;
mod commands;
mod failure;
mod limits;
mod output;
mod shown;
mod usage;

use clap::{CommandFactory, Parser, Subcommand};
use failure::Failure;
use std::process::ExitCode;

/// Values, outcomes and winning moves of combinatorial games.
#[derive(Parser)]
#[command(
    name = "conway",
    version,
    about,
    long_about = None,
    disable_help_subcommand = true,
    after_help = "Help topics: conway help graph-format (the game graph file format).\n\n\
Exit codes: 0 done; 1 conway's fault or the system's; 2 bad input; 3 stopped by a limit \
(after printing what was computed); 130 stopped by Ctrl-C; 141 standard output closed \
(a reader such as `head` left: the work stops at once, without a message)."
)]
struct Cli {
    /// Print machine-readable JSON instead of text (errors too).
    #[arg(long, global = true)]
    json: bool,

    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List the built-in rulesets, with the position syntax and an example.
    Rulesets(commands::rulesets::Args),
    /// Value, winner and winning moves of a position of a built-in ruleset.
    Analyze(commands::analyze::Args),
    /// Who wins a position or a sum too big for canonical forms (outcome search).
    Outcome(commands::outcome::Args),
    /// Play a position against the engine, reading your moves from stdin.
    Play(commands::play::Args),
    /// Grundy values G(0..N) of a heap game (octal codes, subtraction games,
    /// Grundy's game, ...) and the period of the sequence.
    Grundy(commands::grundy::Args),
    /// The misère quotient of a heap game with heaps up to N: size,
    /// presentation, P-portion, pretending function.
    Quotient(commands::quotient::Args),
    /// Solve a game graph file: values of the vertices, winner, winning moves.
    Solve(commands::solve::Args),
    /// Print the help of conway or of a command, or a help topic
    /// (graph-format: the game graph file format).
    Help(commands::help::Args),
    /// Print shell completions (bash, zsh, fish, elvish, powershell).
    Completions(commands::completions::Args),
    /// Canonical form, outcome, stops, mean, temperature and more of values
    /// written in CGSuite's notation ({3||2*|1*}, ^ + *, +-1, Tiny(2)).
    Value(commands::value::Args),
    /// Compare two values: prints =, <, > or || (confused).
    Compare(commands::compare::Args),
    /// The thermograph of a value: walls, temperature, mean; --svg draws it.
    Thermograph(commands::thermograph::Args),
    /// The worksheet: assign names, evaluate and compare values, call
    /// functions and rulesets a line at a time (also `conway` alone at a
    /// terminal).
    Repl(commands::repl::Args),
    /// The browser workbench: a local web page with worksheet cells, a board
    /// to analyse and play on, and sequence plots.
    Serve(commands::serve::Args),
}

fn dispatch(cli: Cli) -> Result<(), Failure> {
    let json = cli.json;
    match cli.command {
        Command::Rulesets(args) => commands::rulesets::run(args, json),
        Command::Analyze(args) => commands::analyze::run(args, json),
        Command::Outcome(args) => commands::outcome::run(args, json),
        Command::Play(args) => commands::play::run(args, json),
        Command::Grundy(args) => commands::grundy::run(args, json),
        Command::Quotient(args) => commands::quotient::run(args, json),
        Command::Solve(args) => commands::solve::run(args, json),
        Command::Help(args) => commands::help::run(args, Cli::command()),
        Command::Completions(args) => commands::completions::run(args, Cli::command()),
        Command::Value(args) => commands::value::run(args, json),
        Command::Compare(args) => commands::compare::run(args, json),
        Command::Thermograph(args) => commands::thermograph::run(args, json),
        Command::Repl(args) => commands::repl::run(args, json),
        Command::Serve(args) => commands::serve::run(args),
    }
}

/// Game trees can be deep; run the work on a thread with a large stack
/// (reserved address space, committed only as it is used).
const STACK_BYTES: usize = 1 << 30;

/// `conway` alone at a terminal (stdin and stdout) is the worksheet.
fn worksheet_by_default() -> bool {
    use std::io::IsTerminal;
    std::env::args_os().len() == 1
        && std::io::stdin().is_terminal()
        && std::io::stdout().is_terminal()
}

/// Large value tables on huge pages (Linux): fewer translation misses in
/// long searches.
#[global_allocator]
static ALLOCATOR: conway::control::HugePageAllocator = conway::control::HugePageAllocator;

fn main() -> ExitCode {
    let parsed = if worksheet_by_default() {
        Ok(Cli {
            json: false,
            command: Command::Repl(commands::repl::Args::default()),
        })
    } else {
        let args: Vec<_> = std::env::args_os().skip(1).collect();
        match usage::unknown_option(Cli::command(), &args) {
            Some(e) => Err(e),
            None => {
                let args = usage::options_first(Cli::command(), args);
                let program = std::env::args_os().next().unwrap_or_default();
                Cli::try_parse_from(std::iter::once(program).chain(args))
            }
        }
    };
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => return failure::argument_error(e, &mut output::Stdout),
    };
    let json = cli.json;
    limits::handle_interrupts();
    output::watch_reader();
    let worker = std::thread::Builder::new()
        .name("conway".into())
        .stack_size(STACK_BYTES)
        .spawn(move || dispatch(cli));
    let result = match worker {
        Ok(handle) => handle
            .join()
            .unwrap_or_else(|_| Err(Failure::internal("the computation panicked"))),
        Err(e) => Err(Failure::internal(format!(
            "cannot start a worker thread: {e}"
        ))),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.report(json, &mut output::Stdout, output::is_closed()),
    }
}
