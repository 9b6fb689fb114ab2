// A Submit's time limit is per function (practice.runner.Host): the worker reports each check's
// start, and a function that runs past the limit costs the Submit that one wait. Where Python
// takes the interrupt (a cross-origin isolated page) the run goes on in the same worker; where
// the worker has to be ended, the Submit goes on in a fresh one without that function, its
// checks reported as not run. And how any run ended from outside (Stop, the time limit) reads.
// Loaded when first needed: the page's first bytes stay small.

import { emptyResult, STOP_STATUS, StopReason } from "./protocol.js";
// The sentences, from py/practice/words.py: build.py writes this file next to this one.
import WORDS from "./words.js";

const RESTARTED = ` ${WORDS.restarted}`;
const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, key) => String(values[key]));

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
      const message = fill(WORDS.timeLimit, { seconds: python.config.timeLimit }) + RESTARTED;
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
    ? fill(WORDS.printedTooMuch, { cut: cut.toLocaleString("en") })
    : WORDS.endless;
  const why =
    current.reason === StopReason.TIME_LIMIT
      ? `${fill(WORDS.timeLimit, { seconds })} ${cause}`
      : WORDS.stopped;
  const after = current.restarted ? RESTARTED : "";
  return {
    ...emptyResult(python.config.slug, current.mode),
    ...(result ?? {}),
    status: STOP_STATUS[current.reason],
    message: why + after,
    restarted: current.restarted,
  };
}
