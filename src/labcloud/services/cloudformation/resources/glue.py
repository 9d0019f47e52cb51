"""AWS::Glue::Database, ::Table, ::Partition, ::Job and ::Crawler through Glue's API.

``Ref`` answers what AWS's schemas name: the database's, table's, job's or crawler's name (a partition's
is labcloud's ``<database>|<table>|<values>``). A database's and table's input change in place (UpdateDatabase,
UpdateTable), a job's definition too (UpdateJob, JobUpdate), a crawler's with UpdateCrawler; tags (a JSON map
on Glue's types) are changed on the resource's ARN. Names given in the template are create-only and replace.
What labcloud's Glue refuses (connections, security configurations, resource links) fails the resource
with Glue's own error."""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall

_JOB_MEMBERS = (
    "Description",
    "LogUri",
    "Role",
    "ExecutionProperty",
    "Command",
    "DefaultArguments",
    "NonOverridableArguments",
    "Connections",
    "MaxRetries",
    "AllocatedCapacity",
    "Timeout",
    "MaxCapacity",
    "WorkerType",
    "NumberOfWorkers",
    "SecurityConfiguration",
    "NotificationProperty",
    "GlueVersion",
    "ExecutionClass",
    "MaintenanceWindow",
    "JobMode",
    "JobRunQueuingEnabled",
)
_CRAWLER_MEMBERS = (
    "Role",
    "DatabaseName",
    "Description",
    "Targets",
    "Classifiers",
    "TablePrefix",
    "SchemaChangePolicy",
    "RecrawlPolicy",
    "LineageConfiguration",
    "LakeFormationConfiguration",
    "Configuration",
    "CrawlerSecurityConfiguration",
)


def _some(props: dict[str, Any], members: tuple[str, ...]) -> dict[str, Any]:
    return {m: props[m] for m in members if props.get(m) is not None}


def _arn(rc: ResourceCall, path: str) -> str:
    return f"arn:aws:glue:{rc.region}:{rc.account}:{path}"


async def _retag(rc: ResourceCall, arn: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    before, after = dict(old.get("Tags") or {}), dict(new.get("Tags") or {})
    gone = [key for key in before if key not in after]
    if gone:
        await rc.call("glue", "UntagResource", {"ResourceArn": arn, "TagsToRemove": gone})
    if after and after != before:
        await rc.call("glue", "TagResource", {"ResourceArn": arn, "TagsToAdd": after})


def _catalog(props: dict[str, Any]) -> dict[str, Any]:
    return {"CatalogId": str(props["CatalogId"])} if props.get("CatalogId") else {}


class Database(Handler):
    type = "AWS::Glue::Database"
    known = frozenset({"CatalogId", "DatabaseInput", "DatabaseName"})

    def _input(self, rc: ResourceCall, props: dict[str, Any]) -> dict[str, Any]:
        given = dict(props.get("DatabaseInput") or {})
        given["Name"] = str(
            given.get("Name") or props.get("DatabaseName") or rc.physical_name(255, lower=True)
        )
        return given

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        given = self._input(rc, props)
        await rc.call("glue", "CreateDatabase", {**_catalog(props), "DatabaseInput": given})
        return Created(given["Name"].lower(), {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        given = {**self._input(rc, new), "Name": physical_id}
        await rc.call(
            "glue", "UpdateDatabase", {**_catalog(new), "Name": physical_id, "DatabaseInput": given}
        )
        return dict(attributes)

    def needs_replacement(self, old: dict[str, Any], new: dict[str, Any]) -> bool:
        before = (old.get("DatabaseInput") or {}).get("Name") or old.get("DatabaseName")
        after = (new.get("DatabaseInput") or {}).get("Name") or new.get("DatabaseName")
        return str(before).lower() != str(after).lower() or super().needs_replacement(old, new)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("glue", "DeleteDatabase", {**_catalog(props), "Name": physical_id})


class Table(Handler):
    type = "AWS::Glue::Table"
    known = frozenset({"CatalogId", "DatabaseName", "TableInput", "OpenTableFormatInput", "Name"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        given = dict(props.get("TableInput") or {})
        given["Name"] = str(given.get("Name") or props.get("Name") or rc.physical_name(255, lower=True))
        params = {**_catalog(props), "DatabaseName": props["DatabaseName"], "TableInput": given}
        if props.get("OpenTableFormatInput") is not None:
            params["OpenTableFormatInput"] = props["OpenTableFormatInput"]
        await rc.call("glue", "CreateTable", params)
        return Created(given["Name"].lower(), {})

    def needs_replacement(self, old: dict[str, Any], new: dict[str, Any]) -> bool:
        before = str((old.get("TableInput") or {}).get("Name") or "").lower()
        after = str((new.get("TableInput") or {}).get("Name") or "").lower()
        return before != after or super().needs_replacement(old, new)

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        given = {**dict(new.get("TableInput") or {}), "Name": physical_id}
        await rc.call(
            "glue", "UpdateTable", {**_catalog(new), "DatabaseName": new["DatabaseName"], "TableInput": given}
        )
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet(
            "glue",
            "DeleteTable",
            {**_catalog(props), "DatabaseName": props["DatabaseName"], "Name": physical_id},
        )


class Partition(Handler):
    type = "AWS::Glue::Partition"
    known = frozenset({"CatalogId", "DatabaseName", "TableName", "PartitionInput"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        given = dict(props["PartitionInput"])
        params = {
            **_catalog(props),
            "DatabaseName": props["DatabaseName"],
            "TableName": props["TableName"],
            "PartitionInput": given,
        }
        await rc.call("glue", "CreatePartition", params)
        values = [str(v) for v in given.get("Values") or []]
        return Created("|".join([str(props["DatabaseName"]), str(props["TableName"]), *values]), {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        values = [str(v) for v in (old.get("PartitionInput") or {}).get("Values") or []]
        await rc.call(
            "glue",
            "UpdatePartition",
            {
                **_catalog(new),
                "DatabaseName": new["DatabaseName"],
                "TableName": new["TableName"],
                "PartitionValueList": values,
                "PartitionInput": dict(new["PartitionInput"]),
            },
        )
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        values = [str(v) for v in (props.get("PartitionInput") or {}).get("Values") or []]
        await rc.call_quiet(
            "glue",
            "DeletePartition",
            {
                **_catalog(props),
                "DatabaseName": props["DatabaseName"],
                "TableName": props["TableName"],
                "PartitionValues": values,
            },
        )


class Job(Handler):
    type = "AWS::Glue::Job"
    known = frozenset({*_JOB_MEMBERS, "Name", "Tags"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("Name") or rc.physical_name(255, prop="Name"))
        params = {**_some(props, _JOB_MEMBERS), "Name": name}
        if props.get("Tags"):
            params["Tags"] = dict(props["Tags"])
        await rc.call("glue", "CreateJob", params)
        return Created(name, {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call("glue", "UpdateJob", {"JobName": physical_id, "JobUpdate": _some(new, _JOB_MEMBERS)})
        await _retag(rc, _arn(rc, f"job/{physical_id}"), old, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("glue", "DeleteJob", {"JobName": physical_id})


class Crawler(Handler):
    type = "AWS::Glue::Crawler"
    known = frozenset({*_CRAWLER_MEMBERS, "Name", "Tags", "Schedule"})

    @staticmethod
    def _params(props: dict[str, Any]) -> dict[str, Any]:
        params = _some(props, _CRAWLER_MEMBERS)
        schedule = (props.get("Schedule") or {}).get("ScheduleExpression")
        if schedule:
            params["Schedule"] = schedule
        params.setdefault("Targets", {})
        return params

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("Name") or rc.physical_name(255, prop="Name"))
        params = {**self._params(props), "Name": name}
        if props.get("Tags"):
            params["Tags"] = dict(props["Tags"])
        await rc.call("glue", "CreateCrawler", params)
        return Created(name, {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await rc.call("glue", "UpdateCrawler", {**self._params(new), "Name": physical_id})
        await _retag(rc, _arn(rc, f"crawler/{physical_id}"), old, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("glue", "DeleteCrawler", {"Name": physical_id})


HANDLERS: tuple[type[Handler], ...] = (Database, Table, Partition, Job, Crawler)
