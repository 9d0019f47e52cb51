"""Tagging API and Resource Groups benchmark: what a tag lookup across services costs as the account grows.

Run: python bench/bench_tagging.py   (starts its own labcloud in memory; prints numbers, asserts nothing)

Printed, p50/p90/p99 over the rounds after a warm-up, with 100 and then 1,000 tagged resources spread over SQS,
SNS, DynamoDB and SSM (a tenth of them tagged ``app=hot``): GetResources with a tag filter (first page of 100),
GetResources with a resource type filter, GetTagKeys, a Resource Groups ListGroupResources of the ``hot`` group,
and TagResources of 20 ARNs of four services.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

ROUNDS = 30
WARMUP = 3


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timed(call: Callable[[int], Any]) -> list[float]:
    out: list[float] = []
    for index in range(ROUNDS + WARMUP):
        started = time.perf_counter()
        call(index)
        if index >= WARMUP:
            out.append((time.perf_counter() - started) * 1000)
    return out


def show(name: str, values: list[float]) -> None:
    print(
        f"{name:52s} p50 {pct(values, 0.5):7.2f} ms  p90 {pct(values, 0.9):7.2f} ms  p99 {pct(values, 0.99):7.2f} ms"
    )


def populate(server: LabcloudProcess, start: int, count: int) -> list[str]:
    sqs, sns = server.boto3_client("sqs"), server.boto3_client("sns")
    ddb, ssm = server.boto3_client("dynamodb"), server.boto3_client("ssm")
    arns: list[str] = []
    for i in range(start, start + count):
        tags = {"app": "hot" if i % 10 == 0 else f"app{i % 7}", "n": str(i)}
        pairs = [{"Key": k, "Value": v} for k, v in tags.items()]
        kind = i % 4
        if kind == 0:
            url = sqs.create_queue(QueueName=f"q{i}", tags=tags)["QueueUrl"]
            arns.append(
                sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
            )
        elif kind == 1:
            arns.append(sns.create_topic(Name=f"t{i}", Tags=pairs)["TopicArn"])
        elif kind == 2:
            arns.append(
                ddb.create_table(
                    TableName=f"table{i}",
                    KeySchema=[{"AttributeName": "k", "KeyType": "HASH"}],
                    AttributeDefinitions=[{"AttributeName": "k", "AttributeType": "S"}],
                    BillingMode="PAY_PER_REQUEST",
                    Tags=pairs,
                )["TableDescription"]["TableArn"]
            )
        else:
            ssm.put_parameter(Name=f"/p/{i}", Value="v", Type="String", Tags=pairs)
            arns.append(f"arn:aws:ssm:us-east-1:000000000000:parameter/p/{i}")
    return arns


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        tagging = server.boto3_client("resourcegroupstaggingapi")
        rg = server.boto3_client("resource-groups")
        query = {
            "ResourceTypeFilters": ["AWS::AllSupported"],
            "TagFilters": [{"Key": "app", "Values": ["hot"]}],
        }
        rg.create_group(Name="hot", ResourceQuery={"Type": "TAG_FILTERS_1_0", "Query": json.dumps(query)})
        arns: list[str] = []
        for size in (100, 1000):
            arns += populate(server, len(arns), size - len(arns))
            print(f"-- {size} tagged resources")
            show(
                "GetResources app=hot",
                timed(lambda _: tagging.get_resources(TagFilters=[{"Key": "app", "Values": ["hot"]}])),
            )
            show(
                "GetResources ResourceTypeFilters=[sqs]",
                timed(lambda _: tagging.get_resources(ResourceTypeFilters=["sqs"])),
            )
            show("GetTagKeys", timed(lambda _: tagging.get_tag_keys()))
            show("ListGroupResources hot", timed(lambda _: rg.list_group_resources(Group="hot")))
            batch = arns[:20]
            show(
                "TagResources 20 ARNs of 4 services",
                timed(
                    lambda i, batch=batch: tagging.tag_resources(
                        ResourceARNList=batch, Tags={"round": str(i)}
                    )
                ),
            )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
