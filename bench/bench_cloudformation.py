"""Benchmark: CloudFormation stacks of 10 and 50 resources, CreateStack → CREATE_COMPLETE (and delete).

Starts its own labcloud (on-disk store, like a user's), then creates and deletes the same 10-resource
stack several times through boto3: an IAM role, a Lambda function with inline code, an SQS queue and
dead-letter queue, an event source mapping, two DynamoDB tables, a log group, a managed policy and a
queue policy. The time is from the CreateStack call to the first DescribeStacks that answers
CREATE_COMPLETE (polled every 10 ms). The 50-resource stack is five renamed copies of the 10 (references
rewritten), and is also timed server-side, excluding the client's polling: from the stack's CreationTime to the
timestamp of its own CREATE_COMPLETE event. Target: under 2 s for both. Run: ``python bench/bench_cloudformation.py``.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

try:
    from labcloud.testing.server_process import LabcloudProcess
except ImportError:  # a checkout without the package installed
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    from labcloud.testing.server_process import LabcloudProcess

RUNS = 7
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
TABLE = {
    "Type": "AWS::DynamoDB::Table",
    "Properties": {
        "BillingMode": "PAY_PER_REQUEST",
        "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
        "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
    },
}
TEMPLATE = {
    "Resources": {
        "Role": {
            "Type": "AWS::IAM::Role",
            "Properties": {
                "AssumeRolePolicyDocument": TRUST,
                "ManagedPolicyArns": ["arn:aws:iam::aws:policy/service-role/AWSLambdaSQSQueueExecutionRole"],
            },
        },
        "Dlq": {"Type": "AWS::SQS::Queue"},
        "Jobs": {
            "Type": "AWS::SQS::Queue",
            "Properties": {
                "VisibilityTimeout": 30,
                "RedrivePolicy": {
                    "deadLetterTargetArn": {"Fn::GetAtt": ["Dlq", "Arn"]},
                    "maxReceiveCount": 3,
                },
            },
        },
        "Fn": {
            "Type": "AWS::Lambda::Function",
            "Properties": {
                "Runtime": "python3.12",
                "Handler": "index.handler",
                "Role": {"Fn::GetAtt": ["Role", "Arn"]},
                "Code": {"ZipFile": "def handler(e, c):\n    return 1\n"},
                "Environment": {"Variables": {"TABLE": {"Ref": "Orders"}}},
            },
        },
        "Mapping": {
            "Type": "AWS::Lambda::EventSourceMapping",
            "Properties": {
                "FunctionName": {"Ref": "Fn"},
                "EventSourceArn": {"Fn::GetAtt": ["Jobs", "Arn"]},
                "BatchSize": 1,
            },
        },
        "Orders": TABLE,
        "Audit": TABLE,
        "Logs": {"Type": "AWS::Logs::LogGroup", "Properties": {"RetentionInDays": 7}},
        "Managed": {
            "Type": "AWS::IAM::ManagedPolicy",
            "Properties": {
                "Roles": [{"Ref": "Role"}],
                "PolicyDocument": {
                    "Version": "2012-10-17",
                    "Statement": [
                        {
                            "Effect": "Allow",
                            "Action": "dynamodb:*",
                            "Resource": {"Fn::GetAtt": ["Orders", "Arn"]},
                        }
                    ],
                },
            },
        },
        "QueuePolicy": {
            "Type": "AWS::SQS::QueuePolicy",
            "Properties": {
                "Queues": [{"Ref": "Jobs"}],
                "PolicyDocument": {
                    "Version": "2012-10-17",
                    "Statement": [
                        {
                            "Effect": "Allow",
                            "Principal": {"AWS": "*"},
                            "Action": "sqs:SendMessage",
                            "Resource": "*",
                        }
                    ],
                },
            },
        },
    }
}


def renamed(value: Any, prefix: str, names: set[str]) -> Any:
    """``value`` with every Ref/GetAtt/Roles/Queues reference to a logical id in ``names`` given ``prefix``."""
    if isinstance(value, dict):
        if set(value) == {"Ref"} and value["Ref"] in names:
            return {"Ref": prefix + value["Ref"]}
        if set(value) == {"Fn::GetAtt"} and value["Fn::GetAtt"][0] in names:
            return {"Fn::GetAtt": [prefix + value["Fn::GetAtt"][0], *value["Fn::GetAtt"][1:]]}
        return {key: renamed(item, prefix, names) for key, item in value.items()}
    if isinstance(value, list):
        return [renamed(item, prefix, names) for item in value]
    return value


def scaled(copies: int) -> dict[str, Any]:
    """The 10-resource template ``copies`` times over, each copy's logical ids prefixed ``C<n>``."""
    names = set(TEMPLATE["Resources"])
    resources: dict[str, Any] = {}
    for copy in range(copies):
        prefix = f"C{copy}"
        for name, body in TEMPLATE["Resources"].items():
            resources[prefix + name] = renamed(body, prefix, names)
    return {"Resources": resources}


def server_side(cfn: Any, stack: str) -> float:
    """Seconds from the stack's CreationTime to its own CREATE_COMPLETE event (no client polling in it)."""
    created = cfn.describe_stacks(StackName=stack)["Stacks"][0]["CreationTime"]
    for event in cfn.describe_stack_events(StackName=stack)["StackEvents"]:
        if event["LogicalResourceId"] == stack and event["ResourceStatus"] == "CREATE_COMPLETE":
            return float((event["Timestamp"] - created).total_seconds())
    raise SystemExit(f"{stack}: no CREATE_COMPLETE event")


def settle(cfn: Any, stack: str, done: str) -> float:
    start = time.perf_counter()
    while True:
        status = cfn.describe_stacks(StackName=stack)["Stacks"][0]["StackStatus"]
        if status == done:
            return time.perf_counter() - start
        if not status.endswith("IN_PROGRESS"):
            raise SystemExit(f"stack ended {status}")
        time.sleep(0.01)


def measure(cfn: Any, template: dict[str, Any], label: str) -> None:
    body = json.dumps(template)
    creates: list[float] = []
    deletes: list[float] = []
    servers: list[float] = []
    for run in range(RUNS):
        name = f"bench-{label}-{run}"
        start = time.perf_counter()
        stack_id = cfn.create_stack(StackName=name, TemplateBody=body, Capabilities=["CAPABILITY_IAM"])[
            "StackId"
        ]
        call = time.perf_counter() - start
        creates.append(call + settle(cfn, name, "CREATE_COMPLETE"))
        servers.append(server_side(cfn, name))
        start = time.perf_counter()
        cfn.delete_stack(StackName=name)
        deletes.append(time.perf_counter() - start + settle(cfn, stack_id, "DELETE_COMPLETE"))
    print(f"CloudFormation stack of {len(template['Resources'])} resources, {RUNS} runs (on-disk store)")
    print(
        f"  create → CREATE_COMPLETE: p50 {statistics.median(creates) * 1000:.0f} ms, "
        f"max {max(creates) * 1000:.0f} ms, min {min(creates) * 1000:.0f} ms   (target < 2000 ms)"
    )
    print(
        f"  create, server-side (CreationTime → stack CREATE_COMPLETE event): "
        f"p50 {statistics.median(servers) * 1000:.0f} ms, max {max(servers) * 1000:.0f} ms   (target < 2000 ms)"
    )
    print(
        f"  delete → DELETE_COMPLETE: p50 {statistics.median(deletes) * 1000:.0f} ms, "
        f"max {max(deletes) * 1000:.0f} ms"
    )


def main() -> None:
    assert len(TEMPLATE["Resources"]) == 10
    server = LabcloudProcess().start()
    try:
        cfn = server.boto3_client("cloudformation")
        measure(cfn, TEMPLATE, "10")
        measure(cfn, scaled(5), "50")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
