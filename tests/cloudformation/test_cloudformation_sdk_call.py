"""Custom resources shaped as CDK's ``AwsCustomResource``: ``Create``/``Update``/``Delete`` are SDK calls as
JSON, and the Node.js provider loads ``@aws-sdk/client-<name>`` by a name it computes at run time, which no
scan of its code sees. CloudFormation makes that client available before it invokes the provider
(``resources/sdk_call.py``), from npm into a fresh SDK cache here, for both naming styles (``SSM``,
``CloudWatchLogs``; ``@aws-sdk/client-ssm``, ``ssm``). Offline the resource fails saying why; a name that
is no v3 client's is not fetched and the provider fails as it does on AWS.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cfn_helpers import events, wait_stack

from labcloud.testing.server_process import LabcloudProcess

#: A provider loading its client as CDK's handler does: a template literal built from the call's service.
PROVIDER = r"""
const V3 = { cloudwatchlogs: "cloudwatch-logs", stepfunctions: "sfn" };
exports.handler = async (event) => {
  const given = event.ResourceProperties[event.RequestType];
  const call = given ? JSON.parse(given) : undefined;
  let status = "SUCCESS", reason = "OK", data = {};
  try {
    if (call) {
      let name = call.service.toLowerCase().replace(/^@aws-sdk\/client-/, "");
      name = V3[name] ?? name;
      let sdk;
      try { sdk = require(`@aws-sdk/client-${name}`); }
      catch { throw new Error(`Service ${name} client package with name '@aws-sdk/client-${name}' does not exist.`); }
      const Client = Object.entries(sdk).find(([k]) => k.endsWith("Client") && k !== "__Client")[1];
      const action = call.action[0].toUpperCase() + call.action.slice(1);
      const out = await new Client({}).send(new sdk[`${action}Command`](call.parameters ?? {}));
      data = { Version: String(out.Version ?? ""), Value: out.Parameter?.Value ?? "" };
    }
  } catch (error) { status = "FAILED"; reason = error.message; }
  const body = JSON.stringify({
    Status: status, Reason: reason, PhysicalResourceId: event.PhysicalResourceId ?? event.LogicalResourceId,
    StackId: event.StackId, RequestId: event.RequestId, LogicalResourceId: event.LogicalResourceId, Data: data,
  });
  await fetch(event.ResponseURL, { method: "PUT", body, headers: { "content-type": "" } });
};
"""
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def template(calls: dict[str, dict[str, Any]], actions: tuple[str, ...] = ("ssm:*", "logs:*")) -> str:
    """A stack whose custom resources (logical id → {Create/Update/Delete: call}) share one provider."""
    resources: dict[str, Any] = {
        "Role": {
            "Type": "AWS::IAM::Role",
            "Properties": {
                "AssumeRolePolicyDocument": TRUST,
                "Policies": [
                    {
                        "PolicyName": "calls",
                        "PolicyDocument": {
                            "Version": "2012-10-17",
                            "Statement": [{"Effect": "Allow", "Action": list(actions), "Resource": "*"}],
                        },
                    }
                ],
            },
        },
        "Provider": {
            "Type": "AWS::Lambda::Function",
            "Properties": {
                "Runtime": "nodejs20.x",
                "Handler": "index.handler",
                "Role": {"Fn::GetAtt": ["Role", "Arn"]},
                "Timeout": 60,
                "Code": {"ZipFile": PROVIDER},
            },
        },
    }
    for logical, kinds in calls.items():
        resources[logical] = {
            "Type": "Custom::AWS",
            "Properties": {
                "ServiceToken": {"Fn::GetAtt": ["Provider", "Arn"]},
                **{kind: json.dumps(call) for kind, call in kinds.items()},
            },
        }
    return json.dumps({"Resources": resources})


def _server(**extra: str) -> LabcloudProcess:
    env = {
        k: v for k, v in os.environ.items() if k not in ("LABCLOUD_NODE_SDK_DIR", "LABCLOUD_PUBLIC_LAYERS")
    }
    env.update(extra)
    return LabcloudProcess(in_memory=True, env=env).start()


@pytest.fixture(scope="module")
def online(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    server = _server(LABCLOUD_NODE_SDK_CACHE=str(tmp_path_factory.mktemp("node-sdk")))  # nothing there yet
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def offline(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    server = _server(
        LABCLOUD_NODE_SDK_CACHE=str(tmp_path_factory.mktemp("node-sdk")), LABCLOUD_PUBLIC_LAYERS="offline"
    )
    try:
        yield server
    finally:
        server.stop()


def _failures(cfn: Any, stack: str) -> list[tuple[str, str, str | None]]:
    return [e for e in events(cfn, stack) if e[1].endswith("_FAILED")]


def _param(name: str, value: str, style: str) -> dict[str, Any]:
    return {
        "service": style,
        "action": "putParameter",
        "parameters": {"Name": name, "Value": value, "Type": "String", "Overwrite": True},
    }


def test_each_naming_style_gets_its_client_and_the_calls_reach_labcloud(online: LabcloudProcess) -> None:
    cfn, ssm = online.boto3_client("cloudformation"), online.boto3_client("ssm")
    delete = {"service": "ssm", "action": "deleteParameter", "parameters": {"Name": "/cdk/param"}}
    calls = {
        "Param": {
            "Create": _param("/cdk/param", "v1", "SSM"),
            "Update": _param("/cdk/param", "v2", "@aws-sdk/client-ssm"),
            "Delete": delete,
        },
        "Group": {
            "Create": {
                "service": "CloudWatchLogs",
                "action": "createLogGroup",
                "parameters": {"logGroupName": "/cdk/group"},
            }
        },
    }
    stack_id = cfn.create_stack(
        StackName="sdk-calls", TemplateBody=template(calls), Capabilities=["CAPABILITY_IAM"]
    )["StackId"]
    stack = wait_stack(cfn, "sdk-calls", timeout=180)
    assert stack["StackStatus"] == "CREATE_COMPLETE", _failures(cfn, "sdk-calls")
    assert ssm.get_parameter(Name="/cdk/param")["Parameter"]["Value"] == "v1"
    groups = online.boto3_client("logs").describe_log_groups(logGroupNamePrefix="/cdk/group")["logGroups"]
    assert [g["logGroupName"] for g in groups] == ["/cdk/group"]

    calls["Param"]["Create"] = _param("/cdk/param", "v1-changed", "SSM")  # a property change: an update
    cfn.update_stack(StackName="sdk-calls", TemplateBody=template(calls), Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "sdk-calls", timeout=180)
    assert stack["StackStatus"] == "UPDATE_COMPLETE", _failures(cfn, "sdk-calls")
    assert ssm.get_parameter(Name="/cdk/param")["Parameter"]["Value"] == "v2"

    cfn.delete_stack(StackName="sdk-calls")
    stack = wait_stack(cfn, stack_id, timeout=180)
    assert stack["StackStatus"] == "DELETE_COMPLETE", _failures(cfn, stack_id)
    with pytest.raises(ClientError) as caught:
        ssm.get_parameter(Name="/cdk/param")
    assert caught.value.response["Error"]["Code"] == "ParameterNotFound"


def test_offline_the_resource_fails_saying_why_and_how_to_prefetch(offline: LabcloudProcess) -> None:
    cfn = offline.boto3_client("cloudformation")
    calls = {"Param": {"Create": _param("/cdk/offline", "v1", "SSM")}}
    cfn.create_stack(StackName="sdk-offline", TemplateBody=template(calls), Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "sdk-offline", timeout=120)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    failed = [e for e in events(cfn, "sdk-offline") if e[0] == "Param" and e[1] == "CREATE_FAILED"]
    assert failed, events(cfn, "sdk-offline")
    reason = str(failed[0][2])
    assert "could not fetch the AWS SDK for JavaScript package(s) @aws-sdk/client-ssm" in reason
    assert "LABCLOUD_PUBLIC_LAYERS=offline" in reason
    assert "labcloud layers prefetch --node-sdk @aws-sdk/client-ssm" in reason


def test_a_service_no_client_is_named_after_is_left_to_the_provider(offline: LabcloudProcess) -> None:
    cfn = offline.boto3_client("cloudformation")
    calls = {"Nothing": {"Create": {"service": "NoSuchService", "action": "doIt"}}}
    cfn.create_stack(StackName="sdk-unknown", TemplateBody=template(calls), Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "sdk-unknown", timeout=120)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    failed = [e for e in events(cfn, "sdk-unknown") if e[0] == "Nothing" and e[1] == "CREATE_FAILED"]
    reason = str(failed[0][2])
    assert reason.startswith("Received response status [FAILED] from custom resource. Message returned: ")
    assert "client package with name '@aws-sdk/client-nosuchservice' does not exist." in reason
    assert "could not fetch" not in reason


def test_the_call_runs_as_the_function_s_role_and_a_denied_one_fails_the_resource(
    online: LabcloudProcess,
) -> None:
    cfn = online.boto3_client("cloudformation")
    calls = {"Param": {"Create": _param("/cdk/denied", "v1", "SSM")}}
    body = template(calls, actions=("ssm:GetParameter",))
    cfn.create_stack(StackName="sdk-denied", TemplateBody=body, Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "sdk-denied", timeout=120)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    failed = [e for e in _failures(cfn, "sdk-denied") if e[0] == "Param"]
    reason = str(failed[0][2])
    assert reason.startswith(
        "Received response status [FAILED] from custom resource. Message returned: User: "
    )
    assert "is not authorized to perform: ssm:PutParameter" in reason
    with pytest.raises(ClientError) as caught:
        online.boto3_client("ssm").get_parameter(Name="/cdk/denied")
    assert caught.value.response["Error"]["Code"] == "ParameterNotFound"
