"""IAM's one state object: the store and seams it uses, and the caches enforcement reads on every request.

The caches (parsed policies per identity, boundaries, access keys and the principals they resolve to,
roles' last-use writes) are rebuilt from the store whenever it changes (``changes.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from labcloud.config import Settings
from labcloud.context import Principal
from labcloud.events.bus import EventBus
from labcloud.resource_policies import ResourcePolicies
from labcloud.services.iam.policy import Policy
from labcloud.services.iam.repo.records import AccessKeyRecord
from labcloud.services.shape import Host, Interfaces
from labcloud.store.db import Store

#: (account, kind, lower-cased name) of a role, user or group.
Key = tuple[str, str, str]


@dataclass(slots=True)
class IamState:
    store: Store
    bus: EventBus
    settings: Settings
    #: Every service's resource policies (enforcement combines them with the identity's).
    resource_policies: ResourcePolicies
    #: Where STS's sessions (session policies, session secrets) are found when a request needs them.
    interfaces: Interfaces
    #: Inline and attached policies per identity, parsed.
    grants: dict[Key, tuple[Policy, ...]] = field(default_factory=dict)
    #: Permissions boundary per identity (None: none).
    boundaries: dict[Key, tuple[Policy, ...] | None] = field(default_factory=dict)
    #: Every long-term access key, loaded at start and after each key change.
    keys: dict[str, AccessKeyRecord] = field(default_factory=dict)
    key_principals: dict[str, Principal] = field(default_factory=dict)
    #: When each (account, role, region) last use was written (``last_used.py``).
    uses_written: dict[tuple[str, str, str], float] = field(default_factory=dict)

    @staticmethod
    def build(host: Host) -> IamState:
        return IamState(host.store, host.bus, host.settings, host.resource_policies, host)
