"""AWS::SSM::Association and AWS::SSM::MaintenanceWindow (with a target and a Lambda task) in a YAML
template: created, updated in place (an association's new version, a window's new schedule and tags, a
task's new priority), and deleted with the stack; WaitForSuccessTimeoutSeconds is refused."""

from __future__ import annotations

from typing import Any

from cfn_helpers import wait_stack

TEMPLATE = """
Parameters:
  Level: {Type: String, Default: high}
  Hours: {Type: Number, Default: 3}
  Priority: {Type: Number, Default: 1}
Resources:
  Doc:
    Type: AWS::SSM::Document
    Properties:
      DocumentType: Command
      Content:
        schemaVersion: '2.2'
        parameters: {Level: {type: String}}
        mainSteps:
          - {action: 'aws:runShellScript', name: p, inputs: {runCommand: ['echo {{Level}}']}}
  Assoc:
    Type: AWS::SSM::Association
    Properties:
      Name: !Ref Doc
      Parameters: {Level: [!Ref Level]}
      Targets: [{Key: 'tag:Role', Values: [web]}]
      ScheduleExpression: rate(30 minutes)
  Window:
    Type: AWS::SSM::MaintenanceWindow
    Properties:
      Name: nightly
      Schedule: cron(0 2 ? * * *)
      Duration: !Ref Hours
      Cutoff: 1
      AllowUnassociatedTargets: false
      Tags: [{Key: env, Value: !Ref Level}]
  Target:
    Type: AWS::SSM::MaintenanceWindowTarget
    Properties:
      WindowId: !Ref Window
      ResourceType: INSTANCE
      Targets: [{Key: 'tag:Role', Values: [web]}]
  Task:
    Type: AWS::SSM::MaintenanceWindowTask
    Properties:
      WindowId: !Ref Window
      TaskType: LAMBDA
      TaskArn: arn:aws:lambda:us-east-1:000000000000:function:patcher
      Priority: !Ref Priority
      Targets: [{Key: WindowTargetIds, Values: [!Ref Target]}]
      TaskInvocationParameters:
        MaintenanceWindowLambdaParameters: {Qualifier: '1'}
Outputs:
  Assoc: {Value: !GetAtt Assoc.AssociationId}
  Window: {Value: !Ref Window}
  Task: {Value: !Ref Task}
"""


def _outputs(cfn: Any, stack: str) -> dict[str, str]:
    found = cfn.describe_stacks(StackName=stack)["Stacks"][0]["Outputs"]
    return {o["OutputKey"]: o["OutputValue"] for o in found}


def test_associations_and_windows_follow_the_stack(labcloud: Any) -> None:
    cfn, ssm = labcloud.boto3_client("cloudformation"), labcloud.boto3_client("ssm")
    stack_id = cfn.create_stack(StackName="ssm-work", TemplateBody=TEMPLATE)["StackId"]
    assert wait_stack(cfn, "ssm-work")["StackStatus"] == "CREATE_COMPLETE"
    out = _outputs(cfn, "ssm-work")
    assoc = ssm.describe_association(AssociationId=out["Assoc"])["AssociationDescription"]
    assert assoc["Parameters"] == {"Level": ["high"]} and assoc["AssociationVersion"] == "1"
    window = ssm.get_maintenance_window(WindowId=out["Window"])
    assert (window["Name"], window["Duration"]) == ("nightly", 3)
    task = ssm.get_maintenance_window_task(WindowId=out["Window"], WindowTaskId=out["Task"])
    assert task["TaskInvocationParameters"] == {"Lambda": {"Qualifier": "1"}} and task["Priority"] == 1

    params = [
        {"ParameterKey": "Level", "ParameterValue": "low"},
        {"ParameterKey": "Hours", "ParameterValue": "5"},
        {"ParameterKey": "Priority", "ParameterValue": "4"},
    ]
    cfn.update_stack(StackName="ssm-work", TemplateBody=TEMPLATE, Parameters=params)
    assert wait_stack(cfn, "ssm-work")["StackStatus"] == "UPDATE_COMPLETE"
    assert _outputs(cfn, "ssm-work") == out  # all in place
    assoc = ssm.describe_association(AssociationId=out["Assoc"])["AssociationDescription"]
    assert assoc["Parameters"] == {"Level": ["low"]} and assoc["AssociationVersion"] == "2"
    assert ssm.get_maintenance_window(WindowId=out["Window"])["Duration"] == 5
    tags = ssm.list_tags_for_resource(ResourceType="MaintenanceWindow", ResourceId=out["Window"])["TagList"]
    assert tags == [{"Key": "env", "Value": "low"}]
    assert ssm.get_maintenance_window_task(WindowId=out["Window"], WindowTaskId=out["Task"])["Priority"] == 4

    cfn.delete_stack(StackName="ssm-work")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert ssm.list_associations()["Associations"] == []
    assert ssm.describe_maintenance_windows()["WindowIdentities"] == []


def test_waiting_for_success_is_refused(labcloud: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    template = TEMPLATE.replace(
        "      ScheduleExpression: rate(30 minutes)\n",
        "      ScheduleExpression: rate(30 minutes)\n      WaitForSuccessTimeoutSeconds: 60\n",
    )
    cfn.create_stack(StackName="ssm-wait", TemplateBody=template)
    assert wait_stack(cfn, "ssm-wait")["StackStatus"] == "ROLLBACK_COMPLETE"
    events = cfn.describe_stack_events(StackName="ssm-wait")["StackEvents"]
    reasons = [e.get("ResourceStatusReason", "") for e in events if e["LogicalResourceId"] == "Assoc"]
    assert any("WaitForSuccessTimeoutSeconds" in r for r in reasons)
