"""CodeBuild with other services: Step Functions' ``codebuild:startBuild`` and ``.sync`` (the build's result as
the state's output, a failed build failing the state with States.TaskFailed), and CloudFormation's
AWS::CodeBuild::Project created, updated in place, read with Ref and Fn::GetAtt, and deleted."""

from __future__ import annotations

import json
import time
from typing import Any

from tests.codebuild.builds_setup import ENVIRONMENT, project, unique

from labcloud.testing.server_process import LabcloudProcess

ECHO = 'version: 0.2\nphases:\n  build:\n    commands:\n      - echo "$WHO"\n'


def _machine(labcloud: LabcloudProcess, resource: str, parameters: dict[str, Any]) -> str:
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    name = unique("sfn")
    arn = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    allow = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "codebuild:*", "Resource": "*"}],
    }
    iam.put_role_policy(RoleName=name, PolicyName="cb", PolicyDocument=json.dumps(allow))
    definition = {
        "StartAt": "Build",
        "States": {"Build": {"Type": "Task", "Resource": resource, "Parameters": parameters, "End": True}},
    }
    made = labcloud.boto3_client("stepfunctions").create_state_machine(
        name=unique("m"), definition=json.dumps(definition), roleArn=arn
    )
    return str(made["stateMachineArn"])


def _finished(sfn: Any, arn: str) -> dict[str, Any]:
    deadline = time.monotonic() + 30
    while True:
        found = sfn.describe_execution(executionArn=arn)
        if found["status"] != "RUNNING" or time.monotonic() > deadline:
            return dict(found)
        time.sleep(0.1)


def test_step_functions_start_build_and_sync(
    codebuild: Any, service_role: str, labcloud: LabcloudProcess
) -> None:
    sfn = labcloud.boto3_client("stepfunctions")
    name = project(codebuild, service_role, ECHO)
    params = {
        "ProjectName": name,
        "EnvironmentVariablesOverride": [{"Name": "WHO", "Value": "sfn", "Type": "PLAINTEXT"}],
    }
    quick = _finished(
        sfn,
        sfn.start_execution(
            stateMachineArn=_machine(labcloud, "arn:aws:states:::codebuild:startBuild", params)
        )["executionArn"],
    )
    assert quick["status"] == "SUCCEEDED", quick.get("cause")
    started = json.loads(quick["output"])["Build"]
    assert started["ProjectName"] == name and started["BuildStatus"] == "IN_PROGRESS"
    synced = _machine(labcloud, "arn:aws:states:::codebuild:startBuild.sync", params)
    done = _finished(sfn, sfn.start_execution(stateMachineArn=synced)["executionArn"])
    assert done["status"] == "SUCCEEDED", done.get("cause")
    build = json.loads(done["output"])["Build"]
    assert build["BuildStatus"] == "SUCCEEDED" and build["BuildComplete"] is True
    assert build["Environment"]["EnvironmentVariables"] == [
        {"Name": "WHO", "Value": "sfn", "Type": "PLAINTEXT"}
    ]
    failing = _machine(
        labcloud,
        "arn:aws:states:::codebuild:startBuild.sync",
        {
            "ProjectName": name,
            "BuildspecOverride": "version: 0.2\nphases:\n  build:\n    commands:\n      - 'false'\n",
        },
    )
    failed = _finished(sfn, sfn.start_execution(stateMachineArn=failing)["executionArn"])
    assert failed["status"] == "FAILED" and failed["error"] == "States.TaskFailed"
    assert json.loads(failed["cause"])["BuildStatus"] == "FAILED"


def test_a_project_stack_deploys_updates_and_deletes(
    codebuild: Any, service_role: str, labcloud: LabcloudProcess
) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    environment = {
        "Type": ENVIRONMENT["type"],
        "Image": ENVIRONMENT["image"],
        "ComputeType": ENVIRONMENT["computeType"],
    }

    def template(description: str) -> str:
        resource = {
            "Type": "AWS::CodeBuild::Project",
            "Properties": {
                "Description": description,
                "Source": {"Type": "NO_SOURCE", "BuildSpec": ECHO},
                "Artifacts": {"Type": "NO_ARTIFACTS"},
                "Environment": {**environment, "EnvironmentVariables": [{"Name": "WHO", "Value": "cfn"}]},
                "ServiceRole": service_role,
                "TimeoutInMinutes": 10,
                "Tags": [{"Key": "stack", "Value": "yes"}],
            },
        }
        outputs = {"Name": {"Value": {"Ref": "Build"}}, "Arn": {"Value": {"Fn::GetAtt": ["Build", "Arn"]}}}
        return json.dumps({"Resources": {"Build": resource}, "Outputs": outputs})

    stack = unique("cb-stack")
    cfn.create_stack(StackName=stack, TemplateBody=template("one"))
    cfn.get_waiter("stack_create_complete").wait(StackName=stack, WaiterConfig={"Delay": 1})
    outputs = {
        o["OutputKey"]: o["OutputValue"] for o in cfn.describe_stacks(StackName=stack)["Stacks"][0]["Outputs"]
    }
    made = codebuild.batch_get_projects(names=[outputs["Name"]])["projects"][0]
    assert made["arn"] == outputs["Arn"] and made["description"] == "one" and made["timeoutInMinutes"] == 10
    assert made["environment"]["environmentVariables"] == [
        {"name": "WHO", "value": "cfn", "type": "PLAINTEXT"}
    ]
    assert made["tags"] == [{"key": "stack", "value": "yes"}]
    cfn.update_stack(StackName=stack, TemplateBody=template("two"))
    cfn.get_waiter("stack_update_complete").wait(StackName=stack, WaiterConfig={"Delay": 1})
    assert codebuild.batch_get_projects(names=[outputs["Name"]])["projects"][0]["description"] == "two"
    cfn.delete_stack(StackName=stack)
    cfn.get_waiter("stack_delete_complete").wait(StackName=stack, WaiterConfig={"Delay": 1})
    assert codebuild.batch_get_projects(names=[outputs["Name"]])["projectsNotFound"] == [outputs["Name"]]
