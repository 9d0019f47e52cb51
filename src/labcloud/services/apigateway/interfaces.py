"""What API Gateway offers the rest of labcloud on the hub (``hub.offer``/``hub.interface``).

The app hands requests for an invoke URL (``protocol/execute_api.py`` tells which) to
:class:`ExecuteApi`, a front door whose contract the core defines (``labcloud/front_doors.py``).
Nothing outside this package touches API Gateway's tables.
"""

from __future__ import annotations

from labcloud.front_doors import ExecuteApi

__all__ = ["ExecuteApi"]
