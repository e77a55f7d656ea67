//! Powers `G^n` and `G^{→n}` of a game `G = {0 | H}`, as CGSuite defines
//! them (`Pow`, `PowTo`), generalising `↑ⁿ` and `↑^{→n}` (Siegel,
//! *Combinatorial Game Theory*, ch. II on uptimals, where `G = ↑ = {0 | *}`):
//!
//! * `G^{→0} = 0` and `G^{→n} = {G^{→(n-1)} | H}`;
//! * `G^0 = -H` and `G^n = {0 | H - G^{→(n-1)}}`.
//!
//! So `G^1 = G^{→1} = G`. Both are built bottom up in a loop.

use super::game::Game;
use super::uptimal::MAX_UP_POWER;

/// Why a power cannot be taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PowerError {
    /// The base is not of the form `{0 | H}`.
    NotZeroOverH,
    /// The exponent is above [`MAX_UP_POWER`].
    ExponentTooLarge,
}

impl std::fmt::Display for PowerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PowerError::NotZeroOverH => {
                write!(f, "powers are defined for games of the form {{0 | H}} only")
            }
            PowerError::ExponentTooLarge => {
                write!(f, "the exponent may be at most {MAX_UP_POWER}")
            }
        }
    }
}

impl std::error::Error for PowerError {}

/// `H` for `G = {0 | H}`.
fn right_of_zero_over(g: Game, n: u64) -> Result<Game, PowerError> {
    if n > MAX_UP_POWER {
        return Err(PowerError::ExponentTooLarge);
    }
    match g.option_lists() {
        ([Game::ZERO], [h]) => Ok(*h),
        _ => Err(PowerError::NotZeroOverH),
    }
}

/// `G^{→n}` for `G = {0 | h}`.
fn pow_to(h: Game, n: u64) -> Game {
    let mut p = Game::ZERO;
    for _ in 0..n {
        p = Game::new(&[p], &[h]);
    }
    p
}

impl Game {
    /// `G^n` for `G = {0 | H}`: `G^0 = -H`, `G^n = {0 | H - G^{→(n-1)}}`
    /// (CGSuite's `Pow`). For `G = ↑` this is `↑ⁿ`, printed `^<n>`.
    ///
    /// ```
    /// use conway::value::Game;
    /// let up = Game::up(1);
    /// assert_eq!(up.pow(3), Ok(Game::up_nth(3).unwrap()));
    /// assert_eq!(up.pow(1), Ok(up));
    /// // {0 | -1}^2 = {0 | -1 - {0 | -1}}.
    /// let g = Game::new(&[Game::ZERO], &[Game::integer(-1)]);
    /// assert_eq!(g.pow(2), Ok(Game::new(&[Game::ZERO], &[Game::integer(-1) - g])));
    /// assert!(Game::integer(1).pow(2).is_err());
    /// ```
    pub fn pow(self, n: u64) -> Result<Game, PowerError> {
        let h = right_of_zero_over(self, n)?;
        Ok(match n {
            0 => -h,
            _ => Game::new(&[Game::ZERO], &[h - pow_to(h, n - 1)]),
        })
    }

    /// `G^{→n}` for `G = {0 | H}`: `G^{→0} = 0`, `G^{→n} = {G^{→(n-1)} | H}`
    /// (CGSuite's `PowTo`). For `G = ↑` this is `↑ + ↑² + … + ↑ⁿ`, printed
    /// `^[n]`.
    ///
    /// ```
    /// use conway::value::Game;
    /// let up = Game::up(1);
    /// assert_eq!(up.pow_to(4), Ok(Game::up_to_nth(4).unwrap()));
    /// assert_eq!(up.pow_to(0), Ok(Game::ZERO));
    /// ```
    pub fn pow_to(self, n: u64) -> Result<Game, PowerError> {
        let h = right_of_zero_over(self, n)?;
        Ok(pow_to(h, n))
    }
}
