// labcloud live view: rebuilds every panel from the event history, then follows the live stream.
// Plain JS, no dependencies. The model is updated per event; the DOM is updated at most once per
// animation frame, incrementally for the history lists (capped, with "show more").
"use strict";

(function () {
  const BASE = "/_labcloud";
  const PAGE = 5000;          // events fetched per history request
  const HISTORY_CAP = 100;    // rows shown per history list before "show more"
  const ITEMS_CAP = 50;       // items shown per table before "show more"

  // ------------------------------------------------------------------ helpers

  const $ = (id) => document.getElementById(id);

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    if (attrs) {
      for (const [k, v] of Object.entries(attrs)) {
        if (v === undefined || v === null || v === false) continue;
        if (k === "class") node.className = v;
        else if (k === "text") node.textContent = v;
        else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
        else node.setAttribute(k, v === true ? "" : String(v));
      }
    }
    for (const child of children.flat()) {
      if (child === undefined || child === null || child === false) continue;
      node.append(child instanceof Node ? child : String(child));
    }
    return node;
  }

  function fmtTime(ts) {
    if (!ts) return "";
    const d = new Date(ts * 1000);
    const p = (n, w) => String(n).padStart(w || 2, "0");
    return `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}.${p(d.getMilliseconds(), 3)}`;
  }

  function lastPart(arn) {
    if (!arn) return "";
    const s = String(arn);
    const i = Math.max(s.lastIndexOf(":"), s.lastIndexOf("/"));
    return i >= 0 ? s.slice(i + 1) : s;
  }

  function pick(obj, names, fallback) {
    if (!obj || typeof obj !== "object") return fallback;
    for (const n of names) {
      if (obj[n] !== undefined && obj[n] !== null) return obj[n];
    }
    return fallback;
  }

  // DynamoDB wire form → plain JSON for display.
  function plain(v) {
    if (v === null || typeof v !== "object") return v;
    const keys = Object.keys(v);
    if (keys.length === 1) {
      const t = keys[0], x = v[t];
      switch (t) {
        case "S": return x;
        case "N": { const n = Number(x); return Number.isSafeInteger(n) || String(n) === x ? n : x; }
        case "BOOL": return x;
        case "NULL": return null;
        case "B": return "<binary>";
        case "SS": case "BS": return x;
        case "NS": return x.map(Number);
        case "L": return x.map(plain);
        case "M": return plainItem(x);
      }
    }
    return v;
  }

  function plainItem(item) {
    if (!item || typeof item !== "object") return item;
    const out = {};
    for (const [k, v] of Object.entries(item)) out[k] = plain(v);
    return out;
  }

  function itemText(item, keyNames) {
    if (item === null || item === undefined) return "—";
    const p = plainItem(item);
    const ordered = {};
    for (const k of keyNames || []) if (k in p) ordered[k] = p[k];
    for (const k of Object.keys(p).sort()) if (!(k in ordered)) ordered[k] = p[k];
    return JSON.stringify(ordered);
  }

  function keyText(key) {
    if (!key || typeof key !== "object") return String(key || "");
    const p = plainItem(key);
    return Object.entries(p).map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`).join(", ");
  }

  function short(text, n) {
    const s = typeof text === "string" ? text : JSON.stringify(text);
    if (s === undefined) return "";
    return s.length > n ? s.slice(0, n - 1) + "…" : s;
  }

  function pretty(value) {
    if (typeof value === "string") {
      try { return JSON.stringify(JSON.parse(value), null, 2); } catch (e) { return value; }
    }
    return JSON.stringify(value, null, 2);
  }

  // ------------------------------------------------------------------ filters

  const filter = { resource: "", key: "", showDeleted: false };

  function matchesResource(names) {
    if (!filter.resource) return true;
    return names.toLowerCase().includes(filter.resource);
  }

  function matchesKey(entry) {
    if (!filter.key) return true;
    if (entry._search === undefined) entry._search = JSON.stringify(entry.search()).toLowerCase();
    return entry._search.includes(filter.key);
  }

  function entryMatches(entry) {
    return matchesResource(entry.res) && matchesKey(entry);
  }

  // ------------------------------------------------------------------ model

  const M = {
    lastSeq: 0,
    firstSeq: 0,
    count: 0,
    queues: new Map(),      // arn → queue
    queueByUrl: new Map(),  // url → arn
    functions: new Map(),   // arn → function
    fnByName: new Map(),    // name → arn
    mappings: new Map(),    // uuid → mapping
    tables: new Map(),      // arn → table
    tableByName: new Map(), // name → arn
    logGroups: new Map(),   // name → group
    invById: new Map(),     // request id → invocation entry
  };

  function fnName(arnOrName) {
    if (!arnOrName) return "";
    const s = String(arnOrName);
    const m = s.match(/:function:([^:]+)/);
    return m ? m[1] : s;
  }

  function queueFor(ev) {
    const d = ev.data || {};
    let arn = ev.resource && String(ev.resource).startsWith("arn:") ? ev.resource : "";
    if (!arn && d.queue_url) arn = M.queueByUrl.get(d.queue_url) || "";
    if (!arn) arn = d.queue_url || ev.resource || "?";
    let q = M.queues.get(arn);
    if (!q) {
      q = { arn, url: d.queue_url || "", name: d.queue_name || lastPart(d.queue_url || arn), region: ev.region,
            attributes: {}, messages: new Map(), deleted: false, snapshot: null };
      M.queues.set(arn, q);
    }
    if (d.queue_url) { q.url = d.queue_url; M.queueByUrl.set(d.queue_url, arn); }
    return q;
  }

  function functionFor(ev) {
    const d = ev.data || {};
    const name = d.function_name || fnName(d.function_arn || ev.resource);
    let arn = d.function_arn || (String(ev.resource || "").includes(":function:") ? ev.resource : "") || M.fnByName.get(name) || name;
    arn = String(arn).replace(/:(\$LATEST|\d+)$/, "");
    let f = M.functions.get(arn);
    if (!f) {
      f = { arn, name, runtime: "", handler: "", codeSha: "", deleted: false, busy: new Set(), last: null,
            invocations: 0, snapshot: null, region: ev.region };
      M.functions.set(arn, f);
    }
    M.fnByName.set(name, arn);
    return f;
  }

  function tableFor(ev) {
    const d = ev.data || {};
    const name = d.table || d.table_name || lastPart(ev.resource);
    let arn = String(ev.resource || "").includes(":table/") ? ev.resource.replace(/\/stream\/.*$/, "") : (M.tableByName.get(name) || name);
    let t = M.tables.get(arn);
    if (!t) {
      t = { arn, name, keySchema: [], items: new Map(), deleted: false, region: ev.region, showItems: ITEMS_CAP };
      M.tables.set(arn, t);
    }
    M.tableByName.set(name, arn);
    return t;
  }

  function keyNames(table) {
    return (table.keySchema || []).map((k) => pick(k, ["AttributeName", "attribute_name", "name"], "")).filter(Boolean);
  }

  // ------------------------------------------------------------------ history lists

  class HistoryList {
    constructor(body, moreButton, countEl, renderRow) {
      this.body = body;
      this.more = moreButton;
      this.countEl = countEl;
      this.renderRow = renderRow;
      this.items = [];
      this.cap = HISTORY_CAP;
      this.fresh = [];
      this.changed = new Set();
      this.full = true;
      this.shown = 0;
      if (moreButton) moreButton.addEventListener("click", () => { this.cap += 200; this.full = true; schedule(); });
    }
    add(entry) { this.items.push(entry); this.fresh.push(entry); }
    touch(entry) { entry._search = undefined; if (entry._el) this.changed.add(entry); }
    rebuild() { this.full = true; }
    row(entry) {
      const node = this.renderRow(entry);
      entry._el = node;
      return node;
    }
    flush() {
      if (this.full) {
        this.full = false;
        this.fresh = [];
        this.changed.clear();
        for (const e of this.items) e._el = null;
        const frag = document.createDocumentFragment();
        let shown = 0, matching = 0;
        for (let i = this.items.length - 1; i >= 0; i--) {
          const e = this.items[i];
          if (!entryMatches(e)) continue;
          matching++;
          if (shown < this.cap) { frag.append(this.row(e)); shown++; }
        }
        this.body.replaceChildren(frag);
        this.shown = shown;
        this.setMore(matching - shown);
        this.matching = matching;
      } else {
        if (this.fresh.length) {
          const frag = document.createDocumentFragment();
          let added = 0;
          for (let i = this.fresh.length - 1; i >= 0; i--) {
            const e = this.fresh[i];
            if (!entryMatches(e)) continue;
            frag.append(this.row(e));
            added++;
          }
          this.fresh = [];
          this.matching = (this.matching || 0) + added;
          this.body.prepend(frag);
          this.shown += added;
          while (this.shown > this.cap && this.body.lastElementChild) {
            const last = this.body.lastElementChild;
            if (last._entry) last._entry._el = null;
            last.remove();
            this.shown--;
          }
          this.setMore(this.matching - this.shown);
        }
        for (const e of this.changed) {
          if (e._el && e._el.parentNode === this.body) {
            const old = e._el;
            old.replaceWith(this.row(e));
          }
        }
        this.changed.clear();
      }
      if (this.countEl) this.countEl.textContent = String(this.items.length);
    }
    setMore(hidden) {
      if (!this.more) return;
      this.more.hidden = hidden <= 0;
      this.more.textContent = `show more (${hidden} older)`;
    }
  }

  // ------------------------------------------------------------------ rows

  function detailsBlock(entry, summary, build) {
    const d = el("details", { class: "detail" }, el("summary", null, summary));
    if (entry._open) { d.open = true; d.append(build()); }
    d.addEventListener("toggle", () => {
      entry._open = d.open;
      if (d.open && d.childElementCount === 1) d.append(build());
    });
    return d;
  }

  function invocationRow(inv) {
    const status = inv.status || "running";
    const resultText = inv.error ? `${pick(inv.error, ["errorType"], "Error")}: ${pick(inv.error, ["errorMessage"], "")}`
      : (inv.result !== undefined ? short(inv.result, 90) : "");
    const summary = [short(inv.eventSummary || "", 60), resultText ? " → " + resultText : ""].join("");
    const row = el("tr", { id: "inv-" + inv.id, class: "inv status-" + status, "data-request-id": inv.id },
      el("td", { class: "time" }, fmtTime(inv.ts)),
      el("td", null, inv.fn, inv.fnDeleted() ? el("span", { class: "badge deleted" }, "deleted") : null),
      el("td", null, inv.trigger === "esm" ? el("span", { title: inv.mapping || "" }, "mapping") : (inv.trigger || "")),
      el("td", { class: "mono" }, inv.id, " ", traceLink(inv.id)),
      el("td", { class: "num" }, inv.duration !== undefined ? `${Math.round(inv.duration * 10) / 10} ms` : ""),
      el("td", null, el("span", { class: "pill " + status }, status)),
      el("td", null, detailsBlock(inv, summary, () => el("div", { class: "grid2" },
        el("div", null, el("h4", null, "event"), el("pre", null, pretty(inv.event))),
        el("div", null, el("h4", null, inv.error ? "error" : "result"),
          el("pre", { class: inv.error ? "err" : "" }, inv.error ? pretty(inv.error) : (inv.result === undefined ? "" : pretty(inv.result)))),
        el("div", { class: "span2" }, el("h4", null, "log lines of this request"), el("pre", { class: "log" }, inv.log || "(none yet)")),
      ))),
    );
    row._entry = inv;
    return row;
  }

  function ledgerRow(w) {
    const rejected = w.outcome !== "Accepted";
    const t = M.tables.get(M.tableByName.get(w.table));
    const names = t ? keyNames(t) : [];
    const who = w.lambdaRequestId
      ? invLink(w.lambdaRequestId)
      : el("span", { class: "mono", title: w.principal || "" }, short(lastPart(w.principal) || w.principal || "", 40));
    const row = el("tr", { class: "ledger " + (rejected ? "rejected" : "accepted") },
      el("td", { class: "time" }, fmtTime(w.ts)),
      el("td", null, w.table, t && t.deleted ? el("span", { class: "badge deleted" }, "deleted") : null),
      el("td", null, w.operation),
      el("td", { class: "mono" }, keyText(w.key),
        w.streamSequence ? el("span", { class: "badge", title: "stream record sequence number" }, ` stream #${w.streamSequence}`) : null),
      el("td", { class: "mono" }, w.condition || el("span", { class: "none" }, "none")),
      el("td", null, el("span", { class: "pill " + (rejected ? "rejected" : "accepted") },
        rejected ? `Rejected${w.errorCode ? " · " + w.errorCode : ""}` : "Accepted")),
      el("td", { class: "mono item" }, itemText(w.before, names)),
      el("td", { class: "mono item" }, rejected && (w.after === null || w.after === undefined)
        ? [itemText(w.before, names), " ", el("span", { class: "badge unchanged" }, "unchanged")]
        : itemText(w.after, names)),
      el("td", null, who, " ", traceLink(w.requestId || w.lambdaRequestId)),
    );
    row._entry = w;
    return row;
  }

  function decidedBy(d) {
    const by = d.decided_by;
    const kind = d.decision ? String(d.decision).replace(/_/g, " ") : "";
    if (!by) return kind || "no statement allows it (implicit deny)";
    if (typeof by === "string") return by;
    return [kind, [by.policy, by.statement].filter(Boolean).join(" / ")].filter(Boolean).join(": ");
  }

  // the trace page (/_labcloud/view/trace) of one id or business key: its path across services
  function traceLink(key) {
    return key ? el("a", { href: "/_labcloud/view/trace?key=" + encodeURIComponent(key), class: "trace-link",
                           title: "this request's path across services" }, "trace") : null;
  }

  function invLink(id) {
    return el("a", { href: "#inv-" + id, class: "mono inv-link", "data-inv": id,
                     onclick: (e) => { e.preventDefault(); revealInvocation(id); } }, "λ " + id);
  }

  function denialRow(d) {
    const row = el("tr", { class: "denial", title: d.message || "" },
      el("td", { class: "time" }, fmtTime(d.ts)),
      el("td", { class: "mono" }, d.principal, d.lambdaRequestId ? [el("br"), invLink(d.lambdaRequestId)] : null),
      el("td", { class: "mono action" }, d.action),
      el("td", { class: "mono" }, d.resource),
      el("td", null, d.decidedBy),
    );
    row._entry = d;
    return row;
  }

  const lists = {
    invocations: new HistoryList($("invocations"), $("invocations-more"), $("count-invocations"), invocationRow),
    ledger: new HistoryList($("ledger"), $("ledger-more"), $("count-ledger"), ledgerRow),
    denials: new HistoryList($("denials"), $("denials-more"), $("count-denials"), denialRow),
  };

  function revealInvocation(id) {
    const inv = M.invById.get(id);
    if (!inv) return;
    if (!inv._el || !entryMatches(inv)) {
      filter.resource = ""; filter.key = "";
      $("filter-resource").value = ""; $("filter-key").value = "";
      lists.invocations.cap = Math.max(lists.invocations.cap, lists.invocations.items.length);
      for (const l of Object.values(lists)) l.rebuild();
      markAll();
      flushNow();
    }
    inv._open = true;
    lists.invocations.touch(inv);
    lists.invocations.changed.add(inv);
    flushNow();
    if (inv._el) {
      inv._el.scrollIntoView({ block: "center" });
      inv._el.classList.add("flash");
      setTimeout(() => inv._el && inv._el.classList.remove("flash"), 1500);
    }
  }

  // ------------------------------------------------------------------ applying events

  const dirty = { queues: false, functions: false, tables: false, logs: false };
  function markAll() { for (const k of Object.keys(dirty)) dirty[k] = true; }

  function invocationEntry(ev) {
    const d = ev.data || {};
    const id = d.request_id || d.requestId;
    let inv = M.invById.get(id);
    if (!inv) {
      const f = functionFor(ev);
      inv = {
        id, ts: ev.ts, fn: f.name, fnArn: f.arn, trigger: d.trigger, mapping: d.mapping_uuid,
        res: f.name + " " + (d.mapping_uuid || ""),
        fnDeleted: () => { const g = M.functions.get(f.arn); return !!(g && g.deleted); },
        search() { return [this.event, this.result, this.error, this.log, this.id]; },
      };
      M.invById.set(id, inv);
      lists.invocations.add(inv);
    }
    return inv;
  }

  function eventSummary(event) {
    // An SQS batch reads best as its message bodies.
    if (event && Array.isArray(event.Records)) {
      return event.Records.map((r) => r.body !== undefined ? r.body : (r.eventName || r.eventSource || "record")).join(" | ");
    }
    return event === undefined ? "" : JSON.stringify(event);
  }

  function apply(ev) {
    if (ev.seq <= M.lastSeq) return;
    M.lastSeq = ev.seq;
    if (!M.firstSeq) M.firstSeq = ev.seq;
    M.count++;
    const d = ev.data || {};
    const kind = ev.kind || "";
    switch (kind) {
      // ---------------- SQS
      case "sqs.queue.created": case "sqs.queue.attributes_set": {
        const q = queueFor(ev);
        if (kind === "sqs.queue.created") { q.deleted = false; q.messages.clear(); q.created = ev.ts; }
        if (d.queue_name) q.name = d.queue_name;
        Object.assign(q.attributes, d.attributes || {});
        dirty.queues = true; break;
      }
      case "sqs.queue.deleted": { const q = queueFor(ev); q.deleted = true; q.messages.clear(); dirty.queues = true; break; }
      case "sqs.queue.purged": { queueFor(ev).messages.clear(); dirty.queues = true; break; }
      case "sqs.message.sent": {
        const q = queueFor(ev);
        const delay = Number(d.delay_seconds || 0);
        q.messages.set(d.message_id, { state: delay > 0 ? "delayed" : "visible", until: (ev.ts + delay) * 1000 });
        dirty.queues = true; break;
      }
      case "sqs.message.received": {
        const q = queueFor(ev);
        const vt = Number(pick(d, ["visibility_timeout"], pick(q.attributes, ["VisibilityTimeout"], 30)));
        q.messages.set(d.message_id, { state: "inflight", until: (ev.ts + vt) * 1000 });
        dirty.queues = true; break;
      }
      case "sqs.message.visibility_changed": {
        const q = queueFor(ev);
        const m = q.messages.get(d.message_id);
        const vt = Number(d.visibility_timeout || 0);
        if (m) { m.state = vt > 0 ? "inflight" : "visible"; m.until = (ev.ts + vt) * 1000; }
        dirty.queues = true; break;
      }
      case "sqs.message.deleted": case "sqs.message.expired": case "sqs.message.moved_to_dlq": {
        queueFor(ev).messages.delete(d.message_id); dirty.queues = true; break;
      }
      // ---------------- Lambda
      case "lambda.function.created": case "lambda.function.updated": {
        const f = functionFor(ev);
        if (kind === "lambda.function.created") { f.deleted = false; f.busy.clear(); }
        f.runtime = d.runtime || f.runtime; f.handler = d.handler || f.handler;
        f.codeSha = d.code_sha256 || f.codeSha; f.updated = ev.ts;
        dirty.functions = true; break;
      }
      case "lambda.function.deleted": { const f = functionFor(ev); f.deleted = true; f.busy.clear(); dirty.functions = true; lists.invocations.rebuild(); break; }
      case "lambda.esm.created": case "lambda.esm.updated": case "lambda.esm.deleted": {
        let m = M.mappings.get(d.uuid);
        if (!m) { m = { uuid: d.uuid, deleted: false, last: null }; M.mappings.set(d.uuid, m); }
        m.functionArn = d.function_arn || m.functionArn;
        m.sourceArn = d.event_source_arn || m.sourceArn;
        m.batchSize = d.batch_size !== undefined ? d.batch_size : m.batchSize;
        m.state = d.state || m.state;
        if (kind === "lambda.esm.deleted") { m.deleted = true; m.state = "Deleted"; }
        else if (kind === "lambda.esm.created") m.deleted = false;
        dirty.functions = true; dirty.queues = true; break;
      }
      case "lambda.esm.batch": {
        const m = M.mappings.get(d.uuid);
        if (m) { m.last = { ts: ev.ts, outcome: d.outcome, count: (d.message_ids || []).length, requestId: d.request_id }; }
        dirty.functions = true; break;
      }
      case "lambda.invocation.started": {
        const inv = invocationEntry(ev);
        inv.event = d.event; inv.eventSummary = eventSummary(d.event); inv.trigger = d.trigger || inv.trigger;
        inv.mapping = d.mapping_uuid || inv.mapping;
        const f = M.functions.get(inv.fnArn);
        if (f) { f.busy.add(inv.id); f.invocations++; }
        lists.invocations.touch(inv);
        dirty.functions = true; break;
      }
      case "lambda.invocation.finished": {
        const inv = invocationEntry(ev);
        inv.status = d.status; inv.duration = d.duration_ms; inv.result = d.result; inv.error = d.error;
        inv.log = d.log; inv.trigger = d.trigger || inv.trigger; inv.finished = ev.ts;
        if (inv.event === undefined && d.event !== undefined) { inv.event = d.event; inv.eventSummary = eventSummary(d.event); }
        const f = M.functions.get(inv.fnArn);
        if (f) { f.busy.delete(inv.id); f.last = { ts: ev.ts, status: d.status, id: inv.id }; }
        lists.invocations.touch(inv);
        dirty.functions = true; break;
      }
      // ---------------- DynamoDB
      case "dynamodb.table.created": case "dynamodb.table.updated": {
        const t = tableFor(ev);
        if (kind === "dynamodb.table.created") { t.deleted = false; t.items.clear(); }
        if (d.key_schema) t.keySchema = d.key_schema;
        if (d.stream !== undefined) t.stream = d.stream;  // {Arn, Label, ViewType, Enabled} or null
        dirty.tables = true; break;
      }
      case "dynamodb.table.deleted": { const t = tableFor(ev); t.deleted = true; t.items.clear(); dirty.tables = true; lists.ledger.rebuild(); break; }
      case "dynamodb.write.decided": {
        const t = tableFor(ev);
        const w = {
          ts: ev.ts, seq: ev.seq, table: d.table || t.name, operation: d.operation, key: d.key, condition: d.condition,
          outcome: d.outcome, errorCode: d.error_code, before: d.item_before, after: d.item_after,
          principal: d.principal, lambdaRequestId: d.lambda_request_id, requestId: d.request_id,
          streamSequence: d.stream_sequence,
          res: (d.table || t.name) + " " + (d.lambda_request_id ? (M.invById.get(d.lambda_request_id) || {}).fn || "" : ""),
          search() { return [this.key, this.before, this.after, this.condition, this.lambdaRequestId]; },
        };
        lists.ledger.add(w);
        if (d.stream_sequence) { t.streamRecords = (t.streamRecords || 0) + 1; t.streamLast = d.stream_sequence; }
        if (d.outcome === "Accepted" && d.key) {
          const k = JSON.stringify(d.key);
          if (d.item_after) t.items.set(k, d.item_after); else t.items.delete(k);
          dirty.tables = true;
        }
        break;
      }
      // ---------------- Logs
      case "logs.group.created": case "logs.group.deleted": {
        const name = d.log_group || lastPart(ev.resource);
        let g = M.logGroups.get(name);
        if (!g) { g = { name, events: 0, streams: 0 }; M.logGroups.set(name, g); }
        g.deleted = kind === "logs.group.deleted";
        if (!g.deleted) { g.events = 0; g.streams = 0; }
        dirty.logs = true; break;
      }
      case "logs.stream.created": case "logs.events.put": {
        const name = d.log_group;
        let g = M.logGroups.get(name);
        if (!g) { g = { name, events: 0, streams: 0, deleted: false }; M.logGroups.set(name, g); }
        if (kind === "logs.stream.created") g.streams++; else g.events += Number(d.count || 0);
        dirty.logs = true; break;
      }
      // ---------------- IAM
      case "iam.denied": {
        lists.denials.add({
          ts: ev.ts, principal: d.principal, action: d.action, resource: d.resource,
          decidedBy: decidedBy(d), lambdaRequestId: d.lambda_request_id, message: d.message,
          res: `${d.principal} ${d.resource} ${d.action}`,
          search() { return [this.resource, this.action, this.principal]; },
        });
        break;
      }
      default: break;
    }
  }

  // ------------------------------------------------------------------ resource panels

  function queueCounts(q) {
    const snap = q.snapshot;
    if (snap) {
      const a = snap.attributes || snap.Attributes || {};
      const v = pick(snap, ["visible", "ApproximateNumberOfMessages"], a.ApproximateNumberOfMessages);
      const f = pick(snap, ["in_flight", "inflight", "not_visible", "ApproximateNumberOfMessagesNotVisible"], a.ApproximateNumberOfMessagesNotVisible);
      const dl = pick(snap, ["delayed", "ApproximateNumberOfMessagesDelayed"], a.ApproximateNumberOfMessagesDelayed);
      if (v !== undefined && f !== undefined) return [Number(v), Number(f), Number(dl || 0)];
    }
    const now = Date.now();
    let visible = 0, inflight = 0, delayed = 0;
    for (const m of q.messages.values()) {
      if (m.state !== "visible" && m.until <= now) m.state = "visible";
      if (m.state === "visible") visible++; else if (m.state === "inflight") inflight++; else delayed++;
    }
    return [visible, inflight, delayed];
  }

  function dlqOf(q) {
    if (q.snapshot && q.snapshot.dead_letter_queue_arn) return lastPart(q.snapshot.dead_letter_queue_arn);
    let policy = q.attributes.RedrivePolicy || (q.snapshot && pick(q.snapshot.attributes || {}, ["RedrivePolicy"]));
    if (!policy) return "";
    try { if (typeof policy === "string") policy = JSON.parse(policy); } catch (e) { return ""; }
    return lastPart(policy.deadLetterTargetArn || "");
  }

  function visibleRes(obj, names) {
    return (filter.showDeleted || !obj.deleted) && matchesResource(names);
  }

  function renderQueues() {
    const body = $("queues");
    const rows = [];
    let n = 0;
    for (const q of M.queues.values()) {
      if (!q.deleted) n++;
      const maps = [...M.mappings.values()].filter((m) => !m.deleted && m.sourceArn === q.arn);
      if (!visibleRes(q, `${q.name} ${q.arn} ${maps.map((m) => fnName(m.functionArn)).join(" ")}`)) continue;
      const [v, f, dl] = q.deleted ? ["", "", ""] : queueCounts(q);
      rows.push(el("tr", { class: q.deleted ? "deleted" : "", "data-queue": q.name },
        el("td", { title: q.url || q.arn }, q.name, q.deleted ? el("span", { class: "badge deleted" }, "deleted") : null),
        el("td", { class: "num visible" }, v), el("td", { class: "num inflight" }, f), el("td", { class: "num delayed" }, dl),
        el("td", null, dlqOf(q)),
        el("td", null, maps.map((m) => `${fnName(m.functionArn)} (${m.state || "?"})`).join(", ")),
      ));
    }
    body.replaceChildren(...rows);
    $("queues-empty").hidden = rows.length > 0;
    $("count-queues").textContent = String(n);
  }

  function renderFunctions() {
    const box = $("functions");
    const cards = [];
    let n = 0;
    for (const f of M.functions.values()) {
      if (!f.deleted) n++;
      const maps = [...M.mappings.values()].filter((m) => fnName(m.functionArn) === f.name && (filter.showDeleted || !m.deleted));
      if (!visibleRes(f, `${f.name} ${f.arn} ${maps.map((m) => lastPart(m.sourceArn)).join(" ")}`)) continue;
      const snap = f.snapshot || {};
      const warm = pick(snap, ["warm"], undefined);
      const busy = Math.max(pick(snap, ["busy"], 0), f.busy.size);
      const state = f.deleted ? "Deleted" : pick(snap, ["state"], "Active");
      const last = f.last ? el("span", { class: "pill " + f.last.status }, `${f.last.status} @ ${fmtTime(f.last.ts)}`) : el("span", { class: "none" }, "not invoked");
      cards.push(el("div", { class: "card" + (f.deleted ? " deleted" : ""), "data-function": f.name },
        el("div", { class: "card-head" },
          el("strong", null, f.name), f.deleted ? el("span", { class: "badge deleted" }, "deleted") : null,
          el("span", { class: "meta" }, ` ${f.runtime || ""} · ${f.handler || ""} · ${state}`)),
        el("div", { class: "meta" }, "code ", el("span", { class: "mono", title: f.codeSha }, short(f.codeSha || "", 16)),
          ` · ${f.invocations} invocations · busy ${busy}` + (warm !== undefined ? ` · warm ${warm}` : "") + " · last ", last),
        maps.length ? el("table", { class: "rows inner" },
          el("thead", null, el("tr", null, el("th", null, "mapping"), el("th", null, "source"), el("th", null, "batch"), el("th", null, "state"), el("th", null, "last result"))),
          el("tbody", null, ...maps.map((m) => el("tr", { class: m.deleted ? "deleted" : "", "data-mapping": m.uuid },
            el("td", { class: "mono" }, short(m.uuid || "", 13)), el("td", null, lastPart(m.sourceArn)),
            el("td", { class: "num batch" }, m.batchSize === undefined ? "" : m.batchSize),
            el("td", { class: "state" }, m.state || ""),
            el("td", null, m.last ? `${m.last.outcome || ""} (${m.last.count}) @ ${fmtTime(m.last.ts)}` : "")))))
          : null,
      ));
    }
    box.replaceChildren(...cards);
    $("functions-empty").hidden = cards.length > 0;
    $("count-functions").textContent = String(n);
  }

  // the count above a table's items says what the list below shows: with a business key, how many match
  function itemsCount(matching, total) {
    const noun = (n) => `${n} item${n === 1 ? "" : "s"}`;
    return filter.key ? `${matching} of ${noun(total)} match` : noun(total);
  }

  function renderTables() {
    const box = $("tables");
    const cards = [];
    let n = 0;
    for (const t of M.tables.values()) {
      if (!t.deleted) n++;
      if (!visibleRes(t, `${t.name} ${t.arn}`)) continue;
      const names = keyNames(t);
      const items = [];
      let matching = 0;
      for (const item of t.items.values()) {
        if (filter.key && !JSON.stringify(item).toLowerCase().includes(filter.key)) continue;
        matching++;
        if (items.length < t.showItems) items.push(el("li", { class: "mono item" }, itemText(item, names)));
      }
      const more = matching > items.length
        ? el("button", { class: "more", onclick: () => { t.showItems += 200; dirty.tables = true; schedule(); } }, `show more (${matching - items.length})`)
        : null;
      cards.push(el("div", { class: "card" + (t.deleted ? " deleted" : ""), "data-table": t.name },
        el("div", { class: "card-head" }, el("strong", null, t.name),
          t.deleted ? el("span", { class: "badge deleted" }, "deleted") : null,
          el("span", { class: "meta items-count" }, ` key ${names.join(", ") || "?"} · ${itemsCount(matching, t.items.size)}`),
          t.stream ? el("span", { class: "meta", title: t.stream.Arn }, ` · stream ${t.stream.Enabled ? t.stream.ViewType : "disabled"}`
            + (t.streamRecords ? ` · ${t.streamRecords} records, last #${t.streamLast}` : "")) : null),
        items.length ? el("ul", { class: "items" }, ...items)
          : el("p", { class: "empty" }, filter.key && t.items.size ? `no items match “${filter.key}”` : "no items"),
        more,
      ));
    }
    box.replaceChildren(...cards);
    $("tables-empty").hidden = cards.length > 0;
    $("count-tables").textContent = String(n);
  }

  function renderLogs() {
    const rows = [];
    let n = 0;
    for (const g of M.logGroups.values()) {
      if (!g.deleted) n++;
      if (!visibleRes(g, g.name)) continue;
      rows.push(el("li", { class: g.deleted ? "deleted" : "" }, el("span", { class: "mono" }, g.name),
        g.deleted ? el("span", { class: "badge deleted" }, "deleted") : ` · ${g.streams} streams · ${g.events} events`));
    }
    $("loggroups").replaceChildren(...rows);
    $("loggroups-empty").hidden = rows.length > 0;
    $("count-logs").textContent = String(n);
  }

  // ------------------------------------------------------------------ scheduling

  let scheduled = false;
  function schedule() {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => { scheduled = false; flushNow(); });
  }

  function flushNow() {
    if (dirty.queues) { dirty.queues = false; renderQueues(); }
    if (dirty.functions) { dirty.functions = false; renderFunctions(); }
    if (dirty.tables) { dirty.tables = false; renderTables(); }
    if (dirty.logs) { dirty.logs = false; renderLogs(); }
    for (const l of Object.values(lists)) l.flush();
    setStatus();
  }

  // ------------------------------------------------------------------ status

  const stats = { events: 0, loadMs: null, connected: false, lastSeq: 0 };
  window.labcloudView = { stats, model: M, filter, reveal: revealInvocation };

  function setStatus(text) {
    stats.events = M.count; stats.lastSeq = M.lastSeq;
    const s = $("status");
    s.dataset.state = stats.connected ? "live" : "offline";
    s.textContent = text || `${stats.connected ? "live" : "reconnecting…"} · ${M.count} events` +
      (stats.loadMs !== null ? ` · loaded in ${Math.round(stats.loadMs)} ms` : "");
  }

  // ------------------------------------------------------------------ snapshots (when the services offer them)

  const snapshotState = { queues: true, functions: true };
  let snapshotTimer = null;
  function refreshSnapshotsSoon() {
    if (snapshotTimer) return;
    snapshotTimer = setTimeout(() => { snapshotTimer = null; refreshSnapshots(); }, 400);
  }

  function listOf(doc, names) {
    if (Array.isArray(doc)) return doc;
    for (const n of names) if (doc && Array.isArray(doc[n])) return doc[n];
    return [];
  }

  async function getJson(path) {
    const r = await fetch(BASE + path, { cache: "no-store" });
    if (!r.ok) throw new Error(String(r.status));
    return r.json();
  }

  async function refreshSnapshots() {
    if (snapshotState.queues) {
      try {
        const doc = await getJson("/sqs/queues");
        for (const s of listOf(doc, ["queues", "Queues"])) {
          const arn = pick(s, ["arn", "queue_arn", "QueueArn"], "") || M.queueByUrl.get(pick(s, ["url", "queue_url", "QueueUrl"], ""));
          const q = arn && M.queues.get(arn);
          if (q) q.snapshot = s;
        }
        dirty.queues = true;
      } catch (e) { snapshotState.queues = false; }
    }
    if (snapshotState.functions) {
      try {
        const doc = await getJson("/lambda/functions");
        const sandboxes = listOf(doc && doc.sandboxes, []);
        for (const s of listOf(doc, ["functions", "Functions"])) {
          const name = pick(s, ["name", "function_name", "FunctionName"], "");
          const f = M.functions.get(M.fnByName.get(name));
          if (!f) continue;
          const config = s.configuration || {};
          const mine = sandboxes.filter((b) => b.function_name === name && !b.retiring);
          f.snapshot = {
            state: pick(config, ["State"], pick(s, ["state"], undefined)),
            warm: mine.filter((b) => b.state === "warm").length,
            busy: mine.filter((b) => b.state === "busy").length,
          };
        }
        dirty.functions = true;
      } catch (e) { snapshotState.functions = false; }
    }
    schedule();
  }

  // ------------------------------------------------------------------ lab steps

  const lab = { enabled: true, timer: null };
  const ICON = { passed: "✔", failed: "✘", pending: "…" };

  function refreshLabSoon() {
    if (!lab.enabled || lab.timer) return;
    lab.timer = setTimeout(() => { lab.timer = null; refreshLab(); }, 600);
  }

  async function refreshLab() {
    let doc;
    try { doc = await getJson("/labs/check"); } catch (e) { $("lab").hidden = true; if (String(e.message) === "404") lab.enabled = true; return; }
    if (!doc || !doc.name) { $("lab").hidden = true; return; }
    $("lab").hidden = false;
    $("lab-title").textContent = doc.title || doc.name;
    const passed = doc.steps.filter((s) => s.status === "passed").length;
    $("lab-summary").textContent = `${passed} of ${doc.steps.length} steps confirmed`;
    $("lab-steps").replaceChildren(...doc.steps.map((s) => el("li", { class: "step " + s.status, "data-step": s.id },
      el("span", { class: "icon" }, ICON[s.status] || "?"), el("strong", null, s.title),
      s.reason ? el("span", { class: "reason" }, " — " + s.reason) : null,
      s.trace ? el("a", { class: "trace-link", href: s.trace }, " trace") : null)));
  }

  // ------------------------------------------------------------------ loading and streaming

  let source = null;

  function clearModel() {
    M.lastSeq = 0; M.firstSeq = 0; M.count = 0;
    for (const k of ["queues", "queueByUrl", "functions", "fnByName", "mappings", "tables", "tableByName", "logGroups", "invById"]) M[k].clear();
    for (const l of Object.values(lists)) { l.items = []; l.fresh = []; l.matching = 0; l.rebuild(); }
    markAll();
  }

  async function loadHistory() {
    for (;;) {
      const doc = await getJson(`/events?after=${M.lastSeq}&limit=${PAGE}`);
      for (const ev of doc.events) apply(ev);
      if (doc.events.length < PAGE) return;
    }
  }

  function onEvent(message) {
    let ev;
    try { ev = JSON.parse(message.data); } catch (e) { return; }
    apply(ev);
    if (ev.kind === "clock.moved") window.dispatchEvent(new CustomEvent("labcloud:clock", { detail: ev.data }));
    if (ev.kind && ev.kind.startsWith("sqs.")) refreshSnapshotsSoon();
    if (ev.kind && ev.kind.startsWith("lambda.")) refreshSnapshotsSoon();
    refreshLabSoon();
    schedule();
  }

  function connect() {
    if (source) source.close();
    source = new EventSource(`${BASE}/events/stream?after=${M.lastSeq}`);
    source.addEventListener("event", onEvent);
    source.onopen = () => { stats.connected = true; setStatus(); };
    source.onerror = () => {
      stats.connected = false; setStatus();
      source.close(); source = null;
      setTimeout(() => start(false), 1000);
    };
  }

  async function start(first) {
    const t0 = performance.now();
    try {
      // History first (paged), so thousands of past events arrive in a few requests.
      const head = await getJson("/events?after=0&limit=1");
      const oldest = head.events.length ? head.events[0].seq : 0;
      if (M.count && (oldest !== M.firstSeq || head.last_seq < M.lastSeq)) clearModel();
      await loadHistory();
    } catch (e) {
      setStatus("labcloud is not answering — retrying…");
      setTimeout(() => start(first), 1500);
      return;
    }
    markAll();
    for (const l of Object.values(lists)) l.rebuild();
    flushNow();
    if (first) stats.loadMs = performance.now() - t0;
    connect();
    setStatus();
    refreshSnapshots();
    refreshLab();
  }

  // History wiped under us (a reset)? Start over from the server's history.
  setInterval(async () => {
    if (!M.count) return;
    try {
      const head = await getJson("/events?after=0&limit=1");
      const oldest = head.events.length ? head.events[0].seq : 0;
      if (oldest !== M.firstSeq) { clearModel(); if (source) source.close(); source = null; start(false); }
    } catch (e) { /* the stream's error handler reconnects */ }
  }, 4000);

  // Counts that depend on time (visibility timeouts, delays) and the lab's checks.
  setInterval(() => { dirty.queues = true; schedule(); }, 1000);
  setInterval(refreshLab, 10000);

  function onFilter() {
    filter.resource = $("filter-resource").value.trim().toLowerCase();
    filter.key = $("filter-key").value.trim().toLowerCase();
    filter.showDeleted = $("show-deleted").checked;
    const key = $("filter-key").value.trim();
    $("trace-link").href = "/_labcloud/view/trace" + (key ? "?key=" + encodeURIComponent(key) : "");
    for (const l of Object.values(lists)) l.rebuild();
    markAll();
    schedule();
  }
  $("filter-resource").addEventListener("input", onFilter);
  $("filter-key").addEventListener("input", onFilter);
  $("show-deleted").addEventListener("change", onFilter);
  const params = new URLSearchParams(location.search);
  if (params.get("resource")) $("filter-resource").value = params.get("resource");
  if (params.get("key")) $("filter-key").value = params.get("key");
  onFilter();

  start(true);
})();
