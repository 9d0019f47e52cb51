"""CodeBuild's part of the view's resource map: projects (edges to their service role, source and artifact
buckets) with their last build's status, each marked "runs on this machine, no image"."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {
    "codebuild.build.started": (),
}

NOTE = "builds run with bash on this machine: the image is recorded, no container runs (docs/codebuild.md)"


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    names = (await hub.call("codebuild", "ListProjects", {})).get("projects") or []
    if not names:
        return part
    found = await hub.call("codebuild", "BatchGetProjects", {"names": names[:100]})
    for project in found.get("projects") or []:
        arn = str(project["arn"])
        last = await hub.call("codebuild", "ListBuildsForProject", {"projectName": project["name"]})
        status = None
        if last.get("ids"):
            got = await hub.call("codebuild", "BatchGetBuilds", {"ids": last["ids"][:1]})
            status = (got.get("builds") or [{}])[0].get("buildStatus")
        part.nodes.append(
            MapNode(
                "codebuild.project",
                arn,
                str(project["name"]),
                refs=(str(project["name"]),),
                resource=str(project["name"]),
                facts={
                    "source": project["source"]["type"],
                    "image": project["environment"].get("image"),
                    "last_build": status,
                    "note": NOTE,
                },
            )
        )
        part.edges.append(MapEdge("assumes", arn, str(project["serviceRole"])))
        if project["source"]["type"] == "S3":
            part.edges.append(MapEdge("reads", arn, str(project["source"]["location"]).split("/", 1)[0]))
        if project["artifacts"]["type"] == "S3":
            part.edges.append(MapEdge("writes", arn, str(project["artifacts"]["location"])))
    return part
