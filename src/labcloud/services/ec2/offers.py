"""EC2's implementation of the interfaces it offers (``interfaces.py``), reading its own records."""

from __future__ import annotations

from labcloud.services.ec2.interfaces import Placed
from labcloud.services.ec2.state import Ec2State


class Networks:
    """:class:`~labcloud.services.ec2.interfaces.NetworkRecords` over this service's state."""

    def __init__(self, state: Ec2State) -> None:
        self.state = state

    def _placed(self, account_id: str, region: str, ids: list[str], kind: str) -> dict[str, Placed]:
        from labcloud.services.ec2 import defaults  # the record builders: on first use, not when EC2 is built

        defaults.ensure(self.state, account_id, region)
        found: dict[str, Placed] = {}
        for record_id in ids:
            record = self.state.records.get(account_id, region, record_id)
            if record is not None and record.kind == kind and record.vpc_id:
                ipv6 = bool(record.body.get("Ipv6CidrBlockAssociationSet"))
                found[record_id] = Placed(record_id, record.vpc_id, ipv6)
        return found

    def subnets(self, account_id: str, region: str, ids: list[str]) -> dict[str, Placed]:
        return self._placed(account_id, region, ids, "subnet")

    def security_groups(self, account_id: str, region: str, ids: list[str]) -> dict[str, Placed]:
        return self._placed(account_id, region, ids, "security-group")

    def vpcs(self, account_id: str, region: str, ids: list[str]) -> set[str]:
        from labcloud.services.ec2 import defaults

        defaults.ensure(self.state, account_id, region)
        return {
            record_id
            for record_id in ids
            if (record := self.state.records.get(account_id, region, record_id)) is not None
            and record.kind == "vpc"
        }
