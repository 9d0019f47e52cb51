"""What Lambda offers the rest of labcloud on the hub (``hub.offer``/``hub.interface``).

The app hands requests for a function URL (``protocol/function_urls.py`` tells which) to
:class:`FunctionUrls` (a front door whose contract the core defines, ``labcloud/front_doors.py``); the labs read a deployed zip through :class:`FunctionCode` (to tell a learner
that the handler's file is missing before any invocation fails). Nothing outside this package touches
Lambda's provider or tables. CloudFormation asks :class:`FunctionSdk` for the SDK for JavaScript
client a custom resource's function will load by a name computed at run time (CDK's ``AwsCustomResource``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from labcloud.front_doors import FunctionUrls

__all__ = ["FunctionCode", "FunctionNetworks", "FunctionSdk", "FunctionUrls"]


class FunctionCode(Protocol):
    def zip_of(self, location: str) -> bytes | None:
        """The zip a GetFunction answer's ``Code.Location`` names, or None when labcloud keeps no such zip."""
        ...


class FunctionNetworks(Protocol):
    def functions_using(self, account_id: str, region: str, record_id: str) -> list[str]:
        """The functions (and versions, ``name:N``) whose VpcConfig names this subnet or security group:
        on AWS their network interfaces hold it, so EC2 refuses to delete it."""
        ...


class FunctionSdk(Protocol):
    async def provide_node_sdk(
        self, account_id: str, region: str, function: str, packages: Sequence[str]
    ) -> str | None:
        """Make AWS SDK for JavaScript v3 packages (``@aws-sdk/client-ssm``) available to a Node.js
        function before it is invoked, as the scan of its code does for the packages it names (bounded
        wait): None when they are there (or the function is not a nodejs18.x+ one, or ships them), else
        why they could not be had. An unknown function is None too: the invocation then says so."""
        ...
