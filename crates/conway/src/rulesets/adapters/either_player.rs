//! The impartial game a partizan ruleset makes when either player may make
//! Left's or Right's moves (CGSuite's `ImpartialVariant`; Cram is
//! Domineering's), as a game type of its own: [`EitherPlayer`].
//!
//! It is both an [`ImpartialGame`] (the [`GrundySolver`](crate::impartial::GrundySolver)
//! finds its nim values) and a [`PartizanRules`] game whose two players
//! have the same moves, so that the outcome search walks it as it walks
//! Cram: who wins a big board is a search for one winning move, where the
//! nim value needs the value of every option.
//!
//! Its options are Left's then Right's (a position both reach is listed
//! twice: the mex and the winner are the same), its components the
//! ruleset's, and its normal form the ruleset's
//! [`same_moves_normalized`](PartizanRules::same_moves_normalized): the
//! ruleset's [`normalized`](PartizanGame::normalized) keeps its own
//! values, not necessarily the variant's.
//!
//! ```
//! use conway::partizan::PartizanGame;
//! use conway::rulesets::domineering::Domineering;
//! use conway::rulesets::either_player::EitherPlayer;
//! use conway::rulesets::partizan_position::PartizanRules;
//! use conway::value::{Game, Player};
//! // A row of three cells: one horizontal domino fits (two ways), no
//! // vertical one; either player may place it, so the variant is *1.
//! let row = EitherPlayer(Domineering::parse("...").unwrap());
//! assert_eq!(row.options_of(Player::Left).len(), 2);
//! assert_eq!(row.options_of(Player::Right).len(), 2);
//! assert_eq!(row.value(), Game::nimber(1));
//! assert_eq!(row.labelled_moves(Player::Left)[0].0, "R a1-b1");
//! ```

use crate::control::{Control, Stop};
use crate::impartial::{GrundySolver, ImpartialGame};
use crate::partizan::PartizanGame;
use crate::rulesets::partizan_position::PartizanRules;
use crate::value::{Game, Player};

/// A position of `G` in the impartial game where the player to move may
/// make any of Left's or Right's moves.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EitherPlayer<G>(pub G);

impl<G: PartizanRules> EitherPlayer<G> {
    /// Left's options of `G`, then Right's: the options of either player.
    fn both_options(&self) -> Vec<Self> {
        [Player::Left, Player::Right]
            .into_iter()
            .flat_map(|player| self.0.options_of(player))
            .map(EitherPlayer)
            .collect()
    }

    /// The ruleset's components, each in the variant.
    fn parts(&self) -> Vec<Self> {
        self.0.components().into_iter().map(EitherPlayer).collect()
    }
}

impl<G: PartizanRules> ImpartialGame for EitherPlayer<G> {
    fn options(&self) -> Vec<Self> {
        self.both_options()
    }

    fn components(&self) -> Vec<Self> {
        self.parts()
    }

    fn normalized(&self) -> Self {
        EitherPlayer(self.0.same_moves_normalized())
    }
}

impl<G: PartizanRules> PartizanGame for EitherPlayer<G> {
    fn left_options(&self) -> Vec<Self> {
        self.both_options()
    }

    fn right_options(&self) -> Vec<Self> {
        self.both_options()
    }

    fn components(&self) -> Vec<Self> {
        self.parts()
    }

    /// The ruleset's normal form keeps the partizan value, which need not
    /// keep the variant's: only a change that keeps the moves is taken.
    fn normalized(&self) -> Self {
        EitherPlayer(self.0.same_moves_normalized())
    }
}

impl<G: PartizanRules> PartizanRules for EitherPlayer<G> {
    const IMPARTIAL: bool = true;

    const VALUED_BY_MEX: bool = true;

    fn notation(&self) -> String {
        self.0.notation()
    }

    fn same_moves_normalized(&self) -> Self {
        EitherPlayer(self.0.same_moves_normalized())
    }

    fn render(&self) -> String {
        self.0.render()
    }

    /// The player whose move of `G` it is, and the move.
    type Move = (Player, G::Move);

    /// Left's moves of `G`, then Right's, whoever moves.
    fn moves(&self, _player: Player) -> impl Iterator<Item = Self::Move> {
        let of = |player| self.0.moves(player).map(move |m| (player, m));
        of(Player::Left).chain(of(Player::Right))
    }

    fn play(&self, (_, m): Self::Move) -> Self {
        EitherPlayer(self.0.play(m))
    }

    /// The nim value by the process-wide [`GrundySolver`]: a component
    /// of an impartial game needs only the mex of its options' values.
    fn value_in_search(&self, control: &Control) -> Result<Game, Stop> {
        let value = GrundySolver::shared().grundy_short_with(self, control)?;
        Ok(Game::nimber(value.0))
    }

    fn recalled_value(&self) -> Option<Game> {
        let value = GrundySolver::shared().known(self)?;
        Some(Game::nimber(value.0))
    }

    /// `L` or `R` and the ruleset's label, as the variant's analysis writes
    /// its moves.
    fn label(&self, (player, m): &Self::Move) -> String {
        let tag = match player {
            Player::Left => "L",
            Player::Right => "R",
        };
        format!("{tag} {}", self.0.label(m))
    }
}
