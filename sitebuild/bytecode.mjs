// Build time, under Node: start the site's own copy of Pyodide with numpy, put the job's files
// into its file system, and run sitebuild/bytecode_pyodide.py there: its `main` (the stock
// archives: what does a first run import?) or its `verify` (the archives as the site ships
// them: does a first run need nothing fetched, and do the on-demand parts import?). Started by
// sitebuild/bytecode.py as `node bytecode.mjs <job.json>`; the job names every path.
//
// Errors go to stderr as one message and exit 1: an uncaught error would print a line of the
// minified pyodide.asm.js, a few hundred kilobytes long.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

async function main() {
  const job = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
  const { loadPyodide } = await import(pathToFileURL(path.join(job.pyodide, "pyodide.mjs")).href);
  // verify: the site's standard library and lock; `main`: Pyodide's own (an option given as
  // undefined would replace Pyodide's default).
  const shipped = job.entry === "verify" ? { stdLibURL: job.stdLibURL, lockFileURL: job.lockFileURL } : {};
  const py = await loadPyodide({
    indexURL: job.pyodide,
    ...shipped,
    packages: ["numpy"],
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
  });
  for (const [target, source] of Object.entries(job.files)) {
    py.FS.mkdirTree(path.posix.dirname(target));
    py.FS.writeFile(target, new Uint8Array(fs.readFileSync(source)));
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  const script = fs.readFileSync(path.join(here, "bytecode_pyodide.py"), "utf8");
  const namespace = py.globals.get("dict")();
  py.runPython(script, { globals: namespace });
  if (job.entry === "verify") {
    // What the browser's synchronous request does, from the files on disk (a URL is a path here).
    const read = (url) => new Uint8Array(fs.readFileSync(url));
    console.log(namespace.get("verify")(JSON.stringify(job), read));
    return;
  }
  const inPyodide = "/tmp/practice-compiled.zip";
  const summary = namespace.get("main")(JSON.stringify({ ...job, out: inPyodide }));
  fs.writeFileSync(job.out, py.FS.readFile(inPyodide));
  console.log(summary);
}

main().catch((error) => {
  console.error(error?.message ?? String(error));
  process.exit(1);
});
