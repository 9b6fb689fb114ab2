// Building the page's elements from a script: every node from Python or the learner's code goes
// in as text (a text node), never as HTML. Shared by the modules that draw a result, the
// attempts and the compare view.

/** A DOM element with attributes and children; strings become text nodes, never HTML. */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "className") node.className = value;
    else node.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === "" || child === null || child === undefined) continue;
    node.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return node;
}
