//! The integration tests of `conway-cli`, one binary (as ripgrep keeps them):
//! one module per topic. Heavy cases are `#[ignore]`d with the reason
//! "full tier" and run by `scripts/test-all.sh --full`.

mod common;

mod analyze;
mod builtin_limits;
mod cgsuite_cli;
mod checkpoints;
mod closed_output;
mod command_line;
mod corpus;
mod grundy;
mod guide;
mod limits_phases;
mod loopy_values;
mod misere;
mod outcome;
mod partizan_graph_rules;
mod partizan_rules;
mod play;
mod repl;
mod ruleset_help;
mod solve;
mod tour;
mod value;
