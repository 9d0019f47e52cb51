"""End-to-end SQS → Lambda → DynamoDB: messages/s at batch size 1 and 10 with 4 sandboxes, and
send-to-written latency when idle.

Run: python bench/bench_esm.py   (starts its own labcloud; prints numbers, asserts nothing)
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "lambda_"))

from lambda_helpers import create_role, deployer  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

CONSUMER = """
import json, os, time, boto3
table = boto3.client("dynamodb", endpoint_url=os.environ["AWS_ENDPOINT_URL"]).__class__  # warm import
ddb = boto3.client("dynamodb", endpoint_url=os.environ["AWS_ENDPOINT_URL"])
def handler(event, context):
    for record in event["Records"]:
        body = json.loads(record["body"])
        ddb.put_item(TableName=os.environ["TABLE"], Item={"id": {"S": body["id"]},
                     "sent": {"N": str(body["sent"])}, "written": {"N": repr(time.time())}})
"""


def run(server: LabcloudProcess, deploy: object, batch: int, total: int) -> None:
    sqs = server.boto3_client("sqs")
    ddb = server.boto3_client("dynamodb")
    lam = server.boto3_client("lambda")
    table = f"bench{batch}"
    ddb.create_table(TableName=table, KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
                     AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
                     BillingMode="PAY_PER_REQUEST")
    name = f"consumer{batch}"
    deploy(name, CONSUMER, Environment={"Variables": {"TABLE": table}}, Timeout=10)  # type: ignore[operator]
    lam.put_function_concurrency(FunctionName=name, ReservedConcurrentExecutions=4)
    url = sqs.create_queue(QueueName=f"q{batch}", Attributes={"VisibilityTimeout": "30"})["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    extra = {"MaximumBatchingWindowInSeconds": 0} if batch <= 10 else {"MaximumBatchingWindowInSeconds": 1}
    lam.create_event_source_mapping(FunctionName=name, EventSourceArn=arn, BatchSize=batch, **extra)
    # idle latency first: one message at a time
    latencies = []
    for index in range(30):
        sent = time.time()
        sqs.send_message(QueueUrl=url, MessageBody=json.dumps({"id": f"lat{index}", "sent": sent}))
        while True:
            item = ddb.get_item(TableName=table, Key={"id": {"S": f"lat{index}"}}).get("Item")
            if item:
                latencies.append((float(item["written"]["N"]) - sent) * 1000)
                break
            time.sleep(0.002)
    print(f"batch {batch}: idle send-to-written p50 {statistics.median(latencies):.1f} ms "
          f"p99 {sorted(latencies)[-1]:.1f} ms")

    def send(chunk: int) -> None:
        client = server.boto3_client("sqs")
        for start in range(0, 100, 10):
            now = time.time()
            client.send_message_batch(QueueUrl=url, Entries=[
                {"Id": str(i), "MessageBody": json.dumps({"id": f"m{chunk}-{start + i}", "sent": now})}
                for i in range(10)])

    began = time.time()
    with ThreadPoolExecutor(4) as pool:
        list(pool.map(send, range(total // 100)))
    while True:
        count = ddb.scan(TableName=table, Select="COUNT")["Count"]
        if count >= total + 30:
            break
        time.sleep(0.05)
    elapsed = time.time() - began
    print(f"batch {batch}: {total} messages end to end in {elapsed:.2f} s = {total / elapsed:.0f} msg/s "
          "(4 sandboxes)")


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        deploy = deployer(server, create_role(server))
        run(server, deploy, 1, 1000)
        run(server, deploy, 10, 3000)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
