// The "Solution and notes" panel. It stays locked until a submit passes every check and the
// answer's outputs on the key inputs (the result's `unlock` string) open the sealed content
// (unlock.js). The key material is remembered per exercise, so the panel opens again on reload.
// The sealed content (<slug>/locked.json) is fetched only when there is a key to try.

import { webCrypto as canDecrypt } from "./features.js";

// unlock.js is imported only then too: nothing of the lock is in the page shell.
const unlock = () => import("./unlock.js");

const MESSAGES = {
  differs:
    "Your answer passed every check, but its outputs on the unlock inputs differ from the " +
    "reference's, so the solution stays locked. Some case the checks do not reach still " +
    "behaves differently: look again at edge cases in your code, then submit again.",
  noNumbers: (why) =>
    `Your answer passed every check, but on the unlock inputs it did not return numbers${why}, ` +
    "so the solution stays locked. Each function should return what the statement asks for.",
  noCrypto:
    "Your answer passed every check, but this browser cannot decrypt the solution here: the " +
    "page has to be opened over HTTPS or from localhost. Your code is saved.",
  stale:
    "This browser remembered an unlock that no longer opens this exercise (it may have " +
    "changed since). Submit your answer again to open the solution.",
  offline:
    "Your answer passed every check, but the solution could not be downloaded (are you " +
    "offline?). Submit again once you are online to open it.",
  broken: "The solution could not be opened because of a problem with this page. Please report it.",
};

export class SolutionPanel {
  /** `panel` is the [data-test="solution"] section; `store` an ExerciseStore; `lockedURL`
   *  where the sealed content is (fetched on the first try to open it). */
  /*  `yourCode()` is the editor's text; `onOpen(source)` hears the reference once it is open. */
  constructor(panel, slug, store, lockedURL, { yourCode = () => "", onOpen = () => {} } = {}) {
    this.yourCode = yourCode;
    this.onOpen = onOpen;
    this.panel = panel;
    this.body = panel.querySelector(".solution-body");
    this.slug = slug;
    this.store = store;
    this.lockedURL = lockedURL;
    this.sealed = null; // a promise of the sealed payload (or null), once fetched
  }

  /** The sealed payload, fetched once; null if unusable. Throws when it could not be fetched,
   *  and the next call tries again. */
  loadSealed() {
    this.sealed ??= unlock()
      .then(({ fetchSealed }) => fetchSealed(this.lockedURL))
      .catch((error) => {
        this.sealed = null;
        throw error;
      });
    return this.sealed;
  }

  isOpen() {
    return this.panel.dataset.state === "unlocked";
  }

  /** At page load: opens the panel with the remembered key material, if any. Never throws. */
  async restore() {
    const material = this.store.loadUnlock();
    if (material === null || this.isOpen()) return;
    const opened = await this.tryOpen(material, { justUnlocked: false });
    if (opened === "differs") {
      this.store.forgetUnlock(); // tampered or from an older build: useless from now on
      this.showMessage(MESSAGES.stale);
    } else if (opened !== "opened") {
      this.showMessage(MESSAGES[opened]);
    }
  }

  /** After a submit that passed every check: opens the panel if the answer's outputs derive the
   * key. Returns a line for the results area: a link to the panel, or why it stays locked. */
  async openWith(result) {
    if (this.isOpen()) return openedLine();
    if (typeof result.unlock !== "string") {
      const why = result.unlock_error ? ` (${result.unlock_error})` : "";
      return this.showMessage(MESSAGES.noNumbers(why));
    }
    const opened = await this.tryOpen(result.unlock, { justUnlocked: true });
    if (opened !== "opened") return this.showMessage(MESSAGES[opened]);
    this.store.saveUnlock(result.unlock);
    return openedLine();
  }

  /** "opened", or why not: "differs" (wrong key), "noCrypto", "offline" or "broken". */
  async tryOpen(material, { justUnlocked }) {
    if (!material) return "differs"; // an emptied stored value: no answer gives no outputs
    if (!canDecrypt()) return "noCrypto";
    let sealed;
    try {
      sealed = await this.loadSealed();
    } catch {
      return "offline";
    }
    if (!sealed) return "broken";
    try {
      const payload = await (await unlock()).unlockWith(sealed, material, this.slug);
      if (payload === null) return "differs";
      this.show(payload, justUnlocked);
      return "opened";
    } catch (error) {
      console.warn("solution lock:", error);
      return "broken";
    }
  }

  /** Replaces the locked text with the solution (as text) and the notes. */
  show(payload, justUnlocked) {
    const parts = [];
    if (justUnlocked) {
      const text = "Every check passes. Here are the reference solution and the notes.";
      parts.push(make("p", "unlocked-note", text));
    }
    const code = make("code", "language-python", payload.solution_source);
    const pre = make("pre", "solution-code");
    pre.append(code);
    const notes = make("div", "notes");
    // The notes are HTML that build.py rendered from the author's Markdown, escaping any raw
    // HTML, and that only a key derived from a correct answer could decrypt. Nothing the learner
    // typed or printed is ever inserted this way.
    const template = document.createElement("template");
    template.innerHTML = payload.notes_html;
    notes.append(template.content);
    const compare = make("button", "button quiet compare-reference", "Compare your code with the reference");
    compare.type = "button";
    compare.dataset.test = "compare-reference";
    const comparing = make("div", "compare-area");
    compare.addEventListener("click", () => this.compare(payload.solution_source, comparing, compare));
    parts.push(
      make("h3", "solution-heading", "Reference solution"),
      compare,
      comparing,
      pre,
      make("h3", "solution-heading", "Notes"),
      notes,
    );
    this.body.replaceChildren(...parts);
    this.panel.dataset.state = "unlocked";
    this.onOpen(payload.solution_source);
  }

  /** The learner's latest passing Submit (or, with none kept, the editor's code) beside the
   *  reference, in the compare view; the focus goes back to `opener` when it closes. */
  async compare(reference, container, opener) {
    const [{ loadAttempts }, { showComparison }] = await Promise.all([
      import("./attempt_store.js"),
      import("./compare.js"),
    ]);
    const passing = loadAttempts(this.store).findLast((a) => a.status === "passed");
    const label = passing ? "Your latest passing Submit" : "Your code";
    await showComparison(container, {
      before: reference,
      after: passing ? passing.code : this.yourCode(),
      labels: ["The reference", label],
      title: `${label} beside the reference`,
      onClose: () => opener.focus(),
    });
  }

  /** Keeps the panel locked and says why, in the panel and as the returned results line. */
  showMessage(text) {
    this.body.querySelector('[data-test="lock-message"]')?.remove();
    const inPanel = make("p", "lock-message", text);
    inPanel.dataset.test = "lock-message";
    this.body.append(inPanel);
    return make("p", "lock-note", text);
  }
}

function openedLine() {
  const line = make("p", "unlocked-link");
  const link = make("a", "", "The reference solution and the notes are open now");
  link.href = "#solution-title";
  line.append(link);
  return line;
}

function make(tag, className, text = "") {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.textContent = text;
  return node;
}
