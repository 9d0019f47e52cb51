"""What Lambda offers the rest of labcloud on the hub (``hub.offer``/``hub.interface``).

The app hands requests for a function URL (``protocol/function_urls.py`` tells which) to
:class:`FunctionUrls` (a front door whose contract the core defines, ``labcloud/front_doors.py``); the labs read a deployed zip through :class:`FunctionCode` (to tell a learner
that the handler's file is missing before any invocation fails). Nothing outside this package touches
Lambda's provider or tables.
"""

from __future__ import annotations

from typing import Protocol

from labcloud.front_doors import FunctionUrls

__all__ = ["FunctionCode", "FunctionNetworks", "FunctionUrls"]


class FunctionCode(Protocol):
    def zip_of(self, location: str) -> bytes | None:
        """The zip a GetFunction answer's ``Code.Location`` names, or None when labcloud keeps no such zip."""
        ...


class FunctionNetworks(Protocol):
    def functions_using(self, account_id: str, region: str, record_id: str) -> list[str]:
        """The functions (and versions, ``name:N``) whose VpcConfig names this subnet or security group:
        on AWS their network interfaces hold it, so EC2 refuses to delete it."""
        ...
