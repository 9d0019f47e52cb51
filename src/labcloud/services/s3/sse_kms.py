"""SSE-KMS: objects written with ``x-amz-server-side-encryption: aws:kms`` are bound to their KMS key.

A write (PutObject, CopyObject's destination, CreateMultipartUpload) asks KMS for a data key as the
caller (``GenerateDataKey`` through :class:`~labcloud.services.kms.interfaces.KeyRing`, so IAM, the key
policy, grants and the key's state apply) under the encryption context S3 uses: ``aws:s3:arn`` naming
the object (the bucket with ``BucketKeyEnabled``) plus the request's ``SSEKMSEncryptionContext``. The
object keeps the sealed data key; a read (GetObject, HeadObject, a copy's source) decrypts it as the
caller first, so a reader needs ``kms:Decrypt`` on the key and the key must be usable. No
``SSEKMSKeyId``: the account's AWS managed key ``alias/aws/s3``. KMS's refusals are answered as S3
answers them: ``AccessDenied`` (403) for a caller KMS refuses, ``KMS.<KMS error code>`` (400) for a
key that is missing, disabled or pending deletion. The bytes on disk are not re-encrypted with the
data key (the local data directory is the trust boundary, as for SSE-S3 objects).
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Mapping
from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kms.interfaces import KeyRing
from labcloud.services.s3.bucket_encryption import default_kms
from labcloud.services.s3.errors import invalid_argument, unsupported
from labcloud.services.s3.state import S3State

MANAGED_ALIAS = "alias/aws/s3"
#: where an object's sealed data key is kept among its stored headers (never answered)
SEALED = "_kms"
#: the stored headers that GET/HEAD answer for an SSE-KMS object
ANSWERED = ("ServerSideEncryption", "SSEKMSKeyId", "BucketKeyEnabled")


def _ring(state: S3State) -> KeyRing:
    ring = state.services.interface(KeyRing)
    if ring is None:
        raise AwsError("InternalError", "KMS is not running", status=500, sender_fault=False)
    return ring


def kms_error(error: AwsError) -> AwsError:
    """KMS's refusal as S3 answers it."""
    if error.code == "AccessDeniedException":
        return AwsError("AccessDenied", error.message, status=403)
    return AwsError(f"KMS.{error.code}", error.message, status=400)


def _context(params: Mapping[str, Any], bucket: str, key: str) -> dict[str, str]:
    raw = params.get("SSEKMSEncryptionContext")
    given: Any = {}
    if raw:
        try:
            given = json.loads(base64.b64decode(raw, validate=True))
        except (binascii.Error, ValueError):
            raise invalid_argument(
                "The header 'x-amz-server-side-encryption-context' shall be Base64-encoded UTF-8 string "
                "holding JSON which represents a string-string map",
                "x-amz-server-side-encryption-context",
                str(raw),
            ) from None
        if not isinstance(given, dict) or not all(isinstance(v, str) for v in given.values()):
            raise invalid_argument(
                "The encryption context must be a JSON object of strings",
                "x-amz-server-side-encryption-context",
                str(raw),
            )
    arn = f"arn:aws:s3:::{bucket}" if params.get("BucketKeyEnabled") else f"arn:aws:s3:::{bucket}/{key}"
    return {**given, "aws:s3:arn": arn}


async def seal(
    state: S3State, ctx: RequestContext, params: Mapping[str, Any], bucket: str, key: str
) -> dict[str, Any]:
    """The stored headers of a write's encryption: {} unless it asks for SSE-KMS (or its bucket's default
    encryption is SSE-KMS and it names none)."""
    algorithm = params.get("ServerSideEncryption")
    kms_members = [m for m in ("SSEKMSKeyId", "SSEKMSEncryptionContext") if params.get(m)]
    if algorithm is None and not kms_members and not params.get("BucketKeyEnabled"):
        default = default_kms(state, bucket)
        if default is not None:
            params, algorithm = {**params, **default}, "aws:kms"
    if algorithm == "aws:kms:dsse":
        raise unsupported("dual-layer SSE-KMS (aws:kms:dsse)")
    if algorithm != "aws:kms":
        if kms_members:
            raise invalid_argument(
                "Server Side Encryption with KMS managed key requires HTTP header "
                "x-amz-server-side-encryption : aws:kms",
                "x-amz-server-side-encryption",
                str(algorithm or "null"),
            )
        if params.get("BucketKeyEnabled"):
            raise unsupported("S3 Bucket Keys without SSE-KMS (BucketKeyEnabled)")
        return {}
    context = _context(params, bucket, key)
    key_id = params.get("SSEKMSKeyId") or MANAGED_ALIAS
    try:
        data_key = await _ring(state).new_data_key(
            ctx.principal, ctx.region, key_id, context, via_service="s3"
        )
    except AwsError as error:
        raise kms_error(error) from None
    headers: dict[str, Any] = {"ServerSideEncryption": "aws:kms", "SSEKMSKeyId": data_key.key_arn}
    if params.get("BucketKeyEnabled"):
        headers["BucketKeyEnabled"] = True
    headers[SEALED] = {"blob": base64.b64encode(data_key.ciphertext).decode(), "context": context}
    return headers


async def unseal(state: S3State, ctx: RequestContext, headers: dict[str, Any]) -> None:
    """Decrypt a stored object's data key as the caller (nothing for an object without SSE-KMS)."""
    sealed = headers.get(SEALED)
    if not sealed:
        return
    try:
        await _ring(state).decrypt_bytes(
            ctx.principal, ctx.region, base64.b64decode(sealed["blob"]), sealed["context"], via_service="s3"
        )
    except AwsError as error:
        raise kms_error(error) from None


def answered(headers: dict[str, Any], params: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The encryption members of a write's answer (with the request's context, as S3 echoes it): SSE-S3
    (``AES256``) unless the object is SSE-KMS, as S3 answers since every object is encrypted (2023)."""
    out = {k: headers[k] for k in ANSWERED if k in headers}
    if "ServerSideEncryption" not in out:
        return {"ServerSideEncryption": "AES256"}
    if params is not None and params.get("SSEKMSEncryptionContext"):
        out["SSEKMSEncryptionContext"] = params["SSEKMSEncryptionContext"]
    return out


def without_seal(headers: dict[str, Any]) -> dict[str, Any]:
    """Stored headers minus the encryption (a copy re-encrypts for its destination)."""
    return {k: v for k, v in headers.items() if k != SEALED and k not in ANSWERED}
