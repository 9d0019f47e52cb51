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


COMMAND = json.dumps(
    {
        "schemaVersion": "2.2",
        "description": "patch",
        "mainSteps": [{"action": "aws:runShellScript", "name": "p", "inputs": {"runCommand": ["true"]}}],
    }
)
ARN = "arn:aws:ssm:us-east-1:000000000000"


def test_associations_and_windows_are_on_the_map_with_their_wiring(
    labcloud: LabcloudProcess, ssm: Any
) -> None:
    ssm.create_document(Name="map-patch", Content=COMMAND, DocumentType="Command")
    association = ssm.create_association(
        Name="map-patch",
        AssociationName="nightly",
        Targets=[{"Key": "tag:Role", "Values": ["web"]}],
        ScheduleExpression="rate(1 day)",
    )["AssociationDescription"]["AssociationId"]
    window = ssm.create_maintenance_window(
        Name="patching", Schedule="cron(0 2 ? * SUN *)", Duration=3, Cutoff=1, AllowUnassociatedTargets=False
    )["WindowId"]
    target = ssm.register_target_with_maintenance_window(
        WindowId=window, ResourceType="INSTANCE", Targets=[{"Key": "tag:Role", "Values": ["web"]}], Name="web"
    )["WindowTargetId"]
    by_target = [{"Key": "WindowTargetIds", "Values": [target]}]
    ssm.register_task_with_maintenance_window(
        WindowId=window, TaskArn="map-patch", TaskType="RUN_COMMAND", Targets=by_target
    )
    function = "arn:aws:lambda:us-east-1:000000000000:function:patcher"
    ssm.register_task_with_maintenance_window(
        WindowId=window,
        TaskArn=function,
        TaskType="LAMBDA",
        Targets=by_target,
        TaskInvocationParameters={"Lambda": {"Payload": b"{}"}},
    )

    doc = _get(labcloud, "/_labcloud/map")
    assert doc["problems"] == []
    nodes = {n["id"]: n for n in doc["nodes"]}
    edges = {(e["kind"], e["from"], e["to"], e["label"]) for e in doc["edges"]}
    document, assoc = f"{ARN}:document/map-patch", f"{ARN}:association/{association}"
    win, tgt = f"{ARN}:maintenancewindow/{window}", f"{ARN}:windowtarget/{target}"

    assert nodes[assoc]["kind"] == "ssm.association" and nodes[assoc]["label"] == "nightly"
    assert nodes[assoc]["facts"] == {
        "document": "map-patch",
        "version": "1",
        "status": "Pending",
        "targets": "tag:Role=web",
        "schedule": "rate(1 day)",
    }
    assert ("association-document", assoc, document, "$DEFAULT") in edges

    assert nodes[win]["kind"] == "ssm.maintenance_window" and nodes[win]["label"] == "patching"
    assert nodes[win]["facts"] == {
        "schedule": "cron(0 2 ? * SUN *)",
        "enabled": True,
        "duration": 3,
        "cutoff": 1,
        "targets": 1,
        "tasks": 2,
    }
    assert nodes[tgt]["kind"] == "ssm.window_target" and nodes[tgt]["label"] == "web"
    assert nodes[tgt]["facts"] == {"resource_type": "INSTANCE", "targets": "tag:Role=web"}
    assert ("window-target", win, tgt, "") in edges
    # a task's TaskArn names what it runs: the document on the map, a function labcloud does not have
    assert ("window-task", win, document, "RUN_COMMAND") in edges
    assert ("window-task", win, function, "LAMBDA") in edges and nodes[function]["kind"] == "external"

    ssm.delete_association(AssociationId=association)
    ssm.delete_maintenance_window(WindowId=window)
    doc = _get(labcloud, "/_labcloud/map")
    kinds = {n["kind"] for n in doc["nodes"]}
    assert kinds.isdisjoint({"ssm.association", "ssm.maintenance_window", "ssm.window_target"})
    assert not [e for e in doc["edges"] if e["kind"].startswith(("association-", "window-"))]
