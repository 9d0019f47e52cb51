// The Step Functions panel of the view: a state machine drawn as a graph from its definition and, for
// an execution, the path it took (green succeeded, red failed, amber caught, blue running). Clicking a
// state shows each visit's input and output and every Task attempt (the retries), a Lambda attempt
// linked to its invocation in the invocations panel. Reads /_labcloud/stepfunctions/machines and
// /_labcloud/stepfunctions/graph; lays the graph out itself in ranks (no library).
(function () {
  "use strict";
  const main = document.querySelector("main.grid");
  if (!main) return;
  const SVG = "http://www.w3.org/2000/svg";
  const W = 150, H = 34, GAP_X = 28, GAP_Y = 46, POLL_MS = 2500;
  const panel = document.createElement("section");
  panel.className = "panel wide";
  panel.id = "panel-stepfunctions";
  panel.innerHTML = '<h2>Step Functions <span class="count" id="count-sfn"></span></h2>' +
    '<div class="sfn-pick"><select id="sfn-machine"></select> <select id="sfn-execution"></select> ' +
    '<span class="sfn-legend"><b class="succeeded">succeeded</b> <b class="failed">failed</b> ' +
    '<b class="caught">caught</b> <b class="running">running</b></span></div>' +
    '<div class="sfn-body"><div class="sfn-graph" id="sfn-graph"></div><div class="sfn-detail" id="sfn-detail">' +
    '<p class="empty">click a state</p></div></div><p class="empty" id="sfn-empty">no state machines</p>';
  main.appendChild(panel);
  const style = document.createElement("style");
  style.textContent = ".sfn-body{display:flex;gap:12px;align-items:flex-start}.sfn-graph{overflow:auto;flex:1 1 60%}" +
    ".sfn-detail{flex:1 1 40%;max-height:55vh;overflow:auto}.sfn-legend b{font-weight:400;padding:0 6px;border-radius:8px}" +
    ".sfn-node rect{fill:#fff;stroke:#9aa3b5;rx:6}.sfn-node text{font-size:11px;pointer-events:none}" +
    ".sfn-node{cursor:pointer}.sfn-node.sel rect{stroke-width:3}" +
    ".sfn-node.succeeded rect,.sfn-legend .succeeded{fill:#e6f4ea;background:#e6f4ea;stroke:#1f7a3a}" +
    ".sfn-node.failed rect,.sfn-legend .failed{fill:#fce8e6;background:#fce8e6;stroke:#b3261e}" +
    ".sfn-node.caught rect,.sfn-legend .caught{fill:#fff4d6;background:#fff4d6;stroke:#8a5a00}" +
    ".sfn-node.running rect,.sfn-legend .running{fill:#e3ecfb;background:#e3ecfb;stroke:#2457c5}" +
    ".sfn-edge{stroke:#9aa3b5;fill:none}.sfn-edge.catch{stroke-dasharray:4 3;stroke:#b3261e}" +
    ".sfn-edge.branch,.sfn-edge.iteration{stroke-dasharray:2 3}";
  document.head.appendChild(style);
  const machineSel = panel.querySelector("#sfn-machine");
  const execSel = panel.querySelector("#sfn-execution");
  const graphBox = panel.querySelector("#sfn-graph");
  const detail = panel.querySelector("#sfn-detail");
  const empty = panel.querySelector("#sfn-empty");
  const count = panel.querySelector("#count-sfn");
  let machines = [];
  let shown = null;       // the last graph document drawn
  let selected = null;    // the selected state's name
  let drawnKey = "";

  function el(tag, attrs, ...kids) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "onclick") node.addEventListener("click", v); else node.setAttribute(k, v);
    }
    for (const kid of kids.flat()) if (kid !== null && kid !== undefined) node.append(kid);
    return node;
  }
  function svg(tag, attrs) {
    const node = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    return node;
  }
  const pretty = (v) => (v === undefined ? "" : JSON.stringify(v, null, 2));
  const time = (ts) => (ts ? new Date(ts * 1000).toLocaleTimeString() : "");

  // Ranks: breadth-first from StartAt along every edge kind; each state keeps its first (lowest) rank.
  function place(graph) {
    const out = new Map();
    for (const e of graph.edges) { if (!out.has(e.from)) out.set(e.from, []); out.get(e.from).push(e.to); }
    const rank = new Map([[graph.startAt, 0]]);
    const queue = [graph.startAt];
    while (queue.length) {
      const at = queue.shift();
      for (const to of out.get(at) || []) if (!rank.has(to)) { rank.set(to, rank.get(at) + 1); queue.push(to); }
    }
    let spare = Math.max(0, ...rank.values()) + 1;
    for (const n of graph.nodes) if (!rank.has(n.id)) rank.set(n.id, spare++);
    const rows = new Map();
    for (const n of graph.nodes) { const r = rank.get(n.id); if (!rows.has(r)) rows.set(r, []); rows.get(r).push(n); }
    const widest = Math.max(1, ...[...rows.values()].map((r) => r.length));
    const pos = new Map();
    for (const [r, row] of rows) {
      const offset = ((widest - row.length) * (W + GAP_X)) / 2;
      row.forEach((n, i) => pos.set(n.id, { x: 10 + offset + i * (W + GAP_X), y: 10 + r * (H + GAP_Y) }));
    }
    return { pos, width: 20 + widest * (W + GAP_X), height: 20 + rows.size * (H + GAP_Y) };
  }

  function draw(doc) {
    const { pos, width, height } = place(doc.graph);
    const root = svg("svg", { width, height, viewBox: `0 0 ${width} ${height}`, role: "img" });
    const defs = svg("defs");
    const marker = svg("marker", { id: "sfn-arrow", viewBox: "0 0 10 10", refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: "auto" });
    marker.append(svg("path", { d: "M0,0 L10,5 L0,10 z", fill: "#9aa3b5" }));
    defs.append(marker); root.append(defs);
    for (const e of doc.graph.edges) {
      const a = pos.get(e.from), b = pos.get(e.to);
      if (!a || !b) continue;
      const down = b.y > a.y;
      const line = svg("path", {
        class: "sfn-edge " + e.kind, "marker-end": "url(#sfn-arrow)",
        d: down ? `M${a.x + W / 2},${a.y + H} L${b.x + W / 2},${b.y}`
          : `M${a.x + W},${a.y + H / 2} C${a.x + W + 40},${a.y + H / 2} ${b.x + W + 40},${b.y + H / 2} ${b.x + W},${b.y + H / 2}`,
      });
      const title = svg("title"); title.textContent = e.kind + (e.errors ? " " + e.errors.join(", ") : "");
      line.append(title); root.append(line);
    }
    for (const n of doc.graph.nodes) {
      const p = pos.get(n.id);
      const st = doc.states[n.id];
      const g = svg("g", { class: "sfn-node" + (st ? " " + st.status : "") + (selected === n.id ? " sel" : ""),
        transform: `translate(${p.x},${p.y})`, tabindex: 0, "data-state": n.id });
      g.append(svg("rect", { width: W, height: H }));
      const label = svg("text", { x: 8, y: 14 }); label.textContent = n.id.length > 22 ? n.id.slice(0, 21) + "\u2026" : n.id;
      const kind = svg("text", { x: 8, y: 27, fill: "#6b7385" });
      kind.textContent = n.type + (n.mode === "DISTRIBUTED" ? " (distributed)" : "") + (st && st.retries ? ` \u21bb${st.retries}` : "");
      const title = svg("title"); title.textContent = n.id + (n.resource ? "\n" + n.resource : "");
      g.append(label, kind, title);
      g.addEventListener("click", () => { selected = n.id; render(doc); });
      root.append(g);
    }
    graphBox.replaceChildren(root);
  }

  function lambdaLink(id) {
    const view = window.labcloudView;
    return el("a", { href: "#inv-" + id, class: "mono inv-link", onclick: (e) => {
      if (view && view.reveal) { e.preventDefault(); view.reveal(id); }
    } }, "\u03bb " + id);
  }

  function showDetail(doc) {
    if (!selected) { detail.replaceChildren(el("p", { class: "empty" }, "click a state")); return; }
    const st = doc.states[selected];
    const node = doc.graph.nodes.find((n) => n.id === selected) || {};
    const parts = [el("h4", null, `${selected} \u2014 ${node.type || ""}`)];
    if (node.resource) parts.push(el("div", { class: "mono" }, node.resource));
    if (!st) parts.push(el("p", { class: "empty" }, doc.execution ? "not reached by this execution" : "pick an execution"));
    else st.visits.forEach((v, i) => {
      parts.push(el("h4", null, `visit ${i + 1}: ${time(v.entered)}${v.exited ? " \u2192 " + time(v.exited) : " (not exited)"}`));
      if (v.mapRunArn) parts.push(el("div", { class: "mono" }, "map run " + v.mapRunArn));
      parts.push(el("div", null, "input"), el("pre", null, pretty(v.input)));
      v.attempts.forEach((a, j) => {
        parts.push(el("div", null, `attempt ${j + 1} (${a.status})${j ? " \u2014 retry " + j : ""} `,
          a.lambdaRequestId ? lambdaLink(a.lambdaRequestId) : null));
        if (a.error !== undefined) parts.push(el("pre", { class: "err" }, `${a.error}: ${a.cause || ""}`));
      });
      if (v.exited) parts.push(el("div", null, "output"), el("pre", null, pretty(v.output)));
    });
    detail.replaceChildren(...parts);
  }

  function render(doc) { shown = doc; draw(doc); showDetail(doc); }

  async function load() {
    const m = machineSel.value, x = execSel.value;
    if (!m) return;
    const q = x ? "executionArn=" + encodeURIComponent(x) : "stateMachineArn=" + encodeURIComponent(m);
    const answer = await fetch("/_labcloud/stepfunctions/graph?" + q);
    if (answer.ok) render(await answer.json());
  }

  function options(select, items, keep) {
    const had = select.value;
    select.replaceChildren(...items.map(([value, text]) => el("option", { value }, text)));
    if (keep && items.some(([v]) => v === had)) select.value = had;
  }

  function executionOptions() {
    const m = machines.find((x) => x.stateMachineArn === machineSel.value);
    options(execSel, [["", "definition only"], ...((m && m.executions) || []).map((e) =>
      [e.executionArn, `${e.name} \u2014 ${e.status}`])], true);
  }

  async function poll() {
    try {
      const answer = await fetch("/_labcloud/stepfunctions/machines");
      if (answer.ok) {
        machines = (await answer.json()).stateMachines || [];
        count.textContent = machines.length ? String(machines.length) : "";
        empty.hidden = machines.length > 0;
        options(machineSel, machines.map((m) => [m.stateMachineArn, `${m.name} (${m.type})`]), true);
        executionOptions();
        const key = machineSel.value + "|" + execSel.value;
        const live = shown && shown.execution && shown.execution.status === "RUNNING";
        if (key !== drawnKey || live) { drawnKey = key; await load(); }
      }
    } catch (e) {
      // the server is restarting: try again on the next tick
    }
    setTimeout(poll, POLL_MS);
  }
  function pick() { selected = null; drawnKey = machineSel.value + "|" + execSel.value; load(); }
  machineSel.addEventListener("change", () => { executionOptions(); execSel.value = ""; pick(); });
  execSel.addEventListener("change", pick);
  poll();
})();
