"""Classroom benchmark: 30 learners doing the seed lab (idempotent-consumer) and its check loop at once.

Run: python bench/bench_classroom.py [LEARNERS [INTERVAL]]   (starts its own labcloud; prints numbers,
asserts nothing; defaults 30 learners, a check every 2 s each)

One server with ``--classroom`` and a roster of 30; one thread per learner, all at once, each with its
own keys (so its own account). Each learner does what the lab's text says, as the lab CLI would:
provision (``lab start``), check, create the queue and map it to the worker, check, deploy the guarded
worker and send the first order, then check every INTERVAL seconds until step 2 passes (at most
120 s): a learner re-running ``lab check`` far more often than one types it. Every
fifth learner makes step 1's mistake instead (batch size 10) and keeps checking.

Printed: the latency of every ``lab check`` (the signed GET /_labcloud/labs/check the CLI sends)
as p50 / p99 / max, overall and within the check loop (after every learner's set-up), and every step judged otherwise than that learner's own actions call for (a
learner's step 1 verdict must follow their own batch size, never a neighbour's; step 2 must pass
for the learners who solved it and never fail). Target: every check within 1 s, no wrong verdict.
"""

from __future__ import annotations

import io
import json
import os
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import boto3
from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.config import Config
from botocore.credentials import Credentials

from labcloud.labs.scenarios import get
from labcloud.testing.server_process import LabcloudProcess

LAB = "idempotent-consumer"
LOOP_SECONDS = 120.0
INTERVAL = 2.0


def guarded_worker() -> bytes:
    """Step 2's app.py, as the lab's text gives it, zipped."""
    text = get(LAB).instructions("en")
    code = text.split("cat > app.py <<'PY'\n", 1)[1].split("\nPY\n", 1)[0] + "\n"
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", code)
    return buffer.getvalue()


class Learner:
    def __init__(self, server: LabcloudProcess, keys: dict[str, str], mistaken: bool) -> None:
        self.server = server
        self.keys = keys
        self.name = keys["name"]
        self.mistaken = mistaken
        self.session = boto3.session.Session(
            aws_access_key_id=keys["access_key"],
            aws_secret_access_key=keys["secret_access_key"],
            region_name="us-east-1",
        )
        self.clients: dict[str, Any] = {}
        self.latencies: list[float] = []
        #: How many of ``latencies`` came before the check loop (lab start and step 1).
        self.setup_checks = 0
        self.wrong: list[str] = []

    def client(self, service: str) -> Any:
        if service not in self.clients:
            self.clients[service] = self.session.client(
                service, endpoint_url=self.server.endpoint, config=Config(retries={"max_attempts": 2})
            )
        return self.clients[service]

    def internal(self, method: str, path: str, body: Any = None) -> Any:
        url = self.server.endpoint + "/_labcloud" + path
        data = None if body is None else json.dumps(body).encode()
        signed = AWSRequest(
            method=method, url=url, data=data or b"", headers={"content-type": "application/json"}
        )
        credentials = Credentials(self.keys["access_key"], self.keys["secret_access_key"])
        SigV4Auth(credentials, "labcloud", "us-east-1").add_auth(signed)
        request = urllib.request.Request(url, data=data, method=method, headers=dict(signed.headers.items()))
        with urllib.request.urlopen(request, timeout=120) as response:
            return json.loads(response.read())

    def check(self) -> dict[str, dict[str, str]]:
        started = time.perf_counter()
        report = self.internal("GET", "/labs/check")
        self.latencies.append(time.perf_counter() - started)
        return {step["id"]: step for step in report["steps"]}

    def expect(self, steps: dict[str, dict[str, str]], step: str, status: str, moment: str) -> None:
        if steps[step]["status"] != status:
            self.wrong.append(
                f"{self.name} {moment}: {step} is {steps[step]['status']} ({steps[step]['reason'][:120]}),"
                f" expected {status}"
            )

    def run(self, code: bytes, barrier: threading.Barrier) -> None:
        scenario = get(LAB)
        barrier.wait()
        baseline = scenario.provision(self.client)
        self.internal("POST", "/labs/start", {"name": LAB, "lang": "en", "baseline": baseline})
        self.expect(self.check(), "connect", "pending", "after lab start")
        sqs, lam = self.client("sqs"), self.client("lambda")
        url = sqs.create_queue(QueueName="labex-q05-jobs", Attributes={"VisibilityTimeout": "30"})["QueueUrl"]
        arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
        batch = 10 if self.mistaken else 1
        lam.create_event_source_mapping(
            FunctionName="labex-q05-worker", EventSourceArn=arn, BatchSize=batch, Enabled=True
        )
        steps = self.check()
        self.expect(steps, "connect", "failed" if self.mistaken else "passed", "after step 1")
        if self.mistaken and "batch size is 10" not in steps["connect"]["reason"]:
            self.wrong.append(f"{self.name} after step 1: reason {steps['connect']['reason'][:120]!r}")
        if not self.mistaken:
            lam.update_function_code(FunctionName="labex-q05-worker", ZipFile=code)
            sqs.send_message(QueueUrl=url, MessageBody='{"id":"dedup-order","quantity":4}')
        self.setup_checks = len(self.latencies)
        deadline = time.monotonic() + LOOP_SECONDS
        while time.monotonic() < deadline:
            time.sleep(INTERVAL)
            steps = self.check()
            self.expect(steps, "connect", "failed" if self.mistaken else "passed", "in the loop")
            if steps["guard"]["status"] == "failed":
                self.wrong.append(f"{self.name} in the loop: guard failed: {steps['guard']['reason'][:160]}")
                return
            if self.mistaken and len(self.latencies) >= self.setup_checks + 5:
                return
            if steps["guard"]["status"] == "passed":
                if self.mistaken:
                    self.wrong.append(f"{self.name}: guard passed without a deployed guard")
                return
        self.wrong.append(f"{self.name}: step 2 still {steps['guard']['status']} after {LOOP_SECONDS:.0f} s")


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main() -> int:
    global INTERVAL
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    INTERVAL = float(sys.argv[2]) if len(sys.argv) > 2 else INTERVAL
    folder = Path(tempfile.mkdtemp(prefix="labcloud-bench-classroom-"))
    (folder / "roster").write_text(f"{count}\n")
    server = LabcloudProcess(
        data_dir=folder / "data", extra_args=["--classroom", str(folder / "roster")]
    ).start()
    try:
        keys = server.get("/_labcloud/classroom/credentials")["learners"]
        learners = [Learner(server, k, mistaken=index % 5 == 4) for index, k in enumerate(keys)]
        code = guarded_worker()
        barrier = threading.Barrier(len(learners))
        started = time.perf_counter()
        with ThreadPoolExecutor(max_workers=len(learners)) as pool:
            futures = [pool.submit(learner.run, code, barrier) for learner in learners]
            for learner, future in zip(learners, futures, strict=True):
                try:
                    future.result()
                except Exception as error:  # noqa: BLE001 - a learner's failure is a finding, not a crash
                    learner.wrong.append(f"{learner.name}: {type(error).__name__}: {error}")
        elapsed = time.perf_counter() - started
    finally:
        server.stop()
    latencies = [x for learner in learners for x in learner.latencies]
    looping = [x for learner in learners for x in learner.latencies[learner.setup_checks :]]
    wrong = [line for learner in learners for line in learner.wrong]
    load = os.getloadavg()[0]
    print(
        f"classroom bench: {count} learners at once, a check every {INTERVAL:g} s each, on"
        f" {os.cpu_count()} cores, {elapsed:.1f} s,"
        f" load average {load:.1f}"
    )
    for label, chosen in (("every lab check", latencies), ("in the check loop", looping)):
        if chosen:
            print(
                f"{label}: {len(chosen)} checks  p50 {statistics.median(chosen) * 1000:.0f} ms"
                f"  p99 {percentile(chosen, 0.99) * 1000:.0f} ms  max {max(chosen) * 1000:.0f} ms"
                f"  (target: all within 1000 ms; over: {sum(1 for x in chosen if x > 1.0)})"
            )
    print(f"steps judged wrongly: {len(wrong)} (target 0)")
    for line in wrong[:20]:
        print("  " + line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
