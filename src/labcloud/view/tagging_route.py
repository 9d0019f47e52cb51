"""``GET /_labcloud/tagging``: tags across services for the view. Every tagged resource of the server's
account and Region as the Resource Groups Tagging API lists it (``GetResources`` through the hub, so each
service's tag source answers), grouped by tag key and value; and the resource groups (their query type)
with their members as ``ListGroupResources`` resolves them (a group whose query cannot be resolved shows
its query errors)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.errors import AwsError
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response

if TYPE_CHECKING:
    from labcloud.hub import Hub

TAGGING = "resourcegroupstaggingapi"
GROUPS = "resource-groups"
#: Pages read of tagged resources (100 a page), of groups and of each group's members (50 a page).
MAX_PAGES = 20


def _service(arn: str) -> str:
    parts = arn.split(":")
    return parts[2] if len(parts) > 2 else ""


async def _tagged(hub: Hub) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    token = ""
    for _ in range(MAX_PAGES):
        page = await hub.call(
            TAGGING,
            "GetResources",
            {"ResourcesPerPage": 100, **({"PaginationToken": token} if token else {})},
        )
        for mapping in page.get("ResourceTagMappingList") or []:
            arn = str(mapping.get("ResourceARN"))
            tags = {str(t["Key"]): str(t.get("Value", "")) for t in mapping.get("Tags") or []}
            out.append({"arn": arn, "service": _service(arn), "tags": tags})
        token = str(page.get("PaginationToken") or "")
        if not token:
            break
    return sorted(out, key=lambda r: r["arn"])


def _by_key(resources: list[dict[str, Any]]) -> list[dict[str, Any]]:
    keys: dict[str, dict[str, list[str]]] = {}
    for resource in resources:
        for key, value in resource["tags"].items():
            keys.setdefault(key, {}).setdefault(value, []).append(resource["arn"])
    return [
        {"key": key, "values": [{"value": v, "resources": arns} for v, arns in sorted(values.items())]}
        for key, values in sorted(keys.items())
    ]


async def _members(hub: Hub, name: str) -> tuple[list[dict[str, Any]], list[str]]:
    members: list[dict[str, Any]] = []
    errors: list[str] = []
    token = ""
    for _ in range(MAX_PAGES):
        page = await hub.call(
            GROUPS,
            "ListGroupResources",
            {"Group": name, "MaxResults": 50, **({"NextToken": token} if token else {})},
        )
        for item in page.get("Resources") or []:
            identifier = item.get("Identifier") or {}
            members.append({"arn": identifier.get("ResourceArn"), "type": identifier.get("ResourceType")})
        errors += [f"{e.get('ErrorCode')}: {e.get('Message')}" for e in page.get("QueryErrors") or []]
        token = str(page.get("NextToken") or "")
        if not token:
            break
    return members, errors


async def _groups(hub: Hub) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    token = ""
    for _ in range(MAX_PAGES):
        page = await hub.call(
            GROUPS, "ListGroups", {"MaxResults": 50, **({"NextToken": token} if token else {})}
        )
        for group in page.get("GroupIdentifiers") or []:
            name = str(group.get("GroupName"))
            try:
                query = (await hub.call(GROUPS, "GetGroupQuery", {"Group": name})).get("GroupQuery") or {}
                members, errors = await _members(hub, name)
            except AwsError as error:
                if error.code in ("NotFoundException",):
                    continue  # deleted while listed
                raise
            out.append(
                {
                    "name": name,
                    "arn": group.get("GroupArn"),
                    "query_type": (query.get("ResourceQuery") or {}).get("Type"),
                    "members": members,
                    "errors": errors,
                }
            )
        token = str(page.get("NextToken") or "")
        if not token:
            break
    return sorted(out, key=lambda g: g["name"])


def tagging_routes(hub: Hub) -> list[InternalRoute]:
    async def listing(_request: InternalRequest) -> InternalResponse:
        resources = await _tagged(hub) if hub.serves(TAGGING) else []
        groups = await _groups(hub) if hub.serves(GROUPS) else []
        return json_response({"resources": resources, "keys": _by_key(resources), "groups": groups})

    return [InternalRoute("GET", "/tagging", listing)]
