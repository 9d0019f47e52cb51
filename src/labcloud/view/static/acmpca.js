// The AWS Private CA panel of the view: each CA (type, status, key algorithm, NotAfter, where its CRL is
// published) and the certificates it issued, newest first (serial, subject, NotAfter, status, revocation).
// No key is ever shown. It adds its own panel and polls /_labcloud/acmpca.
(function () {
  "use strict";
  const { el, table, row, when, plural, add, poll } = window.LabcloudPanel;
  const shown = add("acmpca", "Private CA", '<div id="acmpca-authorities"></div>', "no certificate authorities");
  if (!shown) return;
  const holder = shown.panel.querySelector("#acmpca-authorities");

  function renderAuthority(a) {
    const box = el("div", undefined, "acmpca-authority");
    box.dataset.id = a.id;
    box.dataset.status = a.status;
    box.append(el("h3", `${a.common_name || a.id} \u00b7 ${a.type} \u00b7 ${a.status} \u00b7 ${a.key_algorithm} \u00b7 ${plural(a.certificates.length, "certificate")}`));
    const expires = a.not_after ? `not after ${when(a.not_after)}` : "no certificate yet";
    box.append(el("p", `${expires} \u00b7 CRL ${a.crl || "not published"}`, "acmpca-facts"));
    if (a.certificates.length) {
      const t = table(["serial", "subject", "not after", "status", "revoked", "reason"], "acmpca-certificates");
      const body = t.querySelector("tbody");
      for (const c of a.certificates) {
        const tr = row([el("td", c.serial, "mono"), c.subject, when(c.not_after), c.status, when(c.revoked_at), c.revocation_reason || ""],
          "acmpca-certificate" + (c.status === "REVOKED" ? " revoked" : ""));
        tr.dataset.serial = c.serial;
        body.append(tr);
      }
      box.append(t);
    }
    return box;
  }

  function render(doc) {
    shown.count(doc.authorities.length);
    holder.replaceChildren(...doc.authorities.map(renderAuthority));
  }

  poll("/_labcloud/acmpca", render);
})();
