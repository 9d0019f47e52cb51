"""A job run's life after StartJobRun answers: STARTING → RUNNING → SUCCEEDED, FAILED, TIMEOUT or STOPPED.

One task per run (``state.running``): it reads the script from S3 as the job's role, mints that role's
session credentials, runs the script (``job_process.py``) with ``--JOB_ID``, ``--JOB_RUN_ID``, ``--JOB_NAME``
and the run's arguments (the job's DefaultArguments overridden by the run's Arguments, then its
NonOverridableArguments) on ``sys.argv`` and labcloud's endpoint in ``AWS_ENDPOINT_URL``, writes stdout and
stderr to CloudWatch Logs (``run_logs.py``), records the final state with ExecutionTime and ErrorMessage, and
sends "Glue Job State Change" to the default EventBridge bus (``state_events.py``; "Glue Job Run Status" too
when the run outlasts its NotifyDelayAfter). A failed run with
MaxRetries left starts its next attempt (Attempt + 1, PreviousRunId). A run left unfinished by a restart
is FAILED when the server starts again (:func:`settle_lost_runs`)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import secrets
from pathlib import Path
from typing import Any

from labcloud import clock
from labcloud.errors import AwsError
from labcloud.services.glue import job_process, run_logs, state_events
from labcloud.services.glue.events import publish
from labcloud.services.glue.state import MAX_RUNS_KEPT, GlueState
from labcloud.services.sts.interfaces import RoleSessions

log = logging.getLogger("labcloud.glue")

FINAL = ("SUCCEEDED", "FAILED", "TIMEOUT", "STOPPED", "ERROR", "EXPIRED")
ACTIVE = ("STARTING", "RUNNING", "STOPPING", "WAITING")
#: Largest script read from S3.
MAX_SCRIPT_BYTES = 10 * 1024 * 1024
SESSION_NAME = "GlueJobRunnerSession"
#: Seconds in one of a run's Timeout minutes (``LABCLOUD_GLUE_MINUTE_SECONDS``; 60, as on AWS).
MINUTE_SECONDS = 60.0


def key(account: str, region: str, job: str, run_id: str) -> str:
    return f"{account}/{region}/{job}/{run_id}"


def role_arn(role: str, account: str) -> str:
    return role if role.startswith("arn:") else f"arn:aws:iam::{account}:role/{role}"


def begin(state: GlueState) -> None:
    """The hub starts (or restarts after a reset): runs may be driven again; lost ones are settled."""
    state.closing = False
    settle_lost_runs(state)


def settle_lost_runs(state: GlueState) -> None:
    """Runs a restart left STARTING, RUNNING or STOPPING: their process is gone, so they failed."""
    lost = state.records.unfinished_runs()
    if not lost:
        return
    now = clock.now()
    with state.store.transaction():
        for account, region, doc in lost:
            doc.update(
                JobRunState="STOPPED" if doc["JobRunState"] == "STOPPING" else "FAILED",
                ErrorMessage="The run was lost when labcloud stopped",
                CompletedOn=now,
                LastModifiedOn=now,
            )
            state.records.update(account, region, "run", f"{doc['JobName']}/{doc['Id']}", doc)


def new_run(
    state: GlueState, account: str, region: str, job: dict[str, Any], given: Any, attempt: int, previous: str
) -> dict[str, Any]:
    """Record a new run of ``job`` (STARTING; the job's oldest finished runs past the bound dropped) and
    start driving it once the transaction commits."""
    now = clock.now()
    run: dict[str, Any] = {
        "Id": "jr_" + secrets.token_hex(32),
        "Attempt": attempt,
        "JobName": job["Name"],
        "JobMode": job.get("JobMode") or "SCRIPT",
        "StartedOn": now,
        "LastModifiedOn": now,
        "JobRunState": "STARTING",
        "Arguments": dict(given.get("Arguments") or {}),
        "PredecessorRuns": [],
        "AllocatedCapacity": job.get("AllocatedCapacity", 0),
        "ExecutionTime": 0,
        "Timeout": given.get("Timeout") or job.get("Timeout") or 2880,
        "MaxCapacity": given.get("MaxCapacity") or job.get("MaxCapacity"),
        "LogGroupName": "/aws-glue/python-jobs",
        "GlueVersion": job.get("GlueVersion"),
    }
    notify = given.get("NotificationProperty") or job.get("NotificationProperty")
    if notify:
        run["NotificationProperty"] = dict(notify)
    if previous:
        run["PreviousRunId"] = previous
    if given.get("ExecutionClass") or job.get("ExecutionClass"):
        run["ExecutionClass"] = given.get("ExecutionClass") or job["ExecutionClass"]
    kept = state.records.listed(account, region, "run", job["Name"])
    with state.store.transaction():
        for stale in [d for d in kept if d["JobRunState"] in FINAL][: max(0, len(kept) + 1 - MAX_RUNS_KEPT)]:
            state.records.delete(account, region, "run", f"{job['Name']}/{stale['Id']}")
        state.records.put(account, region, "run", f"{job['Name']}/{run['Id']}", job["Name"], run, now)
        publish(state, "glue.run.started", account, region, f"{job['Name']}/{run['Id']}", attempt=attempt)
        start(state, account, region, job, run)
    return run


def retry(state: GlueState, account: str, region: str, job_name: str, failed: dict[str, Any]) -> None:
    """The next attempt of a failed run (MaxRetries), as AWS starts it: same arguments, Attempt + 1."""
    job = state.records.get(account, region, "job", job_name)
    if job is None:
        return
    given = {
        "Arguments": failed.get("Arguments"),
        "Timeout": failed.get("Timeout"),
        "NotificationProperty": failed.get("NotificationProperty"),
    }
    new_run(state, account, region, job, given, int(failed.get("Attempt") or 0) + 1, failed["Id"])


def forget_all(state: GlueState) -> None:
    """After a reset: the runs' tasks are stopped (their records are gone with the tables)."""
    for task in list(state.running.values()):
        task.cancel()
    state.running.clear()


async def stop_all(state: GlueState) -> None:
    """The server stops: each run's child is killed; its record stays as it was, settled at the next start."""
    state.closing = True
    tasks = list(state.running.values())
    state.running.clear()
    for task in tasks:
        task.cancel()
    for task in tasks:
        with contextlib.suppress(BaseException):
            await asyncio.wait_for(task, 5)


def start(state: GlueState, account: str, region: str, job: dict[str, Any], run: dict[str, Any]) -> None:
    """Start driving ``run`` once the current transaction commits."""

    def launch() -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        name = key(account, region, job["Name"], run["Id"])
        task = loop.create_task(_drive(state, account, region, job, run))
        state.running[name] = task
        task.add_done_callback(lambda done: _ended(state, account, region, name, run, done))

    state.store.after_commit(launch)


def _ended(
    state: GlueState, account: str, region: str, name: str, run: dict[str, Any], task: asyncio.Task[None]
) -> None:
    """A run's task is over; one cancelled before its first step (a stop right after the start) is STOPPED."""
    state.running.pop(name, None)
    if task.cancelled() and not state.closing:
        current = state.records.get(account, region, "run", f"{run['JobName']}/{run['Id']}")
        if current is not None and current["JobRunState"] in ACTIVE:
            now = clock.now()
            _save(state, account, region, run, JobRunState="STOPPED", CompletedOn=now, ExecutionTime=0)


def _save(state: GlueState, account: str, region: str, run: dict[str, Any], **changes: Any) -> bool:
    """Record ``changes`` on the run; False when the run (its job) was deleted meanwhile."""
    rid = f"{run['JobName']}/{run['Id']}"
    current = state.records.get(account, region, "run", rid)
    if current is None:
        return False
    current.update(changes, LastModifiedOn=clock.now())
    run.clear()
    run.update(current)
    with state.store.transaction():
        state.records.update(account, region, "run", rid, current)
        publish(state, "glue.run.state", account, region, rid, run_state=current["JobRunState"])
    return True


async def _script(state: GlueState, account: str, region: str, location: str, principal: Any) -> bytes:
    bucket, _, path = location[len("s3://") :].partition("/")
    if not bucket or not path:
        raise AwsError("InvalidInputException", f"Invalid script location {location}")
    answer = await state.services.call(
        "s3",
        "GetObject",
        {"Bucket": bucket, "Key": path},
        account_id=account,
        region=region,
        principal=principal,
    )
    if int(answer.get("ContentLength") or 0) > MAX_SCRIPT_BYTES:
        raise AwsError("InvalidInputException", f"The script is larger than {MAX_SCRIPT_BYTES} bytes")
    parts: list[bytes] = []
    body = answer["Body"]
    if isinstance(body, (bytes, bytearray)):
        return bytes(body)
    async for chunk in body:
        parts.append(chunk)
    return b"".join(parts)


def _argv(job: dict[str, Any], run: dict[str, Any]) -> list[str]:
    merged = {**(job.get("DefaultArguments") or {}), **(run.get("Arguments") or {})}
    merged.update(job.get("NonOverridableArguments") or {})
    argv: list[str] = []
    for name, value in merged.items():
        argv += [name if name.startswith("--") else f"--{name}", value]
    argv += ["--JOB_ID", f"j_{run['Id'][3:]}", "--JOB_RUN_ID", run["Id"], "--JOB_NAME", job["Name"]]
    return argv


def _error_message(outcome: job_process.Outcome) -> str:
    lines = [line for line in outcome.stderr.decode(errors="replace").splitlines() if line.strip()]
    last = lines[-1].strip() if lines else ""
    text = f"Command failed with exit code {outcome.exit_code}"
    return f"{text}: {last[:1000]}" if last else text


async def _drive(
    state: GlueState, account: str, region: str, job: dict[str, Any], run: dict[str, Any]
) -> None:
    started = clock.now()
    final: dict[str, Any] = {}
    notice: asyncio.Task[None] | None = None
    out_text, err_text = "", ""
    try:
        if not _save(state, account, region, run, JobRunState="RUNNING"):
            return
        sessions = state.services.interface(RoleSessions)
        arn = role_arn(job["Role"], account)
        if sessions is None:
            raise AwsError("InvalidInputException", "STS is not running: the job's role cannot be assumed")
        if not sessions.trusts_service(arn, "glue.amazonaws.com"):
            raise AwsError(
                "AccessDeniedException",
                f"Glue cannot assume the role {arn}: it is missing or does not trust glue",
            )
        credentials = sessions.mint_role_session(arn, SESSION_NAME, account)
        principal = sessions.role_principal(arn, SESSION_NAME, str(credentials["AccessKeyId"]))
        script = await _script(state, account, region, job["Command"]["ScriptLocation"], principal)
        minute = state.settings.tuning.number("LABCLOUD_GLUE_MINUTE_SECONDS", MINUTE_SECONDS, minimum=0.01)
        env = {
            "AWS_ACCESS_KEY_ID": str(credentials["AccessKeyId"]),
            "AWS_SECRET_ACCESS_KEY": str(credentials["SecretAccessKey"]),
            "AWS_SESSION_TOKEN": str(credentials["SessionToken"]),
            "AWS_REGION": region,
            "AWS_DEFAULT_REGION": region,
            "AWS_ENDPOINT_URL": state.settings.endpoint,
        }
        notes = _notes(job, run)
        delay = (run.get("NotificationProperty") or {}).get("NotifyDelayAfter")
        if delay:
            notice = asyncio.get_running_loop().create_task(
                _delay_notice(state, account, region, run, delay, minute)
            )
        outcome = await job_process.run(
            Path(state.settings.scratch_dir) / "glue",
            run["Id"],
            script,
            _argv(job, run),
            env,
            str(job["Command"].get("PythonVersion") or "3.9"),
            float(run["Timeout"]) * minute,
            float(run.get("MaxCapacity") or 0.0625),
        )
        out_text = outcome.stdout.decode(errors="replace")
        err_text = notes + outcome.stderr.decode(errors="replace")
        if outcome.timed_out:
            final = {
                "JobRunState": "TIMEOUT",
                "ErrorMessage": f"Job run timed out after {run['Timeout']} minutes",
            }
        elif outcome.exit_code == 0:
            final = {"JobRunState": "SUCCEEDED"}
        else:
            final = {"JobRunState": "FAILED", "ErrorMessage": _error_message(outcome)}
    except asyncio.CancelledError:
        if state.closing:
            raise
        final = {"JobRunState": "STOPPED"}
    except AwsError as exc:
        final = {"JobRunState": "FAILED", "ErrorMessage": f"{exc.code}: {exc.message}"}
    except Exception as exc:  # noqa: BLE001 - a run that cannot start fails, it never takes the server with it
        log.exception("Glue run %s could not run", run.get("Id"))
        final = {"JobRunState": "FAILED", "ErrorMessage": f"The run could not start: {exc}"}
    if notice is not None:
        notice.cancel()
    ended = clock.now()
    seconds = max(0, math.ceil(ended - started))
    final.update(CompletedOn=ended, ExecutionTime=seconds)
    if not _save(state, account, region, run, **final):
        return
    if out_text:
        await run_logs.put(state, account, region, run_logs.OUTPUT_GROUP, run["Id"], out_text)
    if err_text:
        await run_logs.put(state, account, region, run_logs.ERROR_GROUP, run["Id"], err_text)
    await state_events.put(state, account, region, run, state_events.entry(run))
    if run["JobRunState"] == "FAILED" and run.get("Attempt", 0) < int(job.get("MaxRetries") or 0):
        retry(state, account, region, job["Name"], run)


async def _delay_notice(
    state: GlueState, account: str, region: str, run: dict[str, Any], delay: float, minute: float
) -> None:
    """NotificationProperty: "Glue Job Run Status" once the run is still going ``delay`` minutes after it began."""
    await asyncio.sleep(float(delay) * minute)
    current = state.records.get(account, region, "run", f"{run['JobName']}/{run['Id']}")
    if current is not None and current["JobRunState"] in ACTIVE:
        await state_events.put(state, account, region, current, state_events.delay_entry(current, delay))


def _notes(job: dict[str, Any], run: dict[str, Any]) -> str:
    """Lines for the error log about arguments that ask for libraries labcloud does not install."""
    merged = {**(job.get("DefaultArguments") or {}), **(run.get("Arguments") or {})}
    notes = []
    for name in ("--library-set", "--additional-python-modules", "--extra-py-files"):
        if merged.get(name):
            notes.append(
                f"labcloud: {name} {merged[name]} is not installed here; only the stdlib and boto3 are\n"
            )
    return "".join(notes)
