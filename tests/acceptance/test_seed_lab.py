"""The seed lab, end to end: every command of the idempotent-consumer lab run verbatim in bash with the
real ``aws`` CLI against a labcloud on port 5000, with every promised output asserted and
``labcloud lab check`` confirming each step — once straight through, once with a server restart
after step 2 (state and history must survive).

The worker written with ``cat > app.py <<'PY'`` is our own (same behaviour as the seed's); every other
command is the lab's, character for character.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import socket
import subprocess
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from aws_clis import active, as_learner_types, learner_path
from labshell import pause_before, pauses

from labcloud.testing.server_process import LabcloudProcess

PORT = 5000
ENDPOINT = f"http://127.0.0.1:{PORT}"
PROJECT = Path("/home/labex/project")
ACCOUNT, REGION = "000000000000", "us-east-1"
QUEUE_URL = f"{ENDPOINT}/{ACCOUNT}/labex-q05-jobs"
QUEUE_ARN = f"arn:aws:sqs:{REGION}:{ACCOUNT}:labex-q05-jobs"
FUNCTION_ARN = f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:labex-q05-worker"
WAIT_S = 30.0

# ---------------------------------------------------------------------------- the lab's commands

STEP1 = [
    "cd /home/labex/project",
    "QUEUE_URL=$(aws sqs create-queue --queue-name labex-q05-jobs --attributes VisibilityTimeout=30 --query QueueUrl --output text)",
    'QUEUE_ARN=$(aws sqs get-queue-attributes --queue-url "$QUEUE_URL" --attribute-names QueueArn --query Attributes.QueueArn --output text)',
    'MAPPING_ID=$(aws lambda create-event-source-mapping --function-name labex-q05-worker --event-source-arn "$QUEUE_ARN" --batch-size 1 --enabled --query UUID --output text)',
]
INSPECT_MAPPING = "aws lambda get-event-source-mapping --uuid \"$MAPPING_ID\" --query '{Source:EventSourceArn,Function:FunctionArn,Batch:BatchSize,State:State}'"

# Our own worker: one SQS record per call, the order's id as the key, one conditional put_item.
WORKER = r"""cat > app.py <<'PY'
import json
import os

import boto3
from botocore.exceptions import ClientError

UNIT_PRICE_CENTS = 250
HANDLING_CENTS = 100
orders = boto3.client('dynamodb', endpoint_url=os.environ.get('AWS_ENDPOINT_URL', 'http://127.0.0.1:5000'),
                      region_name='us-east-1')


def read_job(event):
    if not isinstance(event, dict) or set(event) != {'Records'} or len(event['Records']) != 1:
        raise ValueError('this worker takes exactly one SQS record per invocation')
    job = json.loads(event['Records'][0]['body'])
    print('JOB ' + json.dumps(job, sort_keys=True))
    if not isinstance(job, dict) or set(job) != {'id', 'quantity'} or not isinstance(job['id'], str):
        raise ValueError('a job is {"id": <text>, "quantity": <number>}')
    quantity = job['quantity']
    if type(quantity) is not int or not 1 <= quantity <= 10:
        raise ValueError('quantity must be a whole number from 1 to 10')
    return job['id'], quantity


def handler(event, context):
    print('EVENT ' + json.dumps(event, sort_keys=True))
    order_id, quantity = read_job(event)
    wanted = {
        'id': {'S': order_id},
        'quantity': {'N': str(quantity)},
        'total_cents': {'N': str(quantity * UNIT_PRICE_CENTS + HANDLING_CENTS)},
    }
    try:
        # One atomic request: DynamoDB stores the order only if no item has this id yet.
        orders.put_item(TableName=os.environ['TABLE_NAME'], Item=wanted,
                        ConditionExpression='attribute_not_exists(id)',
                        ReturnValuesOnConditionCheckFailure='ALL_OLD')
        outcome = {'id': order_id, 'quantity': quantity, 'processed': True, 'duplicate': False}
    except ClientError as failure:
        if failure.response['Error']['Code'] != 'ConditionalCheckFailedException':
            raise
        if failure.response.get('Item') != wanted:
            raise ValueError('order ' + order_id + ' is already stored with different details') from failure
        outcome = {'id': order_id, 'quantity': quantity, 'processed': False, 'duplicate': True}
    print('RESULT ' + json.dumps(outcome, sort_keys=True))
    return outcome
PY"""
ZIP = "zip -q function.zip app.py"
DEPLOY = "aws lambda update-function-code --function-name labex-q05-worker --zip-file fileb://function.zip --query CodeSha256 --output text"
SEND_DEDUP = (
    'aws sqs send-message --queue-url "$QUEUE_URL" --message-body \'{"id":"dedup-order","quantity":4}\''
)
SEND_OTHER = (
    'aws sqs send-message --queue-url "$QUEUE_URL" --message-body \'{"id":"other-order","quantity":1}\''
)
GET_ITEM = 'aws dynamodb get-item --table-name labex-q05-orders --key \'{"id":{"S":"dedup-order"}}\' --consistent-read --query Item'
SCAN_ORDERS = "aws dynamodb scan --table-name labex-q05-orders --query Items"
RESULT_LINES = 'aws logs filter-log-events --log-group-name /aws/lambda/labex-q05-worker --filter-pattern \'"RESULT"\' --output json | jq -r \'.events[].message | split("\\n")[] | select(startswith("RESULT "))\''
QUEUE_COUNTS = 'aws sqs get-queue-attributes --queue-url "$QUEUE_URL" --attribute-names ApproximateNumberOfMessages ApproximateNumberOfMessagesNotVisible'
DELETE_MAPPING = 'aws lambda delete-event-source-mapping --uuid "$MAPPING_ID" --query UUID --output text'
DELETE_QUEUE = 'aws sqs delete-queue --queue-url "$QUEUE_URL"'
DELETE_DEDUP = 'aws dynamodb delete-item --table-name labex-q05-orders --key \'{"id":{"S":"dedup-order"}}\''
DELETE_OTHER = 'aws dynamodb delete-item --table-name labex-q05-orders --key \'{"id":{"S":"other-order"}}\''
DELETE_LOGS = "aws logs delete-log-group --log-group-name /aws/lambda/labex-q05-worker"
LIST_MAPPINGS = (
    "aws lambda list-event-source-mappings --function-name labex-q05-worker --query EventSourceMappings"
)
LIST_QUEUES = "aws sqs list-queues"
SCAN_REFERENCE = "aws dynamodb scan --table-name labex-q05-reference --query Items"
REMOVE_FILES = "rm -f app.py function.zip"


def order(order_id: str, quantity: int) -> dict[str, Any]:
    return {
        "id": {"S": order_id},
        "quantity": {"N": str(quantity)},
        "total_cents": {"N": str(quantity * 250 + 100)},
    }


# ---------------------------------------------------------------------------- the learner's shell


class Shell:
    """Runs lab commands in bash, each after ``eval "$(labcloud env)"``; shell variables carry over."""

    def __init__(self, data_dir: Path) -> None:
        self.state = data_dir / "shell-vars.sh"
        self.env = dict(os.environ)
        for key in list(self.env):
            if key.startswith("AWS_") or key.startswith("LABCLOUD_"):
                del self.env[key]
        self.env["LABCLOUD_DATA_DIR"] = str(data_dir)
        self.cli = active()
        self.env["PATH"] = learner_path(self.cli, self.env.get("PATH", ""))
        self.transcript: list[str] = []

    def run(self, command: str, *, ok: bool = True) -> subprocess.CompletedProcess[str]:
        command = as_learner_types(command, self.cli)
        script = (
            'eval "$(labcloud env)"\n'
            "cd /home/labex/project\n"
            f'[ -f "{self.state}" ] && . "{self.state}"\n'
            f"{command}\n"
            "status=$?\n"
            f'declare -p QUEUE_URL QUEUE_ARN MAPPING_ID > "{self.state}" 2>/dev/null\n'
            "exit $status\n"
        )
        began = time.monotonic()
        result = subprocess.run(
            ["bash", "-c", script], env=self.env, capture_output=True, text=True, timeout=120
        )
        self.transcript.append(
            f"$ {command}\n{result.stdout}{result.stderr}"
            f"[exit {result.returncode}, {time.monotonic() - began:.1f} s]"
        )
        if ok:
            assert result.returncode == 0, f"`{command}` failed ({result.returncode}):\n{result.stderr}"
        return result

    def out(self, command: str) -> str:
        return self.run(command).stdout

    def json(self, command: str) -> Any:
        text = self.out(command)
        return json.loads(text) if text.strip() else None

    def var(self, name: str) -> str:
        return self.out(f'printf %s "${name}"')

    def check(self, step: str | None = None) -> dict[str, Any]:
        """``labcloud lab check`` as the learner runs it, plus the JSON report for the assertions."""
        plain = self.run("labcloud lab check" + (f" {step}" if step else ""), ok=False)
        assert plain.returncode == 0, f"lab check {step or ''} failed:\n{plain.stdout}{plain.stderr}"
        report: dict[str, Any] = json.loads(self.out("labcloud lab check --json"))
        return report


def statuses(report: dict[str, Any]) -> dict[str, str]:
    return {step["id"]: step["status"] for step in report["steps"]}


def wait_for(what: str, done: Callable[[], bool], timeout: float = WAIT_S) -> None:
    """Poll like a learner watching the view: bounded, then fail saying what never happened."""
    began = time.monotonic()
    deadline = began + timeout
    waits = pauses()  # growing pauses (labshell.py): a poll here is often an `aws` CLI run
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")
        pause_before(deadline, waits)
    print(f"waited {time.monotonic() - began:.1f} s for {what}")


def internal(path: str) -> Any:
    with urllib.request.urlopen(ENDPOINT + "/_labcloud" + path, timeout=10) as response:
        return json.loads(response.read())


def finished_invocations() -> list[dict[str, Any]]:
    events = internal("/events?kind=lambda.invocation.finished&limit=1000")["events"]
    return [e for e in events if e["data"].get("function_name") == "labex-q05-worker"]


def queue_counts(server: LabcloudProcess) -> tuple[str, str]:
    attributes = server.boto3_client("sqs").get_queue_attributes(
        QueueUrl=QUEUE_URL,
        AttributeNames=["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"],
    )["Attributes"]
    return attributes["ApproximateNumberOfMessages"], attributes["ApproximateNumberOfMessagesNotVisible"]


def drained(server: LabcloudProcess, invocations: int) -> Callable[[], bool]:
    def done() -> bool:
        return len(finished_invocations()) >= invocations and queue_counts(server) == ("0", "0")

    return done


# ---------------------------------------------------------------------------- the view beside the terminal

CHROMIUM = "/usr/bin/chromium"
OUTPUT = Path(__file__).resolve().parents[2] / "test-output"


class View:
    """The learner's browser tab on the view (when chromium is installed), checked at the end of steps."""

    def __init__(self) -> None:
        self.playwright: Any = None
        self.page: Any = None
        if not Path(CHROMIUM).exists():
            print(f"no {CHROMIUM}: the seed lab runs without watching the view")
            return
        from playwright.sync_api import sync_playwright

        self.playwright = sync_playwright().start()
        browser = self.playwright.chromium.launch(
            executable_path=CHROMIUM,
            args=[
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--no-first-run",
            ],
        )
        self.page = browser.new_page(viewport={"width": 1400, "height": 1100})

    def open(self) -> None:
        if self.page is None:
            return
        self.page.goto(ENDPOINT + "/")
        self.page.wait_for_selector("#status[data-state=live]", timeout=15000)

    def expect(self, script: str, screenshot: str) -> None:
        if self.page is None:
            return
        OUTPUT.mkdir(parents=True, exist_ok=True)
        try:
            self.page.wait_for_function(script, timeout=15000)
        finally:
            self.page.screenshot(path=str(OUTPUT / screenshot), full_page=True)

    def close(self) -> None:
        if self.playwright is not None:
            self.playwright.stop()


# ---------------------------------------------------------------------------- fixtures


def _port_free(port: int) -> bool:
    with socket.socket() as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


@pytest.fixture
def lab_server(tmp_path: Path) -> Iterator[LabcloudProcess]:
    for tool in ("aws", "jq", "zip", "bash"):
        if shutil.which(tool) is None:
            pytest.fail(f"the seed lab needs `{tool}` on PATH (.ci/run installs it)")
    if not _port_free(PORT):
        pytest.fail(
            f"port {PORT} is busy: the seed lab's worker talks to http://127.0.0.1:{PORT}; stop whatever "
            "listens there and run again"
        )
    PROJECT.mkdir(parents=True, exist_ok=True)
    for leftover in ("app.py", "function.zip"):
        (PROJECT / leftover).unlink(missing_ok=True)
    server = LabcloudProcess(port=PORT, data_dir=tmp_path / "data").start()
    try:
        yield server
    finally:
        server.stop()


# ---------------------------------------------------------------------------- the lab


def run_lab(server: LabcloudProcess, restart_after_step2: bool) -> None:
    shell = Shell(server.data_dir)
    view = View()
    try:
        _run_lab(server, shell, view, restart_after_step2)
    except BaseException:
        print("\n\n".join(shell.transcript[-12:]))
        try:
            for event in internal("/events?prefix=dynamodb.write&limit=50")["events"]:
                print("LEDGER", json.dumps(event["data"]))
            for event in finished_invocations():
                print("INVOCATION", json.dumps(event["data"])[:1500])
        except OSError:
            pass
        print(server.log_path.read_text()[-6000:])
        raise
    finally:
        view.close()


def _run_lab(server: LabcloudProcess, shell: Shell, view: View, restart_after_step2: bool) -> None:
    started = shell.run("labcloud lab start idempotent-consumer")
    assert "labex-q05-worker" in started.stdout and "dedup-order" in started.stdout
    # What the lab machine provides.
    lam = server.boto3_client("lambda")
    provided = lam.get_function_configuration(FunctionName="labex-q05-worker")
    assert (provided["Runtime"], provided["Handler"]) == ("python3.12", "app.handler")
    assert provided["Environment"]["Variables"] == {"TABLE_NAME": "labex-q05-orders"}
    assert provided["Role"] == f"arn:aws:iam::{ACCOUNT}:role/labex-q05-worker-role"
    start_sha = provided["CodeSha256"]
    assert shell.json(SCAN_ORDERS) == []
    assert shell.json(SCAN_REFERENCE) == [{"id": {"S": "ref-001"}, "note": {"S": "keep unchanged"}}]
    assert statuses(shell.check()) == {
        "connect": "pending",
        "guard": "pending",
        "repeat": "pending",
        "cleanup": "pending",
    }

    view.open()

    # ---- step 1: an empty queue connected to the worker
    for command in STEP1:
        assert shell.out(command) == ""
    assert shell.var("QUEUE_URL") == QUEUE_URL
    assert shell.var("QUEUE_ARN") == QUEUE_ARN
    mapping_id = shell.var("MAPPING_ID")
    assert len(mapping_id) == 36 and mapping_id.count("-") == 4
    assert shell.json(INSPECT_MAPPING) == {
        "Source": QUEUE_ARN,
        "Function": FUNCTION_ARN,
        "Batch": 1,
        "State": "Enabled",
    }
    assert statuses(shell.check("connect"))["connect"] == "passed"
    assert queue_counts(server) == ("0", "0")

    # ---- step 2: the guarded worker, then the first order
    assert shell.out(WORKER) == ""
    assert shell.out(ZIP) == ""
    archive = (PROJECT / "function.zip").read_bytes()
    deployed_sha = shell.out(DEPLOY).strip()
    assert deployed_sha == base64.b64encode(hashlib.sha256(archive).digest()).decode()
    assert deployed_sha != start_sha
    sent = shell.json(SEND_DEDUP)
    assert sent["MD5OfMessageBody"] == hashlib.md5(b'{"id":"dedup-order","quantity":4}').hexdigest()
    assert len(sent["MessageId"]) == 36
    wait_for("the first order to be processed and the queue to drain", drained(server, 1))
    assert shell.json(GET_ITEM) == order("dedup-order", 4)
    report = shell.check("guard")
    assert statuses(report)["guard"] == "passed"
    ledger = [
        e["data"]
        for e in internal("/events?kind=dynamodb.write.decided&limit=1000")["events"]
        if e["data"].get("table") == "labex-q05-orders"
    ]
    assert len(ledger) == 1
    assert ledger[0]["outcome"] == "Accepted" and ledger[0]["item_before"] is None
    assert "attribute_not_exists(id)" in ledger[0]["condition"]
    assert ledger[0]["item_after"] == order("dedup-order", 4)

    if restart_after_step2:
        assert server.stop() is not None
        server.start()
        assert statuses(shell.check()) == {
            "connect": "passed",
            "guard": "passed",
            "repeat": "pending",
            "cleanup": "pending",
        }
        assert shell.json(GET_ITEM) == order("dedup-order", 4)
        assert shell.json(INSPECT_MAPPING)["State"] == "Enabled"

    # ---- step 3: two repeats and an independent order
    message_ids = {sent["MessageId"]}
    for command in (SEND_DEDUP, SEND_DEDUP, SEND_OTHER):
        message_ids.add(shell.json(command)["MessageId"])
    assert len(message_ids) == 4
    wait_for("four invocations and an empty queue", drained(server, 4))
    items = shell.json(SCAN_ORDERS)
    assert sorted(items, key=lambda item: item["id"]["S"]) == [
        order("dedup-order", 4),
        order("other-order", 1),
    ]
    lines: list[str] = []

    def four_results() -> bool:
        lines[:] = [line for line in shell.out(RESULT_LINES).splitlines() if line]
        return len(lines) >= 4

    wait_for("four RESULT lines in the worker's logs", four_results)
    results = sorted(
        (json.loads(line.removeprefix("RESULT ")) for line in lines), key=lambda r: (r["id"], r["duplicate"])
    )
    assert all(line.startswith("RESULT ") for line in lines)
    assert results == [
        {"duplicate": False, "id": "dedup-order", "processed": True, "quantity": 4},
        {"duplicate": True, "id": "dedup-order", "processed": False, "quantity": 4},
        {"duplicate": True, "id": "dedup-order", "processed": False, "quantity": 4},
        {"duplicate": False, "id": "other-order", "processed": True, "quantity": 1},
    ]
    assert shell.json(QUEUE_COUNTS) == {
        "Attributes": {"ApproximateNumberOfMessages": "0", "ApproximateNumberOfMessagesNotVisible": "0"}
    }
    assert len(finished_invocations()) == 4
    assert statuses(shell.check("repeat"))["repeat"] == "passed"
    view.expect(
        "document.querySelectorAll('#invocations tr .pill.success').length === 4"
        " && document.querySelectorAll('#ledger tr.rejected').length === 2"
        " && [...document.querySelectorAll('#ledger tr.accepted')]"
        ".filter((row) => row.textContent.includes('labex-q05-orders')).length === 2"
        " && document.querySelector('tr[data-queue=labex-q05-jobs] td.visible').textContent === '0'"
        " && document.querySelector('tr[data-queue=labex-q05-jobs] td.inflight').textContent === '0'"
        " && document.querySelectorAll('#lab-steps li.passed').length === 3",
        "seed-lab-step3.png" if not restart_after_step2 else "seed-lab-restart-step3.png",
    )
    ledger = [
        e["data"]
        for e in internal("/events?kind=dynamodb.write.decided&limit=1000")["events"]
        if e["data"].get("table") == "labex-q05-orders"
    ]
    decisions = [(w["outcome"], w["error_code"]) for w in ledger]
    # step two's order first; then the two repeats and the independent order, which the mapping may
    # process in either order (as on AWS: messages of one batch run concurrently)
    assert decisions[0] == ("Accepted", None)
    assert sorted(decisions[1:], key=str) == sorted(
        [
            ("Rejected", "ConditionalCheckFailedException"),
            ("Rejected", "ConditionalCheckFailedException"),
            ("Accepted", None),
        ],
        key=str,
    )

    # ---- step 4: cleanup, reference intact, history kept
    assert shell.out(DELETE_MAPPING).strip() == mapping_id
    assert shell.out(DELETE_QUEUE) == ""
    assert shell.out(DELETE_DEDUP) == ""
    assert shell.out(DELETE_OTHER) == ""
    assert shell.out(DELETE_LOGS) == ""
    assert shell.json(LIST_MAPPINGS) == []
    listed = shell.out(LIST_QUEUES)
    assert "labex-q05-jobs" not in listed
    assert (json.loads(listed) if listed.strip() else {}).get("QueueUrls", []) == []
    assert shell.json(SCAN_ORDERS) == []
    assert shell.json(SCAN_REFERENCE) == [{"id": {"S": "ref-001"}, "note": {"S": "keep unchanged"}}]
    assert shell.out(REMOVE_FILES) == ""
    assert not (PROJECT / "app.py").exists() and not (PROJECT / "function.zip").exists()
    final = shell.check()
    assert statuses(final) == {
        "connect": "passed",
        "guard": "passed",
        "repeat": "passed",
        "cleanup": "passed",
    }
    assert final["ok"] is True
    view.expect(
        "document.querySelectorAll('#queues tr').length === 0"
        " && document.querySelectorAll('#tables [data-table=labex-q05-orders] ul.items li').length === 0"
        " && document.querySelectorAll('#ledger tr').length >= 6"
        " && document.querySelectorAll('#invocations tr').length === 4"
        " && document.querySelectorAll('#lab-steps li.passed').length === 4",
        "seed-lab-cleanup.png" if not restart_after_step2 else "seed-lab-restart-cleanup.png",
    )
    # The function and both tables stay; the ledger and invocations keep the past.
    assert lam.get_function_configuration(FunctionName="labex-q05-worker")["CodeSha256"] == deployed_sha
    assert len(finished_invocations()) == 4
    writes = [
        e
        for e in internal("/events?kind=dynamodb.write.decided&limit=1000")["events"]
        if e["data"].get("table") == "labex-q05-orders"
    ]
    assert len(writes) == 6


@pytest.mark.timeout(300)
def test_seed_lab_verbatim(lab_server: LabcloudProcess) -> None:
    run_lab(lab_server, restart_after_step2=False)


@pytest.mark.timeout(300)
def test_seed_lab_survives_a_restart_after_step_two(lab_server: LabcloudProcess) -> None:
    run_lab(lab_server, restart_after_step2=True)


def test_instructions_carry_the_same_worker_and_commands() -> None:
    from labcloud.labs.scenarios import get

    scenario = get("idempotent-consumer")
    # The seed's `cd /home/labex/project` became the lab's working folder; every other command is the seed's.
    commands = [
        'cd "$(labcloud lab dir)"',
        *STEP1[1:],
        INSPECT_MAPPING,
        ZIP,
        DEPLOY,
        SEND_DEDUP,
        SEND_OTHER,
        GET_ITEM,
        SCAN_ORDERS,
        RESULT_LINES,
        QUEUE_COUNTS,
        DELETE_MAPPING,
        DELETE_QUEUE,
        DELETE_DEDUP,
        DELETE_OTHER,
        DELETE_LOGS,
        LIST_MAPPINGS,
        LIST_QUEUES,
        SCAN_REFERENCE,
        REMOVE_FILES,
    ]
    for lang in ("en", "ja", "pt"):
        text = scenario.instructions(lang)
        assert WORKER in text, lang
        for command in commands:
            assert command in text, (lang, command)
