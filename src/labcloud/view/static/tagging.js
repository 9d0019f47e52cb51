// The Tagging panel of the view: every tagged resource of the account grouped by tag key and value (as the
// Resource Groups Tagging API lists them across services), and the resource groups with their members
// (as Resource Groups resolves their tag or stack queries). It adds its own panel and polls
// /_labcloud/tagging.
(function () {
  "use strict";
  const { el, table, row, plural, add, poll } = window.LabcloudPanel;
  const shown = add("tagging", "Tags and resource groups", '<div id="tagging-keys"></div><div id="tagging-groups"></div>',
    "no tagged resources or groups");
  if (!shown) return;
  const keys = shown.panel.querySelector("#tagging-keys");
  const groups = shown.panel.querySelector("#tagging-groups");

  // "service: the ARN's resource part", short enough for a cell; the whole ARN as its title
  function resource(arn) {
    const parts = String(arn).split(":");
    const span = el("span", `${parts[2] || "?"}: ${parts.slice(5).join(":")}`, "mono tagging-resource");
    span.title = arn;
    span.dataset.arn = arn;
    return span;
  }

  function resources(arns) {
    const td = el("td");
    arns.forEach((arn, n) => {
      if (n) td.append(document.createElement("br"));
      td.append(resource(arn));
    });
    return td;
  }

  function renderKeys(items) {
    keys.replaceChildren();
    if (!items.length) return;
    const t = table(["tag key", "value", "resources"], "tagging-tags");
    const body = t.querySelector("tbody");
    for (const key of items) {
      for (const value of key.values) {
        const tr = row([key.key, value.value, resources(value.resources)], "tagging-tag");
        tr.dataset.key = key.key;
        tr.dataset.value = value.value;
        body.append(tr);
      }
    }
    keys.append(t);
  }

  function renderGroups(items) {
    groups.replaceChildren();
    for (const group of items) {
      const box = el("div", undefined, "tagging-group");
      box.dataset.name = group.name;
      box.append(el("h3", `group ${group.name} \u00b7 ${group.query_type || "no query"} \u00b7 ${plural(group.members.length, "member")}`));
      if (group.members.length) {
        const t = table(["type", "resource"], "tagging-members");
        const body = t.querySelector("tbody");
        for (const member of group.members) {
          const tr = row([member.type || "", el("td", member.arn, "mono")], "tagging-member");
          tr.dataset.arn = member.arn;
          body.append(tr);
        }
        box.append(t);
      }
      for (const error of group.errors || []) box.append(el("p", error, "tagging-error"));
      groups.append(box);
    }
  }

  function render(doc) {
    const tagged = doc.resources || [];
    const items = doc.groups || [];
    shown.count(tagged.length + items.length);
    renderKeys(doc.keys || []);
    renderGroups(items);
  }

  poll("/_labcloud/tagging", render);
})();
