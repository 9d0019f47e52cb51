"""Running a resolver's request document against its data source: Lambda (``Invoke``), DynamoDB
(``GetItem``, ``PutItem``, ``UpdateItem``, ``DeleteItem``, ``Query``, ``Scan`` in AppSync's request
document), EventBridge (``PutEvents``), HTTP to loopback endpoints (an AWS endpoint of a data source with
``authorizationConfig`` is labcloud's own, the request SigV4-signed as a session of the role) and NONE. Calls go through the pipeline
as a session of the data source's service role (which must trust ``appsync.amazonaws.com``), so IAM decides
as on AWS; a Lambda data source without a role is invoked as the API's account. A failure is a
:class:`~labcloud.services.appsync.vtl.ResolverError` with AppSync's ``errorType``."""

from __future__ import annotations

import base64
import json
from typing import Any
from urllib.parse import urlencode, urlsplit

from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials

from labcloud import loopback
from labcloud.errors import AwsError
from labcloud.services.appsync.repo.records import Api
from labcloud.services.appsync.state import AppsyncState
from labcloud.services.appsync.vtl import ResolverError, typed, untyped
from labcloud.services.sts.interfaces import RoleSessions

PRINCIPAL = "appsync.amazonaws.com"
SESSION = "APPSYNC_ASSUME_ROLE"
#: seconds a Lambda or HTTP data source may take (AppSync's 30 s request limit)
TIMEOUT = 30.0
MAX_HTTP_BODY = 5 * 1024 * 1024


def acting_as(state: AppsyncState, source: dict[str, Any]) -> dict[str, Any]:
    """How a call to the data source's service is made: as a session of its service role (which must
    trust AppSync), or (no role) as the API's account."""
    role = source.get("serviceRoleArn")
    if not role:
        return {}
    sessions = state.services.interface(RoleSessions)
    if sessions is None or not sessions.trusts_service(str(role), PRINCIPAL):
        raise ResolverError(
            f"{PRINCIPAL} is not authorized to perform sts:AssumeRole on resource {role}",
            "Unauthorized",
        )
    return {"principal": sessions.role_principal(str(role), SESSION)}


async def run(
    state: AppsyncState,
    api: Api,
    source: dict[str, Any],
    document: dict[str, Any],
    direct: dict[str, Any] | None,
) -> Any:
    """The data source's result for ``document`` (``direct``: the context a direct Lambda resolver sends)."""
    kind = source["type"]
    if kind == "NONE":
        return document.get("payload")
    acting = acting_as(state, source)
    if kind == "AWS_LAMBDA":
        return await _lambda(state, api, source, document, direct, acting)
    if kind == "AMAZON_DYNAMODB":
        return await _dynamodb(state, api, source, document, acting)
    if kind == "AMAZON_EVENTBRIDGE":
        return await _eventbridge(state, api, source, document, acting)
    if kind == "HTTP":
        return await _http(state, source, document)
    raise ResolverError(f"labcloud does not serve data sources of type {kind}.", "Unsupported")


def _region(arn: str, default: str) -> str:
    parts = arn.split(":")
    return parts[3] if len(parts) > 4 and parts[3] else default


async def _lambda(
    state: AppsyncState,
    api: Api,
    source: dict[str, Any],
    document: dict[str, Any],
    direct: dict[str, Any] | None,
    acting: dict[str, Any],
) -> Any:
    if direct is not None:
        payload: Any = direct
    else:
        operation = document.get("operation")
        if operation == "BatchInvoke":
            raise ResolverError(
                "labcloud does not implement BatchInvoke (batched Lambda resolvers).", "Unsupported"
            )
        if operation != "Invoke":
            raise ResolverError(
                f"Unsupported operation '{operation}' for a Lambda data source.", "MappingTemplate"
            )
        payload = document.get("payload")
    function = str(source["lambdaConfig"]["lambdaFunctionArn"])
    try:
        result = await state.services.call(
            "lambda",
            "Invoke",
            {"FunctionName": function, "Payload": json.dumps(payload).encode()},
            account_id=api.account_id,
            region=_region(function, api.region),
            extra={"aws:SourceArn": api.arn, "aws:SourceAccount": api.account_id},
            **acting,
        )
    except AwsError as exc:
        raise ResolverError(exc.message, f"Lambda:{exc.code}") from None
    raw = bytes(result.get("Payload") or b"null")
    try:
        answer = json.loads(raw) if raw.strip() else None
    except ValueError:
        raise ResolverError(
            "The Lambda function's response is not valid JSON.", "Lambda:IllegalArgument"
        ) from None
    if result.get("FunctionError"):
        message = answer.get("errorMessage") if isinstance(answer, dict) else str(answer)
        raise ResolverError(str(message), "Lambda:Unhandled")
    return answer


def _expression(part: dict[str, Any] | None, into: dict[str, Any], key: str) -> None:
    """AppSync's ``{expression, expressionNames, expressionValues}`` into DynamoDB's parameters."""
    if not part:
        return
    into[key] = part["expression"]
    if part.get("expressionNames"):
        into.setdefault("ExpressionAttributeNames", {}).update(part["expressionNames"])
    if part.get("expressionValues"):
        into.setdefault("ExpressionAttributeValues", {}).update(part["expressionValues"])


def _table(source: dict[str, Any]) -> tuple[str, str | None]:
    config = source["dynamodbConfig"]
    return str(config["tableName"]), config.get("awsRegion")


def _token(key: dict[str, Any] | None) -> str | None:
    return None if not key else base64.b64encode(json.dumps(key).encode()).decode()


def _start(token: Any) -> dict[str, Any] | None:
    if not token:
        return None
    try:
        return dict(json.loads(base64.b64decode(str(token))))
    except (ValueError, TypeError):
        raise ResolverError("The nextToken is not valid.", "DynamoDB:ValidationException") from None


def _number(value: Any) -> Any:
    return value if isinstance(value, (str, bool)) or not isinstance(value, (int, float)) else str(value)


def _nulls(value: Any) -> Any:
    """Typed values as DynamoDB reads them: AppSync takes the JS runtime's ``{"NULL": null}`` as
    ``{"NULL": true}`` and numbers (``{"N": 1}``, ``{"NS": [1]}``) as DynamoDB's strings."""
    if isinstance(value, dict):
        if len(value) == 1:
            if "NULL" in value and value["NULL"] is None:
                return {"NULL": True}
            if "N" in value:
                return {"N": _number(value["N"])}
            if "NS" in value and isinstance(value["NS"], list):
                return {"NS": [_number(v) for v in value["NS"]]}
        return {k: _nulls(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_nulls(v) for v in value]
    return value


async def _dynamodb(
    state: AppsyncState, api: Api, source: dict[str, Any], document: dict[str, Any], acting: dict[str, Any]
) -> Any:
    table, region = _table(source)
    document = _nulls(document)
    operation = document.get("operation")
    params: dict[str, Any] = {"TableName": table}
    if operation in ("GetItem", "PutItem", "UpdateItem", "DeleteItem"):
        params["Key"] = document.get("key") or {}
    if operation == "GetItem":
        params["ConsistentRead"] = bool(document.get("consistentRead", False))
    elif operation == "PutItem":
        params["Item"] = {**(document.get("attributeValues") or {}), **params.pop("Key")}
        params["ReturnValues"] = "NONE"
        _expression(document.get("condition"), params, "ConditionExpression")
    elif operation == "UpdateItem":
        _expression(document.get("update"), params, "UpdateExpression")
        _expression(document.get("condition"), params, "ConditionExpression")
        params["ReturnValues"] = "ALL_NEW"
    elif operation == "DeleteItem":
        _expression(document.get("condition"), params, "ConditionExpression")
        params["ReturnValues"] = "ALL_OLD"
    elif operation in ("Query", "Scan"):
        if operation == "Query":
            _expression(document.get("query"), params, "KeyConditionExpression")
            params["ScanIndexForward"] = bool(document.get("scanIndexForward", True))
        _expression(document.get("filter"), params, "FilterExpression")
        for ours, theirs in (
            ("index", "IndexName"),
            ("limit", "Limit"),
            ("consistentRead", "ConsistentRead"),
        ):
            if document.get(ours) is not None:
                params[theirs] = document[ours]
        start = _start(document.get("nextToken"))
        if start:
            params["ExclusiveStartKey"] = start
        if document.get("select"):
            params["Select"] = document["select"]
    else:
        raise ResolverError(
            f"Unsupported operation '{operation}' for a DynamoDB data source.", "MappingTemplate"
        )
    try:
        answer = await state.services.call(
            "dynamodb",
            str(operation),
            params,
            account_id=api.account_id,
            region=region or api.region,
            **acting,
        )
    except AwsError as exc:
        raise ResolverError(exc.message, f"DynamoDB:{exc.code}") from None
    if operation in ("Query", "Scan"):
        return {
            "items": [untyped({"M": item}) for item in answer.get("Items") or []],
            "nextToken": _token(answer.get("LastEvaluatedKey")),
            "scannedCount": answer.get("ScannedCount", 0),
        }
    if operation == "PutItem":
        return untyped({"M": params["Item"]})
    item = answer.get("Attributes") if operation != "GetItem" else answer.get("Item")
    return None if item is None else untyped({"M": item})


async def _eventbridge(
    state: AppsyncState, api: Api, source: dict[str, Any], document: dict[str, Any], acting: dict[str, Any]
) -> Any:
    if document.get("operation") != "PutEvents":
        raise ResolverError("Unsupported operation for an EventBridge data source.", "MappingTemplate")
    bus = str(source["eventBridgeConfig"]["eventBusArn"])
    entries = []
    for event in document.get("events") or []:
        detail = event.get("detail")
        entry = {
            "EventBusName": bus,
            "Source": event.get("source"),
            "DetailType": event.get("detailType"),
            "Detail": detail if isinstance(detail, str) else json.dumps(detail or {}),
        }
        for ours, theirs in (("resources", "Resources"), ("time", "Time")):
            if event.get(ours) is not None:
                entry[theirs] = event[ours]
        entries.append(entry)
    try:
        answer = await state.services.call(
            "events",
            "PutEvents",
            {"Entries": entries},
            account_id=api.account_id,
            region=_region(bus, api.region),
            **acting,
        )
    except AwsError as exc:
        raise ResolverError(exc.message, f"EventBridge:{exc.code}") from None
    return {
        "Entries": [{k: v for k, v in e.items()} for e in answer.get("Entries") or []],
        "FailedEntryCount": answer.get("FailedEntryCount", 0),
    }


def _aws_endpoint(state: AppsyncState, endpoint: str) -> str:
    """An AWS service endpoint (``https://sync-states.us-east-1.amazonaws.com``) is labcloud's own."""
    host = urlsplit(endpoint).hostname or ""
    if host.endswith((".amazonaws.com", ".amazonaws.com.cn")):
        return str(state.settings.endpoint)
    return endpoint


def _signed(
    state: AppsyncState,
    source: dict[str, Any],
    method: str,
    url: str,
    headers: dict[str, str],
    data: bytes,
) -> dict[str, str]:
    """The headers of the request signed (SigV4) as a session of the data source's role."""
    iam = source["httpConfig"]["authorizationConfig"].get("awsIamConfig") or {}
    sessions = state.services.interface(RoleSessions)
    if sessions is None:
        raise ResolverError("labcloud cannot sign as the data source's role here.", "Unsupported")
    minted = sessions.mint_role_session(str(source["serviceRoleArn"]), SESSION)
    creds = minted.get("Credentials", minted)
    credentials = Credentials(creds["AccessKeyId"], creds["SecretAccessKey"], creds.get("SessionToken"))
    request = AWSRequest(method=method, url=url, data=data, headers=headers)
    region = str(iam.get("signingRegion") or "us-east-1")
    SigV4Auth(credentials, str(iam["signingServiceName"]), region).add_auth(request)
    return {str(k): str(v) for k, v in request.headers.items()}


async def _http(state: AppsyncState, source: dict[str, Any], document: dict[str, Any]) -> Any:
    endpoint = str(source["httpConfig"].get("endpoint") or "").rstrip("/")
    signing = source["httpConfig"].get("authorizationConfig")
    if signing:
        endpoint = _aws_endpoint(state, endpoint).rstrip("/")
    params = document.get("params") or {}
    url = endpoint + str(document.get("resourcePath") or "")
    query = params.get("query") or {}
    if query:
        url += "?" + urlencode(query)
    body = params.get("body")
    data = b"" if body is None else (body if isinstance(body, str) else json.dumps(body)).encode()
    headers = {str(k): str(v) for k, v in (params.get("headers") or {}).items()}
    if signing:
        headers = _signed(state, source, str(document.get("method") or "GET"), url, headers, data)
    try:
        answer = await loopback.request(
            str(document.get("method") or "GET"), url, headers, data, timeout=TIMEOUT, max_body=MAX_HTTP_BODY
        )
    except loopback.NotLoopback:
        raise ResolverError(
            f"labcloud sends HTTP data sources only to loopback hosts, not {endpoint}.", "Unsupported"
        ) from None
    except (OSError, TimeoutError) as exc:
        raise ResolverError(f"HTTP request to {url} failed: {exc}", "HTTP:ConnectionError") from None
    return {"statusCode": answer.status, "headers": {}, "body": answer.body.decode("utf-8", errors="replace")}


__all__ = ["run", "typed"]
