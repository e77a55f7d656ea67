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

pub fn run(args: Args, mut command: clap::Command) -> Result<(), Failure> {
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut command, "conway", &mut out);
    crate::output::emit(&String::from_utf8_lossy(&out))
}
