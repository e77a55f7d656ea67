//! Grid games whose move rule the worksheet's user writes: the `Grid`
//! value (a rectangle of empty and filled cells, with the symmetries the
//! rule allows and which cells touch), its accessors, and `GridGame`,
//! which hands the rule to the library's
//! [`GridGame`](crate::rulesets::user_grid::GridGame): every board is
//! split into its regions of empty cells, each region is put in normal
//! form under the symmetries named, and the rule (a function of the
//! worksheet) is called once for each region in that form.
//!
//! Cells are `[row, column]`, counting from 1 at the top left as the
//! worksheet's lists do (Python's `conway.Grid` counts from 0, as Python
//! does).
//!
//! ```
//! use conway::worksheet::Worksheet;
//! let mut w = Worksheet::new();
//! w.eval_line("g := Grid(\"..#|...\")").unwrap();
//! assert_eq!(w.eval_line("[g.Rows, g.Cols, g.Empty(1, 3)]").unwrap().to_string(), "[2, 3, false]");
//! assert_eq!(w.eval_line("g.Fill([2, 2], [2, 3])").unwrap().to_string(), "..#|.##");
//! ```

use super::data::Value;
use super::functions::{f, inside_string, Arg, Call, Function};
use super::machine::{brief, Fail, Machine};
use crate::rulesets::domino::{Adjacency, DominoBoard, Symmetries, MAX_EMPTY_CELLS};
use crate::rulesets::user_grid::{GridGame, GridRules};
use crate::user_games::{ImpartialSearch, PartizanSearch, SearchError};
use crate::value::{Game, Player};
use std::fmt;
use std::rc::Rc;

type Run<T> = Result<T, Fail>;

/// The board of a grid game whose rule the user writes: a rectangle of
/// empty and filled cells, the symmetries the rule allows (boards that
/// are images of each other under them have the same value) and which
/// cells touch (how the board splits into regions). It prints as the
/// board's rows joined by `|`, `.` an empty cell and `#` a filled one.
///
/// ```
/// use conway::worksheet::{Output, Value, Worksheet};
/// let mut w = Worksheet::new();
/// let Output::Data(Value::Grid(g)) = w.eval_line("Grid(2, 3, [[1, 3]], \"mirrors\")").unwrap() else { panic!() };
/// assert_eq!(g.to_string(), "..#|...");
/// assert_eq!((g.board().rows(), g.symmetries().name(), g.adjacency().name()), (2, "mirrors", "orthogonal"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    board: DominoBoard,
    symmetries: Symmetries,
    adjacency: Adjacency,
}

impl Grid {
    /// The board: which cells are empty.
    ///
    /// ```
    /// use conway::worksheet::{Output, Value, Worksheet};
    /// let mut w = Worksheet::new();
    /// let Output::Data(Value::Grid(g)) = w.eval_line("Grid(\".#|..\")").unwrap() else { panic!() };
    /// assert_eq!(g.board().empty_cells(), 3);
    /// ```
    pub fn board(&self) -> &DominoBoard {
        &self.board
    }

    /// The symmetries the rule allows.
    ///
    /// ```
    /// use conway::worksheet::{Output, Value, Worksheet};
    /// let mut w = Worksheet::new();
    /// let Output::Data(Value::Grid(g)) = w.eval_line("Grid(\"..\", \"all\")").unwrap() else { panic!() };
    /// assert_eq!(g.symmetries().name(), "all");
    /// ```
    pub fn symmetries(&self) -> Symmetries {
        self.symmetries
    }

    /// Which cells touch.
    ///
    /// ```
    /// use conway::worksheet::{Output, Value, Worksheet};
    /// let mut w = Worksheet::new();
    /// let Output::Data(Value::Grid(g)) = w.eval_line("Grid(\"..\", \"king\")").unwrap() else { panic!() };
    /// assert_eq!(g.adjacency().name(), "king");
    /// ```
    pub fn adjacency(&self) -> Adjacency {
        self.adjacency
    }

    /// Another board with this grid's settings, as a value.
    fn with_board(&self, board: DominoBoard) -> Value {
        Value::Grid(Rc::new(Grid {
            board,
            symmetries: self.symmetries,
            adjacency: self.adjacency,
        }))
    }

    /// The grid as a call that makes it, `Grid("..#|...", "mirrors")` (the
    /// settings named when they are not the defaults): how a list shows it.
    pub(super) fn call_form(&self) -> String {
        let mut out = format!("Grid(\"{}\"", self.board);
        if self.symmetries != Symmetries::None {
            out += &format!(", \"{}\"", self.symmetries.name());
        }
        if self.adjacency != Adjacency::Sides {
            out += &format!(", \"{}\"", self.adjacency.name());
        }
        out + ")"
    }

    /// The grid's size, as its errors name it: `2 x 3 grid ..#|...`.
    fn described(&self) -> String {
        let b = &self.board;
        format!("{} x {} grid {b}", b.rows(), b.cols())
    }
}

impl fmt::Display for Grid {
    /// The board's rows joined by `|`, `.` empty and `#` filled.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.board)
    }
}

const SOURCE: &str =
    "conway's grid games (Python's conway.Grid); Domineering and Cram: Winning Ways, ch. 5";

/// The names of the symmetries and adjacencies, for messages.
fn setting_names() -> String {
    let names: Vec<String> = Symmetries::NAMED
        .iter()
        .map(|n| n.0)
        .chain(Adjacency::NAMED.iter().map(|n| n.0))
        .map(|n| format!("\"{n}\""))
        .collect();
    names.join(", ")
}

/// `Grid(...)`: a board from its text or from rows, columns and blocked
/// cells, then the settings named.
fn grid(_: &mut Machine<'_>, call: &Call<'_>) -> Run<Value> {
    let (board, used) = match &call.args[0].value {
        Value::Str(text) => {
            let board = DominoBoard::parse(text)
                .map_err(|e| inside_string(&call.args[0], text, &e, "grid"))?;
            (board, 1)
        }
        _ => rectangle(call)?,
    };
    let mut symmetries = None;
    let mut adjacency = None;
    for (i, arg) in call.args.iter().enumerate().skip(used) {
        let name = match &arg.value {
            Value::Str(s) => s.as_ref(),
            _ => "",
        };
        let (twice, what) = if let Some(s) = Symmetries::parse(name) {
            (symmetries.replace(s).is_some(), "symmetry")
        } else if let Some(a) = Adjacency::parse(name) {
            (adjacency.replace(a).is_some(), "adjacency")
        } else {
            return Err(call.fail(
                i,
                format!(
                    "expected a symmetry or an adjacency here ({}), not {} ({})",
                    setting_names(),
                    arg.value.kind(),
                    brief(&arg.value)
                ),
            ));
        };
        if twice {
            return Err(call.fail(i, format!("the {what} of the grid is named twice")));
        }
    }
    Ok(Value::Grid(Rc::new(Grid {
        board,
        symmetries: symmetries.unwrap_or_default(),
        adjacency: adjacency.unwrap_or_default(),
    })))
}

/// `Grid(rows, cols)` or `Grid(rows, cols, blocked)`: the board and how
/// many arguments it took.
fn rectangle(call: &Call<'_>) -> Run<(DominoBoard, usize)> {
    let size = |i: usize| -> Run<usize> {
        let v = call.args.get(i).map(|a| &a.value);
        v.and_then(Value::as_integer)
            .and_then(|n| n.to_u64())
            .and_then(|n| usize::try_from(n).ok())
            .filter(|&n| n <= MAX_EMPTY_CELLS)
            .ok_or_else(|| match v {
                Some(v) => call.fail(
                    i,
                    format!(
                        "Grid takes the board in double quotes (\"..#|...\") or its rows and columns (whole numbers up to {MAX_EMPTY_CELLS}), not {} ({})",
                        v.kind(),
                        brief(v)
                    ),
                ),
                None => Fail::At(call.at, "Grid(rows, cols) needs the number of columns too".into()),
            })
    };
    let (rows, cols) = (size(0)?, size(1)?);
    if rows * cols > MAX_EMPTY_CELLS {
        return Err(call.fail(
            1,
            format!("a grid has at most {MAX_EMPTY_CELLS} cells, not {rows} x {cols}"),
        ));
    }
    let board = DominoBoard::rectangle(rows as u32, cols as u32);
    let Some(
        blocked @ Arg {
            value: Value::List(_) | Value::Set(_),
            ..
        },
    ) = call.args.get(2)
    else {
        return Ok((board, 2));
    };
    let cells = cells_of(blocked, "blocked cells")?;
    let board = board.with_filled(&cells).map_err(|(r, c)| {
        Fail::At(
            blocked.at,
            format!(
                "the blocked cell [{}, {}] is off the {rows} x {cols} grid or listed twice",
                r + 1,
                c + 1
            ),
        )
    })?;
    Ok((board, 3))
}

/// A cell `[row, column]` (from 1), as the board's `(row, column)` (from 0).
fn cell(v: &Value) -> Option<(usize, usize)> {
    let Value::List(pair) = v else { return None };
    let [r, c] = pair.as_slice() else { return None };
    Some((coordinate(r)??, coordinate(c)??))
}

/// The cells of an argument: one cell `[r, c]`, or a list of them.
fn cells_of(arg: &Arg, what: &str) -> Run<Vec<(usize, usize)>> {
    if let Some(one) = cell(&arg.value) {
        return Ok(vec![one]);
    }
    let bad = || {
        Fail::At(
            arg.at,
            format!(
                "expected {what} here, each [row, column] counting from 1, not {}",
                brief(&arg.value)
            ),
        )
    };
    let items = arg.value.items().ok_or_else(bad)?;
    items.iter().map(|v| cell(v).ok_or_else(bad)).collect()
}

/// A cell as the worksheet writes it.
fn cell_value((r, c): (usize, usize)) -> Value {
    Value::list(vec![
        Value::Game(Game::integer(r + 1)),
        Value::Game(Game::integer(c + 1)),
    ])
}

/// Argument `i`, which must be a grid.
fn the_grid<'c>(call: &'c Call<'_>, i: usize) -> Run<&'c Grid> {
    match &call.args[i].value {
        Value::Grid(g) => Ok(g),
        other => Err(call.fail(
            i,
            format!(
                "{} takes a grid (made by Grid(\"..#|...\")), not {} ({})",
                call.name,
                other.kind(),
                brief(other)
            ),
        )),
    }
}

/// A coordinate counting from 1, as the board's (from 0): `None` if the
/// value is not an integer, `Some(None)` if it is below 1 or beyond any
/// board.
fn coordinate(v: &Value) -> Option<Option<usize>> {
    let n = v.as_integer()?;
    let from_zero = n.to_u64().and_then(|n| usize::try_from(n).ok());
    Some(from_zero.filter(|&n| n >= 1).map(|n| n - 1))
}

/// `g.Empty(r, c)` or `g.Empty([r, c])`: false off the grid.
fn is_empty(call: &Call<'_>) -> Run<Value> {
    let g = the_grid(call, 0)?;
    let pair = |r: &Value, c: &Value| coordinate(r).zip(coordinate(c));
    let cell = match call.args {
        [_, one] => match &one.value {
            Value::List(items) if items.len() == 2 => pair(&items[0], &items[1]),
            _ => None,
        },
        [_, r, c] => pair(&r.value, &c.value),
        _ => None,
    };
    let (r, c) = cell.ok_or_else(|| {
        Fail::At(
            call.args[1].at,
            "Empty takes a cell: g.Empty(row, column) or g.Empty([row, column]), counting from 1"
                .to_string(),
        )
    })?;
    let b = &g.board;
    let empty = match (r, c) {
        (Some(r), Some(c)) => r < b.rows() && c < b.cols() && b.is_empty(r, c),
        _ => false,
    };
    Ok(Value::Bool(empty))
}

/// `g.Fill(cells, ...)`: the grid with those cells filled (a move).
fn fill(call: &Call<'_>) -> Run<Value> {
    let g = the_grid(call, 0)?;
    let mut board = g.board.clone();
    for arg in &call.args[1..] {
        let cells = cells_of(arg, "a cell or a list of cells")?;
        board = board.with_filled(&cells).map_err(|(r, c)| {
            let b = &g.board;
            let why = if r >= b.rows() || c >= b.cols() {
                "is off the"
            } else if b.is_empty(r, c) {
                "is named twice in a move on the"
            } else {
                "is filled already in the"
            };
            let (r, c) = (r + 1, c + 1);
            Fail::At(
                arg.at,
                format!("the cell [{r}, {c}] {why} {}", g.described()),
            )
        })?;
    }
    Ok(g.with_board(board))
}

/// The filled cells of a board, row by row.
fn filled_cells(b: &DominoBoard) -> Vec<(usize, usize)> {
    (0..b.rows())
        .flat_map(|r| (0..b.cols()).map(move |c| (r, c)))
        .filter(|&(r, c)| !b.is_empty(r, c))
        .collect()
}

/// The grid's accessors and `GridGame`, as `help` lists them.
pub(super) const FUNCTIONS: &[Function] = &[
    f("Grid", &[], "Grid(\"..#|...\", settings) or Grid(rows, cols, blocked, settings)",
      "a board for grid games of your own: rows joined by | ('.' empty, '#' blocked), or rows x cols with blocked cells [[r, c], ...] (counting from 1); settings are the symmetries the rule allows, \"none\" (the default), \"left-right\", \"top-bottom\", \"mirrors\" (both mirrors and the half turn: Domineering's) or \"all\" (the eight of the square: Cram's), and which cells touch, \"orthogonal\" (the default) or \"king\"",
      "Grid(2, 3, [[1, 3]], \"mirrors\")", SOURCE, (1, 5), grid),
    f("GridGame", &["grid_game"], "GridGame(grid, left, right) or GridGame(grid, moves)",
      "the value of a grid game whose rule you write: left and right (or moves, for an impartial game, whose value is a nimber) are functions from a grid to the list of grids one move away (made by g.Fill); the board is split into regions of empty cells, each put in its least form under the grid's symmetries, and the rule is called once per region in that form, so it must depend only on the empty cells of the grid it is given",
      "GridGame(Grid(\"...|...\", \"all\"), g -> [g.Fill([r, c], [r + d, c + 1 - d]) for r from 1 to g.Rows for c from 1 to g.Cols for d from 0 to 1 where g.Empty(r, c) and g.Empty(r + d, c + 1 - d)])",
      SOURCE, (2, 3), grid_game),
    f("rows", &[], "g.Rows", "the number of rows of a grid", "Grid(\"..#|...\").Rows", SOURCE, (1, 1),
      |_, call| Ok(Value::Game(Game::integer(the_grid(call, 0)?.board.rows())))),
    f("cols", &["columns"], "g.Cols", "the number of columns of a grid", "Grid(\"..#|...\").Cols", SOURCE, (1, 1),
      |_, call| Ok(Value::Game(Game::integer(the_grid(call, 0)?.board.cols())))),
    f("empty", &[], "g.Empty(r, c)",
      "true if [r, c] (counting from 1) is an empty cell of the grid; false for a filled cell or one off the grid",
      "Grid(\"..#|...\").Empty(1, 3)", SOURCE, (2, 3), |_, call| is_empty(call)),
    f("emptycells", &["empty_cells"], "g.EmptyCells", "the empty cells of a grid, [row, column] row by row",
      "Grid(\".#|..\").EmptyCells", SOURCE, (1, 1),
      |_, call| Ok(Value::list(the_grid(call, 0)?.board.empty_cell_list().into_iter().map(cell_value).collect()))),
    f("blocked", &["filledcells", "filled_cells"], "g.Blocked", "the filled cells of a grid, [row, column] row by row",
      "Grid(\".#|..\").Blocked", SOURCE, (1, 1),
      |_, call| Ok(Value::list(filled_cells(&the_grid(call, 0)?.board).into_iter().map(cell_value).collect()))),
    f("fill", &["withfilled", "with_filled"], "g.Fill(cell, ...)",
      "the grid with the cells given filled, each argument a cell [r, c] or a list of cells (a move); each must be empty",
      "Grid(\"...|...\").Fill([1, 2], [2, 2])", SOURCE, (2, 17), |_, call| fill(call)),
    f("regions", &[], "g.Regions",
      "the regions of empty cells of a grid (joined as its adjacency says), each trimmed to its bounding box, in the order of their first cell",
      "Grid(\"..#.|####|.#..\").Regions", SOURCE, (1, 1),
      |_, call| {
          let g = the_grid(call, 0)?;
          let regions = g.board.regions_joined_by(g.adjacency, 1);
          Ok(Value::list(regions.into_iter().map(|b| g.with_board(b)).collect()))
      }),
    f("normalform", &["normal_form"], "g.NormalForm",
      "the grid trimmed to its empty cells, then the least of its images under its symmetries: the form GridGame gives the rule",
      "Grid(\"..#|.##|###\", \"mirrors\").NormalForm", SOURCE, (1, 1),
      |_, call| {
          let g = the_grid(call, 0)?;
          Ok(g.with_board(g.board.normal_form(g.symmetries)))
      }),
    f("symmetry", &[], "g.Symmetry", "the symmetries a grid's rule allows, by name",
      "Grid(\"..\", \"all\").Symmetry", SOURCE, (1, 1),
      |_, call| Ok(Value::Str(the_grid(call, 0)?.symmetries.name().into()))),
    f("adjacency", &[], "g.Adjacency", "which cells of a grid touch, by name",
      "Grid(\"..\", \"king\").Adjacency", SOURCE, (1, 1),
      |_, call| Ok(Value::Str(the_grid(call, 0)?.adjacency.name().into()))),
];

/// The rule of a grid game: the worksheet's functions in `GridGame`'s
/// arguments 1 (Left's, or the moves of an impartial game) and 2
/// (Right's).
struct WorksheetRule<'c, 'a, 'm> {
    machine: &'c mut Machine<'m>,
    call: &'c Call<'a>,
    grid: &'c Grid,
}

impl GridRules for WorksheetRule<'_, '_, '_> {
    type Error = Fail;

    fn options(&mut self, board: &DominoBoard, player: Option<Player>) -> Run<Vec<DominoBoard>> {
        let i = match player {
            Some(Player::Right) => 2,
            _ => 1,
        };
        let rule = &self.call.args[i];
        let given = self.grid.with_board(board.clone());
        let listed = self.machine.call_value(&rule.value, vec![given], rule.at)?;
        let which = match player {
            None => "the moves",
            Some(Player::Left) => "Left's rule",
            Some(Player::Right) => "Right's rule",
        };
        let bad = |what: String| {
            Fail::At(
                rule.at,
                format!("{which} of GridGame gave {what} for the grid {board}, not a list of grids (made by g.Fill(...))"),
            )
        };
        let items = match &listed {
            Value::List(items) | Value::Set(items) => items.clone(),
            Value::Nothing => Rc::default(),
            other => return Err(bad(format!("{} ({})", other.kind(), brief(other)))),
        };
        items
            .iter()
            .map(|v| match v {
                Value::Grid(g) => Ok(g.board.clone()),
                other => Err(bad(format!(
                    "a list holding {} ({})",
                    other.kind(),
                    brief(other)
                ))),
            })
            .collect()
    }
}

/// `GridGame(grid, left, right)` or `GridGame(grid, moves)`: the canonical
/// form, or the nimber of an impartial game.
fn grid_game(m: &mut Machine<'_>, call: &Call<'_>) -> Run<Value> {
    let grid = the_grid(call, 0)?;
    for (i, arg) in call.args.iter().enumerate().skip(1) {
        if !matches!(arg.value, Value::Lambda(_) | Value::Function(_)) {
            return Err(call.fail(
                i,
                format!(
                    "GridGame takes functions from a grid to a list of grids here (g -> [...]), not {} ({})",
                    arg.value.kind(),
                    brief(&arg.value)
                ),
            ));
        }
    }
    let control = m.control;
    let rule = WorksheetRule {
        machine: m,
        call,
        grid,
    };
    let mut game = GridGame::new(rule, grid.symmetries, grid.adjacency);
    let root = game.intern(&grid.board);
    if call.args.len() == 2 {
        let mut search = ImpartialSearch::new(game);
        let found = search.grundy_value(root, control);
        found
            .map(|n| Value::Game(Game::nimber(n.0)))
            .map_err(|e| failure(call, search.rules(), e))
    } else {
        let mut search = PartizanSearch::new(game);
        let found = search.canonical_form(root, control);
        found
            .map(Value::Game)
            .map_err(|e| failure(call, search.rules(), e))
    }
}

/// The worksheet's error for a failed search.
fn failure(
    call: &Call<'_>,
    game: &GridGame<WorksheetRule<'_, '_, '_>>,
    e: SearchError<Fail>,
) -> Fail {
    match e {
        SearchError::Rules(fail) => fail,
        SearchError::Stopped(stop) => Fail::Stopped(stop),
        SearchError::Cycle(id) => {
            let place = game.region(id).map_or_else(
                || "a sum of regions".to_string(),
                |b| format!("the region {b}"),
            );
            Fail::At(
                call.at,
                format!("GridGame's rule makes a cycle: {place} can be reached from itself (its values are for games that always end)"),
            )
        }
    }
}
