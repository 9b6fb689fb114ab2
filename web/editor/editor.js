// The code editor of an exercise page: CodeMirror 6 set up for short Python/numpy programs.
// Bundled by sitebuild/editor_bundle.py with merge.js (the compare view), which shares its look:
// the CodeMirror both use sits in a chunk of its own, fetched once.
//
//   import { createEditor } from "./editor.js";
//   const ed = createEditor(el, { doc, onChange, keys: [{ key: "Mod-Enter", run: () => { ...; return true; } }] });
//   ed.getCode(); ed.setCode(text); ed.focus(); ed.view  // the EditorView
//
// Keyboard: Tab / Shift-Tab indent and outdent the line(s); to leave the editor with the keyboard,
// press Escape and then Tab (CodeMirror's built-in escape hatch), or toggle tab-focus mode with
// Ctrl-M (Shift-Alt-M on macOS).

import { closeBrackets, closeBracketsKeymap } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { pythonLanguage } from "@codemirror/lang-python";
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  indentUnit,
  LanguageSupport,
  syntaxHighlighting,
} from "@codemirror/language";
import { tags } from "@lezer/highlight";
import { EditorState, Prec } from "@codemirror/state";
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightSpecialChars,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from "@codemirror/view";

// Both themes at once: each colour is light-dark(light, dark) or one of the page's variables
// (style.css), so the editor follows the page's color-scheme (the system's, or the learner's
// choice: web/theme.js) through its shadow root, with no second theme to switch to. The page's
// own variables: --text, --muted, --bg, --bg-soft, --line, --line-strong, --accent.
const ACTIVE_LINE = "light-dark(#eef4ff, #15202e)";
export const theme = EditorView.theme(
  {
    "&": {
      fontSize: "14px",
      backgroundColor: "var(--bg)",
      color: "var(--text)",
      border: "1px solid var(--line-strong)",
      borderRadius: "6px",
      maxHeight: "var(--editor-max-height, 70vh)", // the page sets it (style.css)
      maxWidth: "100%", // never wider than the page: long lines scroll inside the editor
      minWidth: "0",
    },
    "&.cm-focused": { outline: "2px solid var(--accent)", outlineOffset: "1px" },
    ".cm-scroller": {
      overflow: "auto",
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
      lineHeight: "1.55",
      overscrollBehaviorX: "contain",
    },
    ".cm-content, .cm-gutter": { minHeight: "16em" },
    ".cm-content": { padding: "6px 0", caretColor: "var(--text)" },
    ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--text)" },
    ".cm-line": { padding: "0 10px 0 6px" },
    // Line numbers: the page's muted text on its soft background, 5.7:1 light, 5.9:1 dark.
    ".cm-gutters": {
      backgroundColor: "var(--bg-soft)",
      color: "var(--muted)",
      borderRight: "1px solid var(--line)",
    },
    ".cm-activeLine": { backgroundColor: ACTIVE_LINE },
    ".cm-activeLineGutter": {
      backgroundColor: "light-dark(#dde8fb, #1f2d42)",
      color: "var(--text)",
    },
    // CodeMirror's own selection colours are for its light theme: both themes here.
    ".cm-selectionBackground": { background: "light-dark(#d9d9d9, #343b46)" },
    "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground": {
      background: "light-dark(#d7d4f0, #264f78)",
    },
    "&.cm-focused .cm-matchingBracket": {
      backgroundColor: "light-dark(#c6e3c6, #1d3b27)",
      outline: "1px solid light-dark(#7fb07f, #3fb950)",
    },
    "&.cm-focused .cm-nonmatchingBracket": { backgroundColor: "light-dark(#f8d0d0, #4a1d20)" },
    ".cm-specialChar": { color: "light-dark(#cc0000, #ff6b6b)" },
    // Touch screens: 16px keeps mobile Safari from zooming in on focus; roomier lines to tap.
    // ("&" is not scoped inside @media by CodeMirror's theme helper, so style the scroller.)
    "@media (pointer: coarse)": { ".cm-scroller": { fontSize: "16px", lineHeight: "1.7" } },
  },
  { dark: false }, // CodeMirror's light base, every colour of which is overridden above
);

// CodeMirror's default colours, but each at least 4.5:1 (WCAG AA) on the editor's white and on
// the active line's #eef4ff: f-strings, escapes (#e40), types (#085) and errors (#f00) were not.
// In dark, the same roles in lighter colours of the same hue, each at least 5.9:1 on the editor's
// #0d1117 and on the active line's #15202e (tests/test_theme.py measures both).
export const highlightStyle = HighlightStyle.define([
  { tag: tags.meta, color: "light-dark(#404740, #b4bdb4)" },
  { tag: tags.link, textDecoration: "underline" },
  { tag: tags.heading, textDecoration: "underline", fontWeight: "bold" },
  { tag: tags.emphasis, fontStyle: "italic" },
  { tag: tags.strong, fontWeight: "bold" },
  { tag: tags.strikethrough, textDecoration: "line-through" },
  { tag: tags.keyword, color: "light-dark(#770088, #d2a8ff)" },
  {
    tag: [tags.atom, tags.bool, tags.url, tags.contentSeparator, tags.labelName],
    color: "light-dark(#221199, #a5b4ff)",
  },
  { tag: [tags.literal, tags.inserted], color: "light-dark(#116644, #6cd69c)" },
  { tag: [tags.string, tags.deleted], color: "light-dark(#aa1111, #ff9492)" },
  { tag: [tags.regexp, tags.escape, tags.special(tags.string)], color: "light-dark(#a63a00, #ffa657)" },
  { tag: tags.definition(tags.variableName), color: "light-dark(#0000ff, #79c0ff)" },
  { tag: tags.local(tags.variableName), color: "light-dark(#3300aa, #b0a4ff)" },
  { tag: [tags.typeName, tags.namespace], color: "light-dark(#006b42, #4fd6a0)" },
  { tag: tags.className, color: "light-dark(#116677, #56d4dd)" },
  { tag: [tags.special(tags.variableName), tags.macroName], color: "light-dark(#225566, #8fc6e0)" },
  { tag: tags.definition(tags.propertyName), color: "light-dark(#0000cc, #82aaff)" },
  { tag: tags.comment, color: "light-dark(#994400, #c9955c)" },
  { tag: tags.invalid, color: "light-dark(#cc0000, #ff6b6b)" },
]);

/** Python as the editor shows it: highlighted, indented by four spaces. */
export const pythonLook = [
  // Python without lang-python's completion sources: the editor has no autocompletion, and
  // they were 4.5 KB gzip of the page shell (docs/benchmarks.md).
  new LanguageSupport(pythonLanguage),
  syntaxHighlighting(highlightStyle),
];

export function createEditor(parent, { doc = "", onChange, keys = [], label = "Your code" } = {}) {
  const extensions = [
    Prec.highest(keymap.of(keys)), // the page's shortcuts (run, check, hint) win over defaults
    // codemirror's minimalSetup but its fallback highlight style, which highlightStyle replaces.
    highlightSpecialChars(),
    history(),
    drawSelection(),
    keymap.of([...defaultKeymap, ...historyKeymap]),
    lineNumbers(),
    highlightActiveLine(),
    highlightActiveLineGutter(),
    bracketMatching(),
    closeBrackets(),
    indentOnInput(),
    keymap.of([...closeBracketsKeymap, indentWithTab]),
    ...pythonLook,
    indentUnit.of("    "),
    EditorState.tabSize.of(4),
    // tabindex: the editable area is in the Tab order anyway; saying so lets checkers (axe's
    // scrollable-region-focusable) see that the scrolling editor has focusable content.
    EditorView.contentAttributes.of({ "aria-label": label, tabindex: "0" }),
    theme,
  ];
  if (onChange) {
    extensions.push(
      EditorView.updateListener.of((update) => {
        if (update.docChanged) onChange(update.state.doc.toString());
      }),
    );
  }
  const view = new EditorView({ state: EditorState.create({ doc, extensions }), parent });
  return {
    view,
    getCode: () => view.state.doc.toString(),
    // Replaces the whole document as one undoable change (Reset can be undone with Mod-Z).
    setCode(text) {
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: text },
        selection: { anchor: 0 },
        scrollIntoView: true,
      });
    },
    focus: () => view.focus(),
  };
}
