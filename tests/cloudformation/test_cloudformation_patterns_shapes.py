"""Template shapes common in AWS's serverless patterns that labcloud used to refuse (tools/serverless_patterns.py).

- a state machine whose definition ``aws cloudformation package`` moved to S3: SAM's ``DefinitionUri`` becomes
  ``{Bucket, Key}`` and the translator emits ``DefinitionS3Location`` (with ``DefinitionSubstitutions``);
- a bucket sending its events to EventBridge (``NotificationConfiguration.EventBridgeConfiguration``).
"""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from cfn_helpers import events, wait_stack

DEFINITION = {
    "StartAt": "Greet",
    "States": {"Greet": {"Type": "Pass", "Result": {"who": "${Who}"}, "End": True}},
}
SAM = ["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def upload_definition(labcloud: Any) -> None:
    s3 = labcloud.boto3_client("s3")
    s3.create_bucket(Bucket="artifacts")
    s3.put_object(Bucket="artifacts", Key="abc123.asl.json", Body=json.dumps(DEFINITION).encode())


def sam_state_machine(uri: Any) -> str:
    return json.dumps(
        {
            "Transform": "AWS::Serverless-2016-10-31",
            "Resources": {
                "Flow": {
                    "Type": "AWS::Serverless::StateMachine",
                    "Properties": {
                        "DefinitionUri": uri,
                        "DefinitionSubstitutions": {"Who": "patterns"},
                        "Policies": [],
                    },
                }
            },
            "Outputs": {"Arn": {"Value": {"Ref": "Flow"}}},
        }
    )


def test_packaged_sam_state_machine_reads_its_definition_from_s3(labcloud: Any, cfn: Any) -> None:
    upload_definition(labcloud)
    body = sam_state_machine({"Bucket": "artifacts", "Key": "abc123.asl.json"})
    cfn.create_stack(StackName="flow", TemplateBody=body, Capabilities=SAM)
    stack = wait_stack(cfn, "flow")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "flow")
    arn = stack["Outputs"][0]["OutputValue"]
    sfn = labcloud.boto3_client("stepfunctions")
    definition = json.loads(sfn.describe_state_machine(stateMachineArn=arn)["definition"])
    assert definition["States"]["Greet"]["Result"] == {"who": "patterns"}

    # a new package (new key) updates the machine in place
    changed = {**DEFINITION, "States": {"Greet": {**DEFINITION["States"]["Greet"], "Result": {"v": 2}}}}
    labcloud.boto3_client("s3").put_object(
        Bucket="artifacts", Key="def456.asl.json", Body=json.dumps(changed)
    )
    cfn.update_stack(
        StackName="flow",
        TemplateBody=sam_state_machine({"Bucket": "artifacts", "Key": "def456.asl.json"}),
        Capabilities=SAM,
    )
    assert wait_stack(cfn, "flow")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "flow")
    definition = json.loads(sfn.describe_state_machine(stateMachineArn=arn)["definition"])
    assert definition["States"]["Greet"]["Result"] == {"v": 2}


def plain_state_machine(props: dict[str, Any]) -> str:
    return json.dumps(
        {
            "Resources": {
                "Role": {"Type": "AWS::IAM::Role", "Properties": {"AssumeRolePolicyDocument": TRUST}},
                "Flow": {
                    "Type": "AWS::StepFunctions::StateMachine",
                    "Properties": {"RoleArn": {"Fn::GetAtt": ["Role", "Arn"]}, **props},
                },
            }
        }
    )


def failure(cfn: Any, name: str) -> str:
    stack = wait_stack(cfn, name)
    assert stack["StackStatus"] == "ROLLBACK_COMPLETE"
    return next(reason or "" for logical, status, reason in events(cfn, name) if status == "CREATE_FAILED")


def test_definition_s3_location_errors_fail_the_resource(labcloud: Any, cfn: Any) -> None:
    upload_definition(labcloud)
    missing = {"DefinitionS3Location": {"Bucket": "artifacts", "Key": "nope.json"}}
    cfn.create_stack(
        StackName="missing", TemplateBody=plain_state_machine(missing), Capabilities=["CAPABILITY_IAM"]
    )
    assert "NoSuchKey" in failure(cfn, "missing")

    both = {
        "DefinitionS3Location": {"Bucket": "artifacts", "Key": "abc123.asl.json"},
        "DefinitionString": json.dumps(DEFINITION),
    }
    cfn.create_stack(
        StackName="both", TemplateBody=plain_state_machine(both), Capabilities=["CAPABILITY_IAM"]
    )
    assert "only one of [Definition, DefinitionString, DefinitionS3Location]" in failure(cfn, "both")

    no_key = {"DefinitionS3Location": {"Bucket": "artifacts"}}
    cfn.create_stack(
        StackName="nokey", TemplateBody=plain_state_machine(no_key), Capabilities=["CAPABILITY_IAM"]
    )
    assert "#/DefinitionS3Location: required key [Key] not found" in failure(cfn, "nokey")  # the schema says


def bucket_template(eventbridge: Any) -> str:
    return json.dumps(
        {
            "Resources": {
                "Uploads": {
                    "Type": "AWS::S3::Bucket",
                    "Properties": {"NotificationConfiguration": {"EventBridgeConfiguration": eventbridge}},
                }
            },
            "Outputs": {"Name": {"Value": {"Ref": "Uploads"}}},
        }
    )


def test_bucket_with_eventbridge_notifications(labcloud: Any, cfn: Any) -> None:
    s3 = labcloud.boto3_client("s3")
    cfn.create_stack(StackName="uploads", TemplateBody=bucket_template({"EventBridgeEnabled": True}))
    stack = wait_stack(cfn, "uploads")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "uploads")
    bucket = stack["Outputs"][0]["OutputValue"]
    assert "EventBridgeConfiguration" in s3.get_bucket_notification_configuration(Bucket=bucket)

    # turned off in an update: the bucket no longer sends to EventBridge
    cfn.update_stack(StackName="uploads", TemplateBody=bucket_template({"EventBridgeEnabled": False}))
    assert wait_stack(cfn, "uploads")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "uploads")
    assert "EventBridgeConfiguration" not in s3.get_bucket_notification_configuration(Bucket=bucket)


OPENAPI = """openapi: "3.0.1"
info: {title: ping, version: "1"}
paths:
  /ping:
    get:
      responses:
        200:
          description: the answer
      x-amazon-apigateway-integration:
        type: mock
        requestTemplates:
          application/json: '{"statusCode": 200}'
        responses:
          default:
            statusCode: "200"
            responseTemplates:
              application/json: '{"pong": true}'
"""
NUMBER_KEYS = """Transform: AWS::Serverless-2016-10-31
Mappings:
  Delays:
    100: {Seconds: 7}
Resources:
  Jobs:
    Type: AWS::SQS::Queue
    Properties:
      DelaySeconds: !FindInMap [Delays, '100', Seconds]
  Api:
    Type: AWS::Serverless::Api
    Properties:
      StageName: prod
      DefinitionBody:
        Fn::Transform:
          Name: AWS::Include
          Parameters:
            Location: s3://specs/openapi.yaml
Outputs:
  Queue: {Value: !Ref Jobs}
  Api: {Value: !Ref Api}
"""


def test_numbers_as_yaml_keys_read_as_text(labcloud: Any, cfn: Any) -> None:
    """OpenAPI's ``200:`` responses (here in an AWS::Include snippet) and a mapping key ``100:``."""
    s3 = labcloud.boto3_client("s3")
    s3.create_bucket(Bucket="specs")
    s3.put_object(Bucket="specs", Key="openapi.yaml", Body=OPENAPI.encode())
    cfn.create_stack(StackName="numbers", TemplateBody=NUMBER_KEYS, Capabilities=SAM)
    stack = wait_stack(cfn, "numbers")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "numbers")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    attributes = labcloud.boto3_client("sqs").get_queue_attributes(
        QueueUrl=outputs["Queue"], AttributeNames=["DelaySeconds"]
    )
    assert attributes["Attributes"]["DelaySeconds"] == "7"
    request = urllib.request.Request(
        f"{labcloud.endpoint}/prod/ping",
        headers={"Host": f"{outputs['Api']}.execute-api.localhost:{labcloud.port}"},
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        assert (response.status, json.loads(response.read())) == (200, {"pong": True})


def test_state_machine_logging_to_a_stack_log_group(labcloud: Any, cfn: Any) -> None:
    """``LoggingConfiguration.Destinations`` in CloudFormation's case (``CloudWatchLogsLogGroup.LogGroupArn``)."""
    body = json.loads(
        plain_state_machine(
            {
                "DefinitionString": json.dumps({"StartAt": "Done", "States": {"Done": {"Type": "Succeed"}}}),
                "LoggingConfiguration": {
                    "Level": "ALL",
                    "IncludeExecutionData": False,
                    "Destinations": [
                        {"CloudWatchLogsLogGroup": {"LogGroupArn": {"Fn::GetAtt": ["Logs", "Arn"]}}}
                    ],
                },
            }
        )
    )
    body["Resources"]["Logs"] = {
        "Type": "AWS::Logs::LogGroup",
        "Properties": {"LogGroupName": "stepfunctions/flow"},
    }
    body["Outputs"] = {"Arn": {"Value": {"Ref": "Flow"}}}
    cfn.create_stack(StackName="logged", TemplateBody=json.dumps(body), Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "logged")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "logged")
    found = labcloud.boto3_client("stepfunctions").describe_state_machine(
        stateMachineArn=stack["Outputs"][0]["OutputValue"]
    )
    logging = found["loggingConfiguration"]
    assert logging["level"] == "ALL"
    assert logging["destinations"][0]["cloudWatchLogsLogGroup"]["logGroupArn"].endswith(
        ":log-group:stepfunctions/flow:*"
    )
