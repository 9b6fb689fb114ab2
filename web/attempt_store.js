// The Submits kept for one exercise: the code each one ran, when, and how it ended. They sit in
// the exercise's store (store.js) under one key, as a JSON list, oldest first, at most KEEP of
// them. Nothing here touches the page: the attempts panel (attempts.js) draws them and
// progress.js carries them in the progress file. The oldest of them make room when a draft
// would not fit (makeRoom), so keeping attempts never stops the learner's code from being saved.

import { ATTEMPTS_KEY, VERSION } from "./store.js";

export const KEEP = 20;

const STATUSES = new Set(["passed", "failed", "timeout", "interrupted", "error", "crashed"]);

/** The attempt's fields checked; a reason (text) when it is not one, else null. */
export function attemptProblem(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "should be an object";
  if (!(Number.isInteger(value.time) && value.time > 0)) return "“time” should be a time in milliseconds";
  if (typeof value.code !== "string") return "“code” should be text";
  if (!STATUSES.has(value.status)) return `“status” should be one of ${[...STATUSES].join(", ")}`;
  for (const name of ["passed", "total"]) {
    if (!(Number.isInteger(value[name]) && value[name] >= 0)) return `“${name}” should be a whole number`;
  }
  if (typeof value.outcome !== "string") return "“outcome” should be text";
  return null;
}

function clean({ time, code, status, passed, total, outcome }) {
  return { time, code, status, passed, total, outcome };
}

/** The kept attempts, oldest first. A damaged value reads as none: it never breaks the page. */
export function loadAttempts(store) {
  let list;
  try {
    list = JSON.parse(store.get(ATTEMPTS_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.filter((a) => attemptProblem(a) === null).map(clean);
}

/** Stores `list` (the newest KEEP). When storage is full the oldest go first; false if not even
 *  the newest one fits. */
function saveAttempts(store, list) {
  let kept = list.slice(-KEEP);
  while (kept.length > 0) {
    if (store.set(ATTEMPTS_KEY, JSON.stringify(kept))) return true;
    kept = kept.slice(1);
  }
  store.remove(ATTEMPTS_KEY);
  return list.length === 0;
}

/** What a finished Submit's result says, in the words an attempt shows: "k of n checks", or
 *  what ended it where no check ran. */
export function outcomeOf(result) {
  const counted = Number.isInteger(result.total) && result.total > 0;
  const checks = counted ? `${result.passed ?? 0} of ${result.total} checks` : "";
  switch (result.status) {
    case "passed":
    case "failed":
      return checks || "no checks ran";
    case "timeout":
      return checks ? `${checks}, time limit reached` : "time limit reached";
    case "interrupted":
      return checks ? `${checks}, stopped` : "stopped";
    case "crashed":
      return "Python stopped unexpectedly";
    default:
      return /\b(SyntaxError|IndentationError|TabError)\b/.test(result.message ?? "")
        ? "syntax error"
        : "could not be judged";
  }
}

/** Keeps the Submit of `code` that ended in `result` (now). Returns the attempt, or null when
 *  storage cannot take it (the draft is unaffected either way). */
export function addAttempt(store, code, result, time = Date.now()) {
  const status = STATUSES.has(result.status) ? result.status : "error";
  const kept = loadAttempts(store);
  const attempt = {
    time: Math.max(time, (kept.at(-1)?.time ?? 0) + 1), // times are unique
    code,
    status,
    passed: Number.isInteger(result.passed) ? result.passed : 0,
    total: Number.isInteger(result.total) ? result.total : 0,
    outcome: outcomeOf({ ...result, status }),
  };
  return saveAttempts(store, [...kept, attempt]) ? attempt : null;
}

/** Two lists of attempts as one: every attempt once (the same time and code is the same
 *  attempt), oldest first, the newest KEEP. */
export function mergeAttempts(here, incoming) {
  const byKey = new Map();
  for (const attempt of [...here, ...incoming]) byKey.set(`${attempt.time}\n${attempt.code}`, attempt);
  return [...byKey.values()].sort((a, b) => a.time - b.time).slice(-KEEP);
}

/** The attempts of `incoming` that `here` lacks and a merge keeps. */
function added(here, incoming) {
  const known = new Set(here.map((a) => `${a.time}\n${a.code}`));
  return mergeAttempts(here, incoming).filter((a) => !known.has(`${a.time}\n${a.code}`));
}

/** How many of `incoming` an import would add here. */
export function attemptsToAdd(store, incoming) {
  return added(loadAttempts(store), incoming).length;
}

/** Writes the merge of `incoming` into the store; how many attempts it added. */
export function importAttempts(store, incoming) {
  const here = loadAttempts(store);
  const count = added(here, incoming).length;
  if (count > 0) saveAttempts(store, mergeAttempts(here, incoming));
  return count;
}

/** Drops kept attempts, the oldest of any exercise first, until `save()` succeeds: saving the
 *  learner's code never fails because of them. Whether `save()` succeeded. */
export function makeRoom(store, save) {
  while (!save()) {
    if (!dropOldest(store.storage)) return false;
  }
  return true;
}

/** Drops the oldest kept attempt of any exercise; false when none is left to drop. */
function dropOldest(storage) {
  let oldest = null;
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(`practice:${VERSION}:`) || !key.endsWith(`:${ATTEMPTS_KEY}`)) continue;
      let list;
      try {
        list = JSON.parse(storage.getItem(key));
      } catch {
        list = null;
      }
      const time = Array.isArray(list) && list.length ? Number(list[0]?.time) || 0 : -1;
      if (oldest === null || time < oldest.time) oldest = { key, list, time };
    }
    if (oldest === null) return false;
    storage.removeItem(oldest.key); // first, so that the shorter list has the room it frees
    if (Array.isArray(oldest.list) && oldest.list.length > 1) {
      storage.setItem(oldest.key, JSON.stringify(oldest.list.slice(1)));
    }
    return true;
  } catch {
    return false;
  }
}
