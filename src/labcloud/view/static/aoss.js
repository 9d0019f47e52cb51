// The OpenSearch Serverless panel of the view: each collection (type, status, endpoint) with its indexes'
// document counts and sizes, the policies by type, and a search box that sends one _search to a
// collection's index as the view's principal (the collection's policies decide, as for any caller). It
// adds its own panel and polls /_labcloud/opensearch.
(function () {
  "use strict";
  const { el, table, row, size, plural, add, poll } = window.LabcloudPanel;
  const shown = add("aoss", "OpenSearch Serverless",
    '<div id="aoss-collections"></div><div id="aoss-policies"></div>' +
    '<form id="aoss-search" class="aoss-search"><h4>search</h4>' +
    '<select id="aoss-search-collection" aria-label="collection"></select> ' +
    '<input id="aoss-search-index" placeholder="index" aria-label="index" size="16"> ' +
    '<input id="aoss-search-query" class="mono" placeholder=\'query, e.g. {"match": {"title": "matrix"}} (empty: match_all)\' aria-label="query" size="48"> ' +
    '<button type="submit">search</button><div id="aoss-search-result"></div></form>',
    "no collections");
  if (!shown) return;
  const collections = shown.panel.querySelector("#aoss-collections");
  const policies = shown.panel.querySelector("#aoss-policies");
  const form = shown.panel.querySelector("#aoss-search");
  const picker = form.querySelector("#aoss-search-collection");
  const result = form.querySelector("#aoss-search-result");

  function renderCollections(items) {
    collections.replaceChildren();
    for (const c of items) {
      const box = el("div", undefined, "aoss-collection");
      box.dataset.name = c.name;
      box.dataset.status = c.status;
      box.append(el("h3", `${c.name} \u00b7 ${c.type} \u00b7 ${c.status} \u00b7 ${plural(c.indexes.length, "index")}`));
      box.append(el("p", c.endpoint || "", "mono aoss-endpoint"));
      if (c.indexes.length) {
        const t = table(["index", "documents", "size"], "aoss-indexes");
        const body = t.querySelector("tbody");
        for (const index of c.indexes) {
          const tr = row([index.name, index.documents, size(index.size)], "aoss-index");
          tr.dataset.index = index.name;
          tr.dataset.documents = String(index.documents);
          body.append(tr);
        }
        box.append(t);
      }
      collections.append(box);
    }
  }

  function renderPolicies(byType) {
    policies.replaceChildren();
    const t = table(["type", "policy", "version", "description"], "aoss-policies");
    const body = t.querySelector("tbody");
    for (const [kind, items] of Object.entries(byType)) {
      for (const p of items) {
        const tr = row([kind, p.name, p.version || "", p.description || ""], "aoss-policy");
        tr.dataset.type = kind;
        tr.dataset.name = p.name;
        body.append(tr);
      }
    }
    if (body.children.length) policies.append(el("h4", "policies"), t);
  }

  function renderPicker(items) {
    const chosen = picker.value;
    const ids = items.map((c) => c.id).join(",");
    if (picker.dataset.ids === ids) return;  // unchanged: keep what the user picked
    picker.dataset.ids = ids;
    picker.replaceChildren();
    for (const c of items) {
      const option = el("option", c.name);
      option.value = c.id;
      picker.append(option);
    }
    if (items.some((c) => c.id === chosen)) picker.value = chosen;
  }

  function render(doc) {
    const items = doc.collections || [];
    shown.count(items.length);
    form.hidden = items.length === 0;
    renderCollections(items);
    renderPolicies(doc.policies || {});
    renderPicker(items);
  }

  function showAnswer(found) {
    result.replaceChildren();
    const answer = found.answer || {};
    if (found.status !== 200) {
      const error = answer.error || {};
      const reason = typeof error === "string" ? error : `${error.type || ""} ${error.reason || ""}`;
      const p = el("p", `${found.status}: ${reason.trim()}`, "aoss-search-error");
      p.dataset.status = String(found.status);
      result.append(p);
      return;
    }
    const hits = (answer.hits || {}).hits || [];
    result.append(el("p", `${plural((answer.hits.total || {}).value || 0, "hit")} (${answer.took} ms)`, "aoss-search-total"));
    const t = table(["_id", "_score", "_source"], "aoss-hits");
    const body = t.querySelector("tbody");
    for (const hit of hits) {
      const tr = row([hit._id, hit._score === null ? "" : Number(hit._score).toFixed(3), el("td", JSON.stringify(hit._source).slice(0, 400), "mono")], "aoss-hit");
      tr.dataset.id = hit._id;
      body.append(tr);
    }
    if (hits.length) result.append(t);
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const query = new URLSearchParams({
      collection: picker.value,
      index: form.querySelector("#aoss-search-index").value.trim(),
      query: form.querySelector("#aoss-search-query").value,
    });
    try {
      const answer = await fetch("/_labcloud/opensearch/search?" + query.toString());
      const found = await answer.json();
      if (answer.ok) showAnswer(found);
      else showAnswer({ status: answer.status, answer: { error: { type: (found.error || {}).code || "", reason: (found.error || {}).message || "" } } });
    } catch (e) {
      showAnswer({ status: 0, answer: { error: String(e) } });
    }
  });

  poll("/_labcloud/opensearch", render);
})();
