"""The Data API's one state object: the hub (RDS's clusters through ``DataApiTargets``, Secrets Manager
through calls) the open transactions, each holding its own connection, and idle connections kept for the next call."""

from __future__ import annotations

from dataclasses import dataclass, field

from labcloud.services.rds.data.sessions import Pool, Transaction
from labcloud.services.shape import Host

#: Open transactions a server keeps (each is a postgres connection; AWS ends them after 3 idle minutes).
MAX_TRANSACTIONS = 200


@dataclass(slots=True)
class DataState:
    services: Host
    transactions: dict[str, Transaction] = field(default_factory=dict)
    max_transactions: int = MAX_TRANSACTIONS
    pool: Pool = field(default_factory=Pool)

    @staticmethod
    def build(host: Host) -> DataState:
        return DataState(host)
