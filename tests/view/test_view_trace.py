"""A request's trace across services (``GET /_labcloud/trace``, the page ``/_labcloud/view/trace``).

A small application is deployed with boto3, as a user would: ``POST /orders`` on a REST API (Lambda
proxy) → the ``writer`` function puts the order in a DynamoDB table with a stream → the ``fanout``
function reads the stream and publishes to an SNS topic → the topic delivers to an SQS queue. One
request is sent with curl-like HTTP; its trace, asked by the API Gateway request id, by the order id
(a business key) and by the X-Ray trace id API Gateway answered, shows the services in order with
timings, and the page draws it in Chromium (at full width and at 800 px, in the lab languages).
"""

from __future__ import annotations

import io
import json
import os
import time
import urllib.error
import urllib.parse
import urllib.request
import zipfile
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT, REGION = "000000000000", "us-east-1"
SHOTS = Path(os.environ.get("LABCLOUD_TRACE_SHOTS", "/tmp/trace-shots"))
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
WRITER = """
import json, os, boto3

db = boto3.client("dynamodb", endpoint_url=os.environ["AWS_ENDPOINT_URL"])

def handler(event, context):
    order = json.loads(event["body"])
    db.put_item(TableName="orders", Item={"id": {"S": order["id"]}, "total": {"N": str(order["total"])}})
    return {"statusCode": 201, "body": json.dumps({"id": order["id"], "trace": os.environ.get("_X_AMZN_TRACE_ID")})}
"""
FANOUT = """
import json, os, boto3

sns = boto3.client("sns", endpoint_url=os.environ["AWS_ENDPOINT_URL"])

def handler(event, context):
    for record in event["Records"]:
        image = record["dynamodb"]["NewImage"]
        sns.publish(TopicArn=os.environ["TOPIC"], Message=json.dumps({"order": image["id"]["S"]}))
    return {"published": len(event["Records"])}
"""


def arn(service: str, resource: str) -> str:
    return f"arn:aws:{service}:{REGION}:{ACCOUNT}:{resource}"


def zipped(code: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", code)
    return buffer.getvalue()


def get_json(url: str) -> tuple[int, Any]:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def trace_of(labcloud: LabcloudProcess, key: str) -> dict[str, Any]:
    status, doc = get_json(labcloud.endpoint + "/_labcloud/trace?key=" + urllib.parse.quote(key))
    assert status == 200, doc
    return doc


def wait_for(check: Any, timeout: float = 60.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.3)


def deploy(labcloud: LabcloudProcess) -> dict[str, str]:
    iam, lam, ddb = (
        labcloud.boto3_client("iam"),
        labcloud.boto3_client("lambda"),
        labcloud.boto3_client("dynamodb"),
    )
    sns, sqs, apigw = (
        labcloud.boto3_client("sns"),
        labcloud.boto3_client("sqs"),
        labcloud.boto3_client("apigateway"),
    )
    role = iam.create_role(RoleName="orders-role", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    everything = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "*", "Resource": "*"}]}
    iam.put_role_policy(RoleName="orders-role", PolicyName="all", PolicyDocument=json.dumps(everything))
    stream = ddb.create_table(
        TableName="orders",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_IMAGE"},
    )["TableDescription"]["LatestStreamArn"]
    topic = sns.create_topic(Name="order-events")["TopicArn"]
    queue_url = sqs.create_queue(QueueName="order-audit")["QueueUrl"]
    queue_arn = arn("sqs", "order-audit")
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "sns.amazonaws.com"},
                "Action": "sqs:SendMessage",
                "Resource": queue_arn,
            }
        ],
    }
    sqs.set_queue_attributes(QueueUrl=queue_url, Attributes={"Policy": json.dumps(policy)})
    sns.subscribe(TopicArn=topic, Protocol="sqs", Endpoint=queue_arn)
    writer = lam.create_function(
        FunctionName="writer",
        Runtime="python3.12",
        Handler="app.handler",
        Role=role,
        Code={"ZipFile": zipped(WRITER)},
    )["FunctionArn"]
    lam.create_function(
        FunctionName="fanout",
        Runtime="python3.12",
        Handler="app.handler",
        Role=role,
        Code={"ZipFile": zipped(FANOUT)},
        Environment={"Variables": {"TOPIC": topic}},
    )
    lam.create_event_source_mapping(
        EventSourceArn=stream, FunctionName="fanout", StartingPosition="TRIM_HORIZON", BatchSize=10
    )
    api = apigw.create_rest_api(name="orders-api")["id"]
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    resource = apigw.create_resource(restApiId=api, parentId=root, pathPart="orders")["id"]
    apigw.put_method(restApiId=api, resourceId=resource, httpMethod="POST", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api,
        resourceId=resource,
        httpMethod="POST",
        type="AWS_PROXY",
        integrationHttpMethod="POST",
        uri=f"arn:aws:apigateway:{REGION}:lambda:path/2015-03-31/functions/{writer}/invocations",
    )
    lam.add_permission(
        FunctionName="writer",
        StatementId="apigw",
        Action="lambda:InvokeFunction",
        Principal="apigateway.amazonaws.com",
        SourceArn=f"arn:aws:execute-api:{REGION}:{ACCOUNT}:{api}/*/*/*",
    )
    apigw.create_deployment(restApiId=api, stageName="prod")
    return {"api": api, "queue_url": queue_url, "topic": topic}


def place_order(labcloud: LabcloudProcess, api: str, order: str) -> tuple[str, str, str]:
    """POST one order; the API Gateway request id, the trace header it answered, and the function's trace."""
    url = f"{labcloud.endpoint}/_labcloud/execute-api/{api}/prod/orders"
    body = json.dumps({"id": order, "total": 42}).encode()
    request = urllib.request.Request(
        url, data=body, method="POST", headers={"content-type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        assert response.status == 201
        answered = json.loads(response.read())
        return response.headers["x-amzn-RequestId"], response.headers["X-Amzn-Trace-Id"], answered["trace"]


@pytest.fixture(scope="module")
def flow(labcloud_server: LabcloudProcess) -> dict[str, Any]:
    """The application deployed once, two orders placed, the second one's path delivered to the queue."""
    labcloud_server.reset()
    deployed = deploy(labcloud_server)
    sqs = labcloud_server.boto3_client("sqs")
    bodies: list[str] = []

    def delivered(order: str) -> bool:
        got = sqs.receive_message(QueueUrl=deployed["queue_url"], MaxNumberOfMessages=10, WaitTimeSeconds=1)
        bodies.extend(m["Body"] for m in got.get("Messages", []))
        return any(order in body for body in bodies)

    # one order after the other: a stream batch holding both would join their paths (as it should)
    place_order(labcloud_server, deployed["api"], "order-7")
    assert wait_for(lambda: delivered("order-7")), bodies
    request_id, header, seen = place_order(labcloud_server, deployed["api"], "order-8")
    assert wait_for(lambda: delivered("order-8")), bodies

    def batch_traced() -> bool:
        steps = trace_of(labcloud_server, request_id)["steps"]
        return "lambda.esm.stream.batch" in [step["kind"] for step in steps]

    # the stream's batch step is published when the function returns, which can be after the message it
    # sent reached the queue: the path is whole once that step is in the trace
    assert wait_for(batch_traced)
    return {**deployed, "request_id": request_id, "header": header, "function_trace": seen}


def test_the_function_runs_in_the_trace_api_gateway_answered(flow: dict[str, Any]) -> None:
    root = flow["header"].split(";")[0]
    assert root.startswith("Root=1-")
    assert flow["function_trace"] and flow["function_trace"].startswith(root)


def test_a_request_is_traced_across_five_services_in_order_with_timings(
    labcloud_server: LabcloudProcess, flow: dict[str, Any]
) -> None:
    doc = trace_of(labcloud_server, flow["request_id"])
    kinds = [step["kind"] for step in doc["steps"]]
    for kind in (
        "apigateway.request",
        "lambda.invocation.started",
        "dynamodb.write.decided",
        "lambda.esm.stream.batch",
        "sns.message.published",
        "sns.delivery.delivered",
        "sqs.message.sent",
    ):
        assert kind in kinds, (kind, kinds)
    assert doc["services"] == ["apigateway", "lambda", "dynamodb", "sns", "sqs"], [
        (s["seq"], s["start"], s["ts"], s["kind"], s["facts"]) for s in doc["steps"]
    ]
    path = [
        (s["kind"], s["facts"].get("function_name"))
        for s in doc["steps"]
        if s["kind"] != "lambda.invocation.finished"
    ]
    expected = [
        ("apigateway.request", None),
        ("lambda.invocation.started", "writer"),
        ("dynamodb.write.decided", None),
        ("lambda.invocation.started", "fanout"),
        ("sns.message.published", None),
        ("sqs.message.sent", None),
    ]
    order = [path.index(step) for step in expected]
    assert order == sorted(order)
    # Only the second order's path: the first order's write and messages are not in it.
    writes = [s for s in doc["steps"] if s["kind"] == "dynamodb.write.decided"]
    assert len(writes) == 1 and writes[0]["facts"]["operation"] == "PutItem"
    functions = {
        s["facts"].get("function_name") for s in doc["steps"] if s["kind"].startswith("lambda.invocation")
    }
    assert functions == {"writer", "fanout"}
    starts = [s["start"] for s in doc["steps"]]
    assert starts == sorted(starts) and doc["duration_ms"] > 0
    api_step = doc["steps"][0]
    assert api_step["kind"] == "apigateway.request" and api_step["duration_ms"] > 0
    assert api_step["parent"] is None and all(s["parent"] is not None for s in doc["steps"][1:])
    assert not doc["failed"]
    # the path ends where the test read the message off the queue
    assert "sqs.message.received" in kinds
    assert any(s["stopped"] and s["kind"] == "sqs.message.received" for s in doc["steps"])


def test_the_same_path_by_business_key_and_by_trace_header(
    labcloud_server: LabcloudProcess, flow: dict[str, Any]
) -> None:
    by_request = [s["seq"] for s in trace_of(labcloud_server, flow["request_id"])["steps"]]
    by_order = [s["seq"] for s in trace_of(labcloud_server, "order-8")["steps"]]
    by_trace = [s["seq"] for s in trace_of(labcloud_server, flow["header"])["steps"]]
    assert by_order == by_request
    assert set(by_trace) <= set(by_request) and len(by_trace) >= 4


def test_the_trace_route_refuses_a_missing_or_oversized_key(labcloud_server: LabcloudProcess) -> None:
    base = labcloud_server.endpoint + "/_labcloud/trace"
    assert get_json(base)[1]["error"]["code"] == "ValidationException"
    assert get_json(base + "?key=" + "k" * 600)[0] == 400
    assert get_json(base + "?key=x1&window=0")[0] == 400
    status, doc = get_json(base + "?key=nobody-ever-said-this")
    assert status == 200 and doc["steps"] == []


def test_the_page_draws_the_timeline(
    labcloud_server: LabcloudProcess, flow: dict[str, Any], page: Any
) -> None:
    doc = trace_of(labcloud_server, flow["request_id"])
    page.goto(f"{labcloud_server.endpoint}/_labcloud/view/trace?key={urllib.parse.quote(flow['request_id'])}")
    page.wait_for_selector("body[data-loaded]")
    rows = page.eval_on_selector_all(
        ".trace-step", "els => els.map(e => [+e.dataset.seq, e.dataset.service])"
    )
    assert rows == [[s["seq"], s["service"]] for s in doc["steps"]]
    chips = page.eval_on_selector_all("#trace-services li", "els => els.map(e => e.textContent)")
    assert chips == doc["services"] and len(chips) >= 4
    assert f"{len(doc['steps'])} steps" in page.inner_text("#trace-summary")
    assert page.locator(".trace-step .mark.stop").count() >= 1
    # bars sit at their time offsets: the last step's bar starts right of the first one's
    lefts = page.eval_on_selector_all(".trace-step .bar", "els => els.map(e => parseFloat(e.style.left))")
    assert lefts[0] == 0 and lefts[-1] > lefts[0]
    # keyboard: rows are focusable and the arrow keys move between them
    page.focus(".trace-step")
    page.keyboard.press("ArrowDown")
    assert page.evaluate("+document.activeElement.dataset.seq") == doc["steps"][1]["seq"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "trace.png"), full_page=True)
    # the search box asks for another key (the business key) and the address keeps it
    page.fill("#key", "order-8")
    page.press("#key", "Enter")
    page.wait_for_function("location.search.includes('order-8')")
    page.select_option("#lang", "ja")
    assert "ステップ" in page.inner_text("#trace-summary")
    page.select_option("#lang", "pt")
    assert "passos" in page.inner_text("#trace-summary")
    page.set_viewport_size({"width": 800, "height": 900})
    assert page.evaluate("document.documentElement.scrollWidth") <= 800
    page.screenshot(path=str(SHOTS / "trace-800.png"), full_page=True)
    assert page.page_errors == []


def test_the_live_view_and_the_map_lead_to_the_trace(
    labcloud_server: LabcloudProcess, flow: dict[str, Any], page: Any
) -> None:
    doc = trace_of(labcloud_server, flow["request_id"])
    assert doc["steps"]
    page.goto(labcloud_server.endpoint + "/_labcloud/view/")
    row = page.locator("#invocations tr.inv").filter(has_text="writer").first
    row.wait_for()
    link = row.locator("a.trace-link")
    request_id = row.get_attribute("data-request-id")
    assert link.get_attribute("href") == f"/_labcloud/view/trace?key={request_id}"
    ledger_link = page.locator("#ledger tr a.trace-link").first
    assert ledger_link.get_attribute("href").startswith("/_labcloud/view/trace?key=")
    # the business-key filter's trace link follows what is typed
    page.fill("#filter-key", "order-8")
    assert page.get_attribute("#trace-link", "href") == "/_labcloud/view/trace?key=order-8"
    link.click()
    page.wait_for_selector("body[data-loaded]")
    assert page.input_value("#key") == request_id
    assert page.locator(".trace-step[data-service='lambda']").count() >= 2
    # the map's header leads to the trace page too; its picture is kept beside the trace's
    page.goto(labcloud_server.endpoint + "/_labcloud/view/map")
    page.wait_for_selector("body[data-loaded]")
    assert page.get_attribute("nav a[href='/_labcloud/view/trace']", "href") == "/_labcloud/view/trace"
    assert page.locator("#map .node").count() >= 5
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "map.png"), full_page=True)
    assert page.page_errors == []


def test_the_business_key_filter_and_the_item_counts_agree(
    labcloud_server: LabcloudProcess, flow: dict[str, Any], page: Any
) -> None:
    page.goto(labcloud_server.endpoint + "/_labcloud/view/")
    card = page.locator("[data-table=orders]")
    card.wait_for()
    page.wait_for_function(
        "document.querySelectorAll('[data-table=orders] ul.items li').length === 2", timeout=30_000
    )
    assert card.locator(".items-count").inner_text().endswith("· 2 items")
    page.fill("#filter-key", "order-8")
    page.wait_for_function(
        "document.querySelector('[data-table=orders] .items-count').textContent.endsWith('1 of 2 items match')"
    )
    assert card.locator("ul.items li").count() == 1 and "order-8" in card.locator("ul.items li").inner_text()
    page.fill("#filter-key", "no-such-order")
    page.wait_for_function(
        "document.querySelector('[data-table=orders] .items-count').textContent.endsWith('0 of 2 items match')"
    )
    assert card.locator("ul.items li").count() == 0
    assert card.locator("p.empty").inner_text() == "no items match “no-such-order”"
    assert page.page_errors == []


def test_a_state_machine_execution_is_traced_into_the_function_its_task_ran(
    labcloud_server: LabcloudProcess, flow: dict[str, Any]
) -> None:
    iam, lam, sfn = (
        labcloud_server.boto3_client("iam"),
        labcloud_server.boto3_client("lambda"),
        labcloud_server.boto3_client("stepfunctions"),
    )
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "states.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    role = iam.create_role(RoleName="steps-role", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    everything = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "*", "Resource": "*"}]}
    iam.put_role_policy(RoleName="steps-role", PolicyName="all", PolicyDocument=json.dumps(everything))
    function = lam.get_function(FunctionName="writer")["Configuration"]["FunctionArn"]
    definition = {
        "StartAt": "Shape",
        "States": {
            "Shape": {
                "Type": "Pass",
                "Parameters": {"body": '{"id": "order-sfn", "total": 5}'},
                "Next": "Write",
            },
            "Write": {"Type": "Task", "Resource": function, "End": True},
        },
    }
    machine = sfn.create_state_machine(name="orders-flow", definition=json.dumps(definition), roleArn=role)[
        "stateMachineArn"
    ]
    execution = sfn.start_execution(stateMachineArn=machine, input="{}")["executionArn"]
    assert wait_for(lambda: sfn.describe_execution(executionArn=execution)["status"] != "RUNNING")
    assert sfn.describe_execution(executionArn=execution)["status"] == "SUCCEEDED"
    doc = trace_of(labcloud_server, execution)
    kinds = [s["kind"] for s in doc["steps"]]
    # the execution's end says when it started: it is drawn as a span from there, beside its start
    assert set(kinds[:2]) == {"stepfunctions.execution.started", "stepfunctions.execution.succeeded"}
    assert kinds.count("stepfunctions.state.entered") == 2
    # the Task's invocation, and the write the function made, are on the execution's path
    invoked = [s for s in doc["steps"] if s["kind"] == "lambda.invocation.started"]
    # writer by the Task; fanout after it, through the table's stream, as for an API request
    assert [s["facts"]["function_name"] for s in invoked] == ["writer", "fanout"]
    by_seq = {s["seq"]: s for s in doc["steps"]}
    assert by_seq[invoked[0]["parent"]]["service"] == "stepfunctions"
    assert "dynamodb.write.decided" in kinds and kinds.index("dynamodb.write.decided") > kinds.index(
        "lambda.invocation.started"
    )
    assert doc["services"][:3] == ["stepfunctions", "lambda", "dynamodb"]
