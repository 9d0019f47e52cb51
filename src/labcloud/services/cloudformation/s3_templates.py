"""TemplateURL: a template stored in labcloud's S3 (path-style or virtual-hosted URLs, AWS's or labcloud's)."""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import unquote, urlsplit

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.cloudformation.errors import validation

if TYPE_CHECKING:
    from labcloud.services.cloudformation.host import CfnHost


def bucket_and_key(url: str) -> tuple[str, str]:
    parts = urlsplit(url)
    if parts.scheme == "s3" and parts.hostname:  # AWS::Include's Location form
        key = unquote(parts.path.lstrip("/"))
        if not key:
            raise validation("TemplateURL must reference a valid S3 object to which you have access.")
        return parts.netloc, key
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise validation("TemplateURL must be a supported URL.")
    host = parts.hostname
    path = unquote(parts.path.lstrip("/"))
    if ".s3." in host or ".s3-" in host or (host.endswith(".s3.amazonaws.com")):
        return host.split(".s3")[0], path
    bucket, _, key = path.partition("/")
    if not bucket or not key:
        raise validation("TemplateURL must reference a valid S3 object to which you have access.")
    return bucket, key


async def read(hub: CfnHost, ctx: RequestContext, url: str, limit: int) -> str:
    if not hub.serves("s3"):
        raise validation("labcloud does not support TemplateURL without its S3 service")
    bucket, key = bucket_and_key(url)
    try:
        got = await hub.call(
            "s3",
            "GetObject",
            {"Bucket": bucket, "Key": key},
            principal=ctx.principal,
            account_id=ctx.account_id,
            region=ctx.region,
        )
    except AwsError:
        raise validation("TemplateURL must reference a valid S3 object to which you have access.") from None
    if int(got.get("ContentLength") or 0) > limit:
        raise validation(f"Template may not exceed {limit} bytes in size.")
    body = got.get("Body", b"")
    parts: list[bytes] = []
    size = 0
    if hasattr(body, "__aiter__"):
        async for chunk in body:
            size += len(chunk)
            if size > limit:
                raise validation(f"Template may not exceed {limit} bytes in size.")
            parts.append(bytes(chunk))
    else:
        parts.append(body if isinstance(body, bytes) else str(body).encode())
    return b"".join(parts).decode("utf-8", errors="replace")
