// The Python worker of an exercise page: Pyodide runs here, never on the page's thread.
//
// It loads Python on the first `load` request (runs sent meanwhile wait in a queue), writes the
// harness, the check module and the exercise's data files into Pyodide's file system under
// /practice/<repo-relative path>, and answers each run with the harness's result object, the
// same one the terminal runner prints (practice.runner.run_json). Messages: see protocol.js.

import {
  MODE_OF,
  REASON_SLOT,
  Reply,
  Request,
  SIGNAL_SLOT,
  STAGES,
  STOP_STATUS,
  StopReason,
  emptyResult,
  makeReply,
} from "./protocol.js";

const FS_ROOT = "/practice";

let pyodide = null; // set once Python, numpy and the files are ready
let config = null;
let currentId = null; // the request whose run is printing now, for `output` replies
/** Characters of stray output (written past the harness's capture, e.g. to sys.__stdout__)
 *  one run may send to the page; past it a flood would swamp the page with messages. */
const STRAY_OUTPUT_LIMIT = 8_000;
let strayLeft = Infinity; // limited only while learner code runs
let strayCut = 0;
let queue = Promise.resolve(); // requests are handled one at a time, in order

self.addEventListener("message", (event) => {
  const request = event.data;
  // A busy worker only sees `interrupt` after the run: the shared buffer is what stops a run.
  if (request.type === Request.INTERRUPT) return;
  queue = queue.then(() => handle(request));
});

function post(message) {
  self.postMessage(message);
}

function progress(id, stage) {
  post(makeReply(Reply.PROGRESS, id, { stage }));
}

async function handle(request) {
  const { type, id } = request;
  try {
    if (type === Request.LOAD) {
      await load(request.config, id);
      post(makeReply(Reply.RESULT, id, { result: { ready: true } }));
    } else if (type in MODE_OF) {
      if (!pyodide) throw new Error("Python is not loaded yet: send a load request first.");
      progress(id, STAGES.running);
      const result = run(MODE_OF[type], request.source, id, request.skip ?? {});
      post(makeReply(Reply.RESULT, id, { result }));
    } else if (type === Request.RUN_CELL) {
      if (!pyodide) throw new Error("Python is not loaded yet: send a load request first.");
      progress(id, STAGES.running);
      post(makeReply(Reply.RESULT, id, { result: runCell(request.cell, request.source, id) }));
    } else if (type === Request.RUN_SCRIPT) {
      if (!pyodide) throw new Error("Python is not loaded yet: send a load request first.");
      progress(id, STAGES.running);
      post(makeReply(Reply.RESULT, id, { result: await runScript(request.path, id) }));
    } else {
      throw new Error(`Unknown request type: ${type}`);
    }
  } catch (error) {
    const download = error instanceof DownloadFailed; // the page says "check the connection"
    post(makeReply(Reply.ERROR, id, { message: describe(error), download }));
  }
}

/** Loads Pyodide and numpy while the runtime files download, then installs the files. */
async function load(newConfig, id) {
  if (pyodide) return;
  config = newConfig;

  progress(id, STAGES.python);
  const { loadPyodide } = await import(new URL("pyodide.mjs", config.indexURL).href);
  const failed = failedDownload(config.indexURL);
  const loading = loadPyodide({
    indexURL: config.indexURL,
    lockFileURL: config.lockFileURL,
    // The standard library a first run imports, as bytecode: fewer bytes and ~1 s less
    // compiling (sitebuild/bytecode.py). Absent when Pyodide is not ours to match it.
    stdLibURL: config.stdLibURL,
    packages: ["numpy"], // fetched while Python starts, not after (bench/first_run.py)
    stdout: postStray,
    stderr: postStray,
  });
  // Only once Pyodide has asked for numpy's package, the last of its own first requests (or
  // has settled), and at low priority: a browser talking HTTP/1.x opens six connections to a
  // host, and the harness's two dozen small files, asked for first, held Pyodide's runtime
  // back by ~0.1 s on a slow link (docs/benchmarks.md). They are needed only once it is loaded.
  const settled = loading.then(
    () => {},
    () => {},
  );
  const files = Promise.race([failed.packageRequested, settled]).then(() =>
    fetchFiles(config.siteURL, config.files, "low"),
  );
  files.catch(() => {}); // awaited below; this only keeps an early failure from being "unhandled"
  let py;
  try {
    py = await Promise.race([loading, failed.promise]);
  } finally {
    failed.stop();
  }
  // Our standard library carries a finder for everything it and numpy's wheel leave out: a
  // module is downloaded the moment something imports it (web/on_demand_imports.py).
  if (config.stdLibURL) {
    const onDemand = py.pyimport("_practice_on_demand_imports");
    // During a run the page's time limit waits while a module downloads (python.js).
    const downloading = (busy) => {
      if (currentId !== null) progress(currentId, busy ? STAGES.downloading : STAGES.running);
    };
    onDemand.install.callKwargs(config.indexURL, { on_download: downloading }).destroy();
    onDemand.destroy();
  }

  progress(id, STAGES.files);
  for (const [path, text] of await files) {
    const target = `${FS_ROOT}/${path}`;
    py.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    py.FS.writeFile(target, text);
  }
  py.runPython(`import sys\nsys.path.insert(0, "${FS_ROOT}/py")`);
  // The harness imports numpy and more; done here, often while the learner still types, the
  // first run is as quick as the next ones.
  if (config.files.includes("py/practice/runner.py")) py.pyimport("practice.runner").destroy();
  if (config.files.includes("py/practice/cells.py")) py.pyimport("practice.cells").destroy();
  // Pyodide reads the signal from the first slot of the buffer it is given.
  if (config.interruptBuffer) {
    py.setInterruptBuffer(config.interruptBuffer.subarray(SIGNAL_SLOT, SIGNAL_SLOT + 1));
  }
  pyodide = py;
}

/** One of Pyodide's files did not download: the network's fault, not the browser's. */
class DownloadFailed extends Error {}

/** Watches this worker's downloads from `indexURL` (Pyodide's own files) until stop(): its
 *  promise rejects, naming the file, when one fails. Pyodide 0.27 only logs a WebAssembly that
 *  could not be downloaded ("wasm instantiation failed!") and never settles loadPyodide(), so
 *  without this the page would say "Loading Python…" for good; with it the learner reads why,
 *  and the next run tries again in a fresh worker (python.js). `packageRequested` resolves
 *  once a package (a wheel) has been asked for. */
function failedDownload(indexURL) {
  const fetchOf = self.fetch;
  let fail;
  const promise = new Promise((_, reject) => {
    fail = reject;
  });
  let asked;
  const packageRequested = new Promise((resolve) => {
    asked = resolve;
  });
  promise.catch(() => {}); // raced in load(); this only keeps a late failure from being "unhandled"
  const reason = (url, why) => {
    const name = new URL(url).pathname.split("/").pop();
    return new DownloadFailed(`Could not download ${name} (${why}).`);
  };
  self.fetch = async (input, ...rest) => {
    const url = new URL(input?.url ?? String(input), self.location.href).href; // a Request, or not
    if (!url.startsWith(indexURL)) return fetchOf(input, ...rest);
    let response;
    try {
      const request = fetchOf(input, ...rest);
      if (new URL(url).pathname.endsWith(".whl")) asked();
      response = await request;
    } catch (error) {
      fail(reason(url, error.message || "no answer"));
      throw error;
    }
    if (!response.ok) fail(reason(url, `HTTP ${response.status}`));
    return response;
  };
  return { promise, packageRequested, stop: () => (self.fetch = fetchOf) };
}

/** Fetches every runtime file at once: [[relative path, text], ...]. `priority`: fetch()'s. */
async function fetchFiles(siteURL, paths, priority = "auto") {
  return Promise.all(
    paths.map(async (path) => {
      const response = await fetch(new URL(path, siteURL), { priority });
      if (!response.ok) throw new Error(`Could not load ${path} (HTTP ${response.status}).`);
      return [path, await response.text()];
    }),
  );
}

/** Runs the harness in `mode` on `source`; returns its result object. For the checks the page
 *  keeps the time limit per function (practice.runner.Host): each check's start is reported as
 *  `progress` with its function, a time limit the page sent is read as that function's (the run
 *  goes on), and `skip` names the functions an ended worker already ran out of time in. */
function run(mode, source, id, skip) {
  const buffer = config.interruptBuffer;
  const timeUp = () => buffer !== null && Atomics.load(buffer, REASON_SLOT) === StopReason.TIME_LIMIT;
  const resume = () => {
    Atomics.store(buffer, REASON_SLOT, StopReason.NONE);
    Atomics.store(buffer, SIGNAL_SLOT, 0);
  };
  const onCheck = (fn, check) => post(makeReply(Reply.PROGRESS, id, { stage: STAGES.running, function: fn, check }));
  return guarded(mode, id, "practice.runner", (runner, shouldStop) =>
    mode === "checks"
      ? runner.run_json.callKwargs(FS_ROOT, config.slug, source, mode, {
          should_stop: () => shouldStop() && !timeUp(),
          on_check: onCheck,
          time_up: timeUp,
          resume,
          skip: JSON.stringify(skip),
        })
      : runner.run_json.callKwargs(FS_ROOT, config.slug, source, mode, { should_stop: shouldStop }),
  );
}

/** Runs a lesson's cell in this worker's one notebook (practice.cells); returns its result. */
function runCell(cell, source, id) {
  return guarded("cell", id, "practice.cells", (cells, shouldStop) =>
    cells.run_cell_json.callKwargs(cell, source, { should_stop: shouldStop }),
  );
}

/** Calls `call(module, shouldStop)` (which returns JSON) on the Python module `name`, with the
 *  learner's stray output capped and a Stop from the page honoured; returns the parsed result. */
function guarded(mode, id, name, call) {
  // The page clears the buffer before it sends a run, so a Stop sent early still counts.
  const buffer = config.interruptBuffer;
  const stopReason = () => (buffer ? Atomics.load(buffer, REASON_SLOT) : StopReason.NONE);
  currentId = id;
  strayLeft = STRAY_OUTPUT_LIMIT;
  strayCut = 0;
  const runner = pyodide.pyimport(name);
  try {
    return JSON.parse(call(runner, () => stopReason() !== StopReason.NONE));
  } catch (error) {
    // The SIGINT can land in the harness's own code, outside the learner's; then the
    // KeyboardInterrupt leaves run_json and there is no result to return but "stopped".
    // It may have cut the guard's restore short (numpy half patched), so this Python is not
    // to be trusted again: `restartPython` asks the page for a fresh worker.
    if (stopReason() === StopReason.NONE) throw error;
    const status = STOP_STATUS[stopReason()];
    return { ...emptyResult(config.slug, mode), status, restartPython: true };
  } finally {
    if (buffer) Atomics.store(buffer, SIGNAL_SLOT, 0); // a late SIGINT must not hit the next call
    runner.destroy();
    if (strayCut) {
      const text = `… output cut: ${strayCut.toLocaleString("en")} more characters not shown`;
      post(makeReply(Reply.OUTPUT, id, { text }));
    }
    strayLeft = Infinity;
    currentId = null;
  }
}

/** Sends a line Python printed past the learner's capture, up to STRAY_OUTPUT_LIMIT a run. */
function postStray(text) {
  if (strayLeft <= 0) {
    strayCut += text.length + 1; // +1: the line's newline
    return;
  }
  if (text.length > strayLeft) {
    strayCut += text.length - strayLeft;
    text = text.slice(0, strayLeft);
  }
  strayLeft -= text.length + 1;
  post(makeReply(Reply.OUTPUT, currentId, { text }));
}

/** Fetches the script at the site-relative `path` and runs it; returns what its run() returned. */
async function runScript(path, id) {
  const [[, text]] = await fetchFiles(config.siteURL, [path]);
  const target = `${FS_ROOT}/${path}`;
  pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
  pyodide.FS.writeFile(target, text);
  currentId = id; // what the script prints with print() streams out too
  const scripts = pyodide.pyimport("practice.scripts");
  try {
    const printLine = (line) => post(makeReply(Reply.OUTPUT, id, { text: String(line) }));
    return JSON.parse(scripts.run_script(target, printLine));
  } finally {
    scripts.destroy();
    currentId = null;
  }
}

function describe(error) {
  return error instanceof Error ? error.message : String(error);
}
