// The Kinesis panel of the view: each stream with its shards (hash range, open or closed, parents
// after a reshard, records kept) and, for the shard picked, its newest records. It adds its own
// panel and polls /_labcloud/kinesis/streams and /_labcloud/kinesis/records.
(function () {
  "use strict";
  const main = document.querySelector("main.grid");
  if (!main) return;
  const BASE = "/_labcloud/kinesis";
  const SPACE = 2n ** 128n;
  const panel = document.createElement("section");
  panel.className = "panel wide";
  panel.id = "panel-kinesis";
  panel.innerHTML = '<h2>Kinesis streams <span class="count" id="count-kinesis"></span></h2>' +
    '<div id="kinesis-streams"></div><p class="empty" id="kinesis-empty">no streams</p>' +
    '<div id="kinesis-records" hidden><h3 id="kinesis-records-title"></h3>' +
    '<table class="rows inner"><thead><tr><th>sequence</th><th>partition key</th><th>arrived</th>' +
    '<th>data</th></tr></thead><tbody id="kinesis-record-rows"></tbody></table>' +
    '<p class="empty" id="kinesis-records-empty">no records kept</p></div>';
  main.appendChild(panel);
  const list = panel.querySelector("#kinesis-streams");
  let picked = null; // {stream, shard}

  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (cls) node.className = cls;
    return node;
  }

  function share(shard) {
    // the part of the hash key space the shard owns, in percent
    const width = BigInt(shard.end_hash) - BigInt(shard.start_hash) + 1n;
    return (Number((width * 10000n) / SPACE) / 100).toFixed(2) + "%";
  }

  function tail(sequence) {
    return sequence ? "\u2026" + sequence.slice(-8) : "\u2014";
  }

  function renderStreams(streams) {
    panel.querySelector("#count-kinesis").textContent = streams.length ? String(streams.length) : "";
    panel.querySelector("#kinesis-empty").hidden = streams.length > 0;
    list.replaceChildren();
    for (const s of streams) {
      const box = el("div", null, "kinesis-stream");
      box.dataset.stream = s.arn;
      const head = el("h3", s.name);
      head.append(el("span", `${s.mode === "ON_DEMAND" ? "on-demand" : "provisioned"} \u00b7 ${s.status} \u00b7 ` +
        `${s.retention_hours} h` + (s.shard_level_metrics.length ? ` \u00b7 shard metrics: ${s.shard_level_metrics.length}` : ""), "count"));
      box.append(head);
      const table = el("table", null, "rows inner");
      table.innerHTML = "<thead><tr><th>shard</th><th>state</th><th>keys</th><th>parents</th><th>records</th>" +
        "<th>last sequence</th></tr></thead>";
      const body = el("tbody");
      for (const shard of s.shards) {
        const tr = el("tr", null, "kinesis-shard");
        tr.dataset.shard = shard.shard_id;
        tr.style.cursor = "pointer";
        tr.title = "show this shard's newest records";
        tr.append(el("td", shard.shard_id));
        tr.append(el("td", shard.open ? "open" : "closed", shard.open ? "pill success" : "pill"));
        tr.append(el("td", share(shard)));
        tr.append(el("td", [shard.parent, shard.adjacent_parent].filter(Boolean).join(", ") || "\u2014"));
        tr.append(el("td", shard.records));
        tr.append(el("td", tail(shard.last_sequence)));
        tr.addEventListener("click", () => { picked = { stream: s.arn, name: s.name, shard: shard.shard_id }; pollRecords(); });
        body.append(tr);
      }
      table.append(body);
      box.append(table);
      list.append(box);
    }
  }

  function renderRecords(doc) {
    const box = panel.querySelector("#kinesis-records");
    box.hidden = false;
    panel.querySelector("#kinesis-records-title").textContent = `${picked.name} / ${picked.shard}: newest records`;
    const rows = panel.querySelector("#kinesis-record-rows");
    rows.replaceChildren();
    panel.querySelector("#kinesis-records-empty").hidden = doc.records.length > 0;
    for (const r of doc.records) {
      const tr = el("tr", null, "kinesis-record");
      tr.append(el("td", tail(r.sequence_number)));
      tr.append(el("td", r.partition_key));
      tr.append(el("td", new Date(r.arrival * 1000).toLocaleTimeString()));
      const shown = r.data.text !== undefined ? r.data.text : "base64 " + r.data.base64;
      const td = el("td", shown.length > 200 ? shown.slice(0, 200) + "\u2026" : shown);
      td.title = `${r.data.size} bytes`;
      tr.append(td);
      rows.append(tr);
    }
  }

  async function pollRecords() {
    if (!picked) return;
    try {
      const answer = await fetch(`${BASE}/records?stream=${encodeURIComponent(picked.stream)}&shard=${encodeURIComponent(picked.shard)}&limit=20`);
      if (answer.ok) renderRecords(await answer.json());
    } catch (e) {
      // the server is restarting: the next tick tries again
    }
  }

  async function poll() {
    try {
      const answer = await fetch(`${BASE}/streams`);
      if (answer.ok) renderStreams((await answer.json()).streams || []);
      await pollRecords();
    } catch (e) {
      // the server is restarting: try again on the next tick
    }
    setTimeout(poll, 2000);
  }
  poll();
})();
