// The index and track pages: each card's state (from what the exercise pages keep in this
// browser, store.js), each track's progress and next exercise, the filters, and export/import
// of the learner's progress (progress.js). No Python, no editor, no network.

import { ExerciseStore, THEME_KEY } from "./store.js";
import {
  ProgressFileError,
  applyImport,
  applySettings,
  parseProgress,
  planImport,
  planSettings,
  snapshot,
  when,
} from "./progress.js";

const $ = (selector, root = document) => root.querySelector(selector);
const $$ = (selector, root = document) => [...root.querySelectorAll(selector)];
const data = JSON.parse($("#page-data").textContent);

const STATE_TEXT = { "not-started": "Not started", "in-progress": "In progress", solved: "Solved" };

function make(tag, className, text = "") {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.textContent = text;
  return node;
}

/** Whatever the pages keep in this browser under a name: every exercise, and each lesson under
 * its store name (sitebuild/lessons.py), which a progress file carries like an exercise. */
function keptSlugs() {
  return [...data.exercises, ...(data.lessons ?? [])];
}

// --- states and progress ---------------------------------------------------------------------

function showStates() {
  for (const card of $$("[data-slug]")) {
    const state = new ExerciseStore(card.dataset.slug).state();
    card.dataset.state = state;
    const badge = $('[data-test="state"]', card);
    badge.textContent = STATE_TEXT[state];
    badge.dataset.state = state;
  }
  for (const line of $$('[data-test="track-progress"]')) showProgress(line);
}

/** "k of n solved" and the first exercise of the track not solved yet. */
function showProgress(line) {
  const cards = $$(`[data-track="${line.dataset.track}"] [data-slug]`);
  const solved = cards.filter((card) => card.dataset.state === "solved").length;
  $('[data-test="progress-count"]', line).textContent = `${solved} of ${cards.length} solved`;
  const next = $('[data-test="next-exercise"]', line);
  const todo = cards.find((card) => card.dataset.state !== "solved");
  if (todo) {
    const source = $(".card-title a", todo);
    const link = make("a", "", source.textContent);
    link.href = source.href;
    next.replaceChildren(todo.dataset.state === "in-progress" ? "Continue: " : "Next: ", link);
  } else {
    next.textContent = "Every exercise solved.";
  }
  line.dataset.filled = ""; // a hook for tests: the learner's progress is shown
}

// --- filters ---------------------------------------------------------------------------------

function applyFilters(form) {
  const tag = form.elements.tag.value;
  const difficulty = form.elements.difficulty.value;
  const filtering = Boolean(tag || difficulty);
  const shown = new Set();
  for (const card of $$("[data-slug]")) {
    const match =
      (!tag || JSON.parse(card.dataset.tags).includes(tag)) &&
      (!difficulty || card.dataset.difficulty === difficulty);
    card.hidden = !match;
    if (match) shown.add(card.dataset.slug);
  }
  for (const step of $$('[data-kind="walkthrough"]')) step.hidden = filtering;
  for (const section of $$('[data-test="track-section"]')) {
    section.hidden = filtering && !$("[data-slug]:not([hidden])", section);
  }
  const total = new Set(data.exercises).size;
  $('[data-test="filter-count"]', form).textContent = filtering
    ? `Showing ${shown.size} of ${total} exercises`
    : `${total} exercises`;
}

function startFilters() {
  const form = $('[data-test="filters"]');
  if (!form) return;
  form.addEventListener("change", () => applyFilters(form));
  form.addEventListener("submit", (event) => event.preventDefault());
  form.addEventListener("reset", () => setTimeout(() => applyFilters(form)));
  applyFilters(form); // a reload may keep the selects' values
}

// --- export and import -----------------------------------------------------------------------

const note = () => $('[data-test="progress-note"]');

function exportProgress() {
  const file = snapshot(keptSlugs());
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: "application/json" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `practice-progress-${file.exported.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  const count = Object.keys(file.exercises).length;
  note().textContent = `Exported ${count} exercise${count === 1 ? "" : "s"} to ${link.download}.`;
}

async function readImport(input) {
  const preview = $('[data-test="import-preview"]');
  const file = input.files?.[0];
  input.value = ""; // choosing the same file again fires change again
  if (!file) return;
  let plan;
  let settings;
  try {
    const incoming = parseProgress(await file.text());
    plan = planImport(incoming, keptSlugs());
    settings = planSettings(incoming);
  } catch (error) {
    preview.hidden = true;
    const why = error instanceof ProgressFileError ? error.message : `It could not be read (${error}).`;
    note().textContent = `Nothing was imported from ${file.name}. ${why}`;
    return;
  }
  showPlan(preview, plan, settings, file.name);
}

/** The preview: what the import will change (exercises, then settings), the code it will not
 * replace unless asked, and the Import / Cancel buttons. Everything is text: nothing from the
 * file becomes markup. */
function showPlan(preview, plan, settings, name) {
  const titles = Object.fromEntries(
    $$("[data-slug]").map((card) => [card.dataset.slug, $(".card-title a", card).textContent]),
  );
  const list = make("ul", "import-plan");
  list.dataset.test = "import-plan";
  const replace = new Set();
  let actions = 0;
  for (const item of plan) {
    const row = make("li", "", `${titles[item.slug] ?? item.slug}: `);
    row.dataset.slug = item.slug;
    if (item.unknown) {
      row.append("skipped, not an exercise of this site.");
    } else if (item.changes.length === 0 && !item.conflict) {
      row.append("nothing new.");
    } else {
      row.append(item.changes.join("; ") || "");
      actions += item.changes.length;
    }
    if (item.conflict) {
      const label = make("label", "import-conflict");
      const box = document.createElement("input");
      box.type = "checkbox";
      box.dataset.test = "replace-code";
      box.addEventListener("change", () => (box.checked ? replace.add(item.slug) : replace.delete(item.slug)));
      label.append(
        box,
        ` Your code here differs and is not older (here: ${when(item.conflict.local)}; file: ` +
          `${when(item.conflict.incoming)}), so it is kept. Tick to replace it with the file's copy.`,
      );
      row.append(label);
      actions += 1;
    }
    list.append(row);
  }
  for (const change of settings) {
    const row = make("li", "", `Your ${change.name}: ${change.value} (here: ${change.here}).`);
    row.dataset.setting = change.name;
    list.append(row);
    actions += 1;
  }
  const heading = make("h3", "", `Import from ${name}`);
  const apply = make("button", "button primary", "Import");
  apply.type = "button";
  apply.dataset.test = "import-apply";
  apply.disabled = actions === 0;
  const cancel = make("button", "button quiet", "Cancel");
  cancel.type = "button";
  const tools = make("div", "toolbar");
  tools.append(apply, cancel);
  preview.replaceChildren(heading, list, tools);
  preview.hidden = false;
  note().textContent = actions === 0 ? "This file holds nothing newer than this browser." : "";
  apply.addEventListener("click", () => {
    const changed = applyImport(plan, replace);
    applySettings(settings);
    preview.hidden = true;
    preview.replaceChildren();
    const theme = settings.find((change) => change.name === "theme");
    note().textContent =
      `Imported: ${changed} exercise${changed === 1 ? "" : "s"} updated` +
      (theme ? `; the theme is now ${theme.value}.` : ".");
    showStates();
    // theme.js applies a theme stored by another tab when told so: this page is told the same.
    if (theme) window.dispatchEvent(new StorageEvent("storage", { key: THEME_KEY }));
  });
  cancel.addEventListener("click", () => {
    preview.hidden = true;
    note().textContent = "Nothing was imported.";
  });
  heading.tabIndex = -1;
  heading.focus();
}

function startProgressTools() {
  const exportButton = $('[data-test="export"]');
  const input = $('[data-test="import"]');
  if (!exportButton || !input) return;
  exportButton.addEventListener("click", exportProgress);
  input.addEventListener("change", () => readImport(input));
  exportButton.disabled = input.disabled = false;
}

// --- start -----------------------------------------------------------------------------------

showStates();
startFilters();
startProgressTools();
// Another tab solving an exercise, or an import there, updates this page too.
window.addEventListener("storage", (event) => {
  if (event.key === null || event.key.startsWith("practice:")) showStates();
});
// Back from an exercise page (the page may come from the back/forward cache): fresh states.
window.addEventListener("pageshow", (event) => {
  if (event.persisted) showStates();
});
