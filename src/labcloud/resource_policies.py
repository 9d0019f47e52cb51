"""Resource-based policies: where IAM enforcement finds the policy attached to a resource.

Services that keep resource policies (DynamoDB tables today; queues, functions and buckets can join)
register a lookup for their ARN prefix; enforcement asks :meth:`ResourcePolicies.find` for each
resource a request touches and evaluates the policy beside the caller's identity policies:
an explicit deny anywhere wins, a same-account allow from either side suffices, and a request from
another account needs both.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labcloud.services.iam.policy import Policy
    from labcloud.store.db import Store


@dataclass(frozen=True, slots=True)
class ResourcePolicy:
    """A resource's policy and the account owning the resource."""

    owner_account: str
    policy: Policy


Lookup = Callable[[str], "ResourcePolicy | None"]


@dataclass(slots=True)
class _Source:
    """A service's lookup of its resources' policies, and whether it holds any."""

    lookup: Lookup
    active: Callable[[], bool]


class ResourcePolicies:
    def __init__(self) -> None:
        self._sources: dict[str, _Source] = {}

    def register(self, service: str, lookup: Lookup, active: Callable[[], bool]) -> None:
        """``service`` is the ARN's service part; ``active`` tells whether any such policy exists at all."""
        self._sources[service] = _Source(lookup, active)

    @property
    def active(self) -> bool:
        for source in self._sources.values():  # asked on every authorized request: no generator
            if source.active():
                return True
        return False

    def find(self, resource: str) -> ResourcePolicy | None:
        parts = resource.split(":", 5)
        if len(parts) != 6 or parts[0] != "arn":
            return None
        source = self._sources.get(parts[2])
        return None if source is None else source.lookup(resource)


class PolicyCount:
    """Whether any resource of one kind has a policy (a source's ``active``: enforcement skips the
    resource lookups while none does), shared by the services that keep resource policies.

    ``count`` is the service's own query (its SQL stays in its repo). The answer is kept until
    :meth:`changed`, which a write adding or removing a policy calls inside its transaction: the
    count is asked again on the next use, and once more after the commit. A count read inside a
    transaction is never kept, so a rolled-back removal cannot leave "no policies" behind (which
    would skip a policy that still grants another account access)."""

    def __init__(self, store: Store, count: Callable[[], int]) -> None:
        self.store = store
        self.count = count
        self._count: int | None = None

    def changed(self) -> None:
        self._count = None
        self.store.after_commit(self._forget)

    def _forget(self) -> None:
        self._count = None

    def active(self) -> bool:
        if self._count is None:
            found = self.count()
            if self.store.in_transaction:  # not kept: the transaction may yet roll back
                return found > 0
            self._count = found
        return self._count > 0
