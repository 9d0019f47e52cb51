"""A job's definition from CreateJob's request or UpdateJob's JobUpdate, as Glue keeps and answers it.

Command names: ``pythonshell`` (runs here, ``lifecycle.py``), ``glueetl``, ``gluestreaming`` and ``glueray``
(stored and answered; their runs are refused, as labcloud has no Spark or Ray). AWS's defaults are filled
in: MaxRetries 0, Timeout 2880 minutes (none for streaming), ExecutionProperty.MaxConcurrentRuns 1, a
Python shell job's MaxCapacity 0.0625 (or 1) and GlueVersion 1.0, a Spark job's 10 DPUs and GlueVersion 0.9.
Connections, security configurations, visual jobs' nodes, source control and run queuing are refused by name."""

from __future__ import annotations

import re
from typing import Any

from labcloud.services.glue import errors
from labcloud.services.glue.tagging import checked

COMMANDS = ("glueetl", "gluestreaming", "pythonshell", "glueray")
PYTHON_VERSIONS = ("3", "3.9")
WORKER_TYPES = ("Standard", "G.1X", "G.2X", "G.025X", "G.4X", "G.8X", "Z.2X", "G.12X", "G.16X", "R.1X")
_NAME = re.compile(r"^[\u0020-\uD7FF\uE000-\uFFFD\t]{1,255}$")
_REFUSED = {
    "Connections": "Connections (labcloud has no Glue connections)",
    "SecurityConfiguration": "SecurityConfiguration (labcloud has no security configurations)",
    "CodeGenConfigurationNodes": "CodeGenConfigurationNodes (visual jobs)",
    "SourceControlDetails": "SourceControlDetails",
    "ProfileName": "ProfileName (usage profiles)",
}
#: Arguments the job runner itself sets (not a job's to define).
RESERVED_ARGUMENTS = ("--JOB_NAME", "--JOB_ID", "--JOB_RUN_ID")
MAX_ARGUMENTS = 200


def checked_name(name: str) -> str:
    if not _NAME.match(name or ""):
        raise errors.invalid("Job name must be 1 to 255 characters without control characters")
    return name


def arguments(given: Any, what: str) -> dict[str, str]:
    found = dict(given or {})
    if len(found) > MAX_ARGUMENTS:
        raise errors.invalid(f"{what}: at most {MAX_ARGUMENTS} arguments")
    for key, value in found.items():
        if key in RESERVED_ARGUMENTS:
            raise errors.invalid(f"{what}: {key} is set by Glue itself")
        if len(key) > 4096 or len(value) > 262144:
            raise errors.invalid(f"{what}: argument {key[:50]} is too long")
    return found


def definition(given: Any, name: str) -> dict[str, Any]:
    """The stored document of a job named ``name`` defined by ``given`` (CreateJob or JobUpdate)."""
    for key, what in _REFUSED.items():
        if given.get(key):
            raise errors.unsupported(what)
    if given.get("JobRunQueuingEnabled"):
        raise errors.unsupported("JobRunQueuingEnabled (runs past MaxConcurrentRuns are refused, not queued)")
    if not given.get("Role"):
        raise errors.invalid("Role is required")
    command = dict(given.get("Command") or {})
    kind = command.get("Name") or "glueetl"
    if kind not in COMMANDS:
        raise errors.invalid(f"Invalid Command.Name {kind}: one of {', '.join(COMMANDS)}")
    command["Name"] = kind
    doc: dict[str, Any] = {"Name": name, "JobMode": given.get("JobMode") or "SCRIPT", "Role": given["Role"]}
    for key in ("Description", "LogUri", "NotificationProperty", "ExecutionClass", "MaintenanceWindow"):
        if given.get(key) is not None:
            doc[key] = given[key]
    if len(doc.get("Description") or "") > 2048:
        raise errors.invalid("Description must be at most 2048 characters")
    notify_checked(doc.get("NotificationProperty"))
    doc["ExecutionProperty"] = {"MaxConcurrentRuns": 1, **dict(given.get("ExecutionProperty") or {})}
    if doc["ExecutionProperty"]["MaxConcurrentRuns"] < 1:
        raise errors.invalid("ExecutionProperty.MaxConcurrentRuns must be at least 1")
    doc["DefaultArguments"] = arguments(given.get("DefaultArguments"), "DefaultArguments")
    doc["NonOverridableArguments"] = arguments(
        given.get("NonOverridableArguments"), "NonOverridableArguments"
    )
    retries = given.get("MaxRetries")
    doc["MaxRetries"] = 0 if retries is None else retries
    if not 0 <= doc["MaxRetries"] <= 10:
        raise errors.invalid("MaxRetries must be between 0 and 10")
    timeout = given.get("Timeout")
    if timeout is not None and not 1 <= timeout <= 10080:
        raise errors.invalid("Timeout must be between 1 and 10080 minutes")
    if timeout is not None or kind != "gluestreaming":
        doc["Timeout"] = 2880 if timeout is None else timeout
    if kind == "pythonshell":
        _python_shell(given, command, doc)
    else:
        _spark(given, command, doc, kind)
    doc["Command"] = command
    return doc


def _python_shell(given: Any, command: dict[str, Any], doc: dict[str, Any]) -> None:
    if given.get("WorkerType") or given.get("NumberOfWorkers"):
        raise errors.invalid(
            "WorkerType and NumberOfWorkers are not used by Python shell jobs: use MaxCapacity"
        )
    if given.get("ExecutionClass") not in (None, "STANDARD"):
        raise errors.invalid(
            "ExecutionClass FLEX is for glueetl jobs of Glue 3.0 and later, not Python shell jobs"
        )
    version = command.setdefault("PythonVersion", "3.9")
    if version not in PYTHON_VERSIONS:
        raise errors.invalid(f"Python shell jobs run Python 3 or 3.9, not {version}")
    if not str(command.get("ScriptLocation") or "").startswith("s3://"):
        raise errors.invalid("Command.ScriptLocation must be an s3:// location of the script")
    capacity = given.get("MaxCapacity")
    if capacity is not None and capacity not in (0.0625, 1.0):
        raise errors.invalid("MaxCapacity of a Python shell job must be 0.0625 or 1")
    doc["MaxCapacity"] = 0.0625 if capacity is None else capacity
    doc["AllocatedCapacity"] = 0
    doc["GlueVersion"] = given.get("GlueVersion") or "1.0"
    if doc["GlueVersion"] not in ("1.0", "3.0"):
        raise errors.invalid(f"Python shell jobs run on Glue version 1.0 or 3.0, not {doc['GlueVersion']}")


def _spark(given: Any, command: dict[str, Any], doc: dict[str, Any], kind: str) -> None:
    workers, count = given.get("WorkerType"), given.get("NumberOfWorkers")
    if (workers is None) != (count is None):
        raise errors.invalid("WorkerType and NumberOfWorkers must be given together")
    if workers is not None:
        if workers not in WORKER_TYPES:
            raise errors.invalid(f"Invalid WorkerType {workers}")
        if given.get("MaxCapacity") is not None:
            raise errors.invalid("MaxCapacity cannot be given with WorkerType and NumberOfWorkers")
        if not 1 <= int(count) <= 299:
            raise errors.invalid("NumberOfWorkers must be between 1 and 299")
        doc.update(WorkerType=workers, NumberOfWorkers=count)
    else:
        capacity = given.get("MaxCapacity")
        if capacity is None and given.get("AllocatedCapacity") is not None:
            capacity = float(given["AllocatedCapacity"])
        capacity = 10.0 if capacity is None else capacity
        if not 2 <= capacity <= 100:
            raise errors.invalid(f"MaxCapacity of a {kind} job must be between 2 and 100 DPUs")
        doc["MaxCapacity"] = capacity
        doc["AllocatedCapacity"] = int(capacity)
    doc["GlueVersion"] = given.get("GlueVersion") or "0.9"
    if kind != "glueray":
        command.setdefault("PythonVersion", "3" if doc["GlueVersion"] != "0.9" else "2")


def notify_checked(given: Any) -> None:
    """A NotificationProperty's NotifyDelayAfter: at least one minute, as AWS's model says."""
    if given and given.get("NotifyDelayAfter") is not None and int(given["NotifyDelayAfter"]) < 1:
        raise errors.invalid("NotificationProperty.NotifyDelayAfter must be at least 1 minute")


def tags(given: Any) -> dict[str, str]:
    return checked({}, given)
