"""A bucket's public access block (Put/Get/DeletePublicAccessBlock) and what "public" means.

The configuration is the ``public_access_block`` document of the bucket's settings (four booleans).
``BlockPublicPolicy`` refuses a PutBucketPolicy whose policy is public (403 ``AccessDenied``);
``BlockPublicAcls`` refuses public canned ACLs and grants to the AllUsers/AuthenticatedUsers groups
(``acls``); ``RestrictPublicBuckets`` keeps other accounts out of a bucket whose policy is public (the
policy's allow then counts for the owner's account and AWS services only). ``IgnorePublicAcls`` has
nothing to ignore: labcloud serves no anonymous request and ACL grants grant no access (docs/s3.md).

A policy is public, as AWS defines it, when an ``Allow`` statement names a wildcard principal (or uses
``NotPrincipal``) without a condition that pins the caller to fixed values of ``aws:SourceArn``,
``aws:SourceAccount``, ``aws:SourceVpc(e)``, ``aws:SourceIp`` (a range no wider than /8),
``aws:PrincipalOrgID``, ``aws:PrincipalAccount``, ``aws:PrincipalArn``, ``aws:userid`` and the like.
"""

from __future__ import annotations

import ipaddress
import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3.repo import settings
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        DeletePublicAccessBlockRequest,
        DeletePublicAccessBlockResponse,
        GetPublicAccessBlockRequest,
        GetPublicAccessBlockResponse,
        PutPublicAccessBlockRequest,
        PutPublicAccessBlockResponse,
    )

SETTING = "public_access_block"
FLAGS = ("BlockPublicAcls", "IgnorePublicAcls", "BlockPublicPolicy", "RestrictPublicBuckets")

#: Condition keys whose fixed values make a wildcard principal's statement non-public.
_FIXING_KEYS = frozenset(
    {
        "aws:sourcearn",
        "aws:sourceaccount",
        "aws:sourceowner",
        "aws:sourcevpc",
        "aws:sourcevpce",
        "aws:sourceip",
        "aws:principalorgid",
        "aws:principalaccount",
        "aws:principalarn",
        "aws:userid",
        "s3:dataaccesspointarn",
        "s3:dataaccesspointaccount",
    }
)


def configuration(state: S3State, bucket: str) -> dict[str, bool]:
    """The bucket's four settings (all false when it has no public access block)."""
    doc = settings.get(state.store, bucket, SETTING) or {}
    return {flag: bool(doc.get(flag)) for flag in FLAGS}


def put_public_access_block(
    state: S3State, request: PutPublicAccessBlockRequest, ctx: RequestContext
) -> PutPublicAccessBlockResponse:
    given = cast("Mapping[str, Any]", request.get("PublicAccessBlockConfiguration") or {})
    doc = {flag: bool(given.get(flag)) for flag in FLAGS}
    with state.store.transaction():
        state.bucket(request["Bucket"])
        settings.put(state.store, request["Bucket"], SETTING, doc)
    return {}


def get_public_access_block(
    state: S3State, request: GetPublicAccessBlockRequest, ctx: RequestContext
) -> GetPublicAccessBlockResponse:
    state.bucket(request["Bucket"])
    doc = settings.get(state.store, request["Bucket"], SETTING)
    if doc is None:
        raise AwsError(
            "NoSuchPublicAccessBlockConfiguration",
            "The public access block configuration was not found",
            status=404,
            BucketName=request["Bucket"],
        )
    return cast("GetPublicAccessBlockResponse", {"PublicAccessBlockConfiguration": doc})


def delete_public_access_block(
    state: S3State, request: DeletePublicAccessBlockRequest, ctx: RequestContext
) -> DeletePublicAccessBlockResponse:
    with state.store.transaction():
        state.bucket(request["Bucket"])
        settings.delete(state.store, request["Bucket"], SETTING)
    return {}


def _as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def _wildcard_principal(principal: Any) -> bool:
    if principal == "*":
        return True
    if isinstance(principal, Mapping):
        return any("*" in _as_list(v) for v in principal.values())
    return False


def _fixed(key: str, values: list[Any]) -> bool:
    if not values or any(not isinstance(v, str) or "*" in v or "?" in v for v in values):
        return False
    if key == "aws:sourceip":
        try:
            return all(ipaddress.ip_network(v, strict=False).prefixlen >= 8 for v in values)
        except ValueError:
            return False
    return True


def _pinned(condition: Any) -> bool:
    """Whether a statement's condition pins the caller to fixed values of a key that makes it non-public."""
    if not isinstance(condition, Mapping):
        return False
    for operator, block in condition.items():
        op = str(operator).lower()
        if "not" in op or "ifexists" in op or op.startswith("null") or not isinstance(block, Mapping):
            continue
        for key, values in block.items():
            if str(key).lower() in _FIXING_KEYS and _fixed(str(key).lower(), _as_list(values)):
                return True
    return False


def is_public_policy(text: str) -> bool:
    try:
        document = json.loads(text)
    except ValueError:
        return False
    statements = document.get("Statement") if isinstance(document, Mapping) else None
    for statement in _as_list(statements or []):
        if not isinstance(statement, Mapping) or statement.get("Effect") != "Allow":
            continue
        wide = "NotPrincipal" in statement or _wildcard_principal(statement.get("Principal"))
        if wide and not _pinned(statement.get("Condition")):
            return True
    return False


def check_policy(state: S3State, bucket: str, text: str, ctx: RequestContext) -> None:
    """BlockPublicPolicy: a public policy is refused (403 AccessDenied) while the setting is on."""
    if configuration(state, bucket)["BlockPublicPolicy"] and is_public_policy(text):
        raise AwsError(
            "AccessDenied",
            f"User: {ctx.principal.arn} is not authorized to perform: s3:PutBucketPolicy on resource: "
            f'"arn:aws:s3:::{bucket}" because public policies are blocked by the BlockPublicPolicy block '
            "public access setting.",
            status=403,
        )


def restricted(state: S3State, bucket: str, policy: str | None) -> bool:
    """RestrictPublicBuckets: other accounts are kept out of a bucket whose policy is public."""
    return (
        bool(policy)
        and configuration(state, bucket)["RestrictPublicBuckets"]
        and is_public_policy(policy or "")
    )
