"""The management API's (``apigatewaymanagementapi``) one state object: where the open connections are."""

from __future__ import annotations

from dataclasses import dataclass

from labcloud.services.shape import Host, Interfaces


@dataclass(slots=True)
class ManagementState:
    interfaces: Interfaces

    @staticmethod
    def build(host: Host) -> ManagementState:
        return ManagementState(host)
