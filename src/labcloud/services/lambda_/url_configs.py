"""Function URL configurations: Create/Get/Update/Delete/ListFunctionUrlConfigs and their table.

A function (unqualified, i.e. ``$LATEST``) or one of its aliases may have one URL config; a
version number or ``$LATEST`` as Qualifier is refused by the model's pattern, as on AWS. Each
config has a 32-character url id; its ``FunctionUrl`` is
``http://<url-id>.lambda-url.<region>.localhost:<port>/`` on labcloud's own port (``*.localhost``
names resolve to the loopback address in browsers and curl), and the same function is also
reachable at ``http://127.0.0.1:<port>/_labcloud/lambda-url/<url-id>/`` for clients that cannot
resolve that name. Requests to those addresses are served by :mod:`url_http`.

``InvokeMode`` is ``BUFFERED`` (the default) or ``RESPONSE_STREAM`` (a streaming function's answer is sent
as it is written: url_streaming.py).
Configs live in ``lambda_function_urls`` (created by Lambda's migration 1, idempotently) and go with their function or
alias when that is deleted.
"""

from __future__ import annotations

import secrets
import string
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import urlsplit

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.lambda_ import tenancy
from labcloud.services.lambda_.core import page
from labcloud.services.lambda_.names import function_arn, missing, split_function_name
from labcloud.services.lambda_.repo import functions
from labcloud.services.lambda_.repo import urls as url_rows
from labcloud.services.lambda_.repo.urls import UrlConfig
from labcloud.services.lambda_.state import LambdaState
from labcloud.store.db import Store

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import (
        CreateFunctionUrlConfigRequest,
        CreateFunctionUrlConfigResponse,
        DeleteFunctionUrlConfigRequest,
        DeleteFunctionUrlConfigResponse,
        GetFunctionUrlConfigRequest,
        GetFunctionUrlConfigResponse,
        ListFunctionUrlConfigsRequest,
        ListFunctionUrlConfigsResponse,
        UpdateFunctionUrlConfigRequest,
        UpdateFunctionUrlConfigResponse,
    )


MIGRATIONS = url_rows.MIGRATIONS

_ID_ALPHABET = string.ascii_lowercase + string.digits
_METHODS = {"GET", "PUT", "HEAD", "POST", "PATCH", "DELETE", "*"}


def url_timestamp() -> str:
    """Function URL times as AWS writes them: ``2024-05-01T10:00:00.123456Z``."""
    return clock.now_datetime().strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def new_url_id() -> str:
    return "".join(secrets.choice(_ID_ALPHABET) for _ in range(32))


def function_url(url_id: str, region: str, endpoint: str) -> str:
    """The FunctionUrl of ``url_id`` on labcloud's port."""
    port = urlsplit(endpoint).port or 80
    return f"http://{url_id}.lambda-url.{region}.localhost:{port}/"


def _target(store: Store, ctx: RequestContext, params: Mapping[str, Any]) -> tuple[str, str]:
    """(function name, qualifier or '') addressed by the request; the function and alias must exist."""
    name, derived = split_function_name(params["FunctionName"])
    qualifier = params.get("Qualifier") or ""
    if derived and qualifier and derived != qualifier:
        raise AwsError(
            "InvalidParameterValueException",
            "The derived qualifier from the function name does not match the specified qualifier.",
            status=400,
            Type="User",
        )
    qualifier = qualifier or derived or ""
    if qualifier == "$LATEST" or is_digits(qualifier):
        raise AwsError(
            "ValidationException",
            f"1 validation error detected: Value '{qualifier}' at 'qualifier' failed to satisfy constraint: "
            r"Member must satisfy regular expression pattern: ((?!^\d+$)^[0-9a-zA-Z-_]+$)",
            status=400,
        )
    key = (ctx.account_id, ctx.region, name)
    if not functions.exists(store, key):
        raise missing("Function does not exist")
    if qualifier:
        if not functions.alias_exists(store, key, qualifier):
            raise missing("Function does not exist")
    return name, qualifier


def check_cors(cors: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """Lambda's checks on a Cors block beyond the model; the block as stored (None when absent)."""
    if cors is None:
        return None
    for method in cors.get("AllowMethods") or []:
        if method.upper() not in _METHODS:
            raise AwsError(
                "ValidationException",
                f"1 validation error detected: Value '[{', '.join(cors['AllowMethods'])}]' at "
                "'cors.allowMethods' failed to satisfy constraint: Member must satisfy constraint: "
                "[Member must satisfy regular expression pattern: (GET|PUT|HEAD|POST|PATCH|DELETE|\\*)]",
                status=400,
            )
    for origin in cors.get("AllowOrigins") or []:
        if origin != "*" and "://" not in origin:
            raise AwsError(
                "ValidationException",
                f"1 validation error detected: Value '[{', '.join(cors['AllowOrigins'])}]' at "
                "'cors.allowOrigins' failed to satisfy constraint: Member must satisfy constraint: "
                "[Member must satisfy regular expression pattern: .*://.*|\\*]",
                status=400,
            )
    return {key: value for key, value in cors.items() if value is not None}


def _shown(doc: dict[str, Any], *, with_modified: bool = True) -> dict[str, Any]:
    out = {k: v for k, v in doc.items() if not k.startswith("_")}
    if not with_modified:
        out.pop("LastModifiedTime", None)
    return out


def _row(store: Store, ctx: RequestContext, name: str, qualifier: str) -> UrlConfig | None:
    return url_rows.get(store, ctx.account_id, ctx.region, name, qualifier)


def create(
    state: LambdaState, params: CreateFunctionUrlConfigRequest, ctx: RequestContext
) -> CreateFunctionUrlConfigResponse:
    store = state.store
    endpoint = state.settings.endpoint
    name, qualifier = _target(store, ctx, params)
    row = functions.get(store, ctx.account_id, ctx.region, name)
    if row is not None:
        tenancy.refuse_feature(row.config, "Function URLs")
    arn = function_arn(ctx.region, ctx.account_id, name, qualifier or None)
    if _row(store, ctx, name, qualifier) is not None:
        raise AwsError(
            "ResourceConflictException",
            f"Failed to create function url config for [functionArn = {arn}]. Error message:  "
            "FunctionUrlConfig exists for this Lambda function",
            status=409,
            Type="User",
        )
    cors = check_cors(params.get("Cors"))
    url_id = new_url_id()
    now = url_timestamp()
    doc: dict[str, Any] = {
        "FunctionUrl": function_url(url_id, ctx.region, endpoint),
        "FunctionArn": arn,
        "AuthType": params["AuthType"],
        "CreationTime": now,
        "LastModifiedTime": now,
        "InvokeMode": params.get("InvokeMode") or "BUFFERED",
    }
    if cors is not None:
        doc["Cors"] = cors
    with store.transaction():
        url_rows.insert(store, ctx.account_id, ctx.region, name, qualifier, url_id, doc)
    return cast("CreateFunctionUrlConfigResponse", _shown(doc, with_modified=False))


def get(
    state: LambdaState, params: GetFunctionUrlConfigRequest, ctx: RequestContext
) -> GetFunctionUrlConfigResponse:
    store = state.store
    name, qualifier = _target(store, ctx, params)
    row = _row(store, ctx, name, qualifier)
    if row is None:
        raise missing()
    return cast("GetFunctionUrlConfigResponse", _shown(row.doc))


def update(
    state: LambdaState, params: UpdateFunctionUrlConfigRequest, ctx: RequestContext
) -> UpdateFunctionUrlConfigResponse:
    store = state.store
    name, qualifier = _target(store, ctx, params)
    row = _row(store, ctx, name, qualifier)
    if row is None:
        raise missing()
    doc = dict(row.doc)
    if params.get("AuthType"):
        doc["AuthType"] = params["AuthType"]
    if params.get("InvokeMode"):
        doc["InvokeMode"] = params["InvokeMode"]
    if "Cors" in params:
        cors = check_cors(params["Cors"])
        if cors:
            doc["Cors"] = cors
        else:
            doc.pop("Cors", None)
    doc["LastModifiedTime"] = url_timestamp()
    with store.transaction():
        url_rows.save(store, ctx.account_id, ctx.region, name, qualifier, doc)
    return cast("UpdateFunctionUrlConfigResponse", _shown(doc))


def delete(
    state: LambdaState, params: DeleteFunctionUrlConfigRequest, ctx: RequestContext
) -> DeleteFunctionUrlConfigResponse:
    store = state.store
    name, qualifier = _target(store, ctx, params)
    with store.transaction():
        gone = url_rows.delete(store, ctx.account_id, ctx.region, name, qualifier)
    if not gone:
        raise missing()
    return {}


def list_configs(
    state: LambdaState, params: ListFunctionUrlConfigsRequest, ctx: RequestContext
) -> ListFunctionUrlConfigsResponse:
    store = state.store
    name, derived = split_function_name(params["FunctionName"])
    if derived:
        raise AwsError(
            "InvalidParameterValueException",
            "Qualifier is not supported for ListFunctionUrlConfigs.",
            status=400,
            Type="User",
        )
    if not functions.exists(store, (ctx.account_id, ctx.region, name)):
        raise missing("Function does not exist")
    docs = url_rows.of_function(store, ctx.account_id, ctx.region, name)
    return cast(
        "ListFunctionUrlConfigsResponse",
        page([_shown(doc) for doc in docs], params, "FunctionUrlConfigs"),
    )


def forget(store: Store, account_id: str, region: str, name: str, qualifier: str | None = None) -> None:
    """Drop the URL configs of a deleted function (all) or alias (``qualifier``); inside the caller's
    transaction."""
    url_rows.delete(store, account_id, region, name, qualifier)


def by_url_id(store: Store, url_id: str) -> UrlConfig | None:
    """The config serving ``url_id`` (account, region, function name, qualifier, doc)."""
    return url_rows.by_url_id(store, url_id)
