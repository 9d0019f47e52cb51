"""Task states calling other services through the pipeline as the state machine's role: Lambda (a plain
function ARN and ``lambda:invoke``), errors named as AWS names them, Retry and Catch on a real function,
a saga over DynamoDB that compensates, ``.waitForTaskToken`` with SendTaskSuccess/Failure/Heartbeat,
SQS SendMessage, the AWS SDK integrations, and IAM refusing what the role may not do."""

from __future__ import annotations

import json
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from sfn_helpers import history, output, types, wait_done

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).parent.parent / "lambda_"))
from lambda_helpers import create_role, deployer  # noqa: E402

SFN_TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}

FUNCTIONS = {
    "echo": "def handler(event, context):\n    return {'got': event}\n",
    "boom": (
        "class PaymentDeclined(Exception):\n    pass\n"
        "def handler(event, context):\n    raise PaymentDeclined('card refused for ' + str(event.get('order')))\n"
    ),
    # fails until its counter item says it ran `fail_times` times (state kept in DynamoDB)
    "flaky": (
        "import boto3\n"
        "def handler(event, context):\n"
        "    t = boto3.client('dynamodb')\n"
        "    n = t.update_item(TableName='counters', Key={'id': {'S': event['key']}},\n"
        "        UpdateExpression='ADD n :one', ExpressionAttributeValues={':one': {'N': '1'}},\n"
        "        ReturnValues='UPDATED_NEW')['Attributes']['n']['N']\n"
        "    if int(n) <= event['fail_times']:\n"
        "        raise RuntimeError('try ' + n)\n"
        "    return {'tries': int(n)}\n"
    ),
}


def sfn_role(labcloud: LabcloudProcess, name: str, policies: tuple[str, ...]) -> str:
    iam = labcloud.boto3_client("iam")
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(SFN_TRUST))["Role"]["Arn"]
    for policy in policies:
        iam.attach_role_policy(RoleName=name, PolicyArn=policy)
    return arn


FULL = (
    "arn:aws:iam::aws:policy/service-role/AWSLambdaRole",
    "arn:aws:iam::aws:policy/AmazonDynamoDBFullAccess",
    "arn:aws:iam::aws:policy/AmazonSQSFullAccess",
)


@pytest.fixture
def env(labcloud: LabcloudProcess, sfn: Any) -> dict[str, Any]:
    lambda_role = create_role(labcloud)
    deploy = deployer(labcloud, lambda_role)
    arns = {name: deploy(name, code, Timeout=10)["FunctionArn"] for name, code in FUNCTIONS.items()}
    ddb = labcloud.boto3_client("dynamodb")
    for table in ("counters", "orders", "stock"):
        ddb.create_table(
            TableName=table,
            KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
            AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
            BillingMode="PAY_PER_REQUEST",
        )
    return {"fn": arns, "role": sfn_role(labcloud, "sfn-full", FULL), "ddb": ddb}


def start(sfn: Any, definition: dict[str, Any], role: str, data: Any = None) -> str:
    arn = sfn.create_state_machine(
        name=f"t-{uuid.uuid4().hex[:10]}", definition=json.dumps(definition), roleArn=role
    )["stateMachineArn"]
    return str(sfn.start_execution(stateMachineArn=arn, input=json.dumps(data or {}))["executionArn"])


def test_plain_function_arn_and_lambda_invoke(sfn: Any, env: dict[str, Any]) -> None:
    execution = start(
        sfn,
        {
            "StartAt": "Plain",
            "States": {
                "Plain": {
                    "Type": "Task",
                    "Resource": env["fn"]["echo"],
                    "ResultPath": "$.plain",
                    "Next": "Optimized",
                },
                "Optimized": {
                    "Type": "Task",
                    "Resource": "arn:aws:states:::lambda:invoke",
                    "Parameters": {"FunctionName": "echo", "Payload": {"x.$": "$.x"}},
                    "ResultSelector": {"status.$": "$.StatusCode", "body.$": "$.Payload"},
                    "ResultPath": "$.optimized",
                    "End": True,
                },
            },
        },
        env["role"],
        {"x": 1},
    )
    out = output(wait_done(sfn, execution, 60))
    assert out == {
        "x": 1,
        "plain": {"got": {"x": 1}},
        "optimized": {"status": 200, "body": {"got": {"x": 1}}},
    }
    events = history(sfn, execution)
    assert [e["type"] for e in events] == [
        "ExecutionStarted",
        "TaskStateEntered",
        "LambdaFunctionScheduled",
        "LambdaFunctionStarted",
        "LambdaFunctionSucceeded",
        "TaskStateExited",
        "TaskStateEntered",
        "TaskScheduled",
        "TaskStarted",
        "TaskSucceeded",
        "TaskStateExited",
        "ExecutionSucceeded",
    ]
    scheduled = events[7]["taskScheduledEventDetails"]
    assert (scheduled["resourceType"], scheduled["resource"], scheduled["region"]) == (
        "lambda",
        "invoke",
        "us-east-1",
    )
    assert json.loads(scheduled["parameters"]) == {"FunctionName": "echo", "Payload": {"x": 1}}
    assert events[2]["lambdaFunctionScheduledEventDetails"]["resource"] == env["fn"]["echo"]


def test_function_errors_are_named_by_their_error_type_and_caught(sfn: Any, env: dict[str, Any]) -> None:
    execution = start(
        sfn,
        {
            "StartAt": "Pay",
            "States": {
                "Pay": {
                    "Type": "Task",
                    "Resource": env["fn"]["boom"],
                    "Catch": [
                        {"ErrorEquals": ["PaymentDeclined"], "ResultPath": "$.error", "Next": "Declined"}
                    ],
                    "End": True,
                },
                "Declined": {"Type": "Pass", "End": True},
            },
        },
        env["role"],
        {"order": "o-1"},
    )
    out = output(wait_done(sfn, execution, 60))
    assert out["error"]["Error"] == "PaymentDeclined"
    assert json.loads(out["error"]["Cause"])["errorMessage"] == "card refused for o-1"
    failed = [e for e in history(sfn, execution) if e["type"] == "LambdaFunctionFailed"]
    assert failed[0]["lambdaFunctionFailedEventDetails"]["error"] == "PaymentDeclined"


def test_a_missing_function_is_lambda_resource_not_found(sfn: Any, env: dict[str, Any]) -> None:
    execution = start(
        sfn,
        {
            "StartAt": "T",
            "States": {
                "T": {
                    "Type": "Task",
                    "Resource": "arn:aws:states:::lambda:invoke",
                    "Parameters": {"FunctionName": "no-such-function"},
                    "End": True,
                }
            },
        },
        env["role"],
    )
    result = wait_done(sfn, execution, 60)
    assert result["status"] == "FAILED" and result["error"] == "Lambda.ResourceNotFoundException"
    assert types(sfn, execution)[-3:] == ["TaskStarted", "TaskFailed", "ExecutionFailed"]


def test_retry_until_the_function_succeeds(sfn: Any, env: dict[str, Any]) -> None:
    execution = start(
        sfn,
        {
            "StartAt": "Flaky",
            "States": {
                "Flaky": {
                    "Type": "Task",
                    "Resource": env["fn"]["flaky"],
                    "Retry": [
                        {
                            "ErrorEquals": ["States.TaskFailed"],
                            "IntervalSeconds": 1,
                            "MaxAttempts": 3,
                            "BackoffRate": 1.0,
                        }
                    ],
                    "End": True,
                }
            },
        },
        env["role"],
        {"key": "k1", "fail_times": 2},
    )
    assert output(wait_done(sfn, execution, 60)) == {"tries": 3}
    seen = types(sfn, execution)
    assert seen.count("LambdaFunctionFailed") == 2 and seen.count("LambdaFunctionSucceeded") == 1


def test_task_timeout(sfn: Any, labcloud: LabcloudProcess, env: dict[str, Any]) -> None:
    deployer(labcloud, create_role(labcloud, "slow-role"))(
        "slow", "import time\ndef handler(event, context):\n    time.sleep(5)\n    return 1\n", Timeout=10
    )
    execution = start(
        sfn,
        {
            "StartAt": "Slow",
            "States": {
                "Slow": {
                    "Type": "Task",
                    "Resource": "arn:aws:states:::lambda:invoke",
                    "Parameters": {"FunctionName": "slow"},
                    "TimeoutSeconds": 1,
                    "Catch": [{"ErrorEquals": ["States.Timeout"], "Next": "TimedOut"}],
                    "End": True,
                },
                "TimedOut": {"Type": "Succeed"},
            },
        },
        env["role"],
    )
    assert wait_done(sfn, execution, 60)["status"] == "SUCCEEDED"
    assert "TaskTimedOut" in types(sfn, execution)


def test_saga_compensates_when_a_later_step_fails(sfn: Any, env: dict[str, Any]) -> None:
    ddb = env["ddb"]
    ddb.put_item(TableName="stock", Item={"id": {"S": "widget"}, "count": {"N": "5"}})
    saga = {
        "StartAt": "PlaceOrder",
        "States": {
            "PlaceOrder": {
                "Type": "Task",
                "Resource": "arn:aws:states:::dynamodb:putItem",
                "Parameters": {
                    "TableName": "orders",
                    "Item": {"id": {"S.$": "$.order"}, "state": {"S": "PLACED"}},
                },
                "ResultPath": None,
                "Next": "Reserve",
            },
            "Reserve": {
                "Type": "Task",
                "Resource": "arn:aws:states:::dynamodb:updateItem",
                "Parameters": {
                    "TableName": "stock",
                    "Key": {"id": {"S": "widget"}},
                    "UpdateExpression": "SET #c = #c - :one",
                    "ExpressionAttributeNames": {"#c": "count"},
                    "ExpressionAttributeValues": {":one": {"N": "1"}},
                },
                "ResultPath": None,
                "Next": "Charge",
            },
            "Charge": {
                "Type": "Task",
                "Resource": env["fn"]["boom"],
                "Catch": [{"ErrorEquals": ["States.ALL"], "ResultPath": "$.failure", "Next": "Release"}],
                "Next": "Done",
            },
            "Release": {
                "Type": "Task",
                "Resource": "arn:aws:states:::dynamodb:updateItem",
                "Parameters": {
                    "TableName": "stock",
                    "Key": {"id": {"S": "widget"}},
                    "UpdateExpression": "SET #c = #c + :one",
                    "ExpressionAttributeNames": {"#c": "count"},
                    "ExpressionAttributeValues": {":one": {"N": "1"}},
                },
                "ResultPath": None,
                "Next": "Cancel",
            },
            "Cancel": {
                "Type": "Task",
                "Resource": "arn:aws:states:::dynamodb:deleteItem",
                "Parameters": {"TableName": "orders", "Key": {"id": {"S.$": "$.order"}}},
                "ResultPath": None,
                "Next": "Failed",
            },
            "Failed": {"Type": "Fail", "Error": "OrderFailed", "CausePath": "$.failure.Error"},
            "Done": {"Type": "Succeed"},
        },
    }
    execution = start(sfn, saga, env["role"], {"order": "o-9"})
    result = wait_done(sfn, execution, 60)
    assert (result["status"], result["error"], result["cause"]) == (
        "FAILED",
        "OrderFailed",
        "PaymentDeclined",
    )
    assert ddb.get_item(TableName="stock", Key={"id": {"S": "widget"}})["Item"]["count"] == {"N": "5"}
    assert "Item" not in ddb.get_item(TableName="orders", Key={"id": {"S": "o-9"}})
    entered = [
        e["stateEnteredEventDetails"]["name"]
        for e in history(sfn, execution)
        if e["type"] == "TaskStateEntered"
    ]
    assert entered == ["PlaceOrder", "Reserve", "Charge", "Release", "Cancel"]


def test_dynamodb_get_item_and_errors(sfn: Any, env: dict[str, Any]) -> None:
    env["ddb"].put_item(TableName="orders", Item={"id": {"S": "a"}, "v": {"N": "1"}})
    execution = start(
        sfn,
        {
            "StartAt": "Get",
            "States": {
                "Get": {
                    "Type": "Task",
                    "Resource": "arn:aws:states:::dynamodb:getItem",
                    "Parameters": {"TableName": "orders", "Key": {"id": {"S": "a"}}},
                    "ResultSelector": {"v.$": "$.Item.v.N"},
                    "Next": "Conditional",
                },
                "Conditional": {
                    "Type": "Task",
                    "Resource": "arn:aws:states:::dynamodb:putItem",
                    "Parameters": {
                        "TableName": "orders",
                        "Item": {"id": {"S": "a"}},
                        "ConditionExpression": "attribute_not_exists(id)",
                    },
                    "Catch": [
                        {
                            "ErrorEquals": ["DynamoDB.ConditionalCheckFailedException"],
                            "ResultPath": "$.err",
                            "Next": "Done",
                        }
                    ],
                    "End": True,
                },
                "Done": {"Type": "Pass", "End": True},
            },
        },
        env["role"],
    )
    out = output(wait_done(sfn, execution, 60))
    assert out["v"] == "1" and out["err"]["Error"] == "DynamoDB.ConditionalCheckFailedException"


def test_the_role_is_enforced(labcloud: LabcloudProcess, sfn: Any, env: dict[str, Any]) -> None:
    weak = sfn_role(labcloud, "sfn-weak", ("arn:aws:iam::aws:policy/service-role/AWSLambdaRole",))
    execution = start(
        sfn,
        {
            "StartAt": "Put",
            "States": {
                "Put": {
                    "Type": "Task",
                    "Resource": "arn:aws:states:::dynamodb:putItem",
                    "Parameters": {"TableName": "orders", "Item": {"id": {"S": "x"}}},
                    "End": True,
                }
            },
        },
        weak,
    )
    result = wait_done(sfn, execution, 60)
    assert result["status"] == "FAILED" and result["error"] == "DynamoDB.AccessDeniedException"
    assert "sfn-weak" in result["cause"]
    assert "Item" not in env["ddb"].get_item(TableName="orders", Key={"id": {"S": "x"}})


def test_sqs_send_message_wait_for_task_token(
    labcloud: LabcloudProcess, sfn: Any, env: dict[str, Any]
) -> None:
    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName="approvals")["QueueUrl"]
    definition = {
        "StartAt": "Ask",
        "States": {
            "Ask": {
                "Type": "Task",
                "Resource": "arn:aws:states:::sqs:sendMessage.waitForTaskToken",
                "Parameters": {
                    "QueueUrl": url,
                    "MessageBody": {"token.$": "$$.Task.Token", "order.$": "$.order"},
                },
                "HeartbeatSeconds": 30,
                "Catch": [{"ErrorEquals": ["Rejected"], "ResultPath": "$.why", "Next": "No"}],
                "ResultPath": "$.answer",
                "End": True,
            },
            "No": {"Type": "Pass", "End": True},
        },
    }
    approved = start(sfn, definition, env["role"], {"order": "o-1"})
    rejected = start(sfn, definition, env["role"], {"order": "o-2"})
    tokens: dict[str, str] = {}
    deadline = time.time() + 30
    while len(tokens) < 2 and time.time() < deadline:
        for message in sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1).get(
            "Messages", []
        ):
            body = json.loads(message["Body"])
            tokens[body["order"]] = body["token"]
    assert sorted(tokens) == ["o-1", "o-2"]
    assert sfn.describe_execution(executionArn=approved)["status"] == "RUNNING"
    other = labcloud.boto3_client("stepfunctions", aws_access_key_id="111122223333")
    with pytest.raises(ClientError) as exc:  # a token is good only in its own account
        other.send_task_success(taskToken=tokens["o-1"], output="{}")
    assert exc.value.response["Error"]["Code"] == "InvalidToken"
    sfn.send_task_heartbeat(taskToken=tokens["o-1"])
    sfn.send_task_success(taskToken=tokens["o-1"], output='{"ok":true}')
    sfn.send_task_failure(taskToken=tokens["o-2"], error="Rejected", cause="no budget")
    assert output(wait_done(sfn, approved)) == {"order": "o-1", "answer": {"ok": True}}
    assert output(wait_done(sfn, rejected)) == {
        "order": "o-2",
        "why": {"Error": "Rejected", "Cause": "no budget"},
    }
    seen = types(sfn, approved)
    assert seen[2:6] == ["TaskScheduled", "TaskStarted", "TaskSubmitted", "TaskSucceeded"]
    with pytest.raises(ClientError) as exc:
        sfn.send_task_success(taskToken=tokens["o-1"], output="{}")
    assert exc.value.response["Error"]["Code"] == "TaskTimedOut"
    with pytest.raises(ClientError) as exc:
        sfn.send_task_success(taskToken="not-a-token", output="{}")
    assert exc.value.response["Error"]["Code"] == "InvalidToken"
    with pytest.raises(ClientError) as exc:
        sfn.send_task_success(taskToken=tokens["o-1"], output="{bad")
    assert exc.value.response["Error"]["Code"] == "InvalidOutput"


def test_heartbeat_timeout(labcloud: LabcloudProcess, sfn: Any, env: dict[str, Any]) -> None:
    url = labcloud.boto3_client("sqs").create_queue(QueueName="silent")["QueueUrl"]
    execution = start(
        sfn,
        {
            "StartAt": "Ask",
            "States": {
                "Ask": {
                    "Type": "Task",
                    "Resource": "arn:aws:states:::sqs:sendMessage.waitForTaskToken",
                    "Parameters": {"QueueUrl": url, "MessageBody.$": "$$.Task.Token"},
                    "HeartbeatSeconds": 1,
                    "End": True,
                }
            },
        },
        env["role"],
    )
    result = wait_done(sfn, execution, 30)
    assert result["status"] == "FAILED" and result["error"] == "States.HeartbeatTimeout"


def test_aws_sdk_integration(labcloud: LabcloudProcess, sfn: Any, env: dict[str, Any]) -> None:
    url = labcloud.boto3_client("sqs").create_queue(QueueName="sdk-q")["QueueUrl"]
    execution = start(
        sfn,
        {
            "StartAt": "Attrs",
            "States": {
                "Attrs": {
                    "Type": "Task",
                    "Resource": "arn:aws:states:::aws-sdk:sqs:getQueueAttributes",
                    "Parameters": {"QueueUrl": url, "AttributeNames": ["QueueArn"]},
                    "ResultSelector": {"arn.$": "$.Attributes.QueueArn"},
                    "Next": "Missing",
                },
                "Missing": {
                    "Type": "Task",
                    "Resource": "arn:aws:states:::aws-sdk:dynamodb:describeTable",
                    "Parameters": {"TableName": "no-such-table"},
                    "Catch": [
                        {
                            "ErrorEquals": ["DynamoDb.ResourceNotFoundException"],
                            "ResultPath": "$.err",
                            "Next": "Done",
                        }
                    ],
                    "End": True,
                },
                "Done": {"Type": "Pass", "End": True},
            },
        },
        env["role"],
    )
    out = output(wait_done(sfn, execution, 60))
    assert out["arn"] == "arn:aws:sqs:us-east-1:000000000000:sdk-q"
    assert out["err"]["Error"] == "DynamoDb.ResourceNotFoundException"


def test_lambda_wait_for_task_token_answered_from_inside_the_function(
    labcloud: LabcloudProcess, sfn: Any, env: dict[str, Any]
) -> None:
    # the function sends the token back before its own invocation has even returned
    code = (
        "import boto3, json\n"
        "def handler(event, context):\n"
        "    boto3.client('stepfunctions').send_task_success(taskToken=event['token'],\n"
        "        output=json.dumps({'approved': event['order']}))\n"
        "    return 'sent'\n"
    )
    deployer(
        labcloud, create_role(labcloud, "callback-role", ("arn:aws:iam::aws:policy/AdministratorAccess",))
    )("callback", code, Timeout=10)
    execution = start(
        sfn,
        {
            "StartAt": "Ask",
            "States": {
                "Ask": {
                    "Type": "Task",
                    "Resource": "arn:aws:states:::lambda:invoke.waitForTaskToken",
                    "Parameters": {
                        "FunctionName": "callback",
                        "Payload": {"token.$": "$$.Task.Token", "order.$": "$.order"},
                    },
                    "End": True,
                }
            },
        },
        env["role"],
        {"order": "o-7"},
    )
    assert output(wait_done(sfn, execution, 60)) == {"approved": "o-7"}
    scheduled = next(e for e in history(sfn, execution) if e["type"] == "TaskScheduled")
    assert scheduled["taskScheduledEventDetails"]["resource"] == "invoke.waitForTaskToken"


def test_aws_sdk_names_are_pascal_case_both_ways(
    labcloud: LabcloudProcess, sfn: Any, env: dict[str, Any]
) -> None:
    target = sfn.create_state_machine(
        name="described",
        roleArn=env["role"],
        definition=json.dumps({"StartAt": "A", "States": {"A": {"Type": "Pass", "End": True}}}),
    )["stateMachineArn"]
    describe = {
        "StartAt": "Describe",
        "States": {
            "Describe": {
                "Type": "Task",
                "Resource": "arn:aws:states:::aws-sdk:sfn:describeStateMachine",
                "Parameters": {"StateMachineArn": target},
                "ResultSelector": {
                    "name.$": "$.Name",
                    "type.$": "$.Type",
                    "tracing.$": "$.TracingConfiguration.Enabled",
                },
                "End": True,
            }
        },
    }
    denied = wait_done(sfn, start(sfn, describe, env["role"]), 60)
    assert denied["status"] == "FAILED" and denied["error"] == "Sfn.AccessDeniedException"
    policy = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "states:DescribeStateMachine", "Resource": target}],
    }
    labcloud.boto3_client("iam").put_role_policy(
        RoleName="sfn-full", PolicyName="describe", PolicyDocument=json.dumps(policy)
    )
    allowed = wait_done(sfn, start(sfn, describe, env["role"]), 60)
    assert output(allowed) == {"name": "described", "type": "STANDARD", "tracing": False}


def test_jsonata_task_arguments_result_and_catch(sfn: Any, env: dict[str, Any]) -> None:
    execution = start(
        sfn,
        {
            "QueryLanguage": "JSONata",
            "StartAt": "Echo",
            "States": {
                "Echo": {
                    "Type": "Task",
                    "Resource": "arn:aws:states:::lambda:invoke",
                    "Arguments": {"FunctionName": "echo", "Payload": {"n": "{% $states.input.n * 2 %}"}},
                    "Output": "{% $states.result.Payload.got %}",
                    "Assign": {"status": "{% $states.result.StatusCode %}"},
                    "Next": "Pay",
                },
                "Pay": {
                    "Type": "Task",
                    "Resource": env["fn"]["boom"],
                    "Arguments": {"order": "{% 'o-' & $string($states.input.n) %}"},
                    "Catch": [
                        {
                            "ErrorEquals": ["PaymentDeclined"],
                            "Output": {
                                "doubled": "{% $states.input.n %}",
                                "error": "{% $states.errorOutput.Error %}",
                                "status": "{% $status %}",
                            },
                            "Next": "Done",
                        }
                    ],
                    "End": True,
                },
                "Done": {"Type": "Succeed"},
            },
        },
        env["role"],
        {"n": 21},
    )
    assert output(wait_done(sfn, execution, 60)) == {"doubled": 42, "error": "PaymentDeclined", "status": 200}


def test_nested_executions_sync_and_sync2(labcloud: LabcloudProcess, sfn: Any, env: dict[str, Any]) -> None:
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": ["states:StartExecution", "states:DescribeExecution"],
                "Resource": "*",
            }
        ],
    }
    labcloud.boto3_client("iam").put_role_policy(
        RoleName="sfn-full", PolicyName="nested", PolicyDocument=json.dumps(policy)
    )
    child = sfn.create_state_machine(
        name="child",
        roleArn=env["role"],
        definition=json.dumps(
            {
                "StartAt": "C",
                "States": {
                    "C": {
                        "Type": "Choice",
                        "Choices": [{"Variable": "$.fail", "BooleanEquals": True, "Next": "Bad"}],
                        "Default": "Good",
                    },
                    "Good": {
                        "Type": "Pass",
                        "Parameters": {"doubled.$": "States.MathAdd($.n, $.n)"},
                        "End": True,
                    },
                    "Bad": {"Type": "Fail", "Error": "ChildFailed", "Cause": "asked to"},
                },
            }
        ),
    )["stateMachineArn"]
    execution = start(
        sfn,
        {
            "StartAt": "Run2",
            "States": {
                "Run2": {
                    "Type": "Task",
                    "Resource": "arn:aws:states:::states:startExecution.sync:2",
                    "Parameters": {"StateMachineArn": child, "Input": {"n.$": "$.n", "fail": False}},
                    "ResultSelector": {"out.$": "$.Output", "status.$": "$.Status"},
                    "ResultPath": "$.two",
                    "Next": "Run1",
                },
                "Run1": {
                    "Type": "Task",
                    "Resource": "arn:aws:states:::states:startExecution.sync",
                    "Parameters": {"StateMachineArn": child, "Input": {"n": 1, "fail": True}},
                    "Catch": [
                        {"ErrorEquals": ["States.TaskFailed"], "ResultPath": "$.failed", "Next": "Done"}
                    ],
                    "End": True,
                },
                "Done": {"Type": "Pass", "End": True},
            },
        },
        env["role"],
        {"n": 4},
    )
    out = output(wait_done(sfn, execution, 60))
    assert out["two"] == {"out": {"doubled": 8}, "status": "SUCCEEDED"}
    cause = json.loads(out["failed"]["Cause"])
    assert (
        out["failed"]["Error"] == "States.TaskFailed"
        and cause["Status"] == "FAILED"
        and cause["Error"] == "ChildFailed"
    )
    children = sfn.list_executions(stateMachineArn=child)["executions"]
    assert sorted(e["status"] for e in children) == ["FAILED", "SUCCEEDED"]
