// The exercise page: editor, Run / Submit, hints, the locked solution and the shortcuts.
// The statement is static HTML written by build.py; this module only adds what needs a script.
// Python runs in a worker (python.js, worker.js); results are drawn by results.js.

import { CodeEditor } from "./code_editor.js";
import { STAGES } from "./protocol.js";
import { ATTEMPTS_KEY, ExerciseStore } from "./store.js";
import { followPython, loadOnIntent, registerServiceWorker, startWorker } from "./warmup.js";

const IS_MAC = /Mac|iPhone|iPad|iPod/.test(navigator.userAgentData?.platform ?? navigator.platform ?? "");

const $ = (selector) => document.querySelector(selector);
const data = JSON.parse($("#page-data").textContent);
// The starter, exactly as written: the editor's fallback text, read before the editor replaces it.
const STARTER = $('[data-test="editor"] .editor-fallback code').textContent;
const store = new ExerciseStore(data.slug);
// solution.js opens the locked panel: needed only with a remembered key or after a pass, so it
// loads then, not with the page (nor do its bytes count in the page shell).
let solutionPanel = null;
function solution() {
  solutionPanel ??= import("./solution.js").then(
    ({ SolutionPanel }) =>
      new SolutionPanel(
        $('[data-test="solution"]'),
        data.slug,
        store,
        new URL(data.locked, document.baseURI).href,
        {
          yourCode: () => editor.getCode(),
          onOpen: (source) => {
            solutionSource = source;
            attemptsPanel?.then((panel) => panel.render());
          },
        },
      ),
  );
  return solutionPanel;
}
const SITE = new URL(data.siteRoot, document.baseURI).href;
// python.js drives the worker. It loads at the first sign of intent (warmup.js) or with the
// first run, not with the page: its bytes are not part of the page shell. The worker starts
// at the same moment, not once python.js has arrived: one round trip sooner.
let python = null;
function getPython() {
  if (python) return python;
  const started = startWorker();
  python = import("./python.js").then(
    ({ Python, pyodideLocation }) => {
      const config = {
        ...pyodideLocation(data),
        siteURL: SITE,
        slug: data.slug,
        files: data.files,
        timeLimit: data.timeLimit,
      };
      const made = new Python(config, { started });
      followPython(made, showPythonState);
      return made;
    },
    (error) => {
      started?.worker.terminate();
      python = null; // the next run tries again
      throw error;
    },
  );
  return python;
}

const editorArea = $('[data-test="editor"]');
const results = $('[data-test="results"]');
const statusLine = results.querySelector(".results-status");
const resultsBody = results.querySelector(".results-body");
const announcer = $('[data-test="announce"]'); // the live region: one message per run
const runButton = $('[data-test="run"]');
const submitButton = $('[data-test="submit"]');
const stopButton = $('[data-test="stop"]');
const saveNote = $('[data-test="save-note"]');
const tabNote = $('[data-test="tab-note"]');

let editor = null;
let busy = false;

// results.js draws a result. No page needs it before Python starts, so it loads then (or with
// the first run), not with the page: its bytes are not part of the page shell.
let resultsModule = null;
function resultsView() {
  if (!resultsModule) {
    resultsModule = import("./results.js");
    resultsModule.catch(() => {}); // whoever awaits it hears of a failure; no stray rejection
  }
  return resultsModule;
}

/** A failure of the page itself, drawn in the results area (the status line says it already);
 *  `hint` names what to do next (results.js's FAILURE_HINTS). */
async function showFailure(message, hint) {
  try {
    (await resultsView()).renderFailure(resultsBody, message, hint);
  } catch {
    // results.js did not load either: the status line is all there is
  }
}

/** Shows `status` (idle|loading|running|passed|failed|stopped|error) and a line of text. */
function setStatus(status, text) {
  results.dataset.status = status;
  statusLine.textContent = text;
}

// --- the editor and the learner's code ------------------------------------------------------

function startEditor() {
  editor = new CodeEditor(editorArea, {
    doc: store.loadCode() ?? STARTER,
    label: "Your code",
    onChange: saveDraft,
    onError: (error) => {
      setStatus("error", "The code editor did not load.");
      showFailure(String(error?.message ?? error), "editor");
    },
  });
}

/** Saves the learner's code. Storage full: kept attempts make room (attempt_store.js), unless
 *  newer code came meanwhile, which its own save took care of. */
function saveDraft(code) {
  if (store.saveCode(code, data.starterVersion)) return;
  import("./attempt_store.js").then(({ makeRoom }) => {
    if (!makeRoom(store, () => editor.getCode() !== code || store.saveCode(code, data.starterVersion))) warnNotSaved();
  });
}

/** Storage is blocked or full: say so once; the code stays in the editor for this visit. */
function warnNotSaved() {
  if (saveNote.dataset.state === "unsaved") return;
  saveNote.dataset.state = "unsaved";
  saveNote.textContent =
    "Your code will not be saved in this browser: its storage is blocked or full. " +
    "Use Download to keep a copy before you close the page.";
}

// Two tabs on one exercise share one saved copy, and the last one typed in wins. When the other
// tab saves, this editor takes its code, so whichever tab the learner turns to shows the latest
// version; the change is one undoable step, so Ctrl+Z brings this tab's text back.
function takeCodeFromOtherTab(event) {
  if (event.key !== store.prefix + "code" || event.newValue === null) return;
  if (event.newValue === editor.getCode()) return;
  editor.setCode(event.newValue);
  tabNote.hidden = false;
  tabNote.textContent =
    "You changed this code in another tab, so this tab now shows that version. " +
    `Undo (${IS_MAC ? "Cmd" : "Ctrl"}+Z) in the editor brings back what this tab had.`;
}

function resetToStarter() {
  const question = "Replace your code with the starter? Your current code will be lost.";
  if (editor.getCode() !== STARTER && !window.confirm(question)) return;
  editor.setCode(STARTER);
  saveDraft(STARTER);
  store.beganFrom(data.starterVersion);
  editor.focus();
}

function download() {
  const blob = new Blob([editor.getCode()], { type: "text/x-python" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = "my_answer.py";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

// --- attempts --------------------------------------------------------------------------------

// Every Submit that ran is kept (attempt_store.js); the panel that lists them (attempts.js) and
// the compare view load when the panel is first opened, not with the page.
const attemptsArea = $('[data-test="attempts"]');
let attemptsPanel = null;
let solutionSource = null; // the reference's text once the solution panel opened
function attempts() {
  attemptsPanel ??= import("./attempts.js").then(
    ({ AttemptsPanel }) =>
      new AttemptsPanel(attemptsArea, store, {
        starter: STARTER,
        editor,
        save: saveDraft,
        note: tabNote,
        undoKey: IS_MAC ? "Cmd" : "Ctrl",
        reference: () => solutionSource,
      }),
  );
  return attemptsPanel;
}

async function keepAttempt(code, result) {
  (await import("./attempt_store.js")).addAttempt(store, code, result);
  attemptsArea.hidden = false;
  (await attemptsPanel)?.render();
}

// --- Run and Submit --------------------------------------------------------------------------

const PYTHON_NOTES = {
  idle: "Python loads on the next run",
  loading: "Loading Python…",
  ready: "Python is ready",
  failed: "Python loads on the next run",
};

/** Python's state (warmup.js) in the note above the editor and as data-python, a test hook. */
function showPythonState(state) {
  results.dataset.python = state;
  if (state !== "idle") resultsView(); // a run will need it: fetch it now
  $(".python-note").textContent = PYTHON_NOTES[state];
}

/** The progress of a load that started before the run now waiting for it. */
function showStage(stage) {
  if (results.dataset.status === "loading") setStatus("loading", stage);
}

/** Where the learner was when a run started: in the editor, or on the button they pressed
 *  (`button`, when the run came from one). */
function focusOrigin(button) {
  const active = document.activeElement;
  return active === editorArea || editorArea.contains(active) ? editor : (button ?? active);
}

/** Back to `origin` when the run ends, if the focus was lost meanwhile (a button pressed by
 *  keyboard is disabled during the run, which drops the focus to the page). A learner who moved
 *  on during the run keeps the focus where they put it. */
function restoreFocus(origin) {
  const active = document.activeElement;
  if (active && active !== document.body && !active.disabled) return;
  origin?.focus?.();
}

async function runCode(mode, button) {
  if (busy) return;
  busy = true;
  const origin = focusOrigin(button);
  announcer.textContent = ""; // emptied first, so the same result twice is still announced
  runButton.disabled = submitButton.disabled = true;
  stopButton.disabled = false;
  delete results.dataset.passed;
  delete results.dataset.total;
  let stray = "";
  const code = editor.getCode();
  const loaded = results.dataset.python === "ready";
  setStatus(loaded ? "running" : "loading", loaded ? STAGES.running : STAGES.python);
  resultsBody.replaceChildren();
  statusLine.scrollIntoView({ block: "nearest" });
  try {
    const view = resultsView();
    const py = await getPython();
    const result = await py.run(mode, code, {
      onProgress: (stage) => setStatus(stage === STAGES.running ? "running" : "loading", stage),
      onOutput: (text) => {
        stray += `${text}\n`;
      },
    });
    const { announcement, pageStatus, renderResult, summarize } = await view;
    setStatus(pageStatus(result), summarize(result));
    announcer.textContent = announcement(result);
    results.dataset.result = result.status; // a hook for tests: passed, failed, timeout...
    if (mode === "checks") {
      results.dataset.passed = String(result.passed ?? 0);
      results.dataset.total = String(result.total ?? 0);
    }
    renderResult(resultsBody, result, stray);
    if (mode === "checks") keepAttempt(code, result).catch(() => {}); // the result stands anyway
    if (mode === "checks" && passesEverything(result)) {
      store.markSolved();
      resultsBody.prepend(await (await solution()).openWith(result), ...nextOffers());
    }
    $(".python-note").textContent = py.loading ? "Python is ready" : "Python loads on the next run";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const py = await import("./python.js").catch(() => null); // null: it did not download
    if (py && error instanceof py.PythonCrashed) {
      results.dataset.result = "crashed";
      if (mode === "checks") keepAttempt(code, { status: "crashed" }).catch(() => {});
      setStatus("error", "Python stopped unexpectedly and was restarted.");
      await showFailure(message, "crashed");
    } else if (!py || error instanceof py.PythonUnavailable) {
      results.dataset.result = "unavailable";
      // A file that did not download is the connection's fault, not the browser's.
      const download = !py || error.download;
      setStatus("error", download ? "Python could not be downloaded." : "Python could not start in this browser.");
      await showFailure(message, download ? "download" : "unavailable");
    } else {
      results.dataset.result = "failure";
      setStatus("error", "Python could not run your code.");
      await showFailure(message);
    }
  } finally {
    if (!announcer.textContent) announcer.textContent = statusLine.textContent;
    busy = false;
    runButton.disabled = submitButton.disabled = false;
    stopButton.disabled = true;
    restoreFocus(origin);
    results.dataset.runs = String(Number(results.dataset.runs ?? 0) + 1); // a hook for tests
  }
}

/** The next exercise of each track this one is in (catalogue.py writes them as templates). */
function nextOffers() {
  return [...document.querySelectorAll("template.next-offer")].map((t) => t.content.cloneNode(true));
}

/** A submit that unlocks the solution: every check ran and passed. */
function passesEverything(result) {
  return result.status === "passed" && result.total > 0 && result.passed === result.total;
}

// --- hints -----------------------------------------------------------------------------------

const hintItems = [...document.querySelectorAll('[data-test="hints"] > li')];
const hintButton = $('[data-test="hint-next"]');
const hintCount = $('[data-test="hint-count"]');

function showHints(count) {
  const open = Math.min(count, hintItems.length);
  hintItems.forEach((item, index) => {
    item.hidden = index >= open;
  });
  $('[data-test="hints"]').hidden = open === 0;
  hintCount.textContent =
    open === 0 ? `${hintItems.length} hints, none open yet` : `hint ${open} of ${hintItems.length}`;
  hintButton.disabled = open >= hintItems.length;
  hintButton.textContent =
    open >= hintItems.length ? "All hints are open" : `Show hint ${open + 1} of ${hintItems.length}`;
}

function nextHint() {
  const open = Math.min(store.hintsOpen() + 1, hintItems.length);
  const pressed = document.activeElement === hintButton;
  store.setHintsOpen(open);
  showHints(open);
  hintItems[open - 1]?.scrollIntoView({ block: "nearest" });
  // The last hint disables the button: the focus goes to that hint instead of to the page.
  if (pressed && hintButton.disabled) hintItems[open - 1]?.focus();
}

// --- keyboard shortcuts ----------------------------------------------------------------------

/** The action for a key press, wherever the focus is, or null. */
function shortcutFor(event) {
  const mod = IS_MAC ? event.metaKey : event.ctrlKey;
  if (event.key === "Enter" && mod && !event.altKey) return event.shiftKey ? "submit" : "run";
  if (event.code === "KeyH" && event.altKey && !event.ctrlKey && !event.metaKey) return "hint";
  return null;
}

const ACTIONS = {
  run: () => runCode("examples"),
  submit: () => runCode("checks"),
  hint: () => nextHint(),
};

function onKeyDown(event) {
  const action = shortcutFor(event);
  if (!action) return;
  event.preventDefault();
  event.stopPropagation(); // the editor would otherwise insert a line for Mod-Enter
  ACTIONS[action]();
}

function showPlatformKeys() {
  if (!IS_MAC) return;
  for (const key of document.querySelectorAll("kbd[data-mod]")) key.textContent = "Cmd";
  for (const key of document.querySelectorAll("kbd[data-alt]")) key.textContent = "Option";
  for (const node of document.querySelectorAll("[data-mac-title]")) {
    node.title = node.dataset.macTitle;
  }
  const note = $('[data-test="mac-note"]');
  if (note) note.hidden = true;
}

// --- start -----------------------------------------------------------------------------------

function start() {
  startEditor();
  showPlatformKeys();
  showHints(store.hintsOpen());
  if (store.loadUnlock() !== null) solution().then((panel) => panel.restore(), () => {}); // stays locked
  attemptsArea.hidden = store.get(ATTEMPTS_KEY) === null;
  attemptsArea.addEventListener("toggle", () => {
    if (attemptsArea.open) attempts().then((panel) => panel.render(), () => {});
  });
  const began = store.starterVersion();
  if (began !== null && began !== data.starterVersion && store.loadCode() !== null) {
    import("./starter_notice.js").then(({ showStarterNotice }) =>
      showStarterNotice(editorArea, store, {
        starter: STARTER,
        version: data.starterVersion,
        code: () => editor.getCode(),
        focus: () => editor.focus(),
      }),
    );
  }
  window.addEventListener("keydown", onKeyDown, { capture: true });
  runButton.addEventListener("click", () => runCode("examples", runButton));
  submitButton.addEventListener("click", () => runCode("checks", submitButton));
  stopButton.addEventListener("click", () => python?.then((py) => py.interrupt()));
  window.addEventListener("storage", takeCodeFromOtherTab);
  if (!store.isWritable()) warnNotSaved();
  hintButton.addEventListener("click", ACTIONS.hint);
  $('[data-test="reset"]').addEventListener("click", resetToStarter);
  $('[data-test="download"]').addEventListener("click", download);
  for (const button of document.querySelectorAll(".needs-script")) button.disabled = false;
  const buttons = [runButton, submitButton];
  loadOnIntent(getPython, { editor: editorArea, buttons, onStage: showStage });
  setStatus("idle", statusLine.textContent);
  document.documentElement.dataset.started = ""; // startup.js: the page is up
}

// The page starts at once. On a first visit to a host that sends no cross-origin isolation
// headers it starts as it is, not isolated: the service worker then controls it, and every
// later load is isolated (warmup.js). Nothing waits for a reload.
start();
registerServiceWorker(SITE);
