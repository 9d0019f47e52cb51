// The Glue panel of the view: the Data Catalog's databases and their tables, and the jobs with their
// newest runs (state, duration, error) linked to the runs' output and error log streams. It adds its own
// panel and polls /_labcloud/glue.
(function () {
  "use strict";
  const { el, table, when, link, add, poll } = window.LabcloudPanel;
  const shown = add("glue", "Glue", '<div id="glue-catalog"></div><div id="glue-jobs"></div>', "no databases or jobs");
  if (!shown) return;
  const catalog = shown.panel.querySelector("#glue-catalog");
  const jobsHolder = shown.panel.querySelector("#glue-jobs");

  function renderCatalog(databases) {
    catalog.replaceChildren();
    if (!databases.length) return;
    const t = table(["database", "table", "type", "columns", "partition keys", "location"], "glue-tables");
    const body = t.querySelector("tbody");
    for (const db of databases) {
      if (!db.tables.length) {
        const tr = el("tr", undefined, "glue-table");
        tr.dataset.database = db.name;
        tr.append(el("td", db.name), el("td", "no tables"), el("td"), el("td"), el("td"), el("td", db.location || ""));
        body.append(tr);
      }
      for (const table_ of db.tables) {
        const tr = el("tr", undefined, "glue-table");
        tr.dataset.database = db.name;
        tr.dataset.table = table_.name;
        const columns = table_.columns.map((c) => `${c.name} ${c.type}`).join(", ");
        tr.append(el("td", db.name), el("td", table_.name), el("td", table_.type || ""), el("td", columns),
          el("td", table_.partition_keys.join(", ")), el("td", table_.location || "", "mono"));
        body.append(tr);
      }
    }
    catalog.append(t);
  }

  function renderJobs(jobs) {
    jobsHolder.replaceChildren();
    for (const job of jobs) {
      const box = el("div", undefined, "glue-job");
      box.dataset.name = job.name;
      box.append(el("h3", `job ${job.name} \u00b7 ${job.command || "?"} \u00b7 ${job.runs.length} run${job.runs.length === 1 ? "" : "s"}`));
      if (!job.runs.length) {
        box.append(el("p", "never run", "empty"));
        jobsHolder.append(box);
        continue;
      }
      const t = table(["run", "state", "attempt", "started", "duration (s)", "error", "logs"], "glue-runs");
      const body = t.querySelector("tbody");
      for (const run of job.runs) {
        const tr = el("tr", undefined, "glue-run state-" + String(run.state || "").toLowerCase());
        tr.dataset.run = run.id;
        tr.dataset.state = run.state;
        const logs = el("td");
        logs.append(link("output", run.logs.output), document.createTextNode(" \u00b7 "), link("error", run.logs.error));
        tr.append(el("td", run.id, "mono"), el("td", run.state), el("td", run.attempt), el("td", when(run.started_at)),
          el("td", run.duration === null || run.duration === undefined ? "" : run.duration), el("td", run.error || "", "glue-error"), logs);
        body.append(tr);
      }
      box.append(t);
      jobsHolder.append(box);
    }
  }

  function render(doc) {
    const databases = doc.databases || [];
    const jobs = doc.jobs || [];
    const count = databases.length + jobs.length;
    shown.count(count);
    renderCatalog(databases);
    renderJobs(jobs);
  }

  poll("/_labcloud/glue", render);
})();
