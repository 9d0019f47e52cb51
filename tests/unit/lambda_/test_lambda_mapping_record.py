"""An event source mapping's record (``lambda_/esm/record.py``) reads and writes exactly the JSON documents
labcloud stored before it existed: ``mapping_docs_main.json`` holds what main's code wrote for an SQS
queue (standard, and FIFO with every optional member, updated), a DynamoDB stream (every stream member,
updated) and a Kinesis stream (AT_TIMESTAMP)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from labcloud.services.lambda_.esm.mappings import mapping_out
from labcloud.services.lambda_.esm.record import EventSourceMapping

DOCS: list[dict[str, Any]] = json.loads(Path(__file__).with_name("mapping_docs_main.json").read_text())


def _id(doc: dict[str, Any]) -> str:
    return doc["EventSourceArn"].split(":")[2] + ("-fifo" if doc.get("_fifo") else "")


@pytest.mark.parametrize("doc", DOCS, ids=_id)
def test_documents_written_by_main_round_trip_in_their_order(doc: dict[str, Any]) -> None:
    mapping = EventSourceMapping.from_doc(doc)
    assert mapping.to_doc() == doc
    assert list(mapping.to_doc()) == list(doc)
    assert mapping.extra == {}  # every member main writes is modelled


def test_readers_see_the_documents_members() -> None:
    standard, fifo, dynamodb, kinesis = (EventSourceMapping.from_doc(d) for d in DOCS)
    assert (standard.enabled, standard.fifo, standard.batching_window, standard.tags) == (False, False, 0, {})
    assert (fifo.batch_size, fifo.fifo, fifo.maximum_concurrency, fifo.tags) == (7, True, 3, {"team": "x"})
    assert fifo.reports_item_failures and not standard.reports_item_failures
    assert fifo.filter_criteria is not None and standard.filter_criteria is None
    assert (dynamodb.starting_position, dynamodb.maximum_retry_attempts, dynamodb.tumbling_window) == (
        "TRIM_HORIZON",
        5,
        30,
    )
    assert dynamodb.filter_criteria is None  # the update cleared it
    assert dynamodb.stream_arn == dynamodb.event_source_arn and kinesis.starting_position == "AT_TIMESTAMP"
    assert kinesis.starting_position_timestamp == 1767225600.0


def test_answers_hide_private_members_and_show_dates() -> None:
    for doc in DOCS:
        out = mapping_out(EventSourceMapping.from_doc(doc), "Updating")
        assert not [k for k in out if k.startswith("_")]
        assert out["State"] == "Updating" and out["LastModified"].timestamp() == pytest.approx(
            doc["LastModified"], abs=1e-3
        )
        assert ("LastProcessingResult" in out) == (not doc["EventSourceArn"].startswith("arn:aws:sqs:"))


def test_unknown_and_null_members_ride_along() -> None:
    doc = {**DOCS[0], "KMSKeyArn": "arn:aws:kms:k", "_later": 1, "FilterCriteria": None}
    mapping = EventSourceMapping.from_doc(doc)
    assert mapping.to_doc() == doc and mapping.filter_criteria is None
    assert "_later" not in mapping.to_doc(private=False) and "KMSKeyArn" in mapping.to_doc(private=False)
    assert "FilterCriteria" not in mapping.but(filter_criteria=None).to_doc()
    assert mapping.but(batch_size=3).to_doc() == {**doc, "BatchSize": 3}
