"""AppConfig through CloudFormation: an application, environment, feature flag profile, hosted version,
custom strategy and deployment in one stack, served by the data plane; a Monitors property fails the stack
with AppConfig's error; all goes with the stack."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
from cfn_helpers import wait_stack  # noqa: E402

FLAGS = {"version": "1", "flags": {"beta": {"name": "Beta"}}, "values": {"beta": {"enabled": True}}}

TEMPLATE = {
    "Resources": {
        "App": {
            "Type": "AWS::AppConfig::Application",
            "Properties": {"Name": "cfn-app", "Tags": [{"Key": "t", "Value": "v"}]},
        },
        "Env": {
            "Type": "AWS::AppConfig::Environment",
            "Properties": {"ApplicationId": {"Ref": "App"}, "Name": "prod"},
        },
        "Profile": {
            "Type": "AWS::AppConfig::ConfigurationProfile",
            "Properties": {
                "ApplicationId": {"Ref": "App"},
                "Name": "flags",
                "LocationUri": "hosted",
                "Type": "AWS.AppConfig.FeatureFlags",
            },
        },
        "Version": {
            "Type": "AWS::AppConfig::HostedConfigurationVersion",
            "Properties": {
                "ApplicationId": {"Ref": "App"},
                "ConfigurationProfileId": {"Ref": "Profile"},
                "Content": json.dumps(FLAGS),
                "ContentType": "application/json",
            },
        },
        "Strategy": {
            "Type": "AWS::AppConfig::DeploymentStrategy",
            "Properties": {
                "Name": "fast",
                "DeploymentDurationInMinutes": 0,
                "FinalBakeTimeInMinutes": 0,
                "GrowthFactor": 100,
                "ReplicateTo": "NONE",
            },
        },
        "Deploy": {
            "Type": "AWS::AppConfig::Deployment",
            "Properties": {
                "ApplicationId": {"Ref": "App"},
                "EnvironmentId": {"Ref": "Env"},
                "ConfigurationProfileId": {"Ref": "Profile"},
                "ConfigurationVersion": {"Ref": "Version"},
                "DeploymentStrategyId": {"Ref": "Strategy"},
            },
        },
    },
    "Outputs": {
        "App": {"Value": {"Ref": "App"}},
        "Env": {"Value": {"Fn::GetAtt": ["Env", "EnvironmentId"]}},
        "Profile": {"Value": {"Ref": "Profile"}},
        "Number": {"Value": {"Ref": "Deploy"}},
    },
}


def test_a_stack_deploys_flags_the_data_plane_serves(labcloud: LabcloudProcess) -> None:
    cfn: Any = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="flags", TemplateBody=json.dumps(TEMPLATE))
    stack = wait_stack(cfn, "flags", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    out = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    appconfig: Any = labcloud.boto3_client("appconfig")
    deployed = appconfig.get_deployment(
        ApplicationId=out["App"], EnvironmentId=out["Env"], DeploymentNumber=1
    )
    assert out["Number"] == "1" and deployed["State"] == "COMPLETE"
    data: Any = labcloud.boto3_client("appconfigdata")
    token = data.start_configuration_session(
        ApplicationIdentifier="cfn-app", EnvironmentIdentifier="prod", ConfigurationProfileIdentifier="flags"
    )["InitialConfigurationToken"]
    body = data.get_latest_configuration(ConfigurationToken=token)["Configuration"].read()
    assert json.loads(body) == {"beta": {"enabled": True}}
    cfn.delete_stack(StackName="flags")
    cfn.get_waiter("stack_delete_complete").wait(
        StackName="flags", WaiterConfig={"Delay": 1, "MaxAttempts": 120}
    )
    assert appconfig.list_applications()["Items"] == []
    monitored = {
        "Resources": {
            "App": {"Type": "AWS::AppConfig::Application", "Properties": {"Name": "m"}},
            "Env": {
                "Type": "AWS::AppConfig::Environment",
                "Properties": {
                    "ApplicationId": {"Ref": "App"},
                    "Name": "prod",
                    "Monitors": [{"AlarmArn": "arn:aws:cloudwatch:us-east-1:000000000000:alarm:a"}],
                },
            },
        }
    }
    cfn.create_stack(StackName="monitored", TemplateBody=json.dumps(monitored))
    assert wait_stack(cfn, "monitored", timeout=60)["StackStatus"] == "ROLLBACK_COMPLETE"
    events = cfn.describe_stack_events(StackName="monitored")["StackEvents"]
    reasons = [e.get("ResourceStatusReason", "") for e in events if e["LogicalResourceId"] == "Env"]
    assert any("BadRequestException" in r and "Monitors" in r for r in reasons), reasons


def test_deletion_protection_apply_is_refused_and_bypass_deletes(labcloud: LabcloudProcess) -> None:
    cfn = labcloud.boto3_client("cloudformation")

    def stack(name: str, check: str) -> dict[str, Any]:
        template = {
            "Resources": {
                "App": {"Type": "AWS::AppConfig::Application", "Properties": {"Name": name}},
                "Env": {
                    "Type": "AWS::AppConfig::Environment",
                    "Properties": {
                        "ApplicationId": {"Ref": "App"},
                        "Name": "prod",
                        "DeletionProtectionCheck": check,
                    },
                },
            }
        }
        cfn.create_stack(StackName=name, TemplateBody=json.dumps(template))
        return dict(wait_stack(cfn, name, timeout=60))

    assert stack("guarded", "APPLY")["StackStatus"] == "ROLLBACK_COMPLETE"
    events = cfn.describe_stack_events(StackName="guarded")["StackEvents"]
    reasons = [e.get("ResourceStatusReason", "") for e in events if e["LogicalResourceId"] == "Env"]
    assert any("DeletionProtectionCheck APPLY" in r for r in reasons), reasons
    assert stack("bypassed", "BYPASS")["StackStatus"] == "CREATE_COMPLETE"
    appconfig = labcloud.boto3_client("appconfig")
    [app] = [a for a in appconfig.list_applications()["Items"] if a["Name"] == "bypassed"]
    assert len(appconfig.list_environments(ApplicationId=app["Id"])["Items"]) == 1
    stack_id = cfn.describe_stacks(StackName="bypassed")["Stacks"][0]["StackId"]
    cfn.delete_stack(StackName="bypassed")
    assert wait_stack(cfn, stack_id, timeout=60)["StackStatus"] == "DELETE_COMPLETE"
    assert [a for a in appconfig.list_applications()["Items"] if a["Name"] == "bypassed"] == []
