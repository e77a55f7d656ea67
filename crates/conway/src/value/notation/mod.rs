//! CGSuite's notation for game values: printing (and, in `parse`, reading).

mod print;
