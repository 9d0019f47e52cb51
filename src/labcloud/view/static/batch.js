// The Batch panel of the view: compute environments (type, state, status and its reason), then each job queue
// with its jobs counted per status and its newest jobs with their status and reason. labcloud runs no jobs,
// so a job stays RUNNABLE and its reason says why; the panel shows it as Batch answers it. It adds its own
// panel and polls /_labcloud/batch.
(function () {
  "use strict";
  const { el, table, row, when, plural, add, poll } = window.LabcloudPanel;
  const shown = add("batch", "Batch", '<p class="note">labcloud runs no Batch jobs: they are records (docs/batch.md)</p><div id="batch-environments"></div><div id="batch-queues"></div>', "no compute environments or job queues");
  if (!shown) return;
  const environments = shown.panel.querySelector("#batch-environments");
  const queues = shown.panel.querySelector("#batch-queues");

  function renderEnvironments(list) {
    environments.replaceChildren();
    if (!list.length) return;
    const t = table(["compute environment", "type", "state", "status", "reason"], "batch-environments");
    const body = t.querySelector("tbody");
    for (const e of list) {
      const tr = row([e.name, e.type || "", e.state, e.status, e.reason || ""], "batch-environment");
      tr.dataset.name = e.name;
      body.append(tr);
    }
    environments.append(t);
  }

  function renderQueue(q) {
    const box = el("div", undefined, "batch-queue");
    box.dataset.name = q.name;
    const total = Object.values(q.counts).reduce((a, b) => a + b, 0);
    box.append(el("h3", `${q.name} \u00b7 ${q.state} \u00b7 ${q.status} \u00b7 priority ${q.priority} \u00b7 ${plural(total, "job")} \u00b7 on ${q.environments.join(", ")}`));
    const counted = Object.entries(q.counts).filter(([, n]) => n > 0).map(([s, n]) => `${s} ${n}`);
    box.append(el("p", counted.length ? counted.join(" \u00b7 ") : "no jobs", "batch-counts"));
    if (q.jobs.length) {
      const t = table(["job", "id", "status", "submitted", "reason"], "batch-jobs");
      const body = t.querySelector("tbody");
      for (const j of q.jobs) {
        const tr = row([j.name, el("td", j.id, "mono"), j.status, when(j.created_at), j.reason || ""], "batch-job");
        tr.dataset.id = j.id;
        body.append(tr);
      }
      box.append(t);
    }
    return box;
  }

  function render(doc) {
    shown.count(doc.environments.length + doc.queues.length);
    renderEnvironments(doc.environments);
    queues.replaceChildren(...doc.queues.map(renderQueue));
  }

  poll("/_labcloud/batch", render);
})();
