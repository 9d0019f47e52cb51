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
