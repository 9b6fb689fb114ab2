// The code area of an exercise page: the page's static copy of the code until the editor is
// needed, then CodeMirror (editor.js).
//
// The editor is ~120 KB gzip and a long task on a slow phone, where it sits below the whole
// statement. So it is built when the code area comes within a screen of the viewport (at once on
// a wide screen, where it is beside the statement), when the static copy gets the focus or a
// tap, or when the page needs it (editor.focus()). Until then the copy shows the learner's saved
// code, and getCode()/setCode() work on the text. Its box has the editor's size (style.css).

/** How far ahead of the viewport the editor is built: a screen's height, so that it is ready
 *  before the learner has scrolled onto it. */
const AHEAD = "100% 0px";

export class CodeEditor {
  /** container: [data-test="editor"], holding <pre class="editor-fallback"><code>. onError hears
   *  once if editor.js fails to load (the copy stays, with the code). `ahead`: how far from the
   *  viewport the editor is built (a CSS margin; a lesson, mostly read, waits for the screen). */
  constructor(container, { doc, label, onChange, onError, ahead = AHEAD }) {
    this.container = container;
    this.label = label;
    this.onChange = onChange;
    this.onError = onError;
    this.text = doc;
    this.editor = null; // editor.js's handle, once built
    this.building = null;
    this.fallback = container.querySelector(".editor-fallback");
    this.fallback.querySelector("code").textContent = doc;
    // Until the editor is built the copy stands for it: reachable by Tab, named like it.
    Object.assign(this.fallback, { tabIndex: 0 });
    this.fallback.setAttribute("role", "textbox");
    this.fallback.setAttribute("aria-multiline", "true");
    this.fallback.setAttribute("aria-label", label);
    this.fallback.addEventListener("focus", () => this.focus());
    this.fallback.addEventListener("pointerdown", (event) => this.focusAt(event));
    if ("IntersectionObserver" in window) {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          this.build().catch(() => {}); // onError heard it
        },
        { rootMargin: ahead },
      );
      observer.observe(container);
    } else {
      this.build().catch(() => {}); // onError heard it
    }
  }

  /** Loads editor.js and builds the editor in place of the copy, once; resolves when it's up. */
  build() {
    this.building ??= import("./editor.js").then(({ createEditor }) => {
      const hadFocus = document.activeElement === this.fallback;
      // CodeMirror injects its styles as a <style> tag into a document, which our CSP (style-src
      // 'self') forbids; inside a shadow root it uses a constructed stylesheet instead. The
      // shadow root also hides the copy, which stays in the light DOM for readers without script.
      const root = this.container.attachShadow({ mode: "open" });
      this.editor = createEditor(root, {
        doc: this.text,
        label: this.label,
        onChange: (code) => {
          this.text = code;
          this.onChange?.(code);
        },
      });
      if (hadFocus) this.editor.focus();
      return this.editor;
    });
    this.building.catch((error) => this.onError?.(error));
    return this.building;
  }

  get built() {
    return this.editor !== null;
  }

  getCode() {
    return this.editor ? this.editor.getCode() : this.text;
  }

  /** Replaces the whole text (in the editor: one undoable change). */
  setCode(text) {
    this.text = text;
    if (this.editor) this.editor.setCode(text);
    else this.fallback.querySelector("code").textContent = text;
  }

  /** Focus in the editor, building it first if needed. */
  focus() {
    return this.build().then(
      (editor) => editor.focus(),
      () => {}, // onError heard it
    );
  }

  /** A tap or click on the copy: build the editor and put the cursor where the pointer was. */
  focusAt(event) {
    const point = { x: event.clientX, y: event.clientY };
    this.build()
      .then((editor) => {
        editor.focus();
        const pos = editor.view.posAtCoords(point);
        if (pos !== null) editor.view.dispatch({ selection: { anchor: pos } });
      })
      .catch(() => {}); // onError heard it
  }
}
