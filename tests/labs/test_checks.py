"""The idempotent-consumer checks: each step's status and the learner-facing reasons."""

from __future__ import annotations

import json

from lab_history import FUNCTION_ARN, QUEUE_ARN, QUEUE_URL, REFERENCE_ITEM, History, full_run

from labcloud.labs.scenarios.idempotent_consumer.checks import check


def statuses(history: History) -> dict[str, tuple[str, str]]:
    return {r.id: (r.status, r.reason) for r in check(history.evidence())}


def status(history: History, step: str) -> str:
    return statuses(history)[step][0]


def reason(history: History, step: str) -> str:
    return statuses(history)[step][1]


def test_nothing_done_is_pending_everywhere() -> None:
    result = statuses(History())
    assert [s for s, _ in result.values()] == ["pending"] * 4
    assert result["connect"][1] == "create the queue labex-q05-jobs, then map it to labex-q05-worker."


def test_queue_without_mapping_is_pending() -> None:
    history = History()
    history.add(
        "sqs.queue.created", "arn:aws:sqs:us-east-1:000000000000:labex-q05-jobs", queue_name="labex-q05-jobs"
    )
    assert status(history, "connect") == "pending"
    assert "now create the event source mapping" in reason(history, "connect")


def test_step_one_passes_with_mapping_and_no_jobs() -> None:
    result = statuses(History().connect())
    assert result["connect"][0] == "passed"
    assert result["connect"][1].startswith("mapping map-1 feeds labex-q05-jobs into labex-q05-worker")
    assert result["guard"][0] == "pending"
    assert result["repeat"][0] == "pending"
    assert result["cleanup"][0] == "pending"


def test_wrong_batch_size_fails() -> None:
    history = History().connect(batch_size=10)
    assert status(history, "connect") == "failed"
    assert reason(history, "connect").startswith("the mapping's batch size is 10")


def test_disabled_mapping_fails() -> None:
    history = History().connect(state="Disabled")
    assert status(history, "connect") == "failed"
    assert "create it with --enabled" in reason(history, "connect")


def test_job_sent_before_the_guard_fails_step_one_and_two() -> None:
    history = History().connect().job("dedup-order", 4, condition=None).deploy()
    assert status(history, "connect") == "failed"
    assert "before the guarded code was deployed" in reason(history, "connect")
    assert status(history, "guard") == "failed"
    assert "first written by the original unconditional code" in reason(history, "guard")


def test_guard_pending_until_code_changes() -> None:
    history = History().connect().deploy(sha="start-sha")  # same code uploaded again
    assert status(history, "guard") == "pending"
    assert "update-function-code" in reason(history, "guard")


def test_guard_pending_while_first_job_is_processed() -> None:
    history = History().connect().deploy()
    assert (
        reason(history, "guard")
        == "new code is deployed (CodeSha256 guarded-sha); send the first dedup-order job to "
        "labex-q05-jobs: its write shows whether the guard is there."
    )
    history.add(
        "sqs.message.sent",
        "arn:aws:sqs:us-east-1:000000000000:labex-q05-jobs",
        message_id="m",
        body='{"id":"dedup-order","quantity":4}',
    )
    assert status(history, "guard") == "pending"
    assert reason(history, "guard") == "waiting for labex-q05-worker to process the first dedup-order job."


def test_guard_passes_with_conditional_first_write() -> None:
    history = History().connect().deploy().job("dedup-order", 4)
    assert status(history, "guard") == "passed"
    assert "CodeSha256 guarded-sha" in reason(history, "guard")
    assert status(history, "repeat") == "pending"


def test_a_throttled_delivery_is_not_a_worker_failure() -> None:
    # a copy's delivery was throttled (the function never ran; the queue keeps the message and the
    # mapping retries it): the step waits, it does not blame the worker
    history = History().connect().deploy().job("dedup-order", 4)
    body = json.dumps({"id": "dedup-order", "quantity": 4})
    history.add("sqs.message.sent", QUEUE_ARN, queue_url=QUEUE_URL, message_id="msg-t", body=body)
    for kind, extra in (
        ("lambda.invocation.started", {"event": {"Records": [{"messageId": "msg-t", "body": body}]}}),
        (
            "lambda.invocation.finished",
            {
                "status": "throttled",
                "duration_ms": 0,
                "error": {"errorType": "TooManyRequestsException", "errorMessage": "Rate Exceeded."},
            },
        ),
    ):
        history.add(
            kind,
            FUNCTION_ARN,
            function_name="labex-q05-worker",
            request_id="req-throttled",
            trigger="esm",
            mapping_uuid="map-1",
            **extra,
        )
    assert status(history, "guard") == "passed"
    assert status(history, "repeat") == "pending"


def test_unconditional_deployed_code_fails_the_guard() -> None:
    history = History().connect().deploy().job("dedup-order", 4, condition=None)
    assert status(history, "guard") == "failed"
    assert reason(history, "guard").startswith("the first dedup-order write had no condition")


def test_wrong_quantity_fails_the_guard() -> None:
    history = History().connect().deploy().job("dedup-order", 5)
    assert status(history, "guard") == "failed"
    assert "quantity 5 and total_cents 1350; expected quantity 4 and total_cents 1100" in reason(
        history, "guard"
    )


def test_failed_invocation_is_reported() -> None:
    history = History().connect().deploy()
    history.job("dedup-order", 4, status="error")
    # the history above still wrote; remove the write to model a worker failing before put_item
    history.events = [e for e in history.events if e["kind"] != "dynamodb.write.decided"]
    assert status(history, "guard") == "failed"
    assert "ValueError: boom" in reason(history, "guard")


def test_full_run_passes_every_step() -> None:
    result = statuses(full_run())
    assert {k: s for k, (s, _) in result.items()} == {
        "connect": "passed",
        "guard": "passed",
        "repeat": "passed",
        "cleanup": "passed",
    }
    assert result["repeat"][1].startswith("3 jobs handled; 1 accepted write (other-order); 2 ")
    assert "the ledger still holds 6 write decisions" in result["cleanup"][1]


def test_repeat_without_guard_names_the_missing_guard() -> None:
    history = History().connect().deploy().job("dedup-order", 4).repeat(condition=None)
    assert status(history, "repeat") == "failed"
    assert reason(history, "repeat").startswith(
        "the second copy of dedup-order was written again: the write was accepted on an existing item "
        "— the guard is missing. This cannot be undone"
    )
    assert "start over with `labcloud lab start idempotent-consumer`" in reason(history, "repeat")


def test_repeat_keyed_by_message_id() -> None:
    history = History().connect().deploy().job("dedup-order", 4)
    history.job("dedup-order", 4, key="msg-2")
    assert status(history, "repeat") == "failed"
    assert reason(history, "repeat").startswith(
        "messages are keyed by SQS messageId, so the repeated order was written twice: use the order's id from "
        "the message body as the item key. This cannot be undone"
    )


def test_repeat_waits_for_invocations_and_queue() -> None:
    history = History().connect().deploy().job("dedup-order", 4)
    history.job("dedup-order", 4).job("dedup-order", 4)
    assert reason(history, "repeat").startswith("send two more copies of dedup-order and one other-order")
    history.job("other-order", 1, delete=False)
    assert status(history, "repeat") == "pending"
    assert (
        reason(history, "repeat")
        == "waiting: 1 message(s) are still in labex-q05-jobs (not yet deleted by the mapping)."
    )


def test_repeat_failed_duplicate_invocation() -> None:
    history = History().connect().deploy().job("dedup-order", 4).repeat(status="error")
    assert status(history, "repeat") == "failed"
    assert reason(history, "repeat") == (
        "the worker failed on a repeated order (ValueError: boom); a duplicate must return normally so "
        "the mapping deletes its copy from the queue."
    )


def test_repeat_checks_the_current_queue_counts() -> None:
    history = History().connect().deploy().job("dedup-order", 4).repeat()
    history.current["queue"]["attributes"]["ApproximateNumberOfMessagesNotVisible"] = "1"
    assert status(history, "repeat") == "pending"
    assert "0 visible and 1 in-flight" in reason(history, "repeat")


def test_cleanup_lists_what_remains() -> None:
    history = History().connect().deploy().job("dedup-order", 4).repeat().cleanup(skip=("queue", "logs"))
    history.current["log_groups"] = ["/aws/lambda/labex-q05-worker"]
    assert status(history, "cleanup") == "failed"
    assert reason(history, "cleanup") == (
        "the queue labex-q05-jobs still exists and the log group /aws/lambda/labex-q05-worker still exists."
    )


def test_cleanup_protects_reference_and_function() -> None:
    history = full_run()
    history.current["reference"] = [{"id": {"S": "ref-001"}, "note": {"S": "changed"}}]
    history.current["function"] = None
    assert status(history, "cleanup") == "failed"
    text = reason(history, "cleanup")
    assert "the lab's function labex-q05-worker is gone: only remove what you created" in text
    assert "labex-q05-reference changed" in text
    history.current["reference"] = [REFERENCE_ITEM]
    history.current["orders"] = [{"id": {"S": "other-order"}}]
    history.current["function"] = {"FunctionName": "labex-q05-worker"}
    assert reason(history, "cleanup") == "labex-q05-orders still holds other-order."


def test_steps_stay_confirmed_after_cleanup() -> None:
    # Everything is gone now, yet the first three steps are proven by the history.
    result = statuses(full_run())
    assert result["connect"][0] == result["guard"][0] == result["repeat"][0] == "passed"


def test_a_fixed_unloadable_deployment_fails_no_later_step() -> None:
    # The learner zipped app.py inside a folder: the first order fails to import. They fix the zip,
    # deploy again, the queue hands the order to the new code, and steps 3 and 4 go as written.
    history = History().connect().deploy(sha="folder-sha")
    first = history.unloadable("dedup-order", 4)
    assert status(history, "guard") == "failed"
    assert reason(history, "guard").startswith(
        "while handling the first order, the deployed code could not be loaded "
        "(Runtime.ImportModuleError: Unable to import module 'app': No module named 'app'): "
        "app.py must be at the root of function.zip"
    )
    history.deploy()
    assert status(history, "guard") == "pending"
    assert reason(history, "guard") == (
        "waiting for labex-q05-worker to process the first dedup-order job (it failed under the code you "
        "have replaced since; the queue hands it to the new code once its visibility timeout of 30 s runs out)."
    )
    history.redeliver(first, "dedup-order", 4).repeat().cleanup()
    result = statuses(history)
    assert {k: s for k, (s, _) in result.items()} == dict.fromkeys(result, "passed"), result


def test_a_load_failure_in_step_three_is_worded_after_its_cause() -> None:
    history = History().connect().deploy().job("dedup-order", 4).deploy(sha="broken-sha")
    history.unloadable("dedup-order", 4)
    assert status(history, "repeat") == "failed"
    assert reason(history, "repeat").startswith(
        "the deployed code could not be loaded (Runtime.ImportModuleError"
    )
    assert "duplicate" not in reason(history, "repeat")


def test_a_zip_that_cannot_be_loaded_is_not_called_deployed_guarded_code() -> None:
    history = History().connect().deploy()
    history.current["code"] = {
        "sha": "guarded-sha",
        "problem": "the zip holds worker/app.py, not app.py at its root",
    }
    assert status(history, "guard") == "failed"
    assert reason(history, "guard") == (
        "the code you deployed (CodeSha256 guarded-sha) cannot be loaded: the zip holds worker/app.py, "
        "not app.py at its root; then deploy again."
    )


def test_other_orders_after_step_three_belong_to_no_step() -> None:
    # e.g. a `labcloud prove` run through the lab's mapping (README's example) after step 3
    history = History().connect().deploy().job("dedup-order", 4).repeat()
    history.job("p-1", 2).job("p-1", 2).job("p-2", 5)
    assert status(history, "repeat") == "passed", reason(history, "repeat")
    history.cleanup()
    assert status(history, "cleanup") == "passed", reason(history, "cleanup")
