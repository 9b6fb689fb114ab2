// The colour theme of every page: system (prefers-color-scheme), light or dark, as the learner
// chose it in the header's select ([data-test=theme-toggle]), kept in this browser with their
// other settings (store.js: practice:v1:settings:theme) and moved by export/import (progress.js).
//
// A classic script loaded synchronously in <head>, before the stylesheets: it sets
// <html data-theme> (and the color-scheme meta tag) before the first paint, so a page never
// flashes the other theme while it loads; the CSP allows no inline script, hence a file.
// style.css reads data-theme: "system" follows the system, "light" and "dark" override it.
// A choice made in another tab (or brought by an import) arrives as a storage event.
(function () {
  "use strict";
  var KEY = "practice:v1:settings:theme"; // store.js's Settings, THEME_KEY
  var THEMES = ["system", "light", "dark"];
  var root = document.documentElement;
  // Scripts run: what only a script fills in (style.css's .with-script) takes its room from the
  // first paint, and what it makes redundant (.without-script) never shows, so nothing moves.
  root.classList.add("js");

  function stored() {
    var theme = null;
    try {
      theme = window.localStorage.getItem(KEY);
    } catch (error) {
      theme = null; // storage blocked: the system decides
    }
    return THEMES.indexOf(theme) >= 0 ? theme : "system";
  }

  function toggle() {
    return document.querySelector('[data-test="theme-toggle"]');
  }

  /** Shows `theme` on this page: <html data-theme>, the browser's own colours, the select. */
  function apply(theme) {
    root.setAttribute("data-theme", theme);
    var meta = document.querySelector('meta[name="color-scheme"]');
    if (meta) meta.setAttribute("content", theme === "system" ? "light dark" : theme);
    var select = toggle();
    if (select && select.value !== theme) select.value = theme;
  }

  function choose(theme) {
    try {
      window.localStorage.setItem(KEY, theme);
    } catch (error) {
      // not remembered (storage blocked or full); this page still shows it
    }
    apply(theme);
  }

  apply(stored());
  document.addEventListener("DOMContentLoaded", function () {
    var select = toggle();
    if (!select) return;
    select.value = root.getAttribute("data-theme");
    select.addEventListener("change", function () {
      choose(select.value);
    });
  });
  window.addEventListener("storage", function (event) {
    if (event.key === KEY || event.key === null) apply(stored());
  });
  // Back to a page kept in the back/forward cache: the choice may have changed meanwhile.
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) apply(stored());
  });
})();
