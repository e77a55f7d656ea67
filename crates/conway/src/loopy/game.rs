//! [`LoopyGame`]: a loopy game as a graph and a root, with its algebra.

use super::degree::{self, DegreeError};
use super::graph::{Graph, Node};
use super::onside_order::onside_le;
use super::outcome::{outcomes, LoopyOutcome};
use super::sided::SidedValue;
use super::sidling::{side, NotSettled, Side};
use super::simplify::{simplest_form, NotStopper};
use super::stopper::{is_stopper, Survival};
use super::stops::{stop, LoopyStop};
use crate::value::{Game, Player};

/// A loopy partizan game: the node `root` of a finite game graph.
///
/// Constructed stoppers are kept in simplest form; sums of stoppers that
/// are not stoppers (such as `on + off`) keep the plain sum graph.
///
/// ```
/// use conway::loopy::LoopyGame;
/// let sum = LoopyGame::on() + LoopyGame::off();
/// assert!(!sum.is_stopper());
/// assert_eq!(sum.outcome(), LoopyGame::dud().outcome());
/// ```
#[derive(Clone, Debug)]
pub struct LoopyGame {
    graph: Graph,
    root: Node,
}

/// A game of one node with the given pass moves and short options.
fn plumtree(pass_left: bool, pass_right: bool, left: &[Game], right: &[Game]) -> LoopyGame {
    let mut graph = Graph::new();
    let root = graph.add_node();
    for (player, pass, short) in [
        (Player::Left, pass_left, left),
        (Player::Right, pass_right, right),
    ] {
        if pass {
            graph.add_option(root, player, root);
        }
        for &g in short {
            let v = graph.embed(g);
            graph.add_option(root, player, v);
        }
    }
    LoopyGame::new(graph, root)
}

impl LoopyGame {
    /// The game at `root` of `graph` (only the part reachable from it is
    /// kept), in simplest form when it is a stopper (see
    /// [`simplest_form`]: the order of nodes is decided only for the
    /// pairs simplifying needs, so time grows with the sizes of the
    /// simplified parts compared, not the square of the graph).
    ///
    /// # Panics
    /// If `root` or an option is not a node of the graph.
    pub fn new(graph: Graph, root: Node) -> LoopyGame {
        let graph = graph.extract(root);
        match simplest_form(&graph) {
            Ok(simplest) => LoopyGame {
                graph: simplest,
                root: 0,
            },
            Err(NotStopper::Alternating) => LoopyGame { graph, root: 0 },
        }
    }

    /// The game at `root` of `graph` as given, not simplified (the part
    /// reachable from `root` is kept).
    ///
    /// ```
    /// use conway::loopy::{Graph, LoopyGame};
    /// use conway::value::Player;
    /// let mut g = Graph::new();
    /// let (a, b) = (g.add_node(), g.add_node());
    /// g.add_option(a, Player::Left, a);
    /// g.add_option(a, Player::Left, b); // {pass, 0 |}: on, with 0 dominated
    /// assert_eq!(LoopyGame::unsimplified(g.clone(), a).graph().len(), 2);
    /// assert_eq!(LoopyGame::new(g, a).graph().len(), 1);
    /// ```
    pub fn unsimplified(graph: Graph, root: Node) -> LoopyGame {
        LoopyGame {
            graph: graph.extract(root),
            root: 0,
        }
    }

    /// A short game as a loopy one.
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// use conway::value::Game;
    /// let half = LoopyGame::from_game(Game::dyadic("1/2".parse().unwrap()));
    /// assert_eq!(half.to_string(), "1/2");
    /// ```
    pub fn from_game(game: Game) -> LoopyGame {
        let mut graph = Graph::new();
        let root = graph.embed(game);
        LoopyGame {
            graph: graph.extract(root),
            root: 0,
        }
    }

    /// `0`.
    pub fn zero() -> LoopyGame {
        LoopyGame::from_game(Game::ZERO)
    }

    /// `on = {pass|}`: Left can always move.
    pub fn on() -> LoopyGame {
        plumtree(true, false, &[], &[])
    }

    /// `off = {|pass}`.
    pub fn off() -> LoopyGame {
        plumtree(false, true, &[], &[])
    }

    /// `over = {0|pass}`.
    pub fn over() -> LoopyGame {
        plumtree(false, true, &[Game::ZERO], &[])
    }

    /// `under = {pass|0}`.
    pub fn under() -> LoopyGame {
        plumtree(true, false, &[], &[Game::ZERO])
    }

    /// `upon = {pass|*}`.
    pub fn upon() -> LoopyGame {
        plumtree(true, false, &[], &[Game::nimber(1)])
    }

    /// `dud = {pass|pass}`: a draw whatever is added to it.
    pub fn dud() -> LoopyGame {
        plumtree(true, true, &[], &[])
    }

    /// `tis = {tisn|}` with `tisn = {|tis}`.
    pub fn tis() -> LoopyGame {
        let mut graph = Graph::new();
        let (tis, tisn) = (graph.add_node(), graph.add_node());
        graph.add_option(tis, Player::Left, tisn);
        graph.add_option(tisn, Player::Right, tis);
        LoopyGame::new(graph, tis)
    }

    /// `tisn = {|tis}`, the negative of `tis`.
    pub fn tisn() -> LoopyGame {
        -LoopyGame::tis()
    }

    /// The named constant `on`, `off`, `over`, `under`, `upon`, `dud`,
    /// `tis` or `tisn`, if `name` is one.
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// assert_eq!(LoopyGame::constant("over").unwrap().to_string(), "over");
    /// assert!(LoopyGame::constant("pass").is_none());
    /// ```
    pub fn constant(name: &str) -> Option<LoopyGame> {
        Some(match name {
            "on" => LoopyGame::on(),
            "off" => LoopyGame::off(),
            "over" => LoopyGame::over(),
            "under" => LoopyGame::under(),
            "upon" => LoopyGame::upon(),
            "dud" => LoopyGame::dud(),
            "tis" => LoopyGame::tis(),
            "tisn" => LoopyGame::tisn(),
            _ => return None,
        })
    }

    /// The graph (all of it reachable from the root).
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The root node.
    pub fn root(&self) -> Node {
        self.root
    }

    /// Is this game a stopper (no position from which play can alternate
    /// for ever)?
    pub fn is_stopper(&self) -> bool {
        is_stopper(&self.graph)
    }

    /// True if its only cycles are passes (CGSuite's `IsPlumtree`).
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// assert!(LoopyGame::over().is_plumtree());
    /// ```
    pub fn is_plumtree(&self) -> bool {
        self.graph.is_plumtree(self.root)
    }

    /// The short game, when no cycle can be reached.
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// use conway::value::Game;
    /// let g: LoopyGame = "{1|0}".parse().unwrap();
    /// assert_eq!(g.to_game(), Some("{1|0}".parse::<Game>().unwrap()));
    /// assert_eq!(LoopyGame::on().to_game(), None);
    /// ```
    pub fn to_game(&self) -> Option<Game> {
        self.graph.short_values()[self.root as usize]
    }

    /// Who wins with each player moving first, draws included.
    pub fn outcome(&self) -> LoopyOutcome {
        outcomes(&self.graph)[self.root as usize]
    }

    /// `self ≥ other`, for stoppers.
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// assert!(LoopyGame::over().ge(&LoopyGame::zero()).unwrap());
    /// assert!(!LoopyGame::zero().ge(&LoopyGame::over()).unwrap());
    /// ```
    pub fn ge(&self, other: &LoopyGame) -> Result<bool, NotStopper> {
        if !self.is_stopper() || !other.is_stopper() {
            return Err(NotStopper::Alternating);
        }
        Ok(Survival::compute(&self.graph, &other.graph).ge(self.root, other.root))
    }

    /// `self ≤ other`, for stoppers.
    pub fn le(&self, other: &LoopyGame) -> Result<bool, NotStopper> {
        other.ge(self)
    }

    /// `self = other` as values, for stoppers.
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// let on_plus_1 = LoopyGame::on() + LoopyGame::from_game(conway::value::Game::integer(1));
    /// assert!(on_plus_1.equals(&LoopyGame::on()).unwrap());
    /// ```
    pub fn equals(&self, other: &LoopyGame) -> Result<bool, NotStopper> {
        Ok(self.ge(other)? && other.ge(self)?)
    }

    /// `self⁺ ≤ other⁺`: the onsides compared, for any loopy games (no
    /// side need be found). Left, moving second in `other − self`, must
    /// make Right run out of moves or move in `other` infinitely often
    /// (CGSuite's comparison of onsides; Siegel, "Coping with cycles",
    /// 2009).
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// // dud = on & off (Winning Ways ch. 11): dud⁺ = on.
    /// let (dud, on, zero) = (LoopyGame::dud(), LoopyGame::on(), LoopyGame::zero());
    /// assert!(dud.onside_le(&on) && on.onside_le(&dud));
    /// assert!(!dud.onside_le(&zero) && zero.onside_le(&dud));
    /// ```
    pub fn onside_le(&self, other: &LoopyGame) -> bool {
        onside_le(&self.graph, self.root, &other.graph, other.root)
    }

    /// `self⁻ ≤ other⁻`: the offsides compared, for any loopy games, as
    /// `(−other)⁺ ≤ (−self)⁺`.
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// let (dud, off, zero) = (LoopyGame::dud(), LoopyGame::off(), LoopyGame::zero());
    /// assert!(dud.offside_le(&off) && off.offside_le(&dud));
    /// assert!(dud.offside_le(&zero) && !zero.offside_le(&dud));
    /// ```
    pub fn offside_le(&self, other: &LoopyGame) -> bool {
        let (a, b) = (self.graph.negated(), other.graph.negated());
        onside_le(&b, other.root, &a, self.root)
    }

    /// The onside (infinite play a win for Left), by sidling.
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// // Winning Ways ch. 11: tis = 1 & 0.
    /// assert_eq!(LoopyGame::tis().onside().unwrap().to_string(), "1");
    /// ```
    pub fn onside(&self) -> Result<LoopyGame, NotSettled> {
        let graph = side(&self.graph, self.root, Side::On)?;
        Ok(LoopyGame { graph, root: 0 })
    }

    /// The offside (infinite play a win for Right), by sidling.
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// assert_eq!(LoopyGame::tis().offside().unwrap().to_string(), "0");
    /// ```
    pub fn offside(&self) -> Result<LoopyGame, NotSettled> {
        let graph = side(&self.graph, self.root, Side::Off)?;
        Ok(LoopyGame { graph, root: 0 })
    }

    /// Both sides as a [`SidedValue`].
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// assert_eq!(LoopyGame::dud().sides().unwrap().to_string(), "dud");
    /// ```
    pub fn sides(&self) -> Result<SidedValue, NotSettled> {
        SidedValue::of(self)
    }

    /// The upsum: the onside of the sum (Winning Ways ch. 11).
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// assert_eq!(LoopyGame::on().upsum(&LoopyGame::off()).unwrap().to_string(), "on");
    /// ```
    pub fn upsum(&self, other: &LoopyGame) -> Result<LoopyGame, NotSettled> {
        self.plain_sum(other).onside()
    }

    /// The downsum: the offside of the sum.
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// assert_eq!(LoopyGame::on().downsum(&LoopyGame::off()).unwrap().to_string(), "off");
    /// ```
    pub fn downsum(&self, other: &LoopyGame) -> Result<LoopyGame, NotSettled> {
        self.plain_sum(other).offside()
    }

    /// The Left stop (CGSuite's `LeftStop`): a pseudonumber, the number
    /// Left can reach moving first (see [`LoopyStop`]).
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// // upon = {pass|*}: Left passes, Right must move to *, Left takes it to 0.
    /// assert_eq!(LoopyGame::upon().left_stop().unwrap().to_string(), "0");
    /// ```
    pub fn left_stop(&self) -> Result<LoopyStop, NotStopper> {
        self.stop(Player::Left, false)
    }

    /// The Right stop (CGSuite's `RightStop`).
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// assert_eq!(LoopyGame::under().right_stop().unwrap().to_string(), "under");
    /// ```
    pub fn right_stop(&self) -> Result<LoopyStop, NotStopper> {
        self.stop(Player::Right, false)
    }

    /// The stop of `player` moving first; with `strong`, CGSuite's
    /// `StrongStop` (only numbers, `on` and `off` stop the play).
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// use conway::value::Player;
    /// let over = LoopyGame::over();
    /// assert_eq!(over.stop(Player::Left, true).unwrap().to_string(), "0");
    /// ```
    pub fn stop(&self, player: Player, strong: bool) -> Result<LoopyStop, NotStopper> {
        let simplest = simplest_form(&self.graph)?;
        Ok(stop(&simplest, 0, player, strong))
    }

    /// The degree of loopiness (CGSuite's `Degree`): `G upsum −G`, `0` for
    /// short games.
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// // on − on = on + off = dud, whose onside is on.
    /// assert_eq!(LoopyGame::on().degree().unwrap().to_string(), "on");
    /// ```
    pub fn degree(&self) -> Result<LoopyGame, DegreeError> {
        degree::degree(self)
    }

    /// The variety (CGSuite's `Variety`): `G upsum (−G downsum −D)` for
    /// the degree `D`, when it equals `G downsum (−G upsum D)`.
    ///
    /// ```
    /// use conway::loopy::LoopyGame;
    /// assert_eq!(LoopyGame::over().variety().unwrap().to_string(), "over");
    /// ```
    pub fn variety(&self) -> Result<LoopyGame, DegreeError> {
        degree::variety(self)
    }

    /// The disjunctive sum, without simplification.
    pub fn plain_sum(&self, other: &LoopyGame) -> LoopyGame {
        LoopyGame {
            graph: Graph::sum(&self.graph, self.root, &other.graph, other.root),
            root: 0,
        }
    }
}

impl From<Game> for LoopyGame {
    fn from(game: Game) -> LoopyGame {
        LoopyGame::from_game(game)
    }
}

impl std::ops::Add for LoopyGame {
    type Output = LoopyGame;
    /// The sum, in simplest form when it is a stopper.
    fn add(self, other: LoopyGame) -> LoopyGame {
        let sum = self.plain_sum(&other);
        LoopyGame::new(sum.graph, 0)
    }
}

impl std::ops::Neg for LoopyGame {
    type Output = LoopyGame;
    fn neg(self) -> LoopyGame {
        LoopyGame {
            graph: self.graph.negated(),
            root: self.root,
        }
    }
}

impl std::ops::Sub for LoopyGame {
    type Output = LoopyGame;
    fn sub(self, other: LoopyGame) -> LoopyGame {
        self + (-other)
    }
}
