"""A serverless-pattern-like SAM template with a durable function (DurableConfig, AutoPublishAlias, AWS's
AWSLambdaBasicDurableExecutionRolePolicy): the stack creates, its alias runs an execution through the
durable execution SDK, an update changes the DurableConfig in place, and the stack deletes."""

from __future__ import annotations

import json
from typing import Any

from cfn_helpers import wait_for, wait_stack

TEMPLATE = """Transform: AWS::Serverless-2016-10-31
Globals:
  Function:
    Timeout: 30
    Runtime: python3.13
Resources:
  Orchestrator:
    Type: AWS::Serverless::Function
    Properties:
      Handler: index.handler
      AutoPublishAlias: live
      DurableConfig:
        ExecutionTimeout: {timeout}
        RetentionPeriodInDays: 7
      Policies:
        - arn:aws:iam::aws:policy/service-role/AWSLambdaBasicDurableExecutionRolePolicy
      InlineCode: |
        from aws_durable_execution_sdk_python import DurableContext, durable_execution

        @durable_execution
        def handler(event, context: DurableContext):
            validated = context.step(lambda _: {{"order": event["order"], "ok": True}}, name="validate")
            charged = context.step(lambda _: validated["order"] * 10, name="charge")
            return {{"order": validated["order"], "charged": charged}}
Outputs:
  AliasArn:
    Value: !Ref Orchestrator.Alias
"""


def test_sam_durable_function_deploys_and_runs(labcloud: Any, cfn: Any) -> None:
    cfn.create_stack(
        StackName="durable",
        TemplateBody=TEMPLATE.format(timeout=900),
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "durable")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    alias = next(o["OutputValue"] for o in stack["Outputs"] if o["OutputKey"] == "AliasArn")
    assert alias.endswith(":live")
    lam = labcloud.boto3_client("lambda")
    config = lam.get_function_configuration(FunctionName=alias)
    assert config["DurableConfig"] == {"ExecutionTimeout": 900, "RetentionPeriodInDays": 7}

    answer = lam.invoke(FunctionName=alias, Payload=json.dumps({"order": 4}))
    assert answer["StatusCode"] == 200, answer
    assert json.loads(answer["Payload"].read()) == {"order": 4, "charged": 40}
    arn = answer["DurableExecutionArn"]
    assert f":function:{config['FunctionName']}:1/durable-execution/" in arn
    events = [e["EventType"] for e in lam.get_durable_execution_history(DurableExecutionArn=arn)["Events"]]
    assert events.count("StepSucceeded") == 2

    cfn.update_stack(
        StackName="durable",
        TemplateBody=TEMPLATE.format(timeout=600),
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "durable")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    latest = lam.get_function_configuration(FunctionName=config["FunctionName"])
    assert latest["DurableConfig"]["ExecutionTimeout"] == 600

    cfn.delete_stack(StackName="durable")
    wait_for(
        lambda: (
            not [
                s
                for s in cfn.list_stacks()["StackSummaries"]
                if s["StackName"] == "durable" and s["StackStatus"] != "DELETE_COMPLETE"
            ]
        )
    )
    assert not [f for f in lam.list_functions()["Functions"] if f["FunctionName"] == config["FunctionName"]]
