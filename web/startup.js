// The start-up guard of the exercise and walkthrough pages: a classic script, run before the
// page's module, in syntax any browser parses. If the module or a file it imports fails to load,
// throws before the page has started, or is never run (a browser without JavaScript modules),
// the learner sees what failed and what to do, and on an exercise page the code they had, to
// read and download. Without it such a page would show the starter as plain text, greyed-out
// buttons and no error at all. The page's module sets <html data-started> when it is up;
// module scripts run before the window's load event, so a page without it by then has failed.
(function () {
  "use strict";
  var failures = [];

  window.addEventListener(
    "error",
    function (event) {
      var target = event.target;
      if (target && target.tagName === "SCRIPT") {
        // A module that did not load, or one it imports (a 404, offline): no message of its own.
        failures.push("the page's script " + shortName(target.src) + " (or a file it imports) did not load");
      } else if (event.message) {
        var where = event.filename ? " (" + shortName(event.filename) + ":" + event.lineno + ")" : "";
        failures.push(event.message + where);
      }
    },
    true // capture: a script element's load error does not bubble
  );

  window.addEventListener("load", function () {
    var root = document.documentElement;
    if (root.hasAttribute("data-started")) return;
    showFailure(failures.length ? failures[0] : whySilent());
  });

  function whySilent() {
    var script = document.createElement("script");
    return "noModule" in script
      ? "the page's script did not start"
      : "this browser does not run JavaScript modules, which the page needs";
  }

  function shortName(url) {
    var path = String(url || "").split(/[?#]/)[0];
    return path.slice(path.lastIndexOf("/") + 1) || path;
  }

  function pageData() {
    try {
      return JSON.parse(document.getElementById("page-data").textContent);
    } catch (error) {
      return {};
    }
  }

  /** The code the learner had: what the page saved (store.js's key), else the starter. */
  function savedCode(data) {
    var saved = null;
    try {
      saved = window.localStorage.getItem("practice:v1:" + data.slug + ":code");
    } catch (error) {
      saved = null; // storage blocked: the starter is all there is
    }
    return saved !== null ? saved : starterText();
  }

  /** An exercise page's starter: its editor's fallback text (null on other pages). */
  function starterText() {
    var code = document.querySelector('[data-test="editor"] .editor-fallback code');
    return code ? code.textContent : null;
  }

  function make(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function showFailure(what) {
    var data = pageData();
    var box = make("section", "startup-error");
    box.setAttribute("role", "alert");
    box.setAttribute("data-test", "startup-error");
    box.appendChild(make("h2", "startup-title", "This page could not start in this browser"));
    var said = make("p", "", "What failed: ");
    said.appendChild(make("code", "", what));
    said.appendChild(document.createTextNode("."));
    box.appendChild(said);
    var exercise = typeof data.slug === "string" && starterText() !== null;
    box.appendChild(
      make(
        "p",
        "",
        "Reload the page to try again. If it fails again, open it in another browser (a recent " +
          "Firefox, Chrome, Edge or Safari)" +
          (exercise ? ", or run the checks on your computer (see “Run it on your computer”)." : ".")
      )
    );
    if (exercise) showCode(box, savedCode(data));
    // Where the learner looks: above the editor, or at the top of a walkthrough.
    var head = document.querySelector(".workspace-head");
    var main = document.querySelector("main") || document.body;
    if (head) head.parentNode.insertBefore(box, head.nextSibling);
    else main.insertBefore(box, main.firstChild);
  }

  /** The learner's code as text, and a link that downloads it (no page script needed). */
  function showCode(box, code) {
    box.appendChild(make("p", "", "Your code, as this browser saved it:"));
    var pre = make("pre", "startup-code");
    pre.setAttribute("data-test", "startup-code");
    pre.appendChild(make("code", "", code));
    box.appendChild(pre);
    if (typeof Blob !== "function" || !window.URL || !URL.createObjectURL) return;
    var link = make("a", "button", "Download my_answer.py");
    link.setAttribute("data-test", "startup-download");
    link.href = URL.createObjectURL(new Blob([code], { type: "text/x-python" }));
    link.download = "my_answer.py";
    box.appendChild(link);
  }
})();
