"""AWS::MSK::Cluster, AWS::MSK::ServerlessCluster and AWS::MSK::Configuration through MSK's API
(``services/kafka/``; no broker runs: docs/kafka.md).

A cluster's ``Ref`` and ``GetAtt Arn`` are its ARN; it is stable once ACTIVE (a second of labcloud's
clock) and its tags change in place, any other change replaces it (labcloud's MSK has no cluster
updates). A configuration's ``Ref`` and ``GetAtt Arn`` are its ARN, ``GetAtt LatestRevision.Revision``
(and ``.CreationTime``, ``.Description``) its latest revision; new ServerProperties or a new Description
add a revision, a new Name or KafkaVersionsList replaces it. The template's ``EBSStorageInfo`` is the
API's ``EbsStorageInfo`` and a serverless VPC config's ``SecurityGroups`` its ``SecurityGroupIds``;
everything else has the API's member names.
"""

from __future__ import annotations

import asyncio
from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall


def _api(value: Any) -> Any:
    if isinstance(value, list):
        return [_api(v) for v in value]
    if isinstance(value, dict):
        return {("EbsStorageInfo" if k == "EBSStorageInfo" else k): _api(v) for k, v in value.items()}
    return value


async def _stable(rc: ResourceCall, arn: str, gone: bool = False) -> None:
    """Until the cluster reads ACTIVE (or, when ``gone``, until it no longer exists)."""
    delay = 0.05
    for _ in range(200):
        found = await rc.call_quiet("kafka", "DescribeClusterV2", {"ClusterArn": arn})
        if found is None or (not gone and found["ClusterInfo"]["State"] == "ACTIVE"):
            return
        await asyncio.sleep(delay)
        delay = min(delay * 2, 0.5)


async def _retag(rc: ResourceCall, arn: str, old: dict[str, Any], new: dict[str, Any]) -> None:
    before = dict(old.get("Tags") or {})
    after = {str(k): str(v) for k, v in (new.get("Tags") or {}).items()}
    removed = [k for k in before if k not in after]
    if removed:
        await rc.call("kafka", "UntagResource", {"ResourceArn": arn, "TagKeys": removed})
    if after and after != before:
        await rc.call("kafka", "TagResource", {"ResourceArn": arn, "Tags": after})


class _Cluster(Handler):
    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        await _retag(rc, physical_id, old, new)
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        if await rc.call_quiet("kafka", "DeleteCluster", {"ClusterArn": physical_id}) is not None:
            await _stable(rc, physical_id, gone=True)


class Cluster(_Cluster):
    type = "AWS::MSK::Cluster"
    known = frozenset(
        {
            "BrokerNodeGroupInfo",
            "ClientAuthentication",
            "ClusterName",
            "ConfigurationInfo",
            "CurrentVersion",
            "EncryptionInfo",
            "EnhancedMonitoring",
            "KafkaVersion",
            "LoggingInfo",
            "NumberOfBrokerNodes",
            "OpenMonitoring",
            "StorageMode",
            "Rebalancing",
            "Tags",
        }
    )
    replace_on = known - {"Tags", "CurrentVersion"}
    attributes = frozenset({"Arn"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        params = _api({k: v for k, v in props.items() if k not in ("CurrentVersion", "Tags")})
        if props.get("Tags"):
            params["Tags"] = {str(k): str(v) for k, v in props["Tags"].items()}
        made = await rc.call("kafka", "CreateCluster", params)
        arn = str(made["ClusterArn"])
        await _stable(rc, arn)
        return Created(arn, {"Arn": arn})


class ServerlessCluster(_Cluster):
    type = "AWS::MSK::ServerlessCluster"
    known = frozenset({"ClusterName", "VpcConfigs", "ClientAuthentication", "Tags"})
    replace_on = known - {"Tags"}
    attributes = frozenset({"Arn"})

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        serverless: dict[str, Any] = {
            "VpcConfigs": [
                {"SubnetIds": list(c["SubnetIds"]), "SecurityGroupIds": list(c.get("SecurityGroups") or [])}
                for c in props["VpcConfigs"]
            ],
            "ClientAuthentication": props["ClientAuthentication"],
        }
        params: dict[str, Any] = {"ClusterName": props["ClusterName"], "Serverless": serverless}
        if props.get("Tags"):
            params["Tags"] = {str(k): str(v) for k, v in props["Tags"].items()}
        made = await rc.call("kafka", "CreateClusterV2", params)
        arn = str(made["ClusterArn"])
        await _stable(rc, arn)
        return Created(arn, {"Arn": arn})


def _revision_attributes(arn: str, latest: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {
        "Arn": arn,
        "LatestRevision.Revision": int(latest["Revision"]),
        "LatestRevision.CreationTime": str(latest.get("CreationTime", "")),
    }
    if latest.get("Description") is not None:
        out["LatestRevision.Description"] = latest["Description"]
    return out


class Configuration(Handler):
    type = "AWS::MSK::Configuration"
    known = frozenset({"Name", "Description", "ServerProperties", "KafkaVersionsList", "LatestRevision"})
    replace_on = frozenset({"Name", "KafkaVersionsList"})
    attributes = frozenset(
        {"Arn", "LatestRevision.Revision", "LatestRevision.CreationTime", "LatestRevision.Description"}
    )

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(props.get("Name") or rc.physical_name(64, prop="Name"))
        params: dict[str, Any] = {
            "Name": name,
            "ServerProperties": str(props["ServerProperties"]).encode(),
        }
        if props.get("Description") is not None:
            params["Description"] = props["Description"]
        if props.get("KafkaVersionsList"):
            params["KafkaVersions"] = list(props["KafkaVersionsList"])
        made = await rc.call("kafka", "CreateConfiguration", params)
        arn = str(made["Arn"])
        return Created(arn, _revision_attributes(arn, made["LatestRevision"]))

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        if (new.get("ServerProperties"), new.get("Description")) == (
            old.get("ServerProperties"),
            old.get("Description"),
        ):
            return dict(attributes)
        params: dict[str, Any] = {
            "Arn": physical_id,
            "ServerProperties": str(new["ServerProperties"]).encode(),
        }
        if new.get("Description") is not None:
            params["Description"] = new["Description"]
        made = await rc.call("kafka", "UpdateConfiguration", params)
        return _revision_attributes(physical_id, made["LatestRevision"])

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("kafka", "DeleteConfiguration", {"Arn": physical_id})


HANDLERS = (Cluster(), ServerlessCluster(), Configuration())
