"""AWS::StepFunctions::Activity: created with tags, its Ref (the ARN) named by a state machine's Task
that a worker then answers, tags updated in place, deleted with the stack."""

from __future__ import annotations

import json
import time
from typing import Any

from botocore.config import Config
from cfn_helpers import events, wait_for, wait_stack

from labcloud.testing.server_process import LabcloudProcess


def template(tags: list[dict[str, str]]) -> dict[str, Any]:
    return {
        "Resources": {
            "Work": {
                "Type": "AWS::StepFunctions::Activity",
                "Properties": {"Name": "cfn-work", "Tags": tags},
            },
            "Machine": {
                "Type": "AWS::StepFunctions::StateMachine",
                "Properties": {
                    "RoleArn": "arn:aws:iam::000000000000:role/sfn",
                    "DefinitionString": {
                        "Fn::Sub": json.dumps(
                            {
                                "StartAt": "W",
                                "States": {"W": {"Type": "Task", "Resource": "${Work}", "End": True}},
                            }
                        )
                    },
                },
            },
        },
        "Outputs": {
            "Arn": {"Value": {"Ref": "Work"}},
            "Name": {"Value": {"Fn::GetAtt": ["Work", "Name"]}},
            "Machine": {"Value": {"Ref": "Machine"}},
        },
    }


def test_activity_stack(labcloud: LabcloudProcess, cfn: Any) -> None:
    cfn.create_stack(StackName="act", TemplateBody=json.dumps(template([{"Key": "team", "Value": "a"}])))
    stack = wait_stack(cfn, "act")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "act")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    arn = "arn:aws:states:us-east-1:000000000000:activity:cfn-work"
    assert (outputs["Arn"], outputs["Name"]) == (arn, "cfn-work")
    sfn = labcloud.boto3_client("stepfunctions", config=Config(read_timeout=70))
    assert sfn.list_tags_for_resource(resourceArn=arn)["tags"] == [{"key": "team", "value": "a"}]
    execution = sfn.start_execution(stateMachineArn=outputs["Machine"], input='{"n": 1}')["executionArn"]
    task = sfn.get_activity_task(activityArn=arn)
    assert json.loads(task["input"]) == {"n": 1}
    sfn.send_task_success(taskToken=task["taskToken"], output='{"ok": true}')
    deadline = time.time() + 20
    while sfn.describe_execution(executionArn=execution)["status"] == "RUNNING" and time.time() < deadline:
        time.sleep(0.05)
    assert sfn.describe_execution(executionArn=execution)["status"] == "SUCCEEDED"

    cfn.update_stack(StackName="act", TemplateBody=json.dumps(template([{"Key": "team", "Value": "b"}])))
    assert wait_stack(cfn, "act")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "act")
    assert sfn.list_tags_for_resource(resourceArn=arn)["tags"] == [{"key": "team", "value": "b"}]
    cfn.delete_stack(StackName="act")
    assert wait_for(lambda: sfn.list_activities()["activities"] == [])
