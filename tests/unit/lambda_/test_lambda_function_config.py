"""A function's configuration record (``lambda_/function_config.py``) and an alias's (``alias_record.py``)
read and write exactly the JSON documents labcloud stored before they existed: ``function_docs_main.json``
holds the ``$LATEST`` and version documents main's code wrote (every optional member, an update that
adds and removes some), ``alias_docs_main.json`` its aliases (plain, routing, routing cleared by an update)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from labcloud.services.lambda_.alias_record import Alias
from labcloud.services.lambda_.core import listed, public
from labcloud.services.lambda_.function_config import FunctionConfig

DOCS: list[dict[str, Any]] = json.loads((Path(__file__).with_name("function_docs_main.json")).read_text())


def _id(doc: dict[str, Any]) -> str:
    return f"{doc['FunctionName']}:{doc['Version']}"


@pytest.mark.parametrize("doc", DOCS, ids=_id)
def test_documents_written_by_main_round_trip(doc: dict[str, Any]) -> None:
    config = FunctionConfig.from_doc(doc)
    assert config.to_doc() == doc
    assert json.dumps(config.to_doc(), sort_keys=True) == json.dumps(doc, sort_keys=True)
    assert config.extra == {}  # every member main writes is modelled


@pytest.mark.parametrize("doc", [d for d in DOCS if d["Version"] == "$LATEST"], ids=_id)
def test_a_created_functions_document_keeps_its_member_order(doc: dict[str, Any]) -> None:
    assert list(FunctionConfig.from_doc(doc).to_doc()) == list(doc)


def test_readers_see_the_documents_members() -> None:
    full = FunctionConfig.from_doc(next(d for d in DOCS if d["FunctionName"] == "full"))
    assert (full.runtime, full.timeout, full.memory_size, full.architectures) == (
        "python3.12",
        30,
        512,
        ["arm64"],
    )
    assert full.variables == {"STAGE": "test", "COLOR": "blue"}
    assert full.tracing_active and full.dead_letter_target == full.dead_letter_config["TargetArn"]  # type: ignore[index]
    assert full.log_group == "/aws/lambda/full" and full.ephemeral_storage == {"Size": 1024}
    assert full.kms_key_arn and full.env_data_key and full.layer_paths and full.vpc_config
    plain = FunctionConfig.from_doc(next(d for d in DOCS if d["FunctionName"] == "plain"))
    assert plain.environment is None and plain.variables == {} and plain.dead_letter_target is None


def test_public_answers_are_the_stored_document_without_private_members() -> None:
    for doc in DOCS:
        answer = public(FunctionConfig.from_doc(doc))
        assert not [k for k in answer if k.startswith("_")]
        assert {k: v for k, v in answer.items() if k != "RuntimeVersionConfig"} == {
            k: v
            for k, v in doc.items()
            if not k.startswith("_")
            and not (doc["Version"] != "$LATEST" and k.startswith("LastUpdateStatus"))
        }
        assert "State" not in listed(FunctionConfig.from_doc(doc))


def test_unknown_and_null_members_ride_along() -> None:
    doc = {**DOCS[0], "SigningJobArn": "arn:aws:signer:x", "_future": [1], "Layers": None}
    config = FunctionConfig.from_doc(doc)
    assert config.layers is None and config.extra == {
        "SigningJobArn": "arn:aws:signer:x",
        "_future": [1],
        "Layers": None,
    }
    assert config.to_doc() == doc
    assert "_future" not in config.to_doc(private=False) and "SigningJobArn" in config.to_doc(private=False)
    # removing a member removes it even when it was stored as null; changing one keeps the rest
    assert "Layers" not in config.but(layers=None).to_doc()
    assert config.but(timeout=7).to_doc() == {**doc, "Timeout": 7}


ALIASES: list[dict[str, Any]] = json.loads(Path(__file__).with_name("alias_docs_main.json").read_text())


@pytest.mark.parametrize("doc", ALIASES, ids=lambda d: d["Name"])
def test_alias_documents_written_by_main_round_trip(doc: dict[str, Any]) -> None:
    alias = Alias.from_doc(doc)
    assert alias.to_doc() == doc and list(alias.to_doc()) == list(doc) and alias.extra == {}


def test_alias_readers_and_changes() -> None:
    latest, live, moved = (Alias.from_doc(d) for d in ALIASES)
    assert (latest.function_version, latest.weights, latest.routing_config) == ("$LATEST", {}, None)
    assert (live.function_version, live.weights, live.description) == ("1", {"2": 0.25}, "prod")
    assert moved.routing_config is None and "RoutingConfig" not in moved.to_doc()  # cleared by the update
    assert "RoutingConfig" not in live.but(routing_config=None).to_doc()
    odd = Alias.from_doc({**ALIASES[0], "RoutingConfig": None, "Later": 1})
    assert odd.to_doc() == {**ALIASES[0], "RoutingConfig": None, "Later": 1}
    assert "RoutingConfig" not in odd.but(routing_config=None).to_doc()
