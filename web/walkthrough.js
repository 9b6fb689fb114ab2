// A walkthrough page: run the paper's script in the Python worker, stream what it prints, then
// plot the figures it returns. The text of the page is static HTML written by build.py.
// Python runs in a worker (python.js, worker.js, the `run-script` request of protocol.js).

import { lineChart } from "./chart.js";
import { STAGES } from "./protocol.js";
import { Python, PythonUnavailable, pyodideLocation } from "./python.js";

const $ = (selector) => document.querySelector(selector);
const data = JSON.parse($("#page-data").textContent);
const python = new Python({
  ...pyodideLocation(data),
  siteURL: new URL(data.siteRoot, document.baseURI).href,
  slug: "",
  files: data.files,
  timeLimit: 0,
});

const runButton = $('[data-test="walkthrough-run"]');
const statusLine = $('[data-test="walkthrough-status"]');
const progress = $('[data-test="walkthrough-progress"]');
const output = $('[data-test="walkthrough-output"]');
const plots = $('[data-test="walkthrough-plots"]');

/** What the status line says for each stage the worker reports. */
const STAGE_TEXT = {
  [STAGES.python]: "Loading Python…",
  [STAGES.numpy]: "Loading numpy…",
  [STAGES.files]: "Loading the walkthrough…",
  [STAGES.running]: "Running the seven demos…",
};

/** Shows `status` (idle|loading|running|done|error) with a line of text. */
function setStatus(status, text) {
  plots.dataset.status = status;
  statusLine.textContent = text;
  statusLine.dataset.status = status;
  progress.hidden = status !== "loading" && status !== "running";
}

/** Appends one printed line; follows the end unless the reader scrolled up. */
function appendLine(text) {
  const atEnd = output.scrollTop + output.clientHeight >= output.scrollHeight - 4;
  output.append(`${text}\n`);
  if (atEnd) output.scrollTop = output.scrollHeight;
}

/** The three charts drawn from run()'s "figures". */
function drawPlots(figures) {
  const variance = figures.variance_vs_group_size;
  const sweep = figures.kl_sweep;
  const perBeta = (curves) =>
    sweep.betas.map((beta, i) => ({ label: `β = ${beta}`, x: sweep.steps, y: curves[i] }));
  plots.hidden = false; // measured below: each chart fits the width it gets
  const width = plots.clientWidth - 30; // less the figure's padding and border
  const hidden = variance.G.filter((g, i) => !(variance.variance[i] > 0));
  const charts = [
    lineChart({
      title: "Gradient variance against group size G",
      caption:
        "Bigger groups give a steadier baseline and a less noisy gradient (demo 4). Both axes are logarithmic" +
        (hidden.length ? `; G = ${hidden.join(", ")} is left out: its advantages, and so its variance, are 0.` : "."),
      xLabel: "G",
      yLabel: "variance",
      logX: true,
      logY: true,
      xTicks: variance.G.filter((g) => !hidden.includes(g)),
      width,
      series: [{ label: "variance", x: variance.G, y: variance.variance }],
    }),
    lineChart({
      title: "True reward during training, for several β",
      caption: "A stronger KL penalty holds the policy near the reference and caps the reward (demo 5).",
      xLabel: "step",
      yLabel: "expected reward",
      width,
      series: perBeta(sweep.true_reward),
    }),
    lineChart({
      title: "KL to the reference during training, for several β",
      caption: "The same runs: how far each policy drifts from the reference.",
      xLabel: "step",
      yLabel: "KL(π ‖ π_ref)",
      width,
      series: perBeta(sweep.kl),
    }),
  ];
  plots.replaceChildren(...charts);
}

async function runWalkthrough() {
  runButton.disabled = true;
  output.replaceChildren();
  output.hidden = false;
  plots.replaceChildren();
  plots.hidden = true;
  const loaded = python.loading !== null;
  setStatus(loaded ? "running" : "loading", STAGE_TEXT[loaded ? STAGES.running : STAGES.python]);
  try {
    const result = await python.runScript(data.script, {
      onProgress: (stage) => setStatus(stage === STAGES.running ? "running" : "loading", STAGE_TEXT[stage] ?? stage),
      onOutput: appendLine,
    });
    drawPlots(result.figures);
    setStatus("done", "Done: the seven demos ran; their plots are below the output.");
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof PythonUnavailable) {
      setStatus("error", "Python could not start in this browser.");
      appendLine(`\n${message}\n\n${UNAVAILABLE_HINT}`);
    } else {
      setStatus("error", "The walkthrough could not run.");
      appendLine(`\n${message}`);
    }
  } finally {
    runButton.disabled = false;
    runButton.textContent = "Run again";
  }
}

const UNAVAILABLE_HINT =
  "Run again or reload the page to try once more. If it keeps failing, open the page in another " +
  "browser (a recent Firefox, Chrome, Edge or Safari), or run the script on your computer.";

runButton.addEventListener("click", runWalkthrough);
for (const button of document.querySelectorAll(".needs-script")) button.disabled = false;
document.documentElement.dataset.started = ""; // startup.js: the page is up
