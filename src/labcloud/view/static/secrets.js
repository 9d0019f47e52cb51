// The secrets panel of the view: Secrets Manager secrets and SSM parameters of the account. Values of
// secrets and SecureString parameters stay hidden until "show" is pressed (one value, read as the
// account through the service's API, so KMS decides). It adds its own panel and polls /_labcloud/secrets.
(function () {
  "use strict";
  const main = document.querySelector("main.grid");
  if (!main) return;
  const panel = document.createElement("section");
  panel.className = "panel wide";
  panel.id = "panel-secrets";
  panel.innerHTML = '<h2>Secrets and parameters <span class="count" id="count-secrets"></span></h2>' +
    '<table class="rows"><thead><tr><th>kind</th><th>name</th><th>key / type</th><th>value</th></tr></thead>' +
    '<tbody id="secrets-rows"></tbody></table><p class="empty" id="secrets-empty">no secrets or parameters</p>';
  main.appendChild(panel);
  const body = panel.querySelector("#secrets-rows");
  const shown = new Map(); // "kind:id" → revealed text

  function cell(text, cls) {
    const td = document.createElement("td");
    td.textContent = text;
    if (cls) td.className = cls;
    return td;
  }

  async function reveal(kind, id, td) {
    try {
      const answer = await fetch("/_labcloud/secrets/reveal", {
        method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ kind, id }),
      });
      const doc = await answer.json();
      const text = answer.ok ? (doc.binary ? `(binary, ${doc.size} bytes)` : String(doc.value)) : `refused: ${(doc.error || {}).code || answer.status}`;
      shown.set(`${kind}:${id}`, text);
      td.textContent = text;
      td.className = "secret-value" + (answer.ok ? "" : " refused");
    } catch (e) {
      td.textContent = "the server is not answering";
    }
  }

  function valueCell(kind, id, plain) {
    const td = document.createElement("td");
    td.className = "secret-value";
    const known = plain !== undefined ? plain : shown.get(`${kind}:${id}`);
    if (known !== undefined) {
      td.textContent = known;
      return td;
    }
    const button = document.createElement("button");
    button.className = "reveal";
    button.textContent = "show";
    button.addEventListener("click", () => reveal(kind, id, td));
    td.appendChild(button);
    return td;
  }

  function render(doc) {
    const rows = [];
    for (const s of doc.secrets || []) {
      if (s.deleted) continue;
      rows.push(["secret", s.name, s.arn, s.kms_key + (s.rotation ? " · rotates" : ""), undefined]);
    }
    for (const p of doc.parameters || []) rows.push(["parameter", p.name, p.name, `${p.type} v${p.version}`, p.value]);
    panel.querySelector("#count-secrets").textContent = rows.length ? String(rows.length) : "";
    panel.querySelector("#secrets-empty").hidden = rows.length > 0;
    body.replaceChildren();
    for (const [kind, name, id, detail, plain] of rows) {
      const tr = document.createElement("tr");
      tr.className = "secret-row";
      tr.dataset.kind = kind;
      tr.dataset.name = name;
      tr.append(cell(kind), cell(name), cell(detail), valueCell(kind, id, plain));
      body.appendChild(tr);
    }
  }

  async function poll() {
    try {
      const answer = await fetch("/_labcloud/secrets");
      if (answer.ok) render(await answer.json());
    } catch (e) {
      // the server is restarting: try again on the next tick
    }
    setTimeout(poll, 3000);
  }
  poll();
})();
