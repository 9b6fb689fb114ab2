// bench/feedback.py's Pyodide half, under Node: start Pyodide with numpy from a vendored folder
// (the build's own copy, sitebuild/pyodide_assets.py), put the harness, every exercise's runtime
// files and bench/feedback_timing.py into its file system as the worker does, and time the
// sample's Submits there. Started as `node feedback_pyodide.mjs <job.json>`; prints one JSON
// line: {version, result}. Errors go to stderr as one message and exit 1 (an uncaught error
// would print a line of the minified pyodide.asm.js).

import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const RUN = `
import json, sys
sys.path[:0] = job["paths"]
import feedback_timing
with open(job["sample"], encoding="utf-8") as file:
    sample = json.load(file)
json.dumps(feedback_timing.time_submits(job["root"], sample, job["rounds"]))
`;

async function main() {
  const job = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
  const { loadPyodide } = await import(pathToFileURL(path.join(job.pyodide, "pyodide.mjs")).href);
  const py = await loadPyodide({
    indexURL: job.pyodide,
    packages: ["numpy"],
    stdout: (line) => console.error(line), // stdout is the answer's
    stderr: (line) => console.error(line),
  });
  for (const [target, source] of Object.entries(job.files)) {
    py.FS.mkdirTree(path.posix.dirname(target));
    py.FS.writeFile(target, new Uint8Array(fs.readFileSync(source)));
  }
  const namespace = py.globals.get("dict")();
  namespace.set("job", py.toPy(job));
  const result = py.runPython(RUN, { globals: namespace });
  console.log(JSON.stringify({ version: py.version, result: JSON.parse(result) }));
}

main().catch((error) => {
  console.error(error?.message ?? String(error));
  process.exit(1);
});
