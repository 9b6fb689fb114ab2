// The code editor of an exercise page: CodeMirror 6 set up for short Python/numpy programs.
// Bundled into one ES module (dist/.../editor.js) by sitebuild/editor_bundle.py.
//
//   import { createEditor } from "./editor.js";
//   const ed = createEditor(el, { doc, onChange, keys: [{ key: "Mod-Enter", run: () => { ...; return true; } }] });
//   ed.getCode(); ed.setCode(text); ed.focus(); ed.view  // the EditorView
//
// Keyboard: Tab / Shift-Tab indent and outdent the line(s); to leave the editor with the keyboard,
// press Escape and then Tab (CodeMirror's built-in escape hatch), or toggle tab-focus mode with
// Ctrl-M (Shift-Alt-M on macOS).

import { minimalSetup } from "codemirror";
import { closeBrackets, closeBracketsKeymap } from "@codemirror/autocomplete";
import { indentWithTab } from "@codemirror/commands";
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
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from "@codemirror/view";

const theme = EditorView.theme(
  {
    "&": {
      fontSize: "14px",
      backgroundColor: "#ffffff",
      color: "#1f2328",
      border: "1px solid #c8ccd1",
      borderRadius: "6px",
      maxHeight: "var(--editor-max-height, 70vh)", // the page sets it (style.css)
      maxWidth: "100%", // never wider than the page: long lines scroll inside the editor
      minWidth: "0",
    },
    "&.cm-focused": { outline: "2px solid #0b63ce", outlineOffset: "1px" },
    ".cm-scroller": {
      overflow: "auto",
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
      lineHeight: "1.55",
      overscrollBehaviorX: "contain",
    },
    ".cm-content, .cm-gutter": { minHeight: "16em" },
    ".cm-content": { padding: "6px 0", caretColor: "#1f2328" },
    ".cm-line": { padding: "0 10px 0 6px" },
    // Line numbers: 5.7:1 on the gutter (WCAG AA), as the page's muted text.
    ".cm-gutters": { backgroundColor: "#f6f8fa", color: "#59636e", borderRight: "1px solid #d8dee4" },
    ".cm-activeLine": { backgroundColor: "#eef4ff" },
    ".cm-activeLineGutter": { backgroundColor: "#dde8fb", color: "#1f2328" },
    "&.cm-focused .cm-matchingBracket": { backgroundColor: "#c6e3c6", outline: "1px solid #7fb07f" },
    "&.cm-focused .cm-nonmatchingBracket": { backgroundColor: "#f8d0d0" },
    // Touch screens: 16px keeps mobile Safari from zooming in on focus; roomier lines to tap.
    // ("&" is not scoped inside @media by CodeMirror's theme helper, so style the scroller.)
    "@media (pointer: coarse)": { ".cm-scroller": { fontSize: "16px", lineHeight: "1.7" } },
  },
  { dark: false },
);

// CodeMirror's default colours, but each at least 4.5:1 (WCAG AA) on the editor's white and on
// the active line's #eef4ff: f-strings, escapes (#e40), types (#085) and errors (#f00) were not.
const highlightStyle = HighlightStyle.define([
  { tag: tags.meta, color: "#404740" },
  { tag: tags.link, textDecoration: "underline" },
  { tag: tags.heading, textDecoration: "underline", fontWeight: "bold" },
  { tag: tags.emphasis, fontStyle: "italic" },
  { tag: tags.strong, fontWeight: "bold" },
  { tag: tags.strikethrough, textDecoration: "line-through" },
  { tag: tags.keyword, color: "#770088" },
  { tag: [tags.atom, tags.bool, tags.url, tags.contentSeparator, tags.labelName], color: "#221199" },
  { tag: [tags.literal, tags.inserted], color: "#116644" },
  { tag: [tags.string, tags.deleted], color: "#aa1111" },
  { tag: [tags.regexp, tags.escape, tags.special(tags.string)], color: "#a63a00" },
  { tag: tags.definition(tags.variableName), color: "#0000ff" },
  { tag: tags.local(tags.variableName), color: "#3300aa" },
  { tag: [tags.typeName, tags.namespace], color: "#006b42" },
  { tag: tags.className, color: "#116677" },
  { tag: [tags.special(tags.variableName), tags.macroName], color: "#225566" },
  { tag: tags.definition(tags.propertyName), color: "#0000cc" },
  { tag: tags.comment, color: "#994400" },
  { tag: tags.invalid, color: "#cc0000" },
]);

export function createEditor(parent, { doc = "", onChange, keys = [], label = "Your code" } = {}) {
  const extensions = [
    Prec.highest(keymap.of(keys)), // the page's shortcuts (run, check, hint) win over defaults
    minimalSetup, // special chars, history, selection drawing, fallback highlighting, default keys
    lineNumbers(),
    highlightActiveLine(),
    highlightActiveLineGutter(),
    bracketMatching(),
    closeBrackets(),
    indentOnInput(),
    keymap.of([...closeBracketsKeymap, indentWithTab]),
    // Python without lang-python's completion sources: the editor has no autocompletion, and
    // they were 4.5 KB gzip of the page shell (docs/benchmarks.md).
    new LanguageSupport(pythonLanguage),
    syntaxHighlighting(highlightStyle), // minimalSetup's default style is a fallback: unused now
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
