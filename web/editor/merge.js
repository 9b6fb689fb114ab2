// The compare view's CodeMirror part: two versions of a program, read-only, side by side (a
// desktop) or as one text with the removed lines shown above the added ones (a phone), in the
// editor's look. @codemirror/merge computes and draws the differences; lineChanges turns the
// same diff into lines for the text that a screen reader reads (web/compare.js).
//
//   import { createMergeView, lineChanges } from "./merge.js";
//   const view = createMergeView(shadowRoot, { before, after, unified, labels: [a, b] });
//   view.destroy();

import { diff, MergeView, unifiedMergeView } from "@codemirror/merge";
import { EditorState } from "@codemirror/state";
import { EditorView, lineNumbers } from "@codemirror/view";
import { pythonLook, theme } from "./editor.js";

// The merge view's own colours are translucent tints of its light theme; these are the same
// roles in light-dark() pairs, so they read in both of the page's themes like the editor. Each
// is the strongest tint on which every token colour of the editor keeps 4.5:1 (WCAG AA).
const changes = EditorView.theme({
  "&.cm-merge-a .cm-changedLine, .cm-deletedChunk": { backgroundColor: "light-dark(#fdeeed, #2e1a1d)" },
  "&.cm-merge-b .cm-changedLine, .cm-inlineChangedLine": { backgroundColor: "light-dark(#e8f5ea, #12251a)" },
  "&.cm-merge-a .cm-changedText, .cm-deletedChunk .cm-deletedText, &.cm-merge-b .cm-deletedText": {
    background: "light-dark(#fadddb, #502527)",
  },
  "&.cm-merge-b .cm-changedText, .cm-insertedLine .cm-changedText": {
    background: "light-dark(#d1ead6, #163923)",
  },
  ".cm-changeGutter": { width: "4px" },
  "&.cm-merge-a .cm-changedLineGutter, .cm-deletedLineGutter": { background: "light-dark(#c62828, #ff8a80)" },
  "&.cm-merge-b .cm-changedLineGutter": { background: "light-dark(#2e7d32, #81c995)" },
  ".cm-collapsedLines": { color: "var(--muted)", backgroundColor: "var(--bg-soft)" },
  ".cm-content, .cm-gutter": { minHeight: "0" },
});

function readOnly(label) {
  return [
    lineNumbers(),
    ...pythonLook,
    theme,
    changes,
    EditorState.readOnly.of(true),
    EditorView.editable.of(false),
    // Not editable, yet reachable by Tab and named, so a reader can move through the text.
    EditorView.contentAttributes.of({ "aria-label": label, tabindex: "0" }),
  ];
}

const COLLAPSE = { margin: 3, minSize: 6 };

/** Draws `before` against `after` into `root` (a shadow root: the CSP forbids <style> tags,
 *  CodeMirror adopts stylesheets there). `labels` name the two texts for a screen reader. */
export function createMergeView(root, { before, after, unified = false, labels = ["Before", "After"] }) {
  if (unified) {
    const view = new EditorView({
      parent: root,
      root,
      state: EditorState.create({
        doc: after,
        extensions: [
          ...readOnly(`${labels[1]}, with the lines of ${labels[0]} that differ`),
          unifiedMergeView({ original: before, mergeControls: false, collapseUnchanged: COLLAPSE }),
        ],
      }),
    });
    return { destroy: () => view.destroy() };
  }
  const view = new MergeView({
    a: { doc: before, extensions: readOnly(labels[0]) },
    b: { doc: after, extensions: readOnly(labels[1]) },
    parent: root,
    root,
    collapseUnchanged: COLLAPSE,
  });
  return { destroy: () => view.destroy() };
}

// Each distinct line becomes one character of the Unicode private use area, so the library's
// character diff compares whole lines. 6,400 distinct lines are far more than an exercise has.
const FIRST = 0xe000;
const DISTINCT = 6400;

/** The lines of `after` against `before`, in order: [{kind: "same" | "removed" | "added",
 *  text}]. */
export function lineChanges(before, after) {
  const a = before.split("\n");
  const b = after.split("\n");
  const codes = new Map();
  const encode = (lines) =>
    lines
      .map((line) => {
        if (!codes.has(line)) codes.set(line, codes.size);
        return String.fromCharCode(FIRST + (codes.get(line) % DISTINCT));
      })
      .join("");
  const ea = encode(a);
  const eb = encode(b);
  const out = [];
  let i = 0;
  for (const change of codes.size <= DISTINCT ? diff(ea, eb) : [{ fromA: 0, toA: a.length, fromB: 0, toB: b.length }]) {
    for (; i < change.fromA; i++) out.push({ kind: "same", text: a[i] });
    for (let k = change.fromA; k < change.toA; k++) out.push({ kind: "removed", text: a[k] });
    for (let k = change.fromB; k < change.toB; k++) out.push({ kind: "added", text: b[k] });
    i = change.toA;
  }
  for (; i < a.length; i++) out.push({ kind: "same", text: a[i] });
  return out;
}
