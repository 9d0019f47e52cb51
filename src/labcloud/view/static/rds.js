// The RDS panel of the view: each DB cluster (engine, status, the real port, Serverless v2 capacity, the
// Data API flag, its members, client connections and database sizes read from its postgres, and its newest
// Data API statements) and each DB instance. It adds its own panel and polls /_labcloud/rds.
(function () {
  "use strict";
  const { el, table, row, when, size, plural, add, poll } = window.LabcloudPanel;
  const shown = add("rds", "RDS databases", '<div id="rds-clusters"></div><div id="rds-instances"></div>', "no DB clusters or instances");
  if (!shown) return;
  const clusters = shown.panel.querySelector("#rds-clusters");
  const instances = shown.panel.querySelector("#rds-instances");
  const conns = (n) => (n === null || n === undefined ? "not running" : plural(n, "connection"));

  function databases(list) {
    return list.map((d) => `${d.name} ${size(d.size)}`).join(", ");
  }

  function renderCluster(c) {
    const box = el("div", undefined, "rds-cluster");
    box.dataset.id = c.id;
    box.dataset.status = c.status;
    const capacity = c.serverless ? ` \u00b7 Serverless v2 ${c.serverless.min}-${c.serverless.max} ACUs` : "";
    box.append(el("h3", `${c.id} \u00b7 ${c.engine} ${c.engine_version || ""} \u00b7 ${c.status}${capacity}`));
    box.append(el("p", `${c.endpoint || ""}:${c.port} \u00b7 Data API ${c.data_api ? "enabled" : "disabled"} \u00b7 ${conns(c.connections)}` +
      (c.size !== null ? ` \u00b7 ${size(c.size)} (${databases(c.databases)})` : ""), "mono rds-endpoint"));
    if (c.members.length) box.append(el("p", "instances: " + c.members.map((m) => m.id + (m.writer ? " (writer)" : " (reader)")).join(", ")));
    if (c.statements.length) {
      const t = table(["at", "statement", "rows", "updated", "ms", "error"], "rds-statements");
      const body = t.querySelector("tbody");
      for (const s of c.statements) {
        const tr = row([when(s.at), el("td", s.sql, "mono"), s.rows === null ? "" : s.rows, s.updated, s.ms, s.error || ""], "rds-statement");
        if (s.error) tr.classList.add("failed");
        body.append(tr);
      }
      box.append(el("h4", "recent Data API statements"), t);
    }
    return box;
  }

  function render(doc) {
    shown.count(doc.clusters.length + doc.instances.length);
    clusters.replaceChildren(...doc.clusters.map(renderCluster));
    instances.replaceChildren();
    if (!doc.instances.length) return;
    const t = table(["instance", "engine", "class", "status", "cluster", "port", "connections", "size"], "rds-instance-rows");
    const body = t.querySelector("tbody");
    for (const i of doc.instances) {
      const tr = row([i.id, i.engine, i.class, i.status, i.cluster || "standalone", i.port === null || i.port === undefined ? "" : i.port,
        i.cluster ? "(the cluster's)" : conns(i.connections), i.size === null ? "" : size(i.size)], "rds-instance");
      tr.dataset.id = i.id;
      body.append(tr);
    }
    instances.append(t);
  }

  poll("/_labcloud/rds", render);
})();
