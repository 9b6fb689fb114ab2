// A lesson page: prose with code cells the reader edits and runs, and questions answered in place.
// The text of the page is static HTML written by build.py (sitebuild/lessons.py); this script
// makes each cell editable (code_editor.js, CodeMirror built when the cell comes near the screen)
// and runnable in one Python worker shared by every cell (python.js, the `run-cell` request),
// draws the plots a cell returns (chart.js), checks the answers, and keeps edits and answers in
// this browser (store.js), where the catalogue counts the lesson like an exercise.

import { barChart, lineChart } from "./chart.js";
import { CodeEditor } from "./code_editor.js";
import { STAGES } from "./protocol.js";
import { Python, PythonCrashed, PythonUnavailable, pyodideLocation } from "./python.js";
import { ExerciseStore } from "./store.js";
import { PythonState, followPython, loadOnIntent, registerServiceWorker } from "./warmup.js";

const $ = (selector, root = document) => root.querySelector(selector);
const $$ = (selector, root = document) => [...root.querySelectorAll(selector)];
const data = JSON.parse($("#page-data").textContent);
const siteURL = new URL(data.siteRoot, document.baseURI).href;
const python = new Python({
  ...pyodideLocation(data),
  siteURL,
  slug: data.lesson,
  files: data.files,
  timeLimit: data.timeLimit,
});
// As an exercise page (main.js): no reload for isolation; the service worker isolates the next
// load on a host that sends no headers.
registerServiceWorker(siteURL);

const store = new ExerciseStore(data.store);
const runAllButton = $('[data-test="lesson-run-all"]');
const pageStatus = $('[data-test="lesson-status"]');

// --- what the browser keeps: {cells: {id: edited code}, answers: {question id: letter}} ----------
// Kept as the store's "code" (with its "saved" time), so the catalogue's state, the progress
// file's export and import, and its "newer copy" rule all treat a lesson like an exercise.

function loadState() {
  try {
    const state = JSON.parse(store.loadCode() ?? "null");
    if (state && typeof state === "object") {
      return { cells: { ...(state.cells ?? {}) }, answers: { ...(state.answers ?? {}) } };
    }
  } catch {
    // an unreadable copy is replaced by the next save; the page starts from the lesson's code
  }
  return { cells: {}, answers: {} };
}

const state = loadState();
function saveState() {
  store.saveCode(JSON.stringify(state));
}
saveState(); // opened: the lesson is in progress, in the catalogue's words

// --- the cells ----------------------------------------------------------------------------------

/** Every cell of the page, in order: {id, element, editor, original, buttons, ...}. */
const cells = $$('[data-test="lesson-cell"]').map((element) => {
  const id = element.dataset.cell;
  const original = $(".editor-fallback code", element).textContent;
  const cell = {
    id,
    element,
    original,
    run: $('[data-test="cell-run"]', element),
    stop: $('[data-test="cell-stop"]', element),
    reset: $('[data-test="cell-reset"]', element),
    status: $('[data-test="cell-status"]', element),
    output: $('[data-test="cell-output"]', element),
    plots: $('[data-test="cell-plots"]', element),
  };
  cell.editor = new CodeEditor($('[data-test="editor"]', element), {
    doc: state.cells[id] ?? original,
    label: `Code of cell ${id}`,
    // Built once the cell is on the screen, not a screen ahead as on an exercise page: a lesson
    // is read first, and its first screen of prose should not wait for the editor's 120 KB.
    ahead: "0px",
    onChange: (code) => {
      if (code === original) delete state.cells[id];
      else state.cells[id] = code;
      saveState();
    },
    onError: () => showStatus(cell, "error", "The editor could not load: the code is shown as text."),
  });
  return cell;
});

const ran = new Set(); // ids of the cells run in the Python that is loaded now
let busy = false; // one run at a time: cells share one Python
let stopped = false; // Stop was pressed during the current Run all or chain

function showStatus(cell, status, text) {
  cell.element.dataset.status = status;
  cell.status.textContent = text;
}

function setBusy(value, running = null) {
  busy = value;
  runAllButton.disabled = value;
  for (const cell of cells) {
    cell.run.disabled = value;
    cell.stop.disabled = !value || cell !== running;
  }
}

/** What a cell's status says for each stage the worker reports: protocol.js's own text, but
 *  for the files, which here are the lesson's runner, not an exercise's checks. */
const stageText = (stage) => (stage === STAGES.files ? "Loading the lesson's runner…" : stage);

/** Runs one cell as it is in its editor; resolves to true if it ran without an error. */
async function runOne(cell) {
  setBusy(true, cell);
  cell.output.textContent = "";
  cell.output.hidden = true;
  cell.plots.replaceChildren();
  cell.plots.hidden = true;
  showStatus(cell, "running", stageText(python.loading ? STAGES.running : STAGES.python));
  const started = performance.now();
  try {
    const result = await python.runCell(cell.id, cell.editor.getCode(), {
      onProgress: (stage) => showStatus(cell, "running", stageText(stage)),
      onOutput: (text) => appendOutput(cell, `${text}\n`),
    });
    if (result.restarted) ran.clear(); // a fresh Python has none of the earlier cells' names
    appendOutput(cell, result.output ?? "");
    if (result.status === "ok") {
      ran.add(cell.id);
      const elapsed = performance.now() - started;
      cell.element.dataset.ms = String(Math.round(elapsed)); // bench/lesson_cells.py reads it
      const seconds = (elapsed / 1000).toFixed(1);
      showStatus(cell, "done", `Ran in ${seconds} s.`);
      if (result.value?.charts) drawCharts(cell, result.value.charts);
      return true;
    }
    ran.delete(cell.id);
    stopped ||= result.status === "interrupted";
    showStatus(cell, "error", result.message || "The cell did not finish.");
    return false;
  } catch (error) {
    if (error instanceof PythonCrashed) ran.clear();
    const why = !(error instanceof PythonUnavailable)
      ? "Python stopped during this cell and was restarted: run it again."
      : error.download
        ? "Python could not be downloaded. Check the connection, then run the cell again."
        : "Python could not start in this browser. Try again, or run the notebook in Jupyter.";
    showStatus(cell, "error", `${why} (${error instanceof Error ? error.message : error})`);
    return false;
  } finally {
    setBusy(false);
  }
}

function appendOutput(cell, text) {
  if (!text) return;
  cell.output.append(text);
  cell.output.hidden = false;
}

/** The cells `cell` uses names of (the lesson's `:needs:`, and theirs), in page order. */
function needed(cell) {
  const wanted = new Set();
  const add = (id) => {
    for (const need of data.needs?.[id] ?? []) {
      if (!wanted.has(need)) {
        wanted.add(need);
        add(need);
      }
    }
  };
  add(cell.id);
  return cells.filter((c) => wanted.has(c.id));
}

/** Runs `cell`, first running the cells it needs that this Python has not run. */
async function runWithPredecessors(cell) {
  if (busy) return;
  stopped = false;
  const before = needed(cell).filter((c) => !ran.has(c.id));
  if (before.length) {
    pageStatus.textContent = `Running cell ${before.map((c) => c.id).join(", ")} first: cell ${cell.id} uses what they define.`;
  }
  for (const earlier of before) {
    if (!(await runOne(earlier))) {
      showStatus(cell, "idle", `Not run: cell ${earlier.id} before it did not finish.`);
      pageStatus.textContent = `Cell ${earlier.id} did not finish, so cell ${cell.id} was not run.`;
      return;
    }
  }
  await runOne(cell);
  if (before.length) pageStatus.textContent = `Ran cells ${[...before, cell].map((c) => c.id).join(", ")}.`;
}

async function runAll() {
  if (busy) return;
  stopped = false;
  pageStatus.textContent = "Running every cell in order…";
  for (const cell of cells) {
    if (!(await runOne(cell))) {
      pageStatus.textContent = stopped
        ? `Stopped at cell ${cell.id}.`
        : `Cell ${cell.id} did not finish; the cells after it were not run.`;
      return;
    }
  }
  pageStatus.textContent = `Ran all ${cells.length} cells.`;
}

function drawCharts(cell, charts) {
  cell.plots.hidden = false; // measured below: each chart fits the width it gets
  const width = cell.plots.clientWidth - 30; // less the figure's padding and border
  const figures = [];
  for (const spec of charts) {
    try {
      figures.push((spec.kind === "bars" ? barChart : lineChart)({ ...spec, width }));
    } catch (error) {
      appendOutput(cell, `\nA plot could not be drawn: ${error instanceof Error ? error.message : error}\n`);
    }
  }
  cell.plots.replaceChildren(...figures);
  cell.plots.hidden = figures.length === 0;
}

for (const cell of cells) {
  cell.run.addEventListener("click", () => runWithPredecessors(cell));
  cell.stop.addEventListener("click", () => {
    stopped = true;
    python.interrupt();
  });
  cell.reset.addEventListener("click", () => {
    cell.editor.setCode(cell.original);
    delete state.cells[cell.id];
    saveState();
    const undo = cell.editor.built ? " Undo (Ctrl+Z) in the cell brings your version back." : "";
    const status = cell.element.dataset.status === "running" ? "running" : "idle";
    showStatus(cell, status, `The cell's code is back as the lesson wrote it.${undo}`);
  });
}
runAllButton.addEventListener("click", runAll);

// Ctrl+Enter (Cmd+Enter) in a cell runs it. Caught before the editor, which would insert a line.
window.addEventListener(
  "keydown",
  (event) => {
    if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
    const element = event.target instanceof Element ? event.target.closest('[data-test="lesson-cell"]') : null;
    const cell = cells.find((c) => c.element === element);
    if (!cell) return;
    event.preventDefault();
    event.stopPropagation();
    runWithPredecessors(cell);
  },
  { capture: true },
);

followPython(python, (pythonState) => {
  if (pythonState === PythonState.IDLE) ran.clear(); // the worker was ended: a fresh namespace
});
for (const cell of cells) {
  loadOnIntent(() => python, { editor: cell.element, buttons: [cell.run] });
}
loadOnIntent(() => python, { editor: runAllButton, buttons: [runAllButton] });

// --- the questions ------------------------------------------------------------------------------

function showAnswer(form, letter) {
  const id = form.dataset.question;
  const right = data.answers[id];
  const feedback = $('[data-test="question-feedback"]', form);
  form.dataset.answered = letter === right ? "right" : "wrong";
  feedback.textContent =
    letter === right ? `Right: ${letter}.` : `Not quite: you chose ${letter}, the answer is ${right}.`;
  $('[data-test="question-why"]', form).hidden = false;
}

function allAnsweredRight() {
  return Object.entries(data.answers).every(([id, letter]) => state.answers[id] === letter);
}

for (const form of $$('[data-test="question"]')) {
  const id = form.dataset.question;
  const saved = state.answers[id];
  const choice = saved && $(`input[value="${CSS.escape(saved)}"]`, form);
  if (choice) {
    choice.checked = true;
    showAnswer(form, saved);
  }
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const picked = $("input:checked", form);
    if (!picked) {
      $('[data-test="question-feedback"]', form).textContent = "Choose an answer first.";
      return;
    }
    state.answers[id] = picked.value;
    saveState();
    showAnswer(form, picked.value);
    if (allAnsweredRight()) store.markSolved();
  });
}

for (const button of $$(".needs-script")) button.disabled = false;
for (const cell of cells) cell.stop.disabled = true;
document.documentElement.dataset.started = ""; // startup.js: the page is up
