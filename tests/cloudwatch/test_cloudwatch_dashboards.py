"""Dashboards: PutDashboard, GetDashboard, ListDashboards and DeleteDashboards over every protocol, their
errors, their global scope (any region sees them), IAM on the dashboard ARN, a restart, and the
AWS::CloudWatch::Dashboard resource (create, update in place, replacement on a new name, delete)."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cw_helpers import client

from labcloud.testing.server_process import LabcloudProcess

BODY = json.dumps(
    {"widgets": [{"type": "text", "x": 0, "y": 0, "width": 6, "height": 3, "properties": {"markdown": "hi"}}]}
)


def _error(raised: Any) -> tuple[str, str]:
    error = raised.value.response["Error"]
    return error["Code"], error["Message"]


def test_put_get_list_delete(cw: Any, server: LabcloudProcess) -> None:
    assert cw.put_dashboard(DashboardName="ops-main", DashboardBody=BODY)["DashboardValidationMessages"] == []
    cw.put_dashboard(DashboardName="ops_other", DashboardBody=BODY)
    cw.put_dashboard(DashboardName="billing", DashboardBody=json.dumps({"widgets": []}))
    got = cw.get_dashboard(DashboardName="ops-main")
    assert got["DashboardArn"] == "arn:aws:cloudwatch::000000000000:dashboard/ops-main"
    assert (got["DashboardName"], got["DashboardBody"]) == ("ops-main", BODY)  # kept as sent
    entries = cw.list_dashboards(DashboardNamePrefix="ops")["DashboardEntries"]
    assert [(e["DashboardName"], e["Size"]) for e in entries] == [
        ("ops-main", len(BODY)),
        ("ops_other", len(BODY)),
    ]
    assert entries[0]["DashboardArn"] == got["DashboardArn"] and entries[0]["LastModified"]
    assert [e["DashboardName"] for e in cw.list_dashboards()["DashboardEntries"]] == [
        "billing",
        "ops-main",
        "ops_other",
    ]
    # a second put replaces the whole body
    cw.put_dashboard(DashboardName="billing", DashboardBody=BODY)
    assert cw.get_dashboard(DashboardName="billing")["DashboardBody"] == BODY
    # dashboards are global: another region sees the same ones
    west = server.boto3_client("cloudwatch", region_name="eu-west-1")
    assert [e["DashboardName"] for e in west.list_dashboards()["DashboardEntries"]] == [
        "billing",
        "ops-main",
        "ops_other",
    ]
    cw.delete_dashboards(DashboardNames=["ops-main", "ops_other"])
    assert [e["DashboardName"] for e in cw.list_dashboards()["DashboardEntries"]] == ["billing"]


def test_errors(server: LabcloudProcess) -> None:
    cw = client(server, "json")
    with pytest.raises(ClientError) as raised:
        cw.put_dashboard(DashboardName="bad name!", DashboardBody=BODY)
    assert _error(raised) == (
        "InvalidParameterInput",
        "The value for field DashboardName contains invalid characters. "
        "It can only contain alphanumerics, dash (-) and underscore (_).",
    )
    with pytest.raises(ClientError) as raised:
        cw.put_dashboard(DashboardName="d", DashboardBody="[not json")
    assert _error(raised) == ("InvalidParameterInput", "The field DashboardBody must be a valid JSON object")
    with pytest.raises(ClientError) as raised:
        cw.put_dashboard(DashboardName="d", DashboardBody=json.dumps({"widgets": [{"x": 1}, 3]}))
    problems = [
        {"dataPath": "/widgets/0", "message": "Should have required property 'type'"},
        {"dataPath": "/widgets/1", "message": "Should be object"},
    ]
    assert _error(raised) == (
        "InvalidParameterInput",
        "The dashboard body is invalid, there are 2 validation errors:\n" + json.dumps(problems, indent=2),
    )
    with pytest.raises(ClientError) as raised:
        cw.put_dashboard(DashboardName="d", DashboardBody="{}")
    assert "Should have required property 'widgets'" in _error(raised)[1]
    with pytest.raises(ClientError) as raised:
        cw.put_dashboard(DashboardName="d", DashboardBody=BODY, Tags=[{"Key": "k", "Value": "v"}])
    assert _error(raised) == ("InvalidParameterValue", "labcloud does not support tags on dashboards.")
    with pytest.raises(ClientError) as raised:
        cw.get_dashboard(DashboardName="missing")
    assert _error(raised) == ("ResourceNotFound", "Dashboard missing does not exist")
    assert raised.value.response["ResponseMetadata"]["HTTPStatusCode"] == 404
    cw.put_dashboard(DashboardName="kept", DashboardBody=BODY)
    cw.put_dashboard(DashboardName="gone", DashboardBody=BODY)
    with pytest.raises(ClientError) as raised:
        cw.delete_dashboards(DashboardNames=["gone", "missing"])
    assert _error(raised) == ("ResourceNotFound", "Dashboard missing does not exist")
    # as many as possible were deleted before the missing one was reported
    assert [e["DashboardName"] for e in cw.list_dashboards()["DashboardEntries"]] == ["kept"]
    with pytest.raises(ClientError) as raised:
        cw.delete_dashboards(DashboardNames=[f"d{n}" for n in range(101)])
    assert _error(raised)[0] == "InvalidParameterValue"
    with pytest.raises(ClientError) as raised:
        cw.list_dashboards(NextToken="not-ours")
    assert _error(raised) == ("InvalidParameterValue", "The value for NextToken is not valid.")


def test_list_pages_through_a_thousand(server: LabcloudProcess) -> None:
    cw = client(server, "json")
    body = json.dumps({"widgets": []})
    for n in range(1003):
        cw.put_dashboard(DashboardName=f"d{n:04d}", DashboardBody=body)
    first = cw.list_dashboards()
    assert len(first["DashboardEntries"]) == 1000 and first["NextToken"]
    rest = cw.list_dashboards(NextToken=first["NextToken"])
    assert [e["DashboardName"] for e in rest["DashboardEntries"]] == ["d1000", "d1001", "d1002"]
    assert "NextToken" not in rest


def test_iam_applies_to_the_dashboard_arn() -> None:
    server = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        _one_board_policy(server)
    finally:
        server.stop()


def _one_board_policy(server: LabcloudProcess) -> None:
    admin = server.boto3_client("iam")
    admin.create_user(UserName="viewer")
    admin.put_user_policy(
        UserName="viewer",
        PolicyName="one-board",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {
                        "Effect": "Allow",
                        "Action": "cloudwatch:GetDashboard",
                        "Resource": "arn:aws:cloudwatch::000000000000:dashboard/public",
                    }
                ],
            }
        ),
    )
    key = admin.create_access_key(UserName="viewer")["AccessKey"]
    cw = client(server, "json")
    cw.put_dashboard(DashboardName="public", DashboardBody=BODY)
    cw.put_dashboard(DashboardName="private", DashboardBody=BODY)
    viewer = server.boto3_client(
        "cloudwatch", aws_access_key_id=key["AccessKeyId"], aws_secret_access_key=key["SecretAccessKey"]
    )
    assert viewer.get_dashboard(DashboardName="public")["DashboardBody"] == BODY
    with pytest.raises(ClientError) as raised:
        viewer.get_dashboard(DashboardName="private")
    code, message = _error(raised)
    assert code == "AccessDeniedException"  # the pipeline's denial, as for every CloudWatch operation
    assert (
        "cloudwatch:GetDashboard on resource: arn:aws:cloudwatch::000000000000:dashboard/private" in message
    )


def test_dashboards_survive_a_restart(tmp_path: Any) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        client(server, "json").put_dashboard(DashboardName="durable", DashboardBody=BODY)
        server.kill()
        server.start()
        assert client(server, "query").get_dashboard(DashboardName="durable")["DashboardBody"] == BODY
    finally:
        server.stop()


def test_the_dashboard_resource(server: LabcloudProcess) -> None:
    cfn, cw = server.boto3_client("cloudformation"), client(server, "json")

    def deploy(props: dict[str, Any], update: bool = False) -> str:
        body = json.dumps(
            {
                "Resources": {"Board": {"Type": "AWS::CloudWatch::Dashboard", "Properties": props}},
                "Outputs": {"Name": {"Value": {"Ref": "Board"}}},
            }
        )
        (cfn.update_stack if update else cfn.create_stack)(StackName="boards", TemplateBody=body)
        waiter = cfn.get_waiter("stack_update_complete" if update else "stack_create_complete")
        waiter.wait(StackName="boards", WaiterConfig={"Delay": 1})
        return str(cfn.describe_stacks(StackName="boards")["Stacks"][0]["Outputs"][0]["OutputValue"])

    generated = deploy({"DashboardBody": BODY})
    assert generated.startswith("boards-Board-")
    assert cw.get_dashboard(DashboardName=generated)["DashboardBody"] == BODY
    other = json.dumps({"widgets": []})
    assert deploy({"DashboardBody": other}, update=True) == generated  # in place
    assert cw.get_dashboard(DashboardName=generated)["DashboardBody"] == other
    assert deploy({"DashboardName": "named", "DashboardBody": other}, update=True) == "named"  # replaced
    assert [e["DashboardName"] for e in cw.list_dashboards()["DashboardEntries"]] == ["named"]
    cfn.delete_stack(StackName="boards")
    cfn.get_waiter("stack_delete_complete").wait(StackName="boards", WaiterConfig={"Delay": 1})
    assert cw.list_dashboards()["DashboardEntries"] == []


def test_a_bad_body_fails_the_resource_with_cloudwatchs_reason(server: LabcloudProcess) -> None:
    cfn = server.boto3_client("cloudformation")
    template = {
        "Resources": {"Board": {"Type": "AWS::CloudWatch::Dashboard", "Properties": {"DashboardBody": "{}"}}}
    }
    cfn.create_stack(StackName="badboard", TemplateBody=json.dumps(template))
    deadline = time.monotonic() + 60
    while cfn.describe_stacks(StackName="badboard")["Stacks"][0]["StackStatus"] != "ROLLBACK_COMPLETE":
        assert time.monotonic() < deadline
        time.sleep(0.1)
    reasons = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="badboard")["StackEvents"]
        if e["ResourceStatus"] == "CREATE_FAILED"
    ]
    assert len(reasons) == 1
    assert reasons[0].startswith(
        'Resource handler returned message: "The dashboard body is invalid, there are 1'
    )
    assert "Error Code: InvalidParameterInput" in reasons[0]
