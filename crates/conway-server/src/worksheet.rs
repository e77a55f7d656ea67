//! Worksheet cells: `POST /api/worksheet` runs a cell's statements in the
//! tab's worksheet (definitions persist between cells). A worksheet
//! holds reference-counted values that stay on one thread, so each tab's
//! worksheet lives on a thread of its own, which runs the cells the pool
//! admits; the thread ends when the session is forgotten.

use crate::app::{App, Body};
use crate::failure::{self, Failure};
use crate::pool::Task;
use axum::extract::State;
use axum::Json;
use conway::control::{self, Control};
use conway::worksheet::{document, Error, Output, Script, Worksheet};
use serde::Deserialize;
use serde_json::{json, Value};
use std::cell::RefCell;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};

/// The most statement text one worksheet session runs in all (its
/// definitions and memo tables grow with it); then the page starts a new
/// session.
pub const MOST_TEXT: usize = 4 << 20;

/// A tab's worksheet: the thread that holds it, and the text run so far.
pub struct Sheet {
    tasks: Mutex<mpsc::Sender<Task>>,
    text: AtomicUsize,
}

thread_local! {
    /// The worksheet of the session whose thread this is.
    static WORKSHEET: RefCell<Worksheet> = RefCell::new(Worksheet::new());
}

impl Sheet {
    /// A new worksheet on a thread of its own with a stack of `stack` bytes.
    fn start(stack: usize) -> Result<Sheet, Failure> {
        let (send, receive) = mpsc::channel::<Task>();
        std::thread::Builder::new()
            .name("conway-worksheet".into())
            .stack_size(stack)
            .spawn(move || receive.iter().for_each(|task| task()))
            .map_err(|e| Failure::Internal(format!("cannot start a worksheet thread: {e}")))?;
        Ok(Sheet {
            tasks: Mutex::new(send),
            text: AtomicUsize::new(0),
        })
    }

    fn spawn(&self, task: Task) -> Result<(), Failure> {
        let tasks = self.tasks.lock().unwrap_or_else(|e| e.into_inner());
        tasks
            .send(task)
            .map_err(|_| Failure::Internal("the worksheet's thread has ended".into()))
    }
}

/// A cell to run.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cell {
    /// The tab's session; a new one when absent or forgotten.
    session: Option<String>,
    /// A name for the Stop button (`POST /api/cancel`).
    job: Option<String>,
    /// The statements, one or more lines.
    text: String,
}

/// `POST /api/worksheet`.
pub async fn run(
    State(app): State<Arc<App>>,
    Body(cell): Body<Cell>,
) -> Result<Json<Value>, Failure> {
    let found = cell
        .session
        .as_deref()
        .and_then(|id| app.sheets.get(id).map(|s| (id.to_string(), s)));
    let (id, sheet, new) = match found {
        Some((id, sheet)) => (id, sheet, false),
        None => {
            let (id, sheet) = app.sheets.insert(Sheet::start(app.config.stack)?);
            (id, sheet, true)
        }
    };
    let total = sheet.text.fetch_add(cell.text.len(), Ordering::Relaxed) + cell.text.len();
    if total > MOST_TEXT {
        return Err(Failure::input(
            "worksheet",
            format!("this session has run {} MiB of statements, its limit; reload the page for a new one", MOST_TEXT >> 20),
        ));
    }
    let timeout = app.pool.timeout();
    let text = cell.text;
    let answers = app
        .pool
        .run(
            cell.job.as_deref(),
            |task| sheet.spawn(task),
            move |control| {
                WORKSHEET.with(|w| answers(&mut w.borrow_mut(), &text, control, timeout))
            },
        )
        .await?;
    let mut doc = json!({ "session": id, "new_session": new, "answers": answers.0 });
    if let (Some(stopped), Some(map)) = (answers.1, doc.as_object_mut()) {
        map.extend(stopped.as_object().cloned().unwrap_or_default());
    }
    Ok(Json(conway::schema::document(doc)))
}

/// The answer of each statement of `text`, and what stopped the cell.
fn answers(
    sheet: &mut Worksheet,
    text: &str,
    control: &Control,
    timeout: std::time::Duration,
) -> (Vec<Value>, Option<Value>) {
    let mut script = Script::new(text);
    let mut out = Vec::new();
    while let Some(step) = sheet.step(&mut script, control) {
        let board = step
            .position
            .as_ref()
            .and_then(|(name, text)| board(name, text));
        let answer = match step.result {
            Ok(output) => control::watch(control, || shown(step.line, &output, board)),
            Err(Error::Stopped(stop)) => Err(stop),
            Err(Error::Syntax(e)) => Ok(json!({
                "line": e.line,
                "column": e.column,
                "error": format!("line {}, column {}: {}", e.line, e.column, e.message),
            })),
        };
        match answer {
            Ok(a) => out.push(a),
            Err(stop) => return (out, Some(failure::stopped(stop, timeout))),
        }
    }
    (out, None)
}

/// The board of the position `text` of the ruleset `name`, drawn, if the
/// ruleset draws its positions.
fn board(name: &str, text: &str) -> Option<String> {
    let rules = conway::rulesets::find(name).ok()?;
    conway::rulesets::svg(rules, text).ok()
}

/// A statement's answer: the repl's document, the text the terminal
/// shows, the board of a ruleset position and the thermograph of a game
/// that is not a number.
fn shown(line: usize, output: &Output, board: Option<String>) -> Value {
    let mut answer = document::answer(line, output);
    if let Some(map) = answer.as_object_mut() {
        map.insert("text".into(), output.to_string().into());
        if let Some(board) = board {
            map.insert("board".into(), board.into());
        }
        if let Output::Value(g) = output {
            if !g.is_number() {
                let svg = conway::picture::thermograph::svg(*g, &g.thermograph()).ok();
                map.insert("thermograph".into(), svg.into());
            }
        }
    }
    answer
}
