//! `conway help [COMMAND | TOPIC]`: the help of the program or of a
//! command (as `--help` prints it), or a topic that the installed binary
//! must carry because `docs/` is not installed by `cargo install`.

use crate::failure::Failure;
use crate::output::emit;

/// The topics `conway help` knows besides the commands, and their text.
const TOPICS: [(&str, &str); 1] = [(
    "graph-format",
    include_str!("../../../../docs/graph-format.md"),
)];

/// Arguments of `conway help`.
#[derive(clap::Args)]
pub struct Args {
    /// A command (`conway help solve`) or a topic (`conway help
    /// graph-format`).
    #[arg(value_name = "COMMAND|TOPIC")]
    pub topic: Option<String>,
}

pub fn run(args: Args, mut command: clap::Command) -> Result<(), Failure> {
    let Some(topic) = args.topic else {
        return emit(&format!("{}\n", command.render_long_help()));
    };
    if let Some((_, text)) = TOPICS.iter().find(|(name, _)| *name == topic) {
        return emit(text);
    }
    command.build();
    if let Some(sub) = command.find_subcommand_mut(&topic) {
        return emit(&format!("{}\n", sub.render_long_help()));
    }
    let commands: Vec<&str> = command.get_subcommands().map(|c| c.get_name()).collect();
    let topics: Vec<&str> = TOPICS.iter().map(|(name, _)| *name).collect();
    Err(Failure::input(
        "COMMAND|TOPIC",
        format!(
            "no command or topic '{topic}'; commands: {}; topics: {}",
            commands.join(", "),
            topics.join(", ")
        ),
    ))
}
