// A Submit's time limit is per function (practice.runner.Host): the worker reports each check's
// start, and a function that runs past the limit costs the Submit that one wait. Where Python
// takes the interrupt (a cross-origin isolated page) the run goes on in the same worker; where
// the worker has to be ended, the Submit goes on in a fresh one without that function, its
// checks reported as not run. And how any run ended from outside (Stop, the time limit) reads.
// Loaded when first needed: the page's first bytes stay small.

import { emptyResult, STOP_STATUS, StopReason } from "./protocol.js";

const RESTARTED = " Python was restarted, so the next run takes a few seconds longer.";

/** Runs the checks on `python` (a Python of python.js); resolves to the harness's result. */
export async function submit(python, fields, handlers) {
  let skip = {}; // function -> the check it ran out of time in, in an ended worker
  let restarted = false;
  for (;;) {
    const result = await python.runOnce("checks", { ...fields, skip }, { ...handlers, onCheck: nextCheck });
    restarted ||= Boolean(result?.restarted);
    if (!result?.replay) {
      if (!restarted || !result || result.message?.includes(RESTARTED)) return result;
      return { ...result, message: `${result.message ?? ""}${RESTARTED}`, restarted };
    }
    if (Object.keys(result.replay).some((key) => key in skip)) {
      // The same function again: nothing more to learn from another worker.
      const message = `Time limit: your code ran for more than ${python.config.timeLimit} seconds and was stopped.${RESTARTED}`;
      return { ...emptyResult(python.config.slug, "checks"), status: "timeout", message, restarted };
    }
    skip = { ...skip, ...result.replay }; // at most one replay per function
  }
}

/** A check of the run `current` starts. A new function gets a fresh limit (`rearm`); if the
 *  last one had run out, Python took the interrupt: the run goes on, the worker is kept. */
function nextCheck(current, { function: fn, check }, rearm) {
  current.check = check;
  const key = fn || check; // a row about several functions is its own
  if (key === current.key) return;
  if (current.reason === StopReason.TIME_LIMIT) current.reason = StopReason.NONE;
  current.timers.forEach(clearTimeout); // the last function's limit, and any kill timer
  current.timers = [];
  current.key = key;
  rearm();
}

/** The result of a run ended from outside: what the harness finished, and why it stopped. */
export function describeStop(python, result, current) {
  const seconds = python.config.timeLimit;
  const cut = result?.output_cut ?? 0;
  // A run that printed past the capture's cap was most likely slowed by printing, not stuck.
  const cause = cut
    ? `It printed at least ${cut.toLocaleString("en")} characters more than are shown: printing that much is slow, so take print() out of loops and out of the functions the checks call.`
    : "Look for a loop that never ends.";
  const why =
    current.reason === StopReason.TIME_LIMIT
      ? `Time limit: your code ran for more than ${seconds} seconds and was stopped. ${cause}`
      : "Stopped: you ended the run before it finished.";
  const after = current.restarted ? RESTARTED : "";
  return {
    ...emptyResult(python.config.slug, current.mode),
    ...(result ?? {}),
    status: STOP_STATUS[current.reason],
    message: why + after,
    restarted: current.restarted,
  };
}
