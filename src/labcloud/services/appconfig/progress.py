"""Announcing deployments' progress: a periodic task on labcloud's clock (a clock move runs it at once)
publishes ``appconfig.deployment.baking`` and ``appconfig.deployment.completed`` (or ``.rolled_back``) as
each deployment reaches them, and marks a deployment settled once its end is announced."""

from __future__ import annotations

from labcloud.services.appconfig import timeline
from labcloud.services.appconfig.state import AppConfigState

#: How often deployments are looked at (seconds of the clock).
SWEEP_SECONDS = 15.0

_ENDS = ("COMPLETE", "ROLLED_BACK", "REVERTED")


def sweep(state: AppConfigState, now: float) -> None:
    for account, region, doc in state.records.unsettled_deployments():
        found = timeline.progress(doc, now)
        announced = doc.get("_announced")
        if found.state == announced or found.state == "DEPLOYING":
            continue
        key = f"{doc['EnvironmentId']}/{doc['DeploymentNumber']}"
        kind = {
            "BAKING": "baking",
            "COMPLETE": "completed",
            "ROLLED_BACK": "rolled_back",
            "REVERTED": "reverted",
        }
        doc["_announced"] = found.state
        if found.state in _ENDS:
            doc["_settled"] = True
        with state.store.transaction():
            state.records.update(account, region, "deployment", key, doc)
            if found.state in kind:
                state.bus.publish(
                    f"appconfig.deployment.{kind[found.state]}",
                    service="appconfig",
                    account_id=account,
                    region=region,
                    resource=key,
                    data={"application": doc["ApplicationId"], "profile": doc["ConfigurationProfileId"]},
                )
