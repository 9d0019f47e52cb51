"""AWS_IAM on the GraphQL endpoint (SigV4 over service ``appsync``, ``appsync:GraphQL`` decided per field
ARN) and on the control plane (``appsync:*`` actions on the API's ARN) with IAM enforced, and what AppSync
answered 2xx for surviving a restart."""

from __future__ import annotations

import datetime as dt
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from appsync_helpers import graphql, new_api
from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess

#: this module's server holds at most two APIs per account and region
LIMITED = {**os.environ, "LABCLOUD_APPSYNC_MAX_APIS": "2"}


@pytest.fixture(scope="module")
def enforced(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[LabcloudProcess, Path]]:
    data = tmp_path_factory.mktemp("appsync") / "data"
    server = LabcloudProcess(
        data_dir=data, extra_args=["--enforce-iam", "--metrics-resolution", "1"], env=LIMITED
    ).start()
    try:
        yield server, data
    finally:
        server.stop()


def _stat(cw: Any, name: str, dims: list[dict[str, str]], stat: str) -> float | None:
    now = dt.datetime.now(dt.timezone.utc)
    points = cw.get_metric_statistics(
        Namespace="AWS/AppSync",
        MetricName=name,
        Dimensions=dims,
        StartTime=now - dt.timedelta(minutes=5),
        EndTime=now + dt.timedelta(minutes=1),
        Period=300,
        Statistics=[stat],
    )["Datapoints"]
    return sum(float(p[stat]) for p in points) if points else None  # a 5-minute boundary may split them


def _signed(url: str, query: str, key: str, secret: str) -> tuple[int, dict[str, Any]]:
    body = json.dumps({"query": query, "variables": {}})  # as graphql() sends it
    request = AWSRequest(method="POST", url=url, data=body, headers={"Content-Type": "application/json"})
    SigV4Auth(Credentials(key, secret), "appsync", "us-east-1").add_auth(request)
    return graphql(url, query, None, dict(request.headers.items()))


def test_iam_callers_need_appsync_graphql_on_the_field_and_everything_survives_a_restart(
    enforced: tuple[LabcloudProcess, Path],
) -> None:
    server, data = enforced
    appsync = server.boto3_client("appsync")
    api = new_api(appsync, authenticationType="AWS_IAM", tags={"kept": "yes"})
    api_id, url = api["apiId"], api["uris"]["GRAPHQL"]
    appsync.create_data_source(apiId=api_id, name="none", type="NONE")
    appsync.create_resolver(
        apiId=api_id,
        typeName="Query",
        fieldName="echo",
        dataSourceName="none",
        requestMappingTemplate='{"version": "2018-05-29", "payload": $util.toJson($ctx.identity.userArn)}',
        responseMappingTemplate="$util.toJson($ctx.result)",
    )
    iam = server.boto3_client("iam")
    iam.create_user(UserName="reader")
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": "appsync:GraphQL",
                "Resource": f"{api['arn']}/types/Query/fields/echo",
            },
            {"Effect": "Allow", "Action": "appsync:GetGraphqlApi", "Resource": api["arn"]},
        ],
    }
    iam.put_user_policy(UserName="reader", PolicyName="p", PolicyDocument=json.dumps(policy))
    created = iam.create_access_key(UserName="reader")["AccessKey"]
    key, secret = created["AccessKeyId"], created["SecretAccessKey"]
    status, answer = _signed(url, '{ echo(text: "x") }', key, secret)
    assert (status, answer) == (200, {"data": {"echo": "arn:aws:iam::000000000000:user/reader"}})
    _, refused = _signed(url, "{ iamOnly }", key, secret)
    assert refused["data"] == {"iamOnly": None} and refused["errors"][0]["errorType"] == "Unauthorized"
    bad = _signed(url, '{ echo(text: "x") }', key, "wrong" + secret)
    assert bad[0] == 403 and bad[1]["errors"][0]["errorType"] == "InvalidSignatureException"
    assert graphql(url, '{ echo(text: "x") }', None, {"x-api-key": "da2-x"})[0] == 401
    appsync.create_graphql_api(name="second", authenticationType="API_KEY")
    with pytest.raises(ClientError) as limited:
        appsync.create_graphql_api(name="third", authenticationType="API_KEY")
    assert limited.value.response["Error"]["Code"] == "ApiLimitExceededException"
    reader = server.boto3_client("appsync", aws_access_key_id=key, aws_secret_access_key=secret)
    assert reader.get_graphql_api(apiId=api_id)["graphqlApi"]["name"] == "todos"
    with pytest.raises(ClientError) as denied:
        reader.delete_graphql_api(apiId=api_id)
    assert denied.value.response["Error"]["Code"] == "UnauthorizedException"
    cw = server.boto3_client("cloudwatch")
    dims = [{"Name": "GraphQLAPIId", "Value": api_id}]
    deadline = time.monotonic() + 20
    while (_stat(cw, "4XXError", dims, "SampleCount"), _stat(cw, "4XXError", dims, "Sum")) != (4.0, 2.0):
        assert time.monotonic() < deadline, _stat(cw, "4XXError", dims, "SampleCount")
        time.sleep(0.2)
    assert _stat(cw, "Latency", dims, "SampleCount") == 4.0
    server.stop()
    again = LabcloudProcess(
        data_dir=data,
        extra_args=["--enforce-iam", "--metrics-resolution", "1"],
        env=LIMITED,
    ).start()
    try:
        appsync = again.boto3_client("appsync")
        kept = appsync.get_graphql_api(apiId=api_id)["graphqlApi"]
        assert kept["tags"] == {"kept": "yes"}
        # a server on another port answers URIs on its own port
        url = kept["uris"]["GRAPHQL"]
        assert url == f"{again.endpoint}/_labcloud/appsync/{api_id}/graphql"
        assert appsync.get_schema_creation_status(apiId=api_id)["status"] == "SUCCESS"
        assert [d["name"] for d in appsync.list_data_sources(apiId=api_id)["dataSources"]] == ["none"]
        assert _signed(url, '{ echo(text: "x") }', key, secret)[1] == {
            "data": {"echo": "arn:aws:iam::000000000000:user/reader"}
        }
    finally:
        again.stop()
