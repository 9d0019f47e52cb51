"""A provisioned cluster's request, checked as MSK checks it (broker node group, Kafka version,
encryption, client authentication, logging, monitoring) and filled with AWS's defaults. Nothing here
reaches other services: the subnets, security groups, KMS key and configuration are checked by
``lookups``. No broker runs (docs/kafka.md), so each setting is a record that answers describes and
decides which bootstrap strings the cluster has."""

from __future__ import annotations

import copy
from typing import Any

from labcloud.services.kafka import errors, versions

_CLIENT_BROKER = ("TLS", "TLS_PLAINTEXT", "PLAINTEXT")
_MONITORING = ("DEFAULT", "PER_BROKER", "PER_TOPIC_PER_BROKER", "PER_TOPIC_PER_PARTITION")
_STORAGE_MODES = ("LOCAL", "TIERED")


def _enabled(section: Any, *path: str) -> bool:
    node = section
    for key in path:
        if not isinstance(node, dict):
            return False
        node = node.get(key)
    return isinstance(node, dict) and bool(node.get("Enabled"))


def _brokers(group: dict[str, Any], count: int) -> dict[str, Any]:
    subnets = list(group.get("ClientSubnets") or [])
    if not 2 <= len(subnets) <= 3:
        raise errors.bad("clientSubnets", "Specify either two or three client subnets.")
    if len(set(subnets)) != len(subnets):
        raise errors.bad("clientSubnets", "The client subnets must be distinct.")
    if count % len(subnets):
        raise errors.bad(
            "numberOfBrokerNodes",
            "The number of broker nodes must be a multiple of the number of client subnets.",
        )
    kind = str(group.get("InstanceType"))
    if not versions.INSTANCE_TYPE.match(kind):
        raise errors.bad("instanceType", f"The instance type {kind} is not supported.")
    out = copy.deepcopy(group)
    out.setdefault("BrokerAZDistribution", "DEFAULT")
    if out["BrokerAZDistribution"] != "DEFAULT":
        raise errors.bad("brokerAZDistribution", "brokerAZDistribution must be DEFAULT.")
    out.setdefault("SecurityGroups", [])
    connectivity = out.get("ConnectivityInfo") or {}
    public = (connectivity.get("PublicAccess") or {}).get("Type", "DISABLED")
    if public != "DISABLED":
        raise errors.bad(
            "publicAccess", "Public access can't be turned on while a cluster is created: update it later."
        )
    out["ConnectivityInfo"] = {
        **connectivity,
        "PublicAccess": {"Type": "DISABLED"},
    }
    if kind.startswith("express."):
        if out.get("StorageInfo") is not None:
            raise errors.bad("storageInfo", "Express brokers do not take storageInfo.")
    else:
        storage = out.setdefault("StorageInfo", {}).setdefault("EbsStorageInfo", {})
        storage.setdefault("VolumeSize", 100)
    return out


def _encryption(given: dict[str, Any] | None) -> dict[str, Any]:
    out = copy.deepcopy(given or {})
    transit = out.setdefault("EncryptionInTransit", {})
    transit.setdefault("ClientBroker", "TLS")
    transit.setdefault("InCluster", True)
    if transit["ClientBroker"] not in _CLIENT_BROKER:
        raise errors.bad("clientBroker", f"clientBroker must be one of {', '.join(_CLIENT_BROKER)}.")
    return out


def _authentication(given: dict[str, Any] | None, client_broker: str) -> dict[str, Any]:
    out = copy.deepcopy(given or {})
    secured = _enabled(out, "Sasl", "Scram") or _enabled(out, "Sasl", "Iam") or _enabled(out, "Tls")
    if secured and client_broker == "PLAINTEXT":
        raise errors.bad(
            "clientAuthentication",
            "SASL and TLS client authentication need TLS encryption between clients and brokers.",
        )
    if not given:
        out["Unauthenticated"] = {"Enabled": True}
    else:
        out.setdefault("Unauthenticated", {"Enabled": False})
        sasl = out.setdefault("Sasl", {})
        sasl.setdefault("Scram", {"Enabled": False})
        sasl.setdefault("Iam", {"Enabled": False})
        tls = out.get("Tls")  # absent unless given, as MSK answers it
        if isinstance(tls, dict) and tls.get("CertificateAuthorityArnList") and "Enabled" not in tls:
            tls["Enabled"] = True
    if not (secured or _enabled(out, "Unauthenticated")):
        raise errors.bad("clientAuthentication", "Enable at least one client authentication method.")
    return out


def _logging(given: dict[str, Any] | None) -> dict[str, Any] | None:
    if given is None:
        return None
    logs = given.get("BrokerLogs") or {}
    for member, name in (("CloudWatchLogs", "LogGroup"), ("Firehose", "DeliveryStream"), ("S3", "Bucket")):
        section = logs.get(member)
        if isinstance(section, dict) and section.get("Enabled") and not section.get(name):
            raise errors.bad(name[0].lower() + name[1:], f"{member} broker logs need a {name}.")
    return copy.deepcopy(given)


def checked(request: dict[str, Any]) -> dict[str, Any]:
    """The ``Provisioned`` part of a cluster record from a CreateCluster or CreateClusterV2 request."""
    version = str(request.get("KafkaVersion"))
    if version in versions.DEPRECATED:
        raise errors.bad("kafkaVersion", f"Kafka version {version} is no longer supported for new clusters.")
    if version not in versions.ACTIVE:
        raise errors.bad("kafkaVersion", f"Unsupported KafkaVersion [{version}].")
    count = int(request["NumberOfBrokerNodes"])
    encryption = _encryption(request.get("EncryptionInfo"))
    client_broker = str(encryption["EncryptionInTransit"]["ClientBroker"])
    monitoring = request.get("EnhancedMonitoring") or "DEFAULT"
    if monitoring not in _MONITORING:
        raise errors.bad("enhancedMonitoring", f"enhancedMonitoring must be one of {', '.join(_MONITORING)}.")
    mode = request.get("StorageMode") or "LOCAL"
    if mode not in _STORAGE_MODES:
        raise errors.bad("storageMode", "storageMode must be LOCAL or TIERED.")
    out: dict[str, Any] = {
        "BrokerNodeGroupInfo": _brokers(dict(request["BrokerNodeGroupInfo"]), count),
        "NumberOfBrokerNodes": count,
        "EncryptionInfo": encryption,
        "ClientAuthentication": _authentication(request.get("ClientAuthentication"), client_broker),
        "EnhancedMonitoring": monitoring,
        "StorageMode": mode,
        "CurrentBrokerSoftwareInfo": {"KafkaVersion": version},
        "OpenMonitoring": copy.deepcopy(
            request.get("OpenMonitoring")
            or {
                "Prometheus": {
                    "JmxExporter": {"EnabledInBroker": False},
                    "NodeExporter": {"EnabledInBroker": False},
                }
            }
        ),
    }
    logging = _logging(request.get("LoggingInfo"))
    if logging is not None:
        out["LoggingInfo"] = logging
    if request.get("Rebalancing") is not None:
        out["Rebalancing"] = copy.deepcopy(request["Rebalancing"])
    return out


def listeners(provisioned: dict[str, Any]) -> dict[str, str]:
    """Which bootstrap strings a cluster has: member of GetBootstrapBrokersResponse → port kind."""
    client_broker = provisioned["EncryptionInfo"]["EncryptionInTransit"]["ClientBroker"]
    auth = provisioned["ClientAuthentication"]
    out: dict[str, str] = {}
    open_access = _enabled(auth, "Unauthenticated")
    if client_broker in ("PLAINTEXT", "TLS_PLAINTEXT") and open_access:
        out["BootstrapBrokerString"] = "plaintext"
    if client_broker in ("TLS", "TLS_PLAINTEXT") and (open_access or _enabled(auth, "Tls")):
        out["BootstrapBrokerStringTls"] = "tls"
    if _enabled(auth, "Sasl", "Scram"):
        out["BootstrapBrokerStringSaslScram"] = "scram"
    if _enabled(auth, "Sasl", "Iam"):
        out["BootstrapBrokerStringSaslIam"] = "iam"
    return out
