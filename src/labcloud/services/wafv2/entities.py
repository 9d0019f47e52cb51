"""Shared by the entity operations: ARNs and scopes, finding an entity by Name/Scope/Id or ARN, the lock
token check, references between entities, and the summaries lists answer."""

from __future__ import annotations

import base64
from typing import Any

from labcloud.context import RequestContext
from labcloud.ids import uuid4_text
from labcloud.services.wafv2 import errors
from labcloud.services.wafv2.repo.records import Entity
from labcloud.services.wafv2.state import WafState

Doc = dict[str, Any]

#: Kind → the wire's name of the entity (GetX's member, ListXs' member).
WIRE = {"webacl": "WebACL", "ipset": "IPSet", "regexpatternset": "RegexPatternSet", "rulegroup": "RuleGroup"}


def checked_scope(ctx: RequestContext, scope: str) -> str:
    """REGIONAL anywhere; CLOUDFRONT only through us-east-1, as AWS."""
    if scope not in ("REGIONAL", "CLOUDFRONT"):
        raise errors.invalid("SCOPE_VALUE", scope, "The scope is not valid")
    if scope == "CLOUDFRONT" and ctx.region != "us-east-1":
        raise errors.invalid("SCOPE_VALUE", scope, "The scope CLOUDFRONT is only valid in us-east-1")
    return scope


def arn_of(ctx: RequestContext, scope: str, kind: str, name: str, rid: str) -> str:
    where = "global" if scope == "CLOUDFRONT" else "regional"
    return f"arn:aws:wafv2:{ctx.region}:{ctx.account_id}:{where}/{kind}/{name}/{rid}"


def new_token() -> str:
    return uuid4_text()


def find(state: WafState, ctx: RequestContext, kind: str, request: Any) -> Entity:
    """The entity the request names by Name, Scope and Id (or by ARN where the operation takes one)."""
    arn = request.get("ARN")
    if arn:
        found = state.records.by_arn(str(arn))
        if found is None or found.kind != kind:
            raise errors.nonexistent()
        return found
    if not request.get("Name") or not request.get("Id") or not request.get("Scope"):
        raise errors.invalid("RESOURCE_ARN", "ARN", "Name, Scope and Id, or ARN, are required")
    scope = checked_scope(ctx, str(request["Scope"]))
    found = state.records.get(ctx.account_id, ctx.region, kind, str(request["Id"]))
    if found is None or found.scope != scope or found.name != request["Name"]:
        raise errors.nonexistent()
    return found


def locked(entity: Entity, token: str) -> None:
    if entity.lock_token != token:
        raise errors.optimistic_lock()


def resolver(state: WafState, ctx: RequestContext, scope: str) -> Any:
    """Resolves a referenced ARN of one kind in the caller's account, region and scope, or raises
    WAFNonexistentItemException."""

    def resolve(kind: str, arn: str) -> Doc:
        found = state.records.by_arn(arn)
        if found is None or found.kind != kind or found.scope != scope or f":{ctx.account_id}:" not in arn:
            raise errors.nonexistent()
        return found.doc

    return resolve


def referenced(state: WafState, ctx: RequestContext, entity: Entity) -> bool:
    """Whether a web ACL or rule group of the same scope references ``entity``'s ARN."""
    needle = f'"{entity.arn}"'
    for kind in ("webacl", "rulegroup"):
        for other in state.records.listed(ctx.account_id, ctx.region, kind, entity.scope):
            if other.arn != entity.arn and needle in _text(other.doc):
                return True
    return False


def _text(doc: Doc) -> str:
    import json

    return json.dumps(doc)


def summary(entity: Entity) -> Doc:
    out: Doc = {"Name": entity.name, "Id": entity.id, "LockToken": entity.lock_token, "ARN": entity.arn}
    if entity.doc.get("Description") is not None:
        out["Description"] = entity.doc["Description"]
    return out


def public(entity: Entity) -> Doc:
    """The entity as GetX answers it (labcloud's own keys, under ``_``, left out; byte match search
    strings, stored base64-encoded, as bytes again)."""
    return {k: _blobs(v) for k, v in entity.doc.items() if not k.startswith("_")}


def _blobs(value: Any) -> Any:
    if isinstance(value, list):
        return [_blobs(v) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: _blobs(v) for k, v in value.items()}
    match = out.get("ByteMatchStatement")
    if isinstance(match, dict) and isinstance(match.get("SearchString"), str):
        match["SearchString"] = base64.b64decode(match["SearchString"])
    return out


def page(items: list[Entity], marker: str | None, limit: int | None) -> tuple[list[Entity], str | None]:
    start = 0
    if marker:
        start = next((i for i, e in enumerate(items) if e.id == marker), None) or 0
        if not any(e.id == marker for e in items):
            raise errors.invalid("RESOURCE_ARN", "NextMarker", "Invalid NextMarker")
    size = int(limit or 100)
    chunk = items[start : start + size]
    rest = items[start + size : start + size + 1]
    return chunk, (rest[0].id if rest else None)
