"""Function and layer code from S3 (``Code.S3Bucket/S3Key/S3ObjectVersion``), read through ``host.call``.

Lambda reads the object as the caller (so the caller's S3 permissions apply, as on AWS); S3's
failure is reported the way Lambda reports it: ``InvalidParameterValueException`` naming S3's code.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_.validation import invalid

if TYPE_CHECKING:
    from labcloud.services.lambda_.host import LambdaHost

#: Largest zip taken from S3 (AWS: 250 MB unzipped; a zip is never larger than what it holds).
MAX_S3_ZIP_BYTES = 262_144_000


def names_s3_code(code: Mapping[str, Any]) -> bool:
    return bool(code.get("S3Bucket") or code.get("S3Key") or code.get("S3ObjectVersion"))


async def zip_from_s3(host: LambdaHost, ctx: RequestContext, code: Mapping[str, Any]) -> bytes:
    bucket, key = code.get("S3Bucket"), code.get("S3Key")
    if not bucket or not key:
        raise invalid("Please provide both S3Bucket and S3Key for code in S3.")
    params: dict[str, Any] = {"Bucket": bucket, "Key": key}
    if code.get("S3ObjectVersion"):
        params["VersionId"] = code["S3ObjectVersion"]
    try:
        result = await host.call(
            "s3", "GetObject", params, account_id=ctx.account_id, region=ctx.region, principal=ctx.principal
        )
        if int(result.get("ContentLength") or 0) > MAX_S3_ZIP_BYTES:
            raise invalid(f"Unzipped size must be smaller than {MAX_S3_ZIP_BYTES} bytes")
        parts: list[bytes] = []
        async for chunk in result["Body"]:
            parts.append(chunk)
        return b"".join(parts)
    except AwsError as error:
        if error.code == "InvalidParameterValueException":
            raise
        raise invalid(
            f"Error occurred while GetObject. S3 Error Code: {error.code}. S3 Error Message: {error.message}"
        ) from None
