// Draws the harness's result object (docs/architecture.md) into the results area.
// Everything that comes from Python, the learner's output above all, goes in as textContent:
// nothing here parses HTML.

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

const CHECK_LABEL = { pass: "Passed", fail: "Failed", error: "Error" };
const EXAMPLE_LABEL = { match: "Match", close: "Close", differs: "Differs", error: "Error" };
const ICON = { pass: "✓", match: "✓", close: "≈", fail: "✗", differs: "✗", error: "!" };

/** Replaces the body of the results area with `result`, drawn as DOM nodes. */
export function renderResult(body, result, strayOutput = "") {
  const parts = [];
  const judged = result.status === "passed" || result.status === "failed";
  // A judged run's message is the summary line; so is a stopped run's, which is one sentence.
  if (!judged && !STOPPED.has(result.status)) parts.push(errorBlock(result));
  if (result.mode === "checks" && result.checks?.length) parts.push(checkList(result.checks));
  if (result.mode === "examples" && result.examples?.length) {
    parts.push(exampleList(result.examples));
  }
  if (result.output) parts.push(printed("Printed while your module loaded", result.output));
  if (strayOutput) parts.push(printed("Printed by Python", strayOutput));
  body.replaceChildren(...parts);
}

/** Shows a failure of the page itself (the worker could not start, a file did not load). */
export function renderFailure(body, message, hint = "Reload the page to try again.") {
  body.replaceChildren(
    el("div", { className: "result-error" }, el("p", {}, message)),
    el("p", { className: "result-hint" }, hint),
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

function checkList(checks) {
  return el(
    "ol",
    { className: "checks", "data-test": "check-list" },
    ...checks.map((check) => {
      const item = el(
        "li",
        { className: "check", "data-status": check.status, "data-test": "check" },
        el("span", { className: "check-icon", "aria-hidden": "true" }, ICON[check.status] ?? "?"),
        el(
          "div",
          { className: "check-text" },
          el(
            "p",
            { className: "check-head" },
            el("span", { className: "visually-hidden" }, `${CHECK_LABEL[check.status] ?? check.status}: `),
            el("span", { className: "check-name" }, check.name),
            check.description ? el("span", { className: "check-description" }, check.description) : "",
          ),
        ),
      );
      const text = item.querySelector(".check-text");
      if (check.status !== "pass") {
        if (check.message) text.append(el("p", { className: "check-message" }, check.message));
        const facts = factList([
          ["Call", check.message?.startsWith(check.call) ? "" : check.call],
          ["Got", check.got],
          ["Expected", check.expected],
          ["Printed", check.output],
        ]);
        if (facts) text.append(facts);
      }
      return item;
    }),
  );
}

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
          ? el("p", { className: "check-message" }, example.message)
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

/** A DOM element with attributes and children; strings become text nodes, never HTML. */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "className") node.className = value;
    else node.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === "" || child === null || child === undefined) continue;
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}
