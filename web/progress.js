// Progress that moves with the learner: everything the exercise pages keep in this browser
// (store.js) as one JSON file, and back, with the learner's settings (the theme). Nothing here
// touches the network or the page: the index page (catalogue.js) asks for a file, shows the
// plan and applies it once confirmed.
//
// An import only ever adds: code the browser does not have yet, code newer than the copy here,
// more open hints, a solved mark, an unlock. Code here that is newer than the file's, or whose
// age is unknown, is kept unless the learner ticks the box to replace it. A setting in the
// file that differs from the one here is taken, as the preview says first.
//
// Kept Submits (attempt_store.js) are merged by time: each attempt once, the newest KEEP.
//
// The file: {"format": "practice-progress", "version": 1, "exported": ISO time,
//            "exercises": {slug: {code, saved, starter, hints, solved, unlock, attempts}},
//            "settings": {theme}}
// "settings", "starter" (the version of the starter the code began from) and "attempts" came
// later: a file without them imports as before, and a site that predates them ignores them.

import { attemptProblem, attemptsToAdd, importAttempts, loadAttempts } from "./attempt_store.js";
import { ExerciseStore, Settings, THEMES } from "./store.js";

export const FORMAT = "practice-progress";
export const VERSION = 1;

/** What this browser holds for `slugs`: the JSON object an export writes. */
export function snapshot(slugs, storage) {
  const exercises = {};
  for (const slug of slugs) {
    const store = new ExerciseStore(slug, storage);
    const entry = {
      code: store.loadCode(),
      saved: store.savedAt(),
      starter: store.starterVersion(),
      hints: store.hintsOpen(),
      solved: store.solvedAt(),
      unlock: store.loadUnlock(),
      attempts: loadAttempts(store),
    };
    const kept = entry.code !== null || entry.hints > 0 || entry.solved !== null;
    if (kept || entry.unlock !== null || entry.attempts.length > 0) {
      exercises[slug] = entry;
    }
  }
  const settings = { theme: new Settings(storage).theme() };
  return { format: FORMAT, version: VERSION, exported: new Date().toISOString(), exercises, settings };
}

export class ProgressFileError extends Error {}

const FIELDS = {
  code: "text",
  saved: "time",
  starter: "text",
  hints: "count",
  solved: "time",
  unlock: "text",
};

function fieldError(slug, name, value, kind) {
  const wanted = { text: "text", time: "a time in milliseconds", count: "a whole number" }[kind];
  return new ProgressFileError(
    `Exercise “${slug}”: “${name}” should be ${wanted} or null, not ${JSON.stringify(value)?.slice(0, 40)}.`,
  );
}

function checkField(slug, name, value) {
  const kind = FIELDS[name];
  if (value === null || value === undefined) return null;
  const ok =
    kind === "text"
      ? typeof value === "string"
      : Number.isInteger(value) && value >= 0 && (kind === "count" || value > 0);
  if (!ok) throw fieldError(slug, name, value, kind);
  return value;
}

/** The file's text checked and normalised; a ProgressFileError says what is wrong with it. */
export function parseProgress(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ProgressFileError(`This file is not JSON (${error.message}). Choose a file that Export progress saved.`);
  }
  if (data?.format !== FORMAT) {
    throw new ProgressFileError(`This is not a progress file of this site: it has no "format": "${FORMAT}".`);
  }
  if (data.version !== VERSION) {
    throw new ProgressFileError(
      `This progress file has version ${JSON.stringify(data.version)}; this site reads version ${VERSION}. ` +
        "Export it again from an up-to-date page.",
    );
  }
  if (typeof data.exercises !== "object" || data.exercises === null || Array.isArray(data.exercises)) {
    throw new ProgressFileError('This progress file has no "exercises" object.');
  }
  const exercises = {};
  for (const [slug, entry] of Object.entries(data.exercises)) {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
      throw new ProgressFileError(`Exercise “${slug}”: its entry should be an object.`);
    }
    const clean = {};
    for (const name of Object.keys(FIELDS)) clean[name] = checkField(slug, name, entry[name]);
    clean.hints ??= 0;
    clean.attempts = checkAttempts(slug, entry.attempts);
    exercises[slug] = clean;
  }
  const exported = typeof data.exported === "string" ? data.exported : null;
  return { exported, exercises, settings: parseSettings(data.settings) };
}

/** An entry's kept Submits: absent in older files. */
function checkAttempts(slug, attempts) {
  if (attempts === undefined || attempts === null) return [];
  if (!Array.isArray(attempts)) {
    throw new ProgressFileError(`Exercise “${slug}”: “attempts” should be a list, not ${JSON.stringify(attempts)?.slice(0, 40)}.`);
  }
  attempts.forEach((attempt, index) => {
    const problem = attemptProblem(attempt);
    if (problem) throw new ProgressFileError(`Exercise “${slug}”, attempt ${index + 1}: ${problem}.`);
  });
  return attempts;
}

/** The file's settings: absent in older files; a theme this site does not know (a later
 * site's) is left out rather than refused. */
function parseSettings(settings) {
  if (settings === undefined || settings === null) return { theme: null };
  if (typeof settings !== "object" || Array.isArray(settings)) {
    throw new ProgressFileError(`“settings” should be an object, not ${JSON.stringify(settings)?.slice(0, 40)}.`);
  }
  return { theme: THEMES.includes(settings.theme) ? settings.theme : null };
}

/** The settings importing `incoming` would change here: [{name, value, here}]. */
export function planSettings(incoming, storage) {
  const changes = [];
  const { theme } = incoming.settings;
  const here = new Settings(storage).theme() ?? "system";
  if (theme !== null && theme !== here) changes.push({ name: "theme", value: theme, here });
  return changes;
}

/** Applies planSettings' `changes`. */
export function applySettings(changes, storage) {
  const settings = new Settings(storage);
  for (const change of changes) {
    if (change.name === "theme") settings.setTheme(change.value);
  }
}

/** What importing `incoming` (from parseProgress) would change here, exercise by exercise.
 * Each item: {slug, changes: [text], conflict: null | {incoming, local}, unknown}. */
export function planImport(incoming, slugs, storage) {
  const plan = [];
  for (const [slug, entry] of Object.entries(incoming.exercises)) {
    if (!slugs.includes(slug)) {
      plan.push({ slug, unknown: true, changes: [], conflict: null, entry });
      continue;
    }
    const store = new ExerciseStore(slug, storage);
    const changes = [];
    let conflict = null;
    const local = store.loadCode();
    if (entry.code !== null && entry.code !== local) {
      if (local === null) {
        changes.push("code: restored from the file");
      } else if (isNewer(entry.saved, store.savedAt())) {
        changes.push(`code: replaced by the file's newer copy (${when(entry.saved)}; here: ${when(store.savedAt())})`);
      } else {
        conflict = { incoming: entry.saved, local: store.savedAt() };
      }
    }
    if (entry.hints > store.hintsOpen()) {
      changes.push(`hints: ${entry.hints} open (here: ${store.hintsOpen()})`);
    }
    if (entry.solved !== null && store.solvedAt() === null) changes.push("marked solved");
    if (entry.unlock !== null && store.loadUnlock() === null) {
      changes.push("the solution and notes unlock");
    }
    const attempts = attemptsToAdd(store, entry.attempts);
    if (attempts > 0) changes.push(`attempts: ${attempts} kept Submit${attempts === 1 ? "" : "s"} added`);
    plan.push({ slug, unknown: false, changes, conflict, entry });
  }
  return plan;
}

function isNewer(incoming, local) {
  return incoming !== null && local !== null && incoming > local;
}

/** A time as the preview shows it. */
export function when(time) {
  return time === null ? "time unknown" : new Date(time).toLocaleString();
}

/** Applies `plan`; `replace` is the set of slugs whose conflicting code the learner chose to
 * replace. Returns how many exercises changed. */
export function applyImport(plan, replace, storage) {
  let changed = 0;
  for (const item of plan) {
    if (item.unknown) continue;
    const { entry, slug } = item;
    const store = new ExerciseStore(slug, storage);
    const takeCode = item.conflict ? replace.has(slug) : item.changes.some((c) => c.startsWith("code"));
    if (!takeCode && item.changes.length === 0) continue;
    if (takeCode) {
      store.set("code", entry.code);
      if (entry.saved !== null) store.set("saved", entry.saved);
      else store.remove("saved");
      if (entry.starter !== null) store.beganFrom(entry.starter);
      else store.remove("starter");
    }
    importAttempts(store, entry.attempts);
    if (entry.hints > store.hintsOpen()) store.setHintsOpen(entry.hints);
    if (entry.solved !== null && store.solvedAt() === null) store.set("solved", entry.solved);
    if (entry.unlock !== null && store.loadUnlock() === null) store.saveUnlock(entry.unlock);
    changed += 1;
  }
  return changed;
}
