// The Application Auto Scaling panel of the view: each scalable target with its minimum, maximum and
// current capacity (read from the service it scales), its scaling policies and its newest scaling
// activities. It adds its own panel and polls /_labcloud/autoscaling.
(function () {
  "use strict";
  const { el, table, row, when, add, poll } = window.LabcloudPanel;
  const shown = add("autoscaling", "Application Auto Scaling", '<div id="autoscaling-targets"></div>', "no scalable targets");
  if (!shown) return;
  const holder = shown.panel.querySelector("#autoscaling-targets");

  function render(doc) {
    shown.count(doc.targets.length);
    holder.replaceChildren();
    for (const t of doc.targets) {
      const box = el("div", undefined, "autoscaling-target");
      box.dataset.resource = t.resource_id;
      const current = t.current === null ? "unknown (the resource is gone)" : t.current;
      const paused = t.suspended.length ? ` \u00b7 suspended: ${t.suspended.join(", ")}` : "";
      box.append(el("h3", `${t.resource_id} \u00b7 ${t.dimension}`));
      box.append(el("p", `min ${t.min} \u00b7 max ${t.max} \u00b7 current ${current}${paused}`, "autoscaling-capacity"));
      if (t.policies.length) {
        const p = table(["policy", "type", "target", "metric", "alarms"], "autoscaling-policies");
        const body = p.querySelector("tbody");
        for (const policy of t.policies) {
          body.append(row([policy.name, policy.type, policy.target_value === null || policy.target_value === undefined ? "" : policy.target_value,
            policy.metric || "", policy.alarms.join(", ")], "autoscaling-policy"));
        }
        box.append(p);
      }
      if (t.activities.length) {
        const a = table(["started", "status", "description", "cause", "message"], "autoscaling-activities");
        const body = a.querySelector("tbody");
        for (const act of t.activities) {
          body.append(row([when(act.started_at), act.status, act.description, act.cause, act.message || ""], "autoscaling-activity"));
        }
        box.append(a);
      }
      holder.append(box);
    }
  }

  poll("/_labcloud/autoscaling", render);
})();
