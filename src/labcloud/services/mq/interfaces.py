"""What Amazon MQ offers other services on the hub: a broker's facts, its users' credentials checked, and
its queues' messages leased, settled or released (Lambda's event source mappings and Pipes consume them
through :class:`BrokerQueues`, never importing the MQ service)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class BrokerFacts:
    arn: str
    broker_id: str
    #: ``ACTIVEMQ`` or ``RABBITMQ``
    engine: str
    #: AWS's BrokerState now (``RUNNING`` when it takes consumers)
    state: str


@dataclass(frozen=True, slots=True)
class QueuedMessage:
    """One message held for a consumer: ``seq`` settles or releases it; ``doc`` is what was put:
    ``data`` (base64 body), ``text`` (ActiveMQ TextMessage or BytesMessage), ``properties`` (ActiveMQ's
    custom properties, RabbitMQ's headers), ``headers`` (JMS headers or AMQP basic properties given),
    ``id`` (a message id), ``put`` (epoch seconds the broker took it)."""

    seq: int
    queue: str
    vhost: str
    redelivered: bool
    doc: dict[str, Any]


class BrokerQueues(Protocol):
    def broker(self, account_id: str, region: str, arn: str) -> BrokerFacts | None:
        """The broker an ARN names in that account and region (None: none, or deleted)."""
        ...

    def authenticate(self, arn: str, username: str, password: str) -> bool:
        """Do these credentials belong to an active user of the broker (ActiveMQ's users as of its last
        reboot; RabbitMQ's one user)?"""
        ...

    def receive(
        self, arn: str, queue: str, vhost: str, limit: int, lease_seconds: float
    ) -> list[QueuedMessage]:
        """Up to ``limit`` messages in order, leased for ``lease_seconds`` (a lapsed lease puts them back)."""
        ...

    def settle(self, seqs: list[int]) -> None:
        """The messages are consumed: gone from the queue."""
        ...

    def release(self, seqs: list[int]) -> None:
        """The consumer failed: the messages are back at once, to be redelivered."""
        ...
