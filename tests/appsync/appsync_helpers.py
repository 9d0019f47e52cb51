"""Helpers for AppSync tests: an API with a schema and a key, GraphQL over HTTP as clients send it
(``urllib``), a role AppSync may assume, and a Lambda function."""

from __future__ import annotations

import io
import json
import urllib.error
import urllib.request
import zipfile
from typing import Any

SCHEMA = """
type Todo @aws_api_key @aws_iam {
  id: ID!
  title: String
  done: Boolean
}

type Query {
  echo(text: String!): String
  getTodo(id: ID!): Todo
  listTodos: [Todo]
  hello(name: String): String
  failing: String
  iamOnly: String @aws_iam
}

type Mutation {
  addTodo(title: String!): Todo
}

schema {
  query: Query
  mutation: Mutation
}
"""


def trust(service: str) -> str:
    return json.dumps(
        {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Principal": {"Service": service}, "Action": "sts:AssumeRole"}],
        }
    )


def role(
    server: Any, name: str, service: str = "appsync.amazonaws.com", actions: list[str] | None = None
) -> str:
    iam = server.boto3_client("iam")
    try:
        arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=trust(service))["Role"]["Arn"]
    except iam.exceptions.EntityAlreadyExistsException:
        arn = iam.get_role(RoleName=name)["Role"]["Arn"]
    if actions:
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": actions, "Resource": "*"}],
        }
        iam.put_role_policy(RoleName=name, PolicyName="data-source", PolicyDocument=json.dumps(policy))
    return arn


def make_zip(files: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in files.items():
            archive.writestr(name, content)
    return buffer.getvalue()


def deploy_function(server: Any, name: str, code: str) -> str:
    lam = server.boto3_client("lambda")
    arn: str = lam.create_function(
        FunctionName=name,
        Runtime="python3.12",
        Role=role(server, "appsync-test-lambda", "lambda.amazonaws.com"),
        Handler="app.handler",
        Code={"ZipFile": make_zip({"app.py": code})},
    )["FunctionArn"]
    lam.get_waiter("function_active_v2").wait(FunctionName=name)
    return arn


def new_api(client: Any, name: str = "todos", schema: str = SCHEMA, **more: Any) -> dict[str, Any]:
    api: dict[str, Any] = client.create_graphql_api(
        name=name, authenticationType=more.pop("authenticationType", "API_KEY"), **more
    )["graphqlApi"]
    assert (
        client.start_schema_creation(apiId=api["apiId"], definition=schema.encode())["status"] == "PROCESSING"
    )
    assert client.get_schema_creation_status(apiId=api["apiId"])["status"] == "SUCCESS"
    return api


def graphql(
    url: str, query: str, variables: dict[str, Any] | None = None, headers: dict[str, str] | None = None
) -> tuple[int, dict[str, Any]]:
    """POST a GraphQL request as a client does; (status, the JSON answer)."""
    body = json.dumps({"query": query, "variables": variables or {}}).encode()
    request = urllib.request.Request(
        url, data=body, method="POST", headers={"Content-Type": "application/json", **(headers or {})}
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())
