//! Play against the engine on the library's [`Session`]: start a game
//! (`POST /api/play/new`) or resume a saved one (`/api/play/load`, the
//! file `conway play --save` writes and `conway play --load` reads), then
//! `POST /api/play/{move,engine,hint,undo,redo}`; `GET /api/play/save`
//! downloads the game. Every answer is the game's state with what the
//! session said.

use crate::app::{App, Body};
use crate::failure::{self, Failure};
use crate::outcome::CANONICAL_BUDGET;
use crate::pool;
use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::IntoResponse;
use axum::Json;
use conway::control::Control;
use conway::play::{PlayError, Saved, Seat, Session};
use conway::value::Player;
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A new game.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct New {
    ruleset: String,
    position: String,
    /// Your side in a partizan game (Left by default).
    you: Option<Player>,
    /// Who moves first (you by default).
    first: Option<Seat>,
    #[serde(default)]
    misere: bool,
    job: Option<String>,
}

/// A saved game to resume.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Load {
    saved: Value,
    job: Option<String>,
}

/// An action in a game.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Act {
    session: String,
    /// The move to play (its label, or its number from 1), for `move`.
    #[serde(rename = "move")]
    label: Option<String>,
    /// After your move, the engine replies (true by default).
    reply: Option<bool>,
    job: Option<String>,
}

/// `POST /api/play/new`.
pub async fn start(
    State(app): State<Arc<App>>,
    Body(new): Body<New>,
) -> Result<Json<Value>, Failure> {
    let session = Session::of_ruleset(
        &new.ruleset,
        &new.position,
        new.you.unwrap_or(Player::Left),
        new.first.unwrap_or(Seat::You),
        new.misere,
    )
    .map_err(|e| Failure::input("game", e))?;
    begin(app, session, new.job).await
}

/// `POST /api/play/load`.
pub async fn load(
    State(app): State<Arc<App>>,
    Body(load): Body<Load>,
) -> Result<Json<Value>, Failure> {
    let saved: Saved = serde_json::from_value(load.saved).map_err(|e| {
        Failure::input(
            "saved",
            format!("expected a saved game (conway play --save): {e}"),
        )
    })?;
    if saved.ruleset.is_none() {
        return Err(Failure::input(
            "saved",
            "a game on a graph file cannot be resumed here",
        ));
    }
    let session = Session::resume(saved).map_err(|e| Failure::input("saved", e))?;
    begin(app, session, load.job).await
}

/// Keeps `session` and answers its first state.
async fn begin(
    app: Arc<App>,
    session: Session,
    job: Option<String>,
) -> Result<Json<Value>, Failure> {
    let (id, game) = app.games.insert(Mutex::new(session));
    let timeout = app.pool.timeout();
    let said = vec![];
    let state = app
        .pool
        .run(job.as_deref(), pool::blocking, move |control| {
            let mut session = game.lock().unwrap_or_else(|e| e.into_inner());
            let mut said = said;
            said.push(session.sides());
            settled(&mut session, said, control, timeout)
        })
        .await??;
    Ok(Json(with_id(state, &id)))
}

/// `POST /api/play/{action}`: `move`, `engine`, `hint`, `undo`, `redo`.
pub async fn act(
    State(app): State<Arc<App>>,
    Path(action): Path<String>,
    Body(act): Body<Act>,
) -> Result<Json<Value>, Failure> {
    let game = app
        .games
        .get(&act.session)
        .ok_or_else(|| forgotten(&act.session))?;
    if !["move", "engine", "hint", "undo", "redo"].contains(&action.as_str()) {
        return Err(Failure::NotFound(format!(
            "/api/play/{action}: no such action; the actions are move, engine, hint, undo and redo"
        )));
    }
    let timeout = app.pool.timeout();
    let id = act.session.clone();
    let job = act.job.clone();
    let state = app
        .pool
        .run(job.as_deref(), pool::blocking, move |control| {
            let mut session = game.lock().unwrap_or_else(|e| e.into_inner());
            let said = perform(&mut session, &action, &act, control)?;
            settled(&mut session, said, control, timeout)
        })
        .await??;
    Ok(Json(with_id(state, &id)))
}

/// Does `action` and says what happened.
fn perform(
    session: &mut Session,
    action: &str,
    act: &Act,
    control: &Control,
) -> Result<Vec<String>, Failure> {
    let fail = |e: PlayError| Failure::input(action, e);
    match action {
        "move" => {
            if session.ending().is_some() {
                return Err(Failure::input(
                    "move",
                    "the game is over; undo, or start a new one",
                ));
            }
            if session.to_move() == Seat::Engine {
                return Err(Failure::input(
                    "move",
                    "it is the engine's move (press Engine plays)",
                ));
            }
            let typed = act.label.as_deref().unwrap_or_default();
            let Some(i) = session.find_move(typed).map_err(fail)? else {
                return Err(Failure::input(
                    "move",
                    format!("'{typed}' is not a legal move here"),
                ));
            };
            let mut said = played(session.play(i, control))?;
            if act.reply.unwrap_or(true) {
                let arrival = session.arrive().map_err(fail)?;
                said.extend(arrival.said);
                if arrival.ending.is_none() && session.to_move() == Seat::Engine {
                    said.extend(played(session.engine_move(control))?);
                }
            }
            Ok(said)
        }
        "engine" if session.ending().is_some() => Err(Failure::input("engine", "the game is over")),
        "engine" => played(session.engine_move(control)),
        "hint" => played(session.hint(control)),
        "undo" => Ok(vec![match session.undo() {
            true => "Taken back: your last move and the engine's reply.".to_string(),
            false => "Nothing to undo: you have not moved yet.".to_string(),
        }]),
        _ => Ok(vec![match session.redo().map_err(fail)? {
            true => "Played again what was taken back.".to_string(),
            false => "Nothing to redo.".to_string(),
        }]),
    }
}

/// What a session's step said; a cancelled one says so (the state shows
/// the game as it is).
fn played(result: Result<Vec<String>, PlayError>) -> Result<Vec<String>, Failure> {
    match result {
        Ok(said) => Ok(said),
        Err(PlayError::Interrupted) => Ok(vec!["Stopped.".to_string()]),
        Err(e) => Err(Failure::input("game", e)),
    }
}

/// The session analysed where it stands (under `control`, within
/// [`CANONICAL_BUDGET`] positions) and arrived
/// at, as a state document with what was said.
fn settled(
    session: &mut Session,
    mut said: Vec<String>,
    control: &Control,
    timeout: Duration,
) -> Result<Value, Failure> {
    let mut stop = None;
    session.moves().map_err(|e| Failure::input("game", e))?;
    // A short budget: a big position is left unknown here, and the
    // explorer's analysis answers it by the outcome search.
    if let Err(PlayError::Interrupted) = session.analyse(&control.part(CANONICAL_BUDGET)) {
        stop = Some(conway::control::Stop::Interrupted);
    }
    if session.ending().is_none() {
        said.extend(
            session
                .arrive()
                .map_err(|e| Failure::input("game", e))?
                .said,
        );
    }
    let mut doc = state(session, said);
    if let (Some(stop), Some(map)) = (stop, doc.as_object_mut()) {
        failure::mark_stopped(map, stop, timeout);
    }
    Ok(doc)
}

/// The game's state: the position and its board, whose move, the moves
/// (winning ones marked), the turns made, the ending, who is winning, what
/// was said, and the saved game (for the page's Share and Save).
fn state(session: &mut Session, said: Vec<String>) -> Value {
    let saved = session.save();
    let to_move = session.to_move();
    let winning = session.winning_moves().to_vec();
    let moves: Vec<Value> = session
        .moves()
        .map(|moves| {
            moves
                .iter()
                .map(|m| json!({"move": m.label, "winning": winning.contains(&m.label)}))
                .collect()
        })
        .unwrap_or_default();
    let position = session.position().notation();
    let board = saved
        .ruleset
        .as_deref()
        .and_then(|r| conway::rulesets::find(r).ok())
        .and_then(|r| conway::rulesets::svg(r, &position).ok());
    json!({
        "ruleset": saved.ruleset,
        "start": saved.position,
        "position": position,
        "kind": session.kind().to_string(),
        "misere": session.misere(),
        "you": session.side(Seat::You),
        "to_move": to_move,
        "mover": session.mover(),
        "standing": session.standing(to_move),
        "board": board,
        "moves": moves,
        "turns": session.turns(),
        "ending": session.ending(),
        "said": said,
        "saved": saved,
    })
}

fn with_id(state: Value, id: &str) -> Value {
    let mut doc = conway::schema::document(state);
    if let Some(map) = doc.as_object_mut() {
        map.insert("session".into(), id.into());
    }
    doc
}

fn forgotten(id: &str) -> Failure {
    Failure::input(
        "session",
        format!("no game '{id}' (games are forgotten after a while unused); start a new one"),
    )
}

/// Which game to save.
#[derive(Deserialize)]
pub struct Which {
    session: String,
}

/// `GET /api/play/save?session=ID`: the saved game as a file to download
/// (`conway play --load game.json` resumes it).
pub async fn save(
    State(app): State<Arc<App>>,
    Query(which): Query<Which>,
) -> Result<impl IntoResponse, Failure> {
    let game = app
        .games
        .get(&which.session)
        .ok_or_else(|| forgotten(&which.session))?;
    let saved = game.lock().unwrap_or_else(|e| e.into_inner()).save();
    let text = serde_json::to_string(&saved)
        .map_err(|e| Failure::Internal(format!("cannot save the game: {e}")))?;
    Ok((
        [
            (header::CONTENT_TYPE, "application/json"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"game.json\"",
            ),
        ],
        text + "\n",
    ))
}
