//! CGSuite's notation for game values: [`print`](fn@print) writes it (it is also what
//! `Display` prints) and [`parse`] reads it back, together with sums and
//! differences of such values.
//!
//! `parse(&print(g)) == Ok(g)` for every game `g`.
//!
//! ```
//! use conway::value::{notation, Game};
//! let g = notation::parse("^ + ^ + *").unwrap();
//! assert_eq!(g.to_string(), "^^*");
//! let h: Game = "{3||2*|1*}".parse().unwrap();
//! assert_eq!(notation::parse(&h.to_string()), Ok(h));
//! ```

mod parse;
mod print;

pub use parse::{
    parse, parse_prefix_with, parse_with, read_number_up_star, Arg, ArgValue, Call, Scope,
    DEEPEST_SUM,
};
pub(crate) use print::option_order;
pub use print::print;
