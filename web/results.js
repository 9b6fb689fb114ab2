// Draws the harness's result object (docs/architecture.md) into the results area.
// Everything that comes from Python, the learner's output above all, goes in as textContent:
// nothing here parses HTML. Checks are drawn by function (check_groups.js).

import { checkGroups, diagnosesOf, notWrittenLine } from "./check_groups.js";
import { addStylesheet, el } from "./dom.js";
import { isolatedOnReload } from "./warmup.js";

// The styles only results need come with this module, so the page's first bytes stay small.
await addStylesheet(new URL("./results.css", import.meta.url).href);

/** Result statuses of a run ended from outside (Stop, the time limit). */
const STOPPED = new Set(["interrupted", "timeout"]);

/** The area's `data-status` for a finished result. */
export function pageStatus(result) {
  if (result.status === "passed") return "passed";
  if (result.status === "failed") return "failed";
  if (STOPPED.has(result.status)) return "stopped";
  return "error"; // error, fault: the code could not be judged
}

/** One line that sums a result up, e.g. "11 of 13 checks passed". */
export function summarize(result) {
  const judged = result.status === "passed" || result.status === "failed";
  if (!judged) return result.message || "Your code could not be run.";
  if (result.mode === "checks") {
    return `${result.passed} of ${result.total} checks passed`;
  }
  const noun = result.total === 1 ? "example matches" : "examples match";
  return `${result.passed} of ${result.total} ${noun}`;
}

/** What a screen reader hears once a run ends: the summary, which functions are stubs, and
 *  each known mistake the checks recognised (the same sentence the groups show). */
export function announcement(result) {
  const checks = result.checks ?? [];
  const stubs = [...new Set(checks.map((c) => c.not_written).filter(Boolean))];
  const waiting = stubs.length ? ` Not written yet: ${stubs.join(", ")}.` : "";
  const known = diagnosesOf(checks.filter((c) => c.status !== "pass"))
    .map((d) => ` ${MISTAKE_LABEL} ${d.message}`)
    .join("");
  return `${summarize(result)}.${waiting}${known}`;
}

const MISTAKE_LABEL = "Known mistake:";

const CHECK_LABEL = { pass: "Passed", fail: "Failed", error: "Error" };
const EXAMPLE_LABEL = { match: "Match", close: "Close", differs: "Differs", error: "Error" };
const ICON = { pass: "✓", match: "✓", close: "≈", fail: "✗", differs: "✗", error: "!" };

/** Replaces the body of the results area with `result`, drawn as DOM nodes. */
export function renderResult(body, result, strayOutput = "") {
  const parts = [];
  const judged = result.status === "passed" || result.status === "failed";
  // A judged run's message is the summary line; so is a stopped run's, which is one sentence.
  if (!judged && !STOPPED.has(result.status)) parts.push(errorBlock(result));
  if (result.mode === "checks" && result.checks?.length) parts.push(checkSections(result.checks));
  if (result.mode === "examples" && result.examples?.length) {
    parts.push(exampleList(result.examples));
  }
  if (result.output) parts.push(printed("Printed while your module loaded", result.output));
  if (strayOutput) parts.push(printed("Printed by Python", strayOutput));
  if (result.restarted && isolatedOnReload()) parts.push(isolationOffer());
  body.replaceChildren(...parts);
}

/** After Stop (or the time limit) restarted Python on a page opened before its service worker
 *  could isolate it: a reload would let Stop keep Python. Offered, never done by itself. */
function isolationOffer() {
  const button = el("button", { type: "button", className: "button quiet", "data-test": "isolation-offer" }, "Reload the page");
  button.addEventListener("click", () => location.reload());
  return el(
    "p",
    { className: "result-hint" },
    "Python had to be restarted because this page opened before it could be cross-origin " +
      "isolated. After a reload it is, and Stop keeps Python loaded. Your code is saved. ",
    button,
  );
}

/** Shows a failure of the page itself (the worker could not start, a file did not load). */
/** What the learner can do after the page itself failed (main.js names one; they live here so
 *  that the page's first bytes do not carry them). */
const FAILURE_HINTS = {
  reload: "Reload the page to try again.",
  editor:
    "Your code is shown above and saved in this browser; Run and Submit still work on it. " +
    "Reload the page to edit it.",
  crashed:
    "Your code is still in the editor. Run it again to start a fresh Python; if it stops " +
    "again, look for very large arrays or very deep recursion.",
  download:
    "Your code is still in the editor and saved in this browser. Check the connection, then " +
    "run again: Python loads afresh.",
  unavailable:
    "Your code is still in the editor and saved in this browser; Download keeps a copy. Run " +
    "again or reload the page to try once more. If it keeps failing, open the page in another " +
    "browser (a recent Firefox, Chrome, Edge or Safari), or run the checks on your computer " +
    "(see “Run it on your computer”).",
};

/** Draws a failure of the page itself: `message`, then the hint named `hint` (FAILURE_HINTS). */
export function renderFailure(body, message, hint = "reload") {
  body.replaceChildren(
    el("div", { className: "result-error" }, el("p", {}, message)),
    el("p", { className: "result-hint" }, FAILURE_HINTS[hint] ?? FAILURE_HINTS.reload),
  );
}

function errorBlock(result) {
  const block = el("div", { className: "result-error" });
  if (result.status === "fault") {
    block.append(el("p", {}, "This is a bug in the exercise, not in your code. Please report it."));
  }
  if (result.message) block.append(el("pre", { className: "output" }, result.message));
  return block;
}

// --- checks, by function ----------------------------------------------------------------------

/** One section per function: what waits on a stub said once, the first failing check open,
 *  the other failing checks and the passing ones folded. */
function checkSections(checks) {
  return el(
    "div",
    { className: "check-groups", "data-test": "check-list" },
    ...checkGroups(checks).map((group) => {
      const passed = group.passing.length;
      const total = group.checks.length;
      const section = el(
        "section",
        {
          className: "check-group",
          "data-test": "check-group",
          "data-function": group.name,
          "data-state": passed === total ? "pass" : "fail",
        },
        el(
          "h3",
          { className: "check-group-head" },
          group.name ? el("code", {}, group.name) : "Other checks",
          el("span", { className: "check-group-count" }, `${passed} of ${total} pass`),
        ),
      );
      // Above the checks: what the failures mean, when they are a known mistake's.
      for (const diagnosis of group.diagnoses) section.append(diagnosisNote(diagnosis));
      for (const stub of group.waitingOn) {
        const line = notWrittenLine(group.name, stub.name, stub.checks.length);
        section.append(el("p", { className: "check-group-note", "data-test": "not-written" }, line));
      }
      const [first, ...rest] = group.failing;
      if (first) section.append(checkList([first]));
      if (rest.length) section.append(fold(`${rest.length} more failing`, rest));
      if (group.waiting.length) section.append(fold(`${group.waiting.length} waiting`, group.waiting));
      if (passed) section.append(fold(`${passed} passing`, group.passing));
      return section;
    }),
  );
}

/** A known mistake said once for its function's group: its sentence (text, never HTML), and
 *  the hint that covers it, if one does. */
function diagnosisNote(diagnosis) {
  const note = el(
    "div",
    { className: "check-group-diagnosis", "data-test": "diagnosis", "data-mistake": diagnosis.mistake },
    el("p", {}, el("strong", {}, MISTAKE_LABEL), " ", String(diagnosis.message ?? "")),
  );
  if (Number.isInteger(diagnosis.hint)) {
    note.append(
      el("p", { className: "diagnosis-hint" },
        el("a", { href: "#hints-title" }, `Hint ${diagnosis.hint}`), " covers it."),
    );
  }
  return note;
}

/** A folded list of checks: "3 more failing checks", closed until the learner opens it. */
function fold(what, checks) {
  const noun = checks.length === 1 ? "check" : "checks";
  return el(
    "details",
    { className: "check-fold" },
    el("summary", {}, `${what} ${noun}`),
    checkList(checks),
  );
}

function checkList(checks) {
  return el("ol", { className: "checks" }, ...checks.map(checkRow));
}

function checkRow(check) {
  const text = el(
    "div",
    { className: "check-text" },
    el(
      "p",
      { className: "check-head" },
      el("span", { className: "visually-hidden" }, `${CHECK_LABEL[check.status] ?? check.status}: `),
      el("span", { className: "check-name" }, check.name),
      check.description ? el("span", { className: "check-description" }, check.description) : "",
    ),
  );
  if (check.not_written) {
    text.append(
      el("p", { className: "check-message" }, `Waits on ${check.not_written}(), which is not written yet.`),
    );
  } else if (check.status !== "pass") {
    if (check.message) text.append(checkMessage(check));
    if (check.values) text.append(valueTable(check.values));
    if (check.explained) text.append(el("pre", { className: "check-explained", "data-test": "check-explained" }, check.explained));
    if (check.advice) text.append(el("p", { className: "check-advice", "data-test": "check-advice" }, `Try: ${check.advice}`));
    const facts = factList([
      ["About", check.about && check.about !== check.description ? check.about : ""],
      ["Call", check.message?.startsWith(check.call) ? "" : check.call],
      ["Got", check.got],
      ["Expected", check.expected],
      ["Printed", check.output],
    ]);
    if (facts) text.append(facts);
  }
  return el(
    "li",
    { className: "check", "data-status": check.status, "data-test": "check" },
    el("span", { className: "check-icon", "aria-hidden": "true" }, ICON[check.status] ?? "?"),
    text,
  );
}

/** A failing array in full beside the expected one (practice/explain.py value_grid): a table of
 *  text cells, the differing ones marked for sight (a highlight) and for screen readers (a label). */
function valueTable(values) {
  const differ = new Set((values.differ ?? []).map((at) => at.join(",")));
  const rows = [];
  for (const [label, grid, marked] of [["Got", values.got, true], ["Expected", values.expected, false]]) {
    grid.forEach((cells, r) => {
      rows.push(el("tr", {},
        el("th", { scope: "row" }, r === 0 ? label : el("span", { className: "visually-hidden" }, `${label}, row ${r + 1}`)),
        ...cells.map((cell, c) => {
          const wrong = marked && differ.has(`${r},${c}`);
          return el("td", wrong ? { className: "differs", "data-test": "value-differs" } : {},
            String(cell), wrong ? el("span", { className: "visually-hidden" }, " (differs)") : "");
        })));
    });
  }
  // A table-scroll box: it scrolls sideways on a phone, and scroll_boxes.js makes it focusable
  // and named while it does.
  const box = el("div", { className: "value-table", "data-test": "value-table" },
    el("div", { className: "table-scroll", "data-scroll-label": "Your result beside the expected one" },
      el("table", {}, el("caption", { className: "visually-hidden" }, "Your result beside the expected one"),
        el("tbody", {}, ...rows))));
  for (const line of values.non_finite ?? []) box.append(el("p", { className: "check-message" }, line));
  return box;
}

/** The check's message: an error's traceback lines in monospace; a failure's sentence with the
 *  call it quotes set as code. */
function checkMessage(check) {
  const message = check.message;
  if (check.status === "error") return el("pre", { className: "check-message traceback" }, message);
  const [first, ...more] = message.split("\n");
  const sentence = el("p", { className: "check-message" });
  if (check.call && first.startsWith(check.call)) {
    sentence.append(el("code", {}, check.call), first.slice(check.call.length));
  } else {
    sentence.append(first);
  }
  if (more.length) sentence.append(el("pre", { className: "traceback" }, more.join("\n")));
  return sentence;
}

// --- examples -----------------------------------------------------------------------------------

function exampleList(examples) {
  return el(
    "ol",
    { className: "examples-run", "data-test": "example-list" },
    ...examples.map((example) =>
      el(
        "li",
        { className: "example-run", "data-status": example.status, "data-test": "example" },
        el(
          "p",
          { className: "example-head" },
          el("span", { className: "badge", "data-status": example.status },
            `${ICON[example.status] ?? ""} ${EXAMPLE_LABEL[example.status] ?? example.status}`),
          el("code", { className: "example-call" }, asText(example.call)),
        ),
        el(
          "div",
          { className: "side-by-side" },
          el("div", {}, el("p", { className: "label" }, "Expected"),
            el("pre", { className: "output", "data-test": "expected" }, asText(example.expected))),
          el("div", {}, el("p", { className: "label" }, "Your output"),
            el("pre", { className: "output", "data-test": "got" }, asText(example.got))),
        ),
        example.message && example.status !== "match"
          ? el(example.status === "error" ? "pre" : "p",
            { className: `check-message${example.status === "error" ? " traceback" : ""}` },
            example.message)
          : "",
        example.output ? printed("Printed", example.output) : "",
      ),
    ),
  );
}

function factList(pairs) {
  const shown = pairs.filter(([, value]) => value !== undefined && value !== null && value !== "");
  if (!shown.length) return null;
  return el(
    "dl",
    { className: "facts" },
    ...shown.flatMap(([label, value]) => [
      el("dt", {}, label),
      el("dd", {}, el("pre", { className: "output" }, asText(value))),
    ]),
  );
}

function printed(label, text) {
  return el("div", { className: "printed" }, el("p", { className: "label" }, label),
    el("pre", { className: "output", "data-test": "printed" }, text));
}

function asText(value) {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value, null, 2);
}

