"""More template shapes from AWS's serverless patterns that labcloud refused (tools/serverless_patterns.py):

- a role that may send SMS but not publish to topics: ``Deny sns:Publish`` on the five-part
  ``arn:aws:sns:*:*`` (apigw-lambda-sns-sms), which IAM accepts, its trailing ``*`` covering every topic;
- an alarm whose action is an SNS topic of the stack (the alarm's notification reaches the topic's queue);
- an API destination whose endpoint is AWS's invoke URL of the stack's own API (served by labcloud itself);
- a SAM function whose Kinesis event reads through an enhanced fan-out consumer (kinesis-lambda-efo);
- a REST API whose HTTP integration is another API of the stack by AWS's invoke URL (apigw-rest-apigw-rest);
- inline custom resource functions that ``import cfnresponse`` / ``require('cfn-response')``, the module AWS
  places beside ``ZipFile`` code (dynamodb-eventbridge-scheduler, which hung waiting for its response).
"""

from __future__ import annotations

import json
import time
import urllib.request
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cfn_helpers import events, wait_stack

ACCOUNT = "000000000000"


def test_a_role_denied_every_topic_through_a_five_part_arn(labcloud: Any, cfn: Any) -> None:
    template = {
        "Resources": {
            "SmsRole": {
                "Type": "AWS::IAM::Role",
                "Properties": {
                    "AssumeRolePolicyDocument": {
                        "Version": "2012-10-17",
                        "Statement": [
                            {
                                "Effect": "Allow",
                                "Principal": {"AWS": f"arn:aws:iam::{ACCOUNT}:root"},
                                "Action": "sts:AssumeRole",
                            }
                        ],
                    },
                    "Policies": [
                        {
                            "PolicyName": "SmsOnly",
                            "PolicyDocument": {
                                "Version": "2012-10-17",
                                "Statement": [
                                    {"Effect": "Allow", "Action": ["sns:Publish"], "Resource": "*"},
                                    {
                                        "Effect": "Deny",
                                        "Action": ["sns:Publish"],
                                        "Resource": "arn:aws:sns:*:*",
                                    },
                                ],
                            },
                        }
                    ],
                },
            }
        },
        "Outputs": {"Role": {"Value": {"Fn::GetAtt": ["SmsRole", "Arn"]}}},
    }
    cfn.create_stack(StackName="sms", TemplateBody=json.dumps(template), Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "sms")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "sms")
    topic = labcloud.boto3_client("sns").create_topic(Name="not-for-sms")["TopicArn"]
    credentials = labcloud.boto3_client("sts").assume_role(
        RoleArn=stack["Outputs"][0]["OutputValue"], RoleSessionName="sms"
    )["Credentials"]
    sns = labcloud.boto3_client(
        "sns",
        aws_access_key_id=credentials["AccessKeyId"],
        aws_secret_access_key=credentials["SecretAccessKey"],
        aws_session_token=credentials["SessionToken"],
    )
    with pytest.raises(ClientError) as denied:
        sns.publish(TopicArn=topic, Message="hi")
    assert denied.value.response["Error"]["Code"] == "AuthorizationError"
    assert "with an explicit deny" in denied.value.response["Error"]["Message"]


def test_an_alarm_of_the_stack_notifies_a_topic_of_the_stack(labcloud: Any, cfn: Any) -> None:
    template = {
        "Resources": {
            "AlarmTopic": {"Type": "AWS::SNS::Topic"},
            "Inbox": {"Type": "AWS::SQS::Queue"},
            "InboxPolicy": {
                "Type": "AWS::SQS::QueuePolicy",
                "Properties": {
                    "Queues": [{"Ref": "Inbox"}],
                    "PolicyDocument": {
                        "Version": "2012-10-17",
                        "Statement": [
                            {
                                "Effect": "Allow",
                                "Principal": {"Service": "sns.amazonaws.com"},
                                "Action": "sqs:SendMessage",
                                "Resource": {"Fn::GetAtt": ["Inbox", "Arn"]},
                            }
                        ],
                    },
                },
            },
            "Subscription": {
                "Type": "AWS::SNS::Subscription",
                "Properties": {
                    "TopicArn": {"Ref": "AlarmTopic"},
                    "Protocol": "sqs",
                    "Endpoint": {"Fn::GetAtt": ["Inbox", "Arn"]},
                    "RawMessageDelivery": True,
                },
            },
            "ErrorsAlarm": {
                "Type": "AWS::CloudWatch::Alarm",
                "Properties": {
                    "AlarmDescription": "function errors",
                    "Namespace": "AWS/Lambda",
                    "MetricName": "Errors",
                    "Statistic": "Sum",
                    "Period": 60,
                    "EvaluationPeriods": 1,
                    "Threshold": 1,
                    "ComparisonOperator": "GreaterThanOrEqualToThreshold",
                    "TreatMissingData": "notBreaching",
                    "AlarmActions": [{"Ref": "AlarmTopic"}],
                },
            },
        },
        "Outputs": {
            "Alarm": {"Value": {"Ref": "ErrorsAlarm"}},
            "Queue": {"Value": {"Ref": "Inbox"}},
        },
    }
    cfn.create_stack(StackName="alarm-topic", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "alarm-topic")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "alarm-topic")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    labcloud.boto3_client("cloudwatch").set_alarm_state(
        AlarmName=outputs["Alarm"], StateValue="ALARM", StateReason="drill"
    )
    got = labcloud.boto3_client("sqs").receive_message(QueueUrl=outputs["Queue"], WaitTimeSeconds=10)
    message = json.loads(got["Messages"][0]["Body"])  # raw delivery: the notification's message itself
    assert (message["AlarmName"], message["NewStateValue"], message["AlarmDescription"]) == (
        outputs["Alarm"],
        "ALARM",
        "function errors",
    )
    assert message["Trigger"]["Namespace"] == "AWS/Lambda" and message["Trigger"]["Statistic"] == "SUM"


def test_an_api_destination_calls_the_stacks_own_api_by_its_aws_invoke_url(labcloud: Any, cfn: Any) -> None:
    """eventbridge-pipes-sqs-lambda-api-destination: the destination's endpoint is
    ``https://${Api}.execute-api.${AWS::Region}.amazonaws.com/Prod/``, the stack's own API, which labcloud
    serves itself (the request stays on this server)."""
    mock = {
        "Type": "MOCK",
        "RequestTemplates": {"application/json": '{"statusCode": 200}'},
        "IntegrationResponses": [{"StatusCode": "200"}],
    }
    template = {
        "Resources": {
            "Api": {"Type": "AWS::ApiGateway::RestApi", "Properties": {"Name": "hook"}},
            "Post": {
                "Type": "AWS::ApiGateway::Method",
                "Properties": {
                    "RestApiId": {"Ref": "Api"},
                    "ResourceId": {"Fn::GetAtt": ["Api", "RootResourceId"]},
                    "HttpMethod": "POST",
                    "AuthorizationType": "NONE",
                    "Integration": mock,
                    "MethodResponses": [{"StatusCode": "200"}],
                },
            },
            "Deployment": {
                "Type": "AWS::ApiGateway::Deployment",
                "DependsOn": "Post",
                "Properties": {"RestApiId": {"Ref": "Api"}, "StageName": "Prod"},
            },
            "Connection": {
                "Type": "AWS::Events::Connection",
                "Properties": {
                    "AuthorizationType": "API_KEY",
                    "AuthParameters": {
                        "ApiKeyAuthParameters": {"ApiKeyName": "x-api-key", "ApiKeyValue": "k"}
                    },
                },
            },
            "Destination": {
                "Type": "AWS::Events::ApiDestination",
                "Properties": {
                    "ConnectionArn": {"Fn::GetAtt": ["Connection", "Arn"]},
                    "InvocationEndpoint": {
                        "Fn::Sub": "https://${Api}.execute-api.${AWS::Region}.amazonaws.com/Prod/"
                    },
                    "HttpMethod": "POST",
                },
            },
            "Role": {
                "Type": "AWS::IAM::Role",
                "Properties": {
                    "AssumeRolePolicyDocument": {
                        "Version": "2012-10-17",
                        "Statement": [
                            {
                                "Effect": "Allow",
                                "Principal": {"Service": "events.amazonaws.com"},
                                "Action": "sts:AssumeRole",
                            }
                        ],
                    },
                    "Policies": [
                        {
                            "PolicyName": "invoke",
                            "PolicyDocument": {
                                "Version": "2012-10-17",
                                "Statement": [
                                    {
                                        "Effect": "Allow",
                                        "Action": "events:InvokeApiDestination",
                                        "Resource": {"Fn::GetAtt": ["Destination", "Arn"]},
                                    }
                                ],
                            },
                        }
                    ],
                },
            },
            "Rule": {
                "Type": "AWS::Events::Rule",
                "Properties": {
                    "EventPattern": {"source": ["shop"]},
                    "Targets": [
                        {
                            "Id": "hook",
                            "Arn": {"Fn::GetAtt": ["Destination", "Arn"]},
                            "RoleArn": {"Fn::GetAtt": ["Role", "Arn"]},
                        }
                    ],
                },
            },
        },
        "Outputs": {"Api": {"Value": {"Ref": "Api"}}},
    }
    cfn.create_stack(StackName="hook", TemplateBody=json.dumps(template), Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "hook")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "hook")
    api = stack["Outputs"][0]["OutputValue"]
    labcloud.boto3_client("events").put_events(
        Entries=[{"Source": "shop", "DetailType": "Order", "Detail": '{"n": 1}'}]
    )

    def requests() -> list[dict[str, Any]]:
        found = labcloud.get("/_labcloud/events?limit=500")["events"]
        return [e["data"] for e in found if e["kind"] == "apigateway.request"]

    deadline = time.monotonic() + 20
    while not requests() and time.monotonic() < deadline:
        time.sleep(0.2)
    [request] = requests()
    assert (request["rest_api_id"], request["stage"], request["route"], request["status"]) == (
        api,
        "Prod",
        "POST /",
        200,
    )


def test_a_sam_function_reading_a_stream_through_its_consumer(labcloud: Any, cfn: Any) -> None:
    """kinesis-lambda-efo: a SAM Kinesis event whose Stream is a StreamConsumer's ConsumerARN."""
    template = {
        "Transform": "AWS::Serverless-2016-10-31",
        "Resources": {
            "KinesisStream": {"Type": "AWS::Kinesis::Stream", "Properties": {"ShardCount": 1}},
            "ApplicationConsumer": {
                "Type": "AWS::Kinesis::StreamConsumer",
                "Properties": {
                    "StreamARN": {"Fn::GetAtt": ["KinesisStream", "Arn"]},
                    "ConsumerName": "ApplicationConsumer",
                },
            },
            "ApplicationFunction": {
                "Type": "AWS::Serverless::Function",
                "Properties": {
                    "Runtime": "python3.12",
                    "Handler": "index.handler",
                    "InlineCode": "def handler(event, context):\n    return None\n",
                    "Events": {
                        "Stream": {
                            "Type": "Kinesis",
                            "Properties": {
                                "Stream": {"Fn::GetAtt": ["ApplicationConsumer", "ConsumerARN"]},
                                "StartingPosition": "LATEST",
                                "BatchSize": 100,
                            },
                        }
                    },
                },
            },
        },
        "Outputs": {"Consumer": {"Value": {"Fn::GetAtt": ["ApplicationConsumer", "ConsumerARN"]}}},
    }
    cfn.create_stack(
        StackName="efo",
        TemplateBody=json.dumps(template),
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "efo")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "efo")
    consumer = stack["Outputs"][0]["OutputValue"]
    assert "/consumer/ApplicationConsumer:" in consumer
    mappings = labcloud.boto3_client("lambda").list_event_source_mappings(EventSourceArn=consumer)
    [mapping] = mappings["EventSourceMappings"]
    assert mapping["FunctionArn"].split(":")[-1].startswith("efo-ApplicationFunction")


def _rest_api(name: str, integration: dict[str, Any]) -> dict[str, Any]:
    return {
        f"{name}": {"Type": "AWS::ApiGateway::RestApi", "Properties": {"Name": name}},
        f"{name}Get": {
            "Type": "AWS::ApiGateway::Method",
            "Properties": {
                "RestApiId": {"Ref": name},
                "ResourceId": {"Fn::GetAtt": [name, "RootResourceId"]},
                "HttpMethod": "GET",
                "AuthorizationType": "NONE",
                "Integration": integration,
                "MethodResponses": [{"StatusCode": "200"}],
            },
        },
        f"{name}Deployment": {
            "Type": "AWS::ApiGateway::Deployment",
            "DependsOn": f"{name}Get",
            "Properties": {"RestApiId": {"Ref": name}, "StageName": "Prod"},
        },
    }


def test_an_api_whose_http_integration_is_another_api_of_the_stack(labcloud: Any, cfn: Any) -> None:
    """apigw-rest-apigw-rest: a central API whose HTTP integrations name the other APIs by AWS's invoke URL
    (``https://${ReportingApi}.execute-api.${AWS::Region}.amazonaws.com/Prod``)."""
    backend = {
        "Type": "MOCK",
        "RequestTemplates": {"application/json": '{"statusCode": 200}'},
        "IntegrationResponses": [
            {"StatusCode": "200", "ResponseTemplates": {"application/json": '{"report": "ready"}'}}
        ],
    }
    front = {
        "Type": "HTTP",
        "IntegrationHttpMethod": "GET",
        "Uri": {"Fn::Sub": "https://${Reporting}.execute-api.${AWS::Region}.amazonaws.com/Prod"},
        "IntegrationResponses": [{"StatusCode": "200"}],
    }
    template = {
        "Resources": {**_rest_api("Reporting", backend), **_rest_api("Primary", front)},
        "Outputs": {"Primary": {"Value": {"Ref": "Primary"}}},
    }
    cfn.create_stack(StackName="central", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "central")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "central")
    primary = stack["Outputs"][0]["OutputValue"]
    url = f"{labcloud.endpoint}/_labcloud/execute-api/{primary}/Prod/"
    with urllib.request.urlopen(url, timeout=30) as answer:  # noqa: S310 - the local server
        assert (answer.status, json.loads(answer.read())) == (200, {"report": "ready"})


_PYTHON_RESPONDER = """import cfnresponse


def handler(event, context):
    cfnresponse.send(event, context, cfnresponse.SUCCESS, {"Said": "python " + event["RequestType"]}, "py-1")
"""
_NODE_RESPONDER = """const response = require('cfn-response');
exports.handler = async (event, context) => {
  await response.send(event, context, response.SUCCESS, { Said: 'node ' + event.RequestType }, 'js-1');
};
"""


def test_inline_custom_resource_code_finds_the_cfn_response_module(cfn: Any) -> None:
    def responder(runtime: str, code: str) -> dict[str, Any]:
        return {
            "Type": "AWS::Serverless::Function",
            "Properties": {"Runtime": runtime, "Handler": "index.handler", "InlineCode": code},
        }

    def custom(function: str) -> dict[str, Any]:
        return {"Type": "Custom::Said", "Properties": {"ServiceToken": {"Fn::GetAtt": [function, "Arn"]}}}

    template = {
        "Transform": "AWS::Serverless-2016-10-31",
        "Resources": {
            "PyFunction": responder("python3.12", _PYTHON_RESPONDER),
            "JsFunction": responder("nodejs20.x", _NODE_RESPONDER),
            "PySaid": custom("PyFunction"),
            "JsSaid": custom("JsFunction"),
        },
        "Outputs": {
            "Py": {"Value": {"Fn::GetAtt": ["PySaid", "Said"]}},
            "Js": {"Value": {"Fn::GetAtt": ["JsSaid", "Said"]}},
            "PyId": {"Value": {"Ref": "PySaid"}},
            "JsId": {"Value": {"Ref": "JsSaid"}},
        },
    }
    cfn.create_stack(
        StackName="responders",
        TemplateBody=json.dumps(template),
        Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"],
    )
    stack = wait_stack(cfn, "responders")
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "responders")
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    assert outputs == {"Py": "python Create", "Js": "node Create", "PyId": "py-1", "JsId": "js-1"}
