"""Enforcement of role-session policies on every service, with AWS's error shapes and messages.

A denied call is refused before dispatch, so these tests hold whether or not the target service's
provider exists yet; an allowed call reaches the provider (any answer but AccessDenied).
"""

from __future__ import annotations

import pytest
from botocore.exceptions import ClientError
from iam_api_helpers import (
    QUEUE_ARN,
    SEED_POLICY,
    WORKER_ROLE,
    WORKER_SESSION,
    allow,
    assume,
    client_factory,
    denied_message,
    deny,
    document,
    error_of,
    make_role,
    role_clients,
)

SESSION = f"arn:aws:sts::000000000000:assumed-role/{WORKER_ROLE}/{WORKER_SESSION}"
DENIED = ("AccessDeniedException", "AccessDenied")


def _queue_url(labcloud, name):
    return f"{labcloud.endpoint}/000000000000/{name}"


def _not_denied(call):
    """Run ``call``; any outcome but an access denial proves authorization let it through."""
    try:
        call()
    except ClientError as error:
        assert error.response["Error"]["Code"] not in DENIED, error.response["Error"]


@pytest.fixture
def worker(labcloud):
    return role_clients(labcloud, WORKER_ROLE, SEED_POLICY, WORKER_SESSION)


def test_seed_role_write_to_another_table_is_denied(labcloud, worker):
    with pytest.raises(ClientError) as info:
        worker("dynamodb").put_item(TableName="other", Item={"id": {"S": "1"}})
    table = "arn:aws:dynamodb:us-east-1:000000000000:table/other"
    assert error_of(info) == (
        "AccessDeniedException",
        denied_message(SESSION, "dynamodb:PutItem", table),
        400,
    )
    assert info.value.response["Error"]["Message"] == (
        "User: arn:aws:sts::000000000000:assumed-role/labex-q05-worker-role/labex-q05-worker is not authorized to "
        "perform: dynamodb:PutItem on resource: arn:aws:dynamodb:us-east-1:000000000000:table/other because no "
        "identity-based policy allows the dynamodb:PutItem action"
    )


def test_seed_role_may_use_its_own_table(worker):
    _not_denied(lambda: worker("dynamodb").put_item(TableName="labex-q05-orders", Item={"id": {"S": "1"}}))
    _not_denied(lambda: worker("dynamodb").get_item(TableName="labex-q05-orders", Key={"id": {"S": "1"}}))
    with pytest.raises(ClientError) as info:
        worker("dynamodb").delete_item(TableName="labex-q05-orders", Key={"id": {"S": "1"}})
    assert error_of(info)[0] == "AccessDeniedException"


def test_seed_role_receive_on_another_queue_is_denied(labcloud, worker):
    with pytest.raises(ClientError) as info:
        worker("sqs").receive_message(QueueUrl=_queue_url(labcloud, "other-jobs"))
    queue = "arn:aws:sqs:us-east-1:000000000000:other-jobs"
    # SQS answers over its query-compatible json protocol: boto3 sees the legacy code; SQS spells the
    # action in lower case in the message.
    assert error_of(info) == ("AccessDenied", denied_message(SESSION, "sqs:receivemessage", queue), 403)
    assert info.value.response["Error"]["QueryErrorCode"] == "AccessDeniedException"


def test_seed_role_may_poll_and_delete_its_queue(labcloud, worker):
    sqs = worker("sqs")
    url = _queue_url(labcloud, "labex-q05-jobs")
    _not_denied(lambda: sqs.receive_message(QueueUrl=url))
    _not_denied(lambda: sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["All"]))
    _not_denied(lambda: sqs.delete_message_batch(QueueUrl=url, Entries=[{"Id": "1", "ReceiptHandle": "x"}]))
    with pytest.raises(ClientError) as info:
        sqs.send_message_batch(QueueUrl=url, Entries=[{"Id": "1", "MessageBody": "x"}])
    assert error_of(info) == ("AccessDenied", denied_message(SESSION, "sqs:sendmessage", QUEUE_ARN), 403)


def test_seed_role_logs_actions(worker):
    logs = worker("logs")
    logs.create_log_group(logGroupName="/aws/lambda/worker")
    logs.create_log_stream(logGroupName="/aws/lambda/worker", logStreamName="s1")
    with pytest.raises(ClientError) as info:
        logs.describe_log_streams(logGroupName="/aws/lambda/worker")
    group = "arn:aws:logs:us-east-1:000000000000:log-group:/aws/lambda/worker:*"
    assert error_of(info) == (
        "AccessDeniedException",
        denied_message(SESSION, "logs:DescribeLogStreams", group),
        400,
    )


def test_log_stream_actions_are_authorized_on_the_stream_arn(labcloud):
    group = "arn:aws:logs:us-east-1:000000000000:log-group:/aws/lambda/f"
    clients = role_clients(
        labcloud,
        "logger",
        document(
            allow("logs:CreateLogGroup", f"{group}:*"),
            allow("logs:CreateLogStream", f"{group}:log-stream:allowed"),
        ),
    )
    logs = clients("logs")
    logs.create_log_group(logGroupName="/aws/lambda/f")
    logs.create_log_stream(logGroupName="/aws/lambda/f", logStreamName="allowed")
    with pytest.raises(ClientError) as info:
        logs.create_log_stream(logGroupName="/aws/lambda/f", logStreamName="other")
    principal = "arn:aws:sts::000000000000:assumed-role/logger/session"
    assert error_of(info) == (
        "AccessDeniedException",
        denied_message(principal, "logs:CreateLogStream", f"{group}:log-stream:other"),
        400,
    )
    with pytest.raises(ClientError) as info:
        logs.put_log_events(
            logGroupName="/aws/lambda/f",
            logStreamName="allowed",
            logEvents=[{"timestamp": 1, "message": "m"}],
        )
    assert error_of(info)[1] == denied_message(principal, "logs:PutLogEvents", f"{group}:log-stream:allowed")


def test_lambda_denial_shape(worker):
    with pytest.raises(ClientError) as info:
        worker("lambda").invoke(FunctionName="orders-worker", Payload=b"{}")
    function = "arn:aws:lambda:us-east-1:000000000000:function:orders-worker"
    assert error_of(info) == (
        "AccessDeniedException",
        denied_message(SESSION, "lambda:InvokeFunction", function),
        403,
    )


def test_iam_and_sts_denial_shape(worker):
    with pytest.raises(ClientError) as info:
        worker("iam").list_roles()
    assert error_of(info) == (
        "AccessDenied",
        denied_message(SESSION, "iam:ListRoles", "arn:aws:iam::000000000000:role/"),
        403,
    )
    # GetCallerIdentity needs no permission.
    assert worker("sts").get_caller_identity()["Arn"] == SESSION


def test_explicit_deny_beats_allow(labcloud):
    clients = role_clients(
        labcloud,
        "denier",
        document(
            allow("dynamodb:*"),
            {"Sid": "NoOrders", **deny("dynamodb:PutItem", "arn:aws:dynamodb:*:*:table/orders")},
        ),
    )
    with pytest.raises(ClientError) as info:
        clients("dynamodb").put_item(TableName="orders", Item={"id": {"S": "1"}})
    principal = "arn:aws:sts::000000000000:assumed-role/denier/session"
    table = "arn:aws:dynamodb:us-east-1:000000000000:table/orders"
    assert error_of(info) == (
        "AccessDeniedException",
        denied_message(principal, "dynamodb:PutItem", table, explicit=True),
        400,
    )
    _not_denied(lambda: clients("dynamodb").put_item(TableName="invoices", Item={"id": {"S": "1"}}))
    events = labcloud.get("/_labcloud/events?kind=iam.denied")["events"]
    assert len(events) == 1
    data = events[0]["data"]
    assert (data["principal"], data["action"], data["resource"]) == (principal, "dynamodb:PutItem", table)
    assert data["decided_by"] == {"policy": "denier-policy", "statement": "NoOrders"}
    assert (data["service"], data["operation"]) == ("dynamodb", "PutItem")
    denials = labcloud.get("/_labcloud/iam/denials")["denials"]
    assert [d["action"] for d in denials] == ["dynamodb:PutItem"]


def test_action_and_resource_wildcards(labcloud):
    clients = role_clients(
        labcloud,
        "wild",
        document(
            allow("dynamodb:Get*", "arn:aws:dynamodb:us-east-1:000000000000:table/labex-*"),
            allow("dynamodb:?utItem", "arn:aws:dynamodb:us-east-1:000000000000:table/tb?"),
        ),
    )
    ddb = clients("dynamodb")
    _not_denied(lambda: ddb.get_item(TableName="labex-orders", Key={"id": {"S": "1"}}))
    _not_denied(lambda: ddb.put_item(TableName="tb1", Item={"id": {"S": "1"}}))
    for call in (
        lambda: ddb.get_item(TableName="orders", Key={"id": {"S": "1"}}),
        lambda: ddb.put_item(TableName="tb12", Item={"id": {"S": "1"}}),
        lambda: ddb.delete_item(TableName="labex-orders", Key={"id": {"S": "1"}}),
    ):
        with pytest.raises(ClientError) as info:
            call()
        assert error_of(info)[0] == "AccessDeniedException"


def test_query_on_an_index_is_authorized_on_the_index_arn(labcloud):
    table = "arn:aws:dynamodb:us-east-1:000000000000:table/orders"
    clients = role_clients(labcloud, "indexer", document(allow("dynamodb:Query", f"{table}/index/by-user")))
    ddb = clients("dynamodb")
    expression = {"KeyConditionExpression": "u = :u", "ExpressionAttributeValues": {":u": {"S": "x"}}}
    _not_denied(lambda: ddb.query(TableName="orders", IndexName="by-user", **expression))
    with pytest.raises(ClientError) as info:
        ddb.query(TableName="orders", **expression)
    assert error_of(info)[1] == denied_message(
        "arn:aws:sts::000000000000:assumed-role/indexer/session", "dynamodb:Query", table
    )


def test_not_action(labcloud):
    clients = role_clients(
        labcloud,
        "notaction",
        document({"Effect": "Allow", "NotAction": ["dynamodb:DeleteItem", "sqs:*"], "Resource": "*"}),
    )
    _not_denied(lambda: clients("dynamodb").put_item(TableName="tbl", Item={"id": {"S": "1"}}))
    with pytest.raises(ClientError) as info:
        clients("dynamodb").delete_item(TableName="tbl", Key={"id": {"S": "1"}})
    assert error_of(info)[0] == "AccessDeniedException"
    with pytest.raises(ClientError) as info:
        clients("sqs").list_queues()
    assert error_of(info)[0] == "AccessDenied"


def test_conditions_on_request_context(labcloud):
    clients = role_clients(
        labcloud,
        "cond",
        document(
            allow(
                "dynamodb:*",
                Condition={
                    "StringEquals": {"aws:RequestedRegion": "us-east-1"},
                    "IpAddress": {"aws:SourceIp": "127.0.0.0/8"},
                },
            ),
            # A loopback request never crosses a network: labcloud counts it as secure transport.
            deny("dynamodb:DeleteItem", Condition={"Bool": {"aws:SecureTransport": "true"}}),
            allow(
                "sqs:*",
                Condition={
                    "StringLike": {"aws:PrincipalArn": "arn:aws:iam::*:role/cond"},
                    "DateGreaterThan": {"aws:CurrentTime": "2020-01-01T00:00:00Z"},
                },
            ),
        ),
    )
    _not_denied(lambda: clients("dynamodb").get_item(TableName="tbl", Key={"id": {"S": "1"}}))
    _not_denied(lambda: clients("sqs").list_queues())
    with pytest.raises(ClientError) as info:
        clients("dynamodb").delete_item(TableName="tbl", Key={"id": {"S": "1"}})
    assert "with an explicit deny" in error_of(info)[1]
    creds = assume(labcloud, "arn:aws:iam::000000000000:role/cond", "west")
    west = labcloud.boto3_client(
        "dynamodb",
        region_name="us-west-2",
        aws_access_key_id=creds["AccessKeyId"],
        aws_secret_access_key=creds["SecretAccessKey"],
        aws_session_token=creds["SessionToken"],
    )
    with pytest.raises(ClientError) as info:
        west.get_item(TableName="tbl", Key={"id": {"S": "1"}})
    assert error_of(info)[1].endswith(
        "on resource: arn:aws:dynamodb:us-west-2:000000000000:table/tbl because no "
        "identity-based policy allows the dynamodb:GetItem action"
    )


def test_policy_changes_apply_at_once(labcloud):
    iam = labcloud.boto3_client("iam")
    arn = make_role(iam, "changing")
    ddb = client_factory(labcloud, assume(labcloud, arn, "session"))("dynamodb")
    with pytest.raises(ClientError):
        ddb.put_item(TableName="tbl", Item={"id": {"S": "1"}})
    iam.attach_role_policy(RoleName="changing", PolicyArn="arn:aws:iam::aws:policy/AmazonDynamoDBFullAccess")
    _not_denied(lambda: ddb.put_item(TableName="tbl", Item={"id": {"S": "1"}}))
    iam.detach_role_policy(RoleName="changing", PolicyArn="arn:aws:iam::aws:policy/AmazonDynamoDBFullAccess")
    policy = iam.create_policy(PolicyName="v", PolicyDocument=document(allow("sqs:*")))["Policy"]["Arn"]
    iam.attach_role_policy(RoleName="changing", PolicyArn=policy)
    with pytest.raises(ClientError):
        ddb.put_item(TableName="tbl", Item={"id": {"S": "1"}})
    iam.create_policy_version(
        PolicyArn=policy, PolicyDocument=document(allow("dynamodb:PutItem")), SetAsDefault=True
    )
    _not_denied(lambda: ddb.put_item(TableName="tbl", Item={"id": {"S": "1"}}))


def test_batch_and_transaction_name_every_table(labcloud):
    clients = role_clients(
        labcloud,
        "batcher",
        document(
            allow(
                ["dynamodb:BatchWriteItem", "dynamodb:PutItem"],
                "arn:aws:dynamodb:us-east-1:000000000000:table/aaa",
            )
        ),
    )
    ddb = clients("dynamodb")
    put = {"PutRequest": {"Item": {"id": {"S": "1"}}}}
    _not_denied(lambda: ddb.batch_write_item(RequestItems={"aaa": [put]}))
    with pytest.raises(ClientError) as info:
        ddb.batch_write_item(RequestItems={"aaa": [put], "bbb": [put]})
    assert (
        "dynamodb:BatchWriteItem on resource: arn:aws:dynamodb:us-east-1:000000000000:table/bbb"
        in error_of(info)[1]
    )
    with pytest.raises(ClientError) as info:
        ddb.transact_write_items(
            TransactItems=[
                {"Put": {"TableName": "aaa", "Item": {"id": {"S": "1"}}}},
                {"Delete": {"TableName": "aaa", "Key": {"id": {"S": "2"}}}},
            ]
        )
    assert (
        "dynamodb:DeleteItem on resource: arn:aws:dynamodb:us-east-1:000000000000:table/aaa"
        in error_of(info)[1]
    )


def test_session_of_a_deleted_role_is_denied(labcloud):
    iam = labcloud.boto3_client("iam")
    arn = make_role(iam, "gone", document(allow("*")))
    ddb = client_factory(labcloud, assume(labcloud, arn, "session"))("dynamodb")
    _not_denied(lambda: ddb.put_item(TableName="tbl", Item={"id": {"S": "1"}}))
    iam.delete_role_policy(RoleName="gone", PolicyName="gone-policy")
    iam.delete_role(RoleName="gone")
    with pytest.raises(ClientError) as info:
        ddb.put_item(TableName="tbl", Item={"id": {"S": "1"}})
    assert error_of(info)[0] == "AccessDeniedException"


def test_root_credentials_are_administrators(labcloud):
    _not_denied(lambda: labcloud.boto3_client("dynamodb").put_item(TableName="tbl", Item={"id": {"S": "1"}}))
    assert labcloud.get("/_labcloud/iam/denials")["denials"] == []


def test_seed_lab_worker_runs_end_to_end(labcloud, worker):
    """With the real DynamoDB and SQS providers: the worker's allowed calls do their work."""
    root_ddb, root_sqs = labcloud.boto3_client("dynamodb"), labcloud.boto3_client("sqs")
    try:
        root_ddb.create_table(
            TableName="labex-q05-orders",
            KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
            AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
            BillingMode="PAY_PER_REQUEST",
        )
        url = root_sqs.create_queue(QueueName="labex-q05-jobs")["QueueUrl"]
    except ClientError as error:
        if error.response["Error"]["Code"] in ("NotImplementedException", "UnsupportedOperation"):
            pytest.skip("DynamoDB or SQS provider not available yet")
        raise
    root_sqs.send_message(QueueUrl=url, MessageBody='{"order": "o-1"}')
    sqs, ddb = worker("sqs"), worker("dynamodb")
    messages = sqs.receive_message(QueueUrl=url, WaitTimeSeconds=1)["Messages"]
    assert [m["Body"] for m in messages] == ['{"order": "o-1"}']
    ddb.put_item(TableName="labex-q05-orders", Item={"id": {"S": "o-1"}})
    assert ddb.get_item(TableName="labex-q05-orders", Key={"id": {"S": "o-1"}})["Item"] == {
        "id": {"S": "o-1"}
    }
    sqs.delete_message(QueueUrl=url, ReceiptHandle=messages[0]["ReceiptHandle"])
    with pytest.raises(ClientError) as info:
        sqs.send_message(QueueUrl=url, MessageBody="x")
    assert error_of(info) == ("AccessDenied", denied_message(SESSION, "sqs:sendmessage", QUEUE_ARN), 403)
