"""Running a lab's instructions verbatim: the commands come out of the lab's own instruction file.

``Instructions`` reads the fenced blocks of ``en.md`` (and insists that ``ja.md`` and ``pt.md``
carry exactly the same blocks, so no language drifts); a test asks for a block by a piece of its
text and must use every block exactly once. ``LabShell`` runs each block in bash after
``eval "$(labcloud env)"`` — the same line a learner types — against a labcloud on a free port
(``LABCLOUD_PORT``), keeping the learner's shell variables and working folder between blocks.

A lab started again (or after ``lab reset``) recreates queues it just deleted, and SQS holds a deleted
queue's name for 60 s (``QueueDeletedRecently``, as on AWS); the lab says so on stderr and waits. That hold
runs on labcloud's clock, so when the notice appears the shell moves the clock past it
(``LabShell.name_holds`` counts them) instead of sleeping out a minute of wall time per restart.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from aws_clis import active, as_learner_types, learner_path

from labcloud.labs.scenario import LANGUAGES
from labcloud.labs.scenarios import get
from labcloud.testing.server_process import LabcloudProcess

FENCE = re.compile(r"^```[a-z]*\n(.*?)^```\n", re.S | re.M)
ASSIGNED = re.compile(r"^([A-Z][A-Z0-9_]*)=", re.M)
#: What ``labs.kit.create_queue`` prints while SQS holds a deleted queue's name (60 s on labcloud's clock).
NAME_HOLD_NOTICE = "labcloud: SQS keeps the name "
#: How far the clock moves at that notice: past the 60 s hold of every queue the lab deleted before it.
NAME_HOLD_SKIP = 61


def blocks_of(text: str) -> list[str]:
    return [block.rstrip("\n") for block in FENCE.findall(text)]


class Instructions:
    def __init__(self, lab: str) -> None:
        scenario = get(lab)
        self.blocks = blocks_of(scenario.instructions("en"))
        for lang in LANGUAGES:
            assert blocks_of(scenario.instructions(lang)) == self.blocks, (
                f"{lab}: {lang}.md's commands differ"
            )
        self.used: list[int] = []
        self.variables = sorted(set(ASSIGNED.findall("\n".join(self.blocks))))

    def block(self, piece: str, unless: str | None = None) -> str:
        """The one block containing ``piece`` (and not ``unless``), counted as run."""
        index = self._find(piece, unless)
        if index not in self.used:
            self.used.append(index)
        return self.blocks[index]

    def peek(self, piece: str) -> str:
        """The one block containing ``piece``, for polling it like a learner re-running a command."""
        return self.blocks[self._find(piece)]

    def _find(self, piece: str, unless: str | None = None) -> int:
        found = [
            i
            for i, block in enumerate(self.blocks)
            if piece in block and (unless is None or unless not in block)
        ]
        assert len(found) == 1, f"{piece!r} is in {len(found)} blocks"
        return found[0]

    def assert_all_used(self) -> None:
        unused = [self.blocks[i] for i in range(len(self.blocks)) if i not in self.used]
        assert not unused, f"blocks of the instructions the test never ran: {unused}"
        assert self.used == sorted(self.used), (
            "the test ran the blocks out of their order in the instructions"
        )


class LabShell:
    """A learner's terminal: bash, ``eval "$(labcloud env)"``, variables and cwd kept between blocks."""

    def __init__(self, server: LabcloudProcess, home: Path, variables: list[str]) -> None:
        self.server = server
        self.cli = active()
        self.state = home / "shell-state.sh"
        self.variables = variables
        self.env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "LABCLOUD_"))}
        self.env.update(
            {
                "LABCLOUD_PORT": str(server.port),
                "LABCLOUD_DATA_DIR": str(home / "cli"),
                "LABCLOUD_LABS_DIR": str(home / "labs"),
                "PATH": learner_path(self.cli, self.env.get("PATH", "")),
            }
        )
        self.transcript: list[str] = []
        #: Times a lab waited on SQS's name hold and the clock was moved past it (see the module's doc).
        self.name_holds = 0

    def run(self, command: str, *, ok: bool = True, timeout: float = 120) -> subprocess.CompletedProcess[str]:
        command = as_learner_types(command, self.cli)
        names = " ".join(self.variables) or "PWD"
        # The first block evaluates `labcloud env` like the learner; later blocks restore the exported
        # environment it produced (the same terminal), the lab's variables and the working folder.
        script = (
            f'if [ -f "{self.state}" ]; then . "{self.state}"; else eval "$(labcloud env)"; fi\n'
            "save() {\n  status=$?\n  set +e\n"
            f'  {{ export -p; declare -p {names} 2>/dev/null; printf "cd %q\\n" "$PWD"; }} > "{self.state}"\n'
            "  exit $status\n}\n"
            "trap save EXIT\n"
            "set -e -o pipefail\n"
            f"{command}\n"
        )
        began = time.monotonic()
        result = self._bash(script, timeout)
        self.transcript.append(
            f"$ {command}\n{result.stdout}{result.stderr}"
            f"[exit {result.returncode}, {time.monotonic() - began:.1f} s]"
        )
        if ok:
            assert result.returncode == 0, f"`{command}` failed ({result.returncode}):\n{result.stderr}"
        return result

    def _bash(self, script: str, timeout: float) -> subprocess.CompletedProcess[str]:
        """Run ``script`` in bash, reading its stderr as it comes: at the lab's name-hold notice, move
        labcloud's clock past the hold (the lab's next try, a second later, creates the queue)."""
        proc = subprocess.Popen(
            ["bash", "-c", script],
            env=self.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout is not None and proc.stderr is not None
        output: list[str] = []
        errors: list[str] = []

        def read_stdout(stream: Any) -> None:
            output.append(stream.read())

        def read_stderr(stream: Any) -> None:
            for line in stream:
                errors.append(line)
                if line.startswith(NAME_HOLD_NOTICE):
                    self.name_holds += 1
                    self.server.advance_clock(NAME_HOLD_SKIP)

        readers = [
            threading.Thread(target=read_stdout, args=(proc.stdout,), daemon=True),
            threading.Thread(target=read_stderr, args=(proc.stderr,), daemon=True),
        ]
        for reader in readers:
            reader.start()
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            raise
        finally:
            for reader in readers:
                reader.join(timeout=10)
        return subprocess.CompletedProcess(proc.args, proc.returncode, "".join(output), "".join(errors))

    def out(self, command: str) -> str:
        return self.run(command).stdout

    def json(self, command: str) -> Any:
        text = self.out(command)
        return json.loads(text) if text.strip() else None

    def var(self, name: str) -> str:
        return self.out(f'printf %s "${name}"')

    def check(self, *passed: str) -> dict[str, str]:
        """``labcloud lab check`` as the learner runs it; asserts the named steps passed and none failed."""
        plain = self.run("labcloud lab check --json", ok=False)
        report = json.loads(plain.stdout)
        found = {step["id"]: step["status"] for step in report["steps"]}
        for step in passed:
            assert found[step] == "passed", f"{step} is {found[step]}:\n{plain.stdout}"
        assert "failed" not in found.values(), plain.stdout
        assert plain.returncode == 0, plain.stdout + plain.stderr
        return found

    def report(self) -> dict[str, Any]:
        result: dict[str, Any] = json.loads(self.run("labcloud lab check --json", ok=False).stdout)
        return result

    def report_when(
        self, done: Callable[[dict[str, Any]], bool], timeout: float, first_pause: float = 0.5
    ) -> dict[str, Any]:
        """Wait until ``done`` holds for the lab's check report (or ``timeout`` passes), then return the
        report of the learner's ``labcloud lab check --json``, run once, for the test to assert on.

        The polls read ``GET /_labcloud/labs/check``, the very report the command prints: polling by
        running the command started a Python process per try (~0.3 s of CPU, and a fixed 0.5 s apart in
        one test), CPU that CI's other workers were waiting for."""
        deadline = time.monotonic() + timeout
        waits = pauses(first_pause)
        while not done(self.server.get("/_labcloud/labs/check")) and time.monotonic() <= deadline:
            pause_before(deadline, waits)
        return self.report()

    def timings(self) -> str:
        return "\n".join(
            entry.splitlines()[0][:60] + " " + entry.splitlines()[-1] for entry in self.transcript
        )

    def dump(self) -> str:
        return "\n\n".join(self.transcript[-14:])


#: Pauses between two polls: a quarter second at first (most waits end within a second or two), then half as
#: long again each time, up to two seconds. A poll often runs the learner's command (an ``aws`` CLI is ~0.5 s of
#: CPU, ``labcloud lab check`` ~0.1 s); at a fixed 0.25 s a 40 s wait ran it ~40 times, taking the CPU other
#: xdist workers were waiting for. What is polled for, and the time allowed, are the same.
FIRST_PAUSE, PAUSE_GROWTH, LONGEST_PAUSE = 0.25, 1.5, 2.0


def pauses(first: float = FIRST_PAUSE) -> Iterator[float]:
    pause = first
    while True:
        yield pause
        pause = min(pause * PAUSE_GROWTH, LONGEST_PAUSE)


def pause_before(deadline: float, waits: Iterator[float]) -> None:
    """Sleep the next of ``waits``, never past ``deadline`` (so the last poll comes when the time is up)."""
    time.sleep(max(0.0, min(next(waits), deadline - time.monotonic())))


def wait_for(what: str, done: Callable[[], bool], timeout: float = 45.0) -> None:
    """Poll like a learner watching the view; fail saying what never happened."""
    deadline = time.monotonic() + timeout
    waits = pauses()
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")
        pause_before(deadline, waits)


def queue_depths(server: LabcloudProcess, *names: str) -> list[str]:
    """Each named queue's ApproximateNumberOfMessages, read with boto3 in this process.

    A wait's condition: polling by re-running the lab's own ``aws`` command cost a CLI start-up (~0.6 s
    of CPU, seconds under CI's load) per failed try. The test waits on the same state this way, then runs
    the learner's command once and asserts its output, as before."""
    sqs = server.boto3_client("sqs")
    return [
        sqs.get_queue_attributes(
            QueueUrl=sqs.get_queue_url(QueueName=name)["QueueUrl"],
            AttributeNames=["ApproximateNumberOfMessages"],
        )["Attributes"]["ApproximateNumberOfMessages"]
        for name in names
    ]


def table_rows(server: LabcloudProcess, table: str, *attributes: str) -> list[list[str]]:
    """A consistent scan of ``table`` with boto3, sorted by ``id`` like the labs' scans: each item's
    ``attributes`` as text (a wait's condition, as ``queue_depths``; absent ones are ``None``)."""
    items = server.boto3_client("dynamodb").scan(TableName=table, ConsistentRead=True)["Items"]
    rows = [[next(iter(item[a].values())) if a in item else "None" for a in attributes] for item in items]
    return sorted(rows, key=lambda row: str(row[0]))


def events(server: LabcloudProcess, kind: str) -> list[dict[str, Any]]:
    with urllib.request.urlopen(
        f"{server.endpoint}/_labcloud/events?kind={kind}&limit=5000", timeout=10
    ) as answer:
        found: list[dict[str, Any]] = json.loads(answer.read())["events"]
    return found


def step_states(report: dict[str, Any]) -> dict[str, tuple[str, str]]:
    """Each step's (status, reason) in a check report."""
    return {s["id"]: (s["status"], s["reason"]) for s in report["steps"]}


def step_status(server: LabcloudProcess, step: str) -> str:
    report = server.get("/_labcloud/labs/check")
    return str({s["id"]: s["status"] for s in report["steps"]}[step])
