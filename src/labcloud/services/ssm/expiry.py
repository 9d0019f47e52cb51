"""Expiration policies: a parameter whose latest version has an ``Expiration`` policy is deleted at its
timestamp (checked every few seconds on the server clock), as AWS deletes it."""

from __future__ import annotations

from labcloud.services.ssm import names, rules
from labcloud.services.ssm.state import SsmState

INTERVAL = 5.0


def sweep(state: SsmState, now: float) -> int:
    gone = 0
    with state.store.transaction():
        for item in state.parameters.with_policies():
            moment = rules.expires_at(item.latest.policies)
            if moment is None or moment > now:
                continue
            state.parameters.delete(item.account_id, item.region, item.name)
            state.bus.publish(
                "ssm.parameter.expired",
                service="ssm",
                account_id=item.account_id,
                region=item.region,
                resource=names.arn(item.region, item.account_id, item.name),
                data={"name": item.name},
            )
            gone += 1
    return gone
