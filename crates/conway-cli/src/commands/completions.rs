//! `conway completions SHELL`: shell completions, printed to stdout.

use crate::failure::Failure;
use clap_complete::Shell;

/// Arguments of `conway completions`.
#[derive(clap::Args)]
#[command(after_help = "Examples:
  conway completions bash > ~/.local/share/bash-completion/completions/conway
  conway completions zsh > ~/.zfunc/_conway
  conway completions fish > ~/.config/fish/completions/conway.fish")]
pub struct Args {
    /// The shell to complete for.
    #[arg(value_enum)]
    shell: Shell,
}

pub fn run(args: Args, command: clap::Command) -> Result<(), Failure> {
    let mut command = with_ruleset_names(command);
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut command, "conway", &mut out);
    crate::output::emit(&String::from_utf8_lossy(&out))
}

/// The command with the ruleset names as the values of every RULESET
/// argument, for the completions only: parsing keeps its own message for
/// an unknown name (with its "did you mean").
fn with_ruleset_names(command: clap::Command) -> clap::Command {
    let names: Vec<&'static str> = conway::rulesets::all()
        .into_iter()
        .map(|r| r.name())
        .collect();
    let names = clap::builder::PossibleValuesParser::new(names);
    command
        .mut_subcommand("analyze", |c| {
            c.mut_arg("ruleset", |a| a.value_parser(names.clone()))
        })
        .mut_subcommand("play", |c| {
            let mut with_graph = conway::rulesets::all()
                .into_iter()
                .map(|r| r.name())
                .collect::<Vec<_>>();
            with_graph.push("graph");
            c.mut_arg("ruleset", |a| {
                a.value_parser(clap::builder::PossibleValuesParser::new(with_graph))
            })
        })
        .mut_subcommand("rulesets", |c| {
            c.mut_arg("name", |a| a.value_parser(names.clone()))
        })
}
