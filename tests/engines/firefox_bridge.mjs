// Firefox for the Python tests: Debian's firefox-esr, driven by puppeteer-core over WebDriver
// BiDi (no geckodriver). Python (tests/engines/firefox.py) starts this script and sends one JSON
// request a line on stdin; each answer is one JSON line on stdout: {id, value} or {id, error}.
//
//   node firefox_bridge.mjs /usr/bin/firefox-esr [dark]   (dark: the system's colour scheme)
//   {"id": 1, "op": "newPage", "width": 1280, "height": 900}      -> {"id": 1, "value": 1}
//   {"id": 2, "op": "goto", "page": 1, "url": "http://127.0.0.1:8000/"}
//   {"id": 3, "op": "evaluate", "page": 1, "expression": "document.title"}
//   {"id": 4, "op": "click", "page": 1, "selector": "[data-test=run]"}
//   {"id": 5, "op": "press", "page": 1, "keys": "Control+Shift+Enter"}
//   {"id": 6, "op": "watch", "page": 1}   -> {problems: [errors...], requests: [urls...]} so far
//   {"id": 7, "op": "reload" | "closePage", "page": 1}, {"op": "quit"}
//   {"id": 8, "op": "offline", "page": 1, "offline": true}   (the page's network, as if cut)
//
// Everything here is plumbing; what the journey checks lives in Python, once for every engine.

import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const executablePath = process.argv[2] ?? "/usr/bin/firefox-esr";
// Over BiDi, puppeteer cannot emulate prefers-color-scheme in Firefox (a CDP-only call), so a
// dark system is the browser's own setting, for every page of this Firefox.
const dark = process.argv[3] === "dark";
const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath,
  headless: true,
  protocol: "webDriverBiDi",
  // Firefox's own traffic (updates, remote settings, captive portal checks) goes nowhere here.
  extraPrefsFirefox: {
    "network.captive-portal-service.enabled": false,
    "network.connectivity-service.enabled": false,
    "app.update.enabled": false,
    "browser.safebrowsing.malware.enabled": false,
    "browser.safebrowsing.phishing.enabled": false,
    ...(dark ? { "ui.systemUsesDarkTheme": 1 } : {}),
  },
});

const pages = new Map(); // id -> {page, problems}
let nextPage = 1;

async function newPage({ width = 1280, height = 900, timeout = 30_000 }) {
  const context = await browser.createBrowserContext(); // fresh storage, like a new profile
  const page = await context.newPage();
  page.setDefaultTimeout(timeout); // the Python side's wait for any one request
  await page.setViewport({ width, height });
  const problems = [];
  const requests = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message ?? error}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("request", (request) => requests.push(request.url()));
  const id = nextPage++;
  pages.set(id, { page, context, problems, requests });
  return id;
}

/** "Control+Shift+Enter": hold the modifiers, press the last key, let go in reverse order. */
async function press(page, keys) {
  const parts = keys.split("+");
  const key = parts.pop();
  for (const modifier of parts) await page.keyboard.down(modifier);
  await page.keyboard.press(key);
  for (const modifier of parts.reverse()) await page.keyboard.up(modifier);
}

const OPS = {
  newPage,
  goto: ({ page }, { url }) => page.goto(url, { waitUntil: "load" }).then(() => null),
  reload: ({ page }) => page.reload({ waitUntil: "load" }).then(() => null),
  evaluate: ({ page }, { expression }) => page.evaluate(expression),
  click: ({ page }, { selector }) => page.click(selector),
  press: ({ page }, { keys }) => press(page, keys),
  offline: ({ page }, { offline }) => page.setOfflineMode(Boolean(offline)).then(() => null),
  watch: (entry) => ({ problems: entry.problems.splice(0), requests: entry.requests.splice(0) }),
  closePage: async (entry, { page: id }) => {
    pages.delete(id);
    await entry.context.close();
    return null;
  },
};

async function handle(request) {
  if (request.op === "quit") {
    await browser.close();
    process.exit(0);
  }
  const op = OPS[request.op];
  if (!op) throw new Error(`unknown op ${request.op}`);
  if (request.op === "newPage") return op(request);
  const entry = pages.get(request.page);
  if (!entry) throw new Error(`no page ${request.page}`);
  return op(entry, request);
}

function answer(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

answer({ id: 0, value: { version: await browser.version() } }); // ready
const lines = createInterface({ input: process.stdin });
lines.on("line", async (line) => {
  const request = JSON.parse(line);
  try {
    const value = await handle(request);
    answer({ id: request.id, value: value === undefined ? null : value });
  } catch (error) {
    answer({ id: request.id, error: String(error?.message ?? error) });
  }
});
lines.on("close", () => browser.close().then(() => process.exit(0)));
