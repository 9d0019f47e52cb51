"""An AppSync API's GraphQL endpoint as an EventBridge rule target: PutTargets' checks of
AppSyncParameters, a mutation run as the target's role with AWS_IAM authorization (the InputTransformer's
output as its variables) writing to a DynamoDB data source, and refused deliveries counted as
FailedInvocations and dead-lettered with the error they met."""

from __future__ import annotations

import datetime as dt
import json
import sys
import time
from pathlib import Path
from typing import Any

from events_helpers import error_of, queue, receive

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "appsync"))
from appsync_helpers import graphql, role  # noqa: E402

SCHEMA = """
type Note @aws_api_key @aws_iam {
  id: ID!
  text: String
}
type Query {
  getNote(id: ID!): Note
}
type Mutation {
  addNote(id: ID!, text: String!): Note @aws_iam
}
schema {
  query: Query
  mutation: Mutation
}
"""
MUTATION = "mutation AddNote($id: ID!, $text: String!) { addNote(id: $id, text: $text) { id text } }"
TRANSFORMER = {
    "InputPathsMap": {"id": "$.detail.id", "text": "$.detail.text"},
    "InputTemplate": '{"id": <id>, "text": "note: <text>"}',
}
ENTRY = {"Source": "com.notes", "DetailType": "Note Written", "Detail": '{"id": "n-1", "text": "hello"}'}
PATTERN = '{"source": ["com.notes"]}'


def endpoint_arn(api: dict[str, Any]) -> str:
    return str(api["arn"]).replace(":apis/", ":endpoints/graphql-api/")


def notes_api(labcloud: LabcloudProcess, iam_mode: bool = True) -> tuple[dict[str, Any], str]:
    """An API (API_KEY by default, AWS_IAM as an additional mode) whose addNote puts an item in DynamoDB."""
    labcloud.boto3_client("dynamodb").create_table(
        TableName="notes",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    appsync = labcloud.boto3_client("appsync")
    more: dict[str, Any] = {}
    if iam_mode:
        more["additionalAuthenticationProviders"] = [{"authenticationType": "AWS_IAM"}]
    api = appsync.create_graphql_api(name="notes", authenticationType="API_KEY", **more)["graphqlApi"]
    api_id = api["apiId"]
    appsync.start_schema_creation(apiId=api_id, definition=SCHEMA.encode())
    assert appsync.get_schema_creation_status(apiId=api_id)["status"] == "SUCCESS"
    key = appsync.create_api_key(apiId=api_id)["apiKey"]["id"]
    appsync.create_data_source(
        apiId=api_id,
        name="notes",
        type="AMAZON_DYNAMODB",
        serviceRoleArn=role(labcloud, "notes-ddb", actions=["dynamodb:*"]),
        dynamodbConfig={"tableName": "notes", "awsRegion": "us-east-1"},
    )
    appsync.create_resolver(
        apiId=api_id,
        typeName="Mutation",
        fieldName="addNote",
        dataSourceName="notes",
        requestMappingTemplate='{"version": "2018-05-29", "operation": "PutItem",'
        ' "key": {"id": $util.dynamodb.toDynamoDBJson($ctx.args.id)},'
        ' "attributeValues": $util.dynamodb.toMapValuesJson({"text": $ctx.args.text})}',
        responseMappingTemplate="$util.toJson($ctx.result)",
    )
    appsync.create_resolver(
        apiId=api_id,
        typeName="Query",
        fieldName="getNote",
        dataSourceName="notes",
        requestMappingTemplate='{"version": "2018-05-29", "operation": "GetItem",'
        ' "key": {"id": $util.dynamodb.toDynamoDBJson($ctx.args.id)}}',
        responseMappingTemplate="$util.toJson($ctx.result)",
    )
    return api, key


def events_role(
    labcloud: LabcloudProcess, name: str, resource: str, service: str = "events.amazonaws.com"
) -> str:
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Principal": {"Service": service}, "Action": "sts:AssumeRole"}],
    }
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    policy = {
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Action": "appsync:GraphQL", "Resource": resource}],
    }
    iam.put_role_policy(RoleName=name, PolicyName="graphql", PolicyDocument=json.dumps(policy))
    return arn


def test_a_rule_on_a_custom_bus_runs_a_mutation_that_writes_to_dynamodb(
    labcloud: LabcloudProcess, events: Any
) -> None:
    api, key = notes_api(labcloud)
    field = f"{api['arn']}/types/Mutation/fields/addNote"
    writer = events_role(labcloud, "eb-appsync", field)
    events.create_event_bus(Name="notes-bus")
    events.put_rule(Name="to-appsync", EventBusName="notes-bus", EventPattern=PATTERN)
    target = {
        "Id": "graphql",
        "Arn": endpoint_arn(api),
        "RoleArn": writer,
        "InputTransformer": TRANSFORMER,
        "AppSyncParameters": {"GraphQLOperation": MUTATION},
    }
    put = events.put_targets(Rule="to-appsync", EventBusName="notes-bus", Targets=[target])
    assert (put["FailedEntryCount"], put["FailedEntries"]) == (0, [])
    listed = events.list_targets_by_rule(Rule="to-appsync", EventBusName="notes-bus")["Targets"]
    assert listed == [target]
    assert events.put_events(Entries=[{**ENTRY, "EventBusName": "notes-bus"}])["FailedEntryCount"] == 0
    dynamodb = labcloud.boto3_client("dynamodb")
    deadline = time.monotonic() + 15
    item = dynamodb.get_item(TableName="notes", Key={"id": {"S": "n-1"}}).get("Item")
    while item is None and time.monotonic() < deadline:
        time.sleep(0.1)
        item = dynamodb.get_item(TableName="notes", Key={"id": {"S": "n-1"}}).get("Item")
    assert item == {"id": {"S": "n-1"}, "text": {"S": "note: hello"}}
    query = "query Get($id: ID!) { getNote(id: $id) { id text } }"
    answer = graphql(api["uris"]["GRAPHQL"], query, {"id": "n-1"}, {"x-api-key": key})
    assert answer == (200, {"data": {"getNote": {"id": "n-1", "text": "note: hello"}}})


def test_put_targets_refuses_malformed_appsync_targets(
    labcloud: LabcloudProcess, events: Any, sqs: Any
) -> None:
    _, queue_arn = queue(sqs, "plain")
    events.put_rule(Name="checked", EventPattern=PATTERN)
    arn = "arn:aws:appsync:us-east-1:000000000000:endpoints/graphql-api/abcdefghijklmnopqrstuvwxyz"
    writer = "arn:aws:iam::000000000000:role/writer"
    mutation = {"GraphQLOperation": MUTATION}

    def refused(**target: Any) -> dict[str, str]:
        return error_of(events.put_targets, Rule="checked", Targets=[{"Id": "t", **target}])

    assert refused(Arn=queue_arn, AppSyncParameters=mutation) == {
        "Code": "ValidationException",
        "Message": "Parameter(s) AppSyncParameters not valid for target: t.",
    }
    assert refused(Arn=arn, RoleArn=writer) == {
        "Code": "ValidationException",
        "Message": "Parameter(s) AppSyncParameters must be specified for target: t.",
    }
    assert refused(Arn=arn, AppSyncParameters=mutation) == {
        "Code": "ValidationException",
        "Message": f"RoleArn is required for target {arn}.",
    }
    assert refused(
        Arn=arn, RoleArn=writer, AppSyncParameters={"GraphQLOperation": "query { getNote(id: 1) { id } }"}
    ) == {
        "Code": "ValidationException",
        "Message": "Parameter GraphQLOperation is not valid. Reason: only a mutation operation is supported.",
    }
    broken = refused(Arn=arn, RoleArn=writer, AppSyncParameters={"GraphQLOperation": "mutation {"})
    assert broken["Code"] == "ValidationException"
    assert broken["Message"].startswith(
        "Parameter GraphQLOperation is not valid. Reason: the operation is not valid GraphQL"
    )
    two = "mutation A { a } mutation B { b }"
    assert refused(Arn=arn, RoleArn=writer, AppSyncParameters={"GraphQLOperation": two}) == {
        "Code": "ValidationException",
        "Message": "Parameter GraphQLOperation is not valid. Reason: the document must hold exactly one operation.",
    }
    not_an_endpoint = "arn:aws:appsync:us-east-1:000000000000:apis/abcdefghijklmnopqrstuvwxyz"
    assert refused(Arn=not_an_endpoint, RoleArn=writer, AppSyncParameters=mutation) == {
        "Code": "ValidationException",
        "Message": f"Parameter {not_an_endpoint} is not valid. Reason: Provided Arn is not in correct format.",
    }
    assert events.list_targets_by_rule(Rule="checked")["Targets"] == []


def failed_invocations(labcloud: LabcloudProcess, rule: str) -> float:
    now = dt.datetime.now(dt.timezone.utc)
    answer = labcloud.boto3_client("cloudwatch").get_metric_statistics(
        Namespace="AWS/Events",
        MetricName="FailedInvocations",
        Dimensions=[{"Name": "RuleName", "Value": rule}],
        StartTime=now - dt.timedelta(minutes=5),
        EndTime=now + dt.timedelta(minutes=1),
        Period=60,
        Statistics=["Sum"],
    )
    return sum(point["Sum"] for point in answer["Datapoints"])


def test_refused_mutations_are_failed_invocations_sent_to_the_dead_letter_queue(
    labcloud: LabcloudProcess, events: Any, sqs: Any
) -> None:
    api, _ = notes_api(labcloud)
    field = f"{api['arn']}/types/Mutation/fields/addNote"
    appsync = labcloud.boto3_client("appsync")
    key_only = appsync.create_graphql_api(name="key-only", authenticationType="API_KEY")["graphqlApi"]
    dlq_url, dlq_arn = queue(sqs, "appsync-dlq")
    other_field = f"{api['arn']}/types/Mutation/fields/other"
    roles = {
        "denied": events_role(labcloud, "eb-no-graphql", other_field),
        "untrusted": events_role(labcloud, "eb-untrusted", field, service="lambda.amazonaws.com"),
        "key-only": events_role(labcloud, "eb-key-only", "*"),
    }
    events.put_rule(Name="refused", EventPattern=PATTERN)
    common = {
        "InputTransformer": TRANSFORMER,
        "AppSyncParameters": {"GraphQLOperation": MUTATION},
        "DeadLetterConfig": {"Arn": dlq_arn},
        "RetryPolicy": {"MaximumRetryAttempts": 0},
    }
    events.put_targets(
        Rule="refused",
        Targets=[
            {"Id": "denied", "Arn": endpoint_arn(api), "RoleArn": roles["denied"], **common},
            {"Id": "untrusted", "Arn": endpoint_arn(api), "RoleArn": roles["untrusted"], **common},
            {"Id": "key-only", "Arn": endpoint_arn(key_only), "RoleArn": roles["key-only"], **common},
        ],
    )
    events.put_events(Entries=[ENTRY])
    messages = receive(sqs, dlq_url, count=3, MessageAttributeNames=["All"])
    codes = {
        m["MessageAttributes"]["TARGET_ARN"]["StringValue"]
        + " "
        + m["MessageAttributes"]["ERROR_CODE"]["StringValue"]
        for m in messages
    }
    assert codes == {
        f"{endpoint_arn(api)} Unauthorized",
        f"{endpoint_arn(api)} AccessDeniedException",
        f"{endpoint_arn(key_only)} UnauthorizedException",
    }
    denied = [m for m in messages if m["MessageAttributes"]["ERROR_CODE"]["StringValue"] == "Unauthorized"][0]
    assert denied["MessageAttributes"]["ERROR_MESSAGE"]["StringValue"] == (
        "Not Authorized to access addNote on type Mutation"
    )
    assert labcloud.boto3_client("dynamodb").scan(TableName="notes")["Items"] == []
    deadline = time.monotonic() + 15
    while failed_invocations(labcloud, "refused") < 3 and time.monotonic() < deadline:
        time.sleep(0.2)
    assert failed_invocations(labcloud, "refused") == 3


STACK = """Resources:
  Api:
    Type: AWS::AppSync::GraphQLApi
    Properties:
      Name: cfn-notes
      AuthenticationType: AWS_IAM
  Schema:
    Type: AWS::AppSync::GraphQLSchema
    Properties:
      ApiId: !GetAtt Api.ApiId
      Definition: |
        type Note { id: ID! }
        type Query { note(id: ID!): Note }
        type Mutation { addNote(id: ID!): Note }
  Bus:
    Type: AWS::Events::EventBus
    Properties:
      Name: cfn-notes-bus
  Writer:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement:
          - Effect: Allow
            Principal: {Service: events.amazonaws.com}
            Action: sts:AssumeRole
      Policies:
        - PolicyName: graphql
          PolicyDocument:
            Version: "2012-10-17"
            Statement:
              - Effect: Allow
                Action: appsync:GraphQL
                Resource: !Sub "${Api.Arn}/types/Mutation/fields/addNote"
  ToNotes:
    Type: AWS::Events::Rule
    DependsOn: Schema
    Properties:
      EventBusName: !Ref Bus
      EventPattern: {source: [com.notes]}
      Targets:
        - Id: notes
          Arn: !GetAtt Api.GraphQLEndpointArn
          RoleArn: !GetAtt Writer.Arn
          InputTransformer:
            InputPathsMap: {id: $.detail.id}
            InputTemplate: '{"id": <id>}'
          AppSyncParameters:
            GraphQLOperation: "mutation Add($id: ID!) { addNote(id: $id) { id } }"
"""


def test_a_stack_s_rule_targets_the_api_s_graphql_endpoint(labcloud: LabcloudProcess, events: Any) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cloudformation"))
    from cfn_helpers import wait_stack

    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="notes", TemplateBody=STACK, Capabilities=["CAPABILITY_IAM"])
    stack = wait_stack(cfn, "notes", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    rule = events.list_rules(EventBusName="cfn-notes-bus")["Rules"][0]["Name"]
    [target] = events.list_targets_by_rule(Rule=rule, EventBusName="cfn-notes-bus")["Targets"]
    assert target["Arn"].startswith("arn:aws:appsync:us-east-1:000000000000:endpoints/graphql-api/")
    assert target["AppSyncParameters"] == {
        "GraphQLOperation": "mutation Add($id: ID!) { addNote(id: $id) { id } }"
    }
    events.put_events(Entries=[{**ENTRY, "EventBusName": "cfn-notes-bus"}])
    deadline = time.monotonic() + 15
    invoked: list[dict[str, Any]] = []
    while not invoked and time.monotonic() < deadline:
        time.sleep(0.1)
        invoked = [e["data"] for e in labcloud.get("/_labcloud/events?kind=events.target.invoked")["events"]]
    assert [(e["target_id"], e["graphql_api_id"]) for e in invoked] == [
        ("notes", target["Arn"].rsplit("/", 1)[-1])
    ]
    requests = [e["data"] for e in labcloud.get("/_labcloud/events?kind=appsync.graphql.request")["events"]]
    assert [(r["status"], r["errors"], r["caller"].split("/")[1]) for r in requests] == [
        (200, 0, target["RoleArn"].rsplit("/", 1)[-1])
    ]
    cfn.delete_stack(StackName="notes")
    assert wait_stack(cfn, stack["StackId"], timeout=120)["StackStatus"] == "DELETE_COMPLETE"
