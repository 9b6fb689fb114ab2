// The page's side of the Python worker: start it, load Python once, run, and stop a run that
// goes on past the exercise's time limit. Messages: see protocol.js.

import { Reply, Request, SIGINT, STAGES, makeRequest } from "./protocol.js";

/** Seconds a run may take past the exercise's time limit before the worker is stopped. */
const GRACE_SECONDS = 5;
/** Seconds between asking Python to stop (SIGINT) and ending the worker outright. */
const KILL_AFTER_SECONDS = 2;

export class Python {
  /** config: {indexURL, lockFileURL, siteURL, slug, files, timeLimit}. */
  constructor(config) {
    this.config = config;
    this.worker = null;
    this.loading = null; // the pending or finished `load`, shared by every run
    this.pending = new Map(); // request id -> {resolve, reject, onProgress, onOutput}
    this.interruptBuffer = self.crossOriginIsolated ? new Int32Array(new SharedArrayBuffer(4)) : null;
  }

  /** Starts Python if it is not started; resolves once it can run code. */
  load({ onProgress = () => {} } = {}) {
    if (!this.loading) {
      const { timeLimit, ...workerConfig } = this.config;
      const config = { ...workerConfig, interruptBuffer: this.interruptBuffer };
      this.loading = this.request(Request.LOAD, { config }, { onProgress });
      this.loading.catch(() => this.stop()); // a failed load is retried from scratch next time
      this.onLoading?.(this.loading); // a hook: warmup.js shows whether Python is ready
    }
    return this.loading;
  }

  /** Runs `mode` ("examples" or "checks") on `source`; resolves to the harness's result. */
  async run(mode, source, { onProgress = () => {}, onOutput = () => {} } = {}) {
    await this.load({ onProgress });
    onProgress(STAGES.running);
    const type = mode === "checks" ? Request.RUN_CHECKS : Request.RUN_EXAMPLES;
    const request = this.request(type, { source }, { onProgress, onOutput });
    const seconds = this.config.timeLimit + GRACE_SECONDS;
    return Promise.race([request, this.deadline(seconds, mode)]).finally(() => {
      clearTimeout(this.timers?.interrupt);
      clearTimeout(this.timers?.kill);
    });
  }

  /** Runs the walkthrough script at the site-relative `path`; resolves to what its run() returned.
   *  The script is ours, not the learner's, so no time limit applies. */
  async runScript(path, { onProgress = () => {}, onOutput = () => {} } = {}) {
    await this.load({ onProgress });
    onProgress(STAGES.running);
    return this.request(Request.RUN_SCRIPT, { path }, { onProgress, onOutput });
  }

  /** Resolves to a `timeout` result if the run is still going after `seconds`. */
  deadline(seconds, mode) {
    return new Promise((resolve) => {
      const timedOut = {
        version: 1,
        exercise: this.config.slug,
        mode,
        status: "timeout",
        message: `Your code ran for more than ${seconds} seconds and was stopped. Look for a loop that never ends.`,
        passed: 0,
        total: 0,
        checks: [],
        examples: [],
        output: "",
      };
      this.timers = {
        interrupt: setTimeout(() => {
          if (this.interruptBuffer) Atomics.store(this.interruptBuffer, 0, SIGINT);
          this.timers.kill = setTimeout(() => {
            this.stop();
            resolve(timedOut);
          }, KILL_AFTER_SECONDS * 1000);
        }, seconds * 1000),
      };
    });
  }

  /** Ends the worker and fails whatever was pending; the next run starts a fresh one. */
  stop() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.loading = null;
    this.onLoading?.(null);
    for (const waiter of this.pending.values()) waiter.reject(new Error("Python was stopped."));
    this.pending.clear();
  }

  request(type, fields, handlers) {
    const worker = this.ensureWorker();
    const message = makeRequest(type, fields);
    return new Promise((resolve, reject) => {
      this.pending.set(message.id, { resolve, reject, ...handlers });
      worker.postMessage(message);
    });
  }

  ensureWorker() {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    worker.addEventListener("message", (event) => this.receive(event.data));
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      const message = event.message || "The Python worker could not start.";
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
    if (reply.type === Reply.PROGRESS) waiter.onProgress?.(reply.stage);
    else if (reply.type === Reply.OUTPUT) waiter.onOutput?.(reply.text);
    else {
      this.pending.delete(reply.id);
      if (reply.type === Reply.RESULT) waiter.resolve(reply.result);
      else waiter.reject(new Error(reply.message));
    }
  }
}
