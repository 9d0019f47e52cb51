"""Delivery to an OpenSearch Serverless collection (``AmazonOpenSearchServerlessDestinationConfiguration``).

One delivery takes the stream's oldest records up to the size hint, runs the Lambda transformation if
configured, and indexes each record (a JSON document) into the configured index of the collection at
CollectionEndpoint, as the stream's role, through OpenSearch Serverless's ``CollectionIngest`` interface:
the role needs what a ``_bulk`` request's signer needs (IAM's ``aoss:APIAccessAll``, a network policy, and
``aoss:WriteDocument``, plus ``aoss:CreateIndex`` for a new index, in a data access policy). Documents
that fail for the whole request (no such collection, access denied) are retried with a back-off until
RetryOptions.DurationInSeconds have passed on labcloud's clock since the first failure; then, like the
documents the collection refused one by one (not JSON, a mapping conflict), they go to the S3 backup
bucket under ``opensearch-failed/`` (ErrorOutputPrefix) as JSON lines. With S3BackupMode ``AllDocuments``
every delivered batch is also written to the backup bucket.
"""

from __future__ import annotations

from datetime import datetime, timezone

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.firehose import acting, config, error_objects, publish, transform, writing
from labcloud.services.firehose.repo import records, streams
from labcloud.services.firehose.repo.records import Buffered
from labcloud.services.firehose.repo.streams import DeliveryStream
from labcloud.services.firehose.state import FirehoseState
from labcloud.services.opensearchserverless.interfaces import CollectionIngest

FAILED_OUTPUT = "opensearch-failed"
MAX_RECORDS = 10_000
#: Failures of a whole request: retried until the retry duration is over (per-document ones are not).
_RETRIED = ("AmazonOpenSearchServerless.ResourceNotFound", "AmazonOpenSearchServerless.AccessDenied")


def _objects(
    stream: DeliveryStream,
    batch: list[Buffered],
    outcome: transform.Outcome,
    failures: list[tuple[bytes, tuple[str, str]]],
    now: float,
) -> list[tuple[str, bytes]]:
    backup = config.backup_of(stream.destination)
    when = datetime.fromtimestamp(batch[0].arrival, timezone.utc)
    out: list[tuple[str, bytes]] = []
    if stream.destination.get("S3BackupMode") == "AllDocuments":
        out.append(error_objects.source_backup(stream, batch, when))
    error_prefix = str(backup.get("ErrorOutputPrefix") or "")
    if failures:
        attempts = batch[0].attempts + 1
        body = b"".join(
            error_objects.failed_line(data, batch[0].arrival, attempts, code, message, now)
            for data, (code, message) in failures
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
    try:
        principal = acting.principal(state.services, config.role_of(cfg), stream.account_id)
    except acting.RoleRefused as refused:
        await writing.failed(state, stream, "AmazonOpenSearchServerless.AssumeRoleFailed", str(refused))
        return 0
    calling = acting.calling(stream.arn, principal, stream.region)
    processor = config.lambda_processor(cfg)
    if processor is not None:
        outcome = await transform.run(state, stream, processor, batch, calling)
    else:
        outcome = transform.Outcome([r.data for r in batch], [])
    ingest = state.services.interface(CollectionIngest)
    if ingest is None:
        results: list[tuple[str, str] | None] = [
            ("AmazonOpenSearchServerless.ResourceNotFound", "OpenSearch Serverless is not running")
        ] * len(outcome.ok)
    else:
        results = ingest.index_documents(
            principal, str(cfg["CollectionEndpoint"]), str(cfg["IndexName"]), outcome.ok
        )
    failures = [
        (data, result) for data, result in zip(outcome.ok, results, strict=True) if result is not None
    ]
    now = clock.now()
    whole = next((f[1] for f in failures if f[1][0] in _RETRIED), None)
    if whole is not None:
        first = streams.failing_since(state.store, stream.id)
        with state.store.transaction():
            records.count_attempt(state.store, [r.id for r in batch])
            if first is None:
                first = now
                streams.set_failing_since(state.store, stream.id, now)
        if now - first < int(cfg["RetryOptions"]["DurationInSeconds"]):
            await writing.failed(state, stream, *whole)
            return 0
    objects = _objects(stream, batch, outcome, failures, now)
    keys: list[str] = []
    try:
        for key, data in objects:
            await writing.put_object(state, stream, calling, key, data)
            keys.append(key)
    except AwsError as error:
        await writing.failed(state, stream, f"S3.{error.code}", error.message)
        return 0
    with state.store.transaction():
        records.remove(state.store, [r.id for r in batch])
        publish.emit(
            state,
            stream,
            "firehose.delivered",
            destination="AmazonOpenSearchServerless",
            collection=str(cfg["CollectionEndpoint"]),
            index=str(cfg["IndexName"]),
            bucket=config.bucket_of(cfg),
            keys=keys,
            records=len(outcome.ok) - len(failures),
            failed=len(outcome.failed) + len(failures),
            error=failures[0][1][0] if failures else "",
            dropped=outcome.dropped,
            bytes=sum(len(r.data) for r in batch),
            freshness=round(now - batch[0].arrival, 3),
        )
        streams.set_failing_since(state.store, stream.id, None)
    state.retry_at.pop(stream.id, None)
    return max(len(keys), 1)
