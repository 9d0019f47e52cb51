// The prove page: starts runs (POST /_labcloud/prove), follows them, draws each key's timeline.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  let selected = null;

  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (cls) node.className = cls;
    return node;
  }

  async function getJSON(path, options) {
    const response = await fetch(path, options);
    const body = await response.json();
    if (!response.ok) throw new Error((body.error && (body.error.code + ": " + body.error.message)) || response.status);
    return body;
  }

  function describe(item) {
    const t = new Date(item.ts * 1000).toISOString().slice(11, 23);
    if (item.what === "fault") return [t + " fault " + item.fault + " on " + item.copy_id + (item.detail ? " (" + item.detail + ")" : ""), "fault"];
    if (item.what === "delivery") return [t + " delivered " + item.copy_id + " → batch " + item.outcome, "delivery"];
    if (item.what === "invocation") return [t + " invocation " + item.request_id.slice(0, 8) + " " + item.status + (item.error_type ? " " + item.error_type : ""), "invocation-" + item.status];
    if (item.what === "write") return [t + " " + item.operation + " " + item.table + " " + item.outcome + (item.error_code ? " " + item.error_code : "") + (item.changed ? " (changed the item)" : ""), "write-" + item.outcome];
    return [t + " " + item.what + " " + (item.copy_id || ""), item.what];
  }

  function drawReport(run) {
    const report = run.report;
    $("report-title").textContent = "Report " + run.run_id + " · " + run.state;
    const keys = $("keys");
    keys.replaceChildren();
    if (!report) { $("report-totals").textContent = "running… " + JSON.stringify(run.progress || {}); return; }
    const totals = report.totals;
    $("report-totals").textContent = "verdict " + report.verdict.toUpperCase() + " · " + totals.passed + "/" + totals.keys +
      " keys passed · seed " + report.seed + " · faults applied " + JSON.stringify(totals.faults_applied);
    for (const entry of report.keys) {
      const box = el("div", null, "key");
      const title = el("h3", entry.key);
      title.appendChild(el("span", entry.verdict, "verdict " + (entry.passed ? "pass" : "fail")));
      const trace = el("a", "trace", "trace-link");  // the key's path across services (the trace page)
      trace.href = "/_labcloud/view/trace?key=" + encodeURIComponent(entry.key);
      title.appendChild(trace);
      box.appendChild(title);
      box.appendChild(el("p", entry.why, "why"));
      const list = el("ul", null, "timeline");
      for (const item of entry.timeline) {
        const [text, cls] = describe(item);
        list.appendChild(el("li", text, cls));
      }
      box.appendChild(list);
      keys.appendChild(box);
    }
  }

  // every fault.injected event (prove runs, fault rules, FIS experiments), newest first, with why
  let faultCursor = 0;
  const faultLines = [];

  function whyFault(d) {
    if (d.fault === "rule") return "rule " + d.rule_id + ": " + d.service + ":" + d.operation + " answered " + d.code + " (" + d.status + ") " + d.phase + " the call";
    if (String(d.fault).startsWith("fis:")) return d.fault.slice(4) + " (experiment " + d.experiment_id + ", action " + d.action + ") on " + d.function_arn;
    if (String(d.fault).startsWith("prove.")) return d.fault + " " + d.run_id + (d.verdict ? " verdict " + d.verdict : "");
    return d.fault + " on " + d.copy_id + " of key " + d.key + (d.detail ? ": " + d.detail : "") + " (run " + d.run_id + ")";
  }

  async function refreshFaults() {
    const answer = await getJSON("/_labcloud/events?kind=fault.injected&limit=500&after=" + faultCursor);
    for (const ev of answer.events) {
      faultCursor = Math.max(faultCursor, ev.seq);
      const d = ev.data || {};
      const t = new Date(ev.ts * 1000).toISOString().slice(11, 23);
      faultLines.unshift(t + " " + whyFault(d) + (d.request_id ? " · request " + String(d.request_id).slice(0, 8) : ""));
    }
    faultLines.length = Math.min(faultLines.length, 300);
    const list = $("faults");
    list.replaceChildren(...faultLines.map((line) => el("li", line, "fault")));
    $("count-faults").textContent = faultLines.length ? String(faultLines.length) : "";
  }

  async function refresh() {
    refreshFaults().catch(() => {});
    try {
      const { runs } = await getJSON("/_labcloud/prove");
      const list = $("runs");
      list.replaceChildren();
      for (const run of runs) {
        const item = el("li", run.run_id + " · " + run.state + " · " + run.function + " · seed " + run.seed,
          run.run_id === selected ? "selected" : "");
        item.addEventListener("click", () => { selected = run.run_id; refresh(); });
        list.appendChild(item);
      }
      if (!selected && runs.length) selected = runs[0].run_id;
      if (selected) drawReport(await getJSON("/_labcloud/prove/" + encodeURIComponent(selected)));
      $("status").textContent = runs.some((r) => r.state === "running") ? "running" : "idle";
    } catch (error) {
      $("status").textContent = "offline";
    }
  }

  $("start").addEventListener("submit", async (event) => {
    event.preventDefault();
    const form = new FormData(event.target);
    const body = {
      mapping: form.get("mapping"), key: form.get("key") || "$.id", faults: form.get("faults") || "all",
      rate: Number(form.get("rate")), fast: form.get("fast") === "on",
      messages: String(form.get("messages")).split("\n").map((l) => l.trim()).filter(Boolean),
    };
    if (form.get("seed")) body.seed = Number(form.get("seed"));
    if (form.get("table")) body.table = form.get("table");
    $("start-error").textContent = "";
    try {
      const run = await getJSON("/_labcloud/prove", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      selected = run.run_id;
      refresh();
    } catch (error) {
      $("start-error").textContent = error.message;
    }
  });

  refresh();
  setInterval(refresh, 1000);
})();
