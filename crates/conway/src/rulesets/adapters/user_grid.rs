//! Grid games whose rule someone writes (Python's `conway.Grid`): a move
//! rule over [`DominoBoard`]s becomes the callbacks of
//! [`user_games`](crate::user_games), with the board split into its regions
//! and each region put in normal form before the rule sees it.
//!
//! A position is the set of empty cells of a rectangle; a move fills some
//! of them. When the rule depends only on the region of empty cells a move
//! is made in (the regions joined as [`Adjacency`] says), a board is the
//! sum of its regions; when it does not change under translation and the
//! [`Symmetries`] named, a region can be replaced by its normal form. So
//! [`GridGame`] interns a board as either one region in normal form (the
//! rule is asked its options) or a sum of such regions (their ids, sorted),
//! and the rule is called only on regions in normal form, once each.

use crate::rulesets::domino::{Adjacency, DominoBoard, Symmetries};
use crate::user_games::{Id, ImpartialCallbacks, PartizanCallbacks};
use crate::value::Player;
use rustc_hash::FxHashMap;

/// A move rule on boards: the boards one move away.
pub trait GridRules {
    /// What a failing rule returns.
    type Error;

    /// The options of `player` from `board` (`None`: the options of an
    /// impartial game). `board` is a region in normal form: its empty
    /// cells are connected, and it is trimmed to their bounding box.
    fn options(
        &mut self,
        board: &DominoBoard,
        player: Option<Player>,
    ) -> Result<Vec<DominoBoard>, Self::Error>;
}

/// What an id stands for.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Node {
    /// One region in normal form.
    Region(DominoBoard),
    /// The sum of these regions (not one), sorted.
    Sum(Vec<Id>),
}

/// A grid game: a rule, how regions are joined and which symmetries the
/// rule allows, and the interner of regions and sums. It implements both
/// [`PartizanCallbacks`] and [`ImpartialCallbacks`] (the rule is asked for
/// Left's and Right's options, or for the impartial ones).
///
/// ```
/// use conway::control::Control;
/// use conway::rulesets::adapters::user_grid::{GridGame, GridRules};
/// use conway::rulesets::domino::{Adjacency, DominoBoard, Orientation, Symmetries};
/// use conway::user_games::PartizanSearch;
/// use conway::value::{Game, Player};
///
/// /// Domineering: Left places vertical dominoes, Right horizontal ones.
/// struct Domineering;
/// impl GridRules for Domineering {
///     type Error = ();
///     fn options(&mut self, b: &DominoBoard, p: Option<Player>) -> Result<Vec<DominoBoard>, ()> {
///         let o = if p == Some(Player::Left) { Orientation::Vertical } else { Orientation::Horizontal };
///         Ok(b.placements(o).into_iter().map(|(r, c)| b.place(o, r, c)).collect())
///     }
/// }
/// let mut game = GridGame::new(Domineering, Symmetries::Mirrors, Adjacency::Sides);
/// let root = game.intern(&DominoBoard::rectangle(2, 2));
/// let mut search = PartizanSearch::new(game);
/// // The 2×2 square is ±1 (Winning Ways, ch. 5).
/// let v = search.canonical_form(root, &Control::unlimited()).unwrap();
/// assert_eq!(v, Game::new(&[Game::integer(1)], &[Game::integer(-1)]));
/// ```
pub struct GridGame<R> {
    rules: R,
    symmetries: Symmetries,
    adjacency: Adjacency,
    nodes: Vec<Node>,
    ids: FxHashMap<Node, Id>,
}

impl<R: GridRules> GridGame<R> {
    /// A game of `rules`, whose values do not change under the
    /// `symmetries` named, its regions joined as `adjacency` says.
    pub fn new(rules: R, symmetries: Symmetries, adjacency: Adjacency) -> GridGame<R> {
        GridGame {
            rules,
            symmetries,
            adjacency,
            nodes: Vec::new(),
            ids: FxHashMap::default(),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// The id of a board: of its one region in normal form, or of the sum
    /// of its regions (the board with no empty cell is the empty sum, 0).
    pub fn intern(&mut self, board: &DominoBoard) -> Id {
        let regions = board.regions_joined_by(self.adjacency, 1);
        if let [region] = regions.as_slice() {
            return self.id(Node::Region(region.normal_form(self.symmetries)));
        }
        let parts: Vec<Id> = regions
            .iter()
            .map(|r| self.id(Node::Region(r.normal_form(self.symmetries))))
            .collect();
        self.sum(&parts)
    }

    /// The region in normal form an id stands for (`None` for a sum of
    /// several regions or of none).
    pub fn region(&self, id: Id) -> Option<&DominoBoard> {
        match &self.nodes[id as usize] {
            Node::Region(board) => Some(board),
            Node::Sum(_) => None,
        }
    }

    /// How many regions and sums are interned.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// True if nothing is interned yet.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The options of `player` (`None`: impartial) from any board, in the
    /// rule's order, each with its id; the rule sees `board` as it is (not
    /// split or normalised), so the options are in its coordinates.
    pub fn options_of(
        &mut self,
        board: &DominoBoard,
        player: Option<Player>,
    ) -> Result<Vec<(DominoBoard, Id)>, R::Error> {
        let options = self.rules.options(board, player)?;
        Ok(options
            .into_iter()
            .map(|o| {
                let id = self.intern(&o);
                (o, id)
            })
            .collect())
    }

    fn id(&mut self, node: Node) -> Id {
        if let Some(&id) = self.ids.get(&node) {
            return id;
        }
        let id = self.nodes.len() as Id;
        self.nodes.push(node.clone());
        self.ids.insert(node, id);
        id
    }

    /// The id of the sum of these regions and sums.
    fn sum(&mut self, parts: &[Id]) -> Id {
        let mut regions: Vec<Id> = parts.iter().flat_map(|&p| self.parts(p)).collect();
        if let [one] = regions.as_slice() {
            return *one;
        }
        regions.sort_unstable();
        self.id(Node::Sum(regions))
    }

    /// The ids of the options of `id`: the rule's for a region; for a sum,
    /// a move in one of its regions (the search itself never asks this of
    /// a sum: it splits sums into their parts first).
    fn options_of_id(&mut self, id: Id, player: Option<Player>) -> Result<Vec<Id>, R::Error> {
        match &self.nodes[id as usize] {
            Node::Region(board) => {
                let board = board.clone();
                let options = self.rules.options(&board, player)?;
                Ok(options.iter().map(|o| self.intern(o)).collect())
            }
            Node::Sum(parts) => {
                let parts = parts.clone();
                let mut out = Vec::new();
                for (i, &part) in parts.iter().enumerate() {
                    for option in self.options_of_id(part, player)? {
                        let mut next = parts.clone();
                        next[i] = option;
                        out.push(self.sum(&next));
                    }
                }
                Ok(out)
            }
        }
    }

    fn parts(&self, id: Id) -> Vec<Id> {
        match &self.nodes[id as usize] {
            Node::Region(_) => vec![id],
            Node::Sum(parts) => parts.clone(),
        }
    }
}

impl<R: GridRules> PartizanCallbacks for GridGame<R> {
    type Error = R::Error;
    fn left_options(&mut self, id: Id) -> Result<Vec<Id>, R::Error> {
        self.options_of_id(id, Some(Player::Left))
    }
    fn right_options(&mut self, id: Id) -> Result<Vec<Id>, R::Error> {
        self.options_of_id(id, Some(Player::Right))
    }
    fn components(&mut self, id: Id) -> Result<Vec<Id>, R::Error> {
        Ok(self.parts(id))
    }
}

impl<R: GridRules> ImpartialCallbacks for GridGame<R> {
    type Error = R::Error;
    fn options(&mut self, id: Id) -> Result<Vec<Id>, R::Error> {
        self.options_of_id(id, None)
    }
    fn components(&mut self, id: Id) -> Result<Vec<Id>, R::Error> {
        Ok(self.parts(id))
    }
}
