// Small SVG charts: axes with ticks, one polyline and its points per series (or grouped bars), a
// legend.
// Hand-written rather than a charting library: the walkthrough needs two static charts of a few
// dozen points, which is less code than a library's glue. Colours come from walkthrough.css
// (classes series-0, series-1, ...) and the theme's variables (style.css), so the charts follow
// the light and the dark theme and nothing here needs an inline style (the CSP forbids it).

const SVG_NS = "http://www.w3.org/2000/svg";
const WIDEST = 640; // the viewBox's width; a narrower box keeps the text legible on a phone
const HEIGHT = 340;
const MARGIN = { top: 14, right: 18, bottom: 52, left: 70 };

let chartCount = 0;

/** Numbers for a tick label: short, and exponent notation only when they are tiny or huge. */
export function formatTick(value) {
  if (value === 0) return "0";
  const size = Math.abs(value);
  if (size < 1e-3 || size >= 1e5) {
    const [mantissa, exponent] = value.toExponential(1).split("e");
    return `${mantissa.replace(/\.0$/, "")}e${Number(exponent)}`;
  }
  return String(Number(value.toPrecision(3)));
}

/** About `count` round ticks (1, 2 or 5 times a power of ten) covering [low, high]. */
export function linearTicks(low, high, count = 5) {
  if (!(high > low)) return [low];
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const ticks = [];
  for (let tick = Math.ceil(low / step) * step; tick <= high + step * 1e-9; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
  }
  return ticks;
}

/** Ticks for a log axis on [low, high] (both > 0): powers of ten, or 1-2-5 steps if few. */
export function logTicks(low, high) {
  const ticks = [];
  for (let e = Math.floor(Math.log10(low)); e <= Math.ceil(Math.log10(high)); e += 1) {
    for (const m of [1, 2, 5]) {
      const tick = Number((m * 10 ** e).toPrecision(12));
      if (tick >= low * (1 - 1e-9) && tick <= high * (1 + 1e-9)) ticks.push({ tick, major: m === 1 });
    }
  }
  const majors = ticks.filter((t) => t.major).map((t) => t.tick);
  return majors.length >= 3 ? majors : ticks.map((t) => t.tick);
}

/** The range of `values` widened a little, so no point sits on the frame. */
function extent(values, log) {
  if (values.length === 0) return log ? [1, 10] : [0, 1]; // nothing to show: an empty frame
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (log) {
    const pad = (Math.log10(high) - Math.log10(low) || 1) * 0.06;
    return [low / 10 ** pad, high * 10 ** pad];
  }
  if (low === high) {
    low -= 1;
    high += 1;
  }
  const pad = (high - low) * 0.05;
  return [low >= 0 && low - pad < 0 ? 0 : low - pad, high + pad];
}

/** A function from data to pixels along one axis. */
function scale([low, high], [from, to], log) {
  const f = log ? Math.log10 : (v) => v;
  const a = f(low);
  const b = f(high);
  return (v) => from + ((f(v) - a) / (b - a)) * (to - from);
}

function svg(tag, attributes = {}, text = "") {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  if (text) node.textContent = text;
  return node;
}

/**
 * A <figure> with a line chart and its legend.
 * spec: {title, caption, xLabel, yLabel, logX, logY, xTicks?, yMin?, yMax?, width? (CSS pixels
 *        available), series: [{label, x: [...], y: [...], dotted?, points? (false: no markers),
 *        labels? (a text per point, "" for none)}]}
 * Points a log axis cannot show (<= 0) are left out; the caption should say so.
 */
export function lineChart(spec) {
  const series = spec.series.map((s) => ({
    label: s.label,
    dotted: Boolean(s.dotted),
    markers: s.points !== false,
    points: s.x
      .map((x, i) => [x, s.y[i], s.labels?.[i] ?? ""])
      .filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y))
      .filter(([x, y]) => (!spec.logX || x > 0) && (!spec.logY || y > 0)),
  }));
  const xs = series.flatMap((s) => s.points.map(([x]) => x));
  const ys = series.flatMap((s) => s.points.map(([, y]) => y));
  const chart = frame(spec, extent(xs, spec.logX), yExtent(spec, ys));
  const { root, px, py } = chart;
  series.forEach((s, index) => {
    const group = svg("g", {
      class: `series series-${index}${s.dotted ? " dotted" : ""}`,
      "data-label": s.label,
    });
    const coords = s.points.map(([x, y]) => [px(x).toFixed(1), py(y).toFixed(1)]);
    group.append(svg("polyline", { points: coords.map((c) => c.join(",")).join(" ") }));
    s.points.forEach(([x, y, text], i) => {
      const [cx, cy] = coords[i];
      if (s.markers) {
        const point = svg("circle", { cx, cy, r: 3, class: "point" });
        point.append(svg("title", {}, `${s.label}: ${spec.xLabel} ${formatTick(x)}, ${formatTick(y)}`));
        group.append(point);
      }
      if (text) group.append(svg("text", { x: cx, y: Number(cy) - 8, class: "point-label" }, text));
    });
    root.append(group);
  });
  return figure(spec, root, series);
}

/**
 * A <figure> with grouped bars: one group per category, one bar per series.
 * spec: as lineChart's, where every series has the same `x` (the categories, in order).
 */
export function barChart(spec) {
  const categories = spec.series[0]?.x ?? [];
  const series = spec.series.map((s) => ({ label: s.label, values: s.y }));
  const ys = series.flatMap((s) => s.values).filter((y) => Number.isFinite(y) && (!spec.logY || y > 0));
  const yRange = yExtent(spec, spec.logY ? ys : [0, ...ys]);
  // Categories sit at 0 .. n-1; the x axis reaches half a step past each end.
  const chart = frame({ ...spec, logX: false, xTicks: categories.map((_, i) => i) }, [-0.5, categories.length - 0.5], yRange, categories);
  const { root, px, py, bottom } = chart;
  const band = (px(1) - px(0)) * 0.8;
  const width = band / Math.max(1, series.length);
  series.forEach((s, index) => {
    const group = svg("g", { class: `series series-${index} bars`, "data-label": s.label });
    s.values.forEach((y, i) => {
      if (!Number.isFinite(y) || (spec.logY && y <= 0)) return;
      const x = px(i) - band / 2 + index * width;
      const top = py(y);
      const bar = svg("rect", { x: x.toFixed(1), y: top.toFixed(1), width: (width - 1).toFixed(1), height: Math.max(0, bottom - top).toFixed(1), class: "bar" });
      bar.append(svg("title", {}, `${s.label}: ${spec.xLabel} ${categories[i]}, ${formatTick(y)}`));
      group.append(bar);
    });
    root.append(group);
  });
  return figure(spec, root, series);
}

/** The y range: the spec's yMin / yMax where given, else the data's. */
function yExtent(spec, ys) {
  const [low, high] = extent(ys, spec.logY);
  return [spec.yMin ?? low, spec.yMax ?? high];
}

/** The chart's <svg> with its grid, ticks, frame and axis labels; `names` label the x ticks
 *  in place of their numbers (categories). */
function frame(spec, xRange, yRange, names = null) {
  chartCount += 1;
  const id = `chart-${chartCount}`;
  const WIDTH = Math.round(Math.max(300, Math.min(WIDEST, spec.width ?? WIDEST)));
  const left = MARGIN.left;
  const right = WIDTH - MARGIN.right;
  const top = MARGIN.top;
  const bottom = HEIGHT - MARGIN.bottom;
  const px = scale(xRange, [left, right], spec.logX);
  const py = scale(yRange, [bottom, top], spec.logY);

  const root = svg("svg", {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    role: "img",
    "aria-labelledby": `${id}-title`,
    class: "chart",
  });
  root.append(svg("title", { id: `${id}-title` }, spec.title));

  const grid = svg("g", { class: "grid" });
  const axes = svg("g", { class: "axes" });
  const yTicks = spec.logY ? logTicks(...yRange) : linearTicks(...yRange);
  for (const tick of yTicks) {
    const y = py(tick);
    grid.append(svg("line", { x1: left, x2: right, y1: y, y2: y }));
    axes.append(svg("text", { x: left - 8, y, class: "tick-y" }, formatTick(tick)));
  }
  const xTicks = spec.xTicks ?? (spec.logX ? logTicks(...xRange) : linearTicks(...xRange, 6));
  for (const [i, tick] of xTicks.entries()) {
    const x = px(tick);
    if (!names) grid.append(svg("line", { x1: x, x2: x, y1: top, y2: bottom }));
    axes.append(svg("text", { x, y: bottom + 18, class: "tick-x" }, names ? String(names[i]) : formatTick(tick)));
  }
  axes.append(svg("rect", { x: left, y: top, width: right - left, height: bottom - top, class: "frame" }));
  axes.append(svg("text", { x: (left + right) / 2, y: HEIGHT - 8, class: "axis-label" }, spec.xLabel));
  axes.append(
    svg(
      "text",
      { x: 0, y: 0, class: "axis-label", transform: `translate(16 ${(top + bottom) / 2}) rotate(-90)` },
      spec.yLabel,
    ),
  );
  root.append(grid, axes);
  return { root, px, py, bottom };
}

function figure(spec, root, series) {
  const figure = document.createElement("figure");
  figure.className = "chart-figure";
  figure.dataset.test = "chart";
  const heading = document.createElement("figcaption");
  const name = document.createElement("strong");
  name.textContent = spec.title;
  heading.append(name);
  if (spec.caption) heading.append(` ${spec.caption}`);
  figure.append(heading, root);
  if (series.length > 1) figure.append(legend(series));
  return figure;
}

function legend(series) {
  const list = document.createElement("ul");
  list.className = "legend";
  series.forEach((s, index) => {
    const item = document.createElement("li");
    const swatch = document.createElement("span");
    swatch.className = `swatch series-${index}`;
    swatch.setAttribute("aria-hidden", "true");
    item.append(swatch, s.label);
    list.append(item);
  });
  return list;
}
