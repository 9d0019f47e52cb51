"""Amazon MQ's queues as the hub's :class:`BrokerQueues` (``interfaces.py``): what the inbound route put
is leased to a consumer (Lambda's event source mappings), settled when consumed, released on failure.
Each call is one transaction; nothing but this module and the route touch ``mq_messages``."""

from __future__ import annotations

from labcloud import clock
from labcloud.services.mq import brokers
from labcloud.services.mq.interfaces import BrokerFacts, QueuedMessage
from labcloud.services.mq.repo import messages
from labcloud.services.mq.state import MqState


class Queues:
    def __init__(self, state: MqState) -> None:
        self.state = state

    def broker(self, account_id: str, region: str, arn: str) -> BrokerFacts | None:
        doc = self.state.records.by_arn(arn)
        now = clock.now()
        if doc is None or brokers.gone(doc, now) or arn.split(":")[3:5] != [region, account_id]:
            return None
        return BrokerFacts(
            arn, str(doc["BrokerId"]), str(doc["EngineType"]).upper(), brokers.broker_state(doc, now)
        )

    def authenticate(self, arn: str, username: str, password: str) -> bool:
        doc = self.state.records.by_arn(arn)
        if doc is None:
            return False
        for user in doc.get("_users") or []:
            if user["Username"] == username and "_hash" in user:
                return brokers.password_matches(user, password)
        return False

    def receive(
        self, arn: str, queue: str, vhost: str, limit: int, lease_seconds: float
    ) -> list[QueuedMessage]:
        now = clock.now()
        with self.state.store.transaction():
            leased = messages.lease(self.state.store, arn, queue, vhost, limit, now, now + lease_seconds)
        return [QueuedMessage(seq, queue, vhost, deliveries > 0, doc) for seq, deliveries, doc in leased]

    def settle(self, seqs: list[int]) -> None:
        with self.state.store.transaction():
            messages.settle(self.state.store, seqs)

    def release(self, seqs: list[int]) -> None:
        with self.state.store.transaction():
            messages.release(self.state.store, seqs)
