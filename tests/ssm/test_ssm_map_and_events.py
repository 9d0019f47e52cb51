"""The view: parameters on the resource map (values never shown) and Parameter Store's events on the bus."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from labcloud.testing.server_process import LabcloudProcess


def _get(labcloud: LabcloudProcess, path: str) -> Any:
    with urllib.request.urlopen(labcloud.endpoint + path, timeout=30) as response:
        return json.loads(response.read())


def test_parameters_are_on_the_map_without_their_values(labcloud: LabcloudProcess, ssm: Any) -> None:
    ssm.put_parameter(Name="/map/a", Value="visible-nowhere", Type="String")
    ssm.put_parameter(Name="/map/a", Value="still-hidden", Overwrite=True)
    ssm.put_parameter(Name="/map/s", Value="secret-value", Type="SecureString", Tier="Advanced")
    doc = _get(labcloud, "/_labcloud/map")
    assert doc["problems"] == []
    nodes = {n["id"]: n for n in doc["nodes"] if n["kind"] == "ssm.parameter"}
    a = nodes["arn:aws:ssm:us-east-1:000000000000:parameter/map/a"]
    assert a["label"] == "/map/a"
    assert a["facts"] == {"type": "String", "version": 2, "tier": "Standard", "writes_last_minute": 2}
    s = nodes["arn:aws:ssm:us-east-1:000000000000:parameter/map/s"]
    assert (s["facts"]["type"], s["facts"]["tier"]) == ("SecureString", "Advanced")
    text = json.dumps(doc)
    assert "visible-nowhere" not in text and "still-hidden" not in text and "secret-value" not in text


def test_writes_deletes_and_labels_are_events(labcloud: LabcloudProcess, ssm: Any) -> None:
    ssm.put_parameter(Name="/ev/p", Value="hush", Type="SecureString")
    ssm.label_parameter_version(Name="/ev/p", Labels=["live"])
    ssm.delete_parameter(Name="/ev/p")
    found = _get(labcloud, "/_labcloud/events?service=ssm")
    events = found["events"] if isinstance(found, dict) else found
    kinds = [e["kind"] for e in events]
    assert kinds == ["ssm.parameter.put", "ssm.parameter.labelled", "ssm.parameter.deleted"]
    assert events[0]["data"] == {"name": "/ev/p", "version": 1, "type": "SecureString", "tier": "Standard"}
    assert events[1]["data"]["labels"] == ["live"]
    assert "hush" not in json.dumps(events)


def test_documents_are_on_the_map_and_their_changes_are_events(labcloud: LabcloudProcess, ssm: Any) -> None:
    content = json.dumps({"schemaVersion": "1.0", "sessionType": "Standard_Stream"})
    ssm.create_document(Name="map-session", Content=content, DocumentType="Session")
    ssm.update_document(Name="map-session", Content=content.replace("}", ', "inputs": {}}'))
    doc = _get(labcloud, "/_labcloud/map")
    assert doc["problems"] == []
    nodes = {n["id"]: n for n in doc["nodes"] if n["kind"] == "ssm.document"}
    node = nodes["arn:aws:ssm:us-east-1:000000000000:document/map-session"]
    assert node["label"] == "map-session"
    assert node["facts"] == {"type": "Session", "format": "JSON", "version": "1"}
    ssm.modify_document_permission(
        Name="map-session", PermissionType="Share", AccountIdsToAdd=["111111111111"]
    )
    ssm.modify_document_permission(
        Name="map-session", PermissionType="Share", AccountIdsToRemove=["111111111111"]
    )
    ssm.delete_document(Name="map-session")
    found = _get(labcloud, "/_labcloud/events?service=ssm")
    events = found["events"] if isinstance(found, dict) else found
    assert [e["kind"] for e in events] == [
        "ssm.document.created",
        "ssm.document.updated",
        "ssm.document.shared",
        "ssm.document.shared",
        "ssm.document.deleted",
    ]
