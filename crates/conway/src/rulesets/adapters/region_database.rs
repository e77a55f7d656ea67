//! Endgame databases of Domineering and Cram: every connected region of
//! up to `k` cells ([`polyomino`](super::polyomino)) with its value, and
//! the compact file they are kept in.
//!
//! A database holds one entry per region, its representative under the
//! square's symmetries (a Cram region's value does not depend on how it
//! is turned; a Domineering region turned a quarter is the game with the
//! players exchanged, so its value is the representative's negated), and
//! the distinct values once each, with their temperature and mean. Every
//! board made of regions in the database is valued from it
//! ([`RegionDatabase::value`]); [`RegionDatabase::preload`] puts the
//! entries into the process's shared solver of the game, which the
//! canonical-form analysis of a position and the outcome search of a sum
//! both use, so neither searches those regions again.
//!
//! Values are computed part by part ([`part_values`]), as a sweep spread
//! over many processes does, and gathered into a database by
//! [`RegionDatabase::from_records`].
//!
//! # The file
//!
//! Little-endian, unsigned integers as LEB128 varints unless a width is
//! given:
//!
//! ```text
//! "CONWAYRD"  version: u32 (1)  game: varint length, UTF-8 ("domineering" | "cram")
//! values: count, then each: left count, left option indices,
//!         right count, right option indices (each index of an earlier value),
//!         temperature and mean (each: varint length, the number as text, "-3/4")
//! entries: count, then each (sorted by cells, then board):
//!         rows: u8, cols: u8, the cells row by row as bits (1 = in the region,
//!         bit i of byte i / 8), value index
//! CRC-32 of everything before: u32
//! ```
//!
//! The forms are stored as their option graphs, so reading one back costs
//! one [`Game::new`] per form, no parsing; a value's followers come before
//! it. A 15-cell Domineering region takes 2 + 8 bytes and its value
//! index.
//!
//! ```
//! use conway::control::Control;
//! use conway::rulesets::domino::DominoBoard;
//! use conway::rulesets::region_database::{part_values, RegionDatabase, RegionGame};
//! let mut records = Vec::new();
//! for cells in 1..=4 {
//!     for row in part_values(RegionGame::Domineering, cells, 0, 1, &Control::unlimited()).unwrap() {
//!         records.push((row.board, row.value));
//!     }
//! }
//! let db = RegionDatabase::from_records(RegionGame::Domineering, records).unwrap();
//! assert_eq!(db.len(), 1 + 1 + 2 + 5); // free polyominoes of 1 to 4 cells
//! let mut file = Vec::new();
//! db.write(&mut file).unwrap();
//! let back = RegionDatabase::read(&file[..]).unwrap();
//! // The 2×2 square is ±1 (Winning Ways, ch. 5). The skew tetromino
//! // ..#|#..: Left's one vertical domino leaves two single cells (0);
//! // either of Right's horizontal ones leaves a row of two (-1).
//! let square = DominoBoard::parse("..|..").unwrap();
//! assert_eq!(back.value(&square).unwrap().to_string(), "+-1");
//! assert_eq!(back.value(&DominoBoard::parse("..#|#..").unwrap()).unwrap().to_string(), "{0|-1}");
//! ```

use crate::control::{Control, Stop};
use crate::numeric::Dyadic;
use crate::partizan::Solver;
use crate::rulesets::cram::Cram;
use crate::rulesets::domineering::Domineering;
use crate::rulesets::domino::DominoBoard;
use crate::rulesets::polyomino::for_each_region;
use crate::value::Game;
use std::collections::HashMap;
use std::fmt;
use std::io::{self, Read, Write};

/// The first bytes of every region database.
pub const MAGIC: &[u8; 8] = b"CONWAYRD";
/// The format version written and read.
pub const FORMAT_VERSION: u32 = 1;

/// The games a region database is made for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum RegionGame {
    /// Domineering: canonical forms.
    Domineering,
    /// Cram: nimbers.
    Cram,
}

impl RegionGame {
    /// The ruleset's name, as the command line writes it.
    ///
    /// ```
    /// use conway::rulesets::region_database::RegionGame;
    /// assert_eq!(RegionGame::Cram.name(), "cram");
    /// assert_eq!(RegionGame::from_name("domineering"), Some(RegionGame::Domineering));
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            RegionGame::Domineering => "domineering",
            RegionGame::Cram => "cram",
        }
    }

    /// The game named `name` (as [`name`](Self::name) writes it).
    pub fn from_name(name: &str) -> Option<RegionGame> {
        [RegionGame::Domineering, RegionGame::Cram]
            .into_iter()
            .find(|g| g.name() == name)
    }

    /// The value of a board of this game by the shared solver of the
    /// game, on the calling thread (one tick of `control` per position it
    /// values).
    pub fn value_with(self, board: &DominoBoard, control: &Control) -> Result<Game, Stop> {
        match self {
            RegionGame::Domineering => Solver::<Domineering>::shared()
                .value_on_this_thread(&Domineering(board.clone()), control),
            RegionGame::Cram => {
                Solver::<Cram>::shared().value_on_this_thread(&Cram(board.clone()), control)
            }
        }
    }

    /// Whether a region turned a quarter has the negated value
    /// (Domineering) rather than the same (Cram).
    fn turning_negates(self) -> bool {
        self == RegionGame::Domineering
    }
}

impl fmt::Display for RegionGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One region of a sweep with what the database keeps of it.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionRow {
    /// The region, as its representative.
    pub board: DominoBoard,
    /// Its canonical form (a nimber in Cram).
    pub value: Game,
    /// The value's temperature.
    pub temperature: Dyadic,
    /// The value's mean.
    pub mean: Dyadic,
}

/// The regions of `cells` cells in part `part` of `parts` (as
/// [`for_each_region`] deals them out), each valued by the game's shared
/// solver on the calling thread under `control`. The solver keeps what it
/// valued, so the parts of a sweep run from small regions to large ones
/// find the smaller regions already valued.
///
/// ```
/// use conway::control::Control;
/// use conway::rulesets::region_database::{part_values, RegionGame};
/// let rows = part_values(RegionGame::Cram, 3, 0, 1, &Control::unlimited()).unwrap();
/// let shown: Vec<String> = rows.iter().map(|r| format!("{} {}", r.board, r.value)).collect();
/// // A row of three cells: *; the bent tromino: * too (either move leaves one cell).
/// assert_eq!(shown, ["...", "..|.#"].map(|b| format!("{b} *")));
/// ```
pub fn part_values(
    game: RegionGame,
    cells: usize,
    part: usize,
    parts: usize,
    control: &Control,
) -> Result<Vec<RegionRow>, Stop> {
    let mut rows = Vec::new();
    for_each_region(cells, part, parts, |board| {
        let value = game.value_with(&board, control)?;
        rows.push(RegionRow {
            board,
            value,
            temperature: value.temperature(),
            mean: value.mean(),
        });
        Ok(())
    })?;
    rows.sort_by(|a, b| a.board.cmp(&b.board));
    Ok(rows)
}

/// Why a region database cannot be made or read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DatabaseError {
    /// The bytes do not start with [`MAGIC`].
    #[error("not a conway region database (one starts with 'CONWAYRD')")]
    NotADatabase,
    /// Another format version.
    #[error(
        "region database format version {found}, but this conway reads version {FORMAT_VERSION}"
    )]
    Version {
        /// The version in the file.
        found: u32,
    },
    /// The file ends before its contents do.
    #[error("the region database is damaged: it ends early (a file cut short?)")]
    Truncated,
    /// The checksum does not match the contents.
    #[error("the region database is damaged: its checksum does not match its contents")]
    Checksum,
    /// The contents are malformed although the checksum matches.
    #[error("the region database is damaged: {0}")]
    Malformed(String),
    /// A record that cannot be an entry (given to
    /// [`RegionDatabase::from_records`]).
    #[error("{0}")]
    BadRecord(String),
    /// The file could not be read.
    #[error("cannot read it: {0}")]
    Read(String),
}

/// An endgame database of regions (see the [module documentation](self)).
#[derive(Clone, Debug)]
pub struct RegionDatabase {
    game: RegionGame,
    /// Representatives with the index of their value, sorted by board.
    entries: Vec<(DominoBoard, u32)>,
    /// Every distinct value and follower, each after its options.
    values: Vec<Game>,
    temperatures: Vec<Dyadic>,
    means: Vec<Dyadic>,
}

impl RegionDatabase {
    /// A database of `game` from regions and their values. Each board
    /// must be one region (connected, at least one cell); a board that is
    /// not its own representative is replaced by it (in Domineering with
    /// its value negated when only a quarter turn reaches it), and a
    /// region given twice must have the same value both times.
    pub fn from_records(
        game: RegionGame,
        records: impl IntoIterator<Item = (DominoBoard, Game)>,
    ) -> Result<RegionDatabase, DatabaseError> {
        let mut builder = Builder::new(game);
        for (board, value) in records {
            let (key, value) = representative(game, &board, value)
                .ok_or_else(|| DatabaseError::BadRecord(format!("{board} is not one region")))?;
            builder.add(key, value);
        }
        builder.finish()
    }

    /// Every region of 1 to `max_cells` cells of `game`, valued in this
    /// process (size by size, by the game's shared solver, on the calling
    /// thread): the plain computation a sweep's parts add up to.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::rulesets::region_database::{RegionDatabase, RegionGame};
    /// let db = RegionDatabase::compute(RegionGame::Cram, 6, &Control::unlimited()).unwrap();
    /// assert_eq!(db.counts_by_cells(), [0, 1, 1, 2, 5, 12, 35]); // OEIS A000105
    /// ```
    pub fn compute(
        game: RegionGame,
        max_cells: usize,
        control: &Control,
    ) -> Result<RegionDatabase, Stop> {
        let mut records = Vec::new();
        for cells in 1..=max_cells {
            let rows = part_values(game, cells, 0, 1, control)?;
            records.extend(rows.into_iter().map(|r| (r.board, r.value)));
        }
        Ok(RegionDatabase::from_records(game, records).expect("regions listed once each"))
    }

    /// One database of the entries of several of the same game (the parts
    /// of a sweep); a region in two of them must have the same value. (For
    /// parts read from files one at a time, see [`RegionMerger`].)
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::rulesets::region_database::{part_values, RegionDatabase, RegionGame};
    /// let part = |p| {
    ///     let rows = part_values(RegionGame::Domineering, 9, p, 2, &Control::unlimited()).unwrap();
    ///     RegionDatabase::from_records(RegionGame::Domineering, rows.into_iter().map(|r| (r.board, r.value))).unwrap()
    /// };
    /// let whole = RegionDatabase::merge([part(0), part(1)]).unwrap();
    /// assert_eq!(whole.len(), 1285); // the free 9-ominoes (OEIS A000105)
    /// ```
    pub fn merge(
        parts: impl IntoIterator<Item = RegionDatabase>,
    ) -> Result<RegionDatabase, DatabaseError> {
        let mut merger = RegionMerger::default();
        for part in parts {
            merger.add(part)?;
        }
        merger.finish()
    }

    /// The game.
    pub fn game(&self) -> RegionGame {
        self.game
    }

    /// The number of regions.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when it holds no region.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The number of regions of each size: entry `n` counts the regions
    /// of `n` cells.
    ///
    /// ```
    /// use conway::control::Control;
    /// use conway::rulesets::region_database::{part_values, RegionDatabase, RegionGame};
    /// let rows = part_values(RegionGame::Cram, 5, 0, 1, &Control::unlimited()).unwrap();
    /// let db = RegionDatabase::from_records(RegionGame::Cram, rows.into_iter().map(|r| (r.board, r.value))).unwrap();
    /// assert_eq!(db.counts_by_cells(), [0, 0, 0, 0, 0, 12]); // the 12 pentominoes
    /// ```
    pub fn counts_by_cells(&self) -> Vec<u64> {
        let mut counts = Vec::new();
        for (board, _) in &self.entries {
            let n = board.empty_cells();
            if counts.len() <= n {
                counts.resize(n + 1, 0);
            }
            counts[n] += 1;
        }
        counts
    }

    /// The regions (representatives) with their values, in the file's
    /// order.
    pub fn entries(&self) -> impl Iterator<Item = (&DominoBoard, Game)> + '_ {
        self.entries
            .iter()
            .map(|(b, i)| (b, self.values[*i as usize]))
    }

    /// The index of the value of the representative `board`, if it is an
    /// entry.
    fn entry(&self, board: &DominoBoard) -> Option<usize> {
        self.entries
            .binary_search_by(|(b, _)| entry_order(b, board))
            .ok()
            .map(|k| self.entries[k].1 as usize)
    }

    /// The value of `board` (any board of the game, trimmed or not, turned
    /// any way): the sum of its regions' values, if every region is in the
    /// database.
    pub fn value(&self, board: &DominoBoard) -> Option<Game> {
        board
            .regions(1)
            .iter()
            .map(|region| {
                let (key, negated) = region.canonical(true);
                let v = self.values[self.entry(&key)?];
                Some(if negated && self.game.turning_negates() {
                    -v
                } else {
                    v
                })
            })
            .sum()
    }

    /// The temperature and mean of one region's value (turned any way),
    /// if it is in the database.
    pub fn temperature_and_mean(&self, region: &DominoBoard) -> Option<(Dyadic, Dyadic)> {
        let (key, negated) = region.trimmed().canonical(true);
        let i = self.entry(&key)?;
        let mean = &self.means[i];
        let mean = if negated && self.game.turning_negates() {
            -mean.clone()
        } else {
            mean.clone()
        };
        Some((self.temperatures[i].clone(), mean))
    }

    /// Puts every entry into the process's shared solver of the game
    /// (what `conway analyze`, [`crate::rulesets::Position::analyze`] and
    /// the outcome search use), so those regions are never searched
    /// again; returns the number of entries.
    pub fn preload(&self) -> usize {
        let known = self.entries();
        match self.game {
            RegionGame::Domineering => Solver::<Domineering>::shared()
                .preload(known.map(|(b, v)| (Domineering(b.clone()), v))),
            RegionGame::Cram => {
                Solver::<Cram>::shared().preload(known.map(|(b, v)| (Cram(b.clone()), v)))
            }
        }
    }

    /// Writes the database in its file format (see the [module
    /// documentation](self)).
    pub fn write(&self, mut out: impl Write) -> io::Result<()> {
        let mut bytes = Vec::new();
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        put_text(&mut bytes, self.game.name());
        let index: HashMap<Game, usize> = self
            .values
            .iter()
            .enumerate()
            .map(|(i, &g)| (g, i))
            .collect();
        put_varint(&mut bytes, self.values.len() as u64);
        for (i, g) in self.values.iter().enumerate() {
            for options in [g.left_options(), g.right_options()] {
                put_varint(&mut bytes, options.len() as u64);
                for o in options.iter() {
                    put_varint(&mut bytes, index[o] as u64);
                }
            }
            put_text(&mut bytes, &self.temperatures[i].to_string());
            put_text(&mut bytes, &self.means[i].to_string());
        }
        put_varint(&mut bytes, self.entries.len() as u64);
        for (board, value) in &self.entries {
            put_board(&mut bytes, board);
            put_varint(&mut bytes, u64::from(*value));
        }
        let crc = crc32fast::hash(&bytes);
        bytes.extend_from_slice(&crc.to_le_bytes());
        out.write_all(&bytes)
    }

    /// Reads a database written by [`write`](Self::write), checking its
    /// version, checksum and structure (option indices, and boards that
    /// are regions in their representative form, each once).
    pub fn read(mut input: impl Read) -> Result<RegionDatabase, DatabaseError> {
        let mut bytes = Vec::new();
        input
            .read_to_end(&mut bytes)
            .map_err(|e| DatabaseError::Read(e.to_string()))?;
        if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
            return Err(DatabaseError::NotADatabase);
        }
        let mut r = Reader {
            bytes: &bytes,
            at: MAGIC.len(),
        };
        let version = u32::from_le_bytes(r.take(4)?.try_into().expect("4 bytes"));
        if version != FORMAT_VERSION {
            return Err(DatabaseError::Version { found: version });
        }
        if bytes.len() < r.at + 4 {
            return Err(DatabaseError::Truncated);
        }
        let (body, tail) = bytes.split_at(bytes.len() - 4);
        if crc32fast::hash(body) != u32::from_le_bytes(tail.try_into().expect("4 bytes")) {
            return Err(DatabaseError::Checksum);
        }
        r.bytes = body;
        let name = r.text()?;
        let game = RegionGame::from_name(&name)
            .ok_or_else(|| malformed(format!("unknown game {name:?}")))?;
        let mut db = RegionDatabase {
            game,
            entries: Vec::new(),
            values: Vec::new(),
            temperatures: Vec::new(),
            means: Vec::new(),
        };
        let count = r.count()?;
        for i in 0..count {
            let left = r.options(i)?;
            let right = r.options(i)?;
            db.values.push(Game::new(
                &select(&db.values, &left),
                &select(&db.values, &right),
            ));
            db.temperatures.push(r.number()?);
            db.means.push(r.number()?);
        }
        let entries = r.count()?;
        for _ in 0..entries {
            let board = r.board()?;
            let value = r.varint()?;
            if value >= db.values.len() as u64 {
                return Err(malformed(format!("region {board} has no value {value}")));
            }
            if representative(game, &board, Game::ZERO)
                .map(|(key, _)| key)
                .as_ref()
                != Some(&board)
            {
                return Err(malformed(format!(
                    "{board} is not a region's representative"
                )));
            }
            if let Some((last, _)) = db.entries.last() {
                if entry_order(last, &board) != std::cmp::Ordering::Less {
                    return Err(malformed(format!("{board} is out of order")));
                }
            }
            db.entries.push((board, value as u32));
        }
        if r.at != body.len() {
            return Err(malformed("bytes after the last entry".into()));
        }
        Ok(db)
    }
}

/// Gathers the databases of a sweep's parts into one, a part at a time
/// (so only the entries gathered, 24 bytes each, and one part are held).
///
/// ```
/// use conway::control::Control;
/// use conway::rulesets::region_database::{RegionDatabase, RegionGame, RegionMerger};
/// let small = RegionDatabase::compute(RegionGame::Cram, 4, &Control::unlimited()).unwrap();
/// let mut merger = RegionMerger::default();
/// merger.add(small.clone()).unwrap();
/// merger.add(small).unwrap(); // the same regions again, with the same values
/// assert_eq!(merger.finish().unwrap().counts_by_cells(), [0, 1, 1, 2, 5]);
/// ```
#[derive(Default)]
pub struct RegionMerger {
    builder: Option<Builder>,
}

impl RegionMerger {
    /// Adds the entries of `part`, which must be of the game of the parts
    /// added before.
    pub fn add(&mut self, part: RegionDatabase) -> Result<(), DatabaseError> {
        let builder = self.builder.get_or_insert_with(|| Builder::new(part.game));
        if builder.game != part.game {
            return Err(DatabaseError::BadRecord(format!(
                "cannot merge a {} database into a {} one",
                part.game, builder.game
            )));
        }
        for (board, index) in part.entries {
            builder.add(board, part.values[index as usize]);
        }
        Ok(())
    }

    /// The database of every entry added (an error if no part was, or if
    /// two parts gave one region different values).
    pub fn finish(self) -> Result<RegionDatabase, DatabaseError> {
        self.builder
            .ok_or_else(|| DatabaseError::BadRecord("no databases to merge".into()))?
            .finish()
    }
}

/// A database being made: representatives with their values, the values
/// interned with their followers.
struct Builder {
    game: RegionGame,
    index: HashMap<Game, u32>,
    values: Vec<Game>,
    entries: Vec<(DominoBoard, u32)>,
}

impl Builder {
    fn new(game: RegionGame) -> Builder {
        Builder {
            game,
            index: HashMap::new(),
            values: Vec::new(),
            entries: Vec::new(),
        }
    }

    /// Adds a representative with its value.
    fn add(&mut self, board: DominoBoard, value: Game) {
        if !self.index.contains_key(&value) {
            for follower in value.followers() {
                let values = &mut self.values;
                self.index.entry(follower).or_insert_with(|| {
                    values.push(follower);
                    (values.len() - 1) as u32
                });
            }
        }
        self.entries.push((board, self.index[&value]));
    }

    /// The database: entries sorted, a region given twice kept once if
    /// its values agree.
    fn finish(mut self) -> Result<RegionDatabase, DatabaseError> {
        self.entries.sort_by(|a, b| entry_order(&a.0, &b.0));
        let mut clash = None;
        self.entries.dedup_by(|later, kept| {
            let same = later.0 == kept.0;
            if same && later.1 != kept.1 {
                clash.get_or_insert((kept.0.clone(), kept.1, later.1));
            }
            same
        });
        if let Some((board, a, b)) = clash {
            let (a, b) = (self.values[a as usize], self.values[b as usize]);
            return Err(DatabaseError::BadRecord(format!(
                "region {board} given two values: {a} and {b}"
            )));
        }
        let temperatures = self.values.iter().map(|g| g.temperature()).collect();
        let means = self.values.iter().map(|g| g.mean()).collect();
        Ok(RegionDatabase {
            game: self.game,
            entries: self.entries,
            values: self.values,
            temperatures,
            means,
        })
    }
}

/// The order of entries: by cells, then by board.
fn entry_order(a: &DominoBoard, b: &DominoBoard) -> std::cmp::Ordering {
    (a.empty_cells(), a).cmp(&(b.empty_cells(), b))
}

/// The representative of a one-region board and the value it has, or
/// `None` if the board is not one region.
fn representative(
    game: RegionGame,
    board: &DominoBoard,
    value: Game,
) -> Option<(DominoBoard, Game)> {
    if board.regions(1).len() != 1 {
        return None;
    }
    let (key, negated) = board.canonical(true);
    let value = if negated && game.turning_negates() {
        -value
    } else {
        value
    };
    Some((key, value))
}

fn select(values: &[Game], indices: &[usize]) -> Vec<Game> {
    indices.iter().map(|&i| values[i]).collect()
}

fn malformed(message: String) -> DatabaseError {
    DatabaseError::Malformed(message)
}

fn put_varint(out: &mut Vec<u8>, mut x: u64) {
    while x >= 0x80 {
        out.push((x as u8) | 0x80);
        x >>= 7;
    }
    out.push(x as u8);
}

fn put_text(out: &mut Vec<u8>, text: &str) {
    put_varint(out, text.len() as u64);
    out.extend_from_slice(text.as_bytes());
}

fn put_board(out: &mut Vec<u8>, board: &DominoBoard) {
    let (rows, cols) = (board.rows(), board.cols());
    out.push(rows as u8);
    out.push(cols as u8);
    let mut bits = vec![0u8; (rows * cols).div_ceil(8)];
    for r in 0..rows {
        for c in 0..cols {
            if board.is_empty(r, c) {
                let i = r * cols + c;
                bits[i / 8] |= 1 << (i % 8);
            }
        }
    }
    out.extend_from_slice(&bits);
}

/// Reads the body of a database file.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], DatabaseError> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&end| end <= self.bytes.len())
            .ok_or(DatabaseError::Truncated)?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    fn varint(&mut self) -> Result<u64, DatabaseError> {
        let mut x = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.take(1)?[0];
            x |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(x);
            }
        }
        Err(malformed("a number longer than 64 bits".into()))
    }

    /// A count of things each taking at least a byte (so a damaged count
    /// cannot ask for more memory than the file has bytes).
    fn count(&mut self) -> Result<usize, DatabaseError> {
        let n = self.varint()?;
        usize::try_from(n)
            .ok()
            .filter(|&n| n <= self.bytes.len() - self.at)
            .ok_or(DatabaseError::Truncated)
    }

    fn text(&mut self) -> Result<String, DatabaseError> {
        let n = self.count()?;
        String::from_utf8(self.take(n)?.to_vec())
            .map_err(|_| malformed("text that is not UTF-8".into()))
    }

    fn number(&mut self) -> Result<Dyadic, DatabaseError> {
        let text = self.text()?;
        text.parse()
            .map_err(|_| malformed(format!("{text:?} is not a dyadic rational")))
    }

    /// The option indices of value number `i` (each below `i`).
    fn options(&mut self, i: usize) -> Result<Vec<usize>, DatabaseError> {
        let n = self.count()?;
        (0..n)
            .map(|_| {
                let k = self.varint()?;
                usize::try_from(k)
                    .ok()
                    .filter(|&k| k < i)
                    .ok_or_else(|| malformed(format!("value {i} has an option {k} not before it")))
            })
            .collect()
    }

    fn board(&mut self) -> Result<DominoBoard, DatabaseError> {
        let shape = self.take(2)?;
        let (rows, cols) = (shape[0] as usize, shape[1] as usize);
        let bits = self.take((rows * cols).div_ceil(8))?;
        let cells: Vec<(usize, usize)> = (0..rows * cols)
            .filter(|i| bits[i / 8] >> (i % 8) & 1 == 1)
            .map(|i| (i / cols, i % cols))
            .collect();
        let board = DominoBoard::from_cells(&cells);
        if (board.rows(), board.cols()) != (rows, cols) {
            return Err(malformed(format!(
                "a {rows}x{cols} entry whose cells do not fill its box"
            )));
        }
        Ok(board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small_database(game: RegionGame, k: usize) -> RegionDatabase {
        let control = Control::unlimited();
        let records = (1..=k).flat_map(|n| {
            part_values(game, n, 0, 1, &control)
                .unwrap()
                .into_iter()
                .map(|r| (r.board, r.value))
        });
        RegionDatabase::from_records(game, records.collect::<Vec<_>>()).unwrap()
    }

    fn bytes_of(db: &RegionDatabase) -> Vec<u8> {
        let mut out = Vec::new();
        db.write(&mut out).unwrap();
        out
    }

    #[test]
    fn files_read_back_to_the_same_database() {
        for game in [RegionGame::Domineering, RegionGame::Cram] {
            let db = small_database(game, 7);
            let back = RegionDatabase::read(&bytes_of(&db)[..]).unwrap();
            assert_eq!(back.game(), game);
            assert_eq!(
                back.entries().collect::<Vec<_>>(),
                db.entries().collect::<Vec<_>>()
            );
            assert_eq!(back.temperatures, db.temperatures);
            assert_eq!(back.means, db.means);
            assert_eq!(bytes_of(&back), bytes_of(&db));
        }
    }

    #[test]
    fn damaged_files_are_refused_with_a_reason() {
        let bytes = bytes_of(&small_database(RegionGame::Cram, 5));
        let read = |b: &[u8]| RegionDatabase::read(b).unwrap_err();
        assert_eq!(read(b"CONWAYGS...."), DatabaseError::NotADatabase);
        assert_eq!(read(&bytes[..bytes.len() - 9]), DatabaseError::Checksum);
        assert_eq!(read(&bytes[..10]), DatabaseError::Truncated);
        let mut flipped = bytes.clone();
        flipped[30] ^= 1;
        assert_eq!(read(&flipped), DatabaseError::Checksum);
        let mut version = bytes.clone();
        version[8] = 9;
        assert_eq!(read(&version), DatabaseError::Version { found: 9 });
    }

    #[test]
    fn records_must_be_regions_with_one_value() {
        let two = DominoBoard::parse(".#.").unwrap();
        assert!(RegionDatabase::from_records(RegionGame::Cram, [(two, Game::ZERO)]).is_err());
        let row = DominoBoard::parse("..").unwrap();
        let column = DominoBoard::parse(".|.").unwrap();
        // Domineering: the column is 1, so the row is -1; saying 1 for both is refused.
        let both = [
            (column.clone(), Game::integer(1)),
            (row.clone(), Game::integer(1)),
        ];
        assert!(RegionDatabase::from_records(RegionGame::Domineering, both).is_err());
        let agreeing = [(column, Game::integer(1)), (row.clone(), Game::integer(-1))];
        let db = RegionDatabase::from_records(RegionGame::Domineering, agreeing).unwrap();
        assert_eq!(db.len(), 1);
        assert_eq!(db.value(&row), Some(Game::integer(-1)));
    }
}
