//! The registry of games: every built-in ruleset, in the order
//! `conway rulesets` lists them. A new game is one line in
//! [`written_out`] (and its file in `games/`); its impartial variant, if
//! it is partizan and cannot cycle, is made here.

use super::games::*;
use super::impartial_variant::ImpartialVariant;
use super::{Kind, Ruleset};
use std::fmt;
use std::sync::OnceLock;

/// Every built-in ruleset: those written out, then the impartial variant of
/// each partizan one ([`impartial_variant`]).
pub fn all() -> Vec<&'static dyn Ruleset> {
    static VARIANTS: OnceLock<Vec<ImpartialVariant>> = OnceLock::new();
    let written = written_out();
    let variants = VARIANTS.get_or_init(|| {
        let partizan = written
            .iter()
            .filter(|r| r.kind() == Kind::Partizan && !r.can_cycle());
        partizan.map(|&r| ImpartialVariant::of(r)).collect()
    });
    let variants = variants.iter().map(|v| v as &'static dyn Ruleset);
    written.into_iter().chain(variants).collect()
}

/// The rulesets with a file of their own.
fn written_out() -> Vec<&'static dyn Ruleset> {
    vec![
        &nim::NimRules,
        &staircase_nim::StaircaseRules,
        &pawns::PawnsRules,
        &subtraction_nim::SubtractionRules,
        &take_and_break::TakeAndBreakRules,
        &divisor_chain::DivisorChainRules,
        &rectangle_split::RectangleSplitRules,
        &bomberman::BombermanRules,
        &wythoff::WythoffRules,
        &domineering::DomineeringRuleset,
        &cram::CramRuleset,
        &advance_or_eat::AdvanceOrEatRuleset,
        &clobber::ClobberRuleset,
        &konane::KonaneRuleset,
        &toads_and_frogs::ToadsAndFrogsRuleset,
        &toppling_dominoes::TopplingDominoesRuleset,
        &cutcake::CutcakeRuleset,
        &hackenbush::HackenbushRuleset,
        &snort::SnortRuleset,
        &col::ColRuleset,
        &amazons::AmazonsRuleset,
        // Impartial games of CGSuite and the literature.
        &node_kayles::NodeKaylesRules,
        &arc_kayles::ArcKaylesRules,
        &weighted_arc_kayles::WeightedArcKaylesRules,
        &take_away::TakeAwayRules,
        &fibonacci_nim::FibonacciNimRules,
        &mem::MemRules,
        &generalised_wythoff::GenWythoffRules,
        &chomp::ChompRules,
        &coin_turning::TURNING_TURTLES,
        &coin_turning::TWINS,
        &coin_turning::MOCK_TURTLES,
        &coin_turning::MOEBIUS,
        &coin_turning::MOGUL,
        &coin_turning::RULER,
        &spawning::SpawningRules,
        &nimstring::NimstringRules,
        &partizan_arc_kayles::PartizanArcKaylesRuleset,
        // Partizan games of the peers (CGSuite, MCGS, the cgt crate).
        &cake::CakeRuleset(cake::CakeGame::Maundy),
        &cake::CakeRuleset(cake::CakeGame::Eatcake),
        &cake::CakeRuleset(cake::CakeGame::TurnAndEatcake),
        &partizan_euclid::PartizanEuclidRuleset,
        &partizan_heaps::PartizanHeapRuleset::Subtraction,
        &partizan_heaps::PartizanHeapRuleset::TakeAndBreak,
        &toads_and_frogs::GenToadsRuleset,
        &toads_and_frogs::ElephantsRuleset,
        &cannibal_clobber::CannibalClobberRuleset,
        &nogo::NoGoRuleset,
        &ski_jumps::SkiJumpsRuleset,
        &digraph_placement::DigraphPlacementRuleset,
        &hackenbush::childish::ChildishHackenbushRuleset,
        &gen_clobber::GenClobberRuleset(gen_clobber::Variant::ANTI_CLOBBER),
        &gen_clobber::GenClobberRuleset(gen_clobber::Variant::KINGS),
        &gen_clobber::GenClobberRuleset(gen_clobber::Variant::KNIGHTS),
        &gen_clobber::GenClobberRuleset(gen_clobber::Variant::ROOKS),
        &gen_clobber::GenClobberRuleset(gen_clobber::Variant::QUEENS),
        &gen_clobber::GenClobberRuleset(gen_clobber::Variant::HOT),
        &fission::FissionRuleset,
        &sheep::SheepRuleset,
        &king_dirt::KingDirtRuleset,
        &fox_and_geese::FoxAndGeeseRuleset,
        &fox_and_geese::CeyloneseFoxAndGeeseRuleset,
        &backsliding_toads::BackslidingToadsRuleset,
        &fjords::FjordsRuleset,
    ]
}

/// The ruleset called `name`; the error lists the known names.
///
/// ```
/// assert!(conway::rulesets::find("no-such-game").is_err());
/// ```
pub fn find(name: &str) -> Result<&'static dyn Ruleset, UnknownRuleset> {
    all()
        .into_iter()
        .find(|r| r.name() == name)
        .ok_or_else(|| UnknownRuleset {
            name: name.to_string(),
            known: all().iter().map(|r| r.name()).collect(),
        })
}

/// A ruleset name that is not built in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRuleset {
    /// The name asked for.
    pub name: String,
    /// The names that exist.
    pub known: Vec<&'static str>,
}

impl fmt::Display for UnknownRuleset {
    /// The closest known name when one is close, else every known name.
    ///
    /// ```
    /// let e = conway::rulesets::find("domineerin").err().unwrap();
    /// assert_eq!(e.to_string(), "unknown ruleset 'domineerin'; did you mean 'domineering'?");
    /// let e = conway::rulesets::find("chess").err().unwrap();
    /// assert!(e.to_string().contains("known rulesets: nim, "));
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match crate::spelling::closest(&self.name, self.known.iter().copied()) {
            Some(near) => write!(f, "unknown ruleset '{}'; did you mean '{near}'?", self.name),
            None => write!(
                f,
                "unknown ruleset '{}'; known rulesets: {}",
                self.name,
                self.known.join(", ")
            ),
        }
    }
}

impl std::error::Error for UnknownRuleset {}
