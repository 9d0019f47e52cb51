"""AWS::Logs::AccountPolicy (cloudwatch-account-subscription-Lambda-sns-notification): an account-level
subscription filter policy made by a stack delivers the matching events of every log group but the
ones its selection criteria exclude to its Lambda function, with ``policyLevel`` ACCOUNT_LEVEL_POLICY;
the limits and refusals of PutAccountPolicy; the stack's delete removes the policy."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cfn_helpers import error_code, events, wait_for, wait_stack

TYPE = "SUBSCRIPTION_FILTER_POLICY"
TEMPLATE = """Transform: AWS::Serverless-2016-10-31
Resources:
  Sink:
    Type: AWS::Serverless::Function
    Properties:
      FunctionName: account-sink
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        import base64, gzip, json
        def handler(event, context):
            data = json.loads(gzip.decompress(base64.b64decode(event["awslogs"]["data"])))
            print("DELIVERED " + json.dumps(data))
  SinkPermission:
    Type: AWS::Lambda::Permission
    Properties:
      Action: lambda:InvokeFunction
      FunctionName: !Ref Sink
      Principal: logs.amazonaws.com
      SourceAccount: !Ref AWS::AccountId
  Policy:
    Type: AWS::Logs::AccountPolicy
    DependsOn: SinkPermission
    Properties:
      PolicyName: everything-but-the-sink
      PolicyType: SUBSCRIPTION_FILTER_POLICY
      Scope: ALL
      PolicyDocument: !Sub '{"DestinationArn": "${Sink.Arn}", "FilterPattern": "Exception", "Distribution": "Random"}'
      SelectionCriteria: 'LogGroupName NOT IN ["/aws/lambda/account-sink", "/app/quiet"]'
Outputs:
  Account:
    Value: !Ref Policy
"""


def _put(logs: Any, group: str, messages: list[str]) -> None:
    logs.create_log_group(logGroupName=group)
    logs.create_log_stream(logGroupName=group, logStreamName="s")
    now = time.time_ns() // 1_000_000
    logs.put_log_events(
        logGroupName=group,
        logStreamName="s",
        logEvents=[{"timestamp": now + i, "message": m} for i, m in enumerate(messages)],
    )


def test_account_subscription_policy_stack(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(
        StackName="acct", TemplateBody=TEMPLATE, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    )
    stack = wait_stack(cfn, "acct")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "acct")
    assert stack["Outputs"][0]["OutputValue"] == "000000000000"
    logs = labcloud.boto3_client("logs")
    [policy] = logs.describe_account_policies(policyType=TYPE)["accountPolicies"]
    assert policy["policyName"] == "everything-but-the-sink"
    assert (policy["scope"], policy["accountId"], policy["policyType"]) == ("ALL", "000000000000", TYPE)
    assert policy["selectionCriteria"].startswith("LogGroupName NOT IN")

    _put(logs, "/app/quiet", ["Exception: excluded"])
    _put(logs, "/app/one", ["all fine", "Exception: boom"])

    def delivered() -> list[dict[str, Any]]:
        try:
            found = logs.filter_log_events(logGroupName="/aws/lambda/account-sink", filterPattern="DELIVERED")
        except ClientError:
            return []
        return [json.loads(e["message"].split("DELIVERED ", 1)[1]) for e in found["events"]]

    [payload] = wait_for(delivered)
    assert payload["logGroup"] == "/app/one"
    assert payload["subscriptionFilters"] == ["everything-but-the-sink"]
    assert payload["policyLevel"] == "ACCOUNT_LEVEL_POLICY"
    assert [e["message"] for e in payload["logEvents"]] == ["Exception: boom"]

    # One subscription filter policy per account: a second name is over the limit.
    document = json.dumps({"DestinationArn": "arn:aws:lambda:us-east-1:000000000000:function:account-sink"})
    refusals = [
        ({"policyName": "second", "policyDocument": document, "policyType": TYPE}, "LimitExceededException"),
        (
            {"policyName": "p", "policyDocument": document, "policyType": "FIELD_INDEX_POLICY"},
            "InvalidParameterException",
        ),
        (
            {
                "policyName": "everything-but-the-sink",
                "policyDocument": document,
                "policyType": TYPE,
                "selectionCriteria": "LogGroupName IN ['/a']",
            },
            "InvalidParameterException",
        ),
        (
            {
                "policyName": "everything-but-the-sink",
                "policyDocument": json.dumps(
                    {"DestinationArn": "arn:aws:sqs:us-east-1:000000000000:not-a-function"}
                ),
                "policyType": TYPE,
            },
            "InvalidParameterException",
        ),
    ]
    for request, code in refusals:
        with pytest.raises(ClientError) as info:
            logs.put_account_policy(**request)
        assert error_code(info.value)[0] == code, request
    with pytest.raises(ClientError) as info:
        logs.delete_account_policy(policyName="absent", policyType=TYPE)
    assert error_code(info.value) == ("ResourceNotFoundException", "Policy with name [absent] does not exist")

    cfn.delete_stack(StackName="acct")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert logs.describe_account_policies(policyType=TYPE)["accountPolicies"] == []
