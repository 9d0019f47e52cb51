"""The cluster model: a record, never brokers. A cluster is CREATING for :data:`STEP` seconds of
labcloud's clock, then ACTIVE; DeleteCluster makes it DELETING for a step, then it is gone. Its views are
the V2 ``Cluster`` (provisioned or serverless) and, for provisioned ones, the V1 ``ClusterInfo``."""

from __future__ import annotations

from typing import Any

from labcloud.services.kafka import names, versions

STEP = 1.0
NOTE = (
    "labcloud runs no Kafka brokers: this cluster is a record fed through /_labcloud/kafka/ (docs/kafka.md)"
)


def status(doc: dict[str, Any], now: float) -> str:
    deleted = doc.get("_deleted")
    if deleted is not None:
        return "DELETING"
    return "CREATING" if now - float(doc["_created"]) < STEP else "ACTIVE"


def gone(doc: dict[str, Any], now: float) -> bool:
    deleted = doc.get("_deleted")
    return deleted is not None and now - float(deleted) >= STEP


def _provisioned(doc: dict[str, Any]) -> dict[str, Any]:
    out = dict(doc["Provisioned"])
    version = str(out["CurrentBrokerSoftwareInfo"]["KafkaVersion"])
    if not versions.kraft(version):
        hosts = str(doc["_hosts"])
        out["ZookeeperConnectString"] = names.zookeepers(doc["ClusterName"], hosts, doc["_region"], 2181)
        out["ZookeeperConnectStringTls"] = names.zookeepers(doc["ClusterName"], hosts, doc["_region"], 2182)
    return out


def view_v2(doc: dict[str, Any], now: float) -> dict[str, Any]:
    out: dict[str, Any] = {
        "ClusterArn": doc["ClusterArn"],
        "ClusterName": doc["ClusterName"],
        "ClusterType": doc["ClusterType"],
        "CreationTime": names.iso(float(doc["_created"])),
        "CurrentVersion": doc["CurrentVersion"],
        "State": status(doc, now),
        "Tags": dict(doc.get("_tags") or {}),
    }
    if doc["ClusterType"] == "PROVISIONED":
        out["Provisioned"] = _provisioned(doc)
    else:
        out["Serverless"] = dict(doc["Serverless"])
    return out


def view_v1(doc: dict[str, Any], now: float) -> dict[str, Any]:
    out = {k: v for k, v in view_v2(doc, now).items() if k not in ("ClusterType", "Provisioned")}
    out.update(_provisioned(doc))
    return out


def bootstrap(doc: dict[str, Any], listeners: dict[str, str]) -> dict[str, str]:
    """GetBootstrapBrokers' answer: one comma-separated broker list per listener the cluster has."""
    hosts = str(doc["_hosts"])
    region = str(doc["_region"])
    if doc["ClusterType"] == "SERVERLESS":
        return {"BootstrapBrokerStringSaslIam": names.serverless_bootstrap(hosts, region)}
    count = int(doc["Provisioned"]["NumberOfBrokerNodes"])
    return {
        member: names.brokers(doc["ClusterName"], hosts, region, count, names.PORTS[kind])
        for member, kind in listeners.items()
    }
