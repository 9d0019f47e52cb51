"""A table's stream as DynamoDB sees it: StreamSpecification rules, the description members, and
the journal calls made inside the table's own transactions.

The stream itself (shards, records, the ``dynamodbstreams`` API) belongs to the
``dynamodbstreams`` service; DynamoDB reaches it only through the :class:`StreamJournal` the hub
offers. The table's definition remembers its stream (id, ARN, label, view type, enabled) under
``meta["Stream"]``: ``LatestStreamArn``/``LatestStreamLabel`` survive disabling, as on AWS.
"""

from __future__ import annotations

from typing import Any

from labcloud.errors import AwsError
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


def update_change(meta: dict[str, Any], name: str, spec: dict[str, Any]) -> str | None:
    """What an UpdateTable StreamSpecification does: a view type to enable, or None to disable."""
    enabled, view = bool(spec.get("StreamEnabled")), spec.get("StreamViewType")
    current = (meta.get("Stream") or {}).get("Enabled", False)
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
    meta: dict[str, Any],
    account_id: str,
    region: str,
    name: str,
    view_type: str,
) -> None:
    """Open a new stream for the table (in the caller's transaction) and remember it in ``meta``."""
    if journal is None:
        raise unavailable()
    sid, arn, label = journal.open_stream(
        account_id=account_id,
        region=region,
        table_name=name,
        key_schema=meta["KeySchema"],
        view_type=view_type,
    )
    meta["Stream"] = {"Id": sid, "Arn": arn, "Label": label, "ViewType": view_type, "Enabled": True}


def disable(journal: StreamJournal | None, meta: dict[str, Any]) -> None:
    stream = meta.get("Stream") or {}
    if not stream.get("Enabled"):
        return
    if journal is not None:
        journal.disable_stream(int(stream["Id"]))
    meta["Stream"] = {**stream, "Enabled": False}


def describe(description: dict[str, Any], meta: dict[str, Any]) -> None:
    """Add StreamSpecification (while enabled) and LatestStreamArn/Label (once a stream existed)."""
    stream = meta.get("Stream")
    if not stream:
        return
    if stream.get("Enabled"):
        description["StreamSpecification"] = {"StreamEnabled": True, "StreamViewType": stream["ViewType"]}
    description["LatestStreamLabel"] = stream["Label"]
    description["LatestStreamArn"] = stream["Arn"]
