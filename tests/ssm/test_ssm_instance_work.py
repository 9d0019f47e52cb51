"""State Manager associations and maintenance windows (records: no instance runs them): create, read,
update (AWS's reset of omitted members, versions), list, tags, delete and every error code, with boto3 and
the real ``aws`` CLI; kept across a kill -9 and restart."""

from __future__ import annotations

import json
import uuid
from typing import Any

from ssm_helpers import code_of

from labcloud.testing.server_process import LabcloudProcess

DOC = json.dumps(
    {
        "schemaVersion": "2.2",
        "description": "patch",
        "parameters": {
            "Level": {"type": "String"},
            "Note": {"type": "String", "default": "none"},
        },
        "mainSteps": [
            {"action": "aws:runShellScript", "name": "p", "inputs": {"runCommand": ["echo {{Level}}"]}}
        ],
    }
)
TARGETS = [{"Key": "tag:Role", "Values": ["web"]}]


def _document(ssm: Any) -> str:
    name = f"Patch-{uuid.uuid4().hex[:8]}"
    ssm.create_document(Name=name, Content=DOC, DocumentType="Command")
    return name


def test_association_lifecycle_versions_and_tags(ssm: Any) -> None:
    doc = _document(ssm)
    made = ssm.create_association(
        Name=doc,
        Targets=TARGETS,
        Parameters={"Level": ["high"]},
        ScheduleExpression="rate(30 minutes)",
        AssociationName="nightly",
        MaxConcurrency="2",
        Tags=[{"Key": "team", "Value": "ops"}],
    )["AssociationDescription"]
    ident = made["AssociationId"]
    assert made["Name"] == doc and made["AssociationVersion"] == "1" and made["DocumentVersion"] == "$DEFAULT"
    assert made["Overview"]["Status"] == "Pending" and made["Targets"] == TARGETS
    described = ssm.describe_association(AssociationId=ident)["AssociationDescription"]
    assert described["Parameters"] == {"Level": ["high"]} and described["AssociationName"] == "nightly"
    assert ssm.list_tags_for_resource(ResourceType="Association", ResourceId=ident)["TagList"] == [
        {"Key": "team", "Value": "ops"}
    ]
    # AWS resets every optional member an update leaves out: the name and the schedule go
    updated = ssm.update_association(
        AssociationId=ident, Parameters={"Level": ["low"]}, AssociationVersion="1"
    )["AssociationDescription"]
    assert updated["AssociationVersion"] == "2" and "ScheduleExpression" not in updated
    assert "AssociationName" not in updated and updated["Targets"] == TARGETS
    first = ssm.describe_association(AssociationId=ident, AssociationVersion="1")["AssociationDescription"]
    assert first["ScheduleExpression"] == "rate(30 minutes)"
    versions = ssm.list_association_versions(AssociationId=ident)["AssociationVersions"]
    assert [v["AssociationVersion"] for v in versions] == ["1", "2"]
    listed = ssm.list_associations(AssociationFilterList=[{"key": "Name", "value": doc}])["Associations"]
    assert [a["AssociationId"] for a in listed] == [ident]
    none = ssm.list_associations(
        AssociationFilterList=[{"key": "InstanceId", "value": "i-0123456789abcdef0"}]
    )
    assert none["Associations"] == []
    ssm.delete_association(AssociationId=ident)
    assert code_of(lambda: ssm.describe_association(AssociationId=ident)) == "AssociationDoesNotExist"


def test_association_errors(ssm: Any) -> None:
    doc = _document(ssm)
    cases = {
        "InvalidDocument": dict(Name="No-Such-Doc", Targets=TARGETS, Parameters={"Level": ["x"]}),
        "InvalidDocumentVersion": dict(
            Name=doc, DocumentVersion="9", Targets=TARGETS, Parameters={"Level": ["x"]}
        ),
        "InvalidParameters": dict(Name=doc, Targets=TARGETS),
        "InvalidTarget": dict(
            Name=doc, Targets=[{"Key": "colour", "Values": ["x"]}], Parameters={"Level": ["x"]}
        ),
        "InvalidSchedule": dict(
            Name=doc, Targets=TARGETS, Parameters={"Level": ["x"]}, ScheduleExpression="rate(5 minutes)"
        ),
        "InvalidInstanceId": dict(Name=doc, InstanceId="i-0123456789abcdef0"),
    }
    for code, params in cases.items():
        assert code_of(lambda p=params: ssm.create_association(**p)) == code, code
    unknown = dict(Name=doc, Targets=TARGETS, Parameters={"Level": ["x"], "Colour": ["red"]})
    assert code_of(lambda: ssm.create_association(**unknown)) == "InvalidParameters"
    made = ssm.create_association(Name=doc, Targets=TARGETS, Parameters={"Level": ["x"]})[
        "AssociationDescription"
    ]
    stale = dict(AssociationId=made["AssociationId"], AssociationVersion="7", Parameters={"Level": ["x"]})
    assert code_of(lambda: ssm.update_association(**stale)) == "InvalidAssociationVersion"
    missing = str(uuid.uuid4())
    assert code_of(lambda: ssm.update_association(AssociationId=missing)) == "AssociationDoesNotExist"
    assert code_of(lambda: ssm.delete_association(AssociationId=missing)) == "AssociationDoesNotExist"
    assert code_of(lambda: ssm.list_association_versions(AssociationId=missing)) == "AssociationDoesNotExist"
    assert (
        code_of(lambda: ssm.describe_association(AssociationId=made["AssociationId"], AssociationVersion="4"))
        == "InvalidAssociationVersion"
    )
    assert code_of(lambda: ssm.list_associations(NextToken="garbage")) == "InvalidNextToken"


def test_maintenance_window_targets_and_tasks(ssm: Any) -> None:
    token = uuid.uuid4().hex
    made = ssm.create_maintenance_window(
        Name="patching",
        Schedule="cron(0 2 ? * SUN *)",
        ScheduleTimezone="Europe/Lisbon",
        Duration=3,
        Cutoff=1,
        AllowUnassociatedTargets=False,
        ClientToken=token,
        Tags=[{"Key": "env", "Value": "dev"}],
    )
    window = made["WindowId"]
    assert window.startswith("mw-") and len(window) == 20
    again = ssm.create_maintenance_window(
        Name="patching",
        Schedule="cron(0 2 ? * SUN *)",
        ScheduleTimezone="Europe/Lisbon",
        Duration=3,
        Cutoff=1,
        AllowUnassociatedTargets=False,
        ClientToken=token,
    )
    assert again["WindowId"] == window
    got = ssm.get_maintenance_window(WindowId=window)
    assert (got["Name"], got["Duration"], got["Cutoff"], got["Enabled"]) == ("patching", 3, 1, True)
    assert ssm.list_tags_for_resource(ResourceType="MaintenanceWindow", ResourceId=window)["TagList"] == [
        {"Key": "env", "Value": "dev"}
    ]
    ssm.update_maintenance_window(WindowId=window, Description="weekly", Enabled=False)
    got = ssm.get_maintenance_window(WindowId=window)
    assert got["Description"] == "weekly" and got["Enabled"] is False
    replaced = ssm.update_maintenance_window(
        WindowId=window,
        Name="patching",
        Schedule="rate(7 days)",
        Duration=4,
        Cutoff=0,
        AllowUnassociatedTargets=True,
        Replace=True,
    )
    assert "Description" not in replaced and "ScheduleTimezone" not in replaced
    listed = ssm.describe_maintenance_windows(Filters=[{"Key": "Name", "Values": ["patching"]}])
    assert window in [w["WindowId"] for w in listed["WindowIdentities"]]

    target = ssm.register_target_with_maintenance_window(
        WindowId=window, ResourceType="INSTANCE", Targets=TARGETS, Name="web"
    )["WindowTargetId"]
    task = ssm.register_task_with_maintenance_window(
        WindowId=window,
        TaskArn="arn:aws:lambda:us-east-1:000000000000:function:patcher",
        TaskType="LAMBDA",
        Targets=[{"Key": "WindowTargetIds", "Values": [target]}],
        TaskInvocationParameters={"Lambda": {"Payload": b"{}"}},
        Priority=2,
    )["WindowTaskId"]
    shown = ssm.get_maintenance_window_task(WindowId=window, WindowTaskId=task)
    # as on AWS, a CutoffBehavior never given is not answered (the provider plans on that)
    assert (shown["TaskType"], shown["Priority"], "CutoffBehavior" in shown) == ("LAMBDA", 2, False)
    tasks = ssm.describe_maintenance_window_tasks(WindowId=window)["Tasks"]
    assert [(t["WindowTaskId"], t["Type"]) for t in tasks] == [(task, "LAMBDA")]
    targets = ssm.describe_maintenance_window_targets(WindowId=window)["Targets"]
    assert [(t["WindowTargetId"], t["Name"]) for t in targets] == [(target, "web")]
    ssm.update_maintenance_window_target(WindowId=window, WindowTargetId=target, Description="front")
    ssm.update_maintenance_window_task(WindowId=window, WindowTaskId=task, Priority=5)
    assert ssm.get_maintenance_window_task(WindowId=window, WindowTaskId=task)["Priority"] == 5

    assert (
        code_of(
            lambda: ssm.deregister_target_from_maintenance_window(
                WindowId=window, WindowTargetId=target, Safe=True
            )
        )
        == "TargetInUseException"
    )
    wrong = dict(
        WindowId=window,
        TaskArn="AWS-RunShellScript",
        TaskType="RUN_COMMAND",
        Targets=TARGETS,
        TaskInvocationParameters={"Lambda": {"Payload": b"{}"}},
    )
    assert code_of(lambda: ssm.register_task_with_maintenance_window(**wrong)) == "ValidationException"
    mismatch = dict(
        Name="other",
        Schedule="rate(1 day)",
        Duration=2,
        Cutoff=1,
        AllowUnassociatedTargets=False,
        ClientToken=token,
    )
    assert code_of(lambda: ssm.create_maintenance_window(**mismatch)) == "IdempotentParameterMismatch"
    too_late = dict(Name="late", Schedule="rate(1 day)", Duration=2, Cutoff=2, AllowUnassociatedTargets=False)
    assert code_of(lambda: ssm.create_maintenance_window(**too_late)) == "ValidationException"
    bad_zone = dict(too_late, Cutoff=1, ScheduleTimezone="Mars/Olympus")
    assert code_of(lambda: ssm.create_maintenance_window(**bad_zone)) == "ValidationException"
    # the window listings declare no InvalidNextToken: a bad token is a ValidationException there
    assert code_of(lambda: ssm.describe_maintenance_windows(NextToken="garbage")) == "ValidationException"
    assert code_of(lambda: ssm.describe_maintenance_window_tasks(WindowId=window, NextToken="x")) == (
        "ValidationException"
    )
    gone = "mw-0123456789abcdef0"
    assert code_of(lambda: ssm.get_maintenance_window(WindowId=gone)) == "DoesNotExistException"
    assert code_of(
        lambda: ssm.get_maintenance_window_task(WindowId=window, WindowTaskId=str(uuid.uuid4()))
    ) == ("DoesNotExistException")
    ssm.deregister_task_from_maintenance_window(WindowId=window, WindowTaskId=task)
    ssm.deregister_target_from_maintenance_window(WindowId=window, WindowTargetId=target, Safe=True)
    assert ssm.delete_maintenance_window(WindowId=window)["WindowId"] == window
    assert code_of(lambda: ssm.get_maintenance_window(WindowId=window)) == "DoesNotExistException"


def test_the_cli_and_a_restart_keep_them(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        ssm = server.boto3_client("ssm")
        doc = _document(ssm)
        window = server.aws_json(
            "ssm",
            "create-maintenance-window",
            "--name",
            "cli",
            "--schedule",
            "rate(1 day)",
            "--duration",
            "2",
            "--cutoff",
            "1",
            "--no-allow-unassociated-targets",
        )["WindowId"]
        failed = server.aws(
            "ssm", "get-maintenance-window", "--window-id", "mw-0123456789abcdef0", check=False
        )
        assert failed.returncode != 0 and "DoesNotExistException" in failed.stderr
        ident = ssm.create_association(Name=doc, Targets=TARGETS, Parameters={"Level": ["x"]})[
            "AssociationDescription"
        ]["AssociationId"]
        ssm.update_association(AssociationId=ident, Targets=TARGETS, Parameters={"Level": ["y"]})
        server.kill()
        server.start()
        ssm = server.boto3_client("ssm")
        assert ssm.get_maintenance_window(WindowId=window)["Name"] == "cli"
        kept = ssm.describe_association(AssociationId=ident)["AssociationDescription"]
        assert kept["AssociationVersion"] == "2" and kept["Parameters"] == {"Level": ["y"]}
    finally:
        server.stop()
