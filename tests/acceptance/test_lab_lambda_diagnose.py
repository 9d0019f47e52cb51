"""The lambda-diagnose lab end to end: every block of its instructions run verbatim in bash with the real
``aws`` CLI, the promised errors, log lines and REPORT fields asserted, ``labcloud lab check`` after
each step."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from labshell import Instructions, LabShell

from labcloud.testing.server_process import LabcloudProcess

REPORT = re.compile(
    r"^REPORT RequestId: \S+\tDuration: [\d.]+ ms\tBilled Duration: \d+ ms\tMemory Size: (\d+) MB\t"
    r"Max Memory Used: (\d+) MB\t(Init Duration: [\d.]+ ms\t)?"
)


@pytest.mark.timeout(240)
def test_lambda_diagnose_verbatim(server: LabcloudProcess, tmp_path: Path) -> None:  # noqa: PLR0915
    doc = Instructions("lambda-diagnose")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        started = shell.run("labcloud lab start lambda-diagnose --lang ja")
        assert started.stdout.startswith("# Lambda 関数を設定して診断する")
        assert shell.check() == {
            "handler": "pending",
            "environment": "pending",
            "timeout": "pending",
            "memory": "pending",
        }
        assert shell.out(doc.block('cd "$(labcloud lab dir)"')) == ""

        # ---- step 1
        assert shell.out(doc.block("--query '[Handler, Timeout, MemorySize]'")).split() == [
            "app.handler",
            "1",
            "128",
        ]
        assert shell.out(doc.block("jq -r '.errorType + \": \" + .errorMessage'")).splitlines() == [
            "Unhandled",
            "Runtime.ImportModuleError: Unable to import module 'app': No module named 'app'",
        ]
        assert shell.out(doc.block("--handler report.handler")).strip() == "report.handler"
        shell.check("handler")

        # ---- step 2
        lines = shell.out(doc.block("jq -r '.errorType, .errorMessage, .stackTrace[0]'")).splitlines()
        assert lines[:3] == ["Unhandled", "KeyError", "'CURRENCY'"]
        assert lines[3].endswith('report.py", line 12, in handler')
        assert lines[4].strip() == 'currency = os.environ["CURRENCY"]'
        assert shell.out(doc.block("Variables={CURRENCY=EUR}")).split() == ["{", '"CURRENCY":', '"EUR"', "}"]
        tail = shell.out(doc.block("--payload '{\"rows\":10}' --log-type Tail")).splitlines()
        assert len(tail) == 2 and tail[1] == '{"rows":10,"total":10,"currency":"EUR"}'
        report = REPORT.match(tail[0])
        assert report is not None, tail[0]
        assert report.group(1) == "128" and report.group(3), "a cold start reports its Init Duration"
        shell.check("handler", "environment")

        # ---- step 3
        timed_out = shell.out(doc.block("jq -r .errorMessage response.json")).splitlines()
        assert timed_out[0] == "Unhandled"
        assert timed_out[1].endswith("Task timed out after 1.00 seconds")
        found = shell.out(doc.block('"Task timed out"')).strip()
        assert found.endswith("Task timed out after 1.00 seconds") and "\n" not in found
        fixed = shell.out(doc.block("--timeout 5")).splitlines()
        assert fixed == ["5", "200", '{"rows":10,"total":10,"currency":"EUR"}']
        shell.check("handler", "environment", "timeout")

        # ---- step 4
        killed = shell.out(doc.block("grep -E '^REPORT|OutOfMemory'")).splitlines()
        assert killed[-1] == "Runtime.OutOfMemory"
        assert "Runtime.OutOfMemory" in killed[:-1]
        report_line = next(line for line in killed if line.startswith("REPORT"))
        used = REPORT.match(report_line)
        assert used is not None and used.group(1) == "128" and int(used.group(2)) > 128
        assert report_line.rstrip().endswith("Status: error\tError Type: Runtime.OutOfMemory")
        assert shell.out(doc.block('"signal: killed"')).strip() == "1"
        last = shell.out(doc.block("--memory-size 256")).splitlines()
        assert last[0] == "256" and last[2] == '{"rows":150000,"total":150000,"currency":"EUR"}'
        big = REPORT.match(last[1])
        assert big is not None and big.group(1) == "256" and 128 < int(big.group(2)) < 256
        assert set(shell.check("handler", "environment", "timeout", "memory").values()) == {"passed"}
        doc.assert_all_used()
    except BaseException:
        print(shell.dump())
        raise
