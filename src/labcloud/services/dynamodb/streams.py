"""A table's stream as DynamoDB sees it: StreamSpecification rules, the description members, and
the journal calls made inside the table's own transactions.

The stream itself (shards, records, the ``dynamodbstreams`` API) belongs to the
``dynamodbstreams`` service; DynamoDB reaches it only through the :class:`StreamJournal` the hub
offers. The table's definition remembers its stream (id, ARN, label, view type, enabled) as
``TableMeta.stream``: ``LatestStreamArn``/``LatestStreamLabel`` survive disabling, as on AWS.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.dynamodb.table_meta import StreamState, TableMeta, key_schema_doc
from labcloud.services.dynamodbstreams.interfaces import StreamJournal


def _invalid(message: str) -> AwsError:
    return AwsError(
        "ValidationException", f"One or more parameter values were invalid: {message}", status=400
    )


def create_view_type(spec: dict[str, Any] | None) -> str | None:
    """The view type of the stream a CreateTable asks for (None: no stream)."""
    if spec is None:
        return None
    enabled, view = bool(spec.get("StreamEnabled")), spec.get("StreamViewType")
    if enabled and not view:
        raise _invalid("Table is being created with a stream enabled, UpdateViewType is required")
    if not enabled and view:
        raise _invalid(
            "Table is being created with a stream disabled, UpdateViewType should not be specified"
        )
    return view if enabled else None


def update_change(meta: TableMeta, name: str, spec: dict[str, Any]) -> str | None:
    """What an UpdateTable StreamSpecification does: a view type to enable, or None to disable."""
    enabled, view = bool(spec.get("StreamEnabled")), spec.get("StreamViewType")
    current = meta.stream_enabled
    if enabled:
        if not view:
            raise _invalid("If stream is being enabled then UpdateViewType is required")
        if current:
            raise AwsError(
                "ValidationException", f"Table already has an enabled stream: TableName: {name}", status=400
            )
        return str(view)
    if view:
        raise _invalid("If stream is being disabled, then UpdateViewType must not be specified")
    if not current:
        raise AwsError(
            "ValidationException", f"Table has no stream to disable: TableName: {name}", status=400
        )
    return None


def check_update_combination(params: dict[str, Any]) -> None:
    """A stream change cannot ride along with a throughput change or an index creation/deletion."""
    if params.get("StreamSpecification") is None:
        return
    if params.get("ProvisionedThroughput"):
        raise _invalid("You cannot modify stream status while updating table IOPS")
    if any(u.get("Create") or u.get("Delete") for u in params.get("GlobalSecondaryIndexUpdates") or []):
        raise _invalid("You cannot create or delete index while changing stream status")


def unavailable() -> AwsError:
    return AwsError("ValidationException", "labcloud's DynamoDB Streams service is not running", status=400)


def enable(
    journal: StreamJournal | None,
    meta: TableMeta,
    account_id: str,
    region: str,
    name: str,
    view_type: str,
) -> TableMeta:
    """Open a new stream for the table (in the caller's transaction); ``meta`` remembering it."""
    if journal is None:
        raise unavailable()
    sid, arn, label = journal.open_stream(
        account_id=account_id,
        region=region,
        table_name=name,
        key_schema=key_schema_doc(meta.key_schema),
        view_type=view_type,
    )
    return replace(meta, stream=StreamState(sid, arn, label, view_type, True))


def disable(journal: StreamJournal | None, meta: TableMeta) -> TableMeta:
    """Disable the table's stream (if enabled); ``meta`` remembering it disabled."""
    stream = meta.stream
    if stream is None or not stream.enabled:
        return meta
    if journal is not None:
        journal.disable_stream(int(stream.id))
    return replace(meta, stream=replace(stream, enabled=False))


def describe(description: dict[str, Any], meta: TableMeta) -> None:
    """Add StreamSpecification (while enabled) and LatestStreamArn/Label (once a stream existed)."""
    stream = meta.stream
    if stream is None:
        return
    if stream.enabled:
        description["StreamSpecification"] = {"StreamEnabled": True, "StreamViewType": stream.view_type}
    description["LatestStreamLabel"] = stream.label
    description["LatestStreamArn"] = stream.arn
