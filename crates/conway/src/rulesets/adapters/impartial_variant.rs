//! Impartial variants of the partizan rulesets, as CGSuite's
//! `ImpartialVariant` makes them: the player to move may make any move of
//! Left's or of Right's (so the impartial variant of Domineering is Cram).
//! Each partizan ruleset `NAME` has one, `impartial-NAME`, reading the same
//! positions.
//!
//! The value is found by the [`GrundySolver`] over the base ruleset's
//! positions, split into the base ruleset's components (a move of either
//! player stays within one, so the value is the nim-sum of theirs), with no
//! symmetries (a partizan ruleset's normal forms keep its own values, not
//! necessarily the variant's), through [`Position::either_player_values`]:
//! on the ruleset's own positions (every partizan ruleset written with
//! `PartizanRules`), else on its positions' moves keyed by notation.
//!
//! ```
//! use conway::rulesets;
//! let cram = rulesets::find("cram").unwrap().parse("...|...").unwrap().analyze();
//! let variant = rulesets::find("impartial-domineering").unwrap().parse("...|...").unwrap().analyze();
//! assert_eq!(variant.nimber, cram.nimber);
//! ```

use crate::control::{unbounded, Control, Stop};
use crate::error::ParseError;
use crate::impartial::{GrundySolver, ImpartialGame};
use crate::numeric::Nimber;
use crate::outcome::component::Shared;
use crate::rulesets::impartial_position::impartial_analysis;
use crate::rulesets::{Analysis, EitherPlayerValues, Kind, Move, OutcomeParts, Position, Ruleset};
use crate::schema::Detail;
use crate::value::Player;
use std::collections::HashSet;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, OnceLock};

/// Small positions for the variants' examples (the base rulesets'
/// examples are sized for their own, faster, analyses); a ruleset not
/// listed lends its own example.
const SMALL_EXAMPLES: [(&str, &str); 13] = [
    ("domineering", "...|...|..."),
    ("advance-or-eat", "W.B|.BW"),
    ("clobber", "xox|oxo"),
    ("konane", "xox.|o.ox"),
    ("toads-and-frogs", "tt..ff"),
    ("toppling-dominoes", "LRLG"),
    ("cutcake", "2x3"),
    ("hackenbush", "BRB RG"),
    ("snort", "...|..."),
    ("col", ".x.|..."),
    ("amazons", "x.#|..o"),
    ("partizan-arc-kayles", "llr(e;r)"),
    ("maundy-cake", "2x3 + 3x4"),
];

/// The impartial variant of a partizan ruleset.
pub struct ImpartialVariant {
    base: &'static dyn Ruleset,
    name: &'static str,
    summary: &'static str,
    example: &'static str,
}

impl ImpartialVariant {
    /// The variant of `base` (its name and summary are made once, for the
    /// life of the process).
    pub fn of(base: &'static dyn Ruleset) -> ImpartialVariant {
        let example = SMALL_EXAMPLES
            .iter()
            .find(|(name, _)| *name == base.name())
            .map_or(base.example(), |&(_, e)| e);
        ImpartialVariant {
            base,
            name: Box::leak(format!("impartial-{}", base.name()).into_boxed_str()),
            summary: Box::leak(
                format!(
                    "{} Impartial variant: either player may make Left's or Right's moves.",
                    base.summary()
                )
                .into_boxed_str(),
            ),
            example,
        }
    }
}

impl Ruleset for ImpartialVariant {
    fn name(&self) -> &'static str {
        self.name
    }

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn summary(&self) -> &'static str {
        self.summary
    }

    fn syntax(&self) -> &'static str {
        self.base.syntax()
    }

    fn example(&self) -> &'static str {
        self.example
    }

    fn parse(&self, position: &str) -> Result<Box<dyn Position>, ParseError> {
        let inner = self.base.parse(position)?;
        Ok(Box::new(VariantPosition(inner)))
    }

    /// Drawn as the partizan parent is.
    fn drawing(&self) -> Option<crate::rulesets::Drawing> {
        self.base.drawing()
    }
}

/// A position of an impartial variant: a base position whose moves are
/// Left's and Right's together.
pub struct VariantPosition(Box<dyn Position>);

/// The moves of both players, Left's labelled `L ...` and Right's `R ...`;
/// a position both can reach is listed once, by Left's move. Each comes
/// with its index among Left's moves followed by Right's (the order of
/// [`EitherPlayerValues::options`]).
fn merged_moves(p: &dyn Position) -> Vec<(usize, String, Box<dyn Position>)> {
    let mut seen = HashSet::new();
    let both = [(Player::Left, "L"), (Player::Right, "R")]
        .into_iter()
        .flat_map(|(player, tag)| p.moves(player).into_iter().map(move |m| (tag, m)));
    both.enumerate()
        .filter(|(_, (_, m))| seen.insert(m.position.notation()))
        .map(|(i, (tag, m))| (i, format!("{tag} {}", m.label), m.position))
        .collect()
}

/// A base position searched for its Grundy value by the
/// [`GrundySolver`]: compared and hashed by its notation (made once, when
/// first asked), shared cheaply between the solver's table and its stack.
#[derive(Clone)]
struct Base {
    position: Arc<dyn Position>,
    key: Arc<OnceLock<String>>,
}

impl Base {
    fn new(position: Box<dyn Position>) -> Base {
        Base {
            position: Arc::from(position),
            key: Arc::default(),
        }
    }

    fn key(&self) -> &str {
        self.key.get_or_init(|| self.position.notation())
    }
}

impl PartialEq for Base {
    fn eq(&self, other: &Base) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Base {}

impl Hash for Base {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl ImpartialGame for Base {
    /// Left's and Right's moves together (a position both reach may be
    /// listed twice: the mex is the same).
    fn options(&self) -> Vec<Base> {
        [Player::Left, Player::Right]
            .into_iter()
            .flat_map(|player| self.position.moves(player))
            .map(|m| Base::new(m.position))
            .collect()
    }

    /// The base ruleset's components (a move of either player stays
    /// within one, so the variant's value is the nim-sum of theirs), or
    /// the position itself when its ruleset lists none. A position of one
    /// component is that component too, cut as its ruleset cuts it (a
    /// Clobber strip to the stones that can still move): keyed by the
    /// whole board instead, every board reached with one component left
    /// was an entry of its own, and alternating impartial Clobber strips
    /// took seconds from (xo)^8 on (108 components for (xo)^9).
    fn components(&self) -> Vec<Base> {
        let parts = self.position.components();
        if parts.is_empty() {
            vec![self.clone()]
        } else {
            parts.into_iter().map(Base::new).collect()
        }
    }
}

/// [`Position::either_player_values`] by the moves and components of
/// any position (the trait's default), each option keyed by its notation;
/// the position's own value is the mex of its options'.
pub(crate) fn either_player_values_by_moves<P: Position + ?Sized>(
    position: &P,
    control: &Control,
) -> Result<EitherPlayerValues, Stop> {
    let solver = GrundySolver::new();
    let options: Vec<Nimber> = [Player::Left, Player::Right]
        .into_iter()
        .flat_map(|player| position.moves(player))
        .map(|m| solver.grundy_short_with(&Base::new(m.position), control))
        .collect::<Result<_, _>>()?;
    Ok(EitherPlayerValues {
        value: Nimber::mex(options.iter().copied()),
        options,
        positions: solver.table_len() as u64,
    })
}

impl VariantPosition {
    /// The analysis from the base ruleset's own search: the winning moves
    /// are the options of value 0, listed as [`merged_moves`] lists them
    /// (Left's first, a position both players reach once).
    fn analysis_of(&self, values: EitherPlayerValues) -> Analysis {
        let wins = merged_moves(self.0.as_ref())
            .into_iter()
            .filter(|(i, _, _)| values.options[*i] == Nimber::ZERO)
            .map(|(_, label, _)| label)
            .collect();
        let details = vec![Detail::count("positions searched", values.positions)];
        impartial_analysis(Some(values.value), values.value.0 != 0, wins, details)
    }
}

impl Position for VariantPosition {
    fn notation(&self) -> String {
        self.0.notation()
    }

    fn render(&self) -> String {
        self.0.render()
    }

    fn moves(&self, _player: Player) -> Vec<Move> {
        merged_moves(self.0.as_ref())
            .into_iter()
            .map(|(_, label, position)| Move {
                label,
                position: Box::new(VariantPosition(position)),
            })
            .collect()
    }

    fn move_bound(&self) -> Option<u128> {
        self.0.move_bound().map(|b| b.saturating_mul(2))
    }

    fn analyze(&self) -> Analysis {
        unbounded(|c| self.analyze_with(c))
    }

    fn analyze_with(&self, control: &Control) -> Result<Analysis, Stop> {
        let values = self.0.either_player_values(control)?;
        Ok(self.analysis_of(values))
    }

    /// Searched as its base ruleset's position is, when the base one is
    /// ([`OutcomeParts::either_player_parts`]): who wins needs one winning
    /// move, where the nim value needs the value of every option.
    fn outcome_parts(&self) -> Option<&dyn OutcomeParts> {
        self.0.outcome_parts().map(|_| self as &dyn OutcomeParts)
    }
}

impl OutcomeParts for VariantPosition {
    fn parts(&self) -> Vec<Shared> {
        (self.0.outcome_parts()).map_or_else(Vec::new, |base| base.either_player_parts())
    }

    /// The variant of a variant is itself: either player already makes
    /// every move.
    fn either_player_parts(&self) -> Vec<Shared> {
        self.parts()
    }
}
