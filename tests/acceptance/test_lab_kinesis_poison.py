"""The kinesis-poison lab end to end: every block of its instructions run verbatim in bash with the
real ``aws`` CLI (v1 and v2), every promised output asserted, ``labcloud lab check`` after each
step; and two mistakes: a mapping without bisection (the good readings are given up with the poison
one) and one that retries forever (the default)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from labshell import Instructions, LabShell, events, table_rows, wait_for

from labcloud.testing.server_process import LabcloudProcess

STEPS = ("put", "mapping", "isolate", "cleanup")
GOOD = [["r-1", "1.5"], ["r-2", "0.8"], ["r-3", "2.1"], ["r-5", "1.2"], ["r-6", "0.9"]]


def _stored(shell: LabShell, doc: Instructions) -> list[list[str]]:
    return [line.split("\t") for line in shell.out(doc.peek("aws dynamodb scan")).splitlines()]


def _rows(server: LabcloudProcess) -> list[list[str]]:
    """What ``_stored`` prints, read with boto3: the waits' condition (labshell.table_rows)."""
    return table_rows(server, "labex-k01-readings", "id", "kwh")


@pytest.mark.timeout(240)
def test_kinesis_poison_verbatim(server: LabcloudProcess, tmp_path: Path) -> None:
    doc = Instructions("kinesis-poison")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        started = shell.run("labcloud lab start kinesis-poison")
        assert started.stdout.startswith("# A poison record in a Kinesis shard")
        assert shell.check() == dict.fromkeys(STEPS, "pending")
        assert shell.out(doc.block('cd "$(labcloud lab dir)"')) == ""
        assert "attribute_not_exists(id)" in shell.out("cat app.py")

        # ---- step 1
        sequences = [int(s) for s in shell.out(doc.block("for READING in")).split()]
        assert len(sequences) == 6 and sequences == sorted(set(sequences))
        assert shell.check("put")["mapping"] == "pending"

        # ---- step 2
        assert shell.out(doc.block("create-event-source-mapping")) == ""
        wait_for("the five good readings", lambda: _rows(server) == GOOD)
        wait_for("r-4 set aside", lambda: len(events(server, "lambda.esm.stream.discarded")) == 1)
        assert _stored(shell, doc) == GOOD
        doc.block("aws dynamodb scan")
        (discarded,) = [e["data"] for e in events(server, "lambda.esm.stream.discarded")]
        assert discarded["sequence_numbers"] == [str(sequences[3])]
        assert shell.check("put", "mapping")["isolate"] == "pending"

        # ---- step 3
        note = json.loads(shell.out(doc.block("python3 -m json.tool")))
        assert note["requestContext"]["condition"] == "RetryAttemptsExhausted"
        assert note["KinesisBatchInfo"]["batchSize"] == 1
        assert note["KinesisBatchInfo"]["startSequenceNumber"] == str(sequences[3])
        assert shell.out(doc.block("get-shard-iterator")).strip() == '{"id":"r-4","kwh":"n/a"}'
        shell.check("put", "mapping", "isolate")

        # ---- step 4
        assert shell.out(doc.block("delete-event-source-mapping")).strip() == shell.var("MAPPING_ID")
        summary = shell.out(doc.block("rm -f reading.json"))
        assert "Passed: every step of kinesis-poison is confirmed." in summary
        assert set(shell.check(*STEPS).values()) == {"passed"}
        doc.assert_all_used()
        print(shell.timings())
    except BaseException:
        print(shell.dump())
        raise


def _mapped_with(shell: LabShell, doc: Instructions, block: str) -> None:
    shell.run("labcloud lab start kinesis-poison")
    shell.run(doc.peek('cd "$(labcloud lab dir)"'))
    shell.run(doc.peek("for READING in"))
    shell.run(block)


@pytest.mark.timeout(180)
def test_a_mapping_without_bisection_is_named(server: LabcloudProcess, tmp_path: Path) -> None:
    """No bisection: the whole batch is given up after the retries, good readings included."""
    doc = Instructions("kinesis-poison")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        block = doc.peek("create-event-source-mapping")
        assert block.count(" --bisect-batch-on-function-error") == 1
        _mapped_with(shell, doc, block.replace(" --bisect-batch-on-function-error", ""))
        wait_for("the batch given up", lambda: len(events(server, "lambda.esm.stream.discarded")) == 1)
        report = {s["id"]: s for s in shell.report()["steps"]}
        assert report["mapping"]["status"] == "failed"
        assert report["mapping"]["reason"].startswith(
            "the mapping of labex-k01-readings cannot isolate a poison record: it does not bisect a failing "
            "batch, so when the retries run out the whole batch is given up"
        )
        assert report["isolate"]["status"] == "failed"
        assert report["isolate"]["reason"].startswith(
            "the mapping gave up on 6 records at once (RetryAttemptsExhausted), good readings with the poison "
            "one: r-5 and r-6 were never stored."
        )
        assert "labcloud lab start kinesis-poison" in report["isolate"]["reason"]
        assert _stored(shell, doc) == GOOD[:3]  # the function stored the readings before r-4, then failed
    except BaseException:
        print(shell.dump())
        raise


@pytest.mark.timeout(180)
def test_a_mapping_that_retries_forever_is_named(server: LabcloudProcess, tmp_path: Path) -> None:
    """The default MaximumRetryAttempts (-1): the poison record would hold the shard."""
    doc = Instructions("kinesis-poison")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        block = doc.peek("create-event-source-mapping")
        _mapped_with(shell, doc, block.replace(" --maximum-retry-attempts 3", ""))
        wait_for("r-1 to r-3 stored", lambda: len(_rows(server)) >= 3)
        assert len(_stored(shell, doc)) >= 3
        report = {s["id"]: s for s in shell.report()["steps"]}
        assert report["mapping"]["status"] == "failed"
        assert report["mapping"]["reason"].startswith(
            "the mapping of labex-k01-readings cannot isolate a poison record: it retries a failing batch until "
            "its records expire (MaximumRetryAttempts -1, the default)"
        )
        assert events(server, "lambda.esm.stream.discarded") == []
    except BaseException:
        print(shell.dump())
        raise
