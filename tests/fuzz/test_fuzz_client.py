"""The fuzz client itself: a valid StartLiveTail answers with an event stream that lasts up to three
hours (a frame every second), so the client must take a sample of it and return, not read it to the
end. A randomized run once drew a valid StartLiveTail and waited on it forever."""

from __future__ import annotations

import threading
from typing import Any

import botocore.session
from fuzz_wire import _frame, send

from labcloud.testing.server_process import LabcloudProcess


def test_an_endless_event_stream_is_sampled_not_read_to_the_end(fuzz_server: LabcloudProcess) -> None:
    logs = fuzz_server.boto3_client("logs")
    logs.create_log_group(logGroupName="fuzz-tail")
    arn = logs.describe_log_groups(logGroupNamePrefix="fuzz-tail")["logGroups"][0]["arn"].removesuffix(":*")
    model = botocore.session.get_session().get_service_model("logs")
    call = _frame(
        fuzz_server.endpoint,
        "logs",
        "json",
        model.operation_model("StartLiveTail"),
        {"logGroupIdentifiers": [arn]},
    )
    answer: dict[str, Any] = {}

    def run() -> None:
        answer["response"] = send("127.0.0.1", fuzz_server.port, call, 25.0)

    reader = threading.Thread(target=run, daemon=True)
    reader.start()
    reader.join(60)  # a bound on waiting: the stream itself would go on for hours
    assert not reader.is_alive(), "the fuzz client kept reading the live tail stream"
    status, headers, body = answer["response"]
    assert status == 200
    assert headers["content-type"].startswith("application/vnd.amazon.eventstream")
    assert b"sessionStart" in body
