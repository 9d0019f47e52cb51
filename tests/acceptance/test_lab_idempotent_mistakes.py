"""The idempotent-consumer lab with a learner's fixed mistake: app.py zipped inside a folder. Every other
command is the lab's own block, typed verbatim in bash with the real ``aws`` CLI; once the zip is fixed
and deployed again, the remaining steps, done exactly as written, must all pass (the mistake belongs to
step 2 and is fixed, so it fails no later step)."""

from __future__ import annotations

from pathlib import Path

import pytest
from labshell import Instructions, LabShell, events, step_status, wait_for

from labcloud.testing.server_process import LabcloudProcess

IN_A_FOLDER = "mkdir -p worker && cp app.py worker/ && zip -qr function.zip worker"


def steps(shell: LabShell) -> dict[str, tuple[str, str]]:
    return {s["id"]: (s["status"], s["reason"]) for s in shell.report()["steps"]}


@pytest.mark.timeout(240)
def test_a_folder_zip_fixed_and_redeployed_fails_no_later_step(
    server: LabcloudProcess, tmp_path: Path
) -> None:
    doc = Instructions("idempotent-consumer")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        shell.run("labcloud lab start idempotent-consumer")
        shell.out(doc.block('cd "$(labcloud lab dir)"'))
        shell.out(doc.block("QUEUE_URL=$(aws sqs create-queue"))
        shell.out(doc.block("MAPPING_ID=$(aws lambda create-event-source-mapping"))
        shell.out(doc.block("aws lambda get-event-source-mapping"))
        shell.check("connect")
        shell.out(doc.block("cat > app.py <<'PY'"))

        # The mistake: the zip holds worker/app.py. The check says so before any job runs.
        shell.out(IN_A_FOLDER)
        deploy = doc.peek("zip -q function.zip app.py").splitlines()[1]
        assert deploy.startswith("aws lambda update-function-code")
        shell.out(deploy)
        status, reason = steps(shell)["guard"]
        assert status == "failed"
        assert reason.startswith("the code you deployed (CodeSha256 ")
        assert "cannot be loaded: the zip holds worker/app.py, not app.py at its root" in reason

        # The learner sends the first order anyway and sees the import error.
        send = """aws sqs send-message --queue-url "$QUEUE_URL" --message-body '{"id":"dedup-order","quantity":4}'"""
        assert send in doc.blocks
        shell.out(send)
        wait_for(
            "the import error",
            lambda: any(
                (e["data"].get("error") or {}).get("errorType") == "Runtime.ImportModuleError"
                for e in events(server, "lambda.invocation.finished")
            ),
        )
        assert steps(shell)["guard"][0] == "failed"

        # The fix: the lab's own zip and deploy blocks, verbatim.
        shell.out(doc.block("zip -q function.zip app.py"))
        # (the first order's message comes back to the new code after its 30 s visibility timeout)
        wait_for("the guard step", lambda: step_status(server, "guard") == "passed", timeout=75)
        assert steps(shell)["guard"][0] == "passed"
        shell.out(doc.block("aws dynamodb get-item"))

        # Steps 3 and 4 exactly as written.
        (twice,) = [b for b in doc.blocks if b.count(send) == 2]
        shell.out(twice)
        shell.out(doc.block('"other-order","quantity":1'))
        shell.out(doc.block("jq -r"))
        wait_for("step 3", lambda: step_status(server, "repeat") != "pending", timeout=60)
        assert steps(shell)["repeat"][0] == "passed", steps(shell)
        shell.out(
            doc.block("aws dynamodb scan --table-name labex-q05-orders --query Items", unless="reference")
        )
        # README's prove example fits here (the mapping still exists); it belongs to no step of the lab.
        readme = (Path(__file__).parents[2] / "README.md").read_text()
        (example,) = [b for b in readme.split("```sh\n")[1:] if "labcloud prove --mapping" in b]
        proved = shell.run(example.split("```")[0].split("labcloud faults add")[0], timeout=200)
        assert "verdict: PASS" in proved.stdout, proved.stdout + proved.stderr
        assert steps(shell)["repeat"][0] == "passed", steps(shell)
        for order in ("p-1", "p-2", "p-3"):
            shell.out(
                f'aws dynamodb delete-item --table-name labex-q05-orders --key \'{{"id":{{"S":"{order}"}}}}\''
            )
        shell.out(doc.block("ApproximateNumberOfMessagesNotVisible"))
        shell.out(doc.block("aws lambda delete-event-source-mapping"))
        shell.out(doc.block("aws lambda list-event-source-mappings"))
        shell.run("rm -rf worker")
        final = shell.run(doc.block("rm -f app.py function.zip"), ok=False)
        assert "[FAIL]" not in final.stdout, final.stdout
        assert "Passed: every step of idempotent-consumer is confirmed." in final.stdout, final.stdout
    except BaseException:
        print(shell.dump())
        raise
