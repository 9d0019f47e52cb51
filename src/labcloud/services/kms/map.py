"""KMS's part of the view's resource map: customer and AWS managed keys with their state and aliases.

A key that is Disabled or PendingDeletion is marked failing (what it protects cannot be read).
"""

from __future__ import annotations

from labcloud.resource_map import MapNode, MapPart, Recent, Services, unless_gone

KINDS: dict[str, tuple[str, ...]] = {}


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    keys: list[dict[str, str]] = []
    marker: str | None = None
    while True:
        page = await hub.call("kms", "ListKeys", {"Limit": 1000, **({"Marker": marker} if marker else {})})
        keys += page.get("Keys") or []
        marker = page.get("NextMarker")
        if not marker:
            break
    aliases: dict[str, list[str]] = {}
    for alias in (await hub.call("kms", "ListAliases", {"Limit": 100})).get("Aliases") or []:
        if alias.get("TargetKeyId"):
            aliases.setdefault(alias["TargetKeyId"], []).append(alias["AliasName"])
    for entry in keys:
        found = await unless_gone(hub.call("kms", "DescribeKey", {"KeyId": entry["KeyId"]}))
        if found is None:
            continue
        meta = found["KeyMetadata"]
        names = aliases.get(meta["KeyId"], [])
        node = MapNode(
            "kms.key",
            meta["Arn"],
            names[0] if names else meta["KeyId"],
            refs=(meta["KeyId"], *names),
            resource=meta["KeyId"],
            facts={
                "state": meta["KeyState"],
                "spec": meta["KeySpec"],
                "usage": meta["KeyUsage"],
                "manager": meta["KeyManager"],
                "aliases": names,
            },
        )
        if meta["KeyState"] != "Enabled":
            node.fail(f"key is {meta['KeyState']}")
        part.nodes.append(node)
    return part
