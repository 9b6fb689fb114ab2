// Getting Python ready before the learner asks for it, and keeping it for the next visit.
//
// Pyodide takes seconds to start, so the page starts it at the first sign of intent: focus or a
// key press in the editor, the pointer over Run or Submit, a touch on them. Not when the browser
// asks to save data (navigator.connection.saveData): then Python loads on the first run, as
// before. The service worker (sw.js at the site's root) keeps Pyodide's files for later visits.

import { moduleWorkers, serviceWorker } from "./features.js";

/** What the page shows for each state of Python (results' data-python). */
export const PythonState = Object.freeze({
  IDLE: "idle",
  LOADING: "loading",
  READY: "ready",
  FAILED: "failed",
});

/** Registers <site>/sw.js; the page works the same without it (old browser, file:, denied).
 *  On a host that sends no cross-origin isolation headers the worker adds them to every page
 *  it serves (sw.js `isolate`): a first visit is not isolated (Stop then replaces the Python
 *  worker), and every later load is, with no reload: a first visit never waits for one. */
export function registerServiceWorker(siteURL) {
  if (!serviceWorker()) return;
  navigator.serviceWorker.register(new URL("sw.js", siteURL), { scope: siteURL }).catch(() => {});
}

/** Whether a reload would make this page cross-origin isolated: it is not, and the service
 *  worker, which adds the headers, controls it. Stop offers one then (results.js). */
export function isolatedOnReload() {
  return !self.crossOriginIsolated && Boolean(navigator.serviceWorker?.controller);
}

/** Milliseconds between Python being ready and the service worker storing its files: the first
 *  run, often waiting for that moment, gets the machine to itself. */
const WARM_DELAY_MS = 3000;

/** Whether the page listens for the service worker's "warmed" (then <html data-offline="ready">:
 *  the page opens and runs offline from here on; a hook for tests, nothing shown). */
let listening = false;

/** Asks the service worker to store what Python needed, and this page's own files: the page,
 *  what it loaded, and the files `python` fetched for its worker (sw.js, `warm`). */
function warmServiceWorker(python) {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  const site = python.config.siteURL;
  const pages = [
    location.href,
    ...performance.getEntriesByType("resource").map((entry) => entry.name),
    ...(python.config.files ?? []).map((path) => new URL(path, site).href),
  ];
  if (!listening) {
    listening = true;
    sw.addEventListener("message", (event) => {
      if (event.data?.type === "warmed") document.documentElement.dataset.offline = "ready";
    });
    sw.startMessages();
  }
  sw.ready
    .then((registration) => registration.active?.postMessage({ type: "warm", pages }))
    .catch(() => {});
}

/** Calls onState(PythonState) whenever `python` starts, finishes or fails a load, or stops. */
export function followPython(python, onState) {
  python.onLoading = (loading) => {
    if (!loading) {
      onState(PythonState.IDLE);
      return;
    }
    onState(PythonState.LOADING);
    loading.then(
      () => {
        if (python.loading !== loading) return;
        onState(PythonState.READY);
        setTimeout(warmServiceWorker, WARM_DELAY_MS, python);
      },
      () => {
        if (python.loading === null) onState(PythonState.FAILED);
      },
    );
  };
}

/** Starts the Python worker (worker.js): {worker, failed}, or null without module workers.
 *  python.js starts each one here; the exercise page starts its first one itself, together
 *  with fetching python.js (at the first sign of intent) rather than after it, so Pyodide's
 *  own downloads begin a round trip sooner (docs/benchmarks.md), and hands it over with
 *  `new Python(config, { started })`. `failed` keeps the message of an error that came before
 *  python.js listened (its script did not load). */
export function startWorker() {
  if (!moduleWorkers()) return null;
  const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  const started = { worker, failed: null };
  worker.addEventListener("error", (event) => {
    started.failed ??= event.message || WORKER_DID_NOT_LOAD;
  });
  return started;
}

/** What a worker whose script failed to load says: Chromium's error event has no message. */
export const WORKER_DID_NOT_LOAD = "The Python worker could not start: its script did not load.";

/** True when the browser asks pages to use less data. */
export function savesData() {
  return Boolean(navigator.connection?.saveData);
}

/** Starts loading Python on the first focus or key press in `editor`, or pointer or touch on
 *  one of `buttons`; onStage(stage) gets its progress. `python()` gives the page's Python (or a
 *  promise of it: the exercise page imports python.js then). Does nothing when savesData(). */
export function loadOnIntent(python, { editor, buttons, onStage = () => {} }) {
  if (savesData()) return;
  const listeners = [
    [editor, "focusin"],
    [editor, "keydown"],
    ...buttons.flatMap((button) => [
      [button, "pointerenter"],
      [button, "touchstart"],
      [button, "focus"],
    ]),
  ];
  const start = () => {
    for (const [target, type] of listeners) target.removeEventListener(type, start);
    Promise.resolve()
      .then(python)
      .then((py) => py.load({ onProgress: onStage }))
      .catch(() => {}); // a run reports a failed load
  };
  for (const [target, type] of listeners) target.addEventListener(type, start, { passive: true });
}
