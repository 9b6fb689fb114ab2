// The messages between a page and its Python worker (worker.js). The exercise page (main.js),
// the lesson page (lesson.js) and the walkthrough page (walkthrough.js) all talk to it through
// python.js; both sides import this module, so the names below are the whole protocol.
//
// Every request is `{type, id, ...}`; every reply is `{type, id, ...}` and echoes the id of
// the request it answers. One request may get several `progress` and `output` replies, then
// exactly one `result` or `error`.
//
// Requests (page -> worker):
//   load         {config}                 start Python; runs are queued behind it.
//                config = {indexURL, lockFileURL, stdLibURL?, siteURL, slug, files,
//                interruptBuffer?}: where Pyodide and the build's compiled standard library
//                are, the site's root, the exercise, the harness files to fetch, and the
//                shared buffer where the page is cross-origin isolated
//   run-examples {source}                 run the statement's examples on the learner's code
//   run-checks   {source, skip?}          run every check; `skip` maps the functions that ran
//                                         past the time limit in an earlier, ended worker to
//                                         the check they ran out in (practice.runner.Host):
//                                         their checks are reported as not run
//   run-script   {path}                   run a walkthrough script (a site-relative path such as
//                                         papers/grpo/grpo_from_scratch.py): the worker fetches
//                                         it and calls its run(print_fn) through
//                                         practice.scripts; every printed line is an `output`
//                                         reply, the `result` is the dict run() returned
//   run-cell     {cell, source}           run a lesson's code cell in the worker's one namespace
//                                         (practice.cells); the `result` is {cell, status: ok |
//                                         error | timeout | interrupted, output, output_cut,
//                                         value: the charts the cell returned or null, message}
//   interrupt    {}                       ask a run to stop; no reply. A busy worker reads it
//                                         only after the run, so when crossOriginIsolated the
//                                         page writes SIGINT into the shared interruptBuffer
// Replies (worker -> page):
//   progress     {stage, function?, check?}  one of STAGES, for the loading indicator; during
//                                         run-checks, each check's start with the learner's
//                                         function it is about ("" when it names none): the
//                                         page keeps the time limit per function
//   output       {text}                   a line Python printed outside the learner's capture
//   result       {result}                 the harness's result object (docs/architecture.md);
//                                         for `load`, `{ready: true}`; a run whose stop landed
//                                         outside the learner's code adds `restartPython: true`
//   error        {message, download}      the worker itself failed (not the learner's code);
//                                         `download`: one of Pyodide's files did not download

export const Request = Object.freeze({
  LOAD: "load",
  RUN_EXAMPLES: "run-examples",
  RUN_CHECKS: "run-checks",
  RUN_SCRIPT: "run-script",
  RUN_CELL: "run-cell",
  INTERRUPT: "interrupt",
});

export const Reply = Object.freeze({
  PROGRESS: "progress",
  OUTPUT: "output",
  RESULT: "result",
  ERROR: "error",
});

/** Loading stages the worker reports, with the text the page shows for each. */
export const STAGES = Object.freeze({
  python: "Loading Python…",
  numpy: "Loading numpy…",
  files: "Loading the checks…",
  running: "Running…",
  // A module outside the first run is being downloaded (web/on_demand_imports.py); the time
  // limit waits for it, and `running` follows once it is in.
  downloading: "Downloading a module…",
});

/** The harness's `mode` for each run request. */
export const MODE_OF = Object.freeze({
  [Request.RUN_EXAMPLES]: "examples",
  [Request.RUN_CHECKS]: "checks",
});

/** The request that runs each mode: the exercise's two, and a lesson's cell. */
export const REQUEST_OF = Object.freeze({
  examples: Request.RUN_EXAMPLES,
  checks: Request.RUN_CHECKS,
  cell: Request.RUN_CELL,
});

/** What Pyodide's interrupt buffer expects for Ctrl-C (signal.SIGINT). */
export const SIGINT = 2;

// The shared interrupt buffer is an Int32Array of two slots. Pyodide watches the first; the
// second says why the page stopped the run, because the harness reports a learner's own
// KeyboardInterrupt as a failing check and only the page knows that it sent this one.
export const SIGNAL_SLOT = 0;
export const REASON_SLOT = 1;

/** Why a run was ended from outside; `NONE` while it runs on. */
export const StopReason = Object.freeze({ NONE: 0, STOPPED: 1, TIME_LIMIT: 2 });

/** The result status (docs/architecture.md) for each reason a run was ended. */
export const STOP_STATUS = Object.freeze({
  [StopReason.STOPPED]: "interrupted",
  [StopReason.TIME_LIMIT]: "timeout",
});

/** A result with nothing in it yet, in the harness's shape (practice.result.new_result). */
export function emptyResult(slug, mode) {
  return { version: 1, exercise: slug, mode, status: "", message: "", passed: 0, total: 0,
    checks: [], examples: [], output: "", output_cut: 0 };
}

let lastId = 0;

/** A request id unique within this page. */
export function nextId() {
  lastId += 1;
  return lastId;
}

/** A request message: `makeRequest(Request.RUN_CHECKS, {source})`. */
export function makeRequest(type, fields = {}) {
  return { type, id: nextId(), ...fields };
}

/** A reply to the request `id`: `makeReply(Reply.RESULT, id, {result})`. */
export function makeReply(type, id, fields = {}) {
  return { type, id, ...fields };
}
