// The "Your attempts" panel of an exercise page: every kept Submit (attempt_store.js), newest
// first, with when it ran and how it ended. Each one's changes against the attempt before it
// (the first one's against the starter) open in the compare view; Restore puts its code in the
// editor as one change that Undo takes back; once the solution is open, any attempt can be set
// beside the reference. Loaded when the panel is first opened.

import { loadAttempts } from "./attempt_store.js";
import { showComparison } from "./compare.js";
import { addStylesheet, el } from "./dom.js";

await addStylesheet(new URL("./attempts.css", import.meta.url).href);

/** When an attempt ran, as the list shows it: the time, with the day when it was not today. */
function when(time) {
  const date = new Date(time);
  const today = date.toDateString() === new Date().toDateString();
  return today
    ? date.toLocaleTimeString()
    : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

export class AttemptsPanel {
  /**
   * `details`: the page's [data-test="attempts"]; `store`: the exercise's ExerciseStore;
   * `starter`: the starter's text; `editor`: the page's CodeEditor and `save(code)` what saves
   * its text; `note`: the line under the editor that says what Restore did (`undoKey`: Ctrl or
   * Cmd); `reference()`: the reference solution's text once it is unlocked, else null.
   */
  constructor(details, store, { starter, editor, save, note, undoKey, reference }) {
    this.details = details;
    this.store = store;
    this.starter = starter;
    this.editor = editor;
    this.save = save;
    this.note = note;
    this.undoKey = undoKey;
    this.reference = reference;
    this.list = el("ol", { className: "attempt-list", reversed: "" });
    this.view = el("div", { className: "attempt-view" });
    this.empty = el("p", { className: "attempts-empty" }, "No Submit kept yet.");
    details.append(
      el(
        "p",
        { className: "attempts-note" },
        "Each Submit keeps the code it ran: the last 20, in this browser only (Export progress " +
          "takes them along).",
      ),
      this.empty,
      this.list,
      this.view,
    );
  }

  /** Redraws the list from the store (after a Submit, an import in another tab, a restore). */
  render() {
    const attempts = loadAttempts(this.store);
    this.details.hidden = attempts.length === 0 && !this.details.open;
    this.empty.hidden = attempts.length > 0;
    const count = this.details.querySelector(".attempt-count");
    if (count) count.textContent = attempts.length ? `(${attempts.length})` : "";
    const reference = this.reference();
    const items = attempts.map((attempt, index) => this.item(attempts, index, reference));
    this.list.replaceChildren(...items.reverse());
  }

  item(attempts, index, reference) {
    const attempt = attempts[index];
    const name = `Attempt ${index + 1}`;
    const before = index === 0 ? { code: this.starter, name: "the starter" } : { code: attempts[index - 1].code, name: `attempt ${index}` };
    const button = (text, test, label, action) => {
      const node = el("button", { type: "button", className: "button quiet", "aria-label": label }, text);
      node.dataset.test = test;
      node.addEventListener("click", () => action(node));
      return node;
    };
    const buttons = [
      button("Changes", "attempt-changes", `${name}: its changes against ${before.name}`, (opener) =>
        this.compare(before.code, attempt.code, [capital(before.name), name], `${name} against ${before.name}`, opener),
      ),
      button("Restore", "attempt-restore", `Restore ${name.toLowerCase()} into the editor`, () =>
        this.restore(attempt.code, name),
      ),
    ];
    if (reference !== null) {
      buttons.push(
        button("Beside the reference", "attempt-compare", `${name} beside the reference solution`, (opener) =>
          this.compare(reference, attempt.code, ["The reference", name], `${name} beside the reference`, opener),
        ),
      );
    }
    const item = el(
      "li",
      { className: "attempt" },
      el(
        "span",
        { className: "attempt-text" },
        el("strong", {}, name),
        " · ",
        el("time", { datetime: new Date(attempt.time).toISOString() }, when(attempt.time)),
        ` · ${attempt.outcome}`,
      ),
      el("span", { className: "attempt-buttons" }, ...buttons),
    );
    item.dataset.test = "attempt";
    item.dataset.status = attempt.status;
    return item;
  }

  /** Puts `code` in the editor as one change (Undo takes it back) and says so. */
  restore(code, name) {
    this.editor.setCode(code);
    this.save(code); // the editor saves its own changes; a copy not built yet does not
    this.note.hidden = false;
    this.note.textContent =
      `${name} is in the editor now. Undo (${this.undoKey}+Z) in the editor brings back what you had.`;
    this.editor.focus();
  }

  /** The compare view under the list; closing it puts the focus back on `opener`. */
  compare(before, after, labels, title, opener) {
    return showComparison(this.view, { before, after, labels, title, onClose: () => opener.focus() });
  }
}

function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
