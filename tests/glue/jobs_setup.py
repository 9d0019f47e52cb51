"""Helpers of the Glue job tests: a role Glue may assume, a script in S3, waiting for a run to end."""

from __future__ import annotations

import json
import time
import uuid
from typing import Any

FINAL = ("SUCCEEDED", "FAILED", "TIMEOUT", "STOPPED", "ERROR")

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "glue.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def role(iam: Any, policy: dict[str, Any] | None = None) -> str:
    name = f"glue-role-{uuid.uuid4().hex[:8]}"
    arn = str(iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"])
    allow = policy or {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": ["s3:*", "logs:*"], "Resource": "*"}],
    }
    iam.put_role_policy(RoleName=name, PolicyName="job", PolicyDocument=json.dumps(allow))
    return arn


def script(s3: Any, source: str) -> tuple[str, str]:
    """A new bucket holding ``source`` as a script: (bucket, its s3:// location)."""
    bucket = f"glue-scripts-{uuid.uuid4().hex[:10]}"
    s3.create_bucket(Bucket=bucket)
    s3.put_object(Bucket=bucket, Key="scripts/job.py", Body=source.encode())
    return bucket, f"s3://{bucket}/scripts/job.py"


def wait(glue: Any, job: str, run_id: str, seconds: float = 90) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    while True:
        run = glue.get_job_run(JobName=job, RunId=run_id)["JobRun"]
        if run["JobRunState"] in FINAL or time.monotonic() > deadline:
            return dict(run)
        time.sleep(0.2)


def log_lines(logs: Any, group: str, stream: str) -> list[str]:
    events = logs.get_log_events(logGroupName=group, logStreamName=stream, startFromHead=True)["events"]
    return [e["message"] for e in events]
