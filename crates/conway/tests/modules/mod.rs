//! The tests of single library modules, one file each, named by the module's path.

mod impartial_heap;
mod impartial_heap_take_break;
mod impartial_solver;
mod impartial_value_file;
mod numeric_dyadic;
mod numeric_integer;
mod numeric_nimber;
mod play;
mod rulesets_adapters_impartial_position;
mod rulesets_boards_grid;
mod rulesets_boards_scan;
mod rulesets_games_bomberman;
mod rulesets_games_divisor_chain;
mod rulesets_games_euclids_game;
mod rulesets_games_nim;
mod rulesets_games_pawns;
mod rulesets_games_rectangle_split;
mod rulesets_games_staircase_nim;
mod rulesets_games_subtraction_nim;
mod rulesets_games_wythoff;
