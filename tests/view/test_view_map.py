"""The resource map (``GET /_labcloud/map`` and the page ``/_labcloud/view/map``).

A small application is deployed through every kind of wiring labcloud has today (SQS → Lambda and
DynamoDB stream → Lambda mappings, SQS redrive, S3 notifications to a queue and a function,
asynchronous destinations, a function's dead-letter queue, an alias, a log subscription, an alarm
watching a function with a function action, a CloudFormation stack) with boto3, as a user would;
the map's nodes and edges are asserted from the JSON and from the page drawn in Chromium.
"""

from __future__ import annotations

import io
import json
import time
import urllib.request
import zipfile
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT, REGION = "000000000000", "us-east-1"
TRUST = json.dumps(
    {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
)
OK_CODE = "def handler(event, context):\n    return {'ok': True}\n"
FAILING_CODE = "def handler(event, context):\n    raise ValueError('boom')\n"


def arn(service: str, resource: str) -> str:
    return f"arn:aws:{service}:{REGION}:{ACCOUNT}:{resource}"


def zipped(code: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("app.py", code)
    return buffer.getvalue()


def get_map(labcloud: LabcloudProcess) -> dict[str, Any]:
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/map", timeout=30) as response:
        assert response.status == 200
        return json.loads(response.read())


def edges_of(doc: dict[str, Any]) -> set[tuple[str, str, str]]:
    return {(e["kind"], e["from"], e["to"]) for e in doc["edges"]}


def node(doc: dict[str, Any], node_id: str) -> dict[str, Any]:
    found = [n for n in doc["nodes"] if n["id"] == node_id]
    assert found, f"{node_id} is not on the map: {[n['id'] for n in doc['nodes']]}"
    return found[0]


def wait_for(check: Any, timeout: float = 30.0) -> Any:
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.3)


def deploy(labcloud: LabcloudProcess) -> dict[str, str]:
    """The application: every wiring labcloud has today, between a dozen resources."""
    sqs, lam, ddb = (
        labcloud.boto3_client("sqs"),
        labcloud.boto3_client("lambda"),
        labcloud.boto3_client("dynamodb"),
    )
    s3, iam, cw = (
        labcloud.boto3_client("s3"),
        labcloud.boto3_client("iam"),
        labcloud.boto3_client("cloudwatch"),
    )
    logs, cfn = labcloud.boto3_client("logs"), labcloud.boto3_client("cloudformation")
    role = iam.create_role(RoleName="app-role", AssumeRolePolicyDocument=TRUST)["Role"]["Arn"]
    for policy in ("AWSLambdaSQSQueueExecutionRole", "AWSLambdaDynamoDBExecutionRole"):
        iam.attach_role_policy(
            RoleName="app-role", PolicyArn=f"arn:aws:iam::aws:policy/service-role/{policy}"
        )
    dlq_url = sqs.create_queue(QueueName="jobs-dlq")["QueueUrl"]
    redrive = {"deadLetterTargetArn": arn("sqs", "jobs-dlq"), "maxReceiveCount": "1"}
    jobs_url = sqs.create_queue(QueueName="jobs", Attributes={"RedrivePolicy": json.dumps(redrive)})[
        "QueueUrl"
    ]
    sqs.create_queue(QueueName="results")
    for name, code in (("worker", OK_CODE), ("auditor", OK_CODE), ("broken", FAILING_CODE)):
        lam.create_function(
            FunctionName=name,
            Runtime="python3.12",
            Handler="app.handler",
            Role=role,
            Code={"ZipFile": zipped(code)},
            **({"DeadLetterConfig": {"TargetArn": arn("sqs", "jobs-dlq")}} if name == "broken" else {}),
        )
    lam.create_event_source_mapping(EventSourceArn=arn("sqs", "jobs"), FunctionName="worker", BatchSize=5)
    version = lam.publish_version(FunctionName="worker")["Version"]
    lam.create_alias(FunctionName="worker", Name="live", FunctionVersion=version)
    lam.put_function_event_invoke_config(
        FunctionName="worker",
        DestinationConfig={
            "OnSuccess": {"Destination": arn("sqs", "results")},
            "OnFailure": {"Destination": arn("sqs", "jobs-dlq")},
        },
    )
    stream = ddb.create_table(
        TableName="orders",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
        StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_IMAGE"},
    )["TableDescription"]["LatestStreamArn"]
    lam.create_event_source_mapping(EventSourceArn=stream, FunctionName="auditor", StartingPosition="LATEST")
    s3.create_bucket(Bucket="uploads")
    s3.put_bucket_notification_configuration(
        Bucket="uploads",
        NotificationConfiguration={
            "QueueConfigurations": [{"QueueArn": arn("sqs", "jobs"), "Events": ["s3:ObjectCreated:*"]}],
            "LambdaFunctionConfigurations": [
                {"LambdaFunctionArn": arn("lambda", "function:auditor"), "Events": ["s3:ObjectRemoved:*"]}
            ],
        },
    )
    logs.create_log_group(logGroupName="app-audit")
    logs.put_subscription_filter(
        logGroupName="app-audit",
        filterName="errors",
        filterPattern="ERROR",
        destinationArn=arn("lambda", "function:auditor"),
    )
    cw.put_metric_alarm(
        AlarmName="worker-errors",
        Namespace="AWS/Lambda",
        MetricName="Errors",
        Dimensions=[{"Name": "FunctionName", "Value": "worker"}],
        Statistic="Sum",
        Period=60,
        EvaluationPeriods=1,
        Threshold=1,
        ComparisonOperator="GreaterThanOrEqualToThreshold",
        AlarmActions=[arn("lambda", "function:auditor")],
    )
    template = {
        "Resources": {
            "Inbox": {"Type": "AWS::SQS::Queue", "Properties": {"QueueName": "stack-inbox"}},
            "Ledger": {
                "Type": "AWS::DynamoDB::Table",
                "Properties": {
                    "TableName": "stack-ledger",
                    "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                    "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
                    "BillingMode": "PAY_PER_REQUEST",
                },
            },
        }
    }
    cfn.create_stack(StackName="ledger-app", TemplateBody=json.dumps(template))
    cfn.get_waiter("stack_create_complete").wait(StackName="ledger-app", WaiterConfig={"Delay": 1})
    return {
        "jobs_url": jobs_url,
        "dlq_url": dlq_url,
        "stream": stream,
        "alias": arn("lambda", "function:worker:live"),
    }


def test_the_map_draws_every_resource_and_every_wiring(labcloud: LabcloudProcess) -> None:
    deployed = deploy(labcloud)
    doc = get_map(labcloud)
    assert doc["problems"] == []
    kinds = {n["id"]: n["kind"] for n in doc["nodes"]}
    assert kinds[arn("sqs", "jobs")] == "sqs.queue"
    assert kinds[arn("lambda", "function:worker")] == "lambda.function"
    assert kinds[deployed["alias"]] == "lambda.alias"
    assert kinds[arn("dynamodb", "table/orders")] == "dynamodb.table"
    assert kinds[deployed["stream"]] == "dynamodb.stream"
    assert kinds["arn:aws:s3:::uploads"] == "s3.bucket"
    assert kinds[arn("logs", "log-group:app-audit")] == "logs.group"
    assert kinds[arn("cloudwatch", "alarm:worker-errors")] == "cloudwatch.alarm"
    assert kinds[arn("iam", "role/app-role").replace(f":{REGION}:", "::")] == "iam.role"
    worker, auditor, broken = (arn("lambda", f"function:{n}") for n in ("worker", "auditor", "broken"))
    expected = {
        ("event-source", arn("sqs", "jobs"), worker),
        ("event-source", deployed["stream"], auditor),
        ("stream", arn("dynamodb", "table/orders"), deployed["stream"]),
        ("redrive", arn("sqs", "jobs"), arn("sqs", "jobs-dlq")),
        ("notification", "arn:aws:s3:::uploads", arn("sqs", "jobs")),
        ("notification", "arn:aws:s3:::uploads", auditor),
        ("destination", worker, arn("sqs", "results")),
        ("destination", worker, arn("sqs", "jobs-dlq")),
        ("dead-letter", broken, arn("sqs", "jobs-dlq")),
        ("alias", deployed["alias"], worker),
        ("log-subscription", arn("logs", "log-group:app-audit"), auditor),
        ("alarm-watch", worker, arn("cloudwatch", "alarm:worker-errors")),
        ("alarm-action", arn("cloudwatch", "alarm:worker-errors"), auditor),
        ("role", worker, f"arn:aws:iam::{ACCOUNT}:role/app-role"),
    }
    assert expected <= edges_of(doc), expected - edges_of(doc)
    # Every edge ends at a node on the map; nothing labcloud serves is drawn as "external".
    ids = set(kinds)
    assert all(e["from"] in ids and e["to"] in ids for e in doc["edges"])
    assert [n["id"] for n in doc["nodes"] if n["kind"] == "external"] == []
    # The stack is a group holding the resources it created (named by their physical ids).
    (stack,) = doc["groups"]
    assert (stack["kind"], stack["label"], stack["status"]) == ("stack", "ledger-app", "ok")
    grouped = {n["label"] for n in doc["nodes"] if n["group"] == stack["id"]}
    assert grouped == {"stack-inbox", "stack-ledger"}
    assert node(doc, arn("sqs", "jobs"))["group"] is None


def test_edges_carry_the_last_minutes_traffic_and_failing_nodes_are_marked(labcloud: LabcloudProcess) -> None:
    deployed = deploy(labcloud)
    sqs, lam, cw = (
        labcloud.boto3_client("sqs"),
        labcloud.boto3_client("lambda"),
        labcloud.boto3_client("cloudwatch"),
    )
    worker, broken = arn("lambda", "function:worker"), arn("lambda", "function:broken")
    quiet = get_map(labcloud)
    # The stream mapping has had nothing to carry; S3's test event may already have gone through jobs.
    stream_edge = next(
        e for e in quiet["edges"] if e["kind"] == "event-source" and e["from"] == deployed["stream"]
    )
    assert (stream_edge["traffic"], stream_edge["flowing"]) == ({"invocations": 0, "errors": 0}, False)
    before = next(e for e in quiet["edges"] if e["kind"] == "event-source" and e["to"] == worker)["traffic"]
    sent_before = node(quiet, arn("sqs", "jobs"))["facts"]["sent_last_minute"]
    assert node(quiet, broken)["status"] == "ok" and node(quiet, arn("sqs", "jobs-dlq"))["status"] == "ok"
    for index in range(3):
        sqs.send_message(QueueUrl=deployed["jobs_url"], MessageBody=f"job-{index}")
    lam.invoke(FunctionName="broken", Payload=b"{}")
    sqs.send_message(QueueUrl=deployed["dlq_url"], MessageBody="poison")

    def busy() -> dict[str, Any] | None:
        doc = get_map(labcloud)
        edge = next(e for e in doc["edges"] if e["kind"] == "event-source" and e["to"] == worker)
        return doc if edge["traffic"]["invocations"] > before["invocations"] else None

    doc = wait_for(busy)
    assert doc, "the mapping's invocations never showed on its edge"
    edge = next(e for e in doc["edges"] if e["kind"] == "event-source" and e["to"] == worker)
    assert edge["flowing"] is True and edge["traffic"]["errors"] == 0
    assert node(doc, arn("sqs", "jobs"))["facts"]["sent_last_minute"] == sent_before + 3
    failing = node(doc, broken)
    assert failing["status"] == "failing" and failing["reasons"] == ["1 error in the last minute"]
    dlq = node(doc, arn("sqs", "jobs-dlq"))
    assert dlq["status"] == "failing" and dlq["reasons"] == ["1 message(s) in a dead-letter queue"]
    # set just before its map is read: the alarm's next evaluation (each minute) puts it back to OK
    cw.set_alarm_state(AlarmName="worker-errors", StateValue="ALARM", StateReason="test says so")
    alarm = node(get_map(labcloud), arn("cloudwatch", "alarm:worker-errors"))
    assert alarm["status"] == "failing" and alarm["facts"]["state"] == "ALARM"
    assert node(doc, worker)["status"] == "ok"


def test_wiring_to_a_resource_no_service_shows_is_an_external_node(labcloud: LabcloudProcess) -> None:
    lam, iam, sqs = (
        labcloud.boto3_client("lambda"),
        labcloud.boto3_client("iam"),
        labcloud.boto3_client("sqs"),
    )
    role = iam.create_role(RoleName="r", AssumeRolePolicyDocument=TRUST)["Role"]["Arn"]
    gone = sqs.create_queue(QueueName="gone")["QueueUrl"]
    lam.create_function(
        FunctionName="f",
        Runtime="python3.12",
        Handler="app.handler",
        Role=role,
        Code={"ZipFile": zipped(OK_CODE)},
    )
    lam.put_function_event_invoke_config(
        FunctionName="f", DestinationConfig={"OnSuccess": {"Destination": arn("sqs", "gone")}}
    )
    assert node(get_map(labcloud), arn("sqs", "gone"))["kind"] == "sqs.queue"
    sqs.delete_queue(QueueUrl=gone)
    doc = get_map(labcloud)
    assert ("destination", arn("lambda", "function:f"), arn("sqs", "gone")) in edges_of(doc)
    assert (
        node(doc, arn("sqs", "gone"))["kind"] == "external"
        and node(doc, arn("sqs", "gone"))["label"] == "gone"
    )
    # A function that never logged has no log group: its "logs" edge is left out, not drawn to nowhere.
    assert not [e for e in doc["edges"] if e["kind"] == "logs"]


def test_an_empty_account_has_an_empty_map(labcloud: LabcloudProcess) -> None:
    doc = get_map(labcloud)
    assert (doc["nodes"], doc["edges"], doc["groups"], doc["problems"]) == ([], [], [], [])
    assert doc["window_seconds"] == 60


def test_the_page_draws_the_map_and_opens_a_node(
    labcloud: LabcloudProcess, page: Any, output_dir: Path
) -> None:
    deploy(labcloud)
    # A function's log group may appear while the page loads (a sandbox started ahead for the new event
    # source mapping logs its start): the page is compared with a map that did not change meanwhile.
    for _ in range(5):
        doc = get_map(labcloud)
        page.goto(labcloud.endpoint + "/_labcloud/view/map")
        page.wait_for_selector("body[data-loaded]")
        drawn = set(page.eval_on_selector_all("#map .node", "els => els.map(e => e.dataset.id)"))
        if {n["id"] for n in get_map(labcloud)["nodes"]} == {n["id"] for n in doc["nodes"]}:
            break
    roles = {n["id"] for n in doc["nodes"] if n["kind"] == "iam.role"}
    assert drawn == {n["id"] for n in doc["nodes"]} - roles
    drawn_edges = set(page.eval_on_selector_all("#map .edge", "els => els.map(e => e.dataset.edge)"))
    assert drawn_edges == {e["id"] for e in doc["edges"] if e["to"] not in roles}
    # Stack boxes, and IAM roles only when asked for.
    assert page.eval_on_selector_all("#map .group text", "els => els.map(e => e.textContent)") == [
        "stack: ledger-app"
    ]
    page.check("#show-roles")
    page.wait_for_selector("#map .node[data-kind='iam.role']")
    # Click a node: its panel lists its wiring and links to what the live view shows for it.
    page.click("#map .node[data-id$=':function:worker']")
    details = page.locator("#details")
    assert details.is_visible()
    assert details.locator("h2").inner_text() == "worker"
    assert "event source mapping (batch 5) ← jobs" in details.inner_text()
    assert "destination (on failure) → jobs-dlq" in details.inner_text()
    assert details.locator("a.open").get_attribute("href") == "/_labcloud/view/?resource=worker"
    # Keyboard: Tab reaches a node, Enter opens it, arrow keys move to a neighbour, Escape closes.
    page.keyboard.press("Escape")
    assert details.is_hidden()
    page.focus("#map .node[data-id$=':jobs']")
    page.keyboard.press("ArrowRight")
    focused = page.evaluate("document.activeElement.dataset.id")
    assert focused and focused != arn("sqs", "jobs")
    page.keyboard.press("Enter")
    assert details.is_visible() and page.evaluate("window.labcloudMap.state.selected") == focused
    assert page.page_errors == []
    page.screenshot(path=str(output_dir / "view-map.png"), full_page=True)
    # The panel's link opens the live view filtered to that resource (its invocations, messages, items).
    page.click("#map .node[data-id$=':function:worker']")
    page.click("#details a.open")
    page.wait_for_url("**/_labcloud/view/?resource=worker")
    assert page.input_value("#filter-resource") == "worker"


def test_the_page_moves_edges_with_traffic_and_marks_failures(labcloud: LabcloudProcess, page: Any) -> None:
    deployed = deploy(labcloud)
    page.goto(labcloud.endpoint + "/_labcloud/view/map")
    page.wait_for_selector("body[data-loaded]")
    stream_edge = f"#map .edge[data-kind='event-source'][data-from='{deployed['stream']}']"
    assert "flowing" not in (page.get_attribute(stream_edge, "class") or "")
    assert page.locator("#map .node.status-failing").count() == 0
    labcloud.boto3_client("dynamodb").put_item(TableName="orders", Item={"id": {"S": "o-1"}})
    labcloud.boto3_client("lambda").invoke(FunctionName="broken", Payload=b"{}")
    page.wait_for_selector(stream_edge + ".flowing", timeout=30000)
    page.wait_for_selector("#map .node.status-failing[data-id$=':function:broken']", timeout=10000)
    assert "1 invocations" in page.text_content(stream_edge + " .edge-label")
    assert page.page_errors == []


def test_the_page_at_800_pixels_and_in_the_lab_languages(
    labcloud: LabcloudProcess, browser: Any, output_dir: Path
) -> None:
    deploy(labcloud)
    context = browser.new_context(viewport={"width": 800, "height": 900})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(labcloud.endpoint + "/_labcloud/view/map?lang=ja")
        page.wait_for_selector("body[data-loaded]")
        # Nothing but the map itself scrolls sideways; the top bar fits in two rows.
        assert page.evaluate("document.documentElement.scrollWidth") <= 800
        assert page.evaluate("document.querySelector('header.top').getBoundingClientRect().height") < 110
        assert page.inner_text("h1 .sub") == "リソースマップ"
        assert "SQS キュー" in page.text_content("#map .node[data-id$=':jobs'] .sub")
        page.click("#map .node[data-id$=':function:worker']")
        assert page.locator("#details").is_visible()
        box = page.locator("#details").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 800
        page.screenshot(path=str(output_dir / "view-map-800-ja.png"), full_page=True)
        page.select_option("#lang", "pt")
        assert page.inner_text("h1 .sub") == "mapa de recursos"
        assert "fila SQS" in page.text_content("#map .node[data-id$=':jobs'] .sub")
        assert errors == []
    finally:
        context.close()


def test_the_layout_library_is_served_from_the_package(labcloud: LabcloudProcess) -> None:
    for name in ("vendor/dagre.min.js", "vendor/dagre.LICENSE", "map.js", "map.css"):
        with urllib.request.urlopen(
            f"{labcloud.endpoint}/_labcloud/view/static/{name}", timeout=10
        ) as response:
            assert response.status == 200 and response.read()
    with urllib.request.urlopen(labcloud.endpoint + "/_labcloud/view/map", timeout=10) as response:
        body = response.read()
    assert b"/_labcloud/view/static/vendor/dagre.min.js" in body and b"https://" not in body


def test_pieces_of_the_same_shape_share_one_layout(labcloud: LabcloudProcess, page: Any) -> None:
    sqs, lam, iam = (
        labcloud.boto3_client("sqs"),
        labcloud.boto3_client("lambda"),
        labcloud.boto3_client("iam"),
    )
    role = iam.create_role(RoleName="same-shape", AssumeRolePolicyDocument=TRUST)["Role"]["Arn"]
    iam.attach_role_policy(
        RoleName="same-shape",
        PolicyArn="arn:aws:iam::aws:policy/service-role/AWSLambdaSQSQueueExecutionRole",
    )
    for index in range(4):
        sqs.create_queue(QueueName=f"shape-q{index}")
        lam.create_function(
            FunctionName=f"shape-f{index}",
            Runtime="python3.12",
            Handler="app.handler",
            Role=role,
            Code={"ZipFile": zipped(OK_CODE)},
        )
        lam.create_event_source_mapping(
            EventSourceArn=arn("sqs", f"shape-q{index}"), FunctionName=f"shape-f{index}", Enabled=False
        )
    page.goto(labcloud.endpoint + "/_labcloud/view/map")
    page.wait_for_selector("body[data-loaded]")
    stats = page.evaluate("({...window.labcloudMap.stats})")
    positions = page.evaluate("Object.fromEntries(window.labcloudMap.state.positions)")
    offsets = set()
    for index in range(4):
        queue = positions[arn("sqs", f"shape-q{index}")]
        function = positions[arn("lambda", f"function:shape-f{index}")]
        offsets.add((function["x"] - queue["x"], function["y"] - queue["y"]))
    # four pieces "queue → function" (their log groups and roles apart) laid out once, drawn alike
    assert len(offsets) == 1 and next(iter(offsets))[0] > 0
    assert stats["dagreRuns"] < stats["pieces"]
    assert page.page_errors == []
