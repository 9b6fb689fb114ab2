// Checks grouped by the learner's function each one calls (the result's per-check `function`),
// so that a stub that fails sixteen checks is said once, not sixteen times. No DOM here:
// results.js draws the groups.

/**
 * The checks by function, in the order the functions first appear. Each group:
 *   { name, checks, failing, waiting, passing, waitingOn: [{ name, checks }], diagnoses }
 * `waiting` are the checks a stub stopped (`not_written`), `failing` the other non-passing ones;
 * `diagnoses` the known mistakes its failing checks are diagnosed with, each once (the harness
 * names one per function: practice/diagnosis.py).
 */
export function checkGroups(checks) {
  const groups = new Map();
  for (const check of checks) {
    const name = check.function ?? "";
    if (!groups.has(name)) {
      groups.set(name, {
        name, checks: [], failing: [], waiting: [], passing: [], waitingOn: [], diagnoses: [],
      });
    }
    const group = groups.get(name);
    group.checks.push(check);
    if (check.status === "pass") group.passing.push(check);
    else if (check.not_written) group.waiting.push(check);
    else group.failing.push(check);
  }
  for (const group of groups.values()) {
    const stubs = new Map();
    for (const check of group.waiting) {
      if (!stubs.has(check.not_written)) stubs.set(check.not_written, []);
      stubs.get(check.not_written).push(check);
    }
    group.waitingOn = [...stubs].map(([name, waiting]) => ({ name, checks: waiting }));
    group.diagnoses = diagnosesOf(group.failing);
  }
  return [...groups.values()];
}

/** The known mistakes these checks are diagnosed with, each once, in order. */
export function diagnosesOf(checks) {
  const named = new Map();
  for (const check of checks) {
    const diagnosis = check.diagnosis;
    if (diagnosis?.mistake && !named.has(diagnosis.mistake)) named.set(diagnosis.mistake, diagnosis);
  }
  return [...named.values()];
}

/** "kl_k3 is not written yet: 5 checks wait on it", or, for a function that calls a stub,
 *  "grpo_objective: 8 checks wait on kl_k3, which is not written yet". */
export function notWrittenLine(functionName, stub, count) {
  const checks = count === 1 ? "1 check waits" : `${count} checks wait`;
  if (!functionName || functionName === stub) return `${stub} is not written yet: ${checks} on it.`;
  return `${functionName}: ${checks} on ${stub}, which is not written yet.`;
}
