// What the page remembers for one exercise in this browser: the learner's code, how many hints
// are open, and whether the solution is unlocked. Keys are versioned (`practice:v1:<slug>:code`)
// so a later page can change a format without misreading old values.

const VERSION = "v1";

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
    try {
      this.storage?.setItem(this.prefix + name, String(value));
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

  loadCode() {
    return this.get("code");
  }

  saveCode(code) {
    return this.set("code", code);
  }

  hintsOpen() {
    const count = Number.parseInt(this.get("hints") ?? "0", 10);
    return Number.isFinite(count) && count > 0 ? count : 0;
  }

  setHintsOpen(count) {
    this.set("hints", count);
  }

  isUnlocked() {
    return this.get("unlocked") === "1";
  }

  unlock() {
    this.set("unlocked", "1");
  }
}

function safeStorage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
