"""GetObject through an Object Lambda access point: the configured function is invoked (Lambda's Invoke
through the pipeline, as the caller's account) with AWS's event (``getObjectContext`` with an
``inputS3Url`` to the supporting access point, ``outputRoute`` and ``outputToken``; ``configuration``,
``userRequest``, ``userIdentity``), and what it hands to ``WriteGetObjectResponse`` during the invocation
is the caller's answer: the body and headers, or the error (``StatusCode``/``ErrorCode``/``ErrorMessage``).

A pipeline step of S3's calls: it answers GetObject on an Object Lambda access point and
WriteGetObjectResponse itself (neither reaches S3's operations). labcloud does not check the signature of
``inputS3Url`` unless signatures are verified (``--verify-signatures``; then that URL is refused).
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import secrets
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import quote, urlencode

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.protocol.streaming_body import RequestBody
from labcloud.services.s3control import errors
from labcloud.services.s3control.point_names import looks_like_point
from labcloud.services.s3control.points import point_arn
from labcloud.services.s3control.repo import points as rows
from labcloud.services.s3control.repo.points import Point
from labcloud.services.s3control.state import S3ControlState
from labcloud.services.s3control.through import find

Params = dict[str, Any]
Handler = Callable[[RequestContext, Params], Awaitable[Params]]

#: The largest body a function may hand back (AWS streams any size; labcloud holds it whole).
MAX_BODY = 64 * 1024 * 1024
#: WriteGetObjectResponse members answered back to the GetObject caller (the ``x-amz-fwd-header-*`` ones).
_FORWARDED = (
    "AcceptRanges",
    "CacheControl",
    "ContentDisposition",
    "ContentEncoding",
    "ContentLanguage",
    "ContentRange",
    "ContentType",
    "ETag",
    "Expires",
    "LastModified",
    "Metadata",
    "VersionId",
    "StorageClass",
    "TagCount",
)


def transformation(point: Point, action: str) -> dict[str, Any] | None:
    for one in point.doc["Configuration"]["TransformationConfigurations"]:
        if action in one["Actions"]:
            return dict(one["ContentTransformation"]["AwsLambda"])
    return None


def _input_url(ctx: RequestContext, supporting: Point, key: str) -> str:
    """A presigned GetObject URL of the key through the supporting access point's alias."""
    stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    access_key = ctx.principal.access_key or "labcloud"
    query = urlencode(
        {
            "X-Amz-Algorithm": "AWS4-HMAC-SHA256",
            "X-Amz-Credential": f"{access_key}/{stamp[:8]}/{ctx.region}/s3/aws4_request",
            "X-Amz-Date": stamp,
            "X-Amz-Expires": "61",
            "X-Amz-SignedHeaders": "host",
            "X-Amz-Signature": "0" * 64,
        }
    )
    return f"{ctx.endpoint}/{supporting.alias}/{quote(key)}?{query}"


def _event(
    ctx: RequestContext,
    point: Point,
    supporting: Point,
    params: Params,
    lam: dict[str, Any],
    route: str,
    token: str,
) -> dict[str, Any]:
    key = str(params["Key"])
    principal = ctx.principal
    return {
        "xAmzRequestId": ctx.request_id,
        "getObjectContext": {
            "inputS3Url": _input_url(ctx, supporting, key),
            "outputRoute": route,
            "outputToken": token,
        },
        "configuration": {
            "accessPointArn": point_arn(point),
            "supportingAccessPointArn": point_arn(supporting),
            "payload": lam.get("FunctionPayload", ""),
        },
        "userRequest": {
            "url": f"{ctx.endpoint}/{quote(str(params['Bucket']))}/{quote(key)}",
            "headers": {k: v for k, v in ctx.headers.items() if k.lower() != "authorization"},
        },
        "userIdentity": {
            "type": {"root": "Root", "user": "IAMUser", "assumed-role": "AssumedRole"}.get(
                principal.kind, "Unknown"
            ),
            "principalId": principal.user_id or principal.account_id,
            "arn": principal.arn,
            "accountId": principal.account_id,
            "accessKeyId": principal.access_key or "",
        },
        "protocolVersion": "1.00",
    }


async def get_object(state: S3ControlState, ctx: RequestContext, params: Params, point: Point) -> Params:
    lam = transformation(point, "GetObject")
    if lam is None:
        raise errors.not_implemented(
            "s3:GetObject through an Object Lambda access point without a GetObject transformation"
        )
    for member in ("Range", "PartNumber"):
        if params.get(member) is not None:
            raise errors.not_implemented(f"{member} on GetObject through an Object Lambda access point")
    supporting_arn = point.doc["Configuration"]["SupportingAccessPoint"]
    name = supporting_arn.rsplit("/", 1)[-1]
    supporting = rows.get(state.store, point.account_id, point.region, "ap", name)
    if supporting is None:
        raise errors.invalid_request(f"The supporting access point {supporting_arn} no longer exists.")
    route = f"io-{secrets.token_hex(6)}"
    token = secrets.token_urlsafe(32)
    answer: asyncio.Future[dict[str, object]] = asyncio.get_running_loop().create_future()
    state.pending[route] = (token, answer)
    function = str(lam["FunctionArn"])
    try:
        result = await state.calls.call(
            "lambda",
            "Invoke",
            {
                "FunctionName": function,
                "Payload": json.dumps(_event(ctx, point, supporting, params, lam, route, token)).encode(),
            },
            account_id=point.account_id,
            region=function.split(":")[3],
        )
    finally:
        state.pending.pop(route, None)
    if not answer.done():
        if result.get("FunctionError"):
            raise AwsError(
                "LambdaRuntimeError",
                f"The Lambda function {function} failed: {bytes(result.get('Payload') or b'')[:500].decode(errors='replace')}",
                status=500,
                sender_fault=False,
            )
        raise AwsError(
            "LambdaResponseNotReceived",
            f"The Lambda function {function} returned without calling WriteGetObjectResponse.",
            status=500,
            sender_fault=False,
        )
    return dict(answer.result())


async def write_get_object_response(state: S3ControlState, params: Params) -> Params:
    waiting = state.pending.get(str(params.get("RequestRoute") or ""))
    if waiting is None or not secrets.compare_digest(waiting[0], str(params.get("RequestToken") or "")):
        raise errors.invalid_request(
            "The RequestRoute and RequestToken name no Object Lambda request in progress."
        )
    token, answer = waiting
    if answer.done():
        raise errors.invalid_request("WriteGetObjectResponse was already called for this request.")
    body = params.get("Body")
    data = await body.read(MAX_BODY) if isinstance(body, RequestBody) else bytes(body or b"")
    status = int(params.get("StatusCode") or 200)
    if status >= 400 or params.get("ErrorCode"):
        answer.set_exception(
            AwsError(
                str(params.get("ErrorCode") or "Error"),
                str(params.get("ErrorMessage") or ""),
                status=status if status >= 400 else 400,
            )
        )
        answer.exception()  # retrieved here: the GetObject awaiting it raises it
    else:
        out: Params = {k: params[k] for k in _FORWARDED if params.get(k) is not None}
        out["Body"] = data
        out["ContentLength"] = len(data)
        answer.set_result(out)
    return {}


def step(state: S3ControlState) -> Callable[[RequestContext, Params, Handler], Awaitable[Params]]:
    async def through_object_lambda(ctx: RequestContext, params: Params, call_next: Handler) -> Params:
        if ctx.operation == "WriteGetObjectResponse":
            return await write_get_object_response(state, params)
        bucket = params.get("Bucket")
        if ctx.operation == "GetObject" and isinstance(bucket, str) and looks_like_point(bucket):
            point = find(state, ctx, bucket)
            if point is not None and point.kind == "olap":
                return await get_object(state, ctx, params, point)
        return await call_next(ctx, params)

    return through_object_lambda
