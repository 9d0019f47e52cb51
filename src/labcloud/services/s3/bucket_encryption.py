"""A bucket's default encryption (Put/Get/DeleteBucketEncryption), applied to writes that name none.

Every bucket encrypts with SSE-S3 (``AES256``) unless configured otherwise, and GetBucketEncryption says
so, as AWS does since 2023. A default of ``aws:kms`` (``KMSMasterKeyID``, else the AWS managed
``alias/aws/s3``; ``BucketKeyEnabled``) makes PutObject, CopyObject and CreateMultipartUpload without
``x-amz-server-side-encryption`` SSE-KMS writes (``sse_kms.seal``), with the same KMS checks as the
caller. The key is not checked when the configuration is stored (S3 checks it at the first write).
``aws:kms:dsse`` is refused as not implemented.
"""

from __future__ import annotations

import json
from typing import Any

from labcloud.context import RequestContext
from labcloud.services.s3.core import S3State
from labcloud.services.s3.errors import invalid_argument, malformed_xml, unsupported
from labcloud.store.db import Migration

MIGRATIONS = (
    Migration(
        1,
        "s3_buckets.encryption: a bucket's default encryption",
        ("ALTER TABLE s3_buckets ADD COLUMN encryption TEXT",),
    ),
)
SSE_S3 = {"ApplyServerSideEncryptionByDefault": {"SSEAlgorithm": "AES256"}, "BucketKeyEnabled": False}


def _rule(params: dict[str, Any]) -> dict[str, Any]:
    rules = (params.get("ServerSideEncryptionConfiguration") or {}).get("Rules") or []
    if len(rules) != 1:
        raise malformed_xml()
    rule = rules[0]
    default = rule.get("ApplyServerSideEncryptionByDefault") or {}
    algorithm = default.get("SSEAlgorithm")
    if algorithm == "aws:kms:dsse":
        raise unsupported("dual-layer SSE-KMS (aws:kms:dsse)")
    if algorithm not in ("AES256", "aws:kms"):
        raise malformed_xml()
    if algorithm == "AES256" and default.get("KMSMasterKeyID"):
        raise invalid_argument(
            "a KMSMasterKeyID is not applicable if the default sse algorithm is not aws:kms or aws:kms:dsse",
            "ApplyServerSideEncryptionByDefault",
        )
    if rule.get("BlockedEncryptionTypes"):
        raise unsupported("BlockedEncryptionTypes")
    kept: dict[str, Any] = {"ApplyServerSideEncryptionByDefault": {"SSEAlgorithm": algorithm}}
    if default.get("KMSMasterKeyID"):
        kept["ApplyServerSideEncryptionByDefault"]["KMSMasterKeyID"] = default["KMSMasterKeyID"]
    kept["BucketKeyEnabled"] = bool(rule.get("BucketKeyEnabled"))
    return kept


def put_bucket_encryption(state: S3State, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    rule = _rule(params)
    with state.hub.store.transaction():
        state.bucket(params["Bucket"])
        state.hub.store.execute(
            "UPDATE s3_buckets SET encryption=? WHERE name=?", (json.dumps(rule), params["Bucket"])
        )
    return {}


def get_bucket_encryption(state: S3State, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    row = state.bucket(params["Bucket"])
    rule = json.loads(row["encryption"]) if row["encryption"] else SSE_S3
    return {"ServerSideEncryptionConfiguration": {"Rules": [rule]}}


def delete_bucket_encryption(state: S3State, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    with state.hub.store.transaction():
        state.bucket(params["Bucket"])
        state.hub.store.execute("UPDATE s3_buckets SET encryption=NULL WHERE name=?", (params["Bucket"],))
    return {}


def default_kms(state: S3State, bucket: str) -> dict[str, Any] | None:
    """The SSE-KMS members a write without encryption headers takes from its bucket (None: SSE-S3)."""
    text = state.hub.store.scalar("SELECT encryption FROM s3_buckets WHERE name=?", (bucket,))
    if not text:
        return None
    rule = json.loads(text)
    default = rule["ApplyServerSideEncryptionByDefault"]
    if default["SSEAlgorithm"] != "aws:kms":
        return None
    members: dict[str, Any] = {"ServerSideEncryption": "aws:kms"}
    if default.get("KMSMasterKeyID"):
        members["SSEKMSKeyId"] = default["KMSMasterKeyID"]
    if rule.get("BucketKeyEnabled"):
        members["BucketKeyEnabled"] = True
    return members
