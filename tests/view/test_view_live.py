"""The view in a real browser: it follows what happens through the API live, without reloading."""

from __future__ import annotations

import json
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from synthetic import write_history

from labcloud.testing.server_process import LabcloudProcess

WAIT_MS = 15000


def open_view(page: Any, endpoint: str, query: str = "") -> None:
    page.goto(endpoint + "/" if not query else f"{endpoint}/_labcloud/view/{query}")
    assert page.url.startswith(endpoint + "/_labcloud/view/")
    page.wait_for_function(
        "window.labcloudView && window.labcloudView.stats.loadMs !== null", timeout=WAIT_MS
    )
    page.wait_for_selector("#status[data-state=live]", timeout=WAIT_MS)


def post(endpoint: str, path: str, body: Any) -> Any:
    request = urllib.request.Request(
        endpoint + path,
        data=json.dumps(body).encode(),
        method="POST",
        headers={"content-type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def test_queue_messages_and_ledger_update_live(
    labcloud: LabcloudProcess, page: Any, output_dir: Path
) -> None:
    open_view(page, labcloud.endpoint)
    assert page.locator("#queues-empty").is_visible()

    sqs = labcloud.boto3_client("sqs")
    url = sqs.create_queue(QueueName="view-jobs", Attributes={"VisibilityTimeout": "30"})["QueueUrl"]
    row = page.locator("tr[data-queue=view-jobs]")
    row.wait_for(timeout=WAIT_MS)
    for n in range(3):
        sqs.send_message(QueueUrl=url, MessageBody=json.dumps({"id": "dedup-order", "n": n}))
    page.wait_for_function(
        "document.querySelector('tr[data-queue=view-jobs] td.visible').textContent === '3'", timeout=WAIT_MS
    )
    received = sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=1)["Messages"]
    page.wait_for_function(
        "document.querySelector('tr[data-queue=view-jobs] td.inflight').textContent === '1'", timeout=WAIT_MS
    )
    assert row.locator("td.visible").inner_text() == "2"

    dynamodb = labcloud.boto3_client("dynamodb")
    dynamodb.create_table(
        TableName="view-orders",
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
    )
    item = {"id": {"S": "dedup-order"}, "quantity": {"N": "4"}, "total_cents": {"N": "1100"}}
    dynamodb.put_item(TableName="view-orders", Item=item, ConditionExpression="attribute_not_exists(id)")
    with pytest.raises(ClientError) as failure:
        dynamodb.put_item(
            TableName="view-orders",
            Item={**item, "quantity": {"N": "5"}},
            ConditionExpression="attribute_not_exists(id)",
        )
    assert failure.value.response["Error"]["Code"] == "ConditionalCheckFailedException"
    dynamodb.put_item(TableName="view-orders", Item={"id": {"S": "other-order"}, "quantity": {"N": "1"}})

    ledger = page.locator("#ledger tr")
    page.wait_for_function("document.querySelectorAll('#ledger tr').length === 3", timeout=WAIT_MS)
    # Newest first: other-order (no condition), the rejected repeat, the accepted first write.
    assert ledger.nth(0).locator("td").nth(3).inner_text() == "id=other-order"
    assert ledger.nth(0).locator("td").nth(4).inner_text() == "none"
    rejected = ledger.nth(1)
    assert "rejected" in (rejected.get_attribute("class") or "")
    assert rejected.locator("td").nth(5).inner_text() == "Rejected · ConditionalCheckFailedException"
    assert rejected.locator("td").nth(4).inner_text() == "attribute_not_exists(id)"
    assert (
        rejected.locator("td").nth(6).inner_text() == '{"id":"dedup-order","quantity":4,"total_cents":1100}'
    )
    # A rejected write leaves the item as it was.
    assert (
        rejected.locator("td").nth(7).inner_text()
        == '{"id":"dedup-order","quantity":4,"total_cents":1100} unchanged'
    )
    accepted = ledger.nth(2)
    assert accepted.locator("td").nth(5).inner_text() == "Accepted"
    assert accepted.locator("td").nth(6).inner_text() == "—"
    assert accepted.locator("td").nth(1).inner_text() == "view-orders"
    page.wait_for_function(
        "document.querySelectorAll('[data-table=view-orders] ul.items li').length === 2", timeout=WAIT_MS
    )
    page.screenshot(path=str(output_dir / "view.png"), full_page=True)

    # Filter by business key: only dedup-order's history and items remain.
    page.fill("#filter-key", "dedup-order")
    page.wait_for_function("document.querySelectorAll('#ledger tr').length === 2", timeout=WAIT_MS)
    assert page.locator("[data-table=view-orders] ul.items li").count() == 1
    page.fill("#filter-key", "")
    page.fill("#filter-resource", "no-such-resource")
    page.wait_for_function("document.querySelectorAll('#ledger tr').length === 0", timeout=WAIT_MS)
    assert page.locator("tr[data-queue=view-jobs]").count() == 0
    page.fill("#filter-resource", "")

    # Deleting resources empties the resource panels; the ledger keeps the past, marked deleted.
    sqs.delete_message(QueueUrl=url, ReceiptHandle=received[0]["ReceiptHandle"])
    sqs.delete_queue(QueueUrl=url)
    dynamodb.delete_table(TableName="view-orders")
    page.wait_for_selector("tr[data-queue=view-jobs]", state="detached", timeout=WAIT_MS)
    page.wait_for_selector("[data-table=view-orders]", state="detached", timeout=WAIT_MS)
    assert page.locator("#queues-empty").is_visible() and page.locator("#tables-empty").is_visible()
    assert page.locator("#ledger tr").count() == 3
    page.wait_for_function(
        "document.querySelectorAll('#ledger .badge.deleted').length === 3", timeout=WAIT_MS
    )
    page.check("#show-deleted")
    page.wait_for_selector("tr[data-queue=view-jobs].deleted", timeout=WAIT_MS)
    page.screenshot(path=str(output_dir / "view-after-cleanup.png"), full_page=True)
    assert page.page_errors == []


def test_invocations_and_mappings_appear_live(labcloud: LabcloudProcess, page: Any) -> None:
    import io
    import zipfile

    open_view(page, labcloud.endpoint)
    code = io.BytesIO()
    with zipfile.ZipFile(code, "w") as archive:
        archive.writestr(
            "app.py",
            "def handler(event, context):\n    print('hello from', event.get('who'))\n"
            "    return {'greeting': 'hi ' + event.get('who', '?')}\n",
        )
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Action": "sts:AssumeRole", "Principal": {"Service": "lambda.amazonaws.com"}}
        ],
    }
    role = labcloud.boto3_client("iam").create_role(
        RoleName="view-role", AssumeRolePolicyDocument=json.dumps(trust)
    )
    lam = labcloud.boto3_client("lambda")
    lam.create_function(
        FunctionName="view-fn",
        Runtime="python3.12",
        Handler="app.handler",
        Role=role["Role"]["Arn"],
        Code={"ZipFile": code.getvalue()},
    )
    page.locator("[data-function=view-fn]").wait_for(timeout=WAIT_MS)
    for _ in range(100):
        if lam.get_function_configuration(FunctionName="view-fn").get("State", "Active") == "Active":
            break
        time.sleep(0.1)
    answer = lam.invoke(FunctionName="view-fn", Payload=json.dumps({"who": "dedup-order"}).encode())
    request_id = answer["ResponseMetadata"]["RequestId"]
    assert json.loads(answer["Payload"].read()) == {"greeting": "hi dedup-order"}
    row = page.locator(f"#invocations tr[data-request-id='{request_id}']")
    row.wait_for(timeout=WAIT_MS)
    page.wait_for_function(
        f"document.querySelector(\"#invocations tr[data-request-id='{request_id}'] .pill\").textContent === 'success'",
        timeout=WAIT_MS,
    )
    assert row.locator("td").nth(2).inner_text() == "sync"
    row.locator("summary").click()
    # the log lines reach the view after the invocation's answer (log delivery is asynchronous, as on AWS)
    page.wait_for_function(
        f"(document.querySelector(\"#invocations tr[data-request-id='{request_id}'] pre.log\")"
        "?.textContent || '').includes('hello from dedup-order')",
        timeout=WAIT_MS,
    )
    assert '"greeting": "hi dedup-order"' in row.locator("pre").nth(1).inner_text()
    assert page.page_errors == []


def test_active_lab_steps_are_shown(labcloud: LabcloudProcess, page: Any) -> None:
    post(labcloud.endpoint, "/_labcloud/labs/start", {"name": "idempotent-consumer", "baseline": {}})
    try:
        open_view(page, labcloud.endpoint)
        page.wait_for_selector("#lab:not([hidden])", timeout=WAIT_MS)
        assert page.locator("#lab-steps li").count() == 4
        first = page.locator("#lab-steps li[data-step=connect]")
        assert "pending" in (first.get_attribute("class") or "")
        assert "create the queue labex-q05-jobs" in first.inner_text()
        labcloud.boto3_client("sqs").create_queue(QueueName="labex-q05-jobs")
        page.wait_for_function(
            "document.querySelector('#lab-steps li[data-step=connect]').textContent.includes('now create the event')",
            timeout=WAIT_MS,
        )
    finally:
        post(labcloud.endpoint, "/_labcloud/labs/reset", {})


def test_thousands_of_events_render_fast_and_capped(tmp_path: Path, page: Any) -> None:
    count = write_history(tmp_path / "data", jobs=1000)
    assert count == 5004
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        open_view(page, server.endpoint)
        stats = page.evaluate("window.labcloudView.stats")
        print(f"\nview: {stats['events']} events loaded and rendered in {stats['loadMs']:.0f} ms")
        assert stats["events"] == 5004
        assert page.locator("#invocations tr").count() == 100
        assert page.locator("#ledger tr").count() == 100
        assert page.inner_text("#count-invocations") == "1000"
        assert page.inner_text("#invocations-more") == "show more (900 older)"
        page.click("#invocations-more")
        page.wait_for_function("document.querySelectorAll('#invocations tr').length === 300", timeout=WAIT_MS)
        assert page.locator("[data-table=bulk-orders] ul.items li").count() == 50
        # The ledger's Lambda request id opens that request's invocation, with its log lines.
        page.fill("#filter-key", "order-7")
        page.wait_for_function("document.querySelectorAll('#ledger tr').length === 20", timeout=WAIT_MS)
        link = page.locator("#ledger tr a.inv-link").first
        request_id = link.get_attribute("data-inv")
        link.click()
        target = page.locator(f"#invocations tr[data-request-id='{request_id}']")
        target.wait_for(timeout=WAIT_MS)
        assert target.locator("details").get_attribute("open") is not None
        assert f"START RequestId: {request_id}" in target.locator("pre.log").inner_text()
        assert page.page_errors == []
    finally:
        server.stop()


def test_a_denied_write_from_a_function_shows_in_denials(labcloud: LabcloudProcess, page: Any) -> None:
    import io
    import zipfile

    open_view(page, labcloud.endpoint)
    iam = labcloud.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Action": "sts:AssumeRole", "Principal": {"Service": "lambda.amazonaws.com"}}
        ],
    }
    role = iam.create_role(RoleName="narrow-role", AssumeRolePolicyDocument=json.dumps(trust))["Role"]
    iam.put_role_policy(
        RoleName="narrow-role",
        PolicyName="only-orders",
        PolicyDocument=json.dumps(
            {
                "Version": "2012-10-17",
                "Statement": [
                    {
                        "Sid": "Orders",
                        "Effect": "Allow",
                        "Action": "dynamodb:PutItem",
                        "Resource": "arn:aws:dynamodb:us-east-1:000000000000:table/orders",
                    },
                    {
                        "Sid": "Logs",
                        "Effect": "Allow",
                        "Resource": "*",
                        "Action": ["logs:CreateLogGroup", "logs:CreateLogStream", "logs:PutLogEvents"],
                    },
                ],
            }
        ),
    )
    dynamodb = labcloud.boto3_client("dynamodb")
    dynamodb.create_table(
        TableName="reference",
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
    )
    code = io.BytesIO()
    with zipfile.ZipFile(code, "w") as archive:
        archive.writestr(
            "app.py",
            "import os, boto3\n"
            "def handler(event, context):\n"
            "    db = boto3.client('dynamodb', endpoint_url=os.environ['AWS_ENDPOINT_URL'])\n"
            "    db.put_item(TableName='reference', Item={'id': {'S': 'x'}})\n",
        )
    lam = labcloud.boto3_client("lambda")
    lam.create_function(
        FunctionName="narrow-fn",
        Runtime="python3.12",
        Handler="app.handler",
        Role=role["Arn"],
        Code={"ZipFile": code.getvalue()},
    )
    for _ in range(100):
        if lam.get_function_configuration(FunctionName="narrow-fn").get("State", "Active") == "Active":
            break
        time.sleep(0.1)
    answer = lam.invoke(FunctionName="narrow-fn", Payload=b"{}")
    assert answer.get("FunctionError") == "Unhandled"
    request_id = answer["ResponseMetadata"]["RequestId"]
    row = page.locator("#denials tr").first
    row.wait_for(timeout=WAIT_MS)
    assert page.locator("#denials tr").count() == 1
    assert row.locator("td.action").inner_text() == "dynamodb:PutItem"
    assert row.locator("td").nth(3).inner_text() == "arn:aws:dynamodb:us-east-1:000000000000:table/reference"
    assert "assumed-role/narrow-role/narrow-fn" in row.locator("td").nth(1).inner_text()
    assert row.locator("td").nth(4).inner_text() == "implicit deny"
    row.locator("a.inv-link").click()
    target = page.locator(f"#invocations tr[data-request-id='{request_id}']")
    target.wait_for(timeout=WAIT_MS)
    page.wait_for_function(
        f"(document.querySelector(\"#invocations tr[data-request-id='{request_id}'] pre.log\")"
        "?.textContent || '').includes('AccessDeniedException')",
        timeout=WAIT_MS,
    )
    assert page.page_errors == []
