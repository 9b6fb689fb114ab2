// Building the page's elements from a script: every node from Python or the learner's code goes
// in as text (a text node), never as HTML; and the styles those modules bring with them.
// Shared by the modules that draw a result, the attempts and the compare view.

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

/** Adds the stylesheet at `url` to the page. Resolves once it has loaded, or failed (what it
 *  styles still works, plainly): a module that awaits it before it draws never shows its
 *  elements unstyled first, even on a slow link. */
export function addStylesheet(url) {
  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: url });
  const settled = new Promise((resolve) => {
    link.addEventListener("load", resolve, { once: true });
    link.addEventListener("error", resolve, { once: true });
  });
  document.head.append(link);
  return settled;
}
