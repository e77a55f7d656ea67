//! The integration tests of `conway`, one binary (as ripgrep keeps them):
//! one module per topic. Heavy cases are `#[ignore]`d with the reason
//! "full tier" and run by `scripts/test-all.sh --full`.

mod common;
mod fuzz;
mod graph_search;

mod amazons;
mod cgsuite_loopy;
mod cgsuite_rulesets;
mod cgt_crate;
mod control_limits;
mod domino_games;
mod fuzz_parsers;
mod graph_format;
mod graph_impartial;
mod graph_partizan;
mod hackenbush;
mod heap_codes;
mod heap_sequences;
mod layers;
mod loopy_fast;
mod loopy_games;
mod loopy_rulesets;
mod loopy_shorthand;
mod loopy_stops;
mod misere_cgsuite;
mod misere_forms;
mod misere_heaps;
mod misere_quotient;
mod outcome_bounds;
mod outcome_mcgs;
mod outcome_oracles;
mod outcome_search;
mod parser_corpus;
mod partizan_rules;
mod ruleset_conformance;
mod rulesets_clobber_mcgs;
mod rulesets_impartial;
mod rulesets_partizan;
mod rulesets_ski_jumps_digraphs_hackenbush;
mod snort_col;
mod user_rules;
mod value_algebra;
mod value_fast_paths;
mod value_notation;
mod value_operations;
mod value_structure;
mod worksheet;
mod worksheet_accessors;
mod worksheet_cgsuite_syntax;
mod worksheet_examples;
mod worksheet_grids;
mod worksheet_language;
mod worksheet_loopy;
mod worksheet_misere;
mod worksheet_outcome;
