"""The conditional-writes lab end to end: every block of its instructions run verbatim in bash with the
real ``aws`` CLI (and the lab's boto3 snippet), every promised output asserted, ``labcloud lab check``
after each step."""

from __future__ import annotations

from pathlib import Path

import pytest
from aws_clis import SERVICE_ERROR_EXIT
from labshell import Instructions, LabShell, events

from labcloud.testing.server_process import LabcloudProcess

CONDITION_FAILED = (
    "An error occurred (ConditionalCheckFailedException) when calling the PutItem operation: "
    "The conditional request failed"
)


@pytest.mark.timeout(180)
def test_conditional_writes_verbatim(server: LabcloudProcess, tmp_path: Path) -> None:
    doc = Instructions("conditional-writes")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        started = shell.run("labcloud lab start conditional-writes --lang pt")
        assert started.stdout.startswith("# Evitar pedidos duplicados com gravações condicionais")
        assert "builds on" not in started.stderr  # no prerequisites
        assert shell.check() == {"create": "pending", "lock": "pending", "transact": "pending"}
        assert shell.out(doc.block('cd "$(labcloud lab dir)"')) == ""

        # ---- step 1
        assert shell.out(doc.block("attribute_not_exists(id)'", unless="|| echo")) == ""
        repeated = shell.run(doc.block("attribute_not_exists(id)' || echo"))
        assert repeated.stdout == f"rejected, exit code {SERVICE_ERROR_EXIT[shell.cli]}\n"
        assert CONDITION_FAILED in repeated.stderr
        assert shell.out(doc.block("Item.[status.S, version.N]")).split() == ["NEW", "1"]
        shell.check("create")

        # ---- step 2
        assert shell.out(doc.block('"PAID"')).split() == ["PAID", "2"]
        stale = shell.run(doc.block('"CANCELLED"},":one":{"N":"1"},":expected":{"N":"1"}}\' || echo'))
        assert stale.stdout == f"rejected, exit code {SERVICE_ERROR_EXIT[shell.cli]}\n"
        assert "(ConditionalCheckFailedException) when calling the UpdateItem operation" in stale.stderr
        assert shell.out(doc.block("python3 - <<'PY'")) == "ConditionalCheckFailedException PAID 2\n"
        shell.check("create", "lock")

        # ---- step 3
        assert shell.out(doc.block("cat > order-1002.json")) == ""
        again = shell.run(doc.block("file://order-1002.json || echo"))
        assert again.stdout == f"cancelled, exit code {SERVICE_ERROR_EXIT[shell.cli]}\n"
        assert (
            "An error occurred (TransactionCanceledException) when calling the TransactWriteItems operation: "
            "Transaction cancelled, please refer cancellation reasons for specific reasons "
            "[ConditionalCheckFailed, None]"
        ) in again.stderr
        too_big = shell.run(doc.block("order-1003.json"))
        assert too_big.stdout == f"cancelled, exit code {SERVICE_ERROR_EXIT[shell.cli]}\n"
        assert "specific reasons [None, ConditionalCheckFailed]" in too_big.stderr
        assert shell.out(doc.block("sort_by(Items, &id.S)")).splitlines() == [
            "order-1001\tPAID\t2",
            "order-1002\tNEW\t1",
            "3",
        ]
        assert set(shell.check("create", "lock", "transact").values()) == {"passed"}
        doc.assert_all_used()
        summary = shell.out("labcloud lab check")
        assert "Passed: every step of conditional-writes is confirmed." in summary
        assert "Next in the track: lambda-diagnose (lab)" in summary
        ledger = [e["data"] for e in events(server, "dynamodb.write.decided")]
        assert [(w["operation"], w["outcome"]) for w in ledger if w["table"] == "labex-q03-inventory"] == [
            ("PutItem", "Accepted"),
            ("TransactWriteItems", "Accepted"),
            ("TransactWriteItems", "Rejected"),
            ("TransactWriteItems", "Rejected"),
        ]
    except BaseException:
        print(shell.dump())
        raise
