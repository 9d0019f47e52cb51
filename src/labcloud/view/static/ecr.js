// The ECR panel of the view: each repository with its images (tags, digest, size, when pushed and last
// pulled) and its lifecycle policy (when it last ran and the images it expired). It adds its own panel and
// polls /_labcloud/ecr.
(function () {
  "use strict";
  const { el, table, when: at, size, add, poll } = window.LabcloudPanel;
  const shown = add("ecr", "ECR repositories", '<div id="ecr-repos"></div>', "no repositories");
  if (!shown) return;
  const holder = shown.panel.querySelector("#ecr-repos");
  const when = (seconds) => at(seconds, "never");
  const short = (digest) => String(digest || "").replace(/^sha256:/, "").slice(0, 12);

  function render(doc) {
    const repos = doc.repositories || [];
    shown.count(repos.length);
    holder.replaceChildren();
    for (const repo of repos) {
      const box = el("div", undefined, "ecr-repo");
      box.dataset.name = repo.name;
      box.append(el("h3", `${repo.name} \u00b7 ${repo.images.length} image${repo.images.length === 1 ? "" : "s"} \u00b7 tags ${repo.tag_mutability}`));
      box.append(el("p", repo.uri, "mono"));
      const images = table(["tags", "digest", "size", "pushed", "last pulled"], "ecr-images");
      const body = images.querySelector("tbody");
      for (const image of repo.images) {
        const tr = el("tr", undefined, "ecr-image");
        tr.dataset.digest = image.digest;
        const digest = el("td", short(image.digest), "mono");
        digest.title = image.digest;
        tr.append(el("td", image.tags.length ? image.tags.join(", ") : "untagged"), digest, el("td", size(image.size)),
          el("td", when(image.pushed_at)), el("td", when(image.last_pulled_at)));
        body.append(tr);
      }
      if (repo.images.length) box.append(images);
      const life = repo.lifecycle;
      const expired = `${repo.expired.length} image${repo.expired.length === 1 ? "" : "s"} expired`;
      const ran = life && life.last_evaluated_at ? `last ran ${when(life.last_evaluated_at)}, ` : "";
      const lifeText = life ? `lifecycle policy: ${ran}${expired}` : "no lifecycle policy";
      box.append(el("p", lifeText, "ecr-lifecycle"));
      if (repo.expired.length) {
        const gone = table(["expired", "digest", "tags"], "ecr-expired");
        const gbody = gone.querySelector("tbody");
        for (const e of repo.expired) {
          const tr = el("tr", undefined, "ecr-expired-image");
          tr.append(el("td", when(e.at)), el("td", short(e.digest), "mono"), el("td", (e.tags || []).join(", ") || "untagged"));
          gbody.append(tr);
        }
        box.append(gone);
      }
      holder.append(box);
    }
  }

  poll("/_labcloud/ecr", render);
})();
