"""The dlq-isolation lab end to end: every block of its instructions run verbatim in bash with the real
``aws`` CLI, every promised output asserted, ``labcloud lab check`` after each step — once with a
server restart while the poison job is being retried."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from labshell import Instructions, LabShell, events, wait_for

from labcloud.testing.server_process import LabcloudProcess

ACCOUNT, REGION = "000000000000", "us-east-1"


def dlq_count(server: LabcloudProcess) -> str:
    sqs = server.boto3_client("sqs")
    url = sqs.get_queue_url(QueueName="labex-q02-jobs-dlq")["QueueUrl"]
    return str(
        sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["ApproximateNumberOfMessages"])["Attributes"][
            "ApproximateNumberOfMessages"
        ]
    )


def run(server: LabcloudProcess, home: Path, restart: bool) -> None:  # noqa: PLR0915 - one lab, in order
    doc = Instructions("dlq-isolation")
    shell = LabShell(server, home, doc.variables)
    try:
        started = shell.run("labcloud lab start dlq-isolation")
        assert started.stdout.startswith("# Isolate failed jobs in a dead-letter queue")
        assert f"your working folder: {home / 'labs' / 'dlq-isolation'}" in started.stderr
        assert shell.check() == {
            "queues": "pending",
            "connect": "pending",
            "isolate": "pending",
            "redrive": "pending",
        }
        assert shell.out(doc.block('cd "$(labcloud lab dir)"')) == ""
        assert shell.out("pwd").strip() == str(home / "labs" / "dlq-isolation")

        # ---- step 1
        assert shell.out(doc.block("DLQ_URL=$(")) == ""
        assert shell.var("DLQ_ARN") == f"arn:aws:sqs:{REGION}:{ACCOUNT}:labex-q02-jobs-dlq"
        assert shell.out(doc.block("source-attributes.json <<EOF")) == ""
        assert shell.out(doc.block("dlq-attributes.json <<EOF")) == ""
        shown = shell.out(doc.block("--attribute-names VisibilityTimeout RedrivePolicy")).splitlines()
        attributes = json.loads("\n".join(shown[:-1]))
        assert attributes["VisibilityTimeout"] == "3"
        assert json.loads(attributes["RedrivePolicy"]) == {
            "deadLetterTargetArn": f"arn:aws:sqs:{REGION}:{ACCOUNT}:labex-q02-jobs-dlq",
            "maxReceiveCount": 3,
        }
        assert json.loads(shown[-1]) == {
            "redrivePermission": "byQueue",
            "sourceQueueArns": [f"arn:aws:sqs:{REGION}:{ACCOUNT}:labex-q02-jobs"],
        }
        shell.check("queues")

        # ---- step 2
        assert json.loads(shell.out(doc.block("MAPPING_ID=$("))) == {"Batch": 1, "State": "Enabled"}
        shell.check("queues", "connect")

        # ---- step 3
        sent = shell.out(doc.block('"id":"job-1"')).split()
        assert len(sent) == 3 and all(len(m) == 36 for m in sent)
        wait_for(
            "both good jobs stored",
            lambda: len(server.boto3_client("dynamodb").scan(TableName="labex-q02-results")["Items"]) == 2,
        )
        if restart:  # (usually) while job-2 is being retried: its receive count and the redrive survive it
            server.stop()
            server.start()
        wait_for("job-2 in the DLQ", lambda: dlq_count(server) == "1")
        counts = shell.out(doc.block("--attribute-names ApproximateNumberOfMessages --query")).splitlines()
        assert counts[0] == "1"
        assert json.loads("\n".join(counts[1:])) == {
            "ApproximateNumberOfMessages": "0",
            "ApproximateNumberOfMessagesNotVisible": "0",
        }
        assert shell.out(doc.block("sort_by(Items, &id.S)")).splitlines() == ["job-1\t4", "job-3\t25"]
        assert shell.out(doc.block("--visibility-timeout 0")).strip() == '{"id":"job-2","size":"huge"}\t4'
        assert shell.out(doc.block('"must be a whole number"')).strip() == "3"
        logged = server.boto3_client("logs").filter_log_events(
            logGroupName="/aws/lambda/labex-q02-worker", filterPattern='"must be a whole number"'
        )["events"]
        assert all(
            "ValueError: job job-2: size must be a whole number, got 'huge'" in e["message"] for e in logged
        )
        shell.check("queues", "connect", "isolate")

        # ---- step 4
        assert len(shell.out(doc.block("cat > app.py <<'PY'")).strip()) == 44
        assert len(shell.out(doc.block("start-message-move-task")).strip()) > 10
        wait_for("the move task", lambda: "COMPLETED" in shell.out(doc.peek("list-message-move-tasks")))
        assert shell.out(doc.block("list-message-move-tasks")).split() == ["COMPLETED", "1"]
        wait_for("job-2 stored", lambda: shell.out(doc.peek('"S":"job-2"')).strip() == "100")
        assert shell.out(doc.block('"S":"job-2"')).strip() == "100"
        wait_for("the DLQ empty", lambda: dlq_count(server) == "0")
        final = shell.check("queues", "connect", "isolate", "redrive")
        assert set(final.values()) == {"passed"}
        summary = shell.out("labcloud lab check")
        assert "Passed: every step of dlq-isolation is confirmed." in summary
        assert "Next in the track: conditional-writes (lab)" in summary
        doc.assert_all_used()
        moved = [
            e
            for e in events(server, "sqs.message.moved_to_dlq")
            if e["data"]["queue_name"] == "labex-q02-jobs"
        ]
        assert [e["data"]["receive_count"] for e in moved] == [3]
        listing = json.loads(shell.out("labcloud lab list --json"))
        assert [(e["name"], e["progress"]) for e in listing][0] == ("dlq-isolation", "passed")
    except BaseException:
        print(shell.dump())
        print(server.log_path.read_text()[-4000:])
        raise


@pytest.mark.timeout(180)
def test_dlq_isolation_verbatim_with_a_restart_while_the_poison_job_is_retried(
    server: LabcloudProcess, tmp_path: Path
) -> None:
    run(server, tmp_path, restart=True)
