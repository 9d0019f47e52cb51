"""ECR's part of the view's resource map: repositories with their image count, tag mutability and
encryption, and an edge to the KMS key a repository is encrypted with."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {
    "ecr.image.pushed": (),
}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    repositories: list[dict[str, object]] = []
    token: str | None = None
    while True:
        page = await hub.call(
            "ecr", "DescribeRepositories", {"maxResults": 1000, **({"nextToken": token} if token else {})}
        )
        repositories += page.get("repositories") or []
        token = page.get("nextToken")
        if not token:
            break
    pushed = recent.count_by(["ecr.image.pushed"], "resource")
    for repository in repositories:
        arn = str(repository["repositoryArn"])
        name = str(repository["repositoryName"])
        listed = await unless_gone(
            hub.call("ecr", "ListImages", {"repositoryName": name, "maxResults": 1000})
        )
        encryption = repository.get("encryptionConfiguration") or {}
        assert isinstance(encryption, dict)
        node = MapNode(
            "ecr.repository",
            arn,
            name,
            refs=(name, str(repository.get("repositoryUri"))),
            resource=name,
            facts={
                "uri": repository.get("repositoryUri"),
                "images": len({i.get("imageDigest") for i in (listed or {}).get("imageIds") or []}),
                "tag_mutability": repository.get("imageTagMutability"),
                "encryption": encryption.get("encryptionType"),
                "pushed_last_minute": pushed.get(arn, 0),
            },
        )
        part.nodes.append(node)
        if encryption.get("kmsKey"):
            part.edges.append(MapEdge("encrypted-by", arn, str(encryption["kmsKey"])))
    return part
