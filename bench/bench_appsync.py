"""AppSync benchmark: GraphQL queries through a direct Lambda resolver and a DynamoDB resolver, p50/p99,
beside a direct Lambda Invoke and a direct DynamoDB GetItem of the same work (AppSync's own cost is the
difference of the p50s).

Run: python bench/bench_appsync.py   (starts its own labcloud; prints numbers, asserts nothing)

One kept-alive HTTP connection sends, alternately, each GraphQL query (``x-api-key``) and its direct
counterpart to the same warm function and the same table.
"""

from __future__ import annotations

import http.client
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "appsync"))

from appsync_helpers import deploy_function, new_api, role  # noqa: E402

from labcloud.testing.server_process import LabcloudProcess  # noqa: E402

HANDLER = """
def handler(event, context):
    return "hello " + event["arguments"]["name"]
"""
ROUNDS = 500
WARMUP = 50
AUTH = (
    "AWS4-HMAC-SHA256 Credential=test/20260101/us-east-1/{service}/aws4_request, "
    "SignedHeaders=host;x-amz-date, Signature=00"
)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timed(
    conn: http.client.HTTPConnection, method: str, path: str, body: bytes, headers: dict[str, str]
) -> float:
    started = time.perf_counter()
    conn.request(method, path, body=body, headers=headers)
    response = conn.getresponse()
    data = response.read()
    elapsed = (time.perf_counter() - started) * 1000
    if response.status != 200 or b'"errors"' in data:
        raise SystemExit(f"{path}: {response.status} {data[:300]!r}")
    return elapsed


def report(name: str, values: list[float]) -> None:
    print(f"  {name:<28} p50 {pct(values, 0.5):7.2f} ms   p99 {pct(values, 0.99):7.2f} ms")


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        appsync = server.boto3_client("appsync")
        function = deploy_function(server, "bench-appsync", HANDLER)
        ddb = server.boto3_client("dynamodb")
        ddb.create_table(
            TableName="bench-todos",
            KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
            AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
            BillingMode="PAY_PER_REQUEST",
        )
        ddb.put_item(TableName="bench-todos", Item={"id": {"S": "t1"}, "title": {"S": "milk"}})
        api = new_api(appsync)
        api_id = api["apiId"]
        key = appsync.create_api_key(apiId=api_id)["apiKey"]["id"]
        appsync.create_data_source(
            apiId=api_id,
            name="fn",
            type="AWS_LAMBDA",
            serviceRoleArn=role(server, "bench-appsync-fn", actions=["lambda:InvokeFunction"]),
            lambdaConfig={"lambdaFunctionArn": function},
        )
        appsync.create_data_source(
            apiId=api_id,
            name="todos",
            type="AMAZON_DYNAMODB",
            serviceRoleArn=role(server, "bench-appsync-ddb", actions=["dynamodb:GetItem"]),
            dynamodbConfig={"tableName": "bench-todos", "awsRegion": "us-east-1"},
        )
        appsync.create_resolver(apiId=api_id, typeName="Query", fieldName="hello", dataSourceName="fn")
        appsync.create_resolver(
            apiId=api_id,
            typeName="Query",
            fieldName="getTodo",
            dataSourceName="todos",
            requestMappingTemplate='{"version": "2018-05-29", "operation": "GetItem",'
            ' "key": {"id": $util.dynamodb.toDynamoDBJson($ctx.args.id)}}',
            responseMappingTemplate="$util.toJson($ctx.result)",
        )
        path = f"/_labcloud/appsync/{api_id}/graphql"
        gql = {"Content-Type": "application/json", "x-api-key": key}
        lambda_query = json.dumps({"query": '{ hello(name: "ana") }'}).encode()
        ddb_query = json.dumps({"query": '{ getTodo(id: "t1") { title } }'}).encode()
        invoke = f"/2015-03-31/functions/{function}/invocations"
        invoke_body = json.dumps({"arguments": {"name": "ana"}}).encode()
        get_body = json.dumps({"TableName": "bench-todos", "Key": {"id": {"S": "t1"}}}).encode()
        ddb_headers = {
            "Content-Type": "application/x-amz-json-1.0",
            "X-Amz-Target": "DynamoDB_20120810.GetItem",
            "Authorization": AUTH.format(service="dynamodb"),
        }
        conn = http.client.HTTPConnection("127.0.0.1", server.port)
        series: dict[str, list[float]] = {
            "graphql lambda": [],
            "direct invoke": [],
            "graphql dynamodb": [],
            "direct GetItem": [],
        }
        for index in range(ROUNDS + WARMUP):
            samples = {
                "graphql lambda": timed(conn, "POST", path, lambda_query, gql),
                "direct invoke": timed(
                    conn, "POST", invoke, invoke_body, {"Authorization": AUTH.format(service="lambda")}
                ),
                "graphql dynamodb": timed(conn, "POST", path, ddb_query, gql),
                "direct GetItem": timed(conn, "POST", "/", get_body, ddb_headers),
            }
            if index >= WARMUP:
                for name, value in samples.items():
                    series[name].append(value)
        print(f"appsync: {ROUNDS} rounds on one kept-alive connection")
        for name, values in series.items():
            report(name, values)
        print(
            f"  AppSync's own cost (p50 difference): lambda "
            f"{pct(series['graphql lambda'], 0.5) - pct(series['direct invoke'], 0.5):.2f} ms, dynamodb "
            f"{pct(series['graphql dynamodb'], 0.5) - pct(series['direct GetItem'], 0.5):.2f} ms"
        )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
