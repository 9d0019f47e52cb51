"""What AppSync offers on the hub: the :class:`~labcloud.front_doors.GraphqlApis` front door (each API's
GraphQL endpoint), whose contract the core defines."""

from __future__ import annotations

from labcloud.front_doors import GraphqlApis

__all__ = ["GraphqlApis"]
