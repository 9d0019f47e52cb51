"""Secrets Manager's part of the view's resource map: secrets (never their values), the KMS key each is
encrypted under and the rotation function each runs; last minute's new versions and rotations.

A secret whose last rotation step failed in the last minute is marked failing.
"""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services, arn

KINDS: dict[str, tuple[str, ...]] = {
    "secretsmanager.secret.version_created": (),
    "secretsmanager.secret.rotated": (),
    "secretsmanager.rotation.failed": ("step",),
}

DEFAULT_KEY = "alias/aws/secretsmanager"


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    secrets: list[dict[str, object]] = []
    token: str | None = None
    while True:
        page = await hub.call(
            "secretsmanager", "ListSecrets", {"MaxResults": 100, **({"NextToken": token} if token else {})}
        )
        secrets += page.get("SecretList") or []
        token = page.get("NextToken")
        if not token:
            break
    written = recent.count_by(["secretsmanager.secret.version_created"], "resource")
    rotated = recent.count_by(["secretsmanager.secret.rotated"], "resource")
    failed = recent.count_by(["secretsmanager.rotation.failed"], "resource")
    settings = hub.settings
    # aliases through ListAliases: a DescribeKey of alias/aws/secretsmanager would create that key
    listed = await hub.call("kms", "ListAliases", {"Limit": 100}) if secrets else {}
    aliases = {a["AliasName"]: a["TargetKeyId"] for a in listed.get("Aliases") or [] if a.get("TargetKeyId")}
    for secret in secrets:
        secret_arn, name = str(secret["ARN"]), str(secret["Name"])
        node = MapNode(
            "secretsmanager.secret",
            secret_arn,
            name,
            refs=(name,),
            resource=name,
            facts={
                "versions": len(secret.get("SecretVersionsToStages") or {}),  # type: ignore[arg-type]
                "rotation": bool(secret.get("RotationEnabled")),
                "written_last_minute": written.get(secret_arn, 0),
                "rotated_last_minute": rotated.get(secret_arn, 0),
            },
        )
        if failed.get(secret_arn):
            node.fail(f"{failed[secret_arn]} failed rotation step(s) in the last minute")
        part.nodes.append(node)
        key = str(secret.get("KmsKeyId") or DEFAULT_KEY)
        if key.startswith("alias/"):
            target = aliases.get(key)
            key = arn("kms", settings.region, settings.account_id, f"key/{target}" if target else key)
        elif not key.startswith("arn:"):
            key = arn("kms", settings.region, settings.account_id, f"key/{key}")
        part.edges.append(MapEdge("encrypted-by", secret_arn, key))
        function = secret.get("RotationLambdaARN")
        if function and secret.get("RotationEnabled"):
            part.edges.append(
                MapEdge(
                    "rotation", secret_arn, str(function), traffic={"rotations": rotated.get(secret_arn, 0)}
                )
            )
    return part
