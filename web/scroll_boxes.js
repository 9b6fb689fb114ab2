// Boxes that scroll (code, formulas and tables on a phone; long code under a height limit) take
// the keyboard focus while, and only while, they overflow: a keyboard user can then scroll them
// with the arrow keys, and a wide screen, where little overflows, gets few extra Tab stops. Each
// such box is named for a screen reader: by its data-scroll-label (the build writes one where it
// knows better), else by its kind. Boxes added later (results, the solution, the walkthrough's
// output) are watched too. Learner output in the results wraps instead (style.css).
// Every page loads this file as a module script of its own; it starts itself.

const BOXES = "pre, .table-scroll, .math-display";

function labelOf(box) {
  if (box.dataset.scrollLabel) return box.dataset.scrollLabel;
  if (box.matches(".table-scroll")) return "Table";
  if (box.matches(".math-display")) return "Formula";
  return "Code";
}

const SCROLLS = new Set(["auto", "scroll"]);

/** Whether the learner can scroll `box` (sideways, or down for a box with a height limit). */
function scrolls(box) {
  const style = getComputedStyle(box);
  return (
    (SCROLLS.has(style.overflowX) && box.scrollWidth > box.clientWidth + 1) ||
    (SCROLLS.has(style.overflowY) && box.scrollHeight > box.clientHeight + 1)
  );
}

/** Focusable and named while `box` scrolls; as written otherwise. */
function update(box) {
  const overflows = scrolls(box);
  if (overflows === box.hasAttribute("data-scroll-focus")) return;
  if (overflows) {
    box.setAttribute("data-scroll-focus", "");
    box.tabIndex = 0;
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", labelOf(box));
  } else {
    box.removeAttribute("data-scroll-focus");
    for (const name of ["tabindex", "role", "aria-label"]) box.removeAttribute(name);
  }
}

/** Watches every box of the page, now and as they are added. */
function watchScrollBoxes(root = document.body) {
  if (!("ResizeObserver" in window)) return;
  const resized = new ResizeObserver((entries) => {
    for (const entry of entries) update(entry.target);
  });
  const seen = new WeakSet();
  const track = (box) => {
    // A box the page made focusable itself (e.g. the walkthrough's output) keeps its own.
    if (seen.has(box) || (box.hasAttribute("tabindex") && !box.hasAttribute("data-scroll-focus"))) {
      return;
    }
    seen.add(box);
    resized.observe(box);
  };
  const scan = (node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(BOXES)) track(node);
    for (const box of node.querySelectorAll(BOXES)) track(box);
  };
  scan(root);
  new MutationObserver((changes) => {
    for (const change of changes) change.addedNodes.forEach(scan);
  }).observe(root, { childList: true, subtree: true });
}

watchScrollBoxes();
