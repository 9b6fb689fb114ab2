// What the page remembers for one exercise in this browser: the learner's code and when it was
// saved (with the version of the starter it began from), how many hints are open, when every
// check first passed, the key material that unlocked the solution, and the Submits kept
// (attempt_store.js). Keys are versioned (`practice:v1:<slug>:code`) so a later page can
// change a format without misreading old values. The index and track pages read the same keys
// for the learner's state (catalogue.js); progress.js moves them to another browser.
// The learner's settings for every page sit beside them, under `practice:v1:settings:<name>`
// (Settings, below): no exercise stores a name of theirs.

/** The keys' version: `practice:<VERSION>:<slug>:<name>`. */
export const VERSION = "v1";
/** The key of an exercise's kept Submits (attempt_store.js): a JSON list, oldest first. */
export const ATTEMPTS_KEY = "attempts";

export class ExerciseStore {
  constructor(slug, storage = safeStorage()) {
    this.prefix = `practice:${VERSION}:${slug}:`;
    this.storage = storage;
  }

  get(name) {
    try {
      return this.storage?.getItem(this.prefix + name) ?? null;
    } catch {
      return null; // storage disabled (private mode, blocked cookies): the page still works
    }
  }

  set(name, value) {
    if (!this.storage) return false;
    try {
      this.storage.setItem(this.prefix + name, String(value));
      return true;
    } catch {
      return false; // quota exceeded or storage disabled
    }
  }

  remove(name) {
    try {
      this.storage?.removeItem(this.prefix + name);
    } catch {
      // nothing to undo
    }
  }

  /** Whether anything can be saved: storage may be missing, blocked or full. */
  isWritable() {
    if (!this.set("probe", "1")) return false;
    this.remove("probe");
    return true;
  }

  loadCode() {
    return this.get("code");
  }

  // The time goes with the code so that an import can tell which of two copies is newer.
  // `starter`, the version (the build's hash) of the starter on the page, is recorded as the
  // one the draft began from if none is yet: a changed exercise can then say so (main.js).
  // False when storage is full: main.js then lets kept attempts make room (attempt_store.js).
  saveCode(code, starter = null) {
    if (!this.set("code", code)) return false;
    if (starter !== null && this.starterVersion() === null) this.beganFrom(starter);
    return this.set("saved", Date.now());
  }

  /** The version of the starter the saved code began from; null for code saved before
   * versions were kept (or none saved). */
  starterVersion() {
    return this.get("starter");
  }

  /** The draft now counts as begun from starter `version` (a reset, or a notice dismissed). */
  beganFrom(version) {
    this.set("starter", version);
  }

  /** When the code was last saved (ms since 1970), or null if unknown. */
  savedAt() {
    return timestamp(this.get("saved"));
  }

  /** A submit passed every check: remembered once, with the time it first happened. */
  markSolved() {
    if (this.solvedAt() === null) this.set("solved", Date.now());
  }

  solvedAt() {
    return timestamp(this.get("solved"));
  }

  /** "solved", "in-progress" (code written or a hint opened) or "not-started". A kept unlock
   * counts as solved even where no "solved" time is stored: only a full pass stores one. */
  state() {
    if (this.solvedAt() !== null || this.loadUnlock() !== null) return "solved";
    return this.loadCode() !== null || this.hintsOpen() > 0 ? "in-progress" : "not-started";
  }

  hintsOpen() {
    const count = Number.parseInt(this.get("hints") ?? "0", 10);
    return Number.isFinite(count) && count > 0 ? count : 0;
  }

  setHintsOpen(count) {
    this.set("hints", count);
  }

  // The material, not the derived key: each build seals with a fresh salt, so a stored key
  // would stop working at the next deploy while the material keeps deriving the right one.
  loadUnlock() {
    return this.get("unlock");
  }

  saveUnlock(material) {
    this.set("unlock", material);
  }

  forgetUnlock() {
    this.remove("unlock");
  }
}

export const THEMES = ["system", "light", "dark"];
// theme.js, a classic script run before the first paint, reads this key by name.
export const THEME_KEY = `practice:${VERSION}:settings:theme`;

/** The learner's settings, the same on every page: for now the colour theme, which theme.js
 * applies (and its select changes); progress.js exports and imports them. */
export class Settings {
  constructor(storage = safeStorage()) {
    this.store = new ExerciseStore("settings", storage);
  }

  /** "system", "light" or "dark" as chosen here, or null if never chosen. */
  theme() {
    const theme = this.store.get("theme");
    return THEMES.includes(theme) ? theme : null;
  }

  setTheme(theme) {
    return THEMES.includes(theme) && this.store.set("theme", theme);
  }
}

function timestamp(text) {
  const value = Number(text ?? NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

function safeStorage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
