// labcloud view: the CloudFormation panel — stacks with their status, resources and latest events.
// Self-contained (its own panel, styles and polling of /_labcloud/cloudformation/stacks) so the main
// view script stays untouched.
"use strict";

(function () {
  const URL = "/_labcloud/cloudformation/stacks";
  const POLL_MS = 1500;
  const open = new Set();  // stack ids whose details are expanded

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === "class") node.className = v;
      else if (k === "text") node.textContent = v;
      else node.setAttribute(k, String(v));
    }
    for (const child of children.flat()) {
      if (child === undefined || child === null || child === false) continue;
      node.append(child instanceof Node ? child : String(child));
    }
    return node;
  }

  function tone(status) {
    if (!status) return "";
    if (status.endsWith("FAILED") || status.startsWith("ROLLBACK") || status.includes("ROLLBACK_COMPLETE")) return "bad";
    if (status.endsWith("IN_PROGRESS")) return "warn";
    if (status === "DELETE_SKIPPED") return "warn";
    return "ok";
  }

  function when(ts) {
    const d = new Date(ts * 1000);
    const p = (n, w) => String(n).padStart(w || 2, "0");
    return `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}.${p(d.getMilliseconds(), 3)}`;
  }

  function badge(status) { return el("span", { class: `cfn-status ${tone(status)}`, text: status }); }

  function stackNode(stack) {
    const details = el("details", { class: "cfn-stack", "data-stack": stack.stack_id });
    if (open.has(stack.stack_id)) details.open = true;
    details.addEventListener("toggle", () => {
      if (details.open) open.add(stack.stack_id); else open.delete(stack.stack_id);
    });
    details.append(el("summary", null, el("b", { text: stack.name }), " ", badge(stack.status),
      stack.reason ? el("span", { class: "cfn-reason", text: ` ${stack.reason}` }) : null,
      el("span", { class: "count", text: `${stack.resources.length}` })));
    const resources = el("table", { class: "rows" },
      el("thead", null, el("tr", null, el("th", { text: "logical id" }), el("th", { text: "type" }),
        el("th", { text: "physical id" }), el("th", { text: "status" }))),
      el("tbody", null, stack.resources.map((r) => el("tr", null,
        el("td", { text: r.logical_id }), el("td", { class: "mono", text: r.type }),
        el("td", { class: "mono", text: r.physical_id || "" }),
        el("td", null, badge(r.status), r.reason ? el("div", { class: "cfn-reason", text: r.reason }) : null)))));
    const outputs = stack.outputs.length ? el("ul", { class: "plain" }, stack.outputs.map((o) =>
      el("li", null, el("b", { text: o.OutputKey }), " = ", el("span", { class: "mono", text: o.OutputValue }),
        o.ExportName ? ` (export ${o.ExportName})` : ""))) : null;
    const events = el("table", { class: "rows" },
      el("thead", null, el("tr", null, el("th", { text: "time" }), el("th", { text: "logical id" }),
        el("th", { text: "status" }), el("th", { text: "reason" }))),
      el("tbody", null, stack.events.map((e) => el("tr", null,
        el("td", { class: "mono", text: when(e.time) }), el("td", { text: e.logical_id }),
        el("td", null, badge(e.status)), el("td", { class: "cfn-reason", text: e.reason || "" })))));
    details.append(el("h3", { text: "Resources" }), resources);
    if (outputs) details.append(el("h3", { text: "Outputs" }), outputs);
    details.append(el("h3", { text: "Events (newest first)" }), events);
    return details;
  }

  function mount() {
    const style = el("link", { rel: "stylesheet", href: "/_labcloud/view/static/cloudformation.css" });
    document.head.append(style);
    const panel = el("section", { class: "panel wide", id: "panel-stacks" },
      el("h2", null, "CloudFormation stacks ", el("span", { class: "count", id: "count-stacks" })),
      el("div", { id: "stacks" }),
      el("p", { class: "empty", id: "stacks-empty", text: "no stacks" }));
    const grid = document.querySelector("main.grid") || document.body;
    grid.append(panel);
    return panel;
  }

  async function refresh(panel) {
    const deleted = document.getElementById("show-deleted");
    try {
      const response = await fetch(URL + (deleted && deleted.checked ? "?deleted=1" : ""), { cache: "no-store" });
      if (!response.ok) return;
      const { stacks } = await response.json();
      const list = panel.querySelector("#stacks");
      list.replaceChildren(...stacks.map(stackNode));
      panel.querySelector("#count-stacks").textContent = stacks.length ? String(stacks.length) : "";
      panel.querySelector("#stacks-empty").hidden = stacks.length > 0;
    } catch (_error) {
      // the server is away; the main view shows that
    }
  }

  function start() {
    const panel = mount();
    refresh(panel);
    setInterval(() => refresh(panel), POLL_MS);
    const deleted = document.getElementById("show-deleted");
    if (deleted) deleted.addEventListener("change", () => refresh(panel));
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
