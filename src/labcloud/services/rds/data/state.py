"""The Data API's one state object: the hub (RDS's clusters through ``DataApiTargets``, Secrets Manager
through calls) and the open transactions, each holding its own connection."""

from __future__ import annotations

from dataclasses import dataclass, field

from labcloud.services.rds.data.sessions import Transaction
from labcloud.services.shape import Host

#: Open transactions a server keeps (each is a postgres connection; AWS ends them after 3 idle minutes).
MAX_TRANSACTIONS = 200


@dataclass(slots=True)
class DataState:
    services: Host
    transactions: dict[str, Transaction] = field(default_factory=dict)
    max_transactions: int = MAX_TRANSACTIONS

    @staticmethod
    def build(host: Host) -> DataState:
        return DataState(host)
