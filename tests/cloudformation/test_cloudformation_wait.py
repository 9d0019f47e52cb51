"""WaitConditionHandle (a presigned URL labcloud serves) and WaitCondition: signals PUT as JSON,
Count distinct UniqueIds, GetAtt Data, a FAILURE signal and the timeout (server clock) with AWS's reasons.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

from cfn_helpers import events, wait_for, wait_stack


def template(count: int = 2, timeout: int = 600) -> str:
    return json.dumps(
        {
            "Resources": {
                "Handle": {"Type": "AWS::CloudFormation::WaitConditionHandle"},
                "Wait": {
                    "Type": "AWS::CloudFormation::WaitCondition",
                    "Properties": {"Handle": {"Ref": "Handle"}, "Timeout": timeout, "Count": count},
                },
                "After": {"Type": "AWS::SQS::Queue", "DependsOn": "Wait"},
            },
            "Outputs": {
                "Data": {"Value": {"Fn::GetAtt": ["Wait", "Data"]}},
                "Url": {"Value": {"Ref": "Handle"}},
            },
        }
    )


def handle_url(cfn: Any, stack: str) -> str:
    def found() -> str | None:
        for resource in cfn.describe_stack_resources(StackName=stack)["StackResources"]:
            if resource["LogicalResourceId"] == "Handle" and resource["ResourceStatus"] == "CREATE_COMPLETE":
                return str(resource["PhysicalResourceId"])
        return None

    return str(wait_for(found))


def signal(url: str, body: Any) -> tuple[int, bytes]:
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method="PUT", headers={"content-type": ""})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return int(response.status), bytes(response.read())
    except urllib.error.HTTPError as error:
        return int(error.code), bytes(error.read())


def test_signals_complete_the_wait_with_data(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(StackName="waits", TemplateBody=template(count=2))
    url = handle_url(cfn, "waits")
    assert url.startswith(labcloud.endpoint + "/") and "X-Amz-Signature=" in url
    assert signal(url, {"Status": "SUCCESS", "Reason": "r", "UniqueId": "a", "Data": "first"})[0] == 200
    # the same UniqueId again replaces its data instead of counting twice
    assert signal(url, {"Status": "SUCCESS", "Reason": "r", "UniqueId": "a", "Data": "one"})[0] == 200
    status, body = signal(url, {"Status": "MAYBE", "UniqueId": "c"})
    assert status == 400 and b"<Code>MalformedSignal</Code>" in body
    assert cfn.describe_stacks(StackName="waits")["Stacks"][0]["StackStatus"] == "CREATE_IN_PROGRESS"
    assert signal(url, {"Status": "SUCCESS", "Reason": "r", "UniqueId": "b", "Data": "two"})[0] == 200
    stack = wait_stack(cfn, "waits")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "waits")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert json.loads(outputs["Data"]) == {"a": "one", "b": "two"}
    assert outputs["Url"] == url
    cfn.delete_stack(StackName="waits")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert signal(url, {"Status": "SUCCESS", "UniqueId": "late"})[0] == 403  # the handle is gone


def test_failure_signal_fails_the_condition(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(StackName="waitfail", TemplateBody=template(count=1))
    url = handle_url(cfn, "waitfail")
    signal(url, {"Status": "FAILURE", "Reason": "setup broke", "UniqueId": "node-1", "Data": ""})
    assert wait_stack(cfn, "waitfail")["StackStatus"] == "ROLLBACK_COMPLETE"
    [failed] = [e for e in events(cfn, "waitfail") if e[1] == "CREATE_FAILED"]
    assert failed == (
        "Wait",
        "CREATE_FAILED",
        "WaitCondition received failed message: 'setup broke' for uniqueId: node-1",
    )


def test_timeout_by_the_server_clock(labcloud: Any, cfn: Any, labcloud_clock: Any) -> None:
    cfn.create_stack(StackName="waitlong", TemplateBody=template(count=2, timeout=900))
    url = handle_url(cfn, "waitlong")
    signal(url, {"Status": "SUCCESS", "Reason": "", "UniqueId": "only", "Data": ""})
    labcloud_clock.advance(901)
    assert wait_stack(cfn, "waitlong")["StackStatus"] == "ROLLBACK_COMPLETE"
    [failed] = [e for e in events(cfn, "waitlong") if e[1] == "CREATE_FAILED"]
    assert failed == (
        "Wait",
        "CREATE_FAILED",
        "WaitCondition timed out. Received 1 conditions when expecting 2",
    )


def test_handle_that_is_not_a_handle(labcloud: Any, cfn: Any) -> None:
    body = json.dumps(
        {
            "Resources": {
                "Wait": {
                    "Type": "AWS::CloudFormation::WaitCondition",
                    "Properties": {"Handle": "https://example.com/x", "Timeout": 10},
                }
            }
        }
    )
    cfn.create_stack(StackName="nohandle", TemplateBody=body)
    assert wait_stack(cfn, "nohandle")["StackStatus"] == "ROLLBACK_COMPLETE"
    [failed] = [e for e in events(cfn, "nohandle") if e[1] == "CREATE_FAILED"]
    assert failed[2] == "Invalid Handle: https://example.com/x is not a WaitConditionHandle's URL"
