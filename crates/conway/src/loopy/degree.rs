//! The degree of loopiness and the variety of a stopper, as CGSuite
//! defines them for its `CanonicalStopper` (after Winning Ways ch. 11 and
//! Siegel, *Combinatorial Game Theory*, ch. VI): the degree of `G` is
//! `G upsum −G`; its upsum variety relative to a degree `D` is
//! `G upsum (−G downsum −D)`, its downsum variety `G downsum (−G upsum D)`;
//! when the two agree for `D` the degree of `G` (the Stability
//! Conjecture says they always do), that is the variety of `G`.

use super::game::LoopyGame;
use super::sidling::NotSettled;

/// Why a degree or variety was not found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DegreeError {
    /// Only stoppers have a degree and a variety.
    #[error("not a stopper: only stoppers have a degree of loopiness and a variety")]
    NotStopper,
    /// A side on the way was not found.
    #[error(transparent)]
    Sidling(#[from] NotSettled),
    /// The degree `D` is no idempotent (`D + D ≠ D`), so the variety is
    /// not defined (CGSuite's `Variety` refuses so: its test case
    /// `{0|||0||0|off}`, whose degree is `{0||||0|||Miny(on)|0||off}`).
    #[error("degree must be an idempotent: the degree {degree} is not (D + D is not D)")]
    NotIdempotent {
        /// The degree.
        degree: String,
    },
    /// The upsum and downsum varieties differ: a counterexample to the
    /// Stability Conjecture.
    #[error("the upsum variety {upsum} and downsum variety {downsum} differ (a counterexample to the Stability Conjecture)")]
    Unstable {
        /// The upsum variety.
        upsum: String,
        /// The downsum variety.
        downsum: String,
    },
}

/// `G upsum −G`, for a stopper `G`.
pub(crate) fn degree(g: &LoopyGame) -> Result<LoopyGame, DegreeError> {
    if !g.is_stopper() {
        return Err(DegreeError::NotStopper);
    }
    if g.to_game().is_some() {
        return Ok(LoopyGame::zero());
    }
    Ok(g.upsum(&-g.clone())?)
}

/// True if `D + D = D` for a stopper `D`, both sides of the sum
/// (CGSuite's `IsIdempotent`).
pub(crate) fn is_idempotent(d: &LoopyGame) -> Result<bool, NotSettled> {
    let same = |s: LoopyGame| s.equals(d).expect("sides of stoppers are stoppers");
    Ok(same(d.upsum(d)?) && same(d.downsum(d)?))
}

/// The variety of a stopper: its upsum and downsum varieties relative to
/// its degree, when the degree is an idempotent and they agree.
pub(crate) fn variety(g: &LoopyGame) -> Result<LoopyGame, DegreeError> {
    let d = degree(g)?;
    if !is_idempotent(&d)? {
        return Err(DegreeError::NotIdempotent {
            degree: d.to_string(),
        });
    }
    let minus = -g.clone();
    let upsum = g.upsum(&minus.downsum(&-d.clone())?)?;
    let downsum = g.downsum(&minus.upsum(&d)?)?;
    if !upsum.equals(&downsum).expect("sides are stoppers") {
        return Err(DegreeError::Unstable {
            upsum: upsum.to_string(),
            downsum: downsum.to_string(),
        });
    }
    Ok(upsum)
}
