"""A distributed Map's S3 side, called as the state machine's role through the pipeline: reading items
(``s3:getObject`` as JSON or CSV, ``s3:listObjectsV2``) and writing results (``ResultWriter``: the
run's ``SUCCEEDED_n.json``/``FAILED_n.json`` files and its ``manifest.json``)."""

from __future__ import annotations

import csv
import io
import json
from datetime import datetime
from typing import Any

from labcloud.context import Principal
from labcloud.errors import AwsError
from labcloud.json_document import loads as load_json
from labcloud.services.stepfunctions.asl.distributed_check import GET_OBJECT
from labcloud.services.stepfunctions.asl.errors import StatesError
from labcloud.services.stepfunctions.state import Caller

READER_FAILED = "States.ItemReaderFailed"
WRITER_FAILED = "States.ResultWriterFailed"
#: The largest items file labcloud reads (a local bound: AWS reads up to 10 GB).
MAX_OBJECT_BYTES = 256 * 1024 * 1024


class S3As:
    """S3 calls made as one principal (the state machine's role) in one account and region."""

    def __init__(
        self, caller: Caller, principal: Principal | None, account_id: str, region: str, source_arn: str
    ) -> None:
        self.caller = caller
        self.principal = principal
        self.account_id = account_id
        self.region = region
        self.source_arn = source_arn

    async def call(self, operation: str, params: dict[str, Any], error: str) -> dict[str, Any]:
        if not self.caller.serves("s3"):
            raise StatesError(error, "The service s3 is not running in labcloud")
        try:
            return await self.caller.call(
                "s3",
                operation,
                params,
                principal=self.principal,
                account_id=self.account_id,
                region=self.region,
                extra={"aws:SourceArn": self.source_arn, "aws:SourceAccount": self.account_id},
            )
        except AwsError as exc:
            raise StatesError(error, f"S3.{exc.code}: {exc.message} (s3:{operation})") from None


async def _body(answer: dict[str, Any]) -> bytes:
    body = answer.get("Body")
    if body is None:
        return b""
    if isinstance(body, bytes | bytearray):
        return bytes(body)
    if isinstance(body, str):
        return body.encode()
    out = bytearray()
    async for chunk in body:
        out += chunk
        if len(out) > MAX_OBJECT_BYTES:
            raise StatesError(READER_FAILED, f"The items file is larger than {MAX_OBJECT_BYTES} bytes")
    return bytes(out)


async def read_items(s3: S3As, resource: str, params: Any, config: dict[str, Any]) -> list[Any]:
    """The items an ``ItemReader`` names, at most ``MaxItems`` of them (0: all)."""
    if not isinstance(params, dict) or not isinstance(params.get("Bucket"), str):
        raise StatesError(READER_FAILED, "The ItemReader Parameters must name a Bucket")
    limit = int(config.get("MaxItems") or 0)
    if resource == GET_OBJECT:
        if not isinstance(params.get("Key"), str):
            raise StatesError(READER_FAILED, "The ItemReader Parameters must name a Key")
        answer = await s3.call("GetObject", dict(params), READER_FAILED)
        text = (await _body(answer)).decode("utf-8", errors="replace")
        items = _csv(text, config) if config.get("InputType") == "CSV" else _json(text)
    else:
        items = await _listing(s3, params, limit)
    return items[:limit] if limit else items


def _json(text: str) -> list[Any]:
    try:
        value = load_json(text)
    except ValueError as exc:
        raise StatesError(READER_FAILED, f"The items file is not valid JSON: {exc}") from None
    if not isinstance(value, list):
        raise StatesError(READER_FAILED, "The items file must hold a JSON array")
    return value


def _csv(text: str, config: dict[str, Any]) -> list[Any]:
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    if config.get("CSVHeaderLocation") == "GIVEN":
        headers = [str(h) for h in config.get("CSVHeaders") or []]
    else:
        if not rows:
            raise StatesError(READER_FAILED, "The CSV file has no header row")
        headers, rows = rows[0], rows[1:]
    if len(set(headers)) != len(headers):
        raise StatesError(READER_FAILED, "The CSV headers must be unique")
    items = []
    for number, row in enumerate(rows, start=1):
        if not row:
            continue
        if len(row) > len(headers):
            raise StatesError(
                READER_FAILED, f"CSV row {number} has {len(row)} fields but there are {len(headers)} headers"
            )
        items.append({h: (row[i] if i < len(row) else "") for i, h in enumerate(headers)})
    return items


def _epoch(value: Any) -> Any:
    if isinstance(value, datetime):
        return int(value.timestamp())
    if isinstance(value, int | float):
        return int(value)
    return value


async def _listing(s3: S3As, params: dict[str, Any], limit: int) -> list[Any]:
    items: list[Any] = []
    request = {k: v for k, v in params.items() if k in ("Bucket", "Prefix")}
    while True:
        answer = await s3.call("ListObjectsV2", request, READER_FAILED)
        for entry in answer.get("Contents") or []:
            items.append(
                {
                    "Etag": entry.get("ETag"),
                    "Key": entry.get("Key"),
                    "LastModified": _epoch(entry.get("LastModified")),
                    "Size": entry.get("Size"),
                    "StorageClass": entry.get("StorageClass", "STANDARD"),
                }
            )
        token = answer.get("NextContinuationToken")
        if not answer.get("IsTruncated") or not token or (limit and len(items) >= limit):
            return items
        request["ContinuationToken"] = token


async def write_results(
    s3: S3As, bucket: str, prefix: str, run_id: str, map_run_arn: str, files: dict[str, list[Any]]
) -> dict[str, str]:
    """Write each non-empty status file and the manifest naming them; the manifest's location."""
    base = f"{prefix.rstrip('/')}/{run_id}" if prefix else run_id
    listed: dict[str, list[dict[str, Any]]] = {"FAILED": [], "PENDING": [], "SUCCEEDED": []}
    for status, entries in files.items():
        if not entries:
            continue
        key = f"{base}/{status}_0.json"
        body = json.dumps(entries, separators=(",", ":")).encode()
        await s3.call(
            "PutObject",
            {"Bucket": bucket, "Key": key, "Body": body, "ContentType": "application/json"},
            WRITER_FAILED,
        )
        listed[status].append({"Key": key, "Size": len(body)})
    manifest = {"DestinationBucket": bucket, "MapRunArn": map_run_arn, "ResultFiles": listed}
    key = f"{base}/manifest.json"
    await s3.call(
        "PutObject",
        {
            "Bucket": bucket,
            "Key": key,
            "Body": json.dumps(manifest, separators=(",", ":")).encode(),
            "ContentType": "application/json",
        },
        WRITER_FAILED,
    )
    return {"Bucket": bucket, "Key": key}
