"""The event history: bounded by retention, replayed in full to a subscriber that asks for it (also
past 5,000 events), and filtered with LIKE wildcards taken literally (issue 24)."""

from __future__ import annotations

import http.client
import json
import os
from collections.abc import Iterator
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


def _send(server: LabcloudProcess, queue: str, count: int) -> None:
    sqs = server.boto3_client("sqs")
    url = sqs.create_queue(QueueName=queue)["QueueUrl"]
    for start in range(0, count, 10):
        sqs.send_message_batch(
            QueueUrl=url,
            Entries=[{"Id": str(i), "MessageBody": f"m{start + i}"} for i in range(min(10, count - start))],
        )


def _stream_until_ready(server: LabcloudProcess, after: int) -> list[tuple[str, dict[str, Any]]]:
    """Read the SSE stream from ``after`` until its ': ready' marker: (event name, data) pairs."""
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
    connection.request("GET", f"/_labcloud/events/stream?after={after}")
    response = connection.getresponse()
    out: list[tuple[str, dict[str, Any]]] = []
    name = ""
    try:
        for raw in _lines(response):
            if raw == ": ready":
                return out
            if raw.startswith("event: "):
                name = raw[7:]
            elif raw.startswith("data: "):
                out.append((name, json.loads(raw[6:])))
    finally:
        connection.close()
    raise AssertionError("the stream ended before it was ready")


def _lines(response: http.client.HTTPResponse) -> Iterator[str]:
    while True:
        line = response.readline()
        if not line:
            return
        yield line.decode().rstrip("\n")


def test_replay_returns_every_missed_event_past_5000(labcloud: LabcloudProcess) -> None:
    after = labcloud.get("/_labcloud/events?limit=1")["last_seq"]
    _send(labcloud, "replayed", 6200)
    received = _stream_until_ready(labcloud, after)
    sent = [data for name, data in received if name == "event" and data["kind"] == "sqs.message.sent"]
    assert len(sent) == 6200
    seqs = [data["seq"] for _name, data in received]
    assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs)


def test_retention_bounds_the_table_and_the_stream_reports_the_gap(tmp_path: Any) -> None:
    env = dict(os.environ, LABCLOUD_MAX_EVENTS="300")
    server = LabcloudProcess(data_dir=tmp_path / "d", env=env).start()
    try:
        _send(server, "pruned", 2000)
        kept = server.get("/_labcloud/events?after=0&limit=100000")
        assert 300 <= len(kept["events"]) < 600  # the newest 300, plus what arrived since the last prune
        assert kept["events"][-1]["seq"] == kept["last_seq"]
        received = _stream_until_ready(server, 0)
        assert received[0][0] == "gap"
        gap = received[0][1]
        assert gap["missed_from"] == 1 and gap["missed_to"] == kept["events"][0]["seq"] - 1
        assert [d["seq"] for name, d in received[1:]] == [e["seq"] for e in kept["events"]]
    finally:
        server.stop()


@pytest.mark.parametrize(
    ("prefix", "expected"), [("sqs.message", True), ("sqs_message", False), ("sqs%", False), ("%", False)]
)
def test_kind_prefix_takes_wildcards_literally(
    labcloud: LabcloudProcess, prefix: str, expected: bool
) -> None:
    _send(labcloud, "literal", 1)
    from urllib.parse import quote

    found = labcloud.get(f"/_labcloud/events?prefix={quote(prefix)}")["events"]
    assert bool(found) is expected
    if expected:
        assert {e["kind"] for e in found} >= {"sqs.message.sent"}


def test_search_text_takes_wildcards_literally(labcloud: LabcloudProcess) -> None:
    sqs = labcloud.boto3_client("sqs")
    sqs.create_queue(QueueName="pct_100")
    sqs.create_queue(QueueName="pctx100")
    from urllib.parse import quote

    found = labcloud.get(f"/_labcloud/events?q={quote('pct_100')}&kind=sqs.queue.created")["events"]
    assert [e["resource"].rsplit(":", 1)[1] for e in found] == ["pct_100"]


def test_sequence_numbers_never_go_back_after_a_prune_a_reset_and_kill_9(tmp_path: Any) -> None:
    """Sequence numbers are never reused: not after retention prunes, not after a reset empties the
    history, not after kill -9 (with the history empty at that moment, and with events past it)."""
    env = dict(os.environ, LABCLOUD_MAX_EVENTS="50")
    server = LabcloudProcess(data_dir=tmp_path / "d", env=env).start()
    try:
        _send(server, "numbered", 120)  # well past retention: the oldest rows are pruned
        before_reset = server.get("/_labcloud/events?limit=1")["last_seq"]
        assert before_reset > 120
        server.post("/_labcloud/reset")
        assert server.get("/_labcloud/events?after=0")["last_seq"] >= before_reset
        server.kill()  # the history is empty: only the floor remembers how far the numbering went
        server = LabcloudProcess(data_dir=tmp_path / "d", env=env).start()
        assert server.get("/_labcloud/events?after=0")["last_seq"] >= before_reset
        _send(server, "after-restart", 3)
        first = server.get("/_labcloud/events?after=0&limit=100000")["events"]
        assert first and first[0]["seq"] > before_reset
        assert [e["seq"] for e in first] == sorted({e["seq"] for e in first})
        last = first[-1]["seq"]
        server.kill()
        server = LabcloudProcess(data_dir=tmp_path / "d", env=env).start()
        _send(server, "after-kill", 1)
        newer = server.get(f"/_labcloud/events?after={last}")["events"]
        assert newer and newer[0]["seq"] == last + 1  # every acknowledged write (and its event) survived
    finally:
        server.stop()
