// The ECS panel of the view: each cluster (containerInsights, counts), its services (desired, running and
// pending task counts) and its tasks with each container's reason. labcloud runs no containers, so the
// reason says the image was never pulled or started; the panel shows it as ECS answers it. It adds its own
// panel and polls /_labcloud/ecs.
(function () {
  "use strict";
  const { el, table, row, when, plural, add, poll } = window.LabcloudPanel;
  const shown = add("ecs", "ECS clusters", '<p class="note">labcloud runs no containers: tasks are records (docs/ecs.md)</p><div id="ecs-clusters"></div>', "no clusters");
  if (!shown) return;
  const holder = shown.panel.querySelector("#ecs-clusters");

  function render(doc) {
    shown.count(doc.clusters.length);
    holder.replaceChildren();
    for (const c of doc.clusters) {
      const box = el("div", undefined, "ecs-cluster");
      box.dataset.name = c.name;
      box.append(el("h3", `${c.name} \u00b7 ${c.status} \u00b7 ${plural(c.services.length, "service")} \u00b7 ${plural(c.running_tasks || 0, "running task")} \u00b7 Container Insights ${c.insights}`));
      if (c.services.length) {
        const t = table(["service", "status", "desired", "running", "pending", "task definition", "launch type"], "ecs-services");
        const body = t.querySelector("tbody");
        for (const s of c.services) {
          const tr = row([s.name, s.status, s.desired, s.running, s.pending, s.task_definition, s.launch_type || ""], "ecs-service");
          tr.dataset.name = s.name;
          body.append(tr);
        }
        box.append(t);
      }
      if (c.tasks.length) {
        const t = table(["task", "group", "status", "address", "started", "why no container ran"], "ecs-tasks");
        const body = t.querySelector("tbody");
        for (const task of c.tasks) {
          const reasons = [...new Set(task.containers.map((x) => x.reason).filter(Boolean))];
          if (task.stopped_reason) reasons.unshift("stopped: " + task.stopped_reason);
          const tr = row([el("td", task.id, "mono"), task.group || "", `${task.last_status} (desired ${task.desired_status})`,
            task.ip || "", when(task.started_at), reasons.join("; ")], "ecs-task");
          tr.dataset.id = task.id;
          body.append(tr);
        }
        box.append(t);
      }
      holder.append(box);
    }
  }

  poll("/_labcloud/ecs", render);
})();
