"""The S3 calls a build makes, through the hub as the build's service role: an object's bytes (bounded),
the keys under a folder, an object written."""

from __future__ import annotations

from typing import Any

from labcloud.context import Principal
from labcloud.services.codebuild.state import CodeBuildState

#: Largest object a build reads (a source zip or a buildspec) and largest source in all.
MAX_OBJECT_BYTES = 512 * 1024 * 1024


class TooLarge(ValueError):
    pass


async def _body(answer: dict[str, Any]) -> bytes:
    if int(answer.get("ContentLength") or 0) > MAX_OBJECT_BYTES:
        raise TooLarge(f"larger than {MAX_OBJECT_BYTES} bytes")
    body = answer["Body"]
    if isinstance(body, (bytes, bytearray)):
        return bytes(body)
    parts: list[bytes] = []
    async for chunk in body:
        parts.append(chunk)
    return b"".join(parts)


async def read(
    state: CodeBuildState,
    account: str,
    region: str,
    principal: Principal,
    bucket: str,
    key: str,
    version: str = "",
) -> tuple[bytes, str]:
    """The object's bytes and its version id ("" when the bucket is not versioned)."""
    params: dict[str, Any] = {"Bucket": bucket, "Key": key}
    if version:
        params["VersionId"] = version
    answer = await state.services.call(
        "s3", "GetObject", params, account_id=account, region=region, principal=principal
    )
    return await _body(answer), str(answer.get("VersionId") or "")


async def keys(
    state: CodeBuildState, account: str, region: str, principal: Principal, bucket: str, prefix: str
) -> list[str]:
    found: list[str] = []
    token = ""
    while True:
        params: dict[str, Any] = {"Bucket": bucket, "Prefix": prefix}
        if token:
            params["ContinuationToken"] = token
        answer = await state.services.call(
            "s3", "ListObjectsV2", params, account_id=account, region=region, principal=principal
        )
        found += [str(o["Key"]) for o in answer.get("Contents") or []]
        token = str(answer.get("NextContinuationToken") or "")
        if not answer.get("IsTruncated") or not token:
            return found


async def write(
    state: CodeBuildState, account: str, region: str, principal: Principal, bucket: str, key: str, body: bytes
) -> None:
    await state.services.call(
        "s3",
        "PutObject",
        {"Bucket": bucket, "Key": key, "Body": body},
        account_id=account,
        region=region,
        principal=principal,
    )
