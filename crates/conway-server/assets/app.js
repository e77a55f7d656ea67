// The conway workbench page: plain JavaScript over the JSON API of
// `conway serve` (docs/schema/serve.json). No build step.
"use strict";

const $ = (id) => document.getElementById(id);
const state = { sheet: null, game: null, rulesets: [], history: [], recalled: -1, selected: null, jobs: 0 };

// ---- the API -------------------------------------------------------------

class ApiError extends Error {}

let running = 0;
function busy(delta) {
  running += delta;
  $("busy").hidden = running === 0;
}

// A request under a job name (for the Stop button); errors throw ApiError
// with the server's one-line message.
async function api(path, body) {
  busy(1);
  try {
    const init = body === undefined ? {} : {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    };
    const res = await fetch(path, init);
    const doc = await res.json().catch(() => ({ error: `${res.status} ${res.statusText}` }));
    if (!res.ok) throw new ApiError(doc.error || res.statusText);
    return doc;
  } finally {
    busy(-1);
  }
}

function newJob() {
  state.jobs += 1;
  return `job-${Date.now()}-${state.jobs}`;
}

// Runs `work(job)` with `stopButton` cancelling it and `status` ticking:
// the seconds, and the positions the server has searched so far (read
// from /api/progress while the job runs).
async function stoppable(stopButton, status, work) {
  const job = newJob();
  const started = performance.now();
  let searched = "";
  let polls = 0;
  const tick = setInterval(() => {
    status.textContent = `computing… ${((performance.now() - started) / 1000).toFixed(1)} s${searched}`;
    if (++polls % 3 === 0) {
      fetch(`/api/progress?job=${encodeURIComponent(job)}`).then((r) => r.json()).then((p) => {
        if (p.running && p.positions) {
          searched = `, ${p.positions.toLocaleString("en")} positions` + (p.total ? ` of ${p.total.toLocaleString("en")}` : "");
        }
      }).catch(() => {});
    }
  }, 200);
  stopButton.disabled = false;
  stopButton.onclick = () => api("/api/cancel", { job }).catch(() => {});
  try {
    return await work(job);
  } finally {
    clearInterval(tick);
    stopButton.disabled = true;
    status.textContent = "";
  }
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// An SVG picture with buttons to copy or download its source.
function picture(svg, name) {
  const box = el("div", "picture");
  box.innerHTML = svg;
  const row = el("div", "row");
  const copy = el("button", "copy-svg", "Copy SVG");
  copy.onclick = async () => {
    try {
      await navigator.clipboard.writeText(svg);
      copy.textContent = "Copied";
    } catch {
      copy.textContent = "Copy failed: use Download";
    }
  };
  const save = el("button", "save-svg", "Download SVG");
  save.onclick = () => download(`${name}.svg`, svg, "image/svg+xml");
  row.append(copy, save);
  box.append(row);
  return box;
}

function download(name, text, type) {
  const a = el("a");
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}

// ---- views ---------------------------------------------------------------

function show(view) {
  for (const b of document.querySelectorAll(".tab")) b.classList.toggle("active", b.dataset.view === view);
  for (const s of document.querySelectorAll(".view")) s.hidden = s.id !== `view-${view}`;
  state.view = view;
}
for (const b of document.querySelectorAll(".tab")) b.onclick = () => show(b.dataset.view);

// ---- worksheet -----------------------------------------------------------

function stoppedText(doc) {
  return doc.stopped ? `stopped: ${doc.error}` : null;
}

async function runCell() {
  const input = $("ws-input");
  const text = input.value;
  if (!text.trim()) return;
  state.history.push(text);
  state.recalled = -1;
  input.value = "";
  const cell = el("div", "cell");
  const shown = el("div", "input", text);
  shown.title = "Click to edit again";
  shown.onclick = () => { input.value = text; input.focus(); };
  cell.append(shown);
  $("cells").append(cell);
  $("ws-run").disabled = true;
  try {
    const doc = await stoppable($("ws-stop"), $("ws-status"), (job) =>
      api("/api/worksheet", { session: state.sheet, job, text }));
    if (doc.new_session && state.sheet) cell.append(el("pre", "error", "(the server had forgotten this tab's worksheet: definitions start afresh)"));
    state.sheet = doc.session;
    for (const a of doc.answers) {
      if (a.error) cell.append(el("pre", "error", `error: ${a.error}`));
      else if (a.text) cell.append(el("pre", "result", a.text));
      if (a.board) cell.append(picture(a.board, "board"));
      if (a.thermograph) cell.append(picture(a.thermograph, "thermograph"));
    }
    const stop = stoppedText(doc);
    if (stop) cell.append(el("pre", "stopped", stop));
  } catch (e) {
    cell.append(el("pre", "error", `error: ${e.message}`));
  } finally {
    $("ws-run").disabled = false;
    cell.scrollIntoView({ block: "nearest" });
  }
}

$("ws-run").onclick = runCell;
$("ws-input").addEventListener("keydown", (e) => {
  const input = e.target;
  if (e.key === "Enter" && (e.ctrlKey || e.metaKey || e.shiftKey)) {
    e.preventDefault();
    runCell();
  } else if ((e.key === "ArrowUp" || e.key === "ArrowDown") && !input.value.includes("\n") && state.history.length) {
    e.preventDefault();
    const n = state.history.length;
    let i = state.recalled === -1 ? n : state.recalled;
    i = e.key === "ArrowUp" ? Math.max(0, i - 1) : i + 1;
    state.recalled = i >= n ? -1 : i;
    input.value = i >= n ? "" : state.history[i];
  }
});
$("ws-save").onclick = () => download("worksheet.cgs", state.history.join("\n") + "\n", "text/plain");

// ---- board explorer ------------------------------------------------------

function ruleset() {
  return state.rulesets.find((r) => r.name === $("ruleset").value);
}

async function loadRulesets() {
  const doc = await api("/api/rulesets");
  state.rulesets = doc.rulesets;
  for (const r of doc.rulesets) {
    const o = el("option", null, r.name);
    o.value = r.name;
    $("ruleset").append(o);
  }
  $("ruleset").value = "domineering";
  describeRuleset();
}

function describeRuleset() {
  const r = ruleset();
  if (!r) return;
  $("syntax").textContent = `${r.summary} Positions: ${r.syntax}`;
  $("you").disabled = r.kind === "impartial";
}
$("ruleset").onchange = () => { describeRuleset(); $("position").value = ruleset().example; };
$("example").onclick = () => { $("position").value = ruleset().example; };

function boardError(e) {
  $("board-status").textContent = `error: ${e.message}`;
  $("board-status").className = "status error";
}

async function startGame() {
  $("board-status").textContent = "";
  $("board-status").className = "status";
  const body = {
    ruleset: $("ruleset").value,
    position: $("position").value,
    you: $("you").value,
    first: $("first").value,
    misere: $("misere").checked,
  };
  try {
    const doc = await stoppable($("board-stop"), $("board-status"), (job) => api("/api/play/new", { ...body, job }));
    $("log").replaceChildren();
    await showGame(doc);
  } catch (e) {
    boardError(e);
  }
}
$("start").onclick = startGame;
// Normal or misère play: the game goes on from where it is (its saved
// file with the other play), the analysis and the moves' marks follow.
$("misere").onchange = async () => {
  if (!state.game) return;
  const saved = { ...state.game.saved, misere: $("misere").checked };
  try {
    const doc = await stoppable($("board-stop"), $("board-status"), (job) => api("/api/play/load", { saved, job }));
    $("log").replaceChildren();
    await showGame(doc);
  } catch (e) {
    $("misere").checked = state.game.misere;
    boardError(e);
  }
};
$("position").addEventListener("keydown", (e) => { if (e.key === "Enter") startGame(); });

async function act(action, extra = {}) {
  if (!state.game) return boardError(new ApiError("start a game first (Analyse and play)"));
  try {
    const doc = await stoppable($("board-stop"), $("board-status"), (job) =>
      api(`/api/play/${action}`, { session: state.game.session, job, ...extra }));
    await showGame(doc);
  } catch (e) {
    boardError(e);
  }
}
$("undo").onclick = () => act("undo");
$("redo").onclick = () => act("redo");
$("engine").onclick = () => act("engine");
$("hint").onclick = () => act("hint");
function playMove(label) {
  return act("move", { move: label, reply: $("reply").checked });
}

// Shows a game's state, then analyses its position.
async function showGame(doc) {
  state.game = doc;
  state.selected = null;
  $("misere").checked = doc.misere;
  $("board").innerHTML = doc.board || `<pre class="notation">${escapeHtml(doc.position)}</pre>`;
  const svg = $("board").querySelector("svg");
  if (svg) svg.addEventListener("click", clickBoard);
  for (const line of doc.said) $("log").append(el("li", null, line));
  $("log").lastElementChild?.scrollIntoView({ block: "nearest" });
  const ending = doc.ending ? (doc.ending.drawn ? " The game is drawn." : ` Game over: ${doc.ending.winner === "you" ? "you win" : "the engine wins"}.`) : "";
  $("standing").textContent = doc.standing + ending;
  $("notation").textContent = `Position: ${doc.position}`;
  await analyse(doc.ruleset, doc.position);
}

function escapeHtml(s) {
  return s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]);
}

async function analyse(rulesetName, position) {
  let doc;
  const misere = state.game ? state.game.misere : $("misere").checked;
  try {
    doc = await stoppable($("board-stop"), $("board-status"), (job) =>
      api("/api/analyze", { ruleset: rulesetName, position, misere, job }));
  } catch (e) {
    return boardError(e);
  }
  $("f-value-label").textContent = misere ? "Misère form" : "Value";
  $("f-value").textContent = doc.value ?? "–";
  $("f-outcome").textContent = doc.outcome ?? "–";
  $("f-temperature").textContent = doc.temperature ?? "–";
  $("f-mean").textContent = doc.mean ?? "–";
  $("f-notes").replaceChildren(...notes(doc).map((line) => el("li", null, line)));
  if (doc.stopped) $("board-status").textContent = `stopped: ${doc.error}`;
  const mover = state.game ? state.game.mover : null;
  const mine = new Set(state.game ? state.game.moves.map((m) => m.move) : []);
  const rows = (doc.options || []).map((o) => {
    const tr = el("tr", o.winning ? "winning" : "");
    tr.append(el("td", null, o.side), el("td", null, o.move), el("td", null, o.value ?? "?"),
      el("td", null, o.winning === null ? "?" : (o.winning ? "✓ wins" : "")));
    const playable = state.game && !state.game.ending && state.game.to_move === "you" &&
      (o.side === "either" || o.side === mover) && mine.has(o.move);
    if (playable) {
      tr.classList.add("playable");
      tr.title = "Click to play this move";
      tr.onclick = () => playMove(o.move);
    }
    return tr;
  });
  $("moves").tBodies[0].replaceChildren(...rows);
  $("thermo").replaceChildren(...(doc.thermograph ? [picture(doc.thermograph, "thermograph")] : []));
}

const WINNER = { left: "Left wins", right: "Right wins", draw: "drawn (play goes on for ever)" };

// What the analysis says beyond the value: misère genus and method, the
// sides of a loopy position, the outcome search's verdict.
function notes(doc) {
  const out = [];
  if (doc.play === "misere") {
    out.push("Misère play: the last player to move loses.");
    if (doc.genus) out.push(`Genus ${doc.genus}.`);
    else if (doc.component_genera && doc.component_genera.length) out.push(`Component genera: ${doc.component_genera.join(" + ")}.`);
    if (doc.method) out.push(`Outcome by ${doc.method}.`);
  }
  if (doc.loopy) {
    out.push(`Left first: ${WINNER[doc.left_first]}; Right first: ${WINNER[doc.right_first]}.`);
    out.push(`${doc.stopper ? "Stopper" : "Sides (onside & offside)"}: ${doc.value_text}`);
  }
  const search = doc.outcome_search;
  if (search) {
    out.push(`Who wins, by the outcome search (the value did not come quickly), ${search.positions.toLocaleString("en")} positions:`);
    for (const [first, who] of [["left_first", "Left"], ["right_first", "Right"]]) {
      const a = search[first];
      const m = a.winning_move ? `, e.g. ${a.winning_move.move}` : "";
      out.push(`${who} first: ${a.winner ? WINNER[a.winner] + m : "undecided"}.`);
    }
  }
  return out;
}

// Grid boards: a click names a cell (columns a, b, ... from the left, rows
// 1, 2, ... from the top, as the moves do); a move is played once the
// cells clicked pick out one of your moves.
const CELL = 40, MARGIN = 24;
function columnName(c) {
  const letter = (i) => String.fromCharCode(97 + (i % 26));
  return c < 26 ? letter(c) : letter(Math.floor(c / 26) - 1) + letter(c);
}
function clickBoard(event) {
  const game = state.game;
  if (!game || game.ending || game.to_move !== "you") return;
  const svg = event.currentTarget;
  const point = svg.createSVGPoint();
  point.x = event.clientX;
  point.y = event.clientY;
  const p = point.matrixTransform(svg.getScreenCTM().inverse());
  const col = Math.floor((p.x - MARGIN) / CELL), row = Math.floor((p.y - MARGIN) / CELL);
  if (col < 0 || row < 0) return;
  const cell = `${columnName(col)}${row + 1}`;
  // A token (or domino end) picked, then its destination: the two cells
  // are sent as a typed move, which the library reads (Position::find_move).
  if (state.selected && state.selected !== cell) {
    const from = state.selected;
    state.selected = null;
    mark(svg, null);
    return playMove(`${from}-${cell}`);
  }
  const cells = (label) => label.toLowerCase().split(/[^a-z0-9]+/);
  const fits = game.moves.map((m) => m.move).filter((m) => cells(m).includes(cell));
  if (fits.length === 1 && !state.selected) return playMove(fits[0]);
  state.selected = fits.length && state.selected !== cell ? cell : null;
  mark(svg, state.selected ? [col, row] : null);
  $("board-status").textContent = !fits.length
    ? `${cell}: none of your moves uses this cell`
    : state.selected ? `${cell}: ${fits.length} moves start here (${fits.join(", ")}); click where to go` : "";
}

// Outlines the cell picked on the board (none when `at` is null).
function mark(svg, at) {
  svg.querySelector(".picked")?.remove();
  if (!at) return;
  const r = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  r.setAttribute("class", "picked");
  r.setAttribute("x", MARGIN + at[0] * CELL + 2);
  r.setAttribute("y", MARGIN + at[1] * CELL + 2);
  r.setAttribute("width", CELL - 4);
  r.setAttribute("height", CELL - 4);
  r.setAttribute("fill", "none");
  r.setAttribute("stroke", "#2a8a2a");
  r.setAttribute("stroke-width", "4");
  svg.append(r);
}

$("save-game").onclick = () => {
  if (!state.game) return boardError(new ApiError("start a game first"));
  download("game.json", JSON.stringify(state.game.saved) + "\n", "application/json");
};
$("load-file").onchange = async (e) => {
  const file = e.target.files[0];
  if (!file) return;
  try {
    await loadGame(JSON.parse(await file.text()));
  } catch (err) {
    boardError(err);
  }
};
async function loadGame(saved) {
  const doc = await api("/api/play/load", { saved });
  $("log").replaceChildren();
  if (doc.ruleset) $("ruleset").value = doc.ruleset;
  $("position").value = doc.start;
  show("board");
  await showGame(doc);
}

// ---- sequences -----------------------------------------------------------

async function runSequence() {
  const body = { game: $("seq-game").value, to: Number($("seq-to").value) };
  const misere = $("seq-misere").checked;
  try {
    // One after the other under one job, so that Stop stops either.
    const [doc, mis] = await stoppable($("seq-stop"), $("seq-status"), async (job) => [
      await api("/api/sequence", { ...body, job }),
      misere ? await api("/api/sequence", { ...body, misere: true, job }) : null,
    ]);
    const p = doc.period
      ? `period ${doc.period}, preperiod ${doc.preperiod}${doc.saltus ? `, saltus ${doc.saltus}` : ""}` +
        (doc.certified ? `, certified: ${doc.certificate}` : ` (apparent, from ${doc.checked} values)`)
      : `no period found in ${doc.checked} values`;
    $("seq-facts").textContent = `${doc.name} = ${doc.game}: ${p}` + (doc.stopped ? ` — stopped: ${doc.error}` : "");
    $("seq-misere-facts").textContent = mis ? misereFacts(mis) : "";
    $("seq-plot").innerHTML = plot([doc.values, mis ? mis.values : []], doc.preperiod, doc.period);
    $("seq-values").textContent = doc.values.join(" ");
    $("seq-misere-values").textContent = mis ? mis.values.map((v, n) => `${n}: ${v} ${mis.genus[n]}`).join("  ") : "";
  } catch (e) {
    $("seq-facts").textContent = `error: ${e.message}`;
  }
}
$("seq-run").onclick = runSequence;

// What the misère sequence says: its apparent period (never certified),
// and the misère quotient of its heaps when one was found quickly.
function misereFacts(mis) {
  const n = mis.values.length;
  const p = mis.period
    ? `misère values: period ${mis.period}, preperiod ${mis.preperiod} (apparent, from ${mis.checked} values; not certified)`
    : `misère values: no period found in ${n} values`;
  const q = mis.quotient;
  const quotient = !q ? ""
    : q.found ? `. Misère quotient of heaps up to ${q.heaps}: ${q.size} elements, ${q.presentation}, P-portion {${q.p_portion.join(", ")}}`
    : `. No misère quotient of heaps up to ${q.heaps}: ${q.reason}`;
  return p + quotient + (mis.stopped ? ` — stopped after heap ${n - 1}: ${mis.error}` : "");
}

// The sequences as an SVG scatter plot against n: G(n) in blue, the misère
// values G-(n) (when asked) in red, the normal preperiod shaded.
function plot(series, preperiod, period) {
  const [values] = series;
  const w = 900, h = 260, m = 30;
  const top = Math.max(1, ...series.flat());
  const x = (n) => m + (n * (w - 2 * m)) / Math.max(1, values.length - 1);
  const y = (v) => h - m - (v * (h - 2 * m)) / top;
  let s = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="sans-serif" font-size="11">`;
  s += `<rect width="100%" height="100%" fill="white"/>`;
  if (period && preperiod > 0) s += `<rect x="${m}" y="${m}" width="${Math.max(0, x(Math.min(preperiod, values.length - 1)) - m)}" height="${h - 2 * m}" fill="#eee"/>`;
  s += `<line x1="${m}" y1="${h - m}" x2="${w - m}" y2="${h - m}" stroke="#999"/><line x1="${m}" y1="${m}" x2="${m}" y2="${h - m}" stroke="#999"/>`;
  s += `<text x="${m}" y="${h - 8}">0</text><text x="${w - m}" y="${h - 8}" text-anchor="end">${values.length - 1}</text>`;
  s += `<text x="4" y="${m + 4}">${top}</text>`;
  values.forEach((v, n) => { s += `<circle class="normal" cx="${x(n).toFixed(1)}" cy="${y(v).toFixed(1)}" r="2.5" fill="#1f5fbf"/>`; });
  series[1].forEach((v, n) => { s += `<rect class="misere" x="${(x(n) - 2).toFixed(1)}" y="${(y(v) - 2).toFixed(1)}" width="4" height="4" fill="#c0392b"/>`; });
  if (series[1].length) s += `<text x="${w - m}" y="${m - 8}" text-anchor="end"><tspan fill="#1f5fbf">● G(n)</tspan> <tspan fill="#c0392b">■ G-(n), misère</tspan></text>`;
  return s + "</svg>";
}

// ---- share ---------------------------------------------------------------

// The page's state in the address: the worksheet's statements, the game
// (as the saved file), the sequence asked; opening the link restores it.
$("share").onclick = () => {
  const shared = { view: state.view || "worksheet", worksheet: state.history, sequence: [$("seq-game").value, $("seq-to").value] };
  if (state.game) shared.game = state.game.saved;
  location.hash = "state=" + encodeURIComponent(JSON.stringify(shared));
  navigator.clipboard?.writeText(location.href).catch(() => {});
};

async function restore() {
  const m = location.hash.match(/^#state=(.*)$/);
  if (!m) return;
  let shared;
  try {
    shared = JSON.parse(decodeURIComponent(m[1]));
  } catch {
    return;
  }
  if (Array.isArray(shared.sequence)) [$("seq-game").value, $("seq-to").value] = shared.sequence;
  if (Array.isArray(shared.worksheet) && shared.worksheet.length) {
    for (const text of shared.worksheet) {
      $("ws-input").value = text;
      await runCell();
    }
  }
  if (shared.game) await loadGame(shared.game).catch(boardError);
  show(shared.view || "worksheet");
}

loadRulesets()
  .then(() => { $("position").value = ruleset().example; })
  .then(restore)
  .catch((e) => { $("board-status").textContent = `error: ${e.message}`; });
