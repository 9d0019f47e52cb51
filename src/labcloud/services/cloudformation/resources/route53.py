"""AWS::Route53::HostedZone, RecordSet, RecordSetGroup and HealthCheck, through Route 53's own operations
(docs/route53.md: records, no DNS answered).

``Ref`` answers what AWS answers: a zone's id (``Z…``), a record set's name, a record set group's
generated name, a health check's id. A record set's zone is ``HostedZoneId`` or ``HostedZoneName`` (which
must name exactly one zone of the account). Record sets change with UPSERT (a new name, type or set
identifier replaces the set); a group's update is one batch of DELETEs and UPSERTs, atomic as Route 53's.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import (
    Created,
    Handler,
    ResourceCall,
    ResourceFailed,
    as_bool,
    new_token,
    tags_list,
)

_RECORD_KEYS = frozenset(
    {
        "Name",
        "Type",
        "TTL",
        "ResourceRecords",
        "AliasTarget",
        "SetIdentifier",
        "Weight",
        "Region",
        "Failover",
        "GeoLocation",
        "HealthCheckId",
        "MultiValueAnswer",
        "CidrRoutingConfig",
        "GeoProximityLocation",
        "HostedZoneId",
        "HostedZoneName",
        "Comment",
    }
)


def _bare(zone_id: str) -> str:
    return zone_id.strip("/").rsplit("/", 1)[-1]


def _fqdn(name: str) -> str:
    name = name.lower()
    return name if name.endswith(".") else name + "."


async def _zone_id(rc: ResourceCall, props: dict[str, Any]) -> str:
    if props.get("HostedZoneId"):
        return _bare(str(props["HostedZoneId"]))
    name = props.get("HostedZoneName")
    if not name:
        raise ResourceFailed(
            "Properties validation failed for resource with message: "
            "#: only 1 subschema matches out of 2 (one of HostedZoneId, HostedZoneName is required)"
        )
    found = await rc.call("route53", "ListHostedZonesByName", {"DNSName": str(name)})
    ids = [z["Id"] for z in found["HostedZones"] if z["Name"] == _fqdn(str(name))]
    if len(ids) != 1:
        raise ResourceFailed(
            f"{'No hosted zone' if not ids else 'More than one hosted zone'} found with name {_fqdn(str(name))}"
        )
    return _bare(ids[0])


def _record(props: dict[str, Any]) -> dict[str, Any]:
    """A template's record set as Route 53's ``ResourceRecordSet`` (values are strings in templates)."""
    record: dict[str, Any] = {"Name": str(props["Name"]), "Type": str(props["Type"])}
    if props.get("TTL") is not None:
        record["TTL"] = int(props["TTL"])
    if props.get("ResourceRecords") is not None:
        record["ResourceRecords"] = [{"Value": str(v)} for v in props["ResourceRecords"]]
    alias = props.get("AliasTarget")
    if alias is not None:
        record["AliasTarget"] = {
            "HostedZoneId": str(alias["HostedZoneId"]),
            "DNSName": str(alias["DNSName"]),
            "EvaluateTargetHealth": as_bool(alias.get("EvaluateTargetHealth", False)),
        }
    for key in (
        "SetIdentifier",
        "Region",
        "Failover",
        "HealthCheckId",
        "CidrRoutingConfig",
        "GeoProximityLocation",
    ):
        if props.get(key) is not None:
            record[key] = props[key]
    if props.get("Weight") is not None:
        record["Weight"] = int(props["Weight"])
    if props.get("MultiValueAnswer") is not None:
        record["MultiValueAnswer"] = as_bool(props["MultiValueAnswer"])
    if props.get("GeoLocation") is not None:
        record["GeoLocation"] = dict(props["GeoLocation"])
    return record


async def _change(
    rc: ResourceCall, zone_id: str, changes: list[tuple[str, dict[str, Any]]], comment: Any
) -> None:
    batch: dict[str, Any] = {"Changes": [{"Action": a, "ResourceRecordSet": r} for a, r in changes]}
    if comment:
        batch["Comment"] = str(comment)
    await rc.call("route53", "ChangeResourceRecordSets", {"HostedZoneId": zone_id, "ChangeBatch": batch})


def _identity(record: dict[str, Any]) -> tuple[str, str, str]:
    return (_fqdn(record["Name"]), record["Type"], str(record.get("SetIdentifier") or ""))


class HostedZone(Handler):
    type = "AWS::Route53::HostedZone"
    known = frozenset(
        {
            "Name",
            "HostedZoneConfig",
            "HostedZoneTags",
            "VPCs",
            "QueryLoggingConfig",
            "DelegationSetId",
            "HostedZoneFeatures",
        }
    )
    required = ("Name",)
    replace_on = frozenset({"Name", "VPCs"})
    attributes = frozenset({"Id", "NameServers"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        for refused in ("QueryLoggingConfig", "DelegationSetId", "HostedZoneFeatures"):
            if props.get(refused):
                raise ResourceFailed(f"labcloud does not implement {refused} of a Route 53 hosted zone")
        vpcs = props.get("VPCs") or []
        if len(vpcs) > 1:
            raise ResourceFailed("labcloud associates a private hosted zone with one VPC only")
        params: dict[str, Any] = {
            "Name": str(props["Name"]),
            "CallerReference": f"{rc.stack_name}-{rc.logical_id}-{rc.token or new_token()}",
        }
        comment = (props.get("HostedZoneConfig") or {}).get("Comment")
        if comment:
            params["HostedZoneConfig"] = {"Comment": str(comment)}
        if vpcs:
            params["VPC"] = {"VPCId": str(vpcs[0]["VPCId"]), "VPCRegion": str(vpcs[0]["VPCRegion"])}
        made = await rc.call("route53", "CreateHostedZone", params)
        zone_id = _bare(made["HostedZone"]["Id"])
        tags = tags_list({"Tags": props.get("HostedZoneTags")})
        if tags:
            await rc.call(
                "route53",
                "ChangeTagsForResource",
                {"ResourceType": "hostedzone", "ResourceId": zone_id, "AddTags": tags},
            )
        servers = list((made.get("DelegationSet") or {}).get("NameServers") or [])
        return Created(zone_id, {"Id": zone_id, "NameServers": servers})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        comment = (new.get("HostedZoneConfig") or {}).get("Comment")
        if comment != (old.get("HostedZoneConfig") or {}).get("Comment"):
            params: dict[str, Any] = {"Id": physical_id}
            if comment:
                params["Comment"] = str(comment)
            await rc.call("route53", "UpdateHostedZoneComment", params)
        before = {t["Key"]: t["Value"] for t in tags_list({"Tags": old.get("HostedZoneTags")})}
        after = {t["Key"]: t["Value"] for t in tags_list({"Tags": new.get("HostedZoneTags")})}
        gone = [k for k in before if k not in after]
        changed = [{"Key": k, "Value": v} for k, v in after.items() if before.get(k) != v]
        if gone or changed:
            params = {"ResourceType": "hostedzone", "ResourceId": physical_id}
            if gone:
                params["RemoveTagKeys"] = gone
            if changed:
                params["AddTags"] = changed
            await rc.call("route53", "ChangeTagsForResource", params)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("route53", "DeleteHostedZone", {"Id": physical_id})


class RecordSet(Handler):
    type = "AWS::Route53::RecordSet"
    known = _RECORD_KEYS
    required = ("Name", "Type")
    replace_on = frozenset({"Name", "Type", "SetIdentifier", "HostedZoneId", "HostedZoneName"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props["Name"]).rstrip(".") if props.get("Name") else None

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        zone_id = await _zone_id(rc, props)
        await _change(rc, zone_id, [("CREATE", _record(props))], props.get("Comment"))
        return Created(str(props["Name"]).rstrip("."), {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        zone_id = await _zone_id(rc, new)
        await _change(rc, zone_id, [("UPSERT", _record(new))], new.get("Comment"))
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        try:
            zone_id = await _zone_id(rc, props)
            await _change(rc, zone_id, [("DELETE", _record(props))], None)
        except ResourceFailed as failed:
            if (
                "NoSuchHostedZone" in str(failed)
                or "was not found" in str(failed)
                or "No hosted zone" in str(failed)
            ):
                return  # already gone (a create cut short, or the zone deleted by hand)
            raise


class RecordSetGroup(Handler):
    type = "AWS::Route53::RecordSetGroup"
    known = frozenset({"HostedZoneId", "HostedZoneName", "Comment", "RecordSets"})
    replace_on = frozenset({"HostedZoneId", "HostedZoneName"})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return f"{rc.stack_name}-{rc.logical_id}-{rc.token or new_token()}"

    @staticmethod
    def _records(props: dict[str, Any]) -> list[dict[str, Any]]:
        sets = props.get("RecordSets") or []
        for one in sets:
            extra = sorted(set(one) - _RECORD_KEYS)
            if extra:
                raise ResourceFailed(
                    f"Properties validation failed for resource with message: #/RecordSets: extraneous key [{extra[0]}] is not permitted"
                )
        return [_record(one) for one in sets]

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        zone_id = await _zone_id(rc, props)
        records = self._records(props)
        if records:
            await _change(rc, zone_id, [("CREATE", r) for r in records], props.get("Comment"))
        return Created(self.physical_id_of(rc, props) or "", {})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        zone_id = await _zone_id(rc, new)
        after = {_identity(r): r for r in self._records(new)}
        before = {_identity(r): r for r in self._records(old)}
        changes = [("DELETE", r) for key, r in before.items() if key not in after]
        changes += [("UPSERT", r) for key, r in after.items() if before.get(key) != r]
        if changes:
            await _change(rc, zone_id, changes, new.get("Comment"))
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        records = self._records(props)
        if not records:
            return
        try:
            zone_id = await _zone_id(rc, props)
        except ResourceFailed:
            return
        found = await rc.call_quiet("route53", "ListResourceRecordSets", {"HostedZoneId": zone_id})
        if found is None:
            return
        present = {
            _identity({**r, "Name": r["Name"].replace("\\052", "*")}) for r in found["ResourceRecordSets"]
        }
        still = [r for r in records if _identity(r) in present]
        if still:
            await _change(rc, zone_id, [("DELETE", r) for r in still], None)


class HealthCheck(Handler):
    type = "AWS::Route53::HealthCheck"
    known = frozenset({"HealthCheckConfig", "HealthCheckTags"})
    required = ("HealthCheckConfig",)
    attributes = frozenset({"HealthCheckId"})
    _UPDATABLE = (
        "IPAddress",
        "Port",
        "ResourcePath",
        "FullyQualifiedDomainName",
        "SearchString",
        "FailureThreshold",
        "Inverted",
        "Disabled",
        "HealthThreshold",
        "ChildHealthChecks",
        "EnableSNI",
        "Regions",
        "AlarmIdentifier",
        "InsufficientDataHealthStatus",
    )
    replace_on = frozenset()

    def needs_replacement(self, old: dict[str, Any], new: dict[str, Any]) -> bool:
        before, after = old.get("HealthCheckConfig") or {}, new.get("HealthCheckConfig") or {}
        return any(before.get(k) != after.get(k) for k in ("Type", "RequestInterval", "MeasureLatency"))

    @staticmethod
    def _config(props: dict[str, Any]) -> dict[str, Any]:
        config = dict(props["HealthCheckConfig"])
        for key in ("Port", "FailureThreshold", "RequestInterval", "HealthThreshold"):
            if config.get(key) is not None:
                config[key] = int(config[key])
        for key in ("Inverted", "Disabled", "EnableSNI", "MeasureLatency"):
            if config.get(key) is not None:
                config[key] = as_bool(config[key])
        return config

    async def _tags(self, rc: ResourceCall, check_id: str, old: dict[str, Any], new: dict[str, Any]) -> None:
        before = {t["Key"]: t["Value"] for t in tags_list({"Tags": old.get("HealthCheckTags")})}
        after = {t["Key"]: t["Value"] for t in tags_list({"Tags": new.get("HealthCheckTags")})}
        gone = [k for k in before if k not in after]
        changed = [{"Key": k, "Value": v} for k, v in after.items() if before.get(k) != v]
        if gone or changed:
            params: dict[str, Any] = {"ResourceType": "healthcheck", "ResourceId": check_id}
            if gone:
                params["RemoveTagKeys"] = gone
            if changed:
                params["AddTags"] = changed
            await rc.call("route53", "ChangeTagsForResource", params)

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        self.check(props)
        made = await rc.call(
            "route53",
            "CreateHealthCheck",
            {
                "CallerReference": f"{rc.logical_id}-{rc.token or new_token()}"[:64],
                "HealthCheckConfig": self._config(props),
            },
        )
        check_id = str(made["HealthCheck"]["Id"])
        await self._tags(rc, check_id, {}, props)
        return Created(check_id, {"HealthCheckId": check_id})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        before, after = self._config(old), self._config(new)
        params: dict[str, Any] = {"HealthCheckId": physical_id}
        resets = []
        for key in self._UPDATABLE:
            if after.get(key) is not None and after.get(key) != before.get(key):
                params[key] = after[key]
            elif after.get(key) is None and before.get(key) is not None:
                if key in ("FullyQualifiedDomainName", "Regions", "ResourcePath", "ChildHealthChecks"):
                    resets.append(key)
        if resets:
            params["ResetElements"] = resets
        if len(params) > 1:
            await rc.call("route53", "UpdateHealthCheck", params)
        await self._tags(rc, physical_id, old, new)
        return attributes

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("route53", "DeleteHealthCheck", {"HealthCheckId": physical_id})


HANDLERS = (HostedZone(), RecordSet(), RecordSetGroup(), HealthCheck())
