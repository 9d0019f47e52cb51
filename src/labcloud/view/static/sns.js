// The SNS panel of the view: the outbox of email, email-json and SMS notifications (labcloud sends
// no mail and no texts; it records them here). It adds its own panel and polls /_labcloud/sns/outbox.
(function () {
  "use strict";
  const main = document.querySelector("main.grid");
  if (!main) return;
  const panel = document.createElement("section");
  panel.className = "panel wide";
  panel.id = "panel-sns-outbox";
  panel.innerHTML = '<h2>SNS outbox (email, SMS) <span class="count" id="count-sns-outbox"></span></h2>' +
    '<table class="rows"><thead><tr><th>time</th><th>protocol</th><th>to</th><th>kind</th>' +
    '<th>subject</th><th>message</th></tr></thead><tbody id="sns-outbox"></tbody></table>' +
    '<p class="empty" id="sns-outbox-empty">nothing sent</p>';
  main.appendChild(panel);
  const body = panel.querySelector("#sns-outbox");
  const empty = panel.querySelector("#sns-outbox-empty");
  const count = panel.querySelector("#count-sns-outbox");

  function cell(text, title) {
    const td = document.createElement("td");
    td.textContent = text;
    if (title) td.title = title;
    return td;
  }

  function render(messages) {
    body.replaceChildren();
    count.textContent = messages.length ? String(messages.length) : "";
    empty.hidden = messages.length > 0;
    for (const m of messages) {
      const tr = document.createElement("tr");
      const sent = m.message || {};
      tr.appendChild(cell(new Date(m.created * 1000).toLocaleTimeString()));
      tr.appendChild(cell(m.protocol));
      tr.appendChild(cell(m.endpoint));
      tr.appendChild(cell(sent.Type || "Notification"));
      tr.appendChild(cell(sent.Subject || "\u2014"));
      const text = String(sent.Message || "");
      tr.appendChild(cell(text.length > 200 ? text.slice(0, 200) + "\u2026" : text, text));
      body.appendChild(tr);
    }
  }

  async function poll() {
    try {
      const answer = await fetch("/_labcloud/sns/outbox?limit=50");
      if (answer.ok) render((await answer.json()).messages || []);
    } catch (e) {
      // the server is restarting: try again on the next tick
    }
    setTimeout(poll, 2000);
  }
  poll();
})();

// The SNS messages panel: each published message with what became of it at every subscription
// (delivered, filtered out, retried, dead-lettered, failed), built from the sns.* events.
(function () {
  "use strict";
  const main = document.querySelector("main.grid");
  if (!main) return;
  const KEEP = 50;
  const panel = document.createElement("section");
  panel.className = "panel wide";
  panel.id = "panel-sns-messages";
  panel.innerHTML = '<h2>SNS messages <span class="count" id="count-sns-messages"></span></h2>' +
    '<table class="rows"><thead><tr><th>time</th><th>topic</th><th>message</th><th>deliveries</th></tr></thead>' +
    '<tbody id="sns-messages"></tbody></table><p class="empty" id="sns-messages-empty">nothing published</p>';
  main.appendChild(panel);
  const messages = new Map(); // message id → {ts, topic, matched, filtered, outcomes: Map(subscription → outcome)}
  let after = 0;
  const OUTCOME = {
    "sns.delivery.delivered": ["delivered", "success"],
    "sns.delivery.filtered": ["filtered out", ""],
    "sns.delivery.retried": ["retrying", "running"],
    "sns.delivery.dead_lettered": ["dead-lettered", "error"],
    "sns.delivery.failed": ["failed", "error"],
  };

  function last(arn) {
    const s = String(arn || "");
    return s.slice(Math.max(s.lastIndexOf(":"), s.lastIndexOf("/")) + 1);
  }

  function apply(ev) {
    const id = ev.data && ev.data.message_id;
    if (!id) return;
    let m = messages.get(id);
    if (!m) {
      m = { ts: ev.ts, topic: ev.resource, outcomes: new Map() };
      messages.set(id, m);
    }
    if (ev.kind === "sns.message.published") {
      m.ts = ev.ts; m.topic = ev.resource; m.matched = ev.data.matched; m.filtered = ev.data.filtered;
      return;
    }
    const outcome = OUTCOME[ev.kind];
    if (!outcome || !ev.data.subscription_arn) return;
    const where = ev.data.endpoint ? `${ev.data.protocol}:${last(ev.data.endpoint)}` : `${ev.data.protocol}:${last(ev.data.subscription_arn).slice(0, 8)}`;
    const previous = m.outcomes.get(ev.data.subscription_arn);
    const attempts = ev.data.attempts || (previous ? previous.attempts : 0);
    m.outcomes.set(ev.data.subscription_arn, { label: outcome[0], cls: outcome[1], where: previous && !ev.data.endpoint ? previous.where : where, attempts });
  }

  function render() {
    const body = panel.querySelector("#sns-messages");
    const shown = [...messages.entries()].filter(([, m]) => m.matched !== undefined).slice(-KEEP).reverse();
    panel.querySelector("#count-sns-messages").textContent = shown.length ? String(shown.length) : "";
    panel.querySelector("#sns-messages-empty").hidden = shown.length > 0;
    body.replaceChildren();
    for (const [id, m] of shown) {
      const tr = document.createElement("tr");
      tr.className = "sns-message";
      tr.dataset.messageId = id;
      for (const text of [new Date(m.ts * 1000).toLocaleTimeString(), last(m.topic), id.slice(0, 8)]) {
        const td = document.createElement("td");
        td.textContent = text;
        tr.appendChild(td);
      }
      const td = document.createElement("td");
      if (!m.outcomes.size) td.textContent = m.matched ? "queued" : "no subscription matched";
      for (const o of m.outcomes.values()) {
        const pill = document.createElement("span");
        pill.className = "pill sns-outcome " + o.cls;
        pill.textContent = `${o.label} \u2192 ${o.where}` + (o.attempts > 1 ? ` (${o.attempts} tries)` : "");
        td.appendChild(pill);
        td.appendChild(document.createTextNode(" "));
      }
      tr.appendChild(td);
      body.appendChild(tr);
    }
  }

  async function poll() {
    try {
      for (;;) {
        const answer = await fetch(`/_labcloud/events?prefix=sns.&after=${after}&limit=1000`);
        if (!answer.ok) break;
        const doc = await answer.json();
        if (doc.last_seq < after) { messages.clear(); after = 0; continue; } // history was reset
        for (const ev of doc.events) { apply(ev); after = Math.max(after, ev.seq); }
        if (doc.events.length < 1000) break;
      }
      while (messages.size > 4 * KEEP) messages.delete(messages.keys().next().value);
      render();
    } catch (e) {
      // the server is restarting: try again on the next tick
    }
    setTimeout(poll, 2000);
  }
  poll();
})();
