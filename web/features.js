// What the pages need from the browser, each tested for itself. Never inferred from a flag:
// WebKitGTK 2.50 reports `crossOriginIsolated === true` and has no SharedArrayBuffer, and a page
// that trusted the flag would never start there. Each capability has a fallback or a
// clear message, at the place that uses it:
//
//   sharedMemory   python.js: without it Stop and the time limit end the worker (a fresh Python
//                  on the next run) instead of interrupting Python
//   moduleWorkers  python.js: without them Python cannot start; the run says so and what to do
//   webCrypto      solution.js: without it the solution stays locked, with a message
//   serviceWorker  warmup.js: without it every visit loads Pyodide from the network
//   storage        store.js probes it (ExerciseStore.isWritable); the page warns, code stays
//
// startup.js, a classic script, covers what no module can: a page script that fails to load or
// throws before it has started.

/** A SharedArrayBuffer that can be shared with a worker: the constructor exists, Atomics too,
 *  and the page is cross-origin isolated (without isolation one cannot be posted). */
export function sharedMemory() {
  if (typeof SharedArrayBuffer !== "function" || typeof Atomics !== "object") return false;
  if (!self.crossOriginIsolated) return false;
  try {
    return new SharedArrayBuffer(8).byteLength === 8;
  } catch {
    return false;
  }
}

/** Whether `new Worker(url, { type: "module" })` is understood. A browser that does not know
 *  the option never reads it, so the getter tells; the URL fails to parse, so nothing starts. */
export function moduleWorkers() {
  if (typeof Worker !== "function") return false;
  let read = false;
  const options = {
    get type() {
      read = true;
      return "module";
    },
  };
  try {
    new Worker("http://[", options).terminate();
  } catch {
    // the invalid URL throws after the options were read
  }
  return read;
}

/** WebCrypto exists only in secure contexts (HTTPS, localhost); a plain-HTTP page has none. */
export function webCrypto() {
  return Boolean(globalThis.crypto?.subtle);
}

/** Service workers: missing in old browsers, in insecure contexts and in some private modes. */
export function serviceWorker() {
  return "serviceWorker" in navigator;
}

/** What to tell a learner whose browser cannot start Python here. */
export const NO_MODULE_WORKERS =
  "This browser cannot start Python here: it does not run module workers. " +
  "Open the page in a recent Firefox, Chrome, Edge or Safari.";
