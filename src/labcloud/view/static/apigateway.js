// The API Gateway panel of the view: one row per request to a REST or HTTP API and per WebSocket
// handshake or message (newest first): route, status, latency, what decided its authorization
// (allowed, denied, cached; which authorizer), the integration it called, and links to the Lambda
// invocations it caused. It adds its own panel and polls /_labcloud/apigateway/requests.
(function () {
  "use strict";
  const main = document.querySelector("main.grid");
  if (!main) return;
  const panel = document.createElement("section");
  panel.className = "panel wide";
  panel.id = "panel-apigateway";
  panel.innerHTML = '<h2>API Gateway requests <span class="count" id="count-apigateway"></span></h2>' +
    '<table class="rows"><thead><tr><th>time</th><th>API</th><th>route</th><th>status</th><th>latency</th>' +
    '<th>authorizer</th><th>integration</th><th>invocations</th></tr></thead>' +
    '<tbody id="apigateway-requests"></tbody></table>' +
    '<p class="empty" id="apigateway-empty">no requests yet</p>';
  main.appendChild(panel);
  const body = panel.querySelector("#apigateway-requests");

  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (cls) node.className = cls;
    return node;
  }

  function lastPart(arn) {
    return arn ? String(arn).split(":").pop() : "";
  }

  function authorizerCell(a) {
    const td = el("td");
    if (!a) { td.textContent = "\u2014"; return td; }
    const decision = a.cached && a.decision === "allowed" ? "allowed (cached)" : a.decision;
    const cls = a.decision === "allowed" ? "pill success" : "pill error";
    td.append(el("span", decision, cls + " apigw-decision"));
    td.append(document.createTextNode(" " + a.type + (a.name ? " " + a.name : "")));
    return td;
  }

  function invocationsCell(list) {
    const td = el("td");
    for (const inv of list) {
      const link = el("a", "\u03bb " + inv.function, "mono inv-link apigw-inv");
      link.href = "#inv-" + inv.request_id;
      link.dataset.inv = inv.request_id;
      link.title = inv.request_id;
      link.addEventListener("click", (e) => {
        e.preventDefault();
        if (window.labcloudView) window.labcloudView.reveal(inv.request_id);
      });
      if (td.childNodes.length) td.append(el("br"));
      td.append(link);
    }
    return td;
  }

  function render(rows) {
    panel.querySelector("#count-apigateway").textContent = rows.length ? String(rows.length) : "";
    panel.querySelector("#apigateway-empty").hidden = rows.length > 0;
    body.replaceChildren();
    for (const r of rows) {
      const tr = el("tr", null, "apigw-request");
      tr.dataset.requestId = r.request_id || "";
      tr.dataset.apiId = r.api_id || "";
      tr.append(el("td", new Date(r.ts * 1000).toLocaleTimeString(), "time"));
      tr.append(el("td", `${r.kind} ${r.api_id}/${r.stage}`));
      const route = el("td", r.route || "(no route)", "mono");
      route.title = r.path || "";
      tr.append(route);
      tr.append(el("td", r.status, "pill " + (r.status < 400 ? "success" : "error")));
      tr.append(el("td", r.latency_ms !== undefined && r.latency_ms !== null ? `${Math.round(r.latency_ms * 10) / 10} ms` : "", "num"));
      tr.append(authorizerCell(r.authorizer));
      tr.append(el("td", r.integration ? `${r.integration}${r.target ? " \u2192 " + lastPart(r.target) : ""}` : "\u2014"));
      tr.append(invocationsCell(r.invocations || []));
      body.append(tr);
    }
  }

  async function poll() {
    try {
      const answer = await fetch("/_labcloud/apigateway/requests?limit=100");
      if (answer.ok) render((await answer.json()).requests || []);
    } catch (e) {
      // the server is restarting: the next tick tries again
    }
    setTimeout(poll, 2000);
  }
  poll();
})();
