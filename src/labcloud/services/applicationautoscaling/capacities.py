"""A scalable target's current capacity for others (``interfaces.CurrentCapacities``): read from the owning
service as scaling reads it (``resources.capacity``), as the account itself; a resource that is gone reads
as None rather than an error."""

from __future__ import annotations

from labcloud.errors import AwsError
from labcloud.services.applicationautoscaling import resources
from labcloud.services.applicationautoscaling.state import AutoScalingState


class Capacities:
    namespaces = tuple(resources.DIMENSIONS)

    def __init__(self, state: AutoScalingState) -> None:
        self.state = state

    async def current_capacity(
        self, account: str, region: str, namespace: str, resource_id: str, dimension: str
    ) -> int | None:
        try:
            resource = resources.parse(namespace, resource_id, dimension)
            return await resources.capacity(self.state.services, resource, account, region, None)
        except AwsError:
            return None
