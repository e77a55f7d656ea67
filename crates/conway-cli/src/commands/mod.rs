//! One module per subcommand: each has an `Args` (clap) and a `run`.

pub mod analyze;
pub mod compare;
pub mod completions;
pub mod grundy;
pub mod help;
pub mod loopy_analysis;
pub mod loopy_values;
pub mod misere_analysis;
pub mod misere_graph;
pub mod misere_sequence;
pub mod misere_value;
pub mod outcome;
pub mod play;
pub mod quotient;
pub mod repl;
pub mod rulesets;
pub mod serve;
pub mod solve;
pub mod thermograph;
pub mod value;
