// The compare view: two versions of the learner's code (two attempts, an attempt and the
// reference, their draft and a new starter) drawn by merge.js (@codemirror/merge, bundled with
// the editor), side by side on a wide screen and as one text on a phone; below it the same
// changes as text, each changed line said to be removed or added, for a screen reader. Loaded
// only when a comparison is first opened, with its styles.

import { addStylesheet, el } from "./dom.js";

await addStylesheet(new URL("./compare.css", import.meta.url).href);

const merge = () => import("./merge.js");
// Below this width two columns of code would each be too narrow to read (style.css's phone
// layout starts at 600 px).
const NARROW = "(max-width: 700px)";


function count(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

/** "2 lines added, 1 removed", from merge.js's line changes. */
export function changeSummary(lines) {
  const added = lines.filter((l) => l.kind === "added").length;
  const removed = lines.filter((l) => l.kind === "removed").length;
  if (added === 0 && removed === 0) return "The two are the same.";
  return `${count(added, "line")} added, ${count(removed, "line")} removed.`;
}

/** The changes as text: every line, a changed one marked "+"/"−" and said in words. */
function changesAsText(lines) {
  const pre = el("pre", { className: "diff-text" });
  for (const line of lines) {
    const words = { removed: "removed: ", added: "added: ", same: "" }[line.kind];
    const mark = { removed: "− ", added: "+ ", same: "  " }[line.kind];
    const row = el(line.kind === "removed" ? "del" : line.kind === "added" ? "ins" : "span", {
      className: `diff-line diff-${line.kind}`,
    });
    if (words) row.append(el("span", { className: "visually-hidden" }, words));
    row.append(el("span", { "aria-hidden": "true", className: "diff-mark" }, mark), line.text);
    pre.append(row);
  }
  return pre;
}

/**
 * Draws `before` against `after` into `container` (replacing what it held) and resolves with
 * the view's section, [data-test="compare-view"]. `labels`: the two texts' names, e.g.
 * ["Attempt 2", "Attempt 3"]; `title` heads the view; `onClose` runs when the learner closes it.
 */
export async function showComparison(container, { before, after, labels, title, onClose }) {
  const { createMergeView, lineChanges } = await merge();
  const lines = lineChanges(before, after);
  const unified = window.matchMedia?.(NARROW).matches ?? false;
  const host = el("div", { className: "compare-editor" });
  const heading = el("h3", { className: "compare-title", tabindex: "-1" }, title);
  const close = el("button", { type: "button", className: "button quiet compare-close" }, "Close the comparison");
  const legend = unified
    ? el("p", { className: "compare-legend" }, `${labels[1]}, with what ${labels[0]} had instead shown above each change (removed lines in red, added in green).`)
    : el("div", { className: "compare-labels", "aria-hidden": "true" }, el("span", {}, labels[0]), el("span", {}, labels[1]));
  const section = el(
    "section",
    { className: "compare-view" },
    heading,
    el("p", { className: "compare-summary", role: "status" }, `${title}: ${changeSummary(lines)}`),
    legend,
    host,
    el("details", { className: "compare-text" }, el("summary", {}, "The changes as text"), changesAsText(lines)),
    close,
  );
  section.dataset.test = "compare-view";
  section.dataset.layout = unified ? "unified" : "side-by-side";
  section.setAttribute("aria-label", title);
  container.replaceChildren(section);
  const view = createMergeView(host.attachShadow({ mode: "open" }), { before, after, unified, labels });
  close.addEventListener("click", () => {
    view.destroy();
    section.remove();
    onClose?.();
  });
  heading.focus({ preventScroll: true });
  section.scrollIntoView({ block: "nearest" });
  return section;
}
