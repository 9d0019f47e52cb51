// labcloud view — CloudWatch panel: small inline-SVG charts of each function's, queue's and table's
// key AWS metrics over the last minutes, and every alarm with its state and reason. It follows the
// view's event stream (its own EventSource on /_labcloud/events/stream) and re-reads
// /_labcloud/cloudwatch/overview when metrics are published or an alarm changes (at most once a second).
(function () {
  "use strict";
  const BASE = "/_labcloud";
  const SVG = "http://www.w3.org/2000/svg";
  const W = 170, H = 40, LEFT = 30, TOP = 4, BOTTOM = 4;
  const stats = { renders: 0, lastData: null, connected: false };

  function node(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    for (const c of children) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
    return e;
  }

  function svg(tag, attrs) {
    const e = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
    return e;
  }

  function fmt(v) {
    if (v === null || v === undefined) return "–";
    const a = Math.abs(v);
    if (a >= 1e6) return (v / 1e6).toFixed(1) + "M";
    if (a >= 1e3) return (v / 1e3).toFixed(1) + "k";
    return Number.isInteger(v) ? String(v) : v.toFixed(a < 10 ? 2 : 1);
  }

  function clock(ts, period) {
    const d = new Date(ts * 1000), two = (n) => String(n).padStart(2, "0");
    return `${two(d.getHours())}:${two(d.getMinutes())}` + (period === 1 ? `:${two(d.getSeconds())}` : "");
  }

  // One chart: the series over [start, end), a missing period is a gap in the line. The y axis is
  // labelled with its range, the x axis with the window's start and end times. A count (Sum) is shown
  // as its total over the window, as "N in M min", so it reads like the view's own counts; a gauge
  // (Average, Maximum) as its latest value.
  function chart(series, start, end, period) {
    const box = node("div", { class: "cw-chart", "data-metric": series.metric });
    const pts = series.points;
    const minutes = Math.round((end - start) / 60);
    const summed = series.stat === "Sum";
    const shown = !pts.length ? null : summed ? pts.reduce((t, p) => t + p[1], 0) : pts[pts.length - 1][1];
    box.append(node("div", { class: "cw-label" }, series.label, " ", node("b", {}, fmt(shown)),
      node("span", { class: "cw-when" }, summed ? ` in ${minutes} min` : " latest")));
    const g = svg("svg", { width: W, height: H, viewBox: `0 0 ${W} ${H}`, role: "img",
      "aria-label": `${series.metric} ${series.stat}, ${clock(start, period)} to ${clock(end, period)}` });
    const max = pts.length ? Math.max(...pts.map((p) => p[1]), 0) : 0;
    const min = pts.length ? Math.min(...pts.map((p) => p[1]), 0) : 0;
    const span = max - min || 1;
    const x = (ts) => LEFT + ((ts - start) / Math.max(end - start - period, 1)) * (W - LEFT - 2);
    const y = (v) => H - BOTTOM - ((v - min) / span) * (H - TOP - BOTTOM);
    g.append(svg("line", { x1: LEFT - 2, y1: y(min), x2: W, y2: y(min), class: "cw-axis" }));
    g.append(svg("line", { x1: LEFT - 2, y1: TOP, x2: LEFT - 2, y2: H - BOTTOM, class: "cw-axis" }));
    for (const [value, at, cls] of [[max, TOP + 6, "cw-ymax"], [min, H - BOTTOM, "cw-ymin"]]) {
      const tick = svg("text", { x: LEFT - 5, y: at, class: "cw-tick " + cls, "text-anchor": "end" });
      tick.textContent = fmt(value);
      g.append(tick);
    }
    if (pts.length) {
      let d = "", prev = null;
      for (const [ts, v] of pts) {
        d += (prev !== null && ts - prev === period ? "L" : "M") + x(ts).toFixed(1) + " " + y(v).toFixed(1);
        prev = ts;
      }
      g.append(svg("path", { d, class: "cw-line" }));
      for (const [ts, v] of pts.slice(-1)) g.append(svg("circle", { cx: x(ts), cy: y(v), r: 2, class: "cw-dot" }));
    }
    const title = svg("title", {});
    title.textContent = `${series.metric} (${series.stat} per ${period === 1 ? "second" : "minute"}), ` +
      `${clock(start, period)}–${clock(end, period)}: max ${fmt(max)}` + (summed ? `, total ${fmt(shown || 0)}` : "");
    g.append(title);
    box.append(g);
    box.append(node("div", { class: "cw-times" }, node("span", { class: "cw-start" }, clock(start, period)),
      node("span", { class: "cw-end" }, clock(end, period))));
    return box;
  }

  function resources(kind, items, data) {
    const wrap = node("div", { class: "cw-group", "data-kind": kind });
    for (const item of items) {
      const row = node("div", { class: "cw-resource", "data-name": item.name });
      row.append(node("div", { class: "cw-name mono" }, item.name));
      const charts = node("div", { class: "cw-charts" });
      for (const s of item.series) charts.append(chart(s, data.start, data.end, data.period));
      row.append(charts);
      wrap.append(row);
    }
    return wrap;
  }

  function alarms(list) {
    const table = node("table", { class: "rows cw-alarms" });
    table.append(node("thead", {}, node("tr", {}, node("th", {}, "alarm"), node("th", {}, "state"),
      node("th", {}, "metric"), node("th", {}, "reason"))));
    const body = node("tbody", {});
    for (const a of list) {
      body.append(node("tr", { "data-alarm": a.name, "data-state": a.state },
        node("td", { class: "mono" }, a.name),
        node("td", {}, node("span", { class: "cw-state cw-" + a.state }, a.state)),
        node("td", { class: "mono" }, `${a.namespace || ""} ${a.metric}`),
        node("td", { class: "cw-reason" }, a.reason)));
    }
    table.append(body);
    return table;
  }

  function render(data) {
    const panel = document.getElementById("panel-metrics");
    if (!panel) return;
    const body = panel.querySelector(".cw-body");
    body.replaceChildren();
    const period = data.period === 1 ? "1-second" : "1-minute";
    panel.querySelector(".cw-period").textContent = `${period} periods, last ${Math.round((data.end - data.start) / 60)} min`;
    if (data.alarms.length) body.append(node("h3", {}, "Alarms"), alarms(data.alarms));
    const groups = [["functions", "Functions (AWS/Lambda)"], ["queues", "Queues (AWS/SQS)"], ["tables", "Tables (AWS/DynamoDB)"]];
    let any = data.alarms.length > 0;
    for (const [kind, title] of groups) {
      if (!data[kind].length) continue;
      any = true;
      body.append(node("h3", {}, title), resources(kind, data[kind], data));
    }
    panel.querySelector(".cw-empty").hidden = any;
    stats.renders++;
    stats.lastData = data;
  }

  let pending = null, inflight = false, lastAt = 0;
  async function refresh() {
    pending = null;
    if (inflight) { soon(); return; }
    inflight = true;
    try {
      const r = await fetch(`${BASE}/cloudwatch/overview?minutes=15`);
      if (r.ok) render(await r.json());
    } catch (e) { /* retried on the next event */ }
    inflight = false;
    lastAt = performance.now();
  }
  function soon() {
    if (pending) return;
    pending = setTimeout(refresh, Math.max(0, 1000 - (performance.now() - lastAt)));
  }

  async function connect() {
    let after = 0;
    try {
      const head = await (await fetch(`${BASE}/events?after=0&limit=1`)).json();
      after = head.last_seq || 0;  // only what happens from now on: the overview holds the past
    } catch (e) { setTimeout(connect, 1000); return; }
    const source = new EventSource(`${BASE}/events/stream?after=${after}`);
    source.onopen = () => { stats.connected = true; soon(); };
    source.addEventListener("event", (msg) => {
      let ev;
      try { ev = JSON.parse(msg.data); } catch (e) { return; }
      if (ev.kind && (ev.kind.startsWith("cloudwatch.") || ev.kind === "lambda.function.deleted"
        || ev.kind === "sqs.queue.deleted" || ev.kind === "dynamodb.table.deleted")) soon();
    });
    source.onerror = () => { stats.connected = false; source.close(); setTimeout(connect, 1000); };
  }

  window.labcloudMetrics = { stats, refresh };
  refresh();
  connect();
})();
