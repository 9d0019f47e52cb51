"""A Lambda function using the Data API as AWS's serverless patterns do: boto3's ``rds-data`` client,
the cluster and secret ARNs from its environment, rows inserted and selected on the real postgres."""

from __future__ import annotations

import io
import json
import zipfile
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

CODE = """
import os
import boto3

client = boto3.client("rds-data")
DB = {"resourceArn": os.environ["CLUSTER_ARN"], "secretArn": os.environ["SECRET_ARN"], "database": "app"}

def handler(event, context):
    client.execute_statement(sql="CREATE TABLE IF NOT EXISTS visits (id serial PRIMARY KEY, who text)", **DB)
    client.execute_statement(
        sql="INSERT INTO visits (who) VALUES (:who)",
        parameters=[{"name": "who", "value": {"stringValue": event["who"]}}],
        **DB,
    )
    rows = client.execute_statement(sql="SELECT id, who FROM visits ORDER BY id", formatRecordsAs="JSON", **DB)
    return rows["formattedRecords"]
"""
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def _zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", CODE)
    return buffer.getvalue()


def _invoke(server: LabcloudProcess, event: dict[str, Any]) -> Any:
    answer = server.boto3_client("lambda").invoke(FunctionName="visits", Payload=json.dumps(event))
    payload = json.loads(answer["Payload"].read())
    assert "FunctionError" not in answer, payload
    return json.loads(payload)


def test_a_function_inserts_and_selects_rows(labcloud: LabcloudProcess, database: dict[str, str]) -> None:
    iam, lam = labcloud.boto3_client("iam"), labcloud.boto3_client("lambda")
    role = iam.create_role(RoleName="visits-role", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    allowed = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Action": "rds-data:*", "Resource": database["resourceArn"]},
            {"Effect": "Allow", "Action": "secretsmanager:GetSecretValue", "Resource": database["secretArn"]},
        ],
    }
    iam.put_role_policy(RoleName="visits-role", PolicyName="data", PolicyDocument=json.dumps(allowed))
    lam.create_function(
        FunctionName="visits",
        Runtime="python3.12",
        Handler="app.handler",
        Role=role,
        Code={"ZipFile": _zip()},
        Timeout=30,
        Environment={
            "Variables": {"CLUSTER_ARN": database["resourceArn"], "SECRET_ARN": database["secretArn"]}
        },
    )
    lam.get_waiter("function_active_v2").wait(FunctionName="visits")
    assert _invoke(labcloud, {"who": "ada"}) == [{"id": 1, "who": "ada"}]
    assert _invoke(labcloud, {"who": "grace"}) == [{"id": 1, "who": "ada"}, {"id": 2, "who": "grace"}]
    seen = labcloud.boto3_client("rds-data").execute_statement(
        resourceArn=database["resourceArn"],
        secretArn=database["secretArn"],
        sql="SELECT count(*) FROM visits",
    )
    assert seen["records"] == [[{"longValue": 2}]]
