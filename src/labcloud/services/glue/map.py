"""Glue's part of the view's resource map: databases, their tables (an edge to the S3 bucket holding each
table's data), jobs (an edge to the bucket of their script, and a ``role`` edge, as Lambda's, to their role
given by name or ARN; the last run's state as a fact, a failed last run marks the job) and crawlers (an edge
to the database they fill)."""

from __future__ import annotations

from labcloud.resource_map import MapEdge, MapNode, MapPart, Recent, Services

KINDS: dict[str, tuple[str, ...]] = {
    "glue.database.created": (),
    "glue.table.created": (),
    "glue.job.created": (),
    "glue.run.started": (),
}


def _bucket(location: object) -> str | None:
    text = str(location or "")
    if not text.startswith("s3://"):
        return None
    name = text[len("s3://") :].split("/", 1)[0]
    return f"arn:aws:s3:::{name}" if name else None


async def map_part(hub: Services, recent: Recent) -> MapPart:
    part = MapPart()
    databases = await hub.call("glue", "GetDatabases", {"MaxResults": 100})
    for db in databases.get("DatabaseList") or []:
        name = str(db["Name"])
        db_id = f"glue:database/{name}"
        part.nodes.append(MapNode("glue.database", db_id, name, refs=(name,), resource=name))
        tables = await hub.call("glue", "GetTables", {"DatabaseName": name, "MaxResults": 100})
        for table in tables.get("TableList") or []:
            tid = f"glue:table/{name}/{table['Name']}"
            part.nodes.append(
                MapNode(
                    "glue.table",
                    tid,
                    f"{name}.{table['Name']}",
                    resource=f"{name}/{table['Name']}",
                    facts={"columns": len((table.get("StorageDescriptor") or {}).get("Columns") or [])},
                )
            )
            part.edges.append(MapEdge("table-of", tid, db_id))
            bucket = _bucket((table.get("StorageDescriptor") or {}).get("Location"))
            if bucket:
                part.edges.append(MapEdge("data-in", tid, bucket))
    jobs = await hub.call("glue", "GetJobs", {"MaxResults": 200})
    for job in jobs.get("Jobs") or []:
        name = str(job["Name"])
        jid = f"glue:job/{name}"
        runs = (await hub.call("glue", "GetJobRuns", {"JobName": name, "MaxResults": 1})).get("JobRuns") or []
        last = str(runs[0]["JobRunState"]) if runs else None
        job_node = MapNode(
            "glue.job",
            jid,
            name,
            refs=(name,),
            resource=name,
            facts={"command": (job.get("Command") or {}).get("Name"), "last_run": last},
        )
        if last in ("FAILED", "TIMEOUT", "ERROR"):
            job_node.fail(f"its last run {last.lower()}")
        part.nodes.append(job_node)
        bucket = _bucket((job.get("Command") or {}).get("ScriptLocation"))
        if bucket:
            part.edges.append(MapEdge("script-in", jid, bucket))
        role = str(job.get("Role") or "")
        if role:
            # Glue takes a role's name or its ARN; the map's role nodes are ARNs
            arn = role if role.startswith("arn:") else f"arn:aws:iam::{hub.settings.account_id}:role/{role}"
            part.edges.append(MapEdge("role", jid, arn, placeholder=False))
    crawlers = await hub.call("glue", "GetCrawlers", {"MaxResults": 200})
    for crawler in crawlers.get("Crawlers") or []:
        cid = f"glue:crawler/{crawler['Name']}"
        part.nodes.append(MapNode("glue.crawler", cid, str(crawler["Name"]), resource=str(crawler["Name"])))
        if crawler.get("DatabaseName"):
            part.edges.append(MapEdge("fills", cid, f"glue:database/{str(crawler['DatabaseName']).lower()}"))
    return part
