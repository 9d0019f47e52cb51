"""What CloudFormation needs from the running system beyond the shape's ``Host``: whether a service runs
here (S3 for TemplateURL, SSM for parameter types) before it is called through the pipeline."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from labcloud.services.shape import Host


@runtime_checkable
class CfnHost(Host, Protocol):
    def serves(self, service: str) -> bool: ...


def cfn_host(host: Host) -> CfnHost:
    if not isinstance(host, CfnHost):
        raise TypeError("CloudFormation needs a host that can tell which services run")
    return host
