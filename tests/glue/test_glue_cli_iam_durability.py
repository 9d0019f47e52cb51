"""The ``aws`` CLI against Glue, IAM deciding ``glue:`` actions on catalog, database, table and job ARNs (and the
job's role deciding what its script may do), and what Glue answered 2xx surviving a restart; a run the
restart interrupted is FAILED afterwards."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from tests.glue.jobs_setup import role, script, wait

from labcloud.testing.server_process import LabcloudProcess

WRITER = """
import sys
import boto3
from awsglue.utils import getResolvedOptions

args = getResolvedOptions(sys.argv, ["bucket"])
boto3.client("s3").put_object(Bucket=args["bucket"], Key="written.txt", Body=b"ok")
"""


def test_cli_iam_and_a_restart(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = LabcloudProcess(data_dir=data, extra_args=["--enforce-iam"]).start()
    try:
        server.aws("glue", "create-database", "--database-input", json.dumps({"Name": "Sales"}))
        table = {
            "Name": "orders",
            "StorageDescriptor": {"Columns": [{"Name": "id", "Type": "int"}], "Location": "s3://b/orders/"},
            "PartitionKeys": [{"Name": "day", "Type": "string"}],
        }
        server.aws("glue", "create-table", "--database-name", "sales", "--table-input", json.dumps(table))
        server.aws(
            "glue",
            "create-partition",
            "--database-name",
            "sales",
            "--table-name",
            "orders",
            "--partition-input",
            json.dumps({"Values": ["2024-01-01"]}),
        )
        got = server.aws_json("glue", "get-table", "--database-name", "sales", "--name", "orders")["Table"]
        assert got["PartitionKeys"] == [{"Name": "day", "Type": "string"}]
        refused = server.aws("glue", "get-table", "--database-name", "sales", "--name", "nope", check=False)
        assert refused.returncode != 0 and "EntityNotFoundException" in refused.stderr
        s3, iam = server.boto3_client("s3"), server.boto3_client("iam")
        bucket, location = script(s3, WRITER)
        only_read = {
            "Version": "2012-10-17",
            "Statement": [
                {"Effect": "Allow", "Action": "s3:GetObject", "Resource": f"arn:aws:s3:::{bucket}/*"}
            ],
        }
        command = json.dumps({"Name": "pythonshell", "ScriptLocation": location})
        args = json.dumps({"--bucket": bucket})
        for name, policy in (("writer", None), ("reader", only_read)):
            server.aws(
                "glue",
                "create-job",
                "--name",
                name,
                "--role",
                role(iam, policy),
                "--command",
                command,
                "--default-arguments",
                args,
            )
        glue: Any = server.boto3_client("glue")
        done = wait(
            glue, "writer", server.aws_json("glue", "start-job-run", "--job-name", "writer")["JobRunId"]
        )
        assert done["JobRunState"] == "SUCCEEDED", done.get("ErrorMessage")
        assert s3.get_object(Bucket=bucket, Key="written.txt")["Body"].read() == b"ok"
        # the job's role decides what its boto3 calls may do: no s3:PutObject, so the script fails
        denied = wait(glue, "reader", glue.start_job_run(JobName="reader")["JobRunId"])
        assert denied["JobRunState"] == "FAILED" and "AccessDenied" in denied["ErrorMessage"]
        _iam_decides(server)
        _bucket, sleeper = script(s3, "import time\ntime.sleep(300)\n")
        glue.create_job(
            Name="sleeper", Role=role(iam), Command={"Name": "pythonshell", "ScriptLocation": sleeper}
        )
        interrupted = glue.start_job_run(JobName="sleeper")["JobRunId"]
        deadline = time.monotonic() + 30
        while glue.get_job_run(JobName="sleeper", RunId=interrupted)["JobRun"]["JobRunState"] != "RUNNING":
            assert time.monotonic() < deadline
            time.sleep(0.2)
    finally:
        server.stop()
    restarted = LabcloudProcess(data_dir=data).start()
    try:
        glue = restarted.boto3_client("glue")
        assert glue.get_database(Name="sales")["Database"]["Name"] == "sales"
        assert glue.get_table(DatabaseName="sales", Name="orders")["Table"]["StorageDescriptor"][
            "Location"
        ] == ("s3://b/orders/")
        parts = glue.get_partitions(DatabaseName="sales", TableName="orders")["Partitions"]
        assert [p["Values"] for p in parts] == [["2024-01-01"]]
        assert glue.get_job(JobName="writer")["Job"]["DefaultArguments"] == {"--bucket": bucket}
        runs = glue.get_job_runs(JobName="writer")["JobRuns"]
        assert [r["JobRunState"] for r in runs] == ["SUCCEEDED"]
        lost = glue.get_job_run(JobName="sleeper", RunId=interrupted)["JobRun"]
        assert lost["JobRunState"] == "FAILED" and "lost" in lost["ErrorMessage"]
        assert glue.start_job_run(JobName="sleeper")["JobRunId"]  # the concurrency slot is free again
    finally:
        restarted.stop()


def _iam_decides(server: LabcloudProcess) -> None:
    iam = server.boto3_client("iam")
    iam.create_user(UserName="analyst")
    key = iam.create_access_key(UserName="analyst")["AccessKey"]
    base = "arn:aws:glue:us-east-1:000000000000:"
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": ["glue:GetDatabase", "glue:GetTable", "glue:GetPartitions"],
                "Resource": [f"{base}catalog", f"{base}database/sales", f"{base}table/sales/*"],
            },
            {"Effect": "Allow", "Action": "glue:GetJob", "Resource": f"{base}job/writer"},
        ],
    }
    iam.put_user_policy(UserName="analyst", PolicyName="p", PolicyDocument=json.dumps(policy))
    creds = {"aws_access_key_id": key["AccessKeyId"], "aws_secret_access_key": key["SecretAccessKey"]}
    glue: Any = server.boto3_client("glue", **creds)
    assert glue.get_table(DatabaseName="sales", Name="orders")["Table"]["Name"] == "orders"
    assert glue.get_job(JobName="writer")["Job"]["Name"] == "writer"
    for call, kwargs in (
        (glue.delete_table, {"DatabaseName": "sales", "Name": "orders"}),
        (glue.create_database, {"DatabaseInput": {"Name": "other"}}),
        (glue.get_job, {"JobName": "reader"}),
        (glue.start_job_run, {"JobName": "writer"}),
    ):
        with pytest.raises(ClientError) as caught:
            call(**kwargs)
        assert caught.value.response["Error"]["Code"] == "AccessDeniedException"
