//! Even- and odd-tempered games, the parity classes of Berlekamp's
//! temperature theory, defined as CGSuite's `IsEvenTempered` and
//! `IsOddTempered` define them.
//!
//! A game is **even-tempered** if it is a number or every option is
//! odd-tempered, and **odd-tempered** if it is not a number and every option
//! is even-tempered; most games are neither. Both are read off the canonical
//! form. For `x + n·↑ + *m` there are closed forms: even-tempered exactly
//! when it is a number, odd-tempered exactly when it is `x + *`.

use super::followers::post_order;
use super::game::Game;
use rustc_hash::FxHashMap;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Temper {
    Even,
    Odd,
    Neither,
}

fn closed_form(g: Game) -> Option<Temper> {
    let (_, ups, m) = g.as_number_up_star()?;
    Some(match (ups.is_zero(), m.0) {
        (true, 0) => Temper::Even,
        (true, 1) => Temper::Odd,
        _ => Temper::Neither,
    })
}

fn temper(g: Game) -> Temper {
    if let Some(t) = closed_form(g) {
        return t;
    }
    let mut tempers: FxHashMap<Game, Temper> = FxHashMap::default();
    post_order(
        g,
        |x| closed_form(x).is_some(),
        |x| {
            let t = closed_form(x).unwrap_or_else(|| {
                let (left, right) = x.option_lists();
                let mut options = left.iter().chain(right).map(|o| tempers[o]);
                match options.next() {
                    Some(Temper::Odd) if options.all(|t| t == Temper::Odd) => Temper::Even,
                    Some(Temper::Even) if options.all(|t| t == Temper::Even) => Temper::Odd,
                    _ => Temper::Neither,
                }
            });
            tempers.insert(x, t);
        },
    );
    tempers[&g]
}

impl Game {
    /// True if the game is a number or all its options are odd-tempered.
    ///
    /// ```
    /// use conway::value::Game;
    /// let one = Game::integer(1);
    /// assert!(one.is_even_tempered());
    /// // {1* | -1*}: options 1* = {1|1} are odd-tempered.
    /// let star = Game::nimber(1);
    /// assert!(Game::new(&[one + star], &[-one + star]).is_even_tempered());
    /// assert!(!Game::up(1).is_even_tempered());
    /// ```
    pub fn is_even_tempered(self) -> bool {
        temper(self) == Temper::Even
    }

    /// True if the game is not a number and all its options are
    /// even-tempered.
    ///
    /// ```
    /// use conway::value::Game;
    /// assert!(Game::nimber(1).is_odd_tempered());
    /// assert!(Game::switch(Game::integer(2)).is_odd_tempered()); // ±2
    /// assert!(!Game::nimber(2).is_odd_tempered());
    /// ```
    pub fn is_odd_tempered(self) -> bool {
        temper(self) == Temper::Odd
    }
}
