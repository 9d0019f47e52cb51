"""TableMeta reads and writes exactly the ``ddb_tables.meta`` documents labcloud has always stored.

The documents in ``ddb_table_meta_written_by_main.json`` were written by main's code (before the
typed record) through the API, so an old data directory opens unchanged: each must come back from
``from_doc``/``to_doc`` equal byte for byte once canonicalised (sorted keys, JSON types kept)."""

from __future__ import annotations

import json
from dataclasses import FrozenInstanceError, replace
from pathlib import Path
from typing import Any

import pytest

from labcloud.services.dynamodb.table_meta import KNOWN, TableMeta, TtlSetting

STORED = json.loads((Path(__file__).parent / "ddb_table_meta_written_by_main.json").read_text())


def canonical(doc: Any) -> str:
    return json.dumps(doc, sort_keys=True, separators=(",", ":"))


def documents() -> list[tuple[str, dict[str, Any]]]:
    return [*STORED["tables"].items(), ("backup", STORED["backup"])]


def test_the_fixture_carries_every_member_the_record_knows():
    assert set(STORED["tables"]["full"]) == set(KNOWN)


@pytest.mark.parametrize(("name", "doc"), documents(), ids=[n for n, _ in documents()])
def test_a_stored_document_round_trips_byte_for_byte(name, doc):
    meta = TableMeta.from_doc(doc)
    assert meta.extra == {}
    assert canonical(meta.to_doc()) == canonical(doc)
    # what the repository writes (json.dumps) reads back to the same record
    assert TableMeta.from_doc(json.loads(json.dumps(meta.to_doc()))) == meta


def test_the_typed_members_read_what_the_document_says():
    doc = STORED["tables"]["full"]
    meta = TableMeta.from_doc(doc)
    assert meta.table_name == doc["TableName"]
    assert [e.attribute_name for e in meta.key_schema] == ["pk", "sk"]
    assert meta.billing == "PROVISIONED" and meta.billing_changed == doc["BillingChanged"]
    assert meta.stream is not None and meta.stream.enabled and meta.stream.id == doc["Stream"]["Id"]
    assert meta.ttl_attribute == "exp"
    assert meta.pitr is not None and meta.pitr.recovery_period_in_days == 7
    assert meta.sse_key is not None and meta.sse_key.managed is False
    assert (
        meta.resource_policy is not None
        and meta.resource_policy.revision_id == doc["ResourcePolicy"]["RevisionId"]
    )
    assert set(meta.stream_policies or {}) == set(doc["StreamPolicies"])
    byg = meta.gsi("byg")
    assert byg is not None and byg.projection is not None
    assert byg.projection.non_key_attributes == ("x", "y")
    assert (meta.index_tags or {})["byg"][0].key == "ix"
    assert meta.active_kinesis() is not None
    failed = TableMeta.from_doc(STORED["tables"]["pit"]).kinesis_destinations or ()
    assert failed[0].destination_status == "ENABLE_FAILED" and failed[0].status_description


def test_an_unknown_member_is_kept_as_it_was():
    doc = {**STORED["tables"]["pit"], "SomethingNewer": {"a": [1, 2.5, None]}}
    meta = TableMeta.from_doc(doc)
    assert meta.extra == {"SomethingNewer": {"a": [1, 2.5, None]}}
    assert canonical(meta.to_doc()) == canonical(doc)


def test_absent_and_empty_members_stay_apart():
    doc = dict(STORED["tables"]["pit"])
    del doc["Ttl"], doc["LocalSecondaryIndexes"], doc["BillingMode"]
    doc["Tags"] = []
    meta = TableMeta.from_doc(doc)
    assert meta.ttl is None and meta.local_secondary_indexes is None and meta.tags == ()
    assert meta.billing == "PROVISIONED"
    assert canonical(meta.to_doc()) == canonical(doc)
    assert TableMeta.from_doc({**doc, "Ttl": {}}).ttl == TtlSetting()


def test_a_record_is_changed_only_by_making_a_new_one():
    meta = TableMeta.from_doc(STORED["tables"]["full"])
    with pytest.raises(FrozenInstanceError):
        meta.table_class = "STANDARD"  # type: ignore[misc]
    changed = replace(meta, table_class="STANDARD").without_gsi("byg")
    assert meta.table_class == "STANDARD_INFREQUENT_ACCESS" and meta.gsi("byg") is not None
    assert changed.gsi("byg") is None and changed.index_tags is None
    assert "IndexTags" not in changed.to_doc()
