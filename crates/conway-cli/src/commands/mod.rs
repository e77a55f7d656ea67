//! One module per subcommand: each has an `Args` (clap) and a `run`.

pub mod analyze;
pub mod compare;
pub mod completions;
pub mod grundy;
pub mod loopy_values;
pub mod play;
pub mod repl;
pub mod rulesets;
pub mod solve;
pub mod thermograph;
pub mod value;
