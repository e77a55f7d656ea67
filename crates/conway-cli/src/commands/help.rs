//! `conway help [COMMAND | TOPIC | RULESET]`: the help of the program or of a
//! command (as `--help` prints it), a ruleset (as `conway rulesets NAME`), or a topic that the installed binary
//! must carry because `docs/` is not installed by `cargo install`.

use crate::failure::Failure;
use crate::output::emit;

/// The topics `conway help` knows besides the commands, and their text.
const TOPICS: [(&str, &str); 1] = [(
    "graph-format",
    include_str!("../../../../docs/src/graph-format.md"),
)];

/// Arguments of `conway help`.
#[derive(clap::Args)]
pub struct Args {
    /// A command (`conway help solve`), a topic (`conway help
    /// graph-format`) or a ruleset (`conway help domineering`).
    #[arg(value_name = "COMMAND|TOPIC|RULESET")]
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
    if let Ok(rules) = conway::rulesets::find(&topic) {
        return super::rulesets::describe(rules, false);
    }
    let commands: Vec<&str> = command.get_subcommands().map(|c| c.get_name()).collect();
    let topics: Vec<&str> = TOPICS.iter().map(|(name, _)| *name).collect();
    let rulesets = conway::rulesets::all().into_iter().map(|r| r.name());
    let near = conway::spelling::did_you_mean(
        &topic,
        commands.iter().chain(&topics).copied().chain(rulesets),
    );
    Err(Failure::input(
        "COMMAND|TOPIC",
        format!(
            "no command, topic or ruleset '{topic}'{near}; commands: {}; topics: {}; rulesets: see `conway rulesets`",
            commands.join(", "),
            topics.join(", ")
        ),
    ))
}
