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
        &nim::NIM,
        &staircase_nim::STAIRCASE,
        &pawns::PAWNS,
        &subtraction_nim::SUBTRACTION,
        &take_and_break::TAKE_AND_BREAK,
        &divisor_chain::DIVISOR_CHAIN,
        &rectangle_split::RECTANGLE_SPLIT,
        &bomberman::BOMBERMAN,
        &wythoff::WYTHOFF,
        &domineering::DOMINEERING,
        &cram::CRAM,
        &advance_or_eat::ADVANCE_OR_EAT,
        &clobber::CLOBBER,
        &konane::KONANE,
        &toads_and_frogs::TOADS_AND_FROGS,
        &toppling_dominoes::TOPPLING_DOMINOES,
        &cutcake::CUTCAKE,
        &hackenbush::HACKENBUSH,
        &snort::SNORT,
        &col::COL,
        &amazons::AMAZONS,
        // Impartial games of CGSuite and the literature.
        &node_kayles::NODE_KAYLES,
        &arc_kayles::ARC_KAYLES,
        &weighted_arc_kayles::WEIGHTED_ARC_KAYLES,
        &take_away::TAKE_AWAY,
        &fibonacci_nim::FIBONACCI_NIM,
        &mem::MEM,
        &generalised_wythoff::GEN_WYTHOFF,
        &chomp::CHOMP,
        &coin_turning::TURNING_TURTLES,
        &coin_turning::TWINS,
        &coin_turning::MOCK_TURTLES,
        &coin_turning::MOEBIUS,
        &coin_turning::MOGUL,
        &coin_turning::RULER,
        &spawning::SPAWNING,
        &nimstring::NIMSTRING,
        &euclids_game::EUCLIDS_GAME,
        &partizan_arc_kayles::PARTIZAN_ARC_KAYLES,
        // Partizan games of the peers (CGSuite, MCGS, the cgt crate).
        &cake::MAUNDY_CAKE,
        &cake::EATCAKE,
        &cake::TURN_AND_EATCAKE,
        &partizan_euclid::PARTIZAN_EUCLID,
        &partizan_heaps::PARTIZAN_SUBTRACTION,
        &partizan_heaps::PARTIZAN_TAKE_AND_BREAK,
        &toads_and_frogs::GEN_TOADS,
        &toads_and_frogs::ELEPHANTS,
        &cannibal_clobber::CANNIBAL_CLOBBER,
        &nogo::NO_GO,
        &ski_jumps::SKI_JUMPS,
        &digraph_placement::DIGRAPH_PLACEMENT,
        &hackenbush::childish::CHILDISH_HACKENBUSH,
        &gen_clobber::ANTI_CLOBBER,
        &gen_clobber::CLOBBER_KINGS,
        &gen_clobber::CLOBBER_KNIGHTS,
        &gen_clobber::CLOBBER_ROOKS,
        &gen_clobber::CLOBBER_QUEENS,
        &gen_clobber::HOT_CLOBBER,
        &fission::FISSION,
        &sheep::SHEEP,
        &king_dirt::KING_DIRT,
        &fox_and_geese::FOX_AND_GEESE,
        &fox_and_geese::CEYLONESE_FOX_AND_GEESE,
        &backsliding_toads::BACKSLIDING_TOADS,
        &fjords::FJORDS,
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
