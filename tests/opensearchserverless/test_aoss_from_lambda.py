"""A Lambda function reaching a collection as AWS's patterns' functions do: it reads the collection
endpoint from its environment, signs with its execution role's session credentials for service ``aoss``
(botocore's SigV4, as opensearch-py's AWSV4SignerAuth does) and calls the https:// endpoint by its host name
(the sandbox resolves ``*.localhost`` and trusts labcloud's CA). The data access policy names the role's
ARN, which a role session matches; a role the policy does not name gets AOSS's 403."""

from __future__ import annotations

import io
import json
import zipfile
from typing import Any

from aoss_helpers import client, open_collection

from labcloud.testing.server_process import LabcloudProcess

ROOT = "arn:aws:iam::000000000000:root"
CODE = """
import json, os, urllib.request
import boto3
from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest

def handler(event, context):
    endpoint = os.environ["COLLECTION_ENDPOINT"]
    body = json.dumps(event["body"]).encode() if event.get("body") is not None else None
    request = AWSRequest(method=event["method"], url=endpoint + event["path"], data=body,
                         headers={"content-type": "application/json"})
    credentials = boto3.Session().get_credentials().get_frozen_credentials()
    SigV4Auth(credentials, "aoss", os.environ["AWS_REGION"]).add_auth(request)
    sent = urllib.request.Request(request.url, data=body, method=request.method, headers=dict(request.headers))
    try:
        with urllib.request.urlopen(sent, timeout=20) as answer:
            return {"status": answer.status, "body": json.loads(answer.read() or b"null")}
    except urllib.error.HTTPError as error:
        return {"status": error.code, "body": json.loads(error.read() or b"null")}
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


def _function(server: LabcloudProcess, name: str, endpoint: str) -> str:
    iam, lam = server.boto3_client("iam"), server.boto3_client("lambda")
    role = iam.create_role(RoleName=f"{name}-role", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "aoss:APIAccessAll", "Resource": "*"}],
    }
    iam.put_role_policy(RoleName=f"{name}-role", PolicyName="aoss", PolicyDocument=json.dumps(policy))
    lam.create_function(
        FunctionName=name,
        Runtime="python3.12",
        Handler="app.handler",
        Role=role,
        Code={"ZipFile": _zip()},
        Timeout=30,
        Environment={"Variables": {"COLLECTION_ENDPOINT": endpoint}},
    )
    lam.get_waiter("function_active_v2").wait(FunctionName=name)
    return str(role)


def _invoke(server: LabcloudProcess, name: str, event: dict[str, Any]) -> dict[str, Any]:
    answer = server.boto3_client("lambda").invoke(FunctionName=name, Payload=json.dumps(event))
    payload: dict[str, Any] = json.loads(answer["Payload"].read())
    assert "FunctionError" not in answer, payload
    return payload


def test_a_function_indexes_and_searches_as_its_role(aoss: Any, labcloud: LabcloudProcess) -> None:
    collection = open_collection(aoss, "from-lambda", [ROOT])  # a second data policy names the role
    endpoint = collection["collectionEndpoint"]
    role = _function(labcloud, "indexer", endpoint)
    _function(labcloud, "stranger", endpoint)
    aoss.create_access_policy(
        name="indexer-role",
        type="data",
        policy=json.dumps(
            [
                {
                    "Rules": [
                        {
                            "ResourceType": "index",
                            "Resource": ["index/from-lambda/*"],
                            "Permission": ["aoss:*"],
                        }
                    ],
                    "Principal": [role],
                }
            ]
        ),
    )
    made = _invoke(
        labcloud, "indexer", {"method": "PUT", "path": "/notes/_doc/1", "body": {"text": "hello from lambda"}}
    )
    assert made["status"] == 201 and made["body"]["result"] == "created"
    found = _invoke(
        labcloud,
        "indexer",
        {"method": "POST", "path": "/notes/_search", "body": {"query": {"match": {"text": "lambda"}}}},
    )
    assert found["status"] == 200 and found["body"]["hits"]["hits"][0]["_id"] == "1"
    refused = _invoke(labcloud, "stranger", {"method": "GET", "path": "/notes/_doc/1"})
    assert refused["status"] == 403 and refused["body"]["error"]["type"] == "Forbidden"
    assert client(labcloud, collection["id"]).get(index="notes", id="1")["_source"] == {
        "text": "hello from lambda"
    }
