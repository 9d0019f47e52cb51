"""``GET /_labcloud/glue``: AWS Glue for the view. The Data Catalog of the server's account and region (each
database with its tables: type, location, columns, partition keys) and the jobs (command, role, limits) with
their newest runs (state, attempt, started and completed, duration, error), each run linked to its log
streams: the run's output and error streams in CloudWatch Logs (``/_labcloud/logs/events``), as Glue
names them (the run's ``LogGroupName`` + ``/output`` or ``/error``, the stream the run id)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

from labcloud.errors import AwsError
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.view.paging import every_page
from labcloud.view.times import epoch_seconds

if TYPE_CHECKING:
    from labcloud.hub import Hub

#: Pages read of databases, tables and jobs (100 a page); runs shown per job, newest first.
MAX_PAGES = 10
RUNS_SHOWN = 20


async def _pages(hub: Hub, operation: str, member: str, params: dict[str, Any]) -> list[dict[str, Any]]:
    return await every_page(
        hub, "glue", operation, member, params, token_name="NextToken", max_pages=MAX_PAGES
    )


def _table(table: dict[str, Any]) -> dict[str, Any]:
    storage = table.get("StorageDescriptor") or {}
    return {
        "name": table.get("Name"),
        "type": table.get("TableType"),
        "location": storage.get("Location"),
        "columns": [{"name": c.get("Name"), "type": c.get("Type")} for c in storage.get("Columns") or []],
        "partition_keys": [k.get("Name") for k in table.get("PartitionKeys") or []],
        "updated_at": epoch_seconds(table.get("UpdateTime")),
    }


def _logs(group: str, run_id: str) -> dict[str, str]:
    return {
        kind: "/_labcloud/logs/events?" + urlencode({"group": f"{group}/{kind}", "stream": run_id})
        for kind in ("output", "error")
    }


def _run(run: dict[str, Any]) -> dict[str, Any]:
    run_id = str(run.get("Id"))
    group = str(run.get("LogGroupName") or "/aws-glue/python-jobs")
    return {
        "id": run_id,
        "state": run.get("JobRunState"),
        "attempt": run.get("Attempt"),
        "started_at": epoch_seconds(run.get("StartedOn")),
        "completed_at": epoch_seconds(run.get("CompletedOn")),
        "duration": run.get("ExecutionTime"),
        "error": run.get("ErrorMessage"),
        "log_group": group,
        "logs": _logs(group, run_id),
    }


async def _database(hub: Hub, database: dict[str, Any]) -> dict[str, Any] | None:
    name = str(database["Name"])
    try:
        tables = await _pages(hub, "GetTables", "TableList", {"DatabaseName": name, "MaxResults": 100})
    except AwsError as error:
        if error.code == "EntityNotFoundException":
            return None  # deleted while listed
        raise
    return {
        "name": name,
        "description": database.get("Description"),
        "location": database.get("LocationUri"),
        "tables": [_table(t) for t in tables],
    }


async def _job(hub: Hub, job: dict[str, Any]) -> dict[str, Any]:
    name = str(job["Name"])
    try:
        runs = (await hub.call("glue", "GetJobRuns", {"JobName": name, "MaxResults": RUNS_SHOWN})).get(
            "JobRuns"
        )
    except AwsError as error:
        if error.code != "EntityNotFoundException":
            raise
        runs = []
    command = job.get("Command") or {}
    return {
        "name": name,
        "command": command.get("Name"),
        "script": command.get("ScriptLocation"),
        "role": job.get("Role"),
        "timeout": job.get("Timeout"),
        "max_retries": job.get("MaxRetries"),
        "runs": [_run(r) for r in runs or []],
    }


def glue_routes(hub: Hub) -> list[InternalRoute]:
    async def listing(_request: InternalRequest) -> InternalResponse:
        if not hub.serves("glue"):
            return json_response({"databases": [], "jobs": []})
        databases = []
        for database in await _pages(hub, "GetDatabases", "DatabaseList", {"MaxResults": 100}):
            shown = await _database(hub, database)
            if shown is not None:
                databases.append(shown)
        jobs = [await _job(hub, job) for job in await _pages(hub, "GetJobs", "Jobs", {"MaxResults": 100})]
        return json_response({"databases": databases, "jobs": jobs})

    return [InternalRoute("GET", "/glue", listing)]
