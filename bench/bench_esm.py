"""End-to-end SQS → Lambda → DynamoDB: messages/s at batch size 1 and 10 with 4 sandboxes, and
send-to-written latency when idle.

Run: python bench/bench_esm.py [BATCH ...]   (starts its own labcloud; prints numbers, asserts nothing)

The end of a run is noticed with GetQueueAttributes (a message is deleted only after the
function wrote its item), then confirmed with one Scan: polling a full Scan every 50 ms cost
the server as much CPU as the whole poller. CPU time per message of the server and of the
sandboxes is printed too, since msg/s on a shared 2-core machine depends on everything else
running there.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import psutil

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


def cpu_seconds(server: LabcloudProcess) -> tuple[float, float]:
    """CPU seconds used so far by the server and by its sandboxes (children still alive)."""
    assert server.proc is not None
    process = psutil.Process(server.proc.pid)
    own = sum(process.cpu_times()[:2])
    children = 0.0
    for child in process.children(recursive=True):
        try:
            children += sum(child.cpu_times()[:2])
        except psutil.Error:
            continue
    return own, children


def machine_busy() -> float:
    times = psutil.cpu_times()
    return float(
        times.user
        + times.system
        + getattr(times, "nice", 0.0)
        + getattr(times, "irq", 0.0)
        + getattr(times, "softirq", 0.0)
    )


def run(server: LabcloudProcess, deploy: object, batch: int, total: int) -> None:
    sqs = server.boto3_client("sqs")
    ddb = server.boto3_client("dynamodb")
    lam = server.boto3_client("lambda")
    table = f"bench{batch}"
    ddb.create_table(
        TableName=table,
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
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
    # the first message also waits for the mapping's first poll and the sandbox's cold start
    cold, warm = latencies[0], latencies[1:]
    print(
        f"batch {batch}: idle send-to-written p50 {statistics.median(warm):.1f} ms, "
        f"max {max(warm):.1f} ms over {len(warm)} messages; the first (cold start) {cold:.1f} ms"
    )

    def send(chunk: int) -> None:
        client = server.boto3_client("sqs")
        for start in range(0, 100, 10):
            now = time.time()
            client.send_message_batch(
                QueueUrl=url,
                Entries=[
                    {"Id": str(i), "MessageBody": json.dumps({"id": f"m{chunk}-{start + i}", "sent": now})}
                    for i in range(10)
                ],
            )

    server_cpu, sandbox_cpu = cpu_seconds(server)
    busy = machine_busy()
    began = time.time()
    with ThreadPoolExecutor(4) as pool:
        list(pool.map(send, range(total // 100)))
    names = ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"]
    while True:
        depth = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=names)["Attributes"]
        if (
            all(depth[name] == "0" for name in names)
            and ddb.scan(TableName=table, Select="COUNT")["Count"] >= total + 30
        ):
            break
        time.sleep(0.01)
    elapsed = time.time() - began
    server_after, sandbox_after = cpu_seconds(server)
    busy = (machine_busy() - busy) / elapsed / (os.cpu_count() or 1) * 100
    print(
        f"batch {batch}: {total} messages end to end in {elapsed:.2f} s = {total / elapsed:.0f} msg/s "
        f"(4 sandboxes); CPU per message: server {(server_after - server_cpu) / total * 1000:.2f} ms, "
        f"sandboxes {(sandbox_after - sandbox_cpu) / total * 1000:.2f} ms; machine {busy:.0f}% busy"
    )


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        deploy = deployer(server, create_role(server))
        sizes = [int(arg) for arg in sys.argv[1:]] or [1, 10]
        for batch in sizes:
            run(server, deploy, batch, 1000 if batch == 1 else 3000)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
