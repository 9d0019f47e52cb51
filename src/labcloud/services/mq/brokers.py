"""A broker's life on labcloud's clock, and its views. CreateBroker starts CREATION_IN_PROGRESS for
``CREATE_SECONDS``, RebootBroker REBOOT_IN_PROGRESS for ``REBOOT_SECONDS`` (applying what UpdateBroker and
the user operations left pending), DeleteBroker DELETION_IN_PROGRESS for ``DELETE_SECONDS``; then the
broker is RUNNING, or gone (the sweeper removes it and its messages). No broker process runs (docs/mq.md)."""

from __future__ import annotations

import hashlib
import os
from typing import Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.mq import errors, names
from labcloud.services.mq.repo import messages
from labcloud.services.mq.state import MqState

CREATE_SECONDS = 1.0
REBOOT_SECONDS = 1.0
DELETE_SECONDS = 1.0
_PHASES = {"creating": "CREATION_IN_PROGRESS", "rebooting": "REBOOT_IN_PROGRESS"}


def broker_state(doc: dict[str, Any], now: float) -> str:
    phase = str(doc.get("_phase", "creating"))
    if phase == "deleting":
        return "DELETION_IN_PROGRESS"
    return _PHASES[phase] if now < float(doc.get("_until", 0)) and phase in _PHASES else "RUNNING"


def gone(doc: dict[str, Any], now: float) -> bool:
    return doc.get("_phase") == "deleting" and now >= float(doc.get("_until", 0))


def find(state: MqState, ctx: RequestContext, broker_id: str) -> dict[str, Any]:
    doc = state.records.by_id("broker", ctx.account_id, ctx.region, broker_id)
    if doc is None or gone(doc, clock.now()):
        raise errors.broker_missing(broker_id)
    return doc


def hashed(password: str, salt: str | None = None) -> dict[str, str]:
    salt = salt or os.urandom(16).hex()
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(salt), 1000).hex()
    return {"_salt": salt, "_hash": digest}


def password_matches(user: dict[str, Any], password: str) -> bool:
    return hashed(password, str(user["_salt"]))["_hash"] == user["_hash"]


def user_summaries(doc: dict[str, Any]) -> list[dict[str, str]]:
    out = []
    for user in doc.get("_users") or []:
        summary = {"Username": str(user["Username"])}
        pending = user.get("_pending")
        if pending:
            summary["PendingChange"] = str(pending["PendingChange"])
        out.append(summary)
    return out


def logs_summary(doc: dict[str, Any]) -> dict[str, Any]:
    flags = doc["Logs"]
    group = f"/aws/amazonmq/broker/{doc['BrokerId']}"
    out: dict[str, Any] = {"General": flags["General"], "GeneralLogGroup": f"{group}/general"}
    if "Audit" in flags:
        out["Audit"] = flags["Audit"]
        out["AuditLogGroup"] = f"{group}/audit"
    pending = (doc.get("_pending") or {}).get("Logs")
    if pending:
        out["Pending"] = pending
    return out


def describe(doc: dict[str, Any], now: float) -> dict[str, Any]:
    """DescribeBroker's answer: instances and their endpoints once the broker runs, pending changes."""
    status = broker_state(doc, now)
    out = {k: v for k, v in doc.items() if not k.startswith("_") and k not in ("Logs", "Created")}
    out["BrokerState"] = status
    out["Created"] = names.iso(float(doc["Created"]))
    out["Logs"] = logs_summary(doc)
    out["Users"] = user_summaries(doc)
    out["Tags"] = dict(doc.get("_tags") or {})
    out["BrokerInstances"] = (
        names.instances(
            doc["BrokerId"],
            doc["BrokerArn"].split(":")[3],
            str(doc["EngineType"]).upper(),
            doc["DeploymentMode"],
        )
        if status in ("RUNNING", "REBOOT_IN_PROGRESS")
        else []
    )
    if str(doc["EngineType"]).upper() == "RABBITMQ":
        for instance in out["BrokerInstances"]:
            instance.pop("IpAddress", None)
    pending = doc.get("_pending") or {}
    for member, shown in (
        ("EngineVersion", "PendingEngineVersion"),
        ("HostInstanceType", "PendingHostInstanceType"),
        ("SecurityGroups", "PendingSecurityGroups"),
    ):
        if member in pending:
            out[shown] = pending[member]
    if "Configuration" in pending:
        out["Configurations"] = {**out["Configurations"], "Pending": pending["Configuration"]}
    return out


def summary(doc: dict[str, Any], now: float) -> dict[str, Any]:
    return {
        "BrokerArn": doc["BrokerArn"],
        "BrokerId": doc["BrokerId"],
        "BrokerName": doc["BrokerName"],
        "BrokerState": broker_state(doc, now),
        "Created": names.iso(float(doc["Created"])),
        "DeploymentMode": doc["DeploymentMode"],
        "EngineType": doc["EngineType"],
        "HostInstanceType": doc["HostInstanceType"],
    }


def apply_pending(doc: dict[str, Any]) -> None:
    """What a reboot applies: the broker's pending settings and its users' pending changes."""
    pending = doc.pop("_pending", None) or {}
    for member in ("EngineVersion", "HostInstanceType", "SecurityGroups"):
        if member in pending:
            doc[member] = pending[member]
    if "Logs" in pending:
        doc["Logs"] = {**doc["Logs"], **pending["Logs"]}
    if "Configuration" in pending:
        configurations = doc["Configurations"]
        if configurations.get("Current"):
            configurations.setdefault("History", []).append(configurations["Current"])
        configurations["Current"] = pending["Configuration"]
    kept = []
    for user in doc.get("_users") or []:
        change = user.pop("_pending", None)
        if change is None:
            kept.append(user)
        elif change["PendingChange"] != "DELETE":
            user.update({k: v for k, v in change.items() if k != "PendingChange"})
            kept.append(user)
    doc["_users"] = kept


def sweep(state: MqState, now: float) -> bool:
    """Remove brokers whose deletion has finished; answers whether some deletion is still under way."""
    waiting = False
    for account, region, doc in state.records.every("broker"):
        if doc.get("_phase") != "deleting":
            continue
        if not gone(doc, now):
            waiting = True
            continue
        with state.store.transaction():
            state.records.delete(doc["BrokerArn"])
            messages.drop_broker(state.store, doc["BrokerArn"])
            state.publish("mq.broker.deleted", account, region, doc["BrokerArn"], broker_id=doc["BrokerId"])
    return waiting
