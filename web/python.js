// The page's side of the Python worker: start it, load Python once, run, and end a run that the
// learner stops or that goes on past the exercise's time limit (docs/robustness.md). Messages:
// see protocol.js.

import {
  REASON_SLOT,
  REQUEST_OF,
  Reply,
  Request,
  SIGINT,
  SIGNAL_SLOT,
  STAGES,
  StopReason,
  makeRequest,
} from "./protocol.js";
import { NO_MODULE_WORKERS, sharedMemory } from "./features.js";
import { WORKER_DID_NOT_LOAD, startWorker } from "./warmup.js";

/** Where the worker loads Pyodide from, read from a page's data: {indexURL, lockFileURL, and
 *  stdLibURL, the standard library compiled by the build (sitebuild/bytecode.py), if any}. */
export function pyodideLocation(data) {
  const indexURL = new URL(data.pyodideURL, document.baseURI);
  return {
    indexURL: indexURL.href,
    lockFileURL: new URL("pyodide-lock.json", indexURL).href,
    stdLibURL: data.stdlib ? new URL(data.stdlib, indexURL).href : undefined,
  };
}

/** Seconds between asking Python to stop (SIGINT) and ending the worker outright. A clean stop
 *  takes ~10 ms on an idle desktop, but the harness must still undo its patches and answer, and
 *  on a busy machine (or a slow phone) that can take over 2 s; ending the worker then costs
 *  the learner a reload of Python (seconds), so the wait is generous. */
const KILL_AFTER_SECONDS = 5;

/** The worker failed during a run; the next run starts a fresh one. */
export class PythonCrashed extends Error {}

/** Python could not start (no module workers, the worker's script failed, Pyodide did not
 *  load); the message says what failed. `download`: one of Pyodide's files did not download
 *  (the connection, not the browser). The next run tries again from scratch. */
/** A run ended from outside (Stop, the time limit), as a result (run_limits.js, loaded then). */
async function describeStop(python, result, current) {
  return (await import("./run_limits.js")).describeStop(python, result, current);
}

export class PythonUnavailable extends Error {
  constructor(message, { download = false } = {}) {
    super(message);
    this.download = download;
  }
}

export class Python {
  /** config: {...pyodideLocation(data), siteURL, slug, files, timeLimit}; `started`: a worker
   *  the page started already (warmup.js startWorker), used for the first load. */
  constructor(config, { started = null } = {}) {
    this.config = config;
    this.started = started;
    this.worker = null;
    this.loading = null; // the pending or finished `load`, shared by every run
    this.pending = new Map(); // request id -> {resolve, reject, onProgress, onOutput}
    // Two slots (protocol.js): the signal Pyodide reads, and why the page sent it. Tested for,
    // not inferred from crossOriginIsolated (features.js); without it Stop ends the worker.
    this.interruptBuffer = sharedMemory() ? new Int32Array(new SharedArrayBuffer(8)) : null;
    this.current = null; // the run in progress: {mode, started, reason, restarted, timers, end}
  }

  /** Starts Python if it is not started; resolves once it can run code. */
  load({ onProgress = () => {} } = {}) {
    if (!this.loading) {
      const { timeLimit, ...workerConfig } = this.config;
      const config = { ...workerConfig, interruptBuffer: this.interruptBuffer };
      this.loading = this.request(Request.LOAD, { config }, { onProgress }).catch((error) => {
        if (error instanceof PythonUnavailable) throw error;
        throw new PythonUnavailable(describe(error), { download: error?.download === true });
      });
      this.loading.catch(() => this.stop()); // a failed load is retried from scratch next time
      // What a Submit and a stopped run need, fetched once Python is up (kept for offline use).
      this.loading.then(() => import("./run_limits.js")).catch(() => {});
      this.onLoading?.(this.loading); // a hook: warmup.js shows whether Python is ready
    }
    return this.loading;
  }

  /** Runs `mode` ("examples" or "checks") on `source`; resolves to the harness's result, or to
   *  an `interrupted` / `timeout` result when interrupt() or the exercise's time limit ends it.
   *  Rejects with PythonCrashed if the worker fails during the run. */
  run(mode, source, handlers = {}) {
    return this.runRequest(mode, { source }, handlers);
  }

  /** Runs a lesson's cell `cell` (its id) with `source` in the worker's notebook, with the same
   *  time limit, Stop and crash handling as run(); resolves to practice.cells' result. */
  runCell(cell, source, handlers = {}) {
    return this.runRequest("cell", { cell, source }, handlers);
  }

  async runRequest(mode, fields, handlers = {}) {
    if (mode !== "checks") return this.runOnce(mode, fields, handlers);
    // A Submit keeps the time limit per function (run_limits.js), loaded when first needed.
    const { submit } = await import("./run_limits.js");
    return submit(this, fields, handlers);
  }

  /** One run in one worker; `onCheck(current, reply, rearm)` sees each check's start. */
  async runOnce(mode, fields, { onProgress = () => {}, onOutput = () => {}, onCheck } = {}) {
    const current = { mode, started: false, reason: StopReason.NONE, restarted: false, timers: [] };
    const ended = new Promise((resolve) => {
      current.end = resolve;
    });
    this.current = current;
    const work = async () => {
      await this.load({ onProgress });
      onProgress(STAGES.running);
      if (this.interruptBuffer) this.interruptBuffer.fill(0);
      current.started = true;
      let limit = this.timeLimit(current);
      const progress = (stage, reply = {}) => {
        if (reply.check !== undefined) onCheck?.(current, reply, () => (limit = this.timeLimit(current)));
        limit.pause(stage === STAGES.downloading);
        onProgress(stage);
      };
      return this.request(REQUEST_OF[mode], fields, { onProgress: progress, onOutput });
    };
    try {
      const result = await Promise.race([work(), ended]);
      if (result?.restartPython) {
        current.restarted = true;
        this.stop();
      }
      if (current.reason === StopReason.TIME_LIMIT && current.key && (current.restarted || !result)) {
        return { replay: { [current.key]: current.check }, restarted: true }; // run_limits.js
      }
      return current.reason ? await describeStop(this, result, current) : result;
    } catch (error) {
      if (current.reason) return await describeStop(this, null, current);
      if (!current.started) throw error; // load()'s PythonUnavailable: the next run loads again
      // The worker failed under the learner's code (out of memory, a crash in Python itself):
      // a fresh one is the only safe place for the next run.
      this.stop();
      throw new PythonCrashed(describe(error));
    } finally {
      current.timers.forEach(clearTimeout);
      if (this.current === current) this.current = null;
    }
  }

  /** Starts the exercise's time limit for `current`; `pause(true)` stops its clock while a
   *  module is downloaded (a slow link is not the learner's loop), `pause(false)` restarts it. */
  timeLimit(current) {
    let left = this.config.timeLimit * 1000;
    let since = performance.now();
    let timer = null;
    const arm = () => {
      since = performance.now();
      timer = setTimeout(() => this.interrupt(StopReason.TIME_LIMIT), left);
      current.timers.push(timer);
    };
    arm();
    return {
      pause: (paused) => {
        if (paused && timer !== null) {
          clearTimeout(timer);
          timer = null;
          left -= performance.now() - since;
        } else if (!paused && timer === null) {
          arm();
        }
      },
    };
  }

  /** Ends the run in progress, if any. Where the page is cross-origin isolated Python gets a
   *  KeyboardInterrupt and stays loaded; the worker is ended if it does not answer in time, or
   *  at once where there is no shared buffer (or Python is still loading). */
  interrupt(reason = StopReason.STOPPED) {
    const current = this.current;
    if (!current || current.reason) return;
    current.reason = reason;
    if (this.interruptBuffer && current.started) {
      Atomics.store(this.interruptBuffer, REASON_SLOT, reason);
      Atomics.store(this.interruptBuffer, SIGNAL_SLOT, SIGINT);
      current.timers.push(setTimeout(() => this.restart(current), KILL_AFTER_SECONDS * 1000));
    } else {
      this.restart(current);
    }
  }

  /** Ends the worker under a run that would not stop; the next run starts a fresh one. */
  restart(current) {
    current.restarted = true;
    current.end(null); // first, so the run ends with its reason rather than with stop()'s error
    this.stop();
  }


  /** Runs the walkthrough script at the site-relative `path`; resolves to what its run() returned.
   *  The script is ours, not the learner's, so no time limit applies. */
  async runScript(path, { onProgress = () => {}, onOutput = () => {} } = {}) {
    await this.load({ onProgress });
    onProgress(STAGES.running);
    return this.request(Request.RUN_SCRIPT, { path }, { onProgress, onOutput });
  }

  /** Ends the worker and fails whatever was pending; the next run starts a fresh one. */
  stop() {
    if (this.worker) this.worker.terminate();
    this.started?.worker.terminate();
    this.worker = this.started = null;
    this.loading = null;
    this.onLoading?.(null);
    for (const waiter of this.pending.values()) waiter.reject(new Error("Python was stopped."));
    this.pending.clear();
  }

  request(type, fields, handlers) {
    const message = makeRequest(type, fields);
    return new Promise((resolve, reject) => {
      const worker = this.ensureWorker(); // throws PythonUnavailable: rejects this request
      this.pending.set(message.id, { resolve, reject, ...handlers });
      worker.postMessage(message);
    });
  }

  ensureWorker() {
    if (this.worker) return this.worker;
    const started = this.started ?? startWorker();
    this.started = null;
    if (!started) throw new PythonUnavailable(NO_MODULE_WORKERS);
    const { worker } = started;
    if (started.failed) {
      worker.terminate();
      throw new PythonUnavailable(started.failed);
    }
    worker.addEventListener("message", (event) => this.receive(event.data));
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      worker.terminate(); // an uncaught error may leave it half alive; never reuse it
      // A worker whose script failed to load gives an event with no message (Chromium).
      const message = event.message || WORKER_DID_NOT_LOAD;
      for (const waiter of this.pending.values()) waiter.reject(new Error(message));
      this.pending.clear();
      this.worker = null;
      this.loading = null;
    });
    this.worker = worker;
    return worker;
  }

  receive(reply) {
    const waiter = this.pending.get(reply.id);
    if (!waiter) return;
    if (reply.type === Reply.PROGRESS) waiter.onProgress?.(reply.stage, reply);
    else if (reply.type === Reply.OUTPUT) waiter.onOutput?.(reply.text);
    else {
      this.pending.delete(reply.id);
      if (reply.type === Reply.RESULT) waiter.resolve(reply.result);
      else waiter.reject(Object.assign(new Error(reply.message), { download: reply.download }));
    }
  }
}

function describe(error) {
  return error instanceof Error ? error.message : String(error);
}
