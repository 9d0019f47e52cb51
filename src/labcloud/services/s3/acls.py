"""Access control lists: Get/PutBucketAcl, Get/PutObjectAcl, and the ACL a write (PutObject, CopyObject,
CreateMultipartUpload, CreateBucket) asks for with ``x-amz-acl`` or ``x-amz-grant-*``.

An ACL is given as a canned ACL (``private``, ``public-read``...), as grant headers
(``id="..."``, ``uri="..."``) or as an ``AccessControlPolicy`` document; it is stored as its grant
list: a bucket's as the ``acl`` document of its settings, an object's in its row's stored headers
(``ACL_KEY``). Without one, the owner has ``FULL_CONTROL`` and nobody else anything.

With object ownership ``BucketOwnerEnforced`` (``ownership``) ACLs are disabled: only ``private``,
``bucket-owner-full-control`` or a policy granting the owner full control alone are accepted, anything
else answers 400 ``AccessControlListNotSupported``. ``BlockPublicAcls`` (``public_access``) refuses
grants to the AllUsers and AuthenticatedUsers groups with 403 ``AccessDenied``. ACL grants are
recorded and answered but grant no access: labcloud authorizes with IAM and bucket policies only.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.s3 import ownership
from labcloud.services.s3.core import canonical_id, owner
from labcloud.services.s3.errors import access_denied, invalid_argument, invalid_request, unsupported
from labcloud.services.s3.public_access import configuration
from labcloud.services.s3.repo import objects as object_rows
from labcloud.services.s3.repo import settings
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        GetBucketAclRequest,
        GetBucketAclResponse,
        GetObjectAclRequest,
        GetObjectAclResponse,
        PutBucketAclRequest,
        PutBucketAclResponse,
        PutObjectAclRequest,
        PutObjectAclResponse,
    )

SETTING = ownership.ACL_SETTING
#: Where an object's grants are kept among its row's stored headers (never answered as a header).
ACL_KEY = "acl"
ALL_USERS = "http://acs.amazonaws.com/groups/global/AllUsers"
AUTHENTICATED_USERS = "http://acs.amazonaws.com/groups/global/AuthenticatedUsers"
LOG_DELIVERY = "http://acs.amazonaws.com/groups/s3/LogDelivery"
GROUPS = (ALL_USERS, AUTHENTICATED_USERS, LOG_DELIVERY)
PERMISSIONS = ("FULL_CONTROL", "WRITE", "WRITE_ACP", "READ", "READ_ACP")
GRANT_MEMBERS = {
    "GrantFullControl": "FULL_CONTROL",
    "GrantRead": "READ",
    "GrantReadACP": "READ_ACP",
    "GrantWrite": "WRITE",
    "GrantWriteACP": "WRITE_ACP",
}
BUCKET_CANNED = ("private", "public-read", "public-read-write", "authenticated-read", "log-delivery-write")
OBJECT_CANNED = (
    "private",
    "public-read",
    "public-read-write",
    "authenticated-read",
    "bucket-owner-read",
    "bucket-owner-full-control",
)
_GRANTEE = re.compile(r'^\s*(id|uri|emailAddress)\s*=\s*"?([^",]*)"?\s*$', re.IGNORECASE)

Grant = dict[str, Any]


def _user(account_id: str, permission: str) -> Grant:
    return {"Grantee": {"Type": "CanonicalUser", **owner(account_id)}, "Permission": permission}


def _group(uri: str, permission: str) -> Grant:
    return {"Grantee": {"Type": "Group", "URI": uri}, "Permission": permission}


def canned(acl: str, owner_account: str, bucket_account: str) -> list[Grant]:
    grants = [_user(owner_account, "FULL_CONTROL")]
    if acl in ("public-read", "public-read-write"):
        grants.append(_group(ALL_USERS, "READ"))
    if acl == "public-read-write":
        grants.append(_group(ALL_USERS, "WRITE"))
    if acl == "authenticated-read":
        grants.append(_group(AUTHENTICATED_USERS, "READ"))
    if acl == "log-delivery-write":
        grants += [_group(LOG_DELIVERY, "WRITE"), _group(LOG_DELIVERY, "READ_ACP")]
    if acl in ("bucket-owner-read", "bucket-owner-full-control") and bucket_account != owner_account:
        permission = "READ" if acl == "bucket-owner-read" else "FULL_CONTROL"
        grants.append(_user(bucket_account, permission))
    return grants


def _malformed_acl() -> AwsError:
    return AwsError(
        "MalformedACLError",
        "The XML you provided was not well-formed or did not validate against our published schema",
        status=400,
    )


def _no_email() -> AwsError:
    return AwsError(
        "UnresolvableGrantByEmailAddress",
        "The e-mail address you provided does not match any account on record.",
        status=400,
    )


def _grantee(kind: str, value: str) -> dict[str, str]:
    kind = kind.lower()
    if kind == "emailaddress":
        raise _no_email()
    if kind == "uri":
        if value not in GROUPS:
            raise invalid_argument("Invalid group uri", "uri", value)
        return {"Type": "Group", "URI": value}
    if not re.fullmatch(r"[0-9a-f]{64}", value):
        raise invalid_argument("Invalid id", "id", value)
    return {"Type": "CanonicalUser", "ID": value}


def header_grants(params: Mapping[str, Any]) -> list[Grant]:
    """The grants of ``x-amz-grant-*`` headers (``id="..."``, ``uri="..."``, comma separated)."""
    grants: list[Grant] = []
    for member, permission in GRANT_MEMBERS.items():
        value = params.get(member)
        if not value:
            continue
        for part in str(value).split(","):
            match = _GRANTEE.match(part)
            if match is None:
                raise invalid_argument("Invalid header grant", member, part.strip())
            grants.append({"Grantee": _grantee(match.group(1), match.group(2)), "Permission": permission})
    return grants


def policy_grants(policy: Mapping[str, Any]) -> list[Grant]:
    """The grants of an ``AccessControlPolicy`` document, checked as S3 does."""
    if not policy.get("Owner"):
        raise _malformed_acl()
    grants: list[Grant] = []
    for grant in policy.get("Grants") or []:
        grantee = grant.get("Grantee") or {}
        permission = grant.get("Permission")
        if permission not in PERMISSIONS:
            raise _malformed_acl()
        kind = grantee.get("Type")
        if kind == "CanonicalUser" and grantee.get("ID"):
            entry = _grantee("id", grantee["ID"])
            if grantee.get("DisplayName"):
                entry["DisplayName"] = grantee["DisplayName"]
        elif kind == "Group" and grantee.get("URI"):
            entry = _grantee("uri", grantee["URI"])
        elif kind == "AmazonCustomerByEmail":
            raise _no_email()
        else:
            raise _malformed_acl()
        grants.append({"Grantee": entry, "Permission": permission})
    return grants


def requested(
    params: Mapping[str, Any], owner_account: str, bucket_account: str, choices: tuple[str, ...]
) -> tuple[list[Grant], str | None] | None:
    """(grants, canned name) a request asks for, None when it names no ACL."""
    acl = params.get("ACL")
    headers = header_grants(params)
    policy = params.get("AccessControlPolicy")
    if acl is not None and headers:
        raise invalid_request("Specifying both Canned ACLs and Header Grants is not allowed")
    if policy and (acl is not None or headers):
        raise AwsError("UnexpectedContent", "This request does not support content", status=400)
    if acl is not None:
        if acl == "aws-exec-read":
            raise unsupported("the aws-exec-read canned ACL")
        if acl not in choices:
            raise invalid_argument("", "x-amz-acl", acl)
        return canned(acl, owner_account, bucket_account), acl
    if headers:
        return headers, None
    if policy:
        return policy_grants(policy), None
    return None


def owner_only(grants: list[Grant] | None, account_id: str) -> bool:
    """Whether an ACL grants nothing beyond its owner's full control (what disabled ACLs allow)."""
    me = canonical_id(account_id)
    return all(g["Grantee"].get("ID") == me and g["Permission"] == "FULL_CONTROL" for g in grants or [])


def _public(grants: list[Grant]) -> bool:
    return any(g["Grantee"].get("URI") in (ALL_USERS, AUTHENTICATED_USERS) for g in grants)


def check(state: S3State, bucket: str, bucket_account: str, grants: list[Grant], acl: str | None) -> None:
    """Object ownership and the public access block on an ACL about to be set."""
    if ownership.mode(state, bucket) == ownership.ENFORCED and not (
        acl in ("private", "bucket-owner-full-control") or owner_only(grants, bucket_account)
    ):
        raise AwsError("AccessControlListNotSupported", "The bucket does not allow ACLs", status=400)
    if _public(grants) and configuration(state, bucket)["BlockPublicAcls"]:
        raise access_denied()


def for_write(
    state: S3State, bucket: str, params: Mapping[str, Any], ctx: RequestContext
) -> list[Grant] | None:
    """The grants an object write asks for (checked), None for the default (its owner's full control)."""
    row = state.bucket(bucket)
    asked = requested(params, ctx.account_id, row.account_id, OBJECT_CANNED)
    if asked is None:
        return None
    check(state, bucket, row.account_id, *asked)
    return None if owner_only(asked[0], ctx.account_id) else asked[0]


def as_stored(grants: list[Grant] | None) -> dict[str, Any]:
    """The stored-headers entry of an object's ACL (nothing for the default)."""
    return {ACL_KEY: grants} if grants else {}


def for_new_bucket(state: S3State, bucket: str, params: Mapping[str, Any], ctx: RequestContext) -> None:
    """The ACL and object ownership CreateBucket asks for, stored with the new bucket."""
    wanted = params.get("ObjectOwnership")
    if wanted is not None:
        ownership.set_mode(state, bucket, wanted)
    asked = requested(params, ctx.account_id, ctx.account_id, BUCKET_CANNED)
    if asked is None:
        return
    if ownership.mode(state, bucket) == ownership.ENFORCED and not owner_only(asked[0], ctx.account_id):
        raise ownership.acl_conflict()
    check(state, bucket, ctx.account_id, *asked)
    if not owner_only(asked[0], ctx.account_id):
        settings.put(state.store, bucket, SETTING, asked[0])


def bucket_grants(state: S3State, bucket: str, account_id: str) -> list[Grant]:
    return settings.get(state.store, bucket, SETTING) or [_user(account_id, "FULL_CONTROL")]


def put_bucket_acl(state: S3State, request: PutBucketAclRequest, ctx: RequestContext) -> PutBucketAclResponse:
    bucket = request["Bucket"]
    with state.store.transaction():
        row = state.bucket(bucket)
        asked = requested(cast("Mapping[str, Any]", request), row.account_id, row.account_id, BUCKET_CANNED)
        if asked is None:
            raise AwsError(
                "MissingSecurityHeader",
                "Your request was missing a required header",
                status=400,
                MissingHeaderName="x-amz-acl",
            )
        check(state, bucket, row.account_id, *asked)
        if owner_only(asked[0], row.account_id):
            settings.delete(state.store, bucket, SETTING)
        else:
            settings.put(state.store, bucket, SETTING, asked[0])
    return {}


def get_bucket_acl(state: S3State, request: GetBucketAclRequest, ctx: RequestContext) -> GetBucketAclResponse:
    row = state.bucket(request["Bucket"])
    grants = bucket_grants(state, row.name, row.account_id)
    return cast("GetBucketAclResponse", {"Owner": owner(row.account_id), "Grants": grants})


def _check_version(params: Mapping[str, Any]) -> None:
    version = params.get("VersionId")
    if version is not None and version != "null":
        raise invalid_argument("Invalid version id specified", "versionId", version)


def _object_owner(state: S3State, bucket: str, bucket_account: str, writer: str) -> str:
    return bucket_account if ownership.mode(state, bucket) == ownership.ENFORCED else writer


def put_object_acl(state: S3State, request: PutObjectAclRequest, ctx: RequestContext) -> PutObjectAclResponse:
    params = cast("Mapping[str, Any]", request)
    _check_version(params)
    bucket, key = params["Bucket"], params["Key"]
    with state.store.transaction():
        row = state.bucket(bucket)
        item = object_rows.get(state.store, bucket, key)
        if item is None:
            raise AwsError("NoSuchKey", "The specified key does not exist.", status=404, Key=key)
        writer = _object_owner(state, bucket, row.account_id, item.owner)
        asked = requested(params, writer, row.account_id, OBJECT_CANNED)
        if asked is None:
            raise AwsError(
                "MissingSecurityHeader",
                "Your request was missing a required header",
                status=400,
                MissingHeaderName="x-amz-acl",
            )
        check(state, bucket, row.account_id, *asked)
        headers = json.loads(item.headers)
        if owner_only(asked[0], writer):
            headers.pop(ACL_KEY, None)
        else:
            headers[ACL_KEY] = asked[0]
        object_rows.set_headers(state.store, bucket, key, headers)
    return {}


def get_object_acl(state: S3State, request: GetObjectAclRequest, ctx: RequestContext) -> GetObjectAclResponse:
    params = cast("Mapping[str, Any]", request)
    _check_version(params)
    bucket, key = params["Bucket"], params["Key"]
    row = state.bucket(bucket)
    item = object_rows.get(state.store, bucket, key)
    if item is None:
        raise AwsError("NoSuchKey", "The specified key does not exist.", status=404, Key=key)
    writer = _object_owner(state, bucket, row.account_id, item.owner)
    grants = json.loads(item.headers).get(ACL_KEY) or [_user(writer, "FULL_CONTROL")]
    return cast("GetObjectAclResponse", {"Owner": owner(writer), "Grants": grants})
