"""The course-track page in a real browser: both tracks' catalogues in order with kinds, prerequisites and
progress, and the active lab's checks turning green live as the learner works (no reload)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

TRACK = [
    "dlq-isolation",
    "conditional-writes",
    "lambda-diagnose",
    "idempotent-consumer",
    "bounded-retries",
    "dlq-recovery",
    "sns-fanout",
    "http-front-door",
    "saga",
    "scheduled-cleanup",
    "kinesis-poison",
    "retried-fanout",
    "shop-pipeline",
]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LabcloudProcess]:
    process = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        yield process
    finally:
        process.stop()


def lab(server: LabcloudProcess, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "LABCLOUD_"))}
    env["LABCLOUD_LABS_DIR"] = str(home / "labs")
    return subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "lab", *args, "--endpoint", server.endpoint],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )


def order(client: Any, order_id: str, quantity: int) -> list[dict[str, Any]]:
    item = {
        "id": {"S": order_id},
        "status": {"S": "NEW"},
        "version": {"N": "1"},
        "quantity": {"N": str(quantity)},
    }
    return [
        {
            "Put": {
                "TableName": "labex-q03-orders",
                "Item": item,
                "ConditionExpression": "attribute_not_exists(id)",
            }
        },
        {
            "Update": {
                "TableName": "labex-q03-inventory",
                "Key": {"sku": {"S": "widget"}},
                "UpdateExpression": "SET stock = stock - :q",
                "ConditionExpression": "stock >= :q",
                "ExpressionAttributeValues": {":q": {"N": str(quantity)}},
            }
        },
    ]


def attempt(call: Any) -> None:
    try:
        call()
    except Exception as error:  # noqa: BLE001 - the rejections are the point
        assert "ConditionalCheckFailed" in str(error) or "TransactionCanceled" in str(error), error


def test_catalogue_and_live_checks(
    server: LabcloudProcess, page: Any, tmp_path: Path, output_dir: Path
) -> None:
    page.goto(server.endpoint + "/_labcloud/view/")
    page.click("#labs-link")
    page.wait_for_selector("#status[data-state=live]")
    cards = page.locator("#track li.card")
    assert [cards.nth(i).get_attribute("data-lab") for i in range(cards.count())] == TRACK
    # both tracks are shown, in order, each with its title and its own labs (numbered across tracks)
    groups = page.locator("#track > li.track-group")
    assert groups.evaluate_all("gs => gs.map(g => g.dataset.track)") == ["1", "2"]
    assert page.locator("#track .track-title").all_inner_texts() == [
        "Track 1 — queues, retries and duplicates",
        "Track 2 — front doors, fan-out, sagas and schedules",
    ]
    in_track = "g => [...g.querySelectorAll('li.card')].map(c => c.dataset.lab)"
    assert groups.nth(0).evaluate(in_track) == TRACK[:6]
    assert groups.nth(1).evaluate(in_track) == TRACK[6:]
    assert page.locator("[data-lab=sns-fanout] .order").inner_text() == "7."
    assert set(page.locator("#track li.card").evaluate_all("cs => cs.map(c => c.dataset.progress)")) == {
        "not started"
    }
    assert page.locator("[data-lab=bounded-retries] .kind").inner_text() == "challenge"
    # the `lab` badge is a badge like the others, not the active-lab panel (no panel border or margin)
    badge = page.locator("[data-lab=dlq-isolation] .kind")
    assert badge.inner_text() == "lab"
    looks = badge.evaluate("b => { const s = getComputedStyle(b); return [s.marginTop, s.borderTopWidth]; }")
    assert looks == ["0px", "0px"]
    assert page.locator("[data-lab=dlq-recovery] .kind").inner_text() == "project"
    assert page.locator("[data-lab=shop-pipeline] .kind").inner_text() == "project"
    assert (
        "after: retried-fanout, saga, scheduled-cleanup"
        in page.locator("[data-lab=shop-pipeline] .meta").inner_text()
    )
    assert (
        "after: dlq-isolation, conditional-writes, lambda-diagnose"
        in page.locator("[data-lab=idempotent-consumer] .meta").inner_text()
    )
    assert page.locator("#active").is_hidden()

    lab(server, tmp_path, "start", "conditional-writes")
    page.wait_for_selector("[data-lab=conditional-writes].active[data-progress='in progress']")
    page.wait_for_selector("#active-steps li.pending[data-step=create]")
    ddb = server.boto3_client("dynamodb")
    item = {"id": {"S": "order-1001"}, "status": {"S": "NEW"}, "version": {"N": "1"}}
    ddb.put_item(TableName="labex-q03-orders", Item=item, ConditionExpression="attribute_not_exists(id)")
    attempt(
        lambda: ddb.put_item(
            TableName="labex-q03-orders", Item=item, ConditionExpression="attribute_not_exists(id)"
        )
    )
    page.wait_for_selector("#active-steps li.passed[data-step=create]")
    assert "1 of 3 steps confirmed" in page.locator("#active-summary").inner_text()

    # A mistake shows up live with its reason.
    ddb.update_item(
        TableName="labex-q03-orders",
        Key={"id": {"S": "order-1001"}},
        UpdateExpression="SET #s = :s",
        ExpressionAttributeNames={"#s": "status"},
        ExpressionAttributeValues={":s": {"S": "PAID"}},
    )
    page.wait_for_selector("#active-steps li.failed[data-step=lock]")
    assert "was applied without a version condition" in page.locator("[data-step=lock] .reason").inner_text()
    page.screenshot(path=str(output_dir / "labs-catalogue-mistake.png"), full_page=True)

    # Start over and do it right: every step turns green and the track records the pass.
    lab(server, tmp_path, "start", "conditional-writes")
    page.wait_for_selector("#active-steps li.pending[data-step=lock]")
    ddb.put_item(TableName="labex-q03-orders", Item=item, ConditionExpression="attribute_not_exists(id)")
    attempt(
        lambda: ddb.put_item(
            TableName="labex-q03-orders", Item=item, ConditionExpression="attribute_not_exists(id)"
        )
    )
    for status in ("PAID", "CANCELLED"):
        attempt(
            lambda s=status: ddb.update_item(
                TableName="labex-q03-orders",
                Key={"id": {"S": "order-1001"}},
                UpdateExpression="SET #s = :s, version = version + :one",
                ConditionExpression="version = :v",
                ExpressionAttributeNames={"#s": "status"},
                ExpressionAttributeValues={":s": {"S": s}, ":one": {"N": "1"}, ":v": {"N": "1"}},
            )
        )
    ddb.transact_write_items(TransactItems=order(ddb, "order-1002", 2))
    attempt(lambda: ddb.transact_write_items(TransactItems=order(ddb, "order-1002", 2)))
    attempt(lambda: ddb.transact_write_items(TransactItems=order(ddb, "order-1003", 4)))
    page.wait_for_selector("#active-steps li.passed[data-step=transact]")
    page.wait_for_selector("[data-lab=conditional-writes][data-progress=passed]")
    assert page.locator("#active-wrapup").is_visible()
    assert "lab start" in page.locator("[data-lab=lambda-diagnose] code").inner_text()

    page.select_option("#lang", "ja")
    page.wait_for_function(
        "document.querySelector('[data-lab=conditional-writes] h2').textContent"
        ".includes('条件付き書き込みで注文の重複を防ぐ')"
    )
    page.screenshot(path=str(output_dir / "labs-catalogue-passed.png"), full_page=True)
    assert page.page_errors == []
