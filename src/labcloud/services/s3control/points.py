"""Access points as records: names, ARNs and aliases, the caller's account, policy checks (a public policy
refused while a public access block says so) and the public access block settings that apply."""

from __future__ import annotations

import json
import re
import secrets
import string
from collections.abc import Mapping
from typing import Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.front_doors import Buckets
from labcloud.services.iam.policy import parse_resource_policy
from labcloud.services.s3control import errors
from labcloud.services.s3control.repo import blocks
from labcloud.services.s3control.repo import points as rows
from labcloud.services.s3control.repo.points import Point
from labcloud.services.s3control.state import S3ControlState

#: Access point names: 3-50 lowercase letters, digits and hyphens, starting and ending with a letter or digit.
_NAME = re.compile(r"^[a-z0-9](?:[a-z0-9-]{1,48})[a-z0-9]$")
_OLAP_NAME = re.compile(r"^[a-z0-9](?:[a-z0-9-]{1,43})[a-z0-9]$")
MAX_POLICY_BYTES = 20 * 1024
BLOCK_KEYS = ("BlockPublicAcls", "IgnorePublicAcls", "BlockPublicPolicy", "RestrictPublicBuckets")
#: A new access point's public access block when the request gives none: every setting on (AWS's default).
DEFAULT_BLOCK = {key: True for key in BLOCK_KEYS}
_ALPHABET = string.ascii_lowercase + string.digits


def caller_account(ctx: RequestContext, account_id: str) -> str:
    """The ``x-amz-account-id`` header must name the caller's own account."""
    if account_id != ctx.account_id:
        raise errors.access_denied()
    return account_id


def check_name(name: str, kind: str) -> None:
    pattern = _NAME if kind == "ap" else _OLAP_NAME
    if not pattern.match(name) or "--" in name:
        raise errors.invalid_request(
            "Your Object Lambda Access Point name is invalid."
            if kind == "olap"
            else "Your Access Point name is invalid: use 3 to 50 lowercase letters, numbers and hyphens,"
            " starting and ending with a letter or number."
        )


def arn(ctx: RequestContext, kind: str, name: str) -> str:
    service = "s3" if kind == "ap" else "s3-object-lambda"
    return f"arn:aws:{service}:{ctx.region}:{ctx.account_id}:accesspoint/{name}"


def point_arn(point: Point) -> str:
    service = "s3" if point.kind == "ap" else "s3-object-lambda"
    return f"arn:aws:{service}:{point.region}:{point.account_id}:accesspoint/{point.name}"


def new_alias(state: S3ControlState, name: str, kind: str) -> str:
    """``<name>-<random>-s3alias`` (an Object Lambda point's: ``…--ol-s3``), at most 63 characters."""
    suffix = "-s3alias" if kind == "ap" else "--ol-s3"
    head = name[: 63 - len(suffix) - 31].rstrip("-")
    while True:
        alias = f"{head}-{''.join(secrets.choice(_ALPHABET) for _ in range(30))}{suffix}"
        if rows.by_alias(state.store, alias) is None:
            return alias


def load(state: S3ControlState, ctx: RequestContext, kind: str, name: str) -> Point:
    found = rows.get(state.store, ctx.account_id, ctx.region, kind, name)
    if found is None:
        raise errors.no_such_access_point()
    return found


def bucket_exists(state: S3ControlState, bucket: str) -> bool:
    door = state.find_interface(Buckets)
    return door is not None and cast(Buckets, door).exists(bucket)


def block_of(request: Mapping[str, Any] | None) -> dict[str, bool]:
    given = request or {}
    return {key: bool(given.get(key, False)) for key in BLOCK_KEYS}


def blocks_public_policy(state: S3ControlState, point: Point) -> bool:
    own = point.doc.get("PublicAccessBlockConfiguration") or {}
    account = blocks.get(state.store, point.account_id) or {}
    return bool(own.get("BlockPublicPolicy")) or bool(account.get("BlockPublicPolicy"))


def _as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def is_public(text: str) -> bool:
    """A policy is public when an Allow statement names every principal (``*``) without a condition pinning
    the caller to an account, a source VPC or address (AWS's "The meaning of public", in short)."""
    try:
        document = json.loads(text)
    except ValueError:
        return False
    statements = document.get("Statement") if isinstance(document, Mapping) else None
    for statement in _as_list(statements or []):
        if not isinstance(statement, Mapping) or statement.get("Effect") != "Allow":
            continue
        principal = statement.get("Principal")
        wide = "NotPrincipal" in statement or principal == "*"
        if isinstance(principal, Mapping):
            wide = wide or any("*" in _as_list(v) for v in principal.values())
        if wide and not statement.get("Condition"):
            return True
    return False


def check_policy(state: S3ControlState, ctx: RequestContext, point: Point, text: str, operation: str) -> None:
    if not text.lstrip().startswith("{"):
        raise errors.malformed_policy("Policies must be valid JSON and the first byte must be '{'")
    if len(text.encode()) > MAX_POLICY_BYTES:
        raise AwsError("PolicyTooLarge", "Policy exceeds the maximum allowed document size.", status=400)
    try:
        parse_resource_policy(text, name="access point policy")
    except AwsError as error:
        raise errors.malformed_policy(error.message) from None
    except (ValueError, TypeError, KeyError):
        raise errors.malformed_policy("Policies must be valid JSON and the first byte must be '{'") from None
    if blocks_public_policy(state, point) and is_public(text):
        raise errors.access_denied(
            f"User: {ctx.principal.arn} is not authorized to perform: s3:{operation} on resource:"
            f' "{point_arn(point)}" because public policies are blocked by the BlockPublicPolicy block'
            " public access setting."
        )
