// labcloud view — CloudWatch panel: small inline-SVG charts of each function's, queue's and table's
// key AWS metrics over the last minutes, and every alarm with its state and reason. It follows the
// view's event stream (its own EventSource on /_labcloud/events/stream) and re-reads
// /_labcloud/cloudwatch/overview when metrics are published or an alarm changes (at most once a second).
(function () {
  "use strict";
  const BASE = "/_labcloud";
  const SVG = "http://www.w3.org/2000/svg";
  const W = 150, H = 36;
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

  // One sparkline: the series over [start, end), a missing period is a gap in the line.
  function chart(series, start, end, period) {
    const box = node("div", { class: "cw-chart", "data-metric": series.metric });
    const pts = series.points;
    const last = pts.length ? pts[pts.length - 1][1] : null;
    box.append(node("div", { class: "cw-label" }, series.label, " ", node("b", {}, fmt(last))));
    const g = svg("svg", { width: W, height: H, viewBox: `0 0 ${W} ${H}`, role: "img",
      "aria-label": `${series.metric} ${series.stat}` });
    g.append(svg("line", { x1: 0, y1: H - 1, x2: W, y2: H - 1, class: "cw-axis" }));
    if (pts.length) {
      const max = Math.max(...pts.map((p) => p[1]), 0);
      const min = Math.min(...pts.map((p) => p[1]), 0);
      const span = max - min || 1;
      const x = (ts) => ((ts - start) / Math.max(end - start - period, 1)) * (W - 4) + 2;
      const y = (v) => H - 3 - ((v - min) / span) * (H - 6);
      let d = "", prev = null;
      for (const [ts, v] of pts) {
        d += (prev !== null && ts - prev === period ? "L" : "M") + x(ts).toFixed(1) + " " + y(v).toFixed(1);
        prev = ts;
      }
      g.append(svg("path", { d, class: "cw-line" }));
      for (const [ts, v] of pts.slice(-1)) g.append(svg("circle", { cx: x(ts), cy: y(v), r: 2, class: "cw-dot" }));
      const title = svg("title", {});
      title.textContent = `${series.metric} (${series.stat}) max ${fmt(max)}`;
      g.append(title);
    }
    box.append(g);
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
