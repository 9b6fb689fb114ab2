// The notice shown above the editor when the saved code began from a starter other than the
// page's (the exercise changed since): the learner's code is never replaced by itself; the
// notice offers the new starter beside it, and goes once dismissed. Loaded only then.

import { showComparison } from "./compare.js";
import { el } from "./dom.js";

/**
 * Puts the notice before `editorArea`. `store`: the exercise's ExerciseStore; `starter`: the
 * page's starter and `version` its hash; `code()`: the editor's text now; `focus()` puts the
 * focus in the editor (where it goes once the notice is dismissed).
 */
export function showStarterNotice(editorArea, store, { starter, version, code, focus }) {
  const compare = el("button", { type: "button", className: "button quiet" }, "Show the new starter beside your code");
  const dismiss = el("button", { type: "button", className: "button quiet" }, "Keep my code and hide this");
  const area = el("div", { className: "starter-compare" });
  const notice = el(
    "div",
    { className: "starter-changed", role: "status" },
    el(
      "p",
      {},
      "This exercise’s starter has changed since you began: your code is kept as you left it. " +
        "Compare it with the new starter to see what changed (Reset to starter would replace it).",
    ),
    el("p", { className: "starter-buttons" }, compare, " ", dismiss),
    area,
  );
  notice.dataset.test = "starter-changed";
  compare.addEventListener("click", () =>
    showComparison(area, {
      before: starter,
      after: code(),
      labels: ["The new starter", "Your code"],
      title: "Your code beside the new starter",
      onClose: () => compare.focus(),
    }),
  );
  dismiss.addEventListener("click", () => {
    store.beganFrom(version);
    notice.remove();
    focus();
  });
  editorArea.before(notice);
  return notice;
}
