// The WAF panel of the view: each web ACL with what it protects, its rules (priority, what they inspect,
// their action or override) and how many requests each allowed, blocked and counted, then the newest
// sampled requests (which rule, the managed rule within its group, labels). It adds its own panel and
// polls /_labcloud/waf.
(function () {
  "use strict";
  const { el, table, row, add, poll } = window.LabcloudPanel;
  const shown = add("waf", "WAF web ACLs", '<div id="waf-acls"></div>', "no web ACLs");
  if (!shown) return;
  const holder = shown.panel.querySelector("#waf-acls");

  function protectedName(arn) {
    const stage = /restapis\/([^/]+)\/stages\/(.+)$/.exec(arn);
    return stage ? `REST API ${stage[1]} / ${stage[2]}` : String(arn).split(":").pop();
  }

  function render(doc) {
    const acls = doc.web_acls || [];
    shown.count(acls.length);
    holder.replaceChildren();
    for (const acl of acls) {
      const box = el("div", undefined, "waf-acl");
      box.dataset.arn = acl.arn;
      const title = el("h3", `${acl.name} \u00b7 ${acl.scope} \u00b7 default ${acl.default_action} \u00b7 ${acl.capacity} WCU`);
      const protects = el("p", "protects: " + (acl.protects.length ? acl.protects.map(protectedName).join(", ") : "nothing associated"), "waf-protects");
      const rules = table(["priority", "rule", "inspects", "action", "allowed", "blocked", "counted"], "waf-rules");
      const rbody = rules.querySelector("tbody");
      for (const r of acl.rules) {
        const tr = row([r.priority, r.name, r.what, r.action, r.allowed, r.blocked, r.counted], "waf-rule");
        tr.dataset.rule = r.name;
        rbody.append(tr);
      }
      const d = row(["", "(default action)", "", acl.default_action, acl.default.allowed, acl.default.blocked, ""], "waf-rule");
      d.dataset.rule = "";
      rbody.append(d);
      const samples = table(["time", "rule", "action", "request", "client", "labels"], "waf-samples");
      const sbody = samples.querySelector("tbody");
      for (const s of acl.samples) {
        const rule = s.within ? `${s.rule} \u203a ${s.within}` : s.rule;
        const action = s.status ? `${s.action} ${s.status}` : s.action;
        const tr = row([new Date(s.ts * 1000).toLocaleTimeString(), rule, action, `${s.method} ${s.uri}`, s.client_ip, s.labels.join(" ")], "waf-sample");
        tr.dataset.action = s.action;
        sbody.append(tr);
      }
      box.append(title, protects, rules, el("h4", "sampled requests"), samples);
      holder.append(box);
    }
  }

  poll("/_labcloud/waf", render);
})();
