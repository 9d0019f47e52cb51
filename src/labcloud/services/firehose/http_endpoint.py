"""Delivery to an HTTP endpoint destination (``HttpEndpointDestinationConfiguration``) as AWS documents it.

One delivery takes the stream's oldest records up to the size hint, runs the Lambda transformation if
configured (``transform.py``), and POSTs them to the endpoint's Url: a JSON body ``{"requestId",
"timestamp", "records": [{"data": <base64>}]}`` (gzip with ``Content-Encoding: gzip`` when
RequestConfiguration.ContentEncoding is GZIP), with the headers ``X-Amz-Firehose-Protocol-Version``,
``X-Amz-Firehose-Request-Id`` (the same on every attempt of a batch), ``X-Amz-Firehose-Source-Arn``,
``X-Amz-Firehose-Access-Key`` (when configured: the AccessKey, or the ``api_key`` of the
SecretsManagerConfiguration's secret) and ``X-Amz-Firehose-Common-Attributes``. The endpoint
must answer 200 with a JSON body echoing the ``requestId``; anything else is a failed attempt with
AWS's error code (``HttpEndpoint.DestinationException``, ``.InvalidResponseFromDestination``,
``.ConnectionFailed``, ``.RequestTimeout``). Failed attempts keep the records and are retried with a
back-off until RetryOptions.DurationInSeconds have passed on labcloud's clock since the first failure
(stored with the stream, so a restart keeps counting);
then the records go to the S3 backup bucket under ``http-endpoint-failed/`` (ErrorOutputPrefix) as
JSON lines. With S3BackupMode ``AllData`` every delivered batch is also written to the backup bucket.
Only loopback endpoints are reached (labcloud works offline): AWS's invoke URL of an API Gateway API
(``https://<api-id>.execute-api.<region>.amazonaws.com/<stage>/...``) is sent to that API on this server,
any other host fails as ConnectionFailed.
"""

from __future__ import annotations

import asyncio
import base64
import gzip
import json
import uuid
from datetime import datetime, timezone

from labcloud import clock, loopback
from labcloud.errors import AwsError
from labcloud.services.firehose import acting, config, error_objects, publish, transform, writing
from labcloud.services.firehose.repo import records, streams
from labcloud.services.firehose.repo.records import Buffered
from labcloud.services.firehose.repo.streams import DeliveryStream
from labcloud.services.firehose.state import FirehoseState

PROTOCOL_VERSION = "1.0"
#: AWS gives an endpoint 3 minutes; a local one answers sooner or not at all.
TIMEOUT_S = 30.0
#: The most of an endpoint's answer read.
MAX_ANSWER = 1024 * 1024
FAILED_OUTPUT = "http-endpoint-failed"
MAX_RECORDS = 50_000


def request_id(stream: DeliveryStream, batch: list[Buffered]) -> str:
    """The batch's request id: the same on every attempt of the same records, as AWS keeps it."""
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"{stream.arn}#{batch[0].record_id}#{len(batch)}"))


def request(
    stream: DeliveryStream, rid: str, datas: list[bytes], now: float, key: str | None
) -> tuple[bytes, dict[str, str]]:
    """The POST's body and headers; ``key``: the access key (from the secret, or the configuration's)."""
    cfg = stream.destination
    document = {
        "requestId": rid,
        "timestamp": int(now * 1000),
        "records": [{"data": base64.b64encode(data).decode()} for data in datas],
    }
    body = json.dumps(document, separators=(",", ":")).encode()
    headers = {
        "Content-Type": "application/json",
        "User-Agent": "Amazon Data Firehose Agent/1.0 (labcloud)",
        "X-Amz-Firehose-Protocol-Version": PROTOCOL_VERSION,
        "X-Amz-Firehose-Request-Id": rid,
        "X-Amz-Firehose-Source-Arn": stream.arn,
    }
    if key:
        headers["X-Amz-Firehose-Access-Key"] = key
    request_cfg = cfg.get("RequestConfiguration") or {}
    common = {
        str(a["AttributeName"]): str(a["AttributeValue"]) for a in request_cfg.get("CommonAttributes") or []
    }
    if common:
        headers["X-Amz-Firehose-Common-Attributes"] = json.dumps({"commonAttributes": common})
    if request_cfg.get("ContentEncoding") == "GZIP":
        body = gzip.compress(body)
        headers["Content-Encoding"] = "gzip"
    return body, headers


async def access_key(state: FirehoseState, stream: DeliveryStream) -> str | tuple[str, str]:
    """The access key the POST carries: the ``api_key`` of the SecretsManagerConfiguration's secret (read
    as its RoleARN, else the destination's role, at each delivery so a rotation applies), else the
    EndpointConfiguration's AccessKey ("" for none); a (code, message) failure when the secret cannot be
    read or is not ``{"api_key": "..."}``."""
    cfg = stream.destination
    secret = config.secret_of(cfg)
    if secret is None:
        return str(cfg["EndpointConfiguration"].get("AccessKey") or "")
    arn = str(secret["SecretARN"])
    try:
        principal = acting.principal(
            state.services, str(secret.get("RoleARN") or config.role_of(cfg)), stream.account_id
        )
        calling = acting.calling(stream.arn, principal, stream.region)
        answer = await state.services.call("secretsmanager", "GetSecretValue", {"SecretId": arn}, **calling)
    except acting.RoleRefused as refused:
        return "SecretsManager.AssumeRoleFailed", str(refused)
    except AwsError as error:
        return f"SecretsManager.{error.code}", f"Unable to read the secret {arn}: {error.message}"
    try:
        document = json.loads(str(answer.get("SecretString") or ""))
    except ValueError:
        document = None
    key = document.get("api_key") if isinstance(document, dict) else None
    if not isinstance(key, str) or any(ch in key for ch in "\r\n"):
        return (
            "SecretsManager.InvalidSecretFormat",
            f"The secret {arn} must be a JSON object with a string api_key (no line breaks) for an HTTP endpoint.",
        )
    return key


async def attempt(
    url: str, body: bytes, headers: dict[str, str], rid: str, port: int
) -> tuple[str, str] | None:
    """POST once: None when the endpoint took the records, else (error code, message) as AWS reports them.
    ``port``: this server's, where AWS's invoke URL of an API is sent."""
    target = loopback.on_this_server(url, port)
    try:
        sent = await loopback.request("POST", target, headers, body, timeout=TIMEOUT_S, max_body=MAX_ANSWER)
    except loopback.NotLoopback:
        return (
            "HttpEndpoint.ConnectionFailed",
            f"Unable to connect to the endpoint {url}: labcloud delivers only to http(s) endpoints on"
            " localhost or a loopback address, or to an API Gateway API's invoke URL.",
        )
    except asyncio.TimeoutError:
        return (
            "HttpEndpoint.RequestTimeout",
            f"The endpoint {url} did not answer in {TIMEOUT_S:.0f} s.",
        )
    except (OSError, ValueError, asyncio.IncompleteReadError) as error:
        return "HttpEndpoint.ConnectionFailed", f"Unable to connect to the endpoint {url}: {error}"
    status, answer = sent.status, sent.body
    shown = answer[:1024].decode("utf-8", "replace")
    if status != 200:
        return (
            "HttpEndpoint.DestinationException",
            f"The following response was received from the endpoint destination. {status}: {shown}",
        )
    try:
        document = json.loads(answer)
    except ValueError:
        document = None
    if not isinstance(document, dict) or document.get("requestId") != rid:
        return (
            "HttpEndpoint.InvalidResponseFromDestination",
            "The response received from the endpoint is invalid: it must be JSON echoing the requestId"
            f" {rid}. Response: {shown}",
        )
    return None


def _objects(
    stream: DeliveryStream,
    batch: list[Buffered],
    outcome: transform.Outcome,
    sent: list[bytes],
    failure: tuple[str, str] | None,
    now: float,
) -> list[tuple[str, bytes]]:
    """The backup bucket's objects of a settled delivery: all source records (AllData), the records the
    endpoint never took (after the retry duration), and the records the transformation failed."""
    backup = config.backup_of(stream.destination)
    when = datetime.fromtimestamp(batch[0].arrival, timezone.utc)
    out: list[tuple[str, bytes]] = []
    if stream.destination.get("S3BackupMode") == "AllData":
        out.append(error_objects.source_backup(stream, batch, when))
    error_prefix = str(backup.get("ErrorOutputPrefix") or "")
    if failure is not None and sent:
        code, message = failure
        arrivals = [r.arrival for r in batch] if len(sent) == len(batch) else [batch[0].arrival] * len(sent)
        attempts = batch[0].attempts + 1
        body = b"".join(
            error_objects.failed_line(data, arrival, attempts, code, message, now)
            for data, arrival in zip(sent, arrivals, strict=True)
        )
        out.append((error_objects.error_key(stream, error_prefix, when, FAILED_OUTPUT), body))
    failed = error_objects.processing_failed(stream, outcome, error_prefix, when, now)
    return out if failed is None else [*out, failed]


async def deliver(state: FirehoseState, stream: DeliveryStream) -> int:
    """One delivery of the stream's oldest records; 0 when it failed and the records stay for a retry."""
    cfg = stream.destination
    batch = records.oldest(
        state.store, stream.id, int(cfg["BufferingHints"]["SizeInMBs"]) * config.MIB, MAX_RECORDS
    )
    if not batch:
        return 0
    processor = config.lambda_processor(cfg)
    if processor is not None:
        try:
            principal = acting.principal(state.services, config.role_of(cfg), stream.account_id)
        except acting.RoleRefused as refused:
            await writing.failed(state, stream, "Lambda.AssumeRoleFailed", str(refused))
            return 0
        calling = acting.calling(stream.arn, principal, stream.region)
        outcome = await transform.run(state, stream, processor, batch, calling)
    else:
        outcome = transform.Outcome([r.data for r in batch], [])
    sent = [data + b"\n" for data in outcome.ok] if config.appends_delimiter(cfg) else outcome.ok
    url = str(cfg["EndpointConfiguration"]["Url"])
    failure: tuple[str, str] | None = None
    if sent:
        key = await access_key(state, stream)
        if isinstance(key, tuple):
            failure = key
        else:
            rid = request_id(stream, batch)
            body, headers = request(stream, rid, sent, clock.now(), key)
            failure = await attempt(url, body, headers, rid, state.settings.port)
    now = clock.now()
    if failure is not None:
        first = streams.failing_since(state.store, stream.id)
        with state.store.transaction():
            records.count_attempt(state.store, [r.id for r in batch])
            if first is None:
                first = now
                streams.set_failing_since(state.store, stream.id, now)
        if now - first < int(cfg["RetryOptions"]["DurationInSeconds"]):
            await writing.failed(state, stream, *failure)
            return 0
    objects = _objects(stream, batch, outcome, sent, failure, now)
    keys: list[str] = []
    if objects:
        try:
            principal = acting.principal(state.services, config.role_of(cfg), stream.account_id)
            calling = acting.calling(stream.arn, principal, stream.region)
            for key, data in objects:
                await writing.put_object(state, stream, calling, key, data)
                keys.append(key)
        except acting.RoleRefused as refused:
            await writing.failed(state, stream, "S3.AssumeRoleFailed", str(refused))
            return 0
        except AwsError as error:
            await writing.failed(state, stream, f"S3.{error.code}", error.message)
            return 0
    with state.store.transaction():
        records.remove(state.store, [r.id for r in batch])
        publish.emit(
            state,
            stream,
            "firehose.delivered",
            destination="HttpEndpoint",
            url=url,
            bucket=config.bucket_of(cfg),
            keys=keys,
            records=0 if failure is not None else len(sent),
            failed=len(outcome.failed) + (len(sent) if failure is not None else 0),
            error=failure[0] if failure is not None else "",
            dropped=outcome.dropped,
            bytes=sum(len(r.data) for r in batch),
            freshness=round(now - batch[0].arrival, 3),
        )
        streams.set_failing_since(state.store, stream.id, None)
    state.retry_at.pop(stream.id, None)
    return max(len(keys), 1)
