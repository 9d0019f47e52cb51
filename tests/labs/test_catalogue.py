"""The track around the labs: the catalogue in order with progress kept across restarts, the working
folder (`lab start` creates it, `lab dir` prints it), hints, and `labcloud up --port N`'s env line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from labcloud.labs.scenarios import all_scenarios
from labcloud.testing.server_process import LabcloudProcess, free_port


def cli(home: Path, *args: str, ok: bool = True) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "LABCLOUD_"))}
    env["LABCLOUD_LABS_DIR"] = str(home / "labs")
    result = subprocess.run(
        [sys.executable, "-m", "labcloud.cli", *args], env=env, capture_output=True, text=True, timeout=120
    )
    if ok:
        assert result.returncode == 0, result.stdout + result.stderr
    return result


def test_every_lab_is_complete_and_the_track_is_ordered() -> None:
    scenarios = list(all_scenarios().values())
    assert [s.order for s in scenarios] == sorted(s.order for s in scenarios)
    # the tracks follow each other: every lab of a track orders before the next track's labs
    assert [s.track for s in scenarios] == sorted(s.track for s in scenarios)
    assert [s.name for s in scenarios if s.track == 2][:4] == [
        "sns-fanout",
        "http-front-door",
        "saga",
        "scheduled-cleanup",
    ]
    assert {s.track for s in scenarios} == {1, 2}
    names = {s.name for s in scenarios}
    for scenario in scenarios:
        assert set(scenario.prerequisites) <= names, scenario.name
        for lang in ("en", "ja", "pt"):
            assert scenario.instructions(lang).startswith("# " + scenario.title(lang)), (scenario.name, lang)
            assert 'cd "$(labcloud lab dir)"' in scenario.instructions(lang)
            assert "/home/labex" not in scenario.instructions(lang)
            assert scenario.wrapup_text(lang)
            for step in scenario.steps:
                assert step.title(lang) != step.title("en") or lang == "en", (scenario.name, step.id, lang)
        if scenario.kind == "challenge":
            assert all(step.hint_list("en") for step in scenario.steps), scenario.name


def test_progress_survives_a_restart_and_a_reset_forgets_it(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        endpoint = ["--endpoint", server.endpoint]
        started = cli(tmp_path, "lab", "start", "conditional-writes", *endpoint)
        folder = tmp_path / "labs" / "conditional-writes"
        assert f"your working folder: {folder}" in started.stderr
        assert folder.is_dir() and [p.name for p in folder.iterdir()] == [".labcloud-lab"]
        assert cli(tmp_path, "lab", "dir", *endpoint).stdout == f"{folder}\n"
        assert (
            cli(tmp_path, "lab", "dir", "lambda-diagnose", *endpoint).stdout
            == f"{tmp_path / 'labs'}/lambda-diagnose\n"
        )
        no_hints = cli(tmp_path, "lab", "hint", *endpoint)
        assert no_hints.stdout == "this step has no hints: its instructions show every command\n"
        (folder / "notes.txt").write_text("mine")
        server.stop()
        server.start()
        listed = json.loads(cli(tmp_path, "lab", "list", "--json", *endpoint).stdout)
        progress = {entry["name"]: entry["progress"] for entry in listed}
        assert progress["conditional-writes"] == "in progress"
        assert progress["dlq-isolation"] == "not started"
        assert [e["name"] for e in listed if e["active"]] == ["conditional-writes"]
        text = cli(tmp_path, "lab", "list", *endpoint).stdout
        assert (
            "2. conditional-writes   lab        in progress  Prevent duplicate orders with conditional writes"
            in text
        )
        lines = text.splitlines()
        assert lines[0] == "Track 1 — queues, retries and duplicates"
        second = lines.index("Track 2 — front doors, fan-out, sagas and schedules")
        assert lines[second - 1].startswith("6. dlq-recovery ") or lines[second - 2].startswith(
            "6. dlq-recovery "
        )
        assert lines[second + 1].startswith("7. sns-fanout ")
        assert [e["track"] for e in listed] == [1] * 6 + [2] * (len(listed) - 6)
        reset = cli(tmp_path, "lab", "reset", *endpoint)
        assert reset.stdout.splitlines()[0] == "conditional-writes: resources removed; no lab is active"
        assert [p.name for p in folder.iterdir()] == [
            ".labcloud-lab"
        ]  # the learner's files went with the lab
        missing = cli(tmp_path, "lab", "dir", *endpoint, ok=False)
        assert missing.returncode == 2 and "no lab is active" in missing.stderr
        assert (
            json.loads(cli(tmp_path, "lab", "list", "--json", *endpoint).stdout)[1]["progress"]
            == "in progress"
        )
        server.post("/_labcloud/reset")
        assert (
            json.loads(cli(tmp_path, "lab", "list", "--json", *endpoint).stdout)[1]["progress"]
            == "not started"
        )
    finally:
        server.stop()


def _try(call: Any) -> None:
    try:
        call()
    except Exception as error:  # noqa: BLE001 - the rejections are part of the lab
        assert "ConditionalCheckFailed" in str(error) or "TransactionCanceled" in str(error), error


def _transaction(order_id: str, quantity: int) -> list[dict[str, Any]]:
    item = {"id": {"S": order_id}, "version": {"N": "1"}, "quantity": {"N": str(quantity)}}
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


def test_a_pass_is_recorded_by_the_check_and_kept(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        endpoint = ["--endpoint", server.endpoint]
        cli(tmp_path, "lab", "start", "conditional-writes", *endpoint)
        ddb = server.boto3_client("dynamodb")
        item = {"id": {"S": "order-1001"}, "status": {"S": "NEW"}, "version": {"N": "1"}}
        for _ in range(2):
            _try(
                lambda: ddb.put_item(
                    TableName="labex-q03-orders", Item=item, ConditionExpression="attribute_not_exists(id)"
                )
            )
        for status in ("PAID", "CANCELLED"):
            _try(
                lambda s=status: ddb.update_item(
                    TableName="labex-q03-orders",
                    Key={"id": {"S": "order-1001"}},
                    UpdateExpression="SET #s = :s, version = version + :one",
                    ConditionExpression="version = :v",
                    ExpressionAttributeNames={"#s": "status"},
                    ExpressionAttributeValues={":s": {"S": s}, ":one": {"N": "1"}, ":v": {"N": "1"}},
                )
            )
        for order_id, quantity in (("order-1002", 2), ("order-1002", 2), ("order-1003", 4)):
            _try(lambda o=order_id, q=quantity: ddb.transact_write_items(TransactItems=_transaction(o, q)))
        assert (
            server.get("/_labcloud/labs/progress")["progress"]["conditional-writes"]["status"]
            == "in progress"
        )
        checked = cli(tmp_path, "lab", "check", *endpoint)
        assert "Passed: every step of conditional-writes is confirmed." in checked.stdout
        assert (
            "Next in the track: lambda-diagnose (lab) — Configure and diagnose a Lambda function"
            in checked.stdout
        )
        server.stop()
        server.start()
        cli(tmp_path, "lab", "start", "conditional-writes", *endpoint)  # starting again keeps the pass
        row = server.get("/_labcloud/labs/progress")["progress"]["conditional-writes"]
        assert row["status"] == "passed" and row["attempts"] == 2
        warned = cli(tmp_path, "lab", "start", "idempotent-consumer", *endpoint)
        assert (
            "note: idempotent-consumer builds on dlq-isolation, lambda-diagnose, which you have not passed yet; "
            "starting it anyway"
        ) in warned.stderr
    finally:
        server.stop()


def test_up_prints_an_env_line_for_its_port(tmp_path: Path) -> None:
    port = free_port()
    server = LabcloudProcess(port=port, data_dir=tmp_path / "data").start()
    try:
        printed = server.log_path.read_text()
        assert f'  shell: eval "$(labcloud env --port {port})"' in printed
        # a new data dir is created, not migrated: no "schema migrated" lines on a fresh start
        assert "schema migrated" not in printed
        line = f'eval "$(labcloud env --port {port})"'
        env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "LABCLOUD_"))}
        env["LABCLOUD_DATA_DIR"] = str(tmp_path / "cli")
        env["PATH"] = f"{Path(sys.executable).parent}:{env['PATH']}"
        result = subprocess.run(
            [
                "bash",
                "-c",
                f"{line}\naws sqs create-queue --queue-name port-check --query QueueUrl --output text",
            ],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert result.returncode == 0, result.stderr
        assert result.stdout.strip() == f"http://127.0.0.1:{port}/000000000000/port-check"
    finally:
        server.stop()


def test_a_lab_that_mentions_prove_names_the_flag_that_shares_its_definition() -> None:
    from labcloud.labs.scenario import LANGUAGES
    from labcloud.labs.scenarios import all_scenarios

    mentioning = []
    for scenario in all_scenarios().values():
        for lang in LANGUAGES:
            text = scenario.instructions(lang)
            if "labcloud prove" in text:
                mentioning.append((scenario.name, lang))
                assert "--count-rewrites" in text, (scenario.name, lang)
                assert "same guarantee" not in text
    assert ("dlq-recovery", "ja") in mentioning


def test_the_next_lab_suggested_is_one_not_passed_yet() -> None:
    from labcloud.labs.scenarios import following

    def suggested(name: str, passed: set[str]) -> tuple[str, bool] | None:
        found = following(name, passed)
        return None if found is None else (found[0].name, found[1])

    assert suggested("dlq-isolation", {"dlq-isolation"}) == ("conditional-writes", False)
    # lambda-diagnose was passed before conditional-writes: skip it
    assert suggested("conditional-writes", {"lambda-diagnose", "conditional-writes"}) == (
        "idempotent-consumer",
        False,
    )
    # the first track's last lab leads into the second track
    assert suggested("dlq-recovery", {"dlq-recovery", "dlq-isolation"}) == ("sns-fanout", False)
    # the last lab passed while an earlier one is still open: point back to it
    last = list(all_scenarios())[-1]
    assert suggested(last, {last, "dlq-isolation"}) == ("conditional-writes", True)
    assert suggested(last, set(all_scenarios())) is None


def test_a_lab_that_needs_zip_or_jq_says_so_and_offers_python() -> None:
    from labcloud.labs.scenario import LANGUAGES

    for scenario in all_scenarios().values():
        for lang in LANGUAGES:
            text = scenario.instructions(lang)
            if "\nzip -q " in text:
                assert (
                    "apt-get install zip" in text and "python3 -m zipfile -c function.zip app.py" in text
                ), (
                    scenario.name,
                    lang,
                )
            if "| jq " in text or "\njq " in text:
                outside_blocks = "".join(text.split("```")[::2])
                assert "apt-get install" in outside_blocks and "jq`" in outside_blocks, (scenario.name, lang)
                assert "python3 -m json.tool" in outside_blocks or "python3 -c" in outside_blocks, (
                    scenario.name,
                    lang,
                )
