"""What Amazon MQ offers and requires per engine: engine versions, host instance types, deployment modes,
subnet counts, user and password rules, log types, maintenance windows. Every refusal is AWS's
BadRequestException naming the member (``ErrorAttribute``) at fault."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from labcloud.services.mq import errors

ENGINES = ("ACTIVEMQ", "RABBITMQ")
#: Engine versions Amazon MQ has offered (major.minor: the latest patch, kept up by AWS).
VERSIONS: dict[str, tuple[str, ...]] = {
    "ACTIVEMQ": (
        "5.18",
        "5.17.6",
        "5.17.3",
        "5.17.2",
        "5.17.1",
        "5.16.7",
        "5.16.6",
        "5.16.5",
        "5.16.4",
        "5.15.16",
        "5.15.15",
        "5.15.14",
    ),
    "RABBITMQ": (
        "4.2",
        "3.13",
        "3.12.13",
        "3.11.28",
        "3.11.20",
        "3.10.25",
        "3.10.20",
        "3.9.27",
        "3.8.34",
        "3.8.11",
    ),
}
DEFAULT_VERSION = {"ACTIVEMQ": "5.18", "RABBITMQ": "3.13"}
_SIZES = ("large", "xlarge", "2xlarge", "4xlarge")
INSTANCE_TYPES: dict[str, tuple[str, ...]] = {
    "ACTIVEMQ": (
        "mq.t2.micro",
        "mq.t3.micro",
        *(f"mq.m4.{s}" for s in _SIZES),
        *(f"mq.m5.{s}" for s in _SIZES),
    ),
    "RABBITMQ": (
        "mq.t3.micro",
        *(f"mq.m5.{s}" for s in _SIZES),
        *(f"mq.m7g.{s}" for s in ("medium", *_SIZES)),
    ),
}
MODES: dict[str, tuple[str, ...]] = {
    "ACTIVEMQ": ("SINGLE_INSTANCE", "ACTIVE_STANDBY_MULTI_AZ"),
    "RABBITMQ": ("SINGLE_INSTANCE", "CLUSTER_MULTI_AZ"),
}
DAYS = ("MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY")
_USERNAME = re.compile(r"^[A-Za-z0-9_.~-]{2,100}$")
_TIME = re.compile(r"^([01]\d|2[0-3]):[0-5]\d$")
MAX_USERS = 250


def check_engine(engine: str) -> None:
    if engine not in ENGINES:
        raise errors.bad_request(
            f"Engine type [{engine}] is not valid. Valid values are ACTIVEMQ and RABBITMQ.", "engineType"
        )


def version(engine: str, given: str | None) -> str:
    if given is None:
        return DEFAULT_VERSION[engine]
    if given not in VERSIONS[engine]:
        raise errors.bad_request(
            f"Broker engine version [{given}] is not supported for engine type [{engine}]. Valid versions are "
            f"{', '.join(VERSIONS[engine])}.",
            "engineVersion",
        )
    return given


def instance_type(engine: str, mode: str, given: str) -> str:
    if given not in INSTANCE_TYPES[engine]:
        raise errors.bad_request(
            f"Broker instance type [{given}] is not valid for engine type [{engine}].", "hostInstanceType"
        )
    if given.startswith(("mq.t2.", "mq.t3.")) and mode != "SINGLE_INSTANCE":
        raise errors.bad_request(
            f"Broker instance type [{given}] only supports the SINGLE_INSTANCE deployment mode.",
            "hostInstanceType",
        )
    return given


def mode(engine: str, given: str) -> str:
    if given not in MODES[engine]:
        raise errors.bad_request(
            f"Deployment mode [{given}] is not valid for engine type [{engine}]. Valid values are "
            f"{', '.join(MODES[engine])}.",
            "deploymentMode",
        )
    return given


def subnets(mode_: str, given: Sequence[str], public: bool) -> None:
    """ActiveMQ and RabbitMQ single instances take one subnet, an active/standby pair two; a cluster takes
    up to three (none when public, as AWS picks the default VPC's)."""
    count = len(given)
    if len(set(given)) != count:
        raise errors.bad_request("Subnet IDs must be unique.", "subnetIds")
    if mode_ == "SINGLE_INSTANCE" and count > 1:
        raise errors.bad_request("A SINGLE_INSTANCE broker takes exactly one subnet.", "subnetIds")
    if mode_ == "ACTIVE_STANDBY_MULTI_AZ" and count not in (0, 2):
        raise errors.bad_request("An ACTIVE_STANDBY_MULTI_AZ broker takes exactly two subnets.", "subnetIds")
    if mode_ == "CLUSTER_MULTI_AZ" and count > 3:
        raise errors.bad_request("A CLUSTER_MULTI_AZ broker takes at most three subnets.", "subnetIds")
    if not public and count == 0:
        raise errors.bad_request("A broker that is not publicly accessible needs subnets.", "subnetIds")


def password(given: str) -> None:
    """AWS's rule: at least 12 characters, at least 4 unique, no commas, colons or equal signs."""
    if len(given) < 12 or len(given) > 250 or len(set(given)) < 4 or any(c in given for c in ",:="):
        raise errors.bad_request(
            "Password must be at least 12 characters long, contain at least 4 unique characters, and must "
            "not contain commas, colons, or equal signs (,:=).",
            "password",
        )


def username(given: str) -> None:
    if not _USERNAME.match(given):
        raise errors.bad_request(
            "Username must be 2-100 characters long and contain only letters, digits, dashes, periods, "
            "underscores and tildes (- . _ ~).",
            "username",
        )


def users(engine: str, given: Sequence[Mapping[str, Any]]) -> None:
    if not given:
        raise errors.bad_request("A broker needs at least one user.", "users")
    if engine == "RABBITMQ":
        if len(given) != 1:
            raise errors.bad_request("A RabbitMQ broker is created with exactly one user.", "users")
        user = given[0]
        if user.get("Groups") or user.get("ConsoleAccess"):
            raise errors.bad_request(
                "RabbitMQ users take no groups and no consoleAccess: the broker's own management API "
                "manages its users.",
                "users",
            )
    if len(given) > MAX_USERS:
        raise errors.bad_request(f"A broker can have at most {MAX_USERS} users.", "users")
    seen: set[str] = set()
    for user in given:
        username(str(user["Username"]))
        password(str(user["Password"]))
        if user.get("ReplicationUser"):
            raise errors.refused("cross-region data replication users", "replicationUser")
        if user["Username"] in seen:
            raise errors.bad_request(f"Username [{user['Username']}] is given twice.", "username")
        seen.add(str(user["Username"]))


def groups(given: Sequence[str] | None) -> list[str]:
    out = list(given or [])
    for group in out:
        if not 2 <= len(group) <= 100 or not _USERNAME.match(group):
            raise errors.bad_request(f"Group [{group}] is not a valid group name.", "groups")
    return out


def window(given: Mapping[str, Any] | None, seed: int) -> dict[str, str]:
    """The maintenance window given, or one AWS-like default picked from the broker's id."""
    if given is None:
        return {"DayOfWeek": DAYS[seed % 7], "TimeOfDay": f"{seed % 24:02d}:00", "TimeZone": "UTC"}
    day = str(given["DayOfWeek"]).upper()
    if day not in DAYS:
        raise errors.bad_request(f"Day of week [{given['DayOfWeek']}] is not valid.", "dayOfWeek")
    time = str(given["TimeOfDay"])
    if not _TIME.match(time):
        raise errors.bad_request(f"Time of day [{time}] must be HH:MM in 24-hour time.", "timeOfDay")
    return {"DayOfWeek": day, "TimeOfDay": time, "TimeZone": str(given.get("TimeZone") or "UTC")}


def logs(engine: str, given: Mapping[str, Any] | None) -> dict[str, bool]:
    out = {"General": bool((given or {}).get("General"))}
    if (given or {}).get("Audit"):
        if engine == "RABBITMQ":
            raise errors.bad_request("Audit logs are not supported for RabbitMQ brokers.", "logs")
        out["Audit"] = True
    elif engine == "ACTIVEMQ":
        out["Audit"] = False
    return out


def encryption(engine: str, given: Mapping[str, Any] | None) -> dict[str, Any]:
    if given is None:
        return {"UseAwsOwnedKey": True}
    owned = bool(given["UseAwsOwnedKey"])
    key = given.get("KmsKeyId")
    if owned and key:
        raise errors.bad_request("kmsKeyId cannot be given when useAwsOwnedKey is true.", "kmsKeyId")
    if engine == "RABBITMQ" and not owned:
        raise errors.bad_request("RabbitMQ brokers are encrypted with AWS owned keys only.", "useAwsOwnedKey")
    out: dict[str, Any] = {"UseAwsOwnedKey": owned}
    if key:
        out["KmsKeyId"] = str(key)
    return out
