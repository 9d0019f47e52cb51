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
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.s3.errors import invalid_argument, malformed_xml, unsupported
from labcloud.services.s3.repo import buckets
from labcloud.services.s3.state import S3State

if TYPE_CHECKING:
    from labcloud.services.s3.api import (
        DeleteBucketEncryptionRequest,
        DeleteBucketEncryptionResponse,
        GetBucketEncryptionRequest,
        GetBucketEncryptionResponse,
        PutBucketEncryptionRequest,
        PutBucketEncryptionResponse,
    )

SSE_S3 = {"ApplyServerSideEncryptionByDefault": {"SSEAlgorithm": "AES256"}, "BucketKeyEnabled": False}


def _rule(params: Mapping[str, Any]) -> dict[str, Any]:
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


def put_bucket_encryption(
    state: S3State, request: PutBucketEncryptionRequest, ctx: RequestContext
) -> PutBucketEncryptionResponse:
    rule = _rule(request)
    with state.store.transaction():
        state.bucket(request["Bucket"])
        buckets.set_encryption(state.store, request["Bucket"], json.dumps(rule))
    return {}


def get_bucket_encryption(
    state: S3State, request: GetBucketEncryptionRequest, ctx: RequestContext
) -> GetBucketEncryptionResponse:
    row = state.bucket(request["Bucket"])
    rule = json.loads(row.encryption) if row.encryption else SSE_S3
    return cast("GetBucketEncryptionResponse", {"ServerSideEncryptionConfiguration": {"Rules": [rule]}})


def delete_bucket_encryption(
    state: S3State, request: DeleteBucketEncryptionRequest, ctx: RequestContext
) -> DeleteBucketEncryptionResponse:
    with state.store.transaction():
        state.bucket(request["Bucket"])
        buckets.set_encryption(state.store, request["Bucket"], None)
    return {}


def default_kms(state: S3State, bucket: str) -> dict[str, Any] | None:
    """The SSE-KMS members a write without encryption headers takes from its bucket (None: SSE-S3)."""
    text = buckets.encryption(state.store, bucket)
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
