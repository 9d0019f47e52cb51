"""Function URL configurations: Create/Get/Update/Delete/ListFunctionUrlConfigs and their table.

A function (unqualified, i.e. ``$LATEST``) or one of its aliases may have one URL config; a
version number or ``$LATEST`` as Qualifier is refused by the model's pattern, as on AWS. Each
config has a 32-character url id; its ``FunctionUrl`` is
``http://<url-id>.lambda-url.<region>.localhost:<port>/`` on labcloud's own port (``*.localhost``
names resolve to the loopback address in browsers and curl), and the same function is also
reachable at ``http://127.0.0.1:<port>/_labcloud/lambda-url/<url-id>/`` for clients that cannot
resolve that name. Requests to those addresses are served by :mod:`url_http`.

``InvokeMode=RESPONSE_STREAM`` is refused (labcloud's sandboxes answer buffered only).
Configs live in ``lambda_function_urls`` (created by Lambda's migration 1, idempotently) and go with their function or
alias when that is deleted.
"""

from __future__ import annotations

import json
import secrets
import sqlite3
import string
from typing import Any
from urllib.parse import urlsplit

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.digits import is_digits
from labcloud.errors import AwsError
from labcloud.services.lambda_.core import page
from labcloud.services.lambda_.names import function_arn, missing, split_function_name
from labcloud.services.lambda_.unsupported import unsupported
from labcloud.store.db import Migration, Store

TABLE = "lambda_function_urls"

MIGRATIONS = (
    Migration(
        1,
        "function URL configs",
        (
            f"""CREATE TABLE IF NOT EXISTS {TABLE} (
                account_id TEXT NOT NULL, region TEXT NOT NULL, name TEXT NOT NULL,
                qualifier TEXT NOT NULL, url_id TEXT NOT NULL, doc TEXT NOT NULL,
                PRIMARY KEY (account_id, region, name, qualifier))""",
            f"CREATE UNIQUE INDEX IF NOT EXISTS lambda_function_urls_id ON {TABLE} (url_id)",
        ),
    ),
)

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


def _target(store: Store, ctx: RequestContext, params: dict[str, Any]) -> tuple[str, str]:
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
    row = store.one(
        "SELECT 1 FROM lambda_functions WHERE account_id=? AND region=? AND name=?",
        (ctx.account_id, ctx.region, name),
    )
    if row is None:
        raise missing("Function does not exist")
    if qualifier:
        alias = store.one(
            "SELECT 1 FROM lambda_aliases WHERE account_id=? AND region=? AND name=? AND alias=?",
            (ctx.account_id, ctx.region, name, qualifier),
        )
        if alias is None:
            raise missing("Function does not exist")
    return name, qualifier


def check_cors(cors: dict[str, Any] | None) -> dict[str, Any] | None:
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


def _check_invoke_mode(params: dict[str, Any]) -> None:
    if params.get("InvokeMode") == "RESPONSE_STREAM":
        raise unsupported("InvokeMode=RESPONSE_STREAM", "response streaming")


def _shown(doc: dict[str, Any], *, with_modified: bool = True) -> dict[str, Any]:
    out = {k: v for k, v in doc.items() if not k.startswith("_")}
    if not with_modified:
        out.pop("LastModifiedTime", None)
    return out


def _row(store: Store, ctx: RequestContext, name: str, qualifier: str) -> sqlite3.Row | None:
    return store.one(
        f"SELECT url_id, doc FROM {TABLE} WHERE account_id=? AND region=? AND name=? AND qualifier=?",
        (ctx.account_id, ctx.region, name, qualifier),
    )


def create(store: Store, ctx: RequestContext, params: dict[str, Any], endpoint: str) -> dict[str, Any]:
    name, qualifier = _target(store, ctx, params)
    arn = function_arn(ctx.region, ctx.account_id, name, qualifier or None)
    if _row(store, ctx, name, qualifier) is not None:
        raise AwsError(
            "ResourceConflictException",
            f"Failed to create function url config for [functionArn = {arn}]. Error message:  "
            "FunctionUrlConfig exists for this Lambda function",
            status=409,
            Type="User",
        )
    _check_invoke_mode(params)
    cors = check_cors(params.get("Cors"))
    url_id = new_url_id()
    now = url_timestamp()
    doc: dict[str, Any] = {
        "FunctionUrl": function_url(url_id, ctx.region, endpoint),
        "FunctionArn": arn,
        "AuthType": params["AuthType"],
        "CreationTime": now,
        "LastModifiedTime": now,
        "InvokeMode": "BUFFERED",
    }
    if cors is not None:
        doc["Cors"] = cors
    with store.transaction():
        store.execute(
            f"INSERT INTO {TABLE} (account_id, region, name, qualifier, url_id, doc) VALUES (?,?,?,?,?,?)",
            (ctx.account_id, ctx.region, name, qualifier, url_id, json.dumps(doc)),
        )
    return _shown(doc, with_modified=False)


def get(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    name, qualifier = _target(store, ctx, params)
    row = _row(store, ctx, name, qualifier)
    if row is None:
        raise missing()
    return _shown(json.loads(row["doc"]))


def update(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    name, qualifier = _target(store, ctx, params)
    row = _row(store, ctx, name, qualifier)
    if row is None:
        raise missing()
    _check_invoke_mode(params)
    doc = json.loads(row["doc"])
    if params.get("AuthType"):
        doc["AuthType"] = params["AuthType"]
    if "Cors" in params:
        cors = check_cors(params["Cors"])
        if cors:
            doc["Cors"] = cors
        else:
            doc.pop("Cors", None)
    doc["LastModifiedTime"] = url_timestamp()
    with store.transaction():
        store.execute(
            f"UPDATE {TABLE} SET doc=? WHERE account_id=? AND region=? AND name=? AND qualifier=?",
            (json.dumps(doc), ctx.account_id, ctx.region, name, qualifier),
        )
    return _shown(doc)


def delete(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    name, qualifier = _target(store, ctx, params)
    with store.transaction():
        gone = store.execute(
            f"DELETE FROM {TABLE} WHERE account_id=? AND region=? AND name=? AND qualifier=?",
            (ctx.account_id, ctx.region, name, qualifier),
        ).rowcount
    if not gone:
        raise missing()
    return {}


def list_configs(store: Store, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
    name, derived = split_function_name(params["FunctionName"])
    if derived:
        raise AwsError(
            "InvalidParameterValueException",
            "Qualifier is not supported for ListFunctionUrlConfigs.",
            status=400,
            Type="User",
        )
    if (
        store.one(
            "SELECT 1 FROM lambda_functions WHERE account_id=? AND region=? AND name=?",
            (ctx.account_id, ctx.region, name),
        )
        is None
    ):
        raise missing("Function does not exist")
    rows = store.all(
        f"SELECT doc FROM {TABLE} WHERE account_id=? AND region=? AND name=? ORDER BY qualifier",
        (ctx.account_id, ctx.region, name),
    )
    return page([_shown(json.loads(r["doc"])) for r in rows], params, "FunctionUrlConfigs")


def forget(store: Store, account_id: str, region: str, name: str, qualifier: str | None = None) -> None:
    """Drop the URL configs of a deleted function (all) or alias (``qualifier``); inside the caller's
    transaction."""
    if qualifier is None:
        store.execute(
            f"DELETE FROM {TABLE} WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
        )
    else:
        store.execute(
            f"DELETE FROM {TABLE} WHERE account_id=? AND region=? AND name=? AND qualifier=?",
            (account_id, region, name, qualifier),
        )


def by_url_id(store: Store, url_id: str) -> sqlite3.Row | None:
    """The config row serving ``url_id`` (account, region, function name, qualifier, doc)."""
    return store.one(f"SELECT * FROM {TABLE} WHERE url_id=?", (url_id,))
